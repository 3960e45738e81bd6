//! Checks: a skill check, the odds of one, a saving throw.

use std::fmt::Write as _;

use crate::engine::mechanics::special::Attribute;
use crate::engine::rulesets::pnp::check::{Odds, SaveRoll, SkillRoll};
use crate::engine::rulesets::pnp::outcome::SavePurpose;
use crate::engine::rulesets::pnp::Skill;
use crate::i18n::Lang;

use crate::bot::render::{a, t, t0, u, EmbedSpec};

use super::super::dice::{odds_text, save_text, skill_roll_text};
use super::super::names::{attribute_name, level_tone, purpose_name, skill_name};

/// A skill check: the roll against the target, the odds.
pub(super) fn check(lang: Lang, character: &str, skill: Skill, roll: &SkillRoll) -> EmbedSpec {
    let mut spec = EmbedSpec::new(
        t(
            lang,
            "pnp-bot-check-title",
            &[
                ("name", u(character)),
                ("skill", a(skill_name(lang, skill))),
            ],
        ),
        level_tone(roll.level),
    )
    .desc(skill_roll_text(lang, roll, "pnp-bot-check-line"));
    spec.field(t0(lang, "pnp-bot-odds"), odds_text(lang, &roll.odds), false);
    spec
}

/// The odds of a check, without rolling.
pub(super) fn odds(
    lang: Lang,
    character: &str,
    skill: Skill,
    target: i64,
    odds: &Odds,
) -> EmbedSpec {
    let mut spec = EmbedSpec::info(t(
        lang,
        "pnp-bot-odds-title",
        &[
            ("name", u(character)),
            ("skill", a(skill_name(lang, skill))),
        ],
    ))
    .desc(t(lang, "pnp-bot-odds-target", &[("target", a(target))]));
    spec.field(t0(lang, "pnp-bot-odds"), odds_text(lang, odds), false);
    spec
}

/// A saving throw: why, the roll, the odds.
pub(super) fn save(
    lang: Lang,
    unit: &str,
    attribute: Attribute,
    purpose: SavePurpose,
    roll: &SaveRoll,
) -> EmbedSpec {
    let mut desc = String::new();
    if let Some(why) = purpose_name(lang, purpose) {
        let _ = writeln!(desc, "{why}");
    }
    desc.push_str(&save_text(lang, attribute, roll));
    let mut spec = EmbedSpec::new(
        t(
            lang,
            "pnp-bot-save-title",
            &[
                ("name", u(unit)),
                ("attribute", a(attribute_name(lang, attribute))),
            ],
        ),
        level_tone(roll.level),
    )
    .desc(desc);
    spec.field(t0(lang, "pnp-bot-odds"), odds_text(lang, &roll.odds), false);
    spec
}
