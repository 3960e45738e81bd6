//! The d20 game's data tables: weapons and enemy templates. Plain consts, so
//! the rules, the docs (`docs/rulesets/d20.md`) and autocomplete read one list.

use serde::{Deserialize, Serialize};

use super::dice_expr::DiceExpr;
use super::skills::{fold, same_word, Skill};

/// How a weapon delivers its damage.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Delivery {
    /// Adds the skill's attribute to damage.
    Melee,
    /// Damage dice only.
    Ranged,
    /// No attack roll: damage rolled once, every creature in the blast saves
    /// (Reflex) against 10 + the attacker's attack bonus.
    Explosive,
}

/// One weapon.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Weapon {
    /// Its name.
    pub name: crate::engine::content::Text,
    /// The skill its attack rolls use.
    pub skill: Skill,
    /// Its damage dice.
    pub damage: DiceExpr,
    /// Melee, ranged or explosive.
    pub delivery: Delivery,
}

/// The weapon table (`content/d20/weapons.json`).
pub static WEAPONS: crate::engine::content::Table<Weapon> =
    crate::content_table!("d20/weapons.json");

impl Weapon {
    /// Finds a weapon by name (any case; spaces, hyphens, underscores ignored).
    #[must_use]
    pub fn find(name: &str) -> Option<&'static Weapon> {
        let w = fold(name);
        WEAPONS.iter().find(|x| same_word(&x.name, &w))
    }

    /// Every weapon name, for hints and autocomplete.
    #[must_use]
    pub fn names() -> Vec<String> {
        WEAPONS.iter().map(|w| w.name.to_string()).collect()
    }
}

/// An enemy template.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EnemyTemplate {
    /// Its name, also the base of the names it spawns with.
    pub name: crate::engine::content::Text,
    /// Armor class.
    pub ac: i64,
    /// Hit points.
    pub hp: u32,
    /// Attack bonus (d20 + this against the target's AC).
    pub attack_bonus: i64,
    /// Damage on a hit.
    pub damage: DiceExpr,
    /// Initiative bonus.
    pub initiative_bonus: i64,
    /// Bonus to every save (explosive blasts).
    pub save_bonus: i64,
}

/// The enemy table (`content/d20/enemies.json`).
pub static ENEMIES: crate::engine::content::Table<EnemyTemplate> =
    crate::content_table!("d20/enemies.json");

impl EnemyTemplate {
    /// Finds a template by name (any case; spaces, hyphens, underscores ignored).
    #[must_use]
    pub fn find(name: &str) -> Option<&'static EnemyTemplate> {
        let w = fold(name);
        ENEMIES.iter().find(|x| same_word(&x.name, &w))
    }

    /// Every template name, for hints and autocomplete.
    #[must_use]
    pub fn names() -> Vec<String> {
        ENEMIES.iter().map(|t| t.name.to_string()).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_table_entry_is_within_the_dice_bounds() {
        for w in &WEAPONS {
            assert_eq!(w.damage.checked(), Ok(w.damage), "{}", w.name);
        }
        for t in &ENEMIES {
            assert_eq!(t.damage.checked(), Ok(t.damage), "{}", t.name);
            assert!(t.hp >= 1);
        }
    }
}
