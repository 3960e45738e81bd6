//! The generic d20 game (seed 004, "Basic Rules"): six signed attributes, a
//! proficiency bonus from level, skill rolls against a DC with four levels of
//! success, saves against damage, attacks against AC and area explosives.
//!
//! This folder is a pure rules engine: it owns the game's characters, enemies,
//! data tables, commands, events, errors and the command metadata the front
//! ends read (the command-line grammar is the front end's, in
//! `src/games/d20/cli/`). It knows nothing of Discord, storage or clocks;
//! every die comes from a [`crate::engine::dice::Dice`].
//!
//! The entry point is [`Campaign::execute`]: a [`Command`] in, an [`Outcome`]
//! of typed events out, or a [`RuleError`] and no change at all. The rules
//! reference, with every decision the seed leaves open, is `docs/rulesets/d20.md`.

pub mod campaign;
pub mod character;
pub mod check;
pub mod command;
pub mod commands;
pub mod data;
pub mod dice_expr;
pub mod enemy;
pub mod error;
pub mod files;
pub mod homebrew;
pub mod outcome;
pub mod skills;
pub mod typed;

pub use campaign::Campaign;

pub use check::{odds, Odds, SuccessLevel};
pub use command::Command;
pub use dice_expr::{DiceExpr, DiceRoll};
pub use error::RuleError;
pub use outcome::{Event, Outcome};
pub use skills::{Attribute, Skill};

/// The ruleset's id, as the store and `RulesetId` spell it.
pub const RULESET_ID: &str = "d20";

/// The d20 game as a [`crate::engine::ruleset::Ruleset`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct D20;

crate::engine::ruleset::game_ruleset!(
    D20 = RULESET_ID,
    start: Command::Status { name: None },
    characters: characters
);
