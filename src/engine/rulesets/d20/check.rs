//! Skill rolls: one d20 plus a bonus against a DC, read as one of four levels
//! of success, shifted by a natural 20 or 1; the exact odds of each level; the
//! named difficulties; and the save table against damage.
//!
//! Attack rolls are skill rolls against the target's AC, so combat reuses
//! [`resolve`] and [`odds`] from here.

use serde::{Deserialize, Serialize};

use super::error::RuleError;
use super::skills::{fold, same_word};

pub use crate::engine::mechanics::success::SuccessLevel;

/// The level the total alone gives, before the natural 20/1 shift: a success
/// at the DC, a critical one 10 above it, a critical failure more than 10 below.
#[must_use]
pub fn level_from_total(total: i64, dc: i64) -> SuccessLevel {
    // Saturating: `odds` is public and may be asked about any numbers.
    if total >= dc.saturating_add(10) {
        SuccessLevel::CriticalSuccess
    } else if total >= dc {
        SuccessLevel::Success
    } else if total >= dc.saturating_sub(10) {
        SuccessLevel::Failure
    } else {
        SuccessLevel::CriticalFailure
    }
}

/// What the natural face did to the level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NaturalShift {
    /// Neither a 20 nor a 1.
    None,
    /// A natural 20 raised the level by one.
    Raised,
    /// A natural 20 on a critical success: already at the top.
    RaiseCapped,
    /// A natural 1 lowered the level by one.
    Lowered,
    /// A natural 1 on a critical failure: already at the bottom.
    LowerCapped,
}

/// The level of success for one d20 face: the total's level shifted by a
/// natural 20 or 1. Returns the base level, the final level and the shift.
#[must_use]
pub fn level_for(face: u32, bonus: i64, dc: i64) -> (SuccessLevel, SuccessLevel, NaturalShift) {
    let base = level_from_total(i64::from(face).saturating_add(bonus), dc);
    let (level, shift) = match face {
        20 if base == SuccessLevel::CriticalSuccess => (base, NaturalShift::RaiseCapped),
        20 => (base.raised(), NaturalShift::Raised),
        1 if base == SuccessLevel::CriticalFailure => (base, NaturalShift::LowerCapped),
        1 => (base.lowered(), NaturalShift::Lowered),
        _ => (base, NaturalShift::None),
    };
    (base, level, shift)
}

/// The exact chance of each level of success, as counts of d20 faces out of
/// 20, indexed like [`SuccessLevel::ALL`] (critical failure first).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Odds {
    /// Faces (of 20) giving each level, worst to best; they add up to 20.
    pub twentieths: [u8; 4],
}

impl Odds {
    /// The faces of 20 that give `level`.
    #[must_use]
    pub fn faces(&self, level: SuccessLevel) -> u8 {
        self.twentieths[level as usize]
    }

    /// The probabilities as fractions of one (exact: each is k/20).
    #[must_use]
    pub fn probabilities(&self) -> [f64; 4] {
        self.twentieths.map(|k| f64::from(k) / 20.0)
    }

    /// The chance of a success or better, in faces of 20.
    #[must_use]
    pub fn success_or_better(&self) -> u8 {
        self.twentieths[2] + self.twentieths[3]
    }
}

/// The exact odds of each level for `d20 + bonus` against `dc`, by enumerating
/// the twenty faces through the same [`level_for`] the rolls use.
#[must_use]
pub fn odds(bonus: i64, dc: i64) -> Odds {
    let mut twentieths = [0u8; 4];
    for face in 1..=20 {
        twentieths[level_for(face, bonus, dc).1 as usize] += 1;
    }
    Odds { twentieths }
}

/// What a roll added to the die, term by term.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bonus {
    /// The attribute's bonus (0 for enemies, whose bonus is all in `flat`).
    pub attribute: i64,
    /// The proficiency bonus, or 0 when not proficient.
    pub proficiency: i64,
    /// An enemy's listed attack or save bonus.
    pub flat: i64,
    /// The situational modifier the GM or player gave.
    pub modifier: i64,
}

impl Bonus {
    /// The sum of the terms.
    #[must_use]
    pub fn total(&self) -> i64 {
        self.attribute + self.proficiency + self.flat + self.modifier
    }
}

/// One resolved d20 roll against a DC: every fact a renderer needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Roll {
    /// The d20 face.
    pub die: u32,
    /// The bonus, term by term.
    pub bonus: Bonus,
    /// Die plus bonus.
    pub total: i64,
    /// The DC (for attacks, the target's AC).
    pub dc: i64,
    /// The level the total alone gives.
    pub base_level: SuccessLevel,
    /// The final level after the natural shift.
    pub level: SuccessLevel,
    /// What the natural face did.
    pub shift: NaturalShift,
    /// The exact odds this roll had before the die was cast.
    pub odds: Odds,
}

/// Resolves a d20 `face` with `bonus` against `dc`.
#[must_use]
pub fn resolve(face: u32, bonus: Bonus, dc: i64) -> Roll {
    let b = bonus.total();
    let (base_level, level, shift) = level_for(face, b, dc);
    Roll {
        die: face,
        bonus,
        total: i64::from(face).saturating_add(b),
        dc,
        base_level,
        level,
        shift,
        odds: odds(b, dc),
    }
}

/// The named difficulties of the seed's Sample Difficulties table.
pub const DIFFICULTIES: [(&str, i64); 6] = [
    ("Simple", 10),
    ("Average", 15),
    ("Hard", 20),
    ("Very Hard", 25),
    ("Extremely Hard", 30),
    ("Impossible", 40),
];

/// Lowest DC a command accepts.
pub const DC_MIN: i64 = 0;
/// Highest DC a command accepts.
pub const DC_MAX: i64 = 100;
/// Largest situational modifier, either way.
pub const MODIFIER_MAX: i64 = 30;

/// Parses a DC: a whole number in [`DC_MIN`]`..=`[`DC_MAX`] or a difficulty
/// name (any case; spaces, hyphens and underscores ignored).
pub fn parse_dc(text: &str) -> Result<i64, RuleError> {
    let text = text.trim();
    if let Ok(n) = text.parse::<i64>() {
        return super::error::in_range("dc", n, DC_MIN, DC_MAX);
    }
    let w = fold(text);
    DIFFICULTIES
        .iter()
        .find(|(name, _)| same_word(name, &w))
        .map(|&(_, dc)| dc)
        .ok_or_else(|| {
            RuleError::unknown(
                super::error::Unknown::Difficulty,
                text,
                DIFFICULTIES.iter().map(|(n, _)| (*n).to_owned()).collect(),
            )
        })
}

/// Damage taken after a save against a damaging effect: none on a critical
/// success, half rounded down on a success, full on a failure, double on a
/// critical failure.
#[must_use]
pub fn save_damage(level: SuccessLevel, damage: u32) -> u32 {
    match level {
        SuccessLevel::CriticalSuccess => 0,
        SuccessLevel::Success => damage / 2,
        SuccessLevel::Failure => damage,
        SuccessLevel::CriticalFailure => damage.saturating_mul(2),
    }
}
