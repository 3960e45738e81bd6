//! Fusion cores in the Fallout 2d20 game's embeds and text: a core put
//! into a frame, the charges frames spent at the end of a scene, and the
//! core's charges (or "unpowered") beside the frame on the sheet and the
//! board. Words come from `f2d20.ftl` (`f2d20-bot-core-*`); [`MESSAGE_IDS`]
//! lists the fixed ids for the locale test.

use crate::bot::render::{a, t, t0, u, EmbedSpec};
use crate::engine::rulesets::fallout2d20::fusion::{CoreDrain, CoreInserted};
use crate::engine::rulesets::fallout2d20::power::PowerArmour;
use crate::i18n::Lang;

/// Every fixed message id this module uses.
pub const MESSAGE_IDS: &[&str] = &[
    "f2d20-bot-core-inserted",
    "f2d20-bot-core-drained",
    "f2d20-bot-core-unpowered",
    "f2d20-bot-core-charges",
];

/// A core put into a frame.
#[must_use]
pub fn inserted_spec(lang: Lang, x: &CoreInserted) -> EmbedSpec {
    EmbedSpec::info(t(
        lang,
        "f2d20-bot-core-inserted",
        &[
            ("name", u(&x.character)),
            ("frame", a(super::power::piece_name(lang, &x.frame))),
            ("charges", a(x.charges)),
            ("left", a(x.left)),
        ],
    ))
}

/// The charges frames spent at the end of a scene, one line each.
#[must_use]
pub fn drained_spec(lang: Lang, drained: &[CoreDrain]) -> EmbedSpec {
    let lines: Vec<String> = drained
        .iter()
        .map(|d| {
            let mut line = t(
                lang,
                "f2d20-bot-core-drained",
                &[("name", u(&d.character)), ("charges", a(d.charges))],
            );
            if d.charges == 0 {
                line.push(' ');
                line.push_str(&t0(lang, "f2d20-bot-core-unpowered"));
            }
            line
        })
        .collect();
    EmbedSpec::info(lines.join("\n"))
}

/// The core's state beside the frame on the sheet and the board (`None`:
/// no core was put in).
#[must_use]
pub fn core_text(lang: Lang, power: &PowerArmour) -> Option<String> {
    power.core.map(|n| {
        if n == 0 {
            t0(lang, "f2d20-bot-core-unpowered")
        } else {
            t(lang, "f2d20-bot-core-charges", &[("charges", a(n))])
        }
    })
}
