//! The Fallout 2d20 game's CLI word parser: the words of one command line
//! (already split by the CLI's tokenizer, so a quoted word may hold spaces)
//! into a [`Command`]. It knows the syntax only; names are matched by the
//! engine. Options (`--range close`, `--aim`) may come anywhere after the
//! command word. The syntax is in [`super::commands::COMMANDS`] and
//! `docs/rulesets/fallout-2d20.md`.

use super::character::NewCharacter;
use super::command::{AttackCommand, Buy, Command};
use super::commands::{CommandSpec, COMMANDS};
use super::data::{DamageType, RangeBand, Side};
use super::error::{RuleError, Unknown};
use super::outcome::{ActionKind, AidChoice, Pool};
use super::skills::{read_attribute, Skill};
use crate::engine::table::Line;

/// Why a command line was refused before it reached the engine.
pub type ParseError = crate::engine::table::ParseError<RuleError>;

/// Options that take a value.
const VALUED: [&str; 9] = [
    "range", "location", "ap", "ammo", "buy", "also", "type", "serial", "apparel",
];
/// Options that take none.
const FLAGS: [&str; 10] = [
    "airborne",
    "aim",
    "second-major",
    "to-gm",
    "extra",
    "wake",
    "ally",
    "parry",
    "sneak",
    "end",
];

/// The options of one line.
#[derive(Default)]
struct Options<'a> {
    values: Vec<(&'static str, &'a str)>,
    flags: Vec<&'static str>,
}

impl<'a> Options<'a> {
    fn value(&self, key: &str) -> Option<&'a str> {
        self.values.iter().find(|(k, _)| *k == key).map(|(_, v)| *v)
    }

    fn flag(&self, key: &str) -> bool {
        self.flags.contains(&key)
    }

    fn number(&self, key: &str) -> Result<i64, RuleError> {
        self.value(key).map_or(Ok(0), |v| int(key, v))
    }

    fn buy(&self) -> Result<Buy, RuleError> {
        Ok(Buy {
            dice: self.number("buy")?,
            to_gm: self.flag("to-gm"),
        })
    }

    fn keys(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.values
            .iter()
            .map(|(k, _)| *k)
            .chain(self.flags.iter().copied())
    }
}

/// Splits positional words from options; an unknown or repeated option, or
/// a valued option without its value, is a usage error.
fn split<'a>(
    words: &[&'a str],
    usage: &dyn Fn() -> ParseError,
) -> Result<(Vec<&'a str>, Options<'a>), ParseError> {
    let mut positional = Vec::new();
    let mut options = Options::default();
    let mut iter = words.iter();
    while let Some(&w) = iter.next() {
        let Some(key) = w.strip_prefix("--") else {
            positional.push(w);
            continue;
        };
        let key = key.to_ascii_lowercase().replace('_', "-");
        if let Some(k) = VALUED.iter().find(|k| **k == key) {
            let v = iter.next().ok_or_else(usage)?;
            if options.value(k).is_some() {
                return Err(usage());
            }
            options.values.push((k, v));
        } else if let Some(k) = FLAGS.iter().find(|k| **k == key) {
            if options.flag(k) {
                return Err(usage());
            }
            options.flags.push(k);
        } else {
            return Err(usage());
        }
    }
    Ok((positional, options))
}

/// Whether the command's table lists the option (`second-major` for
/// `second_major`).
fn allowed(spec: &CommandSpec, key: &str) -> bool {
    let key = key.replace('-', "_");
    spec.args.iter().any(|a| !a.required && a.name == key)
}

/// Parses the words of one command line.
pub fn parse(words: &[&str]) -> Result<Command, ParseError> {
    let line = Line::start::<RuleError>(words, &COMMANDS)?;
    let (spec, rest) = (line.spec, line.rest);
    let usage = || line.usage::<RuleError>();
    let (rest, o) = split(rest, &usage)?;
    if o.keys().any(|k| !allowed(spec, k)) {
        return Err(usage());
    }
    let need = |n: usize| if rest.len() < n { Err(usage()) } else { Ok(()) };
    let exact = |n: usize| {
        if rest.len() == n {
            Ok(())
        } else {
            Err(usage())
        }
    };
    let joined = |from: usize| rest.get(from..).map(|w| w.join(" ")).unwrap_or_default();
    Ok(match spec.name {
        "add-player" => {
            need(13)?;
            let mut special = [0i64; 7];
            for (slot, w) in special.iter_mut().zip(&rest[3..10]) {
                *slot = int("attribute", w)?;
            }
            let tags = rest[10..13]
                .iter()
                .map(|w| Skill::read(w))
                .collect::<Result<Vec<_>, _>>()?;
            let mut points = Vec::new();
            for w in &rest[13..] {
                let (s, n) = w.split_once('=').ok_or_else(usage)?;
                points.push((Skill::read(s)?, int("skill points", n)?));
            }
            Command::AddCharacter(NewCharacter {
                owner: rest[0].to_owned(),
                player: rest[1].to_owned(),
                name: rest[2].to_owned(),
                special,
                tags,
                points,
            })
        }
        "remove-player" => {
            need(1)?;
            Command::RemoveCharacter { name: joined(0) }
        }
        "status" => Command::Status {
            name: (!rest.is_empty()).then(|| joined(0)),
        },
        "creature-add" => {
            need(1)?;
            if rest.len() > 1 {
                // A template's name may be typed as unquoted words: the
                // campaign splits them by its templates.
                return Ok(Command::AddCreatureWords {
                    words: rest.iter().map(|w| (*w).to_owned()).collect(),
                    ally: o.flag("ally"),
                });
            }
            Command::AddCreature {
                template: joined(0),
                name: None,
                count: 1,
                ally: o.flag("ally"),
            }
        }
        "creature-remove" => {
            need(1)?;
            Command::RemoveCreature { name: joined(0) }
        }
        "give" | "take" => {
            need(2)?;
            let (count, item_words) = match rest.split_last() {
                Some((last, body))
                    if body.len() >= 2 && crate::engine::notation::whole_number(last).is_some() =>
                {
                    (int("count", last)?, &body[1..])
                }
                _ => (1, &rest[1..]),
            };
            let character = rest[0].to_owned();
            let item = item_words.join(" ");
            if spec.name == "give" {
                Command::Give {
                    character,
                    item,
                    count,
                }
            } else {
                Command::Take {
                    character,
                    item,
                    count,
                }
            }
        }
        "wear" => {
            need(2)?;
            let (side, piece) = match rest.split_last() {
                Some((last, body)) if body.len() >= 2 && Side::parse(last).is_some() => {
                    (Side::parse(last), body[1..].join(" "))
                }
                _ => (None, joined(1)),
            };
            Command::Wear {
                character: rest[0].to_owned(),
                piece,
                side,
            }
        }
        "doff" => {
            need(2)?;
            Command::Doff {
                character: rest[0].to_owned(),
                piece: joined(1),
            }
        }
        "power-armor" => {
            need(2)?;
            let enter = match rest[1].to_ascii_lowercase().as_str() {
                "enter" => true,
                "leave" => false,
                _ => return Err(RuleError::invalid("enter|leave", rest[1]).into()),
            };
            Command::PowerArmor {
                character: rest[0].to_owned(),
                enter,
                frame: (rest.len() > 2).then(|| joined(2)),
            }
        }
        "mine" => {
            need(2)?;
            Command::Mine {
                character: rest[0].to_owned(),
                mine: joined(1),
            }
        }
        "repair" => {
            need(2)?;
            let hp = match rest.split_last() {
                Some((last, body)) if body.len() >= 2 => {
                    crate::engine::notation::whole_number(last)
                }
                _ => None,
            };
            let end = if hp.is_some() {
                rest.len() - 1
            } else {
                rest.len()
            };
            Command::Repair {
                character: rest[0].to_owned(),
                piece: rest[1..end].join(" "),
                hp,
            }
        }
        "fusion-core" => {
            exact(1)?;
            Command::FusionCore {
                character: rest[0].to_owned(),
            }
        }
        "disease" => {
            need(2)?;
            Command::Disease {
                character: rest[0].to_owned(),
                disease: joined(1),
                end: o.flag("end"),
            }
        }
        "rank" => {
            need(3)?;
            let (last, body) = rest.split_last().ok_or_else(usage)?;
            Command::SetRank {
                character: body[0].to_owned(),
                skill: Skill::read(&body[1..].join(" "))?,
                rank: int("rank", last)?,
            }
        }
        "action" => {
            need(2)?;
            let action = ActionKind::parse_simple(rest[1]).ok_or_else(|| {
                RuleError::unknown(
                    Unknown::Action,
                    rest[1],
                    ActionKind::SIMPLE
                        .iter()
                        .map(|a| a.word().to_owned())
                        .collect(),
                )
            })?;
            Command::Action {
                unit: rest[0].to_owned(),
                action,
                detail: (rest.len() > 2).then(|| joined(2)),
            }
        }
        "attack" => {
            need(3)?;
            let range = o.value("range").map(range).transpose()?;
            Command::Attack(AttackCommand {
                attacker: rest[0].to_owned(),
                target: rest[1].to_owned(),
                weapon: joined(2),
                range,
                location: o.value("location").map(str::to_owned),
                ap: o.number("ap")?,
                ammo: o.number("ammo")?,
                aim: o.flag("aim"),
                second_major: o.flag("second-major"),
                buy: o.buy()?,
                parry: o.flag("parry"),
                sneak: o.flag("sneak"),
                also: o
                    .value("also")
                    .map(|v| {
                        v.split(',')
                            .map(str::trim)
                            .filter(|s| !s.is_empty())
                            .map(str::to_owned)
                            .collect()
                    })
                    .unwrap_or_default(),
            })
        }
        "test" => {
            need(4)?;
            // `test Ace PER Lockpick 2 x3` makes the test three times.
            let (rest, count) = crate::engine::notation::trailing_repeat(&rest, 4);
            let repeat = count.map_or(Ok(1), |digits| int("repeat", digits))?;
            let (last, body) = rest.split_last().ok_or_else(usage)?;
            Command::Test {
                unit: body[0].to_owned(),
                attribute: read_attribute(body[1])?,
                skill: Skill::read(&body[2..].join(" "))?,
                difficulty: int("difficulty", last)?,
                buy: o.buy()?,
                second_major: o.flag("second-major"),
                repeat,
            }
        }
        "defend" => {
            exact(1)?;
            Command::Defend {
                unit: rest[0].to_owned(),
                extra: o.flag("extra"),
                buy: o.buy()?,
            }
        }
        "first-aid" => {
            need(3)?;
            let choice =
                AidChoice::parse(rest[2]).ok_or_else(|| RuleError::invalid("choice", rest[2]))?;
            Command::FirstAid {
                healer: rest[0].to_owned(),
                patient: rest[1].to_owned(),
                choice,
                location: (rest.len() > 3)
                    .then(|| joined(3))
                    .or_else(|| o.value("location").map(str::to_owned)),
                ap: o.number("ap")?,
                wake: o.flag("wake"),
                buy: o.buy()?,
            }
        }
        "rally" => {
            exact(1)?;
            Command::Rally {
                unit: rest[0].to_owned(),
                buy: o.buy()?,
            }
        }
        "command" => {
            need(2)?;
            Command::CommandNpc {
                commander: rest[0].to_owned(),
                npc: joined(1),
            }
        }
        "stop-persistent" => {
            need(3)?;
            Command::StopPersistent {
                unit: rest[0].to_owned(),
                attribute: read_attribute(rest[1])?,
                skill: Skill::read(&joined(2))?,
                buy: o.buy()?,
            }
        }
        "roll" => {
            need(1)?;
            let text: String = rest.concat();
            let lower = text.to_ascii_lowercase();
            let n = lower
                .strip_suffix("dc")
                .filter(|n| !n.is_empty())
                .ok_or_else(|| RuleError::invalid("combat dice", &text))?;
            Command::CombatDice {
                dice: int("combat dice", n)?,
            }
        }
        "hurt" => {
            need(2)?;
            let (last, body) = rest.split_last().ok_or_else(usage)?;
            let damage_type = match o.value("type") {
                Some(t) => DamageType::parse(t).ok_or_else(|| {
                    RuleError::unknown(
                        Unknown::DamageType,
                        t,
                        DamageType::ALL
                            .iter()
                            .map(|d| d.word().to_owned())
                            .collect(),
                    )
                })?,
                None => DamageType::Physical,
            };
            if o.flag("airborne") {
                // Airborne poison only: a gas mask's DR is against it.
                if damage_type != DamageType::Poison {
                    return Err(RuleError::invalid("airborne", damage_type.word()).into());
                }
                Command::AirbornePoison {
                    target: body.join(" "),
                    amount: int("damage", last)?,
                    location: o.value("location").map(str::to_owned),
                }
            } else {
                Command::Hurt {
                    target: body.join(" "),
                    amount: int("damage", last)?,
                    damage_type,
                    location: o.value("location").map(str::to_owned),
                }
            }
        }
        "heal" | "cure-rads" | "cover" => {
            need(2)?;
            let (last, body) = rest.split_last().ok_or_else(usage)?;
            let target = body.join(" ");
            let n = int("amount", last)?;
            match spec.name {
                "heal" => Command::Heal { target, amount: n },
                "cure-rads" => Command::CureRads { target, amount: n },
                _ => Command::Cover { target, dice: n },
            }
        }
        "ap" => {
            exact(2)?;
            let pool = match rest[0].to_ascii_lowercase().as_str() {
                "group" => Pool::Group,
                "gm" => Pool::Gm,
                _ => {
                    return Err(RuleError::unknown(
                        Unknown::Pool,
                        rest[0],
                        vec!["group".into(), "gm".into()],
                    )
                    .into())
                }
            };
            Command::SetAp {
                pool,
                value: int("ap", rest[1])?,
            }
        }
        "session" => {
            exact(0)?;
            Command::StartSession
        }
        "initiative" => Command::Initiative {
            opener: (!rest.is_empty()).then(|| joined(0)),
        },
        "order" => {
            exact(2)?;
            Command::Order {
                unit: rest[0].to_owned(),
                before: rest[1].to_owned(),
            }
        }
        "next" => {
            exact(0)?;
            Command::NextTurn
        }
        "zone" => {
            exact(2)?;
            Command::Zone {
                unit: rest[0].to_owned(),
                zone: rest[1].to_owned(),
            }
        }
        "zone-range" => {
            exact(3)?;
            Command::ZoneRange {
                a: rest[0].to_owned(),
                b: rest[1].to_owned(),
                band: range(rest[2])?,
            }
        }
        "reroll" => {
            need(1)?;
            let dice = rest[1..]
                .iter()
                .map(|w| int("die", w))
                .collect::<Result<Vec<_>, _>>()?;
            let serial = match o.value("serial") {
                Some(v) => Some(
                    v.trim()
                        .parse::<u64>()
                        .map_err(|_| RuleError::invalid("serial", v))?,
                ),
                None => None,
            };
            match o.value("apparel") {
                Some(piece) => Command::ApparelReroll {
                    character: rest[0].to_owned(),
                    piece: piece.to_owned(),
                    // One d20 only.
                    die: match dice[..] {
                        [] => None,
                        [n] => Some(n),
                        _ => return Err(RuleError::range("dice", dice.len() as i64, 0, 1).into()),
                    },
                    serial,
                },
                None => Command::Reroll {
                    character: rest[0].to_owned(),
                    dice,
                    serial,
                },
            }
        }
        "bonus-die" => {
            exact(1)?;
            let serial = match o.value("serial") {
                Some(v) => Some(
                    v.trim()
                        .parse::<u64>()
                        .map_err(|_| RuleError::invalid("serial", v))?,
                ),
                None => None,
            };
            Command::BonusDie {
                character: rest[0].to_owned(),
                serial,
            }
        }
        "end-combat" => {
            exact(0)?;
            Command::EndCombat
        }
        _ => return Err(usage()),
    })
}

/// A whole number, or an invalid-`what` refusal.
fn int(what: &str, word: &str) -> Result<i64, RuleError> {
    // One beyond 64 bits is held at the limit, so the range check refuses it.
    crate::engine::notation::whole_number(word).ok_or_else(|| RuleError::invalid(what, word))
}

/// Reads a range band's word, or names the four.
fn range(text: &str) -> Result<RangeBand, RuleError> {
    RangeBand::parse(text).ok_or_else(|| {
        RuleError::unknown(
            Unknown::Range,
            text,
            RangeBand::ALL.iter().map(|b| b.word().to_owned()).collect(),
        )
    })
}
