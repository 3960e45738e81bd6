//! Parsers of the item commands: the doctor and first aid, inventory, items
//! used, effects, containers, loot and trade.

use crate::cli::words::InputError;
use crate::engine::rulesets::wasteland::command::{TradeGoods, TradeSide};
use crate::engine::rulesets::wasteland::typed::Typed;
use crate::engine::rulesets::wasteland::{Command, RuleError};

use super::{is_number, item_and_qty, join, need, no_more, number, skill, tier, ParseError, Res};

/// `doctor <player>`.
pub(super) fn doctor(w: &[String]) -> Res<Command> {
    need(w, 0, "player")?;
    Ok(Command::Doctor { player: join(w) })
}

/// `first-aid <medic> [target]`.
pub(super) fn first_aid(w: &[String], target: Option<String>) -> Res<Command> {
    let medic = need(w, 0, "medic")?.clone();
    no_more(w, 2)?;
    Ok(Command::FirstAid {
        medic,
        target: target.or_else(|| w.get(1).cloned()),
    })
}

/// `inventory <player> add|remove <item> [qty]`.
pub(super) fn inventory(w: &[String]) -> Res<Command> {
    let player = need(w, 0, "player")?.clone();
    let action = need(w, 1, "add|remove")?.to_ascii_lowercase();
    let (item, qty) = item_and_qty(&w[2..])?;
    match action.as_str() {
        "add" => Ok(Command::InventoryAdd { player, item, qty }),
        "remove" => Ok(Command::InventoryRemove { player, item, qty }),
        _ => Err(ParseError::Rule(RuleError::Invalid {
            what: "add|remove".into(),
            value: action,
        })),
    }
}

/// `use-item <player> <item> [target] [--provider P] [--target T]`.
pub(super) fn use_item(
    w: &[String],
    target: Option<String>,
    provider: Option<String>,
) -> Res<Command> {
    let player = need(w, 0, "player")?.clone();
    let rest = &w[1..];
    if rest.is_empty() {
        return Err(InputError::Missing { what: "item" }.into());
    }
    if target.is_none() && rest.len() > 1 {
        // `item [target]`: the campaign splits by its consumables.
        return Ok(Command::Typed(Typed::UseItem {
            player,
            words: rest.to_vec(),
            provider,
        }));
    }
    Ok(Command::UseItem {
        player,
        item: join(rest),
        target,
        provider,
    })
}

/// `effect <player> add <name> <turns> | <player> remove <name> | <player> list`.
pub(super) fn effect_command(w: &[String]) -> Res<Command> {
    let player = need(w, 0, "player")?.clone();
    let action = need(w, 1, "add|remove|list")?.to_ascii_lowercase();
    match action.as_str() {
        "list" => {
            no_more(w, 2)?;
            Ok(Command::EffectList { player })
        }
        "remove" => {
            need(w, 2, "name")?;
            Ok(Command::EffectRemove {
                player,
                name: join(&w[2..]),
            })
        }
        "add" => {
            need(w, 2, "name")?;
            if w.len() < 4 {
                return Err(InputError::Missing { what: "turns" }.into());
            }
            let turns = number("turns", &w[w.len() - 1])?;
            Ok(Command::EffectAdd {
                player,
                name: join(&w[2..w.len() - 1]),
                turns,
            })
        }
        _ => Err(ParseError::Rule(RuleError::Invalid {
            what: "add|remove|list".into(),
            value: action,
        })),
    }
}

/// `open-container <character> lockpick|science`.
pub(super) fn open_container(w: &[String]) -> Res<Command> {
    let player = need(w, 0, "character")?.clone();
    let skill = skill(need(w, 1, "lockpick|science")?)?;
    no_more(w, 2)?;
    Ok(Command::OpenContainer { player, skill })
}

/// `loot [tier] [count]`.
pub(super) fn loot(w: &[String]) -> Res<Command> {
    let mut tier_arg = None;
    let mut count = None;
    for word in w {
        if is_number(word) && count.is_none() {
            count = Some(number("count", word)?);
        } else if tier_arg.is_none() && !is_number(word) {
            tier_arg = Some(tier(word)?);
        } else {
            return Err(InputError::Extra {
                extra: vec![word.clone()],
            }
            .into());
        }
    }
    Ok(Command::Loot {
        tier: tier_arg,
        count: count.unwrap_or(1),
    })
}

/// `trade <player> <price> buy|sell [--settle ITEM [QTY]]`.
pub(super) fn trade(w: &[String], settle: Option<Vec<String>>) -> Res<Command> {
    let player = need(w, 0, "player")?.clone();
    let price = number("price", need(w, 1, "price")?)?;
    let side = match need(w, 2, "buy|sell")?.to_ascii_lowercase().as_str() {
        "buy" => TradeSide::Buy,
        "sell" => TradeSide::Sell,
        other => {
            return Err(ParseError::Rule(RuleError::Invalid {
                what: "buy|sell".into(),
                value: other.to_owned(),
            }))
        }
    };
    no_more(w, 3)?;
    let settle = match settle {
        Some(goods) => {
            let (item, qty) = item_and_qty(&goods)?;
            Some(TradeGoods { item, qty })
        }
        None => None,
    };
    Ok(Command::Trade {
        player,
        price,
        side,
        settle,
    })
}
