//! The fight's events: enemies brought in and taken out, initiative rolled,
//! a turn passed, combat ended.

use crate::engine::rulesets::d20::enemy::Enemy;
use crate::engine::rulesets::d20::outcome::{Combat, Unit};
use crate::i18n::Lang;

use crate::bot::render::{a, t, t0, u, EmbedSpec, Tone};

use super::super::board::{enemy_line, initiative_lines};
use super::super::names::unit;

/// Enemies brought in, a line each.
pub(super) fn enemies_added(lang: Lang, enemies: &[Enemy]) -> EmbedSpec {
    let lines: Vec<String> = enemies.iter().map(|e| enemy_line(lang, e)).collect();
    EmbedSpec::new(t0(lang, "d20-embed-enemies-added"), Tone::Combat).desc(lines.join("\n"))
}

/// An enemy taken out.
pub(super) fn enemy_removed(lang: Lang, name: &str) -> EmbedSpec {
    EmbedSpec::info(t(lang, "d20-embed-enemy-removed", &[("name", u(name))]))
}

/// Initiative rolled: the order.
pub(super) fn initiative_rolled(lang: Lang, combat: &Combat) -> EmbedSpec {
    EmbedSpec::new(t0(lang, "d20-embed-initiative-title"), Tone::Combat)
        .desc(initiative_lines(lang, combat))
}

/// A turn passed, and a new round begun.
pub(super) fn turn_advanced(lang: Lang, round: u32, new_round: bool, who: &Unit) -> EmbedSpec {
    let mut spec = EmbedSpec::new(
        t(
            lang,
            "d20-embed-turn-title",
            &[("round", a(round)), ("name", unit(who))],
        ),
        Tone::Combat,
    );
    if new_round {
        spec.description = t(lang, "d20-embed-new-round", &[("round", a(round))]);
    }
    spec
}

/// Combat ended, after so many rounds.
pub(super) fn combat_ended(lang: Lang, round: u32) -> EmbedSpec {
    EmbedSpec::info(t(lang, "d20-embed-combat-ended", &[("round", a(round))]))
}
