//! `/campaign recap [session]`: a session's recap ([`crate::web::recap`]),
//! posted in the channel as Markdown, one line per public entry. Past
//! Discord's 2,000 characters the Markdown goes as a file (`recap-N.md`)
//! under a short message instead. A GM's recap carries a link to the
//! recap's web page (a share link, as `/campaign share link` makes). Secret
//! rolls and GM notes are never in it: it reads the public log only.

use poise::serenity_prelude as serenity;

use crate::bot::{defer, ephemeral, fail, here, layout, send, text, Context, Error, Reply};
use crate::i18n::Arg;
use crate::web::recap::{self, Format};
use crate::web::share;

/// A session's recap: the newest unless a number is given.
#[poise::command(slash_command)]
pub async fn recap(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 100_000]
    session: Option<u32>,
) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    let data = ctx.data();
    let default_lang = data.config.default_locale;
    let channel = super::share::channel_name(ctx);
    let work = async {
        let recap = recap::of_campaign(
            &data.session,
            here.key,
            session,
            Some(here.lang),
            default_lang,
        )
        .await?;
        // Only a GM hands out links to the pages.
        let link = match (here.gm, &recap) {
            (true, Some(_)) => gm_link(&data.session, here.key, channel.as_deref()).await?,
            _ => None,
        };
        Ok::<_, crate::session::SessionError>((recap, link))
    };
    let (recap, link) = match defer::command(ctx, work).await? {
        Ok(read) => read,
        Err(e) => return fail(ctx, here.lang, e).await,
    };
    let Some(recap) = recap else {
        let args = [("value", Arg::from(session.unwrap_or_default()))];
        return ephemeral(ctx, text(here.lang, "recap-no-session", &args)).await;
    };
    let markdown = recap::export(&recap, Format::Markdown);
    let link_line = link.map(|link| {
        let url = format!("{}recap/{}", link.url, recap.session);
        text(here.lang, "recap-link", &[("url", Arg::from(url))])
    });
    let whole = match &link_line {
        Some(page) => format!("{markdown}\n{page}"),
        None => markdown.clone(),
    };
    if layout::units(&whole) <= layout::CONTENT_MAX {
        return send(ctx, Reply::text(whole)).await;
    }
    let args = [
        ("heading", Arg::from(layout::escape(&recap.heading))),
        ("count", Arg::from(recap.lines.len())),
    ];
    let mut message = text(here.lang, "recap-in-file", &args);
    if let Some(page) = link_line {
        message.push('\n');
        message.push_str(&page);
    }
    let limit = match ctx {
        poise::Context::Application(app) => app.interaction.attachment_size_limit as usize,
        poise::Context::Prefix(_) => usize::MAX,
    };
    if markdown.len() > limit {
        return ephemeral(ctx, text(here.lang, "recap-too-large", &[])).await;
    }
    let mut reply = Reply::text(message);
    reply.attachment = Some(serenity::CreateAttachment::bytes(
        markdown.into_bytes(),
        format!("recap-{}.md", recap.session),
    ));
    send(ctx, reply).await
}

/// A share link for a GM's recap, when PUBLIC_URL makes one; it names the
/// pages after `channel`, as `/campaign share link` does.
async fn gm_link(
    session: &crate::session::Session,
    key: crate::session::CampaignKey,
    channel: Option<&str>,
) -> Result<Option<share::Link>, crate::session::SessionError> {
    let Ok(url) = share::public_url() else {
        return Ok(None);
    };
    let now = crate::store::now();
    let link = share::share(session, key, share::DEFAULT_HOURS, url, now)
        .await
        .map_err(|e| match e {
            share::ShareError::Session(e) => e,
            share::ShareError::Hours => {
                crate::session::SessionError::Internal(anyhow::anyhow!("hours"))
            }
        })?;
    if let Some(name) = channel {
        if let Err(e) = share::set_name(session, key, name).await {
            tracing::warn!(error = %e, "cannot keep the campaign's name");
        }
    }
    Ok(Some(link))
}
