//! The official Fallout 2d20 game (seed 002 with the published core rules of
//! Fallout: The Roleplaying Game where the seed is silent): S.P.E.C.I.A.L.
//! characters with tag skills, 2d20 tests with AP and the group pool,
//! initiative and the action economy, attacks with hit locations, range
//! bands and combat dice, DR per location and damage type, all eight damage
//! effects, radiation lowering maximum HP, critical hits as injuries, dying
//! and stabilising.
//!
//! This folder is a pure rules engine: it owns the game's characters,
//! creatures, data tables, commands, events, errors and the command
//! metadata the front ends read (the command-line grammar is the front
//! end's, in `src/games/fallout2d20/cli/`). It knows nothing of Discord,
//! storage or clocks; every die comes from a [`crate::engine::dice::Dice`],
//! and the 2d20 pool is the shared [`crate::engine::mechanics::pool`].
//!
//! The entry point is [`Campaign::execute`]: a [`Command`] in, an [`Outcome`]
//! of typed events out, or a [`RuleError`] and no change at all. The rules
//! reference, with every source and every decision, is
//! `docs/rulesets/fallout-2d20.md`.

pub mod apparel;
pub mod attack_perks;
pub mod campaign;
pub mod character;
pub mod chems;
pub mod command;
pub mod commands;
pub mod creation;
pub mod damage;
pub mod data;
pub mod diseases;
pub mod error;
pub mod files;
pub mod foundry;
pub mod fusion;
pub mod growth;
pub mod homebrew;
pub mod mines;
pub mod mods;
pub mod origins;
pub mod outcome;
pub mod perk_effects;
pub mod perk_rerolls;
pub mod perks;
pub mod power;
pub mod published;
pub mod qualities;
pub mod robots;
pub mod skills;
pub mod sneak;
pub mod typed;
pub mod zones;

pub use campaign::Campaign;

pub use command::Command;
pub use error::RuleError;
pub use outcome::{Event, Outcome};
pub use skills::Skill;

/// The ruleset's id, as the store and `RulesetId` spell it.
pub const RULESET_ID: &str = "fallout-2d20";

use crate::engine::homebrew::{CharacterImported, Refusal};
use crate::engine::ruleset::MappedPack;

/// The Fallout 2d20 game as a [`crate::engine::ruleset::Ruleset`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fallout2d20;

crate::engine::ruleset::game_ruleset!(
    Fallout2d20 = RULESET_ID,
    start: Command::Status { name: None },
    characters: characters,

    fn foundry_pack(
        campaign: &Campaign,
        docs: &[serde_json::Value],
    ) -> Option<Result<MappedPack, Refusal>> {
        Some(campaign.foundry_pack(docs))
    }

    fn foundry_character(
        campaign: &mut Campaign,
        doc: &serde_json::Value,
        owner: &str,
        player: &str,
    ) -> Option<Result<CharacterImported, Refusal>> {
        Some(campaign.foundry_character(doc, owner, player))
    }
);
