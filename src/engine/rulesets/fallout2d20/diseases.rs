//! Diseases of the Fallout 2d20 game: the table of the core rulebook's
//! diseases (`content/fallout-2d20/diseases.json`: each name and its
//! duration in days, from the Foundry VTT Fallout system's compendium), the
//! diseases a character carries, and the GM's command that gives or ends one
//! (`disease <character> <disease> [--end]`). A disease's own effects are
//! the GM's to run, as an addiction's withdrawal is: the engine records the
//! disease, shows it, and ends it when the GM says so or Antibiotics cure it.

use serde::{Deserialize, Serialize};

use crate::engine::content::{self, within, Entry, Invalid, Table};
use crate::engine::name;

use super::campaign::Campaign;
use super::error::{RuleError, Unknown};

/// The longest a shipped disease lasts, in days (a bound on the file).
pub const DISEASE_DAYS_MAX: u32 = 30;

/// One row of `diseases.json`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Disease {
    /// Its name.
    pub name: content::Text,
    /// How many days it lasts, as published.
    pub duration: u32,
}

/// Every disease (`content/fallout-2d20/diseases.json`).
pub static DISEASES: Table<Disease> = crate::content_table!("fallout-2d20/diseases.json");

impl Disease {
    /// The disease named `text` (name identity).
    #[must_use]
    pub fn find(text: &str) -> Option<&'static Disease> {
        DISEASES.iter().find(|d| name::same(&d.name, text))
    }

    /// Every disease's name.
    #[must_use]
    pub fn names() -> Vec<String> {
        DISEASES.iter().map(|d| d.name.to_string()).collect()
    }
}

impl Entry for Disease {
    fn name(&self) -> &str {
        &self.name
    }

    fn check(&self) -> Result<(), Invalid> {
        within(&self.name, "duration", self.duration, 1, DISEASE_DAYS_MAX)
    }
}

/// A disease given to or ended for a character (the `disease` event).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiseaseChange {
    /// Who.
    pub character: String,
    /// The disease, as the table spells it.
    pub disease: String,
    /// Its published duration in days.
    pub days: u32,
    /// Whether it ended (else it was given).
    pub ended: bool,
}

impl Campaign {
    /// GM: `character` catches `disease`, or (`end`) is rid of it.
    pub(super) fn disease(
        &mut self,
        character: &str,
        disease: &str,
        end: bool,
    ) -> Result<DiseaseChange, RuleError> {
        let i = self.character_index(character)?;
        let d = Disease::find(disease)
            .ok_or_else(|| RuleError::unknown(Unknown::Disease, disease, Disease::names()))?;
        let c = &mut self.characters[i];
        let carried = c.vitals.diseases.iter().any(|x| *x == *d.name);
        match (end, carried) {
            (false, true) => {
                return Err(RuleError::AlreadyDiseased {
                    character: c.name.clone(),
                    disease: d.name.to_string(),
                })
            }
            (true, false) => {
                return Err(RuleError::NotDiseased {
                    character: c.name.clone(),
                    disease: d.name.to_string(),
                })
            }
            (false, false) => c.vitals.diseases.push(d.name.to_string()),
            (true, true) => c.vitals.diseases.retain(|x| *x != *d.name),
        }
        Ok(DiseaseChange {
            character: c.name.clone(),
            disease: d.name.to_string(),
            days: d.duration,
            ended: end,
        })
    }
}

/// Whether every disease a character carries is a known one, once.
#[must_use]
pub fn valid(diseases: &[String]) -> bool {
    diseases.iter().enumerate().all(|(i, d)| {
        Disease::find(d).is_some_and(|x| *x.name == **d) && !diseases[..i].contains(d)
    })
}
