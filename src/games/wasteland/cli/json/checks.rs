//! Check events in JSON and sentences: checks and re-rolls, dice, awareness,
//! skill growth and skill-ups.

use serde_json::json;

use crate::engine::rulesets::wasteland::check::CheckResult;
use crate::engine::rulesets::wasteland::outcome::Event;
use crate::i18n::{self, tr, Lang};

use super::{check_fields, check_object, own_fields, push_to, put, say, to_value, Fields};

/// The sentence of a check or a re-roll's new check.
fn check_sentence(lang: Lang, r: &CheckResult) -> Option<String> {
    say(
        lang,
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
    )
}

pub(super) fn check(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::Check { result, reroll } = event else {
        return None;
    };
    check_fields(m, result);
    // The name every game gives the one who checks.
    put(m, "character", json!(result.leader));
    put(m, "reroll_offered", json!(reroll.is_some()));
    check_sentence(lang, result)
}

pub(super) fn rerolled(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::Rerolled {
        ap_taken_back,
        result,
    } = event
    else {
        return None;
    };
    put(m, "ap_taken_back", json!(ap_taken_back));
    check_fields(m, result);
    check_sentence(lang, result)
}

pub(super) fn dice(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::Dice {
        count,
        sides,
        total,
        ..
    } = event
    else {
        return None;
    };
    own_fields(
        m,
        event,
        &["count", "sides", "faces", "total", "min", "max"],
    );
    say(
        lang,
        "cli-ev-dice",
        &[
            ("count", (*count).into()),
            ("sides", (*sides).into()),
            ("total", (*total).into()),
        ],
    )
}

pub(super) fn skill_up(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::SkillUp {
        name,
        skill,
        from,
        to,
        int_check,
        bonus,
    } = event
    else {
        return None;
    };
    put(m, "name", json!(name));
    put(m, "skill", to_value(skill));
    put(m, "from", json!(from));
    put(m, "to", json!(to));
    put(m, "bonus", json!(bonus));
    put(m, "int_check", check_object(int_check.as_ref()));
    say(
        lang,
        "cli-ev-skill-up",
        &[
            ("name", name.as_str().into()),
            ("skill", i18n::skill(lang, *skill).into()),
            ("from", (*from).into()),
            ("to", (*to).into()),
        ],
    )
}

pub(super) fn skill_growth(lang: Lang, event: &Event, m: &mut Fields) -> Option<String> {
    let Event::SkillGrowth {
        name,
        skill,
        roll,
        int,
        grew,
        level,
    } = event
    else {
        return None;
    };
    push_to(
        m,
        "skill_growth",
        json!({ "name": name, "skill": skill.name(), "roll": roll, "int": int, "grew": grew, "level": level }),
    );
    grew.then(|| {
        tr(
            lang,
            "cli-ev-skill-growth",
            &[
                ("name", name.as_str().into()),
                ("skill", i18n::skill(lang, *skill).into()),
                ("level", (*level).into()),
            ],
        )
    })
}
