//! Homebrew per campaign: the entries a GM adds to, replaces in or removes
//! from a game's shipped content, for one campaign only.
//!
//! A campaign keeps, per content kind, a [`Brew`]: the rows it brings (added,
//! or replacing a shipped row of the same name) and the shipped names it
//! hides. Every look-up of the rules goes through [`Brew::find`] (homebrew
//! over shipped), so a campaign without homebrew reads the shipped table
//! directly and one with homebrew pays a short scan of its own rows. The
//! rows own their text ([`crate::engine::content::Shared`]): nothing a user
//! sends is leaked into memory that outlives the campaign's state.
//!
//! A homebrew file is read once, by [`read`], when a GM imports it: the one
//! function that decides a file's format (ours, or Foundry VTT's documents,
//! which the campaign's game maps into its kinds), then every kind's rows are parsed and
//! checked like shipped content ([`Entry::check`], the name gate) plus
//! collisions with the names they do not replace. A file is taken whole or
//! not at all; no play command ever parses text.
//!
//! This module owns no game: each game declares its kinds ([`Content`]) and
//! the container its campaign holds ([`Homebrew`]).

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::content::{check_table, Entry, Invalid};
use super::name;

/// The largest homebrew file read, in bytes (256 KiB).
pub const MAX_BYTES: usize = 256 * 1024;

/// The most entries (rows and removals) one file may bring.
pub const MAX_ENTRIES: usize = 500;

/// The largest Foundry VTT character Actor read, in bytes (1 MiB): an actor
/// embeds its items with their mods, several times a homebrew file's size.
pub const MAX_ACTOR_BYTES: usize = 1024 * 1024;

/// The game Foundry VTT's Fallout system plays: the only one its documents
/// import into.
pub const FOUNDRY_GAME: &str = "fallout-2d20";

/// The largest Foundry VTT compendium pack read as one file, in bytes
/// (8 MiB): a whole pack of the Fallout system's is 1-3 MB.
pub const MAX_PACK_BYTES: usize = 8 * 1024 * 1024;

/// The most Foundry VTT documents one pack file may bring.
pub const MAX_PACK_DOCUMENTS: usize = 5000;

/// The most homebrew rows one campaign may hold, over all kinds (so repeated
/// imports cannot grow a campaign's state without end).
pub const MAX_ROWS: usize = 2000;

/// A content kind a campaign may brew: its rows, the word of its file and
/// the gate its names pass.
pub trait Content: Entry + Clone + Serialize + DeserializeOwned + Send + Sync + 'static {
    /// The kind's word, its file's stem (`weapons`, `creatures`).
    const KIND: &'static str;
    /// The gate its names pass (the one users' names of the same kind pass).
    const GATE: name::Bound;

    /// The shipped rows.
    fn shipped() -> &'static [Self];

    /// Whether a player's `text` names this row (each game's look-up rule:
    /// name identity by default).
    fn matches(&self, text: &str) -> bool {
        name::same(self.name(), text)
    }
}

/// `impl Content` for each of a game's kinds, one line a kind: the row type,
/// its kind's word, the gate its names pass and its shipped rows, and, where
/// the game looks rows up by its own rule, `matches(row, text) { ... }`.
///
/// ```ignore
/// content_kinds! {
///     Weapon: "weapons", name::ITEM_NAME, WEAPONS;
///     Template: "enemies", name::ENEMY_NAME, TEMPLATES, matches(t, text) { same(&t.id, text) };
/// }
/// ```
macro_rules! content_kinds {
    ($($row:ty: $kind:literal, $gate:expr, $shipped:expr
        $(, matches($r:ident, $text:ident) $matches:block)?;)*) => {
        $(
            impl $crate::engine::homebrew::Content for $row {
                const KIND: &'static str = $kind;
                const GATE: $crate::engine::name::Bound = $gate;

                fn shipped() -> &'static [Self] {
                    &$shipped
                }

                $(
                    fn matches(&self, $text: &str) -> bool {
                        let $r = self;
                        $matches
                    }
                )?
            }
        )*
    };
}
pub(crate) use content_kinds;

/// Declares a game's homebrew container: one [`Brew`] a kind, each left out
/// of the stored form while empty, and its [`Homebrew`] `kinds` and
/// `kinds_mut`, both in the order of the fields (the order the kinds are
/// listed in), so the kinds are named once. The game's own `Homebrew`
/// methods (`check_refs`, `is_homebrew`), if any, follow in `impl { ... }`.
///
/// ```ignore
/// homebrew_kinds! {
///     /// A campaign's homebrew.
///     pub struct MyBrew {
///         /// Weapons.
///         weapons: Weapon,
///         /// Enemy templates.
///         enemies: Template,
///     }
///     impl {
///         fn check_refs(&self) -> Result<(), Refusal> { Ok(()) }
///     }
/// }
/// ```
macro_rules! homebrew_kinds {
    (
        $(#[$meta:meta])*
        pub struct $brew:ident {
            $($(#[$doc:meta])* $field:ident: $row:ty,)*
        }
        $(impl { $($own:tt)* })?
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
        #[serde(deny_unknown_fields)]
        pub struct $brew {
            $(
                $(#[$doc])*
                #[serde(default, skip_serializing_if = "crate::engine::homebrew::Brew::is_empty")]
                pub $field: $crate::engine::homebrew::Brew<$row>,
            )*
        }

        impl $crate::engine::homebrew::Homebrew for $brew {
            fn kinds(&self) -> Vec<&dyn $crate::engine::homebrew::Kind> {
                vec![$(&self.$field),*]
            }

            fn kinds_mut(&mut self) -> Vec<&mut dyn $crate::engine::homebrew::Kind> {
                vec![$(&mut self.$field),*]
            }

            $($($own)*)?
        }
    };
}
pub(crate) use homebrew_kinds;

/// Where an entry a campaign sees comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Origin {
    /// Shipped with this version.
    Shipped,
    /// Added by the campaign's homebrew.
    Homebrew,
    /// The campaign's homebrew row in place of a shipped one of its name.
    Replaced,
}

impl Origin {
    /// Whether it is the campaign's own.
    #[must_use]
    pub fn is_homebrew(self) -> bool {
        self != Origin::Shipped
    }
}

/// One kind's homebrew in a campaign.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(bound(deserialize = "T: DeserializeOwned"))]
pub struct Brew<T> {
    /// Rows added, or replacing the shipped row of their name.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rows: Vec<T>,
    /// Shipped names the campaign removed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub removed: Vec<String>,
}

impl<T> Default for Brew<T> {
    fn default() -> Self {
        Brew {
            rows: Vec::new(),
            removed: Vec::new(),
        }
    }
}

impl<T: Content> Brew<T> {
    /// Whether it changes nothing.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.rows.is_empty() && self.removed.is_empty()
    }

    /// Whether a shipped row is hidden (removed, or replaced by a row of its name).
    fn hides(&self, shipped: &T) -> bool {
        self.removed.iter().any(|n| n == shipped.name())
            || self
                .rows
                .iter()
                .any(|r| name::same(r.name(), shipped.name()))
    }

    /// The entry `text` names, homebrew first. A clone (cheap: its text is
    /// shared), so the caller may change the campaign while it holds it.
    #[must_use]
    pub fn find(&self, text: &str) -> Option<T> {
        self.find_by(|r| r.matches(text))
    }

    /// The first entry, homebrew first, that `pred` accepts.
    pub fn find_by(&self, mut pred: impl FnMut(&T) -> bool) -> Option<T> {
        if self.is_empty() {
            return T::shipped().iter().find(|r| pred(r)).cloned();
        }
        if let Some(r) = self.rows.iter().find(|r| pred(r)) {
            return Some(r.clone());
        }
        T::shipped()
            .iter()
            .find(|r| !self.hides(r) && pred(r))
            .cloned()
    }

    /// Every entry the campaign sees: the shipped ones in their order (a
    /// replaced one as its homebrew row), then the added ones.
    #[must_use]
    pub fn all(&self) -> Vec<(&T, Origin)> {
        let mut out: Vec<(&T, Origin)> = Vec::with_capacity(T::shipped().len() + self.rows.len());
        for s in T::shipped() {
            if self.removed.iter().any(|n| n == s.name()) {
                continue;
            }
            match self.rows.iter().find(|r| name::same(r.name(), s.name())) {
                Some(r) => out.push((r, Origin::Replaced)),
                None => out.push((s, Origin::Shipped)),
            }
        }
        for r in &self.rows {
            if !T::shipped().iter().any(|s| name::same(r.name(), s.name())) {
                out.push((r, Origin::Homebrew));
            }
        }
        out
    }

    /// Every entry's name, for hints and autocomplete.
    #[must_use]
    pub fn names(&self) -> Vec<String> {
        self.all()
            .into_iter()
            .map(|(r, _)| r.name().to_owned())
            .collect()
    }

    /// Whether the entry named exactly `name` is the campaign's own.
    #[must_use]
    pub fn is_homebrew(&self, name: &str) -> bool {
        self.rows.iter().any(|r| name::same(r.name(), name))
    }
}

/// Why a homebrew change was refused (nothing changed).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum Refusal {
    /// The file is over [`MAX_BYTES`].
    #[error("the file has {bytes} bytes, over {max}")]
    TooLarge {
        /// Its size.
        bytes: usize,
        /// The limit.
        max: usize,
    },
    /// The file brings over [`MAX_ENTRIES`] entries, or the campaign would
    /// hold over [`MAX_ROWS`].
    #[error("{entries} entries, over {max}")]
    TooMany {
        /// How many there would be.
        entries: usize,
        /// The limit.
        max: usize,
    },
    /// Not JSON, or not the shape of a homebrew file.
    #[error("not a homebrew file: {detail}")]
    Malformed {
        /// What the reader found, in a few English words.
        detail: String,
    },
    /// The file brings nothing.
    #[error("the file brings no entry")]
    Empty,
    /// An object of the file writes one key twice (JSON readers differ on
    /// which one counts, so neither is taken).
    #[error("the key {key} is written twice (line {line})")]
    DuplicateKey {
        /// The key.
        key: String,
        /// The line of the second one.
        line: usize,
    },
    /// The file is for another game.
    #[error("a file of {game}")]
    OtherGame {
        /// The game it names.
        game: String,
    },
    /// A kind the campaign's game does not have.
    #[error("unknown kind {kind}")]
    UnknownKind {
        /// The kind named.
        kind: String,
        /// The game's kinds.
        known: String,
    },
    /// An entry breaks a rule of its kind.
    #[error("{kind}: {entry}: {field}: {problem}")]
    Invalid {
        /// The kind.
        kind: String,
        /// The entry (its name, or `#n` for its place when it has none).
        entry: String,
        /// The field at fault.
        field: String,
        /// What is wrong, in a few English words.
        problem: String,
    },
    /// An entry's name looks like another entry's it does not replace.
    #[error("{kind}: {entry} collides with {other}")]
    Collides {
        /// The kind.
        kind: String,
        /// The entry.
        entry: String,
        /// The name it looks like.
        other: String,
    },
    /// A new unit's name (an imported character's) that only looks the
    /// same as a name in use ([`name::clash`]), as a command refuses it.
    #[error("the name {name} looks the same as {existing}, already in use")]
    LooksLike {
        /// The name refused.
        name: String,
        /// The name in use it looks like.
        existing: String,
    },
    /// A foreign item (a Foundry VTT consumable) does nothing the game
    /// models: no kind of the game holds an item without an effect.
    #[error("{entry} has no effect this game models")]
    NoEffect {
        /// The item.
        entry: String,
    },
    /// No entry of that name.
    #[error("no entry {name}")]
    Unknown {
        /// The name asked for.
        name: String,
    },
    /// The change would leave the campaign with something in play that no
    /// longer exists (a carried item, a creature on the field).
    #[error("{entry} is in play: {rule}")]
    InPlay {
        /// The entry.
        entry: String,
        /// The campaign's broken rule, in English.
        rule: String,
    },
}

impl Refusal {
    /// The machine-readable code (`too_large`, `invalid`, ...).
    #[must_use]
    pub fn code(&self) -> String {
        crate::engine::ruleset::refusal_code(self)
    }

    fn invalid(kind: &str, e: Invalid) -> Refusal {
        Refusal::Invalid {
            kind: kind.to_owned(),
            entry: e.entry,
            field: e.field.to_owned(),
            problem: e.problem,
        }
    }
}

/// A homebrew file, read: its rows by kind and the names it removes by kind,
/// in the file's order.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct File {
    /// The game it names, if it names one.
    pub ruleset: Option<String>,
    /// The rows of each kind, as JSON in the documented schema.
    pub kinds: Vec<(String, Vec<Value>)>,
    /// The names each kind removes.
    pub remove: Vec<(String, Vec<String>)>,
    /// Foundry VTT documents (items and actors), read as they came: the
    /// campaign's game maps them into its kinds when it applies the file
    /// (see [`Format::Foundry`]).
    pub foundry: Vec<Value>,
}

/// What a file's lists (`kinds` or `remove`) give kind `word` (its name in
/// any case), all its lists run together.
fn of_kind<T: Clone>(lists: &[(String, Vec<T>)], word: &str) -> Vec<T> {
    lists
        .iter()
        .filter(|(w, _)| w.eq_ignore_ascii_case(word))
        .flat_map(|(_, r)| r.iter().cloned())
        .collect()
}

impl File {
    /// How many entries it brings (rows and removals).
    #[must_use]
    pub fn entries(&self) -> usize {
        self.kinds.iter().map(|(_, r)| r.len()).sum::<usize>()
            + self.remove.iter().map(|(_, r)| r.len()).sum::<usize>()
            + self.foundry.len()
    }
}

/// The formats a homebrew file may be in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// Overseer's own: `{"ruleset": .., "<kind>": [..], "remove": {..}}`.
    Overseer,
    /// Foundry VTT's (the Fallout system's documents): one Item or Actor
    /// (`{"name": .., "type": .., "system": {..}}`), a list of them, or a
    /// folder of them (`{"items": [..]}` without `system`).
    Foundry,
}

/// Whether a JSON value is a Foundry VTT document: an object with a `type`
/// word and a `system` object.
fn is_foundry_document(value: &Value) -> bool {
    value.get("type").is_some_and(Value::is_string)
        && value.get("system").is_some_and(Value::is_object)
}

/// The format of a file's JSON, or `None` for none Overseer reads. The one
/// place that tells formats apart: a reader of Foundry VTT's items and
/// actors adds its variant here (their objects carry `type` and `system`).
#[must_use]
pub fn format_of(value: &Value) -> Option<Format> {
    match value {
        Value::Object(_) if is_foundry_document(value) => Some(Format::Foundry),
        Value::Object(map) if is_foundry_container(map) => Some(Format::Foundry),
        Value::Object(_) => Some(Format::Overseer),
        // A pack: documents, among them perhaps its folders (no `system`).
        Value::Array(docs)
            if docs.iter().all(Value::is_object) && docs.iter().any(is_foundry_document) =>
        {
            Some(Format::Foundry)
        }
        _ => None,
    }
}

/// Whether an object is a Foundry VTT folder or Adventure: no `system`
/// of its own, and an `items` or `actors` list holding documents.
fn is_foundry_container(map: &Map<String, Value>) -> bool {
    !map.contains_key("system")
        && ["items", "actors"].iter().any(|key| {
            map.get(*key)
                .and_then(Value::as_array)
                .is_some_and(|a| a.iter().any(is_foundry_document))
        })
}

/// Reads a Foundry VTT file: its documents, kept whole for the game. A
/// folder or an Adventure gives every document it holds (its items and
/// actors first, then its journal entries, tables, macros and folders,
/// which the game names as left out).
fn read_foundry(value: Value) -> File {
    let docs = match value {
        Value::Array(docs) => docs,
        Value::Object(mut map) if !map.contains_key("system") => {
            let mut docs = Vec::new();
            for key in ["items", "actors"] {
                if let Some(Value::Array(a)) = map.remove(key) {
                    docs.extend(a);
                }
            }
            for (_, v) in map {
                if let Value::Array(a) = v {
                    docs.extend(a.into_iter().filter(Value::is_object));
                }
            }
            docs
        }
        doc => vec![doc],
    };
    File {
        foundry: docs,
        ..File::default()
    }
}

/// A JSON value read with every object's keys checked: a key written twice
/// is refused (serde_json's own `Value` keeps the last one silently, so a
/// file could say one thing and mean another).
struct Strict(Value);

impl<'de> Deserialize<'de> for Strict {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(StrictVisitor).map(Strict)
    }
}

struct StrictVisitor;

impl<'de> serde::de::Visitor<'de> for StrictVisitor {
    type Value = Value;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("any JSON value")
    }
    fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        Ok(Value::from(v))
    }
    fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
        Ok(Value::from(v))
    }
    fn visit_f64<E>(self, v: f64) -> Result<Value, E> {
        Ok(serde_json::Number::from_f64(v).map_or(Value::Null, Value::Number))
    }
    fn visit_str<E>(self, v: &str) -> Result<Value, E> {
        Ok(Value::String(v.to_owned()))
    }
    fn visit_string<E>(self, v: String) -> Result<Value, E> {
        Ok(Value::String(v))
    }
    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_none<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_some<D: serde::Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        Strict::deserialize(d).map(|s| s.0)
    }
    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut out = Vec::new();
        while let Some(Strict(v)) = seq.next_element()? {
            out.push(v);
        }
        Ok(Value::Array(out))
    }
    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut out = Map::new();
        while let Some(key) = map.next_key::<String>()? {
            let Strict(v) = map.next_value()?;
            if out.insert(key.clone(), v).is_some() {
                return Err(serde::de::Error::custom(format!(
                    "{TWICE}{}",
                    name::echo(&key)
                )));
            }
        }
        Ok(Value::Object(out))
    }
}

/// How [`StrictVisitor`] starts the error of a key written twice.
const TWICE: &str = "key written twice: ";

/// Parses JSON, refusing a key written twice in one object
/// ([`Refusal::DuplicateKey`]).
fn parse_strict(bytes: &[u8]) -> Result<Value, Refusal> {
    let refused = |e: serde_json::Error| {
        let text = e.to_string();
        match text.strip_prefix(TWICE) {
            Some(rest) => Refusal::DuplicateKey {
                key: rest
                    .rsplit_once(" at line ")
                    .map_or(rest, |(key, _)| key)
                    .to_owned(),
                line: e.line(),
            },
            None => Refusal::Malformed { detail: text },
        }
    };
    let mut de = serde_json::Deserializer::from_slice(bytes);
    let value = Strict::deserialize(&mut de).map_err(refused)?;
    de.end().map_err(refused)?;
    Ok(value.0)
}

/// A file of one JSON document per line (the `NeDB` `.db` files Foundry VTT
/// kept its compendium packs in before version 11), as a list; deleted
/// records (`$$deleted`) are skipped. `None` unless every line that is not blank is a JSON object.
fn read_lines(bytes: &[u8]) -> Option<Value> {
    let text = std::str::from_utf8(bytes).ok()?;
    let mut docs = Vec::new();
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let doc = parse_strict(line.as_bytes()).ok()?;
        if !doc.is_object() {
            return None;
        }
        if doc.get("$$deleted").and_then(Value::as_bool) != Some(true) {
            docs.push(doc);
        }
    }
    (!docs.is_empty()).then_some(Value::Array(docs))
}

/// Reads a homebrew file: JSON (or one JSON document per line), in a format
/// [`format_of`] knows. Our own format is at most [`MAX_BYTES`] with at
/// most [`MAX_ENTRIES`] entries; Foundry VTT documents (a compendium pack)
/// at most [`MAX_PACK_BYTES`] and [`MAX_PACK_DOCUMENTS`]. A key written
/// twice in one object is refused.
///
/// # Errors
/// [`Refusal::TooLarge`], [`Refusal::Malformed`], [`Refusal::TooMany`],
/// [`Refusal::Empty`].
pub fn read(bytes: &[u8]) -> Result<File, Refusal> {
    if bytes.len() > MAX_PACK_BYTES {
        return Err(Refusal::TooLarge {
            bytes: bytes.len(),
            max: MAX_PACK_BYTES,
        });
    }
    let value = match parse_strict(bytes) {
        Ok(value) => value,
        Err(refused @ Refusal::DuplicateKey { .. }) => return Err(refused),
        Err(refused) => match read_lines(bytes) {
            Some(value) => value,
            // Not a pack: our own format's limit is the one that counts.
            None if bytes.len() > MAX_BYTES => {
                return Err(Refusal::TooLarge {
                    bytes: bytes.len(),
                    max: MAX_BYTES,
                })
            }
            None => return Err(refused),
        },
    };
    let file = match format_of(&value) {
        Some(Format::Overseer) if bytes.len() > MAX_BYTES => {
            return Err(Refusal::TooLarge {
                bytes: bytes.len(),
                max: MAX_BYTES,
            })
        }
        Some(Format::Overseer) => read_overseer(value)?,
        Some(Format::Foundry) => read_foundry(value),
        None => {
            return Err(Refusal::Malformed {
                detail: "expected a JSON object of kinds, or Foundry VTT documents".into(),
            })
        }
    };
    let entries = file.entries();
    let max = if file.foundry.is_empty() {
        MAX_ENTRIES
    } else {
        MAX_PACK_DOCUMENTS
    };
    if entries > max {
        return Err(Refusal::TooMany { entries, max });
    }
    if entries == 0 {
        return Err(Refusal::Empty);
    }
    Ok(file)
}

fn read_overseer(value: Value) -> Result<File, Refusal> {
    let Value::Object(map) = value else {
        return Err(Refusal::Malformed {
            detail: "expected a JSON object of kinds".into(),
        });
    };
    let mut file = File::default();
    for (key, v) in map {
        match (key.as_str(), v) {
            ("ruleset", Value::String(s)) => file.ruleset = Some(s),
            ("remove", Value::Object(kinds)) => {
                for (kind, names) in kinds {
                    let names = names
                        .as_array()
                        .and_then(|a| {
                            a.iter()
                                .map(|n| n.as_str().map(str::to_owned))
                                .collect::<Option<Vec<_>>>()
                        })
                        .ok_or_else(|| Refusal::Malformed {
                            detail: format!("`remove.{kind}` is not a list of names"),
                        })?;
                    file.remove.push((kind, names));
                }
            }
            (_, Value::Array(rows)) => file.kinds.push((key, rows)),
            (key, _) => {
                return Err(Refusal::Malformed {
                    detail: format!("`{}` is not a list of entries", name::echo(key)),
                })
            }
        }
    }
    Ok(file)
}

/// One entry as a list shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Listed {
    /// Its kind.
    pub kind: &'static str,
    /// Its name.
    pub name: String,
    /// Where it comes from.
    pub origin: Origin,
}

/// One kind's homebrew, whatever its rows: what game-agnostic code (the
/// front ends, [`Homebrew`]'s provided methods) asks of it.
pub trait Kind {
    /// The kind's word.
    fn kind(&self) -> &'static str;
    /// How many rows and removals it holds.
    fn size(&self) -> usize;
    /// Every entry the campaign sees, with its origin.
    fn listed(&self) -> Vec<Listed>;
    /// The entry `text` names, as JSON in the documented schema.
    fn show(&self, text: &str) -> Option<(Value, Origin)>;
    /// Every entry the campaign sees, as JSON.
    fn content(&self) -> Vec<Value>;
    /// The homebrew rows as JSON and the removed names.
    fn export(&self) -> (Vec<Value>, Vec<String>);
    /// Parses, checks and applies a file's rows and removals of this kind.
    ///
    /// # Errors
    /// The first entry that breaks a rule; `self` may then be half changed
    /// (callers work on a copy).
    fn stage(&mut self, rows: &[Value], remove: &[String]) -> Result<usize, Refusal>;
    /// Parses, checks and applies rows one by one (a Foundry VTT pack):
    /// each row that breaks a rule is left out, named with its refusal,
    /// and the rest are taken. How many were taken, their names, and the
    /// refused ones.
    fn stage_each(&mut self, rows: &[Value]) -> Staged;
    /// Removes the entry `text` names: a homebrew row is dropped (a shipped
    /// row it replaced comes back), a shipped one is hidden. Its name and
    /// origin, or `None` when no entry has that name.
    fn remove(&mut self, text: &str) -> Option<(String, Origin)>;
    /// Whether the campaign's homebrew defines the entry `text` names: one
    /// it added, or its row in place of a shipped one of that name.
    fn defines(&self, text: &str) -> bool;
}

/// What [`Kind::stage_each`] took and left out.
#[derive(Debug, Default)]
pub struct Staged {
    /// The names of the rows taken, as stored.
    pub taken: Vec<String>,
    /// Each row refused: its name (or `#n`) and why.
    pub refused: Vec<(String, Refusal)>,
}

/// The entries a campaign sees of one kind, indexed by name once, so an
/// import checks and places each row in constant time (an import of
/// hundreds of rows into a campaign of thousands stays linear).
struct Index {
    /// Every visible name, for look-alike collisions.
    taken: name::Taken,
    /// A homebrew row's place by its name's identity.
    rows: std::collections::HashMap<String, usize>,
    /// The spelling a name already has in the campaign (shipped first).
    spelling: std::collections::HashMap<String, String>,
}

impl<T: Content> Brew<T> {
    /// The index of what the campaign sees of this kind now.
    fn index(&self) -> Index {
        let removed: std::collections::HashSet<String> =
            self.removed.iter().map(|n| name::key(n)).collect();
        let mut index = Index {
            taken: name::Taken::default(),
            rows: std::collections::HashMap::new(),
            spelling: std::collections::HashMap::new(),
        };
        for s in T::shipped() {
            let key = name::key(s.name());
            if !removed.contains(&key) {
                index.taken.insert(s.name());
            }
            index.spelling.insert(key, s.name().to_owned());
        }
        for (i, r) in self.rows.iter().enumerate() {
            let key = name::key(r.name());
            index.taken.insert(r.name());
            index.rows.insert(key.clone(), i);
            index
                .spelling
                .entry(key)
                .or_insert_with(|| r.name().to_owned());
        }
        index
    }

    /// A row as JSON, its name spelled as the campaign already spells that
    /// name (`10MM` replacing the shipped `10mm` is stored as `10mm`), so
    /// what refers to the entry by its name still finds it.
    fn spelled(index: &Index, row: &Value) -> Value {
        let Some(text) = row.get("name").and_then(Value::as_str) else {
            return row.clone();
        };
        match index.spelling.get(&name::key(text)) {
            Some(ours) if ours != text => {
                let mut row = row.clone();
                row["name"] = Value::String(ours.clone());
                row
            }
            _ => row.clone(),
        }
    }

    /// Places one checked row: it replaces the entry of its name, or is
    /// added; a name that only looks like another entry's is refused.
    fn put(&mut self, row: T, index: &mut Index) -> Result<(), Refusal> {
        if let Some(name::Clash::LooksLike(other)) = index.taken.clash(row.name()) {
            return Err(Refusal::Collides {
                kind: T::KIND.to_owned(),
                entry: row.name().to_owned(),
                other: other.to_owned(),
            });
        }
        let key = name::key(row.name());
        if !self.removed.is_empty() {
            self.removed.retain(|n| !name::same(n, row.name()));
        }
        if let Some(&i) = index.rows.get(&key) {
            self.rows[i] = row;
        } else {
            index.taken.insert(row.name());
            index.rows.insert(key, self.rows.len());
            self.rows.push(row);
        }
        Ok(())
    }
}

/// Parses one row of a file, naming the entry and the field at fault.
fn parse_row<T: Content>(index: usize, value: &Value) -> Result<T, Refusal> {
    let entry = value
        .get("name")
        .and_then(Value::as_str)
        .map_or_else(|| format!("#{}", index + 1), name::echo);
    serde_path_to_error::deserialize::<_, T>(value).map_err(|e| {
        let path = e.path().to_string();
        let inner = e.into_inner().to_string();
        // An unknown or missing field names itself in serde's message.
        let field = if path == "." {
            inner
                .split('`')
                .nth(1)
                .map_or_else(|| "entry".to_owned(), str::to_owned)
        } else {
            path
        };
        Refusal::Invalid {
            kind: T::KIND.to_owned(),
            entry,
            field,
            problem: name::echo(&inner),
        }
    })
}

impl<T: Content> Kind for Brew<T> {
    fn kind(&self) -> &'static str {
        T::KIND
    }

    fn defines(&self, text: &str) -> bool {
        self.rows.iter().any(|r| r.matches(text))
    }

    fn size(&self) -> usize {
        self.rows.len() + self.removed.len()
    }

    fn listed(&self) -> Vec<Listed> {
        self.all()
            .into_iter()
            .map(|(r, origin)| Listed {
                kind: T::KIND,
                name: r.name().to_owned(),
                origin,
            })
            .collect()
    }

    fn show(&self, text: &str) -> Option<(Value, Origin)> {
        self.all()
            .into_iter()
            .find(|(r, _)| r.matches(text))
            .map(|(r, origin)| (serde_json::to_value(r).unwrap_or_default(), origin))
    }

    fn content(&self) -> Vec<Value> {
        self.all()
            .into_iter()
            .map(|(r, _)| serde_json::to_value(r).unwrap_or_default())
            .collect()
    }

    fn export(&self) -> (Vec<Value>, Vec<String>) {
        (
            self.rows
                .iter()
                .map(|r| serde_json::to_value(r).unwrap_or_default())
                .collect(),
            self.removed.clone(),
        )
    }

    fn stage(&mut self, rows: &[Value], remove: &[String]) -> Result<usize, Refusal> {
        let spelling = self.index();
        let parsed = rows
            .iter()
            .enumerate()
            .map(|(i, v)| parse_row::<T>(i, &Self::spelled(&spelling, v)))
            .collect::<Result<Vec<T>, Refusal>>()?;
        check_table(&parsed, T::GATE).map_err(|e| Refusal::invalid(T::KIND, e))?;
        for text in remove {
            if Kind::remove(self, text).is_none() {
                return Err(Refusal::Unknown {
                    name: name::echo(text),
                });
            }
        }
        // A row of a visible entry's name replaces it; a look-alike of
        // another name would be two entries players cannot tell apart.
        let mut index = self.index();
        for row in parsed {
            self.put(row, &mut index)?;
        }
        Ok(rows.len() + remove.len())
    }

    fn stage_each(&mut self, rows: &[Value]) -> Staged {
        let mut index = self.index();
        let mut seen = name::Taken::default();
        let mut out = Staged::default();
        for (i, v) in rows.iter().enumerate() {
            let entry = v
                .get("name")
                .and_then(Value::as_str)
                .map_or_else(|| format!("#{}", i + 1), name::echo);
            let row = parse_row::<T>(i, &Self::spelled(&index, v)).and_then(|row| {
                check_table(std::slice::from_ref(&row), T::GATE)
                    .map_err(|e| Refusal::invalid(T::KIND, e))?;
                // Two documents of one name in one file: the first is taken.
                match seen.clash(row.name()) {
                    Some(name::Clash::Same(_)) => Err(Refusal::Invalid {
                        kind: T::KIND.to_owned(),
                        entry: row.name().to_owned(),
                        field: "name".to_owned(),
                        problem: "an earlier document of the file has this name".to_owned(),
                    }),
                    Some(name::Clash::LooksLike(other)) => Err(Refusal::Collides {
                        kind: T::KIND.to_owned(),
                        entry: row.name().to_owned(),
                        other: other.to_owned(),
                    }),
                    None => Ok(row),
                }
            });
            let stored = row.and_then(|row| {
                let n = row.name().to_owned();
                self.put(row, &mut index).map(|()| n)
            });
            match stored {
                Ok(n) => {
                    seen.insert(&n);
                    out.taken.push(n);
                }
                Err(r) => out.refused.push((entry, r)),
            }
        }
        out
    }

    fn remove(&mut self, text: &str) -> Option<(String, Origin)> {
        if let Some(i) = self.rows.iter().position(|r| r.matches(text)) {
            let row = self.rows.remove(i);
            let replaced = T::shipped()
                .iter()
                .any(|s| name::same(s.name(), row.name()));
            let origin = if replaced {
                Origin::Replaced
            } else {
                Origin::Homebrew
            };
            return Some((row.name().to_owned(), origin));
        }
        let shipped = T::shipped()
            .iter()
            .find(|s| !self.hides(s) && s.matches(text))?;
        self.removed.push(shipped.name().to_owned());
        Some((shipped.name().to_owned(), Origin::Shipped))
    }
}

/// What an import changed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Imported {
    /// Rows added or replaced and names removed, by kind, in the game's order.
    pub kinds: Vec<(&'static str, usize)>,
    /// Their sum.
    pub entries: usize,
    /// What a foreign file (Foundry VTT) carried that the game does not
    /// model, named (`Laser Pistol: system.damage.damageEffect.arc`): left
    /// out, never silently.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ignored: Vec<String>,
}

/// What a character brought over from Foundry VTT became.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CharacterImported {
    /// The character's name.
    pub name: String,
    /// The items it carried that the campaign did not know, added as
    /// homebrew.
    pub homebrew: Imported,
    /// What the actor carried that the game does not model, named.
    pub ignored: Vec<String>,
    /// Its S.P.E.C.I.A.L. total when over the creation total (levels and
    /// perks raise attributes): taken as it is, and the answer says so.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub special_total: Option<u32>,
}

/// What a Foundry VTT pack brought besides its rows, document by
/// document: the documents refused (with why), those the game has no place
/// for (with a reason), notes on where a document is held, and what an
/// entry of a shipped entry's name changed of it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct PackReport {
    /// Documents refused: each named, with its refusal. The rest came in.
    pub refused: Vec<Rejected>,
    /// Documents the game has no place for, each with its reason.
    pub left_out: Vec<Noted>,
    /// Documents held, with a note on how (robot armour held as apparel).
    pub notes: Vec<Noted>,
    /// Published numbers an import changed of a shipped entry of its name.
    pub changed: Vec<Changed>,
}

/// A document refused, by name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Rejected {
    /// The document's name (or `#n`).
    pub entry: String,
    /// Why.
    pub refusal: Refusal,
}

/// A document and a reason, as a code the front ends word (`perk`,
/// `robot_module`, `robot_armour_held`, ...).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Noted {
    /// The document's name.
    pub entry: String,
    /// Its Foundry document type (`perk`, `robot_mod`, `Folder`).
    pub kind: String,
    /// The reason's code.
    pub reason: &'static str,
}

/// One field of a shipped entry an import of its name changed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Changed {
    /// The kind.
    pub kind: String,
    /// The entry, as the campaign spells it.
    pub entry: String,
    /// The field.
    pub field: String,
    /// The shipped value, as JSON text.
    pub from: String,
    /// The value now, as JSON text.
    pub to: String,
}

/// A campaign's homebrew container, shared between the copies of the
/// campaign until one of them changes it (copy on write).
///
/// The engine runs every command on a copy of the campaign (all or none),
/// and the front ends draw an outcome with the homebrew it was played
/// under; the homebrew changes only on `homebrew import`/`remove`. Sharing
/// it makes those copies one reference count each instead of a copy of
/// every kind's rows, and keeps the campaign's own size small. Reading goes
/// through [`Deref`](std::ops::Deref); changing goes through
/// [`DerefMut`](std::ops::DerefMut), which copies the container first when
/// another campaign still shares it, so a change never shows through
/// another copy. Serialized as the container itself.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CopyOnWrite<B>(std::sync::Arc<B>);

impl<B> CopyOnWrite<B> {
    /// Holds `brew`.
    pub fn new(brew: B) -> Self {
        CopyOnWrite(std::sync::Arc::new(brew))
    }

    /// The container, copied only when another campaign still shares it.
    #[must_use]
    pub fn into_inner(self) -> B
    where
        B: Clone,
    {
        std::sync::Arc::unwrap_or_clone(self.0)
    }
}

impl<B: Homebrew> CopyOnWrite<B> {
    /// Whether the container holds nothing (for `skip_serializing_if`).
    #[must_use]
    pub fn is_plain(&self) -> bool {
        self.0.is_plain()
    }
}

/// Every operation forwards to the container held (each one, so a game's
/// own version of a provided method is the one that runs); a change copies
/// it first when it is shared.
impl<B: Homebrew + Clone> Homebrew for CopyOnWrite<B> {
    fn kinds(&self) -> Vec<&dyn Kind> {
        self.0.kinds()
    }
    fn kinds_mut(&mut self) -> Vec<&mut dyn Kind> {
        std::sync::Arc::make_mut(&mut self.0).kinds_mut()
    }
    fn check_refs(&self) -> Result<(), Refusal> {
        self.0.check_refs()
    }
    fn words(&self) -> Vec<&'static str> {
        self.0.words()
    }
    fn is_homebrew(&self, kind: &str, text: &str) -> bool {
        self.0.is_homebrew(kind, text)
    }
    fn is_plain(&self) -> bool {
        self.0.is_plain()
    }
    fn known(&self, kind: &str) -> Result<&'static str, Refusal> {
        self.0.known(kind)
    }
    fn apply(&mut self, file: &File) -> Result<Imported, Refusal> {
        std::sync::Arc::make_mut(&mut self.0).apply(file)
    }
    fn apply_each(&mut self, file: &File) -> Result<(Imported, Vec<(String, Refusal)>), Refusal> {
        std::sync::Arc::make_mut(&mut self.0).apply_each(file)
    }
    fn list(&self, kind: Option<&str>) -> Result<Vec<Listed>, Refusal> {
        self.0.list(kind)
    }
    fn show(&self, text: &str) -> Result<(&'static str, Value, Origin), Refusal> {
        self.0.show(text)
    }
    fn remove(&mut self, text: &str) -> Result<(&'static str, String, Origin), Refusal> {
        std::sync::Arc::make_mut(&mut self.0).remove(text)
    }
    fn export(&self, ruleset: &str) -> Value {
        self.0.export(ruleset)
    }
    fn content(&self, kind: Option<&str>) -> Result<Value, Refusal> {
        self.0.content(kind)
    }
}

impl<B> std::ops::Deref for CopyOnWrite<B> {
    type Target = B;

    fn deref(&self) -> &B {
        &self.0
    }
}

impl<B: Clone> std::ops::DerefMut for CopyOnWrite<B> {
    fn deref_mut(&mut self) -> &mut B {
        std::sync::Arc::make_mut(&mut self.0)
    }
}

impl<B> From<B> for CopyOnWrite<B> {
    fn from(brew: B) -> Self {
        CopyOnWrite::new(brew)
    }
}

impl<B: Serialize> Serialize for CopyOnWrite<B> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(serializer)
    }
}

impl<'de, B: Deserialize<'de>> Deserialize<'de> for CopyOnWrite<B> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        B::deserialize(deserializer).map(CopyOnWrite::new)
    }
}

/// The homebrew a game's campaign holds: one [`Brew`] per kind. The provided
/// methods are the game-agnostic operations; a game writes the two lists and,
/// when its kinds refer to each other, [`Homebrew::check_refs`].
pub trait Homebrew {
    /// Every kind, in the game's order.
    fn kinds(&self) -> Vec<&dyn Kind>;
    /// Every kind, to change.
    fn kinds_mut(&mut self) -> Vec<&mut dyn Kind>;
    /// Checks what the kinds say of each other (a weapon's ammunition, an
    /// enemy's weapon) over every entry the campaign sees.
    ///
    /// # Errors
    /// The first broken reference.
    fn check_refs(&self) -> Result<(), Refusal> {
        Ok(())
    }

    /// The kinds' words.
    fn words(&self) -> Vec<&'static str> {
        self.kinds().iter().map(|k| k.kind()).collect()
    }

    /// Whether the campaign's homebrew defines the entry of `kind` that
    /// `text` names (added, or replacing a shipped entry of its name): the
    /// one question every front end's homebrew mark asks. A shipped entry
    /// the campaign did not replace is not its own, even when the campaign
    /// has other homebrew; a kind the game does not brew defines nothing.
    fn is_homebrew(&self, kind: &str, text: &str) -> bool {
        self.kinds()
            .iter()
            .any(|k| k.kind() == kind && k.defines(text))
    }

    /// Whether it holds nothing.
    fn is_plain(&self) -> bool {
        self.kinds().iter().all(|k| k.size() == 0)
    }

    /// Refuses a kind the game does not have.
    ///
    /// # Errors
    /// [`Refusal::UnknownKind`].
    fn known(&self, kind: &str) -> Result<&'static str, Refusal> {
        let words = self.words();
        words
            .iter()
            .find(|w| w.eq_ignore_ascii_case(kind.trim()))
            .copied()
            .ok_or_else(|| Refusal::UnknownKind {
                kind: name::echo(kind),
                known: words.join(", "),
            })
    }

    /// Applies a file: every kind's rows and removals, then the references.
    /// Callers apply it to a copy and keep the copy only when it succeeds.
    ///
    /// # Errors
    /// The first refusal.
    fn apply(&mut self, file: &File) -> Result<Imported, Refusal> {
        let named = file.kinds.iter().map(|(k, _)| k);
        for kind in named.chain(file.remove.iter().map(|(k, _)| k)) {
            self.known(kind)?;
        }
        let mut kinds = Vec::new();
        let mut entries = 0;
        for k in self.kinds_mut() {
            let word = k.kind();
            let rows = of_kind(&file.kinds, word);
            let remove = of_kind(&file.remove, word);
            if rows.is_empty() && remove.is_empty() {
                continue;
            }
            let n = k.stage(&rows, &remove)?;
            kinds.push((word, n));
            entries += n;
        }
        let held: usize = self.kinds().iter().map(|k| k.size()).sum();
        if held > MAX_ROWS {
            return Err(Refusal::TooMany {
                entries: held,
                max: MAX_ROWS,
            });
        }
        self.check_refs()?;
        Ok(Imported {
            kinds,
            entries,
            ignored: Vec::new(),
        })
    }

    /// Applies a file document by document (a Foundry VTT pack): a row that
    /// breaks a rule, or whose reference finds no entry, is left out and
    /// named with its refusal; the rest are taken. Callers apply it to a
    /// copy, as [`Homebrew::apply`].
    ///
    /// # Errors
    /// A kind the game does not have, or more rows than [`MAX_ROWS`].
    fn apply_each(&mut self, file: &File) -> Result<(Imported, Vec<(String, Refusal)>), Refusal> {
        for (kind, _) in &file.kinds {
            self.known(kind)?;
        }
        let mut kinds: Vec<(&'static str, usize)> = Vec::new();
        let mut taken: Vec<(&'static str, String)> = Vec::new();
        let mut refused = Vec::new();
        for k in self.kinds_mut() {
            let word = k.kind();
            let rows = of_kind(&file.kinds, word);
            if rows.is_empty() {
                continue;
            }
            let staged = k.stage_each(&rows);
            if !staged.taken.is_empty() {
                kinds.push((word, staged.taken.len()));
            }
            taken.extend(staged.taken.into_iter().map(|n| (word, n)));
            refused.extend(staged.refused);
        }
        let held: usize = self.kinds().iter().map(|k| k.size()).sum();
        if held > MAX_ROWS {
            return Err(Refusal::TooMany {
                entries: held,
                max: MAX_ROWS,
            });
        }
        // A row whose reference finds nothing is taken back out, named;
        // each round removes one row, so this ends.
        while let Err(broken) = self.check_refs() {
            let Refusal::Invalid { kind, entry, .. } = &broken else {
                return Err(broken);
            };
            let Some(at) = taken
                .iter()
                .position(|(k, n)| *k == kind.as_str() && name::same(n, entry))
            else {
                return Err(broken);
            };
            let (word, n) = taken.remove(at);
            for k in self.kinds_mut() {
                if k.kind() == word {
                    k.remove(&n);
                }
            }
            if let Some(count) = kinds.iter_mut().find(|(k, _)| *k == word) {
                count.1 -= 1;
            }
            refused.push((n, broken));
        }
        kinds.retain(|(_, n)| *n > 0);
        let entries = kinds.iter().map(|(_, n)| n).sum();
        Ok((
            Imported {
                kinds,
                entries,
                ignored: Vec::new(),
            },
            refused,
        ))
    }

    /// Every entry the campaign sees, of one kind or all.
    ///
    /// # Errors
    /// [`Refusal::UnknownKind`].
    fn list(&self, kind: Option<&str>) -> Result<Vec<Listed>, Refusal> {
        let only = kind.map(|k| self.known(k)).transpose()?;
        Ok(self
            .kinds()
            .iter()
            .filter(|k| only.is_none_or(|o| o == k.kind()))
            .flat_map(|k| k.listed())
            .collect())
    }

    /// The entry `text` names: its kind, its JSON and its origin.
    ///
    /// # Errors
    /// [`Refusal::Unknown`].
    fn show(&self, text: &str) -> Result<(&'static str, Value, Origin), Refusal> {
        self.kinds()
            .iter()
            .find_map(|k| k.show(text).map(|(v, o)| (k.kind(), v, o)))
            .ok_or_else(|| Refusal::Unknown {
                name: name::echo(text),
            })
    }

    /// Removes the entry `text` names (the first kind that has it), then
    /// checks the references.
    ///
    /// # Errors
    /// [`Refusal::Unknown`], or a broken reference.
    fn remove(&mut self, text: &str) -> Result<(&'static str, String, Origin), Refusal> {
        let mut done = None;
        for k in self.kinds_mut() {
            if let Some((n, o)) = k.remove(text) {
                done = Some((k.kind(), n, o));
                break;
            }
        }
        let done = done.ok_or_else(|| Refusal::Unknown {
            name: name::echo(text),
        })?;
        self.check_refs()?;
        Ok(done)
    }

    /// The campaign's homebrew as a file [`read`] takes back.
    fn export(&self, ruleset: &str) -> Value {
        let mut out = Map::new();
        out.insert("ruleset".into(), Value::String(ruleset.to_owned()));
        let mut remove = Map::new();
        for k in self.kinds() {
            let (rows, removed) = k.export();
            if !rows.is_empty() {
                out.insert(k.kind().into(), Value::Array(rows));
            }
            if !removed.is_empty() {
                remove.insert(
                    k.kind().into(),
                    Value::Array(removed.into_iter().map(Value::String).collect()),
                );
            }
        }
        if !remove.is_empty() {
            out.insert("remove".into(), Value::Object(remove));
        }
        Value::Object(out)
    }

    /// Every entry the campaign sees, by kind, as JSON in the documented
    /// schema (one kind, or every kind).
    ///
    /// # Errors
    /// [`Refusal::UnknownKind`].
    fn content(&self, kind: Option<&str>) -> Result<Value, Refusal> {
        let only = kind.map(|k| self.known(k)).transpose()?;
        let mut out = Map::new();
        for k in self.kinds() {
            if only.is_none_or(|o| o == k.kind()) {
                out.insert(k.kind().into(), Value::Array(k.content()));
            }
        }
        Ok(Value::Object(out))
    }
}

/// Checks that every visible entry's reference `field` names an entry
/// `exists` finds: for [`Homebrew::check_refs`].
///
/// # Errors
/// [`Refusal::Invalid`] naming the entry and the field.
pub fn refers<T: Content>(
    brew: &Brew<T>,
    field: &'static str,
    target: impl Fn(&T) -> Option<String>,
    exists: impl Fn(&str) -> bool,
) -> Result<(), Refusal> {
    for (row, _) in brew.all() {
        if let Some(t) = target(row) {
            if !exists(&t) {
                return Err(Refusal::Invalid {
                    kind: T::KIND.to_owned(),
                    entry: row.name().to_owned(),
                    field: field.to_owned(),
                    problem: format!("`{}` is no entry of this campaign", name::echo(&t)),
                });
            }
        }
    }
    Ok(())
}
