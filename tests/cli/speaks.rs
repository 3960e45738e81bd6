//! Every game speaks in full on the command line: each command of the worked
//! sessions in `docs/players/` (every game's), run through the binary in
//! English and in Chinese, answers with a message that says what happened (the
//! game's own sentences, or its reply as its embeds say it; never a
//! placeholder). (Which fields stand at the top level, each naming one thing
//! and not always under its name in the events, is `top_level.rs`'s.)

use std::fmt::Write as _;
use std::path::Path;
use std::process::{Command, Stdio};

use serde_json::Value;

use crate::cli_run::run;

const BIN: &str = env!("CARGO_BIN_EXE_overseer");

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

/// What is wrong with one reply: a placeholder message.
fn faults(reply: &Value) -> Vec<String> {
    let mut out = Vec::new();
    let message = reply["message"].as_str().unwrap_or_default();
    if message.is_empty()
        || message.contains("the numbers are in the fields")
        || message.contains("数值见各字段")
    {
        out.push(format!("placeholder message: {message:?}"));
    }
    out
}

/// Runs one guide's session on a fresh database in `lang`: every fault found,
/// and the transcript (each command line, then what it said).
pub(crate) fn play(guide: &str, lang: &str) -> (Vec<String>, String) {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("game.db");
    let mut found = Vec::new();
    let mut replies = 0;
    let mut transcript = String::new();
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
        let _ = writeln!(transcript, "$ {}", words.join(" "));
        let Ok(reply) = serde_json::from_str::<Value>(text.trim()) else {
            // `help` answers in plain text.
            transcript.push_str(&text);
            continue;
        };
        replies += 1;
        transcript.push_str(reply["message"].as_str().unwrap_or_default());
        transcript.push('\n');
        if reply["ok"] != Value::Bool(true) {
            continue;
        }
        for fault in faults(&reply) {
            found.push(format!("{guide} [{lang}] {words:?}: {fault}"));
        }
    }
    assert!(replies >= 5, "{guide}: only {replies} JSON replies");
    (found, transcript)
}

#[test]
fn every_game_answers_every_command_in_full() {
    let mut found = Vec::new();
    for guide in [
        "wasteland-2d20.md",
        "fallout-2d20.md",
        "fallout-pnp.md",
        "d20.md",
    ] {
        for lang in ["en-US", "zh-CN"] {
            found.extend(play(guide, lang).0);
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn the_fault_finder_sees_a_placeholder() {
    let reply = serde_json::json!({
        "ok": true,
        "message": "attack: done (1 events; the numbers are in the fields)",
        "events": [{"type": "attack", "total": 15, "damage": {"total": 5}}],
    });
    assert_eq!(faults(&reply).len(), 1, "{:?}", faults(&reply));
    let fine = serde_json::json!({
        "ok": true,
        "message": "Bo hits",
        "events": [{"type": "attack", "target": "Radroach", "total": 15}],
    });
    assert!(faults(&fine).is_empty(), "{:?}", faults(&fine));
}

#[test]
fn the_newer_games_read_back_the_chinese_words_they_print() {
    let dir = tempfile::tempdir().expect("temp dir");
    // The d20 game: 潜行 is Stealth, 困难 is Hard (DC 20); its sentence says
    // the skill in the reader's words.
    let d20 = dir.path().join("d20.db");
    run(&d20, &["init", "--ruleset", "d20"]);
    let v = run(
        &d20,
        &[
            "add-player",
            "1",
            "Ann",
            "Ann",
            "1",
            "3",
            "2",
            "1",
            "1",
            "0",
            "-1",
        ],
    );
    assert_eq!(v["ok"], true, "{v}");
    let v = run(&d20, &["--lang", "zh-CN", "check", "Ann", "潜行", "困难"]);
    assert_eq!(v["ok"], true, "{v}");
    assert_eq!(v["events"][0]["skill"], "stealth", "{v}");
    assert_eq!(v["events"][0]["roll"]["dc"], 20, "{v}");
    assert_eq!(
        v["message"], "Ann 进行 潜行 检定：d20 13，总计 15，对抗 DC 20：失败。",
        "{v}"
    );
    let v = run(&d20, &["check", "Ann", "stealth", "hard"]);
    assert_eq!(
        v["message"], "Ann rolls Stealth: d20 13, total 15 vs DC 20: a failure.",
        "{v}"
    );
    // Fallout 2d20: 感知 is PER, 潜行 is Sneak, 10毫米手枪 the 10mm Pistol.
    let f2 = dir.path().join("f2.db");
    run(&f2, &["init", "--ruleset", "fallout-2d20"]);
    let v = run(&f2, &crate::games::BO);
    assert_eq!(v["ok"], true, "{v}");
    let v = run(&f2, &["--lang", "zh-CN", "test", "Bo", "感知", "潜行", "1"]);
    assert_eq!(
        (&v["ok"], &v["attribute"]),
        (&Value::Bool(true), &Value::from("PER")),
        "{v}"
    );
    let v = run(&f2, &["--lang", "zh-CN", "give", "Bo", "10毫米 手枪"]);
    assert_eq!(v["item"], "10mm Pistol", "{v}");
    assert_eq!(v["message"], "Bo 获得 10毫米手枪 ×1（现有 1）。", "{v}");
    // The classic game: 开锁 is Lockpick.
    let pnp = dir.path().join("pnp.db");
    run(&pnp, &["init", "--ruleset", "fallout-pnp"]);
    let v = run(
        &pnp,
        &[
            "add-player",
            "1",
            "Ann",
            "Ann",
            "5",
            "5",
            "4",
            "2",
            "2",
            "2",
            "2",
            "small guns",
            "speech",
            "lockpick",
        ],
    );
    assert_eq!(v["ok"], true, "{v}");
    let v = run(&pnp, &["--lang", "zh-CN", "check", "Ann", "开锁"]);
    assert_eq!(v["ok"], true, "{v}");
    assert!(
        v["message"]
            .as_str()
            .is_some_and(|m| m.starts_with("Ann：开锁\nd100 63 对 27")),
        "{v}"
    );
}

/// A transcript against its golden file: the difference, if any (with
/// `UPDATE_GOLDEN` set, the file is written anew instead).
pub(crate) fn against_golden(file: &Path, transcript: &str) -> Option<String> {
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        if let Some(dir) = file.parent() {
            std::fs::create_dir_all(dir).expect("the golden folder");
        }
        std::fs::write(file, transcript).expect("a golden transcript");
        return None;
    }
    let golden =
        std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    (golden != transcript).then(|| format!("{}:\n{transcript}", file.display()))
}

#[test]
fn every_games_worked_session_reads_exactly_as_its_golden_transcript() {
    // Each player's guide's command lines (with their seeds), in both
    // languages, and every message they print; `UPDATE_GOLDEN=1` writes the
    // transcripts anew after a deliberate change.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/cli");
    let mut differ = Vec::new();
    for game in ["wasteland-2d20", "fallout-2d20", "fallout-pnp", "d20"] {
        for lang in ["en-US", "zh-CN"] {
            let (_, transcript) = play(&format!("{game}.md"), lang);
            differ.extend(against_golden(
                &dir.join(format!("{game}.{lang}.txt")),
                &transcript,
            ));
        }
    }
    assert!(
        differ.is_empty(),
        "transcripts that changed:\n{}",
        differ.join("\n")
    );
}
