//! Enemies: the seed's morale table as templates (morale scores from seed 001;
//! HP, AGI, END, attack skill, weapon, armour and experience are choices the
//! rules reference marks), and an enemy on the field with its morale state.

use serde::{Deserialize, Serialize};

use super::armour::Armour;
use super::character::Vitals;
use super::skills::{fold, same_word};

/// An enemy template.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EnemyTemplate {
    /// The CLI word.
    pub id: crate::engine::content::Text,
    /// The name new enemies get.
    pub name: crate::engine::content::Text,
    /// HP.
    pub hp: u32,
    /// Agility (the attack modifier against it).
    pub agi: u8,
    /// Endurance (its saves).
    pub end: u8,
    /// Luck (its critical hits).
    pub lck: u8,
    /// Its attack skill.
    pub skill: u32,
    /// Its weapon's id.
    pub weapon: crate::engine::content::Text,
    /// Its armour.
    pub armour: Armour,
    /// Its morale score (seed 001's table).
    pub morale: u8,
    /// Experience for defeating it.
    pub xp: u32,
}

/// The templates: the seed's morale table, then the radscorpion its poison
/// example needs (`content/fallout-pnp/enemies.json`).
pub static TEMPLATES: crate::engine::content::Table<EnemyTemplate> =
    crate::content_table!("fallout-pnp/enemies.json");

impl EnemyTemplate {
    /// Finds a template by CLI word or name.
    #[must_use]
    pub fn find(word: &str) -> Option<&'static EnemyTemplate> {
        let w = fold(word);
        TEMPLATES
            .iter()
            .find(|x| same_word(&x.id, &w) || same_word(&x.name, &w))
    }

    /// Every CLI word, for hints.
    #[must_use]
    pub fn names() -> Vec<String> {
        TEMPLATES.iter().map(|x| x.id.to_string()).collect()
    }
}

/// Highest morale score an enemy may have (2d6 can never beat 12; leaders may
/// be better).
pub const MORALE_MAX: u8 = 13;

/// An enemy on the field. Its flags are the morale rules' state, each
/// independent of the others.
#[allow(clippy::struct_excessive_bools)]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Enemy {
    /// Its name.
    pub name: String,
    /// Its template's id.
    pub template: String,
    /// Its group: enemies added together; they check morale when the leader
    /// falls or flees.
    pub group: String,
    /// Whether it leads its group.
    pub leader: bool,
    /// Agility.
    pub agi: u8,
    /// Endurance.
    pub end: u8,
    /// Luck.
    pub lck: u8,
    /// Attack skill.
    pub skill: u32,
    /// Its weapon's id.
    pub weapon: String,
    /// Morale score; `None` never checks (a raider on Psycho).
    pub morale: Option<u8>,
    /// Experience for defeating it.
    pub xp: u32,
    /// HP, radiation, armour, burning, poison.
    pub vitals: Vitals,
    /// Whether it has taken damage (the first-damage morale check is done).
    pub damaged: bool,
    /// Whether the half-HP morale check is done.
    pub half_checked: bool,
    /// Whether it fled.
    pub fled: bool,
}

impl Enemy {
    /// A fresh enemy from a template.
    #[must_use]
    pub fn from_template(t: &EnemyTemplate, name: String, group: String) -> Enemy {
        Enemy {
            name,
            template: t.id.to_string(),
            group,
            leader: false,
            agi: t.agi,
            end: t.end,
            lck: t.lck,
            skill: t.skill,
            weapon: t.weapon.to_string(),
            morale: Some(t.morale),
            xp: t.xp,
            vitals: Vitals::new(t.hp, t.armour),
            damaged: false,
            half_checked: false,
            fled: false,
        }
    }

    /// Every invariant; `weapons` are the weapons the campaign sees.
    pub(crate) fn check(
        &self,
        weapons: &crate::engine::homebrew::Brew<super::weapons::Weapon>,
    ) -> Result<(), String> {
        let at = &self.name;
        if !(1..=10).contains(&self.agi)
            || !(1..=10).contains(&self.end)
            || !(1..=10).contains(&self.lck)
        {
            return Err(format!("{at}: attribute out of 1-10"));
        }
        if self.skill > 100 {
            return Err(format!("{at}: skill over 100"));
        }
        if self.morale.is_some_and(|m| m > MORALE_MAX) {
            return Err(format!("{at}: morale over {MORALE_MAX}"));
        }
        if weapons.find(&self.weapon).is_none() {
            return Err(format!("{at}: unknown weapon"));
        }
        if self.xp > 100_000 {
            return Err(format!("{at}: experience out of range"));
        }
        self.vitals.check(at)
    }
}

impl crate::engine::roster::Named for Enemy {
    fn name(&self) -> &str {
        &self.name
    }
}
