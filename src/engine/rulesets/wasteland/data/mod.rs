//! The tables the rules name: weapons, enemy templates, consumables, loot,
//! random events and NPC parts. Pure data, looked up by case-insensitive name.

pub mod events;
pub mod files;
pub mod loot;
pub mod npc;
pub mod weight;

use serde::{Deserialize, Serialize};

use super::skills::Skill;

use super::effect::Kind;
use crate::engine::content;

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
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Weapon {
    /// Name as in the seed's table.
    pub name: crate::engine::content::Text,
    /// Number of d6 damage dice.
    pub dice: u32,
    /// Melee or ranged.
    pub kind: WeaponKind,
    /// Effects that trigger on a 5-6 (empty for none).
    pub effects: crate::engine::content::List<WeaponEffect>,
    /// The ammunition item one attack uses (ranged only).
    pub ammo: Option<crate::engine::content::Text>,
}

/// The weapons (`content/wasteland-2d20/weapons.json`).
pub static WEAPONS: content::Table<Weapon> = crate::content_table!("wasteland-2d20/weapons.json");

/// Finds a weapon by name, ignoring case.
#[must_use]
pub fn weapon(name: &str) -> Option<&'static Weapon> {
    WEAPONS
        .iter()
        .find(|w| crate::engine::name::same(&w.name, name))
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
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EnemyTemplate {
    /// Name as in the table.
    pub name: crate::engine::content::Text,
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
    pub special: crate::engine::content::Text,
    /// Whether radiation leaves it untouched.
    pub rad_immune: bool,
}

/// The enemy templates (`content/wasteland-2d20/enemies.json`).
pub static ENEMY_TEMPLATES: content::Table<EnemyTemplate> =
    crate::content_table!("wasteland-2d20/enemies.json");

/// Finds an enemy template by name, ignoring case.
#[must_use]
pub fn enemy_template(name: &str) -> Option<&'static EnemyTemplate> {
    ENEMY_TEMPLATES
        .iter()
        .find(|t| crate::engine::name::same(&t.name, name))
}

/// What a consumable does when used.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Consumable {
    /// Item name.
    pub name: crate::engine::content::Text,
    /// HP restored (before the Medicine bonus).
    pub heal: u32,
    /// Rads added (negative removes).
    pub rads: i32,
    /// AP gained.
    pub ap: u32,
    /// A timed effect it starts: (the effect, turns).
    #[serde(with = "files::timed")]
    pub effect: Option<(Kind, i32)>,
    /// Whether each use risks addiction (d20 <= 3).
    pub addictive: bool,
    /// Whether it cures every addiction.
    pub cures_addiction: bool,
    /// How much it lowers hunger (the `hunger` house rule); 0 for what is
    /// not food or drink.
    pub hunger: u32,
}

/// The consumables of the rules: healing, chems, Addictol (the rules' cure for
/// addiction) and the food table of seed 000's healing rules
/// (`content/wasteland-2d20/consumables.json`).
pub static CONSUMABLES: content::Table<Consumable> =
    crate::content_table!("wasteland-2d20/consumables.json");

/// Finds a consumable by name, ignoring case.
#[must_use]
pub fn consumable(name: &str) -> Option<&'static Consumable> {
    CONSUMABLES
        .iter()
        .find(|c| crate::engine::name::same(&c.name, name))
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
            weapon("10MM PISTOL").and_then(|w| w.ammo.as_deref()),
            Some("10mm Ammo")
        );
        let deathclaw = enemy_template("deathclaw").cloned();
        assert_eq!(
            deathclaw.map(|t| (t.tier, t.hp, t.damage_dice)),
            Some((4, 60, 5))
        );
        assert!(enemy_template("Feral Ghoul").is_some_and(|t| t.rad_immune));
        let immune: Vec<&str> = ENEMY_TEMPLATES
            .iter()
            .filter(|t| t.rad_immune)
            .map(|t| &*t.name)
            .collect();
        assert_eq!(
            immune,
            ["Feral Ghoul", "Super Mutant", "Feral Ghoul Reaver"]
        );
        let chems: Vec<&str> = CONSUMABLES
            .iter()
            .filter(|c| c.addictive)
            .map(|c| &*c.name)
            .collect();
        assert_eq!(chems, ["Buffout", "Jet", "Mentats", "Psycho", "Med-X"]);
    }

    #[test]
    fn every_ammo_and_consumable_name_is_unique() {
        let mut names: Vec<&str> = CONSUMABLES.iter().map(|c| &*c.name).collect();
        names.extend(WEAPONS.iter().map(|w| &*w.name));
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
        .map(|w| &*w.name)
        .chain(WEAPONS.iter().filter_map(|w| w.ammo.as_deref()))
        .chain(CONSUMABLES.iter().map(|c| &*c.name))
        .chain(
            LootTier::ALL
                .into_iter()
                .flat_map(|t| loot::table(t).iter().map(|e| &*e.name)),
        )
        .find(|known| crate::engine::name::same(known, name))
}

/// A ready-made character: S.P.E.C.I.A.L. and three tag skills.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Preset {
    /// Its name.
    pub name: crate::engine::content::Text,
    /// S.P.E.C.I.A.L., in order; sums to 40.
    pub special: [i64; 7],
    /// The three tag skills.
    pub tags: [Skill; 3],
}

/// The six presets of the seed engine's story guide
/// (`content/wasteland-2d20/presets.json`).
pub static PRESETS: content::Table<Preset> = crate::content_table!("wasteland-2d20/presets.json");

/// A preset by name (the one name identity).
#[must_use]
pub fn preset(name: &str) -> Option<&'static Preset> {
    PRESETS
        .iter()
        .find(|p| crate::engine::name::same(&p.name, name))
}

#[cfg(test)]
mod preset_tests {
    use super::PRESETS;

    #[test]
    fn every_preset_is_a_legal_character() {
        for p in &PRESETS {
            assert_eq!(p.special.iter().sum::<i64>(), 40, "{}", p.name);
            assert!(p.special.iter().all(|v| (1..=10).contains(v)), "{}", p.name);
            assert!(p.tags[0] != p.tags[1] && p.tags[1] != p.tags[2] && p.tags[0] != p.tags[2]);
        }
    }
}
