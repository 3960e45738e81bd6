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

use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use maud::{html, Markup};
use serde::Deserialize;
use serde_json::Value;

use super::html::{self as page, Here, Shell};
use super::{share, stats, Web};
use crate::bot::game::Game;
use crate::bot::render::hidden;
use crate::i18n::{tr, Arg, Lang};
use crate::session::{SessionError, Shown};

/// Log entries per page.
pub const PER_PAGE: usize = 10;

/// The most log entries a page reads (the newest).
const MAX_LOG: i64 = 5000;

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

/// A campaign opened by its link.
struct Opened {
    key: crate::session::CampaignKey,
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
    let shown = match web.session.shown(opened.key).await {
        Ok(shown) => shown,
        Err(SessionError::NoCampaign) => return Err(missing(web)),
        Err(e) => return Err(internal(&e)),
    };
    let lang = shown.language.unwrap_or(web.config.default_locale);
    Ok(Opened {
        key: opened.key,
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
    let title = tr(
        opened.lang,
        "web-sheet-of",
        &[("name", Arg::from(name.as_str()))],
    );
    shell_page(&opened, Here::Sheet, &title, &page::embeds(&specs, 2))
}

/// One log entry as read: (id, command, events, unix time).
type Entry = (i64, String, Value, i64);

/// The campaign's newest [`MAX_LOG`] log entries, oldest first.
async fn entries(web: &Web, opened: &Opened) -> Result<Vec<Entry>, Response> {
    let read = async {
        let mut conn = web.session.store().read().await?;
        let key = opened.shown_key();
        let Some(id) = conn.db().campaign_id(key.0, key.1).await? else {
            return Ok(Vec::new());
        };
        // A share link is anyone's: secret rolls and blind checks stay out.
        conn.db().recent_log_seen(id, MAX_LOG, false).await
    };
    let rows = read.await.map_err(|e: sqlx::Error| internal(&e))?;
    Ok(rows
        .into_iter()
        .map(
            |(_id, _actor, command, _json, events, at, _secret, number)| {
                let events = serde_json::from_str(&events).unwrap_or(Value::Null);
                // Its number in the campaign's public log, not the row's id
                // (which counts every campaign's entries and the secret ones).
                (number.unwrap_or_default(), command, events, at)
            },
        )
        .collect())
}

impl Opened {
    /// The campaign's guild and channel.
    fn shown_key(&self) -> (i64, i64) {
        (self.key.guild_id, self.key.channel_id)
    }
}

/// Whether `value` holds, anywhere, a string that is `name` (by the name
/// identity).
fn names(value: &Value, name: &str) -> bool {
    match value {
        Value::String(s) => crate::engine::name::same(s, name),
        Value::Array(items) => items.iter().any(|v| names(v, name)),
        Value::Object(object) => object.values().any(|v| names(v, name)),
        _ => false,
    }
}

/// The log page's query: `page` (from 1), `who` (a character), `kind` (a
/// command).
#[derive(Debug, Default, Deserialize)]
pub(super) struct LogQuery {
    page: Option<String>,
    who: Option<String>,
    kind: Option<String>,
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
    Query(query): Query<LogQuery>,
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
    let all = match entries(&web, &opened).await {
        Ok(all) => all,
        Err(response) => return response,
    };
    let mut kinds: Vec<&str> = all
        .iter()
        .map(|(_, command, _, _)| command.as_str())
        .collect();
    kinds.sort_unstable();
    kinds.dedup();
    let who = query.who.unwrap_or_default();
    let kind = query.kind.unwrap_or_default();
    let shown: Vec<&Entry> = all
        .iter()
        .rev()
        .filter(|(_, command, _, _)| kind.is_empty() || *command == kind)
        .filter(|(_, _, events, _)| who.is_empty() || names(events, &who))
        .collect();
    let pages = shown.len().div_ceil(PER_PAGE).max(1);
    let number = query
        .page
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
        (log_filter(lang, &roster, &kinds, &who, &kind))
        @if shown.is_empty() {
            p { (t("web-log-empty")) }
        }
        (log_entries(&opened, &on_page))
        (log_pager(lang, number, pages, &who, &kind))
    };
    shell_page(&opened, Here::Log, &t("web-log-title"), &content)
}

/// The log's filter: by character (`roster`) and by kind of command.
fn log_filter(lang: Lang, roster: &[String], kinds: &[&str], who: &str, kind: &str) -> Markup {
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

/// One page of log entries, each drawn as its reply was.
fn log_entries(opened: &Opened, entries: &[&Entry]) -> Markup {
    let lang = opened.lang;
    html! {
        @for (id, command, events, at) in entries.iter().copied() {
            article class="entry" {
                h2 {
                    (tr(lang, "web-log-entry", &[
                        ("id", Arg::from(*id)),
                        ("command", Arg::from(command.as_str())),
                        ("time", Arg::from(page::utc(*at))),
                    ]))
                }
                @if let Some(specs) = hidden::showing(&opened.shown, || opened.game.logged(events, lang)) {
                    (page::embeds(&specs, 3))
                }
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
    let all = match entries(&web, &opened).await {
        Ok(all) => all,
        Err(response) => return response,
    };
    let numbers = stats::gather(
        opened.game,
        all.iter().map(|(_, _, events, _)| events),
        &roster,
    );
    let title = tr(opened.lang, "web-stats-title", &[]);
    shell_page(
        &opened,
        Here::Stats,
        &title,
        &stats::charts(&numbers, opened.lang),
    )
}
