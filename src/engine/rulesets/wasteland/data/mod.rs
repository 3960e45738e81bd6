//! The tables the rules name: weapons, enemy templates, consumables, loot,
//! random events and NPC parts. Pure data, looked up by case-insensitive name.

pub mod events;
pub mod loot;
pub mod npc;
pub mod weight;

use serde::{Deserialize, Serialize};

use super::skills::Skill;

use super::effect::{Chem, Kind};

/// Close or ranged.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WeaponKind {
    /// Melee: rolls the automatic STR check for bonus damage.
    Melee,
    /// Ranged: uses one round of ammo per attack.
    Ranged,
}

/// What a weapon does for each damage die showing 5 or 6.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WeaponEffect {
    /// Target loses its next action.
    Stun,
    /// 1 damage per turn for N turns.
    Bleed,
    /// Target is knocked prone for a round.
    Knockdown,
    /// +1 damage per effect.
    Pierce,
    /// One extra die at close range.
    Spread,
    /// 2 damage per turn for N turns.
    Burn,
    /// Target's next attack roll is made at -2.
    Suppression,
    /// The same damage to every other living enemy.
    Aoe,
    /// 10 rads per effect to a player target.
    Radiation,
}

/// One row of the weapon table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Weapon {
    /// Name as in the seed's table.
    pub name: &'static str,
    /// Number of d6 damage dice.
    pub dice: u32,
    /// Melee or ranged.
    pub kind: WeaponKind,
    /// Effects that trigger on a 5-6 (empty for none).
    pub effects: &'static [WeaponEffect],
    /// The ammunition item one attack uses (ranged only).
    pub ammo: Option<&'static str>,
}

use WeaponEffect as E;
use WeaponKind::{Melee, Ranged};

/// The seed's 20 weapons.
pub const WEAPONS: [Weapon; 20] = [
    w("Fists", 1, Melee, &[E::Stun], None),
    w("Knife", 2, Melee, &[E::Bleed], None),
    w("Pipe Wrench", 2, Melee, &[E::Bleed], None),
    w("Baseball Bat", 2, Melee, &[E::Knockdown], None),
    w("Machete", 3, Melee, &[E::Bleed], None),
    w("Power Fist", 3, Melee, &[E::Stun], None),
    w("Ripper", 3, Melee, &[E::Bleed], None),
    w("Super Sledge", 4, Melee, &[E::Knockdown], None),
    w("Pipe Pistol", 2, Ranged, &[], Some(".38 Rounds")),
    w("10mm Pistol", 3, Ranged, &[E::Pierce], Some("10mm Ammo")),
    w(".44 Magnum", 4, Ranged, &[E::Knockdown], Some(".44 Ammo")),
    w(
        "Hunting Rifle",
        4,
        Ranged,
        &[E::Knockdown],
        Some(".308 Ammo"),
    ),
    w("Combat Rifle", 4, Ranged, &[], Some("5.56mm Ammo")),
    w(
        "Combat Shotgun",
        4,
        Ranged,
        &[E::Spread],
        Some("Shotgun Shells"),
    ),
    w("Laser Pistol", 3, Ranged, &[E::Burn], Some("Fusion Cell")),
    w("Laser Rifle", 4, Ranged, &[E::Burn], Some("Fusion Cell")),
    w(
        "Plasma Rifle",
        5,
        Ranged,
        &[E::Burn],
        Some("Plasma Cartridge"),
    ),
    w("Minigun", 5, Ranged, &[E::Suppression], Some("5mm Ammo")),
    w(
        "Missile Launcher",
        6,
        Ranged,
        &[E::Knockdown, E::Aoe],
        Some("Missile"),
    ),
    w(
        "Fat Man",
        8,
        Ranged,
        &[E::Aoe, E::Radiation],
        Some("Mini Nuke"),
    ),
];

const fn w(
    name: &'static str,
    dice: u32,
    kind: WeaponKind,
    effects: &'static [WeaponEffect],
    ammo: Option<&'static str>,
) -> Weapon {
    Weapon {
        name,
        dice,
        kind,
        effects,
        ammo,
    }
}

/// Finds a weapon by name, ignoring case.
#[must_use]
pub fn weapon(name: &str) -> Option<&'static Weapon> {
    WEAPONS
        .iter()
        .find(|w| crate::engine::name::same(w.name, name))
}

/// A loot tier; enemies drop from one, `loot` draws from them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LootTier {
    /// Scrap and oddments.
    Junk,
    /// Everyday supplies.
    Common,
    /// Useful finds.
    Uncommon,
    /// Valuable gear.
    Rare,
    /// One of a kind.
    Unique,
}

impl LootTier {
    /// All tiers, poorest first.
    pub const ALL: [LootTier; 5] = [
        LootTier::Junk,
        LootTier::Common,
        LootTier::Uncommon,
        LootTier::Rare,
        LootTier::Unique,
    ];
    /// Weights for drawing a tier when none is given (35/35/20/8/2).
    pub const WEIGHTS: [u32; 5] = [35, 35, 20, 8, 2];

    /// The tier's name in lower case.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            LootTier::Junk => "junk",
            LootTier::Common => "common",
            LootTier::Uncommon => "uncommon",
            LootTier::Rare => "rare",
            LootTier::Unique => "unique",
        }
    }

    /// Parses a tier name, ignoring case.
    #[must_use]
    pub fn parse(text: &str) -> Option<LootTier> {
        LootTier::ALL
            .into_iter()
            .find(|t| t.name().eq_ignore_ascii_case(text.trim()))
    }
}

/// One row of the enemy template table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EnemyTemplate {
    /// Name as in the table.
    pub name: &'static str,
    /// 1 pests .. 5 boss.
    pub tier: u8,
    /// Starting and maximum HP.
    pub hp: u32,
    /// Damage dice count (all are d6).
    pub damage_dice: u32,
    /// Damage die sides.
    pub damage_sides: u32,
    /// The d20 target for its attacks, also its initiative.
    pub attack_skill: u32,
    /// What it drops when killed.
    pub drops: Option<LootTier>,
    /// Special traits as the table lists them (empty for none), shown to
    /// players; rules read the typed flags below, never this text.
    pub special: &'static str,
    /// Whether radiation leaves it untouched.
    pub rad_immune: bool,
}

use LootTier::{Common, Junk, Rare, Uncommon, Unique};

/// The 20 enemy templates.
pub const ENEMY_TEMPLATES: [EnemyTemplate; 20] = [
    t("Radroach", 1, 10, 1, 8, Junk, ""),
    t("Bloatfly", 1, 10, 1, 6, Junk, "poison spit"),
    t("Mole Rat", 1, 15, 2, 10, Junk, "burrow ambush"),
    t("Wild Dog", 1, 15, 2, 12, Junk, "pack tactics"),
    rad_immune(t("Feral Ghoul", 2, 20, 2, 12, Common, "rad immunity")),
    t("Raider", 2, 25, 3, 10, Common, ""),
    t("Raider Psycho", 2, 25, 3, 12, Common, "berserk"),
    t("Mirelurk Hatchling", 2, 15, 2, 10, Common, "shell armor"),
    rad_immune(t("Super Mutant", 3, 40, 4, 12, Uncommon, "rad immunity")),
    t("Raider Veteran", 3, 35, 3, 14, Common, ""),
    rad_immune(t(
        "Feral Ghoul Reaver",
        3,
        35,
        3,
        14,
        Uncommon,
        "rad immunity, rad attack",
    )),
    t("Yao Guai", 3, 45, 4, 12, Uncommon, "charge"),
    t("Mirelurk", 3, 35, 3, 12, Uncommon, "shell armor"),
    t("Deathclaw", 4, 60, 5, 14, Rare, "armor piercing"),
    t("Assaultron", 4, 50, 4, 16, Rare, "laser head"),
    t(
        "Sentry Bot",
        4,
        70,
        5,
        14,
        Rare,
        "heavy armor, self-destruct",
    ),
    t("Super Mutant Behemoth", 4, 80, 6, 12, Rare, "AoE"),
    t("Mirelurk Queen", 4, 100, 6, 14, Unique, "acid spit, spawns"),
    t("Legendary Deathclaw", 5, 90, 6, 16, Unique, "regeneration"),
    t(
        "Legendary Assaultron",
        5,
        70,
        5,
        18,
        Unique,
        "stealth, laser",
    ),
];

const fn t(
    name: &'static str,
    tier: u8,
    hp: u32,
    damage_dice: u32,
    attack_skill: u32,
    drops: LootTier,
    special: &'static str,
) -> EnemyTemplate {
    EnemyTemplate {
        name,
        tier,
        hp,
        damage_dice,
        damage_sides: 6,
        attack_skill,
        drops: Some(drops),
        special,
        rad_immune: false,
    }
}

/// A template that ignores radiation.
const fn rad_immune(template: EnemyTemplate) -> EnemyTemplate {
    EnemyTemplate {
        rad_immune: true,
        ..template
    }
}

/// Finds an enemy template by name, ignoring case.
#[must_use]
pub fn enemy_template(name: &str) -> Option<&'static EnemyTemplate> {
    ENEMY_TEMPLATES
        .iter()
        .find(|t| crate::engine::name::same(t.name, name))
}

/// What a consumable does when used.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Consumable {
    /// Item name.
    pub name: &'static str,
    /// HP restored (before the Medicine bonus).
    pub heal: u32,
    /// Rads added (negative removes).
    pub rads: i32,
    /// AP gained.
    pub ap: u32,
    /// A timed effect it starts: (the effect, turns).
    pub effect: Option<(Kind, i32)>,
    /// Whether each use risks addiction (d20 <= 3).
    pub addictive: bool,
    /// Whether it cures every addiction.
    pub cures_addiction: bool,
    /// How much it lowers hunger (the `hunger` house rule); 0 for what is
    /// not food or drink.
    pub hunger: u32,
}

const fn c(name: &'static str, heal: u32, rads: i32, ap: u32) -> Consumable {
    Consumable {
        name,
        heal,
        rads,
        ap,
        effect: None,
        addictive: false,
        cures_addiction: false,
        hunger: 0,
    }
}

/// Food or drink: heals (with the Medicine bonus, like every healing), adds
/// rads, and lowers hunger.
const fn food(name: &'static str, heal: u32, rads: i32, hunger: u32) -> Consumable {
    Consumable {
        hunger,
        ..c(name, heal, rads, 0)
    }
}

const fn chem(chem: Chem, turns: i32) -> Consumable {
    Consumable {
        name: chem.name(),
        heal: 0,
        rads: 0,
        ap: 0,
        effect: Some((Kind::Chem(chem), turns)),
        addictive: true,
        cures_addiction: false,
        hunger: 0,
    }
}

/// The consumables of the rules: healing, chems, Addictol (the rules' cure for
/// addiction) and the food table of seed 000's healing rules (2-5 HP by item,
/// Military Rations 8, drinks 1), with what each lowers hunger by.
pub const CONSUMABLES: [Consumable; 27] = [
    c("Stimpak", 15, 0, 0),
    c("Super Stimpak", 30, 0, 0),
    c("RadAway", 0, -100, 0),
    Consumable {
        effect: Some((Kind::Chem(Chem::RadX), 3)),
        ..c("Rad-X", 0, 0, 0)
    },
    Consumable {
        hunger: 10,
        ..c("Nuka-Cola", 2, 5, 1)
    },
    Consumable {
        hunger: 15,
        ..c("Nuka-Cola Quantum", 10, 10, 5)
    },
    food("Purified Water", 5, 0, 5),
    food("Dirty Water", 2, 15, 5),
    chem(Chem::Buffout, 3),
    chem(Chem::Jet, 2),
    chem(Chem::Mentats, 3),
    chem(Chem::Psycho, 3),
    chem(Chem::MedX, 3),
    Consumable {
        cures_addiction: true,
        ..c("Addictol", 0, 0, 0)
    },
    food("Cram", 5, 0, 30),
    food("BlamCo Mac & Cheese", 5, 0, 30),
    food("Salisbury Steak", 5, 0, 30),
    food("Mutant Jerky", 3, 5, 25),
    food("Instant Mashed Potatoes", 3, 0, 25),
    food("Squirrel on a Stick", 2, 0, 20),
    food("Sugar Bombs", 3, 5, 20),
    food("Fancy Lads Snack Cakes", 3, 0, 20),
    food("Dandy Boy Apples", 3, 0, 20),
    food("Mutfruit", 2, 0, 20),
    food("Military Rations", 8, 0, 40),
    food("Beer", 1, 0, 10),
    food("Bourbon", 1, 0, 10),
];

/// Finds a consumable by name, ignoring case.
#[must_use]
pub fn consumable(name: &str) -> Option<&'static Consumable> {
    CONSUMABLES
        .iter()
        .find(|c| crate::engine::name::same(c.name, name))
}

/// The chance of addiction per use: a d20 at or below this.
pub const ADDICTION_TARGET: u32 = 3;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_hold_what_the_rules_list() {
        assert_eq!(weapon("fat man").map(|w| w.dice), Some(8));
        assert_eq!(
            weapon("10MM PISTOL").and_then(|w| w.ammo),
            Some("10mm Ammo")
        );
        let deathclaw = enemy_template("deathclaw").copied();
        assert_eq!(
            deathclaw.map(|t| (t.tier, t.hp, t.damage_dice)),
            Some((4, 60, 5))
        );
        assert!(enemy_template("Feral Ghoul").is_some_and(|t| t.rad_immune));
        let immune: Vec<&str> = ENEMY_TEMPLATES
            .iter()
            .filter(|t| t.rad_immune)
            .map(|t| t.name)
            .collect();
        assert_eq!(
            immune,
            ["Feral Ghoul", "Super Mutant", "Feral Ghoul Reaver"]
        );
        let chems: Vec<&str> = CONSUMABLES
            .iter()
            .filter(|c| c.addictive)
            .map(|c| c.name)
            .collect();
        assert_eq!(chems, ["Buffout", "Jet", "Mentats", "Psycho", "Med-X"]);
    }

    #[test]
    fn every_ammo_and_consumable_name_is_unique() {
        let mut names: Vec<&str> = CONSUMABLES.iter().map(|c| c.name).collect();
        names.extend(WEAPONS.iter().map(|w| w.name));
        let before = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(before, names.len());
    }
}

pub use crate::engine::name::slug;

#[cfg(test)]
mod slug_tests {
    #[test]
    fn slugs_are_fluent_safe() {
        assert_eq!(super::slug("10mm Pistol"), "10mm-pistol");
        assert_eq!(super::slug(".44 Magnum"), "44-magnum");
        assert_eq!(super::slug("Nuka-Cola Quantum"), "nuka-cola-quantum");
        assert_eq!(super::slug("5.56mm Ammo"), "5-56mm-ammo");
    }
}

/// The table spelling of a known item: a weapon, an ammunition, a consumable or
/// any loot entry, matched ignoring case.
#[must_use]
pub fn known_item(name: &str) -> Option<&'static str> {
    let name = name.trim();
    WEAPONS
        .iter()
        .map(|w| w.name)
        .chain(WEAPONS.iter().filter_map(|w| w.ammo))
        .chain(CONSUMABLES.iter().map(|c| c.name))
        .chain(
            LootTier::ALL
                .into_iter()
                .flat_map(|t| loot::table(t).iter().map(|e| e.name)),
        )
        .find(|known| crate::engine::name::same(known, name))
}

/// A ready-made character: S.P.E.C.I.A.L. and three tag skills.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Preset {
    /// Its name.
    pub name: &'static str,
    /// S.P.E.C.I.A.L., in order; sums to 40.
    pub special: [i64; 7],
    /// The three tag skills.
    pub tags: [Skill; 3],
}

/// The six presets of the seed engine's story guide.
pub const PRESETS: [Preset; 6] = [
    Preset {
        name: "Vault Dweller",
        special: [4, 7, 5, 4, 8, 6, 6],
        tags: [Skill::Science, Skill::Lockpick, Skill::SmallGuns],
    },
    Preset {
        name: "Wasteland Wanderer",
        special: [5, 6, 7, 4, 5, 7, 6],
        tags: [Skill::Survival, Skill::Sneak, Skill::Melee],
    },
    Preset {
        name: "Caravan Guard",
        special: [7, 7, 6, 4, 4, 6, 6],
        tags: [Skill::SmallGuns, Skill::Repair, Skill::Barter],
    },
    Preset {
        name: "Smooth Talker",
        special: [4, 6, 5, 8, 6, 6, 5],
        tags: [Skill::Speech, Skill::Barter, Skill::Medicine],
    },
    Preset {
        name: "Field Medic",
        special: [4, 6, 7, 4, 7, 5, 7],
        tags: [Skill::Medicine, Skill::Science, Skill::Survival],
    },
    Preset {
        name: "Drifter",
        special: [4, 7, 4, 5, 5, 8, 7],
        tags: [Skill::Lockpick, Skill::Sneak, Skill::Barter],
    },
];

/// A preset by name (the one name identity).
#[must_use]
pub fn preset(name: &str) -> Option<&'static Preset> {
    PRESETS
        .iter()
        .find(|p| crate::engine::name::same(p.name, name))
}

#[cfg(test)]
mod preset_tests {
    use super::PRESETS;

    #[test]
    fn every_preset_is_a_legal_character() {
        for p in PRESETS {
            assert_eq!(p.special.iter().sum::<i64>(), 40, "{}", p.name);
            assert!(p.special.iter().all(|v| (1..=10).contains(v)), "{}", p.name);
            assert!(p.tags[0] != p.tags[1] && p.tags[1] != p.tags[2] && p.tags[0] != p.tags[2]);
        }
    }
}
