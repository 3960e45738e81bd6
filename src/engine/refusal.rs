//! The refusals every game shares: a name that matches nothing, a number out of
//! range, a value of the wrong form, text holding a character that could hide
//! or disguise it, and a new name that is, or looks like, one in use. Each game's
//! `RuleError` is declared through [`rule_error!`], which puts these first and
//! the game's own after them, so the shared ones read the same in every game
//! (their serde form, `{"error": "out_of_range", ...}`, and their messages).

/// Declares a game's `RuleError` with the shared refusals first: write the
/// enum's doc and the game's own variants inside the macro; the derives and
/// the serde form (`{"error": "<variant in snake_case>", ...}`) are the same
/// for every game and written here. The game's module must have an `Unknown`
/// type (what kinds of things a name may fail to match).
macro_rules! rule_error {
    ($(#[$meta:meta])* pub enum RuleError { $($own:tt)* }) => {
        $(#[$meta])*
        #[derive(
            Debug,
            Clone,
            PartialEq,
            Eq,
            serde::Serialize,
            serde::Deserialize,
            thiserror::Error,
        )]
        #[serde(tag = "error", rename_all = "snake_case")]
        pub enum RuleError {
            /// A name that matches nothing; `suggestions` lists valid names.
            #[error("unknown {kind:?}: {name}")]
            Unknown {
                /// What kind of thing was named.
                kind: Unknown,
                /// The name as given (bounded by [`crate::engine::name::echo`]).
                name: String,
                /// Names that exist, for the hint.
                suggestions: Vec<String>,
            },
            /// A number outside its allowed range.
            #[error("{what} must be between {min} and {max}, got {value}")]
            OutOfRange {
                /// What the number is (`level`, `dc`, `count`, ...).
                what: String,
                /// The value given.
                value: i64,
                /// Smallest allowed.
                min: i64,
                /// Largest allowed.
                max: i64,
            },
            /// A value that is not of the expected form.
            #[error("invalid {what}: {value}")]
            Invalid {
                /// What was expected (`dice`, `number`, `on/off`, ...).
                what: String,
                /// The value given (bounded by [`crate::engine::name::echo`]).
                value: String,
            },
            /// Text holding a character that could hide or disguise it (a
            /// control character, a bidirectional override, a zero-width
            /// character).
            #[error("{what} holds the forbidden character {codepoint}: {value}")]
            ForbiddenCharacter {
                /// What the text is (`name`, `background`, ...).
                what: String,
                /// The first forbidden character, as `U+XXXX`.
                codepoint: String,
                /// The text as given, shortened and with hidden characters masked.
                value: String,
            },
            /// A new name that looks the same as one already in use (their
            /// confusable skeletons are equal), though it is spelled differently.
            #[error("the name {name} looks the same as {existing}, already in use")]
            LooksLike {
                /// The name refused.
                name: String,
                /// The name in use it looks like.
                existing: String,
            },
            /// A new character's or enemy's name that is one of the game's
            /// fixed words in some language (an item, a skill, a hit
            /// location: [`crate::engine::name::fixed_word`]), so a command
            /// could not tell the unit from the word.
            #[error("the name {name} is the game's word {word}")]
            FixedWord {
                /// The name refused.
                name: String,
                /// The fixed word it is (the engine's English).
                word: String,
            },
            /// A new character's or enemy's name already used by a unit
            /// (one namespace, so a target name is never ambiguous).
            #[error("the name {name} is already in use")]
            DuplicateName {
                /// The name.
                name: String,
            },
            $($own)*
        }
    };
}
pub(crate) use rule_error;

/// The constructors and checks a game's refusals share, for a game whose
/// `RuleError` came from [`rule_error!`]: `RuleError::code`, `invalid`, `unknown` and
/// `range` (what the user typed bounded by [`crate::engine::name::echo`]),
/// `in_range`, `int` (a whole number as typed), and `clean` with the core's text gate's refusal as the game's.
macro_rules! shared_refusals {
    () => {
        impl RuleError {
            /// A short machine-readable code (`unknown_character`,
            /// `out_of_range`, ...).
            #[must_use]
            pub fn code(&self) -> String {
                $crate::engine::ruleset::refusal_code(self)
            }

            /// A value of the wrong form.
            pub(crate) fn invalid(what: &str, value: &str) -> RuleError {
                RuleError::Invalid {
                    what: what.to_owned(),
                    value: $crate::engine::name::echo(value),
                }
            }

            /// A name that matches nothing of `kind`.
            pub(crate) fn unknown(
                kind: Unknown,
                value: &str,
                suggestions: Vec<String>,
            ) -> RuleError {
                RuleError::Unknown {
                    kind,
                    name: $crate::engine::name::echo(value),
                    suggestions,
                }
            }

            /// A name that matched nothing, as its kind, the name as given
            /// and the names suggested; `None` for any other refusal.
            #[must_use]
            pub fn unknown_name(&self) -> Option<(&Unknown, &str, &[String])> {
                match self {
                    RuleError::Unknown {
                        kind,
                        name,
                        suggestions,
                    } => Some((kind, name, suggestions)),
                    _ => None,
                }
            }

            /// A number outside `min..=max`.
            pub(crate) fn range(what: &str, value: i64, min: i64, max: i64) -> RuleError {
                RuleError::OutOfRange {
                    what: what.to_owned(),
                    value,
                    min,
                    max,
                }
            }
        }

        /// Checks `value` against `min..=max`, naming it `what` in the refusal.
        pub(crate) fn in_range(
            what: &str,
            value: i64,
            min: i64,
            max: i64,
        ) -> Result<i64, RuleError> {
            if (min..=max).contains(&value) {
                Ok(value)
            } else {
                Err(RuleError::range(what, value, min, max))
            }
        }

        /// A whole number as typed (one beyond 64 bits held at the limit, so
        /// the range check refuses it), or an invalid-`what` refusal.
        pub(crate) fn int(what: &str, word: &str) -> Result<i64, RuleError> {
            $crate::engine::notation::whole_number(word)
                .ok_or_else(|| RuleError::invalid(what, word))
        }

        /// [`crate::engine::name::clean`] with its refusal as this game's error:
        /// the one place the core's text gate meets the game's error type.
        pub(crate) fn clean(
            bound: $crate::engine::name::Bound,
            text: &str,
        ) -> Result<String, RuleError> {
            $crate::engine::name::clean(bound, text).map_err(RuleError::from)
        }

        $crate::engine::name::text_error_into!(RuleError);
    };
}
pub(crate) use shared_refusals;

/// For a game whose `RuleError` has `DuplicateName { name }`: `free_name`,
/// which refuses a new name that is, or looks the same as, one in `taken`,
/// or is one of the fixed words of game `$game` (its ruleset id).
macro_rules! free_name {
    ($game:expr) => {
        /// `Ok` when `name` is free among `taken`; a [`RuleError::DuplicateName`]
        /// when it is in use, a [`RuleError::LooksLike`] when it only looks so,
        /// a [`RuleError::FixedWord`] when it is one of the game's words.
        pub(crate) fn free_name<'a>(
            name: &str,
            taken: impl IntoIterator<Item = &'a str>,
        ) -> Result<(), RuleError> {
            if let Some(word) = $crate::engine::name::fixed_word($game, name) {
                return Err(RuleError::FixedWord {
                    name: name.to_owned(),
                    word,
                });
            }
            match $crate::engine::name::clash(name, taken) {
                Some($crate::engine::name::Clash::Same(_)) => Err(RuleError::DuplicateName {
                    name: name.to_owned(),
                }),
                Some($crate::engine::name::Clash::LooksLike(existing)) => {
                    Err(RuleError::LooksLike {
                        name: name.to_owned(),
                        existing: existing.to_owned(),
                    })
                }
                None => Ok(()),
            }
        }
    };
}
pub(crate) use free_name;
