//! The eleven skills of seed 001, the S.P.E.C.I.A.L. attributes that set their
//! bases, and the base formula: 5 x the controlling attribute (or the average
//! of two) + Luck, rounded down once at the end.

use serde::{Deserialize, Serialize};

use crate::engine::mechanics::special::Attribute;

/// A skill of the classic game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Skill {
    /// Melee (STR).
    Melee,
    /// Small Guns (AGI).
    SmallGuns,
    /// Big Guns ((END + AGI) / 2).
    BigGuns,
    /// Explosives ((AGI + PER) / 2).
    Explosives,
    /// Repair ((INT + AGI) / 2).
    Repair,
    /// Lockpick ((INT + AGI) / 2).
    Lockpick,
    /// Science (INT).
    Science,
    /// Speech (CHA).
    Speech,
    /// Medic ((INT + CHA) / 2).
    Medic,
    /// Sneak (AGI).
    Sneak,
    /// Observe (PER).
    Observe,
}

/// Most a skill may reach (seed 001).
pub const SKILL_MAX: u32 = 100;

impl Skill {
    /// Every skill in the seed's order; the index is the one characters store.
    pub const ALL: [Skill; 11] = [
        Skill::Melee,
        Skill::SmallGuns,
        Skill::BigGuns,
        Skill::Explosives,
        Skill::Repair,
        Skill::Lockpick,
        Skill::Science,
        Skill::Speech,
        Skill::Medic,
        Skill::Sneak,
        Skill::Observe,
    ];

    /// Position in [`Skill::ALL`].
    #[must_use]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The CLI word (`small-guns`).
    #[must_use]
    pub fn id(self) -> &'static str {
        match self {
            Skill::Melee => "melee",
            Skill::SmallGuns => "small-guns",
            Skill::BigGuns => "big-guns",
            Skill::Explosives => "explosives",
            Skill::Repair => "repair",
            Skill::Lockpick => "lockpick",
            Skill::Science => "science",
            Skill::Speech => "speech",
            Skill::Medic => "medic",
            Skill::Sneak => "sneak",
            Skill::Observe => "observe",
        }
    }

    /// The attributes that set the base: one, or two averaged.
    #[must_use]
    pub fn controlled_by(self) -> (Attribute, Option<Attribute>) {
        use Attribute::{Agi, Cha, End, Int, Per, Str};
        match self {
            Skill::Melee => (Str, None),
            Skill::SmallGuns | Skill::Sneak => (Agi, None),
            Skill::BigGuns => (End, Some(Agi)),
            Skill::Explosives => (Agi, Some(Per)),
            Skill::Repair | Skill::Lockpick => (Int, Some(Agi)),
            Skill::Science => (Int, None),
            Skill::Speech => (Cha, None),
            Skill::Medic => (Int, Some(Cha)),
            Skill::Observe => (Per, None),
        }
    }

    /// The base from seven scores in S.P.E.C.I.A.L. order: 5 x the controlling
    /// score, or 5 x (a + b) / 2 rounded down once, plus Luck.
    #[must_use]
    pub fn base(self, special: &[u8; 7]) -> u32 {
        let score = |a: Attribute| u32::from(special[a.index()]);
        let five_times = match self.controlled_by() {
            (a, None) => 5 * score(a),
            (a, Some(b)) => 5 * (score(a) + score(b)) / 2,
        };
        five_times + score(Attribute::Lck)
    }

    /// Parses the CLI word or the English name (`Small Guns`), ignoring
    /// case, spaces, hyphens and underscores. (A reader's own words are the
    /// front ends' to read, from the locales.)
    #[must_use]
    pub fn parse(word: &str) -> Option<Skill> {
        let w = fold(word);
        Skill::ALL.into_iter().find(|s| fold(s.id()) == w)
    }

    /// Every CLI word, for hints.
    #[must_use]
    pub fn names() -> Vec<String> {
        Skill::ALL.iter().map(|s| s.id().to_owned()).collect()
    }
}

/// A word reduced to lower-case letters and digits, for matching table names.
pub(crate) fn fold(word: &str) -> String {
    crate::engine::name::loose(word, skipped).collect()
}

/// Whether two words reduce ([`fold`]) to the same word, without allocating.
pub(crate) fn same_word(a: &str, b: &str) -> bool {
    crate::engine::name::loose_eq(a, b, skipped)
}

/// The characters [`fold`] drops.
fn skipped(c: char) -> bool {
    matches!(c, ' ' | '-' | '_' | '.' | '/')
}
