//! The command line's help in Chinese: the command list and `help <command>`
//! for every command of every game (its own and the shared ones), printed
//! by the built binary in zh-CN, hold no Latin word but the reviewed list of
//! `zh_rendered`. An option (`--secret`) is a word here: what follows its
//! `--` is scanned, and so is each word of a value list (`head|torso`) or
//! placeholder (`<character>`). The program's own line (`overseer cli
//! [--db PATH] ...`, its process options) is not a command's.

use std::collections::BTreeSet;
use std::path::Path;
use std::process::{Command, Stdio};

use crate::zh_rendered::latin_words;

/// Runs `overseer cli --db <db> --lang <lang> <args>`; its stdout.
fn run(db: &Path, lang: &str, args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_overseer"))
        .arg("cli")
        .arg("--db")
        .arg(db)
        .args(["--lang", lang])
        .args(args)
        .env_remove("DATABASE_URL")
        .env_remove("DEFAULT_LOCALE")
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs");
    assert!(out.status.success(), "{args:?}: {out:?}");
    String::from_utf8(out.stdout).expect("utf-8")
}

/// The command words of an English help text: the first word of each line
/// indented by two spaces (what a command does is indented further).
fn commands(help: &str) -> Vec<String> {
    let mut out: Vec<String> = help
        .lines()
        .filter(|l| l.starts_with("  ") && !l.starts_with("   "))
        .filter_map(|l| l.split_whitespace().next())
        .map(str::to_owned)
        .collect();
    out.dedup();
    out
}

/// The words of a help text as [`latin_words`] scans them: the program's
/// own line left out, each option's `--`, the brackets, bars and commas of
/// the usage lines and the hyphens within words taken out, so that every
/// word stands alone.
fn scanned(help: &str) -> String {
    help.lines()
        .filter(|l| !l.starts_with("overseer cli"))
        .map(|l| {
            l.replace("+/-", " ")
                .replace("--", " ")
                .replace(['[', ']', '<', '>', '|', ',', '=', '-', '_', '@'], " ")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn every_chinese_help_text_holds_no_latin_words() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut found = BTreeSet::new();
    let mut topics = 0;
    for game in ["wasteland-2d20", "fallout-2d20", "fallout-pnp", "d20"] {
        let db = dir.path().join(format!("{game}.db"));
        run(&db, "en-US", &["init", "--ruleset", game]);
        let english = run(&db, "en-US", &["help"]);
        let words = commands(&english);
        assert!(words.len() >= 32, "{game}: {words:?}");
        let list = std::iter::once((String::from("help"), run(&db, "zh-CN", &["help"])));
        let each = words.iter().map(|w| {
            let text = run(&db, "zh-CN", &["help", w]);
            (format!("help {w}"), text)
        });
        for (topic, text) in list.chain(each) {
            topics += 1;
            for word in latin_words(&scanned(&text), &[]) {
                found.insert(format!("{game} {topic}: {word}"));
            }
        }
    }
    assert!(
        topics >= 180,
        "only {topics} help texts: the scan is broken"
    );
    assert!(
        found.is_empty(),
        "{} Latin words in the Chinese help:\n{}",
        found.len(),
        found.into_iter().collect::<Vec<_>>().join("\n")
    );
}
