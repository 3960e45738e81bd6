//! Which session of play each log entry belongs to. The log records two
//! signs of a new session, and the pages read both:
//!
//! - a session begun in the game (an event of type `session_started`: a
//!   new session's Luck and the GM's pool), or the campaign's start
//!   (`campaign_started`);
//! - [`GAP`] or more of quiet since the entry before: the table broke off
//!   and met again.
//!
//! Sessions are numbered from 1, oldest first. An entry's session depends
//! only on the entries before it, so the log's cache works it out once, as
//! each entry is read.

use serde_json::Value;

/// The quiet that ends a session: three hours without a public entry.
pub const GAP: i64 = 3 * 3600;

/// The event types that begin a session.
const BEGINS: [&str; 2] = ["session_started", "campaign_started"];

/// Whether `events` (a log entry's) begin a session in the game.
#[must_use]
pub fn begins(events: &Value) -> bool {
    let begins_one = |event: &Value| {
        event["type"]
            .as_str()
            .is_some_and(|kind| BEGINS.contains(&kind))
    };
    match events {
        Value::Array(events) => events.iter().any(begins_one),
        event => begins_one(event),
    }
}

/// The session of an entry logged at `at` with `events`, after an entry
/// logged at `last.0` in session `last.1` (`None`: the first entry).
#[must_use]
pub fn session_of(last: Option<(i64, u32)>, at: i64, events: &Value) -> u32 {
    match last {
        None => 1,
        Some((before, session)) if at - before >= GAP || begins(events) => session + 1,
        Some((_, session)) => session,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_session_begins_in_the_game_or_after_a_long_quiet() {
        let plain = json!([{"type": "check"}]);
        assert_eq!(session_of(None, 100, &plain), 1);
        assert_eq!(session_of(Some((100, 1)), 100 + GAP - 1, &plain), 1);
        assert_eq!(session_of(Some((100, 1)), 100 + GAP, &plain), 2);
        let begun = json!([{"type": "session_started", "luck": []}]);
        assert_eq!(session_of(Some((100, 4)), 160, &begun), 5);
        assert!(!begins(&Value::Null));
    }
}
