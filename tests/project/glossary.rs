//! One Chinese name per Fallout term across the games: the glossary
//! (`locales/zh-CN/glossary.txt`) gives each term the games share its Chinese
//! name, every game's locale file names the term so, and a term two games
//! name differently in Chinese fails unless the glossary settles it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

/// The games' locale files: the wasteland game's names are in `data.ftl`;
/// the Fallout 2d20 game's perks, traits, mods and robot parts in
/// `f2d20_names.ftl` (held to the same names as `f2d20.ftl`'s words).
const GAME_FILES: [&str; 5] = ["data", "f2d20", "pnp", "d20", "f2d20_names"];

/// Messages that print an English word in another sense than the other
/// games' message of the same English (reviewed): the classic game's
/// calibres, printed after 弹药 ("5mm", not "5mm子弹"); a scatter
/// direction ("long", "left"), not a range or a side; a kind of thing named
/// in a refusal ("command"), not an action; the loot tier "junk", not the
/// ammunition; an enemy's special ability "stealth", not the skill; a
/// weapon mod's quality "suppressed" (silenced), not the pinned-down effect;
/// the Fallout 2d20 perk "Medic" (a medic), not the classic game's skill; the
/// weapon mod "Long" (a long barrel), not the range band.
const OTHER_SENSE: [&str; 12] = [
    "pnp-weapon-308",
    "pnp-weapon-50",
    "pnp-weapon-5mm",
    "pnp-direction-1",
    "pnp-direction-3",
    "pnp-direction-7",
    "d20-kind-command",
    "tier-junk",
    "enemy-special-stealth",
    "f2d20-mod-quality-suppressed",
    "f2d20-bot-perk-medic",
    "f2d20-weapon-mod-long",
];

/// A name as the glossary compares it: lower case, without spaces.
fn folded(text: &str) -> String {
    text.chars()
        .filter(|c| !c.is_whitespace())
        .flat_map(char::to_lowercase)
        .collect()
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The plain (argument-free, one-line) messages of a locale file, by id.
fn plain(lang: &str, file: &str) -> BTreeMap<String, String> {
    let path = root()
        .join("locales")
        .join(lang)
        .join(format!("{file}.ftl"));
    let text = std::fs::read_to_string(&path).expect("a locale file");
    text.lines()
        .filter(|l| l.chars().next().is_some_and(|c| c.is_ascii_lowercase()))
        .filter_map(|l| l.split_once(" = "))
        .filter(|(_, v)| !v.trim().is_empty() && !v.contains('{'))
        .map(|(k, v)| (k.trim().to_owned(), v.trim().to_owned()))
        .collect()
}

/// The glossary: each English term (folded) with its Chinese name.
fn glossary() -> BTreeMap<String, String> {
    let text =
        std::fs::read_to_string(root().join("locales/zh-CN/glossary.txt")).expect("the glossary");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let (en, zh) = l.split_once(" = ").expect("`English = 中文`");
            (folded(en), zh.trim().to_owned())
        })
        .collect()
}

/// Every game's term: folded English, then each Chinese name with the
/// `file:id`s that print it.
fn terms() -> BTreeMap<String, BTreeMap<String, BTreeSet<String>>> {
    let mut terms: BTreeMap<String, BTreeMap<String, BTreeSet<String>>> = BTreeMap::new();
    for file in GAME_FILES {
        let zh = plain("zh-CN", file);
        for (id, english) in plain("en-US", file) {
            // Names only: no sentences, no slash-command texts.
            let sentence = english.ends_with(['.', '!', '?']) || english.contains(": ");
            if sentence || id.starts_with("cmd-") || OTHER_SENSE.contains(&id.as_str()) {
                continue;
            }
            if let Some(chinese) = zh.get(&id) {
                terms
                    .entry(folded(&english))
                    .or_default()
                    .entry(folded(chinese))
                    .or_default()
                    .insert(format!("{file}:{id}"));
            }
        }
    }
    terms
}

#[test]
fn a_term_has_one_chinese_name_across_the_games() {
    let glossary = glossary();
    assert!(glossary.len() >= 15, "{glossary:?}");
    let mut wrong = Vec::new();
    for (english, names) in terms() {
        let games: BTreeSet<&str> = names
            .values()
            .flatten()
            .filter_map(|at| at.split(':').next())
            .collect();
        if let Some(chinese) = glossary.get(&english) {
            for (name, at) in &names {
                if *name != folded(chinese) {
                    wrong.push(format!(
                        "{english}: {name} in {at:?}, the glossary says {chinese}"
                    ));
                }
            }
        } else if names.len() > 1 && games.len() > 1 {
            wrong.push(format!("{english}: two names across the games: {names:?}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn every_glossary_term_is_a_term_of_two_games() {
    let terms = terms();
    for english in glossary().keys() {
        let games: BTreeSet<&str> = terms
            .get(english)
            .into_iter()
            .flat_map(|names| names.values().flatten())
            .filter_map(|at| at.split(':').next())
            .collect();
        assert!(games.len() >= 2, "{english}: {games:?}");
    }
}

/// The glossary's words of the rules (`# rule: english = 中文 | retired, ...`).
fn rules() -> Vec<(String, String, Vec<String>)> {
    let text =
        std::fs::read_to_string(root().join("locales/zh-CN/glossary.txt")).expect("the glossary");
    text.lines()
        .filter_map(|l| l.strip_prefix("# rule: "))
        .map(|l| {
            let (en, rest) = l.split_once(" = ").expect("`english = 中文 | retired`");
            let (zh, retired) = rest.split_once(" | ").expect("`中文 | retired`");
            (
                en.trim().to_lowercase(),
                zh.trim().to_owned(),
                retired.split(", ").map(|r| r.trim().to_owned()).collect(),
            )
        })
        .collect()
}

/// Whether `text` holds `word` as a word (`tag`, `tags`, `tagged`, `tag1`;
/// `fusion cores`).
fn says(text: &str, word: &str) -> bool {
    // Words of several words ("fusion core") are found as they are written.
    if word.contains(' ') {
        return text.to_lowercase().contains(word);
    }
    text.to_lowercase()
        .split(|c: char| !c.is_ascii_alphanumeric())
        .any(|w| {
            w.strip_prefix(word)
                .is_some_and(|rest| ["", "s", "ged", "1", "2", "3"].contains(&rest))
        })
}

#[test]
fn a_word_of_the_rules_has_one_chinese_name_in_every_sentence() {
    let rules = rules();
    assert!(!rules.is_empty(), "no `# rule:` line in the glossary");
    let english: BTreeMap<String, String> = crate::locale_words::messages("en-US")
        .into_iter()
        .map(|(_, id, source)| (id, source))
        .collect();
    let mut wrong = Vec::new();
    let mut named = 0;
    for (file, id, chinese) in crate::locale_words::messages("zh-CN") {
        for (en, zh, retired) in &rules {
            for old in retired.iter().filter(|r| chinese.contains(r.as_str())) {
                wrong.push(format!("{file} {id}: {old} (say {zh}) in {chinese:?}"));
            }
            // A slash command's own option name is a word to type, not prose.
            let said = english.get(&id).is_some_and(|e| says(e, en));
            if said && !chinese.contains(zh.as_str()) && !id.starts_with("f2d20-bot-perk-") {
                wrong.push(format!("{file} {id}: says {en} without {zh}: {chinese:?}"));
            }
            named += usize::from(said);
        }
    }
    assert!(named >= 30, "only {named} messages say a rule's word");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
