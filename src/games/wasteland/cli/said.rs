//! The wasteland game's command words in every language: one table, each
//! command-line word with the message ids of its Discord command's name
//! (`/check` is `检定` on Discord and on the command line; `/enemy hurt` is
//! `敌人 受伤`), its options named as the Discord command's options, and its
//! fixed words. The command line reads a line through it before the parser
//! ([`crate::cli::words::english`]); help shows its words.

use crate::cli::words::{said, said_table, Said};

/// `add` and `remove`, as the inventory's Discord commands name them.
const INVENTORY: &[(&str, &str)] = &[
    ("add", "cmd-inventory-add"),
    ("remove", "cmd-inventory-remove"),
];

/// An effect's three actions, as its Discord commands name them.
const EFFECT: &[(&str, &str)] = &[
    ("add", "cmd-effect-add"),
    ("remove", "cmd-effect-remove"),
    ("list", "cmd-effect-list"),
];

/// The fields `set` sets.
const FIELDS: &[(&str, &str)] = &[
    ("chapter", "cli-word-field-chapter"),
    ("location", "cli-word-field-location"),
    ("quest", "cli-word-field-quest"),
    ("weather", "cli-word-field-weather"),
    ("mode", "cli-word-field-mode"),
    ("day", "cli-word-field-day"),
    ("time", "cli-word-field-time"),
    ("ap_cap", "cli-word-field-ap-cap"),
    ("shelter", "cli-word-field-shelter"),
];

/// A house rule's switch, or the list.
const RULE: &[(&str, &str)] = &[
    ("on", "cli-word-on"),
    ("off", "cli-word-off"),
    ("list", "cli-word-list"),
];

/// A trade's two sides.
const TRADE: &[(&str, &str)] = &[("buy", "cmd-choice-buy"), ("sell", "cmd-choice-sell")];

/// The skills that open a container.
const CONTAINER: &[(&str, &str)] = &[
    ("lockpick", "cmd-choice-lockpick"),
    ("science", "cmd-choice-science"),
];

/// `reroll`'s one fixed word.
const REROLL: &[(&str, &str)] = &[("keep", "cli-word-keep")];

/// Every command word of the game.
pub const SAID: &[Said] = said_table! {
    "cmd-" [
        "initiative" "doctor" "hurt" "heal" "rads" "caps" "ap" "move-team" "check" "roll"
        "damage" "first-aid" "inventory" with INVENTORY "effect" with EFFECT "location"
        "open-container" with CONTAINER "loot" "trade" with TRADE
    ]
    "cmd-campaign-" ["status" "turn" "set" with FIELDS "rest" "rule" with RULE]
    "cmd-character-" ["revive"]
    "cli-word-" ["import-seed" "reroll" with REROLL];
    said("add-player", &["cmd-character-create"]),
    said("remove-player", &["cmd-character-remove"]),
    said("chapter-raise", &["cmd-character-raise"]),
    said("skill-up", &["cmd-character-skillup"]),
    said("npc-gen", &["cmd-npc-generate"]),
    said("use-item", &["cmd-use"]),
    said("enemy-add", &["cmd-enemy", "cmd-enemy-add"]),
    said("enemy-hurt", &["cmd-enemy", "cmd-enemy-hurt"]),
    said("enemy-attack", &["cmd-enemy", "cmd-enemy-attack"]),
};
