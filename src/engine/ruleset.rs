//! Which game a campaign plays.
//!
//! A campaign plays one ruleset, chosen when it starts and fixed for its life.
//! [`RulesetId`] is the closed list of the games Overseer knows, with the id the
//! store keeps in `campaigns.ruleset` and an export names; front ends ask it
//! which games can be started and refuse a command of another game.
//!
//! [`Ruleset`] is what a game gives the rest of Overseer: its campaign state,
//! commands, outcome and refusals, and the one entry point that runs them. The
//! session stores and runs any game through it; each game's rules live in its
//! own folder under `rulesets/`.

use std::fmt;
use std::str::FromStr;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::dice::Dice;

/// A game Overseer knows, by the id the store keeps.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum RulesetId {
    /// The wasteland 2d20 game of seed 000 and the rules reference (the default).
    #[serde(rename = "wasteland-2d20")]
    Wasteland2d20,
    /// The official Fallout 2d20 combat of seed 002 with the published core rules.
    #[serde(rename = "fallout-2d20")]
    Fallout2d20,
    /// The classic Fallout pen-and-paper d100 game of seeds 001 and 003.
    #[serde(rename = "fallout-pnp")]
    FalloutPnp,
    /// The generic d20 game of seed 004.
    #[serde(rename = "d20")]
    D20,
}

impl RulesetId {
    /// Every game, the default first.
    pub const ALL: [RulesetId; 4] = [
        RulesetId::Wasteland2d20,
        RulesetId::Fallout2d20,
        RulesetId::FalloutPnp,
        RulesetId::D20,
    ];

    /// The game a campaign plays when nobody chose one, and the game of every
    /// campaign stored before rulesets existed.
    pub const DEFAULT: RulesetId = RulesetId::Wasteland2d20;

    /// The id the store keeps and exports carry.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            RulesetId::Wasteland2d20 => "wasteland-2d20",
            RulesetId::Fallout2d20 => "fallout-2d20",
            RulesetId::FalloutPnp => "fallout-pnp",
            RulesetId::D20 => "d20",
        }
    }
}

impl fmt::Display for RulesetId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// An id that names no game Overseer knows.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown ruleset {0}")]
pub struct UnknownRuleset(pub String);

impl FromStr for RulesetId {
    type Err = UnknownRuleset;

    /// Reads an id exactly as the store writes it, ignoring case and
    /// surrounding space.
    fn from_str(text: &str) -> Result<RulesetId, UnknownRuleset> {
        let text = text.trim();
        RulesetId::ALL
            .into_iter()
            .find(|r| r.as_str().eq_ignore_ascii_case(text))
            .ok_or_else(|| UnknownRuleset(super::name::echo(text)))
    }
}

/// The machine-readable code of a game's refusal, from its serde form (a
/// `tag = "error"` enum): the tag (`out_of_range`), or `unknown_<kind>` for
/// an unknown name (`unknown_character`). Every game's `RuleError::code`.
#[must_use]
pub fn refusal_code(error: &impl Serialize) -> String {
    let value = serde_json::to_value(error).unwrap_or_default();
    let word = |key: &str| value.get(key).and_then(serde_json::Value::as_str);
    match (word("error"), word("kind")) {
        (Some("unknown"), Some(kind)) => format!("unknown_{kind}"),
        (tag, _) => tag.unwrap_or_default().to_owned(),
    }
}

/// A choice a player makes after a roll, kept until they press a button: who
/// may make it and what it re-rolls, as the game stores it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PendingChoice {
    /// The user id allowed to make it (a GM may too).
    pub owner: String,
    /// The character it is about.
    pub leader: String,
    /// The game's own record of the choice, as JSON.
    pub offer: serde_json::Value,
}

/// A game: its state, commands, outcomes and refusals, and how they run. A
/// game's `execute` either applies all of an outcome or refuses and leaves the
/// campaign exactly as it was. (`'static`: a command-line batch keeps a
/// campaign loaded between commands, by its type.)
pub trait Ruleset: 'static {
    /// The game's id.
    const ID: RulesetId;
    /// A campaign's whole state.
    type Campaign: Clone + Serialize + DeserializeOwned + Send + Sync;
    /// What a front end may ask.
    type Command: Serialize + Send + Sync;
    /// What happened: typed events.
    type Outcome: Serialize + Send;
    /// Why a command was refused.
    type Error: std::error::Error + Send + Sync + 'static;

    /// A fresh campaign and the command that starts it (its outcome tells the
    /// table what was set up).
    fn start() -> (Self::Campaign, Self::Command);

    /// Runs a command: the outcome, with the campaign changed as it says, or a
    /// refusal and no change.
    fn execute(
        campaign: &mut Self::Campaign,
        command: &Self::Command,
        dice: &mut dyn Dice,
    ) -> Result<Self::Outcome, Self::Error>;

    /// Whether a command only reads (nothing to save, log or undo).
    fn is_read_only(command: &Self::Command) -> bool;

    /// The command's name in the log.
    fn command_name(command: &Self::Command) -> &'static str;

    /// The outcome's events as JSON, for the log.
    fn events(outcome: &Self::Outcome) -> serde_json::Value;

    /// Every invariant of a state that did not come from commands (an import);
    /// the first broken one, in words.
    fn validate(campaign: &Self::Campaign) -> Result<(), String>;

    /// A choice the outcome leaves a player (a Luck re-roll), if any.
    fn pending_choice(
        _campaign: &Self::Campaign,
        _outcome: &Self::Outcome,
    ) -> Option<PendingChoice> {
        None
    }
}

/// Runs `apply` on a copy of `campaign` and keeps the copy only when it
/// succeeds and `keep` says so (a read-only command's copy is dropped): the
/// all-or-nothing every game's `execute` promises.
///
/// # Errors
/// What `apply` refuses; the campaign is then exactly as it was.
pub fn all_or_nothing<C: Clone, O, E>(
    campaign: &mut C,
    keep: bool,
    apply: impl FnOnce(&mut C) -> Result<O, E>,
) -> Result<O, E> {
    let mut next = campaign.clone();
    let outcome = apply(&mut next)?;
    if keep {
        *campaign = next;
    }
    Ok(outcome)
}

/// The [`Ruleset`] methods a game gives by asking its own types, written once:
/// inside `impl Ruleset for MyGame`, where the campaign has `execute` and
/// `validate`, the command `is_read_only` and `name`, and the outcome its
/// `events`.
macro_rules! delegate_to_campaign {
    () => {
        fn execute(
            campaign: &mut Self::Campaign,
            command: &Self::Command,
            dice: &mut dyn $crate::engine::dice::Dice,
        ) -> Result<Self::Outcome, Self::Error> {
            let mut outcome = campaign.execute(command, dice)?;
            // The front ends mark what the campaign's homebrew defines, and
            // draw the outcome without the campaign: it carries the homebrew
            // (shared text, a cheap clone). A plain campaign carries nothing.
            if !$crate::engine::homebrew::Homebrew::is_plain(&campaign.homebrew) {
                outcome.homebrew = Some(campaign.homebrew.clone());
            }
            Ok(outcome)
        }

        fn is_read_only(command: &Self::Command) -> bool {
            command.is_read_only()
        }

        fn command_name(command: &Self::Command) -> &'static str {
            command.name()
        }

        fn events(outcome: &Self::Outcome) -> serde_json::Value {
            serde_json::to_value(&outcome.events).unwrap_or_default()
        }

        fn validate(campaign: &Self::Campaign) -> Result<(), String> {
            campaign.validate().map_err(|broken| broken.to_string())
        }
    };
}
pub(crate) use delegate_to_campaign;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_through_text_and_serde() {
        for id in RulesetId::ALL {
            assert_eq!(id.as_str().parse::<RulesetId>(), Ok(id));
            assert_eq!(
                serde_json::to_value(id).ok(),
                Some(serde_json::Value::String(id.as_str().to_owned()))
            );
        }
        assert_eq!(" D20 ".parse::<RulesetId>(), Ok(RulesetId::D20));
        assert_eq!(
            "dnd-5e".parse::<RulesetId>(),
            Err(UnknownRuleset("dnd-5e".into()))
        );
        assert_eq!(RulesetId::DEFAULT.as_str(), "wasteland-2d20");
    }
}
