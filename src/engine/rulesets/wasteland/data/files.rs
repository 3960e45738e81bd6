//! The wasteland game's content files (`content/wasteland-2d20/*.json`):
//! embedded, parsed once into the tables of [`super`], and checked against
//! the rules' bounds.

use serde::{Deserialize, Serialize};

use super::super::effect::Kind;
use super::loot::LootEntry;
use super::{
    Consumable, EnemyTemplate, LootTier, Preset, Weapon, WeaponKind, CONSUMABLES, ENEMY_TEMPLATES,
    PRESETS, WEAPONS,
};
use crate::engine::content::{check_table, gated, invalid, within, Entry, Invalid, Table};
use crate::engine::name;

/// The game's content files, by their path under `content/`.
pub const FILES: [&str; 5] = [
    "wasteland-2d20/weapons.json",
    "wasteland-2d20/enemies.json",
    "wasteland-2d20/consumables.json",
    "wasteland-2d20/presets.json",
    "wasteland-2d20/loot.json",
];

/// One row of `loot.json`: an entry of one tier's table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LootRow {
    /// The tier whose table it is in.
    pub tier: LootTier,
    /// The item and how many are found.
    #[serde(flatten)]
    pub entry: LootEntry,
}

/// The loot file's rows, in order.
pub static LOOT: Table<LootRow> = crate::content_table!("wasteland-2d20/loot.json");

/// Parses every file and checks every entry: the first fault, if any.
pub fn check() -> Result<(), Invalid> {
    check_table(&WEAPONS, name::ITEM_NAME)?;
    check_table(&ENEMY_TEMPLATES, name::ENEMY_NAME)?;
    check_table(&CONSUMABLES, name::ITEM_NAME)?;
    check_table(&PRESETS, name::CHARACTER_NAME)?;
    for tier in LootTier::ALL {
        check_table(super::loot::table(tier), name::ITEM_NAME)?;
    }
    Ok(())
}

impl Entry for Weapon {
    fn name(&self) -> &str {
        &self.name
    }

    fn check(&self) -> Result<(), Invalid> {
        within(&self.name, "dice", self.dice, 1, 20)?;
        match (self.kind, &self.ammo) {
            (WeaponKind::Ranged, None) => Err(invalid(
                &self.name,
                "ammo",
                "a ranged weapon names its ammunition",
            )),
            (WeaponKind::Melee, Some(_)) => Err(invalid(
                &self.name,
                "ammo",
                "a melee weapon uses no ammunition",
            )),
            (WeaponKind::Ranged, Some(ammo)) => gated(&self.name, "ammo", name::ITEM_NAME, ammo),
            (WeaponKind::Melee, None) => Ok(()),
        }
    }
}

impl Entry for EnemyTemplate {
    fn name(&self) -> &str {
        &self.name
    }

    // The bounds of a custom enemy (`enemy custom`), plus the tier's five.
    fn check(&self) -> Result<(), Invalid> {
        within(&self.name, "tier", self.tier, 1, 5)?;
        within(&self.name, "hp", self.hp, 1, 1000)?;
        within(&self.name, "damage_dice", self.damage_dice, 1, 20)?;
        within(&self.name, "damage_sides", self.damage_sides, 2, 100)?;
        within(&self.name, "attack_skill", self.attack_skill, 1, 20)?;
        gated(&self.name, "special", name::SPECIAL_TRAITS, &self.special)
    }
}

impl Entry for Consumable {
    fn name(&self) -> &str {
        &self.name
    }

    fn check(&self) -> Result<(), Invalid> {
        within(&self.name, "heal", self.heal, 0, 1000)?;
        within(&self.name, "rads", self.rads, -1000, 1000)?;
        within(&self.name, "ap", self.ap, 0, 20)?;
        within(&self.name, "hunger", self.hunger, 0, 100)?;
        if let Some((_, turns)) = self.effect {
            within(&self.name, "effect", turns, 1, 999)?;
        }
        if self.addictive && !matches!(self.effect, Some((Kind::Chem(_), _))) {
            return Err(invalid(
                &self.name,
                "addictive",
                "only a chem's effect can be addictive",
            ));
        }
        Ok(())
    }
}

impl Entry for Preset {
    fn name(&self) -> &str {
        &self.name
    }

    fn check(&self) -> Result<(), Invalid> {
        for v in self.special {
            within(&self.name, "special", v, 1, 10)?;
        }
        let sum: i64 = self.special.iter().sum();
        if sum != 40 {
            return Err(invalid(
                &self.name,
                "special",
                format!("sums to {sum}, not 40"),
            ));
        }
        let [a, b, c] = self.tags;
        if a == b || b == c || a == c {
            return Err(invalid(&self.name, "tags", "names a skill twice"));
        }
        Ok(())
    }
}

impl Entry for LootEntry {
    fn name(&self) -> &str {
        &self.name
    }

    fn check(&self) -> Result<(), Invalid> {
        within(&self.name, "qty", self.qty, 1, 999)
    }
}

/// A consumable's timed effect in a file: `{"effect": "Rad-X", "turns": 3}`,
/// by the effect's stored name.
pub mod timed {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use super::super::super::effect::Kind;

    #[derive(Serialize, Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Timed {
        effect: String,
        turns: i32,
    }

    /// Writes the effect by name.
    #[allow(clippy::ref_option)] // serde's `with` hands the field by reference
    pub fn serialize<S: Serializer>(v: &Option<(Kind, i32)>, s: S) -> Result<S::Ok, S::Error> {
        v.map(|(k, turns)| Timed {
            effect: k.name().to_owned(),
            turns,
        })
        .serialize(s)
    }

    /// Reads the effect by name; a name that is no built-in effect is refused.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<(Kind, i32)>, D::Error> {
        let Some(t) = Option::<Timed>::deserialize(d)? else {
            return Ok(None);
        };
        let kind = Kind::of(&t.effect)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown effect `{}`", t.effect)))?;
        Ok(Some((kind, t.turns)))
    }
}
