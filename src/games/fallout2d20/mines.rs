//! Mines in the Fallout 2d20 game's embeds and text: a mine placed, and a
//! mine going off (its combat dice, every unit struck with its location, DR
//! and HP, the damage effects and radiation, as an attack's hits read).
//! Words come from `f2d20.ftl` (`f2d20-bot-mine-*`); [`MESSAGE_IDS`] lists
//! the fixed ids for the locale test.

use crate::bot::render::{a, t, t0, u, EmbedSpec, Tone};
use crate::engine::rulesets::fallout2d20::mines::MineBlast;
use crate::i18n::Lang;

use super::render::{applied_line, combat_roll_text, hit_line, rad_line, weapon_name};

/// Every fixed message id this module uses.
pub const MESSAGE_IDS: &[&str] = &[
    "f2d20-bot-mine-placed",
    "f2d20-bot-mine-triggered",
    "f2d20-bot-mine-by",
    "f2d20-bot-mine-nobody",
];

/// A mine placed.
#[must_use]
pub fn placed_spec(lang: Lang, character: &str, mine: &str, zone: &str, left: u32) -> EmbedSpec {
    EmbedSpec::info(t(
        lang,
        "f2d20-bot-mine-placed",
        &[
            ("name", u(character)),
            ("mine", a(weapon_name(lang, mine))),
            ("zone", u(zone)),
            ("left", a(left)),
        ],
    ))
}

/// A mine going off.
#[must_use]
pub fn triggered_spec(lang: Lang, b: &MineBlast) -> EmbedSpec {
    let mut spec = EmbedSpec::new(
        t(
            lang,
            "f2d20-bot-mine-triggered",
            &[
                ("mine", a(weapon_name(lang, &b.mine))),
                ("zone", u(&b.zone)),
                ("name", u(b.trigger.name())),
            ],
        ),
        Tone::Combat,
    )
    .desc(t(lang, "f2d20-bot-mine-by", &[("name", u(&b.by))]));
    spec.field(
        t0(lang, "f2d20-bot-damage-dice"),
        combat_roll_text(lang, &b.roll),
        false,
    );
    let hits: Vec<String> = b.hits.iter().map(|h| hit_line(lang, h)).collect();
    let hits = if hits.is_empty() {
        t0(lang, "f2d20-bot-mine-nobody")
    } else {
        hits.join("\n")
    };
    spec.field(t0(lang, "f2d20-bot-hits"), hits, false);
    let applied: Vec<String> = b.applied.iter().map(|e| applied_line(lang, e)).collect();
    spec.field(
        t(lang, "f2d20-bot-effects", &[("n", a(b.roll.effects))]),
        applied.join("\n"),
        false,
    );
    let rads: Vec<String> = b.radiation.iter().map(|x| rad_line(lang, x)).collect();
    spec.field(t0(lang, "f2d20-bot-radiation"), rads.join("\n"), false);
    spec
}
