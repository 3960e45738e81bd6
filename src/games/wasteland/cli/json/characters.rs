//! Character events in JSON and sentences: sheets, HP, rads, caps and AP, downs and
//! deaths, effects and chapter raises.

use serde_json::{json, Map, Value};

use crate::engine::rulesets::wasteland::outcome::Event;
use crate::i18n::{Arg, Lang};

use super::{effect_name, list, push_to, put, say, to_value};

pub(super) fn sheet_sentence(lang: Lang, event: &Event) -> Option<String> {
    let (Event::Sheet { character: c } | Event::CharacterCreated { character: c }) = event else {
        return None;
    };
    say(
        lang,
        if matches!(event, Event::Sheet { .. }) {
            "cli-ev-sheet"
        } else {
            "cli-ev-character-created"
        },
        &[
            ("name", c.name.as_str().into()),
            ("hp", c.hp.into()),
            ("max", c.max_hp.into()),
            ("ap", c.ap.into()),
            ("rads", c.rads.into()),
            ("caps", c.caps.into()),
        ],
    )
}

pub(super) fn sheet_fields(event: &Event, m: &mut Map<String, Value>) {
    let (Event::Sheet { character } | Event::CharacterCreated { character }) = event else {
        return;
    };
    put(m, "character", to_value(character));
}

pub(super) fn died_sentence(lang: Lang, event: &Event) -> Option<String> {
    let Event::Died { name } = event else {
        return None;
    };
    say(lang, "cli-ev-died", &[("name", name.as_str().into())])
}

pub(super) fn died_fields(event: &Event, m: &mut Map<String, Value>) {
    let Event::Died { name } = event else {
        return;
    };
    push_to(m, "died", json!(name));
}

pub(super) fn incapacitated_sentence(lang: Lang, event: &Event) -> Option<String> {
    let Event::Incapacitated { name } = event else {
        return None;
    };
    say(
        lang,
        "cli-ev-incapacitated",
        &[("name", name.as_str().into())],
    )
}

pub(super) fn incapacitated_fields(event: &Event, m: &mut Map<String, Value>) {
    let Event::Incapacitated { name } = event else {
        return;
    };
    push_to(m, "incapacitated", json!(name));
}

pub(super) fn revived_sentence(lang: Lang, event: &Event) -> Option<String> {
    let Event::Revived { name, hp } = event else {
        return None;
    };
    say(
        lang,
        "cli-ev-revived",
        &[("name", name.as_str().into()), ("hp", (*hp).into())],
    )
}

pub(super) fn revived_fields(event: &Event, m: &mut Map<String, Value>) {
    let Event::Revived { name, hp } = event else {
        return;
    };
    put(m, "name", json!(name));
    put(m, "hp", json!(hp));
}

pub(super) fn character_removed_sentence(lang: Lang, event: &Event) -> Option<String> {
    let Event::CharacterRemoved { name } = event else {
        return None;
    };
    say(
        lang,
        "cli-ev-character-removed",
        &[("name", name.as_str().into())],
    )
}

pub(super) fn character_removed_fields(event: &Event, m: &mut Map<String, Value>) {
    let Event::CharacterRemoved { name } = event else {
        return;
    };
    put(m, "removed", json!(name));
}

/// The words of a counter that moved: whose, and its value before and after.
fn counter_args(name: &str, before: u32, after: u32) -> Vec<(&'static str, Arg)> {
    vec![
        ("name", name.into()),
        ("before", before.into()),
        ("after", after.into()),
    ]
}

/// The fields of a counter that moved: `name`, `<key>_delta`, `<key>_before`
/// and `<key>` (the value after).
fn counter_fields(
    m: &mut Map<String, Value>,
    key: &str,
    name: &str,
    delta: i64,
    before: u32,
    after: u32,
) {
    put(m, "name", json!(name));
    put(m, &format!("{key}_delta"), json!(delta));
    put(m, &format!("{key}_before"), json!(before));
    put(m, key, json!(after));
}

pub(super) fn hp_sentence(lang: Lang, event: &Event) -> Option<String> {
    let Event::Hp {
        name,
        before,
        after,
        max,
        ..
    } = event
    else {
        return None;
    };
    let mut args = counter_args(name, *before, *after);
    args.push(("max", (*max).into()));
    say(lang, "cli-ev-hp", &args)
}

pub(super) fn hp_fields(event: &Event, m: &mut Map<String, Value>) {
    let Event::Hp {
        name,
        delta,
        medicine_bonus,
        before,
        after,
        max,
    } = event
    else {
        return;
    };
    counter_fields(m, "hp", name, *delta, *before, *after);
    put(m, "medicine_bonus", json!(medicine_bonus));
    put(m, "max_hp", json!(max));
}

pub(super) fn rads_sentence(lang: Lang, event: &Event) -> Option<String> {
    let Event::Rads {
        name,
        before,
        after,
        ..
    } = event
    else {
        return None;
    };
    say(lang, "cli-ev-rads", &counter_args(name, *before, *after))
}

pub(super) fn rads_fields(event: &Event, m: &mut Map<String, Value>) {
    let Event::Rads {
        name,
        delta,
        halved,
        before,
        after,
        band_before,
        band_after,
    } = event
    else {
        return;
    };
    counter_fields(m, "rads", name, *delta, *before, *after);
    put(m, "halved", json!(halved));
    put(m, "band_before", json!(band_before));
    put(m, "band", json!(band_after));
}

pub(super) fn caps_sentence(lang: Lang, event: &Event) -> Option<String> {
    let Event::Caps {
        name,
        before,
        after,
        ..
    } = event
    else {
        return None;
    };
    say(lang, "cli-ev-caps", &counter_args(name, *before, *after))
}

pub(super) fn caps_fields(event: &Event, m: &mut Map<String, Value>) {
    let Event::Caps {
        name,
        delta,
        before,
        after,
    } = event
    else {
        return;
    };
    counter_fields(m, "caps", name, *delta, *before, *after);
}

pub(super) fn ap_sentence(lang: Lang, event: &Event) -> Option<String> {
    let Event::Ap {
        name,
        before,
        after,
        ..
    } = event
    else {
        return None;
    };
    say(lang, "cli-ev-ap", &counter_args(name, *before, *after))
}

pub(super) fn ap_fields(event: &Event, m: &mut Map<String, Value>) {
    let Event::Ap {
        name,
        delta,
        before,
        after,
    } = event
    else {
        return;
    };
    counter_fields(m, "ap", name, *delta, *before, *after);
}

pub(super) fn effect_added_sentence(lang: Lang, event: &Event) -> Option<String> {
    let Event::EffectAdded { unit, effect: e } = event else {
        return None;
    };
    say(
        lang,
        "cli-ev-effect-added",
        &[
            ("name", unit.name().into()),
            ("effect", effect_name(lang, &e.name).into()),
            ("turns", e.turns.into()),
        ],
    )
}

pub(super) fn effect_added_fields(event: &Event, m: &mut Map<String, Value>) {
    let Event::EffectAdded { effect, .. } = event else {
        return;
    };
    put(m, "effect", to_value(effect));
}

pub(super) fn effect_removed_sentence(lang: Lang, event: &Event) -> Option<String> {
    let (Event::EffectRemoved { unit, effect: e } | Event::EffectExpired { unit, effect: e }) =
        event
    else {
        return None;
    };
    say(
        lang,
        "cli-ev-effect-removed",
        &[
            ("name", unit.name().into()),
            ("effect", effect_name(lang, e).into()),
        ],
    )
}

pub(super) fn effect_removed_fields(event: &Event, m: &mut Map<String, Value>) {
    let Event::EffectRemoved { effect, .. } = event else {
        return;
    };
    put(m, "removed", json!(effect));
}

pub(super) fn effects_sentence(lang: Lang, event: &Event) -> Option<String> {
    let Event::Effects { name, effects } = event else {
        return None;
    };
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

pub(super) fn effects_fields(event: &Event, m: &mut Map<String, Value>) {
    let Event::Effects { name, effects } = event else {
        return;
    };
    put(m, "name", json!(name));
    put(m, "effects", to_value(effects));
}

pub(super) fn chapter_raises_sentence(lang: Lang, event: &Event) -> Option<String> {
    let Event::ChapterRaises { players } = event else {
        return None;
    };
    say(
        lang,
        "cli-ev-chapter-raises",
        &[("names", players.join(", ").into())],
    )
}

pub(super) fn chapter_raises_fields(event: &Event, m: &mut Map<String, Value>) {
    let Event::ChapterRaises { players } = event else {
        return;
    };
    put(m, "chapter_raises", json!(players));
}

pub(super) fn effect_expired_fields(event: &Event, m: &mut Map<String, Value>) {
    let Event::EffectExpired { unit, effect } = event else {
        return;
    };
    push_to(m, "expired", json!({ "unit": unit, "effect": effect }));
}

pub(super) fn dying_tick_fields(event: &Event, m: &mut Map<String, Value>) {
    let Event::DyingTick { name, turns_down } = event else {
        return;
    };
    push_to(
        m,
        "dying",
        json!({ "name": name, "turns_down": turns_down }),
    );
}
