//! Characters: creation with its validations, derived stats, effective
//! S.P.E.C.I.A.L., inventory and condition.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::data;
use super::effect::{self, Effect};
use super::error::{RuleError, Unknown};
use super::skills::Skill;
use super::world::Weather;
use crate::engine::name;
use crate::engine::special::{
    effective_score, Attribute, EffectiveScore, Modifier, ModifierSource, Special,
};

/// Whether a character can act.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(tag = "state", rename_all = "snake_case")]
pub enum Condition {
    /// Up and able.
    #[default]
    Active,
    /// At 0 HP; dies when `turns_down` reaches [`Character::TURNS_TO_DEATH`].
    Incapacitated {
        /// Turns passed since going down.
        turns_down: u32,
    },
    /// Dead; only a GM's revive brings them back.
    Dead,
}

/// One stack of an item in an inventory.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stack {
    /// Item name (table spelling for known items).
    pub item: String,
    /// How many, at least 1.
    pub qty: u32,
}

/// What is needed to create a character.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewCharacter {
    /// Who plays it (a Discord user id, or any id from the CLI).
    pub owner: String,
    /// The name used in commands; unique in the campaign, case-insensitive.
    pub name: String,
    /// The character's concept or full name (the seed's `<char>`).
    pub character: String,
    /// Background.
    pub background: String,
    /// Seven scores in S.P.E.C.I.A.L. order; each 1..=10, sum 40.
    pub special: [i64; 7],
    /// Three distinct tag skills, by name.
    pub tags: [String; 3],
}

/// A player character.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Character {
    /// Who plays it.
    pub owner: String,
    /// The name used in commands.
    pub name: String,
    /// Concept or full name.
    pub character: String,
    /// Background.
    pub background: String,
    /// Base scores.
    pub special: Special,
    /// Skill levels 0..=6, every skill present.
    pub skills: BTreeMap<Skill, u8>,
    /// The three tag skills.
    pub tags: Vec<Skill>,
    /// Current HP, 0..=max.
    pub hp: u32,
    /// Radiation, never below 0.
    pub rads: u32,
    /// Bottle caps.
    pub caps: u32,
    /// Action points.
    pub ap: u32,
    /// Items carried, in the order they were first gained.
    pub inventory: Vec<Stack>,
    /// Status effects.
    pub effects: Vec<Effect>,
    /// Whether they can act.
    pub condition: Condition,
}

/// Most of one item a character can carry in one stack.
pub const MAX_STACK: u32 = 99_999;
/// Most caps a character can hold.
pub const MAX_CAPS: u32 = 1_000_000_000;
/// Most rads a character can carry.
pub const MAX_RADS: u32 = 1_000_000;
/// Most AP a character can hold.
pub const MAX_AP: u32 = 999;

/// Caps a new character starts with.
pub const STARTING_CAPS: u32 = 100;
/// The kit a new character starts with.
pub const STARTING_KIT: [(&str, u32); 4] = [
    ("10mm Pistol", 1),
    ("10mm Ammo", 24),
    ("Stimpak", 2),
    ("Purified Water", 3),
];

impl Character {
    /// Turns at 0 HP after which an incapacitated character dies.
    pub const TURNS_TO_DEATH: u32 = 3;

    /// Validates a new character and builds it with its starting kit.
    pub fn create(new: &NewCharacter) -> Result<Character, RuleError> {
        let name = name::clean(name::CHARACTER_NAME, &new.name)?;
        let owner = name::clean(name::OWNER, &new.owner)?;
        let concept = name::clean(name::CONCEPT, &new.character)?;
        let background = name::clean(name::BACKGROUND, &new.background)?;
        let mut scores = [0u8; 7];
        for (i, &value) in new.special.iter().enumerate() {
            if !(1..=10).contains(&value) {
                return Err(RuleError::SpecialOutOfRange {
                    attribute: Attribute::ALL[i],
                    value,
                });
            }
            scores[i] = value as u8;
        }
        let special = Special(scores);
        if special.total() != Special::CREATION_TOTAL {
            return Err(RuleError::SpecialTotal {
                total: special.total(),
            });
        }
        let mut tags = Vec::with_capacity(3);
        for tag in &new.tags {
            let skill = Skill::parse(tag).ok_or_else(|| RuleError::Unknown {
                kind: Unknown::Skill,
                name: tag.clone(),
                suggestions: Skill::ALL.iter().map(|s| s.name().to_owned()).collect(),
            })?;
            tags.push(skill);
        }
        let mut distinct = tags.clone();
        distinct.sort_unstable();
        distinct.dedup();
        if distinct.len() != 3 {
            return Err(RuleError::TagSkills { given: tags });
        }
        let skills = Skill::ALL
            .into_iter()
            .map(|s| {
                (
                    s,
                    if tags.contains(&s) {
                        Skill::TAG_START
                    } else {
                        0
                    },
                )
            })
            .collect();
        let mut character = Character {
            owner,
            name,
            character: concept,
            background,
            special,
            skills,
            tags,
            hp: 0,
            rads: 0,
            caps: STARTING_CAPS,
            ap: 0,
            inventory: Vec::new(),
            effects: Vec::new(),
            condition: Condition::Active,
        };
        character.hp = character.max_hp();
        for (item, qty) in STARTING_KIT {
            character.add_item(item, qty)?;
        }
        Ok(character)
    }

    /// Max HP = base END x 10.
    #[must_use]
    pub fn max_hp(&self) -> u32 {
        u32::from(self.special.get(Attribute::End)) * 10
    }

    /// Carry weight = 150 + base STR x 10.
    #[must_use]
    pub fn carry_weight(&self) -> u32 {
        150 + u32::from(self.special.get(Attribute::Str)) * 10
    }

    /// What the inventory weighs, in whole pounds (rounded up).
    #[must_use]
    pub fn load(&self) -> u32 {
        self.load_by(super::data::weight::tenths)
    }

    /// The inventory's weight in whole pounds (rounded up), each item
    /// weighed by `tenths`.
    fn load_by(&self, tenths: fn(&str) -> u32) -> u32 {
        let total: u64 = self
            .inventory
            .iter()
            .map(|s| u64::from(tenths(&s.item)) * u64::from(s.qty))
            .sum();
        u32::try_from(total.div_ceil(10)).unwrap_or(u32::MAX)
    }

    /// Whether the load is over the carry weight (-1 TN on the character's
    /// checks until they drop something). Most inventories are decided by
    /// their most possible weight ([`super::data::weight::tenths_at_most`]),
    /// which reads no content table: every check asks, and parsing the
    /// weapons' and consumables' tables was a twelfth of a one-shot `check`.
    #[must_use]
    pub fn encumbered(&self) -> bool {
        let carry = self.carry_weight();
        self.load_by(super::data::weight::tenths_at_most) > carry && self.load() > carry
    }

    /// A skill's level.
    #[must_use]
    pub fn skill(&self, skill: Skill) -> u8 {
        self.skills.get(&skill).copied().unwrap_or(0)
    }

    /// Whether the skill is tagged.
    #[must_use]
    pub fn is_tag(&self, skill: Skill) -> bool {
        self.tags.contains(&skill)
    }

    /// Whether a built-in effect is on the character.
    #[must_use]
    pub fn has(&self, kind: effect::Kind) -> bool {
        self.effects.iter().any(|e| e.kind() == Some(kind))
    }

    /// Whether an effect of this name (by the name identity) is on the
    /// character.
    #[must_use]
    pub fn has_effect(&self, name: &str) -> bool {
        self.effects
            .iter()
            .any(|e| crate::engine::name::same(&e.name, name))
    }

    /// Every modifier to the character's attributes: effects, withdrawal, the
    /// single radiation band that applies, and the weather.
    #[must_use]
    pub fn modifiers(&self, weather: Weather) -> Vec<Modifier> {
        let mut mods = effect::modifiers(&self.effects);
        let band = radiation_band(self.rads);
        for &(attribute, delta) in radiation_penalties(band) {
            mods.push(Modifier {
                attribute,
                delta,
                source: ModifierSource::Radiation { band },
            });
        }
        for &(attribute, delta) in weather.penalties() {
            mods.push(Modifier {
                attribute,
                delta,
                source: ModifierSource::Weather {
                    weather: weather.name().to_owned(),
                },
            });
        }
        mods
    }

    /// One effective attribute with its breakdown.
    #[must_use]
    pub fn effective(&self, attribute: Attribute, weather: Weather) -> EffectiveScore {
        effective_score(
            attribute,
            self.special.get(attribute),
            &self.modifiers(weather),
        )
    }

    /// All seven effective attributes.
    #[must_use]
    pub fn effective_all(&self, weather: Weather) -> Vec<EffectiveScore> {
        let mods = self.modifiers(weather);
        Attribute::ALL
            .into_iter()
            .map(|a| effective_score(a, self.special.get(a), &mods))
            .collect()
    }

    /// Initiative = effective PER + effective AGI.
    #[must_use]
    pub fn initiative(&self, weather: Weather) -> u32 {
        let mods = self.modifiers(weather);
        [Attribute::Per, Attribute::Agi]
            .into_iter()
            .map(|a| u32::from(effective_score(a, self.special.get(a), &mods).value))
            .sum()
    }

    /// Refuses when the character is down or dead.
    pub fn ensure_can_act(&self) -> Result<(), RuleError> {
        match self.condition {
            Condition::Active => Ok(()),
            Condition::Incapacitated { .. } => Err(RuleError::CannotAct {
                name: self.name.clone(),
                state: super::error::Incapacity::Incapacitated,
            }),
            Condition::Dead => Err(RuleError::CannotAct {
                name: self.name.clone(),
                state: super::error::Incapacity::Dead,
            }),
        }
    }

    /// Whether the character is alive (active or incapacitated).
    #[must_use]
    pub fn is_alive(&self) -> bool {
        self.condition != Condition::Dead
    }

    /// How many of an item the character carries (by the one name identity).
    #[must_use]
    pub fn count(&self, item: &str) -> u32 {
        self.inventory
            .iter()
            .find(|s| name::same(&s.item, item))
            .map_or(0, |s| s.qty)
    }

    /// Adds items; returns the new count. Refused whole, nothing added, when
    /// the stack would pass [`MAX_STACK`]: an answer never says items were
    /// added that were not (a part that fits is not added either).
    pub fn add_item(&mut self, item: &str, qty: u32) -> Result<u32, RuleError> {
        let item = canonical_item(item);
        let have = self.count(&item);
        let now = have.saturating_add(qty);
        if now > MAX_STACK {
            return Err(RuleError::StackFull {
                name: self.name.clone(),
                item,
                have,
                add: qty,
                max: MAX_STACK,
            });
        }
        if let Some(stack) = self
            .inventory
            .iter_mut()
            .find(|s| name::same(&s.item, &item))
        {
            stack.qty = now;
        } else {
            self.inventory.push(Stack { item, qty });
        }
        Ok(now)
    }

    /// Removes items; returns the count left, or an error when there are too few.
    pub fn remove_item(&mut self, item: &str, qty: u32) -> Result<u32, RuleError> {
        let have = self.count(item);
        if have < qty || have == 0 {
            return Err(RuleError::NotEnoughItems {
                name: self.name.clone(),
                item: canonical_item(item),
                have,
                need: qty.max(1),
            });
        }
        let left = have - qty;
        if left == 0 {
            self.inventory.retain(|s| !name::same(&s.item, item));
        } else if let Some(stack) = self
            .inventory
            .iter_mut()
            .find(|s| name::same(&s.item, item))
        {
            stack.qty = left;
        }
        Ok(left)
    }
}

/// The table spelling of a known item name (weapons, ammo, consumables, loot),
/// or the name as given, trimmed.
#[must_use]
pub fn canonical_item(item: &str) -> String {
    let item = item.trim();
    data::known_item(item).map_or_else(|| item.to_owned(), str::to_owned)
}

/// The radiation band for a rads total: 0 below 200, then one per 200, 5 at 1000+.
#[must_use]
pub fn radiation_band(rads: u32) -> u8 {
    (rads / 200).min(5) as u8
}

/// The SPECIAL penalties of a radiation band.
#[must_use]
pub fn radiation_penalties(band: u8) -> &'static [(Attribute, i32)] {
    use Attribute::{Agi, End, Lck, Per, Str};
    match band {
        0 => &[],
        1 => &[(End, -1)],
        2 => &[(Str, -1), (End, -1)],
        3 => &[(Str, -2), (Per, -1), (End, -2), (Agi, -1)],
        4 => &[(Str, -3), (Per, -2), (End, -3), (Agi, -2)],
        _ => &[(Str, -4), (Per, -3), (End, -4), (Agi, -3), (Lck, -3)],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(crate) fn new_character(name: &str, special: [i64; 7], tags: [&str; 3]) -> NewCharacter {
        NewCharacter {
            owner: format!("owner-{name}"),
            name: name.into(),
            character: format!("{name} the Wanderer"),
            background: "Vault Dweller".into(),
            special,
            tags: tags.map(String::from),
        }
    }

    #[test]
    fn a_new_character_has_derived_stats_and_the_starting_kit() {
        let c = Character::create(&new_character(
            "Jake",
            [6, 7, 5, 4, 6, 8, 4],
            ["small guns", "Sneak", "LOCKPICK"],
        ))
        .expect("valid");
        assert_eq!(
            (c.hp, c.max_hp(), c.carry_weight(), c.caps, c.ap),
            (50, 50, 210, 100, 0)
        );
        assert_eq!(c.skill(Skill::SmallGuns), 2);
        assert_eq!(c.skill(Skill::Medicine), 0);
        assert_eq!(c.count("10MM AMMO"), 24);
        assert_eq!(c.inventory.len(), 4);
        assert_eq!(c.initiative(Weather::Clear), 15);
    }

    #[test]
    fn creation_refuses_bad_special_and_tags() {
        let bad_sum = Character::create(&new_character("A", [5; 7], ["Sneak", "Melee", "Repair"]));
        assert_eq!(bad_sum, Err(RuleError::SpecialTotal { total: 35 }));
        let range = Character::create(&new_character(
            "A",
            [11, 4, 4, 4, 4, 4, 9],
            ["Sneak", "Melee", "Repair"],
        ));
        assert_eq!(
            range,
            Err(RuleError::SpecialOutOfRange {
                attribute: Attribute::Str,
                value: 11
            })
        );
        let dup = Character::create(&new_character(
            "A",
            [6, 6, 6, 6, 6, 5, 5],
            ["Sneak", "sneak", "Repair"],
        ));
        assert!(matches!(dup, Err(RuleError::TagSkills { .. })));
    }

    #[test]
    fn radiation_applies_the_single_band_that_fits() {
        let mut c = Character::create(&new_character(
            "R",
            [6, 6, 6, 6, 6, 5, 5],
            ["Sneak", "Melee", "Repair"],
        ))
        .expect("valid");
        c.rads = 650;
        let eff = c.effective_all(Weather::Clear);
        let values: Vec<u8> = eff.iter().map(|e| e.value).collect();
        assert_eq!(values, [4, 5, 4, 6, 6, 4, 5]);
        c.rads = 1000;
        assert_eq!(c.effective(Attribute::Lck, Weather::Clear).value, 2);
        assert_eq!(radiation_band(199), 0);
        assert_eq!(radiation_band(5000), 5);
    }

    #[test]
    fn inventory_adds_and_removes_by_name_ignoring_case() {
        let mut c = Character::create(&new_character(
            "I",
            [6, 6, 6, 6, 6, 5, 5],
            ["Sneak", "Melee", "Repair"],
        ))
        .expect("valid");
        assert_eq!(c.add_item("stimpak", 3), Ok(5));
        assert_eq!(c.remove_item("STIMPAK", 5), Ok(0));
        assert_eq!(c.count("Stimpak"), 0);
        assert!(matches!(
            c.remove_item("Stimpak", 1),
            Err(RuleError::NotEnoughItems {
                have: 0,
                need: 1,
                ..
            })
        ));
        assert_eq!(c.add_item("Bottle Cap Mine", 1), Ok(1));
        assert_eq!(
            c.inventory.last().map(|s| s.item.as_str()),
            Some("Bottle Cap Mine")
        );
    }

    #[test]
    fn an_addition_past_the_stack_limit_is_refused_whole_and_adds_nothing() {
        let mut c = Character::create(&new_character(
            "I",
            [6, 6, 6, 6, 6, 5, 5],
            ["Sneak", "Melee", "Repair"],
        ))
        .expect("valid");
        // The starting kit's 2 Stimpaks, then up to the limit exactly.
        assert_eq!(c.add_item("Stimpak", MAX_STACK - 2), Ok(MAX_STACK));
        let before = c.inventory.clone();
        assert_eq!(
            c.add_item("stimpak", 1),
            Err(RuleError::StackFull {
                name: "I".into(),
                item: "Stimpak".into(),
                have: MAX_STACK,
                add: 1,
                max: MAX_STACK,
            })
        );
        // A new stack past the limit is refused too, and nothing changed.
        assert_eq!(
            c.add_item("Nuka-Cola", MAX_STACK + 1),
            Err(RuleError::StackFull {
                name: "I".into(),
                item: "Nuka-Cola".into(),
                have: 0,
                add: MAX_STACK + 1,
                max: MAX_STACK,
            })
        );
        assert_eq!(c.inventory, before);
    }
}
