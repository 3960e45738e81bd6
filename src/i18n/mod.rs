//! Localized text: Fluent bundles for en-US and zh-CN compiled in from
//! `locales/<lang>/*.ftl`, the choice of language for a reply, and localized
//! names of the engine's vocabulary (attributes, skills, items, enemies...).
//!
//! This module owns no rules and no Discord types: it turns ids and arguments
//! into strings.

use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt;

use fluent_templates::fluent_bundle::FluentValue;
use fluent_templates::{LanguageIdentifier, Loader};
use serde::{Deserialize, Serialize};

use crate::engine::data::slug;
use crate::engine::skills::Skill;
use crate::engine::special::Attribute;

fluent_templates::static_loader! {
    static LOCALES = {
        locales: "./locales",
        fallback_language: "en-US",
        // Discord and terminals show text as is: no Unicode isolation marks.
        customise: |bundle| bundle.set_use_isolating(false),
    };
}

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
    /// A number.
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
macro_rules! num_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(v: $t) -> Self {
                Arg::Num(v as f64)
            }
        }
    )*};
}
num_arg!(u8, u32, u64, i32, i64, usize, f64);

/// The message `id` in `lang` with `args`. A missing id renders as the id
/// itself (and the locale test keeps that from ever shipping).
#[must_use]
pub fn tr(lang: Lang, id: &str, args: Args<'_>) -> String {
    try_tr(lang, id, args).unwrap_or_else(|| id.to_owned())
}

/// The message `id` in `lang`, or `None` when no language has it.
#[must_use]
pub fn try_tr(lang: Lang, id: &str, args: Args<'_>) -> Option<String> {
    let map: HashMap<Cow<'static, str>, FluentValue<'_>> = args
        .iter()
        .map(|(k, v)| {
            let value = match v {
                Arg::Str(s) => FluentValue::from(s.clone()),
                Arg::Num(n) => FluentValue::from(*n),
            };
            (Cow::Owned((*k).to_owned()), value)
        })
        .collect();
    let args = (!map.is_empty()).then_some(&map);
    LOCALES.try_lookup_complete(&language_id(lang), id, args)
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
        .filter_map(|line| {
            let first = line.chars().next()?;
            if !first.is_ascii_alphabetic() {
                return None;
            }
            let (id, _) = line.split_once('=')?;
            Some(id.trim().to_owned())
        })
        .collect()
}

include!(concat!(env!("OUT_DIR"), "/locale_sources.rs"));

/// An attribute's name in a language ("STR" / "力量").
#[must_use]
pub fn attribute(lang: Lang, a: Attribute) -> String {
    match lang {
        Lang::EnUs => a.abbr().to_owned(),
        Lang::ZhCn => a.zh_name().to_owned(),
    }
}

/// A skill's name in a language ("Small Guns" / "枪械").
#[must_use]
pub fn skill(lang: Lang, s: Skill) -> String {
    match lang {
        Lang::EnUs => s.name().to_owned(),
        Lang::ZhCn => s.zh_name().to_owned(),
    }
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
    fn table_names_are_localized_and_unknown_names_pass_through() {
        assert_eq!(name(Lang::ZhCn, "item", "Stimpak"), "治疗针");
        assert_eq!(name(Lang::EnUs, "item", "10mm Pistol"), "10mm Pistol");
        assert_eq!(
            name(Lang::ZhCn, "item", "Grandma's Locket"),
            "Grandma's Locket"
        );
        assert_eq!(skill(Lang::ZhCn, Skill::SmallGuns), "枪械");
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
