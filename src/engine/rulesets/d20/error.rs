//! The closed set of reasons the d20 game refuses a command. Each variant
//! carries the data a message needs; front ends turn them into localized text
//! or JSON. A refused command has changed nothing.

use serde::{Deserialize, Serialize};

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

crate::engine::refusal::rule_error! {
/// A rule or input error of the d20 game. The campaign is unchanged when one
/// is returned.
pub enum RuleError {
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
}

crate::engine::refusal::shared_refusals!();
crate::engine::refusal::free_name!("d20");
