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
//! Names that only look alike are one identity where it matters: a new name
//! whose confusable skeleton (Unicode TS #39, [`skeleton`]) equals that of a
//! name already on the roster is refused ([`looks_alike`]), so "Jаke" with a
//! Cyrillic "а" cannot stand beside "Jake". Look-ups stay exact ([`same`]):
//! typing "Jake" finds Jake and nothing else.
//!
//! Every piece of text a command stores (names, backgrounds, quest, location,
//! notes, item and effect names) passes [`clean`] first: trimmed, NFC
//! normalized, bounded in length, and refused when it holds a character that
//! could hide or disguise text. Those are, by their Unicode properties (read
//! from ICU4X's tables, not from hand-written ranges): control characters
//! (Cc), format characters (Cf), line and paragraph separators (Zl, Zp) and
//! every Default_Ignorable_Code_Point (zero-width characters, variation
//! selectors, tags, fillers), with one exception: the pieces of an emoji
//! sequence, where they are not invisible but choose the picture.
//!
//! The emoji rule: a zero-width joiner (U+200D) may stand only between two
//! emoji, that is after an Extended_Pictographic character (with its
//! optional skin tone or U+FE0F) and before another (families 👨‍👩‍👧,
//! professions 👩‍⚕️, flags 🏳️‍🌈); a variation selector U+FE0E/U+FE0F only
//! right after an Extended_Pictographic character, or inside a keycap
//! (`1` U+FE0F U+20E3); tag characters only in a flag tag sequence (🏴 then
//! tags up to U+E007F, as in the flag of Scotland). Anywhere else, as in
//! "Ja" U+200D "ke" or "Kate" U+FE0F, they are refused.
//! Refusals echo at most [`ECHO_MAX`] characters of the input ([`echo`]).
//!
//! This module is pure: no rules, no I/O.

use icu_properties::props::{
    DefaultIgnorableCodePoint, EmojiModifier, ExtendedPictographic, GeneralCategory,
};
use icu_properties::{CodePointMapData, CodePointSetData};
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
/// A GM's private note on an enemy or NPC: 1 to 1,000 characters.
pub const NOTE: Bound = Bound {
    what: "note",
    min: 1,
    max: FREE_TEXT_MAX,
    multiline: true,
};

/// The identity of a name: NFKC of the full case folding of its NFKC form,
/// without surrounding white space. Equal keys mean the same name.
#[must_use]
pub fn key(name: &str) -> String {
    let compatible: String = name.trim().nfkc().collect();
    caseless::default_case_fold_str(&compatible)
        .nfkc()
        .collect()
}

/// The characters of `word` that a game's loose spelling keeps (those `skip`
/// does not drop), lower case: "Small Guns", "small-guns" and "SMALL_GUNS"
/// are one word. An iterator, so a table look-up compares without
/// allocating a string per row.
pub fn loose(word: &str, skip: fn(char) -> bool) -> impl Iterator<Item = char> + '_ {
    word.chars()
        .filter(move |&c| !skip(c))
        .flat_map(char::to_lowercase)
}

/// Whether `a` and `b` are one word in a game's loose spelling ([`loose`]),
/// without allocating; plain ASCII words (nearly every look-up) are
/// compared byte by byte.
pub fn loose_eq(a: &str, b: &str, skip: fn(char) -> bool) -> bool {
    if a.is_ascii() && b.is_ascii() {
        fn ascii(s: &str, skip: fn(char) -> bool) -> impl Iterator<Item = u8> + '_ {
            s.bytes()
                .filter(move |&c| !skip(char::from(c)))
                .map(|c| c.to_ascii_lowercase())
        }
        return ascii(a, skip).eq(ascii(b, skip));
    }
    loose(a, skip).eq(loose(b, skip))
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

/// The confusable skeleton of a name (Unicode TS #39) taken of its [`key`]:
/// names whose skeletons are equal look the same ("Jаke" with a Cyrillic
/// "а" and "Jake", "ᎪᏞ" and "AL"), whatever their case.
#[must_use]
pub fn skeleton(name: &str) -> String {
    unicode_security::skeleton(&key(name)).collect()
}

/// The skeletons a name is compared by to tell whether it only looks like
/// another: of its [`key`] (lower case), of its upper case, and as typed.
/// UTS #39's skeletons are case-sensitive and its data maps capitals to
/// capitals (Cyrillic "К" to "K", Greek "Ν" to "N") but not always their
/// small letters to small letters (Cyrillic "к" is not a "k"), so the folded
/// skeleton alone lets "Кate" stand beside "Kate"; the upper case catches it
/// ("КАТЕ" reads "KATE"), and the name as typed catches "Ian" beside "lan".
/// Each is compared with the same kind of the other name only, so "Ian" and
/// "Lan" (alike only once "I" has become "l" and "L" has been folded) stay two.
fn shapes(name: &str) -> [String; 3] {
    let compatible: String = name.trim().nfkc().collect();
    [
        skeleton(name),
        unicode_security::skeleton(&compatible.to_uppercase()).collect(),
        unicode_security::skeleton(&compatible).collect(),
    ]
}

/// Whether two names read the same in some case ([`shapes`]).
fn shapes_meet(a: &[String; 3], b: &[String; 3]) -> bool {
    a.iter().zip(b).any(|(x, y)| x == y)
}

/// Whether a new name would be mistaken for an existing one: the same name
/// ([`same`]) or one that only looks the same in some case (their
/// skeletons, [`skeleton`], of the folded names, of their upper case, or as
/// typed). Every "name already taken" check uses it; look-ups by name use
/// [`same`].
#[must_use]
pub fn looks_alike(a: &str, b: &str) -> bool {
    same(a, b) || shapes_meet(&shapes(a), &shapes(b))
}

/// How a new name clashes with a name already in use.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Clash<'a> {
    /// It is that name ([`same`]).
    Same(&'a str),
    /// It only looks like that name ([`skeleton`]).
    LooksLike(&'a str),
}

/// The name among `existing` that `new` would be mistaken for: the same
/// name first, else one that looks the same.
pub fn clash<'a>(new: &str, existing: impl IntoIterator<Item = &'a str>) -> Option<Clash<'a>> {
    let existing: Vec<&'a str> = existing.into_iter().collect();
    if let Some(same_name) = existing.iter().find(|e| same(e, new)) {
        return Some(Clash::Same(same_name));
    }
    let shape = shapes(new);
    existing
        .into_iter()
        .find(|e| shapes_meet(&shapes(e), &shape))
        .map(Clash::LooksLike)
}

/// Tells the fixed word of game `game` (its ruleset id) that `name` is, in
/// any language, as the engine's English: an item, a skill, a hit location...
/// (a creature's or enemy template's name is not one: a lone enemy takes its
/// template's name).
pub type FixedWords = fn(game: &str, name: &str) -> Option<String>;

/// The games' fixed words, installed once at start-up by the layer that
/// knows every language's words (the engine knows only its English).
static FIXED_WORDS: std::sync::OnceLock<FixedWords> = std::sync::OnceLock::new();

/// Installs the games' fixed words; `false` (and nothing changed) when they
/// were installed already.
pub fn install_fixed_words(words: FixedWords) -> bool {
    FIXED_WORDS.set(words).is_ok()
}

/// The fixed word of game `game` that `name` is (the engine's English), if
/// any: a character or an enemy may not take such a name, or a command could
/// not tell the unit from the word (the Stimpak, the skill Sneak).
/// `None` where no words were installed.
#[must_use]
pub fn fixed_word(game: &str, name: &str) -> Option<String> {
    FIXED_WORDS.get().and_then(|words| words(game, name))
}

/// Whether a character may never appear in stored text on its own: it could
/// hide text or make it read differently from what it says. A line break is
/// allowed where `multiline`. Some of these characters are allowed inside an
/// emoji sequence ([`first_forbidden`] applies that rule).
#[must_use]
pub fn is_forbidden(c: char, multiline: bool) -> bool {
    if c == '\n' {
        return !multiline;
    }
    let hidden = matches!(
        CodePointMapData::<GeneralCategory>::new().get(c),
        GeneralCategory::Control
            | GeneralCategory::Format
            | GeneralCategory::LineSeparator
            | GeneralCategory::ParagraphSeparator
    );
    hidden || CodePointSetData::new::<DefaultIgnorableCodePoint>().contains(c)
}

const ZWJ: char = '\u{200d}';
const VS15: char = '\u{fe0e}';
const VS16: char = '\u{fe0f}';
const KEYCAP: char = '\u{20e3}';
const BLACK_FLAG: char = '\u{1f3f4}';
const CANCEL_TAG: char = '\u{e007f}';

fn is_pictographic(c: char) -> bool {
    CodePointSetData::new::<ExtendedPictographic>().contains(c)
}

fn is_tag_spec(c: char) -> bool {
    ('\u{e0020}'..='\u{e007e}').contains(&c)
}

/// The first character of `text` that may not be stored: one that
/// [`is_forbidden`], unless it is a piece of an emoji sequence (see the
/// module docs for the rule).
#[must_use]
pub fn first_forbidden(text: &str, multiline: bool) -> Option<char> {
    let chars: Vec<char> = text.chars().collect();
    hidden(&chars, multiline)
        .iter()
        .position(|&h| h)
        .map(|i| chars[i])
}

/// For each character, whether it may not be stored ([`first_forbidden`]).
fn hidden(chars: &[char], multiline: bool) -> Vec<bool> {
    let mut out = vec![false; chars.len()];
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        // A flag tag sequence: the black flag, tag letters, the cancel tag.
        if c == BLACK_FLAG {
            let run = chars[i + 1..]
                .iter()
                .take_while(|&&t| is_tag_spec(t))
                .count();
            if run > 0 && chars.get(i + 1 + run) == Some(&CANCEL_TAG) {
                i += run + 2;
                continue;
            }
        }
        out[i] = is_forbidden(c, multiline) && !in_emoji_sequence(chars, i);
        i += 1;
    }
    out
}

/// Whether the joiner or variation selector at `i` is part of an emoji
/// sequence: a selector right after a pictograph (or in a keycap), a joiner
/// between two pictographs.
fn in_emoji_sequence(chars: &[char], i: usize) -> bool {
    let before = i.checked_sub(1).map(|j| chars[j]);
    let after = chars.get(i + 1).copied();
    match chars[i] {
        VS15 | VS16 => {
            before.is_some_and(is_pictographic)
                || (chars[i] == VS16
                    && before.is_some_and(|b| matches!(b, '0'..='9' | '#' | '*'))
                    && after == Some(KEYCAP))
        }
        ZWJ => {
            // Step back over the pictograph's presentation selector and
            // skin tone to the pictograph itself.
            let base = chars[..i]
                .iter()
                .rev()
                .find(|&&b| b != VS16 && !CodePointSetData::new::<EmojiModifier>().contains(b));
            base.is_some_and(|&b| is_pictographic(b)) && after.is_some_and(is_pictographic)
        }
        _ => false,
    }
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
    if let Some(c) = first_forbidden(&text, bound.multiline) {
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

/// Checks that stored `text` is exactly what [`clean`] makes of it: a state
/// read back from a file may hold no text a command could not have written.
///
/// # Errors
/// The gate's refusal (as the game's `E`) for text [`clean`] refuses; for
/// text it would change, `not_clean` given the reason in words.
pub fn check_stored<E: From<TextError>>(
    bound: Bound,
    text: &str,
    not_clean: impl FnOnce(String) -> E,
) -> Result<(), E> {
    if clean(bound, text)? != text {
        let what = bound.what;
        return Err(not_clean(format!(
            "{what} {} is not in its clean form",
            echo(text)
        )));
    }
    Ok(())
}

/// The names of a stored roster, checked unit by unit as a state is read
/// back: each unit's name, and a character's player and owner, in their
/// clean form ([`check_stored`]), and no unit's name used twice or looking like another
/// ([`Taken::clash`]) over characters and enemies alike.
#[derive(Debug, Default)]
pub struct StoredRoster {
    taken: Taken,
}

impl StoredRoster {
    /// Checks a character's stored name, player and owner.
    ///
    /// # Errors
    /// As [`check_stored`]; `invalid` given the reason for a name in use.
    pub fn character<E: From<TextError>>(
        &mut self,
        [name, player, owner]: [&str; 3],
        invalid: impl Fn(String) -> E,
    ) -> Result<(), E> {
        check_stored(CHARACTER_NAME, name, &invalid)?;
        check_stored(CHARACTER_NAME, player, &invalid)?;
        check_stored(OWNER, owner, &invalid)?;
        self.unique(name, &invalid)
    }

    /// Checks an enemy's stored name.
    ///
    /// # Errors
    /// As [`StoredRoster::character`].
    pub fn enemy<E: From<TextError>>(
        &mut self,
        name: &str,
        invalid: impl Fn(String) -> E,
    ) -> Result<(), E> {
        check_stored(ENEMY_NAME, name, &invalid)?;
        self.unique(name, &invalid)
    }

    /// Refuses a name that is, or only looks like, one checked before
    /// ([`Taken::clash`], the check every new name passes).
    fn unique<E>(&mut self, name: &str, invalid: impl Fn(String) -> E) -> Result<(), E> {
        let repeated = self.taken.clash(name).map(|clash| {
            let (earlier, same) = match clash {
                Clash::Same(earlier) => (earlier, true),
                Clash::LooksLike(earlier) => (earlier, false),
            };
            Repeated {
                at: 0,
                name: name.to_owned(),
                earlier: earlier.to_owned(),
                same,
            }
        });
        if let Some(r) = repeated {
            return Err(invalid(r.to_string()));
        }
        self.taken.insert(name);
        Ok(())
    }
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

/// The names of `count` new enemies made from `base`: one takes the first free
/// of "Base", "Base 2", ... ([`first_free`]); a pack is "Base 1" .. "Base N",
/// the numbers already taken skipped ([`pack_names`]).
///
/// # Errors
/// When a name would break the bound.
pub fn spawn_names(
    bound: Bound,
    base: &str,
    count: usize,
    taken: impl Fn(&str) -> bool,
) -> Result<Vec<String>, TextError> {
    if count == 1 {
        first_free(bound, base, taken).map(|n| vec![n])
    } else {
        pack_names(bound, base, count, taken)
    }
}

/// The names of `count` newcomers made from a template called `template`, or
/// from the name the GM `chose` instead (held to `bound`): [`spawn_names`],
/// once a chosen name for a newcomer alone has passed `free` (the game's
/// refusal of a name a unit has, or looks like).
///
/// # Errors
/// A chosen name the gate refuses, `free`'s refusal, or a name that would
/// break the bound.
pub fn newcomer_names<E: From<TextError>>(
    bound: Bound,
    template: &str,
    chose: Option<&str>,
    count: usize,
    taken: impl Fn(&str) -> bool,
    free: impl FnOnce(&str) -> Result<(), E>,
) -> Result<Vec<String>, E> {
    let base = match chose {
        Some(n) => clean(bound, n)?,
        None => template.to_owned(),
    };
    if chose.is_some() && count == 1 {
        free(&base)?;
    }
    Ok(spawn_names(bound, &base, count, taken)?)
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
    let chars: Vec<char> = text.chars().take(ECHO_MAX + 1).collect();
    let masked = hidden(&chars, false);
    let mut out = String::new();
    for (i, (c, masked)) in chars.into_iter().zip(masked).enumerate() {
        if i == ECHO_MAX {
            out.push('…');
            break;
        }
        out.push(if masked { '\u{fffd}' } else { c });
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

/// Names already in use, indexed so that whether a new name clashes with
/// one of them ([`looks_alike`]) is a few hash look-ups instead of a scan
/// (an import of hundreds of rows into a campaign of thousands stays
/// linear).
#[derive(Debug, Default, Clone)]
pub struct Taken {
    same: std::collections::HashMap<String, String>,
    shapes: [std::collections::HashMap<String, String>; 3],
}

impl Taken {
    /// Adds a name (the first of a look-alike family is the one named back).
    pub fn insert(&mut self, name: &str) {
        self.same
            .entry(key(name))
            .or_insert_with(|| name.to_owned());
        for (map, shape) in self.shapes.iter_mut().zip(shapes(name)) {
            map.entry(shape).or_insert_with(|| name.to_owned());
        }
    }

    /// The name in use that `name` would be mistaken for: the same name
    /// first, else one that looks the same ([`clash`]).
    #[must_use]
    pub fn clash(&self, name: &str) -> Option<Clash<'_>> {
        if let Some(same_name) = self.same.get(&key(name)) {
            return Some(Clash::Same(same_name));
        }
        self.shapes
            .iter()
            .zip(shapes(name))
            .find_map(|(map, shape)| map.get(&shape))
            .map(|n| Clash::LooksLike(n))
    }
}

/// A name of a list that is, or only looks like, one before it
/// ([`repeated`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Repeated {
    /// The later name's place in the list.
    pub at: usize,
    /// The later name.
    pub name: String,
    /// The earlier name it is, or looks like.
    pub earlier: String,
    /// Whether it is that name ([`same`]) rather than only looking like it.
    pub same: bool,
}

impl std::fmt::Display for Repeated {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let name = echo(&self.name);
        if self.same {
            write!(f, "the name {name} is used twice")
        } else {
            write!(
                f,
                "the name {name} looks the same as {}",
                echo(&self.earlier)
            )
        }
    }
}

/// The first name of `names` that clashes with one before it, by the check
/// every new name passes ([`Taken::clash`]): what a stored or imported
/// roster is held to, so a file cannot bring two names a command could not
/// tell apart.
pub fn repeated<'a>(names: impl IntoIterator<Item = &'a str>) -> Option<Repeated> {
    let mut taken = Taken::default();
    for (at, name) in names.into_iter().enumerate() {
        if let Some(clash) = taken.clash(name) {
            let (earlier, same) = match clash {
                Clash::Same(e) => (e, true),
                Clash::LooksLike(e) => (e, false),
            };
            return Some(Repeated {
                at,
                name: name.to_owned(),
                earlier: earlier.to_owned(),
                same,
            });
        }
        taken.insert(name);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loose_words_compare_like_their_folded_strings() {
        fn skip(c: char) -> bool {
            matches!(c, ' ' | '-' | '_')
        }
        let folded = |w: &str| loose(w, skip).collect::<String>();
        for (a, b, same) in [
            ("Small Guns", "small-guns", true),
            ("SMALL_GUNS", "smallguns", true),
            ("Small Guns", "Small Gun", false),
            ("Ärmel Weste", "ärmel-weste", true),
            ("Ärmel", "armel", false),
            ("- _", "", true),
            ("x", "", false),
        ] {
            assert_eq!(loose_eq(a, b, skip), same, "{a} / {b}");
            assert_eq!(folded(a) == folded(b), same, "{a} / {b} folded");
        }
    }

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
    fn every_default_ignorable_character_is_refused_outside_emoji() {
        for (text, codepoint) in [
            ("Kate\u{FE0F}", "U+FE0F"),
            ("Ka\u{FE00}te", "U+FE00"),
            ("Kate\u{E0100}", "U+E0100"),
            ("Kate\u{E01EF}", "U+E01EF"),
            ("Ka\u{180B}te", "U+180B"),
            ("Ka\u{17B4}te", "U+17B4"),
            ("Ka\u{17B5}te", "U+17B5"),
            ("Ka\u{1BCA0}te", "U+1BCA0"),
            ("Ka\u{1D173}te", "U+1D173"),
            ("Ka\u{E0041}te", "U+E0041"),
            ("Ka\u{2028}te", "U+2028"),
            ("Ka\u{FFF9}te", "U+FFF9"),
            // A joiner that joins no emoji, a selector after a letter.
            ("\u{1F468}\u{200D}ke", "U+200D"),
            ("Ja\u{200D}\u{1F468}", "U+200D"),
            ("\u{1F468}\u{200D}", "U+200D"),
            ("1\u{FE0F}", "U+FE0F"),
            // Tag letters without the flag that carries them.
            ("\u{1F3F4}\u{E0067}\u{E0062}", "U+E0067"),
        ] {
            assert_eq!(
                clean(CHARACTER_NAME, text),
                Err(TextError::Forbidden {
                    what: "name".into(),
                    codepoint: codepoint.into(),
                    value: echo(text),
                }),
                "{text:?}"
            );
        }
    }

    #[test]
    fn emoji_sequences_keep_their_joiners_and_selectors() {
        for text in [
            // Family: man, woman, girl.
            "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}",
            // Woman health worker, medium skin tone.
            "Doc \u{1F469}\u{1F3FD}\u{200D}\u{2695}\u{FE0F}",
            // Rainbow flag.
            "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}",
            // Flag of Scotland (a tag sequence).
            "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
            // A heart in emoji style, a keycap one.
            "Red \u{2764}\u{FE0F}",
            "1\u{FE0F}\u{20E3}",
        ] {
            assert_eq!(clean(CHARACTER_NAME, text), Ok(text.to_owned()), "{text:?}");
            assert_eq!(echo(text), text);
        }
    }

    #[test]
    fn names_that_only_look_alike_are_told_apart_but_not_allowed_side_by_side() {
        // "Jаke" with a Cyrillic а (U+0430).
        let cyrillic = "J\u{430}ke";
        assert!(!same(cyrillic, "Jake"));
        assert!(looks_alike(cyrillic, "Jake"));
        assert!(looks_alike(cyrillic, "JAKE"));
        assert_eq!(skeleton(cyrillic), skeleton("jake"));
        assert!(looks_alike("Jake", "jake"));
        assert!(!looks_alike("Jake", "Jane"));
        // Greek capital omicron for the Latin O.
        assert!(looks_alike("\u{39F}tto", "Otto"));
    }

    #[test]
    fn a_look_alike_capital_is_caught_whatever_the_case_of_either_name() {
        // Cyrillic К, В, Т, Н, М, А, Е; Greek Κ, Ε, Ζ, Ν.
        for (spoof, real) in [
            ("\u{41A}ate", "Kate"),
            ("\u{39A}ate", "Kate"),
            ("\u{412}ob", "Bob"),
            ("\u{422}om", "Tom"),
            ("\u{41D}ank", "Hank"),
            ("\u{41C}ike", "Mike"),
            ("\u{395}ve", "Eve"),
            ("\u{396}ed", "Zed"),
            ("\u{39D}ed", "Ned"),
            ("\u{41A}\u{410}\u{422}\u{415}", "Kate"),
            ("N\u{43E}ra", "Nora"),
        ] {
            assert!(!same(spoof, real), "{spoof:?}");
            assert!(looks_alike(spoof, real), "{spoof:?} beside {real:?}");
            assert!(looks_alike(real, spoof), "{real:?} beside {spoof:?}");
            assert_eq!(
                clash(spoof, ["Ann", real]),
                Some(Clash::LooksLike(real)),
                "{spoof:?}"
            );
        }
        // A capital I and a small l look the same as typed; names that only
        // meet once one is folded and the other is not stay apart.
        assert!(looks_alike("Ian", "lan"));
        for (a, b) in [
            ("Ian", "Lan"),
            ("Kate", "Kane"),
            ("Bob", "Rob"),
            ("Ned", "Ted"),
        ] {
            assert!(!looks_alike(a, b), "{a:?} beside {b:?}");
            assert_eq!(clash(a, [b]), None, "{a:?} beside {b:?}");
        }
    }

    #[test]
    fn a_list_repeating_a_name_or_one_alike_is_found_at_the_later_one() {
        assert_eq!(repeated(["Kate", "Bob", "Ned"]), None);
        assert_eq!(
            repeated(["Kate", "Bob", "\u{41a}\u{410}\u{422}\u{415}"]),
            Some(Repeated {
                at: 2,
                name: "\u{41a}\u{410}\u{422}\u{415}".into(),
                earlier: "Kate".into(),
                same: false,
            })
        );
        assert_eq!(
            repeated(["Kate", "KATE"]),
            Some(Repeated {
                at: 1,
                name: "KATE".into(),
                earlier: "Kate".into(),
                same: true,
            })
        );
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
