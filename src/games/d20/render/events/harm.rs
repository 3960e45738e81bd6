//! Harm and conditions: a unit hurt or healed, a condition added or
//! removed.

use crate::engine::rulesets::d20::character::Condition;
use crate::engine::rulesets::d20::outcome::{HpChange, Unit};
use crate::i18n::Lang;

use crate::bot::render::{a, t, EmbedSpec, Tone};

use super::super::names::{condition_name, unit};
use super::super::rolls::hp_line;

/// A unit hurt: the HP.
pub(super) fn hurt(lang: Lang, target: &Unit, amount: u32, hp: &HpChange) -> EmbedSpec {
    EmbedSpec::new(
        t(
            lang,
            "d20-embed-hurt-title",
            &[("name", unit(target)), ("amount", a(amount))],
        ),
        Tone::Failure,
    )
    .desc(hp_line(lang, target, hp))
}

/// A unit healed: the HP.
pub(super) fn healed(lang: Lang, target: &Unit, amount: u32, hp: &HpChange) -> EmbedSpec {
    EmbedSpec::new(
        t(
            lang,
            "d20-embed-healed-title",
            &[("name", unit(target)), ("amount", a(amount))],
        ),
        Tone::Success,
    )
    .desc(hp_line(lang, target, hp))
}

/// A condition added to a unit.
pub(super) fn condition_added(lang: Lang, target: &Unit, condition: &Condition) -> EmbedSpec {
    condition_changed(lang, "d20-embed-condition-added", target, condition)
}

/// A condition removed from a unit.
pub(super) fn condition_removed(lang: Lang, target: &Unit, condition: &Condition) -> EmbedSpec {
    condition_changed(lang, "d20-embed-condition-removed", target, condition)
}

fn condition_changed(lang: Lang, id: &str, target: &Unit, condition: &Condition) -> EmbedSpec {
    EmbedSpec::info(t(
        lang,
        id,
        &[
            ("name", unit(target)),
            ("condition", a(condition_name(lang, condition))),
        ],
    ))
}
