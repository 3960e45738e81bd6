//! Look-ups on units: a character's or creature's vitals, maximum HP, Defense,
//! DR, hit-location table, AP pool, and the target number it rolls against.

use crate::engine::mechanics::pool::Target;
use crate::engine::mechanics::special::Attribute;

use super::Campaign;
use crate::engine::rulesets::fallout2d20::character::{self, Character, Creature, Vitals};
use crate::engine::rulesets::fallout2d20::data::{
    CreatureAttribute, CreatureSkill, CreatureTemplate, Dr, LocationRow, Size, HUMANOID,
};
use crate::engine::rulesets::fallout2d20::error::{Incapacity, RuleError, Unknown};
use crate::engine::rulesets::fallout2d20::outcome::{Pool, Unit};
use crate::engine::rulesets::fallout2d20::skills::Skill;

impl Campaign {
    pub(super) fn character(&self, unit: &Unit) -> Option<&Character> {
        match unit {
            Unit::Character(n) => self.characters.iter().find(|c| c.name == *n),
            Unit::Creature(_) => None,
        }
    }

    pub(super) fn creature(&self, unit: &Unit) -> Option<&Creature> {
        match unit {
            Unit::Creature(n) => self.creatures.iter().find(|c| c.name == *n),
            Unit::Character(_) => None,
        }
    }

    pub(super) fn template(&self, unit: &Unit) -> Option<&CreatureTemplate> {
        self.creature(unit).and_then(Creature::profile)
    }

    pub(super) fn stale(unit: &Unit) -> RuleError {
        RuleError::unknown(Unknown::Unit, unit.name(), Vec::new())
    }

    /// A unit's vitals.
    pub fn vitals(&self, unit: &Unit) -> Result<&Vitals, RuleError> {
        match unit {
            Unit::Character(_) => self.character(unit).map(|c| &c.vitals),
            Unit::Creature(_) => self.creature(unit).map(|c| &c.vitals),
        }
        .ok_or_else(|| Self::stale(unit))
    }

    pub(in crate::engine::rulesets::fallout2d20) fn vitals_mut(
        &mut self,
        unit: &Unit,
    ) -> Result<&mut Vitals, RuleError> {
        match unit {
            Unit::Character(n) => self
                .characters
                .iter_mut()
                .find(|c| c.name == *n)
                .map(|c| &mut c.vitals),
            Unit::Creature(n) => self
                .creatures
                .iter_mut()
                .find(|c| c.name == *n)
                .map(|c| &mut c.vitals),
        }
        .ok_or_else(|| Self::stale(unit))
    }

    pub(in crate::engine::rulesets::fallout2d20) fn base_max_hp(
        &self,
        unit: &Unit,
    ) -> Result<u32, RuleError> {
        match unit {
            Unit::Character(_) => self.character(unit).map(Character::base_max_hp),
            Unit::Creature(_) => self.template(unit).map(|t| t.hp),
        }
        .ok_or_else(|| Self::stale(unit))
    }

    /// A unit's maximum HP now.
    pub fn max_hp(&self, unit: &Unit) -> Result<u32, RuleError> {
        let base = self.base_max_hp(unit)?;
        Ok(self.vitals(unit)?.max_hp(base))
    }

    /// A unit's Defense before Defend, and the Defend bonus.
    pub(super) fn defense(&self, unit: &Unit) -> Result<(u32, u32), RuleError> {
        let base = match unit {
            Unit::Character(_) => self.character(unit).map(|c| character::defense(&c.special)),
            Unit::Creature(_) => self.template(unit).map(|t| t.defense),
        }
        .ok_or_else(|| Self::stale(unit))?;
        Ok((base, self.vitals(unit)?.defense_bonus))
    }

    pub(in crate::engine::rulesets::fallout2d20) fn locations(
        &self,
        unit: &Unit,
    ) -> &'static [LocationRow] {
        self.template(unit).map_or(&HUMANOID, |t| t.locations)
    }

    pub(in crate::engine::rulesets::fallout2d20) fn dr_at(
        &self,
        unit: &Unit,
        location: &str,
    ) -> Result<Dr, RuleError> {
        match unit {
            Unit::Character(_) => self.character(unit).map(|c| c.dr_at(location)),
            Unit::Creature(_) => self.creature(unit).map(|c| c.dr_at(location)),
        }
        .ok_or_else(|| Self::stale(unit))
    }

    pub(super) fn size(&self, unit: &Unit) -> Size {
        self.template(unit).map_or(Size::Normal, |t| t.size)
    }

    /// Which pool a unit's AP come from and go to.
    pub(super) fn pool_of(unit: &Unit) -> Pool {
        match unit {
            Unit::Character(_) => Pool::Group,
            Unit::Creature(_) => Pool::Gm,
        }
    }

    /// A unit by name that may act.
    pub(super) fn able_unit(&self, name: &str) -> Result<Unit, RuleError> {
        let u = self.unit(name)?;
        let v = self.vitals(&u)?;
        let why = if v.dead {
            Some(Incapacity::Dead)
        } else if v.dying {
            Some(Incapacity::Dying)
        } else if v.unconscious {
            Some(Incapacity::Unconscious)
        } else {
            None
        };
        match why {
            Some(why) => Err(RuleError::CannotAct {
                name: u.name().to_owned(),
                why,
            }),
            None => Ok(u),
        }
    }

    /// What a unit rolls against for `attribute` + `skill`, with the words
    /// for them. Creatures read an attribute as Body (STR, END, AGI) or Mind,
    /// and a skill as Melee (Melee Weapons, Unarmed), Guns (the other combat
    /// skills) or Other.
    pub(super) fn target_of(
        &self,
        unit: &Unit,
        attribute: Attribute,
        skill: Skill,
    ) -> Result<(Target, String, String), RuleError> {
        if let Some(c) = self.character(unit) {
            return Ok((
                c.target(attribute, skill),
                attribute.abbr().to_owned(),
                skill.name().to_owned(),
            ));
        }
        let t = self.template(unit).ok_or_else(|| Self::stale(unit))?;
        let a = match attribute {
            Attribute::Str | Attribute::End | Attribute::Agi => CreatureAttribute::Body,
            _ => CreatureAttribute::Mind,
        };
        let s = match skill {
            Skill::MeleeWeapons | Skill::Unarmed => CreatureSkill::Melee,
            Skill::SmallGuns
            | Skill::BigGuns
            | Skill::EnergyWeapons
            | Skill::Explosives
            | Skill::Throwing => CreatureSkill::Guns,
            _ => CreatureSkill::Other,
        };
        Ok((
            Target::plain(t.attribute(a) + t.skill(s)),
            creature_word_attribute(a).to_owned(),
            creature_word_skill(s).to_owned(),
        ))
    }
}

pub(super) fn creature_word_attribute(a: CreatureAttribute) -> &'static str {
    match a {
        CreatureAttribute::Body => "body",
        CreatureAttribute::Mind => "mind",
    }
}

pub(super) fn creature_word_skill(s: CreatureSkill) -> &'static str {
    match s {
        CreatureSkill::Melee => "melee",
        CreatureSkill::Guns => "guns",
        CreatureSkill::Other => "other",
    }
}
