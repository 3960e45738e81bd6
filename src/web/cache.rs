//! The pages' cache of each campaign's public log, so a log or statistics
//! page costs the same at any campaign size.
//!
//! A campaign's log is read whole once; after that each request reads only
//! the public log's mark (the newest public entry's id and number, one index
//! lookup) and, when it moved, the rows added since. A mark that moved in
//! any other way (an entry marked secret, the log cleared) reads the log
//! whole again. What a page derives from the whole log is kept beside it
//! until the mark moves: the entries naming a character and the statistics
//! page's charts (keyed by the campaign's version and language, which the
//! roster and the words follow). Each entry keeps its own drawing (by
//! language and enemy-numbers setting), so a log page draws only entries
//! never drawn before.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use serde_json::Value;

use crate::i18n::Lang;
use crate::session::Session;

/// The most campaigns kept; the one used longest ago goes first.
const CAMPAIGNS: usize = 64;
/// The most character filters kept per campaign.
const FILTERS: usize = 64;

/// One public log entry as the pages read it.
#[derive(Debug)]
pub struct Entry {
    /// The row's id (the order of the log).
    pub id: i64,
    /// Its number in the campaign's public log (1, 2, 3 ...).
    pub number: i64,
    /// The command's name.
    pub command: String,
    /// The logged events (`null` when they do not read as JSON).
    pub events: Value,
    /// Unix seconds.
    pub at: i64,
    /// The session it belongs to (1, 2, 3 ...: [`super::sessions`]).
    pub session: u32,
    /// The entry as drawn, by how it was drawn.
    drawn: Mutex<Vec<(Drawing, Arc<Drawn>)>>,
}

/// An entry as drawn once: its HTML, the same as one plain line (for the
/// recap and its exports), and that line folded for the search.
#[derive(Debug, Default)]
pub struct Drawn {
    /// The reply's embeds as HTML.
    pub html: String,
    /// The reply as one plain line.
    pub line: String,
    /// The line and `also` (the kind's word, the names), lower case: the
    /// search compares folded text.
    pub folded: String,
}

impl Drawn {
    /// A drawing of `html` and `line`, searched for with `also`.
    #[must_use]
    pub fn new(html: String, line: String, also: &str) -> Drawn {
        let folded = format!("{line} {also}").to_lowercase();
        Drawn { html, line, folded }
    }
}

/// How an entry is drawn: in a language, with enemies' numbers as the
/// channel sees them (and, when they are hidden, the characters whose
/// numbers stay shown).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Drawing {
    /// The page's language.
    pub lang: Lang,
    /// The campaign's enemy-numbers setting.
    pub enemies: crate::engine::visibility::EnemyNumbers,
    /// The roster, when numbers are not all shown (else empty).
    pub roster: Vec<String>,
}

/// The most drawings kept per entry.
const DRAWINGS: usize = 4;

impl Entry {
    /// An entry not drawn yet, of the first session.
    #[must_use]
    pub fn new(id: i64, number: i64, command: String, events: Value, at: i64) -> Entry {
        Entry {
            id,
            number,
            command,
            events,
            at,
            session: 1,
            drawn: Mutex::new(Vec::new()),
        }
    }

    /// Whether the entry's events name `who` (by the name identity).
    #[must_use]
    pub fn names(&self, who: &str) -> bool {
        names(&self.events, who)
    }

    /// The entry drawn as `drawing` says: as kept, else by `draw` and kept.
    pub fn drawn(&self, drawing: &Drawing, draw: impl FnOnce() -> Drawn) -> Arc<Drawn> {
        if let Some((_, kept)) = lock(&self.drawn).iter().find(|(d, _)| d == drawing) {
            return Arc::clone(kept);
        }
        let html = Arc::new(draw());
        let mut drawn = lock(&self.drawn);
        if drawn.len() >= DRAWINGS {
            drawn.remove(0);
        }
        drawn.push((drawing.clone(), Arc::clone(&html)));
        html
    }
}

/// A campaign's public log at one mark, and what was derived from it.
#[derive(Debug, Default)]
pub struct Log {
    /// The newest public entry's (id, number); `None` for an empty log.
    pub mark: Option<(i64, i64)>,
    /// Every public entry, oldest first.
    pub entries: Vec<Arc<Entry>>,
    /// The commands that occur, sorted, once each.
    pub kinds: Vec<String>,
    /// Each session's entries (indexes into `entries`), oldest first: the
    /// n-th session is `sessions[n - 1]`.
    pub sessions: Vec<std::ops::Range<usize>>,
    /// The entries (indexes) a search found, by how they were drawn and
    /// the folded words searched for.
    found: Mutex<Vec<(Search, Arc<Vec<usize>>)>>,
    /// The entries (indexes into `entries`) whose events name a character.
    named: Mutex<HashMap<String, Arc<Vec<usize>>>>,
    /// The statistics page's content by (version, language).
    stats: Mutex<HashMap<(i64, Lang), Arc<String>>>,
}

/// A search: how the entries were drawn and the folded words.
type Search = (Drawing, String);

impl Log {
    fn new(mark: Option<(i64, i64)>, entries: Vec<Arc<Entry>>) -> Log {
        let mut kinds: Vec<String> = entries.iter().map(|e| e.command.clone()).collect();
        kinds.sort_unstable();
        kinds.dedup();
        let mut sessions: Vec<std::ops::Range<usize>> = Vec::new();
        for (i, entry) in entries.iter().enumerate() {
            match sessions.last_mut() {
                Some(last) if entries[last.start].session == entry.session => last.end = i + 1,
                _ => sessions.push(i..i + 1),
            }
        }
        Log {
            mark,
            entries,
            kinds,
            sessions,
            ..Log::default()
        }
    }

    /// The session of number `n` (from 1), if the log has it.
    #[must_use]
    pub fn session(&self, n: usize) -> Option<std::ops::Range<usize>> {
        n.checked_sub(1).and_then(|i| self.sessions.get(i)).cloned()
    }

    /// The indexes of the entries whose drawing (as `drawing` says, by
    /// `draw`) holds `words` (folded), oldest first; worked out once per log
    /// mark, drawing, and words.
    pub fn matching(
        &self,
        drawing: &Drawing,
        words: &str,
        draw: impl Fn(&Entry) -> Arc<Drawn>,
    ) -> Arc<Vec<usize>> {
        let key = (drawing.clone(), words.to_owned());
        if let Some((_, found)) = lock(&self.found).iter().find(|(k, _)| *k == key) {
            return Arc::clone(found);
        }
        let found: Arc<Vec<usize>> = Arc::new(
            self.entries
                .iter()
                .enumerate()
                .filter(|(_, entry)| draw(entry).folded.contains(words))
                .map(|(i, _)| i)
                .collect(),
        );
        let mut kept = lock(&self.found);
        if kept.len() >= FILTERS {
            kept.remove(0);
        }
        kept.push((key, Arc::clone(&found)));
        found
    }

    /// The indexes of the entries whose events name `who` (by the name
    /// identity), oldest first; worked out once per log mark.
    pub fn naming(&self, who: &str) -> Arc<Vec<usize>> {
        let key = crate::engine::name::key(who);
        if let Some(found) = lock(&self.named).get(&key) {
            return Arc::clone(found);
        }
        let found: Arc<Vec<usize>> = Arc::new(
            self.entries
                .iter()
                .enumerate()
                .filter(|(_, e)| names(&e.events, who))
                .map(|(i, _)| i)
                .collect(),
        );
        let mut named = lock(&self.named);
        if named.len() >= FILTERS {
            named.clear();
        }
        named.insert(key, Arc::clone(&found));
        found
    }

    /// The statistics page's content for the campaign at `version` in
    /// `lang`: as kept, else drawn by `draw` and kept.
    pub fn stats(&self, version: i64, lang: Lang, draw: impl FnOnce() -> String) -> Arc<String> {
        if let Some(kept) = lock(&self.stats).get(&(version, lang)) {
            return Arc::clone(kept);
        }
        let drawn = Arc::new(draw());
        let mut stats = lock(&self.stats);
        // Only the newest version is asked for again.
        stats.retain(|(v, _), _| *v >= version);
        stats.insert((version, lang), Arc::clone(&drawn));
        drawn
    }
}

/// A lock's guard; a poisoned lock is used as it is (a cache holds nothing
/// a panic could leave half-written: entries are replaced whole).
fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
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

/// The logs of the campaigns whose pages were asked for.
#[derive(Debug, Default)]
pub struct Cache {
    /// By campaign row id: the log and when it was last used (a counter).
    logs: Mutex<HashMap<i64, (Arc<Log>, u64)>>,
    clock: std::sync::atomic::AtomicU64,
}

impl Cache {
    /// Campaign `campaign`'s public log as it is now: the kept one when its
    /// mark has not moved, else the kept one with the rows added since, else
    /// read whole.
    pub async fn log(&self, session: &Session, campaign: i64) -> Result<Arc<Log>, sqlx::Error> {
        let mut conn = session.store().read().await?;
        let mark = conn.db().public_log_mark(campaign).await?;
        let kept = self.kept(campaign);
        if let Some(kept) = &kept {
            if kept.mark == mark {
                return Ok(Arc::clone(kept));
            }
        }
        let Some((newest, count)) = mark else {
            return Ok(self.keep(campaign, Log::default()));
        };
        if let Some(kept) = kept {
            let (after, had) = kept.mark.unwrap_or((i64::MIN, 0));
            let rows = conn
                .db()
                .public_log_between(campaign, after, newest)
                .await?;
            if usize::try_from(count - had).ok() == Some(rows.len()) {
                let mut entries = kept.entries.clone();
                let added = self::entries(entries.last().map(|e| &**e), rows);
                entries.extend(added);
                return Ok(self.keep(campaign, Log::new(mark, entries)));
            }
        }
        let rows = conn
            .db()
            .public_log_between(campaign, i64::MIN, newest)
            .await?;
        Ok(self.keep(campaign, Log::new(mark, entries(None, rows))))
    }

    fn tick(&self) -> u64 {
        self.clock
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed)
    }

    fn kept(&self, campaign: i64) -> Option<Arc<Log>> {
        let now = self.tick();
        lock(&self.logs).get_mut(&campaign).map(|(log, used)| {
            *used = now;
            Arc::clone(log)
        })
    }

    fn keep(&self, campaign: i64, log: Log) -> Arc<Log> {
        let log = Arc::new(log);
        let now = self.tick();
        let mut logs = lock(&self.logs);
        if logs.len() >= CAMPAIGNS && !logs.contains_key(&campaign) {
            if let Some(oldest) = logs
                .iter()
                .min_by_key(|(_, (_, used))| *used)
                .map(|(k, _)| *k)
            {
                logs.remove(&oldest);
            }
        }
        logs.insert(campaign, (Arc::clone(&log), now));
        log
    }
}

/// Rows as entries after `before` (the newest entry kept, if any), each in
/// its session; events that do not read as JSON are `null`.
fn entries(before: Option<&Entry>, rows: Vec<crate::store::web::PublicLogRow>) -> Vec<Arc<Entry>> {
    let mut last: Option<(i64, u32)> = before.map(|e| (e.at, e.session));
    rows.into_iter()
        .map(|(id, command, events, at, number)| {
            let events = serde_json::from_str(&events).unwrap_or(Value::Null);
            let mut entry = Entry::new(id, number, command, events, at);
            entry.session = super::sessions::session_of(last, at, &entry.events);
            last = Some((at, entry.session));
            Arc::new(entry)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_filter_is_worked_out_once_and_names_by_identity() {
        let entries = vec![
            Arc::new(Entry::new(
                1,
                1,
                "check".into(),
                serde_json::json!([{"name": "Mira"}]),
                0,
            )),
            Arc::new(Entry::new(
                3,
                2,
                "hurt".into(),
                serde_json::json!({"target": {"name": "Bo"}}),
                0,
            )),
        ];
        let log = Log::new(Some((3, 2)), entries);
        assert_eq!(log.kinds, vec!["check".to_owned(), "hurt".to_owned()]);
        assert_eq!(*log.naming("mira"), vec![0]);
        assert_eq!(*log.naming("Bo"), vec![1]);
        assert_eq!(*log.naming("Nobody"), Vec::<usize>::new());
        assert_eq!(lock(&log.named).len(), 3);
        let mut drawn = 0;
        for _ in 0..3 {
            let page = log.stats(7, Lang::EnUs, || {
                drawn += 1;
                "charts".to_owned()
            });
            assert_eq!(*page, "charts");
        }
        assert_eq!(drawn, 1);
        let english = Drawing {
            lang: Lang::EnUs,
            enemies: crate::engine::visibility::EnemyNumbers::Shown,
            roster: Vec::new(),
        };
        let chinese = Drawing {
            lang: Lang::ZhCn,
            ..english.clone()
        };
        let entry = &log.entries[0];
        let draw = |html: &str| Drawn::new(html.into(), String::new(), "");
        assert_eq!(entry.drawn(&english, || draw("en")).html, "en");
        assert_eq!(entry.drawn(&chinese, || draw("zh")).html, "zh");
        assert_eq!(entry.drawn(&english, || draw("again")).html, "en");
    }
}
