//! The d20 game's data tables: weapons and enemy templates. Plain consts, so
//! the rules, the docs (`docs/rulesets/d20.md`) and autocomplete read one list.

use serde::{Deserialize, Serialize};

use super::dice_expr::DiceExpr;
use super::skills::{fold, Skill};

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
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Weapon {
    /// Its name.
    pub name: &'static str,
    /// The skill its attack rolls use.
    pub skill: Skill,
    /// Its damage dice.
    pub damage: DiceExpr,
    /// Melee, ranged or explosive.
    pub delivery: Delivery,
}

const fn weapon(name: &'static str, skill: Skill, n: u32, m: u32, delivery: Delivery) -> Weapon {
    Weapon {
        name,
        skill,
        damage: DiceExpr::simple(n, m, 0),
        delivery,
    }
}

/// The weapon table.
pub const WEAPONS: [Weapon; 11] = [
    weapon("Unarmed", Skill::MeleeWeapons, 1, 4, Delivery::Melee),
    weapon("Knife", Skill::MeleeWeapons, 1, 4, Delivery::Melee),
    weapon("Club", Skill::MeleeWeapons, 1, 6, Delivery::Melee),
    weapon("Sword", Skill::MeleeWeapons, 1, 8, Delivery::Melee),
    weapon("Greatsword", Skill::MeleeWeapons, 2, 6, Delivery::Melee),
    weapon("Pistol", Skill::LightWeapons, 1, 8, Delivery::Ranged),
    weapon("Bow", Skill::LightWeapons, 1, 6, Delivery::Ranged),
    weapon("Rifle", Skill::HeavyWeapons, 1, 10, Delivery::Ranged),
    weapon("Blaster Rifle", Skill::HeavyWeapons, 2, 6, Delivery::Ranged),
    weapon("Grenade", Skill::Explosives, 3, 6, Delivery::Explosive),
    weapon("Rocket", Skill::Explosives, 4, 8, Delivery::Explosive),
];

impl Weapon {
    /// Finds a weapon by name (any case; spaces, hyphens, underscores ignored).
    #[must_use]
    pub fn find(name: &str) -> Option<&'static Weapon> {
        let w = fold(name);
        WEAPONS.iter().find(|x| fold(x.name) == w)
    }

    /// Every weapon name, for hints and autocomplete.
    #[must_use]
    pub fn names() -> Vec<String> {
        WEAPONS.iter().map(|w| w.name.to_owned()).collect()
    }
}

/// An enemy template.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EnemyTemplate {
    /// Its name, also the base of the names it spawns with.
    pub name: &'static str,
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

const fn template(
    name: &'static str,
    ac: i64,
    hp: u32,
    attack_bonus: i64,
    damage: DiceExpr,
    initiative_bonus: i64,
    save_bonus: i64,
) -> EnemyTemplate {
    EnemyTemplate {
        name,
        ac,
        hp,
        attack_bonus,
        damage,
        initiative_bonus,
        save_bonus,
    }
}

/// The enemy table.
pub const ENEMIES: [EnemyTemplate; 6] = [
    template("Bandit", 12, 11, 4, DiceExpr::simple(1, 6, 2), 2, 2),
    template("Hound", 13, 15, 5, DiceExpr::simple(2, 4, 2), 3, 3),
    template("Drone", 14, 10, 4, DiceExpr::simple(1, 8, 0), 4, 2),
    template("Guard", 15, 20, 5, DiceExpr::simple(1, 8, 3), 2, 4),
    template("Brute", 11, 40, 6, DiceExpr::simple(2, 6, 4), 0, 5),
    template("Champion", 17, 60, 8, DiceExpr::simple(2, 8, 5), 4, 7),
];

impl EnemyTemplate {
    /// Finds a template by name (any case; spaces, hyphens, underscores ignored).
    #[must_use]
    pub fn find(name: &str) -> Option<&'static EnemyTemplate> {
        let w = fold(name);
        ENEMIES.iter().find(|x| fold(x.name) == w)
    }

    /// Every template name, for hints and autocomplete.
    #[must_use]
    pub fn names() -> Vec<String> {
        ENEMIES.iter().map(|t| t.name.to_owned()).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_table_entry_is_within_the_dice_bounds() {
        for w in WEAPONS {
            assert_eq!(w.damage.checked(), Ok(w.damage), "{}", w.name);
        }
        for t in ENEMIES {
            assert_eq!(t.damage.checked(), Ok(t.damage), "{}", t.name);
            assert!(t.hp >= 1);
        }
    }
}
