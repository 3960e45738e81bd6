//! World events in JSON and sentences: the status, the campaign's start,
//! settings, turns and rounds, weather, random events, travel, house rules,
//! hunger, NPCs and rest.

use serde_json::{json, Value};

use crate::engine::rulesets::wasteland::outcome::Event;
use crate::i18n::{self, tr, Lang};

use super::{
    action_status, list, own_fields, own_object, push_to, put, put_text, random_event_text, say,
    to_value, Fields,
};

pub(super) fn campaign_started(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::CampaignStarted { world } = event else {
        return None;
    };
    put(m, "world", to_value(world));
    say(lang, "cli-ev-campaign-started", &[])
}

pub(super) fn status(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::Status {
        world,
        players,
        enemies,
        npcs,
        action_status: s,
        initiative,
    } = event
    else {
        return None;
    };
    put_text(m, "world", world);
    put_text(m, "players", players);
    put_text(m, "enemies", enemies);
    put_text(m, "npcs", npcs);
    put(m, "action_status", action_status(lang, s));
    if !initiative.is_empty() {
        put(m, "initiative", to_value(initiative));
    }
    say(
        lang,
        "cli-ev-status",
        &[
            ("turn", world.world.turn.into()),
            ("day", world.world.day.into()),
            (
                "period",
                i18n::name(lang, "period", world.world.period.name()).into(),
            ),
            (
                "weather",
                i18n::name(lang, "weather", world.world.weather.name()).into(),
            ),
            ("players", players.len().into()),
            ("enemies", enemies.iter().filter(|e| e.alive).count().into()),
        ],
    )
}

pub(super) fn setting_changed(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::SettingChanged { setting } = event else {
        return None;
    };
    put(m, "setting", to_value(setting));
    let v = to_value(setting);
    let field = v
        .get("field")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_owned();
    let value = match v.get("value") {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Null) | None => "none".to_owned(),
        Some(other) => other.to_string(),
    };
    say(
        lang,
        "cli-ev-setting",
        &[("field", field.into()), ("value", value.into())],
    )
}

pub(super) fn mode_changed(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::ModeChanged { from, to } = event else {
        return None;
    };
    put(m, "mode_changed", own_object(event));
    say(
        lang,
        "cli-ev-mode",
        &[("from", from.name().into()), ("to", to.name().into())],
    )
}

pub(super) fn turn_advanced(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::TurnAdvanced { turn, day, period } = event else {
        return None;
    };
    put(m, "turn", json!(turn));
    put(m, "day", json!(day));
    put(m, "period", to_value(period));
    say(
        lang,
        "cli-ev-turn",
        &[
            ("turn", (*turn).into()),
            ("day", (*day).into()),
            ("period", i18n::name(lang, "period", period.name()).into()),
        ],
    )
}

pub(super) fn round_advanced(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::RoundAdvanced { round, first } = event else {
        return None;
    };
    put(m, "round", json!(round));
    if let Some(first) = first {
        put(m, "first", json!(first.name()));
    }
    say(lang, "cli-ev-round", &[("round", (*round).into())])
}

pub(super) fn weather_changed(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::WeatherChanged { to, .. } = event else {
        return None;
    };
    put(m, "weather_changed", own_object(event));
    say(
        lang,
        "cli-ev-weather",
        &[("to", i18n::name(lang, "weather", to.name()).into())],
    )
}

pub(super) fn random_event(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::RandomEvent {
        roll,
        kind_roll,
        event,
    } = event
    else {
        return None;
    };
    let mut v = to_value(event);
    if let Some(obj) = v.as_object_mut() {
        obj.insert("roll".into(), json!(roll));
        obj.insert("kind_roll".into(), json!(kind_roll));
        obj.insert("text".into(), json!(random_event_text(lang, event)));
    }
    put(m, "random_event", v);
    Some(random_event_text(lang, event))
}

pub(super) fn rested(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::Rested {
        hours, day, period, ..
    } = event
    else {
        return None;
    };
    own_fields(
        m,
        event,
        &[
            "hours",
            "periods",
            "day",
            "period",
            "heals",
            "enemies_removed",
        ],
    );
    say(
        lang,
        "cli-ev-rested",
        &[
            ("hours", (*hours).into()),
            ("day", (*day).into()),
            ("period", i18n::name(lang, "period", period.name()).into()),
        ],
    )
}

pub(super) fn npcs(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::Npcs { npcs } = event else {
        return None;
    };
    let shown: Vec<Value> = npcs
            .iter()
            .map(|n| {
                json!({
                    "name": n.name,
                    "appearance": n.appearance, "motive": n.motive, "knows": n.knows, "speech": n.speech,
                    "text": {
                        "appearance": tr(lang, &format!("npc-appearance-{}", n.appearance), &[]),
                        "motive": tr(lang, &format!("npc-motive-{}", n.motive), &[]),
                        "knows": tr(lang, &format!("npc-knows-{}", n.knows), &[]),
                        "speech": tr(lang, &format!("npc-speech-{}", n.speech), &[]),
                    }
                })
            })
            .collect();
    put(m, "npcs", Value::Array(shown));
    say(
        lang,
        "cli-ev-npcs",
        &[("names", list(npcs.iter().map(|n| n.name.clone())).into())],
    )
}

pub(super) fn whereabouts(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::Whereabouts { party, everyone } = event else {
        return None;
    };
    put(m, "party_location", json!(party));
    put(m, "whereabouts", to_value(everyone));
    say(
        lang,
        "cli-ev-whereabouts",
        &[
            ("party", party.as_str().into()),
            (
                "list",
                everyone
                    .iter()
                    .map(|w| format!("{}: {}", w.name, w.place))
                    .collect::<Vec<_>>()
                    .join("; ")
                    .into(),
            ),
        ],
    )
}

pub(super) fn moved(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::Moved { name, from, to } = event else {
        return None;
    };
    put(m, "name", json!(name));
    put(m, "from", json!(from));
    put(m, "to", json!(to));
    say(
        lang,
        "cli-ev-moved",
        &[
            ("name", name.as_str().into()),
            ("from", from.as_str().into()),
            ("to", to.as_str().into()),
        ],
    )
}

pub(super) fn party_moved(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::PartyMoved { from, to } = event else {
        return None;
    };
    put(m, "from", json!(from));
    put(m, "to", json!(to));
    say(
        lang,
        "cli-ev-party-moved",
        &[("from", from.as_str().into()), ("to", to.as_str().into())],
    )
}

pub(super) fn travel_roll(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::TravelRoll { die, found, place } = event else {
        return None;
    };
    put(m, "travel", own_object(event));
    found.then(|| {
        tr(
            lang,
            "cli-ev-container-found",
            &[("die", (*die).into()), ("place", place.as_str().into())],
        )
    })
}

pub(super) fn house_rule_set(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::HouseRuleSet { rule, on } = event else {
        return None;
    };
    put(m, "rule", json!(rule.id()));
    put(m, "on", json!(on));
    say(
        lang,
        if *on {
            "cli-ev-house-rule-on"
        } else {
            "cli-ev-house-rule-off"
        },
        &[("rule", rule.id().into())],
    )
}

pub(super) fn house_rules(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::HouseRules { on } = event else {
        return None;
    };
    put(
        m,
        "house_rules",
        json!(on.iter().map(|r| r.id()).collect::<Vec<_>>()),
    );
    say(
        lang,
        "cli-ev-house-rules",
        &[(
            "rules",
            if on.is_empty() {
                tr(lang, "cli-ev-house-rules-none", &[]).into()
            } else {
                on.iter()
                    .map(|r| r.id())
                    .collect::<Vec<_>>()
                    .join(", ")
                    .into()
            },
        )],
    )
}

pub(super) fn hunger(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::Hunger {
        name,
        after,
        hungry,
        ..
    } = event
    else {
        return None;
    };
    push_to(m, "hunger", own_object(event));
    hungry.then(|| {
        tr(
            lang,
            "cli-ev-hungry",
            &[("name", name.as_str().into()), ("hunger", (*after).into())],
        )
    })
}
