//! `/campaign share link [hours]` and `/campaign share revoke`: a GM's
//! private link to the campaign's read-only web pages, and the end of every
//! link made before. The signing is [`crate::web::share`]'s; this only asks
//! and answers, privately (a link is for the GM to hand on, not for the
//! channel).

use crate::bot::{defer, ephemeral, fail, here, text, Context, Error};
use crate::i18n::Arg;
use crate::web::share::{self, ShareError, DEFAULT_HOURS, MAX_HOURS, MIN_HOURS};

/// Read-only web pages of this campaign.
#[poise::command(
    slash_command,
    subcommands("share_link", "share_revoke"),
    subcommand_required
)]
pub async fn share(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// A private link to the campaign's web pages (default 7 days).
#[poise::command(slash_command, rename = "link", ephemeral)]
pub async fn share_link(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 2160]
    hours: Option<i64>,
) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    let hours = hours.unwrap_or(DEFAULT_HOURS);
    let public_url = match share::public_url() {
        Ok(url) => url,
        Err(why) => {
            crate::web::metrics::mark(crate::web::metrics::Outcome::Refused);
            let args = [
                ("why", Arg::from(crate::bot::layout::escape(why))),
                ("setting", Arg::from("PUBLIC\\_URL")),
                ("example", Arg::from("https://overseer.example.org")),
            ];
            return ephemeral(ctx, text(here.lang, "err-share-public-url", &args)).await;
        }
    };
    let session = &ctx.data().session;
    let work = share::share(session, here.key, hours, public_url, crate::store::now());
    match defer::private_command(ctx, work).await? {
        Ok(link) => {
            // The channel's name names the pages: as the interaction
            // carries it, else as the bot's cache knows it.
            let channel = channel_name(ctx);
            if let Some(name) = channel {
                if let Err(e) = share::set_name(session, here.key, &name).await {
                    tracing::warn!(error = %e, "cannot keep the campaign's name");
                }
            }
            let args = [
                ("url", Arg::from(link.url)),
                ("expires", Arg::from(format!("<t:{}:f>", link.expires))),
            ];
            let mut reply = text(here.lang, "share-link", &args);
            if crate::config::unreachable_url(public_url) {
                // The link names a wildcard address: say what to set.
                reply.push_str("\n\n");
                let args = [
                    ("setting", Arg::from("PUBLIC\\_URL")),
                    ("example", Arg::from("https://overseer.example.org")),
                ];
                reply.push_str(&text(here.lang, "share-link-unreachable", &args));
            }
            ephemeral(ctx, reply).await
        }
        Err(ShareError::Hours) => {
            crate::web::metrics::mark(crate::web::metrics::Outcome::Refused);
            let args = [("min", Arg::from(MIN_HOURS)), ("max", Arg::from(MAX_HOURS))];
            ephemeral(ctx, text(here.lang, "err-share-hours", &args)).await
        }
        Err(ShareError::Session(e)) => fail(ctx, here.lang, e).await,
    }
}

/// Stop every link made so far; new links work again.
#[poise::command(slash_command, rename = "revoke", ephemeral)]
pub async fn share_revoke(ctx: Context<'_>) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    let work = share::revoke(&ctx.data().session, here.key);
    match defer::private_command(ctx, work).await? {
        Ok(()) => ephemeral(ctx, text(here.lang, "share-revoked", &[])).await,
        Err(e) => fail(ctx, here.lang, e).await,
    }
}

/// The name of the channel a command came from: the one Discord sends with
/// the interaction, or the bot's cached one.
pub(crate) fn channel_name(ctx: Context<'_>) -> Option<String> {
    let sent = match ctx {
        poise::Context::Application(app) => app
            .interaction
            .channel
            .as_ref()
            .and_then(|c| c.name.clone()),
        poise::Context::Prefix(_) => None,
    };
    sent.or_else(|| {
        let guild = ctx.guild_id()?;
        let cached = ctx.cache().guild(guild)?;
        cached
            .channels
            .get(&ctx.channel_id())
            .map(|c| c.name.clone())
    })
}
