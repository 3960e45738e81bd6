//! The documentation's commands still parse: every `overseer ...` and
//! `cargo run ... -- ...` line of a fenced `sh` block in README.md and docs/
//! goes through the binary's own argument parser (clap), its `cli` words
//! through the command language's parser of the game the page plays, and every
//! slash command shown in code (`/check ...`) names a registered command,
//! subcommand and option. Also: the invite link's permission integer is the
//! sum of exactly the permissions the bot uses.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use clap::Parser as _;
use overseer::args::{Args, Migrate, Sub};
use overseer::config::Config;
use overseer::games::{d20, fallout2d20, pnp};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// README.md and every Markdown file under docs/.
fn documents() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let mut entries: Vec<_> = std::fs::read_dir(dir)
            .expect("docs/ is readable")
            .map(|e| e.expect("entry").path())
            .collect();
        entries.sort();
        for path in entries {
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "md") {
                out.push(path);
            }
        }
    }
    let mut out = vec![Path::new(ROOT).join("README.md")];
    walk(&Path::new(ROOT).join("docs"), &mut out);
    out
}

fn short(path: &Path) -> String {
    path.strip_prefix(ROOT)
        .unwrap_or(path)
        .display()
        .to_string()
}

/// The lines of every fenced block whose info string is `lang`, with their
/// line numbers.
fn fenced(text: &str, lang: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut inside: Option<bool> = None;
    for (n, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        if let Some(info) = trimmed.strip_prefix("```") {
            inside = match inside {
                None => Some(info.trim() == lang),
                Some(_) => None,
            };
            continue;
        }
        if inside == Some(true) {
            out.push((n + 1, trimmed.to_owned()));
        }
    }
    out
}

/// A shell line cut at its first unquoted comment (` #`) or pipe, list or
/// redirection operator: what the first command of the line is.
fn first_command(line: &str) -> &str {
    let (mut single, mut double) = (false, false);
    let bytes = line.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        match b {
            b'\'' if !double => single = !single,
            b'"' if !single => double = !double,
            b'#' | b'|' | b'&' | b';' | b'>' | b'<'
                if !single && !double && (i == 0 || bytes[i - 1].is_ascii_whitespace()) =>
            {
                return &line[..i];
            }
            _ => {}
        }
    }
    line
}

/// The binary's argv for a documented line, or `None` when the line does not
/// run the binary. Leading `$ ` prompts and `NAME=value` assignments are skipped.
fn argv(line: &str) -> Option<Vec<String>> {
    let line = line.strip_prefix("$ ").unwrap_or(line);
    let words = overseer::cli::tokenize::tokenize(first_command(line))
        .unwrap_or_else(|e| panic!("{line:?} does not split into words: {e}"));
    let start = words.iter().position(|w| {
        !(w.contains('=') && w.chars().next().is_some_and(|c| c.is_ascii_uppercase()))
    })?;
    let words = &words[start..];
    match words.first().map(String::as_str) {
        Some("overseer") => Some(words.to_vec()),
        Some("cargo") if words.get(1).is_some_and(|w| w == "run") => {
            let mut argv = vec!["overseer".to_owned()];
            if let Some(dashes) = words.iter().position(|w| w == "--") {
                argv.extend(words[dashes + 1..].iter().cloned());
            }
            Some(argv)
        }
        _ => None,
    }
}

/// The game a page plays unless a line starts another (`init --ruleset ID`).
fn game_of(path: &Path) -> &'static str {
    let name = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
    match name {
        "d20" => "d20",
        "fallout-pnp" => "fallout-pnp",
        "fallout-2d20" => "fallout-2d20",
        _ => "wasteland-2d20",
    }
}

/// Checks the words after `cli` with the command language's parsers; returns
/// the game the campaign plays after the line.
fn check_cli(words: &[String], game: &'static str, at: &str) -> &'static str {
    let config = Config::from_lookup(&|_| None).expect("default configuration");
    let (_, words) = overseer::cli::parse_globals(words, &config)
        .unwrap_or_else(|e| panic!("{at}: the CLI refuses its options: {e:?}"));
    // Command words typed in another language, read as the command line
    // reads them (`src/games/<game>/cli/said.rs`).
    let said = match game {
        "d20" => d20::cli::said::SAID,
        "fallout-pnp" => pnp::cli::said::SAID,
        "fallout-2d20" => fallout2d20::cli::said::SAID,
        _ => overseer::games::wasteland::cli::said::SAID,
    };
    let words = overseer::cli::words::english(said, &words).into_owned();
    if words == ["-"] {
        return game;
    }
    let first = words.first().map(|w| w.to_ascii_lowercase());
    if first.as_deref() == Some("share") {
        let lang = overseer::i18n::Lang::EnUs;
        if let Err(e) = overseer::web::cli::parse(lang, &words[1..]) {
            panic!("{at}: share refuses {words:?}: {e:?}");
        }
        return game;
    }
    // The commands every game shares are the command line's own.
    if let Some(parsed) = overseer::cli::words::parse_shared(&words) {
        return match parsed {
            Ok(overseer::cli::words::Shared::Init(id)) => id.as_str(),
            Ok(_) => game,
            Err(e) => panic!("{at}: the command line refuses {words:?}: {e:?}"),
        };
    }
    if game == "wasteland-2d20" {
        if let Err(e) = overseer::games::wasteland::cli::parse::parse(&words) {
            panic!("{at}: the command language refuses {words:?}: {e:?}");
        }
        return game;
    }
    // A game's words in any language are read as the command line reads
    // them before its parser sees them.
    let read: Vec<String> = words
        .iter()
        .enumerate()
        .map(|(i, w)| match (i, game) {
            (0, _) => w.clone(),
            (_, "d20") => d20::word(w),
            (_, "fallout-pnp") => pnp::word(w),
            _ => fallout2d20::word(w),
        })
        .collect();
    let words: Vec<&str> = read.iter().map(String::as_str).collect();
    let refused = match game {
        "d20" => d20::cli::grammar::parse(&words)
            .err()
            .map(|e| format!("{e:?}")),
        "fallout-pnp" => pnp::cli::grammar::parse(&words)
            .err()
            .map(|e| format!("{e:?}")),
        _ => fallout2d20::cli::grammar::parse(&words)
            .err()
            .map(|e| format!("{e:?}")),
    };
    if let Some(e) = refused {
        panic!("{at}: the {game} command language refuses {words:?}: {e}");
    }
    game
}

#[test]
fn every_command_line_the_docs_show_still_parses() {
    let mut checked: BTreeMap<String, usize> = BTreeMap::new();
    for path in documents() {
        let text = std::fs::read_to_string(&path).expect("readable");
        let mut game = game_of(&path);
        for (n, line) in fenced(&text, "sh") {
            let Some(argv) = argv(&line) else { continue };
            let at = format!("{}:{n}", short(&path));
            let parsed = match Args::try_parse_from(&argv) {
                Ok(parsed) => parsed,
                Err(e)
                    if matches!(
                        e.kind(),
                        clap::error::ErrorKind::DisplayHelp
                            | clap::error::ErrorKind::DisplayVersion
                    ) =>
                {
                    *checked.entry(short(&path)).or_default() += 1;
                    continue;
                }
                Err(e) => panic!("{at}: overseer refuses {argv:?}:\n{e}"),
            };
            match parsed.command {
                Some(Sub::Cli { words }) => game = check_cli(&words, game, &at),
                Some(Sub::Migrate { from, to, force }) => {
                    if let Err(e) = Migrate::from_options(from, to, force) {
                        panic!("{at}: migrate refuses {argv:?}: {e}");
                    }
                }
                Some(
                    Sub::Serve
                    | Sub::Web
                    | Sub::Health
                    | Sub::Check
                    | Sub::Backup { .. }
                    | Sub::Mcp { .. },
                )
                | None => {}
            }
            *checked.entry(short(&path)).or_default() += 1;
        }
    }
    // The test means something only if the pages it reads show commands.
    for page in [
        "README.md",
        "docs/operators.md",
        "docs/command-line.md",
        "docs/players/wasteland-2d20.md",
        "docs/players/d20.md",
        "docs/players/fallout-pnp.md",
        "docs/players/fallout-2d20.md",
    ] {
        assert!(
            checked.get(page).copied().unwrap_or(0) >= 3,
            "{page} shows fewer than 3 commands: {checked:?}"
        );
    }
}

/// The registered slash commands by name, with their subcommands and options.
struct Registered {
    subcommands: BTreeMap<String, Registered>,
    options: Vec<String>,
}

fn registered(
    commands: &[poise::Command<overseer::bot::Data, overseer::bot::Error>],
) -> BTreeMap<String, Registered> {
    commands
        .iter()
        .map(|c| {
            (
                c.name.to_string(),
                Registered {
                    subcommands: registered(&c.subcommands),
                    options: c.parameters.iter().map(|p| p.name.to_string()).collect(),
                },
            )
        })
        .collect()
}

/// The inline code spans of a Markdown text outside fenced blocks.
fn code_spans(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut fence = false;
    for (n, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            fence = !fence;
            continue;
        }
        if fence {
            continue;
        }
        let mut parts = line.split('`');
        parts.next();
        while let (Some(code), Some(_)) = (parts.next(), parts.next()) {
            out.push((n + 1, code.to_owned()));
        }
        // An odd trailing piece is an unclosed span: ignored.
    }
    out
}

/// Checks one slash command as shown (`/campaign gm add\|remove <user>`,
/// `/campaign start ruleset:d20`); returns what is wrong, if anything.
fn check_slash(span: &str, tree: &BTreeMap<String, Registered>) -> Result<(), String> {
    let mut words = span.trim_start_matches('/').split_whitespace().peekable();
    let mut level = tree;
    let mut path = String::new();
    let mut options: &[String] = &[];
    let mut first = true;
    while let Some(word) = words.peek().copied() {
        // A group shown alone (`/d20`, `/pnp enemy`) names its commands.
        let alternatives: Vec<String> = word
            .split('|')
            .map(|w| w.trim_matches('\\').to_owned())
            .filter(|w| !w.is_empty())
            .collect();
        let known: Vec<&Registered> = alternatives.iter().filter_map(|a| level.get(a)).collect();
        if known.len() == alternatives.len() && !known.is_empty() {
            words.next();
            path.push_str(word);
            path.push(' ');
            options = &known[0].options;
            level = &known[0].subcommands;
            first = false;
            if level.is_empty() {
                break;
            }
            continue;
        }
        if first {
            return Err(format!("no registered command /{word}"));
        }
        if !level.is_empty() && !word.starts_with(['<', '[', '.']) {
            return Err(format!("/{path}has no subcommand {word}"));
        }
        break;
    }
    for word in words {
        if let Some((name, _)) = word.split_once(':') {
            let name = name.trim_start_matches('[');
            if !options.iter().any(|o| o == name) {
                return Err(format!("/{path}has no option {name}"));
            }
        }
    }
    Ok(())
}

#[test]
fn every_slash_command_the_docs_show_is_registered() {
    overseer::app::install();
    let tree = registered(&overseer::bot::commands());
    let mut seen = 0;
    let mut wrong = Vec::new();
    for path in documents() {
        let text = std::fs::read_to_string(&path).expect("readable");
        for (n, span) in code_spans(&text) {
            let Some(rest) = span.strip_prefix('/') else {
                continue;
            };
            // A file path (`/usr/bin/time`, `docs/...`) is no command.
            let head = rest.split_whitespace().next().unwrap_or("");
            if !head.starts_with(|c: char| c.is_ascii_lowercase()) || head.contains('/') {
                continue;
            }
            seen += 1;
            if let Err(e) = check_slash(&span, &tree) {
                wrong.push(format!("{}:{n}: `{span}`: {e}", short(&path)));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(seen > 100, "only {seen} slash commands found in the docs");
}

#[test]
fn the_slash_command_check_refuses_what_discord_does_not_have() {
    overseer::app::install();
    let tree = registered(&overseer::bot::commands());
    assert_eq!(check_slash("/check", &tree), Ok(()));
    assert_eq!(
        check_slash("/campaign gm add\\|remove <user>", &tree),
        Ok(())
    );
    assert_eq!(check_slash("/campaign start ruleset:d20", &tree), Ok(()));
    assert_eq!(
        check_slash("/fly", &tree),
        Err("no registered command /fly".to_owned())
    );
    assert_eq!(
        check_slash("/campaign fly", &tree),
        Err("/campaign has no subcommand fly".to_owned())
    );
    assert_eq!(
        check_slash("/campaign start game:d20", &tree),
        Err("/campaign start has no option game".to_owned())
    );
}

/// The permissions in the invite link, each with what the bot does that needs
/// it (a text its source contains), and the bit Discord gives it.
const INVITE_PERMISSIONS: [(&str, u64, &str); 7] = [
    // Every message the bot posts in a channel (the live tracker, follow-ups).
    ("View Channel", 1 << 10, "send_message"),
    ("Send Messages", 1 << 11, "send_message"),
    ("Send Messages in Threads", 1 << 38, "send_message"),
    ("Embed Links", 1 << 14, "CreateEmbed"),
    // `/campaign export` replies with a file.
    ("Attach Files", 1 << 15, "CreateAttachment"),
    // The tracker finds and edits its own earlier message.
    ("Read Message History", 1 << 16, "edit_message"),
    // The tracker is pinned (Discord's Pin Messages permission, bit 51).
    ("Pin Messages", 1 << 51, ".pin("),
];

/// All the bot's source text, to find what it calls.
fn bot_source() -> String {
    fn walk(dir: &Path, out: &mut String) {
        for entry in std::fs::read_dir(dir).expect("src/ is readable") {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push_str(&std::fs::read_to_string(&path).expect("readable"));
            }
        }
    }
    let mut out = String::new();
    walk(&Path::new(ROOT).join("src"), &mut out);
    out
}

#[test]
fn the_invite_links_permission_integer_is_exactly_the_permissions_the_bot_uses() {
    use serenity::all::Permissions;
    // serenity 0.12 names every bit but Pin Messages (newer than it).
    let named = [
        Permissions::VIEW_CHANNEL,
        Permissions::SEND_MESSAGES,
        Permissions::SEND_MESSAGES_IN_THREADS,
        Permissions::EMBED_LINKS,
        Permissions::ATTACH_FILES,
        Permissions::READ_MESSAGE_HISTORY,
    ];
    for (permission, (name, bit, _)) in named.iter().zip(INVITE_PERMISSIONS) {
        assert_eq!(permission.bits(), bit, "{name}");
        assert_eq!(permission.get_permission_names(), vec![name], "{name}");
    }
    let source = bot_source();
    for (name, _, call) in INVITE_PERMISSIONS {
        assert!(
            source.contains(call),
            "{name}: the bot no longer calls {call}"
        );
    }
    // Manage Messages is not asked for: pins have their own permission now.
    assert!(!source.contains("MANAGE_MESSAGES"));
    assert!(source.contains("GatewayIntents::non_privileged()"));
    let sum: u64 = INVITE_PERMISSIONS.iter().map(|(_, bit, _)| bit).sum();
    assert_eq!(sum, 2_252_074_691_709_952);
    let readme = std::fs::read_to_string(Path::new(ROOT).join("README.md")).expect("README");
    let link = format!(
        "https://discord.com/oauth2/authorize?client_id=YOUR_APPLICATION_ID&scope=bot+applications.commands&permissions={sum}"
    );
    assert!(
        readme.contains(&link),
        "the README's invite link is not {link}"
    );
    for (name, _, _) in INVITE_PERMISSIONS {
        assert!(readme.contains(name), "the README does not name {name}");
    }
}

/// GitHub's anchor for a heading: lower case, punctuation dropped, spaces as
/// hyphens.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || *c == ' ' || *c == '-' || *c == '_')
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

#[test]
fn every_relative_link_in_the_docs_leads_somewhere() {
    let mut wrong = Vec::new();
    let mut seen = 0;
    for path in documents() {
        let text = std::fs::read_to_string(&path).expect("readable");
        for (n, line) in text.lines().enumerate() {
            for piece in line.split("](").skip(1) {
                let Some(target) = piece.split(')').next() else {
                    continue;
                };
                if target.contains("://") || target.starts_with("mailto:") {
                    continue;
                }
                seen += 1;
                let (file, fragment) = target.split_once('#').unwrap_or((target, ""));
                let resolved = if file.is_empty() {
                    path.clone()
                } else {
                    path.parent().expect("a directory").join(file)
                };
                if !resolved.exists() {
                    wrong.push(format!(
                        "{}:{}: {target}: no such file",
                        short(&path),
                        n + 1
                    ));
                    continue;
                }
                if !fragment.is_empty() {
                    let headings = std::fs::read_to_string(&resolved).expect("readable");
                    let found = headings
                        .lines()
                        .filter_map(|l| l.strip_prefix('#'))
                        .any(|h| anchor(h.trim_start_matches('#')) == fragment);
                    if !found {
                        wrong.push(format!(
                            "{}:{}: {target}: no such heading",
                            short(&path),
                            n + 1
                        ));
                    }
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(seen >= 20, "only {seen} links checked");
}
