//! The ten skills and how their names are matched.

use std::fmt;

use serde::{Deserialize, Serialize};

/// One of the ten skills.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Skill {
    /// Open locks, bypass security.
    Lockpick,
    /// Heal wounds; adds +2 HP per level to every heal.
    Medicine,
    /// Close combat.
    Melee,
    /// Fix and modify equipment.
    Repair,
    /// Hack terminals, analyse.
    Science,
    /// Firearms.
    #[serde(rename = "Small Guns")]
    SmallGuns,
    /// Stealth.
    Sneak,
    /// Persuasion and deception.
    Speech,
    /// Tracking and foraging; adds +1 HP per hour of rest per level.
    Survival,
    /// Haggling; lowers buy prices and raises sell prices.
    Barter,
}

impl Skill {
    /// All skills in the seed's order.
    pub const ALL: [Skill; 10] = [
        Skill::Lockpick,
        Skill::Medicine,
        Skill::Melee,
        Skill::Repair,
        Skill::Science,
        Skill::SmallGuns,
        Skill::Sneak,
        Skill::Speech,
        Skill::Survival,
        Skill::Barter,
    ];

    /// The highest level a skill can reach.
    pub const MAX_LEVEL: u8 = 6;
    /// The level a tag skill starts at.
    pub const TAG_START: u8 = 2;

    /// The English name ("Small Guns").
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Skill::Lockpick => "Lockpick",
            Skill::Medicine => "Medicine",
            Skill::Melee => "Melee",
            Skill::Repair => "Repair",
            Skill::Science => "Science",
            Skill::SmallGuns => "Small Guns",
            Skill::Sneak => "Sneak",
            Skill::Speech => "Speech",
            Skill::Survival => "Survival",
            Skill::Barter => "Barter",
        }
    }

    /// Parses a skill name, ignoring case, spaces, `-` and `_` ("small_guns",
    /// "SmallGuns", "Small Guns" all match). (Other languages' names are the
    /// front ends' to read, from the locales.)
    #[must_use]
    pub fn parse(text: &str) -> Option<Skill> {
        let key = normalize(text);
        Skill::ALL.into_iter().find(|s| normalize(s.name()) == key)
    }

    /// Position in [`Skill::ALL`].
    #[must_use]
    pub fn index(self) -> usize {
        self as usize
    }
}

fn normalize(text: &str) -> String {
    text.chars()
        .filter(|c| !matches!(c, ' ' | '-' | '_'))
        .flat_map(char::to_lowercase)
        .collect()
}

impl fmt::Display for Skill {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn skills_match_case_insensitively_in_any_spacing() {
        for text in ["small guns", "SMALL_GUNS", "SmallGuns", "small-guns"] {
            assert_eq!(Skill::parse(text), Some(Skill::SmallGuns), "{text}");
        }
        assert_eq!(Skill::parse("lockpicking"), None);
    }
}
