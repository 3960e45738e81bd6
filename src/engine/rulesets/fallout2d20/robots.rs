//! Robot characters' parts in the Fallout 2d20 game: robot armour
//! (`content/fallout-2d20/robot_armour.json`, plating and armour for a
//! Mister Handy's six locations) and robot modules
//! (`content/fallout-2d20/robot_modules.json`), both from the Foundry VTT
//! Fallout system's packs (names and numbers, no prose). A robot character
//! (its origin's trait says so: [`super::origins`]) holds them: its
//! armour's DR counts at each location it covers (one plating and one
//! armour a location, their DR added); its modules show on the sheet for
//! the GM to run, and those that make a skill's tests easier (Behavioral
//! Analysis, Diagnosis, the Lockpick Module) lower the test's difficulty.
//! The GM sets and takes off its parts (`robot <character> <location>
//! <part>`, [`Campaign::robot_part`]).

use serde::{Deserialize, Serialize};

use crate::engine::content::{self, within, Entry, Invalid};
use crate::engine::name;

use super::campaign::Campaign;
use super::character::Character;
use super::data::{Dr, HUMANOID};
use super::error::{RuleError, Unknown};
use super::skills::Skill;

/// Most modules a robot holds (the Foundry sheet counts three fitted).
pub const MODULES_MAX: usize = 3;
/// The location word a module takes (`robot <character> module <module>`).
pub const MODULE_SLOT: &str = "module";
/// The location words `robot` reads: the humanoid table's keys, a Mister
/// Handy's names for them, and `module`.
pub const LOCATION_WORDS: &[&str] = &[
    "optics",
    "main-body",
    "arm-1",
    "arm-2",
    "arm-3",
    "thruster",
    "head",
    "torso",
    "left-arm",
    "right-arm",
    "left-leg",
    "right-leg",
    MODULE_SLOT,
];

/// The modules that make a skill's every test 1 easier (min. 0), as the
/// compendium's `robot_modules.db` effects publish them (Hacking and Hazard
/// Detection ease only some tests: shown, the GM's).
const EASIER: &[(&str, Skill)] = &[
    ("Behavioral Analysis Mod", Skill::Speech),
    ("Diagnosis Mod", Skill::Medicine),
    ("Lockpick Module", Skill::Lockpick),
];

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
#[derive(Debug, Clone, PartialEq, Deserialize)]
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
    pub weight: Option<f64>,
    /// Its published cost in caps.
    pub cost: Option<u32>,
    /// Its published rarity.
    pub rarity: Option<u32>,
}

impl Eq for RobotArmour {}

/// One row of `robot_modules.json`.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RobotModule {
    /// Its name.
    pub name: content::Text,
    /// Its published weight (Foundry writes the carry weight it takes as
    /// a negative number).
    pub weight: Option<f64>,
    /// Its published cost in caps.
    pub cost: Option<u32>,
    /// Its published rarity.
    pub rarity: Option<u32>,
    /// The perks installing it needs, as published.
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

/// How much easier `c`'s modules make a test of `skill` (a robot's only).
#[must_use]
pub fn module_easier(c: &Character, skill: Skill) -> u32 {
    if !c.is_robot() {
        return 0;
    }
    let eased = EASIER
        .iter()
        .filter(|(m, s)| *s == skill && c.modules.iter().any(|h| h == m))
        .count();
    u32::try_from(eased).unwrap_or(0)
}

/// The humanoid key a robot location word names (ours, `left-arm`, or a
/// Mister Handy's, `Arm 1`, `Optics`, `Main Body`, `Thruster`), or
/// [`MODULE_SLOT`].
#[must_use]
pub fn robot_location(text: &str) -> Option<&'static str> {
    let word = text.trim().to_lowercase().replace([' ', '_'], "-");
    Some(match word.as_str() {
        "head" | "optics" => "head",
        "torso" | "main-body" => "torso",
        "left-arm" | "arm-1" => "left-arm",
        "right-arm" | "arm-2" => "right-arm",
        "left-leg" | "arm-3" => "left-leg",
        "right-leg" | "thruster" => "right-leg",
        "module" | "modules" => MODULE_SLOT,
        _ => return None,
    })
}

/// A robot's part set or taken off (the `robot_part` event).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PartChange {
    /// Who.
    pub character: String,
    /// The humanoid location key, or `module`.
    pub location: String,
    /// The armour or module, as the table spells it.
    pub part: String,
    /// Whether it was taken off (else set).
    pub removed: bool,
    /// The armour of the same layer it replaced.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub replaced: Vec<String>,
    /// The robot's armour now.
    pub armour: Vec<String>,
    /// Its modules now.
    pub modules: Vec<String>,
    /// The DR at the location now (armour only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dr: Option<Dr>,
}

impl Campaign {
    /// `robot <character> <location> <part> [--remove]` (GM): sets robot
    /// armour at a location it covers, replacing the armour of its layer
    /// there (a piece over several locations goes whole), or fits a module
    /// (`module`, three at most, each once); `remove` takes either off.
    pub(super) fn robot_part(
        &mut self,
        character: &str,
        location: &str,
        part: &str,
        remove: bool,
    ) -> Result<PartChange, RuleError> {
        let i = self.character_index(character)?;
        let c = &mut self.characters[i];
        if !c.is_robot() {
            return Err(RuleError::NotRobot {
                character: c.name.clone(),
            });
        }
        let at = robot_location(location).ok_or_else(|| {
            RuleError::unknown(
                Unknown::Location,
                location,
                LOCATION_WORDS.iter().map(|w| (*w).to_owned()).collect(),
            )
        })?;
        let mut replaced = Vec::new();
        let (name, dr) = if let Some(row) = RobotArmour::find(part) {
            if !row.locations.iter().any(|l| l == at) {
                return Err(RuleError::RobotPartFit {
                    part: row.name.to_string(),
                    spot: at.to_owned(),
                    fits: row.locations.join(","),
                });
            }
            let held = c.robot_armour.iter().any(|h| *h == *row.name);
            if remove {
                if !held {
                    return Err(missing(c, &row.name));
                }
                c.robot_armour.retain(|h| *h != *row.name);
            } else {
                c.robot_armour.retain(|h| {
                    let over = RobotArmour::find(h).is_some_and(|o| {
                        o.layer == row.layer
                            && o.locations.iter().any(|l| row.locations.contains(l))
                    });
                    if over && *h != *row.name {
                        replaced.push(h.clone());
                    }
                    !over
                });
                c.robot_armour.push(row.name.to_string());
            }
            (row.name.to_string(), Some(c.dr_at(at)))
        } else if let Some(row) = RobotModule::find(part) {
            if at != MODULE_SLOT {
                return Err(RuleError::RobotPartFit {
                    part: row.name.to_string(),
                    spot: at.to_owned(),
                    fits: MODULE_SLOT.to_owned(),
                });
            }
            fit_module(c, &row.name, remove)?;
            (row.name.to_string(), None)
        } else {
            return Err(RuleError::unknown(Unknown::Item, part, parts_at(at)));
        };
        Ok(PartChange {
            character: c.name.clone(),
            location: at.to_owned(),
            part: name,
            removed: remove,
            replaced,
            armour: c.robot_armour.clone(),
            modules: c.modules.clone(),
            dr,
        })
    }
}

/// Fits module `name` to `c` or (`remove`) takes it off.
fn fit_module(c: &mut Character, name: &str, remove: bool) -> Result<(), RuleError> {
    let held = c.modules.iter().any(|h| h == name);
    if remove {
        if !held {
            return Err(missing(c, name));
        }
        c.modules.retain(|h| h != name);
        return Ok(());
    }
    if held {
        return Err(RuleError::RobotPartHeld {
            character: c.name.clone(),
            part: name.to_owned(),
        });
    }
    if c.modules.len() >= MODULES_MAX {
        return Err(RuleError::RobotModules {
            character: c.name.clone(),
            most: MODULES_MAX as u32,
        });
    }
    c.modules.push(name.to_owned());
    Ok(())
}

/// The refusal for a part `c` does not hold.
fn missing(c: &Character, part: &str) -> RuleError {
    RuleError::RobotPartMissing {
        character: c.name.clone(),
        part: part.to_owned(),
    }
}

/// The parts that go at `at` (the armour covering it, or the modules).
fn parts_at(at: &str) -> Vec<String> {
    if at == MODULE_SLOT {
        return ROBOT_MODULES.iter().map(|m| m.name.to_string()).collect();
    }
    ROBOT_ARMOUR
        .iter()
        .filter(|r| r.locations.iter().any(|l| l == at))
        .map(|r| r.name.to_string())
        .collect()
}
