//! The games Overseer plays, one folder each. A game owns its characters,
//! commands, events, errors, data tables and rules; it builds on the core
//! (dice, names, notation) and the shared mechanics, and nothing outside its
//! folder knows its rules. [`crate::engine::ruleset::RulesetId`] names them.

pub mod d20;
pub mod wasteland;
