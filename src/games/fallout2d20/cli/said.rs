//! The Fallout 2d20 game's command words in every language: one table, each
//! command-line word with the message ids of its Discord command's name
//! (`/f2d20 gm give` is `给予` on Discord and on the command line), its
//! options named as the Discord command's options, and its fixed words.
//! The command line reads a line through it before the grammar
//! ([`crate::cli::words::english`]); help shows its words.

use crate::cli::words::{said, said_with, Said};

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
pub const SAID: &[Said] = &[
    said("add-player", &["cmd-f2d20-gm-create"]),
    said("remove-player", &["cmd-f2d20-gm-remove"]),
    said("status", &["cmd-f2d20-status"]),
    said("creature-add", &["cmd-f2d20-gm-creature-add"]),
    said("creature-remove", &["cmd-f2d20-gm-creature-remove"]),
    said("give", &["cmd-f2d20-gm-give"]),
    said("take", &["cmd-f2d20-gm-take"]),
    said_with("wear", &["cmd-f2d20-wear"], SIDES),
    said("doff", &["cmd-f2d20-doff"]),
    said_with("power-armor", &["cmd-f2d20-power-armor"], POWER),
    said("repair", &["cmd-f2d20-gm-repair"]),
    said("mine", &["cmd-f2d20-mine"]),
    said("fusion-core", &["cmd-f2d20-fusion-core"]),
    said("disease", &["cmd-f2d20-gm-disease"]),
    said("xp", &["cmd-f2d20-gm-xp"]),
    said("level-up", &["cmd-f2d20-level-up"]),
    said("create-character", &["cmd-f2d20-new"]),
    said("read", &["cmd-f2d20-gm-read"]),
    said("origin", &["cmd-f2d20-gm-origin"]),
    said("robot", &["cmd-f2d20-robot"]),
    said("mod", &["cmd-f2d20-mod"]),
    said("rank", &["cmd-f2d20-gm-rank"]),
    said("action", &["cmd-f2d20-action"]),
    said("attack", &["cmd-f2d20-attack"]),
    said("test", &["cmd-f2d20-test"]),
    said("defend", &["cmd-f2d20-defend"]),
    said_with("first-aid", &["cmd-f2d20-first-aid"], AID),
    said("rally", &["cmd-f2d20-rally"]),
    said("command", &["cmd-f2d20-command"]),
    said("stop-persistent", &["cmd-f2d20-stop-persistent"]),
    said("roll", &["cmd-f2d20-roll"]),
    said("reroll", &["cmd-f2d20-reroll"]),
    said("bonus-die", &["cmd-f2d20-bonus-die"]),
    said("hurt", &["cmd-f2d20-gm-hurt"]),
    said("heal", &["cmd-f2d20-gm-heal"]),
    said("cure-rads", &["cmd-f2d20-gm-cure-rads"]),
    said("cover", &["cmd-f2d20-gm-cover"]),
    said_with("ap", &["cmd-f2d20-gm-ap"], POOLS),
    said("session", &["cmd-f2d20-gm-session"]),
    said("initiative", &["cmd-f2d20-gm-initiative"]),
    said("order", &["cmd-f2d20-gm-order"]),
    said("next", &["cmd-f2d20-gm-next"]),
    said("end-combat", &["cmd-f2d20-gm-end-combat"]),
    said("zone", &["cmd-f2d20-gm-zone"]),
    said("zone-range", &["cmd-f2d20-gm-zone-range"]),
];
