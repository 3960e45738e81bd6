//! `/campaign gm-channel set|clear` (where copies of secret rolls go) and
//! `/campaign note` with its twin `/enemy note` (a GM's private notes on
//! enemies and NPCs): GM-only, answered privately, so nothing of them
//! reaches the channel.

use poise::serenity_prelude as serenity;

use crate::bot::{
    defer, ephemeral, fail, here, layout, render, send, text, Context, Error, Here, Reply,
};
use crate::i18n::Arg;
use crate::session::visibility::NoteError;

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
#[poise::command(slash_command, rename = "set", ephemeral)]
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
#[poise::command(slash_command, rename = "clear", ephemeral)]
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

/// A GM's private notes on enemies and NPCs.
///
/// With `text`, set one; with `clear`, delete it; with a name only, read it;
/// with nothing, read them all.
#[poise::command(slash_command, ephemeral)]
pub async fn note(
    ctx: Context<'_>,
    #[max_length = 40] name: Option<String>,
    #[max_length = 1000] text: Option<String>,
    clear: Option<bool>,
) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    let clear = clear == Some(true);
    match name {
        None if text.is_some() || clear => {
            ephemeral(ctx, crate::bot::text(here.lang, "err-note-needs-name", &[])).await
        }
        None => every_note(ctx, &here).await,
        Some(name) if clear || text.is_some() => {
            let set = if clear { None } else { text.as_deref() };
            set_note(ctx, &here, &name, set).await
        }
        Some(name) => one_note(ctx, &here, &name).await,
    }
}

/// Every note of the campaign, in one embed.
async fn every_note(ctx: Context<'_>, here: &Here) -> Result<(), Error> {
    let lang = here.lang;
    match defer::private_command(ctx, ctx.data().session.notes(here.key)).await? {
        Ok(notes) if notes.is_empty() => {
            ephemeral(ctx, crate::bot::text(lang, "secret-notes-none", &[])).await
        }
        Ok(notes) => {
            let mut spec =
                render::EmbedSpec::info(crate::bot::text(lang, "secret-notes-title", &[]));
            spec.fields = notes
                .into_iter()
                .map(|(subject, note)| (layout::escape(&subject), layout::escape(&note), false))
                .collect();
            send(ctx, Reply::embeds(vec![spec]).private()).await
        }
        Err(e) => fail(ctx, lang, e).await,
    }
}

/// Sets the note on `name` to `set`, or deletes it (`None`).
async fn set_note(
    ctx: Context<'_>,
    here: &Here,
    name: &str,
    set: Option<&str>,
) -> Result<(), Error> {
    let lang = here.lang;
    let work = ctx.data().session.set_note(here.key, name, set);
    let answer = match defer::private_command(ctx, work).await? {
        Ok((subject, existed)) => {
            let id = match (set.is_none(), existed) {
                (true, true) => "secret-note-cleared",
                (true, false) => "secret-note-missing",
                (false, _) => "secret-note-set",
            };
            crate::bot::text(lang, id, &[("name", Arg::from(layout::escape(&subject)))])
        }
        Err(NoteError::Text(_)) => crate::bot::text(lang, "err-note-text", &[]),
        Err(NoteError::Session(e)) => return fail(ctx, lang, e).await,
    };
    ephemeral(ctx, answer).await
}

/// The note on `name`, or that there is none.
async fn one_note(ctx: Context<'_>, here: &Here, name: &str) -> Result<(), Error> {
    let lang = here.lang;
    let notes = match defer::private_command(ctx, ctx.data().session.notes(here.key)).await? {
        Ok(notes) => notes,
        Err(e) => return fail(ctx, lang, e).await,
    };
    let key = crate::engine::name::key(name);
    let found = notes
        .into_iter()
        .find(|(subject, _)| crate::engine::name::key(subject) == key);
    let answer = match found {
        Some((subject, note)) => crate::bot::text(
            lang,
            "secret-note-shown",
            &[
                ("name", Arg::from(layout::escape(&subject))),
                ("note", Arg::from(layout::escape(&note))),
            ],
        ),
        None => crate::bot::text(
            lang,
            "secret-note-missing",
            &[("name", Arg::from(layout::escape(name)))],
        ),
    };
    ephemeral(ctx, answer).await
}

/// Offers `/enemy note` in every game, next to `/enemy show` (which made
/// sure every game has an `/enemy`): the same notes as `/campaign note`,
/// where a GM looks for an enemy's. A note may wait for its enemy: the name
/// need not be on the field yet.
pub fn offer_note(list: &mut [poise::Command<crate::bot::Data, Error>]) {
    // `/npc note` where a game has an `/npc` group.
    for group in ["enemy", "npc"] {
        if let Some(parent) = list.iter_mut().find(|c| c.name == group) {
            parent.subcommands.push(note());
        }
    }
}

/// The GM note on `name` (by the name identity), if there is one: what
/// `/enemy show` adds under an enemy's numbers.
pub(crate) async fn note_on(
    ctx: Context<'_>,
    key: crate::session::CampaignKey,
    name: &str,
) -> Result<Option<(String, String)>, crate::session::SessionError> {
    let wanted = crate::engine::name::key(name);
    Ok(ctx
        .data()
        .session
        .notes(key)
        .await?
        .into_iter()
        .find(|(subject, _)| crate::engine::name::key(subject) == wanted))
}
