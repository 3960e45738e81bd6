//! `/effect`: add, remove, list.

use super::execute;
use crate::bot::{Context, Error};
use crate::engine::rulesets::wasteland::Command;

/// Status effects.
#[poise::command(
    slash_command,
    subcommands("add", "remove", "list"),
    subcommand_required
)]
pub async fn effect(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Add a status effect (turns, or -1 for permanent; default permanent).
#[poise::command(slash_command)]
pub async fn add(
    ctx: Context<'_>,
    #[max_length = 32]
    #[autocomplete = "crate::games::wasteland::autocomplete::character"]
    character: String,
    #[max_length = 40]
    #[autocomplete = "crate::games::wasteland::autocomplete::effect_any"]
    effect: String,
    #[min = -1]
    #[max = 100]
    turns: Option<i64>,
) -> Result<(), Error> {
    let turns = turns.unwrap_or(-1);
    execute(
        ctx,
        Command::EffectAdd {
            player: character,
            name: effect,
            turns,
        },
    )
    .await
}

/// Remove a status effect.
#[poise::command(slash_command)]
pub async fn remove(
    ctx: Context<'_>,
    #[max_length = 32]
    #[autocomplete = "crate::games::wasteland::autocomplete::character"]
    character: String,
    #[max_length = 40]
    #[autocomplete = "crate::games::wasteland::autocomplete::effect_on"]
    effect: String,
) -> Result<(), Error> {
    execute(
        ctx,
        Command::EffectRemove {
            player: character,
            name: effect,
        },
    )
    .await
}

/// A character's effects (yours by default).
#[poise::command(slash_command)]
pub async fn list(
    ctx: Context<'_>,
    #[max_length = 32]
    #[autocomplete = "crate::games::wasteland::autocomplete::character"]
    character: Option<String>,
) -> Result<(), Error> {
    super::run_viewing(ctx, character, |player| match player {
        Some(player) => Command::EffectList { player },
        None => Command::Status { player: None },
    })
    .await
}
