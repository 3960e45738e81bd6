//! The roster's events: who joined and left, skill points spent, experience
//! and levels gained, the table's settings changed.

use crate::engine::rulesets::pnp::character::HpChange;
use crate::engine::rulesets::pnp::command::{LevelUpChoice, Setting};
use crate::engine::rulesets::pnp::Skill;
use crate::i18n::Lang;

use crate::bot::render::{a, hp_bar, t, u, EmbedSpec, Tone};

use super::super::names::{attribute_name, criticals_name, on_off, skill_name};

/// Skill points spent: on what, the skill's value now, what is left.
pub(super) fn points_spent(
    lang: Lang,
    character: &str,
    skill: Skill,
    points: u32,
    value: u32,
    unspent: u32,
) -> EmbedSpec {
    EmbedSpec::new(
        t(
            lang,
            "pnp-bot-spent-title",
            &[
                ("name", u(character)),
                ("skill", a(skill_name(lang, skill))),
            ],
        ),
        Tone::Success,
    )
    .desc(t(
        lang,
        "pnp-bot-spent-line",
        &[
            ("points", a(points)),
            ("value", a(value)),
            ("unspent", a(unspent)),
        ],
    ))
}

/// Experience gained: the total and level, a level reached, levels waiting.
pub(super) fn xp_gained(
    lang: Lang,
    character: &str,
    amount: u32,
    xp: u32,
    level_before: u32,
    level: u32,
    pending: u32,
) -> EmbedSpec {
    let mut lines = vec![t(
        lang,
        "pnp-bot-xp-line",
        &[("xp", a(xp)), ("level", a(level))],
    )];
    if level > level_before {
        lines.push(t(
            lang,
            "pnp-bot-xp-level",
            &[("before", a(level_before)), ("level", a(level))],
        ));
    }
    if pending > 0 {
        lines.push(t(lang, "pnp-bot-xp-pending", &[("pending", a(pending))]));
    }
    EmbedSpec::new(
        t(
            lang,
            "pnp-bot-xp-title",
            &[("name", u(character)), ("amount", a(amount))],
        ),
        Tone::Success,
    )
    .desc(lines.join("\n"))
}

/// A level taken: the attribute raised or the skill points, the HP gained.
pub(super) fn level_up(
    lang: Lang,
    character: &str,
    choice: LevelUpChoice,
    value: Option<u8>,
    points: u32,
    level_hp: u32,
    hp: &HpChange,
) -> EmbedSpec {
    let first = match choice {
        LevelUpChoice::Attribute(at) => t(
            lang,
            "pnp-bot-level-up-attribute",
            &[
                ("attribute", a(attribute_name(lang, at))),
                ("value", a(value.map_or(0, u32::from))),
            ],
        ),
        LevelUpChoice::Skills => t(lang, "pnp-bot-level-up-skills", &[("points", a(points))]),
    };
    let second = t(
        lang,
        "pnp-bot-level-hp",
        &[("hp", a(level_hp)), ("bar", a(hp_bar(hp.after, hp.max)))],
    );
    EmbedSpec::new(
        t(lang, "pnp-bot-level-up-title", &[("name", u(character))]),
        Tone::Success,
    )
    .desc(format!("{first}\n{second}"))
}

/// A table setting changed.
pub(super) fn setting_changed(lang: Lang, setting: Setting) -> EmbedSpec {
    EmbedSpec::info(match setting {
        Setting::HalfPoints(on) => t(
            lang,
            "pnp-bot-setting-half-points",
            &[("value", a(on_off(lang, on)))],
        ),
        Setting::Criticals(c) => t(
            lang,
            "pnp-bot-setting-criticals",
            &[("value", a(criticals_name(lang, c)))],
        ),
    })
}
