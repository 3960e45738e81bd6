//! Secret rolls and blind checks on Discord, once for every game: a GM's
//! `secret` or `blind` option marks the interaction ([`ask`]), and from then
//! on every reply of it that would have been public goes the hidden way
//! ([`send_hidden`]): the numbers in a reply only the GM sees (with the
//! roll's buttons), a copy in the campaign's GM channel when one is set, and
//! in the channel one line saying that a secret roll or a blind check was
//! made, without a number. The session marks the log entry secret from the
//! same mark ([`crate::session::visibility`]).

use poise::serenity_prelude as serenity;

use super::{layout, no_mentions, render, send_as_is, text, Context, Error, Here, Reply};
use crate::engine::visibility::Visibility;
use crate::i18n::{Arg, Lang};
use crate::session::visibility;

/// Marks the running command secret or blind when a GM asked for it with
/// its `secret` or `blind` option; refuses either for anyone else, with a
/// private message. `Ok(false)` when refused: nothing runs.
pub(crate) async fn ask(
    ctx: Context<'_>,
    here: &Here,
    secret: Option<bool>,
    blind: Option<bool>,
) -> Result<bool, Error> {
    let asked = Visibility::asked(secret.unwrap_or(false), blind.unwrap_or(false));
    if !asked.is_hidden() {
        return Ok(true);
    }
    if !here.gm {
        crate::web::metrics::mark(crate::web::metrics::Outcome::Refused);
        let id = match asked {
            Visibility::Blind => "err-blind-not-gm",
            _ => "err-secret-not-gm",
        };
        super::ephemeral(ctx, text(here.lang, id, &[])).await?;
        return Ok(false);
    }
    // Every reply goes to the GMs only: they read every enemy number.
    if !visibility::set(asked) || !render::hidden::show_all() {
        // Outside the framework's scope nothing could keep the mark: refuse
        // rather than answer publicly.
        tracing::error!("a secret command ran outside a visibility scope");
        super::ephemeral(ctx, text(here.lang, "err-internal", &[])).await?;
        return Ok(false);
    }
    Ok(true)
}

/// Whether the running interaction's public replies go the hidden way.
pub(crate) fn hiding() -> bool {
    visibility::current().is_hidden()
}

/// Sends a reply of a secret or blind command: first the channel's line (it
/// answers the interaction, or fills a public "thinking..." placeholder, so
/// no number ever lands there), then the reply itself privately, with its
/// buttons, then a copy to the GM channel.
pub(crate) async fn send_hidden(ctx: Context<'_>, reply: Reply) -> Result<(), Error> {
    let lang = reply_lang(ctx).await;
    let command = format!("/{}", ctx.command().qualified_name);
    let user = format!("<@{}>", ctx.author().id.get());
    let line_id = match visibility::current() {
        Visibility::Blind => "secret-blind-line",
        _ => "secret-roll-line",
    };
    let line = text(
        lang,
        line_id,
        &[
            ("user", Arg::from(user.as_str())),
            ("command", Arg::from(command.as_str())),
        ],
    );
    send_as_is(ctx, Reply::text(line)).await?;
    let copy = Reply {
        content: reply.content.clone(),
        embeds: reply.embeds.clone(),
        ..Reply::default()
    };
    send_as_is(ctx, reply.private()).await?;
    copy_to_gm_channel(ctx, lang, &user, &command, copy).await
}

/// The language of the running command's campaign (its setting, else the
/// user's locale).
async fn reply_lang(ctx: Context<'_>) -> Lang {
    let campaign = ctx
        .data()
        .session
        .language(super::key(ctx))
        .await
        .ok()
        .flatten();
    super::choose_lang(campaign, ctx.locale(), ctx.data().config.default_locale)
}

/// Posts a copy of a hidden reply in the campaign's GM channel, if it has
/// one. A copy that cannot be posted is said to the GM, privately.
async fn copy_to_gm_channel(
    ctx: Context<'_>,
    lang: Lang,
    user: &str,
    command: &str,
    copy: Reply,
) -> Result<(), Error> {
    let key = super::key(ctx);
    let Ok(secrecy) = ctx.data().session.secrecy(key).await else {
        return Ok(());
    };
    let Some(channel) = secrecy.gm_channel else {
        return Ok(());
    };
    let header = text(
        lang,
        "secret-copy-header",
        &[
            ("user", Arg::from(user)),
            ("command", Arg::from(command)),
            ("channel", Arg::from(format!("<#{}>", key.channel_id))),
        ],
    );
    let content = match copy.content {
        Some(content) => format!("{header}\n{content}"),
        None => header,
    };
    let channel = serenity::ChannelId::new(channel as u64);
    for page in layout::pages(Some(&content), copy.embeds) {
        let mut message = serenity::CreateMessage::new().allowed_mentions(no_mentions());
        if let Some(content) = page.content {
            message = message.content(content);
        }
        message = message.embeds(page.embeds.iter().map(render::spec_to_embed).collect());
        if let Err(e) = channel.send_message(ctx.http(), message).await {
            tracing::warn!(error = %e, "cannot copy a secret roll to the GM channel");
            let notice = text(lang, "secret-copy-failed", &[]);
            return send_as_is(ctx, Reply::text(notice).private()).await;
        }
    }
    Ok(())
}

/// What starts the custom id of a menu opened from a GM's private copy of a
/// secret roll or blind check ([`menu_id`]). The menu's own message carries
/// no embeds, so only its id can say where it came from.
const SECRET_MENU: &str = "secret:";

/// The custom id of a menu a button press opens: marked secret when the
/// press is on a GM's private copy, so the choice made in it is answered
/// privately too ([`unmark`]) instead of being posted to the channel. Every
/// game builds its menus' ids through here.
#[must_use]
pub fn menu_id(id: String) -> String {
    if hiding() {
        format!("{SECRET_MENU}{id}")
    } else {
        id
    }
}

/// A pressed custom id without its secret mark, and whether it had one.
#[must_use]
pub fn unmark(id: &str) -> (bool, &str) {
    match id.strip_prefix(SECRET_MENU) {
        Some(rest) => (true, rest),
        None => (false, id),
    }
}

/// A press of a button on a result only its reader sees (a GM's copy of a
/// secret roll or blind check: a private message with embeds), or a choice
/// in a menu opened from one (`marked`, see [`menu_id`]): what the press
/// changes (a Luck re-roll, a damage roll) is logged secret too, and its
/// answer stays private.
pub(crate) fn pressed_on_private_copy(press: &serenity::ComponentInteraction, marked: bool) {
    let private = press
        .message
        .flags
        .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL));
    let copy = private && !press.message.embeds.is_empty();
    if (copy || marked) && !visibility::set(Visibility::Secret) {
        tracing::error!("a press on a private copy ran outside a visibility scope");
    }
}
