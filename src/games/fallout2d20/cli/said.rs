//! The Fallout 2d20 game's command words in every language: one table, each
//! command-line word with the message ids of its Discord command's name
//! (`/f2d20 gm give` is `给予` on Discord and on the command line), its
//! options named as the Discord command's options, and its fixed words.
//! The command line reads a line through it before the grammar
//! ([`crate::cli::words::english`]); help shows its words.

use crate::cli::words::{said, said_table, Said};

/// Power armour's two fixed words.
const POWER: &[(&str, &str)] = &[("enter", "cmd-choice-enter"), ("leave", "cmd-choice-leave")];

/// First aid's three choices.
const AID: &[(&str, &str)] = &[
    ("heal", "cmd-choice-heal"),
    ("treat", "cmd-choice-treat"),
    ("stabilise", "cmd-choice-stabilise"),
];

/// The two action point pools.
const POOLS: &[(&str, &str)] = &[("group", "cmd-choice-group")];

/// A worn piece's two sides.
const SIDES: &[(&str, &str)] = &[("left", "cmd-choice-left"), ("right", "cmd-choice-right")];

/// Every command word of the game.
pub const SAID: &[Said] = said_table! {
    "cmd-f2d20-" [
        "status" "wear" with SIDES "doff" "power-armor" with POWER "mine" "fusion-core"
        "level-up" "robot" "mod" "action" "attack" "test" "defend" "first-aid" with AID
        "rally" "command" "stop-persistent" "roll" "reroll" "bonus-die"
    ]
    "cmd-f2d20-gm-" [
        "creature-add" "creature-remove" "give" "take" "repair" "disease" "xp" "read"
        "origin" "rank" "hurt" "heal" "cure-rads" "cover" "ap" with POOLS "session"
        "initiative" "order" "next" "end-combat" "zone" "zone-range"
    ];
    said("add-player", &["cmd-f2d20-gm-create"]),
    said("remove-player", &["cmd-f2d20-gm-remove"]),
    said("create-character", &["cmd-f2d20-new"]),
};
