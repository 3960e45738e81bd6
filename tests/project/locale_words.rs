//! The words of the messages: every English count agrees with its number
//! ("1 success", "2 successes"), and every Chinese message is Chinese apart
//! from names, command words and placeholders.
//!
//! Both tests read the Fluent files themselves, so a new message is checked
//! the day it is added.

use std::collections::BTreeSet;
use std::path::PathBuf;

use overseer::i18n::{tr, Arg, Lang};

/// Countable nouns as English messages write them after a number: plural and
/// singular.
const NOUNS: [(&str, &str); 16] = [
    ("successes", "success"),
    ("characters", "character"),
    ("enemies", "enemy"),
    ("turns", "turn"),
    ("hours", "hour"),
    ("periods", "period"),
    ("caps", "cap"),
    ("rads", "rad"),
    ("log entries", "log entry"),
    ("effects", "effect"),
    ("points", "point"),
    ("rounds", "round"),
    ("dice", "die"),
    ("items", "item"),
    ("complications", "complication"),
    ("shots", "shot"),
];

/// Every message of a language's Fluent files: (file, id, source of its value
/// including its indented and closing lines).
pub(crate) fn messages(lang: &str) -> Vec<(String, String, String)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("locales")
        .join(lang);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("the locale folder")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
        .collect();
    files.sort();
    let mut out: Vec<(String, String, String)> = Vec::new();
    for file in files {
        let name = file
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let text = std::fs::read_to_string(&file).expect("a Fluent file");
        let mut open = false;
        for line in text.lines() {
            let starts = line.chars().next().is_some_and(|c| c.is_ascii_alphabetic());
            if starts && line.contains('=') {
                let (id, value) = line.split_once('=').expect("id = value");
                out.push((name.clone(), id.trim().to_owned(), value.to_owned()));
                open = true;
            } else if open && (line.starts_with([' ', '}', '*', '['])) {
                let last = out.last_mut().expect("a message");
                last.2.push('\n');
                last.2.push_str(line);
            } else {
                open = false;
            }
        }
    }
    out
}

/// The variables a message uses (`$name`).
pub(crate) fn variables(source: &str) -> BTreeSet<String> {
    let mut vars = BTreeSet::new();
    let mut rest = source;
    while let Some(at) = rest.find('$') {
        let name: String = rest[at + 1..]
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
            .collect();
        if !name.is_empty() {
            vars.insert(name.clone());
        }
        rest = &rest[at + 1 + name.len()..];
    }
    vars
}

/// The variables a message writes right before a countable noun
/// (`{ $successes } successes`), with the noun's two forms.
fn counts(source: &str) -> BTreeSet<(String, &'static str, &'static str)> {
    let mut found = BTreeSet::new();
    for var in variables(source) {
        let placeable = format!("{{ ${var} }} ");
        for (at, _) in source.match_indices(&placeable) {
            let after = &source[at + placeable.len()..];
            for (plural, singular) in NOUNS {
                let word_ends = |w: &str| {
                    after.starts_with(w)
                        && !after[w.len()..]
                            .chars()
                            .next()
                            .is_some_and(char::is_alphabetic)
                };
                if word_ends(plural) || word_ends(singular) {
                    found.insert((var.clone(), plural, singular));
                }
            }
        }
    }
    found
}

#[test]
fn every_english_count_agrees_with_its_number() {
    let mut checked = 0;
    let mut wrong = Vec::new();
    for (file, id, source) in messages("en-US") {
        for (var, plural, singular) in counts(&source) {
            let render = |n: i64| {
                let args: Vec<(String, Arg)> = variables(&source)
                    .into_iter()
                    .map(|v| {
                        let value = if v == var {
                            Arg::from(n)
                        } else {
                            Arg::from("X")
                        };
                        (v, value)
                    })
                    .collect();
                let args: Vec<(&str, Arg)> =
                    args.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
                tr(Lang::EnUs, &id, &args)
            };
            let (one, two) = (render(1), render(2));
            let one_ok =
                one.contains(&format!("1 {singular}")) && !one.contains(&format!("1 {plural}"));
            let two_ok = two.contains(&format!("2 {plural}"));
            if !(one_ok && two_ok) {
                wrong.push(format!("{file} {id} (${var}): {one:?} / {two:?}"));
            }
            checked += 1;
        }
    }
    assert!(
        checked >= 40,
        "only {checked} counts found: the scan is broken"
    );
    assert!(
        wrong.is_empty(),
        "counts that do not agree:\n{}",
        wrong.join("\n")
    );
}

/// ASCII words a Chinese message may hold, besides names typed by users
/// (which reach messages only through placeables).
const ALLOWED: &[&str] = &[
    // Game abbreviations and names of products, formats and files.
    "AP",
    "HP",
    "DR",
    "GM",
    "NPC",
    "Overseer",
    "Discord",
    "Foundry",
    "VTT",
    "JSON",
    "MiB",
    "URL",
    "UTF",
    "README",
    "English",
    "NdM",
    // The MCP server over HTTP and the header a client sends its token in.
    "MCP",
    "HTTP",
    "Authorization",
    "Bearer",
    // Command words a user types as they are: the command line and its
    // placeholders, option values, the d20 saves, a reroll's keep.
    "overseer",
    "cli",
    "sqlite",
    "export",
    "import",
    "GUILD",
    "CHANNEL",
    "FILE",
    "true",
    "false",
    "keep",
    "junk",
    "common",
    "uncommon",
    "rare",
    "unique",
    "none",
    "Fortitude",
    "Reflex",
    "Will",
    "npc",
    "pnp",
    "dodge",
    "hunger",
    "awareness",
    // Names of the games' things as typed: presets, templates, items.
    "Vault",
    "Dweller",
    "Wasteland",
    "Wanderer",
    "Caravan",
    "Guard",
    "Smooth",
    "Talker",
    "Field",
    "Medic",
    "Drifter",
    "Raider",
    "Pip",
    "Boy",
    "BlamCo",
    "Abraxo",
];

/// The text of a Chinese message with its placeables, references, variant
/// keys, code spans, slash commands, options and hyphenated command words
/// taken out.
fn prose(source: &str) -> String {
    let mut text = String::new();
    let mut depth = 0;
    let mut chars = source.chars().peekable();
    // Drop `{ ... }` placeables that hold no text of their own (a variable,
    // a reference, a selector's head); keep the text of select variants.
    while let Some(c) = chars.next() {
        match c {
            '{' => {
                let head: String = chars
                    .clone()
                    .take_while(|&c| c != '}' && c != '\n')
                    .collect();
                if head.trim_end().ends_with("->") {
                    depth += 1;
                    for _ in 0..head.len() {
                        chars.next();
                    }
                } else {
                    for _ in 0..=head.chars().count() {
                        chars.next();
                    }
                }
            }
            '}' if depth > 0 => depth -= 1,
            '`' => {
                // A code span: a command as typed.
                for c in chars.by_ref() {
                    if c == '`' {
                        break;
                    }
                }
            }
            '[' => {
                // A variant key.
                for c in chars.by_ref() {
                    if c == ']' {
                        break;
                    }
                }
            }
            _ => text.push(c),
        }
    }
    let mut words = Vec::new();
    for token in text.split(|c: char| c.is_whitespace() || "、，。：；（）()“”\"'".contains(c))
    {
        words.push(token);
    }
    let mut kept = String::new();
    let mut after_slash = false;
    for token in words {
        // `/campaign start`: a slash command and its subcommand words.
        if token.starts_with('/') {
            after_slash = true;
            continue;
        }
        if after_slash
            && token
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            && !token.is_empty()
        {
            continue;
        }
        after_slash = false;
        if token.starts_with("--") || (token.contains('-') && token.is_ascii()) {
            continue;
        }
        kept.push_str(token);
        kept.push(' ');
    }
    kept
}

#[test]
fn chinese_messages_hold_no_english_words() {
    let mut found = Vec::new();
    for (file, id, source) in messages("zh-CN") {
        // The names of slash commands and options are command words.
        if id.starts_with("cmd-") && !id.contains("description") && !id.starts_with("cmd-choice") {
            continue;
        }
        let text = prose(&source);
        let mut word = String::new();
        for c in text.chars().chain([' ']) {
            if c.is_ascii_alphabetic() {
                word.push(c);
                continue;
            }
            if word.len() >= 3 && !ALLOWED.contains(&word.as_str()) {
                found.push(format!("{file} {id}: {word} in {source:?}"));
            }
            word.clear();
        }
    }
    assert!(
        found.is_empty(),
        "English words in Chinese messages:\n{}",
        found.join("\n")
    );
}

#[test]
fn an_unknown_kind_is_named_in_chinese() {
    let args = [("kind", Arg::from("skill")), ("name", Arg::from("Cooking"))];
    assert_eq!(
        tr(Lang::ZhCn, "cli-err-unknown", &args),
        "未知的技能：Cooking。"
    );
    assert_eq!(
        tr(Lang::EnUs, "cli-err-unknown", &args),
        "Unknown skill: Cooking."
    );
    let args = [
        ("kind", Arg::from("house_rule")),
        ("name", Arg::from("naps")),
    ];
    assert_eq!(
        tr(Lang::ZhCn, "cli-err-unknown", &args),
        "未知的房规：naps。"
    );
    assert_eq!(
        tr(Lang::EnUs, "cli-err-unknown", &args),
        "Unknown house rule: naps."
    );
}
