//! The d20 game's homebrew: its two kinds (weapons, enemy templates) as a
//! campaign brews them, and the container its campaign holds. The rules find
//! weapons and templates through it (homebrew over shipped).

use super::data::{EnemyTemplate, Weapon, ENEMIES, WEAPONS};
use super::skills::same_word;
use crate::engine::name;

crate::engine::homebrew::content_kinds! {
    Weapon: "weapons", name::ITEM_NAME, WEAPONS, matches(row, text) {
        same_word(&row.name, text)
    };
    EnemyTemplate: "enemies", name::ENEMY_NAME, ENEMIES, matches(row, text) {
        same_word(&row.name, text)
    };
}

crate::engine::homebrew::homebrew_kinds! {
    /// A d20 campaign's homebrew.
    pub struct D20Brew {
        /// Weapons.
        weapons: Weapon,
        /// Enemy templates.
        enemies: EnemyTemplate,
    }
}
