//! Dice: the only way randomness enters the engine.
//!
//! Every rule asks a [`Dice`] for faces. Production code hands the engine a
//! [`SeededDice`] seeded from the operating system (outside the engine), the CLI's
//! `--seed` hands it one seeded with a number, and tests hand it [`ScriptedDice`]
//! with the exact faces a scenario needs.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex, PoisonError};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha20Rng;

/// Most times one command repeats a roll (`/roll ... repeat:`, `roll 3d6 x5`).
pub const REPEAT_MAX: i64 = 20;

/// One roll: the default repeat count of a stored or typed command.
#[must_use]
pub const fn once() -> i64 {
    1
}

/// A source of die faces.
pub trait Dice {
    /// Rolls one die with `sides` faces and returns a face in `1..=sides`.
    ///
    /// `sides` is at least 1; the engine never asks for a zero-sided die.
    fn roll(&mut self, sides: u32) -> u32;
}

/// Reproducible dice from the ChaCha20 stream cipher.
///
/// The same seed gives the same faces on every platform, which is what makes
/// `overseer cli --seed N` runs and simulations repeatable.
#[derive(Debug, Clone)]
pub struct SeededDice(ChaCha20Rng);

impl SeededDice {
    /// Dice seeded with a number.
    #[must_use]
    pub fn from_seed(seed: u64) -> Self {
        Self(ChaCha20Rng::seed_from_u64(seed))
    }

    /// Dice seeded with 32 bytes of entropy supplied by the caller.
    #[must_use]
    pub fn from_bytes(seed: [u8; 32]) -> Self {
        Self(ChaCha20Rng::from_seed(seed))
    }
}

impl Dice for SeededDice {
    fn roll(&mut self, sides: u32) -> u32 {
        self.0.random_range(1..=sides.max(1))
    }
}

/// Dice that return faces from a script, for tests and replays.
///
/// Each face is checked against the die it is used for, so a script that no
/// longer matches the rules fails loudly instead of passing by accident.
#[derive(Debug, Clone, Default)]
pub struct ScriptedDice {
    faces: VecDeque<u32>,
    used: usize,
}

impl ScriptedDice {
    /// Dice that will return `faces` in order.
    #[must_use]
    pub fn new(faces: impl IntoIterator<Item = u32>) -> Self {
        Self {
            faces: faces.into_iter().collect(),
            used: 0,
        }
    }

    /// How many faces are still waiting to be rolled.
    #[must_use]
    pub fn remaining(&self) -> usize {
        self.faces.len()
    }

    /// How many faces have been rolled so far.
    #[must_use]
    pub fn used(&self) -> usize {
        self.used
    }

    /// Appends `faces` to the script.
    pub fn extend(&mut self, faces: impl IntoIterator<Item = u32>) {
        self.faces.extend(faces);
    }
}

/// A [`ScriptedDice`] shared between a test and a running front end: the test
/// pushes the faces a scenario needs, the front end rolls them, in order,
/// whatever task it rolls on. Clones share one script.
///
/// Only tests build one (the bot's `BotOptions::dice`); nothing reads it
/// from the environment, so a deployed bot always rolls random dice.
#[derive(Debug, Clone, Default)]
pub struct DiceScript(Arc<Mutex<ScriptedDice>>);

impl DiceScript {
    /// An empty script.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Appends `faces` to the script.
    pub fn push(&self, faces: impl IntoIterator<Item = u32>) {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .extend(faces);
    }

    /// How many faces are still waiting to be rolled.
    #[must_use]
    pub fn remaining(&self) -> usize {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .remaining()
    }

    /// How many faces have been rolled so far.
    #[must_use]
    pub fn used(&self) -> usize {
        self.0.lock().unwrap_or_else(PoisonError::into_inner).used()
    }
}

/// Two handles are equal when they share one script.
impl PartialEq for DiceScript {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for DiceScript {}

impl Dice for DiceScript {
    /// # Panics
    /// As [`ScriptedDice::roll`]: an exhausted script or a face that does not
    /// fit the die is a wrong test script.
    fn roll(&mut self, sides: u32) -> u32 {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .roll(sides)
    }
}

impl Dice for ScriptedDice {
    /// # Panics
    /// When the script is exhausted or a face does not fit the die: both mean the
    /// test's script is wrong, which must not pass silently.
    fn roll(&mut self, sides: u32) -> u32 {
        let face = self.faces.pop_front().unwrap_or_else(|| {
            panic!(
                "scripted dice exhausted after {} rolls (asked for a d{sides})",
                self.used
            )
        });
        assert!(
            (1..=sides).contains(&face),
            "scripted face {face} does not fit a d{sides} (roll #{})",
            self.used + 1
        );
        self.used += 1;
        face
    }
}

/// Rolls `count` dice of `sides` faces.
pub fn roll_many(dice: &mut dyn Dice, count: u32, sides: u32) -> Vec<u32> {
    (0..count).map(|_| dice.roll(sides)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeded_dice_repeat_for_the_same_seed_and_stay_in_range() {
        let mut a = SeededDice::from_seed(7);
        let mut b = SeededDice::from_seed(7);
        let xs: Vec<u32> = (0..200).map(|_| a.roll(20)).collect();
        let ys: Vec<u32> = (0..200).map(|_| b.roll(20)).collect();
        assert_eq!(xs, ys);
        assert!(xs.iter().all(|f| (1..=20).contains(f)));
        assert!(xs.contains(&1) && xs.contains(&20));
    }

    #[test]
    fn scripted_dice_return_their_script_in_order() {
        let mut d = ScriptedDice::new([3, 20, 1]);
        assert_eq!(roll_many(&mut d, 3, 20), vec![3, 20, 1]);
        assert_eq!(d.remaining(), 0);
        assert_eq!(d.used(), 3);
    }

    #[test]
    #[should_panic(expected = "does not fit a d6")]
    fn scripted_dice_refuse_a_face_too_big_for_the_die() {
        ScriptedDice::new([7]).roll(6);
    }
}
