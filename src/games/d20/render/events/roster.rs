//! The roster's events: who joined and left, a level set.

use crate::engine::rulesets::d20::outcome::HpChange;
use crate::i18n::Lang;

use crate::bot::render::{a, hp_bar, signed, t, u, EmbedSpec, Tone};

/// A character's level set: the level before, the proficiency bonus, the
/// maximum HP before and the HP now.
pub(super) fn level_set(
    lang: Lang,
    character: &str,
    level_before: u32,
    level: u32,
    proficiency: i64,
    hp: &HpChange,
    max_hp_before: u32,
) -> EmbedSpec {
    EmbedSpec::new(
        t(
            lang,
            "d20-embed-level-title",
            &[("name", u(character)), ("level", a(level))],
        ),
        Tone::Success,
    )
    .desc(t(
        lang,
        "d20-embed-level-line",
        &[
            ("before", a(level_before)),
            ("level", a(level)),
            ("proficiency", a(signed(proficiency))),
            ("max_before", a(max_hp_before)),
            ("bar", a(hp_bar(hp.after, hp.max))),
        ],
    ))
}
