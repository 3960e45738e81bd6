//! Character events in JSON and sentences: sheets, HP, rads, caps and AP, downs and
//! deaths, effects and chapter raises.

use serde_json::json;

use crate::engine::rulesets::wasteland::outcome::{Event, Unit};
use crate::games::wasteland::counter::Counter;
use crate::i18n::{Arg, Lang};

use super::{effect_name, list, own_object, push_to, put, put_text, say, to_value, Fields};

pub(super) fn sheet(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let (Event::Sheet { character } | Event::CharacterCreated { character }) = event else {
        return None;
    };
    put_text(m, "character", character);
    say(
        lang,
        if matches!(event, Event::Sheet { .. }) {
            "cli-ev-sheet"
        } else {
            "cli-ev-character-created"
        },
        &[
            ("name", character.name.as_str().into()),
            ("hp", character.hp.into()),
            ("max", character.max_hp.into()),
            ("ap", character.ap.into()),
            ("rads", character.rads.into()),
            ("caps", character.caps.into()),
        ],
    )
}

pub(super) fn died(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::Died { name } = event else {
        return None;
    };
    push_to(m, "died", json!(name));
    say(lang, "cli-ev-died", &[("name", name.as_str().into())])
}

pub(super) fn incapacitated(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::Incapacitated { name } = event else {
        return None;
    };
    push_to(m, "incapacitated", json!(name));
    say(
        lang,
        "cli-ev-incapacitated",
        &[("name", name.as_str().into())],
    )
}

pub(super) fn revived(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::Revived { name, hp } = event else {
        return None;
    };
    put(m, "name", json!(name));
    put(m, "hp", json!(hp));
    say(
        lang,
        "cli-ev-revived",
        &[("name", name.as_str().into()), ("hp", (*hp).into())],
    )
}

pub(super) fn character_removed(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::CharacterRemoved { name } = event else {
        return None;
    };
    put(m, "removed", json!(name));
    say(
        lang,
        "cli-ev-character-removed",
        &[("name", name.as_str().into())],
    )
}

/// A counter that moved: its fields `name`, `<key>_delta`, `<key>_before` and
/// `<key>` (the value after), and the words of its sentence (whose, before
/// and after).
fn counter(m: &mut Fields, key: &str, moved: &Counter<'_>) -> Vec<(&'static str, Arg)> {
    put(m, "name", json!(moved.name));
    put(m, &format!("{key}_delta"), json!(moved.delta));
    put(m, &format!("{key}_before"), json!(moved.before));
    put(m, key, json!(moved.after));
    vec![
        ("name", moved.name.into()),
        ("before", moved.before.into()),
        ("after", moved.after.into()),
    ]
}

pub(super) fn hp(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let (
        Some(moved),
        Event::Hp {
            max,
            medicine_bonus,
            ..
        },
    ) = (Counter::of(event), event)
    else {
        return None;
    };
    let mut args = counter(m, "hp", &moved);
    // Field by field, on the most common replies: `own_fields` would make the
    // whole event a value to copy one field out of it.
    put(m, "medicine_bonus", json!(medicine_bonus));
    put(m, "max_hp", json!(max));
    args.push(("max", (*max).into()));
    say(lang, "cli-ev-hp", &args)
}

pub(super) fn rads(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
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
        return None;
    };
    let args = counter(m, "rads", &moved);
    put(m, "halved", json!(halved));
    put(m, "band_before", json!(band_before));
    put(m, "band", json!(band_after));
    say(lang, "cli-ev-rads", &args)
}

/// Caps or AP that moved: the same fields and sentence, under their own key.
pub(super) fn caps_or_ap(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let moved = Counter::of(event)?;
    let (key, id) = if matches!(event, Event::Caps { .. }) {
        ("caps", "cli-ev-caps")
    } else {
        ("ap", "cli-ev-ap")
    };
    let args = counter(m, key, &moved);
    say(lang, id, &args)
}

pub(super) fn effect_added(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::EffectAdded { unit, effect } = event else {
        return None;
    };
    put(m, "effect", to_value(effect));
    say(
        lang,
        "cli-ev-effect-added",
        &[
            ("name", unit.name().into()),
            ("effect", effect_name(lang, &effect.name).into()),
            ("turns", effect.turns.into()),
        ],
    )
}

/// The sentence of an effect that ended, taken off or run out.
fn effect_removed_sentence(lang: Lang, unit: &Unit, effect: &str) -> Option<String> {
    say(
        lang,
        "cli-ev-effect-removed",
        &[
            ("name", unit.name().into()),
            ("effect", effect_name(lang, effect).into()),
        ],
    )
}

pub(super) fn effect_removed(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::EffectRemoved { unit, effect } = event else {
        return None;
    };
    put(m, "removed", json!(effect));
    effect_removed_sentence(lang, unit, effect)
}

pub(super) fn effect_expired(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::EffectExpired { unit, effect } = event else {
        return None;
    };
    push_to(m, "expired", own_object(event));
    effect_removed_sentence(lang, unit, effect)
}

pub(super) fn effects(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::Effects { name, effects } = event else {
        return None;
    };
    put(m, "name", json!(name));
    put(m, "effects", to_value(effects));
    say(
        lang,
        "cli-ev-effects",
        &[
            ("name", name.as_str().into()),
            ("count", effects.len().into()),
            (
                "list",
                list(effects.iter().map(|e| effect_name(lang, &e.name))).into(),
            ),
        ],
    )
}

pub(super) fn chapter_raises(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::ChapterRaises { players } = event else {
        return None;
    };
    put(m, "chapter_raises", json!(players));
    say(
        lang,
        "cli-ev-chapter-raises",
        &[("names", players.join(", ").into())],
    )
}
