//! Parsers of the combat commands: damage and the enemies.

use crate::cli::words::InputError;
use crate::engine::rulesets::wasteland::command::EnemySpec;
use crate::engine::rulesets::wasteland::notation;
use crate::engine::rulesets::wasteland::typed::Typed;
use crate::engine::rulesets::wasteland::Command;

use super::{is_number, join, need, number, ParseError, Res};

/// `damage <player> <weapon> [ap] [--target ENEMY] [--close]`.
pub(super) fn damage(w: &[String], target: Option<String>, close: bool) -> Res<Command> {
    let player = need(w, 0, "player")?.clone();
    let mut rest = w[1..].to_vec();
    let ap = if rest.len() > 1 && rest.last().is_some_and(|l| is_number(l)) {
        number("ap", &rest.pop().unwrap_or_default())?
    } else {
        0
    };
    if rest.is_empty() {
        return Err(InputError::Missing { what: "weapon" }.into());
    }
    Ok(Command::Damage {
        player,
        weapon: join(&rest),
        ap,
        target,
        close,
    })
}

/// `enemy-add <template> [xN] | <name> <template> [xN] | <name> <hp> <NdM> <skill> <drops> [special...]`.
pub(super) fn enemy_add(w: &[String]) -> Res<Command> {
    need(w, 0, "template")?;
    // A pack: `Raider x3`, `Boss Raider x3`.
    if let (w, Some(count)) = notation::trailing_repeat(w, 1) {
        let count = number("count", count)?;
        if w.len() > 1 {
            // `[name] template`: the campaign splits by its templates.
            return Ok(Command::Typed(Typed::EnemyAdd {
                words: w.to_vec(),
                count: Some(count),
            }));
        }
        return Ok(Command::AddPack {
            template: join(w),
            count,
            name: None,
        });
    }
    let spec = if w.len() >= 2 && is_number(&w[1]) {
        let name = w[0].clone();
        let hp = number("hp", &w[1])?;
        let damage = need(w, 2, "NdM")?.clone();
        notation::plain_dice(&damage).map_err(ParseError::Rule)?;
        let attack_skill = number("skill", need(w, 3, "skill")?)?;
        let drops = need(w, 4, "drops")?.clone();
        let special = (w.len() > 5).then(|| join(&w[5..]));
        EnemySpec::Custom {
            name,
            hp,
            damage,
            attack_skill,
            drops,
            special,
        }
    } else if w.len() == 1 {
        EnemySpec::Template {
            template: join(w),
            name: None,
        }
    } else {
        // `[name] template`: the campaign splits by its templates.
        return Ok(Command::Typed(Typed::EnemyAdd {
            words: w.to_vec(),
            count: None,
        }));
    };
    Ok(Command::AddEnemy(spec))
}

/// `enemy-hurt <name> <amount>`.
pub(super) fn enemy_hurt(w: &[String]) -> Res<Command> {
    need(w, 0, "name")?;
    if w.len() < 2 {
        return Err(InputError::Missing { what: "amount" }.into());
    }
    let amount = number("amount", &w[w.len() - 1])?;
    Ok(Command::HurtEnemy {
        name: join(&w[..w.len() - 1]),
        amount,
    })
}

/// `enemy-attack <enemy> [target] [--random]`.
pub(super) fn enemy_attack(w: &[String], random: bool) -> Res<Command> {
    need(w, 0, "enemy")?;
    // One word, or --random: every word names the enemy and the
    // target is picked at random; else the last word is the target.
    if random || w.len() == 1 {
        Ok(Command::EnemyAttack {
            enemy: join(w),
            target: None,
        })
    } else {
        Ok(Command::EnemyAttack {
            enemy: join(&w[..w.len() - 1]),
            target: Some(w[w.len() - 1].clone()),
        })
    }
}
