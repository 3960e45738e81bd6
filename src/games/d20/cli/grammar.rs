//! The d20 game's CLI word parser: the words of one command line (already
//! split by the CLI's tokenizer, so a quoted word may hold spaces) into a
//! [`Command`]. It knows the syntax only; names are matched by the engine.
//! The syntax is in [`crate::engine::rulesets::d20::commands::COMMANDS`] and
//! `docs/rulesets/d20.md`.

use crate::cli::grammar::{listed, split_modifier};
use crate::engine::rulesets::d20::character::NewCharacter;
use crate::engine::rulesets::d20::check::parse_dc;
use crate::engine::rulesets::d20::command::Command;
use crate::engine::rulesets::d20::commands::{ArgKind, COMMANDS};
use crate::engine::rulesets::d20::dice_expr::DiceExpr;
use crate::engine::rulesets::d20::error::{int, RuleError};
use crate::engine::rulesets::d20::skills::Skill;
use crate::engine::table::Line;

/// Why a command line was refused before it reached the engine.
pub type ParseError = crate::engine::table::ParseError<RuleError>;

/// One command line, its command word read.
type D20Line<'w> = Line<'w, ArgKind>;

/// Parses the words of one command line: the command word picks the parser
/// of its command.
pub fn parse(words: &[&str]) -> Result<Command, ParseError> {
    let line = Line::start::<RuleError>(words, &COMMANDS)?;
    match line.spec.name {
        "add-player" => add_player(&line),
        "remove-player" => {
            line.need::<RuleError>(1)?;
            Ok(Command::RemoveCharacter {
                name: line.rest.join(" "),
            })
        }
        "status" => Ok(Command::Status {
            name: (!line.rest.is_empty()).then(|| line.rest.join(" ")),
        }),
        "check" => check(&line),
        "save" => save(&line),
        "attack" => attack(&line),
        "roll" => roll(&line),
        "enemy-add" => enemy_add(&line),
        "enemy-remove" => {
            line.need::<RuleError>(1)?;
            Ok(Command::RemoveEnemy {
                name: line.rest.join(" "),
            })
        }
        "enemy-attack" => enemy_attack(&line),
        "initiative" | "next" | "end-combat" => turn(&line),
        "level" => level(&line),
        "hurt" | "heal" => hurt_or_heal(&line),
        "condition" => condition(&line),
        _ => Err(line.usage::<RuleError>()),
    }
}

/// `add-player <owner> <player> <name> <level> <six attributes> [skills...]`.
fn add_player(line: &D20Line<'_>) -> Result<Command, ParseError> {
    let rest = line.rest;
    line.need::<RuleError>(10)?;
    let mut attributes = [0i64; 6];
    for (slot, w) in attributes.iter_mut().zip(&rest[4..10]) {
        *slot = int("attribute", w)?;
    }
    let proficient = Skill::read_list(&rest[10..].join(" "))?;
    Ok(Command::AddCharacter(NewCharacter {
        owner: rest[0].to_owned(),
        player: rest[1].to_owned(),
        name: rest[2].to_owned(),
        level: int("level", rest[3])?,
        attributes,
        proficient,
    }))
}

/// `check <character> <skill> <dc> [xN] [+/-M]`.
fn check(line: &D20Line<'_>) -> Result<Command, ParseError> {
    let (rest, modifier) = split_modifier(line.rest);
    line.need::<RuleError>(3)?;
    let (skill, used) = skill_words(&rest[1..])?;
    let dc_words = &rest[1 + used..];
    if dc_words.is_empty() {
        return Err(line.usage());
    }
    // `check Ana Stealth 15 x3` rolls it three times.
    let (dc_words, count) = crate::engine::notation::trailing_repeat(dc_words, 1);
    let repeat = repeat_count(count)?;
    Ok(Command::Check {
        character: rest[0].to_owned(),
        skill,
        dc: parse_dc(&dc_words.join(" "))?,
        modifier,
        repeat,
    })
}

/// `save <character> <skill> <dc> <damage> [+/-M]`.
fn save(line: &D20Line<'_>) -> Result<Command, ParseError> {
    let (rest, modifier) = split_modifier(line.rest);
    line.need::<RuleError>(4)?;
    let (last, middle) = rest[2..].split_last().ok_or_else(|| line.usage())?;
    Ok(Command::Save {
        character: rest[0].to_owned(),
        skill: skill(rest[1])?,
        dc: parse_dc(&middle.join(" "))?,
        damage: int("damage", last)?,
        modifier,
    })
}

/// `attack <attacker> <weapon> <targets,...> [+/-M]`.
fn attack(line: &D20Line<'_>) -> Result<Command, ParseError> {
    let (rest, modifier) = split_modifier(line.rest);
    line.need::<RuleError>(3)?;
    if rest.len() > 3 {
        // A weapon's name may be typed as unquoted words: the
        // campaign splits them by its weapons.
        return Ok(Command::AttackWords {
            attacker: rest[0].to_owned(),
            words: rest[1..].iter().map(|w| (*w).to_owned()).collect(),
            modifier,
        });
    }
    Ok(Command::Attack {
        attacker: rest[0].to_owned(),
        weapon: rest[1].to_owned(),
        targets: listed(&rest[2..].join(" ")),
        modifier,
    })
}

/// `roll <dice> [xN]`.
fn roll(line: &D20Line<'_>) -> Result<Command, ParseError> {
    line.need::<RuleError>(1)?;
    // `roll 4d6kh3 x6` rolls it six times.
    let (expr, count) = crate::engine::notation::trailing_repeat(line.rest, 1);
    let repeat = repeat_count(count)?;
    Ok(Command::Roll {
        expr: DiceExpr::parse(&expr.join(""))?,
        repeat,
    })
}

/// `enemy-add <template> [count] [name]`.
fn enemy_add(line: &D20Line<'_>) -> Result<Command, ParseError> {
    line.need::<RuleError>(1)?;
    let (template, count, name) = crate::cli::grammar::template_count_name(line.rest);
    Ok(Command::AddEnemy {
        template,
        name,
        count,
    })
}

/// `enemy-attack <enemy> <target> [+/-M]`.
fn enemy_attack(line: &D20Line<'_>) -> Result<Command, ParseError> {
    let (rest, modifier) = split_modifier(line.rest);
    line.need::<RuleError>(2)?;
    let (target, enemy) = rest.split_last().ok_or_else(|| line.usage())?;
    Ok(Command::EnemyAttack {
        enemy: enemy.join(" "),
        target: (*target).to_owned(),
        modifier,
    })
}

/// `initiative`, `next` and `end-combat`: no words after the command.
fn turn(line: &D20Line<'_>) -> Result<Command, ParseError> {
    line.exact::<RuleError>(0)?;
    Ok(match line.spec.name {
        "initiative" => Command::Initiative,
        "next" => Command::NextTurn,
        _ => Command::EndCombat,
    })
}

/// `level <character> <level>`.
fn level(line: &D20Line<'_>) -> Result<Command, ParseError> {
    line.exact::<RuleError>(2)?;
    Ok(Command::SetLevel {
        character: line.rest[0].to_owned(),
        level: int("level", line.rest[1])?,
    })
}

/// `hurt <target> <amount>` and `heal <target> <amount>`.
fn hurt_or_heal(line: &D20Line<'_>) -> Result<Command, ParseError> {
    line.need::<RuleError>(2)?;
    let (amount, target) = line.rest.split_last().ok_or_else(|| line.usage())?;
    let target = target.join(" ");
    let amount = int("amount", amount)?;
    Ok(if line.spec.name == "hurt" {
        Command::Hurt { target, amount }
    } else {
        Command::Heal { target, amount }
    })
}

/// `condition add|remove <target> <condition>`.
fn condition(line: &D20Line<'_>) -> Result<Command, ParseError> {
    let rest = line.rest;
    line.need::<RuleError>(3)?;
    let target = rest[1].to_owned();
    let condition = rest[2..].join(" ");
    match rest[0].to_ascii_lowercase().as_str() {
        "add" => Ok(Command::AddCondition {
            target,
            condition: crate::games::d20::vocabulary::condition(&condition)?,
        }),
        "remove" => Ok(Command::RemoveCondition { target, condition }),
        _ => Err(line.usage()),
    }
}

fn skill(word: &str) -> Result<Skill, RuleError> {
    Skill::read(word)
}

/// A skill typed as one word, or as two unquoted words ("melee weapons").
/// Returns the skill and how many words it used.
fn skill_words(words: &[&str]) -> Result<(Skill, usize), RuleError> {
    if words.len() > 2 {
        if let Some(s) = Skill::parse(&format!("{} {}", words[0], words[1])) {
            return Ok((s, 2));
        }
    }
    Ok((skill(words.first().copied().unwrap_or_default())?, 1))
}

/// The count of a repeat word's digits ([`crate::engine::notation::trailing_repeat`]);
/// 1 without one.
fn repeat_count(digits: Option<&str>) -> Result<i64, RuleError> {
    digits.map_or(Ok(1), |d| int("repeat", d))
}
