//! Ammunition levels of seed 001: `plenty`, `some` and `3-2-1`, the die rolled
//! after each shot, and what finding loose rounds, a clip or a box does.

use serde::{Deserialize, Serialize};

use crate::engine::dice::Dice;

use super::skills::fold;

/// How much ammunition a character has for one weapon.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(tag = "level", content = "shots", rename_all = "snake_case")]
pub enum AmmoLevel {
    /// Nothing left: the weapon cannot fire.
    Empty,
    /// 3-2-1: the shots (or bursts) left, 1..=3.
    Count(u8),
    /// A clip.
    Some,
    /// A box.
    Plenty,
}

/// Ammunition found.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Find {
    /// One or two loose rounds (a d2 says which).
    Loose,
    /// A clip (`some`).
    Clip,
    /// A box (`plenty`).
    Box,
}

impl Find {
    /// Parses `loose`, `clip` or `box`.
    #[must_use]
    pub fn parse(word: &str) -> Option<Find> {
        match fold(word).as_str() {
            "loose" => Some(Find::Loose),
            "clip" => Some(Find::Clip),
            "box" => Some(Find::Box),
            _ => None,
        }
    }
}

/// What the die after a shot did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct AmmoUse {
    /// The level before the shot.
    pub before: AmmoLevel,
    /// The die's faces (d20/d12 at plenty, d6/d4 at some), if one was rolled.
    pub sides: Option<u32>,
    /// The face rolled.
    pub die: Option<u32>,
    /// The level after.
    pub after: AmmoLevel,
}

impl AmmoLevel {
    /// Parses `plenty`, `some`, `3`, `2`, `1` or `0`/`empty`.
    #[must_use]
    pub fn parse(word: &str) -> Option<AmmoLevel> {
        match fold(word).as_str() {
            "plenty" => Some(AmmoLevel::Plenty),
            "some" => Some(AmmoLevel::Some),
            "3" => Some(AmmoLevel::Count(3)),
            "2" => Some(AmmoLevel::Count(2)),
            "1" => Some(AmmoLevel::Count(1)),
            "0" | "empty" => Some(AmmoLevel::Empty),
            _ => None,
        }
    }

    /// Whether the level is one the rules can reach (3-2-1 holds 1..=3).
    #[must_use]
    pub fn is_valid(self) -> bool {
        !matches!(self, AmmoLevel::Count(n) if !(1..=3).contains(&n))
    }

    /// One shot fired at this level: the die rolled and the new level. At
    /// `plenty` a d20 (d12 for heavy weapons) showing 1 drops to `some`; at
    /// `some` a d6 (d4) showing 1 drops to 3-2-1; in 3-2-1 one shot is used.
    pub fn fire(self, heavy: bool, dice: &mut dyn Dice) -> AmmoUse {
        let roll = |sides: u32, dice: &mut dyn Dice| (sides, dice.roll(sides));
        let (sides, face, after) = match self {
            AmmoLevel::Plenty => {
                let (s, f) = roll(if heavy { 12 } else { 20 }, dice);
                (
                    Some(s),
                    Some(f),
                    if f == 1 { AmmoLevel::Some } else { self },
                )
            }
            AmmoLevel::Some => {
                let (s, f) = roll(if heavy { 4 } else { 6 }, dice);
                (
                    Some(s),
                    Some(f),
                    if f == 1 { AmmoLevel::Count(3) } else { self },
                )
            }
            AmmoLevel::Count(n) if n > 1 => (None, None, AmmoLevel::Count(n - 1)),
            AmmoLevel::Count(_) | AmmoLevel::Empty => (None, None, AmmoLevel::Empty),
        };
        AmmoUse {
            before: self,
            sides,
            die: face,
            after,
        }
    }

    /// Ammunition found at this level: loose rounds (1 or 2, rolled on a d2)
    /// add to 3-2-1 and make `some` at 4 or more; a clip on `some` becomes
    /// `plenty` on a d6 showing 6; otherwise the level becomes what was found
    /// when that is more. Returns the dice rolled and the new level.
    pub fn find(self, found: Find, dice: &mut dyn Dice) -> (Vec<(u32, u32)>, AmmoLevel) {
        match (self, found) {
            (AmmoLevel::Empty | AmmoLevel::Count(_), Find::Loose) => {
                let have = match self {
                    AmmoLevel::Count(n) => u32::from(n),
                    _ => 0,
                };
                let rounds = dice.roll(2);
                let total = have + rounds;
                let after = if total >= 4 {
                    AmmoLevel::Some
                } else {
                    AmmoLevel::Count(total as u8)
                };
                (vec![(2, rounds)], after)
            }
            (AmmoLevel::Some, Find::Clip) => {
                let face = dice.roll(6);
                let after = if face == 6 {
                    AmmoLevel::Plenty
                } else {
                    AmmoLevel::Some
                };
                (vec![(6, face)], after)
            }
            (level, Find::Clip) if level < AmmoLevel::Some => (Vec::new(), AmmoLevel::Some),
            (_, Find::Box) => (Vec::new(), AmmoLevel::Plenty),
            (level, _) => (Vec::new(), level),
        }
    }
}
