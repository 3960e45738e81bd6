//! Robot characters' parts in the Fallout 2d20 game: robot armour
//! (`content/fallout-2d20/robot_armour.json`, plating and armour for a
//! Mister Handy's six locations) and robot modules
//! (`content/fallout-2d20/robot_modules.json`), both from the Foundry VTT
//! Fallout system's packs (names and numbers, no prose). A robot character
//! (its origin's trait says so: [`super::origins`]) holds them: its
//! armour's DR counts at each location it covers (one plating and one
//! armour a location, their DR added); its modules show on the sheet for
//! the GM to run.

use serde::{Deserialize, Serialize};

use crate::engine::content::{self, within, Entry, Invalid};
use crate::engine::name;

use super::data::{Dr, HUMANOID};

/// The two layers of robot armour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Layer {
    /// The robot's plating.
    Plating,
    /// Armour over the plating.
    Armour,
}

/// One row of `robot_armour.json`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RobotArmour {
    /// Its name.
    pub name: content::Text,
    /// Its layer.
    pub layer: Layer,
    /// Physical DR.
    pub physical: u32,
    /// Energy DR.
    pub energy: u32,
    /// Radiation DR.
    pub radiation: u32,
    /// The locations it covers (the humanoid table's keys: a Mister
    /// Handy's Optics, Main Body, Arms 1-3 and Thruster in its rows).
    pub locations: Vec<String>,
    /// Its published weight.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weight: Option<f64>,
    /// Its published cost in caps.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cost: Option<u32>,
    /// Its published rarity.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rarity: Option<u32>,
}

impl Eq for RobotArmour {}

/// One row of `robot_modules.json`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RobotModule {
    /// Its name.
    pub name: content::Text,
    /// Its published weight (Foundry writes the carry weight it takes as
    /// a negative number).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weight: Option<f64>,
    /// Its published cost in caps.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cost: Option<u32>,
    /// Its published rarity.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rarity: Option<u32>,
    /// The perks installing it needs, as published.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub perks: Option<String>,
}

/// Every robot armour piece.
pub static ROBOT_ARMOUR: content::Table<RobotArmour> =
    crate::content_table!("fallout-2d20/robot_armour.json");
/// Every robot module.
pub static ROBOT_MODULES: content::Table<RobotModule> =
    crate::content_table!("fallout-2d20/robot_modules.json");

impl RobotArmour {
    /// The piece named `text` (name identity).
    #[must_use]
    pub fn find(text: &str) -> Option<&'static RobotArmour> {
        ROBOT_ARMOUR.iter().find(|r| name::same(&r.name, text))
    }

    /// Its DR.
    #[must_use]
    pub fn dr(&self) -> Dr {
        Dr::new(self.physical, self.energy, self.radiation, 0)
    }
}

impl RobotModule {
    /// The module named `text` (name identity).
    #[must_use]
    pub fn find(text: &str) -> Option<&'static RobotModule> {
        ROBOT_MODULES.iter().find(|r| name::same(&r.name, text))
    }
}

impl Entry for RobotArmour {
    fn name(&self) -> &str {
        &self.name
    }

    fn check(&self) -> Result<(), Invalid> {
        for v in [self.physical, self.energy, self.radiation] {
            within(&self.name, "dr", v, 0, 20)?;
        }
        if self.locations.is_empty()
            || self
                .locations
                .iter()
                .any(|l| !HUMANOID.iter().any(|r| r.key == l))
        {
            return Err(content::invalid(
                &self.name,
                "locations",
                "a location of the humanoid table, at least one",
            ));
        }
        Ok(())
    }
}

impl Entry for RobotModule {
    fn name(&self) -> &str {
        &self.name
    }

    fn check(&self) -> Result<(), Invalid> {
        if let Some(c) = self.cost {
            within(&self.name, "cost", c, 0, 10_000)?;
        }
        Ok(())
    }
}

/// Checks both tables (`files::check`).
pub fn check() -> Result<(), Invalid> {
    content::check_table(&ROBOT_ARMOUR, name::ITEM_NAME)?;
    content::check_table(&ROBOT_MODULES, name::ITEM_NAME)
}

/// The DR robot armour `held` gives at `location`: each piece covering it
/// added (plating and armour over it).
#[must_use]
pub fn robot_dr(held: &[String], location: &str) -> Dr {
    held.iter()
        .filter_map(|p| RobotArmour::find(p))
        .filter(|p| p.locations.iter().any(|l| l == location))
        .fold(Dr::NONE, |dr, p| dr.plus(&p.dr()))
}

/// Whether robot armour `held` is known pieces as the table spells them,
/// at most one of each layer a location.
#[must_use]
pub fn armour_valid(held: &[String]) -> bool {
    let rows: Vec<&RobotArmour> = held
        .iter()
        .filter_map(|p| RobotArmour::find(p).filter(|r| *r.name == **p))
        .collect();
    rows.len() == held.len()
        && rows.iter().enumerate().all(|(i, r)| {
            !rows[..i]
                .iter()
                .any(|o| o.layer == r.layer && o.locations.iter().any(|l| r.locations.contains(l)))
        })
}

/// Whether modules `held` are known ones as the table spells them, each
/// once.
#[must_use]
pub fn modules_valid(held: &[String]) -> bool {
    held.iter().enumerate().all(|(i, m)| {
        RobotModule::find(m).is_some_and(|r| *r.name == **m) && !held[..i].contains(m)
    })
}
