//! The small pieces every embed is built of: AP moves, HP lines, injuries
//! and harm, a test's dice and verdict, the turn's economy, combat dice,
//! persistent damage, a unit's vitals.

use super::names::{
    attribute_word, chem_name, damage_name, injury_name, location_name, pool_name, skill_word,
    unit, weapon_name,
};
use crate::bot::layout;
use crate::bot::render::{a, hidden, hp_bar, join, t, t0, u};
use crate::engine::mechanics::pool;
use crate::engine::mechanics::pool::{PoolRoll, Target};
use crate::engine::name::slug;
use crate::engine::rulesets::fallout2d20::character::{Injury, Persistent, Vitals};
use crate::engine::rulesets::fallout2d20::chems::{ChemDuration, ChemTest};
use crate::engine::rulesets::fallout2d20::damage::CombatRoll;
use crate::engine::rulesets::fallout2d20::outcome::{
    ApMove, Harm, HpChange, Pool, Saved, TestReport, TurnView, Unit,
};
use crate::games::fallout2d20::{apparel, diseases};
use crate::i18n;
use crate::i18n::Lang;
use std::fmt::Write as _;

pub(super) fn ap_move(lang: Lang, m: &ApMove) -> String {
    t(
        lang,
        "f2d20-bot-ap-move",
        &[
            ("pool", a(pool_name(lang, m.pool))),
            ("before", a(m.before)),
            ("after", a(m.after)),
        ],
    )
}

pub(super) fn saved_line(lang: Lang, s: &Saved) -> String {
    let mut line = t(
        lang,
        "f2d20-bot-saved",
        &[
            ("pool", a(pool_name(lang, s.pool))),
            ("saved", a(s.saved)),
            ("after", a(s.after)),
        ],
    );
    if s.lost > 0 {
        let _ = write!(
            line,
            " {}",
            t(lang, "f2d20-bot-saved-lost", &[("lost", a(s.lost))])
        );
    }
    line
}

/// The AP lines of an action: its cost, AP saved.
pub(super) fn ap_lines(lang: Lang, cost: Option<&ApMove>, saved: Option<&Saved>) -> Vec<String> {
    let mut lines = Vec::new();
    if let Some(m) = cost {
        lines.push(format!(
            "{} {}",
            t0(lang, "f2d20-bot-ap-cost"),
            ap_move(lang, m)
        ));
    }
    if let Some(s) = saved {
        lines.push(saved_line(lang, s));
    }
    lines
}

pub(super) fn hp_line(lang: Lang, who: &Unit, hp: &HpChange) -> String {
    if let Unit::Creature(name) = who {
        if hidden::hides(name) {
            return hidden::enemy_hp_line(lang, name, hp.after, hp.max);
        }
    }
    format!(
        "{} ❤️ {} (←{})",
        layout::escape(who.name()),
        hp_bar(hp.after, hp.max),
        hp.before
    )
}

pub(super) fn injury_text(lang: Lang, injury: &Injury) -> String {
    t(
        lang,
        "f2d20-bot-injury",
        &[
            ("location", a(location_name(lang, &injury.location))),
            ("kind", a(injury_name(lang, injury.kind))),
        ],
    )
}

pub(super) fn harm_lines(lang: Lang, who: &Unit, harm: &Harm) -> Vec<String> {
    let mut lines = Vec::new();
    if harm.critical {
        lines.push(t0(lang, "f2d20-bot-critical"));
    }
    for injury in &harm.injuries {
        lines.push(t(
            lang,
            "f2d20-bot-injured",
            &[
                ("name", unit(who)),
                ("injury", a(injury_text(lang, injury))),
            ],
        ));
    }
    if harm.dying {
        lines.push(t(lang, "f2d20-bot-falls-dying", &[("name", unit(who))]));
    }
    if harm.dead {
        lines.push(t(lang, "f2d20-bot-killed", &[("name", unit(who))]));
    }
    lines
}

/// "🎲 **3**★ · **12** · **20**⚠": each d20 with what it scored.
pub(super) fn faces_text(roll: &PoolRoll) -> String {
    roll.dice
        .iter()
        .map(|d| {
            let mark = match d.successes {
                2 => "✅✅",
                1 => "✅",
                _ => "✖️",
            };
            let warn = if d.complication { "⚠️" } else { "" };
            format!("**{}**{mark}{warn}", d.face)
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

pub(super) fn target_text(lang: Lang, target: &Target) -> String {
    t(
        lang,
        "f2d20-bot-target-number",
        &[
            ("number", a(target.number)),
            ("critical", a(target.critical)),
            ("complication", a(target.complication)),
        ],
    )
}

/// The exact chance the leader's d20s had to score the difficulty.
pub(super) fn odds_text(lang: Lang, roll: &PoolRoll) -> String {
    let odds = pool::pass_odds(roll.dice.len() as u32, roll.target, roll.difficulty);
    let percent = odds.as_f64() * 100.0;
    t(
        lang,
        "f2d20-bot-odds-line",
        &[
            ("percent", a(format!("{percent:.2}"))),
            ("favourable", a(odds.numerator.to_string())),
            ("all", a(odds.denominator.to_string())),
            ("dice", a(roll.dice.len())),
        ],
    )
}

/// A test's lines: the attribute and skill, the target number, each d20,
/// the Aim re-roll, bought dice, helpers' dice, the verdict.
pub(super) fn test_text(lang: Lang, test: &TestReport) -> String {
    let mut out = t(
        lang,
        "f2d20-bot-test",
        &[
            ("attribute", a(attribute_word(lang, &test.attribute))),
            ("skill", a(skill_word(lang, &test.skill))),
            ("target", a(target_text(lang, &test.roll.target))),
        ],
    );
    let _ = write!(
        out,
        "\n{} {}",
        t0(lang, "f2d20-bot-dice"),
        faces_text(&test.roll)
    );
    if let Some(r) = &test.reroll {
        let _ = write!(
            out,
            "\n{}",
            t(
                lang,
                "f2d20-bot-aim-reroll",
                &[
                    ("die", a(r.index + 1)),
                    ("before", a(r.before)),
                    ("after", a(r.after)),
                ],
            )
        );
    }
    if let Some(c) = &test.chem {
        chem_test_lines(lang, &mut out, c);
    }
    perk_reroll_lines(lang, &mut out, test);
    if let Some(x) = &test.apparel {
        let _ = write!(out, "\n{}", apparel::test_line(lang, x));
    }
    if test.bought.dice > 0 {
        bought_lines(lang, &mut out, test);
    }
    assist_lines(lang, &mut out, test);
    let _ = write!(out, "\n{}", verdict_line(lang, test));
    out
}

/// The dice perks re-rolled in a test, a line each.
fn perk_reroll_lines(lang: Lang, out: &mut String, test: &TestReport) {
    for p in &test.perk_rerolls {
        let _ = write!(
            out,
            "\n{}",
            t(
                lang,
                "f2d20-bot-reroll-perk",
                &[
                    ("perk", a(super::perk_name(lang, &p.perk))),
                    ("die", a(p.reroll.index + 1)),
                    ("before", a(p.reroll.before)),
                    ("after", a(p.reroll.after)),
                ],
            )
        );
    }
}

/// The helpers' dice in a test, a line each (a die that did not count says so).
fn assist_lines(lang: Lang, out: &mut String, test: &TestReport) {
    for assist in &test.assists {
        let id = if assist.counted {
            "f2d20-bot-assist-line"
        } else {
            "f2d20-bot-assist-uncounted"
        };
        let _ = write!(
            out,
            "\n{}",
            t(
                lang,
                id,
                &[
                    ("name", unit(&assist.helper)),
                    ("face", a(assist.die.face)),
                    ("successes", a(assist.die.successes)),
                    ("target", a(assist.target.number)),
                ],
            )
        );
    }
}

/// What chems did to a test: the difficulty they changed, the re-rolls they
/// gave.
fn chem_test_lines(lang: Lang, out: &mut String, c: &ChemTest) {
    let chems = join(lang, c.chems.iter().map(|x| chem_name(lang, x)));
    if c.asked != c.difficulty {
        let _ = write!(
            out,
            "\n{}",
            t(
                lang,
                "f2d20-bot-chem-test",
                &[
                    ("chems", a(chems.clone())),
                    ("asked", a(c.asked)),
                    ("difficulty", a(c.difficulty)),
                ],
            )
        );
    }
    for (reroll, id) in [
        (&c.reroll, "f2d20-bot-chem-reroll"),
        (&c.aim, "f2d20-bot-chem-aim-reroll"),
    ] {
        if let Some(r) = reroll {
            let _ = write!(
                out,
                "\n{}",
                t(
                    lang,
                    id,
                    &[
                        ("chems", a(chems.clone())),
                        ("die", a(r.index + 1)),
                        ("before", a(r.before)),
                        ("after", a(r.after)),
                    ],
                )
            );
        }
    }
}

/// The dice bought for a test: how many, their cost and the AP it moved,
/// the free dice chems gave.
fn bought_lines(lang: Lang, out: &mut String, test: &TestReport) {
    let to_gm = test.bought.ap.is_some_and(|m| m.pool == Pool::Gm)
        && matches!(test.unit, Unit::Character(_));
    let id = if to_gm {
        "f2d20-bot-bought-gm"
    } else {
        "f2d20-bot-bought"
    };
    let _ = write!(
        out,
        "\n{}",
        t(
            lang,
            id,
            &[("dice", a(test.bought.dice)), ("cost", a(test.bought.cost))],
        )
    );
    if let Some(m) = &test.bought.ap {
        let _ = write!(out, " ({})", ap_move(lang, m));
    }
    if let Some(f) = &test.bought.free {
        let chems = join(lang, f.chems.iter().map(|x| chem_name(lang, x)));
        let _ = write!(
            out,
            "\n{}",
            t(
                lang,
                "f2d20-bot-chem-free-dice",
                &[("chems", a(chems)), ("dice", a(f.dice))],
            )
        );
    }
}

/// A test's verdict: passed or failed, the successes against the
/// difficulty, the AP generated, the complications.
fn verdict_line(lang: Lang, test: &TestReport) -> String {
    let verdict = if test.passed {
        "f2d20-bot-passed"
    } else {
        "f2d20-bot-failed"
    };
    t(
        lang,
        verdict,
        &[
            ("successes", a(test.successes)),
            ("difficulty", a(test.roll.difficulty)),
            ("ap", a(test.ap_generated)),
            ("complications", a(test.roll.complications)),
        ],
    )
}

/// The turn's action economy: actions left, their next cost, movement.
pub(super) fn turn_text(lang: Lang, turn: &TurnView) -> String {
    let cost = |c: Option<u32>| match c {
        Some(ap) => a(ap),
        None => a(t0(lang, "f2d20-bot-no-slot")),
    };
    let mut out = t(
        lang,
        "f2d20-bot-turn-line",
        &[
            ("name", unit(&turn.unit)),
            ("round", a(turn.round)),
            ("minors", a(turn.minors_left)),
            ("majors", a(turn.majors_left)),
            ("minor_ap", cost(turn.next_minor_ap)),
            ("major_ap", cost(turn.next_major_ap)),
            (
                "movement",
                a(t0(
                    lang,
                    if turn.moved {
                        "f2d20-bot-moved"
                    } else {
                        "f2d20-bot-not-moved"
                    },
                )),
            ),
        ],
    );
    if turn.stunned {
        let _ = write!(out, "\n{}", t0(lang, "f2d20-bot-turn-stunned"));
    }
    if turn.aimed {
        let _ = write!(out, "\n{}", t0(lang, "f2d20-bot-turn-aimed"));
    }
    out
}

pub(super) fn combat_dice_text(roll: &CombatRoll) -> String {
    roll.dice
        .iter()
        .map(|d| {
            let shown = if d.effect {
                format!("{}⚡", d.damage)
            } else {
                d.damage.to_string()
            };
            format!("[{}→{shown}]", d.face)
        })
        .collect::<Vec<_>>()
        .join(" ")
}

pub(crate) fn combat_roll_text(lang: Lang, roll: &CombatRoll) -> String {
    t(
        lang,
        "f2d20-bot-damage-roll",
        &[
            ("dice", a(combat_dice_text(roll))),
            ("total", a(roll.total)),
            ("effects", a(roll.effects)),
        ],
    )
}

pub(super) fn persistent_text(lang: Lang, p: &Persistent) -> String {
    let id = if p.rounds_left.is_some() {
        "f2d20-bot-persistent-line"
    } else {
        "f2d20-bot-persistent-untreated"
    };
    t(
        lang,
        id,
        &[
            ("source", a(weapon_or_word(lang, &p.source))),
            ("dice", a(p.dice)),
            ("type", a(damage_name(lang, p.damage_type))),
            ("location", a(location_name(lang, &p.location))),
            ("difficulty", a(p.difficulty)),
            ("rounds", a(p.rounds_left.unwrap_or(0))),
        ],
    )
}

/// A persistent source: a weapon, or the game's `bleeding`.
pub(super) fn weapon_or_word(lang: Lang, source: &str) -> String {
    i18n::try_tr(lang, &format!("f2d20-bot-source-{}", slug(source)), &[])
        .unwrap_or_else(|| weapon_name(lang, source))
}

pub(super) fn vitals_lines(lang: Lang, v: &Vitals, max_before_rads: u32) -> Vec<String> {
    let mut lines = Vec::new();
    if v.rads > 0 {
        lines.push(t(
            lang,
            "f2d20-bot-rads",
            &[("rads", a(v.rads)), ("max", a(max_before_rads))],
        ));
    }
    for injury in &v.injuries {
        lines.push(injury_text(lang, injury));
    }
    for p in &v.persistent {
        lines.push(persistent_text(lang, p));
    }
    for e in &v.chems {
        let id = match e.duration {
            ChemDuration::Brief => "f2d20-bot-chem-brief",
            _ => "f2d20-bot-chem-lasting",
        };
        lines.push(t(lang, id, &[("chem", a(chem_name(lang, &e.chem)))]));
    }
    if v.chem_ap > 0 {
        lines.push(t(lang, "f2d20-bot-chem-ap-left", &[("ap", a(v.chem_ap))]));
    }
    for chem in &v.addictions {
        lines.push(t(
            lang,
            "f2d20-bot-addicted",
            &[("chem", a(chem_name(lang, chem)))],
        ));
    }
    for disease in &v.diseases {
        lines.push(diseases::carried_line(lang, disease));
    }
    for (on, id) in [
        (v.dead, "f2d20-bot-dead"),
        (v.dying && !v.dead, "f2d20-bot-dying"),
        (v.unconscious, "f2d20-bot-unconscious"),
        (v.stunned, "f2d20-bot-stunned"),
        (v.prone, "f2d20-bot-prone"),
    ] {
        if on {
            lines.push(t0(lang, id));
        }
    }
    if v.defense_bonus > 0 {
        lines.push(t(
            lang,
            "f2d20-bot-defend-bonus",
            &[("bonus", a(v.defense_bonus))],
        ));
    }
    if v.cover > 0 {
        lines.push(t(lang, "f2d20-bot-cover", &[("dice", a(v.cover))]));
    }
    if let Some(trigger) = &v.readied {
        lines.push(t(lang, "f2d20-bot-readied", &[("trigger", u(trigger))]));
    }
    lines
}
