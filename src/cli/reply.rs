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

/// A refusal's numbers quoted as they were typed: a number word too big for
/// 64 bits is read as the limit ([`super::words::number`]), so the rules
/// refuse it as out of range with the limit as its value; the message shows
/// the word the user typed instead (`got 99999999999999999999`, not the
/// limit). A success, or a line with no such word, is left as it is.
pub fn quote_typed_numbers(reply: &mut Reply, words: &[String]) {
    if reply.json.get("ok") != Some(&Value::Bool(false)) {
        return;
    }
    let Some(Value::String(message)) = reply.json.get_mut("message") else {
        return;
    };
    for (limit, negative) in [(i64::MAX.to_string(), false), (i64::MIN.to_string(), true)] {
        let typed = words.iter().find_map(|w| too_big(w, negative));
        if let Some(typed) = typed {
            *message = message.replace(&limit, &typed);
        }
    }
}

/// The number in `word` (after an `x` count mark or a `+`, as the games read
/// counts and modifiers) when it is a whole number of the sign asked for that
/// does not fit in 64 bits.
fn too_big(word: &str, negative: bool) -> Option<String> {
    let number = word
        .strip_prefix(['x', 'X', '+'])
        .unwrap_or(word)
        .split('=')
        .next_back()
        .unwrap_or_default();
    let digits = number.strip_prefix('-').unwrap_or(number);
    let fits = number.parse::<i64>().is_ok();
    let whole = !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit());
    (whole && !fits && number.starts_with('-') == negative).then(|| number.to_owned())
}
