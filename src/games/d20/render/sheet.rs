//! A character's sheet as one embed.

use super::names::{attribute_name, condition_name, skill_name};
use crate::bot::render::{a, join, scores_line, sheet_head, signed, t, t0, u, EmbedSpec};
use crate::engine::rulesets::d20::character::Sheet;
use crate::engine::rulesets::d20::Attribute;
use crate::i18n::Lang;
use std::fmt::Write as _;

/// "Str +2 · Agi +1 · ..."
pub(super) fn attributes_line(lang: Lang, sheet: &Sheet) -> String {
    scores_line(
        &Attribute::ALL,
        |at| attribute_name(lang, at),
        |at| signed(i64::from(sheet.attributes.get(at))),
    )
}

/// The sheet of a character as one embed.
pub(super) fn sheet_spec(lang: Lang, sheet: &Sheet) -> EmbedSpec {
    let mut spec = EmbedSpec::info(t(
        lang,
        "d20-embed-sheet-title",
        &[("name", u(&sheet.name)), ("level", a(sheet.level))],
    ));
    let numbers = t(
        lang,
        "d20-embed-sheet-line",
        &[
            ("ac", a(sheet.armor_class)),
            ("initiative", a(signed(sheet.initiative_bonus))),
            ("proficiency", a(signed(sheet.proficiency))),
            ("speed", a(sheet.speed_feet)),
        ],
    );
    let player = t(lang, "d20-embed-player", &[("player", u(&sheet.player))]);
    let mut desc = sheet_head(&player, sheet.hp, sheet.max_hp, &numbers);
    if sheet.incapacitated {
        let _ = write!(desc, "\n{}", t0(lang, "d20-embed-incapacitated"));
    }
    spec = spec.desc(desc);
    spec.field(
        t0(lang, "d20-embed-attributes"),
        attributes_line(lang, sheet),
        false,
    );
    let line = |l: &crate::engine::rulesets::d20::character::SkillLine| {
        let mark = if l.proficient { "★ " } else { "" };
        format!("{mark}{} {}", skill_name(lang, l.skill), signed(l.bonus))
    };
    let (saves, skills): (Vec<_>, Vec<_>) = sheet.skills.iter().partition(|l| l.skill.is_save());
    spec.field(
        t0(lang, "d20-embed-saves"),
        saves.iter().map(&line).collect::<Vec<_>>().join(" · "),
        false,
    );
    spec.field(
        t0(lang, "d20-embed-skills"),
        skills.iter().map(&line).collect::<Vec<_>>().join("\n"),
        false,
    );
    spec.field(
        t0(lang, "d20-embed-conditions"),
        join(
            lang,
            sheet.conditions.iter().map(|c| condition_name(lang, c)),
        ),
        false,
    );
    spec
}
