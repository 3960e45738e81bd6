//! Combat events in JSON and sentences: damage, enemies, dodges, effect
//! damage, initiative.

use serde_json::{json, Value};

use crate::engine::rulesets::wasteland::outcome::{AttackResult, Event};
use crate::games::wasteland::counter::Counter;
use crate::i18n::{tr, Lang};

use super::{
    check_object, effect_name, item_name, list, own_fields, own_object, push_to, put, say,
    to_value, Fields,
};

pub(super) fn effect_damage(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::EffectDamage {
        unit,
        effect,
        damage,
        hp,
    } = event
    else {
        return None;
    };
    push_to(m, "effect_damage", own_object(event));
    say(
        lang,
        "cli-ev-effect-damage",
        &[
            ("name", unit.name().into()),
            ("effect", effect_name(lang, effect).into()),
            ("damage", (*damage).into()),
            ("hp", (*hp).into()),
        ],
    )
}

pub(super) fn damage(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::Damage {
        player,
        weapon,
        str_check,
        total,
        ammo,
        target,
        ..
    } = event
    else {
        return None;
    };
    own_fields(
        m,
        event,
        &[
            "player",
            "weapon",
            "dice",
            "ap_spent",
            "ap_before",
            "ap_after",
            "spread_die",
            "str_bonus",
            "psycho_bonus",
            "pierce_bonus",
            "total",
            "effects",
            "weapon_effects",
            "target",
        ],
    );
    for (k, v) in [
        ("str_check", check_object(str_check.as_ref())),
        // The names every game gives an attack.
        ("attacker", json!(player)),
        ("damage", json!(total)),
        ("ammo", ammo.as_ref().map_or(Value::Null, |(a, _)| json!(a))),
        (
            "ammo_left",
            ammo.as_ref().map_or(Value::Null, |(_, left)| json!(left)),
        ),
    ] {
        put(m, k, v);
    }
    if target.is_some() {
        put(m, "killed", json!(false));
    }
    say(
        lang,
        "cli-ev-damage",
        &[
            ("player", player.as_str().into()),
            ("weapon", item_name(lang, weapon).into()),
            ("total", (*total).into()),
        ],
    )
}

pub(super) fn enemy_hp(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let (Some(hit), Event::EnemyHp { max, .. }) = (Counter::of(event), event) else {
        return None;
    };
    put(m, "enemy", json!(hit.name));
    put(m, "delta", json!(hit.delta));
    put(m, "hp_before", json!(hit.before));
    put(m, "hp", json!(hit.after));
    put(m, "max_hp", json!(max));
    put(m, "killed", json!(false));
    push_to(
        m,
        "enemies_hit",
        json!({ "name": hit.name, "before": hit.before, "after": hit.after, "max": max }),
    );
    say(
        lang,
        "cli-ev-enemy-hp",
        &[
            ("name", hit.name.into()),
            ("before", hit.before.into()),
            ("after", hit.after.into()),
            ("max", (*max).into()),
        ],
    )
}

pub(super) fn enemy_killed(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::EnemyKilled { name, loot } = event else {
        return None;
    };
    m.values.insert("killed".into(), json!(true));
    put(m, "loot", to_value(loot));
    push_to(m, "kills", own_object(event));
    match loot {
        Some(l) => say(
            lang,
            "cli-ev-enemy-killed-loot",
            &[
                ("name", name.as_str().into()),
                ("loot", item_name(lang, &l.item).into()),
                ("qty", l.qty.into()),
            ],
        ),
        None => say(
            lang,
            "cli-ev-enemy-killed",
            &[("name", name.as_str().into())],
        ),
    }
}

pub(super) fn enemy_added(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::EnemyAdded {
        enemy,
        hp_used,
        hp_budget,
    } = event
    else {
        return None;
    };
    put(m, "enemy", to_value(enemy));
    put(m, "budget", json!({ "used": hp_used, "limit": hp_budget }));
    say(
        lang,
        "cli-ev-enemy-added",
        &[
            ("name", enemy.name.as_str().into()),
            ("tier", enemy.tier.into()),
            ("hp", enemy.hp.into()),
            ("used", (*hp_used).into()),
            ("budget", (*hp_budget).into()),
        ],
    )
}

pub(super) fn enemy_attack(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::EnemyAttack {
        enemy,
        target,
        roll,
        skill,
        result,
        damage,
        random,
        ..
    } = event
    else {
        return None;
    };
    own_fields(
        m,
        event,
        &[
            "enemy",
            "target",
            "roll",
            "skill",
            "suppressed",
            "result",
            "damage_dice",
            "raw_damage",
            "reduction",
            "damage",
        ],
    );
    for (k, v) in [
        ("random_target", json!(random)),
        // The names every game gives an attack.
        ("attacker", json!(enemy)),
        (
            "hit",
            json!(matches!(result, AttackResult::Hit | AttackResult::Critical)),
        ),
        ("against", json!(skill)),
    ] {
        put(m, k, v);
    }
    say(
        lang,
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
    )
}

pub(super) fn enemy_lost_action(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::EnemyLostAction { enemy } = event else {
        return None;
    };
    put(m, "enemy", json!(enemy));
    put(m, "lost_action", json!(true));
    say(
        lang,
        "cli-ev-enemy-lost-action",
        &[("enemy", enemy.as_str().into())],
    )
}

pub(super) fn initiative(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::Initiative { order } = event else {
        return None;
    };
    put(m, "order", to_value(order));
    say(
        lang,
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
    )
}

pub(super) fn dead_removed(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::DeadRemoved { names } = event else {
        return None;
    };
    put(m, "dead_removed", json!(names));
    say(
        lang,
        "cli-ev-dead-removed",
        &[("names", names.join(", ").into())],
    )
}

pub(super) fn dodge(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::Dodge {
        name,
        dodged,
        counter,
        ..
    } = event
    else {
        return None;
    };
    put(m, "dodge", own_object(event));
    dodged.then(|| {
        tr(
            lang,
            if *counter {
                "cli-ev-dodge-counter"
            } else {
                "cli-ev-dodge"
            },
            &[("name", name.as_str().into())],
        )
    })
}

pub(super) fn enemy_effect_fields(event: &Event, m: &mut Fields) {
    let Event::EnemyEffect { name, applied } = event else {
        return;
    };
    push_to(
        m,
        "applied_effects",
        json!({ "enemy": name, "effect": applied.effect, "count": applied.count, "status": applied.status }),
    );
}
