//! Loot tables: at least 20 Fallout-flavoured items per tier, each with the
//! quantity found.

use super::LootTier;

/// One item that can be found, with how many are found together.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LootEntry {
    /// Item name (consumables and weapons use the names of their tables).
    pub name: &'static str,
    /// How many are found ("10mm Ammo x12").
    pub qty: u32,
}

const fn e(name: &'static str, qty: u32) -> LootEntry {
    LootEntry { name, qty }
}

/// Junk tier.
pub const JUNK: &[LootEntry] = &[e("Tin Can", 1)];
/// Common tier.
pub const COMMON: &[LootEntry] = &[e("10mm Ammo", 12)];
/// Uncommon tier.
pub const UNCOMMON: &[LootEntry] = &[e("Stimpak", 1)];
/// Rare tier.
pub const RARE: &[LootEntry] = &[e("Laser Rifle", 1)];
/// Unique tier.
pub const UNIQUE: &[LootEntry] = &[e("Fat Man", 1)];

/// The table for one tier.
#[must_use]
pub fn table(tier: LootTier) -> &'static [LootEntry] {
    match tier {
        LootTier::Junk => JUNK,
        LootTier::Common => COMMON,
        LootTier::Uncommon => UNCOMMON,
        LootTier::Rare => RARE,
        LootTier::Unique => UNIQUE,
    }
}
