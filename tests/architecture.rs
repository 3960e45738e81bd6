//! The dependency rule: the engine knows nothing of Discord, SQL or async runtimes.

use std::fs;
use std::path::Path;

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in fs::read_dir(dir).expect("readable src/engine") {
        let path = entry.expect("dir entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn the_engine_never_mentions_discord_sql_or_async_runtimes() {
    let mut files = Vec::new();
    rust_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src/engine"),
        &mut files,
    );
    assert!(files.len() > 10, "found only {} engine files", files.len());
    let forbidden = ["serenity", "poise", "sqlx", "tokio"];
    let mut offences = Vec::new();
    for file in files {
        let text = fs::read_to_string(&file).expect("readable file");
        for (n, line) in text.lines().enumerate() {
            for word in forbidden {
                if line.contains(word) {
                    offences.push(format!("{}:{}: {word}", file.display(), n + 1));
                }
            }
        }
    }
    assert!(
        offences.is_empty(),
        "the engine must stay pure:\n{}",
        offences.join("\n")
    );
}

/// Every `.rs` file under `src/engine/<dir>`, with its text.
fn engine_files(dir: &str) -> Vec<(std::path::PathBuf, String)> {
    let mut files = Vec::new();
    rust_files(
        &Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("src/engine")
            .join(dir),
        &mut files,
    );
    files
        .into_iter()
        .map(|f| {
            let text = fs::read_to_string(&f).expect("readable file");
            (f, text)
        })
        .collect()
}

/// The games' folder names.
fn games() -> Vec<String> {
    fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/engine/rulesets"))
        .expect("src/engine/rulesets")
        .filter_map(|e| {
            let path = e.ok()?.path();
            path.is_dir()
                .then(|| path.file_name()?.to_str().map(str::to_owned))
                .flatten()
        })
        .collect()
}

#[test]
fn a_game_knows_no_other_game_and_the_shared_mechanics_know_no_game() {
    let games = games();
    assert!(games.contains(&"wasteland".to_owned()), "{games:?}");
    let mut offences = Vec::new();
    for game in &games {
        for (file, text) in engine_files(&format!("rulesets/{game}")) {
            for other in games.iter().filter(|g| *g != game) {
                if text.contains(&format!("rulesets::{other}")) {
                    offences.push(format!("{} uses the {other} game", file.display()));
                }
            }
        }
    }
    for (file, text) in engine_files("mechanics") {
        if text.contains("rulesets::")
            || text.contains("crate::engine::rulesets::wasteland::character")
        {
            offences.push(format!("{} uses a game", file.display()));
        }
    }
    for core in ["dice.rs", "name.rs", "ruleset.rs"] {
        let text = fs::read_to_string(
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("src/engine")
                .join(core),
        )
        .expect("a core file");
        for game_module in [
            "rulesets::",
            "super::error",
            "super::character",
            "super::skills",
        ] {
            if text.contains(game_module) {
                offences.push(format!("src/engine/{core} uses {game_module}"));
            }
        }
    }
    assert!(offences.is_empty(), "{}", offences.join("\n"));
}

/// Whether a character is a CJK ideograph (a word of Chinese; punctuation
/// such as the full-width comma a list may be typed with is not a word).
fn is_cjk(c: char) -> bool {
    matches!(c, '\u{3400}'..='\u{4DBF}' | '\u{4E00}'..='\u{9FFF}')
}

#[test]
fn the_engine_speaks_no_language_but_its_english_words() {
    // A reader's words (Chinese names of attributes, skills, items...) live in
    // `locales/`; the engine reads and writes its English words only.
    let mut offences = Vec::new();
    for (file, text) in engine_files("") {
        for (n, line) in text.lines().enumerate() {
            if line.chars().any(is_cjk) {
                offences.push(format!("{}:{}: {line}", file.display(), n + 1));
            }
        }
    }
    assert!(
        offences.is_empty(),
        "words of a language in the engine (they belong in locales/):\n{}",
        offences.join("\n")
    );
}
