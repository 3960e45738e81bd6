//! One identity for names and one gate for text that users type.
//!
//! Every name lookup, uniqueness check and ownership check in Overseer goes
//! through [`key`]: two names are the same name exactly when their keys are
//! equal. The key is the Unicode compatibility normalization (NFKC) of the full
//! case folding of the NFKC form, so "Éva" (precomposed or with a combining
//! accent) is "éva", the Kelvin sign "K" is "k", "ß" is "ss", and fullwidth
//! "Ｊａｋｅ" is "jake". Compatibility normalization is stricter than NFC on
//! purpose: look-alike compatibility forms must not make a second "Jake".
//! Case folding is the full, locale-free one: the Turkish dotted capital "İ"
//! folds to "i" plus a combining dot, so "İva" and "Iva" are different names.
//!
//! Every piece of text a command stores (names, backgrounds, quest, location,
//! notes, item and effect names) passes [`clean`] first: trimmed, NFC
//! normalized, bounded in length, and refused when it holds a character that
//! could hide or disguise text (control characters, bidirectional overrides,
//! zero-width and other invisible characters). Refusals echo at most
//! [`ECHO_MAX`] characters of the input ([`echo`]).
//!
//! This module is pure: no rules, no I/O.

use unicode_normalization::UnicodeNormalization as _;

/// Most characters of user input a refusal repeats back.
pub const ECHO_MAX: usize = 100;

/// What a piece of text is, and how long it may be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bound {
    /// The word errors use for it (`name`, `background`, ...).
    pub what: &'static str,
    /// Fewest characters (0 for optional free text).
    pub min: usize,
    /// Most characters.
    pub max: usize,
    /// Whether line breaks are allowed.
    pub multiline: bool,
}

impl Bound {
    const fn name(what: &'static str, max: usize) -> Bound {
        Bound {
            what,
            min: 1,
            max,
            multiline: false,
        }
    }

    const fn text(what: &'static str) -> Bound {
        Bound {
            what,
            min: 0,
            max: FREE_TEXT_MAX,
            multiline: true,
        }
    }
}

/// Most characters of free text (background, quest, location, notes).
pub const FREE_TEXT_MAX: usize = 1000;

/// A character's name: 1 to 32 characters.
pub const CHARACTER_NAME: Bound = Bound::name("name", 32);
/// An enemy's name: 1 to 40 characters.
pub const ENEMY_NAME: Bound = Bound::name("name", 40);
/// An item's name: 1 to 60 characters.
pub const ITEM_NAME: Bound = Bound::name("item", 60);
/// A status effect's name: 1 to 40 characters.
pub const EFFECT_NAME: Bound = Bound::name("effect", 40);
/// Who plays a character (a Discord user id, or any id from the CLI): 1 to 32.
pub const OWNER: Bound = Bound::name("owner", 32);
/// A character's concept or full name: up to 100 characters on one line.
pub const CONCEPT: Bound = Bound {
    what: "concept",
    min: 0,
    max: 100,
    multiline: false,
};
/// A character's background.
pub const BACKGROUND: Bound = Bound::text("background");
/// Where the party is.
pub const LOCATION: Bound = Bound::text("location");
/// The current quest.
pub const QUEST: Bound = Bound::text("quest");
/// A custom enemy's special traits.
pub const SPECIAL_TRAITS: Bound = Bound::text("special");

/// The identity of a name: NFKC of the full case folding of its NFKC form,
/// without surrounding white space. Equal keys mean the same name.
#[must_use]
pub fn key(name: &str) -> String {
    let compatible: String = name.trim().nfkc().collect();
    caseless::default_case_fold_str(&compatible)
        .nfkc()
        .collect()
}

/// Whether two names are the same name ([`key`]).
#[must_use]
pub fn same(a: &str, b: &str) -> bool {
    // Most comparisons are between plain ASCII names: skip the normalization.
    if a.is_ascii() && b.is_ascii() {
        return a.trim().eq_ignore_ascii_case(b.trim());
    }
    key(a) == key(b)
}

/// Whether a character may never appear in stored text: it could hide text or
/// make it read differently from what it says.
#[must_use]
pub fn is_forbidden(c: char, multiline: bool) -> bool {
    if c == '\n' {
        return !multiline;
    }
    is_control(c) || is_bidi_control(c) || is_invisible(c)
}

/// Control characters (C0, DEL, C1) and the Unicode line/paragraph separators.
fn is_control(c: char) -> bool {
    matches!(c, '\0'..='\u{1f}' | '\u{7f}'..='\u{9f}' | '\u{2028}' | '\u{2029}')
}

/// Bidirectional marks, embeddings, overrides and isolates.
fn is_bidi_control(c: char) -> bool {
    matches!(
        c,
        '\u{061c}' | '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}'
    )
}

/// Zero-width and invisible characters: spaces, joiners, the word joiner,
/// invisible operators, the byte order mark, the soft hyphen, the combining
/// grapheme joiner, the Mongolian vowel separator, Hangul fillers, interlinear
/// annotation and tag characters.
fn is_invisible(c: char) -> bool {
    matches!(
        c,
        '\u{200b}'..='\u{200d}'
            | '\u{2060}'..='\u{2064}'
            | '\u{feff}'
            | '\u{00ad}'
            | '\u{034f}'
            | '\u{180e}'
            | '\u{115f}'
            | '\u{1160}'
            | '\u{3164}'
            | '\u{ffa0}'
            | '\u{fff9}'..='\u{fffb}'
            | '\u{e0000}'..='\u{e007f}'
    )
}

/// Why a text was refused. Each game turns it into its own error.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TextError {
    /// It holds a character that could hide or disguise it.
    #[error("{what} holds the forbidden character {codepoint}: {value}")]
    Forbidden {
        /// What the text is (`name`, `background`, ...).
        what: String,
        /// The first forbidden character, as `U+XXXX`.
        codepoint: String,
        /// The text as given, shortened and with hidden characters masked.
        value: String,
    },
    /// It is shorter or longer than its bound.
    #[error("{what} length must be between {min} and {max}, got {len}")]
    Length {
        /// What the text is.
        what: String,
        /// Its length in characters.
        len: usize,
        /// Fewest characters.
        min: usize,
        /// Most characters.
        max: usize,
    },
}

/// Checks and normalizes text a command stores: trims it, turns `\r\n` into
/// `\n`, NFC-normalizes it, and refuses it when it is shorter than `bound.min`
/// or longer than `bound.max` characters, or holds a forbidden character.
pub fn clean(bound: Bound, text: &str) -> Result<String, TextError> {
    let text: String = text.trim().replace("\r\n", "\n").nfc().collect();
    if let Some(c) = text.chars().find(|&c| is_forbidden(c, bound.multiline)) {
        return Err(TextError::Forbidden {
            what: bound.what.to_owned(),
            codepoint: format!("U+{:04X}", u32::from(c)),
            value: echo(&text),
        });
    }
    let len = text.chars().count();
    if len < bound.min || len > bound.max {
        return Err(TextError::Length {
            what: bound.what.to_owned(),
            len,
            min: bound.min,
            max: bound.max,
        });
    }
    Ok(text)
}

/// The name of one newcomer: `base` when neither it nor a pack's `base 1` is
/// taken, else the first free of `base 2`, `base 3`, … (so one more raider
/// after the pack Raider 1..3 is Raider 4); refused when longer than `bound`
/// allows.
pub fn first_free(
    bound: Bound,
    base: &str,
    taken: impl Fn(&str) -> bool,
) -> Result<String, TextError> {
    if !taken(base) && !taken(&format!("{base} 1")) {
        return clean(bound, base);
    }
    let mut n = 2u32;
    loop {
        let candidate = format!("{base} {n}");
        if !taken(&candidate) {
            return clean(bound, &candidate);
        }
        n += 1;
    }
}

/// Names for a pack of `count` newcomers of one kind: `base 1`, `base 2`, …,
/// each the next number whose name `taken` does not already hold (so a second
/// pack of raiders goes on from the first). Every game names its packs so;
/// a newcomer alone keeps its game's own naming. A name longer than `bound`
/// allows refuses the pack.
pub fn pack_names(
    bound: Bound,
    base: &str,
    count: usize,
    taken: impl Fn(&str) -> bool,
) -> Result<Vec<String>, TextError> {
    let mut names = Vec::with_capacity(count);
    let mut n = 0u32;
    while names.len() < count {
        n += 1;
        let candidate = format!("{base} {n}");
        if !taken(&candidate) {
            names.push(clean(bound, &candidate)?);
        }
    }
    Ok(names)
}

/// Implements `From<TextError>` for a game's `RuleError`, which every game
/// gives the same two variants: `ForbiddenCharacter { what, codepoint, value }`
/// and `OutOfRange { what, value, min, max }` (a length out of range reads
/// `name length must be between 1 and 32`). One mapping for every game.
macro_rules! text_error_into {
    ($rule_error:ty) => {
        impl From<$crate::engine::name::TextError> for $rule_error {
            fn from(e: $crate::engine::name::TextError) -> Self {
                use $crate::engine::name::TextError;
                match e {
                    TextError::Forbidden {
                        what,
                        codepoint,
                        value,
                    } => Self::ForbiddenCharacter {
                        what,
                        codepoint,
                        value,
                    },
                    TextError::Length {
                        what,
                        len,
                        min,
                        max,
                    } => Self::OutOfRange {
                        what: format!("{what} length"),
                        value: len as i64,
                        min: min as i64,
                        max: max as i64,
                    },
                }
            }
        }
    };
}
pub(crate) use text_error_into;

/// User input as a refusal may repeat it: at most [`ECHO_MAX`] characters
/// (an ellipsis marks a cut), forbidden characters shown as U+FFFD.
#[must_use]
pub fn echo(text: &str) -> String {
    let mut out = String::new();
    for (i, c) in text.chars().enumerate() {
        if i == ECHO_MAX {
            out.push('…');
            break;
        }
        out.push(if is_forbidden(c, false) {
            '\u{fffd}'
        } else {
            c
        });
    }
    out
}

/// The Fluent id fragment for a name: lower case, runs of anything but ASCII
/// letters and digits become one `-`, no `-` at either end ("10mm Pistol" ->
/// "10mm-pistol", ".44 Magnum" -> "44-magnum"). Item names are `item-<slug>`,
/// enemy templates `enemy-<slug>`, effects `effect-<slug>`.
#[must_use]
pub fn slug(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for ch in name.chars() {
        if ch.is_ascii_alphanumeric() {
            out.push(ch.to_ascii_lowercase());
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    while out.ends_with('-') {
        out.pop();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packs_are_numbered_from_one_skipping_names_taken() {
        let taken = ["Raider 1", "raider 3"];
        let names = pack_names(ENEMY_NAME, "Raider", 3, |c| {
            taken.iter().any(|t| same(t, c))
        });
        assert_eq!(
            names.unwrap(),
            vec!["Raider 2".to_owned(), "Raider 4".into(), "Raider 5".into()]
        );
        assert_eq!(
            first_free(ENEMY_NAME, "Raider", |c| taken.iter().any(|t| same(t, c))).unwrap(),
            "Raider 2"
        );
        assert_eq!(
            first_free(ENEMY_NAME, "Raider", |c| same(c, "Raider")).unwrap(),
            "Raider 2"
        );
        assert_eq!(
            first_free(ENEMY_NAME, "Raider", |_| false).unwrap(),
            "Raider"
        );
        let long = "x".repeat(39);
        assert!(pack_names(ENEMY_NAME, &long, 2, |_| false).is_err());
    }

    #[test]
    fn accents_compose_and_fold_to_one_name() {
        // Precomposed É, and E followed by a combining acute accent.
        assert!(same("Éva", "éva"));
        assert!(same("E\u{301}va", "éva"));
        assert!(same("ÉVA", "e\u{301}va"));
        assert!(!same("Eva", "Éva"));
    }

    #[test]
    fn the_kelvin_sign_is_a_k() {
        assert_eq!(key("Nic\u{212A}"), "nick");
        assert!(same("Nic\u{212A}", "NICK"));
    }

    #[test]
    fn sharp_s_folds_to_ss_and_dotted_capital_i_stays_distinct() {
        assert!(same("Straße", "STRASSE"));
        assert_eq!(key("İva"), "i\u{307}va");
        assert!(!same("İva", "Iva"));
        assert!(!same("İva", "iva"));
        assert!(same("İva", "i\u{307}VA"));
    }

    #[test]
    fn fullwidth_letters_are_their_ascii_letters() {
        assert!(same("Ｊａｋｅ", "jake"));
        assert_eq!(key(" Ｊａｋｅ "), "jake");
    }

    #[test]
    fn clean_refuses_characters_that_hide_or_disguise_text() {
        for (text, codepoint) in [
            ("\u{202E}ekaJ", "U+202E"),
            ("Ja\u{200B}ke", "U+200B"),
            ("Ja\u{200D}ke", "U+200D"),
            ("Ja\0ke", "U+0000"),
            ("Ja\u{7}ke", "U+0007"),
            ("Ja\u{2066}ke", "U+2066"),
            ("Ja\u{FEFF}ke", "U+FEFF"),
            ("Ja\nke", "U+000A"),
        ] {
            let err = clean(CHARACTER_NAME, text).expect_err(text);
            assert_eq!(
                err,
                TextError::Forbidden {
                    what: "name".into(),
                    codepoint: codepoint.into(),
                    value: echo(text.trim()),
                },
                "{text:?}"
            );
        }
        // Free text may hold line breaks, but not the rest.
        assert_eq!(clean(BACKGROUND, " a\r\nb "), Ok("a\nb".to_owned()));
        assert!(clean(QUEST, "find\0it").is_err());
    }

    #[test]
    fn clean_bounds_length_in_characters_and_normalizes() {
        assert_eq!(clean(CHARACTER_NAME, "  E\u{301}va "), Ok("Éva".to_owned()));
        assert_eq!(
            clean(CHARACTER_NAME, "   "),
            Err(TextError::Length {
                what: "name".into(),
                len: 0,
                min: 1,
                max: 32,
            })
        );
        assert_eq!(
            clean(CHARACTER_NAME, &"é".repeat(32)).map(|s| s.chars().count()),
            Ok(32)
        );
        assert_eq!(
            clean(CHARACTER_NAME, &"é".repeat(33)),
            Err(TextError::Length {
                what: "name".into(),
                len: 33,
                min: 1,
                max: 32,
            })
        );
        assert!(clean(BACKGROUND, &"x".repeat(1000)).is_ok());
        assert!(clean(BACKGROUND, &"x".repeat(1001)).is_err());
        assert_eq!(clean(BACKGROUND, ""), Ok(String::new()));
    }

    #[test]
    fn echo_keeps_at_most_a_hundred_characters_and_masks_hidden_ones() {
        let long = "a".repeat(200_130);
        let shown = echo(&long);
        assert_eq!(shown.chars().count(), ECHO_MAX + 1);
        assert!(shown.ends_with('…'));
        assert_eq!(echo("\u{202E}ekaJ"), "\u{fffd}ekaJ");
        assert_eq!(echo("short"), "short");
    }
}
