//! The perks an attack applies on an option the player states or on what
//! happens during it (issue #45): Quick Hands (`--quick-hands`: 2 AP, Fire
//! Rate +2), Gun Fu (`--gun-fu a,b`: 1 AP and 1 shot a further target on a
//! success), Sniper (an aimed two-handed Accurate gun names a location at
//! no cost), Piercing Strike (unarmed and bladed weapons pierce 1 more),
//! Finesse (`--finesse`: the damage's combat dice re-rolled, once a
//! combat), Heave Ho! (`--heave-ho`: 1 AP, a thrown weapon's range one
//! step longer), Blitz (`--moved`: a melee attack after moving re-rolls a
//! d20; +1 CD at rank 2) and Grim Reaper's Sprint (a kill rolls 1 CD: an
//! Effect gives the group 2 AP). The options, the checks that refuse them
//! and what each did, for the report; `docs/rulesets/fallout-2d20.md`
//! ("Perks") gives the sources and the decisions.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::character::Character;
use super::damage::CombatRoll;
use super::data::{DamageEffect, Quality, RangeBand, Weapon, WeaponKind};
use super::error::RuleError;
use super::outcome::{ApMove, Saved, Unit};
use super::perks::rank;
use crate::engine::content::Shared;

/// Quick Hands: 2 AP for +2 Fire Rate on a gun's attack.
pub const QUICK_HANDS: &str = "Quick Hands";
/// Gun Fu: on a ranged hit, 1 AP and 1 shot a further target (up to the rank).
pub const GUN_FU: &str = "Gun Fu";
/// Sniper: an aimed attack with a two-handed Accurate gun names a location
/// at no extra difficulty.
pub const SNIPER: &str = "Sniper";
/// Piercing Strike: unarmed and bladed melee attacks gain Piercing 1, or 1
/// more.
pub const PIERCING_STRIKE: &str = "Piercing Strike";
/// Finesse: once a combat, the damage's combat dice re-rolled.
pub const FINESSE: &str = "Finesse";
/// Heave Ho!: 1 AP for a thrown weapon's range one step longer.
pub const HEAVE_HO: &str = "Heave Ho!";
/// Blitz: a melee attack after moving into reach re-rolls a d20; +1 CD at
/// rank 2.
pub const BLITZ: &str = "Blitz";
/// Grim Reaper's Sprint: a kill rolls 1 CD; an Effect adds 2 AP to the
/// group's pool.
pub const GRIM_REAPERS_SPRINT: &str = "Grim Reaper's Sprint";

/// The AP Quick Hands costs.
pub const QUICK_HANDS_AP: u32 = 2;
/// The Fire Rate Quick Hands adds.
pub const QUICK_HANDS_FIRE_RATE: u32 = 2;
/// The AP (and shots) Gun Fu costs a further target.
pub const GUN_FU_AP: u32 = 1;
/// The AP Heave Ho! costs.
pub const HEAVE_HO_AP: u32 = 1;
/// The combat dice Blitz adds at rank 2.
pub const BLITZ_DICE: u32 = 1;
/// The rank of Blitz that adds its combat die.
pub const BLITZ_DICE_RANK: u32 = 2;
/// The combat dice Grim Reaper's Sprint rolls on a kill.
pub const REAPER_DICE: u32 = 1;
/// The AP an Effect on Grim Reaper's Sprint's die adds to the group.
pub const REAPER_AP: u32 = 2;

/// The melee weapons that are blades (Piercing Strike): the core
/// rulebook's knives and swords. A melee weapon carrying a mod with
/// "Blade" in its name (the Bladed mods) is one too.
pub const BLADES: [&str; 7] = [
    "Knife",
    "Combat Knife",
    "Machete",
    "Ripper",
    "Shishkebab",
    "Switchblade",
    "Sword",
];

/// The perk options of an attack, as the player states them.
// Each flag is an independent option of the attack (`--moved`, `--finesse`).
#[allow(clippy::struct_excessive_bools)]
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct PerkOptions {
    /// Quick Hands: 2 AP for +2 Fire Rate.
    pub quick_hands: bool,
    /// Gun Fu: the further targets within Close range of the first.
    pub gun_fu: Vec<String>,
    /// Heave Ho!: 1 AP for one range step more.
    pub heave_ho: bool,
    /// Blitz: the attacker moved into reach this turn.
    pub moved: bool,
    /// Finesse: re-roll the damage's combat dice.
    pub finesse: bool,
}

/// The perks an attack states by name (Discord's `perk` option), in the
/// order an autocomplete offers them; the others apply by themselves.
pub const STATED: [&str; 5] = [QUICK_HANDS, GUN_FU, HEAVE_HO, BLITZ, FINESSE];

impl PerkOptions {
    /// Whether no option is stated (the attack serializes without them).
    #[must_use]
    pub fn is_none(&self) -> bool {
        *self == PerkOptions::default()
    }

    /// The options of the perks named (English names, as the vocabulary
    /// reads them) and Gun Fu's further targets: `targets` alone states Gun
    /// Fu.
    ///
    /// # Errors
    /// [`RuleError::NotAttackPerk`] for a name that is not one of
    /// [`STATED`]; [`RuleError::PerkNeedsTargets`] for Gun Fu without
    /// targets.
    pub fn stated(perks: &[String], targets: Vec<String>) -> Result<Self, RuleError> {
        let mut options = PerkOptions {
            gun_fu: targets,
            ..PerkOptions::default()
        };
        for perk in perks {
            let Some(known) = STATED
                .into_iter()
                .find(|p| crate::engine::name::same(p, perk))
            else {
                return Err(RuleError::NotAttackPerk { perk: perk.clone() });
            };
            match known {
                QUICK_HANDS => options.quick_hands = true,
                HEAVE_HO => options.heave_ho = true,
                BLITZ => options.moved = true,
                FINESSE => options.finesse = true,
                _ if options.gun_fu.is_empty() => {
                    return Err(RuleError::PerkNeedsTargets {
                        perk: GUN_FU.to_owned(),
                    })
                }
                _ => {}
            }
        }
        Ok(options)
    }
}

/// What one perk did in an attack.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "perk", rename_all = "snake_case")]
pub enum PerkUse {
    /// Quick Hands: the AP paid, the Fire Rate for the attack.
    QuickHands {
        /// The AP paid.
        ap: Option<ApMove>,
        /// The Fire Rate the attack had.
        fire_rate: u32,
    },
    /// Gun Fu: the further targets hit, the AP (from the attack's own
    /// AP first) and the shots.
    GunFu {
        /// The targets hit with the same damage.
        targets: Vec<Unit>,
        /// AP from the AP the test generated.
        from_generated: u32,
        /// AP from the pool.
        ap: Option<ApMove>,
        /// Shots spent.
        ammo: u32,
    },
    /// Sniper: the location cost no difficulty.
    Sniper,
    /// Piercing Strike: the Piercing rating the weapon had.
    PiercingStrike {
        /// The rating.
        rating: u32,
    },
    /// Finesse: the combat dice before and after the re-roll.
    Finesse {
        /// The roll re-rolled.
        before: CombatRoll,
    },
    /// Heave Ho!: the AP paid and the weapon's range for the attack.
    HeaveHo {
        /// The AP paid.
        ap: Option<ApMove>,
        /// The range the weapon had.
        range: RangeBand,
    },
    /// Blitz at rank 2: combat dice added.
    Blitz {
        /// The dice.
        dice: u32,
    },
    /// Grim Reaper's Sprint: the die rolled on a kill and the AP it gave.
    GrimReapersSprint {
        /// The combat die.
        roll: CombatRoll,
        /// The AP saved to the group's pool (on an Effect).
        saved: Option<Saved>,
    },
}

/// Refuses `option` when `c` (or a creature: `None`) lacks `perk`.
///
/// # Errors
/// [`RuleError::LacksPerk`] without it.
pub fn require(c: Option<&Character>, perk: &str, option: &str) -> Result<(), RuleError> {
    match c {
        Some(c) if rank(&c.perks, perk) > 0 => Ok(()),
        _ => Err(RuleError::LacksPerk {
            name: c.map(|c| c.name.clone()).unwrap_or_default(),
            perk: perk.to_owned(),
            option: option.to_owned(),
        }),
    }
}

/// Whether Sniper spares the difficulty of a chosen location: an aimed
/// attack with a two-handed gun that has Accurate.
#[must_use]
pub fn sniper(c: &Character, weapon: &Weapon, aimed: bool) -> bool {
    aimed
        && rank(&c.perks, SNIPER) > 0
        && weapon.kind.is_ranged()
        && weapon.has(Quality::Accurate)
        && weapon.has(Quality::TwoHanded)
}

/// Whether the weapon is unarmed or a blade (`mods`: the mods on it).
#[must_use]
pub fn strikes_with_edge(weapon: &Weapon, mods: &[String]) -> bool {
    weapon.kind == WeaponKind::Unarmed
        || (weapon.kind == WeaponKind::Melee
            && (BLADES
                .iter()
                .any(|b| crate::engine::name::same(b, &weapon.name))
                || mods.iter().any(|m| m.to_lowercase().contains("blade"))))
}

/// Piercing Strike: the weapon gains Piercing 1, or 1 more; returns the
/// rating it has now, or `None` when the perk does not apply.
pub fn piercing_strike(c: &Character, weapon: &mut Weapon, mods: &[String]) -> Option<u32> {
    if rank(&c.perks, PIERCING_STRIKE) == 0 || !strikes_with_edge(weapon, mods) {
        return None;
    }
    let mut effects = weapon.effects.to_vec();
    let rating = if let Some(DamageEffect::Piercing(n)) = effects
        .iter_mut()
        .find(|e| matches!(e, DamageEffect::Piercing(_)))
    {
        *n += 1;
        *n
    } else {
        effects.push(DamageEffect::Piercing(1));
        1
    };
    weapon.effects = Shared::Owned(Arc::from(effects));
    Some(rating)
}

/// Heave Ho!'s range: one step longer (Close to Medium, Medium to Long);
/// `None` from Long or Extreme.
#[must_use]
pub fn heave(range: RangeBand) -> Option<RangeBand> {
    match range {
        RangeBand::Close => Some(RangeBand::Medium),
        RangeBand::Medium => Some(RangeBand::Long),
        RangeBand::Long | RangeBand::Extreme => None,
    }
}
