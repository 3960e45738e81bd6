//! What the games' command-line grammars read alike, written once: the
//! shapes of words several games' commands share. Each game's own grammar
//! (`src/games/<game>/cli/grammar.rs`) calls these.

/// The `[count] [name]` words after a template (`enemy-add Raider 3 Boss`):
/// a whole number first is the count (else one), the words after it the
/// name, if any, joined by spaces.
#[must_use]
pub fn count_then_name(words: &[&str]) -> (i64, Option<String>) {
    let (count, name) = match words
        .first()
        .and_then(|w| crate::engine::notation::whole_number(w))
    {
        Some(n) => (n, &words[1..]),
        None => (1, words),
    };
    (count, (!name.is_empty()).then(|| name.join(" ")))
}

/// `<template> [count] [name]` (`enemy-add Raider 3 Boss`): the template,
/// then [`count_then_name`]; no words at all read as an empty template.
#[must_use]
pub fn template_count_name(words: &[&str]) -> (String, i64, Option<String>) {
    let (template, rest) = words.split_first().map_or(("", words), |(t, r)| (*t, r));
    let (count, name) = count_then_name(rest);
    (template.to_owned(), count, name)
}

/// Splits off a trailing signed modifier (`+2`, `-10`): only a word with an
/// explicit sign counts, so a DC or an amount is never taken for one; 0
/// without one.
#[must_use]
pub fn split_modifier<'a, 'b>(words: &'a [&'b str]) -> (&'a [&'b str], i64) {
    if let Some((last, rest)) = words.split_last() {
        if last.len() > 1 && last.starts_with(['+', '-']) {
            if let Some(m) = crate::engine::notation::whole_number(last) {
                return (rest, m);
            }
        }
    }
    (words, 0)
}

/// Names separated by commas (`Ana, Vic` of an attack's targets, `--also
/// a,b`), each trimmed; empty ones dropped.
#[must_use]
pub fn listed(text: &str) -> Vec<String> {
    text.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_owned)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{count_then_name, listed, split_modifier, template_count_name};

    #[test]
    fn a_count_comes_first_and_the_rest_is_the_name() {
        assert_eq!(count_then_name(&[]), (1, None));
        assert_eq!(count_then_name(&["3"]), (3, None));
        assert_eq!(
            count_then_name(&["2", "Big", "Boss"]),
            (2, Some("Big Boss".to_owned()))
        );
        assert_eq!(count_then_name(&["Boss"]), (1, Some("Boss".to_owned())));
    }

    #[test]
    fn a_template_comes_before_the_count_and_the_name() {
        assert_eq!(
            template_count_name(&["Raider", "3", "Boss"]),
            ("Raider".to_owned(), 3, Some("Boss".to_owned()))
        );
        assert_eq!(
            template_count_name(&["Raider"]),
            ("Raider".to_owned(), 1, None)
        );
        assert_eq!(template_count_name(&[]), (String::new(), 1, None));
    }

    #[test]
    fn only_a_signed_last_word_is_a_modifier() {
        assert_eq!(
            split_modifier(&["Ana", "stealth", "+2"]),
            (&["Ana", "stealth"][..], 2)
        );
        assert_eq!(split_modifier(&["Ana", "-10"]), (&["Ana"][..], -10));
        assert_eq!(split_modifier(&["Ana", "15"]), (&["Ana", "15"][..], 0));
        assert_eq!(split_modifier(&["Ana", "+"]), (&["Ana", "+"][..], 0));
        assert_eq!(split_modifier(&["Ana", "+x"]), (&["Ana", "+x"][..], 0));
        assert_eq!(split_modifier(&[]), (&[][..], 0));
    }

    #[test]
    fn names_are_parted_by_commas_and_trimmed() {
        assert_eq!(listed("Ana, Vic ,,Boss"), ["Ana", "Vic", "Boss"]);
        assert_eq!(listed(" , "), Vec::<String>::new());
    }
}
