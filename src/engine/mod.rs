//! The rules engine for the "wasteland 2d20" ruleset: pure, deterministic and
//! synchronous. It knows nothing of Discord, SQL, async runtimes, clocks or the
//! operating system's randomness; every die comes from a [`dice::Dice`].

pub mod data;
pub mod dice;
pub mod skills;
pub mod special;
