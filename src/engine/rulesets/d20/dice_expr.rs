//! Dice expressions for damage and the generic roll: `NdM`, `NdM+K`, `NdM-K`,
//! keep-highest/lowest (`4d6kh3`, `2d20kl1`) and a d20 with advantage or
//! disadvantage (`adv`, `dis`, optionally `adv+3`). The evaluator returns every
//! face, the faces kept and the total, so a renderer can show the whole roll.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::engine::dice::Dice;

use super::error::RuleError;

/// Which dice of a roll count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "count", rename_all = "snake_case")]
pub enum Keep {
    /// Every die.
    All,
    /// The highest `n` dice.
    Highest(u32),
    /// The lowest `n` dice.
    Lowest(u32),
}

/// A parsed, bounded dice expression.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiceExpr {
    /// How many dice, [`DiceExpr::COUNT_MIN`]`..=`[`DiceExpr::COUNT_MAX`].
    pub count: u32,
    /// Faces per die, [`DiceExpr::SIDES_MIN`]`..=`[`DiceExpr::SIDES_MAX`].
    pub sides: u32,
    /// Which dice count.
    pub keep: Keep,
    /// Added to the kept dice, within ±[`DiceExpr::MODIFIER_MAX`].
    pub modifier: i64,
}

/// One evaluated expression.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiceRoll {
    /// The expression, written canonically (`4d6kh3+2`).
    pub expr: String,
    /// Every face, in the order rolled.
    pub faces: Vec<u32>,
    /// The faces kept, in the order rolled.
    pub kept: Vec<u32>,
    /// The modifier added.
    pub modifier: i64,
    /// Kept faces plus the modifier.
    pub total: i64,
}

impl DiceExpr {
    /// Fewest dice.
    pub const COUNT_MIN: u32 = 1;
    /// Most dice.
    pub const COUNT_MAX: u32 = 100;
    /// Fewest faces.
    pub const SIDES_MIN: u32 = 2;
    /// Most faces.
    pub const SIDES_MAX: u32 = 1000;
    /// Largest modifier either way.
    pub const MODIFIER_MAX: i64 = 1000;

    /// `NdM` with no keep and no modifier (unchecked; for the data tables).
    #[must_use]
    pub const fn simple(count: u32, sides: u32, modifier: i64) -> DiceExpr {
        DiceExpr {
            count,
            sides,
            keep: Keep::All,
            modifier,
        }
    }

    /// Checks the bounds of every part.
    pub fn checked(self) -> Result<DiceExpr, RuleError> {
        use super::error::in_range;
        in_range(
            "dice count",
            i64::from(self.count),
            i64::from(Self::COUNT_MIN),
            i64::from(Self::COUNT_MAX),
        )?;
        in_range(
            "dice sides",
            i64::from(self.sides),
            i64::from(Self::SIDES_MIN),
            i64::from(Self::SIDES_MAX),
        )?;
        if let Keep::Highest(n) | Keep::Lowest(n) = self.keep {
            in_range("dice kept", i64::from(n), 1, i64::from(self.count))?;
        }
        in_range(
            "dice modifier",
            self.modifier,
            -Self::MODIFIER_MAX,
            Self::MODIFIER_MAX,
        )?;
        Ok(self)
    }

    /// Parses an expression, ignoring case and spaces (`4d6 kh3 + 2`).
    pub fn parse(text: &str) -> Result<DiceExpr, RuleError> {
        let s: String = text
            .chars()
            .filter(|c| !c.is_whitespace())
            .flat_map(char::to_lowercase)
            .collect();
        let bad = || RuleError::invalid("dice", text);
        // Split off a trailing +K / -K.
        let (body, modifier) = match s.rfind(['+', '-']) {
            Some(i) => {
                let k: i64 = s[i + 1..].parse().map_err(|_| bad())?;
                if s[i + 1..].starts_with(['+', '-']) {
                    return Err(bad());
                }
                (&s[..i], if s.as_bytes()[i] == b'-' { -k } else { k })
            }
            None => (s.as_str(), 0),
        };
        let expr = match body {
            "adv" | "advantage" => DiceExpr {
                count: 2,
                sides: 20,
                keep: Keep::Highest(1),
                modifier,
            },
            "dis" | "disadvantage" => DiceExpr {
                count: 2,
                sides: 20,
                keep: Keep::Lowest(1),
                modifier,
            },
            _ => {
                let (count, rest) = body.split_once('d').ok_or_else(bad)?;
                let count = if count.is_empty() {
                    1
                } else {
                    number(count).ok_or_else(bad)?
                };
                let (sides, keep) = match rest.find('k') {
                    Some(i) => {
                        let tail = &rest[i + 1..];
                        let (lowest, n) = if let Some(n) = tail.strip_prefix('h') {
                            (false, n)
                        } else if let Some(n) = tail.strip_prefix('l') {
                            (true, n)
                        } else {
                            (false, tail)
                        };
                        let n = number(n).ok_or_else(bad)?;
                        (
                            &rest[..i],
                            if lowest {
                                Keep::Lowest(n)
                            } else {
                                Keep::Highest(n)
                            },
                        )
                    }
                    None => (rest, Keep::All),
                };
                DiceExpr {
                    count,
                    sides: number(sides).ok_or_else(bad)?,
                    keep,
                    modifier,
                }
            }
        };
        expr.checked()
    }

    /// Rolls the dice and adds the kept ones and the modifier.
    pub fn roll(&self, dice: &mut dyn Dice) -> DiceRoll {
        let faces: Vec<u32> = (0..self.count).map(|_| dice.roll(self.sides)).collect();
        let kept = keep(&faces, self.keep);
        let total = kept.iter().map(|&f| i64::from(f)).sum::<i64>() + self.modifier;
        DiceRoll {
            expr: self.to_string(),
            faces,
            kept,
            modifier: self.modifier,
            total,
        }
    }

    /// How many dice count.
    #[must_use]
    pub fn kept_count(&self) -> u32 {
        match self.keep {
            Keep::All => self.count,
            Keep::Highest(n) | Keep::Lowest(n) => n.min(self.count),
        }
    }

    /// The smallest total it can give.
    #[must_use]
    pub fn min(&self) -> i64 {
        i64::from(self.kept_count()) + self.modifier
    }

    /// The largest total it can give.
    #[must_use]
    pub fn max(&self) -> i64 {
        i64::from(self.kept_count()) * i64::from(self.sides) + self.modifier
    }
}

/// A plain decimal number with at most four digits (every bound is below).
fn number(s: &str) -> Option<u32> {
    if s.is_empty() || s.len() > 4 || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

/// The faces kept, in roll order; ties keep the earlier die.
fn keep(faces: &[u32], keep: Keep) -> Vec<u32> {
    let (n, highest) = match keep {
        Keep::All => return faces.to_vec(),
        Keep::Highest(n) => (n as usize, true),
        Keep::Lowest(n) => (n as usize, false),
    };
    let mut order: Vec<usize> = (0..faces.len()).collect();
    // A stable sort keeps earlier dice first among equal faces.
    if highest {
        order.sort_by(|&a, &b| faces[b].cmp(&faces[a]));
    } else {
        order.sort_by(|&a, &b| faces[a].cmp(&faces[b]));
    }
    let mut chosen: Vec<usize> = order.into_iter().take(n).collect();
    chosen.sort_unstable();
    chosen.into_iter().map(|i| faces[i]).collect()
}

impl fmt::Display for DiceExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}d{}", self.count, self.sides)?;
        match self.keep {
            Keep::All => {}
            Keep::Highest(n) => write!(f, "kh{n}")?,
            Keep::Lowest(n) => write!(f, "kl{n}")?,
        }
        if self.modifier != 0 {
            write!(f, "{:+}", self.modifier)?;
        }
        Ok(())
    }
}
