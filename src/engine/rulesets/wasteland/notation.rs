//! The wasteland game's words as people type them, parsed once for every
//! front end (the CLI and the bot): dice notation ("3d6", "d20", "2d20+1"),
//! attribute and skill words (abbreviations, English names, any case and
//! spacing) and item counts ("Stimpak x3", "Stimpak 3"). The words every game
//! shares ([`repeat_word`], [`whole_number`], [`trailing_repeat`]) come from
//! [`crate::engine::notation`] and are re-exported here.
//!
//! Each parser refuses with the [`RuleError`] a front end already knows how to
//! say, so an unknown skill reads the same from Discord and from the terminal.

use crate::engine::notation::{looks_like_number, times_suffix};
pub use crate::engine::notation::{repeat_word, trailing_repeat, whole_number};
use crate::engine::special::Attribute;

use super::error::{RuleError, Unknown};
use super::skills::Skill;

/// Dice notation `NdM`, `NdM+K` or `NdM-K`; `N` may be left out ("d20" is one die).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DiceNotation {
    /// How many dice (N).
    pub count: i64,
    /// Sides of each die (M).
    pub sides: i64,
    /// The constant added to the sum (K, negative after `-`); 0 when absent.
    pub modifier: i64,
}

/// Parses dice notation, ignoring case and spaces: "3d6", " D20 ", "2d20+1",
/// "d6 - 1". Ranges are the caller's (a roll and a custom enemy allow different
/// dice); this only refuses text that is not notation.
pub fn dice(text: &str) -> Result<DiceNotation, RuleError> {
    let invalid = || RuleError::Invalid {
        what: "dice".into(),
        value: text.to_owned(),
    };
    let t: String = text
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| c.to_ascii_lowercase())
        .collect();
    let (count, rest) = t.split_once('d').ok_or_else(invalid)?;
    let (sides, modifier) = match rest.find(['+', '-']) {
        Some(at) => {
            let (sides, modifier) = rest.split_at(at);
            (sides, plain_integer(modifier).ok_or_else(invalid)?)
        }
        None => (rest, 0),
    };
    let count = if count.is_empty() {
        1
    } else {
        unsigned(count).ok_or_else(invalid)?
    };
    let sides = unsigned(sides).ok_or_else(invalid)?;
    Ok(DiceNotation {
        count,
        sides,
        modifier,
    })
}

/// Plain `NdM` for what carries no modifier (a roll, a custom enemy's damage):
/// "2d20+1" is refused there rather than silently rolled as 2d20.
pub fn plain_dice(text: &str) -> Result<(i64, i64), RuleError> {
    match dice(text)? {
        DiceNotation {
            count,
            sides,
            modifier: 0,
        } => Ok((count, sides)),
        _ => Err(RuleError::Invalid {
            what: "dice".into(),
            value: text.to_owned(),
        }),
    }
}

/// Digits only (no sign): the N and M of dice.
fn unsigned(text: &str) -> Option<i64> {
    if text.is_empty() || !text.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

/// An optional sign and digits: "+1", "-2", "3".
fn plain_integer(text: &str) -> Option<i64> {
    let digits = text.strip_prefix(['+', '-']).unwrap_or(text);
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

/// An attribute by abbreviation ("PER") or English name ("Perception"),
/// ignoring case and surrounding spaces; front ends turn a reader's own words
/// into these first (`i18n::engine_word`).
pub fn attribute(text: &str) -> Result<Attribute, RuleError> {
    Attribute::parse(text).ok_or_else(|| RuleError::Unknown {
        kind: Unknown::Attribute,
        name: text.to_owned(),
        suggestions: Attribute::ALL.iter().map(|a| a.abbr().to_owned()).collect(),
    })
}

/// A skill by English name in any case and spacing ("small guns", "SmallGuns",
/// "small_guns"); front ends turn a reader's own words into these first.
pub fn skill(text: &str) -> Result<Skill, RuleError> {
    Skill::parse(text).ok_or_else(|| RuleError::Unknown {
        kind: Unknown::Skill,
        name: text.to_owned(),
        suggestions: Skill::ALL.iter().map(|s| s.name().to_owned()).collect(),
    })
}

/// The largest quantity one inventory or trade command moves.
pub const MAX_QUANTITY: i64 = 999;

/// An item name and how many.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ItemCount {
    /// The item's name, without any count.
    pub item: String,
    /// How many: at least 1.
    pub qty: i64,
}

/// Reads "Item", "Item N", "Item xN" and "Item xN M" (the seed: "Qty defaults
/// to 1; also supports `Item xN`"). An `xN` suffix on the name means N per
/// count, so "Stimpak x2" with a count of 3 is 6 Stimpaks. `qty` is a count
/// given apart from the text (the bot's option); counts in the text multiply it.
///
/// Counts are never folded into names: a last word that looks like a count
/// ("-1", "0", "x0", "99999999999999999999") but is not a whole number from 1
/// up is refused, and so is a total over [`MAX_QUANTITY`].
pub fn item_count(text: &str, qty: Option<i64>) -> Result<ItemCount, RuleError> {
    let mut words: Vec<&str> = text.split_whitespace().collect();
    let mut total = match qty {
        Some(q) => positive(q)?,
        None => 1,
    };
    // The last word alone is always the name: "42" is an item called 42.
    if words.len() > 1 {
        if let Some(n) = words.last().copied().filter(|w| looks_like_number(w)) {
            total = total.saturating_mul(positive_word(n)?);
            words.pop();
        }
    }
    if words.len() > 1 {
        if let Some(per) = words.last().and_then(|w| times_suffix(w)) {
            total = total.saturating_mul(positive_word(per)?);
            words.pop();
        }
    }
    let item = words.join(" ");
    if item.is_empty() {
        return Err(RuleError::Invalid {
            what: "item".into(),
            value: text.trim().to_owned(),
        });
    }
    if total > MAX_QUANTITY {
        return Err(quantity_range(total));
    }
    Ok(ItemCount { item, qty: total })
}

fn quantity_range(value: i64) -> RuleError {
    RuleError::OutOfRange {
        what: "quantity".into(),
        value,
        min: 1,
        max: MAX_QUANTITY,
    }
}

/// A count: a whole number from 1 up.
fn positive(n: i64) -> Result<i64, RuleError> {
    if n >= 1 {
        Ok(n)
    } else {
        Err(quantity_range(n))
    }
}

/// A count word: a whole number from 1 up, else refused as out of range
/// (one beyond 64 bits too, [`whole_number`]).
fn positive_word(word: &str) -> Result<i64, RuleError> {
    match whole_number(word) {
        Some(n) => positive(n),
        None => Err(RuleError::Invalid {
            what: "quantity".into(),
            value: word.to_owned(),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(text: &str) -> Option<(i64, i64, i64)> {
        dice(text).ok().map(|n| (n.count, n.sides, n.modifier))
    }

    #[test]
    fn dice_notation_with_and_without_count_and_modifier() {
        assert_eq!(d("3d6"), Some((3, 6, 0)));
        assert_eq!(d(" D20 "), Some((1, 20, 0)));
        assert_eq!(d("2d20+1"), Some((2, 20, 1)));
        assert_eq!(d("d6 - 2"), Some((1, 6, -2)));
        for bad in [
            "", "d", "3d", "2x6", "-2d6", "2d-6", "2d6+", "2d6+1+1", "2d6x", "3d6d6",
        ] {
            assert_eq!(
                dice(bad),
                Err(RuleError::Invalid {
                    what: "dice".into(),
                    value: bad.into()
                }),
                "{bad:?}"
            );
        }
        assert_eq!(d("99999999999999999999d6"), None);
        assert_eq!(plain_dice("2D6"), Ok((2, 6)));
        assert!(plain_dice("2d6+1").is_err());
    }

    #[test]
    fn attributes_and_skills_by_their_english_words() {
        assert_eq!(attribute("per"), Ok(Attribute::Per));
        assert_eq!(attribute("Perception"), Ok(Attribute::Per));
        assert_eq!(skill("small_guns"), Ok(Skill::SmallGuns));
        assert_eq!(skill(" lockpick "), Ok(Skill::Lockpick));
        let Err(RuleError::Unknown {
            kind, suggestions, ..
        }) = attribute("XYZ")
        else {
            panic!("unknown attribute")
        };
        assert_eq!(kind, Unknown::Attribute);
        assert_eq!(
            suggestions,
            ["STR", "PER", "END", "CHA", "INT", "AGI", "LCK"]
        );
        assert!(matches!(
            skill("Cooking"),
            Err(RuleError::Unknown {
                kind: Unknown::Skill,
                ..
            })
        ));
    }

    fn count(text: &str, qty: Option<i64>) -> Result<(String, i64), RuleError> {
        item_count(text, qty).map(|c| (c.item, c.qty))
    }

    #[test]
    fn item_counts_are_parsed_never_folded_into_names() {
        assert_eq!(count("Stimpak", None), Ok(("Stimpak".into(), 1)));
        assert_eq!(count("Pipe Wrench 2", None), Ok(("Pipe Wrench".into(), 2)));
        assert_eq!(count("Stimpak x3", None), Ok(("Stimpak".into(), 3)));
        assert_eq!(count("Stimpak X3", None), Ok(("Stimpak".into(), 3)));
        assert_eq!(count("Stimpak x2 3", None), Ok(("Stimpak".into(), 6)));
        assert_eq!(count("Stimpak x2", Some(3)), Ok(("Stimpak".into(), 6)));
        assert_eq!(count("Stimpak 2", Some(3)), Ok(("Stimpak".into(), 6)));
        assert_eq!(count("10mm Ammo x12", None), Ok(("10mm Ammo".into(), 12)));
        // A lone number is a name (there is nothing else to name the item).
        assert_eq!(count("42", None), Ok(("42".into(), 1)));
        let range = |value| RuleError::OutOfRange {
            what: "quantity".into(),
            value,
            min: 1,
            max: 999,
        };
        assert_eq!(count("Stimpak -1", None), Err(range(-1)));
        assert_eq!(count("Stimpak 0", None), Err(range(0)));
        assert_eq!(count("Stimpak x0", None), Err(range(0)));
        assert_eq!(count("Stimpak x-2 3", None), Err(range(-2)));
        assert_eq!(count("Stimpak", Some(0)), Err(range(0)));
        assert_eq!(count("Stimpak x500 2", None), Err(range(1000)));
        assert_eq!(
            count("Stimpak x9223372036854775807 9223372036854775807", None),
            Err(range(i64::MAX))
        );
        assert_eq!(
            count("Stimpak 99999999999999999999", None),
            Err(range(i64::MAX))
        );
        assert_eq!(
            count("Stimpak x99999999999999999999", None),
            Err(range(i64::MAX))
        );
    }
}
