//! One folder per game: each ruleset owns its characters, commands, events,
//! errors, data tables and rules reference, and nothing outside its folder
//! knows them. Shared pieces (dice, names) come from the engine core.

pub mod d20;
