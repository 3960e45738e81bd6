//! `/inventory` (show, add, remove) and `/use`.

use super::{acting_as, viewing};
use crate::bot::{execute, here, run_in, Context, Error};
use crate::engine::Command;

/// Inventories.
#[poise::command(
    slash_command,
    subcommands("show", "add", "remove"),
    subcommand_required
)]
pub async fn inventory(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// A character's inventory (yours by default).
#[poise::command(slash_command)]
pub async fn show(
    ctx: Context<'_>,
    #[max_length = 32]
    #[autocomplete = "crate::bot::autocomplete::character"]
    character: Option<String>,
) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    let player = viewing(ctx, &here, character).await;
    run_in(ctx, &here, Command::Status { player }).await
}

/// Put items in an inventory.
#[poise::command(slash_command)]
pub async fn add(
    ctx: Context<'_>,
    #[max_length = 32]
    #[autocomplete = "crate::bot::autocomplete::character"]
    character: String,
    #[max_length = 60]
    #[autocomplete = "crate::bot::autocomplete::item"]
    item: String,
    #[min = 1]
    #[max = 999]
    qty: Option<i64>,
) -> Result<(), Error> {
    let qty = qty.unwrap_or(1);
    execute(
        ctx,
        Command::InventoryAdd {
            player: character,
            item,
            qty,
        },
    )
    .await
}

/// Take items out of an inventory.
#[poise::command(slash_command)]
pub async fn remove(
    ctx: Context<'_>,
    #[max_length = 32]
    #[autocomplete = "crate::bot::autocomplete::character"]
    character: String,
    #[max_length = 60]
    #[autocomplete = "crate::bot::autocomplete::owned_item"]
    item: String,
    #[min = 1]
    #[max = 999]
    qty: Option<i64>,
) -> Result<(), Error> {
    let qty = qty.unwrap_or(1);
    execute(
        ctx,
        Command::InventoryRemove {
            player: character,
            item,
            qty,
        },
    )
    .await
}

/// Use a consumable, on yourself or another character.
#[poise::command(slash_command, rename = "use")]
pub async fn use_item(
    ctx: Context<'_>,
    #[max_length = 60]
    #[autocomplete = "crate::bot::autocomplete::owned_item"]
    item: String,
    #[max_length = 32]
    #[autocomplete = "crate::bot::autocomplete::character"]
    target: Option<String>,
    #[max_length = 32]
    #[autocomplete = "crate::bot::autocomplete::character"]
    character: Option<String>,
) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    let Some(player) = acting_as(ctx, &here, character).await? else {
        return Ok(());
    };
    run_in(
        ctx,
        &here,
        Command::UseItem {
            player,
            item,
            target,
        },
    )
    .await
}
