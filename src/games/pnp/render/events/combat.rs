//! The fight's events: enemies brought in and taken out, leaders and
//! morale, an attack, a scatter, a called shot, a morale roll.

use crate::engine::rulesets::pnp::check::SkillRoll;
use crate::engine::rulesets::pnp::combat::{AttackChance, Location, MoraleRoll};
use crate::engine::rulesets::pnp::enemy::Enemy;
use crate::engine::rulesets::pnp::outcome::{CalledEffect, MoraleCause};
use crate::i18n::Lang;

use crate::bot::render::hidden;
use crate::bot::render::{a, signed, t, t0, u, EmbedSpec, Tone};

use super::super::board::enemy_line;
use super::super::dice::{chance_text, odds_text, skill_roll_text};
use super::super::names::{cause_name, effect_name, location_name, weapon_shown};

/// An enemy brought in.
pub(super) fn enemy_added(lang: Lang, enemy: &Enemy) -> EmbedSpec {
    EmbedSpec::new(
        t(lang, "pnp-bot-enemy-added", &[("name", u(&enemy.name))]),
        Tone::Combat,
    )
    .desc(enemy_line(lang, enemy))
}

/// An enemy taken out.
pub(super) fn enemy_removed(lang: Lang, name: &str) -> EmbedSpec {
    EmbedSpec::info(t(lang, "pnp-bot-enemy-removed", &[("name", u(name))]))
}

/// An enemy made a group's leader.
pub(super) fn leader_set(lang: Lang, enemy: &str, group: &str) -> EmbedSpec {
    EmbedSpec::info(t(
        lang,
        "pnp-bot-leader",
        &[("name", u(enemy)), ("group", u(group))],
    ))
}

/// An enemy's morale score set, or cleared.
pub(super) fn morale_set(lang: Lang, enemy: &str, score: Option<u8>) -> EmbedSpec {
    EmbedSpec::info(t(
        lang,
        "pnp-bot-morale-set",
        &[
            ("name", u(enemy)),
            (
                "score",
                a(score.map_or_else(|| t0(lang, "pnp-bot-morale-none"), |s| s.to_string())),
            ),
        ],
    ))
}

/// An attack: the roll against the chance and the verdict, the chance's
/// parts and the odds (only the die when an enemy's numbers are hidden).
pub(super) fn attack(
    lang: Lang,
    attacker: &str,
    target: &str,
    weapon: &str,
    chance: &AttackChance,
    roll: &SkillRoll,
) -> EmbedSpec {
    let title = t(
        lang,
        "pnp-bot-attack-title",
        &[
            ("attacker", u(attacker)),
            ("target", u(target)),
            ("weapon", a(weapon_shown(lang, weapon))),
        ],
    );
    let hit = if roll.level.succeeded() {
        t0(lang, "pnp-bot-hit")
    } else {
        t0(lang, "pnp-bot-miss")
    };
    // An enemy's skill, or its agility and armour as a target, are
    // its numbers: the chance (and so the margin and the odds) too.
    if hidden::hides(attacker) || hidden::hides(target) {
        let line = t(
            lang,
            "pnp-bot-attack-line",
            &[("die", a(roll.die)), ("target", a(hidden::MASK))],
        );
        return EmbedSpec::new(title, Tone::Combat).desc(format!("{line}\n{hit}"));
    }
    let mut spec = EmbedSpec::new(title, Tone::Combat).desc(format!(
        "{}\n{hit}",
        skill_roll_text(lang, roll, "pnp-bot-attack-line")
    ));
    spec.field(t0(lang, "pnp-bot-chance"), chance_text(lang, chance), false);
    spec.field(t0(lang, "pnp-bot-odds"), odds_text(lang, &roll.odds), false);
    spec
}

/// A missed throw scattered: which way, by how much.
pub(super) fn scatter(lang: Lang, direction: u32, missed_by: i64) -> EmbedSpec {
    EmbedSpec::new(
        t(
            lang,
            "pnp-bot-scatter",
            &[
                (
                    "direction",
                    a(t0(
                        lang,
                        &format!("pnp-direction-{}", direction.clamp(1, 8)),
                    )),
                ),
                ("missed_by", a(missed_by)),
            ],
        ),
        Tone::Combat,
    )
}

/// A called shot's effect on the location hit.
pub(super) fn called_shot(
    lang: Lang,
    target: &str,
    location: Location,
    effect: CalledEffect,
) -> EmbedSpec {
    EmbedSpec::new(
        t(
            lang,
            "pnp-bot-called",
            &[
                ("name", u(target)),
                ("location", a(location_name(lang, location))),
                ("effect", a(effect_name(lang, effect))),
            ],
        ),
        Tone::Combat,
    )
}

/// A morale roll: its cause, the dice against the score, whether the enemy
/// flees.
pub(super) fn morale(lang: Lang, enemy: &str, cause: MoraleCause, roll: &MoraleRoll) -> EmbedSpec {
    let verdict = if roll.flees {
        t(lang, "pnp-bot-morale-flees", &[("name", u(enemy))])
    } else {
        t(lang, "pnp-bot-morale-holds", &[("name", u(enemy))])
    };
    EmbedSpec::new(
        t(lang, "pnp-bot-morale-title", &[("name", u(enemy))]),
        Tone::Combat,
    )
    .desc(format!(
        "{}\n{}\n**{verdict}**",
        cause_name(lang, cause),
        t(
            lang,
            "pnp-bot-morale-line",
            &[
                ("a", a(roll.dice[0])),
                ("b", a(roll.dice[1])),
                ("modifier", a(signed(roll.modifier))),
                ("total", a(roll.total)),
                ("score", a(roll.score)),
            ],
        )
    ))
}
