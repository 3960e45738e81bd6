//! An HP change as the d20 and the Fallout 2d20 games tell it in their
//! events: before, after, the maximum and whether the unit is down. How a
//! game deals or heals HP is its own rule.

use serde::{Deserialize, Serialize};

/// An HP change: before, after and the max.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct HpChange {
    /// HP before.
    pub before: u32,
    /// HP after.
    pub after: u32,
    /// Max HP after.
    pub max: u32,
    /// Whether the unit is now at 0 HP (incapacitated, defeated or
    /// unconscious, by the game's rules).
    pub down: bool,
}
