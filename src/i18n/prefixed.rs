//! The messages under a game's word prefixes (`f2d20-bot-skill-`, `item-`...):
//! their ids in the order the sources define them, and the look-up tables
//! built of them, once per list of prefixes in a process.
//!
//! A table of every message would parse every locale file and fold every
//! message's text: most of a one-shot command's time. A game's words are a
//! few hundred messages in a few files, found through the build's sorted
//! index of ids, so a process parses only those files.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use super::ftl_ids::defined_id;
use super::{EN_SOURCES, EN_SOURCES_INDEX};

/// A look-up table of messages: a word's identity to the ids that say it.
pub(super) type Table = HashMap<String, Vec<&'static str>>;

/// The English sources' message ids that start with one of `prefixes`, in
/// the sources' order (file by file, line by line), as [`super::raw_ids`]
/// lists them.
pub(super) fn ids_under(prefixes: &[&str]) -> Vec<&'static str> {
    let mut files: Vec<usize> = prefixes
        .iter()
        .flat_map(|&prefix| {
            let start = EN_SOURCES_INDEX.partition_point(|(id, _)| *id < prefix);
            EN_SOURCES_INDEX[start..]
                .iter()
                .take_while(move |(id, _)| id.starts_with(prefix))
                .map(|&(_, file)| file)
        })
        .collect();
    files.sort_unstable();
    files.dedup();
    files
        .iter()
        .filter_map(|&file| EN_SOURCES.get(file))
        .flat_map(|source| source.lines())
        .filter_map(defined_id)
        .filter(|id| prefixes.iter().any(|p| id.starts_with(p)))
        .collect()
}

/// Tables built once per list of prefixes.
pub(super) struct Tables(Mutex<Vec<(Vec<String>, Arc<Table>)>>);

impl Tables {
    /// No table yet.
    pub(super) const fn new() -> Tables {
        Tables(Mutex::new(Vec::new()))
    }

    /// The table of `prefixes`, built by `build` from their ids
    /// ([`ids_under`]) the first time it is asked for.
    pub(super) fn of(&self, prefixes: &[&str], build: fn(&[&'static str]) -> Table) -> Arc<Table> {
        // A panic while building leaves no half table behind: the lock's
        // data is only pushed to whole.
        let mut tables = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some((_, table)) = tables
            .iter()
            .find(|(key, _)| key.iter().map(String::as_str).eq(prefixes.iter().copied()))
        {
            return Arc::clone(table);
        }
        let table = Arc::new(build(&ids_under(prefixes)));
        tables.push((
            prefixes.iter().map(|&p| p.to_owned()).collect(),
            Arc::clone(&table),
        ));
        table
    }
}
