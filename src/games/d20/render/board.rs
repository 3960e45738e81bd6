//! Enemies and the board: an enemy's line and card, the initiative order,
//! the board of every character and enemy.

use super::names::{condition_name, template_shown, unit};
use crate::bot::layout;
use crate::bot::render::{a, hidden, hp_bar, join, signed, t, t0, u, EmbedSpec, Tone};
use crate::engine::rulesets::d20::character::Sheet;
use crate::engine::rulesets::d20::enemy::Enemy;
use crate::engine::rulesets::d20::outcome::{Combat, InitiativeEntry};
use crate::i18n::Lang;
use std::fmt::Write as _;

pub(crate) fn enemy_spec(lang: Lang, e: &Enemy) -> EmbedSpec {
    EmbedSpec::new(crate::bot::layout::escape(&e.name), Tone::Combat).desc(enemy_line(lang, e))
}

pub(super) fn enemy_line(lang: Lang, e: &Enemy) -> String {
    let mut line = t(
        lang,
        "d20-embed-enemy-line",
        &[
            ("name", u(&e.name)),
            ("template", a(template_shown(lang, &e.template))),
            ("ac", a(hidden::enemy_number(e.ac))),
            ("hp", a(hidden::enemy_hp(lang, e.hp, e.max_hp))),
        ],
    );
    if !e.conditions.is_empty() {
        let _ = write!(
            line,
            " · {}",
            join(lang, e.conditions.iter().map(|c| condition_name(lang, c)))
        );
    }
    line
}

pub(super) fn initiative_lines(lang: Lang, combat: &Combat) -> String {
    combat
        .order
        .iter()
        .map(|entry| {
            let marker = if entry.unit == combat.current {
                "▶"
            } else {
                "•"
            };
            format!("{marker} {}", initiative_line(lang, entry))
        })
        .collect::<Vec<_>>()
        .join("\n")
}

pub(super) fn initiative_line(lang: Lang, entry: &InitiativeEntry) -> String {
    let mut line = t(
        lang,
        "d20-embed-initiative-line",
        &[
            ("name", unit(&entry.unit)),
            ("die", a(entry.die)),
            ("bonus", a(signed(entry.bonus))),
            ("total", a(entry.total)),
        ],
    );
    if let Some(face) = entry.roll_off {
        let _ = write!(
            line,
            " {}",
            t(lang, "d20-embed-roll-off", &[("die", a(face))])
        );
    }
    line
}

pub(super) fn board_spec(
    lang: Lang,
    characters: &[Sheet],
    enemies: &[Enemy],
    combat: Option<&Combat>,
) -> EmbedSpec {
    let mut spec = EmbedSpec::info(t0(lang, "d20-embed-board"));
    if characters.is_empty() && enemies.is_empty() {
        return spec.desc(t0(lang, "d20-embed-board-empty"));
    }
    let people: Vec<String> = characters
        .iter()
        .map(|s| {
            let mut line = format!(
                "**{}** · {} · {}",
                layout::escape(&s.name),
                t(
                    lang,
                    "d20-embed-sheet-line",
                    &[
                        ("ac", a(s.armor_class)),
                        ("initiative", a(signed(s.initiative_bonus))),
                        ("proficiency", a(signed(s.proficiency))),
                        ("speed", a(s.speed_feet)),
                    ],
                ),
                hp_bar(s.hp, s.max_hp)
            );
            if !s.conditions.is_empty() {
                let _ = write!(
                    line,
                    " · {}",
                    join(lang, s.conditions.iter().map(|c| condition_name(lang, c)))
                );
            }
            line
        })
        .collect();
    spec.field(t0(lang, "d20-embed-characters"), people.join("\n"), false);
    let foes: Vec<String> = enemies.iter().map(|e| enemy_line(lang, e)).collect();
    spec.field(t0(lang, "d20-embed-enemies"), foes.join("\n"), false);
    if let Some(combat) = combat {
        spec.field(
            t(lang, "d20-embed-round", &[("round", a(combat.round))]),
            initiative_lines(lang, combat),
            false,
        );
    }
    spec
}
