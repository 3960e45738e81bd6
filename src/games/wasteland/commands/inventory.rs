//! `/inventory` (add, remove; show is with the other views of a
//! character, in [`super`]) and `/use`.

use super::acting_as;
use super::run_in;
use crate::bot::{fail, here, Context, Error};
use crate::engine::rulesets::wasteland::notation;
use crate::engine::rulesets::wasteland::Command;
use crate::games::wasteland::session::WastelandSession as _;
use crate::session::SessionError;

/// Inventories.
#[poise::command(
    slash_command,
    subcommands("super::show", "add", "remove"),
    subcommand_required
)]
pub async fn inventory(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

super::character_commands! {
    ctx, character;
    /// Put items in an inventory.
    add(
        #[max_length = 60]
        #[autocomplete = "crate::games::wasteland::autocomplete::item"]
        item: String,
        #[min = 1]
        #[max = 999]
        qty: Option<i64>
    ) => change(ctx, character, &item, qty, true);
    /// Take items out of an inventory.
    remove(
        #[max_length = 60]
        #[autocomplete = "crate::games::wasteland::autocomplete::owned_item"]
        item: String,
        #[min = 1]
        #[max = 999]
        qty: Option<i64>
    ) => change(ctx, character, &item, qty, false);
}

/// Adds (or removes) an item, its count read by the engine's notation: "Stimpak x2"
/// with a quantity of 3 is six Stimpaks, and a count is never kept in the name.
async fn change(
    ctx: Context<'_>,
    player: String,
    item: &str,
    qty: Option<i64>,
    add: bool,
) -> Result<(), Error> {
    super::run_read_here(ctx, notation::item_count(item, qty), |counted| {
        let (item, qty) = (counted.item, counted.qty);
        if add {
            Command::InventoryAdd { player, item, qty }
        } else {
            Command::InventoryRemove { player, item, qty }
        }
    })
    .await
}

/// Use a consumable, on yourself or another character.
#[poise::command(slash_command, rename = "use")]
pub async fn use_item(
    ctx: Context<'_>,
    #[max_length = 60]
    #[autocomplete = "crate::games::wasteland::autocomplete::owned_item"]
    item: String,
    #[max_length = 32]
    #[autocomplete = "crate::games::wasteland::autocomplete::character"]
    target: Option<String>,
    #[max_length = 32]
    #[autocomplete = "crate::games::wasteland::autocomplete::character"]
    character: Option<String>,
    #[max_length = 32]
    #[autocomplete = "crate::games::wasteland::autocomplete::character"]
    provider: Option<String>,
) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    // Whoever's inventory pays must agree: a player may give their own
    // character's item to any performer (a teammate medic applies it), or
    // use their own; only a GM spends another player's supplies.
    let (player, provider) = if let Some(provider) = provider {
        let Some(provider) = acting_as(ctx, &here, Some(provider)).await? else {
            return Ok(());
        };
        let player = match character {
            Some(name) => match ctx.data().session.campaign(here.key).await {
                Ok(campaign) => match campaign.player(&name) {
                    Ok(c) => c.name.clone(),
                    Err(e) => return fail(ctx, here.lang, SessionError::rule(e.bounded())).await,
                },
                Err(e) => return fail(ctx, here.lang, e).await,
            },
            None => provider.clone(),
        };
        (player, Some(provider))
    } else {
        let Some(player) = acting_as(ctx, &here, character).await? else {
            return Ok(());
        };
        (player, None)
    };
    run_in(
        ctx,
        &here,
        Command::UseItem {
            player,
            item,
            target,
            provider,
        },
    )
    .await
}
