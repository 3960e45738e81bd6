//! A campaign brought over from the seed engine: the JSON state file its
//! Fallout script keeps (github.com/linanwx/nagobot,
//! `cmd/templates/scripts/fallout`), in the format of the release seed 000
//! describes (commit fc38fbb: one `location` for everyone, no hunger) and of
//! its current release (commit d9478b7: `global_location` and each player's
//! own, hunger, and the table habits this game keeps as house rules), mapped
//! into a wasteland campaign ([`import_seed`]).
//!
//! Pure: bytes in, a checked [`Campaign`] out, or a [`SeedError`] naming
//! where the file broke which bound. Everything the game models is carried
//! over (players with S.P.E.C.I.A.L., skills, tags, HP, rads, caps, AP,
//! inventory, hunger, effects, down or dead, where each is; enemies; the
//! chapter, turn, clock, weather, quest and mode; who acted this round); what
//! it does not model is named, per player and field, in
//! [`SeedImport::not_modelled`], never dropped unsaid. Fields neither release
//! writes are named the same way. Names pass the engine's name gate and
//! look-alike check, numbers their ranges, and the result
//! [`Campaign::validate`], as any import.

mod field;
mod party;
mod tree;

use serde::Serialize;
use serde_json::Value;

use super::campaign::Campaign;
use super::error::{RuleError, Unknown};
use super::house::HouseRule;
use super::validate::MAX_COUNTER;
use super::world::{Mode, Period, Weather};
use crate::engine::name;
use tree::{get, Field, Tree};

pub use tree::Expected;

/// The largest state file read: the script's files are a few kilobytes (its
/// history keeps the last entries only), so 2 MiB is room for any table.
pub const MAX_SEED_BYTES: usize = 2 * 1024 * 1024;
/// Most players a file may bring.
pub const MAX_SEED_PLAYERS: usize = 100;
/// Most enemies a file may bring.
pub const MAX_SEED_ENEMIES: usize = 200;
/// Most inventory entries, or status effects, of one player.
pub const MAX_SEED_ENTRIES: usize = 1000;

/// The house rules the seed engine's current release plays by (AP capped at
/// 6, Luck only on a failure or complication, dodging, PER awareness, skill
/// growth on failure, hunger): its campaigns keep playing so here.
pub const CURRENT_HOUSE_RULES: [HouseRule; 6] = [
    HouseRule::LuckOnFailure,
    HouseRule::Dodge,
    HouseRule::Hunger,
    HouseRule::Awareness,
    HouseRule::SkillGrowth,
    HouseRule::ApCap,
];

/// Which release of the script wrote the file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum SeedFormat {
    /// The current release: `global_location`, per-player locations, hunger.
    Current,
    /// The release seed 000 describes: one `location`, no hunger.
    Seed000,
}

impl SeedFormat {
    /// Its id in answers (`current`, `seed-000`).
    #[must_use]
    pub fn id(self) -> &'static str {
        match self {
            SeedFormat::Current => "current",
            SeedFormat::Seed000 => "seed-000",
        }
    }
}

/// Whose field a [`NotModelled`] entry is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Subject {
    /// The campaign's own (chapter title, history, ...).
    World,
    /// A player's.
    Player,
    /// An enemy's.
    Enemy,
    /// An NPC the script remembered.
    Npc,
}

/// A field of the file this game does not model, named so nobody is
/// surprised it is gone.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct NotModelled {
    /// Whose field.
    pub of: Subject,
    /// The player's, enemy's or NPC's name; none for the world.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The field, as the file names it.
    pub field: String,
    /// Its value, when it is one value.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<Value>,
    /// How many entries, when it is a list or an object.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub entries: Option<usize>,
}

impl NotModelled {
    fn new(of: Subject, name: Option<&str>, field: &str, value: &Tree) -> NotModelled {
        let (value, entries) = match value {
            Tree::List(items) => (None, Some(items.len())),
            Tree::Object(fields) => (None, Some(fields.len())),
            other => (Some(other.to_value()), None),
        };
        NotModelled {
            of,
            name: name.map(str::to_owned),
            field: name::echo(field),
            value,
            entries,
        }
    }
}

/// A seed-engine campaign, mapped and checked.
#[derive(Debug, Clone, PartialEq)]
pub struct SeedImport {
    /// The campaign, valid ([`Campaign::validate`]).
    pub campaign: Campaign,
    /// Which release wrote the file.
    pub format: SeedFormat,
    /// What the game does not model, in file order.
    pub not_modelled: Vec<NotModelled>,
}

/// Why a state file was refused; nothing is imported.
#[derive(Debug, Clone, PartialEq)]
pub enum SeedError {
    /// Over [`MAX_SEED_BYTES`].
    TooLarge {
        /// The file's size (or the bytes read before the limit).
        bytes: usize,
        /// The limit.
        max: usize,
    },
    /// Not JSON at all.
    NotJson {
        /// The parser's words.
        detail: String,
    },
    /// A field of the wrong kind.
    Malformed {
        /// Where.
        at: String,
        /// What it should have been.
        expected: Expected,
    },
    /// A number outside its range (or not a whole number), as written.
    Number {
        /// Where.
        at: String,
        /// The number as the file writes it.
        value: String,
        /// Smallest allowed.
        min: i64,
        /// Largest allowed.
        max: i64,
    },
    /// More players, enemies or entries than a file may bring.
    TooMany {
        /// Where.
        at: String,
        /// How many.
        count: usize,
        /// The most.
        max: usize,
    },
    /// A value the game's rules refuse (a name, the S.P.E.C.I.A.L. total,
    /// tag skills, a skill, two names that look alike...).
    Refused {
        /// Where.
        at: String,
        /// The rule's refusal.
        error: RuleError,
    },
    /// The campaign breaks an invariant the engine keeps (a case the
    /// checks above did not name).
    Invalid {
        /// Where in the campaign.
        at: String,
        /// The rule.
        rule: String,
    },
}

impl SeedError {
    /// The machine-readable code (`too_large`, `not_json`, `malformed`,
    /// `out_of_range`, `too_many`, `invalid_seed`, or the rule's own).
    #[must_use]
    pub fn code(&self) -> String {
        match self {
            SeedError::TooLarge { .. } => "too_large".into(),
            SeedError::NotJson { .. } => "not_json".into(),
            SeedError::Malformed { .. } => "malformed".into(),
            SeedError::Number { .. } => "out_of_range".into(),
            SeedError::TooMany { .. } => "too_many".into(),
            SeedError::Refused { error, .. } => error.code(),
            SeedError::Invalid { .. } => "invalid_seed".into(),
        }
    }

    fn refused(at: &str, error: impl Into<RuleError>) -> SeedError {
        SeedError::Refused {
            at: at.to_owned(),
            error: error.into().bounded(),
        }
    }
}

/// The top-level fields the two releases write, each read here or named as
/// not modelled.
const WORLD_FIELDS: [&str; 10] = [
    "chapter",
    "chapter_start_turn",
    "global_location",
    "location",
    "turn",
    "time_of_day",
    "weather",
    "quest",
    "mode",
    "combat_round",
];

/// Reads a seed-engine state file into a campaign of this game.
///
/// # Errors
/// The first thing refused, with where it is; nothing is half-read.
pub fn import_seed(bytes: &[u8]) -> Result<SeedImport, SeedError> {
    if bytes.len() > MAX_SEED_BYTES {
        return Err(SeedError::TooLarge {
            bytes: bytes.len(),
            max: MAX_SEED_BYTES,
        });
    }
    let root = Tree::parse(bytes).map_err(|detail| SeedError::NotJson { detail })?;
    let top = Field {
        at: "(file)",
        value: &root,
    }
    .object()?;
    let format = format_of(top);
    let mut campaign = Campaign::new();
    let mut notes = Vec::new();
    world(top, &mut campaign, &mut notes)?;
    if format == SeedFormat::Current {
        campaign.house_rules.extend(CURRENT_HOUSE_RULES);
    }
    let location = campaign.world.location.clone();
    if let Some(players) = get(top, "players") {
        party::players(players, &location, format, &mut campaign, &mut notes)?;
    }
    if let Some(enemies) = get(top, "enemies") {
        field::enemies(enemies, &mut campaign, &mut notes)?;
    }
    if let Some(acted) = get(top, "turn_actions") {
        field::acted(acted, &mut campaign, &mut notes)?;
    }
    rest_of_file(top, &mut notes);
    campaign.validate().map_err(|broken| SeedError::Invalid {
        at: broken.at,
        rule: broken.rule.to_string(),
    })?;
    Ok(SeedImport {
        campaign,
        format,
        not_modelled: notes,
    })
}

/// The current release writes `global_location` (and each player's own
/// `location` and `hunger`); the release seed 000 describes, one `location`.
fn format_of(top: &[(String, Tree)]) -> SeedFormat {
    if get(top, "global_location").is_some() {
        return SeedFormat::Current;
    }
    if get(top, "location").is_some() {
        return SeedFormat::Seed000;
    }
    let players = match get(top, "players") {
        Some(Tree::Object(players)) => players.as_slice(),
        _ => &[],
    };
    let newer = players.iter().any(|(_, p)| match p {
        Tree::Object(f) => get(f, "hunger").is_some() || get(f, "location").is_some(),
        _ => false,
    });
    if newer {
        SeedFormat::Current
    } else {
        SeedFormat::Seed000
    }
}

/// The world line: chapter, turn, clock, weather, quest, mode, place.
fn world(
    top: &[(String, Tree)],
    campaign: &mut Campaign,
    notes: &mut Vec<NotModelled>,
) -> Result<(), SeedError> {
    let w = &mut campaign.world;
    let at = |key: &'static str| get(top, key).map(|value| Field { at: key, value });
    let counter = |key: &'static str, min: u32| -> Result<Option<u32>, SeedError> {
        at(key).map(|f| f.count(min, MAX_COUNTER)).transpose()
    };
    w.chapter = counter("chapter", 1)?.unwrap_or(1);
    w.turn = counter("turn", 0)?.unwrap_or(0);
    w.combat_round = counter("combat_round", 0)?.unwrap_or(0);
    if let Some(f) = at("chapter_start_turn") {
        w.chapter_start_turn = f.count(0, w.turn)?;
    }
    let place = at("global_location").or_else(|| at("location"));
    if let Some(f) = place {
        w.location = clean_text(f, name::LOCATION)?;
    }
    if let Some(f) = at("quest") {
        w.quest = clean_text(f, name::QUEST)?;
    }
    // The script starts at Early Morning, turn 0, and moves one period a
    // turn: a time it does not know is read off the turn.
    w.period = Period::ALL[(w.turn % 8) as usize];
    if let Some(f) = at("time_of_day") {
        match Period::parse(&f.text()?) {
            Some(p) => w.period = p,
            None => notes.push(NotModelled::new(Subject::World, None, f.at, f.value)),
        }
    }
    let p = w.period as u32;
    w.day = if w.turn >= p { (w.turn - p) / 8 + 1 } else { 1 };
    if let Some(f) = at("weather") {
        match Weather::parse(&f.text()?) {
            Some(weather) => w.weather = weather,
            None => notes.push(NotModelled::new(Subject::World, None, f.at, f.value)),
        }
    }
    if let Some(f) = at("mode") {
        match Mode::parse(&f.text()?) {
            Some(mode) => w.mode = mode,
            None => {
                return Err(SeedError::refused(
                    f.at,
                    unknown(
                        Unknown::Mode,
                        &f.text()?,
                        vec!["exploration".into(), "combat".into()],
                    ),
                ))
            }
        }
    }
    Ok(())
}

/// Every top-level field not read above, named when it holds anything:
/// the chapter's title, the script's history and its NPCs, the ids and
/// results it keeps for its own replies, and fields neither release writes.
fn rest_of_file(top: &[(String, Tree)], notes: &mut Vec<NotModelled>) {
    let read = |key: &str| {
        WORLD_FIELDS.contains(&key) || ["players", "enemies", "turn_actions"].contains(&key)
    };
    for (key, value) in top {
        if read(key) || value.is_empty() {
            continue;
        }
        match (key.as_str(), value) {
            ("npcs", Tree::Object(npcs)) => {
                for (npc, about) in npcs {
                    notes.push(NotModelled::new(
                        Subject::Npc,
                        Some(&name::echo(npc)),
                        "npc",
                        about,
                    ));
                }
            }
            _ => notes.push(NotModelled::new(Subject::World, None, key, value)),
        }
    }
}

/// A name that matches nothing of its kind.
fn unknown(kind: Unknown, text: &str, suggestions: Vec<String>) -> RuleError {
    RuleError::Unknown {
        kind,
        name: name::echo(text),
        suggestions,
    }
}

/// Text through the engine's name gate for its kind.
fn clean_text(f: Field<'_>, bound: name::Bound) -> Result<String, SeedError> {
    name::clean(bound, &f.text()?).map_err(|e| SeedError::refused(f.at, RuleError::from(e)))
}

/// A name of a list through the gate and the one name check
/// (`free_name`) against the names before it.
fn new_name(
    at: &str,
    raw: &str,
    bound: name::Bound,
    taken: &[String],
) -> Result<String, SeedError> {
    let clean = name::clean(bound, raw).map_err(|e| SeedError::refused(at, RuleError::from(e)))?;
    // The one check every path that names a unit goes through: taken, looks
    // like a name taken, or one of the game's fixed words.
    super::error::free_name(&clean, taken.iter().map(String::as_str))
        .map_err(|e| SeedError::refused(at, e))?;
    Ok(clean)
}

/// The entries of a list-like field, refused past `max`.
fn bounded<T>(at: &str, items: &[T], max: usize) -> Result<(), SeedError> {
    if items.len() > max {
        return Err(SeedError::TooMany {
            at: at.to_owned(),
            count: items.len(),
            max,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests;
