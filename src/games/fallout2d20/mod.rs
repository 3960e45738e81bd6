//! The Fallout 2d20 game's front end: `/f2d20`, its roll buttons, its
//! autocomplete and its replies.

pub mod autocomplete;
pub(crate) mod buttons;
pub(crate) mod commands;
pub mod render;
mod table;

use crate::bot::buttons::Answer;
use crate::bot::game::{common_hooks, BoxFuture, Game, Press};
use crate::bot::{ephemeral, text, Context, Data, Error, Here};
use crate::engine::rulesets::fallout2d20::{Command, Fallout2d20};

/// The Fallout 2d20 game's front end.
pub struct Front;

impl Game for Front {
    common_hooks!(
        Fallout2d20,
        table::TABLE,
        Command::Status { name: None },
        render::outcome_specs
    );

    fn commands(&self) -> Vec<poise::Command<Data, Error>> {
        vec![commands::f2d20()]
    }

    fn roll<'a>(
        &'a self,
        ctx: Context<'a>,
        here: &'a Here,
        dice: &'a str,
        repeat: i64,
    ) -> BoxFuture<'a, Result<(), Error>> {
        Box::pin(async move {
            if repeat > 1 {
                // The game's combat dice roll once per command.
                return ephemeral(ctx, text(here.lang, "err-roll-no-repeat", &[])).await;
            }
            commands::roll_words(ctx, here, dice).await
        })
    }

    fn press<'a>(&'a self, custom_id: &'a str, press: Press<'a>) -> Option<BoxFuture<'a, Answer>> {
        buttons::press(custom_id, press)
    }
}
