//! Characters of the d20 game: who plays them, level, attributes and
//! proficiencies (what the GM sets), current HP and conditions (what play
//! changes), and the derived statistics computed from them.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use crate::engine::name;

use super::error::{clean, in_range, RuleError};
use super::skills::{Attribute, Attributes, Skill};

/// Lowest level.
pub const LEVEL_MIN: i64 = 1;
/// Highest level the engine accepts (the seed: "almost all" are 1-20, "not a
/// hard limit").
pub const LEVEL_MAX: i64 = 100;
/// Speed in feet per action; the seed gives no rule that changes it.
pub const SPEED_FEET: u32 = 30;

/// The proficiency bonus at a level: 1 + ceil(level / 4).
#[must_use]
pub fn proficiency(level: u32) -> i64 {
    1 + i64::from(level.div_ceil(4))
}

/// Max HP: Str + Prof + 5 x level, at least 1. Within the engine's bounds
/// (level >= 1, Str >= -5) it is never below 2; the floor keeps the formula
/// total if the bounds ever widen.
#[must_use]
pub fn max_hp(level: u32, attributes: &Attributes) -> u32 {
    let hp = i64::from(attributes.str) + proficiency(level) + 5 * i64::from(level);
    hp.max(1) as u32
}

/// Armor class: 10 + Agi + Prof.
#[must_use]
pub fn armor_class(level: u32, attributes: &Attributes) -> i64 {
    10 + i64::from(attributes.agi) + proficiency(level)
}

/// Initiative bonus: Pre + Prof.
#[must_use]
pub fn initiative_bonus(level: u32, attributes: &Attributes) -> i64 {
    i64::from(attributes.pre) + proficiency(level)
}

/// A condition on a character or an enemy: one of the common ones, or the
/// GM's own words.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", content = "text", rename_all = "snake_case")]
pub enum Condition {
    /// Lying on the ground.
    Prone,
    /// Dazed, unable to act well.
    Stunned,
    /// Poisoned.
    Poisoned,
    /// Afraid.
    Frightened,
    /// Held in place.
    Restrained,
    /// Unconscious.
    Unconscious,
    /// Anything else, cleaned and bounded by [`name::EFFECT_NAME`].
    Other(String),
}

impl Condition {
    /// The common conditions, for hints and autocomplete.
    pub const COMMON: [Condition; 6] = [
        Condition::Prone,
        Condition::Stunned,
        Condition::Poisoned,
        Condition::Frightened,
        Condition::Restrained,
        Condition::Unconscious,
    ];

    /// Its name as shown (`prone`, or the GM's text).
    #[must_use]
    pub fn name(&self) -> &str {
        match self {
            Condition::Prone => "prone",
            Condition::Stunned => "stunned",
            Condition::Poisoned => "poisoned",
            Condition::Frightened => "frightened",
            Condition::Restrained => "restrained",
            Condition::Unconscious => "unconscious",
            Condition::Other(text) => text,
        }
    }

    /// Parses a condition: a common one by name (any case), else free text.
    pub fn parse(text: &str) -> Result<Condition, RuleError> {
        let text = clean(name::EFFECT_NAME, text)?;
        Ok(Condition::COMMON
            .iter()
            .find(|c| name::same(c.name(), &text))
            .cloned()
            .unwrap_or(Condition::Other(text)))
    }

    /// Whether two conditions are the same one (free text by name identity).
    #[must_use]
    pub fn same(&self, other: &Condition) -> bool {
        name::same(self.name(), other.name())
    }
}

/// What `add-player` asks for; checked by [`NewCharacter::build`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewCharacter {
    /// The player's user id (Discord id, or any id from the CLI).
    pub owner: String,
    /// The player's display name.
    pub player: String,
    /// The character's name, used in commands.
    pub name: String,
    /// Level, [`LEVEL_MIN`]`..=`[`LEVEL_MAX`].
    pub level: i64,
    /// Attribute bonuses in sheet order (Str, Agi, Pre, Int, Wis, Cha), each
    /// -5..=10.
    pub attributes: [i64; 6],
    /// Proficient skills, each at most once.
    pub proficient: Vec<Skill>,
}

impl NewCharacter {
    /// Checks every field and builds the character at full HP.
    pub fn build(&self) -> Result<Character, RuleError> {
        let owner = clean(name::OWNER, &self.owner)?;
        let player = clean(name::CHARACTER_NAME, &self.player)?;
        let name = clean(name::CHARACTER_NAME, &self.name)?;
        let level = in_range("level", self.level, LEVEL_MIN, LEVEL_MAX)? as u32;
        let mut values = [0i32; 6];
        for (i, (&v, a)) in self.attributes.iter().zip(Attribute::ALL).enumerate() {
            values[i] = in_range(
                a.name(),
                v,
                i64::from(Attributes::MIN),
                i64::from(Attributes::MAX),
            )? as i32;
        }
        let attributes = Attributes {
            str: values[0],
            agi: values[1],
            pre: values[2],
            int: values[3],
            wis: values[4],
            cha: values[5],
        };
        let mut proficient = BTreeSet::new();
        for &skill in &self.proficient {
            if !proficient.insert(skill) {
                return Err(RuleError::DuplicateSkill { skill });
            }
        }
        Ok(Character {
            hp: max_hp(level, &attributes),
            owner,
            player,
            name,
            level,
            attributes,
            proficient,
            conditions: Vec::new(),
        })
    }
}

/// A character in play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Character {
    /// Name, unique among characters and enemies by name identity.
    pub name: String,
    /// The player's display name.
    pub player: String,
    /// The player's user id.
    pub owner: String,
    /// Level.
    pub level: u32,
    /// Attribute bonuses.
    pub attributes: Attributes,
    /// Proficient skills.
    pub proficient: BTreeSet<Skill>,
    /// Current HP, 0..=max; 0 is incapacitated.
    pub hp: u32,
    /// Conditions, each at most once.
    pub conditions: Vec<Condition>,
}

impl Character {
    /// Proficiency bonus.
    #[must_use]
    pub fn proficiency(&self) -> i64 {
        proficiency(self.level)
    }

    /// Max HP.
    #[must_use]
    pub fn max_hp(&self) -> u32 {
        max_hp(self.level, &self.attributes)
    }

    /// Armor class.
    #[must_use]
    pub fn armor_class(&self) -> i64 {
        armor_class(self.level, &self.attributes)
    }

    /// Initiative bonus.
    #[must_use]
    pub fn initiative_bonus(&self) -> i64 {
        initiative_bonus(self.level, &self.attributes)
    }

    /// Whether it is at 0 HP.
    #[must_use]
    pub fn incapacitated(&self) -> bool {
        self.hp == 0
    }

    /// The bonus a roll with `skill` adds, before any situational modifier.
    #[must_use]
    pub fn skill_bonus(&self, skill: Skill, modifier: i64) -> super::check::Bonus {
        super::check::Bonus {
            attribute: i64::from(self.attributes.get(skill.attribute())),
            proficiency: if self.proficient.contains(&skill) {
                self.proficiency()
            } else {
                0
            },
            flat: 0,
            modifier,
        }
    }

    /// The sheet: stored and derived values together.
    #[must_use]
    pub fn sheet(&self) -> Sheet {
        Sheet {
            name: self.name.clone(),
            player: self.player.clone(),
            owner: self.owner.clone(),
            level: self.level,
            attributes: self.attributes,
            proficiency: self.proficiency(),
            hp: self.hp,
            max_hp: self.max_hp(),
            armor_class: self.armor_class(),
            initiative_bonus: self.initiative_bonus(),
            speed_feet: SPEED_FEET,
            incapacitated: self.incapacitated(),
            skills: Skill::all()
                .map(|skill| SkillLine {
                    skill,
                    attribute: skill.attribute(),
                    proficient: self.proficient.contains(&skill),
                    bonus: self.skill_bonus(skill, 0).total(),
                })
                .collect(),
            conditions: self.conditions.clone(),
        }
    }
}

/// One skill on a sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SkillLine {
    /// The skill.
    pub skill: Skill,
    /// Its attribute.
    pub attribute: Attribute,
    /// Whether the character is proficient.
    pub proficient: bool,
    /// Attribute + Prof if proficient.
    pub bonus: i64,
}

/// A character's sheet as shown: stored and derived values.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sheet {
    /// Name.
    pub name: String,
    /// The player's display name.
    pub player: String,
    /// The player's user id.
    pub owner: String,
    /// Level.
    pub level: u32,
    /// Attribute bonuses.
    pub attributes: Attributes,
    /// Proficiency bonus.
    pub proficiency: i64,
    /// Current HP.
    pub hp: u32,
    /// Max HP.
    pub max_hp: u32,
    /// Armor class.
    pub armor_class: i64,
    /// Initiative bonus.
    pub initiative_bonus: i64,
    /// Speed in feet.
    pub speed_feet: u32,
    /// At 0 HP.
    pub incapacitated: bool,
    /// Every skill with its bonus.
    pub skills: Vec<SkillLine>,
    /// Conditions.
    pub conditions: Vec<Condition>,
}

impl crate::engine::roster::Named for Character {
    fn name(&self) -> &str {
        &self.name
    }
}
