//! The log page: every public entry, newest first, [`PER_PAGE`] a page,
//! grouped under its session's heading ([`super::sessions`]), filtered by
//! character, by kind of command and by words (a plain GET form, no
//! script), each entry's kind in words ([`super::words::kind`]) and the
//! characters it names in their colours. Everything comes from the log's
//! cache ([`super::cache`]): a page draws only entries never drawn before,
//! and a search reads each entry's drawing once per log change.
//!
//! [`Drawer`] draws an entry as its reply was, without the Discord
//! instructions it carried; the recap ([`super::recap`]) draws with it too.

use std::sync::Arc;

use axum::extract::{Path, RawQuery, State};
use axum::response::Response;
use maud::{html, Markup, PreEscaped};

use super::cache::{Drawing, Drawn, Entry, Log};
use super::html::{self as page, Here};
use super::pages::{self, Opened};
use super::{words, Web};
use crate::bot::game::Game;
use crate::bot::render::hidden;
use crate::engine::visibility::EnemyNumbers;
use crate::i18n::{tr, Arg, Lang};
use crate::session::Shown;

/// Log entries per page.
pub const PER_PAGE: usize = 10;

/// Draws a campaign's log entries as the channel sees them, once each.
pub struct Drawer<'a> {
    /// The campaign's game.
    pub game: &'static dyn Game,
    /// The campaign as read.
    pub shown: &'a Shown,
    /// How entries are drawn.
    pub drawing: Drawing,
}

impl<'a> Drawer<'a> {
    /// A drawer for `shown`'s campaign in `lang`, whose characters are
    /// `roster`.
    #[must_use]
    pub fn new(game: &'static dyn Game, shown: &'a Shown, lang: Lang, roster: &[String]) -> Self {
        Drawer {
            game,
            shown,
            drawing: Drawing {
                lang,
                enemies: shown.enemies,
                roster: if shown.enemies == EnemyNumbers::Shown {
                    Vec::new()
                } else {
                    roster.to_vec()
                },
            },
        }
    }

    /// `entry` drawn (as kept, else now): its reply's embeds without their
    /// instructions, as HTML (titles at heading level 4) and as one line.
    /// Runs inside [`Drawer::showing`].
    #[must_use]
    pub fn draw(&self, entry: &Entry) -> Arc<Drawn> {
        let lang = self.drawing.lang;
        entry.drawn(&self.drawing, || {
            let mut specs = self
                .game
                .logged(&entry.events, lang)
                .map(words::without_instructions_in)
                .unwrap_or_default();
            // "played by <@id>" reads "played by @" on a page.
            page::unmention(&mut specs, &tr(lang, "web-mention", &[]));
            Drawn::new(
                page::embeds(&specs, 4).into_string(),
                words::one_line(&specs),
                &words::kind(lang, &entry.command),
            )
        })
    }

    /// Runs `work` with enemies' numbers as the channel sees them.
    pub fn showing<R>(&self, work: impl FnOnce() -> R) -> R {
        hidden::showing(self.shown, work)
    }
}

/// The log page's query: `page` (from 1), `who` (a character), `kind` (a
/// command), `q` (words to find).
#[derive(Debug, Default)]
pub(super) struct LogQuery {
    page: Option<String>,
    who: String,
    kind: String,
    q: String,
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
            // Words to find: at most 100 characters, spaces collapsed.
            q: first("q")
                .unwrap_or_default()
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
                .chars()
                .take(100)
                .collect(),
        }
    }

    /// The log page's address at `page_number`, keeping the filters.
    fn href(&self, page_number: usize) -> String {
        let mut pairs = vec![("page", page_number.to_string())];
        for (name, value) in [("who", &self.who), ("kind", &self.kind), ("q", &self.q)] {
            if !value.is_empty() {
                pairs.push((name, value.clone()));
            }
        }
        format!(
            "log?{}",
            serde_urlencoded::to_string(&pairs).unwrap_or_default()
        )
    }
}

/// The entries (indexes) the query shows, newest first.
fn shown(log: &Log, drawer: &Drawer<'_>, query: &LogQuery) -> Vec<usize> {
    let named = (!query.who.is_empty()).then(|| log.naming(&query.who));
    let found = (!query.q.is_empty()).then(|| {
        drawer.showing(|| {
            log.matching(&drawer.drawing, &query.q.to_lowercase(), |entry| {
                drawer.draw(entry)
            })
        })
    });
    let newest_first: Box<dyn Iterator<Item = usize>> = match (&named, &found) {
        (Some(named), _) => Box::new(named.iter().rev().copied()),
        (None, Some(found)) => Box::new(found.iter().rev().copied()),
        (None, None) => Box::new((0..log.entries.len()).rev()),
    };
    newest_first
        .filter(|i| query.kind.is_empty() || log.entries[*i].command == query.kind)
        .filter(|i| found.as_ref().is_none_or(|f| f.binary_search(i).is_ok()))
        .collect()
}

/// `GET /s/TOKEN/log`: the log, newest first, [`PER_PAGE`] entries a page.
pub(super) async fn log(
    State(web): State<Arc<Web>>,
    Path(token): Path<String>,
    RawQuery(raw): RawQuery,
) -> Response {
    let (opened, roster, log) = match pages::with_log(&web, &token).await {
        Ok(read) => read,
        Err(response) => return response,
    };
    let lang = opened.lang;
    let query = LogQuery::read(raw.as_deref());
    let drawer = Drawer::new(opened.game, &opened.shown, lang, &roster);
    let shown = shown(&log, &drawer, &query);
    let pages_count = shown.len().div_ceil(PER_PAGE).max(1);
    let number = query
        .page
        .as_deref()
        .and_then(|p| p.parse::<usize>().ok())
        .unwrap_or(1)
        .clamp(1, pages_count);
    let on_page: Vec<&Entry> = shown
        .iter()
        .skip((number - 1) * PER_PAGE)
        .take(PER_PAGE)
        .map(|i| &*log.entries[*i])
        .collect();
    let t = |id: &str| tr(lang, id, &[]);
    let content = html! {
        (filter(lang, &roster, &log.kinds, &query))
        @if shown.is_empty() {
            p { (t("web-log-empty")) }
        }
        (grouped(&opened, &drawer, &log, &roster, &on_page))
        (pager(lang, number, pages_count, &query))
    };
    pages::shell_page(&opened, Here::Log, &t("web-log-title"), &content)
}

/// The log's filter: by character (`roster`), by kind of command and by
/// words.
fn filter(lang: Lang, roster: &[String], kinds: &[String], query: &LogQuery) -> Markup {
    let t = |id: &str| tr(lang, id, &[]);
    let mut kinds: Vec<(String, &String)> =
        kinds.iter().map(|k| (words::kind(lang, k), k)).collect();
    kinds.sort();
    html! {
        form method="get" action="log" aria-label=(t("web-log-filter")) {
            label {
                (t("web-log-character"))
                select name="who" {
                    option value="" { (t("web-log-everyone")) }
                    @for name in roster {
                        option value=(name) selected[*name == query.who] { (name) }
                    }
                }
            }
            label {
                (t("web-log-kind"))
                select name="kind" {
                    option value="" { (t("web-log-every-kind")) }
                    @for (word, k) in &kinds {
                        option value=(k) selected[**k == query.kind] { (word) }
                    }
                }
            }
            label {
                (t("web-log-search"))
                input type="search" name="q" value=(query.q) maxlength="100";
            }
            button type="submit" { (t("web-log-apply")) }
        }
    }
}

/// A character's name on its colour.
#[must_use]
pub fn chip(name: &str) -> Markup {
    html! {
        span class="who" style=(format!("background:{}", words::colour(name))) { (name) }
    }
}

/// The roster's characters `entry` names, in roster order.
pub(super) fn speakers<'r>(entry: &Entry, roster: &'r [String]) -> Vec<&'r String> {
    roster.iter().filter(|name| entry.names(name)).collect()
}

/// A session's entries on a page, each with its drawing.
type Group<'a> = (u32, Vec<(&'a Entry, &'a Arc<Drawn>)>);

/// One page of entries under their sessions' headings (a session that goes
/// on past the page shows its heading again on the next).
fn grouped(
    opened: &Opened,
    drawer: &Drawer<'_>,
    log: &Log,
    roster: &[String],
    entries: &[&Entry],
) -> Markup {
    let lang = opened.lang;
    let drawn: Vec<Arc<Drawn>> =
        drawer.showing(|| entries.iter().map(|entry| drawer.draw(entry)).collect());
    let mut groups: Vec<Group<'_>> = Vec::new();
    for (entry, drawn) in entries.iter().zip(&drawn) {
        match groups.last_mut() {
            Some((session, items)) if *session == entry.session => items.push((entry, drawn)),
            _ => groups.push((entry.session, vec![(entry, drawn)])),
        }
    }
    html! {
        @for (session, items) in &groups {
            section class="session" {
                h2 {
                    (session_heading(lang, log, *session))
                    " "
                    a href=(format!("recap/{session}")) class="recap" {
                        (tr(lang, "web-log-recap-link", &[]))
                    }
                }
                @for (entry, drawn) in items {
                    article class="entry" {
                        h3 {
                            (tr(lang, "web-log-entry", &[
                                ("id", Arg::from(entry.number)),
                                ("command", Arg::from(words::kind(lang, &entry.command))),
                                ("time", Arg::from(page::utc(entry.at))),
                            ]))
                        }
                        @let speakers = speakers(entry, roster);
                        @if !speakers.is_empty() {
                            p class="speakers" {
                                @for name in speakers { (chip(name)) " " }
                            }
                        }
                        (PreEscaped(drawn.html.as_str()))
                    }
                }
            }
        }
    }
}

/// A session's heading: its number and when it began.
#[must_use]
pub fn session_heading(lang: Lang, log: &Log, session: u32) -> String {
    let began = log
        .session(session as usize)
        .and_then(|range| log.entries.get(range.start))
        .map_or(0, |entry| entry.at);
    tr(
        lang,
        "web-log-session",
        &[
            ("n", Arg::from(session)),
            ("time", Arg::from(page::utc(began))),
        ],
    )
}

/// The log's pager: newer and older pages, with the same filter.
fn pager(lang: Lang, number: usize, pages_count: usize, query: &LogQuery) -> Markup {
    let t = |id: &str| tr(lang, id, &[]);
    html! {
        nav class="pager" aria-label=(t("web-log-pages")) {
            @if number > 1 {
                a href=(query.href(number - 1)) rel="prev" { (t("web-log-newer")) }
            }
            span { (tr(lang, "web-log-page", &[("page", Arg::from(number)), ("pages", Arg::from(pages_count))])) }
            @if number < pages_count {
                a href=(query.href(number + 1)) rel="next" { (t("web-log-older")) }
            }
        }
    }
}
