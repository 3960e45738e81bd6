//! Check events: a check and its re-roll, dice, awareness, skill growth and
//! skill-ups, and a repeated check or roll drawn as one embed.

use std::fmt::Write as _;

use crate::bot::layout;
use crate::bot::render::{a, join, numbered, t, t0, u, EmbedSpec, Tone};
use crate::engine::rulesets::wasteland::check::{CheckResult, Complication, DieMeaning, Oracle};
use crate::engine::rulesets::wasteland::outcome::Event;
use crate::i18n::{self, Lang};

use super::{field, Piece};

fn oracle_id(o: Oracle) -> &'static str {
    match o {
        Oracle::BlessingInDisguise => "oracle-1",
        Oracle::MinorNuisance => "oracle-2",
        Oracle::HiddenThreat => "oracle-3",
        Oracle::CostlySuccess => "oracle-4",
        Oracle::ImmediateTrouble => "oracle-5",
        Oracle::CascadingFailure => "oracle-6",
    }
}

fn die_meaning(lang: Lang, m: DieMeaning) -> (&'static str, String) {
    let (icon, id) = match m {
        DieMeaning::Critical => ("✦", "die-critical"),
        DieMeaning::TagCritical => ("✧", "die-tag-critical"),
        DieMeaning::Success => ("✔", "die-success"),
        DieMeaning::Failure => ("✘", "die-failure"),
        DieMeaning::Complication => ("⚠", "die-complication"),
    };
    (icon, t0(lang, id))
}

fn check_subject(lang: Lang, r: &CheckResult) -> String {
    r.skill.map_or_else(
        || i18n::attribute(lang, r.attribute),
        |s| {
            format!(
                "{} + {}",
                i18n::attribute(lang, r.attribute),
                i18n::skill(lang, s)
            )
        },
    )
}

fn check_tone(r: &CheckResult) -> Tone {
    if !r.complications.is_empty() {
        Tone::Complication
    } else if r.passed {
        Tone::Success
    } else {
        Tone::Failure
    }
}

/// A one-line summary of a check, for the melee STR check and skill-up INT check.
pub(super) fn check_short(lang: Lang, r: &CheckResult) -> String {
    let faces = join(lang, r.dice.iter().map(|d| d.face.to_string()));
    let verdict = verdict(lang, r, "check-passed", "check-failed");
    t(
        lang,
        "check-short",
        &[
            ("subject", a(check_subject(lang, r))),
            ("dice", a(faces)),
            ("verdict", a(verdict)),
        ],
    )
}

/// A check's participants, a line each: name, TN and tag level.
fn participants_text(
    lang: Lang,
    participants: &[crate::engine::rulesets::wasteland::check::Participant],
) -> String {
    participants
        .iter()
        .map(|p| {
            if p.tag_level > 0 {
                t(
                    lang,
                    "check-participant-tag",
                    &[
                        ("name", u(&p.name)),
                        ("tn", a(p.tn)),
                        ("tag", a(p.tag_level)),
                    ],
                )
            } else {
                t(
                    lang,
                    "check-participant",
                    &[("name", u(&p.name)), ("tn", a(p.tn))],
                )
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// A check as an embed: the verdict, participants, dice, AP, complications,
/// odds and Luck; `offer` says a Luck re-roll is on offer.
pub(super) fn check_spec(lang: Lang, title: String, r: &CheckResult, offer: bool) -> EmbedSpec {
    let mut desc = verdict(lang, r, "check-passed", "check-failed");
    if offer {
        desc.push('\n');
        desc.push_str(&t(lang, "check-luck-offer", &[("leader", u(&r.leader))]));
    }
    let mut spec = EmbedSpec::new(title, check_tone(r)).desc(desc);

    spec.field(
        t0(lang, "check-participants"),
        participants_text(lang, &r.participants),
        true,
    );
    spec.field(t0(lang, "check-dice"), dice_text(lang, r), true);

    let mut ap = ap_line(lang, r.ap_before, r.ap_after, r.ap_spent, r.ap_gained);
    if r.aimed {
        ap.push('\n');
        ap.push_str(&t0(lang, "check-aimed"));
    }
    spec.field(t0(lang, "check-ap"), ap, true);

    if !r.complications.is_empty() {
        let lines = r
            .complications
            .iter()
            .map(|c| complication_line(lang, c))
            .collect::<Vec<_>>()
            .join("\n");
        spec.field(t0(lang, "check-complications"), lines, false);
    }

    spec.field(
        t0(lang, "check-odds"),
        format!("{:.2}%", r.probability * 100.0),
        true,
    );

    if let Some(l) = &r.luck {
        let id = if l.triggered {
            "check-luck-triggered"
        } else {
            "check-luck-missed"
        };
        spec.field(
            t0(lang, "check-luck"),
            t(lang, id, &[("roll", a(l.roll)), ("luck", a(l.luck))]),
            true,
        );
    }
    spec
}

/// Whether a check passed, with its successes against the difficulty, in
/// the words of `passed` or `failed`.
fn verdict(lang: Lang, r: &CheckResult, passed: &str, failed: &str) -> String {
    t(
        lang,
        if r.passed { passed } else { failed },
        &[
            ("successes", a(r.successes)),
            ("difficulty", a(r.difficulty)),
        ],
    )
}

/// A check's dice, a line each: face, meaning, who rolled it (when several
/// did) and whether it counted.
fn dice_text(lang: Lang, r: &CheckResult) -> String {
    let several = r.participants.len() > 1;
    let mut dice = String::new();
    for d in &r.dice {
        let (icon, meaning) = die_meaning(lang, d.meaning);
        let _ = write!(dice, "🎲 {} {icon} {meaning}", d.face);
        if several {
            let _ = write!(dice, " ({})", layout::escape(&d.roller));
        }
        if !d.counted {
            let _ = write!(dice, " {}", t0(lang, "die-not-counted"));
        }
        dice.push('\n');
    }
    dice
}

/// The AP line of a check or a series of them.
fn ap_line(lang: Lang, before: u32, after: u32, spent: u32, gained: u32) -> String {
    t(
        lang,
        "check-ap-line",
        &[
            ("before", a(before)),
            ("after", a(after)),
            ("spent", a(spent)),
            ("gained", a(gained)),
        ],
    )
}

/// One complication: its roll and what the oracle says.
fn complication_line(lang: Lang, c: &Complication) -> String {
    t(
        lang,
        "check-complication",
        &[
            ("roll", a(c.roll)),
            ("oracle", a(t0(lang, oracle_id(c.oracle)))),
        ],
    )
}

/// One check of a series, with the awareness rolled before it and the skills
/// learned from it.
struct SeriesLine<'a> {
    result: &'a CheckResult,
    awareness: Option<(u32, i64)>,
    grew: Vec<String>,
}

/// One embed for a check repeated (`/check repeat:`): the participants and
/// odds once, then a numbered line per check with its dice, verdict, AP,
/// complications, awareness and skill learned; `None` unless the outcome
/// holds two checks or more.
pub(super) fn check_series(lang: Lang, events: &[Event]) -> Option<EmbedSpec> {
    let lines = series_lines(lang, events);
    let (first, last) = (lines.first()?.result, lines.last()?.result);
    if lines.len() < 2 {
        return None;
    }
    let passed = lines.iter().filter(|l| l.result.passed).count();
    let mut desc = vec![t(
        lang,
        "check-series-summary",
        &[("passed", a(passed)), ("times", a(lines.len()))],
    )];
    let several = first.participants.len() > 1;
    desc.extend(
        lines
            .iter()
            .enumerate()
            .map(|(n, line)| series_line_text(lang, n, line, several)),
    );
    let title = t(
        lang,
        "check-series-title",
        &[
            ("subject", a(check_subject(lang, first))),
            ("leader", u(&first.leader)),
            ("times", a(lines.len())),
        ],
    );
    let tone = if lines.iter().any(|l| !l.result.complications.is_empty()) {
        Tone::Complication
    } else {
        Tone::Info
    };
    let mut spec = EmbedSpec::new(title, tone).desc(desc.join("\n"));
    spec.field(
        t0(lang, "check-participants"),
        participants_text(lang, &first.participants),
        true,
    );
    let spent: u32 = lines.iter().map(|l| l.result.ap_spent).sum();
    let gained: u32 = lines.iter().map(|l| l.result.ap_gained).sum();
    spec.field(
        t0(lang, "check-ap"),
        ap_line(lang, first.ap_before, last.ap_after, spent, gained),
        true,
    );
    // The odds of each check; awareness can move them from one to the next.
    let mut odds: Vec<String> = Vec::new();
    for l in &lines {
        let o = format!("{:.2}%", l.result.probability * 100.0);
        if !odds.contains(&o) {
            odds.push(o);
        }
    }
    spec.field(t0(lang, "check-odds"), join(lang, odds), true);
    Some(spec)
}

/// The checks of an outcome, each with the awareness rolled before it and
/// the skills that grew after it.
fn series_lines(lang: Lang, events: &[Event]) -> Vec<SeriesLine<'_>> {
    let mut lines: Vec<SeriesLine<'_>> = Vec::new();
    let mut awareness = None;
    for event in events {
        match event {
            Event::Awareness { roll, bonus, .. } => awareness = Some((*roll, i64::from(*bonus))),
            Event::Check { result, .. } => lines.push(SeriesLine {
                result,
                awareness: awareness.take(),
                grew: Vec::new(),
            }),
            Event::SkillGrowth {
                name,
                skill,
                grew: true,
                level,
                ..
            } => {
                if let Some(last) = lines.last_mut() {
                    last.grew.push(t(
                        lang,
                        "check-series-growth",
                        &[
                            ("name", u(name)),
                            ("skill", a(i18n::skill(lang, *skill))),
                            ("level", a(*level)),
                        ],
                    ));
                }
            }
            _ => {}
        }
    }
    lines
}

/// The `n`th check of a series on one line: its dice (with who rolled each
/// when `several` did), verdict, AP, awareness, complications and growth.
fn series_line_text(lang: Lang, n: usize, line: &SeriesLine<'_>, several: bool) -> String {
    let r = line.result;
    let dice = r
        .dice
        .iter()
        .map(|d| {
            let (icon, _) = die_meaning(lang, d.meaning);
            let mut die = format!("{}{icon}", d.face);
            if several && d.roller != r.leader {
                let _ = write!(die, " ({})", layout::escape(&d.roller));
            }
            die
        })
        .collect::<Vec<_>>()
        .join(" ");
    let mut parts = vec![verdict(
        lang,
        r,
        "check-series-passed",
        "check-series-failed",
    )];
    if r.ap_spent > 0 || r.ap_gained > 0 {
        parts.push(t(
            lang,
            "check-series-ap",
            &[("before", a(r.ap_before)), ("after", a(r.ap_after))],
        ));
    }
    if let Some((roll, bonus)) = line.awareness {
        parts.push(t(
            lang,
            "check-series-awareness",
            &[("roll", a(roll)), ("bonus", a(bonus))],
        ));
    }
    parts.extend(r.complications.iter().map(|c| complication_line(lang, c)));
    parts.extend(line.grew.iter().cloned());
    numbered(n, &format!("{dice} → {}", parts.join(" · ")))
}

/// One embed for a roll repeated (`/roll repeat:`): a numbered line per
/// roll; `None` for a single roll.
pub(super) fn repeated_dice(lang: Lang, events: &[Event]) -> Option<Piece> {
    let rolls: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e, Event::Dice { .. }))
        .collect();
    let Some(Event::Dice { count, sides, .. }) = rolls.first().copied() else {
        return None;
    };
    if rolls.len() < 2 {
        return None;
    }
    let lines: Vec<String> = rolls
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match e {
            Event::Dice {
                faces,
                total,
                min,
                max,
                ..
            } => Some(numbered(i, &dice_line(lang, faces, *total, [*min, *max]))),
            _ => None,
        })
        .collect();
    let title = t(
        lang,
        "dice-repeat-title",
        &[
            ("count", a(*count)),
            ("sides", a(*sides)),
            ("times", a(rolls.len())),
        ],
    );
    Some(Piece::Embed(
        EmbedSpec::new(title, Tone::Info).desc(lines.join("\n")),
    ))
}

pub(super) fn check(lang: Lang, event: &Event) -> Piece {
    let Event::Check { result, reroll } = event else {
        unreachable!("piece sends only Check here")
    };
    let title = t(
        lang,
        "check-title",
        &[
            ("subject", a(check_subject(lang, result))),
            ("leader", u(&result.leader)),
        ],
    );
    Piece::Embed(check_spec(lang, title, result, reroll.is_some()))
}

pub(super) fn rerolled(lang: Lang, event: &Event) -> Piece {
    let Event::Rerolled {
        ap_taken_back,
        result,
    } = event
    else {
        unreachable!("piece sends only Rerolled here")
    };
    let title = t(
        lang,
        "reroll-title",
        &[
            ("subject", a(check_subject(lang, result))),
            ("leader", u(&result.leader)),
        ],
    );
    let mut spec = check_spec(lang, title, result, false);
    spec.field(
        t0(lang, "check-ap"),
        t(lang, "reroll-ap-back", &[("ap", a(*ap_taken_back))]),
        true,
    );
    Piece::Embed(spec)
}

pub(super) fn dice(lang: Lang, event: &Event) -> Piece {
    let Event::Dice {
        count,
        sides,
        faces,
        total,
        min,
        max,
    } = event
    else {
        unreachable!("piece sends only Dice here")
    };
    Piece::Embed(
        EmbedSpec::new(
            t(
                lang,
                "dice-title",
                &[("count", a(*count)), ("sides", a(*sides))],
            ),
            Tone::Info,
        )
        .desc(dice_line(lang, faces, *total, [*min, *max])),
    )
}

/// One roll of plain dice: its faces, their total, and the least and most
/// the dice could have made (`range`).
fn dice_line(lang: Lang, faces: &[u32], total: u32, range: [u32; 2]) -> String {
    t(
        lang,
        "dice-line",
        &[
            (
                "faces",
                a(join(lang, faces.iter().map(ToString::to_string))),
            ),
            ("total", a(total)),
            ("min", a(range[0])),
            ("max", a(range[1])),
        ],
    )
}

pub(super) fn awareness(lang: Lang, event: &Event) -> Piece {
    let Event::Awareness {
        leader,
        roll,
        per,
        bonus,
    } = event
    else {
        unreachable!("piece sends only Awareness here")
    };
    field(
        t0(lang, "awareness-title"),
        t(
            lang,
            "awareness-line",
            &[
                ("name", u(leader)),
                ("roll", a(*roll)),
                ("per", a(*per)),
                ("bonus", a(*bonus)),
            ],
        ),
        Tone::Info,
    )
}

pub(super) fn skill_growth(lang: Lang, event: &Event) -> Piece {
    let Event::SkillGrowth {
        name,
        skill,
        roll,
        int,
        grew,
        level,
    } = event
    else {
        unreachable!("piece sends only SkillGrowth here")
    };
    field(
        t0(lang, "growth-title"),
        t(
            lang,
            if *grew { "growth-grew" } else { "growth-not" },
            &[
                ("name", u(name)),
                ("skill", a(i18n::skill(lang, *skill))),
                ("roll", a(*roll)),
                ("int", a(*int)),
                ("level", a(*level)),
            ],
        ),
        if *grew { Tone::Success } else { Tone::Info },
    )
}

pub(super) fn skill_up(lang: Lang, event: &Event) -> Piece {
    let Event::SkillUp {
        name,
        skill,
        from,
        to,
        int_check,
        bonus,
    } = event
    else {
        unreachable!("piece sends only SkillUp here")
    };
    let mut spec = EmbedSpec::new(
        t(
            lang,
            "skillup-title",
            &[
                ("name", u(name)),
                ("skill", a(i18n::skill(lang, *skill))),
                ("from", a(*from)),
                ("to", a(*to)),
            ],
        ),
        Tone::Success,
    );
    if let Some(c) = int_check {
        spec.field(
            t0(lang, "skillup-int"),
            format!(
                "{}\n{}",
                check_short(lang, c),
                t0(
                    lang,
                    if *bonus {
                        "skillup-bonus"
                    } else {
                        "skillup-no-bonus"
                    }
                )
            ),
            false,
        );
    }
    Piece::Embed(spec)
}
