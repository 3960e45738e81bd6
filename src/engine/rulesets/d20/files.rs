//! The d20 game's content files (`content/d20/*.json`): embedded, parsed once
//! into the tables of [`super::data`], and checked against the rules' bounds.

use super::data::{EnemyTemplate, Weapon, ENEMIES, WEAPONS};
use super::dice_expr::DiceExpr;
use crate::engine::content::{check_table, invalid, within, Entry, Invalid};
use crate::engine::name;

/// The game's content files, by their path under `content/`.
pub const FILES: [&str; 2] = ["d20/weapons.json", "d20/enemies.json"];

/// Parses every file and checks every entry: the first fault, if any.
pub fn check() -> Result<(), Invalid> {
    check_table(&WEAPONS, name::ITEM_NAME)?;
    check_table(&ENEMIES, name::ENEMY_NAME)
}

/// A damage expression within the dice bounds every roll has.
fn damage(entry: &str, d: DiceExpr) -> Result<(), Invalid> {
    d.checked()
        .map(|_| ())
        .map_err(|e| invalid(entry, "damage", format!("{e:?}")))
}

impl Entry for Weapon {
    fn name(&self) -> &str {
        &self.name
    }

    fn check(&self) -> Result<(), Invalid> {
        damage(&self.name, self.damage)
    }
}

impl Entry for EnemyTemplate {
    fn name(&self) -> &str {
        &self.name
    }

    fn check(&self) -> Result<(), Invalid> {
        let n = &*self.name;
        within(n, "ac", self.ac, 1, 40)?;
        within(n, "hp", self.hp, 1, 1000)?;
        within(n, "attack_bonus", self.attack_bonus, -10, 30)?;
        within(n, "initiative_bonus", self.initiative_bonus, -10, 30)?;
        within(n, "save_bonus", self.save_bonus, -10, 30)?;
        damage(n, self.damage)
    }
}
