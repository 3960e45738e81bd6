//! The d20 game's homebrew: its two kinds (weapons, enemy templates) as a
//! campaign brews them, and the container its campaign holds. The rules find
//! weapons and templates through it (homebrew over shipped).

use serde::{Deserialize, Serialize};

use super::data::{EnemyTemplate, Weapon, ENEMIES, WEAPONS};
use super::skills::same_word;
use crate::engine::homebrew::{Brew, Content, Homebrew, Kind};
use crate::engine::name;

impl Content for Weapon {
    const KIND: &'static str = "weapons";
    const GATE: name::Bound = name::ITEM_NAME;

    fn shipped() -> &'static [Self] {
        &WEAPONS
    }

    fn matches(&self, text: &str) -> bool {
        same_word(&self.name, text)
    }
}

impl Content for EnemyTemplate {
    const KIND: &'static str = "enemies";
    const GATE: name::Bound = name::ENEMY_NAME;

    fn shipped() -> &'static [Self] {
        &ENEMIES
    }

    fn matches(&self, text: &str) -> bool {
        same_word(&self.name, text)
    }
}

/// A d20 campaign's homebrew.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct D20Brew {
    /// Weapons.
    #[serde(default, skip_serializing_if = "Brew::is_empty")]
    pub weapons: Brew<Weapon>,
    /// Enemy templates.
    #[serde(default, skip_serializing_if = "Brew::is_empty")]
    pub enemies: Brew<EnemyTemplate>,
}

impl Homebrew for D20Brew {
    fn kinds(&self) -> Vec<&dyn Kind> {
        vec![&self.weapons, &self.enemies]
    }

    fn kinds_mut(&mut self) -> Vec<&mut dyn Kind> {
        vec![&mut self.weapons, &mut self.enemies]
    }
}
