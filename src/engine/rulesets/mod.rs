//! The games Overseer plays, one folder each. A game owns its characters,
//! commands, events, errors, data tables and rules; it builds on the core
//! (dice, names, notation) and the shared mechanics, and nothing outside its
//! folder knows its rules. [`crate::engine::ruleset::RulesetId`] names them.

pub mod d20;
pub mod fallout2d20;
pub mod pnp;
pub mod wasteland;

mod brew;

use super::ruleset::{Ruleset, RulesetId};

/// A campaign of any game Overseer plays, for what treats every game alike
/// (exports and imports). Running commands goes through each game's
/// [`Ruleset`] instead, so no command pays for this dispatch.
#[derive(Debug, Clone, PartialEq)]
pub enum AnyCampaign {
    /// A wasteland 2d20 campaign.
    Wasteland(wasteland::Campaign),
    /// A d20 campaign.
    D20(d20::Campaign),
    /// A classic Fallout (pen-and-paper) campaign.
    Pnp(pnp::Campaign),
    /// A Fallout 2d20 campaign.
    Fallout2d20(fallout2d20::Campaign),
}

/// Why a stored state is not a campaign of its game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StateError {
    /// The state does not read as the game's.
    #[error("{0}")]
    Unreadable(String),
}

impl AnyCampaign {
    /// A new campaign of game `id`, as the game starts one.
    #[must_use]
    pub fn new(id: RulesetId) -> AnyCampaign {
        match id {
            RulesetId::Wasteland2d20 => AnyCampaign::Wasteland(wasteland::Wasteland::start().0),
            RulesetId::D20 => AnyCampaign::D20(d20::D20::start().0),
            RulesetId::FalloutPnp => AnyCampaign::Pnp(pnp::Pnp::start().0),
            RulesetId::Fallout2d20 => AnyCampaign::Fallout2d20(fallout2d20::Fallout2d20::start().0),
        }
    }

    /// Reads a state (JSON text) as a campaign of game `id`.
    pub fn from_state(id: RulesetId, state: &str) -> Result<AnyCampaign, StateError> {
        let read = |e: serde_json::Error| StateError::Unreadable(e.to_string());
        match id {
            RulesetId::Wasteland2d20 => serde_json::from_str(state)
                .map(AnyCampaign::Wasteland)
                .map_err(read),
            RulesetId::D20 => serde_json::from_str(state)
                .map(AnyCampaign::D20)
                .map_err(read),
            RulesetId::FalloutPnp => serde_json::from_str(state)
                .map(AnyCampaign::Pnp)
                .map_err(read),
            RulesetId::Fallout2d20 => serde_json::from_str(state)
                .map(AnyCampaign::Fallout2d20)
                .map_err(read),
        }
    }

    /// The game it plays.
    #[must_use]
    pub fn ruleset(&self) -> RulesetId {
        match self {
            AnyCampaign::Wasteland(_) => wasteland::Wasteland::ID,
            AnyCampaign::D20(_) => d20::D20::ID,
            AnyCampaign::Pnp(_) => pnp::Pnp::ID,
            AnyCampaign::Fallout2d20(_) => fallout2d20::Fallout2d20::ID,
        }
    }

    /// The state as the store keeps it (JSON text).
    pub fn to_state(&self) -> serde_json::Result<String> {
        match self {
            AnyCampaign::Wasteland(c) => serde_json::to_string(c),
            AnyCampaign::D20(c) => serde_json::to_string(c),
            AnyCampaign::Pnp(c) => serde_json::to_string(c),
            AnyCampaign::Fallout2d20(c) => serde_json::to_string(c),
        }
    }

    /// Every invariant of the game: the first broken one as (where, rule).
    pub fn validate(&self) -> Result<(), (String, String)> {
        match self {
            AnyCampaign::Wasteland(c) => c
                .validate()
                .map_err(|broken| (broken.at, broken.rule.to_string())),
            AnyCampaign::D20(c) => c
                .validate()
                .map_err(|e| ("state".to_owned(), e.to_string())),
            AnyCampaign::Pnp(c) => c
                .validate()
                .map_err(|e| ("state".to_owned(), e.to_string())),
            AnyCampaign::Fallout2d20(c) => c
                .validate()
                .map_err(|e| ("state".to_owned(), e.to_string())),
        }
    }

    /// How many characters it has.
    #[must_use]
    pub fn characters(&self) -> usize {
        match self {
            AnyCampaign::Wasteland(c) => c.players.len(),
            AnyCampaign::D20(c) => c.characters.len(),
            AnyCampaign::Pnp(c) => c.characters.len(),
            AnyCampaign::Fallout2d20(c) => c.characters.len(),
        }
    }
}
