//! The playable races and their attribute ranges. Humans are 1-10 in
//! everything (seed 001). Ghoul and super mutant ranges are the published
//! race tables of the pen-and-paper rules seed 003 comes from (ghoul PER 4-13
//! and super mutant INT 1-8 as seed 003 quotes). The dog's STR 1-4 is seed
//! 003's; its other ranges are the published dog table of the Fallout PnP
//! rules. `docs/rulesets/fallout-pnp.md` lists the sources.

use serde::{Deserialize, Serialize};

use crate::engine::mechanics::special::Attribute;

use super::skills::fold;

/// A playable race.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Race {
    /// Every attribute 1-10.
    Human,
    /// Ghouls: PER 4-13, LCK 5-12.
    Ghoul,
    /// Super mutants: STR 5-13, INT 1-8.
    SuperMutant,
    /// Dogs: STR 1-4, AGI 1-15.
    Dog,
}

/// Points a new character spends above every attribute's race minimum
/// (seed 001: start at 1, spend 15).
pub const CREATION_POINTS: u32 = 15;

impl Race {
    /// Every race.
    pub const ALL: [Race; 4] = [Race::Human, Race::Ghoul, Race::SuperMutant, Race::Dog];

    /// The CLI word.
    #[must_use]
    pub fn id(self) -> &'static str {
        match self {
            Race::Human => "human",
            Race::Ghoul => "ghoul",
            Race::SuperMutant => "super-mutant",
            Race::Dog => "dog",
        }
    }

    /// (min, max) of each attribute in S.P.E.C.I.A.L. order.
    #[must_use]
    pub fn ranges(self) -> [(u8, u8); 7] {
        match self {
            Race::Human => [(1, 10); 7],
            Race::Ghoul => [(1, 8), (4, 13), (1, 10), (1, 8), (2, 11), (1, 7), (5, 12)],
            Race::SuperMutant => [(5, 13), (1, 11), (4, 12), (1, 9), (1, 8), (1, 8), (1, 10)],
            Race::Dog => [(1, 4), (4, 14), (1, 8), (1, 5), (1, 3), (1, 15), (1, 10)],
        }
    }

    /// (min, max) of one attribute.
    #[must_use]
    pub fn range(self, attribute: Attribute) -> (u8, u8) {
        self.ranges()[attribute.index()]
    }

    /// What the seven scores of a new character of this race add up to: every
    /// minimum plus [`CREATION_POINTS`] (22 for a human).
    #[must_use]
    pub fn creation_total(self) -> u32 {
        self.ranges()
            .iter()
            .map(|&(lo, _)| u32::from(lo))
            .sum::<u32>()
            + CREATION_POINTS
    }

    /// Parses the CLI word or the English name, ignoring case and hyphens.
    #[must_use]
    pub fn parse(word: &str) -> Option<Race> {
        let w = fold(word);
        Race::ALL.into_iter().find(|r| fold(r.id()) == w)
    }

    /// Every CLI word, for hints.
    #[must_use]
    pub fn names() -> Vec<String> {
        Race::ALL.iter().map(|r| r.id().to_owned()).collect()
    }
}
