//! The campaigns a session parsed last, kept by the exact text they were
//! parsed from. A Discord command reads its campaign's state twice: once for
//! the acting-as rule (which unit the user plays, [`super::Session::campaign_as`]),
//! then in the writer's transaction, where the rules run. Parsing the state's
//! JSON was the larger part of both. The second read finds the first one's
//! campaign here and clones it instead.
//!
//! A command's change is kept too, as the parse of the text it was saved as,
//! so the next command on the channel parses nothing.
//!
//! A kept campaign is found only for the same channel, the same game and a
//! state text equal to the one it was parsed from, byte for byte: what it
//! gives is what parsing that text gives, whoever wrote the row meanwhile
//! (another process, an undo, an import). Nothing is ever invalidated, and
//! the database stays the only truth. What is kept is bounded by its texts'
//! size, [`KEPT_BYTES`] (a parsed campaign takes a few times its text).

use std::any::Any;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use super::CampaignKey;
use crate::store::CampaignRow;

/// How many bytes of state text the kept campaigns may hold together: 16 MiB,
/// the last states of some 1,600 channels with a few characters each, or of
/// about 80 large Fallout 2d20 campaigns with their homebrew.
pub(super) const KEPT_BYTES: usize = 16 << 20;

/// One channel's last parse.
struct Kept {
    ruleset: String,
    state: String,
    campaign: Arc<dyn Any + Send + Sync>,
}

/// The last parse of each channel's campaign, within [`KEPT_BYTES`].
#[derive(Default)]
pub(super) struct Parsed {
    kept: Mutex<Shelf>,
}

/// The kept campaigns by channel, and their texts' size together.
#[derive(Default)]
struct Shelf {
    by_key: HashMap<CampaignKey, Kept>,
    bytes: usize,
}

impl Parsed {
    /// What `parse` makes of `row`, shared: the kept one when the same text
    /// of the same game was parsed to a `T` before, else parsed now and kept.
    pub(super) fn shared<T: Any + Send + Sync, E>(
        &self,
        key: CampaignKey,
        row: &CampaignRow,
        parse: impl FnOnce(&CampaignRow) -> Result<T, E>,
    ) -> Result<Arc<T>, E> {
        if let Some(campaign) = self.find::<T>(key, row) {
            return Ok(campaign);
        }
        let campaign = Arc::new(parse(row)?);
        let shared = Arc::clone(&campaign) as Arc<dyn Any + Send + Sync>;
        self.keep(key, &row.ruleset, row.state.clone(), shared);
        Ok(campaign)
    }

    /// What `parse` makes of `row`, to change: a copy of the kept one when
    /// the same text of the same game was parsed to a `T` before, else parsed
    /// now (and not kept: the change about to be made leaves that text
    /// behind).
    pub(super) fn owned<T: Any + Send + Sync + Clone, E>(
        &self,
        key: CampaignKey,
        row: &CampaignRow,
        parse: impl FnOnce(&CampaignRow) -> Result<T, E>,
    ) -> Result<T, E> {
        match self.find::<T>(key, row) {
            Some(campaign) => Ok(T::clone(&campaign)),
            None => parse(row),
        }
    }

    /// Keeps `campaign` as the parse of `state`, the text it was just
    /// written as (serialized from it), so the next read of that text finds
    /// it. A written text reads back as the campaign it was written from;
    /// debug builds (every test) check that with `parse`.
    pub(super) fn keep_written<T, E>(
        &self,
        key: CampaignKey,
        row: CampaignRow,
        campaign: T,
        parse: impl FnOnce(&CampaignRow) -> Result<T, E>,
    ) where
        T: Any + Send + Sync + PartialEq + std::fmt::Debug,
        E: std::fmt::Debug,
    {
        if cfg!(debug_assertions) {
            let again = parse(&row).expect("a written state reads back");
            assert_eq!(again, campaign, "a written state reads back as it was");
        }
        self.keep(key, &row.ruleset, row.state, Arc::new(campaign));
    }

    fn find<T: Any + Send + Sync>(&self, key: CampaignKey, row: &CampaignRow) -> Option<Arc<T>> {
        let kept = self.lock();
        let found = kept.by_key.get(&key)?;
        if found.ruleset != row.ruleset || found.state != row.state {
            return None;
        }
        Arc::clone(&found.campaign).downcast::<T>().ok()
    }

    fn keep(
        &self,
        key: CampaignKey,
        ruleset: &str,
        state: String,
        campaign: Arc<dyn Any + Send + Sync>,
    ) {
        let bytes = state.len();
        if bytes > KEPT_BYTES {
            return;
        }
        let mut kept = self.lock();
        if let Some(old) = kept.by_key.remove(&key) {
            kept.bytes -= old.state.len();
        }
        while kept.bytes + bytes > KEPT_BYTES {
            // Any one goes: a channel in play is parsed again at its next read.
            let Some(other) = kept.by_key.keys().next().copied() else {
                break;
            };
            let gone = kept.by_key.remove(&other).map_or(0, |k| k.state.len());
            kept.bytes -= gone;
        }
        kept.bytes += bytes;
        kept.by_key.insert(
            key,
            Kept {
                ruleset: ruleset.to_owned(),
                state,
                campaign,
            },
        );
    }

    /// The shelf; every change to it is one call, so a panic elsewhere while
    /// it was held left it whole and a poisoned lock is taken as is.
    fn lock(&self) -> std::sync::MutexGuard<'_, Shelf> {
        self.kept
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    /// A stand-in for a game's campaign: the number its state holds.
    #[derive(Debug, Clone, PartialEq)]
    struct Count(u32);

    fn row(ruleset: &str, state: &str) -> CampaignRow {
        CampaignRow {
            id: 1,
            state: state.to_owned(),
            version: 1,
            ruleset: ruleset.to_owned(),
        }
    }

    fn key(channel_id: i64) -> CampaignKey {
        CampaignKey {
            guild_id: 1,
            channel_id,
        }
    }

    /// A parse that counts its calls.
    fn counting(calls: &Cell<u32>) -> impl Fn(&CampaignRow) -> Result<Count, String> + '_ {
        move |row| {
            calls.set(calls.get() + 1);
            row.state.parse().map(Count).map_err(|_| row.state.clone())
        }
    }

    #[test]
    fn a_kept_parse_is_given_again_for_the_same_text_of_the_same_game_only() {
        let parsed = Parsed::default();
        let calls = Cell::new(0);
        let three = row("a", "3");
        let a = parsed.shared(key(1), &three, counting(&calls)).unwrap();
        let b = parsed.shared(key(1), &three, counting(&calls)).unwrap();
        assert!(Arc::ptr_eq(&a, &b));
        assert_eq!(parsed.owned(key(1), &three, counting(&calls)), Ok(Count(3)));
        assert_eq!(calls.get(), 1, "one parse for three reads of one text");
        // Another text on the channel (a write, whoever made it) is parsed.
        let five = row("a", "5");
        assert_eq!(
            *parsed.shared(key(1), &five, counting(&calls)).unwrap(),
            Count(5)
        );
        // So is the same text of another game, and on another channel.
        assert_eq!(
            *parsed
                .shared(key(1), &row("b", "5"), counting(&calls))
                .unwrap(),
            Count(5)
        );
        assert_eq!(
            *parsed
                .shared(key(2), &row("b", "5"), counting(&calls))
                .unwrap(),
            Count(5)
        );
        assert_eq!(calls.get(), 4);
        // A parse to another type is never answered with this one.
        let other: Result<Arc<u64>, String> = parsed.shared(key(2), &row("b", "5"), |_| Ok(7));
        assert_eq!(*other.unwrap(), 7);
    }

    #[test]
    fn a_written_campaign_is_found_by_its_text_without_a_parse() {
        let parsed = Parsed::default();
        let calls = Cell::new(0);
        parsed.keep_written(key(1), row("a", "8"), Count(8), counting(&calls));
        assert_eq!(calls.get(), 1, "debug builds read the text back once");
        let kept = parsed
            .shared(key(1), &row("a", "8"), counting(&calls))
            .unwrap();
        assert_eq!((&*kept, calls.get()), (&Count(8), 1));
        assert_eq!(
            parsed.owned(key(1), &row("a", "8"), counting(&calls)),
            Ok(Count(8))
        );
        assert_eq!(calls.get(), 1);
    }

    #[test]
    #[should_panic(expected = "a written state reads back as it was")]
    fn a_written_text_that_reads_back_otherwise_is_caught_in_debug_builds() {
        let parsed = Parsed::default();
        let calls = Cell::new(0);
        parsed.keep_written(key(1), row("a", "8"), Count(9), counting(&calls));
    }

    #[test]
    fn a_refused_parse_keeps_nothing_and_is_refused_again() {
        let parsed = Parsed::default();
        let calls = Cell::new(0);
        let bad = row("a", "three");
        for _ in 0..2 {
            let refused = parsed.shared(key(1), &bad, counting(&calls));
            assert_eq!(refused.unwrap_err(), "three");
        }
        assert_eq!(calls.get(), 2);
        assert!(parsed.lock().by_key.is_empty());
    }

    #[test]
    fn a_parse_to_change_is_not_kept_and_the_kept_texts_are_bounded() {
        let parsed = Parsed::default();
        let calls = Cell::new(0);
        let three = row("a", "3");
        assert_eq!(parsed.owned(key(1), &three, counting(&calls)), Ok(Count(3)));
        assert!(parsed.lock().by_key.is_empty());
        // A quarter of the budget and a byte: three fit, the fourth pushes one out.
        let big = "7".repeat(KEPT_BYTES / 4 + 1);
        let one = |_: &CampaignRow| Ok::<_, String>(Count(1));
        for channel in 0..4 {
            parsed.shared(key(channel), &row("a", &big), one).unwrap();
        }
        let shelf = parsed.lock();
        assert_eq!((shelf.by_key.len(), shelf.bytes), (3, 3 * big.len()));
        drop(shelf);
        // Kept again on its channel, a text replaces the one before.
        parsed
            .shared(key(3), &row("a", "3"), counting(&calls))
            .unwrap();
        assert_eq!(parsed.lock().bytes, 2 * big.len() + 1);
        // A text larger than the whole budget is not kept.
        let huge = "7".repeat(KEPT_BYTES + 1);
        parsed.shared(key(9), &row("a", &huge), one).unwrap();
        assert!(!parsed.lock().by_key.contains_key(&key(9)));
    }
}
