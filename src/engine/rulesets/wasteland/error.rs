//! The closed set of reasons a command is refused. Each variant carries the
//! data a message needs; front ends turn them into localized text or JSON.
//! A refused command has changed nothing.

use serde::{Deserialize, Serialize};

use super::data::LootTier;
use super::skills::Skill;
use crate::engine::special::Attribute;

/// Why an encounter was refused, naming the budget rule in the rules' order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "rule", rename_all = "snake_case")]
pub enum BudgetRule {
    /// Rule 1: the enemy's tier is above the chapter's maximum.
    Tier {
        /// The enemy's tier.
        tier: u8,
        /// The chapter's maximum tier.
        max_tier: u8,
    },
    /// Rule 2: the chapter's safe turns have not passed yet.
    SafeTurns {
        /// Turns since the chapter started.
        elapsed: u32,
        /// Turns that must pass first.
        safe_turns: u32,
    },
    /// Rule 3: the chapter day's count limit of living enemies is reached.
    Count {
        /// The chapter day (1-based).
        chapter_day: u32,
        /// Living enemies now.
        living: u32,
        /// Living enemies allowed on this day.
        limit: u32,
    },
    /// Rule 4: the HP budget would be exceeded.
    Hp {
        /// Current HP of living enemies.
        used: u32,
        /// HP of the new enemy.
        adding: u32,
        /// The budget for this chapter and party size.
        budget: u32,
    },
}

/// Something a command names that does not exist.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Unknown {
    /// A character.
    Player,
    /// An enemy on the field.
    Enemy,
    /// An enemy template.
    Template,
    /// A weapon.
    Weapon,
    /// A skill.
    Skill,
    /// An attribute.
    Attribute,
    /// A consumable item.
    Consumable,
    /// An item in an inventory.
    Item,
    /// A status effect on a character.
    Effect,
    /// A weather.
    Weather,
    /// A time period.
    Period,
    /// A mode.
    Mode,
    /// A loot tier.
    Tier,
    /// A campaign setting.
    Setting,
    /// A game (ruleset id).
    Ruleset,
    /// A character preset.
    Preset,
    /// A house rule.
    HouseRule,
}

/// Why a character cannot do something.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Incapacity {
    /// At 0 HP.
    Incapacitated,
    /// Dead.
    Dead,
}

crate::engine::refusal::rule_error! {
/// A rule or input error. The campaign is unchanged when one is returned.
pub enum RuleError {
    /// A SPECIAL score outside 1..=10.
    #[error("{attribute} must be between 1 and 10, got {value}")]
    SpecialOutOfRange {
        /// The attribute.
        attribute: Attribute,
        /// The value given.
        value: i64,
    },
    /// SPECIAL scores that do not add up to 40.
    #[error("S.P.E.C.I.A.L. must add up to 40, got {total}")]
    SpecialTotal {
        /// Their sum.
        total: u32,
    },
    /// Tag skills that are not three distinct skills.
    #[error("choose three different tag skills")]
    TagSkills {
        /// The skills given.
        given: Vec<Skill>,
    },
    /// A setting or house rule set to the value it already has: nothing
    /// changed, so nothing is saved, logged or added to the undo history.
    #[error("{what} is already {value}")]
    AlreadySet {
        /// The setting or house rule, as typed in its command (`dodge`, `weather`).
        what: String,
        /// Its value, as typed (`on`, `off`, `rain`).
        value: String,
    },
    /// The owner already has a living character here.
    #[error("{owner} already plays {existing}")]
    OwnerHasCharacter {
        /// The owner id.
        owner: String,
        /// Their current character.
        existing: String,
    },
    /// A name listed twice in one check.
    #[error("{name} is listed twice")]
    DuplicateParticipant {
        /// The name.
        name: String,
    },
    /// A character who cannot act.
    #[error("{name} cannot act")]
    CannotAct {
        /// The character.
        name: String,
        /// Why.
        state: Incapacity,
    },
    /// A dead character cannot be healed.
    #[error("{name} is dead")]
    Dead {
        /// The character.
        name: String,
    },
    /// Not enough AP.
    #[error("{name} has {have} AP, needs {need}")]
    NotEnoughAp {
        /// The character.
        name: String,
        /// AP held.
        have: u32,
        /// AP asked for.
        need: u32,
    },
    /// Not enough caps.
    #[error("{name} has {have} caps, needs {need}")]
    NotEnoughCaps {
        /// The character.
        name: String,
        /// Caps held.
        have: u32,
        /// Caps needed.
        need: u32,
    },
    /// Caps that would pass the most a character may hold: the whole change
    /// is refused.
    #[error("{name} has {have} caps; {add} more would pass the cap of {max}")]
    CapsFull {
        /// The character.
        name: String,
        /// Caps held.
        have: u32,
        /// Caps asked to add.
        add: u32,
        /// The most a character may hold.
        max: u32,
    },
    /// Items that would pass the most one stack may hold: the whole change
    /// is refused.
    #[error("{name} has {have} x {item}; {add} more would pass the stack cap of {max}")]
    StackFull {
        /// The character.
        name: String,
        /// The item.
        item: String,
        /// How many held.
        have: u32,
        /// How many asked to add.
        add: u32,
        /// The most one stack may hold.
        max: u32,
    },
    /// Not enough of an item.
    #[error("{name} has {have} x {item}, needs {need}")]
    NotEnoughItems {
        /// The character.
        name: String,
        /// The item.
        item: String,
        /// How many held.
        have: u32,
        /// How many needed.
        need: u32,
    },
    /// A ranged attack with no ammunition.
    #[error("{name} has no {ammo} for the {weapon}")]
    OutOfAmmo {
        /// The attacker.
        name: String,
        /// The weapon.
        weapon: String,
        /// The ammunition it needs.
        ammo: String,
    },
    /// An item that cannot be used.
    #[error("{item} is not a consumable")]
    NotConsumable {
        /// The item.
        item: String,
    },
    /// The skill is already at its maximum.
    #[error("{name}'s {skill} is already at 6")]
    SkillMaxed {
        /// The character.
        name: String,
        /// The skill.
        skill: Skill,
    },
    /// An enemy that is already dead.
    #[error("{name} is already dead")]
    EnemyDead {
        /// The enemy.
        name: String,
    },
    /// An enemy name already on the field.
    #[error("an enemy named {name} is already on the field")]
    DuplicateEnemy {
        /// The name.
        name: String,
    },
    /// The encounter budget refused an enemy.
    #[error("encounter budget refused {enemy}: {rule:?}")]
    Budget {
        /// The enemy asked for.
        enemy: String,
        /// Its tier.
        tier: u8,
        /// The rule that refused.
        rule: BudgetRule,
        /// Templates that would be accepted now (empty when none would).
        fits: Vec<String>,
    },
    /// The character is neither dead nor incapacitated.
    #[error("{name} does not need reviving")]
    NotDown {
        /// The character.
        name: String,
    },
    /// The effect is not on the character.
    #[error("{name} has no effect {effect}")]
    NoSuchEffect {
        /// The character.
        name: String,
        /// The effect.
        effect: String,
    },
    /// The loot tier has fewer distinct items than asked for.
    #[error("the {tier:?} tier has only {available} items")]
    NotEnoughLoot {
        /// The tier.
        tier: LootTier,
        /// Items in it.
        available: u32,
    },
    /// The campaign has no characters yet, and the command needs some.
    #[error("the campaign has no characters yet")]
    NoPlayers,
    /// The character has no skill raise of this chapter left.
    #[error("{name} has no chapter skill raise left")]
    NoChapterRaise {
        /// The character.
        name: String,
    },
    /// No found container is where the character is.
    #[error("no locked container at {place}")]
    NoContainer {
        /// Where the character is.
        place: String,
    },
    /// Rest outside shelter under the `safe-rest` house rule.
    #[error("rest must be safe: the party is not sheltered")]
    UnsafeRest,
    /// A random target was asked for, and no character can be one (all are
    /// down or dead).
    #[error("no character is up to be a target")]
    NoTarget,
}
}

// A refused text in this game's words: a forbidden character, or a length
// out of range.
crate::engine::name::text_error_into!(RuleError);

crate::engine::refusal::free_name!("wasteland-2d20");

impl RuleError {
    /// The same error with the user's input it repeats cut to
    /// [`crate::engine::name::ECHO_MAX`] characters, so a refusal never echoes a
    /// megabyte back (names of things that exist are bounded already).
    #[must_use]
    pub fn bounded(self) -> RuleError {
        use crate::engine::name::echo;
        match self {
            RuleError::Unknown {
                kind,
                name,
                suggestions,
            } => RuleError::Unknown {
                kind,
                name: echo(&name),
                suggestions,
            },
            RuleError::Invalid { what, value } => RuleError::Invalid {
                what,
                value: echo(&value),
            },
            RuleError::DuplicateName { name } => RuleError::DuplicateName { name: echo(&name) },
            RuleError::LooksLike { name, existing } => RuleError::LooksLike {
                name: echo(&name),
                existing,
            },
            RuleError::DuplicateEnemy { name } => RuleError::DuplicateEnemy { name: echo(&name) },
            RuleError::DuplicateParticipant { name } => {
                RuleError::DuplicateParticipant { name: echo(&name) }
            }
            RuleError::NoSuchEffect { name, effect } => RuleError::NoSuchEffect {
                name,
                effect: echo(&effect),
            },
            RuleError::NotEnoughItems {
                name,
                item,
                have,
                need,
            } => RuleError::NotEnoughItems {
                name,
                item: echo(&item),
                have,
                need,
            },
            RuleError::NotConsumable { item } => RuleError::NotConsumable { item: echo(&item) },
            other => other,
        }
    }

    /// A short machine-readable code (`unknown_player`, `out_of_range`, ...).
    #[must_use]
    pub fn code(&self) -> String {
        match self {
            RuleError::Unknown { kind, .. } => format!(
                "unknown_{}",
                serde_json::to_value(kind)
                    .ok()
                    .and_then(|v| v.as_str().map(str::to_owned))
                    .unwrap_or_default()
            ),
            other => serde_json::to_value(other)
                .ok()
                .and_then(|v| v.get("error").and_then(|e| e.as_str()).map(str::to_owned))
                .unwrap_or_default(),
        }
    }
}
