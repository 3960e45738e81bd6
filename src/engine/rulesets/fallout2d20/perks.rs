//! Perks of the Fallout 2d20 game: the table of the core rulebook's perks
//! (`content/fallout-2d20/perks.json`, generated from the Foundry VTT
//! Fallout system's perks pack: names, ranks and requirements, no prose),
//! the perks a character holds with their ranks, the requirements checked
//! when one is taken, and the perks whose effect changes a number the
//! engine models (damage dice, DR, maximum HP, carry weight, First Aid
//! healing). The rest show on the sheet for the GM to run;
//! `docs/rulesets/fallout-2d20.md` ("Perks") lists every perk as applied or
//! shown.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::engine::content::{self, within, Entry, Invalid};
use crate::engine::mechanics::special::{Attribute, Special};
use crate::engine::name;

use super::data::{Dr, Quality, Weapon, WeaponKind};
use super::error::{RuleError, Unknown};

/// The most ranks a perk has (Intense Training's ten).
pub const PERK_RANKS_MAX: u32 = 10;

/// One row of `perks.json`: a perk and its requirements.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Perk {
    /// Its name.
    pub name: content::Text,
    /// How many times it may be taken.
    pub ranks: u32,
    /// The level its first rank needs.
    pub level: u32,
    /// How many levels more each further rank needs.
    #[serde(default)]
    pub level_step: u32,
    /// The S.P.E.C.I.A.L. minimums.
    #[serde(default)]
    pub special: BTreeMap<Attribute, u8>,
    /// The kinds of character it is not for (`robot`, `ghoul`, ...).
    #[serde(default)]
    pub not_for: Vec<String>,
    /// Only a companion may take it.
    #[serde(default)]
    pub companion: bool,
    /// A magazine's perk: granted by reading the issue of its name, never
    /// taken at a level-up.
    #[serde(default)]
    pub magazine: bool,
}

/// Every perk (`content/fallout-2d20/perks.json`).
pub static PERKS: content::Table<Perk> = crate::content_table!("fallout-2d20/perks.json");

/// The kinds of character a perk may be barred for.
const NOT_FOR: [&str; 5] = [
    "robot",
    "ghoul",
    "super_mutant",
    "human",
    "radiation_immune",
];

impl Perk {
    /// The perk named `text` (name identity).
    #[must_use]
    pub fn find(text: &str) -> Option<&'static Perk> {
        PERKS.iter().find(|p| name::same(&p.name, text))
    }

    /// The perk named `text`, or the refusal naming the perks.
    pub fn named(text: &str) -> Result<&'static Perk, RuleError> {
        Perk::find(text).ok_or_else(|| RuleError::unknown(Unknown::Perk, text, Perk::names()))
    }

    /// Every perk's name.
    #[must_use]
    pub fn names() -> Vec<String> {
        PERKS.iter().map(|p| p.name.to_string()).collect()
    }

    /// The level rank `rank` (1-based) needs: the first rank's level, and
    /// the level step for each rank past the first (as the Foundry
    /// system's level-up counts it).
    #[must_use]
    pub fn level_for(&self, rank: u32) -> u32 {
        self.level + rank.saturating_sub(1) * self.level_step
    }

    /// The first S.P.E.C.I.A.L. minimum `special` falls short of, as
    /// (attribute, minimum, score).
    #[must_use]
    pub fn short_of(&self, special: &Special) -> Option<(Attribute, u8, u8)> {
        self.special
            .iter()
            .map(|(&a, &min)| (a, min, special.get(a)))
            .find(|(_, min, has)| has < min)
    }
}

impl Entry for Perk {
    fn name(&self) -> &str {
        &self.name
    }

    fn check(&self) -> Result<(), Invalid> {
        within(&self.name, "ranks", self.ranks, 1, PERK_RANKS_MAX)?;
        within(
            &self.name,
            "level",
            self.level,
            1,
            super::character::LEVEL_MAX,
        )?;
        within(&self.name, "level_step", self.level_step, 0, 10)?;
        for &min in self.special.values() {
            within(&self.name, "special", min, 1, 10)?;
        }
        if let Some(k) = self.not_for.iter().find(|k| !NOT_FOR.contains(&k.as_str())) {
            return Err(content::invalid(
                &self.name,
                "not_for",
                format!("`{k}` is no kind"),
            ));
        }
        if self.magazine && self.ranks != 1 {
            return Err(content::invalid(
                &self.name,
                "ranks",
                "a magazine has one rank",
            ));
        }
        Ok(())
    }
}

/// A perk a character holds, at a rank.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeldPerk {
    /// The perk, as the table spells it.
    pub name: String,
    /// Its rank, 1..=its ranks.
    pub rank: u32,
}

/// The rank held of the perk named `perk` (0: not held).
#[must_use]
pub fn rank(perks: &[HeldPerk], perk: &str) -> u32 {
    perks
        .iter()
        .find(|p| name::same(&p.name, perk))
        .map_or(0, |p| p.rank)
}

/// Whether every held perk is a known one, once, at a rank it has.
#[must_use]
pub fn valid(perks: &[HeldPerk]) -> bool {
    perks.iter().enumerate().all(|(i, held)| {
        Perk::find(&held.name)
            .is_some_and(|p| *p.name == *held.name && (1..=p.ranks).contains(&held.rank))
            && !perks[..i].iter().any(|q| q.name == held.name)
    })
}

/// Toughness: +1 physical DR a rank at every location.
pub const TOUGHNESS: &str = "Toughness";
/// Refractor: +1 energy DR a rank at every location.
pub const REFRACTOR: &str = "Refractor";
/// Snakeater: +2 poison DR.
pub const SNAKEATER: &str = "Snakeater";
/// Life Giver: +END maximum HP a rank.
pub const LIFE_GIVER: &str = "Life Giver";
/// Strong Back: +25 lbs. carry weight a rank.
pub const STRONG_BACK: &str = "Strong Back";
/// Healer: +1 HP a rank healed by First Aid.
pub const HEALER: &str = "Healer";
/// Gunslinger: +1 CD a rank, one-handed guns of Fire Rate 2 or lower.
pub const GUNSLINGER: &str = "Gunslinger";
/// Commando: +1 CD a rank, guns of Fire Rate 3 or higher but heavy ones.
pub const COMMANDO: &str = "Commando";
/// Rifleman: +1 CD a rank, two-handed guns of Fire Rate 2 or lower but
/// heavy ones.
pub const RIFLEMAN: &str = "Rifleman";
/// Size Matters: +1 CD a rank, heavy weapons.
pub const SIZE_MATTERS: &str = "Size Matters";
/// Laser Commander: +1 CD a rank, ranged energy weapons.
pub const LASER_COMMANDER: &str = "Laser Commander";
/// Iron Fist: +1 CD, unarmed attacks.
pub const IRON_FIST: &str = "Iron Fist";

/// The DR a character's perks add at every location: Toughness
/// (physical), Refractor (energy), Rad Resistance (radiation), Snakeater
/// (poison).
#[must_use]
pub fn perk_dr(perks: &[HeldPerk]) -> Dr {
    let snake = if rank(perks, SNAKEATER) > 0 { 2 } else { 0 };
    let rads = rank(perks, super::perk_effects::RAD_RESISTANCE);
    Dr::new(rank(perks, TOUGHNESS), rank(perks, REFRACTOR), rads, snake)
}

/// The maximum HP a character's perks add: Life Giver, END a rank.
#[must_use]
pub fn perk_max_hp(perks: &[HeldPerk], special: &Special) -> u32 {
    rank(perks, LIFE_GIVER) * u32::from(special.get(Attribute::End))
}

/// The carry weight a character's perks add: Strong Back, 25 lbs. a rank.
#[must_use]
pub fn perk_carry(perks: &[HeldPerk]) -> u32 {
    25 * rank(perks, STRONG_BACK)
}

/// The HP a healer's perks add to First Aid's healing: Healer, 1 a rank.
#[must_use]
pub fn perk_healing(perks: &[HeldPerk]) -> u32 {
    rank(perks, HEALER)
}

/// The combat dice a character's perks add to an attack with `weapon`:
/// Gunslinger, Commando, Rifleman, Size Matters, Laser Commander and Iron
/// Fist, each +1 CD a rank. "Guns" are Small Guns and Energy Weapons,
/// "heavy weapons" Big Guns; a gun without the Two-Handed quality is
/// one-handed.
#[must_use]
pub fn perk_dice(perks: &[HeldPerk], weapon: &Weapon) -> u32 {
    let gun = matches!(
        weapon.kind,
        WeaponKind::SmallGuns | WeaponKind::EnergyWeapons
    );
    let two_handed = weapon.qualities.contains(&Quality::TwoHanded);
    let slow = weapon.fire_rate <= 2;
    let mut dice = 0;
    if gun && !two_handed && slow {
        dice += rank(perks, GUNSLINGER);
    }
    if gun && !slow {
        dice += rank(perks, COMMANDO);
    }
    if gun && two_handed && slow {
        dice += rank(perks, RIFLEMAN);
    }
    if weapon.kind == WeaponKind::BigGuns {
        dice += rank(perks, SIZE_MATTERS);
    }
    if weapon.kind == WeaponKind::EnergyWeapons {
        dice += rank(perks, LASER_COMMANDER);
    }
    if weapon.kind == WeaponKind::Unarmed {
        dice += rank(perks, IRON_FIST).min(1);
    }
    dice
}

/// The perks the engine applies (the rest are shown for the GM).
pub const APPLIED: [&str; 39] = [
    super::perk_effects::NERD_RAGE,
    super::perk_effects::NINJA,
    super::perk_effects::MISTER_SANDMAN,
    super::perk_effects::CENTER_MASS,
    super::perk_effects::DEMOLITION_EXPERT,
    super::perk_effects::BIG_LEAGUES,
    super::perk_effects::DODGER,
    super::perk_effects::RAD_RESISTANCE,
    TOUGHNESS,
    REFRACTOR,
    SNAKEATER,
    LIFE_GIVER,
    STRONG_BACK,
    HEALER,
    GUNSLINGER,
    COMMANDO,
    RIFLEMAN,
    SIZE_MATTERS,
    LASER_COMMANDER,
    IRON_FIST,
    super::perk_effects::INSPIRATIONAL,
    super::perk_effects::ADRENALIN_RUSH,
    super::perk_effects::ADAMANTIUM_SKELETON,
    super::perk_effects::FAST_METABOLISM,
    super::perk_effects::BARBARIAN,
    super::perk_effects::ACTION_BOY,
    super::perk_rerolls::MEDIC,
    super::perk_rerolls::INFILTRATOR,
    super::perk_rerolls::CAUTIOUS_NATURE,
    super::perk_rerolls::DARING_NATURE,
    super::perk_rerolls::STEADY_AIM,
    super::attack_perks::QUICK_HANDS,
    super::attack_perks::GUN_FU,
    super::attack_perks::SNIPER,
    super::attack_perks::PIERCING_STRIKE,
    super::attack_perks::FINESSE,
    super::attack_perks::HEAVE_HO,
    super::attack_perks::BLITZ,
    super::attack_perks::GRIM_REAPERS_SPRINT,
];
