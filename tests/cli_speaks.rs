//! Every game speaks in full on the command line: each command of the worked
//! sessions in `docs/players/` (every game's), run through the binary in
//! English and in Chinese, answers with a message that says what happened (the
//! game's own sentences, or its reply as its embeds say it; never a
//! placeholder), and every field lifted to the top level of the JSON has the
//! value that field has wherever it stands in the events.

use std::path::Path;
use std::process::{Command, Stdio};

use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_overseer");

/// The envelope's own fields, which are not lifted from the events.
const ENVELOPE: [&str; 9] = [
    "ok", "command", "ruleset", "message", "version", "events", "roll_id", "accepted", "hint",
];

/// The `overseer cli ...` lines of a player's guide, as words after `cli`
/// with their `--db` option left out (the test gives its own).
fn session_of(guide: &str) -> Vec<Vec<String>> {
    let text = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("docs/players")
            .join(guide),
    )
    .expect("a player's guide");
    let mut lines = Vec::new();
    for line in text.lines() {
        let Some(rest) = line.trim().strip_prefix("overseer cli ") else {
            continue;
        };
        let rest = rest.split("   #").next().unwrap_or(rest);
        let words = overseer::cli::tokenize::tokenize(rest).expect("a docs line tokenizes");
        let mut kept = Vec::new();
        let mut skip = false;
        for word in words {
            if skip {
                skip = false;
            } else if word == "--db" {
                skip = true;
            } else {
                kept.push(word);
            }
        }
        lines.push(kept);
    }
    assert!(lines.len() >= 5, "{guide}: {} lines", lines.len());
    lines
}

/// Every scalar of `value` at any depth (objects, not lists), by name.
fn scalars<'v>(value: &'v Value, out: &mut Vec<(&'v str, &'v Value)>) {
    if let Value::Object(fields) = value {
        for (name, v) in fields {
            match v {
                Value::Object(_) => scalars(v, out),
                Value::Array(_) | Value::Null => {}
                scalar => out.push((name, scalar)),
            }
        }
    }
}

/// What is wrong with one reply: a placeholder message, or a top-level field
/// that disagrees with a field of the same name in the events.
fn faults(reply: &Value) -> Vec<String> {
    let mut out = Vec::new();
    let message = reply["message"].as_str().unwrap_or_default();
    if message.is_empty()
        || message.contains("the numbers are in the fields")
        || message.contains("数值见各字段")
    {
        out.push(format!("placeholder message: {message:?}"));
    }
    let Some(events) = reply["events"].as_array() else {
        return out;
    };
    let mut inner = Vec::new();
    for event in events {
        scalars(event, &mut inner);
    }
    let Value::Object(top) = reply else {
        return out;
    };
    for (name, value) in top {
        if ENVELOPE.contains(&name.as_str()) || !value.is_number() && !value.is_string() {
            continue;
        }
        for (inner_name, inner_value) in &inner {
            if inner_name == name && *inner_value != value {
                out.push(format!(
                    "top-level {name} = {value} but an event has {inner_value}"
                ));
            }
        }
    }
    out
}

/// Runs one guide's session on a fresh database in `lang`; every fault found.
fn play(guide: &str, lang: &str) -> Vec<String> {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("game.db");
    let mut found = Vec::new();
    let mut replies = 0;
    for words in session_of(guide) {
        let out = Command::new(BIN)
            .arg("cli")
            .arg("--db")
            .arg(&db)
            .args(["--lang", lang])
            .args(&words)
            .env_remove("DATABASE_URL")
            .env_remove("DEFAULT_LOCALE")
            .stdin(Stdio::null())
            .output()
            .expect("the binary runs");
        let text = String::from_utf8(out.stdout).expect("utf-8");
        let Ok(reply) = serde_json::from_str::<Value>(text.trim()) else {
            // `help` answers in plain text.
            continue;
        };
        replies += 1;
        if reply["ok"] != Value::Bool(true) {
            continue;
        }
        for fault in faults(&reply) {
            found.push(format!("{guide} [{lang}] {words:?}: {fault}"));
        }
    }
    assert!(replies >= 5, "{guide}: only {replies} JSON replies");
    found
}

#[test]
fn every_game_answers_every_command_in_full_with_consistent_fields() {
    let mut found = Vec::new();
    for guide in [
        "wasteland-2d20.md",
        "fallout-2d20.md",
        "fallout-pnp.md",
        "d20.md",
    ] {
        for lang in ["en-US", "zh-CN"] {
            found.extend(play(guide, lang));
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn the_fault_finder_sees_a_placeholder_and_a_disagreeing_field() {
    let reply = serde_json::json!({
        "ok": true,
        "message": "attack: done (1 events; the numbers are in the fields)",
        "total": 5,
        "events": [{"type": "attack", "total": 15, "damage": {"total": 5}}],
    });
    assert_eq!(faults(&reply).len(), 2, "{:?}", faults(&reply));
    let fine = serde_json::json!({
        "ok": true,
        "message": "Bo hits",
        "target": "Radroach",
        "events": [{"type": "attack", "target": "Radroach", "total": 15, "damage": {"total": 5}}],
    });
    assert!(faults(&fine).is_empty(), "{:?}", faults(&fine));
}
