//! The rules engine: pure, deterministic and synchronous. It knows nothing of
//! Discord, SQL, async runtimes, clocks or the operating system's randomness;
//! every die comes from a [`dice::Dice`].
//!
//! It is a core plus one folder per game:
//! - the core every game shares: [`dice`] (the only way randomness enters),
//!   [`name`] (one identity for names, one gate for stored text), [`notation`]
//!   (dice notation and the words users type), [`ruleset`] (which game a
//!   campaign plays), [`roster`] (characters and enemies by name, with
//!   their owners), [`turns`] (initiative order, turns by unit, rounds);
//! - [`mechanics`] some games share (S.P.E.C.I.A.L.);
//! - [`rulesets`]: the games, each in its own folder.
//!
//! No game is the engine: callers name the game they play by its folder
//! under [`rulesets`].

pub mod content;
pub mod dice;
pub mod homebrew;
pub mod mechanics;
pub mod name;
pub mod notation;
pub mod refusal;
pub mod registry;
pub mod roster;
pub mod ruleset;
pub mod rulesets;
pub mod table;
pub mod turns;
pub mod visibility;

pub use dice::{Dice, ScriptedDice, SeededDice};
pub use mechanics::special;

/// The games this version plays (the engine's registry), the list
/// [`ruleset::rulesets`] falls back to when none was installed.
#[must_use]
pub fn standard_games() -> &'static ruleset::Rulesets {
    &rulesets::STANDARD
}
