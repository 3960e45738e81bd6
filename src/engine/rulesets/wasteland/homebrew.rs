//! The wasteland game's homebrew: its weapons, enemy templates and
//! consumables as a campaign brews them, and the container its campaign
//! holds. The rules find them through it (homebrew over shipped).

use serde::{Deserialize, Serialize};

use super::data::{Consumable, EnemyTemplate, Weapon, CONSUMABLES, ENEMY_TEMPLATES, WEAPONS};
use crate::engine::homebrew::{Brew, Content, Homebrew, Kind};
use crate::engine::name;

impl Content for Weapon {
    const KIND: &'static str = "weapons";
    const GATE: name::Bound = name::ITEM_NAME;

    fn shipped() -> &'static [Self] {
        &WEAPONS
    }
}

impl Content for EnemyTemplate {
    const KIND: &'static str = "enemies";
    const GATE: name::Bound = name::ENEMY_NAME;

    fn shipped() -> &'static [Self] {
        &ENEMY_TEMPLATES
    }
}

impl Content for Consumable {
    const KIND: &'static str = "consumables";
    const GATE: name::Bound = name::ITEM_NAME;

    fn shipped() -> &'static [Self] {
        &CONSUMABLES
    }
}

/// A wasteland campaign's homebrew.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WastelandBrew {
    /// Weapons.
    #[serde(default, skip_serializing_if = "Brew::is_empty")]
    pub weapons: Brew<Weapon>,
    /// Enemy templates.
    #[serde(default, skip_serializing_if = "Brew::is_empty")]
    pub enemies: Brew<EnemyTemplate>,
    /// Consumables and chems.
    #[serde(default, skip_serializing_if = "Brew::is_empty")]
    pub consumables: Brew<Consumable>,
}

impl Homebrew for WastelandBrew {
    fn kinds(&self) -> Vec<&dyn Kind> {
        vec![&self.weapons, &self.enemies, &self.consumables]
    }

    fn kinds_mut(&mut self) -> Vec<&mut dyn Kind> {
        vec![&mut self.weapons, &mut self.enemies, &mut self.consumables]
    }
}
