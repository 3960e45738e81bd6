//! `/loot`, `/trade`, `/npc`, `/help`.

use super::{execute, run_in};
use crate::bot::{fail, here, not_gm, Context, Error};
use crate::engine::rulesets::wasteland::command::TradeGoods;
use crate::engine::rulesets::wasteland::notation;
use crate::engine::rulesets::wasteland::Command;
use crate::games::wasteland::choices::{OpenWith, SideChoice, TierChoice};
use crate::session::SessionError;

/// Draw loot.
#[poise::command(slash_command)]
pub async fn loot(
    ctx: Context<'_>,
    tier: Option<TierChoice>,
    #[min = 1]
    #[max = 10]
    count: Option<i64>,
) -> Result<(), Error> {
    let command = Command::Loot {
        tier: tier.map(Into::into),
        count: count.unwrap_or(1),
    };
    execute(ctx, command).await
}

/// Quote a trade; a GM may settle it, moving caps and goods.
#[poise::command(slash_command)]
pub async fn trade(
    ctx: Context<'_>,
    #[max_length = 32]
    #[autocomplete = "crate::games::wasteland::autocomplete::character"]
    character: String,
    #[min = 1]
    #[max = 1_000_000]
    price: i64,
    side: SideChoice,
    #[max_length = 60]
    #[autocomplete = "crate::games::wasteland::autocomplete::item"]
    settle: Option<String>,
    #[min = 1]
    #[max = 999]
    qty: Option<i64>,
) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    if settle.is_some() && !here.gm {
        return not_gm(ctx, here.lang).await;
    }
    // "Stimpak x2" with a quantity of 3 settles six, as for /inventory.
    let settle = match settle.map(|item| notation::item_count(&item, qty)) {
        None => None,
        Some(Ok(c)) => Some(TradeGoods {
            item: c.item,
            qty: c.qty,
        }),
        Some(Err(e)) => return fail(ctx, here.lang, SessionError::rule(e)).await,
    };
    let command = Command::Trade {
        player: character,
        price,
        side: side.into(),
        settle,
    };
    run_in(ctx, &here, command).await
}

// A GM's note on an NPC is `/npc note`, offered by the core next to
// `/enemy note` (`bot::commands::secrecy::offer_note`).
/// NPCs: generate some, or keep a GM's note on one.
#[poise::command(slash_command, subcommands("npc_generate"), subcommand_required)]
pub async fn npc(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Generate NPCs.
#[poise::command(slash_command, rename = "generate")]
pub async fn npc_generate(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 5]
    count: Option<i64>,
) -> Result<(), Error> {
    execute(
        ctx,
        Command::NpcGen {
            count: count.unwrap_or(1),
        },
    )
    .await
}

/// Where everyone is, where one character is, or move one (to the party's place: rejoin it).
#[poise::command(slash_command)]
pub async fn location(
    ctx: Context<'_>,
    #[max_length = 32]
    #[autocomplete = "crate::games::wasteland::autocomplete::character"]
    character: Option<String>,
    #[max_length = 100] place: Option<String>,
) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    // Looking is for anyone; moving a character is for its player or a GM.
    let player = if place.is_some() {
        let Some(player) = super::acting_as(ctx, &here, character).await? else {
            return Ok(());
        };
        Some(player)
    } else {
        character
    };
    run_in(ctx, &here, Command::Location { player, place }).await
}

/// Move the whole party to a place (a d6 of 1 finds a locked container).
#[poise::command(slash_command, rename = "move-team")]
pub async fn move_team(ctx: Context<'_>, #[max_length = 100] place: String) -> Result<(), Error> {
    execute(ctx, Command::MoveTeam { place }).await
}

/// Open a found container with Lockpick (PER) or Science (INT).
#[poise::command(slash_command, rename = "open-container")]
pub async fn open_container(
    ctx: Context<'_>,
    skill: OpenWith,
    #[max_length = 32]
    #[autocomplete = "crate::games::wasteland::autocomplete::character"]
    character: Option<String>,
) -> Result<(), Error> {
    let skill = match skill {
        OpenWith::Lockpick => crate::engine::rulesets::wasteland::skills::Skill::Lockpick,
        OpenWith::Science => crate::engine::rulesets::wasteland::skills::Skill::Science,
    };
    super::run_acting_here(ctx, character, |player| Command::OpenContainer {
        player,
        skill,
    })
    .await
}
