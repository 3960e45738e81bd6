//! The tools of the commands every game shares, as the command line has them
//! ([`crate::cli::words::SHARED`]): `init`, `help`, `recover`, `export` (in
//! the reply), `content`, `enemies`, `enemy-note`, `npc-note` and `language`. The ones
//! that read or write files on the server's disk (`import`, `export <file>`,
//! `homebrew`, `import-character`) and `share` (a web link) are the command
//! line's alone. `init` (once the campaign exists), `recover`, `export`,
//! `language` and the three commands of hidden information are a GM's: they start over or
//! undo the table's play, or show what players must not read (secret rolls
//! in the log, enemies' numbers, GM notes).

use super::tools::{tool_name, Form, Param, Takes, Tool};
use crate::cli::words;

/// The shared commands offered as tools, with whether only a GM may run them.
const OFFERED: [(&str, bool); 9] = [
    // A GM's once the campaign exists: it starts the campaign over.
    ("init", true),
    ("help", false),
    ("recover", true),
    ("export", true),
    ("content", false),
    ("enemies", true),
    ("enemy-note", true),
    ("npc-note", true),
    // A GM's: every later answer of the campaign follows it.
    ("language", true),
];

/// A parameter of a shared command.
fn param(name: &'static str, value: Takes, form: Form, about: &str) -> Param {
    Param {
        name,
        required: false,
        value,
        form,
        about: about.to_owned(),
        owner: false,
    }
}

/// The parameters of a shared command, in command-line order.
fn params(word: &str) -> Vec<Param> {
    let text = |name, about| param(name, Takes::Text, Form::Word, about);
    match word {
        "init" => vec![param(
            "ruleset",
            Takes::Enum(
                crate::engine::ruleset::rulesets()
                    .ids()
                    .map(|r| r.as_str().to_owned())
                    .collect(),
            ),
            Form::Option("--ruleset".into()),
            "ruleset",
        )],
        "help" => vec![text("command", "command")],
        "content" => vec![text("kind", "kind")],
        "enemies" => vec![param(
            "setting",
            Takes::Enum(["shown", "bands", "hidden"].map(str::to_owned).to_vec()),
            Form::Word,
            "setting",
        )],
        "language" => vec![param(
            "language",
            Takes::Enum(["en-US", "zh-CN"].map(str::to_owned).to_vec()),
            Form::Word,
            "language",
        )],
        "enemy-note" | "npc-note" => vec![
            text("name", "name"),
            text("text", "text"),
            param("clear", Takes::Flag, Form::Flag("--clear".into()), "flag"),
        ],
        _ => Vec::new(),
    }
}

/// The shared commands' tools.
#[must_use]
pub fn shared_tools() -> Vec<Tool> {
    OFFERED
        .iter()
        .filter_map(|&(word, gm_only)| {
            let usage = words::shared(word)?;
            Some(Tool {
                name: tool_name("", word),
                game: None,
                word: usage.name,
                gm_only,
                help_key: format!("cli-help-{word}"),
                // The reply carries the export: no file on the server's disk.
                usage: if word == "export" {
                    word.to_owned()
                } else {
                    usage.line()
                },
                actor: None,
                params: params(word),
            })
        })
        .collect()
}
