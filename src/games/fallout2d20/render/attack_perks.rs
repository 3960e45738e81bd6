//! What the attacker's perks did in an attack (Quick Hands, Gun Fu,
//! Sniper, Piercing Strike, Finesse, Heave Ho!, Blitz, Grim Reaper's
//! Sprint), a line each, in the reader's words.

use super::names::range_name;
use super::pieces::{ap_move, combat_roll_text};
use crate::bot::layout;
use crate::bot::render::{a, join, t};
use crate::engine::rulesets::fallout2d20::attack_perks::{
    PerkUse, BLITZ, FINESSE, GRIM_REAPERS_SPRINT, GUN_FU, HEAVE_HO, PIERCING_STRIKE, QUICK_HANDS,
    SNIPER,
};
use crate::engine::rulesets::fallout2d20::damage::CombatRoll;
use crate::engine::rulesets::fallout2d20::outcome::{ApMove, Saved};
use crate::i18n::Arg;
use crate::i18n::Lang;

/// The message ids this module uses (checked in both languages).
pub const MESSAGE_IDS: &[&str] = &[
    "f2d20-bot-attack-perks",
    "f2d20-bot-hit-gun-fu",
    "f2d20-bot-perk-use-quick-hands",
    "f2d20-bot-perk-use-gun-fu",
    "f2d20-bot-perk-use-sniper",
    "f2d20-bot-perk-use-piercing",
    "f2d20-bot-perk-use-finesse",
    "f2d20-bot-perk-use-heave-ho",
    "f2d20-bot-perk-use-blitz",
    "f2d20-bot-perk-use-reaper-effect",
    "f2d20-bot-perk-use-reaper-none",
    "f2d20-bot-perk-use-ap-none",
];

/// Each perk's line, in the order the attack used them.
#[must_use]
pub fn perk_lines(lang: Lang, uses: &[PerkUse]) -> String {
    uses.iter()
        .map(|u| perk_line(lang, u))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The AP a perk cost, as a pool's move (or "no AP" when none was paid).
fn paid(lang: Lang, ap: Option<&ApMove>) -> String {
    ap.map_or_else(
        || t(lang, "f2d20-bot-perk-use-ap-none", &[]),
        |m| ap_move(lang, m),
    )
}

fn perk(lang: Lang, name: &str) -> Arg {
    a(super::perk_name(lang, name))
}

fn perk_line(lang: Lang, u: &PerkUse) -> String {
    match u {
        PerkUse::QuickHands { ap, fire_rate } => t(
            lang,
            "f2d20-bot-perk-use-quick-hands",
            &[
                ("perk", perk(lang, QUICK_HANDS)),
                ("rate", a(*fire_rate)),
                ("ap", a(paid(lang, ap.as_ref()))),
            ],
        ),
        PerkUse::GunFu {
            targets,
            from_generated,
            ap,
            ammo,
        } => {
            let names = join(lang, targets.iter().map(|x| layout::escape(x.name())));
            t(
                lang,
                "f2d20-bot-perk-use-gun-fu",
                &[
                    ("perk", perk(lang, GUN_FU)),
                    ("targets", a(names)),
                    ("generated", a(*from_generated)),
                    ("ap", a(paid(lang, ap.as_ref()))),
                    ("ammo", a(*ammo)),
                ],
            )
        }
        PerkUse::Sniper => t(
            lang,
            "f2d20-bot-perk-use-sniper",
            &[("perk", perk(lang, SNIPER))],
        ),
        PerkUse::PiercingStrike { rating } => t(
            lang,
            "f2d20-bot-perk-use-piercing",
            &[("perk", perk(lang, PIERCING_STRIKE)), ("n", a(*rating))],
        ),
        PerkUse::Finesse { before } => t(
            lang,
            "f2d20-bot-perk-use-finesse",
            &[
                ("perk", perk(lang, FINESSE)),
                ("before", a(combat_roll_text(lang, before))),
            ],
        ),
        PerkUse::HeaveHo { ap, range } => t(
            lang,
            "f2d20-bot-perk-use-heave-ho",
            &[
                ("perk", perk(lang, HEAVE_HO)),
                ("range", a(range_name(lang, *range))),
                ("ap", a(paid(lang, ap.as_ref()))),
            ],
        ),
        PerkUse::Blitz { dice } => t(
            lang,
            "f2d20-bot-perk-use-blitz",
            &[("perk", perk(lang, BLITZ)), ("n", a(*dice))],
        ),
        PerkUse::GrimReapersSprint { roll, saved } => reaper_line(lang, roll, saved.as_ref()),
    }
}

/// Grim Reaper's Sprint's die after a kill, and the AP an Effect gave.
fn reaper_line(lang: Lang, roll: &CombatRoll, saved: Option<&Saved>) -> String {
    let face = combat_roll_text(lang, roll);
    match saved {
        Some(s) => t(
            lang,
            "f2d20-bot-perk-use-reaper-effect",
            &[
                ("perk", perk(lang, GRIM_REAPERS_SPRINT)),
                ("roll", a(face)),
                ("saved", a(s.saved)),
                ("after", a(s.after)),
            ],
        ),
        None => t(
            lang,
            "f2d20-bot-perk-use-reaper-none",
            &[("perk", perk(lang, GRIM_REAPERS_SPRINT)), ("roll", a(face))],
        ),
    }
}
