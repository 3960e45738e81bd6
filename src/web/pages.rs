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

use axum::extract::{Path, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use maud::{html, Markup, PreEscaped};

use super::cache::Log;
use super::html::{self as page, Here, Shell};
use super::{share, stats, Web};
use crate::bot::game::Game;
use crate::bot::render::hidden;
use crate::i18n::{tr, Arg, Lang};
use crate::session::{SessionError, Shown};

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
pub(super) fn missing(web: &Web) -> Response {
    respond(
        StatusCode::NOT_FOUND,
        page::not_found(web.config.default_locale),
    )
}

/// A failure inside (the database): logged, and a bare 500 for the visitor.
pub(super) fn internal(error: &dyn std::fmt::Display) -> Response {
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
pub(super) struct Opened {
    /// The campaign's row id.
    pub campaign: i64,
    /// The campaign as read.
    pub shown: Shown,
    /// Its game.
    pub game: &'static dyn Game,
    /// The pages' language.
    pub lang: Lang,
    /// When the link stops working.
    pub expires: i64,
    /// The game's name in `lang`.
    pub game_name: String,
    /// The campaign's name, if one was kept.
    pub name: Option<String>,
    /// When the campaign had been read: a page's render time runs from here.
    pub read_at: std::time::Instant,
}

/// Opens `token`'s campaign, or the response to give instead (404 for a
/// link that does not open, 500 for a database failure).
pub(super) async fn open(web: &Web, token: &str) -> Result<Opened, Response> {
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
        name: opened.name,
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
pub(super) fn shell_page(opened: &Opened, here: Here, title: &str, content: &Markup) -> Response {
    shell_page_with(opened, here, title, content, None)
}

/// [`shell_page`] that reloads itself every `refresh` seconds (the live
/// board), when given.
pub(super) fn shell_page_with(
    opened: &Opened,
    here: Here,
    title: &str,
    content: &Markup,
    refresh: Option<u64>,
) -> Response {
    let shell = Shell {
        lang: opened.lang,
        title,
        game: &opened.game_name,
        campaign: opened.name.as_deref(),
        here,
        expires: opened.expires,
        refresh,
    };
    let page = page::page(&shell, content);
    let name = match here {
        Here::Board => "board",
        Here::Sheet => "sheet",
        Here::Log => "log",
        Here::Stats => "stats",
        Here::Recap => "recap",
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
        p class="live" {
            (tr(lang, "web-board-live", &[
                ("seconds", Arg::from(web.live_refresh)),
                ("time", Arg::from(page::utc_seconds(crate::store::now()))),
            ]))
        }
    };
    // The live board: it reloads itself during play, no script needed.
    shell_page_with(
        &opened,
        Here::Board,
        &tr(lang, "web-board-title", &[]),
        &content,
        Some(web.live_refresh),
    )
}

/// `GET /s/TOKEN/sheet/N`: the sheet of the roster's N-th character.
pub(super) async fn sheet(
    State(web): State<Arc<Web>>,
    Path((token, index)): Path<(String, String)>,
) -> Response {
    let (opened, roster, log) = match with_log(&web, &token).await {
        Ok(read) => read,
        Err(response) => return response,
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
    let content = html! {
        (page::embeds(&specs, 2))
        (stats::history(opened.game, &log, name, opened.lang))
    };
    shell_page(&opened, Here::Sheet, &title, &content)
}

/// Opens `token`'s campaign and reads its roster and its public log (from
/// the cache), or the response to give instead.
pub(super) async fn with_log(
    web: &Web,
    token: &str,
) -> Result<(Opened, Vec<String>, Arc<Log>), Response> {
    let opened = open(web, token).await?;
    let roster = opened
        .game
        .characters(&opened.shown)
        .map_err(|e| internal(&e))?;
    let log = entries(web, &opened).await?;
    Ok((opened, roster, log))
}

/// The campaign's public log, from the cache (read whole only once).
pub(super) async fn entries(web: &Web, opened: &Opened) -> Result<Arc<Log>, Response> {
    web.cache
        .log(&web.session, opened.campaign)
        .await
        .map_err(|e| internal(&e))
}

/// `GET /s/TOKEN/stats`: the charts.
pub(super) async fn stats(State(web): State<Arc<Web>>, Path(token): Path<String>) -> Response {
    let (opened, roster, log) = match with_log(&web, &token).await {
        Ok(read) => read,
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
