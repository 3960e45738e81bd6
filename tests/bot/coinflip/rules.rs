//! The coin flip's rules, the engine half of the game: a table of players
//! who call heads or tails, a coin, and the score. `execute` applies all of
//! a command or refuses it and leaves the table as it was.

use std::fmt;

use overseer::engine::homebrew::{Homebrew, Kind};
use overseer::engine::roster::Roster;
use overseer::engine::ruleset::{all_or_nothing, Ruleset, RulesetId};
use overseer::engine::Dice;
use serde::{Deserialize, Serialize};

/// The game.
pub struct CoinFlip;

/// A side of the coin: face 1 of a two-sided die is heads, face 2 tails.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    Heads,
    Tails,
}

impl Side {
    /// The side a two-sided die's face shows.
    fn of_face(face: u32) -> Side {
        if face == 1 {
            Side::Heads
        } else {
            Side::Tails
        }
    }

    /// Reads `heads` or `tails` (any case).
    pub fn read(word: &str) -> Option<Side> {
        match word.trim().to_ascii_lowercase().as_str() {
            "heads" => Some(Side::Heads),
            "tails" => Some(Side::Tails),
            _ => None,
        }
    }
}

/// A player at the table: a name, the user who plays it, its points.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub name: String,
    pub owner: String,
    pub points: u32,
}

/// The campaign: the players and how often the coin was flipped.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    pub players: Vec<Player>,
    pub flips: u32,
    #[serde(default, skip)]
    pub homebrew: NoHomebrew,
}

/// The game brews nothing: a homebrew of no kinds.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct NoHomebrew;

impl Homebrew for NoHomebrew {
    fn kinds(&self) -> Vec<&dyn Kind> {
        Vec::new()
    }

    fn kinds_mut(&mut self) -> Vec<&mut dyn Kind> {
        Vec::new()
    }
}

impl Roster for Table {
    fn owners(&self) -> Vec<(&str, &str)> {
        self.players
            .iter()
            .map(|p| (p.name.as_str(), p.owner.as_str()))
            .collect()
    }
}

/// What a front end may ask.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "command", rename_all = "snake_case")]
pub enum Command {
    /// Sets the table up.
    Start,
    /// Flips the coin; nobody scores.
    Flip,
    /// `name` (played by `owner`, who joins with it on a first call) calls
    /// `side`; the coin is flipped and a right call scores a point.
    Call {
        name: String,
        owner: String,
        side: Side,
    },
    /// Reads the score.
    Score,
}

/// What happened.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    Started,
    Flipped {
        side: Side,
        flips: u32,
    },
    Called {
        name: String,
        call: Side,
        right: bool,
        points: u32,
    },
    Scores {
        players: Vec<(String, u32)>,
        flips: u32,
    },
}

/// A command's events.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub events: Vec<Event>,
}

/// Why a command was refused.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum RuleError {
    /// The name is another user's player.
    NotYours { name: String },
    /// A call without a name, or with one longer than 32 characters.
    BadName,
}

impl RuleError {
    /// The refusal's code.
    pub fn code(&self) -> &'static str {
        match self {
            RuleError::NotYours { .. } => "not_yours",
            RuleError::BadName => "bad_name",
        }
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::NotYours { name } => write!(f, "{name} is another user's player"),
            RuleError::BadName => f.write_str("a call needs a name of 1 to 32 characters"),
        }
    }
}

impl std::error::Error for RuleError {}

impl Command {
    fn name(&self) -> &'static str {
        match self {
            Command::Start => "start",
            Command::Flip => "flip",
            Command::Call { .. } => "call",
            Command::Score => "score",
        }
    }
}

/// Flips the coin on `table`: the side it lands on, and the event.
fn flip(table: &mut Table, dice: &mut dyn Dice) -> (Side, Event) {
    table.flips += 1;
    let side = Side::of_face(dice.roll(2));
    let event = Event::Flipped {
        side,
        flips: table.flips,
    };
    (side, event)
}

/// A call: the caller's player (joining on a first call), the flip, the point.
fn call(
    table: &mut Table,
    (name, owner, side): (&str, &str, Side),
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let name = name.trim();
    if name.is_empty() || name.chars().count() > 32 {
        return Err(RuleError::BadName);
    }
    let known = table
        .players
        .iter()
        .position(|p| overseer::engine::name::same(&p.name, name));
    let at = match known {
        Some(i) if table.players[i].owner != owner => {
            return Err(RuleError::NotYours {
                name: table.players[i].name.clone(),
            })
        }
        Some(i) => i,
        None => {
            table.players.push(Player {
                name: name.to_owned(),
                owner: owner.to_owned(),
                points: 0,
            });
            table.players.len() - 1
        }
    };
    let (landed, flipped) = flip(table, dice);
    let player = &mut table.players[at];
    let right = landed == side;
    if right {
        player.points += 1;
    }
    let called = Event::Called {
        name: player.name.clone(),
        call: side,
        right,
        points: player.points,
    };
    Ok(vec![flipped, called])
}

impl Ruleset for CoinFlip {
    const ID: RulesetId = RulesetId::new("coin-flip");
    type Campaign = Table;
    type Command = Command;
    type Outcome = Outcome;
    type Error = RuleError;

    fn start() -> (Table, Command) {
        (Table::default(), Command::Start)
    }

    fn execute(
        table: &mut Table,
        command: &Command,
        dice: &mut dyn Dice,
    ) -> Result<Outcome, RuleError> {
        let keep = !Self::is_read_only(command);
        all_or_nothing(table, keep, |table| {
            let events = match command {
                Command::Start => {
                    *table = Table::default();
                    vec![Event::Started]
                }
                Command::Flip => vec![flip(table, dice).1],
                Command::Call { name, owner, side } => call(table, (name, owner, *side), dice)?,
                Command::Score => vec![Event::Scores {
                    players: table
                        .players
                        .iter()
                        .map(|p| (p.name.clone(), p.points))
                        .collect(),
                    flips: table.flips,
                }],
            };
            Ok(Outcome { events })
        })
    }

    fn is_read_only(command: &Command) -> bool {
        matches!(command, Command::Score)
    }

    fn command_name(command: &Command) -> &'static str {
        command.name()
    }

    fn events(outcome: &Outcome) -> serde_json::Value {
        serde_json::to_value(&outcome.events).unwrap_or_default()
    }

    fn validate(table: &Table) -> Result<(), String> {
        let calls: u32 = table.players.iter().map(|p| p.points).sum();
        if calls > table.flips {
            return Err(format!("{calls} points from {} flips", table.flips));
        }
        Ok(())
    }

    fn characters(table: &Table) -> usize {
        table.players.len()
    }

    fn homebrew(table: &Table) -> &dyn Homebrew {
        &table.homebrew
    }

    fn homebrew_mut(table: &mut Table) -> &mut dyn Homebrew {
        &mut table.homebrew
    }
}
