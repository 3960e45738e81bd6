//! Every command of every game answers with a top level that names one thing
//! per field: each answer's top-level keys are the envelope's and those
//! docs/command-line.md lists for the command in that game (the test reads
//! the docs' tables, so the docs and the answers cannot drift apart), and
//! every command of every game is played at least once (seeded).

use std::collections::{BTreeMap, BTreeSet};
use std::io::Write as _;
use std::path::Path;
use std::process::{Command, Stdio};

use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_overseer");

/// The envelope every answer may carry besides the command's own fields.
const ENVELOPE: [&str; 9] = [
    "ok",
    "command",
    "ruleset",
    "message",
    "version",
    "events",
    "reroll_id",
    "roll_id",
    "accepted",
];

/// The documented top-level fields: game, then command, then field names.
type Documented = BTreeMap<String, BTreeMap<String, BTreeSet<String>>>;

/// The names in one table cell: each `code` span's name (up to its first
/// `[`, `{`, `(` or space).
fn names(cell: &str) -> Vec<String> {
    cell.split('`')
        .skip(1)
        .step_by(2)
        .map(|span| {
            span.split(['[', '{', '(', ' '])
                .next()
                .unwrap_or_default()
                .to_owned()
        })
        .filter(|n| !n.is_empty())
        .collect()
}

/// docs/command-line.md's "Top-level fields" tables, one per game (a
/// `### <game>` heading above each).
fn documented() -> Documented {
    let text =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/command-line.md"))
            .expect("docs/command-line.md");
    let section = text
        .split("\n## Top-level fields")
        .nth(1)
        .expect("a Top-level fields section");
    let section = section.split("\n## ").next().unwrap_or(section);
    let mut out = Documented::new();
    let mut game = String::new();
    for line in section.lines() {
        if let Some(heading) = line.strip_prefix("### ") {
            heading.trim().trim_matches('`').clone_into(&mut game);
            continue;
        }
        let cells: Vec<&str> = line.split('|').collect();
        if game.is_empty() || cells.len() < 4 || cells[1].contains("Command") {
            continue;
        }
        let fields: BTreeSet<String> = names(cells[2]).into_iter().collect();
        for command in names(cells[1]) {
            out.entry(game.clone())
                .or_default()
                .insert(command, fields.clone());
        }
    }
    out
}

/// Plays `script` (one command a line) on a fresh campaign in batch mode
/// with dice seeded by `seed`; every answer.
fn play(seed: &str, script: &str) -> Vec<Value> {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("game.db");
    let mut child = Command::new(BIN)
        .arg("cli")
        .arg("--db")
        .arg(&db)
        .args(["--seed", seed, "-"])
        .env_remove("DATABASE_URL")
        .env_remove("DEFAULT_LOCALE")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("overseer starts");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(script.as_bytes())
        .expect("the script");
    let out = child.wait_with_output().expect("overseer runs");
    String::from_utf8(out.stdout)
        .expect("utf-8")
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

/// Each game's session, with the seed under which every line of it is
/// played (a Luck re-roll offered, a locked container found, a burning
/// character doused): every command of the game at least once.
const SESSIONS: [(&str, &str, &str); 4] = [
    (
        "wasteland-2d20",
        "2",
        include_str!("top_level/wasteland-2d20.txt"),
    ),
    (
        "fallout-2d20",
        "5",
        include_str!("top_level/fallout-2d20.txt"),
    ),
    (
        "fallout-pnp",
        "8",
        include_str!("top_level/fallout-pnp.txt"),
    ),
    ("d20", "5", include_str!("top_level/d20.txt")),
];

/// Every command word of `game`, from its own command table.
fn commands_of(game: &str) -> Vec<String> {
    let table: Vec<&str> = match game {
        "wasteland-2d20" => overseer::games::wasteland::cli::parse::COMMANDS
            .iter()
            .map(|u| u.name)
            .collect(),
        "fallout-2d20" => overseer::engine::rulesets::fallout2d20::commands::COMMANDS
            .iter()
            .map(|c| c.name)
            .collect(),
        "fallout-pnp" => overseer::engine::rulesets::pnp::commands::COMMANDS
            .iter()
            .map(|c| c.name)
            .collect(),
        _ => overseer::engine::rulesets::d20::commands::COMMANDS
            .iter()
            .map(|c| c.name)
            .collect(),
    };
    table.into_iter().map(str::to_owned).collect()
}

#[test]
fn every_commands_top_level_holds_only_the_fields_the_docs_list_for_it() {
    let docs = documented();
    let mut faults = Vec::new();
    for (game, seed, script) in SESSIONS {
        let listed = docs
            .get(game)
            .unwrap_or_else(|| panic!("no table for {game}"));
        let mut answered = BTreeSet::new();
        for (line, reply) in script.lines().zip(play(seed, script)) {
            let command = reply["command"].as_str().unwrap_or_default().to_owned();
            if reply["ok"] != Value::Bool(true) {
                faults.push(format!("{game} `{line}` was refused: {reply}"));
                continue;
            }
            let Some(fields) = listed.get(&command) else {
                faults.push(format!("{game}: no row for `{command}`"));
                continue;
            };
            let Value::Object(top) = &reply else { continue };
            for key in top.keys() {
                if !ENVELOPE.contains(&key.as_str()) && !fields.contains(key) {
                    faults.push(format!(
                        "{game} `{line}`: `{key}` is not listed for `{command}`"
                    ));
                }
            }
            // A word may answer as another command (the classic game's
            // `add-character` as `add-player`): both were played.
            answered.insert(line.split(' ').next().unwrap_or_default().to_owned());
            answered.insert(command);
        }
        for command in commands_of(game).into_iter().chain(["init".to_owned()]) {
            if !answered.contains(&command) {
                faults.push(format!("{game}: `{command}` was never played"));
            }
            if !listed.contains_key(&command) {
                faults.push(format!("{game}: the docs have no row for `{command}`"));
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}
