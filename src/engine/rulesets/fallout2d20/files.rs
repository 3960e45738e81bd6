//! The Fallout 2d20 game's content files (`content/fallout-2d20/*.json`):
//! embedded, parsed once into the tables of [`super::data`], and checked
//! against the rules' bounds.

use serde::{Deserialize, Serialize};

use super::data::{
    find_ammo, ArmourPiece, CreatureTemplate, DamageEffect, DamageType, Dr, LocationRow, Resist,
    Weapon, ARMOUR, CREATURES, HANDY, HUMANOID, INSECT, QUADRUPED, SCORPION, WEAPONS,
};
use crate::engine::content::{self, check_table, invalid, within, Entry, Invalid, Table};
use crate::engine::name;

/// The body types a creature's hit locations follow, by the word a file
/// uses for each: the published body types (humanoid, quadruped, flying
/// insect, robot) and the radscorpion's, which is ours. Body types are rules
/// (which d20 face hits where), so they stay in code; a creature names one.
pub const BODIES: [(&str, &[LocationRow]); 5] = [
    ("humanoid", &HUMANOID),
    ("quadruped", &QUADRUPED),
    ("insect", &INSECT),
    ("robot", &HANDY),
    ("scorpion", &SCORPION),
];

/// Other words a file may use for a body type: the words of earlier files
/// and the Foundry VTT Fallout system's.
pub const BODY_ALIASES: [(&str, &str); 4] = [
    ("flyer", "insect"),
    ("flying_insect", "insect"),
    ("handy", "robot"),
    ("mr_handy", "robot"),
];

/// A creature's hit location table in a file: the body shape's word.
pub mod body {
    use serde::{Deserialize, Deserializer, Serializer};

    use super::super::data::LocationRow;
    use super::{BODIES, BODY_ALIASES};

    /// Writes the shape's word.
    pub fn serialize<S: Serializer>(v: &&'static [LocationRow], s: S) -> Result<S::Ok, S::Error> {
        let word = BODIES
            .iter()
            .find(|(_, rows)| std::ptr::eq(*rows, *v) || *rows == *v)
            .map_or("humanoid", |(w, _)| w);
        s.serialize_str(word)
    }

    /// Reads a shape by its word; another word is refused.
    pub fn deserialize<'de, D: Deserializer<'de>>(
        d: D,
    ) -> Result<&'static [LocationRow], D::Error> {
        let read = String::deserialize(d)?;
        let word = BODY_ALIASES
            .iter()
            .find(|(alias, _)| *alias == read)
            .map_or(read.as_str(), |(_, w)| w);
        BODIES
            .iter()
            .find(|(w, _)| *w == word)
            .map(|(_, rows)| *rows)
            .ok_or_else(|| {
                serde::de::Error::custom(format!(
                    "unknown body `{read}`, expected one of {}",
                    BODIES.map(|(w, _)| w).join(", ")
                ))
            })
    }
}

/// A creature's DR by location in a file: a list of
/// `{"location": "torso", "dr": {...}}`, the first one also the DR of every
/// location not listed.
pub mod dr_list {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use super::super::data::Dr;
    use crate::engine::content::{List, Text};

    #[derive(Serialize, Deserialize)]
    #[serde(deny_unknown_fields)]
    struct At {
        location: String,
        dr: Dr,
    }

    /// Writes the list.
    pub fn serialize<S: Serializer>(v: &List<(Text, Dr)>, s: S) -> Result<S::Ok, S::Error> {
        v.iter()
            .map(|(location, dr)| At {
                location: location.to_string(),
                dr: *dr,
            })
            .collect::<Vec<_>>()
            .serialize(s)
    }

    /// Reads the list.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<List<(Text, Dr)>, D::Error> {
        let rows = Vec::<At>::deserialize(d)?;
        let rows: Vec<(Text, Dr)> = rows
            .into_iter()
            .map(|a| {
                let key = super::super::data::current_location(a.location);
                (Text::Owned(key.into()), a.dr)
            })
            .collect();
        Ok(List::Owned(rows.into()))
    }
}

/// The game's content files, by their path under `content/`.
pub const FILES: [&str; 14] = [
    "fallout-2d20/weapons.json",
    "fallout-2d20/ammo.json",
    "fallout-2d20/armour.json",
    "fallout-2d20/creatures.json",
    "fallout-2d20/chems.json",
    "fallout-2d20/power_armor.json",
    "fallout-2d20/diseases.json",
    "fallout-2d20/perks.json",
    "fallout-2d20/weapon_mods.json",
    "fallout-2d20/apparel_mods.json",
    "fallout-2d20/origins.json",
    "fallout-2d20/traits.json",
    "fallout-2d20/robot_armour.json",
    "fallout-2d20/robot_modules.json",
];

/// One row of `ammo.json`: a kind of ammunition, by name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AmmoRow {
    /// Its name, as weapons name it.
    pub name: content::Text,
    /// Its published weight per round.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weight: Option<super::published::Weight>,
    /// Its published cost in caps per round.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cost: Option<u32>,
    /// Its published rarity, 0..=6.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rarity: Option<u32>,
}

/// The ammunition file's rows.
pub static AMMO_ROWS: Table<AmmoRow> = crate::content_table!("fallout-2d20/ammo.json");

/// Parses every file and checks every entry: the first fault, if any.
pub fn check() -> Result<(), Invalid> {
    check_table(&WEAPONS, name::ITEM_NAME)?;
    check_table(&AMMO_ROWS, name::ITEM_NAME)?;
    check_table(&ARMOUR, name::ITEM_NAME)?;
    check_table(&super::chems::CHEMS, name::ITEM_NAME)?;
    check_table(&CREATURES, name::ENEMY_NAME)?;
    check_table(&super::power::POWER_ARMOR, name::ITEM_NAME)?;
    check_table(&super::diseases::DISEASES, name::ITEM_NAME)?;
    check_table(&super::perks::PERKS, name::ITEM_NAME)?;
    super::power::check_names()?;
    super::mods::check()?;
    super::origins::check()?;
    super::robots::check()?;
    for w in &WEAPONS {
        match &w.ammo {
            Some(a) if find_ammo(a) != Some(&**a) => {
                return Err(invalid(
                    &w.name,
                    "ammo",
                    format!("`{a}` is no ammunition of ammo.json"),
                ))
            }
            _ => {}
        }
    }
    Ok(())
}

impl Entry for AmmoRow {
    fn name(&self) -> &str {
        &self.name
    }

    fn check(&self) -> Result<(), Invalid> {
        published_within(&self.name, self.cost, self.rarity)
    }
}

/// Checks a row's published cost and rarity against their bounds.
fn published_within(entry: &str, cost: Option<u32>, rarity: Option<u32>) -> Result<(), Invalid> {
    if let Some(c) = cost {
        within(entry, "cost", c, 0, super::published::COST_MAX)?;
    }
    if let Some(r) = rarity {
        within(entry, "rarity", r, 0, super::published::RARITY_MAX)?;
    }
    Ok(())
}

impl Entry for Weapon {
    fn name(&self) -> &str {
        &self.name
    }

    fn check(&self) -> Result<(), Invalid> {
        within(&self.name, "damage", self.damage, 1, 30)?;
        within(&self.name, "fire_rate", self.fire_rate, 0, 10)?;
        within(&self.name, "ammo_per_shot", self.ammo_per_shot, 1, 10)?;
        if self.second_type == Some(self.damage_type) {
            return Err(invalid(
                &self.name,
                "second_type",
                "is the same as damage_type",
            ));
        }
        published_within(&self.name, self.cost, self.rarity)?;
        for e in self.effects.iter() {
            if let DamageEffect::Piercing(n) = e {
                within(&self.name, "effects", *n, 1, 10)?;
            }
        }
        // Whether its ammunition exists is checked over the whole table
        // (`check`), or over what a campaign sees (`super::homebrew`).
        Ok(())
    }
}

/// Checks each number of a DR against 0..=99 (immunity is always fine).
fn dr_within(entry: &str, field: &'static str, dr: &Dr) -> Result<(), Invalid> {
    for t in DamageType::ALL {
        if let Resist::Dr(n) = dr.get(t) {
            within(entry, field, n, 0, 99)?;
        }
    }
    Ok(())
}

impl Entry for ArmourPiece {
    fn name(&self) -> &str {
        &self.name
    }

    fn check(&self) -> Result<(), Invalid> {
        published_within(&self.name, self.cost, self.rarity)?;
        if let Some(s) = &self.special {
            let most = super::apparel::SPECIAL_MAX;
            within(&self.name, "special.carry_weight", s.carry_weight, 0, most)?;
            within(
                &self.name,
                "special.airborne_poison_dr",
                s.airborne_poison_dr,
                0,
                most,
            )?;
            within(
                &self.name,
                "special.speech_difficulty",
                s.speech_difficulty,
                0,
                most,
            )?;
            if s.with_headgear && self.slot != super::data::Slot::Suit {
                return Err(invalid(
                    &self.name,
                    "special.with_headgear",
                    "only a suit is worn with headgear",
                ));
            }
        }
        dr_within(&self.name, "dr", &self.dr)
    }
}

impl Entry for CreatureTemplate {
    fn name(&self) -> &str {
        &self.name
    }

    fn check(&self) -> Result<(), Invalid> {
        let n = &*self.name;
        within(n, "level", self.level, 1, 30)?;
        within(n, "body", self.body, 1, 20)?;
        within(n, "mind", self.mind, 1, 20)?;
        within(n, "melee", self.melee, 0, 6)?;
        within(n, "guns", self.guns, 0, 6)?;
        within(n, "other", self.other, 0, 6)?;
        within(n, "hp", self.hp, 1, 1000)?;
        within(n, "initiative", self.initiative, 0, 50)?;
        within(n, "defense", self.defense, 0, 5)?;
        if self.dr.is_empty() {
            return Err(invalid(n, "dr", "lists no location"));
        }
        for (location, dr) in self.dr.iter() {
            if !self.locations.iter().any(|r| r.key == &**location) {
                return Err(invalid(
                    n,
                    "dr",
                    format!("`{location}` is no location of its body"),
                ));
            }
            dr_within(n, "dr", dr)?;
        }
        if self.attacks.is_empty() {
            return Err(invalid(n, "attacks", "lists no attack"));
        }
        let weapons: Vec<Weapon> = self.attacks.iter().map(|a| a.weapon.clone()).collect();
        check_table(&weapons, name::ITEM_NAME).map_err(|e| Invalid {
            entry: n.to_owned(),
            field: "attacks",
            problem: e.to_string(),
        })
    }
}

impl Entry for super::chems::Chem {
    fn name(&self) -> &str {
        &self.name
    }

    fn check(&self) -> Result<(), Invalid> {
        published_within(&self.name, Some(self.cost), Some(self.rarity))?;
        for (field, n) in [
            ("heal", self.heal),
            ("cure_rads", self.cure_rads),
            ("physical_dr", self.physical_dr),
            ("radiation_dr", self.radiation_dr),
            ("damage_dice", self.damage_dice),
            ("extra_action_discount", self.extra_action_discount),
            ("max_hp", self.max_hp),
            ("melee_damage_dice", self.melee_damage_dice),
            ("ap", self.ap),
            ("ap_each_turn", self.ap_each_turn),
            ("damage_rerolls", self.damage_rerolls),
            ("sneak_damage_dice", self.sneak_damage_dice),
            ("radiation_dice", self.radiation_dice),
        ] {
            within(&self.name, field, n, 0, 20)?;
        }
        within(&self.name, "aim_rerolls", self.aim_rerolls, 0, 1)?;
        // At most every die a test can buy.
        within(
            &self.name,
            "free_bought_dice",
            self.free_bought_dice,
            0,
            crate::engine::mechanics::pool::MAX_BOUGHT,
        )?;
        for d in self.difficulty.values() {
            within(&self.name, "difficulty", *d, -3, 3)?;
        }
        if let Some(x) = self.addiction {
            within(&self.name, "addiction", x, 1, 6)?;
        }
        Ok(())
    }
}
