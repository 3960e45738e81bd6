//! `/campaign`: start, status, undo, GMs, language, log, export, import, the
//! live tracker and end; each game adds its own subcommands (settings, turns).

use poise::serenity_prelude as serenity;

use super::choices::{GameChoice, LangChoice};
use crate::bot::buttons::{confirm_buttons, ConfirmAction};
use crate::bot::{
    actor, choose_lang, defer, ephemeral, error_text, fail, here, key, layout, locale_lang,
    manage_server, permissions, render, say, send, send_saved, text, Context, Error, Reply, Where,
};
use crate::engine::ruleset::RulesetId;
use crate::i18n::{Arg, Lang};
use crate::session::{self, Export, Ownership, SessionError, Settings, MAX_EXPORT_BYTES};
use crate::store::Health;

/// Run a campaign in this channel.
#[poise::command(
    slash_command,
    subcommands(
        "start",
        "status",
        "recover",
        "gm",
        "language",
        "log",
        "export",
        "import",
        "tracker",
        "end",
        "super::mcp_token::mcp_token"
    ),
    subcommand_required
)]
pub async fn campaign(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Start a campaign in this channel; you become its GM.
#[poise::command(slash_command)]
pub async fn start(
    ctx: Context<'_>,
    language: Option<LangChoice>,
    ruleset: Option<GameChoice>,
) -> Result<(), Error> {
    let language = language.map(Lang::from);
    let lang = choose_lang(language, ctx.locale(), ctx.data().config.default_locale);
    let game = ruleset.map_or_else(
        || crate::engine::ruleset::rulesets().default(),
        RulesetId::from,
    );
    let session = &ctx.data().session;
    let (key, actor) = (key(ctx), actor(ctx));
    let work = crate::bot::game::games()
        .get(game)
        .start(session, key, actor, language, lang);
    match defer::command(ctx, work).await? {
        Ok(specs) => {
            let note = text(
                lang,
                "campaign-started-game",
                &[("game", Arg::from(crate::bot::game_name(lang, game)))],
            );
            let mut reply = Reply::embeds(specs);
            reply.content = Some(note);
            send_saved(ctx, lang, reply).await
        }
        Err(e) => fail(ctx, lang, e).await,
    }
}

/// The campaign at a glance.
#[poise::command(slash_command)]
pub async fn status(ctx: Context<'_>) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    // GMs also see whether the database file is sound (checked at most every
    // few minutes: the check reads the whole file).
    let session = &ctx.data().session;
    let work = async {
        let board = crate::bot::board(session, here.key, here.lang).await?;
        let health = if here.gm {
            Some(session.health_recent(HEALTH_MAX_AGE).await?)
        } else {
            None
        };
        Ok::<_, SessionError>((board, health))
    };
    match defer::command(ctx, work).await? {
        Ok((board, health)) => {
            let line = health.map(|health| match health {
                Health::Ok => text(here.lang, "status-health-ok", &[]),
                Health::Damaged(problem) => text(
                    here.lang,
                    "status-health-damaged",
                    &[("problem", Arg::from(layout::cut(&problem, 300)))],
                ),
            });
            let mut reply = Reply::embeds(board);
            reply.content = line;
            send(ctx, reply).await
        }
        Err(e) => fail(ctx, here.lang, e).await,
    }
}

/// How old a database check `/campaign status` shows a GM may be.
const HEALTH_MAX_AGE: std::time::Duration = std::time::Duration::from_secs(300);

/// Undo the last change (asks to confirm).
#[poise::command(slash_command)]
pub async fn recover(ctx: Context<'_>) -> Result<(), Error> {
    confirm(ctx, ConfirmAction::Recover, "confirm-recover").await
}

/// End the campaign and delete it (asks to confirm).
#[poise::command(slash_command)]
pub async fn end(ctx: Context<'_>) -> Result<(), Error> {
    confirm(ctx, ConfirmAction::End, "confirm-end").await
}

async fn confirm(ctx: Context<'_>, action: ConfirmAction, message: &str) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    // The recover prompt names the command it would undo.
    let last = match action {
        ConfirmAction::Recover => ctx
            .data()
            .session
            .log(here.key, 1)
            .await
            .ok()
            .and_then(|entries| entries.into_iter().next())
            .map(|e| e.command)
            .unwrap_or_default(),
        _ => String::new(),
    };
    let buttons = confirm_buttons(
        here.lang,
        action,
        ctx.channel_id().get(),
        ctx.author().id.get(),
    );
    let mut reply = Reply::text(text(here.lang, message, &[("command", last.into())]));
    reply.components = buttons;
    send(ctx, reply).await
}

/// Co-GMs of this campaign.
#[poise::command(slash_command, subcommands("gm_add", "gm_remove"), subcommand_required)]
pub async fn gm(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Make a member a co-GM.
#[poise::command(slash_command, rename = "add")]
pub async fn gm_add(ctx: Context<'_>, user: serenity::User) -> Result<(), Error> {
    gm_change(ctx, user, true).await
}

/// Remove a co-GM.
#[poise::command(slash_command, rename = "remove")]
pub async fn gm_remove(ctx: Context<'_>, user: serenity::User) -> Result<(), Error> {
    gm_change(ctx, user, false).await
}

async fn gm_change(ctx: Context<'_>, user: serenity::User, add: bool) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    let id = user.id.get() as i64;
    let session = &ctx.data().session;
    let result = if add {
        defer::command(ctx, session.add_gm(here.key, id)).await?
    } else {
        defer::command(ctx, session.remove_gm(here.key, id)).await?
    };
    let message = if add { "gm-added" } else { "gm-removed" };
    match result {
        Ok(()) => {
            say(
                ctx,
                here.lang,
                text(
                    here.lang,
                    message,
                    &[("user", Arg::from(format!("<@{id}>")))],
                ),
            )
            .await
        }
        Err(e) => fail(ctx, here.lang, e).await,
    }
}

/// Set the campaign's language.
#[poise::command(slash_command)]
pub async fn language(ctx: Context<'_>, language: LangChoice) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    let lang = Lang::from(language);
    let work = ctx.data().session.set_language(here.key, Some(lang));
    match defer::command(ctx, work).await? {
        Ok(()) => {
            say(
                ctx,
                lang,
                text(
                    lang,
                    "language-set",
                    &[("language", Arg::from(lang.named_in(lang)))],
                ),
            )
            .await
        }
        Err(e) => fail(ctx, here.lang, e).await,
    }
}

/// The latest changes (default 10).
#[poise::command(slash_command)]
pub async fn log(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 25]
    count: Option<u32>,
) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    // A GM reads secret entries, marked, in a reply only they see; a
    // player's log leaves them out.
    let session = &ctx.data().session;
    let entries = match session
        .log_seen(here.key, count.unwrap_or(10), here.gm)
        .await
    {
        Ok(entries) => entries,
        Err(e) => return fail(ctx, here.lang, e).await,
    };
    let lines: Vec<String> = entries
        .iter()
        .map(|(e, secret)| {
            // The entry's number in the campaign's public log; a secret
            // entry (only GMs read it) has none, so the players' numbers
            // skip nothing.
            let line = text(
                here.lang,
                if e.number.is_some() {
                    "log-entry"
                } else {
                    "log-entry-unnumbered"
                },
                &[
                    ("id", Arg::from(e.number.unwrap_or_default())),
                    ("actor", Arg::from(format!("<@{}>", e.actor))),
                    ("command", Arg::from(e.command.as_str())),
                    ("time", Arg::from(format!("<t:{}:R>", e.at))),
                ],
            );
            if *secret {
                text(here.lang, "log-entry-secret", &[("entry", Arg::from(line))])
            } else {
                line
            }
        })
        .collect();
    let any_secret = entries.iter().any(|(_, secret)| *secret);
    let mut spec = render::EmbedSpec::info(text(here.lang, "log-title", &[]));
    spec.description = lines.join("\n");
    let reply = Reply::embeds(vec![spec]);
    send(ctx, if any_secret { reply.private() } else { reply }).await
}

/// Post and pin a live tracker of the campaign in this channel.
#[poise::command(slash_command)]
pub async fn tracker(ctx: Context<'_>) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    // Posting and pinning are two calls to Discord: answer "thinking" first.
    ctx.defer_ephemeral().await?;
    let session = &ctx.data().session;
    let default_lang = ctx.data().config.default_locale;
    let drawn = async {
        let shown = session.shown(here.key).await?;
        let message = crate::bot::tracker::message(&shown, default_lang)?;
        Ok::<_, SessionError>((shown.tracker, message))
    };
    let (old, (header, embeds)) = match drawn.await {
        Ok(drawn) => drawn,
        Err(e) => return fail(ctx, here.lang, e).await,
    };
    let post = serenity::CreateMessage::new()
        .content(header)
        .embeds(embeds.iter().map(render::spec_to_embed).collect())
        .allowed_mentions(crate::bot::no_mentions());
    let posted = match ctx.channel_id().send_message(ctx.http(), post).await {
        Ok(posted) => posted,
        Err(e) => {
            tracing::warn!(error = %e, "cannot post the tracker");
            return ephemeral(ctx, text(here.lang, "tracker-post-failed", &[])).await;
        }
    };
    let id = posted.id.get() as i64;
    if let Err(e) = session.set_tracker(here.key, Some(id), None).await {
        // Not stored, so it would never be edited: take it down again.
        let _ = posted.delete(ctx.http()).await;
        return fail(ctx, here.lang, e).await;
    }
    if let Some(old) = old.filter(|old| *old != id) {
        // The old tracker stays as it was; it just stops being pinned.
        let old = serenity::MessageId::new(old as u64);
        let _ = ctx.channel_id().unpin(ctx.http(), old).await;
    }
    // Pinning needs the Pin Messages permission. serenity 0.12 sends it to the
    // older /channels/{id}/pins/{message} route, which Discord still serves: its
    // routes are a closed enum without the newer /messages/pins one, and its
    // Http can only send those.
    let answer = if posted.pin(ctx.http()).await.is_ok() {
        "tracker-posted"
    } else {
        "tracker-posted-unpinned"
    };
    ephemeral(ctx, text(here.lang, answer, &[])).await
}

/// Export the campaign as JSON.
#[poise::command(slash_command, ephemeral)]
pub async fn export(ctx: Context<'_>) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    let limit = match ctx {
        poise::Context::Application(app) => app.interaction.attachment_size_limit as usize,
        poise::Context::Prefix(_) => MAX_IMPORT_BYTES as usize,
    };
    // A long campaign takes seconds to write out (the JSON and its compression
    // run off the async workers); past the deadline the GM sees a private
    // "thinking..." until the file is ready.
    let work = async {
        let json = ctx.data().session.export(here.key).await?;
        tokio::task::spawn_blocking(move || session::export_file(&json, limit))
            .await
            .map_err(|e| SessionError::Internal(e.into()))
    };
    let file = match defer::private_command(ctx, work).await? {
        Ok(file) => file,
        Err(e) => return fail(ctx, here.lang, e).await,
    };
    match file {
        Ok((bytes, extension)) => {
            let name = format!("campaign-{}.{extension}", here.key.channel_id);
            let mut reply = Reply::text(text(here.lang, "export-ready", &[])).private();
            reply.attachment = Some(serenity::CreateAttachment::bytes(bytes, name));
            send(ctx, reply).await
        }
        Err(size) => {
            let args = [
                ("size", Arg::from(mib(size))),
                ("max", Arg::from(mib(limit))),
            ];
            ephemeral(ctx, text(here.lang, "err-export-too-large", &args)).await
        }
    }
}

/// The largest export `/campaign import` downloads: Discord's upload limit for a
/// server without boosts, which is also what `/campaign export` can send there.
pub const MAX_IMPORT_BYTES: u32 = 25 * 1024 * 1024;

/// A size in MiB with one decimal, for messages about file limits.
fn mib(bytes: usize) -> String {
    format!("{:.1}", bytes as f64 / 1_048_576.0)
}

/// How long `/campaign import` waits for Discord's CDN to deliver the file.
const DOWNLOAD_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(30);

/// Why an import was refused, before or after the download.
enum ImportRefused {
    /// The download failed.
    Download,
    /// Not JSON, or not an Overseer export of a format this version reads.
    NotExport(String),
    /// The importer is not a GM of the exported campaign.
    NotGm,
    /// The session refused (a campaign exists already, or an internal error).
    Session(SessionError),
}

/// Downloads an uploaded file, bounded in time. serenity's download does not
/// look at the HTTP status: an error page comes back as "the file", so its
/// size tells.
async fn download(file: &serenity::Attachment) -> Result<Vec<u8>, ImportRefused> {
    match tokio::time::timeout(DOWNLOAD_TIMEOUT, file.download()).await {
        Ok(Ok(bytes)) if bytes.len() == file.size as usize => Ok(bytes),
        Ok(Ok(bytes)) => {
            tracing::warn!(
                expected = file.size,
                got = bytes.len(),
                "an import file's download was not the file"
            );
            Err(ImportRefused::Download)
        }
        Ok(Err(e)) => {
            tracing::warn!(error = %e, "could not download an import file");
            Err(ImportRefused::Download)
        }
        Err(_) => {
            tracing::warn!("an import file's download timed out");
            Err(ImportRefused::Download)
        }
    }
}

/// Import a campaign from a /campaign export file into this channel.
#[poise::command(slash_command)]
pub async fn import(ctx: Context<'_>, file: serenity::Attachment) -> Result<(), Error> {
    let lang = locale_lang(ctx);
    let at = Where {
        command: "campaign import",
        key: key(ctx),
    };
    // Cheap refusals first, before anything is downloaded.
    if ctx.data().session.settings(key(ctx)).await.is_ok() {
        return fail(ctx, lang, SessionError::AlreadyExists).await;
    }
    if file.size > MAX_IMPORT_BYTES {
        let args = [
            ("size", Arg::from(mib(file.size as usize))),
            ("max", Arg::from(mib(MAX_IMPORT_BYTES as usize))),
        ];
        return ephemeral(ctx, text(lang, "err-import-too-large", &args)).await;
    }
    let work = async {
        let bytes = download(&file).await?;
        // What it is before who may bring it: a stray file is "not an export".
        // Plain or gzip-compressed JSON, bounded when uncompressed too.
        let export = match Export::read(bytes.as_slice(), MAX_EXPORT_BYTES) {
            Ok(export) => export,
            Err(SessionError::Corrupt { detail }) => return Err(ImportRefused::NotExport(detail)),
            Err(e) => return Err(ImportRefused::Session(e)),
        };
        if !may_import(&export, actor(ctx), manage_server(ctx)) {
            return Err(ImportRefused::NotGm);
        }
        let session = &ctx.data().session;
        session
            .import_parsed(
                key(ctx),
                actor(ctx),
                &export,
                Ownership::Importer {
                    keep_gms: manage_server(ctx),
                },
            )
            .await
            .map_err(ImportRefused::Session)?;
        // The board of the campaign as it arrived; the import stands even if this fails.
        let lang = choose_lang(
            export.language,
            ctx.locale(),
            ctx.data().config.default_locale,
        );
        let board = crate::bot::board(session, key(ctx), lang).await.ok();
        Ok((export, board))
    };
    match defer::command(ctx, work).await? {
        Ok((export, board)) => {
            let lang = choose_lang(
                export.language,
                ctx.locale(),
                ctx.data().config.default_locale,
            );
            let args = [
                ("characters", Arg::from(export.characters())),
                ("entries", Arg::from(export.entries())),
            ];
            let mut reply = Reply::text(text(lang, "import-done", &args));
            reply.embeds = board.unwrap_or_default();
            send_saved(ctx, lang, reply).await
        }
        Err(ImportRefused::Download) => {
            ephemeral(ctx, text(lang, "err-import-download", &[])).await
        }
        Err(ImportRefused::NotExport(detail)) => {
            let args = [("detail", Arg::from(detail))];
            ephemeral(ctx, text(lang, "err-import-not-export", &args)).await
        }
        Err(ImportRefused::NotGm) => ephemeral(ctx, text(lang, "err-import-not-gm", &[])).await,
        Err(ImportRefused::Session(e)) => ephemeral(ctx, error_text(lang, e, at)).await,
    }
}

/// Whether `user` may import `export`: a GM of the exported campaign (its
/// creator or a co-GM, as [`permissions::is_gm`] counts them), or a member with
/// Manage Server here. An export without a creator has no creator to match.
fn may_import(export: &Export, user: i64, manages_server: bool) -> bool {
    let Some(creator) = export.creator else {
        return manages_server;
    };
    let settings = Settings {
        language: None,
        creator,
        gms: export.gms.clone(),
        ruleset: export.ruleset(),
    };
    permissions::is_gm(&settings, user, manages_server)
}

#[cfg(test)]
mod tests {
    use super::may_import;
    use crate::session::Export;

    /// An export of a fresh campaign with these settings and co-GMs.
    fn export_of(mut document: serde_json::Value) -> Export {
        // A fresh campaign of the export's game, as the engine starts one.
        let game = crate::engine::ruleset::rulesets()
            .parse(document["ruleset"].as_str().expect("a game"))
            .expect("a known game");
        document["state"] = serde_json::from_str(
            &crate::engine::rulesets::AnyCampaign::new(game)
                .to_state()
                .expect("a campaign serializes"),
        )
        .expect("json");
        Export::parse(&document).expect("an export")
    }

    #[test]
    fn only_the_exported_campaigns_gms_or_server_managers_may_import_it() {
        let game = crate::engine::ruleset::rulesets().default().as_str();
        let export = export_of(serde_json::json!({
            "format": 1,
            "ruleset": game,
            "settings": {"creator": 10, "language": null},
            "gms": [20],
        }));
        assert!(may_import(&export, 10, false), "the creator");
        assert!(may_import(&export, 20, false), "a co-GM");
        assert!(!may_import(&export, 30, false), "a player");
        assert!(may_import(&export, 30, true), "a member with Manage Server");
        let no_settings = export_of(serde_json::json!({"format": 1, "ruleset": game, "gms": [0]}));
        assert!(
            !may_import(&no_settings, 0, false),
            "no creator: only Manage Server"
        );
        assert!(may_import(&no_settings, 0, true));
    }
}
