//! Loot tables: at least 20 Fallout-flavoured items per tier, each with the
//! quantity found.
//!
//! Weapons, ammunition and consumables use exactly the names of
//! [`super::WEAPONS`] and [`super::CONSUMABLES`], so a found item can be used or
//! fired at once. Every other entry is flavour (scrap, food, trinkets, named
//! legendary pieces) that can be carried, traded or handed over by the GM. The
//! same item may appear in several tiers with different quantities; within a
//! tier every name is unique, so `loot <tier> <count>` can draw distinct items.

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

/// Junk tier: scrap, trash and pre-war oddments, one to three at a time.
pub const JUNK: &[LootEntry] = &[
    e("Tin Can", 2),
    e("Scrap Metal", 3),
    e("Abraxo Cleaner", 1),
    e("Duct Tape", 1),
    e("Wonderglue", 1),
    e("Bent Fork", 2),
    e("Empty Nuka-Cola Bottle", 3),
    e("Broken Circuit Board", 1),
    e("Teddy Bear", 1),
    e("Toy Rocket", 1),
    e("Pre-War Money", 3),
    e("Carton of Cigarettes", 1),
    e("Coffee Mug", 1),
    e("Desk Fan", 1),
    e("Hot Plate", 1),
    e("Ashtray", 1),
    e("Rusty Screws", 3),
    e("Copper Wire", 2),
    e("Broken Glass", 2),
    e("Rotary Phone", 1),
    e("Alarm Clock", 1),
    e("Baseball", 1),
    e("Toy Car", 1),
    e("Dirty Water", 1),
    e("Pack of Bobby Pins", 1),
    e("Burnt Book", 1),
];

/// Common tier: ammunition stacks, water, food, pipe guns and simple tools.
pub const COMMON: &[LootEntry] = &[
    e("10mm Ammo", 12),
    e(".38 Rounds", 15),
    e("Shotgun Shells", 6),
    e(".308 Ammo", 6),
    e("Purified Water", 2),
    e("Nuka-Cola", 1),
    e("Dirty Water", 3),
    e("Pipe Pistol", 1),
    e("Pipe Wrench", 1),
    e("Knife", 1),
    e("Baseball Bat", 1),
    e("10mm Pistol", 1),
    e("Machete", 1),
    e("Cram", 1),
    e("Canned Dog Food", 2),
    e("Iguana on a Stick", 2),
    e("Sugar Bombs", 1),
    e("Fancy Lads Snack Cakes", 1),
    e("Radroach Meat", 2),
    e("Mutfruit", 2),
    e("Bobby Pin", 3),
    e("Leather Chest Piece", 1),
    e("Road Flare", 2),
    e("Blank Holotape", 1),
    e("Bandages", 2),
    e("BlamCo Mac & Cheese", 1),
    e("Instant Mashed Potatoes", 1),
    e("Squirrel on a Stick", 1),
    e("Dandy Boy Apples", 1),
    e("Beer", 2),
];

/// Uncommon tier: healing, chems, real guns and the better ammunition.
pub const UNCOMMON: &[LootEntry] = &[
    e("Stimpak", 1),
    e("RadAway", 1),
    e("Rad-X", 2),
    e("Buffout", 1),
    e("Jet", 2),
    e("Mentats", 1),
    e("Psycho", 1),
    e("Med-X", 1),
    e("Combat Rifle", 1),
    e("Combat Shotgun", 1),
    e("Hunting Rifle", 1),
    e(".44 Magnum", 1),
    e("Laser Pistol", 1),
    e("Fusion Cell", 20),
    e("5.56mm Ammo", 15),
    e(".44 Ammo", 8),
    e("5mm Ammo", 50),
    e("Shotgun Shells", 12),
    e("Combat Armor Chest Piece", 1),
    e("Nuka-Cola Cherry", 1),
    e("Sunset Sarsaparilla", 2),
    e("Doctor's Bag", 1),
    e("Guns and Bullets Magazine", 1),
    e("Military-Grade Circuitry", 1),
    e("Sniper Scope", 1),
    e("Medkit", 1),
    e("Salisbury Steak", 1),
    e("Mutant Jerky", 2),
    e("Military Rations", 1),
    e("Bourbon", 1),
];

/// Rare tier: energy weapons, heavy weapons, Super Stimpaks and Addictol.
pub const RARE: &[LootEntry] = &[
    e("Super Stimpak", 1),
    e("Addictol", 1),
    e("Laser Rifle", 1),
    e("Plasma Rifle", 1),
    e("Plasma Cartridge", 20),
    e("Fusion Cell", 40),
    e("Minigun", 1),
    e("5mm Ammo", 200),
    e("Missile Launcher", 1),
    e("Missile", 2),
    e("Power Fist", 1),
    e("Super Sledge", 1),
    e("Ripper", 1),
    e("Stimpak", 3),
    e("RadAway", 3),
    e("Stealth Boy", 1),
    e("Fusion Core", 1),
    e("Power Armor Helmet", 1),
    e("Combat Armor Set", 1),
    e("Pre-War Gold Bar", 1),
    e("Nuclear Material", 2),
    e("Vault-Tec Bobblehead", 1),
    e("Deathclaw Egg", 1),
    e("Brotherhood Holotag", 1),
];

/// Unique tier: one-of-a-kind and legendary finds.
pub const UNIQUE: &[LootEntry] = &[
    e("Fat Man", 1),
    e("Mini Nuke", 2),
    e("Nuka-Cola Quantum", 2),
    e("Kellogg's Pistol", 1),
    e("Grognak's Axe", 1),
    e("Righteous Authority", 1),
    e("Overseer's Guardian", 1),
    e("Deliverer", 1),
    e("Kiloton Radium Rifle", 1),
    e("Ashmaker", 1),
    e("Big Boy", 1),
    e("Final Judgment", 1),
    e("Lorenzo's Artifact Gun", 1),
    e("Old Faithful", 1),
    e("Spray n' Pray", 1),
    e("The Last Minute", 1),
    e("Silver Shroud Costume", 1),
    e("Junk Jet", 1),
    e("Pickman's Blade", 1),
    e("Shishkebab", 1),
    e("Alien Blaster", 1),
    e("X-01 Power Armor Helmet", 1),
    e("Perfectly Preserved Pie", 1),
    e("G.E.C.K.", 1),
];

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

#[cfg(test)]
mod tests {
    use super::super::{CONSUMABLES, WEAPONS};
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn every_tier_has_at_least_twenty_entries_with_positive_quantities() {
        for tier in LootTier::ALL {
            let entries = table(tier);
            assert!(entries.len() >= 20, "{} has {}", tier.name(), entries.len());
            for entry in entries {
                assert!(entry.qty >= 1, "{} in {}", entry.name, tier.name());
                assert_eq!(
                    entry.name,
                    entry.name.trim(),
                    "{} in {}",
                    entry.name,
                    tier.name()
                );
                assert!(!entry.name.is_empty());
            }
        }
    }

    #[test]
    fn names_are_unique_within_a_tier() {
        for tier in LootTier::ALL {
            let mut seen = HashSet::new();
            for entry in table(tier) {
                assert!(
                    seen.insert(entry.name.to_ascii_lowercase()),
                    "{} twice in {}",
                    entry.name,
                    tier.name()
                );
            }
        }
    }

    #[test]
    fn weapons_ammo_and_consumables_use_their_table_names_exactly() {
        let mut known: Vec<&str> = WEAPONS.iter().map(|w| w.name).collect();
        known.extend(WEAPONS.iter().filter_map(|w| w.ammo));
        known.extend(CONSUMABLES.iter().map(|c| c.name));
        for tier in LootTier::ALL {
            for entry in table(tier) {
                if let Some(name) = known.iter().find(|k| k.eq_ignore_ascii_case(entry.name)) {
                    assert_eq!(*name, entry.name, "spelling in {}", tier.name());
                }
            }
        }
    }

    #[test]
    fn the_tiers_carry_the_items_the_rules_expect() {
        let has = |tier: LootTier, name: &str| table(tier).iter().any(|e| e.name == name);
        assert!(has(LootTier::Common, "10mm Ammo"));
        assert!(has(LootTier::Uncommon, "Stimpak"));
        assert!(has(LootTier::Rare, "Super Stimpak"));
        assert!(has(LootTier::Rare, "Addictol"));
        assert!(has(LootTier::Unique, "Fat Man"));
        assert!(has(LootTier::Unique, "Mini Nuke"));
        // Every ammunition type can be found somewhere.
        for ammo in WEAPONS.iter().filter_map(|w| w.ammo) {
            assert!(
                LootTier::ALL.into_iter().any(|t| has(t, ammo)),
                "{ammo} is never found"
            );
        }
    }
}
