//! The command line of the classic Fallout game: its parser, command table, refusal
//! codes and renderers, given to the command line's table-game machinery
//! ([`crate::cli::game::TableGame`]), whose words and sentences it speaks.
//! The game's grammar (its command words read into the engine's commands)
//! is [`grammar`].

pub mod grammar;
pub mod said;
pub mod tools;
pub mod top;

use crate::engine::rulesets::pnp::{self, Pnp};

crate::cli::game::table_game!(Pnp, pnp, "pnp", |lang, command, outcome| {
    if command == "round" {
        super::render::round_specs(lang, outcome)
    } else {
        super::render::outcome_specs(lang, outcome)
    }
});
