//! The d20 game's command words in every language: one table, each
//! command-line word with the message ids of its Discord command's name
//! (`/d20 enemy-add` is `添加敌人` on Discord and on the command line) and
//! its fixed words. The command line reads a line through it before the
//! grammar ([`crate::cli::words::english`]); help shows its words.

use crate::cli::words::{said, said_with, Said};

/// A condition's two actions.
const CONDITION: &[(&str, &str)] = &[("add", "cmd-choice-add"), ("remove", "cmd-choice-remove")];

/// Every command word of the game.
pub const SAID: &[Said] = &[
    said("add-player", &["cmd-d20-create"]),
    said("remove-player", &["cmd-d20-remove"]),
    said("status", &["cmd-d20-sheet"]),
    said("check", &["cmd-d20-check"]),
    said("save", &["cmd-d20-save"]),
    said("attack", &["cmd-d20-attack"]),
    said_with(
        "roll",
        &["cmd-roll"],
        &[("adv", "cli-word-adv"), ("dis", "cli-word-dis")],
    ),
    said("enemy-add", &["cmd-d20-enemy-add"]),
    said("enemy-remove", &["cmd-d20-enemy-remove"]),
    said("enemy-attack", &["cmd-d20-enemy-attack"]),
    said("initiative", &["cmd-d20-initiative"]),
    said("next", &["cmd-d20-next"]),
    said("end-combat", &["cmd-d20-end-combat"]),
    said("level", &["cmd-d20-level"]),
    said("hurt", &["cmd-d20-hurt"]),
    said("heal", &["cmd-d20-heal"]),
    said_with("condition", &["cmd-d20-condition"], CONDITION),
];
