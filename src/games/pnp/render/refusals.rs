//! The game's refusals in the reader's words, with the names it suggests.

use super::names::{armour_name, race_name, skill_name, template_name, weapon_name};
use crate::bot::layout;
use crate::bot::render::t0;
use crate::engine::rulesets::pnp::armour::Armour;
use crate::engine::rulesets::pnp::error::Unknown;
use crate::engine::rulesets::pnp::{Race, RuleError, Skill};
use crate::i18n;
use crate::i18n::{Arg, Lang};

/// A name the game suggests instead of an unknown one, in the reader's words.
pub(super) fn suggestion(lang: Lang, kind: Unknown, name: &str) -> String {
    match kind {
        Unknown::Skill => layout::parsed_or_escaped(name, Skill::parse, |s| skill_name(lang, s)),
        Unknown::Weapon => weapon_name(lang, name),
        Unknown::Template => template_name(lang, name),
        Unknown::Race => layout::parsed_or_escaped(name, Race::parse, |r| race_name(lang, r)),
        Unknown::Armour => layout::parsed_or_escaped(name, Armour::parse, |a| armour_name(lang, a)),
        _ => layout::escape(name),
    }
}

/// A refusal of the classic game in the reader's words (the same words the
/// CLI gives), user text escaped, with the names it suggests (at most ten)
/// in the reader's words.
#[must_use]
pub fn rule_error(lang: Lang, error: &RuleError) -> String {
    let value = serde_json::to_value(error).unwrap_or_default();
    let mut args: Vec<(String, Arg)> = i18n::args_of(&value)
        .into_iter()
        .filter(|(k, _)| k != "suggestions")
        .map(|(k, v)| match v {
            Arg::Str(s) => {
                let shown = match k.as_str() {
                    "skill" => {
                        layout::parsed_or_escaped(&s, Skill::parse, |sk| skill_name(lang, sk))
                    }
                    "weapon" => weapon_name(lang, &s),
                    _ => layout::escape(&s),
                };
                (k, Arg::from(shown))
            }
            other => (k, other),
        })
        .collect();
    if let RuleError::Unknown {
        kind,
        name,
        suggestions,
    } = error
    {
        let offer =
            crate::i18n::vocabulary::offer_of(name, suggestions, |s| suggestion(lang, *kind, s));
        let offered = match offer {
            crate::i18n::vocabulary::Offer::Several(names) => {
                return crate::i18n::vocabulary::ambiguous(lang, &layout::escape(name), &names, 10);
            }
            crate::i18n::vocabulary::Offer::Hint(names) => names,
        };
        let mut names = offered
            .into_iter()
            .take(10)
            .collect::<Vec<_>>()
            .join(&t0(lang, "list-sep"));
        if suggestions.len() > 10 {
            names.push_str(&t0(lang, "list-sep"));
            names.push('…');
        }
        if names.is_empty() {
            names = t0(lang, "pnp-bot-none");
        }
        args.push(("suggestions".to_owned(), Arg::from(names)));
    }
    i18n::refusal(lang, "pnp", &error.code(), &args)
        .unwrap_or_else(|| layout::escape(&error.to_string()))
}
