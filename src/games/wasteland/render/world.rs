//! Travel and world events: the campaign's start, settings, turns and rounds,
//! weather, random events, whereabouts and travel, house rules, hunger, NPCs
//! and rest.

use std::fmt::Write as _;

use crate::bot::layout;
use crate::bot::render::{a, hp_bar, join, t, t0, u, EmbedSpec, Tone};
use crate::engine::rulesets::wasteland::command::Setting;
use crate::engine::rulesets::wasteland::outcome::{Event, Npc, RandomEvent, WeatherHit};
use crate::engine::rulesets::wasteland::world::Mode;
use crate::i18n::Lang;

use super::names::{
    effect_name, enemy_name, house_rule_name, mode_name, period_name, unit_name, weather_name,
};
use super::status::world_lines;
use super::{field, lines_or, yes_no_field, Piece};

fn npc_text(lang: Lang, n: &Npc) -> String {
    t(
        lang,
        "npcs-line",
        &[
            (
                "appearance",
                a(t0(lang, &format!("npc-appearance-{}", n.appearance))),
            ),
            ("motive", a(t0(lang, &format!("npc-motive-{}", n.motive)))),
            ("knows", a(t0(lang, &format!("npc-knows-{}", n.knows)))),
            ("speech", a(t0(lang, &format!("npc-speech-{}", n.speech)))),
        ],
    )
}

fn setting_text(lang: Lang, s: &Setting) -> String {
    match s {
        Setting::Chapter(n) => t(lang, "setting-chapter", &[("value", a(*n))]),
        Setting::Location(v) => t(lang, "setting-location", &[("value", u(v))]),
        Setting::Quest(v) => t(lang, "setting-quest", &[("value", u(v))]),
        Setting::Weather(w) => t(
            lang,
            "setting-weather",
            &[("value", a(weather_name(lang, *w)))],
        ),
        Setting::Mode(m) => t(lang, "setting-mode", &[("value", a(mode_name(lang, *m)))]),
        Setting::Day(n) => t(lang, "setting-day", &[("value", a(*n))]),
        Setting::Period(p) => t(
            lang,
            "setting-period",
            &[("value", a(period_name(lang, *p)))],
        ),
        Setting::ApCap(cap) => t(
            lang,
            "setting-apcap",
            &[(
                "value",
                a(cap.map_or_else(|| t0(lang, "none"), |c| c.to_string())),
            )],
        ),
        Setting::Shelter(on) => t(
            lang,
            "setting-shelter",
            &[("value", a(t0(lang, if *on { "on" } else { "off" })))],
        ),
    }
}

pub(super) fn campaign_started(lang: Lang, event: &Event) -> Piece {
    let Event::CampaignStarted { world } = event else {
        unreachable!("piece sends only CampaignStarted here")
    };
    Piece::Embed(
        EmbedSpec::new(t0(lang, "started-title"), Tone::Info).desc(world_lines(lang, world)),
    )
}

pub(super) fn setting_changed(lang: Lang, event: &Event) -> Piece {
    let Event::SettingChanged { setting } = event else {
        unreachable!("piece sends only SettingChanged here")
    };
    Piece::Embed(
        EmbedSpec::new(t0(lang, "setting-title"), Tone::Info).desc(setting_text(lang, setting)),
    )
}

pub(super) fn mode_changed(lang: Lang, event: &Event) -> Piece {
    let Event::ModeChanged { from, to } = event else {
        unreachable!("piece sends only ModeChanged here")
    };
    field(
        t0(lang, "setting-title"),
        t(
            lang,
            "mode-changed",
            &[
                ("from", a(mode_name(lang, *from))),
                ("to", a(mode_name(lang, *to))),
            ],
        ),
        if *to == Mode::Combat {
            Tone::Combat
        } else {
            Tone::Info
        },
    )
}

pub(super) fn turn_advanced(lang: Lang, event: &Event) -> Piece {
    let Event::TurnAdvanced { turn, day, period } = event else {
        unreachable!("piece sends only TurnAdvanced here")
    };
    Piece::Embed(
        EmbedSpec::new(t(lang, "turn-title", &[("turn", a(*turn))]), Tone::Info).desc(t(
            lang,
            "turn-line",
            &[("day", a(*day)), ("period", a(period_name(lang, *period)))],
        )),
    )
}

pub(super) fn round_advanced(lang: Lang, event: &Event) -> Piece {
    let Event::RoundAdvanced { round, first } = event else {
        unreachable!("piece sends only RoundAdvanced here")
    };
    let mut spec = EmbedSpec::new(
        t(lang, "round-title", &[("round", a(*round))]),
        Tone::Combat,
    );
    if let Some(first) = first {
        spec.description = t(
            lang,
            "round-first",
            &[
                ("ended", a(round.saturating_sub(1))),
                ("name", a(unit_name(lang, first))),
            ],
        );
    }
    Piece::Embed(spec)
}

pub(super) fn weather_changed(lang: Lang, event: &Event) -> Piece {
    let Event::WeatherChanged { from, to } = event else {
        unreachable!("piece sends only WeatherChanged here")
    };
    field(
        t0(lang, "wx-title"),
        t(
            lang,
            "wx-changed",
            &[
                ("from", a(weather_name(lang, *from))),
                ("to", a(weather_name(lang, *to))),
            ],
        ),
        Tone::Info,
    )
}

pub(super) fn weather_effect(lang: Lang, event: &Event) -> Piece {
    let Event::WeatherEffect { weather, hit } = event else {
        unreachable!("piece sends only WeatherEffect here")
    };
    let text = match hit {
        WeatherHit::Rads { name, rads, halved } => {
            let mut s = t(lang, "wx-rads", &[("name", u(name)), ("rads", a(*rads))]);
            if *halved {
                let _ = write!(s, " {}", t0(lang, "rads-halved"));
            }
            s
        }
        WeatherHit::Exposure {
            name,
            dice,
            target,
            passed,
            damage,
        } => t(
            lang,
            if *passed {
                "wx-exposure-pass"
            } else {
                "wx-exposure-fail"
            },
            &[
                ("name", u(name)),
                ("dice", a(join(lang, dice.iter().map(ToString::to_string)))),
                ("target", a(*target)),
                ("damage", a(*damage)),
            ],
        ),
    };
    field(weather_name(lang, *weather), text, Tone::Info)
}

pub(super) fn random_event(lang: Lang, event: &Event) -> Piece {
    let Event::RandomEvent {
        roll,
        kind_roll,
        event,
    } = event
    else {
        unreachable!("piece sends only RandomEvent here")
    };
    let (kind, id) = match event {
        RandomEvent::Encounter { id } => ("rnd-kind-encounter", id),
        RandomEvent::Atmosphere { id } => ("rnd-kind-atmosphere", id),
        RandomEvent::QuestHook { id } => ("rnd-kind-hook", id),
    };
    let mut text = t0(lang, &format!("event-{id}"));
    text.push('\n');
    text.push_str(&t(
        lang,
        "rnd-roll",
        &[("roll", a(*roll)), ("kind", a(*kind_roll))],
    ));
    field(
        t(lang, "rnd-title", &[("kind", a(t0(lang, kind)))]),
        text,
        Tone::Complication,
    )
}

pub(super) fn whereabouts(lang: Lang, event: &Event) -> Piece {
    let Event::Whereabouts { party, everyone } = event else {
        unreachable!("piece sends only Whereabouts here")
    };
    // Group by place, the party's first.
    let mut places: Vec<(String, Vec<String>)> = Vec::new();
    for w in everyone {
        let key = if w.with_party {
            party.clone()
        } else {
            w.place.clone()
        };
        match places.iter_mut().find(|(p, _)| p == &key) {
            Some((_, names)) => names.push(layout::escape(&w.name)),
            None => places.push((key, vec![layout::escape(&w.name)])),
        }
    }
    places.sort_by_key(|(p, _)| p != party);
    let lines: Vec<String> = places
        .into_iter()
        .map(|(place, names)| {
            let id = if &place == party {
                "where-party"
            } else {
                "where-apart"
            };
            t(
                lang,
                id,
                &[("place", u(&place)), ("names", a(join(lang, names)))],
            )
        })
        .collect();
    Piece::Embed(EmbedSpec::info(t0(lang, "where-title")).desc(lines.join("\n")))
}

pub(super) fn moved(lang: Lang, event: &Event) -> Piece {
    let Event::Moved { name, from, to } = event else {
        unreachable!("piece sends only Moved here")
    };
    Piece::Embed(EmbedSpec::info(t(
        lang,
        "moved-one",
        &[("name", u(name)), ("from", u(from)), ("to", u(to))],
    )))
}

pub(super) fn party_moved(lang: Lang, event: &Event) -> Piece {
    let Event::PartyMoved { from, to } = event else {
        unreachable!("piece sends only PartyMoved here")
    };
    Piece::Embed(EmbedSpec::info(t(
        lang,
        "moved-party",
        &[("from", u(from)), ("to", u(to))],
    )))
}

pub(super) fn travel_roll(lang: Lang, event: &Event) -> Piece {
    let Event::TravelRoll { die, found, place } = event else {
        unreachable!("piece sends only TravelRoll here")
    };
    field(
        t0(lang, "travel-title"),
        t(
            lang,
            if *found {
                "travel-found"
            } else {
                "travel-nothing"
            },
            &[("die", a(*die)), ("place", u(place))],
        ),
        if *found { Tone::Success } else { Tone::Info },
    )
}

pub(super) fn house_rule_set(lang: Lang, event: &Event) -> Piece {
    let Event::HouseRuleSet { rule, on } = event else {
        unreachable!("piece sends only HouseRuleSet here")
    };
    Piece::Embed(EmbedSpec::info(t(
        lang,
        if *on {
            "house-rule-on"
        } else {
            "house-rule-off"
        },
        &[("rule", a(house_rule_name(lang, *rule)))],
    )))
}

pub(super) fn house_rules(lang: Lang, event: &Event) -> Piece {
    let Event::HouseRules { on } = event else {
        unreachable!("piece sends only HouseRules here")
    };
    Piece::Embed(
        EmbedSpec::info(t0(lang, "house-rules-title")).desc(lines_or(
            lang,
            "house-rules-none",
            on,
            |r| {
                format!(
                    "**{}** — {}",
                    house_rule_name(lang, *r),
                    t0(lang, &format!("house-rule-about-{}", r.id()))
                )
            },
        )),
    )
}

pub(super) fn hunger(lang: Lang, event: &Event) -> Piece {
    let Event::Hunger {
        name,
        before,
        after,
        hungry,
    } = event
    else {
        unreachable!("piece sends only Hunger here")
    };
    yes_no_field(
        lang,
        t0(lang, "hunger-title"),
        *hungry,
        (
            ["hunger-hungry", "hunger-line"],
            &[
                ("name", u(name)),
                ("before", a(*before)),
                ("after", a(*after)),
            ],
        ),
        [Tone::Complication, Tone::Info],
    )
}

pub(super) fn rested(lang: Lang, event: &Event) -> Piece {
    let Event::Rested {
        hours,
        periods,
        day,
        period,
        heals,
        enemies_removed,
    } = event
    else {
        unreachable!("piece sends only Rested here")
    };
    let mut spec = EmbedSpec::new(
        t(lang, "rest-title", &[("hours", a(*hours))]),
        Tone::Success,
    )
    .desc(t(
        lang,
        "rest-clock",
        &[
            ("periods", a(*periods)),
            ("day", a(*day)),
            ("period", a(period_name(lang, *period))),
        ],
    ));
    for h in heals {
        let mut text = t(
            lang,
            "rest-heal",
            &[
                ("perhour", a(h.per_hour)),
                ("healed", a(h.healed)),
                ("bar", a(hp_bar(h.hp, h.max_hp))),
            ],
        );
        if !h.cleared.is_empty() {
            text.push('\n');
            text.push_str(&t(
                lang,
                "rest-cleared",
                &[(
                    "effects",
                    a(join(lang, h.cleared.iter().map(|c| effect_name(lang, c)))),
                )],
            ));
        }
        spec.field(layout::escape(&h.name), text, true);
    }
    if !enemies_removed.is_empty() {
        spec.field(
            t0(lang, "changes-title"),
            t(
                lang,
                "rest-removed",
                &[(
                    "names",
                    a(join(
                        lang,
                        enemies_removed.iter().map(|n| enemy_name(lang, n)),
                    )),
                )],
            ),
            false,
        );
    }
    Piece::Embed(spec)
}

pub(super) fn npcs(lang: Lang, event: &Event) -> Piece {
    let Event::Npcs { npcs } = event else {
        unreachable!("piece sends only Npcs here")
    };
    let mut spec = EmbedSpec::new(t0(lang, "npcs-title"), Tone::Info);
    for n in npcs {
        spec.field(layout::escape(&n.name), npc_text(lang, n), false);
    }
    Piece::Embed(spec)
}
