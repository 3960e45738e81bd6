//! The d20 game's front end: `/d20`, its autocomplete and its replies.

pub mod autocomplete;
pub(crate) mod choices;
pub mod cli;
pub(crate) mod commands;
pub mod render;
mod table;
pub mod vocabulary;

use crate::bot::game::{common_hooks, BoxFuture, Game, RollAsk};
use crate::bot::{Data, Error};
use crate::engine::rulesets::d20::{Command, D20};

/// The message-id prefixes of the words the game prints and reads back (its
/// skills, attributes, weapons...): a word of any language typed for one of
/// them, on Discord or the command line, is read as the English the engine
/// knows.
pub const WORDS: &[&str] = &[
    "d20-skill-",
    "d20-attr-",
    "d20-difficulty-",
    "d20-weapon-",
    "d20-enemy-",
    "d20-cond-",
];

pub use vocabulary::word;

/// The d20 game's front end.
pub struct Front;

impl Game for Front {
    common_hooks!(
        D20,
        table::TABLE,
        Command::Status { name: None },
        render::outcome_specs,
        enemies => render::enemy_spec
    );

    fn facts(&self, events: &serde_json::Value) -> crate::bot::game::Facts {
        // The d20 of every check, save and attack.
        crate::bot::game::Facts::of_single_die_rolls(events, &["check", "save", "attack"], 20)
    }

    fn commands(&self) -> Vec<poise::Command<Data, Error>> {
        vec![commands::d20()]
    }

    fn roll<'a>(&'a self, ask: RollAsk<'a>) -> BoxFuture<'a, Result<(), Error>> {
        Box::pin(commands::roll(ask.ctx, ask.here, ask.dice, ask.repeat))
    }
}
