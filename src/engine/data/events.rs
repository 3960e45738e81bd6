//! Random events for exploration turns: encounters by setting, atmosphere
//! lines and quest hooks. The engine carries only ids; the text of each id lives
//! in `locales/<lang>/data.ftl` as `event-<id>`.

use serde::{Deserialize, Serialize};

/// Where an encounter fits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Setting {
    /// Open wasteland.
    Wasteland,
    /// Ruined cities.
    Urban,
    /// Inside a Vault.
    Vault,
    /// Other interiors: buildings, caves, bunkers.
    Interior,
}

/// One random encounter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Encounter {
    /// Stable id; its text is `event-<id>` in the locales.
    pub id: &'static str,
    /// Where it fits.
    pub setting: Setting,
}

/// Encounters (70% of random events).
pub const ENCOUNTERS: &[Encounter] = &[Encounter {
    id: "wasteland-01",
    setting: Setting::Wasteland,
}];

/// Atmosphere line ids (15% of random events).
pub const ATMOSPHERE: &[&str] = &["atmosphere-01"];

/// Quest hook ids (15% of random events).
pub const QUEST_HOOKS: &[&str] = &["hook-01"];
