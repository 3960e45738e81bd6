//! The shape of every command-line answer: one JSON object per command,
//! `{"ok": true, "command", "message", ...}` on success and `{"ok": false,
//! "command", "error", "message", "hint"}` on a refusal, with the process exit
//! code it earns. The games' folders fill these in; this module owns no text.

use serde_json::{json, Map, Value};

use crate::i18n::Arg;

/// What running one command produced: the JSON line and its exit code.
#[derive(Debug, Clone, PartialEq)]
pub struct Reply {
    /// The JSON object printed for the command.
    pub json: Value,
    /// The exit code it earns (see [`super::EXIT_OK`] and the others).
    pub code: i32,
}

impl Reply {
    /// A success.
    #[must_use]
    pub fn ok(json: Value) -> Reply {
        Reply {
            json,
            code: super::EXIT_OK,
        }
    }

    /// A refusal of the rules or of the input (exit code 1).
    #[must_use]
    pub fn refused(command: Option<&str>, code: &str, message: String, hint: String) -> Reply {
        Reply {
            json: failure(command, code, message, hint),
            code: super::EXIT_REFUSED,
        }
    }
}

/// A success object with only a message and extra fields (recover, reroll keep).
#[must_use]
pub fn plain_success(command: &str, message: String, extra: Value) -> Value {
    let mut obj = Map::new();
    obj.insert("ok".into(), json!(true));
    obj.insert("command".into(), json!(command));
    obj.insert("message".into(), Value::String(message));
    if let Value::Object(extra) = extra {
        obj.extend(extra);
    }
    Value::Object(obj)
}

/// A failure object.
#[must_use]
pub fn failure(command: Option<&str>, code: &str, message: String, hint: String) -> Value {
    let mut obj = Map::new();
    obj.insert("ok".into(), json!(false));
    obj.insert("command".into(), json!(command));
    obj.insert("error".into(), json!(code));
    obj.insert("message".into(), Value::String(message));
    obj.insert("hint".into(), Value::String(hint));
    Value::Object(obj)
}

/// Message arguments from any error's serde form (an object): scalars as they
/// are, lists joined with commas, nested objects flattened one level.
#[must_use]
pub fn args_of(value: &Value) -> Vec<(String, Arg)> {
    crate::i18n::args_of(value)
}
