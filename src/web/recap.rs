//! A session's recap: its public entries, oldest first, one line each (the
//! time, the character it is about in their colour, the kind of command
//! and the reply as plain text), as a page of a share link and as an export
//! in HTML, Markdown or BBCode, the way Chinese tables paint their logs
//! (SealDice's log painter: one line per entry, the speaker coloured). The
//! same recap reaches Discord (`/campaign recap`) and the command line
//! (`recap`) through [`of_campaign`].
//!
//! A recap reads the public log only: secret rolls and blind checks are
//! never in it, and GM notes are not in the log at all.

use std::fmt::Write as _;
use std::sync::Arc;

use axum::extract::{Path, RawQuery, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use maud::{html, Markup, DOCTYPE};

use super::cache::{Cache, Log};
use super::html::Here;
use super::log::{chip, session_heading, speakers, Drawer};
use super::pages;
use super::{words, Web};
use crate::i18n::{tr, Arg, Lang};
use crate::session::{CampaignKey, Session, SessionError};

/// The forms of an export.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// A whole HTML document, names on their colours.
    Html,
    /// Markdown (Discord's too): names in bold.
    Markdown,
    /// BBCode for forums: names in `[color]`.
    BbCode,
}

impl Format {
    /// The format named `word` (`html`, `md`, `bbcode`).
    #[must_use]
    pub fn parse(word: &str) -> Option<Format> {
        match word.to_ascii_lowercase().as_str() {
            "html" => Some(Format::Html),
            "md" | "markdown" => Some(Format::Markdown),
            "bbcode" => Some(Format::BbCode),
            _ => None,
        }
    }

    /// Its short name, as [`Format::parse`] reads it and as a file's
    /// extension.
    #[must_use]
    pub fn word(self) -> &'static str {
        match self {
            Format::Html => "html",
            Format::Markdown => "md",
            Format::BbCode => "bbcode",
        }
    }
}

/// One entry of a recap.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// Unix seconds.
    pub at: i64,
    /// The entry's number in the public log.
    pub number: i64,
    /// The kind of command, in words.
    pub kind: String,
    /// The character it is about (the first of the roster it names).
    pub speaker: Option<String>,
    /// The reply as one plain line.
    pub text: String,
}

/// A session's recap.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recap {
    /// Its language.
    pub lang: Lang,
    /// The session's number (from 1).
    pub session: u32,
    /// How many sessions the log has.
    pub sessions: usize,
    /// Its heading ("Session 2 · from ...").
    pub heading: String,
    /// The campaign's name, if one was kept, else the game's.
    pub title: String,
    /// Its entries, oldest first.
    pub lines: Vec<Line>,
}

/// The recap of session `session` (the newest when `None`) of a log, drawn
/// by `drawer`; `None` when the log has no such session.
#[must_use]
pub fn recap(
    log: &Log,
    drawer: &Drawer<'_>,
    roster: &[String],
    session: Option<u32>,
    title: &str,
) -> Option<Recap> {
    let lang = drawer.drawing.lang;
    let sessions = log.sessions.len();
    let session = session.unwrap_or(u32::try_from(sessions).unwrap_or(u32::MAX));
    let range = log.session(session as usize)?;
    let lines = drawer.showing(|| {
        log.entries[range]
            .iter()
            .map(|entry| Line {
                at: entry.at,
                number: entry.number,
                kind: words::kind(lang, &entry.command),
                speaker: speakers(entry, roster).first().map(|s| (*s).clone()),
                text: drawer.draw(entry).line.clone(),
            })
            .collect()
    });
    Some(Recap {
        lang,
        session,
        sessions,
        heading: session_heading(lang, log, session),
        title: title.to_owned(),
        lines,
    })
}

/// The recap of session `session` (the newest when `None`) of `key`'s
/// campaign, in `lang` (the campaign's when `None`): what `/campaign recap`
/// and the command line's `recap` show. `Ok(None)` when there is no such
/// session.
pub async fn of_campaign(
    session: &Session,
    key: CampaignKey,
    which: Option<u32>,
    lang: Option<Lang>,
    default_lang: Lang,
) -> Result<Option<Recap>, SessionError> {
    let shown = session.shown(key).await?;
    let campaign = {
        let mut conn = session.store().read().await?;
        key.id_in(conn.db()).await?
    };
    let name = super::share::campaign_name(session, campaign).await?;
    let log = Cache::default().log(session, campaign).await?;
    let lang = lang.or(shown.language).unwrap_or(default_lang);
    let game = crate::bot::game::games().get(shown.ruleset);
    let roster = game.characters(&shown)?;
    let title = name.unwrap_or_else(|| crate::bot::game_name(lang, shown.ruleset));
    let drawer = Drawer::new(game, &shown, lang, &roster);
    Ok(recap(&log, &drawer, &roster, which, &title))
}

/// `HH:MM` of Unix seconds, in UTC.
fn clock(secs: i64) -> String {
    chrono::DateTime::from_timestamp(secs, 0)
        .map_or_else(String::new, |t| t.format("%H:%M").to_string())
}

/// Text for BBCode: as it is, or inside `[noparse]` when it holds a `[`
/// (a name typed as `[b]x` shows as typed).
fn bb(text: &str) -> String {
    if text.contains('[') {
        format!(
            "[noparse]{}[/noparse]",
            text.replace("[/noparse]", "[/ noparse]")
        )
    } else {
        text.to_owned()
    }
}

/// Text for Markdown: the marks that would format it or make a link
/// (`\ * _ ~ ` | [ ] < >`) escaped with a backslash, so it shows as typed.
fn markdown(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if "\\*_~`|[]<>".contains(c) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// The recap exported as `format`: a heading line, then one line per entry
/// (`HH:MM speaker · kind · text`), in UTC.
#[must_use]
pub fn export(recap: &Recap, format: Format) -> String {
    match format {
        Format::Html => export_html(recap).into_string(),
        Format::Markdown => {
            let esc = markdown;
            let mut out = format!("## {} · {}\n\n", esc(&recap.title), esc(&recap.heading));
            for line in &recap.lines {
                let speaker = line
                    .speaker
                    .as_deref()
                    .map(|s| format!("**{}** · ", esc(s)))
                    .unwrap_or_default();
                let _ = writeln!(
                    out,
                    "`{}` {speaker}{} · {}  ",
                    clock(line.at),
                    esc(&line.kind),
                    esc(&line.text)
                );
            }
            out
        }
        Format::BbCode => {
            let mut out = format!("[b]{} · {}[/b]\n", bb(&recap.title), bb(&recap.heading));
            for line in &recap.lines {
                let speaker = line
                    .speaker
                    .as_deref()
                    .map(|s| format!("[color={}][b]{}[/b][/color] · ", words::colour(s), bb(s)))
                    .unwrap_or_default();
                let _ = writeln!(
                    out,
                    "{} {speaker}{} · {}",
                    clock(line.at),
                    bb(&line.kind),
                    bb(&line.text)
                );
            }
            out
        }
    }
}

/// The recap's lines as HTML paragraphs.
fn lines_html(recap: &Recap) -> Markup {
    html! {
        div class="recap-lines" {
            @for line in &recap.lines {
                p {
                    time datetime=(line.at) { (clock(line.at)) }
                    " "
                    @if let Some(speaker) = &line.speaker {
                        (chip(speaker))
                        " · "
                    }
                    (line.kind) " · " (line.text)
                }
            }
        }
    }
}

/// The HTML export: a document of its own, styled inline (no page of the
/// server needed to read it).
fn export_html(recap: &Recap) -> Markup {
    let title = format!("{} · {}", recap.title, recap.heading);
    html! {
        (DOCTYPE)
        html lang=(recap.lang.tag()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) }
                style {
                    "body{font:1rem/1.5 system-ui,sans-serif;max-width:48rem;margin:1rem auto;padding:0 1rem}"
                    ".who{color:#fff;border-radius:.3rem;padding:0 .4rem;font-weight:700}"
                    "time{color:#4a4a4a}p{margin:.2rem 0}"
                }
            }
            body {
                h1 { (title) }
                (lines_html(recap))
            }
        }
    }
}

/// `GET /s/TOKEN/recap/N`: session N's recap as a page with links to its exports; `?format=html|md|bbcode`
/// downloads an export.
pub(super) async fn page(
    State(web): State<Arc<Web>>,
    Path((token, session)): Path<(String, String)>,
    RawQuery(raw): RawQuery,
) -> Response {
    let Ok(session) = session.parse::<u32>() else {
        return pages::missing(&web);
    };
    show(&web, &token, session, raw.as_deref()).await
}

/// The recap page or an export of it.
async fn show(web: &Web, token: &str, session: u32, raw: Option<&str>) -> Response {
    let (opened, roster, log) = match pages::with_log(web, token).await {
        Ok(read) => read,
        Err(response) => return response,
    };
    let lang = opened.lang;
    let drawer = Drawer::new(opened.game, &opened.shown, lang, &roster);
    let title = opened
        .name
        .clone()
        .unwrap_or_else(|| opened.game_name.clone());
    let Some(recap) = recap(&log, &drawer, &roster, Some(session), &title) else {
        return absent(&opened);
    };
    let pairs: Vec<(String, String)> =
        serde_urlencoded::from_str(raw.unwrap_or_default()).unwrap_or_default();
    let format = pairs
        .iter()
        .find(|(key, _)| key == "format")
        .and_then(|(_, value)| Format::parse(value));
    if let Some(format) = format {
        return download(&recap, format);
    }
    let here = format!("{}", recap.session);
    let content = html! {
        p { (recap.heading) }
        nav aria-label=(tr(lang, "web-recap-exports", &[])) {
            ul class="exports" {
                @for format in [Format::Html, Format::Markdown, Format::BbCode] {
                    li {
                        a href=(format!("{here}?format={}", format.word())) {
                            (tr(lang, &format!("web-recap-as-{}", format.word()), &[]))
                        }
                    }
                }
            }
        }
        (session_links(lang, recap.session, recap.sessions))
        (lines_html(&recap))
    };
    let heading = tr(lang, "web-recap-title", &[("n", Arg::from(recap.session))]);
    pages::shell_page(&opened, Here::Recap, &heading, &content)
}

/// Links to the session before and after.
fn session_links(lang: Lang, session: u32, sessions: usize) -> Markup {
    let t = |id: &str| tr(lang, id, &[]);
    let last = u32::try_from(sessions).unwrap_or(u32::MAX);
    html! {
        nav class="pager" aria-label=(t("web-recap-sessions")) {
            @if session > 1 {
                a href=(format!("{}", session - 1)) rel="prev" { (t("web-recap-earlier")) }
            }
            a href="../log" { (t("web-recap-whole-log")) }
            @if session < last {
                a href=(format!("{}", session + 1)) rel="next" { (t("web-recap-later")) }
            }
        }
    }
}

/// The recap page of a session the log does not have: 404, saying so.
fn absent(opened: &pages::Opened) -> Response {
    let mut response = pages::shell_page(
        opened,
        Here::Recap,
        &tr(opened.lang, "web-recap-none-title", &[]),
        &html! { p { (tr(opened.lang, "web-recap-none", &[])) } },
    );
    *response.status_mut() = StatusCode::NOT_FOUND;
    response
}

/// An export as a download (`recap-N.EXT`).
fn download(recap: &Recap, format: Format) -> Response {
    let kind = match format {
        Format::Html => "text/html; charset=utf-8",
        Format::Markdown => "text/markdown; charset=utf-8",
        Format::BbCode => "text/plain; charset=utf-8",
    };
    let mut response = (StatusCode::OK, export(recap, format)).into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
    let disposition = format!(
        "attachment; filename=\"recap-{}.{}\"",
        recap.session,
        format.word()
    );
    if let Ok(value) = HeaderValue::from_str(&disposition) {
        headers.insert(header::CONTENT_DISPOSITION, value);
    }
    for (name, value) in [
        (
            header::CONTENT_SECURITY_POLICY,
            "default-src 'none'; style-src 'unsafe-inline'",
        ),
        (header::REFERRER_POLICY, "no-referrer"),
        (header::CACHE_CONTROL, "no-store"),
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
    ] {
        headers.insert(name, HeaderValue::from_static(value));
    }
    response
}
