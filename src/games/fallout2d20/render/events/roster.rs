//! The roster's events: who joined and left, the creatures brought in and
//! taken out, a rank set, a session started.

use crate::engine::rulesets::fallout2d20::character::{CreatureView, Sheet};
use crate::engine::rulesets::fallout2d20::outcome::ApMove;
use crate::engine::rulesets::fallout2d20::Skill;
use crate::i18n::Lang;

use crate::bot::render::hidden;
use crate::bot::render::{a, t, t0, u, EmbedSpec, Tone};

use super::super::board::{creature_line, sheet_spec};
use super::super::names::{dr_lines, skill_name};
use super::super::pieces::ap_move;

/// A character joined: their sheet, titled as a welcome.
pub(super) fn joined(lang: Lang, sheet: &Sheet) -> EmbedSpec {
    crate::bot::render::joined(
        lang,
        sheet_spec(lang, sheet),
        "f2d20-bot-joined",
        &sheet.name,
    )
}

/// Creatures brought in: a line each, the first one's DR when it is shown.
pub(super) fn creatures_added(lang: Lang, creatures: &[CreatureView]) -> EmbedSpec {
    let lines: Vec<String> = creatures.iter().map(|c| creature_line(lang, c)).collect();
    let mut spec =
        EmbedSpec::new(t0(lang, "f2d20-bot-creatures-added"), Tone::Combat).desc(lines.join("\n"));
    if let Some(first) = creatures
        .first()
        .filter(|c| c.ally || hidden::numbers_shown())
    {
        spec.field(t0(lang, "f2d20-bot-dr"), dr_lines(lang, &first.dr), false);
    }
    spec
}

/// A creature taken out.
pub(super) fn creature_removed(lang: Lang, name: &str) -> EmbedSpec {
    EmbedSpec::info(t(lang, "f2d20-bot-creature-removed", &[("name", u(name))]))
}

/// A skill's rank set.
pub(super) fn rank_set(
    lang: Lang,
    character: &str,
    skill: Skill,
    before: u32,
    after: u32,
) -> EmbedSpec {
    EmbedSpec::new(
        t(
            lang,
            "f2d20-bot-rank",
            &[
                ("name", u(character)),
                ("skill", a(skill_name(lang, skill))),
                ("before", a(before)),
                ("after", a(after)),
            ],
        ),
        Tone::Success,
    )
}

/// A session started: everyone's Luck back, the GM's AP.
pub(super) fn session_started(lang: Lang, luck: &[(String, u32)], gm_ap: &ApMove) -> EmbedSpec {
    let lines: Vec<String> = luck
        .iter()
        .map(|(name, points)| {
            t(
                lang,
                "f2d20-bot-luck-line",
                &[("name", u(name)), ("luck", a(*points))],
            )
        })
        .collect();
    let mut spec = EmbedSpec::info(t0(lang, "f2d20-bot-session")).desc(lines.join("\n"));
    spec.field(t0(lang, "f2d20-bot-ap"), ap_move(lang, gm_ap), false);
    spec
}
