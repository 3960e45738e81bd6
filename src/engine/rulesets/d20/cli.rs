//! The d20 game's CLI word parser: the words of one command line (already
//! split by the CLI's tokenizer, so a quoted word may hold spaces) into a
//! [`Command`]. It knows the syntax only; names are matched by the engine.
//! The syntax is in [`super::commands::COMMANDS`] and `docs/rulesets/d20.md`.

use super::character::NewCharacter;
use super::check::parse_dc;
use super::command::Command;
use super::commands::COMMANDS;
use super::dice_expr::DiceExpr;
use super::error::RuleError;
use super::skills::Skill;
use crate::engine::table::Line;

/// Why a command line was refused before it reached the engine.
pub type ParseError = crate::engine::table::ParseError<RuleError>;

/// Parses the words of one command line.
pub fn parse(words: &[&str]) -> Result<Command, ParseError> {
    let line = Line::start::<RuleError>(words, &COMMANDS)?;
    let (spec, rest) = (line.spec, line.rest);
    let usage = || line.usage::<RuleError>();
    let need = |n: usize| line.need::<RuleError>(n);
    let exact = |n: usize| line.exact::<RuleError>(n);
    Ok(match spec.name {
        "add-player" => {
            need(10)?;
            let mut attributes = [0i64; 6];
            for (slot, w) in attributes.iter_mut().zip(&rest[4..10]) {
                *slot = int("attribute", w)?;
            }
            let proficient = Skill::read_list(&rest[10..].join(" "))?;
            Command::AddCharacter(NewCharacter {
                owner: rest[0].to_owned(),
                player: rest[1].to_owned(),
                name: rest[2].to_owned(),
                level: int("level", rest[3])?,
                attributes,
                proficient,
            })
        }
        "remove-player" => {
            need(1)?;
            Command::RemoveCharacter {
                name: rest.join(" "),
            }
        }
        "status" => Command::Status {
            name: (!rest.is_empty()).then(|| rest.join(" ")),
        },
        "check" => {
            let (rest, modifier) = split_modifier(rest);
            need(3)?;
            let (skill, used) = skill_words(&rest[1..])?;
            let dc_words = &rest[1 + used..];
            if dc_words.is_empty() {
                return Err(usage());
            }
            // `check Ana Stealth 15 x3` rolls it three times.
            let (dc_words, count) = crate::engine::notation::trailing_repeat(dc_words, 1);
            let repeat = repeat_count(count)?;
            Command::Check {
                character: rest[0].to_owned(),
                skill,
                dc: parse_dc(&dc_words.join(" "))?,
                modifier,
                repeat,
            }
        }
        "save" => {
            let (rest, modifier) = split_modifier(rest);
            need(4)?;
            let (last, middle) = rest[2..].split_last().ok_or_else(usage)?;
            Command::Save {
                character: rest[0].to_owned(),
                skill: skill(rest[1])?,
                dc: parse_dc(&middle.join(" "))?,
                damage: int("damage", last)?,
                modifier,
            }
        }
        "attack" => {
            let (rest, modifier) = split_modifier(rest);
            need(3)?;
            if rest.len() > 3 {
                // A weapon's name may be typed as unquoted words: the
                // campaign splits them by its weapons.
                return Ok(Command::AttackWords {
                    attacker: rest[0].to_owned(),
                    words: rest[1..].iter().map(|w| (*w).to_owned()).collect(),
                    modifier,
                });
            }
            Command::Attack {
                attacker: rest[0].to_owned(),
                weapon: rest[1].to_owned(),
                targets: rest[2..]
                    .join(" ")
                    .split(',')
                    .map(str::trim)
                    .filter(|s| !s.is_empty())
                    .map(str::to_owned)
                    .collect(),
                modifier,
            }
        }
        "roll" => {
            need(1)?;
            // `roll 4d6kh3 x6` rolls it six times.
            let (expr, count) = crate::engine::notation::trailing_repeat(rest, 1);
            let repeat = repeat_count(count)?;
            Command::Roll {
                expr: DiceExpr::parse(&expr.join(""))?,
                repeat,
            }
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
                name: (!name_words.is_empty()).then(|| name_words.join(" ")),
                count,
            }
        }
        "enemy-remove" => {
            need(1)?;
            Command::RemoveEnemy {
                name: rest.join(" "),
            }
        }
        "enemy-attack" => {
            let (rest, modifier) = split_modifier(rest);
            need(2)?;
            let (target, enemy) = rest.split_last().ok_or_else(usage)?;
            Command::EnemyAttack {
                enemy: enemy.join(" "),
                target: (*target).to_owned(),
                modifier,
            }
        }
        "initiative" => {
            exact(0)?;
            Command::Initiative
        }
        "next" => {
            exact(0)?;
            Command::NextTurn
        }
        "end-combat" => {
            exact(0)?;
            Command::EndCombat
        }
        "level" => {
            exact(2)?;
            Command::SetLevel {
                character: rest[0].to_owned(),
                level: int("level", rest[1])?,
            }
        }
        "hurt" | "heal" => {
            need(2)?;
            let (amount, target) = rest.split_last().ok_or_else(usage)?;
            let target = target.join(" ");
            let amount = int("amount", amount)?;
            if spec.name == "hurt" {
                Command::Hurt { target, amount }
            } else {
                Command::Heal { target, amount }
            }
        }
        "condition" => {
            need(3)?;
            let target = rest[1].to_owned();
            let condition = rest[2..].join(" ");
            match rest[0].to_ascii_lowercase().as_str() {
                "add" => Command::AddCondition { target, condition },
                "remove" => Command::RemoveCondition { target, condition },
                _ => return Err(usage()),
            }
        }
        _ => return Err(usage()),
    })
}

/// A whole number (one beyond 64 bits held at the limit, so the range check
/// refuses it), or an invalid-`what` refusal.
fn int(what: &str, word: &str) -> Result<i64, RuleError> {
    crate::engine::notation::whole_number(word).ok_or_else(|| RuleError::invalid(what, word))
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

/// Splits off a trailing signed modifier (`+2`, `-1`): only a word with an
/// explicit sign counts, so a DC or an amount is never taken for one.
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

/// The count of a repeat word's digits ([`crate::engine::notation::trailing_repeat`]);
/// 1 without one.
fn repeat_count(digits: Option<&str>) -> Result<i64, RuleError> {
    digits.map_or(Ok(1), |d| int("repeat", d))
}
