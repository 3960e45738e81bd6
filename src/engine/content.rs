//! Content as data: the loading and checking every game's tables share.
//!
//! Each game's tables (weapons, armour, ammunition, consumables, creatures,
//! loot, presets) ship as JSON files under `content/<game>/`, one file per
//! kind, schema in `docs/content.md`. A game's folder embeds its files with
//! `include_str!` and declares each table as a [`Table`]: the file is parsed
//! once, on the table's first use, into the same typed rows the rules have
//! always read, so no command ever parses text and the engine stays pure (no
//! file I/O: the text is in the binary). The rows' text and lists are
//! [`Shared`]: a shipped table's are allocated once and live as long as the
//! process; a campaign's homebrew rows (`super::homebrew`) own theirs.
//!
//! An embedded file that does not parse is a defect of the build, not input:
//! `tests/engine/content_data.rs` parses and checks every file, so [`parse`] may
//! stop the process with the file and the reason.

use std::ops::Deref;
use std::sync::LazyLock;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize};
use std::sync::Arc;

use crate::engine::name;

/// One table of a game's content, parsed from its embedded file on first
/// use. Reads like the slice of rows it holds (`WEAPONS.iter()`,
/// `WEAPONS.len()`, `&WEAPONS` in a `for`).
pub struct Table<T: 'static> {
    rows: LazyLock<Vec<T>>,
}

impl<T> Table<T> {
    /// A table whose rows `load` parses (once).
    #[must_use]
    pub const fn new(load: fn() -> Vec<T>) -> Table<T> {
        Table {
            rows: LazyLock::new(load),
        }
    }
}

impl<T> Deref for Table<T> {
    type Target = [T];

    fn deref(&self) -> &[T] {
        &self.rows
    }
}

impl<'a, T> IntoIterator for &'a Table<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;

    fn into_iter(self) -> Self::IntoIter {
        self.rows.iter()
    }
}

/// A [`Table`] of the embedded file `content/<file>` (`"d20/weapons.json"`),
/// parsed on first use.
#[macro_export]
macro_rules! content_table {
    ($file:literal) => {
        $crate::engine::content::Table::new(|| {
            $crate::engine::content::parse(
                $file,
                include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/content/", $file)),
            )
        })
    };
}

/// The rows of an embedded content file. `file` names it for the message a
/// broken build stops with.
///
/// # Panics
/// When the embedded text is not a JSON list of `T` (a defect of the build,
/// caught by `tests/engine/content_data.rs`, never by a player).
#[must_use]
pub fn parse<T: DeserializeOwned>(file: &str, text: &str) -> Vec<T> {
    match serde_json::from_str(text) {
        Ok(rows) => rows,
        Err(e) => panic!("content/{file}: {e}"),
    }
}

/// Text or a list a row holds: shipped rows and rows a campaign's homebrew
/// brings are one type, so the rules read both alike. Text written in code
/// is [`Shared::Static`]; text read from a file is [`Shared::Owned`], counted
/// and freed with its last row (a shipped table's rows live as long as the
/// process anyway; a homebrew row lives as long as its campaign's state, so
/// importing a file many times never grows the process). Cheap to clone.
pub enum Shared<T: ?Sized + 'static> {
    /// Text or a list compiled in.
    Static(&'static T),
    /// Text or a list read at run time.
    Owned(Arc<T>),
}

/// The text of a table's row (a name, an ammunition's name, traits).
pub type Text = Shared<str>;

/// A list of a table's row (effects, qualities, attacks).
pub type List<T> = Shared<[T]>;

impl<T: ?Sized> Clone for Shared<T> {
    fn clone(&self) -> Self {
        match self {
            Shared::Static(v) => Shared::Static(v),
            Shared::Owned(v) => Shared::Owned(Arc::clone(v)),
        }
    }
}

impl<T: ?Sized> Deref for Shared<T> {
    type Target = T;

    fn deref(&self) -> &T {
        match self {
            Shared::Static(v) => v,
            Shared::Owned(v) => v,
        }
    }
}

impl<T: ?Sized> AsRef<T> for Shared<T> {
    fn as_ref(&self) -> &T {
        self
    }
}

impl<T: ?Sized + PartialEq> PartialEq for Shared<T> {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl<T: ?Sized + Eq> Eq for Shared<T> {}

impl PartialEq<String> for Shared<str> {
    fn eq(&self, other: &String) -> bool {
        **self == **other
    }
}

impl PartialEq<Shared<str>> for String {
    fn eq(&self, other: &Shared<str>) -> bool {
        **self == **other
    }
}

impl<T: ?Sized + std::hash::Hash> std::hash::Hash for Shared<T> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (**self).hash(state);
    }
}

impl<T: ?Sized + std::fmt::Debug> std::fmt::Debug for Shared<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        (**self).fmt(f)
    }
}

impl std::fmt::Display for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self)
    }
}

impl PartialEq<str> for Text {
    fn eq(&self, other: &str) -> bool {
        **self == *other
    }
}

impl PartialEq<&str> for Text {
    fn eq(&self, other: &&str) -> bool {
        **self == **other
    }
}

impl From<&'static str> for Text {
    fn from(text: &'static str) -> Text {
        Shared::Static(text)
    }
}

impl From<Text> for String {
    fn from(text: Text) -> String {
        text.to_string()
    }
}

impl<T> From<&'static [T]> for List<T> {
    fn from(list: &'static [T]) -> List<T> {
        Shared::Static(list)
    }
}

impl<T: ?Sized + Serialize> Serialize for Shared<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        (**self).serialize(s)
    }
}

impl<'de> Deserialize<'de> for Text {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Text, D::Error> {
        String::deserialize(d).map(|s| Shared::Owned(Arc::from(s)))
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for List<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<List<T>, D::Error> {
        Vec::<T>::deserialize(d).map(|v| Shared::Owned(Arc::from(v)))
    }
}

/// A content entry that breaks a rule: which entry, which field, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Invalid {
    /// The entry's name as the file spells it.
    pub entry: String,
    /// The field at fault (`name`, `damage`, `hp`, ...).
    pub field: &'static str,
    /// What is wrong, in a few English words (the front ends localize by
    /// the field and the bounds).
    pub problem: String,
}

impl std::fmt::Display for Invalid {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}: {}", self.entry, self.field, self.problem)
    }
}

/// One entry of a content kind: it has a name, and it knows its own bounds.
pub trait Entry {
    /// Its name, as the file spells it.
    fn name(&self) -> &str;
    /// Checks its fields against the rules' bounds (the name is checked by
    /// [`check_table`]).
    fn check(&self) -> Result<(), Invalid>;
}

/// An [`Invalid`] for `entry`'s `field`.
#[must_use]
pub fn invalid(entry: &str, field: &'static str, problem: impl Into<String>) -> Invalid {
    Invalid {
        entry: entry.to_owned(),
        field,
        problem: problem.into(),
    }
}

/// Checks a value against inclusive bounds for an entry's field.
pub fn within<N>(entry: &str, field: &'static str, value: N, lo: N, hi: N) -> Result<(), Invalid>
where
    N: PartialOrd + std::fmt::Display + Copy,
{
    if value < lo || value > hi {
        return Err(invalid(
            entry,
            field,
            format!("{value} is outside {lo}..={hi}"),
        ));
    }
    Ok(())
}

/// Checks a text field through the gate users' text of the same kind passes
/// ([`name::clean`]): within `bound`, no hidden characters, and already in
/// the form the gate would store (trimmed, NFC).
pub fn gated(
    entry: &str,
    field: &'static str,
    bound: name::Bound,
    text: &str,
) -> Result<(), Invalid> {
    match name::clean(bound, text) {
        Ok(clean) if clean == text => Ok(()),
        Ok(_) => Err(invalid(
            entry,
            field,
            "has spaces around it or is not in NFC",
        )),
        // In words (`name holds the forbidden character U+202E: ..`), never
        // the error's debug structure.
        Err(e) => Err(invalid(entry, field, e.to_string())),
    }
}

/// Checks a whole table: every name passes the name gate of `bound` (the one
/// users' names of the same kind pass), no two names are the same or look
/// alike, and every entry passes its own [`Entry::check`]. The first fault
/// is the answer.
pub fn check_table<T: Entry>(rows: &[T], bound: name::Bound) -> Result<(), Invalid> {
    // An index of the names seen, so a table of thousands is checked in
    // linear time.
    let mut taken = name::Taken::default();
    for row in rows {
        let n = row.name();
        gated(n, "name", bound, n)?;
        if let Some(name::Clash::Same(other) | name::Clash::LooksLike(other)) = taken.clash(n) {
            return Err(invalid(n, "name", format!("collides with {other}")));
        }
        taken.insert(n);
        row.check()?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Row(&'static str, u32);

    impl Entry for Row {
        fn name(&self) -> &str {
            self.0
        }
        fn check(&self) -> Result<(), Invalid> {
            within(self.0, "dice", self.1, 1, 10)
        }
    }

    #[test]
    fn a_table_is_checked_name_by_name_and_field_by_field() {
        let gate = name::ITEM_NAME;
        assert_eq!(
            check_table(&[Row("Knife", 2), Row("Pipe", 3)], gate),
            Ok(())
        );
        let twice = check_table(&[Row("Knife", 2), Row("KNIFE", 3)], gate).unwrap_err();
        assert_eq!((twice.entry.as_str(), twice.field), ("KNIFE", "name"));
        let big = check_table(&[Row("Knife", 11)], gate).unwrap_err();
        assert_eq!(big.to_string(), "Knife: dice: 11 is outside 1..=10");
        let hidden = check_table(&[Row("Kni\u{200b}fe", 1)], gate).unwrap_err();
        assert_eq!(hidden.field, "name");
    }

    static NUMBERS: Table<u32> = Table::new(|| parse("test/numbers.json", "[3, 1, 2]"));

    #[test]
    fn a_table_reads_like_its_rows() {
        assert_eq!(NUMBERS.len(), 3);
        assert_eq!(NUMBERS[0], 3);
        assert_eq!((&NUMBERS).into_iter().sum::<u32>(), 6);
    }
}
