//! The classic game's CLI word parser: the words of one command line (already
//! split by the CLI's tokenizer, so a quoted word may hold spaces) into a
//! [`Command`]. It knows the syntax only; names are matched by the engine.
//! The syntax is in [`super::commands::COMMANDS`] and
//! `docs/rulesets/fallout-pnp.md`.

use crate::engine::mechanics::special::Attribute;

use super::ammo::{AmmoLevel, Find};
use super::armour::Armour;
use super::character::NewCharacter;
use super::check::Criticals;
use super::combat::{Aim, Location};
use super::command::{AttackOrder, Command, LevelUpChoice, Setting, SplashTarget};
use super::commands::COMMANDS;
use super::error::{RuleError, Unknown};
use super::races::Race;
use super::skills::{fold, Skill};
use crate::engine::table::Line;

/// Why a command line was refused before it reached the engine.
pub type ParseError = crate::engine::table::ParseError<RuleError>;

impl ParseError {
    /// The Fluent id of the refusal's message (`pnp-err-usage`, ...).
    #[must_use]
    pub fn message_id(&self) -> String {
        match self {
            ParseError::Empty => "pnp-err-empty".to_owned(),
            ParseError::UnknownCommand { .. } => "pnp-err-unknown_command".to_owned(),
            ParseError::Usage { .. } => "pnp-err-usage".to_owned(),
            ParseError::Rule(e) => e.message_id(),
        }
    }
}

/// Parses the words of one command line.
pub fn parse(words: &[&str]) -> Result<Command, ParseError> {
    let line = Line::start::<RuleError>(words, &COMMANDS)?;
    let (spec, rest) = (line.spec, line.rest);
    let usage = || line.usage::<RuleError>();
    let need = |n: usize| line.need::<RuleError>(n);
    let exact = |n: usize| line.exact::<RuleError>(n);
    let joined = || rest.join(" ");
    Ok(match spec.name {
        "add-player" => {
            exact(13)?;
            Command::AddCharacter(new_character(rest, Race::Human, &rest[3..])?)
        }
        "add-character" => {
            exact(14)?;
            let race = Race::parse(rest[3])
                .ok_or_else(|| RuleError::unknown(Unknown::Race, rest[3], Race::names()))?;
            Command::AddCharacter(new_character(rest, race, &rest[4..])?)
        }
        "remove-player" => {
            need(1)?;
            Command::RemoveCharacter { name: joined() }
        }
        "status" => Command::Status {
            name: (!rest.is_empty()).then(joined),
        },
        "spend" => {
            exact(3)?;
            Command::Spend {
                character: rest[0].to_owned(),
                skill: skill(rest[1])?,
                points: int("points", rest[2])?,
            }
        }
        "check" | "odds" => {
            // `check Vic lockpick -10 x3` rolls it three times.
            let (rest, count) = match spec.name {
                "check" => crate::engine::notation::trailing_repeat(rest, 2),
                _ => (rest, None),
            };
            let repeat = match count {
                Some(digits) => int("repeat", digits)?,
                None => 1,
            };
            let (rest, modifier) = split_modifier(rest);
            if rest.len() != 2 {
                return Err(usage());
            }
            let character = rest[0].to_owned();
            let skill = skill(rest[1])?;
            if spec.name == "check" {
                Command::Check {
                    character,
                    skill,
                    modifier,
                    repeat,
                }
            } else {
                Command::Odds {
                    character,
                    skill,
                    modifier,
                }
            }
        }
        "save" => {
            let (rest, modifier) = split_modifier(rest);
            if rest.len() != 2 {
                return Err(usage());
            }
            Command::Save {
                character: rest[0].to_owned(),
                attribute: attribute(rest[1])?,
                modifier,
            }
        }
        "xp" => {
            exact(2)?;
            Command::Xp {
                character: rest[0].to_owned(),
                amount: int("xp", rest[1])?,
            }
        }
        "level-up" => {
            exact(2)?;
            let choice = if fold(rest[1]) == "skills" {
                LevelUpChoice::Skills
            } else {
                LevelUpChoice::Attribute(attribute(rest[1])?)
            };
            Command::LevelUp {
                character: rest[0].to_owned(),
                choice,
            }
        }
        "setting" => {
            exact(2)?;
            let bad = || RuleError::unknown(Unknown::Setting, &joined(), setting_names());
            Command::Setting(match fold(rest[0]).as_str() {
                "halfpoints" => Setting::HalfPoints(on_off(rest[1]).ok_or_else(bad)?),
                "criticals" => Setting::Criticals(match fold(rest[1]).as_str() {
                    "luck" => Criticals::Luck,
                    "classic" => Criticals::Classic,
                    _ => return Err(bad().into()),
                }),
                _ => return Err(bad().into()),
            })
        }
        "enemy-add" => {
            need(1)?;
            let (count, name_words) = match rest
                .get(1)
                .and_then(|w| crate::engine::notation::whole_number(w))
            {
                Some(n) => (n, &rest[2..]),
                _ => (1, &rest[1..]),
            };
            Command::AddEnemy {
                template: rest[0].to_owned(),
                count,
                name: (!name_words.is_empty()).then(|| name_words.join(" ")),
            }
        }
        "enemy-remove" => {
            need(1)?;
            Command::RemoveEnemy { name: joined() }
        }
        "leader" => {
            need(1)?;
            Command::Leader { enemy: joined() }
        }
        "morale-score" => {
            exact(2)?;
            Command::SetMorale {
                enemy: rest[0].to_owned(),
                score: if fold(rest[1]) == "none" {
                    None
                } else {
                    Some(int("morale", rest[1])?)
                },
            }
        }
        "attack" => {
            need(4)?;
            Command::Attack(attack(rest)?)
        }
        "morale" => {
            let (rest, modifier) = split_modifier(rest);
            if rest.is_empty() {
                return Err(usage());
            }
            Command::Morale {
                enemy: rest.join(" "),
                modifier,
            }
        }
        "round" => {
            exact(0)?;
            Command::Round
        }
        "douse" => {
            need(1)?;
            Command::Douse { target: joined() }
        }
        "stimpak" | "radaway" => {
            exact(2)?;
            let (healer, target) = (rest[0].to_owned(), rest[1].to_owned());
            if spec.name == "stimpak" {
                Command::Stimpak { healer, target }
            } else {
                Command::RadAway { healer, target }
            }
        }
        "sleep" => {
            need(1)?;
            Command::Sleep {
                character: joined(),
            }
        }
        "hurt" => {
            if !(2..=3).contains(&rest.len()) {
                return Err(usage());
            }
            Command::Hurt {
                target: rest[0].to_owned(),
                amount: int("amount", rest[1])?,
                rads: rest.get(2).map_or(Ok(0), |w| int("rads", w))?,
            }
        }
        "revive" => {
            if !(1..=2).contains(&rest.len()) {
                return Err(usage());
            }
            Command::Revive {
                character: rest[0].to_owned(),
                hp: rest.get(1).map_or(Ok(1), |w| int("hp", w))?,
            }
        }
        "armour" => {
            exact(2)?;
            Command::SetArmour {
                target: rest[0].to_owned(),
                armour: Armour::parse(rest[1])
                    .ok_or_else(|| RuleError::unknown(Unknown::Armour, rest[1], Armour::names()))?,
            }
        }
        "pip-boy" => {
            exact(2)?;
            Command::SetPipBoy {
                character: rest[0].to_owned(),
                on: on_off(rest[1]).ok_or_else(|| RuleError::invalid("on/off", rest[1]))?,
            }
        }
        "ammo" => {
            exact(3)?;
            Command::SetAmmo {
                character: rest[0].to_owned(),
                weapon: rest[1].to_owned(),
                level: AmmoLevel::parse(rest[2])
                    .ok_or_else(|| RuleError::invalid("ammo", rest[2]))?,
            }
        }
        "find-ammo" => {
            exact(3)?;
            Command::FindAmmo {
                character: rest[0].to_owned(),
                weapon: rest[1].to_owned(),
                found: Find::parse(rest[2]).ok_or_else(|| RuleError::invalid("find", rest[2]))?,
            }
        }
        _ => return Err(usage()),
    })
}

/// `user player character` from `head` and seven scores then three tags from
/// `tail` (exactly ten words).
fn new_character(head: &[&str], race: Race, tail: &[&str]) -> Result<NewCharacter, RuleError> {
    let mut special = [0i64; 7];
    for ((slot, w), a) in special.iter_mut().zip(tail).zip(Attribute::ALL) {
        *slot = int(a.abbr(), w)?;
    }
    Ok(NewCharacter {
        owner: head.first().copied().unwrap_or_default().to_owned(),
        player: head.get(1).copied().unwrap_or_default().to_owned(),
        name: head.get(2).copied().unwrap_or_default().to_owned(),
        race,
        special,
        tags: tail
            .iter()
            .skip(7)
            .map(|w| skill(w))
            .collect::<Result<_, _>>()?,
    })
}

/// `attacker weapon target metres [options...]`.
fn attack(rest: &[&str]) -> Result<AttackOrder, RuleError> {
    let (words, modifier) = split_modifier(rest);
    let mut order = AttackOrder {
        attacker: words[0].to_owned(),
        weapon: words[1].to_owned(),
        target: words[2].to_owned(),
        distance: int("distance", words.get(3).copied().unwrap_or_default())?,
        immobile: false,
        aim: Aim::None,
        called: None,
        splash: Vec::new(),
        modifier,
    };
    let mut options = words.iter().skip(4);
    let option = |w: &str| RuleError::unknown(Unknown::Option, w, option_names());
    while let Some(&w) = options.next() {
        match fold(w).as_str() {
            "immobile" => order.immobile = true,
            "pipboy" => order.aim = Aim::PipBoy,
            "scope" => {
                let n = options.next().copied().unwrap_or_default();
                let rounds = int("aim rounds", n)?;
                if !(1..=3).contains(&rounds) {
                    return Err(RuleError::range("aim rounds", rounds, 1, 3));
                }
                order.aim = Aim::Scope(rounds as u8);
            }
            "called" => {
                let n = options.next().copied().unwrap_or_default();
                order.called = Some(Location::parse(n).ok_or_else(|| option(n))?);
            }
            "splash" => {
                let list = options.next().copied().unwrap_or_default();
                for item in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
                    let (name, ring) = item
                        .rsplit_once('@')
                        .ok_or_else(|| RuleError::invalid("splash", item))?;
                    order.splash.push(SplashTarget {
                        name: name.to_owned(),
                        ring: int("ring", ring)?,
                    });
                }
                if order.splash.is_empty() {
                    return Err(RuleError::invalid("splash", list));
                }
            }
            _ => return Err(option(w)),
        }
    }
    Ok(order)
}

fn option_names() -> Vec<String> {
    ["immobile", "scope", "pip-boy", "called", "splash"]
        .iter()
        .map(|s| (*s).to_owned())
        .collect()
}

fn setting_names() -> Vec<String> {
    ["half-points on|off", "criticals luck|classic"]
        .iter()
        .map(|s| (*s).to_owned())
        .collect()
}

fn on_off(word: &str) -> Option<bool> {
    match fold(word).as_str() {
        "on" | "yes" | "true" => Some(true),
        "off" | "no" | "false" => Some(false),
        _ => None,
    }
}

/// A whole number (one beyond 64 bits held at the limit, so the range check
/// refuses it), or an invalid-`what` refusal.
fn int(what: &str, word: &str) -> Result<i64, RuleError> {
    crate::engine::notation::whole_number(word).ok_or_else(|| RuleError::invalid(what, word))
}

fn skill(word: &str) -> Result<Skill, RuleError> {
    Skill::parse(word).ok_or_else(|| RuleError::unknown(Unknown::Skill, word, Skill::names()))
}

fn attribute(word: &str) -> Result<Attribute, RuleError> {
    Attribute::parse(word).ok_or_else(|| {
        RuleError::unknown(
            Unknown::Attribute,
            word,
            Attribute::ALL.iter().map(|a| a.abbr().to_owned()).collect(),
        )
    })
}

/// Splits off a trailing signed modifier (`+10`, `-20`): only a word with an
/// explicit sign counts.
fn split_modifier<'a, 'b>(words: &'a [&'b str]) -> (&'a [&'b str], i64) {
    if let Some((last, rest)) = words.split_last() {
        if last.len() > 1 && last.starts_with(['+', '-']) {
            if let Some(m) = crate::engine::notation::whole_number(last) {
                return (rest, m);
            }
        }
    }
    (words, 0)
}
