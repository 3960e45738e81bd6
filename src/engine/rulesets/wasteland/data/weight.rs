//! How much things weigh, in tenths of a pound, for carry weight (seed 000:
//! 150 + 10 x STR). Weapons, armour pieces and the heavier finds weigh what
//! the Fallout 4 item tables give them; ammunition weighs nothing (as in that
//! game outside Survival mode); chems and medicine a tenth of a pound; food and
//! drink half a pound to a pound; anything else (scrap, trinkets, items a GM
//! makes up) one pound. The table is data: `docs/rulesets/wasteland-2d20.md`
//! has the rule, this file the numbers.

use rustc_hash::FxHashMap;
use std::sync::LazyLock;

use super::{CONSUMABLES, WEAPONS};

/// Weights of the weapons, in tenths of a pound, in the order of [`WEAPONS`].
const WEAPON_TENTHS: [(&str, u32); 20] = [
    ("Fists", 0),
    ("Knife", 10),
    ("Pipe Wrench", 20),
    ("Baseball Bat", 30),
    ("Machete", 30),
    ("Power Fist", 40),
    ("Ripper", 60),
    ("Super Sledge", 200),
    ("Pipe Pistol", 20),
    ("10mm Pistol", 40),
    (".44 Magnum", 40),
    ("Hunting Rifle", 100),
    ("Combat Rifle", 110),
    ("Combat Shotgun", 110),
    ("Laser Pistol", 40),
    ("Laser Rifle", 80),
    ("Plasma Rifle", 80),
    ("Minigun", 270),
    ("Missile Launcher", 210),
    ("Fat Man", 310),
];

/// Items whose weight is not their kind's: the heavier finds, the bottles
/// and rations among food, and what weighs nothing.
const OTHER_TENTHS: [(&str, u32); 21] = [
    ("Purified Water", 10),
    ("Dirty Water", 10),
    ("Nuka-Cola", 10),
    ("Nuka-Cola Quantum", 10),
    ("Beer", 10),
    ("Bourbon", 10),
    ("Military Rations", 10),
    ("Medkit", 20),
    ("Leather Chest Piece", 50),
    ("Combat Armor Chest Piece", 80),
    ("Combat Armor Set", 200),
    ("Power Armor Helmet", 100),
    ("Fusion Core", 40),
    ("Mini Nuke", 120),
    ("Missile", 20),
    ("Pre-War Money", 0),
    ("Bobby Pin", 0),
    ("Pack of Bobby Pins", 0),
    ("Blank Holotape", 0),
    ("Stealth Boy", 10),
    ("Deathclaw Egg", 100),
];

/// One pound: what an item of no table weighs.
pub const DEFAULT_TENTHS: u32 = 10;

/// The weight of one `item`, in tenths of a pound. Inventories keep table
/// items under their table spelling ([`super::known_item`]), so names are
/// compared exactly: this runs for every item of every participant of every
/// check (encumbrance), so it is one look-up in a map built on first use
/// (hashed with `rustc-hash`: the keys are our own table names, and `SipHash`
/// cost more than the scan it replaced).
#[must_use]
pub fn tenths(item: &str) -> u32 {
    WEIGHTS.get(item).copied().unwrap_or(DEFAULT_TENTHS)
}

/// The most [`tenths`] can give for `item`, read from the two tables above
/// alone: the table's weight, else one pound, the most that ammunition,
/// food, chems and unlisted items weigh. Needs no content table.
#[must_use]
pub fn tenths_at_most(item: &str) -> u32 {
    WEAPON_TENTHS
        .iter()
        .chain(OTHER_TENTHS.iter())
        .find(|(name, _)| *name == item)
        .map_or(DEFAULT_TENTHS, |&(_, t)| t)
}

/// Every item with a weight other than [`DEFAULT_TENTHS`]'s rule, by its
/// table spelling. Built once from the tables, in their precedence: the
/// weight tables above, then ammunition (nothing), then consumables (food
/// half a pound; the bottles and rations are in the tables above; chems and
/// medicine a tenth).
static WEIGHTS: LazyLock<FxHashMap<&'static str, u32>> = LazyLock::new(|| {
    let mut weights = FxHashMap::default();
    for &(name, t) in WEAPON_TENTHS.iter().chain(OTHER_TENTHS.iter()) {
        weights.entry(name).or_insert(t);
    }
    for ammo in WEAPONS.iter().filter_map(|w| w.ammo.as_deref()) {
        weights.entry(ammo).or_insert(0);
    }
    for c in &*CONSUMABLES {
        weights
            .entry(&*c.name)
            .or_insert(if c.hunger > 0 { 5 } else { 1 });
    }
    weights
});

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_most_an_item_can_weigh_is_at_least_what_it_weighs() {
        let items = WEAPONS
            .iter()
            .map(|w| &*w.name)
            .chain(WEAPONS.iter().filter_map(|w| w.ammo.as_deref()))
            .chain(CONSUMABLES.iter().map(|c| &*c.name))
            .chain(OTHER_TENTHS.iter().map(|(name, _)| *name))
            .chain(["Scrap Metal", "a GM's own trinket"]);
        let mut exact = 0;
        for item in items {
            assert!(tenths(item) <= tenths_at_most(item), "{item}");
            exact += usize::from(tenths(item) == tenths_at_most(item));
        }
        // The tables' own items are exact; ammunition, food and chems are
        // bounded by a pound.
        assert!(exact >= WEAPON_TENTHS.len() + OTHER_TENTHS.len(), "{exact}");
        assert_eq!(tenths_at_most("10mm Ammo"), DEFAULT_TENTHS);
        assert_eq!(tenths("10mm Ammo"), 0);
        assert_eq!(tenths_at_most("Minigun"), 270);
    }

    #[test]
    fn every_weapon_has_a_weight_and_ammunition_weighs_nothing() {
        for w in &WEAPONS {
            assert!(
                WEAPON_TENTHS.iter().any(|(n, _)| *n == &*w.name),
                "{}",
                w.name
            );
        }
        assert_eq!(tenths("Minigun"), 270);
        assert_eq!(
            tenths(&crate::engine::rulesets::wasteland::character::canonical_item("minigun")),
            270
        );
        assert_eq!(tenths("10mm Ammo"), 0);
        assert_eq!(tenths("Stimpak"), 1);
        assert_eq!(tenths("Military Rations"), 10);
        assert_eq!(tenths("Cram"), 5);
        assert_eq!(tenths("Medkit"), 20);
        assert_eq!(tenths("Mini Nuke"), 120);
        assert_eq!(tenths("Lucky Rock"), 10);
    }
}
