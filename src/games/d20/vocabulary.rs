//! The d20 game's words in both languages: the name the game prints for a
//! skill, attribute, difficulty, weapon, enemy template or condition is read back as the English the engine knows, in either
//! language, without regard to case, width or spacing, and a comma list of
//! them word by word. The entries are the messages its locale files keep for
//! its tables' rows (`d20-skill-<id>`, `d20-weapon-<id>`... in `d20.ftl`, the
//! prefixes of [`super::WORDS`]), the same the replies print them from;
//! what the games share of it is [`crate::i18n::vocabulary`].

use std::sync::LazyLock;

use crate::i18n::vocabulary::Vocabulary;

/// The game's vocabulary, from its locale files.
static VOCABULARY: LazyLock<Vocabulary<()>> =
    LazyLock::new(|| Vocabulary::of_prefixes((), super::WORDS));

/// A word as the game's engine reads it ([`Vocabulary::word`]): one of the
/// game's words in any language, or a comma list of them, becomes its
/// English; anything else stays as typed.
#[must_use]
pub fn word(text: &str) -> String {
    VOCABULARY.word(text)
}
