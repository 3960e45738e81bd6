//! Enemies on the field: made from a template of [`super::data::ENEMIES`],
//! with their own name, current HP and conditions.

use serde::{Deserialize, Serialize};

use super::character::Condition;
use super::check::Bonus;
use super::data::EnemyTemplate;
use super::dice_expr::DiceExpr;

/// An enemy on the field. Its stats are copied from the template when it is
/// added, so a saved campaign does not change if the table does.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Enemy {
    /// Name, unique among characters and enemies by name identity.
    pub name: String,
    /// The template it came from.
    pub template: String,
    /// Armor class.
    pub ac: i64,
    /// Current HP, 0..=max; 0 is defeated.
    pub hp: u32,
    /// Max HP.
    pub max_hp: u32,
    /// Attack bonus.
    pub attack_bonus: i64,
    /// Damage dice.
    pub damage: DiceExpr,
    /// Initiative bonus.
    pub initiative_bonus: i64,
    /// Bonus to saves.
    pub save_bonus: i64,
    /// Conditions, each at most once.
    pub conditions: Vec<Condition>,
}

impl Enemy {
    /// A fresh enemy from a template, at full HP.
    #[must_use]
    pub fn from_template(template: &EnemyTemplate, name: String) -> Enemy {
        Enemy {
            name,
            template: template.name.to_string(),
            ac: template.ac,
            hp: template.hp,
            max_hp: template.hp,
            attack_bonus: template.attack_bonus,
            damage: template.damage,
            initiative_bonus: template.initiative_bonus,
            save_bonus: template.save_bonus,
            conditions: Vec::new(),
        }
    }

    /// Whether it is at 0 HP.
    #[must_use]
    pub fn defeated(&self) -> bool {
        self.hp == 0
    }

    /// Its attack roll's bonus with a situational modifier.
    #[must_use]
    pub fn attack(&self, modifier: i64) -> Bonus {
        Bonus {
            attribute: 0,
            proficiency: 0,
            flat: self.attack_bonus,
            modifier,
        }
    }
}

impl crate::engine::roster::Named for Enemy {
    fn name(&self) -> &str {
        &self.name
    }
}
