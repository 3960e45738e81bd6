//! GM adjustments: `/hurt`, `/heal`, `/rads`, `/caps`, `/ap`.

use crate::bot::{execute, Context, Error};
use crate::engine::Command;

/// Damage a character.
#[poise::command(slash_command)]
pub async fn hurt(
    ctx: Context<'_>,
    #[max_length = 32]
    #[autocomplete = "crate::bot::autocomplete::character"]
    character: String,
    #[min = 0] amount: i64,
) -> Result<(), Error> {
    execute(
        ctx,
        Command::Hurt {
            player: character,
            amount,
        },
    )
    .await
}

/// Heal a character.
#[poise::command(slash_command)]
pub async fn heal(
    ctx: Context<'_>,
    #[max_length = 32]
    #[autocomplete = "crate::bot::autocomplete::character"]
    character: String,
    #[min = 0] amount: i64,
) -> Result<(), Error> {
    execute(
        ctx,
        Command::Heal {
            player: character,
            amount,
        },
    )
    .await
}

/// Add (or, negative, remove) rads.
#[poise::command(slash_command)]
pub async fn rads(
    ctx: Context<'_>,
    #[max_length = 32]
    #[autocomplete = "crate::bot::autocomplete::character"]
    character: String,
    amount: i64,
) -> Result<(), Error> {
    execute(
        ctx,
        Command::Rads {
            player: character,
            amount,
        },
    )
    .await
}

/// Give (or, negative, take) caps.
#[poise::command(slash_command)]
pub async fn caps(
    ctx: Context<'_>,
    #[max_length = 32]
    #[autocomplete = "crate::bot::autocomplete::character"]
    character: String,
    amount: i64,
) -> Result<(), Error> {
    execute(
        ctx,
        Command::Caps {
            player: character,
            amount,
        },
    )
    .await
}

/// Give (or, negative, take) AP.
#[poise::command(slash_command)]
pub async fn ap(
    ctx: Context<'_>,
    #[max_length = 32]
    #[autocomplete = "crate::bot::autocomplete::character"]
    character: String,
    amount: i64,
) -> Result<(), Error> {
    execute(
        ctx,
        Command::Ap {
            player: character,
            amount,
        },
    )
    .await
}
