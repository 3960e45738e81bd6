//! The pages of a share link, in the campaign's language: the board (what
//! the tracker shows) with links to every character's sheet, a sheet, the
//! log (newest first, paged, filtered by character and command) and the
//! statistics. Each page opens the link first ([`super::share::open`]); a
//! link that does not open gets the same plain 404 as any unknown address.
//!
//! The board, the sheets and the log entries are the game's own embeds
//! (through [`crate::bot::game::Game`]), drawn as HTML by [`super::html`]:
//! a page shows what the Discord replies showed, never more.

use std::sync::Arc;

use axum::extract::{Path, RawQuery, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use maud::{html, Markup, PreEscaped};

use super::cache::{Drawing, Entry, Log};
use super::html::{self as page, Here, Shell};
use super::{share, stats, Web};
use crate::bot::game::Game;
use crate::bot::render::hidden;
use crate::engine::visibility::EnemyNumbers;
use crate::i18n::{tr, Arg, Lang};
use crate::session::{SessionError, Shown};

/// Log entries per page.
pub const PER_PAGE: usize = 10;

/// A page with the headers every page carries: no scripts, styles and
/// images from the page itself only, no referrer (the link is a secret),
/// no caching, no indexing.
fn respond(status: StatusCode, body: Markup) -> Response {
    let mut response = (status, body.into_string()).into_response();
    let headers = response.headers_mut();
    for (name, value) in [
        (header::CONTENT_TYPE, "text/html; charset=utf-8"),
        (
            header::CONTENT_SECURITY_POLICY,
            "default-src 'none'; style-src 'unsafe-inline'; img-src data:; \
             form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
        ),
        (header::REFERRER_POLICY, "no-referrer"),
        (header::CACHE_CONTROL, "no-store"),
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
    ] {
        headers.insert(name, HeaderValue::from_static(value));
    }
    headers.insert(
        header::HeaderName::from_static("x-robots-tag"),
        HeaderValue::from_static("noindex"),
    );
    response
}

/// The plain 404 page, in the server's default language.
pub(super) async fn not_found(State(web): State<Arc<Web>>) -> Response {
    missing(&web)
}

/// The plain 404 page, in the server's default language.
fn missing(web: &Web) -> Response {
    respond(
        StatusCode::NOT_FOUND,
        page::not_found(web.config.default_locale),
    )
}

/// A failure inside (the database): logged, and a bare 500 for the visitor.
fn internal(error: &dyn std::fmt::Display) -> Response {
    tracing::error!(error = %error, "a web page failed");
    StatusCode::INTERNAL_SERVER_ERROR.into_response()
}

/// 429 for a link asked for too often: `Retry-After` in whole seconds.
fn too_many(web: &Web, wait: std::time::Duration) -> Response {
    let mut response = respond(
        StatusCode::TOO_MANY_REQUESTS,
        page::too_many(web.config.default_locale),
    );
    let seconds = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
    response
        .headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from(seconds.max(1)));
    response
}

/// A campaign opened by its link.
struct Opened {
    /// The campaign's row id.
    campaign: i64,
    shown: Shown,
    game: &'static dyn Game,
    lang: Lang,
    expires: i64,
    game_name: String,
    /// When the campaign had been read: a page's render time runs from here.
    read_at: std::time::Instant,
}

/// Opens `token`'s campaign, or the response to give instead (404 for a
/// link that does not open, 500 for a database failure).
async fn open(web: &Web, token: &str) -> Result<Opened, Response> {
    let opened = match share::open(&web.session, token, crate::store::now()).await {
        Ok(Some(opened)) => opened,
        Ok(None) => return Err(missing(web)),
        Err(e) => return Err(internal(&e)),
    };
    if let Err(wait) = web.limit.take(token, std::time::Instant::now()) {
        return Err(too_many(web, wait));
    }
    let shown = match web.session.shown(opened.key).await {
        Ok(shown) => shown,
        Err(SessionError::NoCampaign) => return Err(missing(web)),
        Err(e) => return Err(internal(&e)),
    };
    let lang = shown.language.unwrap_or(web.config.default_locale);
    Ok(Opened {
        campaign: opened.campaign,
        game: crate::bot::game::games().get(shown.ruleset),
        game_name: crate::bot::game_name(lang, shown.ruleset),
        lang,
        expires: opened.expires,
        shown,
        read_at: std::time::Instant::now(),
    })
}

/// A page of an opened campaign; its render time (from the campaign's read
/// to the page, the log's read included) is measured.
fn shell_page(opened: &Opened, here: Here, title: &str, content: &Markup) -> Response {
    let shell = Shell {
        lang: opened.lang,
        title,
        game: &opened.game_name,
        here,
        expires: opened.expires,
    };
    let page = page::page(&shell, content);
    let name = match here {
        Here::Board => "board",
        Here::Sheet => "sheet",
        Here::Log => "log",
        Here::Stats => "stats",
    };
    super::metrics::page_rendered(name, opened.read_at.elapsed());
    respond(StatusCode::OK, page)
}

/// `GET /s/TOKEN/`: the board and the list of sheets.
pub(super) async fn board(State(web): State<Arc<Web>>, Path(token): Path<String>) -> Response {
    let opened = match open(&web, &token).await {
        Ok(opened) => opened,
        Err(response) => return response,
    };
    let lang = opened.lang;
    let (specs, roster) = match (
        // A share link is public: enemies' numbers as the channel sees them.
        hidden::showing(&opened.shown, || opened.game.board(&opened.shown, lang)),
        opened.game.characters(&opened.shown),
    ) {
        (Ok(specs), Ok(roster)) => (specs, roster),
        (Err(e), _) | (_, Err(e)) => return internal(&e),
    };
    let mut specs = specs;
    page::unmention(&mut specs, &tr(lang, "web-mention", &[]));
    let content = html! {
        section aria-labelledby="sheets" {
            h2 id="sheets" { (tr(lang, "web-sheets-heading", &[])) }
            @if roster.is_empty() {
                p { (tr(lang, "web-no-characters", &[])) }
            } @else {
                ul class="plain" {
                    @for (i, name) in roster.iter().enumerate() {
                        li { a href=(format!("sheet/{i}")) { (name) } }
                    }
                }
            }
        }
        (page::embeds(&specs, 2))
    };
    shell_page(
        &opened,
        Here::Board,
        &tr(lang, "web-board-title", &[]),
        &content,
    )
}

/// `GET /s/TOKEN/sheet/N`: the sheet of the roster's N-th character.
pub(super) async fn sheet(
    State(web): State<Arc<Web>>,
    Path((token, index)): Path<(String, String)>,
) -> Response {
    let opened = match open(&web, &token).await {
        Ok(opened) => opened,
        Err(response) => return response,
    };
    let roster = match opened.game.characters(&opened.shown) {
        Ok(roster) => roster,
        Err(e) => return internal(&e),
    };
    let Some(name) = index.parse::<usize>().ok().and_then(|i| roster.get(i)) else {
        return missing(&web);
    };
    let specs = match hidden::showing(&opened.shown, || {
        opened.game.sheet(&opened.shown, name, opened.lang)
    }) {
        Ok(specs) => specs,
        Err(e) => return internal(&e),
    };
    let mut specs = specs;
    page::unmention(&mut specs, &tr(opened.lang, "web-mention", &[]));
    let title = tr(
        opened.lang,
        "web-sheet-of",
        &[("name", Arg::from(name.as_str()))],
    );
    shell_page(&opened, Here::Sheet, &title, &page::embeds(&specs, 2))
}

/// The campaign's public log, from the cache (read whole only once).
async fn entries(web: &Web, opened: &Opened) -> Result<Arc<Log>, Response> {
    web.cache
        .log(&web.session, opened.campaign)
        .await
        .map_err(|e| internal(&e))
}

/// The log page's query: `page` (from 1), `who` (a character), `kind` (a
/// command).
#[derive(Debug, Default)]
pub(super) struct LogQuery {
    page: Option<String>,
    who: String,
    kind: String,
}

impl LogQuery {
    /// The query from the address's raw query; a parameter given twice is
    /// read at its first, and one that does not decode is left out (a page
    /// never answers a plain-text 400).
    fn read(raw: Option<&str>) -> LogQuery {
        let pairs: Vec<(String, String)> =
            serde_urlencoded::from_str(raw.unwrap_or_default()).unwrap_or_default();
        let first = |name: &str| {
            pairs
                .iter()
                .find(|(key, _)| key == name)
                .map(|(_, value)| value.clone())
        };
        LogQuery {
            page: first("page"),
            who: first("who").unwrap_or_default(),
            kind: first("kind").unwrap_or_default(),
        }
    }
}

/// The log page's address with `page`, keeping the filters.
fn log_href(page_number: usize, who: &str, kind: &str) -> String {
    let mut pairs = vec![("page", page_number.to_string())];
    if !who.is_empty() {
        pairs.push(("who", who.to_owned()));
    }
    if !kind.is_empty() {
        pairs.push(("kind", kind.to_owned()));
    }
    format!(
        "log?{}",
        serde_urlencoded::to_string(&pairs).unwrap_or_default()
    )
}

/// `GET /s/TOKEN/log`: the log, newest first, [`PER_PAGE`] entries a page.
pub(super) async fn log(
    State(web): State<Arc<Web>>,
    Path(token): Path<String>,
    RawQuery(raw): RawQuery,
) -> Response {
    let opened = match open(&web, &token).await {
        Ok(opened) => opened,
        Err(response) => return response,
    };
    let lang = opened.lang;
    let roster = match opened.game.characters(&opened.shown) {
        Ok(roster) => roster,
        Err(e) => return internal(&e),
    };
    let log = match entries(&web, &opened).await {
        Ok(log) => log,
        Err(response) => return response,
    };
    let LogQuery { page, who, kind } = LogQuery::read(raw.as_deref());
    let named = (!who.is_empty()).then(|| log.naming(&who));
    let newest_first: Box<dyn Iterator<Item = usize>> = match &named {
        Some(named) => Box::new(named.iter().rev().copied()),
        None => Box::new((0..log.entries.len()).rev()),
    };
    let shown: Vec<&Entry> = newest_first
        .map(|i| &*log.entries[i])
        .filter(|entry| kind.is_empty() || entry.command == kind)
        .collect();
    let pages = shown.len().div_ceil(PER_PAGE).max(1);
    let number = page
        .and_then(|p| p.parse::<usize>().ok())
        .unwrap_or(1)
        .clamp(1, pages);
    let t = |id: &str| tr(lang, id, &[]);
    let on_page: Vec<&Entry> = shown
        .iter()
        .skip((number - 1) * PER_PAGE)
        .take(PER_PAGE)
        .copied()
        .collect();
    let content = html! {
        (log_filter(lang, &roster, &log.kinds, &who, &kind))
        @if shown.is_empty() {
            p { (t("web-log-empty")) }
        }
        (log_entries(&opened, &roster, &on_page))
        (log_pager(lang, number, pages, &who, &kind))
    };
    shell_page(&opened, Here::Log, &t("web-log-title"), &content)
}

/// The log's filter: by character (`roster`) and by kind of command.
fn log_filter(lang: Lang, roster: &[String], kinds: &[String], who: &str, kind: &str) -> Markup {
    let t = |id: &str| tr(lang, id, &[]);
    html! {
        form method="get" action="log" aria-label=(t("web-log-filter")) {
            label {
                (t("web-log-character"))
                select name="who" {
                    option value="" { (t("web-log-everyone")) }
                    @for name in roster {
                        option value=(name) selected[*name == who] { (name) }
                    }
                }
            }
            label {
                (t("web-log-kind"))
                select name="kind" {
                    option value="" { (t("web-log-every-kind")) }
                    @for k in kinds {
                        option value=(k) selected[*k == kind] { (k) }
                    }
                }
            }
            button type="submit" { (t("web-log-apply")) }
        }
    }
}

/// One page of log entries, each drawn as its reply was (once: an entry
/// keeps its drawing).
fn log_entries(opened: &Opened, roster: &[String], entries: &[&Entry]) -> Markup {
    let lang = opened.lang;
    let drawing = Drawing {
        lang,
        enemies: opened.shown.enemies,
        roster: if opened.shown.enemies == EnemyNumbers::Shown {
            Vec::new()
        } else {
            roster.to_vec()
        },
    };
    let drawn: Vec<Arc<String>> = hidden::showing(&opened.shown, || {
        entries
            .iter()
            .map(|entry| {
                entry.drawn(&drawing, || {
                    opened
                        .game
                        .logged(&entry.events, lang)
                        .map(|specs| page::embeds(&specs, 3).into_string())
                        .unwrap_or_default()
                })
            })
            .collect()
    });
    html! {
        @for (entry, drawn) in entries.iter().zip(&drawn) {
            article class="entry" {
                h2 {
                    (tr(lang, "web-log-entry", &[
                        ("id", Arg::from(entry.number)),
                        ("command", Arg::from(entry.command.as_str())),
                        ("time", Arg::from(page::utc(entry.at))),
                    ]))
                }
                (PreEscaped(drawn.as_str()))
            }
        }
    }
}

/// The log's pager: newer and older pages, with the same filter.
fn log_pager(lang: Lang, number: usize, pages: usize, who: &str, kind: &str) -> Markup {
    let t = |id: &str| tr(lang, id, &[]);
    html! {
        nav class="pager" aria-label=(t("web-log-pages")) {
            @if number > 1 {
                a href=(log_href(number - 1, who, kind)) rel="prev" { (t("web-log-newer")) }
            }
            span { (tr(lang, "web-log-page", &[("page", Arg::from(number)), ("pages", Arg::from(pages))])) }
            @if number < pages {
                a href=(log_href(number + 1, who, kind)) rel="next" { (t("web-log-older")) }
            }
        }
    }
}

/// `GET /s/TOKEN/stats`: the charts.
pub(super) async fn stats(State(web): State<Arc<Web>>, Path(token): Path<String>) -> Response {
    let opened = match open(&web, &token).await {
        Ok(opened) => opened,
        Err(response) => return response,
    };
    let roster = match opened.game.characters(&opened.shown) {
        Ok(roster) => roster,
        Err(e) => return internal(&e),
    };
    let log = match entries(&web, &opened).await {
        Ok(log) => log,
        Err(response) => return response,
    };
    let lang = opened.lang;
    // Drawn once per change of the log or the campaign, in each language.
    let content = log.stats(opened.shown.version, lang, || {
        let numbers = stats::gather(
            opened.game,
            log.entries.iter().map(|entry| &entry.events),
            &roster,
        );
        stats::charts(&numbers, lang).into_string()
    });
    let title = tr(lang, "web-stats-title", &[]);
    shell_page(
        &opened,
        Here::Stats,
        &title,
        &PreEscaped(content.as_str().to_owned()),
    )
}
