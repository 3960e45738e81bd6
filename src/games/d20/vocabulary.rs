//! The d20 game's words in both languages: the name the game prints for a
//! skill, attribute, difficulty, weapon, enemy template or condition is read back as the English the engine knows, in either
//! language, without regard to case, width or spacing, and a comma list of
//! them word by word. The entries are the messages its locale files keep for
//! its tables' rows (`d20-skill-<id>`, `d20-weapon-<id>`... in `d20.ftl`, the
//! prefixes of [`super::WORDS`]), the same the replies print them from;
//! what the games share of it is [`crate::i18n::vocabulary`].

use std::sync::LazyLock;

use crate::engine::name;
use crate::engine::rulesets::d20::character::Condition;
use crate::engine::rulesets::d20::error::{RuleError, Unknown};
use crate::i18n::vocabulary::{edit_distance, folded, GameWords};
use crate::i18n::{tr, Lang};

/// The game's words, from its locale files; its enemy templates' are not
/// fixed words (a lone enemy takes its template's name): what it reads back
/// ([`word`]) and the words a character or an enemy may not be called
/// ([`GameWords::fixed_word`], handed to [`crate::engine::name::fixed_word`]).
pub(crate) static WORDS: LazyLock<GameWords> =
    LazyLock::new(|| GameWords::new(super::WORDS, "d20-enemy-"));

/// A word as the game's engine reads it ([`GameWords::word`]): one of the
/// game's words in any language, or a comma list of them, becomes its
/// English; anything else stays as typed.
#[must_use]
pub fn word(text: &str) -> String {
    WORDS.word(text)
}

/// A condition to give a unit, read through the vocabulary: a common
/// condition's name in any language is its English; a word that lies inside
/// a common condition's name in either language ("倒" of 倒地, "stun"), or is
/// one letter away from one ("prne"), is refused as an unknown condition
/// with the common ones offered, as every unknown name is; any other text is
/// the GM's own label, kept as typed (`docs/rulesets/d20.md`).
pub fn condition(text: &str) -> Result<String, RuleError> {
    let read = WORDS.word(text);
    let common: Vec<String> = Condition::COMMON
        .iter()
        .map(|c| c.name().to_owned())
        .collect();
    if common.iter().any(|c| name::same(c, &read)) {
        return Ok(read);
    }
    let key = folded(text);
    let near = |shown: String| {
        let shown = folded(&shown);
        shown.contains(&key) || (key.chars().count() >= 4 && edit_distance(&key, &shown) <= 1)
    };
    let mistyped = !key.is_empty()
        && common.iter().any(|c| {
            Lang::ALL
                .iter()
                .any(|&lang| near(tr(lang, &format!("d20-cond-{c}"), &[])))
        });
    if mistyped {
        return Err(RuleError::unknown(Unknown::Condition, text, common));
    }
    Ok(read)
}
