//! The d20 game's command words in every language: one table, each
//! command-line word with the message ids of its Discord command's name
//! (`/d20 enemy-add` is `添加敌人` on Discord and on the command line) and
//! its fixed words. The command line reads a line through it before the
//! grammar ([`crate::cli::words::english`]); help shows its words.

use crate::cli::words::{said, said_table, Said};

/// A condition's two actions.
const CONDITION: &[(&str, &str)] = &[("add", "cmd-choice-add"), ("remove", "cmd-choice-remove")];

/// `roll`'s advantage and disadvantage.
const ROLL: &[(&str, &str)] = &[("adv", "cli-word-adv"), ("dis", "cli-word-dis")];

/// Every command word of the game.
pub const SAID: &[Said] = said_table! {
    "cmd-d20-" [
        "check" "save" "attack" "level" "hurt" "heal" "condition" with CONDITION
        "enemy-add" "enemy-remove" "enemy-attack" "initiative" "next" "end-combat"
    ]
    "cmd-" ["roll" with ROLL];
    said("add-player", &["cmd-d20-create"]),
    said("remove-player", &["cmd-d20-remove"]),
    said("status", &["cmd-d20-sheet"]),
};
