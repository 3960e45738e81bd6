//! `/loot`, `/trade`, `/npc`, `/help`.

use poise::serenity_prelude as serenity;

use super::choices::{SideChoice, TierChoice};
use crate::bot::{
    execute, fail, help, here, locale_lang, no_mentions, not_gm, render, run_in, Context, Error,
};
use crate::engine::command::TradeGoods;
use crate::engine::notation;
use crate::engine::Command;
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
    #[autocomplete = "crate::bot::autocomplete::character"]
    character: String,
    #[min = 1]
    #[max = 1_000_000]
    price: i64,
    side: SideChoice,
    #[max_length = 60]
    #[autocomplete = "crate::bot::autocomplete::item"]
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
        Some(Err(e)) => return fail(ctx, here.lang, SessionError::Rule(e)).await,
    };
    let command = Command::Trade {
        player: character,
        price,
        side: side.into(),
        settle,
    };
    run_in(ctx, &here, command).await
}

/// Generate NPCs.
#[poise::command(slash_command)]
pub async fn npc(
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

/// How to use Overseer.
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    let lang = match ctx.data().session.settings(crate::bot::key(ctx)).await {
        Ok(s) => {
            crate::bot::choose_lang(s.language, ctx.locale(), ctx.data().config.default_locale)
        }
        Err(_) => locale_lang(ctx),
    };
    let mut embed = serenity::CreateEmbed::new()
        .colour(render::tone_colour(render::Tone::Info))
        .title("Overseer");
    for (name, value) in help::help_text(lang).into_iter().take(25) {
        embed = embed.field(name, value, false);
    }
    ctx.send(
        poise::CreateReply::default()
            .embed(embed)
            .ephemeral(true)
            .allowed_mentions(no_mentions()),
    )
    .await?;
    Ok(())
}
