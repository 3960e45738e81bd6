//! The d20 game's homebrew: its two kinds (weapons, enemy templates) as a
//! campaign brews them, and the container its campaign holds. The rules find
//! weapons and templates through it (homebrew over shipped).

use serde::{Deserialize, Serialize};

use super::data::{EnemyTemplate, Weapon, ENEMIES, WEAPONS};
use super::skills::same_word;
use crate::engine::homebrew::{Brew, Homebrew, Kind};
use crate::engine::name;

crate::engine::homebrew::content_kinds! {
    Weapon: "weapons", name::ITEM_NAME, WEAPONS, matches(row, text) {
        same_word(&row.name, text)
    };
    EnemyTemplate: "enemies", name::ENEMY_NAME, ENEMIES, matches(row, text) {
        same_word(&row.name, text)
    };
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
