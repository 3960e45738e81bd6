//! What every game with its own command words shares: its command table (each
//! command's word, GM flag, acting-character argument, arguments, help key and
//! usage; the argument kinds are the game's own) and the first steps of reading
//! a command line against it, with the refusals every such parser gives
//! ([`ParseError`]). Plain data and pure functions: front ends read the same
//! table for registration, help and permission checks.

use serde::{Deserialize, Serialize};

/// Declares a game's `ArgKind` (what kind of value each argument of its
/// commands takes) with the derives and serde form (`snake_case`) every table
/// shares, and the game's `ArgSpec` and `CommandSpec` over it: write the
/// enum's doc and variants inside the macro.
macro_rules! arg_kinds {
    ($(#[$meta:meta])* pub enum ArgKind { $($kinds:tt)* }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
        #[serde(rename_all = "snake_case")]
        pub enum ArgKind { $($kinds)* }

        /// One argument of a command of the game.
        pub type ArgSpec = $crate::engine::table::ArgSpec<ArgKind>;

        /// One command of the game.
        pub type CommandSpec = $crate::engine::table::CommandSpec<ArgKind>;
    };
}
pub(crate) use arg_kinds;

/// One argument of a command; `K` is the game's kind of argument.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ArgSpec<K> {
    /// Its name (`character`, `dc`, ...), also the Discord option name.
    pub name: &'static str,
    /// What it takes.
    pub kind: K,
    /// Whether it must be given.
    pub required: bool,
}

/// A required argument.
pub const fn arg<K>(name: &'static str, kind: K) -> ArgSpec<K> {
    ArgSpec {
        name,
        kind,
        required: true,
    }
}

/// An optional argument.
pub const fn opt<K>(name: &'static str, kind: K) -> ArgSpec<K> {
    ArgSpec {
        name,
        kind,
        required: false,
    }
}

/// One command of a game's table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct CommandSpec<K: 'static> {
    /// The CLI word and Discord command name.
    pub name: &'static str,
    /// Whether only a GM may use it.
    pub gm_only: bool,
    /// The argument naming the acting character: a player may use the command
    /// only for a character they own (GMs for any). `None` for GM-only and
    /// read-only commands.
    pub actor: Option<&'static str>,
    /// Its arguments, in CLI order.
    pub args: &'static [ArgSpec<K>],
    /// The Fluent key of its help text.
    pub help_key: &'static str,
    /// The CLI syntax, for usage errors and help.
    pub usage: &'static str,
}

/// One row of a command table (see [`CommandSpec`] for each field).
pub const fn command<K>(
    name: &'static str,
    gm_only: bool,
    actor: Option<&'static str>,
    args: &'static [ArgSpec<K>],
    help_key: &'static str,
    usage: &'static str,
) -> CommandSpec<K> {
    CommandSpec {
        name,
        gm_only,
        actor,
        args,
        help_key,
        usage,
    }
}

/// A command only a GM may use.
pub const fn gm<K>(
    name: &'static str,
    args: &'static [ArgSpec<K>],
    help_key: &'static str,
    usage: &'static str,
) -> CommandSpec<K> {
    command(name, true, None, args, help_key, usage)
}

/// A command players may use: for the character its argument `actor` names
/// (one they own), or for anyone when `actor` is `None`.
pub const fn player<K>(
    name: &'static str,
    actor: Option<&'static str>,
    args: &'static [ArgSpec<K>],
    help_key: &'static str,
    usage: &'static str,
) -> CommandSpec<K> {
    command(name, false, actor, args, help_key, usage)
}

/// The command of `table` whose word is `name`.
#[must_use]
pub fn spec<K>(table: &'static [CommandSpec<K>], name: &str) -> Option<&'static CommandSpec<K>> {
    table.iter().find(|c| c.name == name)
}

/// Why a command line was refused before it reached the engine; `E` is the
/// game's refusal of a word of the wrong form.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum ParseError<E> {
    /// No words at all.
    #[error("empty command")]
    Empty,
    /// The first word is no command of this game.
    #[error("unknown command {word}")]
    UnknownCommand {
        /// The word given (bounded).
        word: String,
        /// This game's commands.
        commands: Vec<String>,
    },
    /// Too few or too many words for the command.
    #[error("usage: {usage}")]
    Usage {
        /// The command.
        command: String,
        /// Its syntax.
        usage: String,
    },
    /// A word of the wrong form (a skill, number, DC, dice ...).
    #[error("{0}")]
    Rule(#[from] E),
}

/// One command line being read: the command its first word names, and the
/// words after it.
#[derive(Debug, Clone, Copy)]
pub struct Line<'w, K: 'static> {
    /// The command.
    pub spec: &'static CommandSpec<K>,
    /// The words after the command word.
    pub rest: &'w [&'w str],
}

impl<'w, K> Line<'w, K> {
    /// Reads the command word of `words` against `table` (case aside).
    ///
    /// # Errors
    /// [`ParseError::Empty`] for no words, [`ParseError::UnknownCommand`]
    /// (listing the table's words) for a word that is no command.
    pub fn start<E>(
        words: &'w [&'w str],
        table: &'static [CommandSpec<K>],
    ) -> Result<Line<'w, K>, ParseError<E>> {
        let Some((&first, rest)) = words.split_first() else {
            return Err(ParseError::Empty);
        };
        let Some(spec) = spec(table, &first.to_ascii_lowercase()) else {
            return Err(ParseError::UnknownCommand {
                word: super::name::echo(first),
                commands: table.iter().map(|c| c.name.to_owned()).collect(),
            });
        };
        Ok(Line { spec, rest })
    }

    /// The refusal for words that do not fit the command's usage.
    #[must_use]
    pub fn usage<E>(&self) -> ParseError<E> {
        ParseError::Usage {
            command: self.spec.name.to_owned(),
            usage: self.spec.usage.to_owned(),
        }
    }

    /// At least `n` words after the command word.
    ///
    /// # Errors
    /// The usage refusal when there are fewer.
    pub fn need<E>(&self, n: usize) -> Result<(), ParseError<E>> {
        if self.rest.len() < n {
            Err(self.usage())
        } else {
            Ok(())
        }
    }

    /// Exactly `n` words after the command word.
    ///
    /// # Errors
    /// The usage refusal otherwise.
    pub fn exact<E>(&self, n: usize) -> Result<(), ParseError<E>> {
        if self.rest.len() == n {
            Ok(())
        } else {
            Err(self.usage())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TABLE: &[CommandSpec<u8>] = &[CommandSpec {
        name: "hurt",
        gm_only: true,
        actor: None,
        args: &[arg("target", 1), opt("amount", 2)],
        help_key: "x-help-hurt",
        usage: "hurt <target> [amount]",
    }];

    #[test]
    fn a_line_starts_at_its_command_and_checks_its_word_count() {
        let words = ["HURT", "Vic", "3"];
        let line = Line::start::<()>(&words, TABLE).expect("a command");
        assert_eq!(line.spec.name, "hurt");
        assert_eq!(line.rest, &["Vic", "3"]);
        assert_eq!(line.need::<()>(2), Ok(()));
        assert_eq!(line.exact::<()>(2), Ok(()));
        let usage = ParseError::<()>::Usage {
            command: "hurt".into(),
            usage: "hurt <target> [amount]".into(),
        };
        assert_eq!(line.need::<()>(3), Err(usage.clone()));
        assert_eq!(line.exact::<()>(1), Err(usage));
        assert_eq!(Line::start::<()>(&[], TABLE).err(), Some(ParseError::Empty));
        assert_eq!(
            Line::start::<()>(&["fly"], TABLE).err(),
            Some(ParseError::UnknownCommand {
                word: "fly".into(),
                commands: vec!["hurt".into()]
            })
        );
        assert!(!TABLE[0].args[1].required);
    }
}
