//! The "wasteland 2d20" game (seed 000 and the rules reference), the default:
//! S.P.E.C.I.A.L. and ten skills, 2d20 checks with assists, AP and tag
//! criticals, Luck re-rolls, weapons and damage dice, enemies within an
//! encounter budget, initiative and rounds, radiation, healing, chems,
//! effects, rest, levelling, loot, trade and NPCs.
//!
//! The one entry point is [`Campaign::execute`]: a [`Command`] in, an
//! [`Outcome`] of typed events out, or a [`RuleError`] and no change at all.

pub mod campaign;
pub mod care;
pub mod character;
pub mod check;
pub mod combat;
pub mod command;
pub mod commands;
pub mod data;
pub mod effect;
pub mod enemy;
pub mod error;
pub mod health;
pub mod homebrew;
pub mod house;
pub mod item;
pub mod loot;
pub mod notation;
pub mod npc;
pub mod outcome;
pub mod seed;
pub mod skills;
pub mod trade;
pub mod travel;
pub mod turn;
pub mod typed;
pub mod validate;
pub mod world;

pub use campaign::Campaign;
pub use command::Command;
pub use error::RuleError;
pub use outcome::{Event, Outcome};

use crate::engine::ruleset::PendingChoice;

/// The wasteland game as a [`crate::engine::ruleset::Ruleset`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Wasteland;

crate::engine::ruleset::game_ruleset!(
    Wasteland = "wasteland-2d20",
    start: Command::Init,
    characters: players,

    fn take_choice(offer: &str) -> Result<Command, String> {
        serde_json::from_str(offer)
            .map(Command::Reroll)
            .map_err(|e| e.to_string())
    }

    fn broken(campaign: &Campaign) -> Result<(), (String, String)> {
        campaign
            .validate()
            .map_err(|broken| (broken.at, broken.rule.to_string()))
    }

    /// A check whose Luck triggered offers its leader's player a re-roll.
    fn pending_choice(campaign: &Campaign, outcome: &Outcome) -> Option<PendingChoice> {
        let offer = outcome.reroll_offer()?;
        let leader = offer
            .participants
            .first()
            .map(|p| p.name.clone())
            .unwrap_or_default();
        let owner = campaign
            .player(&leader)
            .map(|c| c.owner.clone())
            .unwrap_or_default();
        Some(PendingChoice {
            owner,
            leader,
            offer: serde_json::to_value(offer).ok()?,
        })
    }
);
