//! The classic Fallout game's command words in every language: one table,
//! each command-line word with the message ids of its Discord command's name
//! (`/pnp gm xp` is `经验` on Discord and on the command line; `/pnp enemy
//! add` is `敌人 添加`), and its fixed words. The command line reads a line
//! through it before the grammar ([`crate::cli::words::english`]); help
//! shows its words.

use crate::cli::words::{said, said_table, Said};

/// `on` and `off`.
const ON_OFF: &[(&str, &str)] = &[("on", "cli-word-on"), ("off", "cli-word-off")];

/// The settings and their values.
const SETTINGS: &[(&str, &str)] = &[
    ("half-points", "cli-word-half-points"),
    ("criticals", "cli-word-criticals"),
    ("on", "cli-word-on"),
    ("off", "cli-word-off"),
    ("luck", "cli-word-luck"),
    ("classic", "cli-word-classic"),
];

/// What a level buys.
const LEVEL: &[(&str, &str)] = &[
    ("attribute", "cli-word-attribute"),
    ("skills", "cli-word-skills"),
];

/// An attack's keywords.
const ATTACK: &[(&str, &str)] = &[
    ("immobile", "cmd-pnp-attack-immobile"),
    ("scope", "cli-word-scope"),
    ("pip-boy", "cmd-choice-pip-boy"),
    ("called", "cmd-pnp-attack-called"),
    ("splash", "cmd-pnp-attack-splash"),
    ("arm", "cmd-choice-weapon-arm"),
    ("other-arm", "cmd-choice-other-arm"),
];

/// What a search for ammunition finds, as the Discord command's choices.
const FIND: &[(&str, &str)] = &[
    ("loose", "cmd-choice-loose-rounds"),
    ("clip", "cmd-choice-clip"),
    ("box", "cmd-choice-box"),
];

/// Every command word of the game.
pub const SAID: &[Said] = said_table! {
    "cmd-pnp-" [
        "spend" "check" "odds" "save" "level-up" with LEVEL "attack" with ATTACK
        "douse" "stimpak" "radaway" "sleep" "find-ammo" with FIND
    ]
    "cmd-pnp-gm-" [
        "xp" "setting" with SETTINGS "round" "hurt" "revive" "armour" "pip-boy" with ON_OFF
        "ammo"
    ]
    "cmd-pnp-enemy-" ["leader" "morale-score" "morale"];
    said("add-player", &["cmd-pnp-create"]),
    said("add-character", &["cli-word-add-character"]),
    said("remove-player", &["cmd-pnp-remove"]),
    said("status", &["cmd-pnp-sheet"]),
    said("enemy-add", &["cmd-pnp-enemy", "cmd-pnp-enemy-add"]),
    said("enemy-remove", &["cmd-pnp-enemy", "cmd-pnp-enemy-remove"]),
};
