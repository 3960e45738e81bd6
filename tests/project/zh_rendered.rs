//! Every Chinese message, rendered: each message id of every game (every
//! `.ftl` file of zh-CN) with sample arguments, once per variant its
//! selectors choose, and the Chinese worked sessions' transcripts
//! (`tests/golden/cli/*.zh-CN.txt`) hold no Latin word but those on a short,
//! reviewed list: names users gave (the arguments, and the names the
//! sessions type), dice notation, units, abbreviations and proper nouns.
//! Command words a user types as they are (code spans, slash commands,
//! `--options`, hyphenated command ids) are not prose.

use std::collections::BTreeSet;
use std::path::PathBuf;

use overseer::i18n::{tr, Arg, Lang};

use crate::locale_words::{messages, variables};

/// Latin words a Chinese reply may hold (reviewed).
const ALLOWED: &[&str] = &[
    // Abbreviations of the games' numbers.
    "AP",
    "HP",
    "DR",
    "GM",
    "NPC",
    "XP",
    "DC",
    "TN",
    "CD",
    "SPECIAL",
    "AC",
    "AI",
    "MCP",
    // Dice notation and units.
    "d",
    "dN",
    "NdM",
    "xN",
    "kh",
    "kl",
    "klK", // Keep the lowest K (`NdM[kh|klK]`).
    "mm",
    "MiB",
    "KiB",
    "ms",
    // Proper nouns: products, formats, protocols, the games' titles.
    "Overseer",
    "Discord",
    "Foundry",
    "VTT",
    "JSON",
    "URL",
    "UTF",
    "README",
    "SQLite",
    "Fallout",
    "Nuka",
    "Pip",
    "Boy",
    "Vault",
    "Tec",
    "BlamCo",
    "Abraxo",
    "RobCo",
    "English",
    "Python",
    "HTTP",
    "HTTPS",
    "ID",
    "OK", // The HTTP header an MCP client sends its token in.
    "Authorization",
    "Bearer", // The program and its command line, by name.
    "overseer",
    "cli",
];

/// A sample value for a variable that no selector needs: Chinese text, so
/// whatever Latin the rendering holds is the message's own.
const SAMPLE: &str = "甲";

/// The keys of a message's select variants (`[exploration]`), numeric and
/// plural keys left out.
fn variant_keys(source: &str) -> BTreeSet<String> {
    let mut keys = BTreeSet::new();
    let mut rest = source;
    while let Some(at) = rest.find('[') {
        let after = &rest[at + 1..];
        let Some(end) = after.find(']') else { break };
        let key = after[..end].trim();
        if !key.is_empty()
            && key
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
            && !key.chars().all(|c| c.is_ascii_digit())
            && !["zero", "one", "two", "few", "many", "other"].contains(&key)
        {
            keys.insert(key.to_owned());
        }
        rest = &after[end..];
    }
    keys
}

/// The Latin words of a rendering that are prose: code spans, slash
/// commands and their subcommand words, `--options`, hyphenated or dotted
/// command words and the `values` passed in are taken out.
pub(crate) fn latin_words(text: &str, values: &[&str]) -> Vec<String> {
    let mut text = text.replace(['\u{2068}', '\u{2069}'], "");
    for v in values {
        if !v.is_empty() {
            text = text.replace(v, " ");
        }
    }
    let mut plain = String::new();
    let mut code = false;
    for c in text.chars() {
        if c == '`' {
            code = !code;
            plain.push(' ');
        } else if !code {
            plain.push(c);
        }
    }
    let mut found = Vec::new();
    let mut after_slash = false;
    for token in plain.split(|c: char| !(c.is_ascii_alphanumeric() || "-_./<>[]|=".contains(c))) {
        if token.is_empty() {
            continue;
        }
        if token.starts_with('/') {
            after_slash = true;
            continue;
        }
        let command_word = token.starts_with("--")
            || token.contains(['-', '_', '<', '>', '[', '|', '='])
            || (token.contains('.') && !token.ends_with('.'))
            || (after_slash
                && token
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit()));
        if command_word {
            continue;
        }
        after_slash = false;
        for word in token.split(|c: char| !c.is_ascii_alphabetic()) {
            // Single letters: dice ("3d20"), units, list markers.
            if word.len() >= 2
                && !ALLOWED.contains(&word)
                && !ALLOWED.contains(&word.to_ascii_uppercase().as_str())
            {
                found.push(word.to_owned());
            }
        }
    }
    found
}

/// Renders a message with every variable set to `value`.
fn render(id: &str, vars: &BTreeSet<String>, value: &Arg) -> String {
    let args: Vec<(&str, Arg)> = vars.iter().map(|v| (v.as_str(), value.clone())).collect();
    tr(Lang::ZhCn, id, &args)
}

#[test]
fn every_chinese_message_renders_without_latin_words() {
    let mut found = BTreeSet::new();
    let mut rendered = 0;
    for (file, id, source) in messages("zh-CN") {
        // The names of slash commands and their options are command words.
        if id.starts_with("cmd-") && !id.contains("description") && !id.starts_with("cmd-choice") {
            continue;
        }
        let vars = variables(&source);
        let mut samples = vec![
            (Arg::from(SAMPLE), SAMPLE.to_owned()),
            (Arg::from(2), "2".to_owned()),
            (Arg::from(1), "1".to_owned()),
        ];
        samples.extend(
            variant_keys(&source)
                .into_iter()
                .map(|k| (Arg::from(k.as_str()), k)),
        );
        for (value, shown) in &samples {
            let text = render(&id, &vars, value);
            rendered += 1;
            for word in latin_words(&text, &[shown.as_str()]) {
                found.insert(format!("{file} {id}: {word} in {text:?}"));
            }
        }
    }
    assert!(
        rendered > 3000,
        "only {rendered} renderings: the scan is broken"
    );
    assert!(
        found.is_empty(),
        "{} Latin words in Chinese messages:\n{}",
        found.len(),
        found.into_iter().collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn the_chinese_transcripts_hold_no_latin_words_but_the_names_typed() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden/cli");
    let mut found = BTreeSet::new();
    let mut files = 0;
    for entry in std::fs::read_dir(&dir).expect("the golden folder") {
        let path = entry.expect("an entry").path();
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        if !name.ends_with(".zh-CN.txt") {
            continue;
        }
        files += 1;
        let text = std::fs::read_to_string(&path).expect("a transcript");
        // The names the session's command lines type (characters, players,
        // enemies) are the users'.
        let typed: Vec<&str> = text
            .lines()
            .filter_map(|l| l.strip_prefix("$ "))
            .flat_map(str::split_whitespace)
            .filter(|w| w.chars().next().is_some_and(char::is_uppercase))
            .collect();
        for line in text.lines().filter(|l| !l.starts_with("$ ")) {
            for word in latin_words(line, &typed) {
                found.insert(format!("{name}: {word} in {line:?}"));
            }
        }
    }
    assert!(files >= 4, "{files} transcripts");
    assert!(
        found.is_empty(),
        "{}",
        found.into_iter().collect::<Vec<_>>().join("\n")
    );
}
