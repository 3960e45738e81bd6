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
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LootEntry {
    /// Item name (consumables and weapons use the names of their tables).
    pub name: crate::engine::content::Text,
    /// How many are found ("10mm Ammo x12").
    pub qty: u32,
}

/// Every tier's entries, in the order of `content/wasteland-2d20/loot.json`.
static BY_TIER: std::sync::LazyLock<std::collections::BTreeMap<LootTier, Vec<LootEntry>>> =
    std::sync::LazyLock::new(|| {
        let mut tiers = std::collections::BTreeMap::<LootTier, Vec<LootEntry>>::new();
        for row in &super::files::LOOT {
            tiers.entry(row.tier).or_default().push(row.entry.clone());
        }
        tiers
    });

/// The table for one tier.
#[must_use]
pub fn table(tier: LootTier) -> &'static [LootEntry] {
    BY_TIER.get(&tier).map_or(&[], Vec::as_slice)
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
        let mut known: Vec<&str> = WEAPONS.iter().map(|w| &*w.name).collect();
        known.extend(WEAPONS.iter().filter_map(|w| w.ammo.as_deref()));
        known.extend(CONSUMABLES.iter().map(|c| &*c.name));
        for tier in LootTier::ALL {
            for entry in table(tier) {
                if let Some(name) = known.iter().find(|k| k.eq_ignore_ascii_case(&entry.name)) {
                    assert_eq!(*name, &*entry.name, "spelling in {}", tier.name());
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
        for ammo in WEAPONS.iter().filter_map(|w| w.ammo.as_deref()) {
            assert!(
                LootTier::ALL.into_iter().any(|t| has(t, ammo)),
                "{ammo} is never found"
            );
        }
    }
}
