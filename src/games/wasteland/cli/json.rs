//! JSON shaping: a successful outcome becomes one object with stable
//! snake_case fields taken from the events (plus the raw `events`), and every
//! failure becomes `{"ok": false, "error", "message", "hint"}`. Human-readable
//! text comes from `locales/<lang>/cli.ftl`; this module owns no rules.

use serde_json::{json, Map, Value};

use crate::engine::rulesets::wasteland::check::CheckResult;
use crate::engine::rulesets::wasteland::outcome::{ActionStatus, Event, Outcome, RandomEvent};
use crate::engine::rulesets::wasteland::RuleError;
use crate::i18n::{self, tr, Arg, Lang};

use super::parse::{usage_line, ParseError};
use crate::cli::reply::args_of;

fn put(map: &mut Map<String, Value>, key: &str, value: Value) {
    map.entry(key.to_owned()).or_insert(value);
}

/// Appends `value` to the list at `key` (made if missing).
fn push_to(map: &mut Map<String, Value>, key: &str, value: Value) {
    if let Value::Array(list) = map
        .entry(key.to_owned())
        .or_insert_with(|| Value::Array(Vec::new()))
    {
        list.push(value);
    }
}

fn to_value<T: serde::Serialize>(v: &T) -> Value {
    serde_json::to_value(v).unwrap_or(Value::Null)
}

/// Rounds a probability to 4 decimals for stable output.
#[must_use]
pub fn round4(p: f64) -> f64 {
    (p * 10_000.0).round() / 10_000.0
}

/// The fields of a check result, as printed by `check` and `reroll`.
fn check_fields(map: &mut Map<String, Value>, r: &CheckResult) {
    put(map, "attribute", to_value(&r.attribute));
    put(map, "skill", to_value(&r.skill));
    put(map, "leader", json!(r.leader));
    put(map, "participants", to_value(&r.participants));
    let tn: Map<String, Value> = r
        .participants
        .iter()
        .map(|p| (p.name.clone(), json!(p.tn)))
        .collect();
    put(map, "tn", Value::Object(tn));
    put(map, "dice", to_value(&r.dice));
    put(map, "successes", json!(r.successes));
    put(map, "difficulty", json!(r.difficulty));
    put(map, "passed", json!(r.passed));
    put(map, "ap_before", json!(r.ap_before));
    put(map, "ap_after", json!(r.ap_after));
    put(map, "ap_spent", json!(r.ap_spent));
    put(map, "ap_gained", json!(r.ap_gained));
    put(map, "aimed", json!(r.aimed));
    put(map, "complications", to_value(&r.complications));
    put(map, "probability", json!(round4(r.probability)));
    put(map, "luck", to_value(&r.luck));
}

/// The advisory action status with a localized hint.
fn action_status(lang: Lang, s: &ActionStatus) -> Value {
    let hint = if s.all_acted {
        tr(lang, "cli-hint-all-acted", &[])
    } else {
        let names: Vec<&str> = s
            .pending
            .iter()
            .map(crate::engine::rulesets::wasteland::outcome::Unit::name)
            .collect();
        tr(
            lang,
            "cli-hint-pending",
            &[("names", names.join(", ").into())],
        )
    };
    json!({ "pending": to_value(&s.pending), "all_acted": s.all_acted, "hint": hint })
}

fn list(names: impl IntoIterator<Item = String>) -> String {
    names.into_iter().collect::<Vec<_>>().join(", ")
}

/// One short sentence for an event, or `None` for events that need none.
fn sentence(lang: Lang, event: &Event) -> Option<String> {
    let t = |id: &str, args: &[(&str, Arg)]| Some(tr(lang, id, args));
    let item = |name: &str| i18n::name(lang, "item", name);
    let effect = |name: &str| i18n::name(lang, "effect", name);
    match event {
        Event::CampaignStarted { .. } => t("cli-ev-campaign-started", &[]),
        Event::Status {
            world,
            players,
            enemies,
            ..
        } => t(
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
        ),
        Event::Sheet { character: c } | Event::CharacterCreated { character: c } => t(
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
        ),
        Event::SettingChanged { setting } => {
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
            t(
                "cli-ev-setting",
                &[("field", field.into()), ("value", value.into())],
            )
        }
        Event::ModeChanged { from, to } => t(
            "cli-ev-mode",
            &[("from", from.name().into()), ("to", to.name().into())],
        ),
        Event::TurnAdvanced { turn, day, period } => t(
            "cli-ev-turn",
            &[
                ("turn", (*turn).into()),
                ("day", (*day).into()),
                ("period", i18n::name(lang, "period", period.name()).into()),
            ],
        ),
        Event::RoundAdvanced { round, .. } => t("cli-ev-round", &[("round", (*round).into())]),
        Event::WeatherChanged { to, .. } => t(
            "cli-ev-weather",
            &[("to", i18n::name(lang, "weather", to.name()).into())],
        ),
        Event::EffectDamage {
            unit,
            effect: e,
            damage,
            hp,
        } => t(
            "cli-ev-effect-damage",
            &[
                ("name", unit.name().into()),
                ("effect", effect(e).into()),
                ("damage", (*damage).into()),
                ("hp", (*hp).into()),
            ],
        ),
        Event::RandomEvent { event, .. } => Some(random_event_text(lang, event)),
        Event::Died { name } => t("cli-ev-died", &[("name", name.as_str().into())]),
        Event::Incapacitated { name } => {
            t("cli-ev-incapacitated", &[("name", name.as_str().into())])
        }
        Event::Revived { name, hp } => t(
            "cli-ev-revived",
            &[("name", name.as_str().into()), ("hp", (*hp).into())],
        ),
        Event::CharacterRemoved { name } => t(
            "cli-ev-character-removed",
            &[("name", name.as_str().into())],
        ),
        Event::Check { result: r, .. } | Event::Rerolled { result: r, .. } => t(
            if r.passed {
                "cli-ev-check-passed"
            } else {
                "cli-ev-check-failed"
            },
            &[
                ("leader", r.leader.as_str().into()),
                ("successes", r.successes.into()),
                ("difficulty", r.difficulty.into()),
            ],
        ),
        Event::Dice {
            count,
            sides,
            total,
            ..
        } => t(
            "cli-ev-dice",
            &[
                ("count", (*count).into()),
                ("sides", (*sides).into()),
                ("total", (*total).into()),
            ],
        ),
        Event::Damage {
            player,
            weapon,
            total,
            ..
        } => t(
            "cli-ev-damage",
            &[
                ("player", player.as_str().into()),
                ("weapon", item(weapon).into()),
                ("total", (*total).into()),
            ],
        ),
        Event::EnemyHp {
            name,
            before,
            after,
            max,
            ..
        } => t(
            "cli-ev-enemy-hp",
            &[
                ("name", name.as_str().into()),
                ("before", (*before).into()),
                ("after", (*after).into()),
                ("max", (*max).into()),
            ],
        ),
        Event::EnemyKilled { name, loot } => match loot {
            Some(l) => t(
                "cli-ev-enemy-killed-loot",
                &[
                    ("name", name.as_str().into()),
                    ("loot", item(&l.item).into()),
                    ("qty", l.qty.into()),
                ],
            ),
            None => t("cli-ev-enemy-killed", &[("name", name.as_str().into())]),
        },
        Event::EnemyAdded {
            enemy,
            hp_used,
            hp_budget,
        } => t(
            "cli-ev-enemy-added",
            &[
                ("name", enemy.name.as_str().into()),
                ("tier", enemy.tier.into()),
                ("hp", enemy.hp.into()),
                ("used", (*hp_used).into()),
                ("budget", (*hp_budget).into()),
            ],
        ),
        Event::EnemyAttack {
            enemy,
            target,
            roll,
            skill,
            damage,
            random,
            ..
        } => t(
            if *random {
                "cli-ev-enemy-attack-random"
            } else {
                "cli-ev-enemy-attack"
            },
            &[
                ("enemy", enemy.as_str().into()),
                ("target", target.as_str().into()),
                ("roll", (*roll).into()),
                ("skill", (*skill).into()),
                ("damage", (*damage).into()),
            ],
        ),
        Event::EnemyLostAction { enemy } => t(
            "cli-ev-enemy-lost-action",
            &[("enemy", enemy.as_str().into())],
        ),
        Event::Hp {
            name,
            before,
            after,
            max,
            ..
        } => t(
            "cli-ev-hp",
            &[
                ("name", name.as_str().into()),
                ("before", (*before).into()),
                ("after", (*after).into()),
                ("max", (*max).into()),
            ],
        ),
        Event::Rads {
            name,
            before,
            after,
            ..
        } => t(
            "cli-ev-rads",
            &[
                ("name", name.as_str().into()),
                ("before", (*before).into()),
                ("after", (*after).into()),
            ],
        ),
        Event::Caps {
            name,
            before,
            after,
            ..
        } => t(
            "cli-ev-caps",
            &[
                ("name", name.as_str().into()),
                ("before", (*before).into()),
                ("after", (*after).into()),
            ],
        ),
        Event::Ap {
            name,
            before,
            after,
            ..
        } => t(
            "cli-ev-ap",
            &[
                ("name", name.as_str().into()),
                ("before", (*before).into()),
                ("after", (*after).into()),
            ],
        ),
        Event::Initiative { order } => t(
            "cli-ev-initiative",
            &[(
                "order",
                list(
                    order
                        .iter()
                        .map(|e| format!("{} {}", e.unit.name(), e.score)),
                )
                .into(),
            )],
        ),
        Event::Inventory {
            name,
            item: it,
            delta,
            now,
        } => t(
            "cli-ev-inventory",
            &[
                ("name", name.as_str().into()),
                ("item", item(it).into()),
                ("delta", format!("{delta:+}").into()),
                ("now", (*now).into()),
            ],
        ),
        Event::ItemUsed {
            user,
            target,
            item: it,
            provider,
            ..
        } => match provider {
            None => t(
                "cli-ev-item-used",
                &[
                    ("user", user.as_str().into()),
                    ("target", target.as_str().into()),
                    ("item", item(it).into()),
                ],
            ),
            Some(provider) => t(
                "cli-ev-item-used-provided",
                &[
                    ("user", user.as_str().into()),
                    ("target", target.as_str().into()),
                    ("item", item(it).into()),
                    ("provider", provider.as_str().into()),
                ],
            ),
        },
        Event::DoctorVisit { name, .. } => t("cli-ev-doctor", &[("name", name.as_str().into())]),
        Event::FirstAid {
            medic,
            target,
            check,
            ..
        } => t(
            if check.passed {
                "cli-ev-first-aid-passed"
            } else {
                "cli-ev-first-aid-failed"
            },
            &[
                ("medic", medic.as_str().into()),
                ("target", target.as_str().into()),
                ("successes", check.successes.into()),
            ],
        ),
        Event::AddictionRoll {
            name,
            chem,
            addicted: true,
            ..
        } => t(
            "cli-ev-addicted",
            &[("name", name.as_str().into()), ("chem", item(chem).into())],
        ),
        Event::Cured { name, addictions } => t(
            "cli-ev-cured",
            &[
                ("name", name.as_str().into()),
                ("list", list(addictions.iter().map(|a| effect(a))).into()),
            ],
        ),
        Event::EffectAdded { unit, effect: e } => t(
            "cli-ev-effect-added",
            &[
                ("name", unit.name().into()),
                ("effect", effect(&e.name).into()),
                ("turns", e.turns.into()),
            ],
        ),
        Event::EffectRemoved { unit, effect: e } | Event::EffectExpired { unit, effect: e } => t(
            "cli-ev-effect-removed",
            &[("name", unit.name().into()), ("effect", effect(e).into())],
        ),
        Event::Effects { name, effects } => t(
            "cli-ev-effects",
            &[
                ("name", name.as_str().into()),
                ("count", effects.len().into()),
                ("list", list(effects.iter().map(|e| effect(&e.name))).into()),
            ],
        ),
        Event::Rested {
            hours, day, period, ..
        } => t(
            "cli-ev-rested",
            &[
                ("hours", (*hours).into()),
                ("day", (*day).into()),
                ("period", i18n::name(lang, "period", period.name()).into()),
            ],
        ),
        Event::SkillUp {
            name,
            skill,
            from,
            to,
            ..
        } => t(
            "cli-ev-skill-up",
            &[
                ("name", name.as_str().into()),
                ("skill", i18n::skill(lang, *skill).into()),
                ("from", (*from).into()),
                ("to", (*to).into()),
            ],
        ),
        Event::Loot { items, .. } => t(
            "cli-ev-loot",
            &[(
                "items",
                list(
                    items
                        .iter()
                        .map(|i| format!("{} x{}", item(&i.item), i.qty)),
                )
                .into(),
            )],
        ),
        Event::Trade {
            name,
            side,
            price,
            base,
            ..
        } => t(
            "cli-ev-trade",
            &[
                ("name", name.as_str().into()),
                ("side", to_value(side).as_str().unwrap_or_default().into()),
                ("price", (*price).into()),
                ("base", (*base).into()),
            ],
        ),
        Event::Npcs { npcs } => t(
            "cli-ev-npcs",
            &[("names", list(npcs.iter().map(|n| n.name.clone())).into())],
        ),
        Event::DeadRemoved { names } => {
            t("cli-ev-dead-removed", &[("names", names.join(", ").into())])
        }
        Event::Encumbrance {
            name,
            load,
            capacity,
            encumbered: true,
        } => t(
            "cli-ev-encumbered",
            &[
                ("name", name.as_str().into()),
                ("load", (*load).into()),
                ("capacity", (*capacity).into()),
            ],
        ),
        Event::Whereabouts { party, everyone } => t(
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
        ),
        Event::ChapterRaises { players } => t(
            "cli-ev-chapter-raises",
            &[("names", players.join(", ").into())],
        ),
        Event::Moved { name, from, to } => t(
            "cli-ev-moved",
            &[
                ("name", name.as_str().into()),
                ("from", from.as_str().into()),
                ("to", to.as_str().into()),
            ],
        ),
        Event::PartyMoved { from, to } => t(
            "cli-ev-party-moved",
            &[("from", from.as_str().into()), ("to", to.as_str().into())],
        ),
        Event::TravelRoll {
            die,
            found: true,
            place,
        } => t(
            "cli-ev-container-found",
            &[("die", (*die).into()), ("place", place.as_str().into())],
        ),
        Event::ContainerOpened { name, opened, .. } => t(
            if *opened {
                "cli-ev-container-opened"
            } else {
                "cli-ev-container-locked"
            },
            &[("name", name.as_str().into())],
        ),
        Event::HouseRuleSet { rule, on } => t(
            if *on {
                "cli-ev-house-rule-on"
            } else {
                "cli-ev-house-rule-off"
            },
            &[("rule", rule.id().into())],
        ),
        Event::HouseRules { on } => t(
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
        ),
        Event::Hunger {
            name,
            after,
            hungry: true,
            ..
        } => t(
            "cli-ev-hungry",
            &[("name", name.as_str().into()), ("hunger", (*after).into())],
        ),
        Event::SkillGrowth {
            name,
            skill,
            grew: true,
            level,
            ..
        } => t(
            "cli-ev-skill-growth",
            &[
                ("name", name.as_str().into()),
                ("skill", i18n::skill(lang, *skill).into()),
                ("level", (*level).into()),
            ],
        ),
        Event::Dodge {
            name,
            dodged: true,
            counter,
            ..
        } => t(
            if *counter {
                "cli-ev-dodge-counter"
            } else {
                "cli-ev-dodge"
            },
            &[("name", name.as_str().into())],
        ),
        _ => None,
    }
}

/// Gathers the stable data fields of an outcome.
fn fields(lang: Lang, outcome: &Outcome) -> Map<String, Value> {
    let mut m = Map::new();
    for event in &outcome.events {
        match event {
            Event::CampaignStarted { world } => put(&mut m, "world", to_value(world)),
            Event::ChapterRaises { players } => put(&mut m, "chapter_raises", json!(players)),
            Event::Encumbrance {
                load,
                capacity,
                encumbered,
                ..
            } => {
                put(&mut m, "load", json!(load));
                put(&mut m, "carry_weight", json!(capacity));
                put(&mut m, "encumbered", json!(encumbered));
            }
            Event::Whereabouts { party, everyone } => {
                put(&mut m, "party_location", json!(party));
                put(&mut m, "whereabouts", to_value(everyone));
            }
            Event::Moved { name, from, to } => {
                put(&mut m, "name", json!(name));
                put(&mut m, "from", json!(from));
                put(&mut m, "to", json!(to));
            }
            Event::PartyMoved { from, to } => {
                put(&mut m, "from", json!(from));
                put(&mut m, "to", json!(to));
            }
            Event::TravelRoll { die, found, place } => put(
                &mut m,
                "travel",
                json!({ "die": die, "found": found, "place": place }),
            ),
            Event::ContainerOpened {
                name,
                place,
                check,
                opened,
            } => {
                put(&mut m, "name", json!(name));
                put(&mut m, "container_place", json!(place));
                check_fields(&mut m, check);
                put(&mut m, "opened", json!(opened));
            }
            Event::HouseRuleSet { rule, on } => {
                put(&mut m, "rule", json!(rule.id()));
                put(&mut m, "on", json!(on));
            }
            Event::HouseRules { on } => put(
                &mut m,
                "house_rules",
                json!(on.iter().map(|r| r.id()).collect::<Vec<_>>()),
            ),
            Event::Hunger {
                name,
                before,
                after,
                hungry,
            } => push_to(
                &mut m,
                "hunger",
                json!({ "name": name, "before": before, "after": after, "hungry": hungry }),
            ),
            Event::Awareness {
                leader,
                roll,
                per,
                bonus,
            } => put(
                &mut m,
                "awareness",
                json!({ "leader": leader, "roll": roll, "per": per, "bonus": bonus }),
            ),
            Event::SkillGrowth {
                name,
                skill,
                roll,
                int,
                grew,
                level,
            } => push_to(
                &mut m,
                "skill_growth",
                json!({ "name": name, "skill": skill.name(), "roll": roll, "int": int, "grew": grew, "level": level }),
            ),
            Event::Dodge {
                name,
                roll,
                agi,
                dodged,
                counter,
            } => put(
                &mut m,
                "dodge",
                json!({ "name": name, "roll": roll, "agi": agi, "dodged": dodged, "counter": counter }),
            ),
            Event::Status {
                world,
                players,
                enemies,
                npcs,
                action_status: s,
                initiative,
            } => {
                put(&mut m, "world", to_value(world));
                put(&mut m, "players", to_value(players));
                put(&mut m, "enemies", to_value(enemies));
                put(&mut m, "npcs", to_value(npcs));
                put(&mut m, "action_status", action_status(lang, s));
                if !initiative.is_empty() {
                    put(&mut m, "initiative", to_value(initiative));
                }
            }
            Event::Sheet { character } | Event::CharacterCreated { character } => {
                put(&mut m, "character", to_value(character));
            }
            Event::SettingChanged { setting } => put(&mut m, "setting", to_value(setting)),
            Event::ModeChanged { from, to } => {
                put(&mut m, "mode_changed", json!({ "from": from, "to": to }));
            }
            Event::TurnAdvanced { turn, day, period } => {
                put(&mut m, "turn", json!(turn));
                put(&mut m, "day", json!(day));
                put(&mut m, "period", to_value(period));
            }
            Event::RoundAdvanced { round, first } => {
                put(&mut m, "round", json!(round));
                if let Some(first) = first {
                    put(&mut m, "first", json!(first.name()));
                }
            }
            Event::WeatherChanged { from, to } => {
                put(&mut m, "weather_changed", json!({ "from": from, "to": to }));
            }
            Event::RandomEvent {
                roll,
                kind_roll,
                event,
            } => {
                let mut v = to_value(event);
                if let Some(obj) = v.as_object_mut() {
                    obj.insert("roll".into(), json!(roll));
                    obj.insert("kind_roll".into(), json!(kind_roll));
                    obj.insert("text".into(), json!(random_event_text(lang, event)));
                }
                put(&mut m, "random_event", v);
            }
            Event::Check { result, reroll } => {
                check_fields(&mut m, result);
                put(&mut m, "reroll_offered", json!(reroll.is_some()));
            }
            Event::Rerolled {
                ap_taken_back,
                result,
            } => {
                put(&mut m, "ap_taken_back", json!(ap_taken_back));
                check_fields(&mut m, result);
            }
            Event::Dice {
                count,
                sides,
                faces,
                total,
                min,
                max,
            } => {
                for (k, v) in [
                    ("count", json!(count)),
                    ("sides", json!(sides)),
                    ("faces", json!(faces)),
                    ("total", json!(total)),
                    ("min", json!(min)),
                    ("max", json!(max)),
                ] {
                    put(&mut m, k, v);
                }
            }
            Event::Damage {
                player,
                weapon,
                dice,
                ap_spent,
                ap_before,
                ap_after,
                spread_die,
                str_check,
                str_bonus,
                psycho_bonus,
                pierce_bonus,
                total,
                effects,
                weapon_effects,
                ammo,
                target,
            } => {
                for (k, v) in [
                    ("player", json!(player)),
                    ("weapon", json!(weapon)),
                    ("dice", to_value(dice)),
                    ("ap_spent", json!(ap_spent)),
                    ("ap_before", json!(ap_before)),
                    ("ap_after", json!(ap_after)),
                    ("spread_die", json!(spread_die)),
                    (
                        "str_check",
                        str_check.as_ref().map_or(Value::Null, |c| {
                            let mut sm = Map::new();
                            check_fields(&mut sm, c);
                            Value::Object(sm)
                        }),
                    ),
                    ("str_bonus", json!(str_bonus)),
                    ("psycho_bonus", json!(psycho_bonus)),
                    ("pierce_bonus", json!(pierce_bonus)),
                    ("total", json!(total)),
                    ("effects", json!(effects)),
                    ("weapon_effects", to_value(weapon_effects)),
                    ("ammo", ammo.as_ref().map_or(Value::Null, |(a, _)| json!(a))),
                    (
                        "ammo_left",
                        ammo.as_ref().map_or(Value::Null, |(_, left)| json!(left)),
                    ),
                    ("target", json!(target)),
                ] {
                    put(&mut m, k, v);
                }
                if target.is_some() {
                    put(&mut m, "killed", json!(false));
                }
            }
            Event::EnemyHp {
                name,
                delta,
                before,
                after,
                max,
            } => {
                put(&mut m, "enemy", json!(name));
                put(&mut m, "delta", json!(delta));
                put(&mut m, "hp_before", json!(before));
                put(&mut m, "hp", json!(after));
                put(&mut m, "max_hp", json!(max));
                put(&mut m, "killed", json!(false));
                push(
                    &mut m,
                    "enemies_hit",
                    json!({ "name": name, "before": before, "after": after, "max": max }),
                );
            }
            Event::EnemyEffect { name, applied } => {
                push(
                    &mut m,
                    "applied_effects",
                    json!({ "enemy": name, "effect": applied.effect, "count": applied.count, "status": applied.status }),
                );
            }
            Event::EnemyKilled { name, loot } => {
                m.insert("killed".into(), json!(true));
                put(&mut m, "loot", to_value(loot));
                push(&mut m, "kills", json!({ "name": name, "loot": loot }));
            }
            Event::EnemyAdded {
                enemy,
                hp_used,
                hp_budget,
            } => {
                put(&mut m, "enemy", to_value(enemy));
                put(
                    &mut m,
                    "budget",
                    json!({ "used": hp_used, "limit": hp_budget }),
                );
            }
            Event::EnemyAttack {
                enemy,
                target,
                roll,
                skill,
                suppressed,
                result,
                damage_dice,
                raw_damage,
                reduction,
                damage,
                random,
            } => {
                for (k, v) in [
                    ("enemy", json!(enemy)),
                    ("target", json!(target)),
                    ("roll", json!(roll)),
                    ("skill", json!(skill)),
                    ("suppressed", json!(suppressed)),
                    ("result", to_value(result)),
                    ("damage_dice", json!(damage_dice)),
                    ("raw_damage", json!(raw_damage)),
                    ("reduction", json!(reduction)),
                    ("damage", json!(damage)),
                    ("random_target", json!(random)),
                ] {
                    put(&mut m, k, v);
                }
            }
            Event::DoctorVisit {
                name,
                treatment,
                cured,
            } => {
                put(&mut m, "name", json!(name));
                put(&mut m, "doctor", json!(true));
                if let Some(check) = treatment {
                    check_fields(&mut m, check);
                }
                put(&mut m, "addictions_cured", json!(cured));
            }
            Event::FirstAid {
                medic,
                target,
                check,
                medkits_left,
            } => {
                put(&mut m, "medic", json!(medic));
                put(&mut m, "target", json!(target));
                check_fields(&mut m, check);
                put(&mut m, "medkits_left", json!(medkits_left));
            }
            Event::EnemyLostAction { enemy } => {
                put(&mut m, "enemy", json!(enemy));
                put(&mut m, "lost_action", json!(true));
            }
            Event::Hp {
                name,
                delta,
                medicine_bonus,
                before,
                after,
                max,
            } => {
                put(&mut m, "name", json!(name));
                put(&mut m, "hp_delta", json!(delta));
                put(&mut m, "medicine_bonus", json!(medicine_bonus));
                put(&mut m, "hp_before", json!(before));
                put(&mut m, "hp", json!(after));
                put(&mut m, "max_hp", json!(max));
            }
            Event::Rads {
                name,
                delta,
                halved,
                before,
                after,
                band_before,
                band_after,
            } => {
                put(&mut m, "name", json!(name));
                put(&mut m, "rads_delta", json!(delta));
                put(&mut m, "halved", json!(halved));
                put(&mut m, "rads_before", json!(before));
                put(&mut m, "rads", json!(after));
                put(&mut m, "band_before", json!(band_before));
                put(&mut m, "band", json!(band_after));
            }
            Event::Caps {
                name,
                delta,
                before,
                after,
            } => {
                put(&mut m, "name", json!(name));
                put(&mut m, "caps_delta", json!(delta));
                put(&mut m, "caps_before", json!(before));
                put(&mut m, "caps", json!(after));
            }
            Event::Ap {
                name,
                delta,
                before,
                after,
            } => {
                put(&mut m, "name", json!(name));
                put(&mut m, "ap_delta", json!(delta));
                put(&mut m, "ap_before", json!(before));
                put(&mut m, "ap", json!(after));
            }
            Event::Initiative { order } => put(&mut m, "order", to_value(order)),
            Event::Inventory {
                name,
                item,
                delta,
                now,
            } => {
                put(&mut m, "name", json!(name));
                put(&mut m, "item", json!(item));
                put(&mut m, "qty_delta", json!(delta));
                put(&mut m, "qty", json!(now));
            }
            Event::ItemUsed {
                user,
                target,
                item,
                left,
                provider,
            } => {
                put(&mut m, "user", json!(user));
                put(&mut m, "target", json!(target));
                put(&mut m, "item", json!(item));
                put(&mut m, "left", json!(left));
                if let Some(provider) = provider {
                    put(&mut m, "provider", json!(provider));
                }
            }
            Event::AddictionRoll {
                chem,
                roll,
                addicted,
                ..
            } => {
                put(
                    &mut m,
                    "addiction",
                    json!({ "chem": chem, "roll": roll, "addicted": addicted }),
                );
            }
            Event::Cured { name, addictions } => put(
                &mut m,
                "cured",
                json!({ "name": name, "addictions": addictions }),
            ),
            Event::EffectAdded { effect, .. } => put(&mut m, "effect", to_value(effect)),
            Event::EffectRemoved { effect, .. } => put(&mut m, "removed", json!(effect)),
            Event::EffectExpired { unit, effect } => {
                push(&mut m, "expired", json!({ "unit": unit, "effect": effect }));
            }
            Event::EffectDamage {
                unit,
                effect,
                damage,
                hp,
            } => {
                push(
                    &mut m,
                    "effect_damage",
                    json!({ "unit": unit, "effect": effect, "damage": damage, "hp": hp }),
                );
            }
            Event::Effects { name, effects } => {
                put(&mut m, "name", json!(name));
                put(&mut m, "effects", to_value(effects));
            }
            Event::Rested {
                hours,
                periods,
                day,
                period,
                heals,
                enemies_removed,
            } => {
                for (k, v) in [
                    ("hours", json!(hours)),
                    ("periods", json!(periods)),
                    ("day", json!(day)),
                    ("period", to_value(period)),
                    ("heals", to_value(heals)),
                    ("enemies_removed", json!(enemies_removed)),
                ] {
                    put(&mut m, k, v);
                }
            }
            Event::SkillUp {
                name,
                skill,
                from,
                to,
                int_check,
                bonus,
            } => {
                put(&mut m, "name", json!(name));
                put(&mut m, "skill", to_value(skill));
                put(&mut m, "from", json!(from));
                put(&mut m, "to", json!(to));
                put(&mut m, "bonus", json!(bonus));
                put(
                    &mut m,
                    "int_check",
                    int_check.as_ref().map_or(Value::Null, |c| {
                        let mut sm = Map::new();
                        check_fields(&mut sm, c);
                        Value::Object(sm)
                    }),
                );
            }
            Event::Loot { tier, items } => {
                put(&mut m, "tier", to_value(tier));
                put(&mut m, "items", to_value(items));
            }
            Event::Trade {
                name,
                side,
                base,
                cha,
                barter,
                multiplier_pct,
                price,
                settled,
            } => {
                for (k, v) in [
                    ("name", json!(name)),
                    ("side", to_value(side)),
                    ("base", json!(base)),
                    ("cha", json!(cha)),
                    ("barter", json!(barter)),
                    ("multiplier_pct", json!(multiplier_pct)),
                    ("price", json!(price)),
                    ("settled", json!(settled)),
                ] {
                    put(&mut m, k, v);
                }
            }
            Event::Npcs { npcs } => {
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
                put(&mut m, "npcs", Value::Array(shown));
            }
            Event::DeadRemoved { names } => put(&mut m, "dead_removed", json!(names)),
            Event::DyingTick { name, turns_down } => push(
                &mut m,
                "dying",
                json!({ "name": name, "turns_down": turns_down }),
            ),
            Event::Died { name } => push(&mut m, "died", json!(name)),
            Event::Incapacitated { name } => push(&mut m, "incapacitated", json!(name)),
            Event::Revived { name, hp } => {
                put(&mut m, "name", json!(name));
                put(&mut m, "hp", json!(hp));
            }
            Event::CharacterRemoved { name } => put(&mut m, "removed", json!(name)),
            Event::WeatherEffect { weather, hit } => push(
                &mut m,
                "weather_effects",
                json!({ "weather": weather, "hit": hit }),
            ),
            Event::ActionStatus(s) => put(&mut m, "action_status", action_status(lang, s)),
        }
    }
    m
}

/// The read-aloud text of a random event (`event-<id>` in data.ftl).
fn random_event_text(lang: Lang, event: &RandomEvent) -> String {
    let id = match event {
        RandomEvent::Encounter { id }
        | RandomEvent::Atmosphere { id }
        | RandomEvent::QuestHook { id } => id,
    };
    tr(lang, &format!("event-{id}"), &[])
}

fn push(m: &mut Map<String, Value>, key: &str, value: Value) {
    if let Value::Array(items) = m
        .entry(key.to_owned())
        .or_insert_with(|| Value::Array(Vec::new()))
    {
        items.push(value);
    }
}

/// The success object for an outcome.
#[must_use]
pub fn success(lang: Lang, command: &str, outcome: &Outcome, reroll_id: Option<i64>) -> Value {
    let mut obj = Map::new();
    obj.insert("ok".into(), json!(true));
    obj.insert("command".into(), json!(command));
    let mut lines: Vec<String> = outcome
        .events
        .iter()
        .filter_map(|e| sentence(lang, e))
        .collect();
    if let Some(id) = reroll_id {
        lines.push(tr(lang, "cli-ev-luck", &[("id", id.into())]));
    }
    obj.insert("message".into(), json!(lines.join(" ")));
    for (k, v) in fields(lang, outcome) {
        obj.entry(k).or_insert(v);
    }
    obj.insert("reroll_id".into(), json!(reroll_id));
    obj.insert("events".into(), to_value(&outcome.events));
    Value::Object(obj)
}

/// Turns a rule error's fields into message arguments: scalars as they are,
/// lists joined with commas, a nested budget rule flattened.
fn rule_args(err: &RuleError) -> Vec<(String, Arg)> {
    args_of(&to_value(err))
}

/// The code, message and hint of a rule error.
#[must_use]
pub fn rule_error(lang: Lang, command: Option<&str>, err: &RuleError) -> (String, String, String) {
    let owned = rule_args(err);
    let args: Vec<(&str, Arg)> = owned.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
    let (code, msg_id) = match err {
        RuleError::Budget { rule, .. } => {
            let rule = to_value(rule)
                .get("rule")
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_owned();
            (format!("budget_{rule}"), format!("cli-err-budget_{rule}"))
        }
        RuleError::Unknown { .. } => (err.code(), "cli-err-unknown".to_owned()),
        _ => (err.code(), format!("cli-err-{}", err.code())),
    };
    let mut message = tr(lang, &msg_id, &args);
    if message == msg_id {
        message = err.to_string();
    }
    let mut hints = Vec::new();
    match err {
        RuleError::Budget { fits, .. } if fits.is_empty() => {
            hints.push(tr(lang, "cli-hint-nothing-fits", &[]));
        }
        RuleError::Budget { fits, .. } => hints.push(tr(
            lang,
            "cli-hint-fits",
            &[("names", fits.join(", ").into())],
        )),
        RuleError::Unknown { suggestions, .. } if !suggestions.is_empty() => {
            hints.push(tr(
                lang,
                "cli-hint-known",
                &[("names", suggestions.join(", ").into())],
            ));
        }
        _ => {}
    }
    if let Some(c) = command {
        hints.push(tr(
            lang,
            "cli-hint-usage",
            &[("usage", usage_line(c).into())],
        ));
    }
    (code, message, hints.join(" "))
}

/// The code, message and hint of a refused command line.
#[must_use]
pub fn input_error(
    lang: Lang,
    command: Option<&str>,
    err: &ParseError,
) -> (String, String, String) {
    match err {
        ParseError::Rule(rule) => rule_error(lang, command, rule),
        ParseError::Input(input) => input.render(lang, command.map(usage_line).as_deref()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn probabilities_are_rounded_to_four_decimals() {
        assert!((round4(0.047_499_9) - 0.0475).abs() < 1e-12);
        assert!((round4(1.0) - 1.0).abs() < 1e-12);
    }

    #[test]
    fn budget_errors_are_coded_by_rule_and_hint_what_fits() {
        let err = RuleError::Budget {
            enemy: "Deathclaw".into(),
            tier: 4,
            rule: crate::engine::rulesets::wasteland::error::BudgetRule::Tier {
                tier: 4,
                max_tier: 1,
            },
            fits: vec!["Radroach".into()],
        };
        let (code, message, hint) = rule_error(Lang::EnUs, Some("enemy-add"), &err);
        assert_eq!(code, "budget_tier");
        assert!(message.contains("Deathclaw"), "{message}");
        assert!(
            hint.contains("Radroach") && hint.contains("enemy-add <template>"),
            "{hint}"
        );
    }
}
