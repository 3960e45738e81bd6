//! Harm and its undoing: burning and poison and their ticks, a death,
//! healing, hurt by hand, a revival.

use crate::engine::rulesets::pnp::character::{BurnDie, HpChange};
use crate::engine::rulesets::pnp::outcome::Treatment;
use crate::engine::rulesets::pnp::Event;
use crate::i18n::Lang;

use crate::bot::render::{a, t, t0, u, EmbedSpec, Tone};

use super::super::dice::{burn_dice, hp_line};
use super::super::names::treatment_name;

/// A unit set on fire: its burn dice.
pub(super) fn burning(lang: Lang, target: &str, dice: &[BurnDie]) -> EmbedSpec {
    EmbedSpec::new(
        t(
            lang,
            "pnp-bot-burning",
            &[("name", u(target)), ("count", a(dice.len()))],
        ),
        Tone::Failure,
    )
    .desc(burn_dice(dice))
}

/// The burn die dropped and the dice left.
fn burn_lines(lang: Lang, dropped: BurnDie, remaining: &[BurnDie]) -> String {
    format!(
        "{}\n{}",
        t(
            lang,
            "pnp-bot-burn-dropped",
            &[("die", a(burn_dice(std::slice::from_ref(&dropped))))]
        ),
        t(
            lang,
            "pnp-bot-burn-left",
            &[("dice", a(burn_dice(remaining)))]
        )
    )
}

/// A round of burning: the damage, the die dropped, the dice left, the HP.
pub(super) fn burn_tick(
    lang: Lang,
    target: &str,
    dropped: BurnDie,
    remaining: &[BurnDie],
    damage: u32,
    hp: &HpChange,
) -> EmbedSpec {
    EmbedSpec::new(
        t(
            lang,
            "pnp-bot-burn-tick",
            &[("name", u(target)), ("damage", a(damage))],
        ),
        Tone::Failure,
    )
    .desc(format!(
        "{}\n{}",
        burn_lines(lang, dropped, remaining),
        hp_line(lang, target, hp)
    ))
}

/// A fire doused: the die dropped, the dice left.
pub(super) fn doused(
    lang: Lang,
    target: &str,
    dropped: BurnDie,
    remaining: &[BurnDie],
) -> EmbedSpec {
    EmbedSpec::info(t(lang, "pnp-bot-doused", &[("name", u(target))]))
        .desc(burn_lines(lang, dropped, remaining))
}

/// A unit poisoned: the damage die, for how many rounds.
pub(super) fn poisoned(lang: Lang, target: &str, damage_sides: u32, rounds: u32) -> EmbedSpec {
    EmbedSpec::new(
        t(
            lang,
            "pnp-bot-poisoned",
            &[
                ("name", u(target)),
                ("sides", a(damage_sides)),
                ("rounds", a(rounds)),
            ],
        ),
        Tone::Failure,
    )
}

/// A round of poison: the damage or the resistance, the HP, the rounds left.
pub(super) fn poison_tick(
    lang: Lang,
    target: &str,
    damage: Option<u32>,
    hp: &HpChange,
    rounds_left: u32,
) -> EmbedSpec {
    let first = match damage {
        Some(d) => t(lang, "pnp-bot-poison-damage", &[("damage", a(d))]),
        None => t0(lang, "pnp-bot-poison-resisted"),
    };
    EmbedSpec::new(
        t(lang, "pnp-bot-poison-tick", &[("name", u(target))]),
        if damage.is_some() {
            Tone::Failure
        } else {
            Tone::Success
        },
    )
    .desc(format!(
        "{first}\n{}\n{}",
        hp_line(lang, target, hp),
        t(lang, "pnp-bot-poison-left", &[("rounds", a(rounds_left))])
    ))
}

/// A unit died.
pub(super) fn died(lang: Lang, name: &str) -> EmbedSpec {
    EmbedSpec::new(t(lang, "pnp-bot-died", &[("name", u(name))]), Tone::Failure)
}

/// A unit healed or treated: what the treatment did, the HP, the rads.
pub(super) fn healed(lang: Lang, event: &Event) -> EmbedSpec {
    let Event::Healed {
        healer,
        target,
        treatment,
        amount,
        hp,
        rads_before,
        rads_after,
    } = event
    else {
        unreachable!("the dispatcher sends only healing here")
    };
    let first = if *treatment == Treatment::RadAway {
        t(lang, "pnp-bot-healed-rads", &[("amount", a(*amount))])
    } else {
        t(lang, "pnp-bot-healed-hp", &[("amount", a(*amount))])
    };
    EmbedSpec::new(
        t(
            lang,
            "pnp-bot-healed-title",
            &[
                ("healer", u(healer)),
                ("name", u(target)),
                ("treatment", a(treatment_name(lang, *treatment))),
            ],
        ),
        Tone::Success,
    )
    .desc(format!(
        "{first}\n{}\n{}",
        hp_line(lang, target, hp),
        t(
            lang,
            "pnp-bot-rads",
            &[("before", a(*rads_before)), ("after", a(*rads_after))]
        )
    ))
}

/// A unit hurt by hand: the damage and rads, the HP.
pub(super) fn hurt(lang: Lang, target: &str, amount: u32, rads: u32, hp: &HpChange) -> EmbedSpec {
    EmbedSpec::new(
        t(
            lang,
            "pnp-bot-hurt-title",
            &[
                ("name", u(target)),
                ("amount", a(amount)),
                ("rads", a(rads)),
            ],
        ),
        Tone::Failure,
    )
    .desc(hp_line(lang, target, hp))
}

/// A character revived.
pub(super) fn revived(lang: Lang, character: &str, hp: &HpChange) -> EmbedSpec {
    EmbedSpec::new(
        t(lang, "pnp-bot-revived", &[("name", u(character))]),
        Tone::Success,
    )
    .desc(hp_line(lang, character, hp))
}
