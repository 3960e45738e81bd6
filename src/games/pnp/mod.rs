//! The classic Fallout game's front end: `/pnp`, its level-up button and
//! menu, its autocomplete and its replies.

pub mod autocomplete;
pub(crate) mod buttons;
pub mod cli;
pub(crate) mod commands;
pub mod render;
mod table;
pub mod vocabulary;

use crate::bot::buttons::Answer;
use crate::bot::game::{common_hooks, BoxFuture, Game, Press, RollAsk};
use crate::bot::{ephemeral, game_name, text, Data, Error};
use crate::engine::rulesets::pnp::{Command, Pnp};
use crate::i18n::Arg;

/// The message-id prefixes of the words the game prints and reads back (its
/// skills, attributes, weapons...): a word of any language typed for one of
/// them, on Discord or the command line, is read as the English the engine
/// knows.
pub const WORDS: &[&str] = &[
    "pnp-skill-",
    "attr-",
    "pnp-weapon-",
    "pnp-enemy-",
    "pnp-armour-",
    "pnp-race-",
    "pnp-location-",
    "pnp-ammo-",
];

pub use vocabulary::word;

/// The classic Fallout game's front end.
pub struct Front;

impl Game for Front {
    common_hooks!(
        Pnp,
        table::TABLE,
        Command::Status { name: None },
        render::outcome_specs,
        enemies => render::enemy_spec
    );

    fn facts(&self, events: &serde_json::Value) -> crate::bot::game::Facts {
        // The d100 of every check and attack.
        crate::bot::game::Facts::of_single_die_rolls(events, &["check", "attack"], 100)
    }

    fn commands(&self) -> Vec<poise::Command<Data, Error>> {
        vec![commands::pnp()]
    }

    /// The classic game rolls its own dice in its checks and attacks; it has
    /// no free roll, so `/roll` is refused as not part of the game.
    fn roll<'a>(&'a self, ask: RollAsk<'a>) -> BoxFuture<'a, Result<(), Error>> {
        Box::pin(async move {
            let lang = ask.here.lang;
            let args = [
                ("command", Arg::from("/roll")),
                ("game", Arg::from(game_name(lang, ask.here.game))),
            ];
            ephemeral(ask.ctx, text(lang, "err-not-in-game", &args)).await
        })
    }

    fn press<'a>(&'a self, custom_id: &'a str, press: Press<'a>) -> Option<BoxFuture<'a, Answer>> {
        buttons::press(custom_id, press)
    }
}
