//! Tests and what is made of them: a plain test, a defence, first aid, a
//! rally, a command to an NPC, a test against persistent damage.

use std::fmt::Write as _;

use crate::engine::rulesets::fallout2d20::character::Persistent;
use crate::engine::rulesets::fallout2d20::outcome::{
    AidChoice, AidResult, ApMove, Saved, TestReport, TurnView, Unit,
};
use crate::engine::rulesets::fallout2d20::{Event, Skill};
use crate::i18n::Lang;

use crate::bot::render::{a, t, t0, EmbedSpec, Tone};

use super::super::attack::test_spec;
use super::super::names::{attribute_word, skill_name, unit};
use super::super::pieces::{ap_lines, ap_move, hp_line, injury_text, persistent_text, turn_text};
use super::super::Table;

/// A test of an attribute and a skill, or a rally (`title` the message id
/// of its title).
pub(super) fn test(
    lang: Lang,
    title: &str,
    test: &TestReport,
    saved: Option<&Saved>,
    ap: Option<&ApMove>,
    turn: Option<&TurnView>,
    table: Option<&Table>,
) -> EmbedSpec {
    test_spec(
        lang,
        t(lang, title, &[("name", unit(&test.unit))]),
        test,
        ap,
        saved,
        turn,
        table,
    )
}

/// A defence: the test, then the Defense before and after.
pub(super) fn defend(lang: Lang, event: &Event, table: Option<&Table>) -> EmbedSpec {
    let Event::Defend {
        unit: who,
        test,
        before,
        after,
        extra,
        saved,
        ap,
        turn,
    } = event
    else {
        unreachable!("the dispatcher sends only a defence here")
    };
    let mut spec = test_spec(
        lang,
        t(lang, "f2d20-bot-defend-title", &[("name", unit(who))]),
        test,
        ap.as_ref(),
        saved.as_ref(),
        turn.as_ref(),
        table,
    );
    let mut line = t(
        lang,
        "f2d20-bot-defense",
        &[("before", a(*before)), ("after", a(*after))],
    );
    if let Some(m) = extra {
        let _ = write!(line, " ({})", ap_move(lang, m));
    }
    let _ = write!(spec.description, "\n{line}");
    spec
}

/// First aid: the test, then what it did for the patient.
pub(super) fn first_aid(lang: Lang, event: &Event, table: Option<&Table>) -> EmbedSpec {
    let Event::FirstAid {
        healer,
        patient,
        choice,
        test,
        result,
        saved,
        ap,
        turn,
    } = event
    else {
        unreachable!("the dispatcher sends only first aid here")
    };
    let mut spec = test_spec(
        lang,
        t(
            lang,
            "f2d20-bot-first-aid-title",
            &[
                ("healer", unit(healer)),
                ("patient", unit(patient)),
                (
                    "choice",
                    a(t0(lang, &format!("f2d20-bot-aid-{}", aid_id(*choice)))),
                ),
            ],
        ),
        test,
        ap.as_ref(),
        saved.as_ref(),
        turn.as_ref(),
        table,
    );
    let line = aid_line(lang, patient, result);
    let _ = write!(spec.description, "\n{line}");
    spec
}

/// What first aid did: nothing, HP healed, an injury treated, the patient
/// stabilised.
fn aid_line(lang: Lang, patient: &Unit, result: &AidResult) -> String {
    match result {
        AidResult::Failed => t0(lang, "f2d20-bot-aid-failed"),
        AidResult::Healed { hp } => format!(
            "{}\n{}",
            t0(lang, "f2d20-bot-aid-healed"),
            hp_line(lang, patient, hp)
        ),
        AidResult::Treated { injury } => t(
            lang,
            "f2d20-bot-aid-treated",
            &[("injury", a(injury_text(lang, injury)))],
        ),
        AidResult::Stabilised { .. } => stabilised_line(lang, patient, result),
    }
}

/// A patient stabilised: the extra difficulty, the HP, whether they woke,
/// the AP it took.
fn stabilised_line(lang: Lang, patient: &Unit, result: &AidResult) -> String {
    let AidResult::Stabilised {
        hp,
        extra,
        woke,
        ap_from_generated,
        ap_from_pool,
    } = result
    else {
        unreachable!("only a stabilised patient is drawn here")
    };
    let mut l = t(
        lang,
        "f2d20-bot-aid-stabilised",
        &[("name", unit(patient)), ("extra", a(*extra))],
    );
    let _ = write!(l, "\n{}", hp_line(lang, patient, hp));
    if *woke {
        let _ = write!(
            l,
            "\n{}",
            t(lang, "f2d20-bot-aid-woke", &[("name", unit(patient))])
        );
    }
    if *ap_from_generated > 0 {
        let _ = write!(
            l,
            "\n{}",
            t(
                lang,
                "f2d20-bot-from-generated",
                &[("n", a(*ap_from_generated))],
            )
        );
    }
    if let Some(m) = ap_from_pool {
        let _ = write!(l, "\n{}", ap_move(lang, m));
    }
    l
}

fn aid_id(choice: AidChoice) -> &'static str {
    match choice {
        AidChoice::Heal => "heal",
        AidChoice::Treat => "treat",
        AidChoice::Stabilise => "stabilise",
    }
}

/// An NPC commanded: who, which attribute and skill, the AP.
pub(super) fn commanded(
    lang: Lang,
    commander: &Unit,
    npc: &Unit,
    attribute: &str,
    skill: Skill,
    ap: Option<&ApMove>,
    turn: Option<&TurnView>,
) -> EmbedSpec {
    let mut spec = EmbedSpec::new(
        t(
            lang,
            "f2d20-bot-commanded",
            &[
                ("commander", unit(commander)),
                ("npc", unit(npc)),
                ("attribute", a(attribute_word(lang, attribute))),
                ("skill", a(skill_name(lang, skill))),
            ],
        ),
        Tone::Combat,
    );
    spec.field(
        t0(lang, "f2d20-bot-ap"),
        ap_lines(lang, ap, None).join("\n"),
        false,
    );
    if let Some(turn) = turn {
        spec.field(t0(lang, "f2d20-bot-turn"), turn_text(lang, turn), false);
    }
    spec
}

/// A test against persistent damage: the test, then what it stopped.
pub(super) fn persistent(
    lang: Lang,
    test: &TestReport,
    stopped: &[Persistent],
    saved: Option<&Saved>,
    ap: Option<&ApMove>,
    turn: Option<&TurnView>,
    table: Option<&Table>,
) -> EmbedSpec {
    let mut spec = test_spec(
        lang,
        t(
            lang,
            "f2d20-bot-persistent-title",
            &[("name", unit(&test.unit))],
        ),
        test,
        ap,
        saved,
        turn,
        table,
    );
    let line = if stopped.is_empty() {
        t0(lang, "f2d20-bot-stopped-none")
    } else {
        t(
            lang,
            "f2d20-bot-stopped",
            &[(
                "what",
                a(stopped
                    .iter()
                    .map(|p| persistent_text(lang, p))
                    .collect::<Vec<_>>()
                    .join("; ")),
            )],
        )
    };
    let _ = write!(spec.description, "\n{line}");
    spec
}
