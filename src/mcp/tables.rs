//! The tools of every game, read from the games' own command tables (the
//! `engine::table::CommandSpec` tables the command line parses with): the one
//! place the server names the games. Each game's kinds of argument become
//! JSON types here (numbers integers, closed sets enums where the game's
//! rules list them, names strings); how an argument is written comes from
//! the table itself: a flag kind is `--name`, an optional argument the usage
//! line writes as `--name` is an option, a repeat count is `xN`, every other
//! argument is a word where it stands.

use serde::Serialize;

use super::tools::{tool_name, Form, Param, Takes, Tool};
use crate::engine::mechanics::special::Attribute;
use crate::engine::roster::Roster;
use crate::engine::ruleset::{Ruleset as _, RulesetId};
use crate::engine::rulesets::d20::commands::{ArgKind as D20, COMMANDS as D20_COMMANDS};
use crate::engine::rulesets::fallout2d20::commands::{ArgKind as F2, COMMANDS as F2_COMMANDS};
use crate::engine::rulesets::fallout2d20::data::{DamageType, RangeBand};
use crate::engine::rulesets::fallout2d20::outcome::{ActionKind, Pool};
use crate::engine::rulesets::pnp::commands::{ArgKind as Pnp, COMMANDS as PNP_COMMANDS};
use crate::engine::rulesets::wasteland::commands::{ArgKind as W, COMMANDS as W_COMMANDS};
use crate::engine::rulesets::wasteland::data::LootTier;
use crate::engine::rulesets::wasteland::house::HouseRule;
use crate::engine::rulesets::wasteland::skills::Skill;
use crate::engine::rulesets::AnyCampaign;
use crate::engine::table::CommandSpec;

/// Every game's tools, the default game's first, each game's in its table's
/// order.
#[must_use]
pub fn game_tools() -> Vec<Tool> {
    let mut out = Vec::new();
    out.extend(of_table(
        crate::engine::rulesets::wasteland::Wasteland::ID,
        "wasteland",
        &W_COMMANDS,
        wasteland,
    ));
    out.extend(of_table(
        crate::engine::rulesets::d20::D20::ID,
        "d20",
        &D20_COMMANDS,
        d20,
    ));
    out.extend(of_table(
        crate::engine::rulesets::pnp::Pnp::ID,
        "pnp",
        &PNP_COMMANDS,
        pnp,
    ));
    out.extend(of_table(
        crate::engine::rulesets::fallout2d20::Fallout2d20::ID,
        "f2d20",
        &F2_COMMANDS,
        fallout2d20,
    ));
    out
}

/// The tools of one game's table; `takes` maps the game's kind of argument
/// (and the argument's name) to what the tool takes.
fn of_table<K: Copy + Serialize>(
    game: RulesetId,
    prefix: &str,
    table: &'static [CommandSpec<K>],
    takes: fn(K, &str) -> Takes,
) -> Vec<Tool> {
    table
        .iter()
        .map(|c| Tool {
            name: tool_name(prefix, c.name),
            game: Some(game),
            word: c.name,
            gm_only: c.gm_only,
            help_key: c.help_key.to_owned(),
            usage: c.usage.to_owned(),
            actor: c.actor,
            params: c
                .args
                .iter()
                .map(|a| {
                    let value = takes(a.kind, a.name);
                    let kind = serde_json::to_value(a.kind)
                        .ok()
                        .and_then(|k| k.as_str().map(str::to_owned))
                        .unwrap_or_default();
                    Param {
                        name: a.name,
                        required: a.required,
                        form: form(c.usage, a.name, a.required, &value),
                        value,
                        owner: kind == "user_id",
                        about: kind.replace('_', " "),
                    }
                })
                .collect(),
        })
        .collect()
}

/// How an argument is written, from the command's usage line.
fn form(usage: &str, name: &str, required: bool, value: &Takes) -> Form {
    let option = format!("--{}", name.replace('_', "-"));
    if *value == Takes::Flag {
        return Form::Flag(option);
    }
    if name == "repeat" {
        return Form::Repeat;
    }
    let written = usage
        .split(|c: char| c.is_whitespace() || c == '[' || c == ']')
        .any(|w| w == option);
    if !required && written {
        Form::Option(option)
    } else {
        Form::Word
    }
}

/// A closed set of words.
fn words<'a>(set: impl IntoIterator<Item = &'a str>) -> Takes {
    Takes::Enum(set.into_iter().map(str::to_owned).collect())
}

/// A whole number; a repeat count is at least 1.
fn number(name: &str) -> Takes {
    Takes::Integer {
        min: (name == "repeat").then_some(1),
    }
}

/// The S.P.E.C.I.A.L. abbreviations.
fn attributes() -> Takes {
    words(Attribute::ALL.iter().map(|a| a.abbr()))
}

fn wasteland(kind: W, name: &str) -> Takes {
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

fn d20(kind: D20, name: &str) -> Takes {
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

fn pnp(kind: Pnp, name: &str) -> Takes {
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

fn fallout2d20(kind: F2, name: &str) -> Takes {
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

/// The characters and enemies of a campaign of any game, for the acting-as
/// rule.
#[must_use]
pub fn roster(campaign: &AnyCampaign) -> &dyn Roster {
    campaign.roster()
}
