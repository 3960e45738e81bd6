//! The d20 game's front end: `/d20`, its autocomplete and its replies.

pub mod autocomplete;
pub(crate) mod choices;
pub(crate) mod commands;
pub mod render;
mod table;

use crate::bot::game::{common_hooks, BoxFuture, Game};
use crate::bot::{Context, Data, Error, Here};
use crate::engine::rulesets::d20::{Command, D20};

/// The d20 game's front end.
pub struct Front;

impl Game for Front {
    common_hooks!(
        D20,
        table::TABLE,
        Command::Status { name: None },
        render::outcome_specs
    );

    fn commands(&self) -> Vec<poise::Command<Data, Error>> {
        vec![commands::d20()]
    }

    fn roll<'a>(
        &'a self,
        ctx: Context<'a>,
        here: &'a Here,
        dice: &'a str,
        repeat: i64,
    ) -> BoxFuture<'a, Result<(), Error>> {
        Box::pin(commands::roll(ctx, here, dice, repeat))
    }
}
