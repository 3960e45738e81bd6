//! A game's words in every language, read back as the engine's English: the
//! part of the games' bilingual vocabularies they share. A game fills a
//! [`Vocabulary`] from its own content tables and message ids (each entry a
//! kind of the game's, a message id and the English name the engine
//! knows); every language's name of an entry, as its locale file prints it,
//! then reads back as that English, without regard to case, width or
//! spacing ([`folded`]). The same table puts a refusal's valid words in the
//! reader's language, the closest to what was typed first ([`Vocabulary::hint`]).
//!
//! It knows no game: the games' `vocabulary.rs` files say which entries they
//! have and where in their commands names stand.

use std::collections::HashMap;
use std::hash::Hash;

use super::{raw_ids, try_tr, Lang};
use crate::engine::name;

/// A word as a vocabulary compares it: its identity ([`name::key`]: case and
/// width folded) without white space, so "10毫米 手枪", "１０毫米手枪" and
/// "10毫米手枪" are one word.
#[must_use]
pub fn folded(word: &str) -> String {
    name::key(word)
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect()
}

/// `word` as `one` reads a name, or a comma list ("潜行, 感知", "潜行，感知")
/// with each of its names so read (and the others kept, trimmed); `None`
/// when `one` reads nothing in it.
pub fn read_list(word: &str, one: impl Fn(&str) -> Option<String>) -> Option<String> {
    if let Some(english) = one(word) {
        return Some(english);
    }
    if !word.contains([',', '，']) {
        return None;
    }
    let mut changed = false;
    let pieces: Vec<String> = word
        .split([',', '，'])
        .map(|piece| {
            let piece = piece.trim();
            match one(piece).filter(|_| !piece.is_empty()) {
                Some(english) => {
                    changed = true;
                    english
                }
                None => piece.to_owned(),
            }
        })
        .collect();
    changed.then(|| pieces.join(","))
}

/// Whether a message text is a plain name (no placeable left in it).
fn plain(text: &str) -> bool {
    !text.contains(['{', '}', '\u{2068}', '\u{2069}'])
}

/// One entry of a vocabulary.
#[derive(Debug, Clone)]
struct Entry {
    /// The message id of its name.
    id: String,
    /// The name the engine knows.
    english: String,
}

/// A game's names in every language, by kind (see the module's doc).
#[derive(Debug, Clone)]
pub struct Vocabulary<K> {
    /// Every entry, in the order the game added them.
    entries: Vec<Entry>,
    /// Each entry by its kind and the [`folded`] spelling of any language's
    /// name of it (the first entry added wins).
    by_kind: HashMap<(K, String), usize>,
    /// Each entry by the [`folded`] spelling of any language's name of it,
    /// whatever its kind (the first entry added wins).
    by_word: HashMap<String, usize>,
    /// Each entry by the [`folded`] spelling of its English name.
    by_english: HashMap<String, usize>,
}

/// A table game's words ([`Vocabulary::of_prefixes`]) and, beside them,
/// its fixed words: all but those of one prefix, whose names a unit may
/// take (the enemy templates', a lone enemy being called by its template).
#[derive(Debug, Clone)]
pub struct GameWords {
    /// Every word of the game.
    all: Vocabulary<()>,
    /// The words no unit may be called.
    fixed: Vocabulary<()>,
}

impl GameWords {
    /// The words of the message-id `prefixes`; those of `not_fixed` are
    /// not fixed words.
    #[must_use]
    pub fn new(prefixes: &[&str], not_fixed: &str) -> Self {
        let mut fixed = Vocabulary::new();
        for prefix in prefixes.iter().filter(|p| **p != not_fixed) {
            fixed.add_prefix((), prefix);
        }
        GameWords {
            all: Vocabulary::of_prefixes((), prefixes),
            fixed,
        }
    }

    /// A word as the game's engine reads it ([`Vocabulary::word`]): one of
    /// the game's words in any language, or a comma list of them, becomes
    /// its English; anything else stays as typed.
    #[must_use]
    pub fn word(&self, text: &str) -> String {
        self.all.word(text)
    }

    /// The fixed word `name` is, in any language, as the engine's English:
    /// the words a character or an enemy may not be called
    /// ([`crate::engine::name::fixed_word`]).
    #[must_use]
    pub fn fixed_word(&self, name: &str) -> Option<String> {
        self.fixed.english_any(name).map(str::to_owned)
    }
}

impl<K> Default for Vocabulary<K> {
    fn default() -> Self {
        Vocabulary {
            entries: Vec::new(),
            by_kind: HashMap::new(),
            by_word: HashMap::new(),
            by_english: HashMap::new(),
        }
    }
}

impl<K: Copy + Eq + Hash> Vocabulary<K> {
    /// An empty vocabulary.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds the entry `english` of `kind` whose name every language's
    /// locale files keep under `id`; `false` (and nothing added) when no
    /// language has a plain name under `id`.
    pub fn add(&mut self, kind: K, id: &str, english: &str) -> bool {
        let names: Vec<String> = Lang::ALL
            .iter()
            .filter_map(|&lang| try_tr(lang, id, &[]))
            .filter(|n| plain(n))
            .collect();
        if names.is_empty() {
            return false;
        }
        let at = self.entries.len();
        self.entries.push(Entry {
            id: id.to_owned(),
            english: english.to_owned(),
        });
        self.by_english.entry(folded(english)).or_insert(at);
        for word in names.iter().map(String::as_str).chain([english]) {
            let word = folded(word);
            self.by_kind.entry((kind, word.clone())).or_insert(at);
            self.by_word.entry(word).or_insert(at);
        }
        true
    }

    /// A vocabulary of one kind: every plain message under any of `prefixes`
    /// ([`Vocabulary::add_prefix`]).
    #[must_use]
    pub fn of_prefixes(kind: K, prefixes: &[&str]) -> Self {
        let mut v = Self::new();
        for prefix in prefixes {
            v.add_prefix(kind, prefix);
        }
        v
    }

    /// A word as the engine reads it: one of the vocabulary's names in any
    /// language (or a comma list of them) becomes its English; anything
    /// else stays as typed (plain ASCII, the engine's own words, is not
    /// looked up).
    #[must_use]
    pub fn word(&self, text: &str) -> String {
        if text.is_ascii() {
            return text.to_owned();
        }
        self.read(None, text).unwrap_or_else(|| text.to_owned())
    }

    /// Adds every plain English message whose id starts with `prefix` as an
    /// entry of `kind` whose English name is that message's English text
    /// (for a game whose locale files name each of a table's rows so).
    pub fn add_prefix(&mut self, kind: K, prefix: &str) {
        for id in raw_ids(Lang::EnUs)
            .into_iter()
            .filter(|id| id.starts_with(prefix))
        {
            if let Some(english) = try_tr(Lang::EnUs, &id, &[]).filter(|e| plain(e)) {
                self.add(kind, &id, &english);
            }
        }
    }

    /// The English name of the entry of `kind` that `word` names in any
    /// language, if it names one.
    #[must_use]
    pub fn english(&self, kind: K, word: &str) -> Option<&str> {
        let at = *self.by_kind.get(&(kind, folded(word)))?;
        Some(self.entries[at].english.as_str())
    }

    /// The English name of the entry of any kind that `word` names in any
    /// language, if it names one.
    #[must_use]
    pub fn english_any(&self, word: &str) -> Option<&str> {
        let at = *self.by_word.get(&folded(word))?;
        Some(self.entries[at].english.as_str())
    }

    /// `word` as the engine reads it: the English name of the entry it names
    /// (of `kind`, or of any kind when `kind` is `None`), or a comma list
    /// ("潜行, 感知", "潜行，感知") with each of its names so read; `None`
    /// when nothing in it is a name of the vocabulary.
    #[must_use]
    pub fn read(&self, kind: Option<K>, word: &str) -> Option<String> {
        read_list(word, |w| {
            match kind {
                Some(kind) => self.english(kind, w),
                None => self.english_any(w),
            }
            .map(str::to_owned)
        })
    }

    /// Rewrites `word` in place as [`Vocabulary::read`] reads it.
    pub fn rewrite(&self, kind: Option<K>, word: &mut String) {
        if let Some(english) = self.read(kind, word) {
            *word = english;
        }
    }

    /// An English name of the vocabulary as a reader of `lang` reads it.
    #[must_use]
    pub fn shown(&self, lang: Lang, english: &str) -> Option<String> {
        let at = *self.by_english.get(&folded(english))?;
        try_tr(lang, &self.entries[at].id, &[])
    }

    /// The names a refusal of `typed` offers (`names`, in the engine's
    /// English), in the reader's words, the closest to what was typed (in
    /// either language) first; names the vocabulary does not hold stay as
    /// they are.
    #[must_use]
    pub fn hint(&self, lang: Lang, typed: &str, names: &[String]) -> Vec<String> {
        closest_first(
            typed,
            names
                .iter()
                .map(|english| {
                    let shown = self.shown(lang, english);
                    (english.clone(), shown.unwrap_or_else(|| english.clone()))
                })
                .collect(),
        )
    }
}

/// The names a refusal of `typed` offers, each as (the engine's English, the
/// reader's words), in the reader's words, the closest to what was typed (in
/// either language) first; names equally close keep their order.
#[must_use]
pub fn closest_first(typed: &str, names: Vec<(String, String)>) -> Vec<String> {
    let typed = folded(typed);
    let mut ranked: Vec<(usize, usize, String)> = names
        .into_iter()
        .enumerate()
        .map(|(i, (english, shown))| {
            let distance =
                closeness(&typed, &folded(&english)).min(closeness(&typed, &folded(&shown)));
            (distance, i, shown)
        })
        .collect();
    ranked.sort_by_key(|(distance, i, _)| (*distance, *i));
    ranked.into_iter().map(|(_, _, name)| name).collect()
}

/// What a refusal of a word that names no entry offers ([`offer`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Offer {
    /// The word lies inside the names of two or more entries (a prefix, a
    /// part of a name, in either language): those entries, in the reader's
    /// words, the closest first. The refusal says the word is ambiguous and
    /// lists only them.
    Several(Vec<String>),
    /// Any other word: every valid name, in the reader's words, the closest
    /// first, for a "did you mean" hint.
    Hint(Vec<String>),
}

/// What every game's refusal of `typed`, a word that names no entry, offers:
/// the one place the four games decide between "ambiguous, one of these"
/// and "unknown, did you mean". `names` are the valid entries, each as (the
/// engine's English, the reader's words); a name is a candidate when its
/// [`folded`] spelling in either language holds the folded word.
#[must_use]
pub fn offer(typed: &str, names: Vec<(String, String)>) -> Offer {
    let key = folded(typed);
    let holds = |(english, shown): &(String, String)| {
        !key.is_empty() && (folded(english).contains(&key) || folded(shown).contains(&key))
    };
    let mut several: Vec<(String, String)> = Vec::new();
    for pair in names.iter().filter(|p| holds(p)) {
        if !several.iter().any(|(_, shown)| *shown == pair.1) {
            several.push(pair.clone());
        }
    }
    if several.len() >= 2 {
        Offer::Several(closest_first(typed, several))
    } else {
        Offer::Hint(closest_first(typed, names))
    }
}

/// [`offer`] over `names` (the engine's English), each put in the reader's
/// words by `shown`.
#[must_use]
pub fn offer_of(typed: &str, names: &[String], shown: impl Fn(&str) -> String) -> Offer {
    offer(typed, names.iter().map(|n| (n.clone(), shown(n))).collect())
}

/// The refusal of a word that could name several entries: `typed` and the
/// candidates as the surface shows them (escaped where it is markdown), at
/// most `limit` of them (an ellipsis after), in `lang`.
#[must_use]
pub fn ambiguous(lang: Lang, typed: &str, candidates: &[String], limit: usize) -> String {
    let sep = super::tr(lang, "list-sep", &[]);
    let mut names = candidates
        .iter()
        .take(limit)
        .cloned()
        .collect::<Vec<_>>()
        .join(&sep);
    if candidates.len() > limit {
        names.push_str(&sep);
        names.push('…');
    }
    super::tr(
        lang,
        "refusal-ambiguous",
        &[
            ("name", super::Arg::from(typed)),
            ("count", super::Arg::from(candidates.len())),
            ("names", super::Arg::from(names)),
        ],
    )
}

/// The names a refusal of `typed` offers (`names`, the engine's English), as
/// `shown` puts each in the reader's words, the closest first
/// ([`closest_first`]).
#[must_use]
pub fn offered(typed: &str, names: &[String], shown: impl Fn(&str) -> String) -> Vec<String> {
    closest_first(typed, names.iter().map(|n| (n.clone(), shown(n))).collect())
}

/// How far `typed` is from `name` (both [`folded`]): none when one holds the
/// other, else the edit distance of their characters.
fn closeness(typed: &str, name: &str) -> usize {
    if typed.is_empty() {
        return usize::MAX;
    }
    if name.starts_with(typed) {
        return 0;
    }
    if name.contains(typed) || typed.contains(name) {
        return 1;
    }
    1 + edit_distance(typed, name)
}

/// The Levenshtein distance of two words, by characters.
#[must_use]
pub fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (above + 1)
                .min(row[j] + 1)
                .min(diagonal + usize::from(ca != cb));
            diagonal = above;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn attributes() -> Vocabulary<()> {
        let mut v = Vocabulary::new();
        v.add_prefix((), "attr-");
        v
    }

    #[test]
    fn a_name_reads_back_in_any_language_case_width_and_spacing() {
        let v = attributes();
        assert_eq!(v.english_any("感知"), Some("PER"));
        assert_eq!(v.english_any(" 感 知 "), Some("PER"));
        assert_eq!(v.english_any("per"), Some("PER"));
        assert_eq!(v.english_any("ＰＥＲ"), Some("PER"));
        assert_eq!(v.english_any("Kate"), None);
        assert_eq!(v.english((), "力量"), Some("STR"));
    }

    #[test]
    fn a_comma_list_reads_each_name() {
        let v = attributes();
        assert_eq!(v.read(None, "感知, 力量").as_deref(), Some("PER,STR"));
        assert_eq!(v.read(None, "感知，Kate").as_deref(), Some("PER,Kate"));
        assert_eq!(v.read(None, "Kate, Bo"), None);
    }

    #[test]
    fn a_hint_names_the_valid_words_in_the_readers_language_closest_first() {
        let v = attributes();
        let names: Vec<String> = ["STR", "PER", "END"].map(str::to_owned).into();
        assert_eq!(v.hint(Lang::ZhCn, "感", &names), ["感知", "力量", "耐力"]);
        assert_eq!(v.hint(Lang::EnUs, "en", &names), ["END", "PER", "STR"]);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
    }

    #[test]
    fn a_word_inside_several_names_offers_only_those_else_every_name() {
        let v = attributes();
        let names: Vec<String> = ["STR", "PER", "END", "INT"].map(str::to_owned).into();
        let shown = |e: &str| v.shown(Lang::ZhCn, e).unwrap_or_default();
        // "N" is inside END and INT, so the word is ambiguous between them.
        assert_eq!(
            offer_of("n", &names, shown),
            Offer::Several(vec!["耐力".to_owned(), "智力".to_owned()])
        );
        // 力 is inside 力量, 耐力 and 智力 (力量 begins with it).
        assert_eq!(
            offer_of("力", &names, shown),
            Offer::Several(["力量", "耐力", "智力"].map(str::to_owned).into())
        );
        // Inside one name only, or none: every name, the closest first.
        assert_eq!(
            offer_of("感", &names, shown),
            Offer::Hint(["感知", "力量", "耐力", "智力"].map(str::to_owned).into())
        );
        assert_eq!(
            offer_of("", &names, shown),
            Offer::Hint(["力量", "感知", "耐力", "智力"].map(str::to_owned).into())
        );
        assert_eq!(
            ambiguous(Lang::EnUs, "n", &["END".to_owned(), "INT".to_owned()], 1),
            "\"n\" could be any of 2 names: END, …. Nothing was changed; type one of them."
        );
    }
}
