//! Rolls and what they did: the odds, a check's or a save's roll, HP
//! lines, burn dice, an attack's chance, damage and ammunition used.

use super::names::{ammo_name, armour_name, attribute_name, band_name, level_name, location_name};
use crate::bot::render::{self, a, hidden, hp_bar, signed, t, u, EmbedSpec, Tone};
use crate::engine::mechanics::special::Attribute;
use crate::engine::rulesets::pnp::ammo::AmmoUse;
use crate::engine::rulesets::pnp::armour::Armour;
use crate::engine::rulesets::pnp::character::{BurnDie, HpChange};
use crate::engine::rulesets::pnp::check::{Odds, SaveRoll, SkillRoll};
use crate::engine::rulesets::pnp::combat::{AttackChance, DamageToOne};
use crate::engine::rulesets::pnp::SuccessLevel;
use crate::i18n::Lang;
use std::fmt::Write as _;

/// The exact odds of the four results, best first:
/// "Critical success 1/20 (5%) · Success ... · Critical failure ...".
pub(super) fn odds_text(lang: Lang, odds: &Odds) -> String {
    SuccessLevel::ALL
        .iter()
        .rev()
        .map(|&level| format!("{} {}", level_name(lang, level), odds.of(level)))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// "d100 **42** vs 55 (skill 45 +10)" and "**Success** · margin +13".
pub(super) fn skill_roll_text(lang: Lang, roll: &SkillRoll, line_id: &str) -> String {
    let mut text = t(
        lang,
        line_id,
        &[
            ("die", a(roll.die)),
            ("target", a(roll.target)),
            ("skill", a(roll.skill)),
            ("modifier", a(signed(roll.modifier))),
        ],
    );
    let _ = write!(
        text,
        "\n**{}** · {}",
        level_name(lang, roll.level),
        t(
            lang,
            "pnp-bot-margin",
            &[("margin", a(signed(roll.margin)))]
        )
    );
    text
}

pub(super) fn save_text(lang: Lang, attribute: Attribute, roll: &SaveRoll) -> String {
    let goal = i64::from(roll.attribute) + roll.modifier;
    let mut text = String::new();
    if !roll.rerolled.is_empty() {
        let faces = render::faces(&roll.rerolled);
        let _ = writeln!(
            text,
            "{}",
            t(lang, "pnp-bot-save-rerolled", &[("faces", a(faces))])
        );
    }
    let _ = write!(
        text,
        "{}\n**{}**",
        t(
            lang,
            "pnp-bot-save-line",
            &[
                ("die", a(roll.die)),
                ("effective", a(roll.effective_text())),
                ("goal", a(goal)),
                ("attribute", a(attribute_name(lang, attribute))),
                ("score", a(roll.attribute)),
                ("modifier", a(signed(roll.modifier))),
            ],
        ),
        level_name(lang, roll.level)
    );
    text
}

pub(super) fn hp_line(lang: Lang, who: &str, hp: &HpChange) -> String {
    if hidden::hides(who) {
        return hidden::enemy_hp_line(lang, who, hp.after, hp.max);
    }
    t(
        lang,
        "pnp-bot-hp",
        &[
            ("name", u(who)),
            ("bar", a(hp_bar(hp.after, hp.max))),
            ("before", a(hp.before)),
        ],
    )
}

pub(super) fn burn_dice(dice: &[BurnDie]) -> String {
    if dice.is_empty() {
        return "—".to_owned();
    }
    dice.iter()
        .map(|d| format!("d{}:{}", d.sides, d.face))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The chance of an attack, part by part.
pub(super) fn chance_text(lang: Lang, c: &AttackChance) -> String {
    let mut parts = vec![t(lang, "pnp-bot-chance-skill", &[("value", a(c.skill))])];
    // 10 - 2 x AGI is never +10 (AGI is at least 1): +10 is an immobile target.
    let agility_id = if c.agility == 10 {
        "pnp-bot-chance-immobile"
    } else {
        "pnp-bot-chance-agility"
    };
    parts.push(t(lang, agility_id, &[("value", a(signed(c.agility)))]));
    parts.push(t(
        lang,
        "pnp-bot-chance-band",
        &[
            ("band", a(band_name(lang, c.band))),
            ("value", a(signed(c.aimed_band.modifier()))),
        ],
    ));
    if c.aimed_band != c.band {
        parts.push(t(
            lang,
            "pnp-bot-chance-aimed",
            &[("band", a(band_name(lang, c.aimed_band)))],
        ));
    }
    if c.scope != 0 {
        parts.push(t(
            lang,
            "pnp-bot-chance-scope",
            &[("value", a(signed(c.scope)))],
        ));
    }
    if c.modifier != 0 {
        parts.push(t(
            lang,
            "pnp-bot-chance-modifier",
            &[("value", a(signed(c.modifier)))],
        ));
    }
    let mut text = format!("{} = **{}**", parts.join(" · "), c.before_called);
    if let Some(location) = c.called {
        let _ = write!(
            text,
            "\n{}",
            t(
                lang,
                "pnp-bot-chance-called",
                &[
                    ("location", a(location_name(lang, location))),
                    ("before", a(c.before_called)),
                    ("chance", a(c.chance)),
                ],
            )
        );
    }
    text
}

/// The damage dice of one creature: "d6:4+1 · ~~d6:6~~ 🛡 · ~~d6:5~~ 💥".
pub(super) fn damage_dice(d: &DamageToOne) -> String {
    d.dice
        .iter()
        .map(|die| {
            let mut face = format!("d{}:{}", die.sides, die.face);
            if die.modifier != 0 {
                face.push_str(&signed(die.modifier));
            }
            if die.rad {
                face.push('☢');
            }
            if die.dropped {
                format!("~~{face}~~💥")
            } else if die.blocked {
                format!("~~{face}~~🛡")
            } else {
                face
            }
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

pub(super) fn damage_spec(lang: Lang, target: &str, d: &DamageToOne, hp: &HpChange) -> EmbedSpec {
    let mut lines = vec![t(
        lang,
        "pnp-bot-damage-dice",
        &[("dice", a(damage_dice(d)))],
    )];
    if d.ring > 0 {
        lines.push(t(lang, "pnp-bot-damage-ring", &[("ring", a(d.ring))]));
    }
    if d.armour_ignored {
        lines.push(t(
            lang,
            "pnp-bot-damage-armour-ignored",
            &[("armour", a(armour_name(lang, d.armour)))],
        ));
    } else if d.armour != Armour::None {
        let blocked = d.dice.iter().filter(|x| x.blocked).count();
        lines.push(t(
            lang,
            "pnp-bot-damage-armour",
            &[
                ("armour", a(armour_name(lang, d.armour))),
                ("blocked", a(blocked)),
            ],
        ));
    }
    if let Some((num, den)) = d.factor {
        lines.push(t(
            lang,
            "pnp-bot-damage-factor",
            &[
                ("before", a(d.hp_before_factor)),
                (
                    "factor",
                    a(if den == 1 {
                        format!("×{num}")
                    } else {
                        format!("×{num}/{den}")
                    }),
                ),
                ("damage", a(d.hp_damage)),
            ],
        ));
    }
    if d.rad_damage > 0 {
        lines.push(t(lang, "pnp-bot-damage-rads", &[("rads", a(d.rad_damage))]));
    }
    lines.push(hp_line(lang, target, hp));
    let tone = if d.hp_damage > 0 {
        Tone::Failure
    } else {
        Tone::Combat
    };
    EmbedSpec::new(
        t(
            lang,
            "pnp-bot-damage-title",
            &[("name", u(target)), ("damage", a(d.hp_damage))],
        ),
        tone,
    )
    .desc(lines.join("\n"))
}

pub(super) fn ammo_use_text(lang: Lang, used: &AmmoUse) -> String {
    let mut text = String::new();
    if let (Some(sides), Some(die)) = (used.sides, used.die) {
        let _ = writeln!(
            text,
            "{}",
            t(
                lang,
                "pnp-bot-ammo-die",
                &[("sides", a(sides)), ("die", a(die))]
            )
        );
    }
    text.push_str(&t(
        lang,
        "pnp-bot-ammo-change",
        &[
            ("before", a(ammo_name(lang, used.before))),
            ("after", a(ammo_name(lang, used.after))),
        ],
    ));
    text
}
