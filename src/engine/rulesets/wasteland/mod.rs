//! The "wasteland 2d20" game (seed 000 and the rules reference), the default:
//! S.P.E.C.I.A.L. and ten skills, 2d20 checks with assists, AP and tag
//! criticals, Luck re-rolls, weapons and damage dice, enemies within an
//! encounter budget, initiative and rounds, radiation, healing, chems,
//! effects, rest, levelling, loot, trade and NPCs.
//!
//! The one entry point is [`Campaign::execute`]: a [`Command`] in, an
//! [`Outcome`] of typed events out, or a [`RuleError`] and no change at all.

pub mod campaign;
pub mod character;
pub mod check;
pub mod combat;
pub mod command;
pub mod data;
pub mod effect;
pub mod enemy;
pub mod error;
pub mod health;
pub mod item;
pub mod loot;
pub mod npc;
pub mod outcome;
pub mod skills;
pub mod trade;
pub mod turn;
pub mod validate;
pub mod world;

pub use campaign::Campaign;
pub use command::Command;
pub use error::RuleError;
pub use outcome::{Event, Outcome};
