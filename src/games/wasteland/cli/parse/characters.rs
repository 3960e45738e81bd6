//! Parsers of the character commands: add and remove, revive, HP, rads, caps
//! and AP, skill raises.

use crate::engine::rulesets::wasteland::character::NewCharacter;
use crate::engine::rulesets::wasteland::Command;

use super::{join, need, no_more, number, player_amount, skill, skill_at, Res};

/// `add-player <id> <name> <char> <bg> S P E C I A L <skill1> <skill2> <skill3> | <id> <name> <char> <bg> --preset NAME`.
pub(super) fn add_player(w: &[String], preset: Option<String>) -> Res<Command> {
    let owner = need(w, 0, "id")?.clone();
    let name = need(w, 1, "name")?.clone();
    let character = need(w, 2, "char")?.clone();
    let background = need(w, 3, "bg")?.clone();
    if let Some(chosen) = preset {
        // The campaign finds the preset: its homebrew, then shipped.
        no_more(w, 4)?;
        return Ok(Command::AddPlayerPreset {
            owner,
            name,
            character,
            background,
            preset: chosen,
        });
    }
    let mut special = [0i64; 7];
    for (k, slot) in special.iter_mut().enumerate() {
        const WHAT: [&str; 7] = ["S", "P", "E", "C", "I", "A", "L"];
        *slot = number(WHAT[k], need(w, 4 + k, WHAT[k])?)?;
    }
    let mut at = 11;
    let mut tags: Vec<String> = Vec::new();
    for _ in 0..3 {
        let (s, used) = skill_at(w, at)?;
        tags.push(s.name().to_owned());
        at += used;
    }
    no_more(w, at)?;
    let tags: [String; 3] = [tags[0].clone(), tags[1].clone(), tags[2].clone()];
    Ok(Command::AddPlayer(NewCharacter {
        owner,
        name,
        character,
        background,
        special,
        tags,
    }))
}

/// `remove-player <name>`.
pub(super) fn remove_player(w: &[String]) -> Res<Command> {
    need(w, 0, "name")?;
    Ok(Command::RemovePlayer { name: join(w) })
}

/// `revive <player>`.
pub(super) fn revive(w: &[String]) -> Res<Command> {
    need(w, 0, "player")?;
    Ok(Command::Revive { player: join(w) })
}

/// `hurt <player> <amount>`, `heal <player> <amount>`, `rads <player> <amount>`, `caps <player> <amount>`, `ap <player> <amount>`.
pub(super) fn player_amount_command(name: &str, w: &[String]) -> Res<Command> {
    let (player, amount) = player_amount(w)?;
    Ok(match name {
        "hurt" => Command::Hurt { player, amount },
        "heal" => Command::Heal { player, amount },
        "rads" => Command::Rads { player, amount },
        "caps" => Command::Caps { player, amount },
        _ => Command::Ap { player, amount },
    })
}

/// `chapter-raise <player> <skill>`.
pub(super) fn chapter_raise(w: &[String]) -> Res<Command> {
    let player = need(w, 0, "player")?.clone();
    need(w, 1, "skill")?;
    let skill = skill(&join(&w[1..]))?;
    Ok(Command::ChapterRaise { player, skill })
}

/// `skill-up <player> <skill>`.
pub(super) fn skill_up(w: &[String]) -> Res<Command> {
    let player = need(w, 0, "player")?.clone();
    need(w, 1, "skill")?;
    let skill = skill(&join(&w[1..]))?;
    Ok(Command::SkillUp { player, skill })
}
