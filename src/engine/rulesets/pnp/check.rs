//! Tests of dice: saves on a d10 against an attribute with the race rules of
//! seed 003 (the race minimum added to the die, re-rolls above the race
//! maximum, the maximum as a critical failure on narrow ranges, the optional
//! half-point rule), skill checks on a d100 with the chosen criticals, and the
//! exact probability of each of the four results as a reduced fraction.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::engine::dice::Dice;

use super::error::RuleError;

pub use crate::engine::mechanics::success::SuccessLevel;

/// How skill checks read criticals (a campaign setting).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Criticals {
    /// Seed 003: 1 up to Luck is a critical success, 95-100 a critical failure.
    #[default]
    Luck,
    /// Seed 001: 01 is a critical success, 00 (100) a critical failure.
    Classic,
}

impl Criticals {
    /// The CLI word.
    #[must_use]
    pub fn id(self) -> &'static str {
        match self {
            Criticals::Luck => "luck",
            Criticals::Classic => "classic",
        }
    }
}

/// An exact probability: a reduced fraction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Chance {
    /// Numerator.
    pub num: u32,
    /// Denominator, at least 1.
    pub den: u32,
}

fn gcd(a: u32, b: u32) -> u32 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

impl Chance {
    /// `num / den` reduced; a zero denominator reads as 0/1.
    #[must_use]
    pub fn new(num: u32, den: u32) -> Chance {
        if den == 0 {
            return Chance { num: 0, den: 1 };
        }
        let g = gcd(num, den).max(1);
        Chance {
            num: num / g,
            den: den / g,
        }
    }

    /// The percentage with at most two decimals, rounded half up (`12.5%`).
    #[must_use]
    pub fn percent(&self) -> String {
        let den = u64::from(self.den.max(1));
        let hundredths = (u64::from(self.num) * 10_000 * 2 + den) / (2 * den);
        let (whole, frac) = (hundredths / 100, hundredths % 100);
        if frac == 0 {
            format!("{whole}%")
        } else if frac % 10 == 0 {
            format!("{whole}.{}%", frac / 10)
        } else {
            format!("{whole}.{frac:02}%")
        }
    }
}

impl fmt::Display for Chance {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{} ({})", self.num, self.den, self.percent())
    }
}

/// The exact chance of each result of one test.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Odds {
    /// Critical success.
    pub critical_success: Chance,
    /// Success (not critical).
    pub success: Chance,
    /// Failure (not critical).
    pub failure: Chance,
    /// Critical failure.
    pub critical_failure: Chance,
}

impl Odds {
    /// Odds from counts of equally likely faces, indexed like
    /// [`SuccessLevel::ALL`].
    #[must_use]
    pub fn from_counts(counts: [u32; 4]) -> Odds {
        let total: u32 = counts.iter().sum();
        Odds {
            critical_failure: Chance::new(counts[0], total),
            failure: Chance::new(counts[1], total),
            success: Chance::new(counts[2], total),
            critical_success: Chance::new(counts[3], total),
        }
    }

    /// The chance of one result.
    #[must_use]
    pub fn of(&self, level: SuccessLevel) -> Chance {
        match level {
            SuccessLevel::CriticalFailure => self.critical_failure,
            SuccessLevel::Failure => self.failure,
            SuccessLevel::Success => self.success,
            SuccessLevel::CriticalSuccess => self.critical_success,
        }
    }
}

/// A skill check's result for one d100 face (00 read as 100): critical by the
/// campaign's rule, else a success when the face is at most the target.
#[must_use]
pub fn skill_level(face: u32, target: i64, luck: u8, criticals: Criticals) -> SuccessLevel {
    let (crit_success, crit_failure) = match criticals {
        Criticals::Luck => (face <= u32::from(luck), face >= 95),
        Criticals::Classic => (face == 1, face == 100),
    };
    if crit_success {
        SuccessLevel::CriticalSuccess
    } else if crit_failure {
        SuccessLevel::CriticalFailure
    } else if i64::from(face) <= target {
        SuccessLevel::Success
    } else {
        SuccessLevel::Failure
    }
}

/// The exact odds of a skill check: faces of 100 for each result.
#[must_use]
pub fn skill_odds(target: i64, luck: u8, criticals: Criticals) -> Odds {
    let mut counts = [0u32; 4];
    for face in 1..=100 {
        counts[skill_level(face, target, luck, criticals) as usize] += 1;
    }
    Odds::from_counts(counts)
}

/// One skill check as rolled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SkillRoll {
    /// The d100 face (100 for 00).
    pub die: u32,
    /// The skill.
    pub skill: u32,
    /// The modifier.
    pub modifier: i64,
    /// Skill plus modifier.
    pub target: i64,
    /// Target minus die: how well (>= 0) or how badly (< 0) it went.
    pub margin: i64,
    /// The result.
    pub level: SuccessLevel,
    /// The exact odds before the roll.
    pub odds: Odds,
}

/// Rolls a skill check against `skill + modifier`.
pub fn roll_skill(
    skill: u32,
    modifier: i64,
    luck: u8,
    criticals: Criticals,
    dice: &mut dyn Dice,
) -> SkillRoll {
    let target = i64::from(skill) + modifier;
    let face = dice.roll(100);
    SkillRoll {
        die: face,
        skill,
        modifier,
        target,
        margin: target - i64::from(face),
        level: skill_level(face, target, luck, criticals),
        odds: skill_odds(target, luck, criticals),
    }
}

/// How a save reads the d10 for one attribute of one race (seed 003).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaveRule {
    /// The race minimum of the attribute.
    pub min: u8,
    /// The race maximum of the attribute.
    pub max: u8,
    /// Whether the half-point rule reads the die (the campaign allows it and
    /// the range is 1 to at most 5).
    pub half_points: bool,
}

/// Largest race maximum for which the half-point rule applies (seed 003:
/// "animals with values between 1 and 5").
pub const HALF_POINT_MAX: u8 = 5;

impl SaveRule {
    /// The human rule: 1-10, whole points.
    pub const HUMAN: SaveRule = SaveRule {
        min: 1,
        max: 10,
        half_points: false,
    };

    /// The rule for a race range, with the campaign's half-point setting.
    #[must_use]
    pub fn new(min: u8, max: u8, half_point_setting: bool) -> SaveRule {
        SaveRule {
            min,
            max,
            half_points: half_point_setting && min == 1 && max <= HALF_POINT_MAX,
        }
    }

    /// Whether the range is narrow: max - min < 9, so the die showing the
    /// maximum is the critical failure and faces above it are re-rolled.
    #[must_use]
    pub fn is_narrow(&self) -> bool {
        self.half_points || i32::from(self.max) - i32::from(self.min) < 9
    }

    /// The effective value of a face, in half points: the face plus the race
    /// minimum when that is above 1 (whole points), or the face read as half
    /// points.
    #[must_use]
    pub fn effective_halves(&self, face: u32) -> i64 {
        if self.half_points {
            i64::from(face)
        } else {
            let add = if self.min > 1 { i64::from(self.min) } else { 0 };
            2 * (i64::from(face) + add)
        }
    }

    /// The result of one d10 face against `attribute + modifier`, or `None`
    /// when the face must be re-rolled.
    #[must_use]
    pub fn level(&self, face: u32, attribute: u8, modifier: i64) -> Option<SuccessLevel> {
        let e = self.effective_halves(face);
        let max = 2 * i64::from(self.max);
        let target = 2 * (i64::from(attribute) + modifier);
        let narrow = self.is_narrow();
        if narrow && e > max {
            return None;
        }
        Some(if face == 1 && attribute > self.min {
            SuccessLevel::CriticalSuccess
        } else if (narrow && e == max) || (!narrow && face == 10 && 2 * i64::from(attribute) < e) {
            SuccessLevel::CriticalFailure
        } else if e <= target {
            SuccessLevel::Success
        } else {
            SuccessLevel::Failure
        })
    }

    /// The exact odds of a save: re-rolled faces do not count.
    #[must_use]
    pub fn odds(&self, attribute: u8, modifier: i64) -> Odds {
        let mut counts = [0u32; 4];
        for face in 1..=10 {
            if let Some(level) = self.level(face, attribute, modifier) {
                counts[level as usize] += 1;
            }
        }
        Odds::from_counts(counts)
    }
}

/// Most re-rolls one save may take before it is refused (a fair die ends far
/// sooner; this only bounds a broken dice source).
pub const REROLL_LIMIT: usize = 1000;

/// One save as rolled.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaveRoll {
    /// Faces re-rolled (above the race maximum), in order.
    pub rerolled: Vec<u32>,
    /// The d10 face that counted.
    pub die: u32,
    /// The effective value in half points (twice the value for whole points).
    pub effective_halves: i64,
    /// The attribute.
    pub attribute: u8,
    /// The modifier (difficulty).
    pub modifier: i64,
    /// The result.
    pub level: SuccessLevel,
    /// The exact odds before the roll.
    pub odds: Odds,
}

impl SaveRoll {
    /// The effective value as text: `14`, or `2.5` under the half-point rule.
    #[must_use]
    pub fn effective_text(&self) -> String {
        halves_text(self.effective_halves)
    }
}

/// A value in half points as text (`3`, `3.5`).
#[must_use]
pub fn halves_text(halves: i64) -> String {
    if halves % 2 == 0 {
        (halves / 2).to_string()
    } else {
        format!("{}.5", halves.div_euclid(2))
    }
}

/// Rolls a save, re-rolling faces above the race maximum.
pub fn roll_save(
    rule: SaveRule,
    attribute: u8,
    modifier: i64,
    dice: &mut dyn Dice,
) -> Result<SaveRoll, RuleError> {
    let mut rerolled = Vec::new();
    for _ in 0..=REROLL_LIMIT {
        let face = dice.roll(10);
        if let Some(level) = rule.level(face, attribute, modifier) {
            return Ok(SaveRoll {
                rerolled,
                die: face,
                effective_halves: rule.effective_halves(face),
                attribute,
                modifier,
                level,
                odds: rule.odds(attribute, modifier),
            });
        }
        rerolled.push(face);
    }
    Err(RuleError::TooManyRerolls)
}
