//! Fusion cores, the power armour frame's power source, as the Foundry VTT
//! Fallout system's compendium publishes them: a core found holds 10
//! charges plus its user's Science rank (`ammunition.db`, `fusion_core`),
//! and a frame spends one charge at the end of each scene it is used in;
//! at 0 charges it is unpowered (`apparel.db`, `armor_frame`). This module
//! owns putting a carried core into a character's frame
//! (`fusion-core <character>`) and the charge spent when a scene ends (a
//! combat's end or a new session).

use serde::{Deserialize, Serialize};

use super::campaign::Campaign;
use super::error::RuleError;
use super::skills::Skill;

/// The ammunition kind a core is carried as (`ammo.json`).
pub const FUSION_CORE: &str = "fusion core";
/// Charges a core holds before its user's Science rank.
pub const CORE_CHARGES: u32 = 10;
/// Most charges a core may hold (10 and the highest Science rank, 6).
pub const CORE_CHARGES_MAX: u32 = CORE_CHARGES + 6;
/// Shots one charge of a core gives a Gatling laser fed from it (published:
/// `ammunition.db`, `fusion_core`: "each charge a fusion core contains
/// translates to 50 shots for a Gatling laser").
pub const CHARGE_SHOTS: u32 = 50;

/// The shots a core opened by `c` holds for a weapon that fires fusion
/// cores: its charges (10 and the Science rank when it is opened), 50 shots
/// each.
#[must_use]
pub fn core_shots(c: &super::character::Character) -> u32 {
    (CORE_CHARGES + u32::from(c.rank(Skill::Science))) * CHARGE_SHOTS
}

/// A core put into a frame (the `fusion_core` event).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CoreInserted {
    /// Whose frame.
    pub character: String,
    /// The frame.
    pub frame: String,
    /// Its charges: 10 and the character's Science rank.
    pub charges: u32,
    /// Cores the character still carries.
    pub left: u32,
}

/// A charge a frame spent at the end of a scene (the `core_drained` event).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CoreDrain {
    /// Whose frame.
    pub character: String,
    /// Charges left.
    pub charges: u32,
}

impl Campaign {
    /// `character` puts a fusion core it carries into its frame. A core
    /// with charges left is not thrown away: it is refused.
    pub(super) fn insert_core(&mut self, character: &str) -> Result<CoreInserted, RuleError> {
        let i = self.character_index(character)?;
        let c = &mut self.characters[i];
        let Some(p) = c.power.as_ref() else {
            return Err(RuleError::NoFrame {
                character: c.name.clone(),
            });
        };
        if let Some(charges) = p.core.filter(|n| *n > 0) {
            return Err(RuleError::CoreCharged {
                character: c.name.clone(),
                charges,
            });
        }
        if c.ammo_of(FUSION_CORE) == 0 {
            return Err(RuleError::NotCarried {
                character: c.name.clone(),
                item: FUSION_CORE.to_owned(),
            });
        }
        let left = super::campaign::take_item(&mut c.ammo, FUSION_CORE, 1);
        let charges = CORE_CHARGES + u32::from(c.rank(Skill::Science));
        let frame = match c.power.as_mut() {
            Some(p) => {
                p.core = Some(charges);
                p.frame.clone()
            }
            None => String::new(),
        };
        Ok(CoreInserted {
            character: c.name.clone(),
            frame,
            charges,
            left,
        })
    }

    /// The end of a scene: each frame a character is inside spends a
    /// charge of its core (none left: it stays unpowered at 0).
    pub(super) fn cores_scene_ended(&mut self) -> Vec<CoreDrain> {
        let mut drained = Vec::new();
        for c in &mut self.characters {
            let Some(p) = c.power.as_mut().filter(|p| p.inside) else {
                continue;
            };
            if let Some(n) = p.core.as_mut().filter(|n| **n > 0) {
                *n -= 1;
                drained.push(CoreDrain {
                    character: c.name.clone(),
                    charges: *n,
                });
            }
        }
        drained
    }
}
