//! The wasteland game's homebrew: its weapons, enemy templates,
//! consumables, presets and loot rows as a campaign brews them, and the
//! container its campaign holds. The rules find them through it (homebrew
//! over shipped).

use serde::{Deserialize, Serialize};

use std::sync::LazyLock;

use super::data::files::{LootRow, LOOT};
use super::data::{
    Consumable, EnemyTemplate, LootTier, Preset, Weapon, CONSUMABLES, ENEMY_TEMPLATES, PRESETS,
    WEAPONS,
};
use crate::engine::content::{gated, within, Entry, Invalid};
use crate::engine::homebrew::Brew;
use crate::engine::name;

crate::engine::homebrew::content_kinds! {
    Weapon: "weapons", name::ITEM_NAME, WEAPONS;
    EnemyTemplate: "enemies", name::ENEMY_NAME, ENEMY_TEMPLATES;
    Consumable: "consumables", name::ITEM_NAME, CONSUMABLES;
    Preset: "presets", name::CHARACTER_NAME, PRESETS;
}

/// One row of a tier's loot table as a campaign brews it. The same item may
/// stand in several tiers, so the tier and the item together are its name
/// (`junk: Tin Can`): that is what `homebrew show` and `remove` take, and a
/// row replaces the shipped row of its tier and item only. In a file it is
/// a row of `loot.json` (`{"tier": .., "name": .., "qty": ..}`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "LootRow", into = "LootRow")]
pub struct LootBrew {
    /// The row.
    pub row: LootRow,
    /// `<tier>: <item>`.
    key: String,
}

impl From<LootRow> for LootBrew {
    fn from(row: LootRow) -> LootBrew {
        let key = format!("{}: {}", row.tier.name(), row.entry.name);
        LootBrew { row, key }
    }
}

impl From<LootBrew> for LootRow {
    fn from(brew: LootBrew) -> LootRow {
        brew.row
    }
}

/// A loot row's name: a tier's word, `: ` and an item's name.
const LOOT_KEY: name::Bound = name::Bound {
    what: "item",
    min: 1,
    max: 72,
    multiline: false,
};

impl Entry for LootBrew {
    fn name(&self) -> &str {
        &self.key
    }

    fn check(&self) -> Result<(), Invalid> {
        let item = &self.row.entry.name;
        gated(&self.key, "name", name::ITEM_NAME, item)?;
        within(&self.key, "qty", self.row.entry.qty, 1, 999)
    }
}

/// The shipped loot rows, as the homebrew reads them.
static SHIPPED_LOOT: LazyLock<Vec<LootBrew>> =
    LazyLock::new(|| LOOT.iter().cloned().map(LootBrew::from).collect());

crate::engine::homebrew::content_kinds! {
    LootBrew: "loot", LOOT_KEY, SHIPPED_LOOT;
}

impl Brew<LootBrew> {
    /// The rows of one tier's table the campaign sees, in drawing order:
    /// the shipped ones (a replaced one as its homebrew row), then the added.
    #[must_use]
    pub fn tier(&self, tier: LootTier) -> Vec<super::data::loot::LootEntry> {
        if self.is_empty() {
            return super::data::loot::table(tier).to_vec();
        }
        self.all()
            .into_iter()
            .filter(|(r, _)| r.row.tier == tier)
            .map(|(r, _)| r.row.entry.clone())
            .collect()
    }
}

crate::engine::homebrew::homebrew_kinds! {
    /// A wasteland campaign's homebrew.
    pub struct WastelandBrew {
        /// Weapons.
        weapons: Weapon,
        /// Enemy templates.
        enemies: EnemyTemplate,
        /// Consumables and chems.
        consumables: Consumable,
        /// Character presets.
        presets: Preset,
        /// Loot rows.
        loot: LootBrew,
    }
}
