//! S.P.E.C.I.A.L.: the seven attributes, a character's base scores, and the
//! breakdown of an effective score into its modifier sources.

use std::fmt;

use serde::{Deserialize, Serialize};

/// One of the seven S.P.E.C.I.A.L. attributes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "UPPERCASE")]
pub enum Attribute {
    /// Strength: melee damage, carry weight.
    Str,
    /// Perception: ranged accuracy, detection.
    Per,
    /// Endurance: HP, resistance.
    End,
    /// Charisma: speech, prices.
    Cha,
    /// Intelligence: science, skill-up bonus.
    Int,
    /// Agility: initiative, sneaking.
    Agi,
    /// Luck: the Luck check on every skill check.
    Lck,
}

impl Attribute {
    /// All attributes in S.P.E.C.I.A.L. order.
    pub const ALL: [Attribute; 7] = [
        Attribute::Str,
        Attribute::Per,
        Attribute::End,
        Attribute::Cha,
        Attribute::Int,
        Attribute::Agi,
        Attribute::Lck,
    ];

    /// The three-letter abbreviation (`STR`).
    #[must_use]
    pub fn abbr(self) -> &'static str {
        match self {
            Attribute::Str => "STR",
            Attribute::Per => "PER",
            Attribute::End => "END",
            Attribute::Cha => "CHA",
            Attribute::Int => "INT",
            Attribute::Agi => "AGI",
            Attribute::Lck => "LCK",
        }
    }

    /// The full English name (`Strength`).
    #[must_use]
    pub fn full_name(self) -> &'static str {
        match self {
            Attribute::Str => "Strength",
            Attribute::Per => "Perception",
            Attribute::End => "Endurance",
            Attribute::Cha => "Charisma",
            Attribute::Int => "Intelligence",
            Attribute::Agi => "Agility",
            Attribute::Lck => "Luck",
        }
    }

    /// Parses an abbreviation or a full English name, ignoring case and
    /// surrounding spaces. (Other languages' names are the front ends' to
    /// read, from the locales.)
    #[must_use]
    pub fn parse(text: &str) -> Option<Attribute> {
        let t = text.trim();
        Attribute::ALL
            .into_iter()
            .find(|a| t.eq_ignore_ascii_case(a.abbr()) || t.eq_ignore_ascii_case(a.full_name()))
    }

    /// Position in S.P.E.C.I.A.L. order (0 for STR).
    #[must_use]
    pub fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Attribute {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.abbr())
    }
}

/// Seven attribute scores in S.P.E.C.I.A.L. order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Special(pub [u8; 7]);

impl Special {
    /// The lowest score an attribute may have.
    pub const MIN: u8 = 1;
    /// The highest score an attribute may have.
    pub const MAX: u8 = 10;
    /// What the seven scores of a new character must add up to (4 each + 12 points).
    pub const CREATION_TOTAL: u32 = 40;

    /// The score of one attribute.
    #[must_use]
    pub fn get(&self, attribute: Attribute) -> u8 {
        self.0[attribute.index()]
    }

    /// The sum of all seven scores.
    #[must_use]
    pub fn total(&self) -> u32 {
        self.0.iter().map(|&v| u32::from(v)).sum()
    }
}

/// Where a modifier to an effective attribute comes from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ModifierSource {
    /// An active chem or other status effect, by its effect name.
    Effect {
        /// The effect's name, e.g. "Buffout".
        name: String,
    },
    /// The radiation band the character is in.
    Radiation {
        /// The band index (1 = 200-399 rads ... 5 = 1000+).
        band: u8,
    },
    /// Withdrawal from a chem the character is addicted to.
    Withdrawal {
        /// The chem's name.
        chem: String,
    },
    /// The current weather.
    Weather {
        /// The weather's name.
        weather: String,
    },
}

/// One modifier applied to an attribute.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Modifier {
    /// The attribute it changes.
    pub attribute: Attribute,
    /// The change, positive or negative.
    pub delta: i32,
    /// Why.
    pub source: ModifierSource,
}

/// An effective attribute score with everything that went into it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EffectiveScore {
    /// The attribute.
    pub attribute: Attribute,
    /// The character's base score.
    pub base: u8,
    /// The score after modifiers, clamped to 1..=10.
    pub value: u8,
    /// The modifiers that applied, in the order they were found.
    pub modifiers: Vec<Modifier>,
}

/// Applies `modifiers` to `base` for one attribute and clamps to 1..=10.
#[must_use]
pub fn effective_score(attribute: Attribute, base: u8, modifiers: &[Modifier]) -> EffectiveScore {
    let mine: Vec<Modifier> = modifiers
        .iter()
        .filter(|m| m.attribute == attribute)
        .cloned()
        .collect();
    let raw = i32::from(base) + mine.iter().map(|m| m.delta).sum::<i32>();
    let value = raw.clamp(i32::from(Special::MIN), i32::from(Special::MAX)) as u8;
    EffectiveScore {
        attribute,
        base,
        value,
        modifiers: mine,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attributes_parse_from_abbreviations_names_and_chinese() {
        assert_eq!(Attribute::parse("per"), Some(Attribute::Per));
        assert_eq!(Attribute::parse(" Strength "), Some(Attribute::Str));
        assert_eq!(Attribute::parse("STRENGTHS"), None);
    }

    #[test]
    fn effective_score_sums_modifiers_and_clamps() {
        let mods = vec![
            Modifier {
                attribute: Attribute::Str,
                delta: 3,
                source: ModifierSource::Effect {
                    name: "Buffout".into(),
                },
            },
            Modifier {
                attribute: Attribute::Str,
                delta: -4,
                source: ModifierSource::Radiation { band: 5 },
            },
            Modifier {
                attribute: Attribute::Per,
                delta: -3,
                source: ModifierSource::Radiation { band: 5 },
            },
        ];
        let s = effective_score(Attribute::Str, 2, &mods);
        assert_eq!(s.value, 1, "2 + 3 - 4 = 1");
        assert_eq!(s.modifiers.len(), 2);
        assert_eq!(effective_score(Attribute::Str, 9, &mods[..1]).value, 10);
    }
}
