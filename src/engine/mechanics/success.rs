//! The four levels of success some games read a test as (the d20 game and the
//! classic Fallout game): critical failure, failure, success, critical
//! success, worst to best, so the derived order is the rules' order. How a
//! roll reaches a level is each game's own rule.

use serde::{Deserialize, Serialize};

/// The four levels of success, worst to best.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SuccessLevel {
    /// Failed badly (a critical failure, a fumble).
    CriticalFailure,
    /// Failed.
    Failure,
    /// Passed.
    Success,
    /// Passed extraordinarily well (a critical success, a critical hit).
    CriticalSuccess,
}

impl SuccessLevel {
    /// All four, worst to best; a level's index in it is its rank.
    pub const ALL: [SuccessLevel; 4] = [
        SuccessLevel::CriticalFailure,
        SuccessLevel::Failure,
        SuccessLevel::Success,
        SuccessLevel::CriticalSuccess,
    ];

    /// One level better, capped at critical success.
    #[must_use]
    pub fn raised(self) -> SuccessLevel {
        SuccessLevel::ALL[(self as usize + 1).min(3)]
    }

    /// One level worse, capped at critical failure.
    #[must_use]
    pub fn lowered(self) -> SuccessLevel {
        SuccessLevel::ALL[(self as usize).saturating_sub(1)]
    }

    /// Whether it is a success or a critical success.
    #[must_use]
    pub fn succeeded(self) -> bool {
        self >= SuccessLevel::Success
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_move_one_step_within_the_four() {
        use SuccessLevel::*;
        assert_eq!(Failure.raised(), Success);
        assert_eq!(CriticalSuccess.raised(), CriticalSuccess);
        assert_eq!(Success.lowered(), Failure);
        assert_eq!(CriticalFailure.lowered(), CriticalFailure);
        assert!(Success.succeeded() && CriticalSuccess.succeeded());
        assert!(!Failure.succeeded() && !CriticalFailure.succeeded());
        assert!(CriticalFailure < Failure && Success < CriticalSuccess);
    }
}
