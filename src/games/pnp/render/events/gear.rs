//! What the characters carry: armour set, the Pip-Boy switched, ammunition
//! used, found or set.

use std::fmt::Write as _;

use crate::engine::rulesets::pnp::ammo::{AmmoLevel, AmmoUse, Find};
use crate::engine::rulesets::pnp::armour::Armour;
use crate::i18n::Lang;

use crate::bot::render::{a, t, u, EmbedSpec};

use super::super::dice::ammo_use_text;
use super::super::names::{ammo_name, armour_name, find_name, weapon_name};

/// A character's or an enemy's armour set.
pub(super) fn armour_set(lang: Lang, target: &str, armour: Armour) -> EmbedSpec {
    EmbedSpec::info(t(
        lang,
        "pnp-bot-armour-set",
        &[
            ("name", u(target)),
            ("armour", a(armour_name(lang, armour))),
        ],
    ))
}

/// The Pip-Boy switched on or off.
pub(super) fn pip_boy_set(lang: Lang, character: &str, on: bool) -> EmbedSpec {
    EmbedSpec::info(t(
        lang,
        if on {
            "pnp-bot-pip-boy-on"
        } else {
            "pnp-bot-pip-boy-off"
        },
        &[("name", u(character))],
    ))
}

/// Ammunition an attack used.
pub(super) fn ammo_used(lang: Lang, character: &str, weapon: &str, used: &AmmoUse) -> EmbedSpec {
    EmbedSpec::info(t(
        lang,
        "pnp-bot-ammo-used-title",
        &[
            ("name", u(character)),
            ("weapon", a(weapon_name(lang, weapon))),
        ],
    ))
    .desc(ammo_use_text(lang, used))
}

/// Ammunition found (with the dice that found it) or set: the level before
/// and after.
pub(super) fn ammo(
    lang: Lang,
    character: &str,
    weapon: &str,
    found: Option<Find>,
    dice: &[(u32, u32)],
    before: AmmoLevel,
    after: AmmoLevel,
) -> EmbedSpec {
    let title = match found {
        Some(f) => t(
            lang,
            "pnp-bot-ammo-found",
            &[
                ("name", u(character)),
                ("weapon", a(weapon_name(lang, weapon))),
                ("found", a(find_name(lang, f))),
            ],
        ),
        None => t(
            lang,
            "pnp-bot-ammo-set",
            &[
                ("name", u(character)),
                ("weapon", a(weapon_name(lang, weapon))),
            ],
        ),
    };
    let mut desc = String::new();
    if !dice.is_empty() {
        let faces = dice
            .iter()
            .map(|(s, f)| format!("d{s}:{f}"))
            .collect::<Vec<_>>()
            .join(" ");
        let _ = writeln!(
            desc,
            "{}",
            t(lang, "pnp-bot-ammo-dice", &[("dice", a(faces))])
        );
    }
    desc.push_str(&t(
        lang,
        "pnp-bot-ammo-change",
        &[
            ("before", a(ammo_name(lang, before))),
            ("after", a(ammo_name(lang, after))),
        ],
    ));
    EmbedSpec::info(title).desc(desc)
}
