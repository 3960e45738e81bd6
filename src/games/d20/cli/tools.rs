//! The d20 game's MCP tools: each kind of argument of its command table as
//! the JSON the tool takes (the server's [`crate::mcp::tables`] writes the
//! rest from the table).

use crate::engine::rulesets::d20::commands::ArgKind as D20;
use crate::mcp::tables::{number, words};
use crate::mcp::tools::Takes;

/// What an argument of kind `kind` named `name` takes.
#[must_use]
pub fn takes(kind: D20, name: &str) -> Takes {
    match kind {
        D20::Number | D20::Attribute => number(name),
        D20::Modifier => Takes::Signed,
        D20::Save => words(["Fortitude", "Reflex", "Will"]),
        D20::AddOrRemove => words(["add", "remove"]),
        D20::UserId
        | D20::Text
        | D20::Character
        | D20::Enemy
        | D20::Unit
        | D20::UnitList
        | D20::Template
        | D20::Weapon
        | D20::Skill
        | D20::SkillList
        | D20::Dc
        | D20::Dice
        | D20::Condition => Takes::Text,
    }
}
