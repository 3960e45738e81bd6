//! Growth's events and sheet pieces: XP given, a level-up taken, a
//! magazine read; the sheet's level, XP and perks; the board's
//! "level-up ready" mark. A perk's name shows in the reader's language
//! where `f2d20.ftl` has one (`f2d20-bot-perk-<slug>`), else as the table
//! spells it, escaped. [`MESSAGE_IDS`] lists the fixed ids.

use crate::bot::layout;
use crate::bot::render::{a, join, t, t0, u, EmbedSpec, Tone};
use crate::engine::name::slug;
use crate::engine::rulesets::fallout2d20::character::Sheet;
use crate::engine::rulesets::fallout2d20::character::LEVEL_MAX;
use crate::engine::rulesets::fallout2d20::growth::{xp_for_level, LevelUp, MagazineRead, XpGiven};
use crate::engine::rulesets::fallout2d20::perks::Perk;
use crate::i18n::{self, Lang};

use super::super::names::skill_name;

/// Every fixed message id this module uses.
pub const MESSAGE_IDS: &[&str] = &[
    "f2d20-bot-xp-given",
    "f2d20-bot-xp-line",
    "f2d20-bot-xp-top",
    "f2d20-bot-level-ready",
    "f2d20-bot-level-up",
    "f2d20-bot-level-up-hp",
    "f2d20-bot-level-up-skill",
    "f2d20-bot-level-up-perk",
    "f2d20-bot-magazine-read",
    "f2d20-bot-level",
    "f2d20-bot-perks",
    "f2d20-bot-perk-dice",
];

/// A perk's name in the reader's language (the table's, escaped, when
/// the language has none).
#[must_use]
pub fn perk_name(lang: Lang, perk: &str) -> String {
    Perk::find(perk)
        .and_then(|p| i18n::try_tr(lang, &format!("f2d20-bot-perk-{}", slug(&p.name)), &[]))
        .map_or_else(|| layout::escape(perk), |shown| layout::escape(&shown))
}

/// "XP 150 / 300" (or the top level's line).
fn xp_line(lang: Lang, level: u32, xp: u32) -> String {
    if level >= LEVEL_MAX {
        return t(lang, "f2d20-bot-xp-top", &[("xp", a(xp))]);
    }
    t(
        lang,
        "f2d20-bot-xp-line",
        &[("xp", a(xp)), ("next", a(xp_for_level(level + 1)))],
    )
}

/// The GM gave XP.
pub(super) fn xp_given(lang: Lang, g: &XpGiven) -> EmbedSpec {
    let mut spec = EmbedSpec::new(
        t(
            lang,
            "f2d20-bot-xp-given",
            &[("name", u(&g.character)), ("amount", a(g.amount))],
        ),
        Tone::Success,
    )
    .desc(xp_line(lang, g.level, g.xp));
    if g.ready {
        spec.description.push('\n');
        spec.description
            .push_str(&t0(lang, "f2d20-bot-level-ready"));
    }
    spec
}

/// A level-up: the level, the HP, the skill rank, the perk.
pub(super) fn level_up(lang: Lang, l: &LevelUp) -> EmbedSpec {
    let lines = [
        t(
            lang,
            "f2d20-bot-level-up-hp",
            &[
                ("before", a(l.max_hp_before)),
                ("after", a(l.max_hp)),
                ("hp", a(l.hp)),
            ],
        ),
        t(
            lang,
            "f2d20-bot-level-up-skill",
            &[
                ("skill", a(skill_name(lang, l.skill))),
                ("rank", a(l.skill_rank)),
            ],
        ),
        t(
            lang,
            "f2d20-bot-level-up-perk",
            &[
                ("perk", a(perk_name(lang, &l.perk))),
                ("rank", a(l.perk_rank)),
            ],
        ),
        xp_line(lang, l.level, l.xp),
    ];
    let mut text = lines.join("\n");
    if l.ready {
        text.push('\n');
        text.push_str(&t0(lang, "f2d20-bot-level-ready"));
    }
    EmbedSpec::new(
        t(
            lang,
            "f2d20-bot-level-up",
            &[("name", u(&l.character)), ("level", a(l.level))],
        ),
        Tone::Success,
    )
    .desc(text)
}

/// A magazine read.
pub(super) fn magazine_read(lang: Lang, r: &MagazineRead) -> EmbedSpec {
    EmbedSpec::new(
        t(
            lang,
            "f2d20-bot-magazine-read",
            &[
                ("name", u(&r.character)),
                ("magazine", a(perk_name(lang, &r.magazine))),
            ],
        ),
        Tone::Success,
    )
}

/// Whether the sheet's character has the XP for its next level.
#[must_use]
pub fn ready(sheet: &Sheet) -> bool {
    sheet.level < LEVEL_MAX && sheet.xp >= xp_for_level(sheet.level + 1)
}

/// The sheet's level field: its name and its text (level, XP, the next
/// level's XP, "level-up ready"; the perks with their ranks).
pub(in crate::games::fallout2d20::render) fn level_field(
    lang: Lang,
    sheet: &Sheet,
) -> (String, String) {
    let mut lines = vec![xp_line(lang, sheet.level, sheet.xp)];
    if ready(sheet) {
        lines.push(t0(lang, "f2d20-bot-level-ready"));
    }
    if !sheet.perks.is_empty() {
        let list = join(
            lang,
            sheet
                .perks
                .iter()
                .map(|p| format!("{} {}", perk_name(lang, &p.name), p.rank)),
        );
        lines.push(t(lang, "f2d20-bot-perks", &[("list", a(list))]));
    }
    (
        t(lang, "f2d20-bot-level", &[("level", a(sheet.level))]),
        lines.join("\n"),
    )
}
