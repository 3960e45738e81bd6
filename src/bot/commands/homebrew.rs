//! `/homebrew import|list|show|remove|export`: a campaign's homebrew on
//! Discord, for every game. It goes through the same engine operations as the
//! command line ([`crate::engine::rulesets::AnyCampaign`]'s homebrew, read
//! with [`brew::read`], saved by [`Session::homebrew`] so `/campaign
//! recover` undoes it) and never names a game: kinds and entries come from
//! the campaign's own [`crate::engine::homebrew::Homebrew`].
//!
//! This module also owns the homebrew mark ([`MARK`]) every surface puts
//! after a homebrew entry's name ([`mark`] decides it in embeds), the
//! autocomplete of entry names and kinds, and the `/help` field that sums up
//! a campaign's homebrew.
//!
//! A file arrives as a Discord attachment: refused over
//! [`brew::MAX_PACK_BYTES`] (a Foundry VTT pack, the largest file read; our
//! own format's 256 KiB is the reader's) before anything is downloaded when
//! its `size` says so, and while it is read when the download turns out
//! longer than that. It is read, mapped and checked off the async workers
//! and before the one write; a pack's answer names what it left out,
//! bounded, with the whole report attached when long.

use std::cell::RefCell;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serde_json::{json, Value};

use crate::bot::autocomplete::{campaign_lang, respond};
use crate::bot::{
    defer, ephemeral, fail, here, key, layout, render, send, send_saved, text, Context, Error,
    Here, Reply,
};
use crate::engine::homebrew::{self as brew, Homebrew, Imported, Origin, PackReport, Refusal};
use crate::engine::rulesets::AnyCampaign;
use crate::i18n::{Arg, Lang};
use crate::session::{CampaignKey, Session, SessionError};

/// The mark after a homebrew entry's name, in lists, embeds and autocomplete.
pub const MARK: &str = "✦";

/// How long an import waits for Discord's CDN to deliver the file.
const DOWNLOAD_TIMEOUT: Duration = Duration::from_secs(30);

/// Most entries one `/homebrew list` reply names; the rest are counted.
pub const LIST_MAX: usize = 120;

/// Most UTF-16 units of an entry's JSON in `/homebrew show` (an embed
/// description holds 4,096).
const SHOW_MAX: usize = 3800;

/// A campaign's homebrew, on Discord.
#[poise::command(
    slash_command,
    subcommands("import", "list", "show", "remove", "export"),
    subcommand_required
)]
pub async fn homebrew(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// `name` with the homebrew mark when `origin` is the campaign's own.
#[must_use]
pub fn marked(name: &str, origin: Origin) -> String {
    if origin.is_homebrew() {
        format!("{name} {MARK}")
    } else {
        name.to_owned()
    }
}

/// `name` with the homebrew mark when `brewed` (what the campaign's
/// [`Homebrew::is_homebrew`] answered for it).
#[must_use]
pub fn mark_if(name: &str, brewed: bool) -> String {
    marked(
        name,
        if brewed {
            Origin::Homebrew
        } else {
            Origin::Shipped
        },
    )
}

thread_local! {
    /// The homebrew of the campaign whose outcome this thread is drawing
    /// (see [`drawing`]).
    static DRAWING: RefCell<Option<Box<dyn Homebrew>>> = const { RefCell::new(None) };
}

/// While alive, the campaign whose outcome is being drawn on this thread has
/// this homebrew; dropping it restores what was drawn before (draws nest).
///
/// The renderers draw events several calls deep, without the campaign; the
/// outcome carries the campaign's homebrew, and a game's entry point
/// (`outcome_specs`, the enemy hook) opens this scope once, so every name
/// [`mark`] decides below it asks the campaign's homebrew. Drawing is
/// synchronous, so the scope never crosses an `.await`.
#[must_use = "the scope ends when it is dropped"]
pub struct Drawing {
    before: Option<Box<dyn Homebrew>>,
}

/// Opens the scope of [`Drawing`] for a campaign's homebrew (`None`: not
/// known, as for an outcome read back from the log, or none).
pub fn drawing<H: Homebrew + Clone + 'static>(homebrew: Option<&H>) -> Drawing {
    let now = homebrew.map(|h| Box::new(h.clone()) as Box<dyn Homebrew>);
    Drawing {
        before: DRAWING.with(|d| d.replace(now)),
    }
}

impl Drop for Drawing {
    fn drop(&mut self) {
        let before = self.before.take();
        DRAWING.with(|d| *d.borrow_mut() = before);
    }
}

/// A name a game's renderer drew (`drawn`) for the entry that `name` names
/// in one of `kinds`, with the homebrew mark when the campaign's homebrew
/// defines it: added, or in place of a shipped entry of its name
/// ([`Homebrew::is_homebrew`], asked of the campaign being drawn, see
/// [`drawing`]). Where the campaign is not known (an outcome read back from
/// the log) the shipped tables answer: `shipped` says whether they hold the
/// name, and one they lack is the campaign's own.
#[must_use]
pub fn mark(drawn: String, kinds: &[&str], name: &str, shipped: impl FnOnce() -> bool) -> String {
    let brewed = DRAWING
        .with(|d| {
            d.borrow()
                .as_ref()
                .map(|h| kinds.iter().any(|k| h.is_homebrew(k, name)))
        })
        .unwrap_or_else(|| !shipped());
    if brewed {
        format!("{drawn} {MARK}")
    } else {
        drawn
    }
}

/// The name the homebrew of the campaign being drawn (see [`drawing`])
/// gives its own entry of `kind` that `word` names: the pen-and-paper game
/// names weapons and templates by a command-line word (`claw-x`), and the
/// shipped tables know only theirs. `None` where the campaign has no such
/// entry of its own, or is not known (an outcome read back from the log).
#[must_use]
pub fn brewed_name(kind: &str, word: &str) -> Option<String> {
    DRAWING.with(|d| {
        let drawing = d.borrow();
        let k = drawing
            .as_ref()?
            .kinds()
            .into_iter()
            .find(|k| k.kind() == kind)?;
        let (row, origin) = k.show(word)?;
        origin
            .is_homebrew()
            .then(|| row["name"].as_str().map(str::to_owned))
            .flatten()
    })
}

/// The line naming what a foreign (Foundry VTT) file carried that the game
/// does not model, escaped for the markdown it lands in; `None` when
/// nothing was left out.
fn ignored_line(lang: Lang, ignored: &[String]) -> Option<String> {
    if ignored.is_empty() {
        return None;
    }
    let fields: Vec<String> = ignored.iter().map(|f| layout::escape(f)).collect();
    let args = [
        ("count", Arg::from(ignored.len())),
        ("fields", Arg::from(fields.join("; "))),
    ];
    Some(text(lang, "foundry-ignored", &args))
}

/// A kind's word in `lang` (`weapons` reads 武器 in Chinese).
#[must_use]
pub fn kind_word(lang: Lang, kind: &str) -> String {
    crate::i18n::try_tr(lang, &format!("homebrew-kind-{kind}"), &[]).unwrap_or_else(|| kind.into())
}

/// A refusal of the engine, localized for a markdown surface: every text it
/// quotes (names, fields, the reader's detail) is escaped.
#[must_use]
pub fn refusal_text(lang: Lang, refusal: &Refusal) -> String {
    let why = refusal_words(lang, refusal, layout::escape);
    format!("{why}\n{}", text(lang, "homebrew-hint-unchanged", &[]))
}

/// A refusal's reason in `lang`, every text it quotes passed through
/// `quote` ([`layout::escape`] for markdown, as is for a text file).
fn refusal_words(lang: Lang, refusal: &Refusal, quote: impl Fn(&str) -> String) -> String {
    let value = serde_json::to_value(refusal).unwrap_or_default();
    let args: Vec<(String, Arg)> = value
        .as_object()
        .into_iter()
        .flatten()
        .filter(|(k, _)| k.as_str() != "error")
        .map(|(k, v)| {
            let arg = match v {
                Value::Number(n) => Arg::from(n),
                Value::String(s) if k == "kind" => Arg::from(quote(&kind_word(lang, s))),
                Value::String(s) if k == "game" => {
                    Arg::from(quote(&crate::i18n::game_name(lang, s)))
                }
                Value::String(s) if k == "known" => {
                    let words: Vec<String> = s.split(", ").map(|w| kind_word(lang, w)).collect();
                    Arg::from(words.join(", "))
                }
                Value::String(s) => Arg::from(quote(s)),
                other => Arg::from(quote(&other.to_string())),
            };
            (k.clone(), arg)
        })
        .collect();
    let args: Vec<(&str, Arg)> = args.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
    text(lang, &format!("homebrew-err-{}", refusal.code()), &args)
}

/// Why an import did not happen.
enum Refused {
    /// The engine refused the file (nothing changed).
    Brew(Refusal),
    /// The download came out longer than a homebrew file may be.
    TooLargeRead,
    /// The download failed.
    Download,
    /// The session failed.
    Session(SessionError),
}

/// Answers an upload that changed nothing (a homebrew file or a character):
/// privately, but for a failed session; `max` is the upload's byte limit.
/// The upload was deferred publicly at once, and the first follow-up fills
/// that public placeholder: it says only that nothing was imported, and
/// the reason follows privately.
async fn answer_refused(
    ctx: Context<'_>,
    lang: Lang,
    refused: Refused,
    max: usize,
) -> Result<(), Error> {
    send(
        ctx,
        Reply::text(text(lang, "homebrew-discord-refused-public", &[])),
    )
    .await?;
    match refused {
        Refused::Brew(r) => ephemeral(ctx, refusal_text(lang, &r)).await,
        Refused::TooLargeRead => {
            let args = [("max", Arg::from(max))];
            let why = text(lang, "homebrew-discord-too-large-read", &args);
            let hint = text(lang, "homebrew-hint-unchanged", &[]);
            ephemeral(ctx, format!("{why}\n{hint}")).await
        }
        Refused::Download => ephemeral(ctx, text(lang, "homebrew-discord-download", &[])).await,
        Refused::Session(e) => fail(ctx, lang, e).await,
    }
}

/// Downloads an attachment, reading at most `max` bytes: a file whose
/// download runs past that is refused while it is read (Discord's `size` was
/// checked before, but the bytes are what counts).
async fn download(file: &serenity::Attachment, max: usize) -> Result<Vec<u8>, Refused> {
    let read = async {
        let mut response = reqwest::get(&file.url).await.map_err(|e| {
            tracing::warn!(error = %e, "could not download a homebrew file");
            Refused::Download
        })?;
        if !response.status().is_success() {
            tracing::warn!(status = %response.status(), "a homebrew file's download failed");
            return Err(Refused::Download);
        }
        if response.content_length().is_some_and(|n| n > max as u64) {
            return Err(Refused::TooLargeRead);
        }
        let mut bytes = Vec::new();
        while let Some(chunk) = response.chunk().await.map_err(|e| {
            tracing::warn!(error = %e, "a homebrew file's download broke off");
            Refused::Download
        })? {
            if bytes.len() + chunk.len() > max {
                return Err(Refused::TooLargeRead);
            }
            bytes.extend_from_slice(&chunk);
        }
        Ok(bytes)
    };
    tokio::time::timeout(DOWNLOAD_TIMEOUT, read)
        .await
        .unwrap_or_else(|_| {
            tracing::warn!("a homebrew file's download timed out");
            Err(Refused::Download)
        })
}

/// An import read, mapped and checked on a copy of the campaign off the
/// async workers, before any write transaction (as a character import is:
/// [`crate::session::PreparedCharacter`]); the transaction then stores it.
struct Prepared {
    /// The file, read.
    file: brew::File,
    /// The campaign it was checked against, and the campaign after it.
    before: Box<AnyCampaign>,
    after: Box<AnyCampaign>,
    /// What it brought.
    done: (Imported, Option<PackReport>),
}

impl Prepared {
    /// Reads `bytes` and imports them into a copy of `before`.
    ///
    /// # Errors
    /// The refusal of the file, or of the campaign as it was read.
    fn new(before: AnyCampaign, bytes: &[u8]) -> Result<Prepared, Refusal> {
        let file = brew::read(bytes)?;
        let mut after = before.clone();
        let done = after.brew_import_file(&file)?;
        Ok(Prepared {
            file,
            before: Box::new(before),
            after: Box::new(after),
            done,
        })
    }

    /// Brings the import into `campaign`: the prepared result when the
    /// campaign is the one it was checked against, else the import again
    /// on the campaign as it now is.
    fn apply(&self, campaign: &mut AnyCampaign) -> Result<(Imported, Option<PackReport>), Refusal> {
        if *campaign == *self.before {
            *campaign = (*self.after).clone();
            return Ok(self.done.clone());
        }
        campaign.brew_import_file(&self.file)
    }
}

/// The refusal of a file Discord says is over `max` bytes, in `lang`:
/// refused before anything is downloaded.
fn too_large(lang: Lang, file: &serenity::Attachment, max: usize) -> Option<String> {
    let bytes = file.size as usize;
    (bytes > max).then(|| refusal_text(lang, &Refusal::TooLarge { bytes, max }))
}

/// Import homebrew entries, or a Foundry VTT pack, from a JSON file.
#[poise::command(slash_command)]
pub async fn import(ctx: Context<'_>, file: serenity::Attachment) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    let lang = here.lang;
    // Refused before anything is downloaded when Discord already says so:
    // the largest file read is a Foundry VTT pack (our own format's
    // smaller limit is the reader's, once it knows the format).
    if let Some(refused) = too_large(lang, &file, brew::MAX_PACK_BYTES) {
        return ephemeral(ctx, refused).await;
    }
    let session = &ctx.data().session;
    let work = async {
        let bytes = download(&file, brew::MAX_PACK_BYTES).await?;
        let before = session
            .any_campaign(here.key)
            .await
            .map_err(Refused::Session)?;
        // Read, mapped and checked off the async workers and outside the
        // write transaction: a pack of thousands of documents takes a while.
        let prepared = tokio::task::spawn_blocking(move || Prepared::new(before, &bytes))
            .await
            .map_err(|e| Refused::Session(SessionError::Internal(e.into())))?
            .map_err(Refused::Brew)?;
        let detail = json!({ "import": file.filename, "entries": prepared.file.entries() });
        match session
            .homebrew(here.key, here.actor, detail, |c| prepared.apply(c))
            .await
        {
            Ok(Ok(done)) => Ok(done),
            Ok(Err(r)) => Err(Refused::Brew(r)),
            Err(e) => Err(Refused::Session(e)),
        }
    };
    // Deferred at once: the download and the parsing may take seconds.
    match defer::command_at_once(ctx, work).await? {
        Ok((done, report)) => {
            let reply = imported_reply(lang, &file.filename, &done, report.as_ref());
            send_saved(ctx, lang, reply).await
        }
        Err(refused) => answer_refused(ctx, lang, refused, brew::MAX_PACK_BYTES).await,
    }
}

/// Most names each list of a pack's answer shows, tried in turn until the
/// answer fits Discord's content; the rest are counted, and the attached
/// report names every one.
const PACK_NAMES: [usize; 3] = [5, 3, 1];

/// Most characters of one name (with its reason) in a pack's answer.
const PACK_NAME_MAX: usize = 120;

/// The file a pack's whole report is attached as.
const PACK_REPORT_FILE: &str = "import-report.txt";

/// The answer to an import: what came in, by kind; for a Foundry VTT file,
/// what it left out. A pack's lists are bounded (the first names of each,
/// the rest counted) and, when any is cut, the whole report is attached as
/// a text file, so the content stays within Discord's 2,000 characters.
fn imported_reply(
    lang: Lang,
    filename: &str,
    done: &Imported,
    report: Option<&PackReport>,
) -> Reply {
    let kinds: Vec<String> = done
        .kinds
        .iter()
        .map(|(k, n)| format!("{} {n}", kind_word(lang, k)))
        .collect();
    let head_of = |file: String| {
        let args = [
            ("entries", Arg::from(done.entries)),
            ("kinds", Arg::from(kinds.join(", "))),
            ("file", Arg::from(file)),
        ];
        text(lang, "homebrew-discord-imported", &args)
    };
    let head = head_of(layout::escape(filename));
    let Some(report) = report else {
        let mut content = head;
        if let Some(line) = ignored_line(lang, &done.ignored) {
            content.push('\n');
            content.push_str(&line);
        }
        return Reply::text(layout::cut(&content, IMPORT_REPLY_MAX));
    };
    let sections = pack_sections(lang, done, report, &layout::escape);
    let mut cut = false;
    let mut content = String::new();
    for names in PACK_NAMES {
        content.clone_from(&head);
        cut = false;
        for (id, _, entries) in &sections {
            let shown: Vec<String> = entries
                .iter()
                .take(names)
                .map(|e| layout::cut(e, PACK_NAME_MAX))
                .collect();
            let args = [
                ("count", Arg::from(entries.len())),
                ("entries", Arg::from(shown.join("; "))),
            ];
            content.push('\n');
            content.push_str(&text(lang, id, &args));
            if entries.len() > names {
                cut = true;
                let args = [("count", Arg::from(entries.len() - names))];
                content.push(' ');
                content.push_str(&text(lang, "homebrew-discord-pack-more", &args));
            }
        }
        if layout::units(&content) <= IMPORT_REPLY_MAX {
            break;
        }
    }
    let mut reply = Reply::text(layout::cut(&content, IMPORT_REPLY_MAX));
    if cut {
        let plain = pack_sections(lang, done, report, &str::to_owned);
        let plain_head = head_of(filename.to_owned());
        let bytes = pack_report(lang, filename, &plain_head, &plain).into_bytes();
        reply.attachment = Some(serenity::CreateAttachment::bytes(bytes, PACK_REPORT_FILE));
    }
    reply
}

/// A pack's lists, in the order its answer names them: the message of
/// the answer's line, the report's heading and the entries, every text of
/// the file in them passed through `quote` ([`layout::escape`] for the
/// answer, as is for the attached report).
fn pack_sections(
    lang: Lang,
    done: &Imported,
    report: &PackReport,
    quote: &dyn Fn(&str) -> String,
) -> Vec<(&'static str, &'static str, Vec<String>)> {
    let noted = |n: &brew::Noted| {
        let why = text(lang, &format!("foundry-reason-{}", n.reason), &[]);
        format!("{} ({}): {why}", quote(&n.entry), quote(&n.kind))
    };
    let sections = vec![
        (
            "foundry-pack-refused",
            "homebrew-discord-report-refused",
            report
                .refused
                .iter()
                .map(|r| {
                    let why = refusal_words(lang, &r.refusal, quote);
                    // The line ends the list itself.
                    let why = why.trim_end_matches(['.', '。']);
                    format!("{}: {why}", quote(&r.entry))
                })
                .collect::<Vec<String>>(),
        ),
        (
            "foundry-pack-left-out",
            "homebrew-discord-report-left-out",
            report.left_out.iter().map(noted).collect(),
        ),
        (
            "homebrew-discord-pack-notes",
            "homebrew-discord-report-notes",
            report.notes.iter().map(noted).collect(),
        ),
        (
            "homebrew-discord-pack-changed",
            "homebrew-discord-report-changed",
            report
                .changed
                .iter()
                .map(|c| {
                    let (entry, from, to) = (quote(&c.entry), quote(&c.from), quote(&c.to));
                    format!("{entry}: {} {from} → {to}", c.field)
                })
                .collect(),
        ),
        (
            "homebrew-discord-pack-ignored",
            "homebrew-discord-report-ignored",
            done.ignored.iter().map(|f| quote(f)).collect(),
        ),
    ];
    sections
        .into_iter()
        .filter(|(_, _, entries)| !entries.is_empty())
        .collect()
}

/// The whole report of a pack's import, as the attached text file: the
/// answer's first line, then each list under its heading, one a line.
fn pack_report(
    lang: Lang,
    filename: &str,
    head: &str,
    sections: &[(&str, &str, Vec<String>)],
) -> String {
    let mut out = text(
        lang,
        "homebrew-discord-report-title",
        &[("file", Arg::from(filename))],
    );
    out.push('\n');
    out.push_str(head);
    out.push('\n');
    for (_, heading, entries) in sections {
        out.push('\n');
        out.push_str(&text(lang, heading, &[("count", Arg::from(entries.len()))]));
        out.push('\n');
        for e in entries {
            out.push_str("- ");
            out.push_str(e);
            out.push('\n');
        }
    }
    out
}

async fn say_saved(ctx: Context<'_>, lang: Lang, content: String) -> Result<(), Error> {
    send_saved(ctx, lang, Reply::text(content)).await
}

/// The lines of `/homebrew list`: with a kind, every entry of it (homebrew
/// marked); without, the campaign's own entries and the shipped ones it
/// removed, by kind. At most [`LIST_MAX`] lines, the rest counted.
///
/// # Errors
/// [`Refusal::UnknownKind`].
fn list_lines(lang: Lang, brew: &dyn Homebrew, kind: Option<&str>) -> Result<String, Refusal> {
    let mut lines = Vec::new();
    match kind {
        Some(kind) => {
            for entry in brew.list(Some(kind))? {
                lines.push(layout::escape(&marked(&entry.name, entry.origin)));
            }
        }
        None => {
            for k in brew.kinds() {
                let own: Vec<String> = k
                    .listed()
                    .into_iter()
                    .filter(|e| e.origin.is_homebrew())
                    .map(|e| layout::escape(&marked(&e.name, e.origin)))
                    .collect();
                let (_, removed) = k.export();
                if own.is_empty() && removed.is_empty() {
                    continue;
                }
                let mut line = format!("**{}**: {}", kind_word(lang, k.kind()), own.join(", "));
                if !removed.is_empty() {
                    let gone: Vec<String> = removed.iter().map(|n| layout::escape(n)).collect();
                    let args = [("names", Arg::from(gone.join(", ")))];
                    if !own.is_empty() {
                        line.push_str("; ");
                    }
                    line.push_str(&text(lang, "homebrew-discord-removed-list", &args));
                }
                lines.push(line);
            }
        }
    }
    let total = lines.len();
    lines.truncate(LIST_MAX);
    if total > LIST_MAX {
        let args = [("count", Arg::from(total - LIST_MAX))];
        lines.push(text(lang, "homebrew-discord-more", &args));
    }
    Ok(lines.join("\n"))
}

/// Where the command runs and the campaign there, as [`here`] finds them;
/// `None` once the user has been told why not (no campaign, or the store
/// failing).
async fn here_campaign(ctx: Context<'_>) -> Result<Option<(Here, AnyCampaign)>, Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(None);
    };
    match ctx.data().session.any_campaign(here.key).await {
        Ok(campaign) => Ok(Some((here, campaign))),
        Err(e) => {
            fail(ctx, here.lang, e).await?;
            Ok(None)
        }
    }
}

/// List this campaign's homebrew, or every entry of one kind.
#[poise::command(slash_command)]
pub async fn list(
    ctx: Context<'_>,
    #[autocomplete = "complete_kind"]
    #[max_length = 40]
    kind: Option<String>,
) -> Result<(), Error> {
    let Some((here, campaign)) = here_campaign(ctx).await? else {
        return Ok(());
    };
    let lang = here.lang;
    let brew = campaign.homebrew();
    let lines = match list_lines(lang, brew, kind.as_deref()) {
        Ok(lines) => lines,
        Err(r) => return ephemeral(ctx, refusal_text(lang, &r)).await,
    };
    let title = match kind.as_deref().and_then(|k| brew.known(k).ok()) {
        Some(k) => text(
            lang,
            "homebrew-discord-list-kind",
            &[("kind", Arg::from(kind_word(lang, k)))],
        ),
        None => text(lang, "homebrew-discord-list-title", &[]),
    };
    let mut spec = render::EmbedSpec::info(title);
    spec.description = if lines.is_empty() {
        text(lang, "homebrew-discord-none", &[])
    } else {
        lines
    };
    spec.footer = Some(text(
        lang,
        "homebrew-discord-mark",
        &[("mark", MARK.into())],
    ));
    send(ctx, Reply::embeds(vec![spec]).private()).await
}

/// An entry's JSON for a code block: a fence inside it cannot close the block.
fn json_block(entry: &Value) -> String {
    let pretty = serde_json::to_string_pretty(entry).unwrap_or_default();
    let safe = pretty.replace("```", "`\u{200b}``");
    format!("```json\n{}\n```", layout::cut(&safe, SHOW_MAX))
}

/// Show one entry (shipped or homebrew) as the campaign sees it.
#[poise::command(slash_command)]
pub async fn show(
    ctx: Context<'_>,
    #[autocomplete = "complete_entry"]
    #[max_length = 100]
    name: String,
) -> Result<(), Error> {
    let Some((here, campaign)) = here_campaign(ctx).await? else {
        return Ok(());
    };
    let lang = here.lang;
    match campaign.homebrew().show(&name) {
        Ok((kind, entry, origin)) => {
            let shown = entry.get("name").and_then(Value::as_str).unwrap_or(&name);
            // A title renders markdown: the name is escaped, as in the list.
            let mut spec = render::EmbedSpec::info(layout::escape(&marked(shown, origin)));
            let origin_word = text(lang, origin_id(origin), &[]);
            spec.fields.push((
                text(lang, "homebrew-discord-kind", &[]),
                kind_word(lang, kind),
                true,
            ));
            spec.fields.push((
                text(lang, "homebrew-discord-origin", &[]),
                origin_word,
                true,
            ));
            spec.description = json_block(&entry);
            send(ctx, Reply::embeds(vec![spec]).private()).await
        }
        Err(r) => ephemeral(ctx, refusal_text(lang, &r)).await,
    }
}

fn origin_id(origin: Origin) -> &'static str {
    match origin {
        Origin::Shipped => "homebrew-origin-shipped",
        Origin::Homebrew => "homebrew-origin-homebrew",
        Origin::Replaced => "homebrew-origin-replaced",
    }
}

/// Remove an entry from this campaign: a homebrew one goes, a shipped one is hidden.
#[poise::command(slash_command)]
pub async fn remove(
    ctx: Context<'_>,
    #[autocomplete = "complete_entry"]
    #[max_length = 100]
    name: String,
) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    let lang = here.lang;
    let detail = json!({ "remove": name });
    let work = ctx
        .data()
        .session
        .homebrew(here.key, here.actor, detail, |c| c.brew_remove(&name));
    match defer::command(ctx, work).await? {
        Ok(Ok((_, removed, origin))) => {
            let id = match origin {
                Origin::Shipped => "homebrew-removed-shipped",
                Origin::Homebrew => "homebrew-removed-own",
                Origin::Replaced => "homebrew-removed-replaced",
            };
            let args = [("name", Arg::from(layout::escape(&removed)))];
            say_saved(ctx, lang, text(lang, id, &args)).await
        }
        Ok(Err(r)) => ephemeral(ctx, refusal_text(lang, &r)).await,
        Err(e) => fail(ctx, lang, e).await,
    }
}

/// Export this campaign's homebrew as a file `/homebrew import` takes back.
#[poise::command(slash_command)]
pub async fn export(ctx: Context<'_>) -> Result<(), Error> {
    let Some((here, campaign)) = here_campaign(ctx).await? else {
        return Ok(());
    };
    let lang = here.lang;
    let brew = campaign.homebrew();
    let entries: usize = brew.kinds().iter().map(|k| k.size()).sum();
    if entries == 0 {
        return ephemeral(ctx, text(lang, "homebrew-discord-none", &[])).await;
    }
    let document = brew.export(campaign.ruleset().as_str());
    let bytes = serde_json::to_vec_pretty(&document).unwrap_or_default();
    let args = [("entries", Arg::from(entries))];
    let mut reply = Reply::text(text(lang, "homebrew-discord-exported", &args)).private();
    let name = format!("homebrew-{}.json", here.key.channel_id);
    reply.attachment = Some(serenity::CreateAttachment::bytes(bytes, name));
    send(ctx, reply).await
}

/// Puts `/character import` under the `/character` group a game already
/// registers, or in a group of its own when none does.
pub fn offer_character_import(list: &mut Vec<poise::Command<crate::bot::Data, Error>>) {
    if let Some(group) = list.iter_mut().find(|c| c.name == "character") {
        group.subcommands.push(character_import());
    } else {
        list.push(character());
    }
}

/// A character of the campaign.
#[poise::command(slash_command, subcommands("character_import"), subcommand_required)]
pub async fn character(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

// A Foundry VTT character Actor into a Fallout 2d20 campaign: its
// S.P.E.C.I.A.L., skills, HP, Luck and gear; the items the campaign does not
// know come in as homebrew, all or nothing, and `/campaign recover` undoes
// both. The owner is `player` (default: whoever imports).
/// Bring a character over from a Foundry VTT character Actor (Fallout 2d20).
#[poise::command(slash_command, rename = "import")]
pub async fn character_import(
    ctx: Context<'_>,
    file: serenity::Attachment,
    player: Option<serenity::User>,
) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    let lang = here.lang;
    if let Some(refused) = too_large(lang, &file, brew::MAX_ACTOR_BYTES) {
        return ephemeral(ctx, refused).await;
    }
    let (owner, player_name) = crate::bot::play::played_by(ctx, player);
    let session = &ctx.data().session;
    let work = async {
        let bytes = download(&file, brew::MAX_ACTOR_BYTES).await?;
        let detail = json!({ "import-character": file.filename });
        // Parsed and checked off the async workers, outside the write
        // transaction (see `Session::import_character`).
        match session
            .import_character(here.key, here.actor, detail, bytes, owner, player_name)
            .await
        {
            Ok(Ok(done)) => Ok(done),
            Ok(Err(r)) => Err(Refused::Brew(r)),
            Err(e) => Err(Refused::Session(e)),
        }
    };
    // Deferred at once: the download and the import may take seconds.
    match defer::command_at_once(ctx, work).await? {
        Ok(done) => {
            let args = [
                ("name", Arg::from(layout::escape(&done.name))),
                ("entries", Arg::from(done.homebrew.entries)),
            ];
            let mut content = text(lang, "foundry-character-imported", &args);
            if let Some(total) = done.special_total {
                let args = [
                    ("name", Arg::from(layout::escape(&done.name))),
                    ("total", Arg::from(total)),
                    (
                        "creation",
                        Arg::from(crate::engine::mechanics::special::Special::CREATION_TOTAL),
                    ),
                ];
                content.push('\n');
                content.push_str(&text(lang, "foundry-special-total", &args));
            }
            if let Some(line) = ignored_line(lang, &done.ignored) {
                content.push('\n');
                content.push_str(&line);
            }
            // Content holds 2,000 characters; a long list of left-out fields
            // is cut, never the message refused.
            say_saved(ctx, lang, layout::cut(&content, IMPORT_REPLY_MAX)).await
        }
        Err(refused) => answer_refused(ctx, lang, refused, brew::MAX_ACTOR_BYTES).await,
    }
}

/// Most characters of a `/character import` answer (Discord's content holds 2,000).
const IMPORT_REPLY_MAX: usize = 1900;

/// The campaign of the channel being typed in, as any game; `None` without one.
async fn campaign_here(
    session: &Session,
    key: CampaignKey,
) -> Option<crate::engine::rulesets::AnyCampaign> {
    session.any_campaign(key).await.ok()
}

/// Autocomplete of `kind`: the campaign's game's kinds, in the campaign's language.
async fn complete_kind(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let lang = campaign_lang(ctx).await;
    let words = campaign_here(&ctx.data().session, key(ctx))
        .await
        .map(|c| c.homebrew().words())
        .unwrap_or_default();
    let choices = words
        .into_iter()
        .map(|w| (kind_word(lang, w), w.to_owned()))
        .collect();
    respond(partial, choices)
}

/// Autocomplete of an entry's name: the campaign's own entries first (marked),
/// then every other entry it sees.
async fn complete_entry(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let mut choices: Vec<(String, String)> = Vec::new();
    if let Some(c) = campaign_here(&ctx.data().session, key(ctx)).await {
        let mut all = c.homebrew().list(None).unwrap_or_default();
        all.sort_by_key(|e| !e.origin.is_homebrew());
        choices = all
            .into_iter()
            .map(|e| (marked(&e.name, e.origin), e.name))
            .collect();
    }
    respond(partial, choices)
}

/// The `/help` field of a campaign with homebrew: what it adds, replaces and
/// removes, counted by kind; `None` without homebrew (or without a campaign).
pub async fn help_field(
    session: &Session,
    key: CampaignKey,
    lang: Lang,
) -> Option<(String, String)> {
    let campaign = session.any_campaign(key).await.ok()?;
    let brew = campaign.homebrew();
    if brew.is_plain() {
        return None;
    }
    let lines: Vec<String> = brew
        .kinds()
        .iter()
        .filter(|k| k.size() > 0)
        .map(|k| {
            let listed = k.listed();
            let count = |o: Origin| listed.iter().filter(|e| e.origin == o).count();
            let args = [
                ("kind", Arg::from(kind_word(lang, k.kind()))),
                ("added", Arg::from(count(Origin::Homebrew))),
                ("replaced", Arg::from(count(Origin::Replaced))),
                ("removed", Arg::from(k.export().1.len())),
            ];
            text(lang, "homebrew-discord-help-line", &args)
        })
        .collect();
    let title = text(
        lang,
        "homebrew-discord-help-title",
        &[("mark", MARK.into())],
    );
    Some((title, lines.join("\n")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fence_in_an_entry_cannot_close_its_code_block() {
        let block = json_block(&json!({"name": "a```b"}));
        assert_eq!(block.matches("```").count(), 2, "{block}");
        assert!(block.starts_with("```json\n") && block.ends_with("\n```"));
    }

    #[test]
    fn homebrew_names_carry_the_mark_and_shipped_ones_do_not() {
        assert_eq!(marked("Laser Musket", Origin::Shipped), "Laser Musket");
        assert_eq!(marked("Zap Gun", Origin::Homebrew), "Zap Gun ✦");
        assert_eq!(marked("10mm Pistol", Origin::Replaced), "10mm Pistol ✦");
    }

    #[test]
    fn a_refusal_names_its_entry_and_field_escaped_and_says_nothing_changed() {
        let r = Refusal::Invalid {
            kind: "weapons".into(),
            entry: "*Zap*".into(),
            field: "damage".into(),
            problem: "over 99".into(),
        };
        assert_eq!(
            refusal_text(Lang::EnUs, &r),
            "weapons: \\*Zap\\*, field damage: over 99\nNothing was changed."
        );
    }
}
