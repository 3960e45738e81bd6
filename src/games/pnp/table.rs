//! The classic game's slash commands in the command table, each taking its
//! GM flag and help text from the game's own command table.

use crate::bot::table::{from_command_table, Entry, Topic};
use crate::engine::ruleset::Ruleset as _;
use crate::engine::rulesets::pnp::commands::COMMANDS;

from_command_table!(pnp, crate::engine::rulesets::pnp::Pnp::ID, COMMANDS);

/// The game's slash commands, in `/help` order within a topic.
pub(super) const TABLE: &[Entry] = &[
    // `/pnp create` is the game's add-player and add-character (a race
    // option); both are the GM's.
    pnp("pnp create", "add-character", Topic::Characters),
    pnp("pnp sheet", "status", Topic::Characters),
    pnp("pnp remove", "remove-player", Topic::Characters),
    pnp("pnp spend", "spend", Topic::Characters),
    pnp("pnp level-up", "level-up", Topic::Characters),
    pnp("pnp gm xp", "xp", Topic::Characters),
    pnp("pnp check", "check", Topic::Checks),
    pnp("pnp odds", "odds", Topic::Checks),
    pnp("pnp save", "save", Topic::Checks),
    pnp("pnp gm setting", "setting", Topic::Checks),
    pnp("pnp attack", "attack", Topic::Combat),
    pnp("pnp douse", "douse", Topic::Combat),
    pnp("pnp gm round", "round", Topic::Combat),
    pnp("pnp enemy add", "enemy-add", Topic::Enemies),
    pnp("pnp enemy remove", "enemy-remove", Topic::Enemies),
    pnp("pnp enemy leader", "leader", Topic::Enemies),
    pnp("pnp enemy morale-score", "morale-score", Topic::Enemies),
    pnp("pnp enemy morale", "morale", Topic::Enemies),
    pnp("pnp stimpak", "stimpak", Topic::Health),
    pnp("pnp radaway", "radaway", Topic::Health),
    pnp("pnp sleep", "sleep", Topic::Health),
    pnp("pnp gm hurt", "hurt", Topic::Health),
    pnp("pnp gm revive", "revive", Topic::Health),
    pnp("pnp gm armour", "armour", Topic::Health),
    pnp("pnp gm pip-boy", "pip-boy", Topic::World),
    pnp("pnp gm ammo", "ammo", Topic::World),
    pnp("pnp find-ammo", "find-ammo", Topic::World),
];
