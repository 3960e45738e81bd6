//! The game's refusals in the reader's words, with the names it suggests.

use super::names::{skill_name, template_name, weapon_name};
use crate::bot::render::t0;
use crate::bot::{layout, render};
use crate::engine::name::slug;
use crate::engine::rulesets::d20;
use crate::engine::rulesets::d20::error::Unknown;
use crate::engine::rulesets::d20::{RuleError, Skill};
use crate::i18n::Lang;

/// A name the game suggests instead of an unknown one, in the reader's words.
pub(super) fn suggestion(lang: Lang, kind: Unknown, name: &str) -> String {
    match kind {
        Unknown::Skill => layout::parsed_or_escaped(name, Skill::parse, |s| skill_name(lang, s)),
        Unknown::Weapon => weapon_name(lang, name),
        Unknown::Template => template_name(lang, name),
        Unknown::Difficulty => t0(lang, &format!("d20-difficulty-{}", slug(name))),
        Unknown::Condition => crate::i18n::try_tr(lang, &format!("d20-cond-{name}"), &[])
            .unwrap_or_else(|| layout::escape(name)),
        _ => layout::escape(name),
    }
}

/// A refusal of the d20 game in the reader's words (the same words the CLI
/// gives), user text escaped, with the names it suggests.
#[must_use]
pub fn rule_error(lang: Lang, error: &RuleError) -> String {
    let value = serde_json::to_value(error).unwrap_or_default();
    let text = render::refusal(
        lang,
        d20::RULESET_ID,
        &error.code(),
        &value,
        &error.to_string(),
        |key, s| match key {
            "skill" => Skill::parse(s).map(|sk| skill_name(lang, sk)),
            _ => None,
        },
    );
    match error.unknown_name() {
        Some((kind, name, names)) => {
            render::offering(lang, text, name, names, |s| suggestion(lang, *kind, s))
        }
        None => text,
    }
}
