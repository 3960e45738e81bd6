//! What people type, parsed once for every front end and every game: repeat
//! and pack words (`x3`), whole numbers of any size, and a trailing repeat.
//! A game's own words (its dice notation, attributes, skills, item counts)
//! are parsed in its folder, refused with its own errors.

/// The digits of a repeat or pack word (`x3`, `X3`, `×3`), as every game's
/// command line writes a count (`roll 3d6 x5`, `enemy-add Raider x3`);
/// `None` for any other word.
#[must_use]
pub fn repeat_word(word: &str) -> Option<&str> {
    let digits = word.strip_prefix(['x', 'X', '×'])?;
    (!digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())).then_some(digits)
}

/// A whole number as typed (an optional sign and ASCII digits), however
/// large. Every count, amount and number word of every game's command line
/// reads through it: a number beyond 64 bits is held at `i64::MAX` (or
/// `i64::MIN`), so the rules' range check refuses it as out of range rather
/// than the word passing for a name (`enemy-add bandit 99999999999999999999`).
/// `None` for a word that is not a number.
#[must_use]
pub fn whole_number(word: &str) -> Option<i64> {
    let word = word.trim();
    if !looks_like_number(word) {
        return None;
    }
    Some(word.parse().unwrap_or(if word.starts_with('-') {
        i64::MIN
    } else {
        i64::MAX
    }))
}

/// `N` whole numbers typed in a row, parted by spaces or commas (of either
/// width), as a form's text box takes the seven S.P.E.C.I.A.L. scores;
/// `None` unless there are exactly `N`, each a number that fits 64 bits.
#[must_use]
pub fn numbers_in_a_row<const N: usize>(typed: &str) -> Option<[i64; N]> {
    let numbers: Vec<i64> = typed
        .split(|c: char| c.is_whitespace() || c == ',' || c == '，')
        .filter(|w| !w.is_empty())
        .map(|w| w.parse().ok())
        .collect::<Option<_>>()?;
    numbers.try_into().ok()
}

/// Splits a trailing repeat word (`x3`) off `words` when at least
/// `min_before` words come before it: the words before it and its digits;
/// otherwise all the words and `None`.
#[must_use]
pub fn trailing_repeat<T: AsRef<str>>(words: &[T], min_before: usize) -> (&[T], Option<&str>) {
    match words.split_last() {
        Some((last, before)) if before.len() >= min_before => match repeat_word(last.as_ref()) {
            Some(digits) => (before, Some(digits)),
            None => (words, None),
        },
        _ => (words, None),
    }
}

/// Whether a word is a signed whole number, however large.
pub(crate) fn looks_like_number(word: &str) -> bool {
    let digits = word.strip_prefix(['+', '-']).unwrap_or(word);
    !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())
}

/// The N of an `xN` (or `×N`) word, when the rest looks like a number.
pub(crate) fn times_suffix(word: &str) -> Option<&str> {
    let n = word.strip_prefix(['x', 'X', '×'])?;
    looks_like_number(n).then_some(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_in_a_row_are_exactly_so_many_whole_numbers() {
        assert_eq!(numbers_in_a_row::<3>(" 1,2，3 "), Some([1, 2, 3]));
        assert_eq!(numbers_in_a_row::<3>("1 2"), None);
        assert_eq!(numbers_in_a_row::<3>("1 2 3 4"), None);
        assert_eq!(numbers_in_a_row::<3>("1 x 3"), None);
        assert_eq!(numbers_in_a_row::<1>("99999999999999999999"), None);
    }

    #[test]
    fn whole_numbers_beyond_64_bits_are_numbers_held_at_the_limit() {
        assert_eq!(whole_number(" 12 "), Some(12));
        assert_eq!(whole_number("-3"), Some(-3));
        assert_eq!(whole_number("99999999999999999999"), Some(i64::MAX));
        assert_eq!(whole_number("-99999999999999999999"), Some(i64::MIN));
        assert_eq!(whole_number("+99999999999999999999"), Some(i64::MAX));
        for word in ["", "-", "x3", "1e3", "12a", "٣"] {
            assert_eq!(whole_number(word), None, "{word:?}");
        }
    }
}
