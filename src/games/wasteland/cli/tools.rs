//! The wasteland game's MCP tools: each command of its table, each kind of
//! argument as the JSON the tool takes (the server's [`crate::mcp::tables`]
//! writes the rest from the table).

use crate::engine::ruleset::Ruleset as _;
use crate::engine::rulesets::wasteland::commands::{ArgKind as W, COMMANDS};
use crate::engine::rulesets::wasteland::data::LootTier;
use crate::engine::rulesets::wasteland::house::HouseRule;
use crate::engine::rulesets::wasteland::skills::Skill;
use crate::engine::rulesets::wasteland::Wasteland;
use crate::mcp::tables::{attributes, number, of_table, words};
use crate::mcp::tools::{Takes, Tool};

/// The game's tools, `wasteland_<command>`, in its table's order.
#[must_use]
pub fn tools() -> Vec<Tool> {
    of_table(Wasteland::ID, "wasteland", &COMMANDS, takes)
}

/// What an argument of kind `kind` named `name` takes.
#[must_use]
pub fn takes(kind: W, name: &str) -> Takes {
    match kind {
        W::Number | W::Repeat => number(name),
        W::Attribute => attributes(),
        W::Skill => words(Skill::ALL.iter().map(|s| s.name())),
        W::ContainerSkill => words(["lockpick", "science"]),
        W::AddOrRemove => words(["add", "remove"]),
        W::EffectAction => words(["add", "remove", "list"]),
        W::BuyOrSell => words(["buy", "sell"]),
        W::OnOff => words(["on", "off"]),
        W::HouseRule => words(HouseRule::ALL.iter().map(|r| r.id()).chain(["list"])),
        W::Tier => words(LootTier::ALL.iter().map(|t| t.name())),
        W::Keep => words(["keep", "reroll"]),
        W::Flag => Takes::Flag,
        W::UserId
        | W::Text
        | W::Player
        | W::PlayerList
        | W::Enemy
        | W::Dice
        | W::Template
        | W::Weapon
        | W::Item
        | W::Effect
        | W::Place
        | W::Field => Takes::Text,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_check_is_written_as_the_command_line_reads_it() {
        let tool = super::tools()
            .into_iter()
            .find(|t| t.name == "wasteland_check")
            .expect("wasteland_check");
        let arguments = serde_json::json!({"players": "Jake,Sarah", "attr": "PER",
            "skill": "Small Guns", "diff": 2, "repeat": 3, "bonus": 1});
        assert_eq!(
            tool.words(arguments.as_object().expect("object"))
                .expect("valid"),
            [
                "check",
                "Jake,Sarah",
                "PER",
                "Small Guns",
                "2",
                "x3",
                "--bonus",
                "1"
            ]
        );
    }
}
