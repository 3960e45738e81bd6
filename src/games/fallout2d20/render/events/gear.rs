//! What the characters carry: items given and taken, armour worn and
//! taken off.

use crate::engine::rulesets::fallout2d20::data::{Dr, Side};
use crate::i18n::Lang;

use crate::bot::render::{a, join, t, u, EmbedSpec};

use crate::games::fallout2d20::power;

use super::super::names::{armour_shown, item_name, side_name};

/// Items given (`change` above zero) or taken, and how many are left.
pub(super) fn inventory(
    lang: Lang,
    character: &str,
    item: &str,
    change: i64,
    now: u32,
) -> EmbedSpec {
    let id = if change >= 0 {
        "f2d20-bot-given"
    } else {
        "f2d20-bot-taken"
    };
    EmbedSpec::info(t(
        lang,
        id,
        &[
            ("name", u(character)),
            ("item", a(item_name(lang, item))),
            ("count", a(change.unsigned_abs())),
            ("now", a(now)),
        ],
    ))
}

/// A piece of armour worn: what it replaced and the DR by location now.
pub(super) fn armour_worn(
    lang: Lang,
    character: &str,
    piece: &str,
    side: Option<Side>,
    replaced: &[String],
    dr: &[(String, Dr)],
) -> EmbedSpec {
    let shown = match side {
        Some(s) => format!("{} ({})", armour_shown(lang, piece), side_name(lang, s)),
        None => armour_shown(lang, piece),
    };
    let mut spec = EmbedSpec::info(t(
        lang,
        "f2d20-bot-worn-title",
        &[("name", u(character)), ("piece", a(shown))],
    ));
    if !replaced.is_empty() {
        spec.description = t(
            lang,
            "f2d20-bot-replaced",
            &[(
                "pieces",
                a(join(lang, replaced.iter().map(|p| armour_shown(lang, p)))),
            )],
        );
    }
    power::dr_field(lang, &mut spec, dr);
    spec
}

/// A piece of armour taken off.
pub(super) fn armour_removed(lang: Lang, character: &str, piece: &str) -> EmbedSpec {
    EmbedSpec::info(t(
        lang,
        "f2d20-bot-removed-armour",
        &[
            ("name", u(character)),
            ("piece", a(armour_shown(lang, piece))),
        ],
    ))
}
