//! Checks and attacks: a skill check, a save against damage, an attack, an
//! explosion and its saves, dice rolled.

use std::fmt::Write as _;

use crate::engine::rulesets::d20::check::Roll;
use crate::engine::rulesets::d20::data::Delivery;
use crate::engine::rulesets::d20::outcome::{BlastSave, Event, HpChange, Unit};
use crate::engine::rulesets::d20::{DiceRoll, Skill};
use crate::i18n::Lang;

use crate::bot::render::hidden;
use crate::bot::render::{a, t, t0, u, EmbedSpec, Tone};

use super::super::names::{level_name, skill_name, template_shown, unit, weapon_shown};
use super::super::rolls::{
    check_spec, damage_text, dice_text, hp_line, masked_roll_text, odds_text,
};

/// A skill check.
pub(super) fn check(lang: Lang, character: &str, skill: Skill, roll: &Roll) -> EmbedSpec {
    check_spec(
        lang,
        t(
            lang,
            "d20-embed-check-title",
            &[
                ("name", u(character)),
                ("skill", a(skill_name(lang, skill))),
            ],
        ),
        roll,
    )
}

/// A save against damage: the check, the damage taken, the HP.
pub(super) fn save(
    lang: Lang,
    character: &str,
    skill: Skill,
    roll: &Roll,
    damage: u32,
    taken: u32,
    hp: &HpChange,
) -> EmbedSpec {
    let mut spec = check_spec(
        lang,
        t(
            lang,
            "d20-embed-save-title",
            &[
                ("name", u(character)),
                ("skill", a(skill_name(lang, skill))),
            ],
        ),
        roll,
    );
    let who = Unit::Character(character.to_owned());
    let _ = write!(
        spec.description,
        "\n{}\n{}",
        t(
            lang,
            "d20-embed-save-damage",
            &[("taken", a(taken)), ("damage", a(damage))],
        ),
        hp_line(lang, &who, hp)
    );
    spec
}

/// An attack: the roll (an enemy's numbers hidden), the damage and the HP or
/// the miss, the odds.
pub(super) fn attack(lang: Lang, event: &Event) -> EmbedSpec {
    let Event::Attack {
        attacker,
        weapon,
        delivery,
        target,
        roll,
        damage,
        hp,
        ..
    } = event
    else {
        unreachable!("the dispatcher sends only an attack here")
    };
    let title = t(
        lang,
        "d20-embed-attack-title",
        &[
            ("attacker", unit(attacker)),
            ("target", unit(target)),
            ("weapon", a(attack_weapon(lang, attacker, weapon))),
            (
                "delivery",
                a(t0(
                    lang,
                    &format!("d20-delivery-{}", delivery_id(*delivery)),
                )),
            ),
        ],
    );
    // An enemy's attack bonus (and so the total) and its AC (and so
    // the odds) are its numbers.
    let by_enemy = matches!(attacker, Unit::Enemy(_)) && !hidden::numbers_shown();
    let at_enemy = matches!(target, Unit::Enemy(_)) && !hidden::numbers_shown();
    let mut spec = EmbedSpec::new(title, Tone::Combat).desc(masked_roll_text(
        lang,
        roll,
        "d20-embed-attack-roll-line",
        (by_enemy, at_enemy),
    ));
    match damage {
        Some(damage) => {
            let _ = write!(
                spec.description,
                "\n{}\n{}",
                damage_text(lang, damage),
                hp_line(lang, target, hp)
            );
        }
        None => {
            let _ = write!(spec.description, "\n{}", t0(lang, "d20-embed-miss"));
        }
    }
    if !(by_enemy || at_enemy) {
        spec.field(t0(lang, "d20-embed-odds"), odds_text(lang, roll), false);
    }
    spec
}

/// What an attack was made with: a character's weapon, an enemy's own
/// attack (marked when the table's homebrew made it).
fn attack_weapon(lang: Lang, attacker: &Unit, weapon: &str) -> String {
    match attacker {
        Unit::Character(_) => weapon_shown(lang, weapon),
        Unit::Enemy(_) => template_shown(lang, weapon),
    }
}

fn delivery_id(d: Delivery) -> &'static str {
    match d {
        Delivery::Melee => "melee",
        Delivery::Ranged => "ranged",
        Delivery::Explosive => "explosive",
    }
}

/// An explosion: the damage dice against the DC, each unit's save and HP.
pub(super) fn explosion(
    lang: Lang,
    attacker: &str,
    weapon: &str,
    dc: i64,
    damage: &DiceRoll,
    listed: u32,
    saves: &[BlastSave],
) -> EmbedSpec {
    let title = t(
        lang,
        "d20-embed-explosion-title",
        &[
            ("attacker", u(attacker)),
            ("weapon", a(weapon_shown(lang, weapon))),
        ],
    );
    let desc = t(
        lang,
        "d20-embed-explosion-line",
        &[
            ("dice", a(dice_text(lang, damage))),
            ("listed", a(listed)),
            ("dc", a(dc)),
        ],
    );
    let mut spec = EmbedSpec::new(title, Tone::Combat).desc(desc);
    let lines: Vec<String> = saves
        .iter()
        .map(|s| {
            let mut line = t(
                lang,
                "d20-embed-blast-line",
                &[
                    ("name", unit(&s.target)),
                    ("die", a(s.roll.die)),
                    ("total", a(s.roll.total)),
                    ("level", a(level_name(lang, s.roll.level))),
                    ("taken", a(s.taken)),
                ],
            );
            let _ = write!(line, "\n  {}", hp_line(lang, &s.target, &s.hp));
            line
        })
        .collect();
    spec.field(t0(lang, "d20-embed-blast-saves"), lines.join("\n"), false);
    spec
}

/// Dice rolled on their own.
pub(super) fn rolled(lang: Lang, roll: &DiceRoll) -> EmbedSpec {
    EmbedSpec::info(t0(lang, "d20-embed-rolled-title")).desc(dice_text(lang, roll))
}
