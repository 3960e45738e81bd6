//! Enemies and the board: an enemy's line and card, the board of every
//! character and enemy.

use super::names::{armour_name, criticals_name, on_off, race_name, template_shown, weapon_shown};
use crate::bot::layout;
use crate::bot::render::{a, hidden, hp_bar, t, t0, u, EmbedSpec, Tone};
use crate::engine::rulesets::pnp::character::Sheet;
use crate::engine::rulesets::pnp::enemy::Enemy;
use crate::engine::rulesets::pnp::Criticals;
use crate::i18n::Lang;
use std::fmt::Write as _;

/// One enemy as `/enemy show` draws it: its line of the board.
pub(crate) fn enemy_spec(lang: Lang, e: &Enemy) -> EmbedSpec {
    EmbedSpec::new(crate::bot::layout::escape(&e.name), Tone::Combat).desc(enemy_line(lang, e))
}

pub(super) fn enemy_line(lang: Lang, e: &Enemy) -> String {
    let morale = e
        .morale
        .map_or_else(|| t0(lang, "pnp-bot-morale-none"), |m| m.to_string());
    let mut line = t(
        lang,
        "pnp-bot-enemy-line",
        &[
            ("name", u(&e.name)),
            ("template", a(template_shown(lang, &e.template))),
            ("weapon", a(weapon_shown(lang, &e.weapon))),
            ("armour", a(armour_name(lang, e.vitals.armour))),
            ("morale", a(morale)),
            (
                "hp",
                a(hidden::enemy_hp(lang, e.vitals.hp, e.vitals.max_hp())),
            ),
        ],
    );
    if e.leader {
        let _ = write!(line, " · {}", t0(lang, "pnp-bot-enemy-leader"));
    }
    if e.fled {
        let _ = write!(line, " · {}", t0(lang, "pnp-bot-enemy-fled"));
    }
    if !e.vitals.burning.is_empty() {
        let _ = write!(
            line,
            " · {}",
            t(
                lang,
                "pnp-bot-burning-now",
                &[("count", a(e.vitals.burning.len()))]
            )
        );
    }
    if let Some(p) = e.vitals.poison {
        let _ = write!(
            line,
            " · {}",
            t(
                lang,
                "pnp-bot-poisoned-now",
                &[("rounds", a(p.rounds_left))]
            )
        );
    }
    line
}

pub(super) fn board_spec(
    lang: Lang,
    characters: &[Sheet],
    enemies: &[Enemy],
    half_points: bool,
    criticals: Criticals,
) -> EmbedSpec {
    let mut spec = EmbedSpec::info(t0(lang, "pnp-bot-board"));
    spec.footer = Some(t(
        lang,
        "pnp-bot-settings",
        &[
            ("half_points", a(on_off(lang, half_points))),
            ("criticals", a(criticals_name(lang, criticals))),
        ],
    ));
    if characters.is_empty() && enemies.is_empty() {
        return spec.desc(t0(lang, "pnp-bot-board-empty"));
    }
    let people: Vec<String> = characters
        .iter()
        .map(|s| {
            format!(
                "**{}** · {} · {} · {}",
                layout::escape(&s.name),
                t(
                    lang,
                    "pnp-bot-sheet-title",
                    &[("name", a(race_name(lang, s.race))), ("level", a(s.level))]
                ),
                hp_bar(s.hp, s.max_hp),
                armour_name(lang, s.armour)
            )
        })
        .collect();
    spec.field(t0(lang, "pnp-bot-characters"), people.join("\n"), false);
    let foes: Vec<String> = enemies.iter().map(|e| enemy_line(lang, e)).collect();
    spec.field(t0(lang, "pnp-bot-enemies"), foes.join("\n"), false);
    spec
}
