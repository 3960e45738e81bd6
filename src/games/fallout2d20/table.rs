//! The Fallout 2d20 game's slash commands in the command table, each taking
//! its GM flag and help text from the game's own command table.

use crate::bot::table::{from_command_table, Entry, Topic};
use crate::engine::ruleset::Ruleset as _;
use crate::engine::rulesets::fallout2d20::commands::COMMANDS;

from_command_table!(
    f2d20,
    crate::engine::rulesets::fallout2d20::Fallout2d20::ID,
    COMMANDS
);

/// The game's slash commands, in `/help` order within a topic.
pub(super) const TABLE: &[Entry] = &[
    f2d20("f2d20 gm create", "add-player", Topic::Characters),
    // The guided form: a player makes their own character (the engine's
    // `create-character`, which names any owner, is the GM's).
    Entry::of_game(
        "f2d20-new",
        crate::engine::rulesets::fallout2d20::Fallout2d20::ID,
        false,
        Topic::Characters,
        "f2d20-help-new",
    ),
    f2d20("f2d20 status", "status", Topic::Characters),
    f2d20("f2d20 wear", "wear", Topic::Characters),
    f2d20("f2d20 doff", "doff", Topic::Characters),
    f2d20("f2d20 power-armor", "power-armor", Topic::Characters),
    f2d20("f2d20 gm repair", "repair", Topic::Characters),
    f2d20("f2d20 fusion-core", "fusion-core", Topic::Characters),
    f2d20("f2d20 mod", "mod", Topic::Characters),
    f2d20("f2d20 gm rank", "rank", Topic::Characters),
    f2d20("f2d20 gm xp", "xp", Topic::Characters),
    f2d20("f2d20 level-up", "level-up", Topic::Characters),
    f2d20("f2d20 gm read", "read", Topic::Characters),
    f2d20("f2d20 gm origin", "origin", Topic::Characters),
    f2d20("f2d20-robot", "robot", Topic::Characters),
    f2d20("f2d20 gm remove", "remove-player", Topic::Characters),
    f2d20("f2d20 test", "test", Topic::Checks),
    f2d20("f2d20 reroll", "reroll", Topic::Checks),
    f2d20("f2d20 bonus-die", "bonus-die", Topic::Combat),
    f2d20("f2d20 roll", "roll", Topic::Checks),
    f2d20("f2d20 gm ap", "ap", Topic::Checks),
    f2d20("f2d20 gm session", "session", Topic::Checks),
    f2d20("f2d20 attack", "attack", Topic::Combat),
    f2d20("f2d20 mine", "mine", Topic::Combat),
    f2d20("f2d20 action", "action", Topic::Combat),
    f2d20("f2d20 defend", "defend", Topic::Combat),
    f2d20("f2d20 rally", "rally", Topic::Combat),
    f2d20("f2d20 command", "command", Topic::Combat),
    f2d20("f2d20 gm initiative", "initiative", Topic::Combat),
    f2d20("f2d20 gm order", "order", Topic::Combat),
    f2d20("f2d20 gm next", "next", Topic::Combat),
    f2d20("f2d20 gm end-combat", "end-combat", Topic::Combat),
    f2d20("f2d20 gm cover", "cover", Topic::Combat),
    f2d20("f2d20 gm zone", "zone", Topic::Combat),
    f2d20("f2d20 gm zone-range", "zone-range", Topic::Combat),
    f2d20("f2d20 gm creature-add", "creature-add", Topic::Enemies),
    f2d20(
        "f2d20 gm creature-remove",
        "creature-remove",
        Topic::Enemies,
    ),
    f2d20("f2d20 first-aid", "first-aid", Topic::Health),
    f2d20("f2d20 stop-persistent", "stop-persistent", Topic::Health),
    f2d20("f2d20 gm hurt", "hurt", Topic::Health),
    f2d20("f2d20 gm heal", "heal", Topic::Health),
    f2d20("f2d20 gm cure-rads", "cure-rads", Topic::Health),
    f2d20("f2d20 gm disease", "disease", Topic::Health),
    f2d20("f2d20 gm give", "give", Topic::Trade),
    f2d20("f2d20 gm take", "take", Topic::Trade),
];
