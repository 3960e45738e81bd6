//! The fight's events: an action taken, combat started, the order changed,
//! a turn passed, combat ended, and the zones, cover and AP set by hand.

use std::fmt::Write as _;

use crate::engine::rulesets::fallout2d20::data::RangeBand;
use crate::engine::rulesets::fallout2d20::outcome::{
    ActionKind, ApMove, Combat, InitiativeEntry, TurnEffect, Unit,
};
use crate::engine::rulesets::fallout2d20::Event;
use crate::i18n::Lang;

use crate::bot::render::{a, t, t0, u, EmbedSpec, Tone};

use super::super::attack::turn_effect_lines;
use super::super::board::{initiative_line, order_lines, pools_text};
use super::super::names::chem_lines;
use super::super::names::{action_name, range_name, unit};
use super::super::pieces::{ap_lines, ap_move, turn_text};
use super::super::Table;

/// An action taken: what it was and what came with it (standing up, a chem,
/// a move), the AP and the pools, the turn.
pub(super) fn action(lang: Lang, event: &Event, table: Option<&Table>) -> EmbedSpec {
    let Event::Action {
        unit: who,
        action,
        detail,
        stood_up,
        zone,
        chem,
        ap,
        turn,
    } = event
    else {
        unreachable!("the dispatcher sends only an action here")
    };
    let mut spec = EmbedSpec::new(
        t(
            lang,
            "f2d20-bot-action-title",
            &[
                ("name", unit(who)),
                ("action", a(action_name(lang, *action))),
            ],
        ),
        Tone::Combat,
    );
    let mut lines = Vec::new();
    if let Some(d) = detail {
        let id = if *action == ActionKind::Assist {
            "f2d20-bot-assists"
        } else {
            "f2d20-bot-readies"
        };
        lines.push(t(lang, id, &[("detail", u(d))]));
    }
    if *stood_up {
        lines.push(t(lang, "f2d20-bot-stood-up", &[("name", unit(who))]));
    }
    if let Some(c) = chem {
        lines.extend(chem_lines(lang, who, c));
    }
    if let Some(m) = zone {
        lines.push(match m.band {
            Some(band) => t(
                lang,
                "f2d20-bot-moved-to",
                &[("to", u(&m.to)), ("band", a(range_name(lang, band)))],
            ),
            None => t(lang, "f2d20-bot-entered", &[("to", u(&m.to))]),
        });
    }
    spec.description = lines.join("\n");
    spec.field(
        t0(lang, "f2d20-bot-ap"),
        ap_lines(lang, ap.as_ref(), None)
            .into_iter()
            .chain(table.map(|t| pools_text(lang, t.group_ap, t.gm_ap)))
            .collect::<Vec<_>>()
            .join("\n"),
        false,
    );
    if let Some(turn) = turn {
        spec.field(t0(lang, "f2d20-bot-turn"), turn_text(lang, turn), false);
    }
    spec
}

/// The pools as a field, when the table is known.
fn pools_field(lang: Lang, spec: &mut EmbedSpec, table: Option<&Table>) {
    if let Some(table) = table {
        spec.field(
            t0(lang, "f2d20-bot-ap"),
            pools_text(lang, table.group_ap, table.gm_ap),
            false,
        );
    }
}

/// Combat started: the order, the first turn and what began with it, the
/// pools.
pub(super) fn combat_started(
    lang: Lang,
    combat: &Combat,
    effects: &[TurnEffect],
    table: Option<&Table>,
) -> EmbedSpec {
    let mut spec = EmbedSpec::new(t0(lang, "f2d20-bot-combat-started"), Tone::Combat)
        .desc(order_lines(lang, combat));
    let current = combat.current.view(combat.round);
    let lines = turn_effect_lines(lang, &current.unit, effects);
    spec.field(
        t0(lang, "f2d20-bot-turn"),
        std::iter::once(turn_text(lang, &current))
            .chain(lines)
            .collect::<Vec<_>>()
            .join("\n"),
        false,
    );
    pools_field(lang, &mut spec, table);
    spec
}

/// The initiative order changed.
pub(super) fn reordered(lang: Lang, order: &[InitiativeEntry]) -> EmbedSpec {
    EmbedSpec::new(t0(lang, "f2d20-bot-reordered"), Tone::Combat).desc(
        order
            .iter()
            .map(|e| format!("• {}", initiative_line(lang, e)))
            .collect::<Vec<_>>()
            .join("\n"),
    )
}

/// A turn passed: what ended with the last one, the new turn and what began
/// with it, the pools.
pub(super) fn turn_advanced(lang: Lang, event: &Event, table: Option<&Table>) -> EmbedSpec {
    let Event::TurnAdvanced {
        ended,
        end_effects,
        unit: who,
        round,
        new_round,
        start_effects,
        turn,
    } = event
    else {
        unreachable!("the dispatcher sends only a new turn here")
    };
    let mut spec = EmbedSpec::new(
        t(
            lang,
            "f2d20-bot-turn-title",
            &[("round", a(*round)), ("name", unit(who))],
        ),
        Tone::Combat,
    );
    let mut lines = Vec::new();
    if *new_round {
        lines.push(t(lang, "f2d20-bot-new-round", &[("round", a(*round))]));
    }
    spec.description = lines.join("\n");
    let ended_lines = turn_effect_lines(lang, ended, end_effects);
    spec.field(
        t(lang, "f2d20-bot-turn-ended", &[("name", unit(ended))]),
        ended_lines.join("\n"),
        false,
    );
    let start_lines = turn_effect_lines(lang, who, start_effects);
    spec.field(
        t0(lang, "f2d20-bot-turn"),
        std::iter::once(turn_text(lang, turn))
            .chain(start_lines)
            .collect::<Vec<_>>()
            .join("\n"),
        false,
    );
    pools_field(lang, &mut spec, table);
    spec
}

/// Combat ended, after so many rounds.
pub(super) fn combat_ended(lang: Lang, round: u32) -> EmbedSpec {
    EmbedSpec::info(t(lang, "f2d20-bot-combat-ended", &[("round", a(round))]))
}

/// A unit put in a zone, and where it was before.
pub(super) fn zone_set(lang: Lang, who: &Unit, before: Option<&str>, after: &str) -> EmbedSpec {
    let mut title = t(
        lang,
        "f2d20-bot-zone-set",
        &[("name", unit(who)), ("zone", u(after))],
    );
    if let Some(b) = before.filter(|b| *b != after) {
        let _ = write!(
            title,
            " {}",
            t(lang, "f2d20-bot-zone-was", &[("zone", u(b))])
        );
    }
    EmbedSpec::info(title)
}

/// The range between two zones set.
pub(super) fn zone_range_set(
    lang: Lang,
    x: &str,
    y: &str,
    before: RangeBand,
    after: RangeBand,
) -> EmbedSpec {
    EmbedSpec::info(t(
        lang,
        "f2d20-bot-zone-range-set",
        &[
            ("a", u(x)),
            ("b", u(y)),
            ("before", a(range_name(lang, before))),
            ("after", a(range_name(lang, after))),
        ],
    ))
}

/// A unit's cover set.
pub(super) fn cover_set(lang: Lang, target: &Unit, before: u32, after: u32) -> EmbedSpec {
    EmbedSpec::info(t(
        lang,
        "f2d20-bot-cover-set",
        &[
            ("name", unit(target)),
            ("before", a(before)),
            ("after", a(after)),
        ],
    ))
}

/// A pool set by hand.
pub(super) fn ap_set(lang: Lang, ap: &ApMove) -> EmbedSpec {
    EmbedSpec::info(t(
        lang,
        "f2d20-bot-ap-set",
        &[("move", a(ap_move(lang, ap)))],
    ))
}
