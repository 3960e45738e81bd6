//! Tests and attacks: a test's embed, an attack's difficulty, hits,
//! qualities, damage applied and rads, and what a turn's start or end did.

use super::board::pools_text;
use super::names::{
    chem_name, damage_name, dr_lines, effect_name, item_name, location_name, range_name, unit,
    weapon_shown,
};
use super::pieces::{
    ap_lines, ap_move, combat_roll_text, harm_lines, hp_line, odds_text, persistent_text,
    target_text, test_text, turn_text, weapon_or_word,
};
use super::Table;
use crate::bot::layout;
use crate::bot::render::{a, hidden, join, t, t0, u, EmbedSpec, Tone};
use crate::engine::rulesets::fallout2d20::damage::CombatRoll;
use crate::engine::rulesets::fallout2d20::outcome::{
    ApMove, Applied, AttackReport, HitKind, HitReport, RadReport, Saved, TestReport, TurnEffect,
    TurnView, Unit,
};
use crate::engine::rulesets::fallout2d20::qualities::QualityUse;
use crate::engine::rulesets::fallout2d20::sneak::SneakAttack;
use crate::games::fallout2d20::power;
use crate::i18n::{Arg, Lang};
use std::fmt::Write as _;

pub(super) fn test_tone(test: &TestReport) -> Tone {
    if test.passed {
        Tone::Success
    } else if test.roll.complications > 0 {
        Tone::Complication
    } else {
        Tone::Failure
    }
}

/// A test's embed: the title, the dice, the odds, AP and the turn.
pub(super) fn test_spec(
    lang: Lang,
    title: String,
    test: &TestReport,
    ap: Option<&ApMove>,
    saved: Option<&Saved>,
    turn: Option<&TurnView>,
    table: Option<&Table>,
) -> EmbedSpec {
    let mut spec = EmbedSpec::new(title, test_tone(test)).desc(test_text(lang, test));
    spec.field(
        t0(lang, "f2d20-bot-odds"),
        odds_text(lang, &test.roll),
        false,
    );
    let mut lines = ap_lines(lang, ap, saved);
    if let Some(table) = table {
        lines.push(pools_text(lang, table.group_ap, table.gm_ap));
    }
    spec.field(t0(lang, "f2d20-bot-ap"), lines.join("\n"), false);
    if let Some(turn) = turn {
        spec.field(t0(lang, "f2d20-bot-turn"), turn_text(lang, turn), false);
    }
    spec
}

pub(super) fn difficulty_text(lang: Lang, r: &AttackReport) -> String {
    let d = &r.difficulty;
    let mut parts = Vec::new();
    if d.defend > 0 {
        parts.push(t(lang, "f2d20-bot-diff-defend", &[("n", a(d.defend))]));
    }
    if d.location > 0 {
        parts.push(t(lang, "f2d20-bot-diff-location", &[("n", a(d.location))]));
    }
    if let Some(range) = d.range {
        parts.push(t(
            lang,
            "f2d20-bot-diff-range",
            &[
                ("range", a(range_name(lang, range))),
                ("n", a(d.range_modifier)),
            ],
        ));
    }
    if d.second_major > 0 {
        parts.push(t(
            lang,
            "f2d20-bot-diff-second",
            &[("n", a(d.second_major))],
        ));
    }
    if d.head_injury > 0 {
        parts.push(t(lang, "f2d20-bot-diff-head", &[("n", a(d.head_injury))]));
    }
    if d.parry > 0 {
        parts.push(t(lang, "f2d20-bot-diff-parry", &[("n", a(d.parry))]));
    }
    if d.reach > 0 {
        parts.push(t(lang, "f2d20-bot-diff-reach", &[("n", a(d.reach))]));
    }
    if d.one_handed > 0 {
        parts.push(t(
            lang,
            "f2d20-bot-diff-one-handed",
            &[("n", a(d.one_handed))],
        ));
    }
    let id = if d.blast {
        "f2d20-bot-difficulty-blast"
    } else {
        "f2d20-bot-difficulty"
    };
    let mut line = t(
        lang,
        id,
        &[("total", a(d.total)), ("defense", a(d.defense))],
    );
    for p in parts {
        let _ = write!(line, " + {p}");
    }
    if d.sneak > 0 {
        let _ = write!(
            line,
            " − {}",
            t(lang, "f2d20-bot-diff-sneak", &[("n", a(d.sneak))])
        );
    }
    line
}

/// What a sneak attack changed, line by line.
pub(super) fn sneak_text(lang: Lang, s: &SneakAttack) -> String {
    let mut lines = Vec::new();
    if s.vicious {
        lines.push(t0(lang, "f2d20-bot-sneak-vicious"));
    }
    if s.dice > 0 {
        lines.push(t(lang, "f2d20-bot-sneak-dice", &[("n", a(s.dice))]));
    }
    if s.chem_dice > 0 {
        let chems = join(lang, s.chems.iter().map(|x| chem_name(lang, x)));
        lines.push(t(
            lang,
            "f2d20-bot-sneak-chems",
            &[("chems", a(chems)), ("n", a(s.chem_dice))],
        ));
    }
    lines.join("\n")
}

/// Whether `who` is a creature whose numbers the channel may not see.
pub(super) fn hidden_unit(who: &Unit) -> bool {
    matches!(who, Unit::Creature(name) if hidden::hides(name))
}

/// A number of `who` as the channel may see it: a hidden enemy's masked.
pub(super) fn masked_for(who: &Unit, value: impl std::fmt::Display) -> String {
    if hidden_unit(who) {
        hidden::MASK.to_owned()
    } else {
        value.to_string()
    }
}

pub(crate) fn hit_line(lang: Lang, h: &HitReport) -> String {
    let prefix = match h.kind {
        HitKind::Primary => String::new(),
        HitKind::Spread => format!("{} ", t0(lang, "f2d20-bot-hit-spread")),
        HitKind::Burst => format!("{} ", t0(lang, "f2d20-bot-hit-burst")),
        HitKind::Blast => format!("{} ", t0(lang, "f2d20-bot-hit-blast")),
        HitKind::GunFu => format!("{} ", t0(lang, "f2d20-bot-hit-gun-fu")),
    };
    let mut line = match h.dr {
        Some(dr) => t(
            lang,
            "f2d20-bot-hit-line",
            &[
                ("name", unit(&h.target)),
                ("location", a(location_name(lang, &h.location))),
                ("before", a(h.before_dr)),
                ("type", a(damage_name(lang, h.damage_type))),
                ("dr", a(masked_for(&h.target, dr))),
                ("applied", a(masked_for(&h.target, h.dr_applied))),
                ("after", a(h.after_dr)),
            ],
        ),
        None => t(
            lang,
            "f2d20-bot-hit-immune",
            &[
                ("name", unit(&h.target)),
                ("location", a(location_name(lang, &h.location))),
                ("before", a(h.before_dr)),
                ("type", a(damage_name(lang, h.damage_type))),
            ],
        ),
    };
    line.insert_str(0, &prefix);
    if let Some(face) = h.location_die {
        if h.kind != HitKind::Primary {
            let _ = write!(
                line,
                " {}",
                t(lang, "f2d20-bot-location-rolled", &[("die", a(face))])
            );
        }
    }
    if h.pierced > 0 {
        let _ = write!(
            line,
            " {}",
            t(lang, "f2d20-bot-pierced", &[("n", a(h.pierced))])
        );
    }
    if let Some(cover) = &h.cover {
        let _ = write!(
            line,
            "\n  {}",
            t(
                lang,
                "f2d20-bot-cover-roll",
                &[("roll", a(combat_roll_text(lang, cover)))],
            )
        );
    }
    if let Some(piece) = &h.piece {
        let _ = write!(line, "\n  {}", power::hit_line(lang, piece));
    }
    let _ = write!(line, "\n  {}", hp_line(lang, &h.target, &h.hp));
    for more in harm_lines(lang, &h.target, &h.harm) {
        let _ = write!(line, "\n  {more}");
    }
    line
}

/// One weapon quality as an attack applied it.
pub(super) fn quality_line(lang: Lang, q: &QualityUse) -> String {
    match q {
        QualityUse::Blast {
            zone,
            targets,
            missed,
        } => {
            let names = join(lang, targets.iter().map(|x| layout::escape(x.name())));
            let id = if *missed {
                "f2d20-bot-q-blast-missed"
            } else {
                "f2d20-bot-q-blast"
            };
            let mut line = t(lang, id, &[("targets", a(names))]);
            if let Some(z) = zone {
                let _ = write!(line, " {}", t(lang, "f2d20-bot-zone", &[("zone", u(z))]));
            }
            line
        }
        QualityUse::WithinReach => t0(lang, "f2d20-bot-q-reach"),
        QualityUse::CloseQuarters => t0(lang, "f2d20-bot-q-close-quarters"),
        QualityUse::OneHanded => t0(lang, "f2d20-bot-q-one-handed"),
        QualityUse::Reliable => t0(lang, "f2d20-bot-q-reliable"),
        QualityUse::Gatling { bursts } => t(lang, "f2d20-bot-q-gatling", &[("bursts", a(*bursts))]),
        QualityUse::Parry { ap } => {
            let mut line = t0(lang, "f2d20-bot-q-parry");
            if let Some(m) = ap {
                let _ = write!(line, " ({})", ap_move(lang, m));
            }
            line
        }
        QualityUse::Debilitating { injuries } => {
            t(lang, "f2d20-bot-q-debilitating", &[("n", a(*injuries))])
        }
        QualityUse::Emp { spared } => {
            let names = join(lang, spared.iter().map(|x| layout::escape(x.name())));
            t(lang, "f2d20-bot-q-emp", &[("spared", a(names))])
        }
    }
}

/// A damage effect applied, in the words of its effect.
pub(crate) fn applied_line(lang: Lang, e: &Applied) -> String {
    match e {
        Applied::Burst { targets, ammo } => effect_line(
            lang,
            ("burst", "burst"),
            vec![
                (
                    "targets",
                    a(join(lang, targets.iter().map(|u| layout::escape(u.name())))),
                ),
                ("ammo", a(*ammo)),
            ],
        ),
        Applied::Breaking { .. } | Applied::BreakingCover { .. } => breaking_line(lang, e),
        Applied::Persistent { target, persistent } => effect_line(
            lang,
            ("persistent", "persistent"),
            vec![
                ("name", unit(target)),
                ("what", a(persistent_text(lang, persistent))),
            ],
        ),
        Applied::Piercing { rating, ignored } => effect_line(
            lang,
            ("piercing", "piercing"),
            vec![("rating", a(*rating)), ("ignored", a(*ignored))],
        ),
        Applied::Radioactive { target, amount } => effect_line(
            lang,
            ("radioactive", "radioactive"),
            vec![("name", unit(target)), ("amount", a(*amount))],
        ),
        Applied::Spread {
            target,
            hits,
            damage,
        } => effect_line(
            lang,
            ("spread", "spread"),
            vec![
                ("name", unit(target)),
                ("hits", a(*hits)),
                ("damage", a(*damage)),
            ],
        ),
        Applied::Stun { target } => {
            effect_line(lang, ("stun", "stun"), vec![("name", unit(target))])
        }
        Applied::Vicious { bonus } => {
            effect_line(lang, ("vicious", "vicious"), vec![("bonus", a(*bonus))])
        }
    }
}

/// Breaking: a location's DR or a cover's worn down.
fn breaking_line(lang: Lang, e: &Applied) -> String {
    match e {
        Applied::Breaking {
            target,
            location,
            damage_type,
            before,
            after,
        } => effect_line(
            lang,
            ("breaking", "breaking"),
            vec![
                ("name", unit(target)),
                ("location", a(location_name(lang, location))),
                ("type", a(damage_name(lang, *damage_type))),
                ("before", a(*before)),
                ("after", a(*after)),
            ],
        ),
        Applied::BreakingCover {
            target,
            before,
            after,
        } => effect_line(
            lang,
            ("breaking-cover", "breaking"),
            vec![
                ("name", unit(target)),
                ("before", a(*before)),
                ("after", a(*after)),
            ],
        ),
        _ => unreachable!("applied_line sends only Breaking here"),
    }
}

/// One damage effect's line: the message `f2d20-bot-fx-<line>` with the
/// effect's name first, then its own arguments.
fn effect_line(lang: Lang, (line, effect): (&str, &str), args: Vec<(&str, Arg)>) -> String {
    let mut all = vec![("effect", a(effect_name(lang, effect)))];
    all.extend(args);
    t(lang, &format!("f2d20-bot-fx-{line}"), &all)
}

pub(crate) fn rad_line(lang: Lang, r: &RadReport) -> String {
    let dr = match r.dr {
        Some(n) => n.to_string(),
        None => t0(lang, "f2d20-bot-immune"),
    };
    let mut line = t(
        lang,
        "f2d20-bot-rad-line",
        &[
            ("name", unit(&r.target)),
            ("location", a(location_name(lang, &r.location))),
            ("before", a(r.before_dr)),
            ("dr", a(masked_for(&r.target, dr))),
            ("taken", a(r.taken)),
            ("max_before", a(masked_for(&r.target, r.max_before))),
            ("max", a(masked_for(&r.target, r.hp.max))),
        ],
    );
    if r.healed > 0 {
        let healed = t(
            lang,
            "f2d20-bot-rads-healed",
            &[("name", unit(&r.target)), ("hp", a(r.healed))],
        );
        let _ = write!(line, "\n  {healed}");
    }
    let _ = write!(line, "\n  {}", hp_line(lang, &r.target, &r.hp));
    for more in harm_lines(lang, &r.target, &r.harm) {
        let _ = write!(line, "\n  {more}");
    }
    line
}

/// An attack's embed: the difficulty, the test and the verdict, the odds,
/// the location, the damage dice, each hit, the effects, qualities, sneak
/// attack and radiation, the AP and the turn, the target's DR.
pub(super) fn attack_spec(lang: Lang, r: &AttackReport, table: Option<&Table>) -> EmbedSpec {
    let title = t(
        lang,
        "f2d20-bot-attack-title",
        &[
            ("attacker", unit(&r.attacker)),
            ("target", unit(&r.target)),
            ("weapon", a(weapon_shown(lang, &r.weapon))),
        ],
    );
    let tone = if r.hit { Tone::Combat } else { Tone::Failure };
    let mut spec = EmbedSpec::new(title, tone).desc(attack_desc(lang, r));
    spec.field(
        t0(lang, "f2d20-bot-odds"),
        odds_text(lang, &r.test.roll),
        false,
    );
    if let Some(location) = &r.location {
        let primary = r.hits.iter().find(|h| h.kind == HitKind::Primary);
        let how = match primary.and_then(|h| h.location_die) {
            Some(face) => t(lang, "f2d20-bot-location-rolled", &[("die", a(face))]),
            None => t0(lang, "f2d20-bot-location-aimed"),
        };
        spec.field(
            t0(lang, "f2d20-bot-location"),
            format!("{} {how}", location_name(lang, location)),
            true,
        );
    }
    if let Some(roll) = &r.damage {
        spec.field(
            t0(lang, "f2d20-bot-damage-dice"),
            damage_dice_text(lang, r, roll),
            false,
        );
    }
    let hits: Vec<String> = r.hits.iter().map(|h| hit_line(lang, h)).collect();
    spec.field(t0(lang, "f2d20-bot-hits"), hits.join("\n"), false);
    let applied: Vec<String> = r.applied.iter().map(|e| applied_line(lang, e)).collect();
    spec.field(
        t(lang, "f2d20-bot-effects", &[("n", a(r.effects))]),
        applied.join("\n"),
        false,
    );
    let used: Vec<String> = r.qualities.iter().map(|q| quality_line(lang, q)).collect();
    spec.field(t0(lang, "f2d20-bot-qualities"), used.join("\n"), false);
    if let Some(s) = &r.sneak {
        spec.field(t0(lang, "f2d20-bot-sneak"), sneak_text(lang, s), false);
    }
    spec.field(
        t0(lang, "f2d20-bot-attack-perks"),
        super::attack_perks::perk_lines(lang, &r.perks),
        false,
    );
    let rads: Vec<String> = r.radiation.iter().map(|x| rad_line(lang, x)).collect();
    spec.field(t0(lang, "f2d20-bot-radiation"), rads.join("\n"), false);
    spec.field(
        t0(lang, "f2d20-bot-ap"),
        attack_ap_lines(lang, r, table).join("\n"),
        false,
    );
    if let Some(turn) = &r.turn {
        spec.field(t0(lang, "f2d20-bot-turn"), turn_text(lang, turn), false);
    }
    if let Some(dr) = table
        .and_then(|t| t.dr_of(r.target.name()))
        .filter(|_| !hidden_unit(&r.target))
    {
        spec.field(
            t(lang, "f2d20-bot-target-dr", &[("name", unit(&r.target))]),
            dr_lines(lang, dr),
            false,
        );
    }
    spec
}

/// An attack's description: the difficulty, the test, the verdict.
fn attack_desc(lang: Lang, r: &AttackReport) -> String {
    // A hidden enemy's Defense (and so the difficulty) as a target, its
    // target number as an attacker, are its numbers.
    let mut desc = if hidden_unit(&r.target) {
        t(
            lang,
            "f2d20-bot-difficulty",
            &[("total", a(hidden::MASK)), ("defense", a(hidden::MASK))],
        )
    } else {
        difficulty_text(lang, r)
    };
    let test = test_text(lang, &r.test);
    let test = if hidden_unit(&r.attacker) {
        let number = target_text(lang, &r.test.roll.target);
        test.replacen(&number, hidden::MASK, 1)
    } else {
        test
    };
    let _ = write!(desc, "\n{test}");
    let verdict = if r.hit {
        t0(lang, "f2d20-bot-hit")
    } else {
        t0(lang, "f2d20-bot-miss")
    };
    let _ = write!(desc, "\n**{verdict}**");
    desc
}

/// An attack's damage dice: the roll, where the dice came from, the
/// re-rolls chems gave.
fn damage_dice_text(lang: Lang, r: &AttackReport, roll: &CombatRoll) -> String {
    let sources = t(
        lang,
        "f2d20-bot-dice-sources",
        &[
            ("weapon", a(r.dice.weapon)),
            ("melee", a(r.dice.melee)),
            ("ap", a(r.dice.ap)),
            ("ammo", a(r.dice.ammo)),
        ],
    );
    let mut damage_dice = format!("{}\n{sources}", combat_roll_text(lang, roll));
    if r.dice.perks > 0 {
        let _ = write!(
            damage_dice,
            "\n{}",
            t(lang, "f2d20-bot-perk-dice", &[("dice", a(r.dice.perks))])
        );
    }
    if let Some(x) = &r.chem_rerolls {
        let dice: Vec<String> = x
            .dice
            .iter()
            .map(|d| format!("{} → {}", d.before, d.after))
            .collect();
        let _ = write!(
            damage_dice,
            "\n{}",
            t(
                lang,
                "f2d20-bot-chem-damage-reroll",
                &[
                    (
                        "chems",
                        a(join(lang, x.chems.iter().map(|c| chem_name(lang, c))))
                    ),
                    ("dice", a(dice.join(", "))),
                ],
            )
        );
    }
    damage_dice
}

/// What an attack cost: the AP spent and saved, the AP it drew, the ammo
/// spent, a thrown weapon, the pools after.
fn attack_ap_lines(lang: Lang, r: &AttackReport, table: Option<&Table>) -> Vec<String> {
    let mut ap = ap_lines(lang, r.action_ap.as_ref(), r.saved.as_ref());
    if r.ap_from_generated > 0 {
        ap.push(t(
            lang,
            "f2d20-bot-from-generated",
            &[("n", a(r.ap_from_generated))],
        ));
    }
    if let Some(m) = &r.ap_from_pool {
        ap.push(ap_move(lang, m));
    }
    if let Some(ammo) = &r.ammo {
        ap.push(t(
            lang,
            "f2d20-bot-ammo-used",
            &[
                ("ammo", a(item_name(lang, &ammo.ammo))),
                ("spent", a(ammo.spent)),
                ("left", a(ammo.left)),
            ],
        ));
        if let Some(core) = &ammo.core {
            ap.push(t(
                lang,
                "f2d20-bot-core-shots",
                &[("spent", a(core.spent)), ("left", a(core.left))],
            ));
        }
    }
    if r.thrown {
        ap.push(t(
            lang,
            "f2d20-bot-thrown",
            &[("weapon", a(weapon_shown(lang, &r.weapon)))],
        ));
    }
    if let Some(table) = table {
        ap.push(pools_text(lang, table.group_ap, table.gm_ap));
    }
    ap
}

pub(super) fn turn_effect_lines(lang: Lang, who: &Unit, effects: &[TurnEffect]) -> Vec<String> {
    let mut lines = Vec::new();
    for e in effects {
        match e {
            TurnEffect::Persistent {
                source,
                roll,
                damage_type,
                dr_applied,
                taken,
                hp,
                harm,
                ended,
            } => {
                lines.push(t(
                    lang,
                    "f2d20-bot-effect-persistent",
                    &[
                        ("name", unit(who)),
                        ("source", a(weapon_or_word(lang, source))),
                        ("roll", a(combat_roll_text(lang, roll))),
                        ("type", a(damage_name(lang, *damage_type))),
                        ("dr", a(masked_for(who, *dr_applied))),
                        ("taken", a(*taken)),
                    ],
                ));
                lines.push(format!("  {}", hp_line(lang, who, hp)));
                lines.extend(
                    harm_lines(lang, who, harm)
                        .into_iter()
                        .map(|l| format!("  {l}")),
                );
                if *ended {
                    lines.push(format!("  {}", t0(lang, "f2d20-bot-effect-ended")));
                }
            }
            TurnEffect::DyingTest { test, survived } => {
                lines.push(t(
                    lang,
                    "f2d20-bot-effect-dying-test",
                    &[("name", unit(who))],
                ));
                lines.push(test_text(lang, test));
                let id = if *survived {
                    "f2d20-bot-effect-survived"
                } else {
                    "f2d20-bot-effect-died"
                };
                lines.push(t(lang, id, &[("name", unit(who))]));
            }
            TurnEffect::Stunned => {
                lines.push(t(lang, "f2d20-bot-effect-stunned", &[("name", unit(who))]));
            }
            TurnEffect::DefendEnded { bonus } => lines.push(t(
                lang,
                "f2d20-bot-effect-defend-ended",
                &[("name", unit(who)), ("bonus", a(*bonus))],
            )),
            TurnEffect::ReadyEnded => {
                lines.push(t(
                    lang,
                    "f2d20-bot-effect-ready-ended",
                    &[("name", unit(who))],
                ));
            }
            TurnEffect::ChemEnded { chem } => lines.push(t(
                lang,
                "f2d20-bot-chem-ended",
                &[("name", unit(who)), ("chem", a(chem_name(lang, chem)))],
            )),
        }
    }
    lines
}
