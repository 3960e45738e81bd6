//! The dependency rules: the engine knows nothing of Discord, SQL or async
//! runtimes; a game is named in its own folders; the cores import no game.

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
    // Nor the front ends, the session or the store above it: arrows point down.
    let forbidden = [
        "serenity",
        "poise",
        "sqlx",
        "tokio",
        "crate::games",
        "crate::bot",
        "crate::cli",
        "crate::web",
        "crate::session",
        "crate::store",
    ];
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

/// Every `.rs` file under `src/`, as a path relative to the crate, with its text.
fn source_files() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    files
        .into_iter()
        .map(|f| {
            let text = fs::read_to_string(&f).expect("readable file");
            let relative = f
                .strip_prefix(root)
                .expect("under the crate")
                .to_string_lossy()
                .replace('\\', "/");
            (relative, text)
        })
        .collect()
}

/// The files outside a game's two folders (its engine folder and its front
/// end) that name it, the registries aside.
fn naming_outside(game: &str, files: &[(String, String)]) -> Vec<String> {
    let registries = ["src/games/mod.rs", "src/engine/rulesets/mod.rs"];
    let own = [
        format!("src/engine/rulesets/{game}/"),
        format!("src/games/{game}/"),
    ];
    let names = [format!("rulesets::{game}"), format!("games::{game}")];
    let mut out: Vec<String> = files
        .iter()
        .filter(|(path, _)| !registries.contains(&path.as_str()))
        .filter(|(path, _)| !own.iter().any(|o| path.starts_with(o.as_str())))
        .filter(|(_, text)| {
            let by_path = names.iter().any(|n| {
                text.match_indices(n.as_str()).any(|(i, _)| {
                    // `rulesets::d20` is not `rulesets::d20x`.
                    !text[i + n.len()..]
                        .chars()
                        .next()
                        .is_some_and(|c| c.is_alphanumeric() || c == '_')
                })
            });
            by_path || grouped_import_names(text, game)
        })
        .map(|(path, _)| path.clone())
        .collect();
    out.sort();
    out
}

/// Whether a grouped import (`rulesets::{d20::D20, pnp}`, also over several
/// lines) names `game`.
fn grouped_import_names(text: &str, game: &str) -> bool {
    ["rulesets::{", "games::{"].iter().any(|open| {
        text.match_indices(open).any(|(i, _)| {
            let rest = &text[i + open.len()..];
            let group = &rest[..rest.find('}').unwrap_or(rest.len())];
            group
                .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .any(|word| word == game)
        })
    })
}

#[test]
fn a_game_is_two_folders_and_no_core_names_it() {
    let files = source_files();
    let games = games();
    assert_eq!(games.len(), 4, "{games:?}");
    for game in &games {
        let front = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("src/games")
            .join(game);
        assert!(front.is_dir(), "the {game} game has no front-end folder");
        let outside = naming_outside(game, &files);
        let in_cores: Vec<&String> = outside.iter().filter(|p| is_core(p)).collect();
        assert!(
            in_cores.is_empty(),
            "the {game} game is named in core files: {in_cores:?}"
        );
        // Nor anywhere else outside its folders and the registries (the MCP
        // server's tools come from each game's folder, through the command
        // line's registry).
        assert!(
            outside.is_empty(),
            "the {game} game is named outside its folders: {outside:?}"
        );
    }
}

#[test]
fn the_naming_count_sees_a_game_named_outside_its_folders() {
    let files = vec![
        (
            "src/bot/x.rs".to_owned(),
            "use crate::engine::rulesets::d20::D20;".to_owned(),
        ),
        (
            "src/games/d20/y.rs".to_owned(),
            "use crate::engine::rulesets::d20::D20;".to_owned(),
        ),
        (
            "src/games/mod.rs".to_owned(),
            "pub mod d20; games::d20".to_owned(),
        ),
        (
            "src/cli/z.rs".to_owned(),
            "crate::engine::rulesets::d20x::Y".to_owned(),
        ),
        (
            "src/cli/w.rs".to_owned(),
            "use crate::engine::rulesets::{\n    d20::D20,\n    pnp::Pnp,\n};".to_owned(),
        ),
        (
            "src/cli/v.rs".to_owned(),
            "use crate::engine::rulesets::{AnyCampaign, d20x};".to_owned(),
        ),
    ];
    assert_eq!(
        naming_outside("d20", &files),
        vec!["src/bot/x.rs".to_owned(), "src/cli/w.rs".to_owned()]
    );
}

/// Whether `path` (relative to the crate) is in a core: the Discord core, the
/// command line, the MCP server, the web pages, the store, the session, the
/// locales, or the engine outside the games' rules.
fn is_core(path: &str) -> bool {
    const CORES: [&str; 9] = [
        "src/bot/",
        "src/cli/",
        "src/mcp/",
        "src/web/",
        "src/store/",
        "src/session/",
        "src/session.rs",
        "src/i18n/",
        "src/engine/",
    ];
    CORES.iter().any(|c| path.starts_with(c)) && !path.starts_with("src/engine/rulesets/")
}

/// The lines of `text` (code, comments left out) that import from a game's
/// front end or the registry (`crate::games`, `games::`, grouped or not), or
/// from the top that builds it (`crate::app`): each as `line: text`.
fn imports_of_games(text: &str) -> Vec<String> {
    /// Whether `word` stands in `code` as a path segment followed by `::`
    /// (`games::`, not `my_games::`).
    fn segment(code: &str, word: &str) -> bool {
        let needle = format!("{word}::");
        code.match_indices(&needle).any(|(i, _)| {
            !code[..i]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphanumeric() || c == '_')
        })
    }
    let mut out = Vec::new();
    let mut code = String::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.split("//").next().unwrap_or_default();
        code.push_str(line);
        code.push('\n');
        let trimmed = line.trim();
        if segment(trimmed, "games") || trimmed.contains("crate::app") {
            out.push(format!("{}: {trimmed}", n + 1));
        }
    }
    // A grouped import over several lines (`use crate::{\n games,\n ...}`).
    for open in ["crate::{", "overseer::{"] {
        for (i, _) in code.match_indices(open) {
            let rest = &code[i + open.len()..];
            let group = &rest[..rest.find('}').unwrap_or(rest.len())];
            if group
                .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .any(|word| word == "games" || word == "app")
            {
                let line = code[..i].lines().count();
                out.push(format!("{line}: {open}{group}}}"));
            }
        }
    }
    out
}

#[test]
fn the_cores_import_no_game_and_no_registry() {
    let files = source_files();
    let cores: Vec<&(String, String)> = files.iter().filter(|(p, _)| is_core(p)).collect();
    assert!(cores.len() > 50, "found only {} core files", cores.len());
    let mut offences = Vec::new();
    for (path, text) in cores {
        for line in imports_of_games(text) {
            offences.push(format!("{path}:{line}"));
        }
    }
    assert!(
        offences.is_empty(),
        "a core imports a game or the registry (the cores are handed the \
         games at start, by overseer::app, and know them by their traits):\n{}",
        offences.join("\n")
    );
}

#[test]
fn the_import_check_sees_a_core_reaching_into_a_game() {
    assert!(is_core("src/bot/buttons.rs"));
    assert!(is_core("src/session.rs"));
    assert!(is_core("src/engine/notation.rs"));
    assert!(is_core("src/mcp/tables.rs"));
    assert!(!is_core("src/engine/rulesets/d20/cli.rs"));
    assert!(!is_core("src/games/d20/mod.rs"));
    assert!(!is_core("src/app.rs"));
    let seen = |text: &str| imports_of_games(text).len();
    assert_eq!(seen("use crate::games::discord;"), 1);
    assert_eq!(seen("    let game = crate::games::discord_game(id);"), 1);
    assert_eq!(seen("use super::super::games::d20::Front;"), 1);
    assert_eq!(seen("use crate::{\n    bot,\n    games,\n};"), 1);
    assert_eq!(seen("crate::app::install();"), 1);
    // Names that only look alike, and words in comments, are no imports.
    assert_eq!(seen("let all = game::games().all();"), 0);
    assert_eq!(seen("use crate::bot::game::{Game, Games};"), 0);
    assert_eq!(seen("let x = my_games::first();"), 0);
    assert_eq!(seen("//! handed by `crate::games` at start"), 0);
    assert_eq!(seen("use crate::{bot, engine};"), 0);
}
