//! Parsers of the world commands: settings, places, house rules, rest, NPCs.

use crate::cli::words::InputError;
use crate::engine::rulesets::wasteland::command::Setting;
use crate::engine::rulesets::wasteland::house::HouseRule;
use crate::engine::rulesets::wasteland::{Command, RuleError};

use super::{join, need, no_more, number, ParseError, Res};

/// `set <field> <value...>`.
pub(super) fn set(w: &[String]) -> Res<Command> {
    let field = need(w, 0, "field")?;
    let value = join(&w[1..]);
    if value.trim().is_empty() {
        return Err(InputError::Missing { what: "value" }.into());
    }
    Ok(Command::Set(
        Setting::parse(field, &value).map_err(ParseError::Rule)?,
    ))
}

/// `location [character] [place...]`.
pub(super) fn location(w: &[String]) -> Command {
    Command::Location {
        player: w.first().cloned(),
        place: (w.len() > 1).then(|| join(&w[1..])),
    }
}

/// `move-team <place...>`.
pub(super) fn move_team(w: &[String]) -> Res<Command> {
    need(w, 0, "place")?;
    Ok(Command::MoveTeam { place: join(w) })
}

/// `rule <name> on|off | list`.
pub(super) fn rule(w: &[String]) -> Res<Command> {
    let first = need(w, 0, "name")?;
    if first.eq_ignore_ascii_case("list") {
        no_more(w, 1)?;
        return Ok(Command::HouseRules);
    }
    let rule = HouseRule::parse(first).map_err(ParseError::Rule)?;
    let state = need(w, 1, "on|off")?.to_ascii_lowercase();
    no_more(w, 2)?;
    let on = match state.as_str() {
        "on" => true,
        "off" => false,
        _ => {
            return Err(ParseError::Rule(RuleError::Invalid {
                what: "on|off".into(),
                value: crate::engine::name::echo(&state),
            }))
        }
    };
    Ok(Command::SetHouseRule { rule, on })
}

/// `rest [hours] [--force]`.
pub(super) fn rest(w: &[String], force: bool) -> Res<Command> {
    let hours = match w.first() {
        Some(h) => number("hours", h)?,
        None => 8,
    };
    no_more(w, 1)?;
    Ok(Command::Rest { hours, force })
}

/// `npc-gen [count]`.
pub(super) fn npc_gen(w: &[String]) -> Res<Command> {
    let count = match w.first() {
        Some(c) => number("count", c)?,
        None => 1,
    };
    no_more(w, 1)?;
    Ok(Command::NpcGen { count })
}
