//! The command line for a campaign of the d20 game: its words are parsed by the
//! game's own parser ([`crate::engine::rulesets::d20::cli`]), run through the
//! same session as every game ([`Session::run_as`]), and answered with one JSON
//! object: `ok`, `command`, `ruleset`, `message`, `version`, the game's events
//! in their serde form, and every number and word of the events by name at the
//! top level (the first event that names a field sets it).

use serde_json::{json, Map, Value};

use crate::engine::rulesets::d20::{self, D20};
use crate::engine::Dice;
use crate::i18n::{tr, try_tr, Arg, Lang};
use crate::session::Session;

use super::json as shape;
use super::{session_failure, Globals, Reply, EXIT_OK, EXIT_REFUSED};

/// Adds every scalar of `value` (recursing into objects, not lists) to `out`
/// under its own name, keeping the first one of each name.
fn flatten_into(out: &mut Map<String, Value>, value: &Value) {
    let Value::Object(fields) = value else {
        return;
    };
    for (name, v) in fields {
        match v {
            Value::Object(_) => flatten_into(out, v),
            Value::Array(_) | Value::Null => {}
            scalar => {
                out.entry(name.clone()).or_insert_with(|| scalar.clone());
            }
        }
    }
}

/// A refusal of the game (a word of the wrong form, a rule): its code, the
/// message `cli.ftl` has for the code with the error's fields as arguments
/// (else the game's own words), and the command's usage as the hint.
fn refusal<E: serde::Serialize + std::fmt::Display>(
    lang: Lang,
    command: Option<&str>,
    code: &str,
    error: &E,
) -> Reply {
    let args = shape::args_of(&serde_json::to_value(error).unwrap_or_default());
    let message = crate::i18n::refusal(lang, d20::RULESET_ID, code, &args)
        .unwrap_or_else(|| error.to_string());
    let hint = command
        .and_then(d20::commands::spec)
        .map(|spec| tr(lang, "cli-hint-usage", &[("usage", Arg::from(spec.usage))]))
        .unwrap_or_default();
    Reply {
        json: shape::failure(command, code, message, hint),
        code: EXIT_REFUSED,
    }
}

/// The d20 game's command list: each command's syntax and what it does, in
/// the answer's language (from the game's command table).
pub(super) fn help(lang: Lang, topic: Option<&str>) -> Reply {
    let gm = tr(lang, "help-gm", &[]);
    let line = |spec: &d20::commands::CommandSpec| {
        let what = tr(lang, spec.help_key, &[]);
        if spec.gm_only {
            format!("  {}\n      {what} {gm}", spec.usage)
        } else {
            format!("  {}\n      {what}", spec.usage)
        }
    };
    let text = if let Some(name) = topic {
        let Some(spec) = d20::commands::spec(&name.to_ascii_lowercase()) else {
            return Reply {
                json: shape::failure(
                    Some("help"),
                    "unknown_command",
                    tr(
                        lang,
                        "cli-err-not_in_game",
                        &[
                            ("command", Arg::from(crate::engine::name::echo(name))),
                            ("game", Arg::from(d20::RULESET_ID)),
                        ],
                    ),
                    String::new(),
                ),
                code: EXIT_REFUSED,
            };
        };
        line(spec)
    } else {
        let mut out = tr(lang, "d20-help-title", &[]);
        for spec in &d20::commands::COMMANDS {
            out.push('\n');
            out.push_str(&line(spec));
        }
        out
    };
    Reply {
        json: shape::plain_success("help", text, json!({ "ruleset": d20::RULESET_ID })),
        code: EXIT_OK,
    }
}

/// Starts a d20 campaign (`init --ruleset d20`).
pub(super) async fn init(session: &Session, g: &Globals, lang: Lang) -> Reply {
    match session.start_as::<D20>(g.key, g.actor, None).await {
        Ok(outcome) => Reply {
            json: success(lang, "init", &outcome, None),
            code: EXIT_OK,
        },
        Err(e) => session_failure(lang, "init", &e),
    }
}

/// Parses and runs one command line of a d20 campaign.
pub(super) async fn run_line(
    session: &Session,
    g: &Globals,
    lang: Lang,
    dice: &mut (dyn Dice + Send),
    words: &[String],
) -> Reply {
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    let command = match d20::cli::parse(&words) {
        Ok(command) => command,
        Err(d20::cli::ParseError::UnknownCommand { word, commands }) => {
            // Most often a command of the default game typed into a d20 campaign.
            let message = tr(
                lang,
                "cli-err-not_in_game",
                &[
                    ("command", Arg::from(word)),
                    ("game", Arg::from(d20::RULESET_ID)),
                ],
            );
            let hint = tr(
                lang,
                "cli-hint-known",
                &[("names", Arg::from(commands.join(", ")))],
            );
            return Reply {
                json: shape::failure(None, "not_in_game", message, hint),
                code: EXIT_REFUSED,
            };
        }
        Err(e) => {
            let name = words
                .first()
                .copied()
                .filter(|w| d20::commands::spec(w).is_some());
            let code = match &e {
                d20::cli::ParseError::Rule(rule) => rule.code(),
                d20::cli::ParseError::Empty => "no_command".to_owned(),
                d20::cli::ParseError::UnknownCommand { .. } => "unknown_command".to_owned(),
                d20::cli::ParseError::Usage { .. } => "usage".to_owned(),
            };
            return refusal(lang, name, &code, &e);
        }
    };
    let name = command.name();
    match session.run_as::<D20>(g.key, g.actor, command, dice).await {
        Ok(Ok(ran)) => Reply {
            json: success(lang, name, &ran.outcome, Some(ran.version)),
            code: EXIT_OK,
        },
        Ok(Err(refused)) => refusal(lang, Some(name), &refused.code(), &refused),
        Err(e) => session_failure(lang, name, &e),
    }
}

/// One event as a sentence in `lang` (`d20-ev-<type>` in `d20.ftl`), from the
/// event's fields by name; the units an event names (attacker, target, whose
/// turn) by their names. `None` for events that need no sentence.
fn sentence(lang: Lang, event: &Value) -> Option<String> {
    let kind = event.get("type")?.as_str()?;
    let mut fields = Map::new();
    for unit in ["attacker", "target", "unit"] {
        let name = match event.get(unit) {
            Some(Value::String(name)) => Some(name.clone()),
            Some(v) => v.get("name").and_then(Value::as_str).map(str::to_owned),
            None => None,
        };
        if let Some(name) = name {
            fields.insert(unit.to_owned(), Value::String(name));
        }
    }
    flatten_into(&mut fields, event);
    let owned = shape::args_of(&Value::Object(fields));
    let args: Vec<(&str, Arg)> = owned.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
    try_tr(lang, &format!("d20-ev-{kind}"), &args)
}

/// The success object of a d20 command.
fn success(lang: Lang, command: &str, outcome: &d20::Outcome, version: Option<i64>) -> Value {
    let events = serde_json::to_value(&outcome.events).unwrap_or_default();
    let mut obj = Map::new();
    obj.insert("ok".into(), json!(true));
    obj.insert("command".into(), json!(command));
    obj.insert("ruleset".into(), json!(d20::RULESET_ID));
    let sentences: Vec<String> = match &events {
        Value::Array(list) => list.iter().filter_map(|e| sentence(lang, e)).collect(),
        _ => Vec::new(),
    };
    let message = if sentences.is_empty() {
        tr(
            lang,
            "cli-d20-done",
            &[
                ("command", Arg::from(command)),
                ("events", Arg::from(outcome.events.len())),
            ],
        )
    } else {
        sentences.join(" ")
    };
    obj.insert("message".into(), json!(message));
    if let Some(v) = version {
        obj.insert("version".into(), json!(v));
    }
    if let Value::Array(list) = &events {
        for event in list {
            flatten_into(&mut obj, event);
        }
    }
    obj.insert("events".into(), events);
    Value::Object(obj)
}
