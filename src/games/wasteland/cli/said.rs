//! The wasteland game's command words in every language: one table, each
//! command-line word with the message ids of its Discord command's name
//! (`/check` is `检定` on Discord and on the command line; `/enemy hurt` is
//! `敌人 受伤`), its options named as the Discord command's options, and its
//! fixed words. The command line reads a line through it before the parser
//! ([`crate::cli::words::english`]); help shows its words.

use crate::cli::words::{said, said_with, Said};

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

/// Every command word of the game.
pub const SAID: &[Said] = &[
    said("import-seed", &["cli-word-import-seed"]),
    said("status", &["cmd-campaign-status"]),
    said("turn", &["cmd-campaign-turn"]),
    said("remove-player", &["cmd-character-remove"]),
    said("initiative", &["cmd-initiative"]),
    said("doctor", &["cmd-doctor"]),
    said("hurt", &["cmd-hurt"]),
    said("heal", &["cmd-heal"]),
    said("rads", &["cmd-rads"]),
    said("caps", &["cmd-caps"]),
    said("ap", &["cmd-ap"]),
    said("move-team", &["cmd-move-team"]),
    said("npc-gen", &["cmd-npc-generate"]),
    said("revive", &["cmd-character-revive"]),
    said_with("set", &["cmd-campaign-set"], FIELDS),
    said("add-player", &["cmd-character-create"]),
    said("check", &["cmd-check"]),
    said("roll", &["cmd-roll"]),
    said("damage", &["cmd-damage"]),
    said("enemy-add", &["cmd-enemy", "cmd-enemy-add"]),
    said("enemy-hurt", &["cmd-enemy", "cmd-enemy-hurt"]),
    said("enemy-attack", &["cmd-enemy", "cmd-enemy-attack"]),
    said("first-aid", &["cmd-first-aid"]),
    said_with("inventory", &["cmd-inventory"], INVENTORY),
    said("use-item", &["cmd-use"]),
    said_with("effect", &["cmd-effect"], EFFECT),
    said("rest", &["cmd-campaign-rest"]),
    said("location", &["cmd-location"]),
    said("chapter-raise", &["cmd-character-raise"]),
    said_with("open-container", &["cmd-open-container"], CONTAINER),
    said_with("rule", &["cmd-campaign-rule"], RULE),
    said("skill-up", &["cmd-character-skillup"]),
    said("loot", &["cmd-loot"]),
    said_with("trade", &["cmd-trade"], TRADE),
    said_with("reroll", &["cli-word-reroll"], &[("keep", "cli-word-keep")]),
];
