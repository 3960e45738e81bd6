//! The 2d20 dice pool: roll a handful of d20s against a target number, count
//! successes (a die at or under the target), critical successes (a die in the
//! critical range counts twice), complications (a die in the complication
//! range), and the exact probability of every number of successes.
//!
//! Pure: dice come from a [`Dice`], odds are counted over every face of every
//! die, nothing here knows a game's characters or commands.

use serde::{Deserialize, Serialize};

use crate::engine::dice::Dice;

/// Dice every test starts with.
pub const BASE_DICE: u32 = 2;
/// Most dice a test may roll (the base two plus three bought).
pub const MAX_DICE: u32 = 5;
/// Most d20s that can be bought for one test.
pub const MAX_BOUGHT: u32 = MAX_DICE - BASE_DICE;
/// Faces of a pool die.
pub const SIDES: u32 = 20;

/// What a pool die is scored against.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Target {
    /// A die at or under this face is a success (attribute + skill).
    pub number: u32,
    /// A die at or under this face is a critical success worth two (1, or a
    /// tag skill's rank when that is higher).
    pub critical: u32,
    /// A die at or over this face is a complication (20, or 19 for a wider range).
    pub complication: u32,
}

impl Target {
    /// A target number with the plain critical (1) and complication (20) ranges.
    #[must_use]
    pub fn plain(number: u32) -> Target {
        Target {
            number,
            critical: 1,
            complication: SIDES,
        }
    }

    /// The same target with the critical range widened to `rank` (a tag skill).
    #[must_use]
    pub fn tagged(self, rank: u32) -> Target {
        Target {
            critical: self.critical.max(rank),
            ..self
        }
    }

    /// The same target with the complication range widened by `by` faces
    /// (never below face 2, so a 1 is never a complication).
    #[must_use]
    pub fn wider_complications(self, by: u32) -> Target {
        Target {
            complication: self.complication.saturating_sub(by).max(2),
            ..self
        }
    }

    /// How many successes `face` scores: 2 in the critical range, 1 at or
    /// under the target number, else 0.
    #[must_use]
    pub fn successes(self, face: u32) -> u32 {
        match face {
            f if f <= self.critical => 2,
            f if f <= self.number => 1,
            _ => 0,
        }
    }

    /// Whether `face` is a complication.
    #[must_use]
    pub fn is_complication(self, face: u32) -> bool {
        face >= self.complication
    }
}

/// One die of a pool, scored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PoolDie {
    /// The face, 1..=20.
    pub face: u32,
    /// Successes it scored (0, 1 or 2).
    pub successes: u32,
    /// Whether it is a complication.
    pub complication: bool,
}

/// A rolled pool against a difficulty.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PoolRoll {
    /// What the dice were scored against.
    pub target: Target,
    /// The successes needed.
    pub difficulty: u32,
    /// Every die in the order rolled.
    pub dice: Vec<PoolDie>,
    /// Total successes.
    pub successes: u32,
    /// Total complications.
    pub complications: u32,
    /// Whether successes >= difficulty.
    pub passed: bool,
    /// Successes beyond the difficulty on a pass (Action Points), else 0.
    pub excess: u32,
}

/// Scores one face.
#[must_use]
pub fn score(face: u32, target: Target) -> PoolDie {
    PoolDie {
        face,
        successes: target.successes(face),
        complication: target.is_complication(face),
    }
}

/// Scores faces already rolled against a difficulty.
#[must_use]
pub fn resolve(faces: &[u32], target: Target, difficulty: u32) -> PoolRoll {
    let dice: Vec<PoolDie> = faces.iter().map(|&f| score(f, target)).collect();
    let successes = dice.iter().map(|d| d.successes).sum();
    let complications = dice.iter().filter(|d| d.complication).count() as u32;
    let passed = successes >= difficulty;
    PoolRoll {
        target,
        difficulty,
        dice,
        successes,
        complications,
        passed,
        excess: if passed { successes - difficulty } else { 0 },
    }
}

/// Rolls `count` d20s and scores them.
pub fn roll(dice: &mut dyn Dice, count: u32, target: Target, difficulty: u32) -> PoolRoll {
    let faces: Vec<u32> = (0..count).map(|_| dice.roll(SIDES)).collect();
    resolve(&faces, target, difficulty)
}

/// The Action Points `bought` extra dice cost together: the first costs 1,
/// the second 2, the third 3 (so 0, 1, 3, 6). `None` above three.
#[must_use]
pub fn buy_cost(bought: u32) -> Option<u32> {
    (bought <= MAX_BOUGHT).then(|| bought * (bought + 1) / 2)
}

/// An exact probability: `numerator / denominator`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Odds {
    /// Favourable outcomes.
    pub numerator: u128,
    /// All outcomes (20 to the number of dice).
    pub denominator: u128,
}

impl Odds {
    /// As a floating-point probability.
    #[must_use]
    pub fn as_f64(self) -> f64 {
        if self.denominator == 0 {
            0.0
        } else {
            self.numerator as f64 / self.denominator as f64
        }
    }
}

/// How many of the 20^`count` outcomes score exactly k successes, for each
/// k from 0 to 2 x `count`.
#[must_use]
pub fn success_counts(count: u32, target: Target) -> Vec<u128> {
    let mut per_die = [0u128; 3];
    for face in 1..=SIDES {
        per_die[target.successes(face) as usize] += 1;
    }
    let mut counts = vec![1u128];
    for _ in 0..count {
        let mut next = vec![0u128; counts.len() + 2];
        for (k, &ways) in counts.iter().enumerate() {
            for (s, &faces) in per_die.iter().enumerate() {
                next[k + s] += ways * faces;
            }
        }
        counts = next;
    }
    counts
}

/// The exact probability that `count` dice score at least `difficulty`
/// successes.
#[must_use]
pub fn pass_odds(count: u32, target: Target, difficulty: u32) -> Odds {
    let counts = success_counts(count, target);
    Odds {
        numerator: counts.iter().skip(difficulty as usize).sum(),
        denominator: u128::from(SIDES).pow(count),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::dice::ScriptedDice;

    #[test]
    fn faces_score_crits_successes_and_complications() {
        let t = Target::plain(9).tagged(3);
        let r = roll(&mut ScriptedDice::new([3, 20]), 2, t, 1);
        assert_eq!(r.successes, 2);
        assert_eq!(r.complications, 1);
        assert!(r.passed);
        assert_eq!(r.excess, 1);
        assert_eq!(buy_cost(3), Some(6));
        assert_eq!(buy_cost(4), None);
    }

    #[test]
    fn odds_cover_every_outcome() {
        let counts = success_counts(2, Target::plain(10));
        assert_eq!(counts.iter().sum::<u128>(), 400);
        // One die: 1 crit, 9 plain successes, 10 failures.
        assert_eq!(success_counts(1, Target::plain(10)), vec![10, 9, 1]);
        assert_eq!(pass_odds(0, Target::plain(10), 0).numerator, 1);
    }
}
