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

impl Setting {
    /// All settings, in table order.
    pub const ALL: [Setting; 4] = [
        Setting::Wasteland,
        Setting::Urban,
        Setting::Vault,
        Setting::Interior,
    ];

    /// The setting's name in lower case, also the prefix of its encounter ids.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Setting::Wasteland => "wasteland",
            Setting::Urban => "urban",
            Setting::Vault => "vault",
            Setting::Interior => "interior",
        }
    }
}

/// One random encounter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Encounter {
    /// Stable id; its text is `event-<id>` in the locales.
    pub id: &'static str,
    /// Where it fits.
    pub setting: Setting,
}

const fn enc(id: &'static str, setting: Setting) -> Encounter {
    Encounter { id, setting }
}

/// Encounters (70% of random events): twelve for each setting. Some bring
/// hostiles the GM may add with `enemy-add` (the encounter budget still
/// applies), others are traders, strangers or hazards.
pub const ENCOUNTERS: &[Encounter] = &[
    enc("wasteland-01", Setting::Wasteland),
    enc("wasteland-02", Setting::Wasteland),
    enc("wasteland-03", Setting::Wasteland),
    enc("wasteland-04", Setting::Wasteland),
    enc("wasteland-05", Setting::Wasteland),
    enc("wasteland-06", Setting::Wasteland),
    enc("wasteland-07", Setting::Wasteland),
    enc("wasteland-08", Setting::Wasteland),
    enc("wasteland-09", Setting::Wasteland),
    enc("wasteland-10", Setting::Wasteland),
    enc("wasteland-11", Setting::Wasteland),
    enc("wasteland-12", Setting::Wasteland),
    enc("urban-01", Setting::Urban),
    enc("urban-02", Setting::Urban),
    enc("urban-03", Setting::Urban),
    enc("urban-04", Setting::Urban),
    enc("urban-05", Setting::Urban),
    enc("urban-06", Setting::Urban),
    enc("urban-07", Setting::Urban),
    enc("urban-08", Setting::Urban),
    enc("urban-09", Setting::Urban),
    enc("urban-10", Setting::Urban),
    enc("urban-11", Setting::Urban),
    enc("urban-12", Setting::Urban),
    enc("vault-01", Setting::Vault),
    enc("vault-02", Setting::Vault),
    enc("vault-03", Setting::Vault),
    enc("vault-04", Setting::Vault),
    enc("vault-05", Setting::Vault),
    enc("vault-06", Setting::Vault),
    enc("vault-07", Setting::Vault),
    enc("vault-08", Setting::Vault),
    enc("vault-09", Setting::Vault),
    enc("vault-10", Setting::Vault),
    enc("vault-11", Setting::Vault),
    enc("vault-12", Setting::Vault),
    enc("interior-01", Setting::Interior),
    enc("interior-02", Setting::Interior),
    enc("interior-03", Setting::Interior),
    enc("interior-04", Setting::Interior),
    enc("interior-05", Setting::Interior),
    enc("interior-06", Setting::Interior),
    enc("interior-07", Setting::Interior),
    enc("interior-08", Setting::Interior),
    enc("interior-09", Setting::Interior),
    enc("interior-10", Setting::Interior),
    enc("interior-11", Setting::Interior),
    enc("interior-12", Setting::Interior),
];

/// Atmosphere line ids (15% of random events).
pub const ATMOSPHERE: &[&str] = &[
    "atmosphere-01",
    "atmosphere-02",
    "atmosphere-03",
    "atmosphere-04",
    "atmosphere-05",
    "atmosphere-06",
    "atmosphere-07",
    "atmosphere-08",
    "atmosphere-09",
    "atmosphere-10",
    "atmosphere-11",
    "atmosphere-12",
    "atmosphere-13",
    "atmosphere-14",
    "atmosphere-15",
    "atmosphere-16",
];

/// Quest hook ids (15% of random events).
pub const QUEST_HOOKS: &[&str] = &[
    "hook-01", "hook-02", "hook-03", "hook-04", "hook-05", "hook-06", "hook-07", "hook-08",
    "hook-09", "hook-10", "hook-11", "hook-12", "hook-13", "hook-14", "hook-15", "hook-16",
];

/// The encounters that fit one setting.
pub fn encounters_in(setting: Setting) -> impl Iterator<Item = &'static Encounter> {
    ENCOUNTERS.iter().filter(move |e| e.setting == setting)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn every_setting_has_at_least_ten_encounters() {
        for setting in Setting::ALL {
            let count = encounters_in(setting).count();
            assert!(count >= 10, "{} has {count}", setting.name());
            for encounter in encounters_in(setting) {
                assert!(
                    encounter.id.starts_with(&format!("{}-", setting.name())),
                    "{} is filed under {}",
                    encounter.id,
                    setting.name()
                );
            }
        }
    }

    #[test]
    fn atmosphere_and_hooks_have_at_least_fifteen_lines() {
        assert!(ATMOSPHERE.len() >= 15);
        assert!(QUEST_HOOKS.len() >= 15);
        assert!(ATMOSPHERE.iter().all(|id| id.starts_with("atmosphere-")));
        assert!(QUEST_HOOKS.iter().all(|id| id.starts_with("hook-")));
    }

    #[test]
    fn event_ids_are_unique() {
        let mut seen = HashSet::new();
        let ids = ENCOUNTERS
            .iter()
            .map(|e| e.id)
            .chain(ATMOSPHERE.iter().copied())
            .chain(QUEST_HOOKS.iter().copied());
        for id in ids {
            assert!(seen.insert(id), "{id} twice");
            assert!(
                id.bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'),
                "{id} is not a Fluent-safe id"
            );
        }
    }
}
