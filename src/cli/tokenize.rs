//! A small shell-like tokenizer for batch mode: words split on whitespace,
//! "double" and 'single' quotes group words, a backslash escapes the next
//! character (outside single quotes). It owns no command knowledge.

/// Why a line could not be split into words.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TokenizeError {
    /// A quote was opened and never closed.
    #[error("unterminated {0} quote")]
    Unterminated(char),
    /// The line ends with a lone backslash.
    #[error("trailing backslash")]
    TrailingBackslash,
}

/// Splits one line into words the way a POSIX shell would for simple input.
/// `""` yields an empty word; variables, globs and pipes have no meaning here.
pub fn tokenize(line: &str) -> Result<Vec<String>, TokenizeError> {
    let mut words = Vec::new();
    let mut word = String::new();
    // Whether a word is in progress (distinguishes `""` from nothing).
    let mut in_word = false;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            c if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            '\\' => {
                let next = chars.next().ok_or(TokenizeError::TrailingBackslash)?;
                word.push(next);
                in_word = true;
            }
            '\'' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(ch) => word.push(ch),
                        None => return Err(TokenizeError::Unterminated('\'')),
                    }
                }
            }
            '"' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('"') => break,
                        // Inside double quotes a backslash escapes only `"` and `\`,
                        // as in a shell; elsewhere it stays literal.
                        Some('\\') => match chars.next() {
                            Some(ch @ ('"' | '\\')) => word.push(ch),
                            Some(ch) => {
                                word.push('\\');
                                word.push(ch);
                            }
                            None => return Err(TokenizeError::Unterminated('"')),
                        },
                        Some(ch) => word.push(ch),
                        None => return Err(TokenizeError::Unterminated('"')),
                    }
                }
            }
            c => {
                word.push(c);
                in_word = true;
            }
        }
    }
    if in_word {
        words.push(word);
    }
    Ok(words)
}

/// Whether a batch line carries no command: blank, or a `#` comment.
#[must_use]
pub fn is_blank_or_comment(line: &str) -> bool {
    let t = line.trim_start();
    t.is_empty() || t.starts_with('#')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(line: &str) -> Vec<String> {
        tokenize(line).expect("valid line")
    }

    #[test]
    fn plain_words_split_on_any_whitespace() {
        assert_eq!(
            words("  check Jake\tPER  Lockpick 2 "),
            ["check", "Jake", "PER", "Lockpick", "2"]
        );
        assert!(words("   ").is_empty());
    }

    #[test]
    fn quotes_group_words_and_may_touch_other_text() {
        assert_eq!(
            words(r#"damage Jake "Pipe Wrench" 1"#),
            ["damage", "Jake", "Pipe Wrench", "1"]
        );
        assert_eq!(
            words("inventory Jake add 'Stimpak x3'"),
            ["inventory", "Jake", "add", "Stimpak x3"]
        );
        assert_eq!(
            words(r#"set location "Vault "'81'"#),
            ["set", "location", "Vault 81"]
        );
        assert_eq!(words(r#"a "" b"#), ["a", "", "b"]);
    }

    #[test]
    fn backslashes_escape_outside_single_quotes() {
        assert_eq!(
            words(r#"set quest Find\ the\ \"Vault\""#),
            ["set", "quest", "Find the \"Vault\""]
        );
        assert_eq!(words(r#""say \"hi\" \n""#), [r#"say "hi" \n"#]);
        assert_eq!(words(r"'a\b'"), [r"a\b"]);
    }

    #[test]
    fn broken_quoting_is_an_error() {
        assert_eq!(tokenize("say \"hi"), Err(TokenizeError::Unterminated('"')));
        assert_eq!(tokenize("say 'hi"), Err(TokenizeError::Unterminated('\'')));
        assert_eq!(tokenize("say hi\\"), Err(TokenizeError::TrailingBackslash));
    }

    #[test]
    fn comments_and_blank_lines_are_skipped() {
        assert!(is_blank_or_comment(""));
        assert!(is_blank_or_comment("   # a note"));
        assert!(!is_blank_or_comment("turn # not a comment mid-line"));
    }
}
