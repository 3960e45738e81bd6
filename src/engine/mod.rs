//! The rules engine for the "wasteland 2d20" ruleset: pure, deterministic and
//! synchronous. It knows nothing of Discord, SQL, async runtimes, clocks or the
//! operating system's randomness; every die comes from a [`dice::Dice`].
//!
//! The one entry point is [`Campaign::execute`]: a [`Command`] in, an
//! [`Outcome`] of typed events out, or a [`RuleError`] and no change at all.

pub mod campaign;
pub mod character;
pub mod check;
pub mod combat;
pub mod command;
pub mod data;
pub mod dice;
pub mod effect;
pub mod enemy;
pub mod error;
pub mod health;
pub mod item;
pub mod loot;
pub mod name;
pub mod npc;
pub mod outcome;
pub mod rulesets;
pub mod skills;
pub mod special;
pub mod trade;
pub mod turn;
pub mod validate;
pub mod world;

pub use campaign::Campaign;
pub use command::Command;
pub use dice::{Dice, ScriptedDice, SeededDice};
pub use error::RuleError;
pub use outcome::{Event, Outcome};
