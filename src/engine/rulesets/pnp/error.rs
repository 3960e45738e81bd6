//! The closed set of reasons the classic game refuses a command. Each variant
//! carries the data its message needs; the Fluent id of a refusal is
//! `pnp-err-` followed by [`RuleError::code`]. A refused command has changed
//! nothing.

use serde::{Deserialize, Serialize};

use super::skills::Skill;

/// Something a command names that does not exist.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Unknown {
    /// A character.
    Character,
    /// An enemy.
    Enemy,
    /// A character or an enemy.
    Unit,
    /// A skill.
    Skill,
    /// An attribute.
    Attribute,
    /// A race.
    Race,
    /// A weapon.
    Weapon,
    /// An armour class.
    Armour,
    /// An enemy template.
    Template,
    /// A setting or its value.
    Setting,
    /// An option word of `attack`.
    Option,
}

/// Why an aimed attack cannot aim that way.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AimRefusal {
    /// A scope cannot be used at point-blank range.
    ScopeAtPointBlank,
    /// Only guns take a scope (not melee, thrown or mines).
    ScopeOnWeapon,
    /// Thrown weapons and mines get no Pip-Boy aiming.
    PipBoyOnWeapon,
    /// The attacker has no Pip-Boy.
    NoPipBoy,
    /// Mines are laid, not aimed: no called shot either.
    CalledShotWithMine,
    /// One attack takes one aim: a scope or the Pip-Boy, never both (nor
    /// two scopes).
    OneAim,
}

crate::engine::refusal::rule_error! {
/// A rule or input error of the classic game. The campaign is unchanged when
/// one is returned.
pub enum RuleError {
    /// A setting or house rule set to the value it already has: nothing
    /// changed, so nothing is saved, logged or added to the undo history.
    #[error("{what} is already {value}")]
    AlreadySet {
        /// The setting or house rule, as typed in its command (`dodge`, `weather`).
        what: String,
        /// Its value, as typed (`on`, `off`, `rain`).
        value: String,
    },
    /// The same skill tagged twice.
    #[error("{skill:?} is tagged twice")]
    DuplicateTag {
        /// The skill.
        skill: Skill,
    },
    /// The seven scores do not add up to the race's creation total.
    #[error("S.P.E.C.I.A.L. must add up to {expected}, got {total}")]
    PointTotal {
        /// What they add up to.
        total: u32,
        /// What they must add up to.
        expected: u32,
    },
    /// Spending more skill points than are unspent.
    #[error("{name} has {have} skill points, asked to spend {asked}")]
    NotEnoughPoints {
        /// The character.
        name: String,
        /// Points unspent.
        have: u32,
        /// Points asked.
        asked: u32,
    },
    /// Points that would take a skill over 100.
    #[error("{skill:?} would reach {value}, over 100")]
    SkillOverMax {
        /// The skill.
        skill: Skill,
        /// What it would reach.
        value: u32,
    },
    /// An attribute already at its maximum.
    #[error("{attribute} is already at its maximum {max}")]
    AttributeAtMax {
        /// The attribute.
        attribute: String,
        /// Its maximum.
        max: u8,
    },
    /// A level-up choice with no level gained to spend it on.
    #[error("{name} has no level-up to choose")]
    NoLevelUp {
        /// The character.
        name: String,
    },
    /// A dead character or a killed enemy cannot act or be healed.
    #[error("{name} is dead")]
    Dead {
        /// Who.
        name: String,
    },
    /// An enemy that fled cannot act.
    #[error("{name} has fled")]
    Fled {
        /// Who.
        name: String,
    },
    /// Revive asked for someone alive.
    #[error("{name} is not dead")]
    NotDead {
        /// Who.
        name: String,
    },
    /// A target beyond the weapon's maximum range (or out of melee reach).
    #[error("{weapon} reaches {max} m, the target is {distance} m away")]
    OutOfReach {
        /// The weapon.
        weapon: String,
        /// The distance given.
        distance: u32,
        /// The weapon's reach.
        max: u32,
    },
    /// An aim the weapon or attacker cannot take.
    #[error("cannot aim that way: {reason:?}")]
    Aim {
        /// Why.
        reason: AimRefusal,
    },
    /// Firing a weapon with no ammunition.
    #[error("{name} has no ammunition for the {weapon}")]
    NoAmmo {
        /// The character.
        name: String,
        /// The weapon.
        weapon: String,
    },
    /// A weapon that takes no ammunition.
    #[error("the {weapon} takes no ammunition")]
    NoAmmoWeapon {
        /// The weapon.
        weapon: String,
    },
    /// Dousing someone not on fire.
    #[error("{name} is not burning")]
    NotBurning {
        /// Who.
        name: String,
    },
    /// A morale roll for an enemy without a morale score.
    #[error("{name} never checks morale")]
    NoMorale {
        /// The enemy.
        name: String,
    },
    /// A splash target named twice, or the target named as splash.
    #[error("{name} is listed twice")]
    DuplicateTarget {
        /// The name.
        name: String,
    },
    /// Splash targets for a weapon that does not splash.
    #[error("the {weapon} does not splash")]
    NoSplash {
        /// The weapon.
        weapon: String,
    },
    /// A die source that kept showing faces to re-roll.
    #[error("the dice kept showing faces to re-roll")]
    TooManyRerolls,
    /// An imported campaign breaks an invariant (found by `validate`).
    #[error("invalid campaign state: {reason}")]
    InvalidState {
        /// Which invariant, in words.
        reason: String,
    },
}
}

impl RuleError {
    /// The Fluent id of the refusal's message: `pnp-err-` and the code.
    #[must_use]
    pub fn message_id(&self) -> String {
        format!("pnp-err-{}", self.code())
    }
}

crate::engine::refusal::shared_refusals!();
crate::engine::refusal::free_name!("fallout-pnp");
