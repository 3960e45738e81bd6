//! The closed set of reasons the d20 game refuses a command. Each variant
//! carries the data a message needs; front ends turn them into localized text
//! or JSON. A refused command has changed nothing.

use serde::{Deserialize, Serialize};

use crate::engine::name;

use super::skills::Skill;

/// Something a command names that does not exist.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Unknown {
    /// A character.
    Character,
    /// An enemy on the field.
    Enemy,
    /// A character or an enemy.
    Unit,
    /// An enemy template.
    Template,
    /// A weapon.
    Weapon,
    /// A skill.
    Skill,
    /// A named difficulty.
    Difficulty,
    /// A condition on a unit.
    Condition,
    /// A command word (CLI).
    Command,
}

/// A rule or input error of the d20 game. The campaign is unchanged when one
/// is returned.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum RuleError {
    /// A name that matches nothing; `suggestions` lists valid names.
    #[error("unknown {kind:?}: {name}")]
    Unknown {
        /// What kind of thing was named.
        kind: Unknown,
        /// The name as given (bounded by [`name::echo`]).
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
        /// What was expected (`dice`, `number`, ...).
        what: String,
        /// The value given (bounded by [`name::echo`]).
        value: String,
    },
    /// Text holding a character that could hide or disguise it.
    #[error("{what} holds the forbidden character {codepoint}: {value}")]
    ForbiddenCharacter {
        /// What the text is.
        what: String,
        /// The first forbidden character, as `U+XXXX`.
        codepoint: String,
        /// The text as given, shortened and masked.
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
    /// A name already used by a character or an enemy (one namespace, so a
    /// target name is never ambiguous).
    #[error("the name {name} is already in use")]
    DuplicateName {
        /// The name.
        name: String,
    },
    /// A skill listed twice among a character's proficiencies.
    #[error("{skill:?} is listed twice")]
    DuplicateSkill {
        /// The skill.
        skill: Skill,
    },
    /// A save command named a skill that is not a save.
    #[error("{skill:?} is not a save")]
    NotASave {
        /// The skill given.
        skill: Skill,
    },
    /// An incapacitated character or a defeated enemy cannot act.
    #[error("{name} cannot act at 0 HP")]
    CannotAct {
        /// Who.
        name: String,
    },
    /// A single-target weapon was given several targets.
    #[error("the {weapon} hits one target, got {count}")]
    OneTarget {
        /// The weapon.
        weapon: String,
        /// How many targets were given.
        count: u32,
    },
    /// A target named twice in one blast.
    #[error("{name} is listed twice")]
    DuplicateTarget {
        /// The name.
        name: String,
    },
    /// The unit already has this condition.
    #[error("{name} already has {condition}")]
    HasCondition {
        /// The unit.
        name: String,
        /// The condition's name.
        condition: String,
    },
    /// `next` or `end-combat` without a rolled initiative order.
    #[error("no combat is running")]
    NoCombat,
    /// Initiative with nobody able to take part.
    #[error("nobody can take part in combat")]
    NobodyInCombat,
    /// An imported campaign breaks an invariant (found by `validate`).
    #[error("invalid campaign state: {reason}")]
    InvalidState {
        /// Which invariant, in words for the GM or the log.
        reason: String,
    },
}

impl RuleError {
    /// A short machine-readable code (`unknown_character`, `out_of_range`, ...).
    #[must_use]
    pub fn code(&self) -> String {
        crate::engine::ruleset::refusal_code(self)
    }

    pub(crate) fn invalid(what: &str, value: &str) -> RuleError {
        RuleError::Invalid {
            what: what.to_owned(),
            value: name::echo(value),
        }
    }

    pub(crate) fn unknown(kind: Unknown, value: &str, suggestions: Vec<String>) -> RuleError {
        RuleError::Unknown {
            kind,
            name: name::echo(value),
            suggestions,
        }
    }

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
pub(crate) fn in_range(what: &str, value: i64, min: i64, max: i64) -> Result<i64, RuleError> {
    if (min..=max).contains(&value) {
        Ok(value)
    } else {
        Err(RuleError::range(what, value, min, max))
    }
}

/// [`name::clean`] with its refusal translated into this game's error: the one
/// place the core's text gate meets the d20 error type.
pub(crate) fn clean(bound: name::Bound, text: &str) -> Result<String, RuleError> {
    name::clean(bound, text).map_err(RuleError::from)
}

name::text_error_into!(RuleError);
