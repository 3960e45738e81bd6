//! The Fallout 2d20 game's MCP tools: each kind of argument of its command
//! table as the JSON the tool takes (the server's [`crate::mcp::tables`]
//! writes the rest from the table).

use crate::engine::rulesets::fallout2d20::commands::ArgKind as F2;
use crate::engine::rulesets::fallout2d20::data::{DamageType, RangeBand};
use crate::engine::rulesets::fallout2d20::outcome::{ActionKind, Pool};
use crate::mcp::tables::{attributes, number, words};
use crate::mcp::tools::Takes;

/// What an argument of kind `kind` named `name` takes.
#[must_use]
pub fn takes(kind: F2, name: &str) -> Takes {
    match kind {
        F2::Number | F2::Score => number(name),
        F2::Flag => Takes::Flag,
        F2::Attribute => attributes(),
        F2::Range => words(RangeBand::ALL.iter().map(|b| b.word())),
        F2::DamageType => words(DamageType::ALL.iter().map(|d| d.word())),
        F2::Action => words(ActionKind::SIMPLE.iter().map(|a| a.word())),
        F2::Pool => words([Pool::Group.word(), Pool::Gm.word()]),
        F2::PowerAction => words(["enter", "leave"]),
        F2::AidChoice => words(["heal", "treat", "stabilise"]),
        F2::Side => words(["left", "right"]),
        // Skill points (`skill=points ...`) and re-rolled dice are several words.
        F2::SkillPoints => Takes::Words,
        F2::Text if name == "dice" => Takes::Words,
        F2::UserId
        | F2::Text
        | F2::Character
        | F2::Creature
        | F2::Unit
        | F2::UnitList
        | F2::Template
        | F2::Weapon
        | F2::Item
        | F2::Armour
        | F2::Frame
        | F2::PowerPiece
        | F2::Skill
        | F2::Location
        | F2::Zone
        | F2::Perk
        | F2::Magazine
        | F2::CombatDice => Takes::Text,
    }
}
