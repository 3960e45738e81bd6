//! Character events: sheets, HP, rads, caps and AP, downs and deaths, effects
//! and chapter raises.

use std::fmt::Write as _;

use crate::bot::layout;
use crate::bot::render::{a, hp_bar, join, signed, t, t0, u, EmbedSpec, Tone};
use crate::engine::rulesets::wasteland::outcome::{Event, Unit};
use crate::games::wasteland::counter::Counter;
use crate::i18n::{Arg, Lang};

use super::names::{effect_name, effect_with_turns, unit_name};
use super::sheet::sheet_spec;
use super::{change, field, lines_or, Piece};

/// One field for every effect that wore off at once: a line per unit.
pub(super) fn expired_piece(lang: Lang, expired: &[(&Unit, Vec<&str>)]) -> Piece {
    let lines: Vec<String> = expired
        .iter()
        .map(|(unit, effects)| {
            t(
                lang,
                "fx-expired",
                &[
                    ("name", a(unit_name(lang, unit))),
                    (
                        "effect",
                        a(join(lang, effects.iter().map(|e| effect_name(lang, e)))),
                    ),
                ],
            )
        })
        .collect();
    Piece::Field {
        title: t0(lang, "fx-expired-title"),
        text: lines.join("\n"),
        tone: Tone::Info,
    }
}

pub(super) fn sheet(lang: Lang, event: &Event) -> Piece {
    let Event::Sheet { character } = event else {
        unreachable!("piece sends only Sheet here")
    };
    Piece::Embed(sheet_spec(
        lang,
        t(lang, "sheet-title", &[("name", u(&character.name))]),
        character,
    ))
}

pub(super) fn character_created(lang: Lang, event: &Event) -> Piece {
    let Event::CharacterCreated { character } = event else {
        unreachable!("piece sends only CharacterCreated here")
    };
    let mut spec = sheet_spec(
        lang,
        t(lang, "sheet-created", &[("name", u(&character.name))]),
        character,
    );
    spec.tone = Tone::Success;
    Piece::Embed(spec)
}

pub(super) fn character_removed(lang: Lang, event: &Event) -> Piece {
    let Event::CharacterRemoved { name } = event else {
        unreachable!("piece sends only CharacterRemoved here")
    };
    Piece::Embed(EmbedSpec::new(
        t(lang, "sheet-removed", &[("name", u(name))]),
        Tone::Info,
    ))
}

pub(super) fn effect_expired(lang: Lang, event: &Event) -> Piece {
    let Event::EffectExpired { unit, effect } = event else {
        unreachable!("piece sends only EffectExpired here")
    };
    expired_piece(lang, &[(unit, vec![effect])])
}

/// A unit's fate, a line under the changes title: dying (turns down), died,
/// incapacitated or revived.
pub(super) fn fate(lang: Lang, event: &Event) -> Piece {
    match event {
        Event::DyingTick { name, turns_down } => change(
            lang,
            "dying",
            &[("name", u(name)), ("turns", a(*turns_down))],
            Tone::Failure,
        ),
        Event::Died { name } => change(lang, "died", &[("name", u(name))], Tone::Failure),
        Event::Incapacitated { name } => {
            change(lang, "incapacitated", &[("name", u(name))], Tone::Failure)
        }
        Event::Revived { name, hp } => change(
            lang,
            "revived",
            &[("name", u(name)), ("hp", a(*hp))],
            Tone::Success,
        ),
        _ => unreachable!("piece sends only a unit's fate here"),
    }
}

pub(super) fn hp(lang: Lang, event: &Event) -> Piece {
    let (
        Some(moved),
        Event::Hp {
            medicine_bonus,
            max,
            ..
        },
    ) = (Counter::of(event), event)
    else {
        unreachable!("piece sends only Hp here")
    };
    let mut args = moved_words(&moved);
    args.push(("bar", a(hp_bar(moved.after, *max))));
    let mut text = t(lang, "hp-line", &args);
    if *medicine_bonus > 0 {
        text.push('\n');
        text.push_str(&t(lang, "hp-medicine", &[("bonus", a(*medicine_bonus))]));
    }
    field(
        t(lang, "hp-title", &[("name", u(moved.name))]),
        text,
        if moved.delta < 0 {
            Tone::Failure
        } else {
            Tone::Success
        },
    )
}

pub(super) fn rads(lang: Lang, event: &Event) -> Piece {
    let (
        Some(moved),
        Event::Rads {
            halved,
            band_before,
            band_after,
            ..
        },
    ) = (Counter::of(event), event)
    else {
        unreachable!("piece sends only Rads here")
    };
    let mut args = moved_words(&moved);
    args.extend([
        ("after", a(moved.after)),
        ("bandbefore", a(*band_before)),
        ("band", a(*band_after)),
    ]);
    let mut text = t(lang, "rads-line", &args);
    if *halved {
        let _ = write!(text, " {}", t0(lang, "rads-halved"));
    }
    field(t0(lang, "sheet-rads"), text, Tone::Info)
}

/// Caps or AP that moved: a field titled by the counter, with its line.
pub(super) fn caps_or_ap(lang: Lang, event: &Event) -> Piece {
    let Some(moved) = Counter::of(event) else {
        unreachable!("piece sends only Caps or Ap here")
    };
    let [title, line] = if matches!(event, Event::Caps { .. }) {
        ["sheet-caps", "caps-line"]
    } else {
        ["sheet-ap", "ap-line"]
    };
    let mut args = moved_words(&moved);
    args.push(("after", a(moved.after)));
    field(t0(lang, title), t(lang, line, &args), Tone::Info)
}

/// The words every counter line of a character starts with: whose, by how
/// much, from what.
fn moved_words(moved: &Counter<'_>) -> Vec<(&'static str, Arg)> {
    vec![
        ("name", u(moved.name)),
        ("delta", a(signed(moved.delta))),
        ("before", a(moved.before)),
    ]
}

pub(super) fn chapter_raises(lang: Lang, event: &Event) -> Piece {
    let Event::ChapterRaises { players } = event else {
        unreachable!("piece sends only ChapterRaises here")
    };
    field(
        t0(lang, "chapter-raise-title"),
        t(
            lang,
            "chapter-raise-line",
            &[(
                "names",
                a(join(lang, players.iter().map(|p| layout::escape(p)))),
            )],
        ),
        Tone::Success,
    )
}

pub(super) fn effect_added(lang: Lang, event: &Event) -> Piece {
    let Event::EffectAdded { unit, effect } = event else {
        unreachable!("piece sends only EffectAdded here")
    };
    effect_changed(lang, "fx-added", unit, effect_with_turns(lang, effect))
}

pub(super) fn effect_removed(lang: Lang, event: &Event) -> Piece {
    let Event::EffectRemoved { unit, effect } = event else {
        unreachable!("piece sends only EffectRemoved here")
    };
    effect_changed(lang, "fx-removed", unit, effect_name(lang, effect))
}

/// The effects field saying that `unit` gained or lost `effect` (as
/// shown): message `id`.
fn effect_changed(lang: Lang, id: &str, unit: &Unit, effect: String) -> Piece {
    field(
        t0(lang, "effects-title"),
        t(
            lang,
            id,
            &[("name", a(unit_name(lang, unit))), ("effect", a(effect))],
        ),
        Tone::Info,
    )
}

pub(super) fn effects(lang: Lang, event: &Event) -> Piece {
    let Event::Effects { name, effects } = event else {
        unreachable!("piece sends only Effects here")
    };
    Piece::Embed(
        EmbedSpec::new(
            t(lang, "effects-title-of", &[("name", u(name))]),
            Tone::Info,
        )
        .desc(lines_or(lang, "effects-empty", effects, |e| {
            format!("• {}", effect_with_turns(lang, e))
        })),
    )
}
