//! The seventeen skills of the Fallout 2d20 game, each with the S.P.E.C.I.A.L.
//! attribute it is tested with by default, and the words that name them.

use serde::{Deserialize, Serialize};

use crate::engine::mechanics::special::Attribute;

use super::error::{RuleError, Unknown};

/// A skill.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Skill {
    /// STR: climbing, running, swimming, lifting.
    Athletics,
    /// CHA: trading.
    Barter,
    /// END: heavy weapons.
    BigGuns,
    /// PER: lasers and plasma.
    EnergyWeapons,
    /// PER: grenades, mines, demolition.
    Explosives,
    /// PER: locks.
    Lockpick,
    /// INT: first aid and surgery.
    Medicine,
    /// STR: clubs and blades.
    MeleeWeapons,
    /// PER: vehicles.
    Pilot,
    /// INT: fixing and crafting.
    Repair,
    /// INT: computers and chemistry.
    Science,
    /// AGI: pistols, rifles, shotguns.
    SmallGuns,
    /// AGI: moving unseen.
    Sneak,
    /// CHA: persuading and lying.
    Speech,
    /// END: living off the land.
    Survival,
    /// AGI: thrown blades and spears.
    Throwing,
    /// STR: fists.
    Unarmed,
}

/// Every skill, in alphabetical order.
pub const SKILLS: [Skill; 17] = [
    Skill::Athletics,
    Skill::Barter,
    Skill::BigGuns,
    Skill::EnergyWeapons,
    Skill::Explosives,
    Skill::Lockpick,
    Skill::Medicine,
    Skill::MeleeWeapons,
    Skill::Pilot,
    Skill::Repair,
    Skill::Science,
    Skill::SmallGuns,
    Skill::Sneak,
    Skill::Speech,
    Skill::Survival,
    Skill::Throwing,
    Skill::Unarmed,
];

impl Skill {
    /// The English name ("Small Guns").
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Skill::Athletics => "Athletics",
            Skill::Barter => "Barter",
            Skill::BigGuns => "Big Guns",
            Skill::EnergyWeapons => "Energy Weapons",
            Skill::Explosives => "Explosives",
            Skill::Lockpick => "Lockpick",
            Skill::Medicine => "Medicine",
            Skill::MeleeWeapons => "Melee Weapons",
            Skill::Pilot => "Pilot",
            Skill::Repair => "Repair",
            Skill::Science => "Science",
            Skill::SmallGuns => "Small Guns",
            Skill::Sneak => "Sneak",
            Skill::Speech => "Speech",
            Skill::Survival => "Survival",
            Skill::Throwing => "Throwing",
            Skill::Unarmed => "Unarmed",
        }
    }

    /// The attribute it is tested with by default.
    #[must_use]
    pub fn attribute(self) -> Attribute {
        match self {
            Skill::Athletics | Skill::MeleeWeapons | Skill::Unarmed => Attribute::Str,
            Skill::Barter | Skill::Speech => Attribute::Cha,
            Skill::BigGuns | Skill::Survival => Attribute::End,
            Skill::EnergyWeapons | Skill::Explosives | Skill::Lockpick | Skill::Pilot => {
                Attribute::Per
            }
            Skill::Medicine | Skill::Repair | Skill::Science => Attribute::Int,
            Skill::SmallGuns | Skill::Sneak | Skill::Throwing => Attribute::Agi,
        }
    }

    /// Position in [`SKILLS`].
    #[must_use]
    pub fn index(self) -> usize {
        self as usize
    }

    /// Reads a skill: its name ignoring case, spaces, hyphens and underscores
    /// (`small-guns`, `SmallGuns`, `Small Guns`), or a short form (`melee`,
    /// `energy`, `big`, `small`, `medic`).
    #[must_use]
    pub fn parse(text: &str) -> Option<Skill> {
        let key: String = text
            .chars()
            .filter(|c| !matches!(c, ' ' | '-' | '_'))
            .flat_map(char::to_lowercase)
            .collect();
        let alias = match key.as_str() {
            "melee" => Some(Skill::MeleeWeapons),
            "energy" => Some(Skill::EnergyWeapons),
            "big" => Some(Skill::BigGuns),
            "small" | "guns" => Some(Skill::SmallGuns),
            "medic" => Some(Skill::Medicine),
            _ => None,
        };
        alias.or_else(|| {
            SKILLS.into_iter().find(|s| {
                s.name()
                    .chars()
                    .filter(|c| *c != ' ')
                    .flat_map(char::to_lowercase)
                    .eq(key.chars())
            })
        })
    }

    /// [`Skill::parse`], or an unknown-skill refusal listing the skills.
    pub fn read(text: &str) -> Result<Skill, RuleError> {
        Skill::parse(text).ok_or_else(|| {
            RuleError::unknown(
                Unknown::Skill,
                text,
                SKILLS.iter().map(|s| s.name().to_owned()).collect(),
            )
        })
    }
}

/// Reads an attribute by abbreviation or English name, or refuses.
pub fn read_attribute(text: &str) -> Result<Attribute, RuleError> {
    Attribute::parse(text).ok_or_else(|| {
        RuleError::unknown(
            Unknown::Attribute,
            text,
            Attribute::ALL.iter().map(|a| a.abbr().to_owned()).collect(),
        )
    })
}
