//! Parsers of the check commands: checks, dice rolls and Luck re-rolls.

use crate::cli::words::InputError;
use crate::engine::rulesets::wasteland::command::CheckRequest;
use crate::engine::rulesets::wasteland::notation;
use crate::engine::rulesets::wasteland::{Command, RuleError};

use super::{need, no_more, number, skill_at, ParseError, Parsed, Res};

/// `check <players> <attr> <skill> <diff> [ap] [xN] [--bonus N]`.
pub(super) fn check(w: &[String], bonus: Option<i64>) -> Res<Command> {
    // `check Jake PER Lockpick 2 x3` makes the check three times.
    let (w, count) = notation::trailing_repeat(w, 4);
    let repeat = count.map_or(Ok(1), |c| number("repeat", c))?;
    let players: Vec<String> = need(w, 0, "players")?
        .split(',')
        .map(|p| p.trim().to_owned())
        .filter(|p| !p.is_empty())
        .collect();
    if players.is_empty() {
        return Err(InputError::Missing { what: "players" }.into());
    }
    let attribute = notation::attribute(&crate::i18n::engine_word(need(w, 1, "attr")?))
        .map_err(ParseError::Rule)?;
    let (skill, used) = skill_at(w, 2)?;
    let at = 2 + used;
    let difficulty = number("diff", need(w, at, "diff")?)?;
    let ap = match w.get(at + 1) {
        Some(a) => number("ap", a)?,
        None => 0,
    };
    no_more(w, at + 2)?;
    Ok(Command::Check(CheckRequest {
        players,
        attribute,
        skill,
        difficulty,
        ap,
        bonus: bonus.unwrap_or(0),
        repeat,
    }))
}

/// `roll <NdM> [xN]`.
pub(super) fn roll(w: &[String]) -> Res<Command> {
    let dice = need(w, 0, "NdM")?;
    // `roll 3d6 x5` rolls them five times.
    let repeat = match w.get(1).map(|word| notation::repeat_word(word)) {
        None => 1,
        Some(Some(count)) => number("repeat", count)?,
        Some(None) => {
            no_more(w, 1)?;
            1
        }
    };
    no_more(w, 2)?;
    let (count, sides) = notation::plain_dice(dice).map_err(ParseError::Rule)?;
    Ok(Command::Roll {
        count,
        sides,
        repeat,
    })
}

/// `reroll <roll_id> [keep]`.
pub(super) fn reroll(w: &[String]) -> Res<Parsed> {
    let roll_id = number("roll_id", need(w, 0, "roll_id")?)?;
    let accept = match w.get(1).map(|s| s.to_ascii_lowercase()) {
        None => true,
        Some(s) if s == "keep" || s == "decline" || s == "no" => false,
        Some(s) if s == "accept" || s == "yes" || s == "reroll" => true,
        Some(s) => {
            return Err(ParseError::Rule(RuleError::Invalid {
                what: "keep".into(),
                value: s,
            }))
        }
    };
    no_more(w, 2)?;
    Ok(Parsed::Reroll { roll_id, accept })
}
