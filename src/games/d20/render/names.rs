//! The d20 game's words for things: skills, attributes, weapons, enemies,
//! conditions, success levels, a unit's name.

use crate::bot::render::{t0, u, Tone};
use crate::bot::{layout, render};
use crate::engine::name::slug;
use crate::engine::rulesets::d20::character::Condition;
use crate::engine::rulesets::d20::check::SuccessLevel;
use crate::engine::rulesets::d20::data::{EnemyTemplate, Weapon};
use crate::engine::rulesets::d20::outcome::Unit;
use crate::engine::rulesets::d20::{Attribute, Skill};
use crate::i18n::{Arg, Lang};

/// A skill's name in the reader's language.
#[must_use]
pub fn skill_name(lang: Lang, skill: Skill) -> String {
    t0(lang, &format!("d20-skill-{}", slug(skill.name())))
}

/// An attribute's short name in the reader's language.
#[must_use]
pub fn attribute_name(lang: Lang, attribute: Attribute) -> String {
    t0(
        lang,
        &format!("d20-attr-{}", attribute.name().to_lowercase()),
    )
}

/// A weapon's name in the reader's language (a name the table lacks as typed).
#[must_use]
pub fn weapon_name(lang: Lang, weapon: &str) -> String {
    render::table_word(
        lang,
        "d20-weapon-",
        Weapon::find(weapon).map(|w| &*w.name),
        weapon,
    )
}

/// An enemy template's name in the reader's language.
#[must_use]
pub fn template_name(lang: Lang, template: &str) -> String {
    let found = EnemyTemplate::find(template).map(|e| &*e.name);
    render::table_word(lang, "d20-enemy-", found, template)
}

/// A weapon's name as embeds show it: marked when the campaign's homebrew
/// defines it.
pub(super) fn weapon_shown(lang: Lang, weapon: &str) -> String {
    crate::bot::commands::homebrew::mark(weapon_name(lang, weapon), &["weapons"], weapon, || {
        Weapon::find(weapon).is_some()
    })
}

/// An enemy template's name as embeds show it: marked when the campaign's
/// homebrew defines it.
pub(super) fn template_shown(lang: Lang, template: &str) -> String {
    crate::bot::commands::homebrew::mark(
        template_name(lang, template),
        &["enemies"],
        template,
        || EnemyTemplate::find(template).is_some(),
    )
}

/// A condition in the reader's language; the GM's own words escaped.
#[must_use]
pub fn condition_name(lang: Lang, condition: &Condition) -> String {
    match condition {
        Condition::Other(text) => layout::escape(text),
        common => t0(lang, &format!("d20-cond-{}", common.name())),
    }
}

pub(super) fn level_name(lang: Lang, level: SuccessLevel) -> String {
    t0(lang, &format!("d20-level-{}", level_id(level)))
}

pub(super) fn level_id(level: SuccessLevel) -> &'static str {
    match level {
        SuccessLevel::CriticalFailure => "critical_failure",
        SuccessLevel::Failure => "failure",
        SuccessLevel::Success => "success",
        SuccessLevel::CriticalSuccess => "critical_success",
    }
}

pub(super) fn level_tone(level: SuccessLevel) -> Tone {
    match level {
        SuccessLevel::CriticalSuccess | SuccessLevel::Success => Tone::Success,
        SuccessLevel::Failure => Tone::Complication,
        SuccessLevel::CriticalFailure => Tone::Failure,
    }
}

/// A unit's name, escaped.
pub(super) fn unit(unit: &Unit) -> Arg {
    u(unit.name())
}
