//! The classic Fallout game's MCP tools: each kind of argument of its
//! command table as the JSON the tool takes (the server's
//! [`crate::mcp::tables`] writes the rest from the table).

use crate::engine::rulesets::pnp::commands::ArgKind as Pnp;
use crate::mcp::tables::{number, words};
use crate::mcp::tools::Takes;

/// What an argument of kind `kind` named `name` takes.
#[must_use]
pub fn takes(kind: Pnp, name: &str) -> Takes {
    match kind {
        Pnp::Score | Pnp::Number => number(name),
        Pnp::Modifier => Takes::Signed,
        Pnp::OnOff => words(["on", "off"]),
        Pnp::Armour => words(["none", "light", "medium", "heavy", "power"]),
        Pnp::AttackOptions => Takes::Words,
        Pnp::UserId
        | Pnp::Text
        | Pnp::Character
        | Pnp::Enemy
        | Pnp::Unit
        | Pnp::Race
        | Pnp::Attribute
        | Pnp::Skill
        | Pnp::Weapon
        | Pnp::Template
        | Pnp::Ammo
        | Pnp::Setting => Takes::Text,
    }
}
