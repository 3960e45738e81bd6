//! The classic Fallout game's words in both languages: the name the game prints for a
//! skill, attribute, weapon, enemy template, armour, race or hit location is read back as the English the engine knows, in either
//! language, without regard to case, width or spacing, and a comma list of
//! them word by word. The entries are the messages its locale files keep for
//! its tables' rows (`pnp-skill-<id>`, `pnp-weapon-<id>`... in `pnp.ftl`, the
//! prefixes of [`super::WORDS`]), the same the replies print them from;
//! what the games share of it is [`crate::i18n::vocabulary`].

use std::sync::LazyLock;

use crate::i18n::vocabulary::GameWords;

/// The game's words, from its locale files; its enemy templates' are not
/// fixed words (a lone enemy takes its template's name): what it reads back
/// ([`word`]) and the words a character or an enemy may not be called
/// ([`GameWords::fixed_word`], handed to [`crate::engine::name::fixed_word`]).
pub(crate) static WORDS: LazyLock<GameWords> =
    LazyLock::new(|| GameWords::new(super::WORDS, "pnp-enemy-"));

/// A word as the game's engine reads it ([`GameWords::word`]): one of the
/// game's words in any language, or a comma list of them, becomes its
/// English; anything else stays as typed.
#[must_use]
pub fn word(text: &str) -> String {
    WORDS.word(text)
}
