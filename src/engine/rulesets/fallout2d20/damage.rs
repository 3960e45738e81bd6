//! Combat dice and hit locations: the faces of a combat die, a pool of them
//! rolled for damage, the exact distribution of their totals, and the exact
//! odds of each hit location on a table. Pure functions of faces.

use serde::{Deserialize, Serialize};

use crate::engine::dice::Dice;

use super::data::{location_for, LocationRow};

/// Faces of a combat die.
pub const SIDES: u32 = 6;
/// Most combat dice one roll may throw.
pub const MAX_DICE: u32 = 60;

/// One combat die.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct CombatDie {
    /// The d6 face, 1..=6.
    pub face: u32,
    /// Damage it shows: 1, 2, 0, 0, 1, 1.
    pub damage: u32,
    /// Whether it shows an Effect (faces 5 and 6).
    pub effect: bool,
}

/// Reads a d6 face as a combat die.
#[must_use]
pub fn combat_die(face: u32) -> CombatDie {
    let (damage, effect) = match face {
        1 => (1, false),
        2 => (2, false),
        5 | 6 => (1, true),
        _ => (0, false),
    };
    CombatDie {
        face,
        damage,
        effect,
    }
}

/// A rolled pool of combat dice.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CombatRoll {
    /// Every die in the order rolled.
    pub dice: Vec<CombatDie>,
    /// The damage they show together.
    pub total: u32,
    /// How many show an Effect.
    pub effects: u32,
}

/// Reads faces as a pool of combat dice.
#[must_use]
pub fn read_combat(faces: &[u32]) -> CombatRoll {
    let dice: Vec<CombatDie> = faces.iter().map(|&f| combat_die(f)).collect();
    CombatRoll {
        total: dice.iter().map(|d| d.damage).sum(),
        effects: dice.iter().filter(|d| d.effect).count() as u32,
        dice,
    }
}

/// Rolls `count` combat dice.
pub fn roll_combat(dice: &mut dyn Dice, count: u32) -> CombatRoll {
    let faces: Vec<u32> = (0..count).map(|_| dice.roll(SIDES)).collect();
    read_combat(&faces)
}

/// How many of the 6^`count` outcomes show each total, from 0 to 2 x `count`.
#[must_use]
pub fn total_counts(count: u32) -> Vec<u128> {
    // Per die: total 0 on two faces, 1 on three (1, 5, 6), 2 on one.
    let per_die = [2u128, 3, 1];
    let mut counts = vec![1u128];
    for _ in 0..count {
        let mut next = vec![0u128; counts.len() + 2];
        for (k, &ways) in counts.iter().enumerate() {
            for (d, &faces) in per_die.iter().enumerate() {
                next[k + d] += ways * faces;
            }
        }
        counts = next;
    }
    counts
}

/// How many of the 6^`count` outcomes show each number of Effects, from 0
/// to `count`.
#[must_use]
pub fn effect_counts(count: u32) -> Vec<u128> {
    let mut counts = vec![1u128];
    for _ in 0..count {
        let mut next = vec![0u128; counts.len() + 1];
        for (k, &ways) in counts.iter().enumerate() {
            next[k] += ways * 4;
            next[k + 1] += ways * 2;
        }
        counts = next;
    }
    counts
}

/// How many of the twenty d20 faces hit each location of `table`, in table order.
#[must_use]
pub fn location_counts(table: &'static [LocationRow]) -> Vec<(&'static str, u32)> {
    let mut counts: Vec<(&'static str, u32)> = table.iter().map(|r| (r.key, 0)).collect();
    for face in 1..=20 {
        if let Some(row) = location_for(table, face) {
            if let Some(c) = counts.iter_mut().find(|(k, _)| *k == row.key) {
                c.1 += 1;
            }
        }
    }
    counts
}
