//! The Fallout pen-and-paper game's content files
//! (`content/fallout-pnp/*.json`): embedded, parsed once into the tables of
//! [`super::weapons`] and [`super::enemy`], and checked against the rules'
//! bounds.

use super::enemy::{EnemyTemplate, MORALE_MAX, TEMPLATES};
use super::weapons::{DiceGroup, RangeClass, Weapon, WEAPONS};
use crate::engine::content::{check_table, invalid, within, Entry, Invalid};
use crate::engine::name;

/// The game's content files, by their path under `content/`.
pub const FILES: [&str; 2] = ["fallout-pnp/weapons.json", "fallout-pnp/enemies.json"];

/// Parses every file and checks every entry: the first fault, if any.
pub fn check() -> Result<(), Invalid> {
    check_table(&WEAPONS, name::ITEM_NAME)?;
    check_table(&TEMPLATES, name::ENEMY_NAME)?;
    // Words unique and references known: over the whole table, so a
    // campaign's homebrew checks them over what it sees (`super::homebrew`).
    for (i, w) in WEAPONS.iter().enumerate() {
        word(&w.name, &w.id, WEAPONS[..i].iter().map(|o| &*o.id))?;
    }
    for (i, t) in TEMPLATES.iter().enumerate() {
        word(&t.name, &t.id, TEMPLATES[..i].iter().map(|o| &*o.id))?;
        if Weapon::find(&t.weapon).is_none() {
            return Err(invalid(
                &t.name,
                "weapon",
                format!("`{}` is no weapon of weapons.json", t.weapon),
            ));
        }
    }
    Ok(())
}

/// A CLI word: lower-case letters, digits, `-` and `.`, unique in its table.
fn word<'a>(
    entry: &str,
    id: &str,
    mut others: impl Iterator<Item = &'a str>,
) -> Result<(), Invalid> {
    let ok = (1..=24).contains(&id.len())
        && id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '.');
    if !ok {
        return Err(invalid(entry, "id", "is not 1-24 of a-z, 0-9, `-`, `.`"));
    }
    if others.any(|o| o == id) {
        return Err(invalid(entry, "id", format!("`{id}` is taken")));
    }
    Ok(())
}

fn dice(entry: &str, field: &'static str, d: DiceGroup) -> Result<(), Invalid> {
    within(entry, field, d.count, 1, 20)?;
    within(entry, field, d.sides, 2, 100)
}

impl Entry for Weapon {
    fn name(&self) -> &str {
        &self.name
    }

    fn check(&self) -> Result<(), Invalid> {
        let n = &*self.name;
        word(n, &self.id, std::iter::empty())?;
        dice(n, "dice", self.dice)?;
        within(n, "modifier", self.modifier, -50, 50)?;
        if let Some(rad) = self.rad {
            dice(n, "rad", rad)?;
        }
        if let Some(splash) = self.splash {
            within(n, "splash", splash, 1, 100)?;
        }
        if let RangeClass::Own(limits) = self.range {
            within(n, "range", limits[0], 1, 10_000)?;
            if limits.windows(2).any(|w| w[0] > w[1]) || limits[3] > 10_000 {
                return Err(invalid(n, "range", "short, medium, long, maximum go up"));
            }
        }
        if let Some(p) = self.poison {
            within(n, "poison", p.damage, 2, 100)?;
            within(n, "poison", p.duration, 2, 100)?;
            within(n, "poison", p.toxicity, -100, 100)?;
        }
        Ok(())
    }
}

impl Entry for EnemyTemplate {
    fn name(&self) -> &str {
        &self.name
    }

    fn check(&self) -> Result<(), Invalid> {
        let n = &*self.name;
        word(n, &self.id, std::iter::empty())?;
        within(n, "hp", self.hp, 1, 1000)?;
        within(n, "agi", self.agi, 1, 15)?;
        within(n, "end", self.end, 1, 15)?;
        within(n, "lck", self.lck, 1, 15)?;
        within(n, "skill", self.skill, 1, 300)?;
        within(n, "morale", self.morale, 1, MORALE_MAX)?;
        within(n, "xp", self.xp, 0, 100_000)?;
        Ok(())
    }
}
