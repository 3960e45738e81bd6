//! The classic game's words for things: skills, attributes, races, armour,
//! weapons, enemies, ammunition, success levels, ranges, locations and the
//! like.

use crate::bot::layout;
use crate::bot::render::{a, t, t0, Tone};
use crate::engine::mechanics::special::Attribute;
use crate::engine::rulesets::pnp::ammo::{AmmoLevel, Find};
use crate::engine::rulesets::pnp::armour::Armour;
use crate::engine::rulesets::pnp::combat::{Band, Location};
use crate::engine::rulesets::pnp::enemy::EnemyTemplate;
use crate::engine::rulesets::pnp::outcome::{CalledEffect, MoraleCause, SavePurpose, Treatment};
use crate::engine::rulesets::pnp::weapons::Weapon;
use crate::engine::rulesets::pnp::{Criticals, Race, Skill, SuccessLevel};
use crate::i18n;
use crate::i18n::Lang;

/// A skill's name in the reader's language.
#[must_use]
pub fn skill_name(lang: Lang, skill: Skill) -> String {
    t0(lang, &format!("pnp-skill-{}", skill.id()))
}

/// An attribute's short name in the reader's language.
#[must_use]
pub fn attribute_name(lang: Lang, attribute: Attribute) -> String {
    i18n::attribute(lang, attribute)
}

/// A race's name in the reader's language.
#[must_use]
pub fn race_name(lang: Lang, race: Race) -> String {
    t0(lang, &format!("pnp-race-{}", race.id()))
}

/// An armour class in the reader's language.
#[must_use]
pub fn armour_name(lang: Lang, armour: Armour) -> String {
    t0(lang, &format!("pnp-armour-{}", armour.id()))
}

/// The message key of a weapon id: letters and digits, other characters
/// as dashes (`.308` is `308`, `5.56` is `5-56`).
pub(super) fn weapon_key(id: &str) -> String {
    id.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect::<String>()
        .trim_matches('-')
        .to_owned()
}

/// A weapon's name in the reader's language; a homebrew weapon's own name
/// (see [`crate::bot::commands::homebrew::brewed_name`]), else as typed.
#[must_use]
pub fn weapon_name(lang: Lang, weapon: &str) -> String {
    match Weapon::find(weapon) {
        Some(w) => t0(lang, &format!("pnp-weapon-{}", weapon_key(&w.id))),
        None => layout::escape(
            &crate::bot::commands::homebrew::brewed_name("weapons", weapon)
                .unwrap_or_else(|| weapon.to_owned()),
        ),
    }
}

/// An enemy template's name in the reader's language; a homebrew
/// template's own name, else as typed.
#[must_use]
pub fn template_name(lang: Lang, template: &str) -> String {
    match EnemyTemplate::find(template) {
        Some(e) => t0(lang, &format!("pnp-enemy-{}", e.id)),
        None => layout::escape(
            &crate::bot::commands::homebrew::brewed_name("enemies", template)
                .unwrap_or_else(|| template.to_owned()),
        ),
    }
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

/// A weapon's name as embeds show it: marked when the campaign's homebrew
/// defines it.
pub(super) fn weapon_shown(lang: Lang, weapon: &str) -> String {
    crate::bot::commands::homebrew::mark(weapon_name(lang, weapon), &["weapons"], weapon, || {
        Weapon::find(weapon).is_some()
    })
}

/// An ammunition level in the reader's language.
#[must_use]
pub fn ammo_name(lang: Lang, level: AmmoLevel) -> String {
    match level {
        AmmoLevel::Plenty => t0(lang, "pnp-ammo-plenty"),
        AmmoLevel::Some => t0(lang, "pnp-ammo-some"),
        AmmoLevel::Count(n) => t(lang, "pnp-ammo-count", &[("shots", a(n))]),
        AmmoLevel::Empty => t0(lang, "pnp-ammo-empty"),
    }
}

pub(super) fn level_id(level: SuccessLevel) -> &'static str {
    match level {
        SuccessLevel::CriticalFailure => "critical_failure",
        SuccessLevel::Failure => "failure",
        SuccessLevel::Success => "success",
        SuccessLevel::CriticalSuccess => "critical_success",
    }
}

pub(super) fn level_name(lang: Lang, level: SuccessLevel) -> String {
    t0(lang, &format!("pnp-level-{}", level_id(level)))
}

pub(super) fn level_tone(level: SuccessLevel) -> Tone {
    match level {
        SuccessLevel::CriticalSuccess | SuccessLevel::Success => Tone::Success,
        SuccessLevel::Failure => Tone::Complication,
        SuccessLevel::CriticalFailure => Tone::Failure,
    }
}

pub(super) fn band_name(lang: Lang, band: Band) -> String {
    let id = match band {
        Band::PointBlank => "point_blank",
        Band::Short => "short",
        Band::Medium => "medium",
        Band::Long => "long",
        Band::Extreme => "extreme",
        Band::Laid => "laid",
    };
    t0(lang, &format!("pnp-band-{id}"))
}

pub(super) fn location_name(lang: Lang, location: Location) -> String {
    let id = match location {
        Location::Head => "head",
        Location::WeaponArm => "weapon_arm",
        Location::OtherArm => "other_arm",
        Location::Leg => "leg",
    };
    t0(lang, &format!("pnp-location-{id}"))
}

pub(super) fn effect_name(lang: Lang, effect: CalledEffect) -> String {
    let id = match effect {
        CalledEffect::LosesNextAction => "loses_next_action",
        CalledEffect::DropsWeapon => "drops_weapon",
        CalledEffect::KeepsWeapon => "keeps_weapon",
        CalledEffect::SpeedQuarter => "speed_quarter",
        CalledEffect::SpeedHalf => "speed_half",
        CalledEffect::Nothing => "nothing",
    };
    t0(lang, &format!("pnp-effect-{id}"))
}

pub(super) fn purpose_name(lang: Lang, purpose: SavePurpose) -> Option<String> {
    let id = match purpose {
        SavePurpose::Test => return None,
        SavePurpose::Headshot => "headshot",
        SavePurpose::WeaponArm => "weapon_arm",
        SavePurpose::Leg => "leg",
        SavePurpose::Poison => "poison",
    };
    Some(t0(lang, &format!("pnp-purpose-{id}")))
}

pub(super) fn cause_name(lang: Lang, cause: MoraleCause) -> String {
    let id = match cause {
        MoraleCause::Asked => "asked",
        MoraleCause::FirstDamage => "first_damage",
        MoraleCause::HalfHp => "half_hp",
        MoraleCause::LeaderLost => "leader_lost",
    };
    t0(lang, &format!("pnp-cause-{id}"))
}

pub(super) fn treatment_name(lang: Lang, treatment: Treatment) -> String {
    let id = match treatment {
        Treatment::Stimpak => "stimpak",
        Treatment::RadAway => "radaway",
        Treatment::Sleep => "sleep",
    };
    t0(lang, &format!("pnp-treatment-{id}"))
}

pub(super) fn find_name(lang: Lang, find: Find) -> String {
    let id = match find {
        Find::Loose => "loose",
        Find::Clip => "clip",
        Find::Box => "box",
    };
    t0(lang, &format!("pnp-find-{id}"))
}

pub(super) fn criticals_name(lang: Lang, criticals: Criticals) -> String {
    t0(lang, &format!("pnp-criticals-{}", criticals.id()))
}

pub(super) fn on_off(lang: Lang, on: bool) -> String {
    t0(lang, if on { "pnp-on" } else { "pnp-off" })
}
