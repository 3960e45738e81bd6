//! The tools the server offers, as plain data that knows no game: a tool is
//! one command of a game's command table (or one the games share), with its
//! parameters in the order the command line reads them. From a [`Tool`] come
//! its JSON Schema ([`Tool::schema`]) and, for a call, the command line's
//! words ([`Tool::words`]): each argument one word (or a few, for a list),
//! never a re-joined string, so a name with spaces or quotes stays one word.

use serde_json::{json, Map, Value};

use crate::engine::ruleset::RulesetId;
use crate::i18n::{tr, Lang};

/// The parameter every tool takes: the campaign addressed.
pub const CAMPAIGN: &str = "campaign";
/// The parameter of a game's tools that marks the command secret.
pub const SECRET: &str = "secret";

/// What a parameter's value is, as JSON and as the command line's word.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Takes {
    /// A whole number (at least `min` when given).
    Integer {
        /// The smallest allowed, if any.
        min: Option<i64>,
    },
    /// A whole number written with its sign (`+2`, `-1`).
    Signed,
    /// A string: a name, a word, free text.
    Text,
    /// One of a closed set of words.
    Enum(Vec<String>),
    /// True or false: a flag that is given or not.
    Flag,
    /// Several words (a list the command line reads word by word).
    Words,
}

/// How a parameter stands on the command line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Form {
    /// Its own word (or words) where it stands.
    Word,
    /// An option: `--name value`.
    Option(String),
    /// A flag: `--name` when true.
    Flag(String),
    /// A repeat count: `xN`.
    Repeat,
}

/// One parameter of a tool.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Param {
    /// Its name, as the command table names the argument.
    pub name: &'static str,
    /// Whether the command needs it.
    pub required: bool,
    /// What it takes.
    pub value: Takes,
    /// How it is written.
    pub form: Form,
    /// What it is (the table's kind of argument), for the schema.
    pub about: String,
    /// Whether it names the user who will own a new character (only a GM
    /// may name another user).
    pub owner: bool,
}

/// One tool: a command of a game (or a shared one).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tool {
    /// The tool's name (`f2d20_attack`): letters, digits, `_` and `-`.
    pub name: String,
    /// The game whose command it is; `None` for the commands every game shares.
    pub game: Option<RulesetId>,
    /// The command line's word.
    pub word: &'static str,
    /// Whether only a GM may use it.
    pub gm_only: bool,
    /// The Fluent key of its help text.
    pub help_key: String,
    /// The command line's usage line.
    pub usage: String,
    /// The parameter naming the acting character (a player may name only
    /// their own), as the command table says.
    pub actor: Option<&'static str>,
    /// Its parameters, in command-line order.
    pub params: Vec<Param>,
}

/// Why a call's arguments were refused before anything ran.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ArgError {
    /// A parameter the tool does not have.
    Unknown(String),
    /// A required parameter is missing.
    Missing(&'static str),
    /// A value of the wrong type or outside the tool's set.
    Bad {
        /// The parameter.
        name: String,
        /// What it takes.
        expected: Expected,
    },
}

/// What a parameter takes, as a refusal says it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Expected {
    /// A whole number.
    Integer,
    /// A whole number at least this.
    AtLeast(i64),
    /// True or false.
    Boolean,
    /// A word that is no option (does not start with `--`) and not blank.
    Word,
    /// A non-empty list of words.
    Words,
    /// One of these words.
    OneOf(Vec<String>),
}

impl Tool {
    /// The command line's usage line in `lang`'s words, as `help` prints it.
    #[must_use]
    pub fn usage_in(&self, lang: Lang) -> String {
        crate::cli::game::usage_in(lang, self.game, self.word, &self.usage)
    }

    /// The JSON Schema (draft 2020-12) of the tool's arguments, its own
    /// parameters described in `lang`.
    #[must_use]
    pub fn schema(&self, lang: Lang) -> Map<String, Value> {
        let mut properties = Map::new();
        let mut required = Vec::new();
        for p in &self.params {
            properties.insert(p.name.to_owned(), p.schema());
            if p.required {
                required.push(json!(p.name));
            }
        }
        properties.insert(
            CAMPAIGN.to_owned(),
            json!({ "type": "string", "minLength": 1, "description": tr(lang, "mcp-param-campaign", &[]) }),
        );
        if self.game.is_some() {
            properties.insert(
                SECRET.to_owned(),
                json!({ "type": "boolean", "description": tr(lang, "mcp-param-secret", &[]) }),
            );
        }
        let mut schema = Map::new();
        schema.insert("type".into(), json!("object"));
        schema.insert("properties".into(), Value::Object(properties));
        if !required.is_empty() {
            schema.insert("required".into(), Value::Array(required));
        }
        schema.insert("additionalProperties".into(), json!(false));
        schema
    }

    /// The command line's words for a call with `arguments` (the tool's
    /// parameters in table order; `campaign` is the caller's to read).
    pub fn words(&self, arguments: &Map<String, Value>) -> Result<Vec<String>, ArgError> {
        for name in arguments.keys() {
            let known = name == CAMPAIGN
                || (name == SECRET && self.game.is_some())
                || self.params.iter().any(|p| p.name == name);
            if !known {
                return Err(ArgError::Unknown(crate::engine::name::echo(name)));
            }
        }
        let mut words = vec![self.word.to_owned()];
        for p in &self.params {
            match arguments.get(p.name) {
                None | Some(Value::Null) if p.required => return Err(ArgError::Missing(p.name)),
                None | Some(Value::Null) => {}
                Some(value) => p.write(value, &mut words)?,
            }
        }
        match arguments.get(SECRET) {
            Some(Value::Bool(true)) => words.push("--secret".to_owned()),
            None | Some(Value::Bool(false) | Value::Null) => {}
            Some(_) => return Err(bad(SECRET, Expected::Boolean)),
        }
        Ok(words)
    }
}

fn bad(name: &str, expected: Expected) -> ArgError {
    ArgError::Bad {
        name: name.to_owned(),
        expected,
    }
}

impl Param {
    /// The JSON Schema of the parameter's value.
    fn schema(&self) -> Value {
        let mut s = match &self.value {
            Takes::Integer { min: Some(min) } => json!({ "type": "integer", "minimum": min }),
            Takes::Integer { min: None } | Takes::Signed => json!({ "type": "integer" }),
            Takes::Text => json!({ "type": "string", "minLength": 1 }),
            Takes::Enum(words) => json!({ "type": "string", "enum": words }),
            Takes::Flag => json!({ "type": "boolean" }),
            Takes::Words => {
                json!({ "type": "array", "items": { "type": ["string", "integer"] }, "minItems": 1 })
            }
        };
        s["description"] = json!(self.about);
        s
    }

    /// Writes the parameter's `value` as the command line's words.
    fn write(&self, value: &Value, words: &mut Vec<String>) -> Result<(), ArgError> {
        let read = self.read(value)?;
        match (&self.form, read) {
            (Form::Flag(flag), Some(_)) => words.push(flag.clone()),
            (Form::Repeat, Some(read)) => words.push(format!("x{}", read.join(""))),
            (Form::Option(option), Some(read)) => {
                words.push(option.clone());
                words.extend(read);
            }
            (Form::Word, Some(read)) => words.extend(read),
            (_, None) => {}
        }
        Ok(())
    }

    /// The value's words; `None` for a false flag.
    fn read(&self, value: &Value) -> Result<Option<Vec<String>>, ArgError> {
        let name = self.name;
        let word = |text: &str| -> Result<String, ArgError> {
            // A value is never an option of the command line.
            if text.starts_with("--") || text.trim().is_empty() {
                return Err(bad(name, Expected::Word));
            }
            Ok(text.to_owned())
        };
        Ok(Some(match &self.value {
            Takes::Integer { min } => {
                let n = value.as_i64().ok_or_else(|| bad(name, Expected::Integer))?;
                if let Some(min) = min.filter(|min| n < *min) {
                    return Err(bad(name, Expected::AtLeast(min)));
                }
                vec![n.to_string()]
            }
            Takes::Signed => vec![format!(
                "{:+}",
                value.as_i64().ok_or_else(|| bad(name, Expected::Integer))?
            )],
            Takes::Text => vec![word(
                value.as_str().ok_or_else(|| bad(name, Expected::Word))?,
            )?],
            Takes::Enum(set) => {
                let text = value.as_str().unwrap_or_default();
                if !set.iter().any(|w| w == text) {
                    return Err(bad(name, Expected::OneOf(set.clone())));
                }
                vec![text.to_owned()]
            }
            Takes::Flag => match value {
                Value::Bool(true) => vec![],
                Value::Bool(false) => return Ok(None),
                _ => return Err(bad(name, Expected::Boolean)),
            },
            Takes::Words => {
                let items = value.as_array().filter(|a| !a.is_empty());
                let items = items.ok_or_else(|| bad(name, Expected::Words))?;
                items
                    .iter()
                    .map(|item| match item {
                        Value::String(s) => word(s),
                        Value::Number(n) if n.is_i64() => Ok(n.to_string()),
                        _ => Err(bad(name, Expected::Words)),
                    })
                    .collect::<Result<_, _>>()?
            }
        }))
    }
}

/// A tool name from a prefix and a command word: `f2d20_add_player`.
#[must_use]
pub fn tool_name(prefix: &str, word: &str) -> String {
    let word = word.replace('-', "_");
    if prefix.is_empty() {
        word
    } else {
        format!("{prefix}_{word}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tool() -> Tool {
        let param = |name, required, value, form| Param {
            name,
            required,
            value,
            form,
            about: String::new(),
            owner: false,
        };
        Tool {
            name: "g_check".into(),
            game: Some(crate::engine::ruleset::rulesets().default()),
            word: "check",
            gm_only: false,
            help_key: "cli-help-check".into(),
            usage: String::new(),
            actor: None,
            params: vec![
                param("who", true, Takes::Text, Form::Word),
                param("diff", true, Takes::Integer { min: Some(0) }, Form::Word),
                param("mod", false, Takes::Signed, Form::Word),
                param(
                    "repeat",
                    false,
                    Takes::Integer { min: Some(1) },
                    Form::Repeat,
                ),
                param("close", false, Takes::Flag, Form::Flag("--close".into())),
                param(
                    "range",
                    false,
                    Takes::Enum(vec!["near".into()]),
                    Form::Option("--range".into()),
                ),
                param("dice", false, Takes::Words, Form::Word),
            ],
        }
    }

    fn args(v: &Value) -> Map<String, Value> {
        v.as_object().cloned().expect("an object")
    }

    #[test]
    fn a_call_becomes_the_command_lines_words_in_table_order() {
        let t = tool();
        let words = t.words(&args(&json!({
            "dice": [3, "5"], "range": "near", "close": true, "repeat": 2,
            "mod": 2, "diff": 1, "who": "Ann \"the\" Bold", "campaign": "x", "secret": true
        })));
        assert_eq!(
            words,
            Ok(vec![
                "check",
                "Ann \"the\" Bold",
                "1",
                "+2",
                "x2",
                "--close",
                "--range",
                "near",
                "3",
                "5",
                "--secret"
            ]
            .into_iter()
            .map(String::from)
            .collect())
        );
        assert_eq!(
            t.words(&args(
                &json!({"who": "A", "diff": 1, "close": false, "mod": -1})
            )),
            Ok(vec!["check".into(), "A".into(), "1".into(), "-1".into()])
        );
    }

    #[test]
    fn bad_arguments_are_refused_before_anything_runs() {
        let t = tool();
        assert_eq!(
            t.words(&args(&json!({"diff": 1}))),
            Err(ArgError::Missing("who"))
        );
        assert_eq!(
            t.words(&args(&json!({"who": "A", "diff": 1, "fly": 1}))),
            Err(ArgError::Unknown("fly".into()))
        );
        assert_eq!(
            t.words(&args(&json!({"who": "A", "diff": "one"}))),
            Err(bad("diff", Expected::Integer))
        );
        assert_eq!(
            t.words(&args(&json!({"who": "A", "diff": -1}))),
            Err(bad("diff", Expected::AtLeast(0)))
        );
        assert_eq!(
            t.words(&args(&json!({"who": "--force", "diff": 1}))),
            Err(bad("who", Expected::Word))
        );
        assert_eq!(
            t.words(&args(&json!({"who": "A", "diff": 1, "range": "far"}))),
            Err(bad("range", Expected::OneOf(vec!["near".into()])))
        );
    }

    #[test]
    fn the_schema_lists_every_parameter_with_its_type() {
        let s = Value::Object(tool().schema(Lang::EnUs));
        assert_eq!(s["required"], json!(["who", "diff"]));
        assert_eq!(s["properties"]["diff"]["minimum"], json!(0));
        assert_eq!(s["properties"]["range"]["enum"], json!(["near"]));
        assert_eq!(s["properties"]["close"]["type"], json!("boolean"));
        assert_eq!(s["properties"]["campaign"]["type"], json!("string"));
        assert_eq!(s["additionalProperties"], json!(false));
        assert_eq!(tool_name("f2d20", "add-player"), "f2d20_add_player");
    }
}
