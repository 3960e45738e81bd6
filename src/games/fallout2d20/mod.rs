//! The Fallout 2d20 game's front end: `/f2d20`, its roll buttons, its
//! autocomplete and its replies.

pub mod apparel;
pub mod autocomplete;
pub(crate) mod buttons;
pub mod cli;
pub(crate) mod commands;
pub(crate) mod create;
pub(crate) mod disease_command;
pub mod diseases;
mod facts;
pub mod fusion;
pub(crate) mod fusion_command;
pub(crate) mod growth;
pub(crate) mod mine_command;
pub mod mines;
pub(crate) mod mods;
pub(crate) mod origins;
pub mod power;
pub mod power_autocomplete;
pub(crate) mod power_commands;
pub mod render;
pub(crate) mod robot_command;
mod table;
pub mod vocabulary;

use crate::bot::buttons::Answer;
use crate::bot::game::{common_hooks, BoxFuture, Game, Press, RollAsk};
use crate::bot::{ephemeral, text, Data, Error};
use crate::engine::rulesets::fallout2d20::{Command, Fallout2d20};

/// The message-id prefixes of the words the game prints and reads back (its
/// skills, attributes, weapons...): a word of any language typed for one of
/// them, on Discord or the command line, is read as the English the engine
/// knows.
pub const WORDS: &[&str] = &[
    "f2d20-bot-skill-",
    "attr-",
    "f2d20-bot-weapon-",
    "f2d20-bot-creature-",
    "f2d20-bot-armour-",
    "f2d20-bot-power-",
    "f2d20-bot-ammo-",
    "f2d20-bot-loc-",
    "f2d20-range-",
    "f2d20-damage-",
    "f2d20-bot-action-",
    "f2d20-bot-chem-",
    "f2d20-bot-disease-",
    "f2d20-bot-aid-",
    "f2d20-bot-perk-",
    "f2d20-bot-origin-",
    "f2d20-bot-trait-",
    "f2d20-weapon-mod-",
    "f2d20-apparel-mod-",
    "f2d20-robot-armour-",
    "f2d20-robot-module-",
];

/// A word as the game's engine reads it: one of the game's [`WORDS`] in any
/// language becomes its English; anything else stays as typed (plain ASCII,
/// the engine's own words, is not looked up).
#[must_use]
pub fn word(text: &str) -> String {
    if text.is_ascii() {
        return text.to_owned();
    }
    crate::i18n::game_word(WORDS, text).unwrap_or_else(|| text.to_owned())
}

/// The Fallout 2d20 game's front end.
pub struct Front;

/// A creature as `/enemy show` draws it, with every number.
fn creature_shown(
    lang: crate::i18n::Lang,
    creature: &crate::engine::rulesets::fallout2d20::character::Creature,
) -> crate::bot::render::EmbedSpec {
    render::creature_shown(lang, &creature.view())
}

impl Game for Front {
    common_hooks!(
        Fallout2d20,
        table::TABLE,
        Command::Status { name: None },
        render::outcome_specs,
        creatures => creature_shown
    );

    fn facts(&self, events: &serde_json::Value) -> crate::bot::game::Facts {
        facts::facts(events)
    }

    fn commands(&self) -> Vec<poise::Command<Data, Error>> {
        vec![commands::f2d20(), create::new(), robot_command::robot()]
    }

    fn roll<'a>(&'a self, ask: RollAsk<'a>) -> BoxFuture<'a, Result<(), Error>> {
        Box::pin(async move {
            let (ctx, here) = (ask.ctx, ask.here);
            if ask.repeat > 1 {
                // The game's combat dice roll once per command.
                return ephemeral(ctx, text(here.lang, "err-roll-no-repeat", &[])).await;
            }
            commands::roll_words(ctx, here, ask.dice).await
        })
    }

    fn press<'a>(&'a self, custom_id: &'a str, press: Press<'a>) -> Option<BoxFuture<'a, Answer>> {
        buttons::press(custom_id, press)
    }

    fn interaction<'a>(
        &'a self,
        ctx: &'a poise::serenity_prelude::Context,
        data: &'a Data,
        interaction: &'a poise::serenity_prelude::Interaction,
    ) -> BoxFuture<'a, Result<bool, Error>> {
        Box::pin(create::handle(ctx, data, interaction))
    }
}
