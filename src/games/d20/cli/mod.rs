//! The command line of the d20 game: its parser, command table, refusal
//! codes and renderers, given to the command line's table-game machinery
//! ([`crate::cli::game::TableGame`]), whose words and sentences it speaks.
//! The game's grammar (its command words read into the engine's commands)
//! is [`grammar`].

pub mod grammar;
pub mod said;
pub mod tools;
pub mod top;

use crate::engine::rulesets::d20::{self, D20};

crate::cli::game::table_game!(D20, d20, "d20", |lang, _, outcome| {
    super::render::outcome_specs(lang, outcome)
});
