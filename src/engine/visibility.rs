//! Who may read what, as data every game shares: how a campaign shows its
//! enemies' numbers to the channel ([`EnemyNumbers`]), the band an enemy's HP
//! falls in when the numbers are hidden ([`Band`]), and whether an entry of
//! the log is for the GMs only ([`Visibility`]). Pure: the front ends decide
//! where each kind of text goes; this module only says what is secret.

use serde::{Deserialize, Serialize};

/// Who reads a command's outcome and its log entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Visibility {
    /// Everyone in the channel (the default).
    #[default]
    Public,
    /// A GM's secret roll: the numbers go to the GMs only; the channel learns
    /// that a secret roll was made.
    Secret,
    /// A player's check made blind by a GM: the player and the channel learn
    /// that it was made, the GMs read the result.
    Blind,
}

impl Visibility {
    /// Whether only the GMs may read the outcome (secret or blind).
    #[must_use]
    pub fn is_hidden(self) -> bool {
        self != Visibility::Public
    }

    /// The visibility a GM asked for with a command's `secret` and `blind`
    /// options (blind wins: it is the more specific of the two).
    #[must_use]
    pub fn asked(secret: bool, blind: bool) -> Visibility {
        match (secret, blind) {
            (_, true) => Visibility::Blind,
            (true, false) => Visibility::Secret,
            (false, false) => Visibility::Public,
        }
    }
}

/// How the channel sees enemies' numbers (`/campaign enemies`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum EnemyNumbers {
    /// Every number (the default).
    #[default]
    Shown,
    /// HP as a [`Band`]; no attack or defence numbers.
    Bands,
    /// Not even the band.
    Hidden,
}

impl EnemyNumbers {
    /// Every setting, in the order offered.
    pub const ALL: [EnemyNumbers; 3] = [
        EnemyNumbers::Shown,
        EnemyNumbers::Bands,
        EnemyNumbers::Hidden,
    ];

    /// The id stored and typed (`shown`, `bands`, `hidden`).
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            EnemyNumbers::Shown => "shown",
            EnemyNumbers::Bands => "bands",
            EnemyNumbers::Hidden => "hidden",
        }
    }

    /// The setting of a stored or typed id; `None` for any other text.
    #[must_use]
    pub fn parse(text: &str) -> Option<EnemyNumbers> {
        let text = text.trim();
        Self::ALL
            .into_iter()
            .find(|n| n.as_str().eq_ignore_ascii_case(text))
    }
}

/// How hurt an enemy looks when its HP is not shown.
///
/// The thresholds, by the share of its maximum HP it still has: *unhurt* at
/// full HP, *wounded* above one half, *bloodied* above one quarter, *near
/// death* at one quarter or less (and at 0, down).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Band {
    /// At full HP.
    Unhurt,
    /// More than half of its HP left.
    Wounded,
    /// More than a quarter left.
    Bloodied,
    /// A quarter or less left.
    NearDeath,
}

impl Band {
    /// The band of `hp` out of `max` (a `max` of 0 or less reads as unhurt
    /// while `hp` is above 0: there is nothing to be a share of).
    #[must_use]
    pub fn of(hp: i64, max: i64) -> Band {
        if max <= 0 {
            return if hp > 0 {
                Band::Unhurt
            } else {
                Band::NearDeath
            };
        }
        if hp >= max {
            Band::Unhurt
        } else if hp * 2 > max {
            Band::Wounded
        } else if hp * 4 > max {
            Band::Bloodied
        } else {
            Band::NearDeath
        }
    }

    /// The id of its text (`band-<id>` in the locale files).
    #[must_use]
    pub fn id(self) -> &'static str {
        match self {
            Band::Unhurt => "unhurt",
            Band::Wounded => "wounded",
            Band::Bloodied => "bloodied",
            Band::NearDeath => "near-death",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bands_follow_the_share_of_hp_left() {
        assert_eq!(Band::of(43, 43), Band::Unhurt);
        assert_eq!(Band::of(50, 43), Band::Unhurt);
        assert_eq!(Band::of(42, 43), Band::Wounded);
        assert_eq!(Band::of(22, 43), Band::Wounded);
        assert_eq!(Band::of(21, 43), Band::Bloodied);
        assert_eq!(Band::of(11, 43), Band::Bloodied);
        assert_eq!(Band::of(10, 43), Band::NearDeath);
        assert_eq!(Band::of(0, 43), Band::NearDeath);
        assert_eq!(Band::of(-3, 43), Band::NearDeath);
        // Exactly a half is no longer "more than half"; exactly a quarter is near death.
        assert_eq!(Band::of(20, 40), Band::Bloodied);
        assert_eq!(Band::of(10, 40), Band::NearDeath);
        assert_eq!(Band::of(5, 0), Band::Unhurt);
    }

    #[test]
    fn enemy_settings_read_back_from_their_ids() {
        for n in EnemyNumbers::ALL {
            assert_eq!(EnemyNumbers::parse(n.as_str()), Some(n));
        }
        assert_eq!(EnemyNumbers::parse(" Bands "), Some(EnemyNumbers::Bands));
        assert_eq!(EnemyNumbers::parse("some"), None);
    }

    #[test]
    fn blind_is_hidden_and_wins_over_secret() {
        assert_eq!(Visibility::asked(true, true), Visibility::Blind);
        assert_eq!(Visibility::asked(true, false), Visibility::Secret);
        assert!(!Visibility::asked(false, false).is_hidden());
        assert!(Visibility::Blind.is_hidden());
    }
}
