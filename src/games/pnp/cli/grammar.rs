//! The classic game's CLI word parser: the words of one command line (already
//! split by the CLI's tokenizer, so a quoted word may hold spaces) into a
//! [`Command`]. It knows the syntax only; names are matched by the engine.
//! The syntax is in [`crate::engine::rulesets::pnp::commands::COMMANDS`] and
//! `docs/rulesets/fallout-pnp.md`.

use crate::engine::mechanics::special::Attribute;

use crate::cli::grammar::split_modifier;
use crate::engine::rulesets::pnp::ammo::{AmmoLevel, Find};
use crate::engine::rulesets::pnp::armour::Armour;
use crate::engine::rulesets::pnp::character::NewCharacter;
use crate::engine::rulesets::pnp::check::Criticals;
use crate::engine::rulesets::pnp::combat::{Aim, Location};
use crate::engine::rulesets::pnp::command::{
    AttackOrder, Command, LevelUpChoice, Setting, SplashTarget,
};
use crate::engine::rulesets::pnp::commands::{ArgKind, COMMANDS};
use crate::engine::rulesets::pnp::error::{int, AimRefusal, RuleError, Unknown};
use crate::engine::rulesets::pnp::races::Race;
use crate::engine::rulesets::pnp::skills::{fold, Skill};
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

/// One command line, its command word read.
type PnpLine<'w> = Line<'w, ArgKind>;

/// Parses the words of one command line: the command word picks the parser
/// of its command (or of its family: characters, checks, settings, enemies,
/// combat and healing).
pub fn parse(words: &[&str]) -> Result<Command, ParseError> {
    let line = Line::start::<RuleError>(words, &COMMANDS)?;
    match line.spec.name {
        "add-player" | "add-character" => add_character(&line),
        "remove-player" | "status" | "sleep" | "enemy-remove" | "leader" | "douse" => named(&line),
        "spend" => spend(&line),
        "check" | "odds" => check_or_odds(&line),
        "save" => save(&line),
        "xp" => xp(&line),
        "level-up" => level_up(&line),
        "setting" => setting(&line),
        "enemy-add" => enemy_add(&line),
        "morale-score" => morale_score(&line),
        "attack" => {
            line.need::<RuleError>(4)?;
            Ok(Command::Attack(attack(line.rest)?))
        }
        "morale" => morale(&line),
        "round" => {
            line.exact::<RuleError>(0)?;
            Ok(Command::Round)
        }
        "stimpak" | "radaway" => stimpak_or_radaway(&line),
        "hurt" => hurt(&line),
        "revive" => revive(&line),
        "armour" | "pip-boy" | "ammo" | "find-ammo" => gear(&line),
        _ => Err(line.usage::<RuleError>()),
    }
}

/// `add-player <user> <player> <name> <SPECIAL x7> <tags x3>`, and
/// `add-character`, which names the race after the character.
fn add_character(line: &PnpLine<'_>) -> Result<Command, ParseError> {
    let rest = line.rest;
    if line.spec.name == "add-player" {
        line.exact::<RuleError>(13)?;
        return Ok(Command::AddCharacter(new_character(
            rest,
            Race::Human,
            &rest[3..],
        )?));
    }
    line.exact::<RuleError>(14)?;
    let race = Race::parse(rest[3])
        .ok_or_else(|| RuleError::unknown(Unknown::Race, rest[3], Race::names()))?;
    Ok(Command::AddCharacter(new_character(
        rest,
        race,
        &rest[4..],
    )?))
}

/// The commands whose words are one name: `remove-player`, `status` (the
/// name optional), `sleep`, `enemy-remove`, `leader` and `douse`.
fn named(line: &PnpLine<'_>) -> Result<Command, ParseError> {
    let joined = line.rest.join(" ");
    if line.spec.name == "status" {
        return Ok(Command::Status {
            name: (!line.rest.is_empty()).then_some(joined),
        });
    }
    line.need::<RuleError>(1)?;
    Ok(match line.spec.name {
        "remove-player" => Command::RemoveCharacter { name: joined },
        "sleep" => Command::Sleep { character: joined },
        "enemy-remove" => Command::RemoveEnemy { name: joined },
        "leader" => Command::Leader { enemy: joined },
        _ => Command::Douse { target: joined },
    })
}

/// `spend <character> <skill> <points>`.
fn spend(line: &PnpLine<'_>) -> Result<Command, ParseError> {
    line.exact::<RuleError>(3)?;
    Ok(Command::Spend {
        character: line.rest[0].to_owned(),
        skill: skill(line.rest[1])?,
        points: int("points", line.rest[2])?,
    })
}

/// `check <character> <skill> [+/-M] [xN]` and `odds <character> <skill>
/// [+/-M]`.
fn check_or_odds(line: &PnpLine<'_>) -> Result<Command, ParseError> {
    let checking = line.spec.name == "check";
    // `check Vic lockpick -10 x3` rolls it three times.
    let (rest, count) = if checking {
        crate::engine::notation::trailing_repeat(line.rest, 2)
    } else {
        (line.rest, None)
    };
    let repeat = match count {
        Some(digits) => int("repeat", digits)?,
        None => 1,
    };
    let (rest, modifier) = split_modifier(rest);
    if rest.len() != 2 {
        return Err(line.usage());
    }
    let character = rest[0].to_owned();
    let skill = skill(rest[1])?;
    Ok(if checking {
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
    })
}

/// `save <character> <attribute> [+/-M]`.
fn save(line: &PnpLine<'_>) -> Result<Command, ParseError> {
    let (rest, modifier) = split_modifier(line.rest);
    if rest.len() != 2 {
        return Err(line.usage());
    }
    Ok(Command::Save {
        character: rest[0].to_owned(),
        attribute: attribute(rest[1])?,
        modifier,
    })
}

/// `xp <character> <amount>`.
fn xp(line: &PnpLine<'_>) -> Result<Command, ParseError> {
    line.exact::<RuleError>(2)?;
    Ok(Command::Xp {
        character: line.rest[0].to_owned(),
        amount: int("xp", line.rest[1])?,
    })
}

/// `level-up <character> <attribute|skills>`.
fn level_up(line: &PnpLine<'_>) -> Result<Command, ParseError> {
    line.exact::<RuleError>(2)?;
    let choice = if fold(line.rest[1]) == "skills" {
        LevelUpChoice::Skills
    } else {
        LevelUpChoice::Attribute(attribute(line.rest[1])?)
    };
    Ok(Command::LevelUp {
        character: line.rest[0].to_owned(),
        choice,
    })
}

/// `setting halfpoints on|off` and `setting criticals luck|classic`.
fn setting(line: &PnpLine<'_>) -> Result<Command, ParseError> {
    let rest = line.rest;
    line.exact::<RuleError>(2)?;
    let bad = || RuleError::unknown(Unknown::Setting, &rest.join(" "), setting_names());
    Ok(Command::Setting(match fold(rest[0]).as_str() {
        "halfpoints" => Setting::HalfPoints(on_off(rest[1]).ok_or_else(bad)?),
        "criticals" => Setting::Criticals(match fold(rest[1]).as_str() {
            "luck" => Criticals::Luck,
            "classic" => Criticals::Classic,
            _ => return Err(bad().into()),
        }),
        _ => return Err(bad().into()),
    }))
}

/// `enemy-add <template> [count] [name]`.
fn enemy_add(line: &PnpLine<'_>) -> Result<Command, ParseError> {
    line.need::<RuleError>(1)?;
    let (template, count, name) = crate::cli::grammar::template_count_name(line.rest);
    Ok(Command::AddEnemy {
        template,
        count,
        name,
    })
}

/// `morale-score <enemy> <score|none>`.
fn morale_score(line: &PnpLine<'_>) -> Result<Command, ParseError> {
    line.exact::<RuleError>(2)?;
    Ok(Command::SetMorale {
        enemy: line.rest[0].to_owned(),
        score: if fold(line.rest[1]) == "none" {
            None
        } else {
            Some(int("morale", line.rest[1])?)
        },
    })
}

/// `morale <enemy> [+/-M]`.
fn morale(line: &PnpLine<'_>) -> Result<Command, ParseError> {
    let (rest, modifier) = split_modifier(line.rest);
    if rest.is_empty() {
        return Err(line.usage());
    }
    Ok(Command::Morale {
        enemy: rest.join(" "),
        modifier,
    })
}

/// `stimpak <healer> <target>` and `radaway <healer> <target>`.
fn stimpak_or_radaway(line: &PnpLine<'_>) -> Result<Command, ParseError> {
    line.exact::<RuleError>(2)?;
    let (healer, target) = (line.rest[0].to_owned(), line.rest[1].to_owned());
    Ok(if line.spec.name == "stimpak" {
        Command::Stimpak { healer, target }
    } else {
        Command::RadAway { healer, target }
    })
}

/// `hurt <target> <amount> [rads]`.
fn hurt(line: &PnpLine<'_>) -> Result<Command, ParseError> {
    let rest = line.rest;
    if !(2..=3).contains(&rest.len()) {
        return Err(line.usage());
    }
    Ok(Command::Hurt {
        target: rest[0].to_owned(),
        amount: int("amount", rest[1])?,
        rads: rest.get(2).map_or(Ok(0), |w| int("rads", w))?,
    })
}

/// `revive <character> [hp]`.
fn revive(line: &PnpLine<'_>) -> Result<Command, ParseError> {
    let rest = line.rest;
    if !(1..=2).contains(&rest.len()) {
        return Err(line.usage());
    }
    Ok(Command::Revive {
        character: rest[0].to_owned(),
        hp: rest.get(1).map_or(Ok(1), |w| int("hp", w))?,
    })
}

/// What a character carries: `armour <target> <armour>`, `pip-boy
/// <character> on|off`, `ammo <character> <weapon> <level>` and `find-ammo
/// <character> <weapon> <find>`.
fn gear(line: &PnpLine<'_>) -> Result<Command, ParseError> {
    let rest = line.rest;
    if line.spec.name == "armour" || line.spec.name == "pip-boy" {
        line.exact::<RuleError>(2)?;
    } else {
        line.exact::<RuleError>(3)?;
    }
    Ok(match line.spec.name {
        "armour" => Command::SetArmour {
            target: rest[0].to_owned(),
            armour: Armour::parse(rest[1])
                .ok_or_else(|| RuleError::unknown(Unknown::Armour, rest[1], Armour::names()))?,
        },
        "pip-boy" => Command::SetPipBoy {
            character: rest[0].to_owned(),
            on: on_off(rest[1]).ok_or_else(|| RuleError::invalid("on/off", rest[1]))?,
        },
        "ammo" => Command::SetAmmo {
            character: rest[0].to_owned(),
            weapon: rest[1].to_owned(),
            level: AmmoLevel::parse(rest[2]).ok_or_else(|| RuleError::invalid("ammo", rest[2]))?,
        },
        _ => Command::FindAmmo {
            character: rest[0].to_owned(),
            weapon: rest[1].to_owned(),
            found: Find::parse(rest[2]).ok_or_else(|| RuleError::invalid("find", rest[2]))?,
        },
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
            // One attack takes one aim (docs/rulesets/fallout-pnp.md).
            "pipboy" | "scope" if !matches!(order.aim, Aim::None) => {
                return Err(RuleError::Aim {
                    reason: AimRefusal::OneAim,
                });
            }
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
