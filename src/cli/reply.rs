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
    /// Fields of a success written as JSON text straight from what they
    /// show rather than into `json` (a reply's `events`, a character sheet:
    /// most of a reply, whose value was made only to be written out), by
    /// key, none of them a key of `json`: printed in their sorted place among
    /// `json`'s keys by [`Reply::write_line`], put into the value by
    /// [`Reply::into_json`].
    pub texts: Vec<(&'static str, String)>,
}

impl Reply {
    /// A success.
    #[must_use]
    pub fn ok(json: Value) -> Reply {
        Reply {
            json,
            code: super::EXIT_OK,
            texts: Vec::new(),
        }
    }

    /// A success with fields written as JSON text already (see
    /// [`Reply::texts`]).
    #[must_use]
    pub fn ok_with_texts(json: Value, mut texts: Vec<(&'static str, String)>) -> Reply {
        texts.sort_by_key(|(key, _)| *key);
        Reply {
            json,
            code: super::EXIT_OK,
            texts,
        }
    }

    /// The whole reply as one value, the fields written as text included.
    #[must_use]
    pub fn into_json(self) -> Value {
        let mut json = self.json;
        if let Value::Object(object) = &mut json {
            for (key, text) in self.texts {
                let value = serde_json::from_str(&text).unwrap_or(Value::Null);
                object.insert(key.to_owned(), value);
            }
        }
        json
    }

    /// Appends the reply as one line of compact JSON: the text of
    /// [`Reply::into_json`], its keys in the same order (a value's object
    /// keeps its keys sorted), with the fields written as text as they are.
    pub fn write_line(&self, out: &mut Vec<u8>) {
        // Writing into a Vec cannot fail, and a Value always serializes.
        match &self.json {
            Value::Object(object) if !self.texts.is_empty() => {
                let mut first = true;
                let mut key = |out: &mut Vec<u8>, key: &str| {
                    if !std::mem::take(&mut first) {
                        out.push(b',');
                    }
                    let _ = serde_json::to_writer(&mut *out, key);
                    out.push(b':');
                };
                let mut texts = self.texts.iter().peekable();
                out.push(b'{');
                for (name, value) in object {
                    while let Some((text_key, text)) = texts.next_if(|(k, _)| *k < name.as_str()) {
                        key(out, text_key);
                        out.extend_from_slice(text.as_bytes());
                    }
                    key(out, name);
                    let _ = serde_json::to_writer(&mut *out, value);
                }
                for (text_key, text) in texts {
                    key(out, text_key);
                    out.extend_from_slice(text.as_bytes());
                }
                out.push(b'}');
            }
            _ => {
                let _ = serde_json::to_writer(&mut *out, &self.json);
            }
        }
        out.push(b'\n');
    }

    /// A refusal of the rules or of the input (exit code 1).
    #[must_use]
    pub fn refused(command: Option<&str>, code: &str, message: String, hint: String) -> Reply {
        Reply {
            json: failure(command, code, message, hint),
            code: super::EXIT_REFUSED,
            texts: Vec::new(),
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

#[cfg(test)]
mod tests {
    use super::Reply;
    use serde_json::json;

    fn line(reply: &Reply) -> String {
        let mut out = Vec::new();
        reply.write_line(&mut out);
        String::from_utf8(out).expect("UTF-8")
    }

    #[test]
    fn fields_written_as_text_stand_in_their_sorted_place_and_read_back_into_the_value() {
        let events = r#"[{"type":"hp","name":"Jake","after":4}]"#;
        let reply = Reply::ok_with_texts(
            json!({ "ok": true, "command": "hurt", "message": "Ouch.", "version": 3 }),
            vec![("events", events.to_owned())],
        );
        assert_eq!(
            line(&reply),
            "{\"command\":\"hurt\",\"events\":[{\"type\":\"hp\",\"name\":\"Jake\",\"after\":4}],\
             \"message\":\"Ouch.\",\"ok\":true,\"version\":3}\n"
        );
        // First and last among the keys, and alone.
        let first = Reply::ok_with_texts(json!({ "ok": true }), vec![("events", "[]".to_owned())]);
        assert_eq!(line(&first), "{\"events\":[],\"ok\":true}\n");
        let last = Reply::ok_with_texts(
            json!({ "command": "x" }),
            vec![("events", "[1]".to_owned())],
        );
        assert_eq!(line(&last), "{\"command\":\"x\",\"events\":[1]}\n");
        let alone = Reply::ok_with_texts(json!({}), vec![("events", "[]".to_owned())]);
        assert_eq!(line(&alone), "{\"events\":[]}\n");
        // Several, given in any order, each in its place.
        let texts = vec![("events", "[]".to_owned()), ("character", "{}".to_owned())];
        let two = Reply::ok_with_texts(json!({ "command": "status", "ok": true }), texts);
        assert_eq!(
            line(&two),
            "{\"character\":{},\"command\":\"status\",\"events\":[],\"ok\":true}\n"
        );
        // The value holds the same, and prints as the line does but for the
        // events' own key order (a value sorts every object's keys).
        let value = reply.into_json();
        assert_eq!(
            value["events"],
            json!([{ "type": "hp", "name": "Jake", "after": 4 }])
        );
        assert_eq!(value["version"], 3);
        let plain = Reply::ok(json!({ "ok": true, "message": "x" }));
        assert_eq!(line(&plain), "{\"message\":\"x\",\"ok\":true}\n");
        assert_eq!(plain.clone().into_json(), plain.json);
    }
}
