//! A character's sheet as an embed.

use std::fmt::Write as _;

use crate::bot::layout;
use crate::bot::render::{a, hp_bar, join, signed, t, t0, u, EmbedSpec, Tone};
use crate::engine::rulesets::wasteland::character::Condition;
use crate::engine::rulesets::wasteland::outcome::CharacterView;
use crate::engine::special::ModifierSource;
use crate::i18n::{self, Lang};

use super::names::{effect_name, effects_line, stacks_line};

pub(super) fn condition_text(lang: Lang, c: Condition) -> String {
    match c {
        Condition::Active => t0(lang, "cond-active"),
        Condition::Incapacitated { turns_down } => {
            t(lang, "cond-incapacitated", &[("turns", a(turns_down))])
        }
        Condition::Dead => t0(lang, "cond-dead"),
    }
}

fn modifier_source(lang: Lang, s: &ModifierSource) -> String {
    match s {
        ModifierSource::Effect { name } => effect_name(lang, name),
        ModifierSource::Radiation { band } => t(lang, "mod-radiation", &[("band", a(*band))]),
        ModifierSource::Withdrawal { chem } => t(
            lang,
            "mod-withdrawal",
            &[("chem", a(effect_name(lang, chem)))],
        ),
        ModifierSource::Weather { weather } => i18n::name(lang, "weather", weather),
    }
}

/// Who plays a character: a mention of a Discord user id (it never pings:
/// replies allow no mentions), any other owner (from the CLI) as text.
pub(super) fn owner_text(owner: &str) -> String {
    if !owner.is_empty() && owner.chars().all(|ch| ch.is_ascii_digit()) {
        format!("<@{owner}>")
    } else {
        layout::escape(owner)
    }
}

pub(super) fn sheet_spec(lang: Lang, title: String, c: &CharacterView) -> EmbedSpec {
    let owner = owner_text(&c.owner);
    let mut spec = EmbedSpec::new(title, Tone::Info).desc(t(
        lang,
        "sheet-owner",
        &[
            ("character", u(&c.character)),
            ("background", u(&c.background)),
            ("owner", a(owner)),
        ],
    ));

    spec.field(t0(lang, "sheet-special"), special_text(lang, c), true);
    spec.field(t0(lang, "sheet-skills"), skills_text(lang, c), true);

    spec.field(t0(lang, "sheet-hp"), hp_bar(c.hp, c.max_hp), false);
    spec.field(
        t0(lang, "sheet-rads"),
        t(
            lang,
            "rads-band",
            &[("rads", a(c.rads)), ("band", a(c.rad_band))],
        ),
        true,
    );
    spec.field(t0(lang, "sheet-caps"), c.caps.to_string(), true);
    spec.field(t0(lang, "sheet-ap"), c.ap.to_string(), true);
    spec.field(
        t0(lang, "sheet-carry"),
        t(
            lang,
            if c.encumbered {
                "sheet-load-encumbered"
            } else {
                "sheet-load"
            },
            &[("load", a(c.load)), ("capacity", a(c.carry_weight))],
        ),
        true,
    );
    spec.field(t0(lang, "sheet-initiative"), c.initiative.to_string(), true);
    spec.field(
        t0(lang, "sheet-condition"),
        condition_text(lang, c.condition),
        true,
    );
    spec.field(
        t0(lang, "sheet-inventory"),
        stacks_line(lang, &c.inventory, &c.brewed),
        false,
    );
    spec.field(
        t0(lang, "sheet-effects"),
        effects_line(lang, &c.effects),
        false,
    );
    spec
}

/// The S.P.E.C.I.A.L. scores, a line each, with what modifies them.
fn special_text(lang: Lang, c: &CharacterView) -> String {
    c.effective
        .iter()
        .map(|s| {
            let mut line = t(
                lang,
                "sheet-score",
                &[
                    ("attribute", a(i18n::attribute(lang, s.attribute))),
                    ("base", a(s.base)),
                    ("value", a(s.value)),
                ],
            );
            if !s.modifiers.is_empty() {
                let mods = join(
                    lang,
                    s.modifiers.iter().map(|m| {
                        format!(
                            "{} {}",
                            modifier_source(lang, &m.source),
                            signed(i64::from(m.delta))
                        )
                    }),
                );
                let _ = write!(line, " ({mods})");
            }
            line
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The skills, a line each, tag skills starred.
fn skills_text(lang: Lang, c: &CharacterView) -> String {
    c.skills
        .iter()
        .map(|s| {
            format!(
                "{} {} {}",
                if s.tag { "★" } else { "·" },
                i18n::skill(lang, s.skill),
                s.level
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}
