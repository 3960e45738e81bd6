//! `/campaign gm-channel set|clear`: where copies of secret rolls go, a
//! campaign's secrecy setting; GM-only, answered privately (the GM
//! channel's id is the GMs' business).

use poise::serenity_prelude as serenity;

use crate::bot::{defer, ephemeral, fail, here, text, Context, Error};
use crate::i18n::Arg;

/// Where copies of secret rolls go.
#[poise::command(
    slash_command,
    rename = "gm-channel",
    subcommands("gm_channel_set", "gm_channel_clear"),
    subcommand_required
)]
pub async fn gm_channel(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Copy every secret roll to this channel or thread.
#[poise::command(slash_command, rename = "set")]
pub async fn gm_channel_set(
    ctx: Context<'_>,
    #[channel_types("Text", "PublicThread", "PrivateThread")] channel: serenity::ChannelId,
) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    if channel.get() as i64 == here.key.channel_id {
        let refusal = text(here.lang, "err-gm-channel-same", &[]);
        return ephemeral(ctx, refusal).await;
    }
    let id = channel.get() as i64;
    let work = ctx.data().session.set_gm_channel(here.key, Some(id));
    match defer::private_command(ctx, work).await? {
        Ok(()) => {
            let args = [("channel", Arg::from(format!("<#{id}>")))];
            ephemeral(ctx, text(here.lang, "secret-gm-channel-set", &args)).await
        }
        Err(e) => fail(ctx, here.lang, e).await,
    }
}

/// Stop copying secret rolls anywhere.
#[poise::command(slash_command, rename = "clear")]
pub async fn gm_channel_clear(ctx: Context<'_>) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    let work = ctx.data().session.set_gm_channel(here.key, None);
    match defer::private_command(ctx, work).await? {
        Ok(()) => ephemeral(ctx, text(here.lang, "secret-gm-channel-cleared", &[])).await,
        Err(e) => fail(ctx, here.lang, e).await,
    }
}
