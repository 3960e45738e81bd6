//! GM adjustments: `/hurt`, `/heal`, `/rads`, `/caps`, `/ap`; medical care:
//! `/doctor` and `/first-aid`.

use super::execute;
use crate::bot::{Context, Error};
use crate::engine::rulesets::wasteland::Command;

/// Damage a character.
#[poise::command(slash_command)]
pub async fn hurt(
    ctx: Context<'_>,
    #[max_length = 32]
    #[autocomplete = "crate::games::wasteland::autocomplete::character"]
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
    #[autocomplete = "crate::games::wasteland::autocomplete::character"]
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
    #[autocomplete = "crate::games::wasteland::autocomplete::character"]
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
    #[autocomplete = "crate::games::wasteland::autocomplete::character"]
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
    #[autocomplete = "crate::games::wasteland::autocomplete::character"]
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

/// A doctor's visit: 200 rads off, and a Medicine check against addictions.
#[poise::command(slash_command)]
pub async fn doctor(
    ctx: Context<'_>,
    #[max_length = 32]
    #[autocomplete = "crate::games::wasteland::autocomplete::character"]
    character: String,
) -> Result<(), Error> {
    execute(ctx, Command::Doctor { player: character }).await
}

/// First aid with a Medkit from the medic's inventory (heals 10 HP on a success).
#[poise::command(slash_command, rename = "first-aid")]
pub async fn first_aid(
    ctx: Context<'_>,
    #[max_length = 32]
    #[autocomplete = "crate::games::wasteland::autocomplete::character"]
    target: Option<String>,
    #[max_length = 32]
    #[autocomplete = "crate::games::wasteland::autocomplete::character"]
    character: Option<String>,
) -> Result<(), Error> {
    super::run_acting_here(ctx, character, |medic| Command::FirstAid { medic, target }).await
}
