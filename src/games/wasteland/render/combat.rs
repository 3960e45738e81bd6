//! Combat events: damage, enemies (added, hit, killed, attacking), dodges,
//! effect damage, initiative.

use std::collections::HashMap;
use std::fmt::Write as _;

use crate::bot::commands::homebrew::mark;
use crate::bot::layout;
use crate::bot::render::{a, hidden, hp_bar, join, signed, t, t0, u, EmbedSpec, Tone};
use crate::engine::rulesets::wasteland::check::CheckResult;
use crate::engine::rulesets::wasteland::data::{self, WeaponEffect};
use crate::engine::rulesets::wasteland::outcome::{
    AttackResult, DamageDie, EnemyView, Event, Unit,
};
use crate::games::wasteland::counter::Counter;
use crate::i18n::{self, Lang};

use super::checks::check_short;
use super::names::{
    effect_name, effect_with_turns, enemy_name, foe_name, item_name, join_or_none, loot_line,
    tier_name, unit_name, weapon_effect_name,
};
use super::{change, field, Piece};

/// An enemy as it appears (`/enemy add`) and as `/enemy show` draws it, with
/// the HP budget of the field when one is given.
pub(crate) fn foe_spec(lang: Lang, enemy: &EnemyView, budget: Option<(u32, u32)>) -> EmbedSpec {
    let mut spec = EmbedSpec::new(
        t(
            lang,
            "foe-added-title",
            &[("name", a(foe_name(lang, enemy)))],
        ),
        Tone::Combat,
    )
    .desc(t(
        lang,
        "foe-added",
        &[
            ("tier", a(enemy.tier)),
            ("bar", a(hidden::enemy_hp(lang, enemy.hp, enemy.max_hp))),
            ("damage", a(hidden::enemy_number(&enemy.damage))),
            ("skill", a(hidden::enemy_number(enemy.attack_skill))),
        ],
    ));
    if enemy.template.is_none() {
        spec.description.push('\n');
        spec.description.push_str(&t0(lang, "foe-custom"));
    }
    if let Some(tier) = enemy.drops {
        spec.field(t0(lang, "foe-drops"), tier_name(lang, tier), true);
    }
    budget_field(&mut spec, lang, budget);
    let special = enemy
        .template
        .as_deref()
        .and_then(|tpl| {
            i18n::try_tr(
                lang,
                &format!(
                    "enemy-special-{}",
                    crate::engine::rulesets::wasteland::data::slug(tpl)
                ),
                &[],
            )
        })
        .unwrap_or_else(|| layout::escape(&enemy.special));
    spec.field(t0(lang, "foe-special"), special, false);
    spec
}

/// The field of the enemies' HP budget, `(used, total)`, where it is shown.
fn budget_field(spec: &mut EmbedSpec, lang: Lang, budget: Option<(u32, u32)>) {
    if let Some((used, total)) = budget {
        spec.field(
            t0(lang, "status-budget-short"),
            t(
                lang,
                "foe-budget",
                &[("used", a(used)), ("budget", a(total))],
            ),
            true,
        );
    }
}

/// One embed for the enemies an outcome added: a line each, and the budget
/// after the last.
pub(super) fn pack_piece(lang: Lang, events: &[Event]) -> Piece {
    let mut lines = Vec::new();
    let mut budget = None;
    for event in events {
        if let Event::EnemyAdded {
            enemy,
            hp_used,
            hp_budget,
        } = event
        {
            lines.push(t(
                lang,
                "foe-pack-line",
                &[
                    ("name", a(enemy_name(lang, &enemy.name))),
                    ("tier", a(enemy.tier)),
                    ("bar", a(hidden::enemy_hp(lang, enemy.hp, enemy.max_hp))),
                    ("damage", a(hidden::enemy_number(&enemy.damage))),
                ],
            ));
            budget = Some((*hp_used, *hp_budget)).filter(|_| hidden::numbers_shown());
        }
    }
    let mut spec = EmbedSpec::new(
        t(lang, "foe-pack-title", &[("count", a(lines.len()))]),
        Tone::Combat,
    )
    .desc(lines.join("\n"));
    budget_field(&mut spec, lang, budget);
    Piece::Embed(spec)
}

pub(super) fn effect_damage(lang: Lang, event: &Event) -> Piece {
    let Event::EffectDamage {
        unit,
        effect,
        damage,
        hp,
    } = event
    else {
        unreachable!("piece sends only EffectDamage here")
    };
    field(
        effect_name(lang, effect),
        t(
            lang,
            "fx-damage",
            &[
                ("name", a(unit_name(lang, unit))),
                ("effect", a(effect_name(lang, effect))),
                ("damage", a(*damage)),
                (
                    "hp",
                    a(match unit {
                        Unit::Enemy(_) => hidden::enemy_number(*hp),
                        Unit::Player(_) => hp.to_string(),
                    }),
                ),
            ],
        ),
        Tone::Combat,
    )
}

pub(super) fn dead_removed(lang: Lang, event: &Event) -> Piece {
    let Event::DeadRemoved { names } = event else {
        unreachable!("piece sends only DeadRemoved here")
    };
    change(
        lang,
        "dead-removed",
        &[(
            "names",
            a(join(lang, names.iter().map(|n| enemy_name(lang, n)))),
        )],
        Tone::Info,
    )
}

pub(super) fn damage(lang: Lang, event: &Event) -> Piece {
    let Event::Damage {
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
    } = event
    else {
        unreachable!("piece sends only Damage here")
    };
    let mut spec = EmbedSpec::new(damage_title(lang, player, weapon), Tone::Combat).desc(t(
        lang,
        "damage-total",
        &[("total", a(*total))],
    ));
    spec.field(
        t0(lang, "damage-dice"),
        damage_dice_text(lang, dice, *spread_die),
        true,
    );
    let bonuses = [
        ("damage-bonus-str", *str_bonus),
        ("damage-bonus-psycho", *psycho_bonus),
        ("damage-bonus-pierce", *pierce_bonus),
    ];
    spec.field(
        t0(lang, "damage-bonus"),
        damage_bonus_text(lang, str_check.as_ref(), bonuses),
        true,
    );
    if !weapon_effects.is_empty() || *effects > 0 {
        spec.field(
            t0(lang, "sheet-effects"),
            damage_effects_text(lang, *effects, weapon_effects),
            true,
        );
    }
    spec.field(
        t0(lang, "check-ap"),
        t(
            lang,
            "damage-ap",
            &[
                ("spent", a(*ap_spent)),
                ("before", a(*ap_before)),
                ("after", a(*ap_after)),
            ],
        ),
        true,
    );
    if let Some((item, left)) = ammo {
        spec.field(
            item_name(lang, item),
            t(lang, "damage-ammo", &[("left", a(*left))]),
            true,
        );
    }
    if let Some(target) = target {
        spec.field(t0(lang, "damage-target"), enemy_name(lang, target), true);
    }
    Piece::Embed(spec)
}

/// Who dealt damage with what weapon (marked when the campaign brewed it).
fn damage_title(lang: Lang, player: &str, weapon: &str) -> String {
    t(
        lang,
        "damage-title",
        &[
            ("player", u(player)),
            (
                "weapon",
                a(mark(item_name(lang, weapon), &["weapons"], weapon, || {
                    data::weapon(weapon).is_some()
                })),
            ),
        ],
    )
}

/// The damage dice, a line each, and the extra die of Spread.
fn damage_dice_text(lang: Lang, dice: &[DamageDie], spread_die: bool) -> String {
    let mut lines = dice
        .iter()
        .map(|d| {
            t(
                lang,
                if d.effect {
                    "damage-die-effect"
                } else {
                    "damage-die"
                },
                &[("face", a(d.face)), ("damage", a(d.damage))],
            )
        })
        .collect::<Vec<_>>();
    if spread_die {
        lines.push(t0(lang, "damage-spread"));
    }
    lines.join("\n")
}

/// The melee STR check and the bonuses to damage (STR shown whenever there
/// was a check), a line each.
fn damage_bonus_text(
    lang: Lang,
    str_check: Option<&CheckResult>,
    bonuses: [(&str, u32); 3],
) -> String {
    let mut bonus = Vec::new();
    if let Some(c) = str_check {
        bonus.push(t(lang, "damage-str", &[("check", a(check_short(lang, c)))]));
    }
    for (id, v) in bonuses {
        if v > 0 || (id == "damage-bonus-str" && str_check.is_some()) {
            bonus.push(t(lang, id, &[("bonus", a(v))]));
        }
    }
    bonus.join("\n")
}

/// How many dice showed an effect, and the weapon's effects.
fn damage_effects_text(lang: Lang, effects: u32, weapon_effects: &[WeaponEffect]) -> String {
    t(
        lang,
        "damage-effects",
        &[
            ("count", a(effects)),
            (
                "effects",
                a(join_or_none(
                    lang,
                    weapon_effects.iter().map(|e| weapon_effect_name(lang, *e)),
                )),
            ),
        ],
    )
}

pub(super) fn enemy_hp(lang: Lang, event: &Event) -> Piece {
    let (Some(hit), Event::EnemyHp { max, .. }) = (Counter::of(event), event) else {
        unreachable!("piece sends only EnemyHp here")
    };
    // A change stopped at 0 or at the maximum is the HP the enemy had (or
    // lacked): as hidden as that HP.
    let clamped = (hit.delta < 0 && hit.after == 0) || (hit.delta > 0 && hit.after >= *max);
    let amount = if clamped {
        hidden::enemy_number(hit.delta.unsigned_abs())
    } else {
        hit.delta.unsigned_abs().to_string()
    };
    let change = if clamped {
        hidden::enemy_number(signed(hit.delta))
    } else {
        signed(hit.delta)
    };
    field(
        t(
            lang,
            "foe-hp-title",
            &[("name", a(enemy_name(lang, hit.name)))],
        ),
        t(
            lang,
            if hit.delta < 0 {
                "foe-hp-damage"
            } else {
                "foe-hp-heal"
            },
            &[
                ("delta", a(change)),
                ("amount", a(amount)),
                ("before", a(hidden::enemy_number(hit.before))),
                ("bar", a(hidden::enemy_hp(lang, hit.after, *max))),
            ],
        ),
        Tone::Combat,
    )
}

pub(super) fn enemy_effect(lang: Lang, event: &Event) -> Piece {
    let Event::EnemyEffect { name, applied } = event else {
        unreachable!("piece sends only EnemyEffect here")
    };
    let mut text = t(
        lang,
        "foe-effect",
        &[
            ("name", a(enemy_name(lang, name))),
            ("effect", a(weapon_effect_name(lang, applied.effect))),
            ("count", a(applied.count)),
        ],
    );
    if let Some(s) = &applied.status {
        text.push('\n');
        text.push_str(&t(
            lang,
            "foe-effect-status",
            &[("status", a(effect_with_turns(lang, s)))],
        ));
    }
    field(weapon_effect_name(lang, applied.effect), text, Tone::Combat)
}

pub(super) fn enemy_killed(lang: Lang, event: &Event) -> Piece {
    let Event::EnemyKilled { name, loot } = event else {
        unreachable!("piece sends only EnemyKilled here")
    };
    let mut text = t(lang, "foe-killed", &[("name", a(enemy_name(lang, name)))]);
    if let Some(l) = loot {
        text.push('\n');
        text.push_str(&t(lang, "foe-loot", &[("loot", a(loot_line(lang, l)))]));
    }
    field("☠".to_owned(), text, Tone::Combat)
}

pub(super) fn enemy_added(lang: Lang, event: &Event) -> Piece {
    let Event::EnemyAdded {
        enemy,
        hp_used,
        hp_budget,
    } = event
    else {
        unreachable!("piece sends only EnemyAdded here")
    };
    // The living enemies' HP together is an enemy number too.
    let budget = Some((*hp_used, *hp_budget)).filter(|_| hidden::numbers_shown());
    Piece::Embed(foe_spec(lang, enemy, budget))
}

pub(super) fn enemy_attack(lang: Lang, event: &Event) -> Piece {
    let Event::EnemyAttack {
        enemy,
        target,
        random,
        roll,
        skill,
        suppressed,
        result,
        damage_dice,
        raw_damage,
        reduction,
        damage,
    } = event
    else {
        unreachable!("piece sends only EnemyAttack here")
    };
    let (id, tone) = match result {
        AttackResult::Hit => ("attack-hit", Tone::Failure),
        AttackResult::Critical => ("attack-critical", Tone::Failure),
        AttackResult::Miss => ("attack-miss", Tone::Success),
        AttackResult::Fumble => ("attack-fumble", Tone::Success),
    };
    let mut desc = t(
        lang,
        "attack-roll",
        &[
            ("roll", a(*roll)),
            ("skill", a(hidden::enemy_number(*skill))),
        ],
    );
    if *suppressed {
        let _ = write!(desc, " {}", t0(lang, "attack-suppressed"));
    }
    let _ = write!(desc, "\n**{}**", t0(lang, id));
    if *random {
        desc.insert_str(
            0,
            &format!("{}\n", t(lang, "attack-random", &[("target", u(target))])),
        );
    }
    let mut spec = EmbedSpec::new(
        t(
            lang,
            "attack-title",
            &[("enemy", a(enemy_name(lang, enemy))), ("target", u(target))],
        ),
        tone,
    )
    .desc(desc);
    if !damage_dice.is_empty() {
        spec.field(
            t0(lang, "damage-dice"),
            t(
                lang,
                "attack-dice",
                &[
                    (
                        "dice",
                        a(join(lang, damage_dice.iter().map(ToString::to_string))),
                    ),
                    ("raw", a(*raw_damage)),
                ],
            ),
            true,
        );
        if *reduction > 0 {
            spec.field(
                effect_name(lang, "Med-X"),
                t(lang, "attack-medx", &[("reduction", a(*reduction))]),
                true,
            );
        }
        spec.field(t0(lang, "attack-damage"), damage.to_string(), true);
    }
    Piece::Embed(spec)
}

pub(super) fn enemy_lost_action(lang: Lang, event: &Event) -> Piece {
    let Event::EnemyLostAction { enemy } = event else {
        unreachable!("piece sends only EnemyLostAction here")
    };
    field(
        effect_name(lang, "Stunned"),
        t(
            lang,
            "foe-lost-action",
            &[("name", a(enemy_name(lang, enemy)))],
        ),
        Tone::Combat,
    )
}

pub(super) fn initiative(lang: Lang, event: &Event, hp: &HashMap<String, (u32, u32)>) -> Piece {
    let Event::Initiative { order } = event else {
        unreachable!("piece sends only Initiative here")
    };
    let lines = order
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let mut line = t(
                lang,
                "initiative-line",
                &[
                    ("pos", a(i + 1)),
                    ("name", a(unit_name(lang, &e.unit))),
                    ("score", a(e.score)),
                ],
            );
            if let Some(tb) = e.tiebreak {
                let _ = write!(line, " {}", t(lang, "initiative-tie", &[("roll", a(tb))]));
            }
            if let Some((h, m)) = hp.get(e.unit.name()) {
                let bar = match &e.unit {
                    Unit::Enemy(_) => hidden::enemy_hp(lang, *h, *m),
                    Unit::Player(_) => hp_bar(*h, *m),
                };
                let _ = write!(line, " · {bar}");
            }
            line
        })
        .collect::<Vec<_>>()
        .join("\n");
    field(t0(lang, "initiative-title"), lines, Tone::Combat)
}

pub(super) fn dodge(lang: Lang, event: &Event) -> Piece {
    let Event::Dodge {
        name,
        roll,
        agi,
        dodged,
        counter,
    } = event
    else {
        unreachable!("piece sends only Dodge here")
    };
    field(
        t0(lang, "dodge-title"),
        t(
            lang,
            match (dodged, counter) {
                (true, true) => "dodge-counter",
                (true, false) => "dodge-dodged",
                _ => "dodge-failed",
            },
            &[("name", u(name)), ("roll", a(*roll)), ("agi", a(*agi))],
        ),
        if *dodged { Tone::Success } else { Tone::Info },
    )
}
