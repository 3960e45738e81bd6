//! The classic Fallout pen-and-paper game (seeds 001 and 003): S.P.E.C.I.A.L.
//! 1-10 by point-buy within race ranges, d100 skills from S.P.E.C.I.A.L., d10
//! saves with the race rules of seed 003, Luck criticals and exact odds,
//! attacks with range bands, scopes, Pip-Boy aiming and called shots, armour
//! that removes dice, splash, burn and poison, ammunition levels, morale,
//! healing, experience and levels.
//!
//! This folder is a pure rules engine: it owns the game's characters, enemies,
//! data tables, commands, events, errors and the command metadata the front
//! ends read (the command-line grammar is the front end's, in
//! `src/games/pnp/cli/`). It knows nothing of Discord, storage or clocks;
//! every die comes from a [`crate::engine::dice::Dice`].
//!
//! The entry point is [`Campaign::execute`]: a [`Command`] in, an [`Outcome`]
//! of typed events out, or a [`RuleError`] and no change at all. The rules
//! reference, with every decision the seeds leave open, is
//! `docs/rulesets/fallout-pnp.md`.

pub mod ammo;
pub mod armour;
pub mod campaign;
pub mod character;
pub mod check;
pub mod combat;
pub mod command;
pub mod commands;
pub mod enemy;
pub mod error;
pub mod files;
pub mod homebrew;
pub mod outcome;
pub mod races;
pub mod skills;
pub mod weapons;

pub use campaign::Campaign;

pub use check::{Chance, Criticals, Odds, SaveRule, SuccessLevel};
pub use command::Command;
pub use error::RuleError;
pub use outcome::{Event, Outcome};
pub use races::Race;
pub use skills::Skill;

/// The ruleset's id, as the store and `RulesetId` spell it.
pub const RULESET_ID: &str = "fallout-pnp";

use crate::engine::ruleset::PendingChoice;

/// The classic game as a [`crate::engine::ruleset::Ruleset`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pnp;

crate::engine::ruleset::game_ruleset!(
    Pnp = RULESET_ID,
    start: Command::Status { name: None },
    characters: characters,

    /// A new level leaves its owner the level-up choice (an attribute or
    /// skill points), for buttons: `{"level_up": <pending>}`.
    fn pending_choice(campaign: &Campaign, outcome: &Outcome) -> Option<PendingChoice> {
        outcome.events.iter().rev().find_map(|e| match e {
            Event::XpGained {
                character, pending, ..
            } if *pending > 0 => Some(PendingChoice {
                owner: crate::engine::roster::Roster::owner_of(campaign, character)?.to_owned(),
                leader: character.clone(),
                offer: serde_json::json!({ "level_up": pending }),
            }),
            _ => None,
        })
    }
);
