//! Sneak attacks of the Fallout 2d20 game: an attack on an enemy unaware of
//! the attacker (`attack ... --sneak`; whether the enemy is unaware is the
//! GM's call, the engine takes the flag as given). As published: the
//! difficulty is 1 less (never below 0) and the attack gains the Vicious
//! damage effect, or, when its weapon already has Vicious, +2 combat dice.
//! Running chems add their sneak attack dice (Calmex: +2 CD). This module
//! owns the record of what a sneak attack changed; the attack itself
//! (`campaign.rs`) applies it.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::engine::content::Shared;

use super::data::{DamageEffect, Weapon};

/// Difficulty a sneak attack takes off (never below 0).
pub const SNEAK_EASIER: u32 = 1;
/// Combat dice a sneak attack adds when its weapon is already Vicious.
pub const SNEAK_VICIOUS_DICE: u32 = 2;

/// What a sneak attack changed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SneakAttack {
    /// Difficulty taken off (0 when it was already 0).
    pub easier: u32,
    /// Whether the weapon gained the Vicious damage effect for the attack.
    pub vicious: bool,
    /// Combat dice added because the weapon already had Vicious.
    pub dice: u32,
    /// Combat dice the running chems added (Calmex), on a hit.
    #[serde(default, skip_serializing_if = "super::qualities::is_zero")]
    pub chem_dice: u32,
    /// The chems that added them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub chems: Vec<String>,
}

impl SneakAttack {
    /// A sneak attack with `weapon` at a difficulty of `before`: the
    /// weapon gains Vicious for this attack when it lacks it.
    pub fn apply(weapon: &mut Weapon, before: u32) -> SneakAttack {
        let had = weapon.effects.contains(&DamageEffect::Vicious);
        if !had {
            let mut effects = weapon.effects.to_vec();
            effects.push(DamageEffect::Vicious);
            weapon.effects = Shared::Owned(Arc::from(effects));
        }
        SneakAttack {
            easier: before.min(SNEAK_EASIER),
            vicious: !had,
            dice: if had { SNEAK_VICIOUS_DICE } else { 0 },
            chem_dice: 0,
            chems: Vec::new(),
        }
    }
}
