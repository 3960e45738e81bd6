//! How a game's command table becomes tools (the `engine::table::CommandSpec`
//! tables the command line parses with), and every installed game's tools:
//! the server names no game. Each game says, in its own folder, how its
//! kinds of argument become JSON types (numbers integers, closed sets enums
//! where the game's rules list them, names strings) and hands its tools to
//! the command line's registry ([`crate::cli::game::CliGame::tools`]); how
//! an argument is written comes from the table itself: a flag kind is
//! `--name`, an optional argument the usage line writes as `--name` is an
//! option, a repeat count is `xN`, every other argument is a word where it
//! stands.

use serde::Serialize;

use super::tools::{tool_name, Form, Param, Takes, Tool};
use crate::engine::mechanics::special::Attribute;
use crate::engine::ruleset::RulesetId;
use crate::engine::table::CommandSpec;

/// Every installed game's tools, the default game's first, each game's in
/// its table's order.
#[must_use]
pub fn game_tools() -> Vec<Tool> {
    crate::cli::game::games()
        .all()
        .iter()
        .flat_map(|game| game.tools())
        .collect()
}

/// The tools of one game's table, named `<prefix>_<command>`; `takes` maps
/// the game's kind of argument (and the argument's name) to what the tool
/// takes.
#[must_use]
pub fn of_table<K: Copy + Serialize>(
    game: RulesetId,
    prefix: &str,
    table: &'static [CommandSpec<K>],
    takes: fn(K, &str) -> Takes,
) -> Vec<Tool> {
    table
        .iter()
        .map(|c| Tool {
            name: tool_name(prefix, c.name),
            game: Some(game),
            word: c.name,
            gm_only: c.gm_only,
            help_key: c.help_key.to_owned(),
            usage: c.usage.to_owned(),
            actor: c.actor,
            params: c
                .args
                .iter()
                .map(|a| {
                    let value = takes(a.kind, a.name);
                    let kind = serde_json::to_value(a.kind)
                        .ok()
                        .and_then(|k| k.as_str().map(str::to_owned))
                        .unwrap_or_default();
                    Param {
                        name: a.name,
                        required: a.required,
                        form: form(c.usage, a.name, a.required, &value),
                        value,
                        owner: kind == "user_id",
                        about: kind.replace('_', " "),
                    }
                })
                .collect(),
        })
        .collect()
}

/// How an argument is written, from the command's usage line.
fn form(usage: &str, name: &str, required: bool, value: &Takes) -> Form {
    let option = format!("--{}", name.replace('_', "-"));
    if *value == Takes::Flag {
        return Form::Flag(option);
    }
    if name == "repeat" {
        return Form::Repeat;
    }
    let written = usage
        .split(|c: char| c.is_whitespace() || c == '[' || c == ']')
        .any(|w| w == option);
    if !required && written {
        Form::Option(option)
    } else {
        Form::Word
    }
}

/// A closed set of words.
#[must_use]
pub fn words<'a>(set: impl IntoIterator<Item = &'a str>) -> Takes {
    Takes::Enum(set.into_iter().map(str::to_owned).collect())
}

/// A whole number; a repeat count is at least 1.
#[must_use]
pub fn number(name: &str) -> Takes {
    Takes::Integer {
        min: (name == "repeat").then_some(1),
    }
}

/// The S.P.E.C.I.A.L. abbreviations.
#[must_use]
pub fn attributes() -> Takes {
    words(Attribute::ALL.iter().map(|a| a.abbr()))
}
