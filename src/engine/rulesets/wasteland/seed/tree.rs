//! The seed engine's state file as JSON that keeps its objects' order (the
//! script writes its players, enemies and inventories in the order they
//! came, and that order is the party's), and the reading of one field of it:
//! its path for a refusal, its kind checked, its number range-checked.

use std::fmt;

use serde::de::{Deserialize, Deserializer, MapAccess, Visitor};
use serde_json::value::RawValue;
use serde_json::Value;

use super::SeedError;
use crate::engine::name;

/// A JSON value whose objects keep their keys in file order and whose
/// numbers keep their text (a number past 64 bits is quoted as written).
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Tree {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number, as the file writes it.
    Number(String),
    /// A string.
    Text(String),
    /// An array.
    List(Vec<Tree>),
    /// An object, its keys in file order.
    Object(Vec<(String, Tree)>),
}

/// How deep a state file nests (the script's files nest four deep).
const MAX_DEPTH: usize = 32;

/// An object's entries in file order.
struct Ordered(Vec<(String, Box<RawValue>)>);

impl<'de> Deserialize<'de> for Ordered {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Ordered, D::Error> {
        deserializer.deserialize_map(OrderedVisitor)
    }
}

struct OrderedVisitor;

impl<'de> Visitor<'de> for OrderedVisitor {
    type Value = Ordered;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON object")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Ordered, A::Error> {
        let mut out = Vec::new();
        while let Some(entry) = map.next_entry::<String, Box<RawValue>>()? {
            out.push(entry);
        }
        Ok(Ordered(out))
    }
}

impl Tree {
    /// Reads JSON text into a tree; the parser's words when it is not JSON.
    pub(super) fn parse(bytes: &[u8]) -> Result<Tree, String> {
        let raw: Box<RawValue> = serde_json::from_slice(bytes).map_err(|e| e.to_string())?;
        Tree::of(&raw, 0)
    }

    fn of(raw: &RawValue, depth: usize) -> Result<Tree, String> {
        if depth > MAX_DEPTH {
            return Err(format!("nested deeper than {MAX_DEPTH}"));
        }
        let text = raw.get().trim();
        let json = |e: serde_json::Error| e.to_string();
        Ok(match text.as_bytes().first() {
            Some(b'{') => {
                let Ordered(fields) = serde_json::from_str(text).map_err(json)?;
                let mut out = Vec::with_capacity(fields.len());
                for (key, value) in fields {
                    out.push((key, Tree::of(&value, depth + 1)?));
                }
                Tree::Object(out)
            }
            Some(b'[') => {
                let items: Vec<Box<RawValue>> = serde_json::from_str(text).map_err(json)?;
                let mut out = Vec::with_capacity(items.len());
                for item in items {
                    out.push(Tree::of(&item, depth + 1)?);
                }
                Tree::List(out)
            }
            Some(b'"') => Tree::Text(serde_json::from_str(text).map_err(json)?),
            Some(b't') => Tree::Bool(true),
            Some(b'f') => Tree::Bool(false),
            Some(b'n') | None => Tree::Null,
            Some(_) => Tree::Number(text.to_owned()),
        })
    }

    /// The value as plain JSON (for the answer's list of what was not
    /// modelled).
    pub(super) fn to_value(&self) -> Value {
        match self {
            Tree::Null => Value::Null,
            Tree::Bool(b) => Value::Bool(*b),
            Tree::Number(n) => serde_json::from_str(n).unwrap_or_else(|_| Value::String(n.clone())),
            Tree::Text(t) => Value::String(name::echo(t)),
            Tree::List(items) => Value::Array(items.iter().map(Tree::to_value).collect()),
            Tree::Object(fields) => Value::Object(
                fields
                    .iter()
                    .map(|(k, v)| (name::echo(k), v.to_value()))
                    .collect(),
            ),
        }
    }

    /// Whether the value says nothing: null, false, 0, "", [] or {}.
    pub(super) fn is_empty(&self) -> bool {
        match self {
            Tree::Null => true,
            Tree::Bool(b) => !b,
            Tree::Number(n) => n.parse::<f64>() == Ok(0.0),
            Tree::Text(t) => t.trim().is_empty(),
            Tree::List(items) => items.is_empty(),
            Tree::Object(fields) => fields.is_empty(),
        }
    }
}

/// What a field should have held.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expected {
    /// An object (`{...}`).
    Object,
    /// A list (`[...]`).
    List,
    /// Text.
    Text,
    /// A whole number.
    Number,
}

impl Expected {
    /// Its id, as messages name it (`object`, `list`, `text`, `number`).
    #[must_use]
    pub fn id(self) -> &'static str {
        match self {
            Expected::Object => "object",
            Expected::List => "list",
            Expected::Text => "text",
            Expected::Number => "number",
        }
    }
}

/// One field of the file being read: its value and where it is.
#[derive(Clone, Copy)]
pub(super) struct Field<'a> {
    /// Where: `players.Jake.hp`.
    pub(super) at: &'a str,
    /// The value there.
    pub(super) value: &'a Tree,
}

impl<'a> Field<'a> {
    /// The field's object entries, or a refusal naming it.
    pub(super) fn object(self) -> Result<&'a [(String, Tree)], SeedError> {
        match self.value {
            Tree::Object(fields) => Ok(fields),
            _ => Err(self.malformed(Expected::Object)),
        }
    }

    /// The field's items, or a refusal naming it.
    pub(super) fn list(self) -> Result<&'a [Tree], SeedError> {
        match self.value {
            Tree::List(items) => Ok(items),
            _ => Err(self.malformed(Expected::List)),
        }
    }

    /// The field's text (a number stands for its digits: the script stores
    /// ids as typed), or a refusal naming it.
    pub(super) fn text(self) -> Result<String, SeedError> {
        match self.value {
            Tree::Text(t) => Ok(t.clone()),
            Tree::Number(n) if n.bytes().all(|b| b.is_ascii_digit() || b == b'-') => Ok(n.clone()),
            _ => Err(self.malformed(Expected::Text)),
        }
    }

    /// The field's whole number within `min..=max`, or a refusal naming it
    /// and quoting the number as the file has it.
    pub(super) fn number(self, min: i64, max: i64) -> Result<i64, SeedError> {
        let Tree::Number(n) = self.value else {
            return Err(self.malformed(Expected::Number));
        };
        match n.parse::<i64>() {
            Ok(v) if (min..=max).contains(&v) => Ok(v),
            // Past 64 bits, a fraction, or out of range: quoted as written.
            _ => Err(SeedError::Number {
                at: self.at.to_owned(),
                value: name::echo(n),
                min,
                max,
            }),
        }
    }

    /// [`Field::number`] as a `u32` (for bounds within `u32`).
    pub(super) fn count(self, min: u32, max: u32) -> Result<u32, SeedError> {
        let v = self.number(i64::from(min), i64::from(max))?;
        Ok(u32::try_from(v).unwrap_or(max))
    }

    fn malformed(self, expected: Expected) -> SeedError {
        SeedError::Malformed {
            at: self.at.to_owned(),
            expected,
        }
    }
}

/// The first value of `key` among `fields`.
pub(super) fn get<'a>(fields: &'a [(String, Tree)], key: &str) -> Option<&'a Tree> {
    fields.iter().find(|(k, _)| k == key).map(|(_, v)| v)
}

/// The path of a key below `at`, the key cut as refusals cut what they echo.
pub(super) fn path(at: &str, key: &str) -> String {
    if at.is_empty() {
        name::echo(key)
    } else {
        format!("{at}.{}", name::echo(key))
    }
}
