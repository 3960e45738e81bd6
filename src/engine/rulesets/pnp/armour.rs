//! Armour of seed 001: each class removes damage dice showing one face (or the
//! die's highest face when that face is beyond it); power armour removes every
//! power of two and the highest face. A removed die loses its modifier too.

use serde::{Deserialize, Serialize};

use super::skills::fold;

/// An armour class.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Armour {
    /// No armour: every die counts.
    #[default]
    None,
    /// Removes 4s (or the highest face).
    Light,
    /// Removes 6s (or the highest face).
    Medium,
    /// Removes 8s (or the highest face).
    Heavy,
    /// Removes every power of two (1, 2, 4, 8, 16) and the highest face.
    Power,
}

impl Armour {
    /// Every class.
    pub const ALL: [Armour; 5] = [
        Armour::None,
        Armour::Light,
        Armour::Medium,
        Armour::Heavy,
        Armour::Power,
    ];

    /// The CLI word.
    #[must_use]
    pub fn id(self) -> &'static str {
        match self {
            Armour::None => "none",
            Armour::Light => "light",
            Armour::Medium => "medium",
            Armour::Heavy => "heavy",
            Armour::Power => "power",
        }
    }

    /// Whether this armour removes a die of `sides` faces showing `face`.
    #[must_use]
    pub fn blocks(self, face: u32, sides: u32) -> bool {
        let single = |n: u32| if n > sides { face == sides } else { face == n };
        match self {
            Armour::None => false,
            Armour::Light => single(4),
            Armour::Medium => single(6),
            Armour::Heavy => single(8),
            Armour::Power => face.is_power_of_two() || face == sides,
        }
    }

    /// Parses the CLI word.
    #[must_use]
    pub fn parse(word: &str) -> Option<Armour> {
        let w = fold(word);
        Armour::ALL.into_iter().find(|a| a.id() == w)
    }

    /// Every CLI word, for hints.
    #[must_use]
    pub fn names() -> Vec<String> {
        Armour::ALL.iter().map(|a| a.id().to_owned()).collect()
    }
}
