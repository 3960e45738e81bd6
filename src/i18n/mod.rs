//! Localized text: Fluent bundles for en-US and zh-CN compiled in from
//! `locales/<lang>/*.ftl`, the choice of language for a reply, and localized
//! names of the engine's vocabulary (attributes, skills, items, enemies...).
//!
//! This module owns no rules and no Discord types: it turns ids and arguments
//! into strings.

use std::collections::HashMap;
use std::fmt;

use fluent_templates::fluent_bundle::{FluentArgs, FluentValue};
use fluent_templates::LanguageIdentifier;
use serde::{Deserialize, Serialize};

use crate::engine::name::slug;
use crate::engine::special::Attribute;

mod bundles;
mod ftl_ids;
mod prefixed;
pub mod vocabulary;

/// A language Overseer speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Lang {
    /// English (United States).
    #[default]
    #[serde(rename = "en-US")]
    EnUs,
    /// Simplified Chinese.
    #[serde(rename = "zh-CN")]
    ZhCn,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 2] = [Lang::EnUs, Lang::ZhCn];

    /// The BCP 47 tag ("en-US", "zh-CN").
    #[must_use]
    pub fn tag(self) -> &'static str {
        match self {
            Lang::EnUs => "en-US",
            Lang::ZhCn => "zh-CN",
        }
    }

    /// This language as `reader` names it where a reply says it (中文 in
    /// Chinese; the tag in English, the word its command line reads).
    #[must_use]
    pub fn named_in(self, reader: Lang) -> String {
        let id = match self {
            Lang::EnUs => "cli-word-language-en-us",
            Lang::ZhCn => "cli-word-language-zh-cn",
        };
        tr(reader, id, &[])
    }

    /// Parses a tag exactly as Overseer writes it ("en-US", "zh-CN"), ignoring case.
    #[must_use]
    pub fn parse(tag: &str) -> Option<Lang> {
        Lang::ALL
            .into_iter()
            .find(|l| l.tag().eq_ignore_ascii_case(tag.trim()))
    }

    /// The language for a Discord locale: any `zh-*` is Chinese, anything else English.
    #[must_use]
    pub fn from_discord_locale(locale: &str) -> Lang {
        if locale.to_ascii_lowercase().starts_with("zh") {
            Lang::ZhCn
        } else {
            Lang::EnUs
        }
    }

    /// The reply language: the campaign's if set, else the user's Discord locale.
    #[must_use]
    pub fn choose(campaign: Option<Lang>, discord_locale: Option<&str>) -> Lang {
        campaign
            .or_else(|| discord_locale.map(Lang::from_discord_locale))
            .unwrap_or_default()
    }
}

/// The Fluent language id of a language.
fn language_id(lang: Lang) -> LanguageIdentifier {
    match lang {
        Lang::EnUs => fluent_templates::langid!("en-US"),
        Lang::ZhCn => fluent_templates::langid!("zh-CN"),
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

/// Arguments for a message: name and value pairs.
pub type Args<'a> = &'a [(&'a str, Arg)];

/// One message argument.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    /// Text.
    Str(String),
    /// A whole number, printed exactly however large (see [`fluent_int`]).
    Int(i128),
    /// A number with a fraction.
    Num(f64),
}

impl From<&str> for Arg {
    fn from(v: &str) -> Self {
        Arg::Str(v.to_owned())
    }
}
impl From<String> for Arg {
    fn from(v: String) -> Self {
        Arg::Str(v)
    }
}
impl From<&String> for Arg {
    fn from(v: &String) -> Self {
        Arg::Str(v.clone())
    }
}
macro_rules! int_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(v: $t) -> Self {
                // Every integer type Overseer passes fits in an i128.
                Arg::Int(i128::try_from(v).unwrap_or(i128::MAX))
            }
        }
    )*};
}
int_arg!(u8, u16, u32, u64, usize, i8, i16, i32, i64);
impl From<f64> for Arg {
    fn from(v: f64) -> Self {
        Arg::Num(v)
    }
}
impl From<&serde_json::Number> for Arg {
    /// Integers stay integers (a JSON `u64` or `i64` is never rounded through f64).
    fn from(n: &serde_json::Number) -> Self {
        if let Some(i) = n.as_i64() {
            Arg::from(i)
        } else if let Some(u) = n.as_u64() {
            Arg::from(u)
        } else {
            Arg::Num(n.as_f64().unwrap_or_default())
        }
    }
}

/// The largest magnitude below which every integer is an exact f64 (2^53).
const EXACT_IN_F64: i128 = 1 << 53;

/// A whole number as a Fluent value. Fluent numbers are f64, which rounds
/// integers beyond 2^53 (9223372036854775807 would print as
/// 9223372036854776000). Up to 2^53 the number stays a Fluent number, so
/// plural selection (`[one]`/`[other]`) works; beyond, it is passed as its exact
/// decimal text: no plural rule of en-US or zh-CN picks anything but `other`
/// for such numbers, and a text selector falls to the default variant, `other`.
#[must_use]
pub fn fluent_int(n: i128) -> FluentValue<'static> {
    if (-EXACT_IN_F64..=EXACT_IN_F64).contains(&n) {
        // Exact: |n| <= 2^53.
        #[allow(clippy::cast_precision_loss)]
        FluentValue::from(n as f64)
    } else {
        FluentValue::from(n.to_string())
    }
}

/// The message `id` in `lang` with `args`. A missing id renders as the id
/// itself (and the locale test keeps that from ever shipping).
#[must_use]
pub fn tr(lang: Lang, id: &str, args: Args<'_>) -> String {
    try_tr(lang, id, args).unwrap_or_else(|| id.to_owned())
}

/// The message `id` in `lang`, or `None` when no language has it.
#[must_use]
pub fn try_tr(lang: Lang, id: &str, args: Args<'_>) -> Option<String> {
    let mut fluent = FluentArgs::with_capacity(args.len());
    for (k, v) in args {
        let value = match v {
            Arg::Str(s) => FluentValue::from(s.as_str()),
            Arg::Int(n) => fluent_int(*n),
            Arg::Num(n) => FluentValue::from(*n),
        };
        fluent.set(*k, value);
    }
    bundles::message(lang, id, (!args.is_empty()).then_some(&fluent))
}

/// Every message id defined in the `.ftl` files of a language, read from the
/// sources compiled into the binary.
#[must_use]
pub fn raw_ids(lang: Lang) -> Vec<String> {
    let sources: &[&str] = match lang {
        Lang::EnUs => EN_SOURCES,
        Lang::ZhCn => ZH_SOURCES,
    };
    sources
        .iter()
        .flat_map(|src| src.lines())
        .filter_map(ftl_ids::defined_id)
        .map(str::to_owned)
        .collect()
}

include!(concat!(env!("OUT_DIR"), "/locale_sources.rs"));

/// The message id of an attribute's name (`attr-per`).
fn attribute_id(a: Attribute) -> String {
    format!("attr-{}", a.abbr().to_ascii_lowercase())
}

/// The message id of a skill's name (`skill-small-guns`), from its English
/// name.
fn skill_id(english: &str) -> String {
    format!("skill-{}", slug(english))
}

/// The message-id prefixes of the names in `data.ftl` that [`engine_word`]
/// reads back: the attributes' (`attr-per`) and the skills' (`skill-small-guns`).
const ENGINE_WORDS: [&str; 2] = ["attr-", "skill-"];

/// An attribute's name in a language ("STR" / "力量"), from `data.ftl`.
#[must_use]
pub fn attribute(lang: Lang, a: Attribute) -> String {
    tr(lang, &attribute_id(a), &[])
}

/// A skill's name in a language ("Small Guns" / "轻型枪械"), from `data.ftl`:
/// `skill` is a skill whose English name (its `Display`) `data.ftl` holds
/// under `skill-<slug>`.
#[must_use]
pub fn skill(lang: Lang, skill: impl fmt::Display) -> String {
    tr(lang, &skill_id(&skill.to_string()), &[])
}

/// A word a reader typed for an attribute or a skill, as the engine reads it:
/// a name from any language's `data.ftl` ("感知", "轻型枪械") becomes the
/// engine's English word ("PER", "Small Guns"); any other text is returned as
/// typed (trimmed), for the engine's parser to read or refuse. The engine
/// knows English words only; the other languages' words live in the locales.
#[must_use]
pub fn engine_word(text: &str) -> String {
    /// Every language's names of attributes and skills, by what they say.
    static WORDS: std::sync::LazyLock<HashMap<String, String>> =
        std::sync::LazyLock::new(|| words_in(&Lang::ALL));
    let text = text.trim();
    // The English names are the engine's words themselves (the test
    // `english_names_of_attributes_and_skills_are_the_engines_words` holds
    // them to it) and the other languages' are in their own scripts, so
    // plain ASCII is already the engine's: a process reading English words
    // parses no locale file for them.
    if text.is_ascii() {
        return text.to_owned();
    }
    WORDS.get(text).cloned().unwrap_or_else(|| text.to_owned())
}

/// The names `langs` give attributes and skills, each mapped to the engine's
/// English word ([`engine_word`]): the English of each message under
/// [`ENGINE_WORDS`].
pub(crate) fn words_in(langs: &[Lang]) -> HashMap<String, String> {
    let mut words = HashMap::new();
    let ids = raw_ids(Lang::EnUs)
        .into_iter()
        .filter(|id| ENGINE_WORDS.iter().any(|p| id.starts_with(p)));
    for id in ids {
        let Some(english) = try_tr(Lang::EnUs, &id, &[]) else {
            continue;
        };
        for &lang in langs {
            if let Some(shown) = try_tr(lang, &id, &[]) {
                words.insert(shown, english.clone());
            }
        }
    }
    words
}

/// A word a reader typed for one of a game's table words (a skill, an
/// attribute, a difficulty, a weapon, a template, a condition, a location...),
/// as the game's engine reads it: a name any language gives a message whose
/// id starts with one of `prefixes` ("潜行" for `f2d20-bot-skill-sneak`)
/// becomes that message's English ("Sneak"), without regard to case, width
/// or spacing ([`vocabulary::folded`]); a comma list has each of its words
/// so read. `None` for any other text.
#[must_use]
pub fn game_word(prefixes: &[&str], text: &str) -> Option<String> {
    /// The messages under each list of prefixes, by the name identity of
    /// what they say in each language: their ids.
    static SHOWN: prefixed::Tables = prefixed::Tables::new();
    let shown = SHOWN.of(prefixes, |ids| {
        let mut shown = prefixed::Table::new();
        for &id in ids {
            for lang in Lang::ALL {
                let Some(value) = try_tr(lang, id, &[]) else {
                    continue;
                };
                if value.contains(['{', '\u{2068}']) {
                    continue;
                }
                let ids = shown.entry(vocabulary::folded(&value)).or_default();
                if !ids.contains(&id) {
                    ids.push(id);
                }
            }
        }
        shown
    });
    let one = |text: &str| {
        let id = shown.get(&vocabulary::folded(text))?.first()?;
        try_tr(Lang::EnUs, id, &[])
    };
    vocabulary::read_list(text, one)
}

/// The other way round from [`game_word`]: one of a game's English table
/// words ("Stealth") as a reader of `lang` reads it ("潜行"), from the message
/// under one of `prefixes` whose English says it. `None` for any other text.
#[must_use]
pub fn game_word_in(lang: Lang, prefixes: &[&str], english: &str) -> Option<String> {
    /// The English messages under each list of prefixes, by the name
    /// identity of what they say: their ids.
    static ENGLISH: prefixed::Tables = prefixed::Tables::new();
    let english_of = ENGLISH.of(prefixes, |ids| {
        let mut shown = prefixed::Table::new();
        for &id in ids {
            if let Some(value) = try_tr(Lang::EnUs, id, &[]) {
                if !value.contains(['{', '\u{2068}']) {
                    shown
                        .entry(crate::engine::name::key(&value))
                        .or_default()
                        .push(id);
                }
            }
        }
        shown
    });
    let id = english_of
        .get(&crate::engine::name::key(english))?
        .first()?;
    try_tr(lang, id, &[])
}

/// A game's name as a reader reads it in `lang` (`辐射 2d20` for
/// `fallout-2d20`): the locale files' `game-<id>`, else the id as written
/// (a game from outside the crate).
#[must_use]
pub fn game_name(lang: Lang, id: &str) -> String {
    try_tr(lang, &format!("game-{id}"), &[]).unwrap_or_else(|| id.to_owned())
}

/// A name from one of the engine's tables in a language, by prefix: `item`,
/// `enemy`, `effect`, `weather`, `period`, `tier`. Unknown names (custom items,
/// custom effects, player-chosen names) are shown as typed.
#[must_use]
pub fn name(lang: Lang, prefix: &str, name: &str) -> String {
    try_name(lang, prefix, name).unwrap_or_else(|| name.to_owned())
}

/// The localized name of a table entry, or `None` when `name` is not one
/// (a name a user made up).
#[must_use]
pub fn try_name(lang: Lang, prefix: &str, name: &str) -> Option<String> {
    try_tr(lang, &format!("{prefix}-{}", slug(name)), &[])
}

/// The scalar fields of an error or event in its serde form, as message
/// arguments by name: strings, numbers and lists of words (joined with ", "),
/// one level of nested objects flattened in.
#[must_use]
pub fn args_of(value: &serde_json::Value) -> Vec<(String, Arg)> {
    use serde_json::Value;
    let mut out = Vec::new();
    let mut add = |k: &str, v: &Value| match v {
        Value::String(s) => out.push((k.to_owned(), Arg::from(s.as_str()))),
        Value::Number(n) => out.push((k.to_owned(), Arg::from(n))),
        Value::Array(items) => out.push((
            k.to_owned(),
            Arg::from(
                items
                    .iter()
                    .map(|i| i.as_str().map_or_else(|| i.to_string(), str::to_owned))
                    .collect::<Vec<_>>()
                    .join(", "),
            ),
        )),
        _ => {}
    };
    if let Value::Object(map) = value {
        for (k, v) in map {
            if let Value::Object(inner) = v {
                for (ik, iv) in inner {
                    add(ik, iv);
                }
            } else {
                add(k, v);
            }
        }
    }
    out
}

/// The words of a game's refusal, the one place every front end takes them
/// from: the game's own message `cli-err-<game>-<code>` or
/// `<game>-err-<code>`, else the message
/// the games share (`cli-err-<code>`; `cli-err-unknown` for every
/// `unknown_*` but an unknown command), else `None`. `game` is the game's
/// message prefix (`d20`). A `kind` argument (what was not found) is put in
/// the reader's words from `<game>-kind-<kind>` when the game has them, and a
/// `what` argument (what was not valid: "combat dice") from
/// `<game>-what-<slug>`, as a select of the message cannot (its keys hold no
/// spaces).
#[must_use]
pub fn refusal(lang: Lang, game: &str, code: &str, args: &[(String, Arg)]) -> Option<String> {
    let args: Vec<(&str, Arg)> = args
        .iter()
        .map(|(k, v)| {
            let v = match (k.as_str(), v) {
                ("kind", Arg::Str(kind)) => try_tr(lang, &format!("{game}-kind-{kind}"), &[])
                    .map_or_else(|| v.clone(), Arg::from),
                ("what", Arg::Str(what)) => {
                    try_tr(lang, &format!("{game}-what-{}", slug(what)), &[])
                        .map_or_else(|| v.clone(), Arg::from)
                }
                _ => v.clone(),
            };
            (k.as_str(), v)
        })
        .collect();
    let shared = if code.starts_with("unknown_") && code != "unknown_command" {
        "cli-err-unknown".to_owned()
    } else {
        format!("cli-err-{code}")
    };
    try_tr(lang, &format!("cli-err-{game}-{code}"), &args)
        .or_else(|| try_tr(lang, &format!("{game}-err-{code}"), &args))
        .or_else(|| try_tr(lang, &shared, &args))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn languages_come_from_campaign_then_discord_locale() {
        assert_eq!(Lang::choose(Some(Lang::ZhCn), Some("en-US")), Lang::ZhCn);
        assert_eq!(Lang::choose(None, Some("zh-TW")), Lang::ZhCn);
        assert_eq!(Lang::choose(None, Some("fr")), Lang::EnUs);
        assert_eq!(Lang::choose(None, None), Lang::EnUs);
    }

    #[test]
    fn integers_print_exactly_and_still_select_plurals() {
        let passed = |n: Arg| {
            tr(
                Lang::EnUs,
                "check-passed",
                &[("successes", n), ("difficulty", 2.into())],
            )
        };
        assert_eq!(passed(1.into()), "✅ **Passed**: 1 success vs difficulty 2");
        assert_eq!(
            passed(3.into()),
            "✅ **Passed**: 3 successes vs difficulty 2"
        );
        assert_eq!(
            passed(0u64.into()),
            "✅ **Passed**: 0 successes vs difficulty 2"
        );
        assert_eq!(
            passed(i64::MAX.into()),
            "✅ **Passed**: 9223372036854775807 successes vs difficulty 2"
        );
        assert_eq!(
            passed(u64::MAX.into()),
            "✅ **Passed**: 18446744073709551615 successes vs difficulty 2"
        );
        assert_eq!(
            passed(i64::MIN.into()),
            "✅ **Passed**: -9223372036854775808 successes vs difficulty 2"
        );
        // 2^53 + 1 is the first integer an f64 cannot hold.
        assert_eq!(
            passed(9_007_199_254_740_993_i64.into()),
            "✅ **Passed**: 9007199254740993 successes vs difficulty 2"
        );
        let json: serde_json::Number = serde_json::from_str("9223372036854775807").expect("number");
        assert_eq!(Arg::from(&json), Arg::Int(9_223_372_036_854_775_807));
    }

    #[test]
    fn both_languages_define_the_same_ids() {
        let mut en = raw_ids(Lang::EnUs);
        let mut zh = raw_ids(Lang::ZhCn);
        en.sort();
        zh.sort();
        assert!(!en.is_empty());
        assert_eq!(en, zh);
    }
}
