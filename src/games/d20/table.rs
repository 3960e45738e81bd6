//! The d20 game's slash commands in the command table, each taking its GM
//! flag and help text from the game's own command table.

use crate::bot::table::{from_command_table, Entry, Topic};
use crate::engine::ruleset::Ruleset as _;
use crate::engine::rulesets::d20::commands::COMMANDS;

from_command_table!(d20, crate::engine::rulesets::d20::D20::ID, COMMANDS);

/// The game's slash commands, in `/help` order within a topic.
pub(super) const TABLE: &[Entry] = &[
    d20("d20 create", "add-player", Topic::Characters),
    d20("d20 sheet", "status", Topic::Characters),
    d20("d20 level", "level", Topic::Characters),
    d20("d20 remove", "remove-player", Topic::Characters),
    d20("d20 check", "check", Topic::Checks),
    d20("d20 save", "save", Topic::Checks),
    d20("d20 attack", "attack", Topic::Combat),
    d20("d20 initiative", "initiative", Topic::Combat),
    d20("d20 next", "next", Topic::Combat),
    d20("d20 end-combat", "end-combat", Topic::Combat),
    d20("d20 enemy-add", "enemy-add", Topic::Enemies),
    d20("d20 enemy-attack", "enemy-attack", Topic::Enemies),
    d20("d20 enemy-remove", "enemy-remove", Topic::Enemies),
    d20("d20 hurt", "hurt", Topic::Health),
    d20("d20 heal", "heal", Topic::Health),
    d20("d20 condition", "condition", Topic::Health),
];
