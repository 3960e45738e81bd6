//! A character's sheet as one embed.

use super::names::{ammo_name, armour_name, attribute_name, race_name, skill_name, weapon_name};
use crate::bot::render::{a, scores_line, sheet_head, t, t0, u, EmbedSpec};
use crate::engine::mechanics::special::Attribute;
use crate::engine::rulesets::pnp::character::Sheet;
use crate::i18n::{Arg, Lang};

/// "STR 5 · PER 6 · ..."
pub(super) fn special_line(lang: Lang, special: [u8; 7]) -> String {
    scores_line(
        &Attribute::ALL,
        |at| attribute_name(lang, at),
        |at| special[at.index()],
    )
}

/// The sheet of a character as one embed.
pub(super) fn sheet_spec(lang: Lang, sheet: &Sheet) -> EmbedSpec {
    let mut spec = EmbedSpec::info(t(
        lang,
        "pnp-bot-sheet-title",
        &[("name", u(&sheet.name)), ("level", a(sheet.level))],
    ));
    let race = t(
        lang,
        "pnp-bot-player-race",
        &[("race", a(race_name(lang, sheet.race)))],
    );
    let numbers = t(
        lang,
        "pnp-bot-sheet-line",
        &[
            ("xp", a(sheet.xp)),
            ("next", a(sheet.next_level_xp)),
            ("rads", a(sheet.rads)),
            ("armour", a(armour_name(lang, sheet.armour))),
        ],
    );
    let mut desc = sheet_head(&race, sheet.hp, sheet.max_hp, &numbers);
    desc.push_str(&state_lines(lang, sheet));
    spec = spec.desc(desc);
    spec.field(
        t0(lang, "pnp-bot-special"),
        special_line(lang, sheet.special),
        false,
    );
    let skills: Vec<String> = sheet
        .skills
        .iter()
        .map(|l| {
            let mark = if l.tagged { "★ " } else { "" };
            format!("{mark}{} {}", skill_name(lang, l.skill), l.value)
        })
        .collect();
    spec.field(t0(lang, "pnp-bot-skills"), skills.join("\n"), false);
    let ammo: Vec<String> = sheet
        .ammo
        .iter()
        .map(|s| {
            format!(
                "{}: {}",
                weapon_name(lang, &s.weapon),
                ammo_name(lang, s.level)
            )
        })
        .collect();
    spec.field(t0(lang, "pnp-bot-ammo-field"), ammo.join("\n"), false);
    spec
}

/// What a sheet's state adds under its numbers: dead, points unspent,
/// levels to choose, the Pip-Boy, burning, poisoned (a line each, after a
/// newline).
fn state_lines(lang: Lang, sheet: &Sheet) -> String {
    let flag = |on: bool, id: &str| on.then(|| t0(lang, id));
    let count = |on: bool, id: &str, name: &str, n: Arg| on.then(|| t(lang, id, &[(name, n)]));
    [
        flag(sheet.hp == 0, "pnp-bot-dead"),
        count(
            sheet.unspent > 0,
            "pnp-bot-unspent",
            "points",
            a(sheet.unspent),
        ),
        count(
            sheet.pending_level_ups > 0,
            "pnp-bot-pending",
            "pending",
            a(sheet.pending_level_ups),
        ),
        flag(sheet.pip_boy, "pnp-bot-pip-boy"),
        count(
            sheet.burning > 0,
            "pnp-bot-burning-now",
            "count",
            a(sheet.burning),
        ),
        count(
            sheet.poisoned > 0,
            "pnp-bot-poisoned-now",
            "rounds",
            a(sheet.poisoned),
        ),
    ]
    .into_iter()
    .flatten()
    .fold(String::new(), |mut out, line| {
        out.push('\n');
        out.push_str(&line);
        out
    })
}
