//! The rules engine: pure, deterministic and synchronous. It knows nothing of
//! Discord, SQL, async runtimes, clocks or the operating system's randomness;
//! every die comes from a [`dice::Dice`].
//!
//! It is a core plus one folder per game:
//! - the core every game shares: [`dice`] (the only way randomness enters),
//!   [`name`] (one identity for names, one gate for stored text), [`notation`]
//!   (dice notation and the words users type), [`ruleset`] (which game a
//!   campaign plays);
//! - [`mechanics`] some games share (S.P.E.C.I.A.L.);
//! - [`rulesets`]: the games, each in its own folder.
//!
//! The wasteland game is the default, and its modules are re-exported here
//! (`engine::Campaign`, `engine::character`, ...) for the front ends that play it.

pub mod dice;
pub mod mechanics;
pub mod name;
pub mod notation;
pub mod ruleset;
pub mod rulesets;

pub use mechanics::special;
pub use rulesets::wasteland::{
    campaign, care, character, check, combat, command, data, effect, enemy, error, health, house,
    item, loot, npc, outcome, skills, trade, travel, turn, validate, world,
};

pub use dice::{Dice, ScriptedDice, SeededDice};
pub use rulesets::wasteland::{Campaign, Command, Event, Outcome, RuleError};
