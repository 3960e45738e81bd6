//! The top-level fields of the classic (pnp) game's answers on the command
//! line: for each command, the few fields a script reads without digging
//! into the events, each naming one thing, with the names every game uses
//! for the same notion (docs/command-line.md lists them; a test holds the
//! two together).

use crate::cli::game::{hp_change, succeeded, top, Top, Tops, ADD_PLAYER, REMOVE_PLAYER};

/// A treatment's fields (`stimpak`, `radaway`, `sleep`).
const HEALED: &[Top] = &[
    top("character", "healed", "healer"),
    top("target", "healed", "target"),
    top("amount", "healed", "amount"),
    top("hp_before", "healed", "hp.before"),
    top("hp_after", "healed", "hp.after"),
    top("max_hp", "healed", "hp.max"),
];

/// Every command's top-level fields.
pub const TOP: Tops = &[
    ADD_PLAYER,
    (
        "add-character",
        &[top("character", "character_added", "sheet.name")],
    ),
    REMOVE_PLAYER,
    ("status", &[top("character", "sheet", "sheet.name")]),
    (
        "spend",
        &[
            top("character", "points_spent", "character"),
            top("skill", "points_spent", "skill"),
            top("value", "points_spent", "value"),
        ],
    ),
    (
        "check",
        &[
            top("character", "check", "character"),
            top("skill", "check", "skill"),
            top("total", "check", "roll.die"),
            top("against", "check", "roll.target"),
            succeeded("passed", "check", "roll.level"),
        ],
    ),
    (
        "odds",
        &[
            top("character", "odds", "character"),
            top("skill", "odds", "skill"),
            top("against", "odds", "target"),
        ],
    ),
    (
        "save",
        &[
            top("character", "save", "unit"),
            top("attribute", "save", "attribute"),
            top("total", "save", "roll.die"),
            succeeded("passed", "save", "roll.level"),
        ],
    ),
    (
        "xp",
        &[
            top("character", "xp_gained", "character"),
            top("xp", "xp_gained", "xp"),
            top("level", "xp_gained", "level"),
        ],
    ),
    (
        "level-up",
        &[
            top("character", "level_up", "character"),
            top("max_hp", "level_up", "hp.max"),
        ],
    ),
    ("enemy-remove", &[top("enemy", "enemy_removed", "name")]),
    ("leader", &[top("enemy", "leader_set", "enemy")]),
    (
        "morale-score",
        &[
            top("enemy", "morale_set", "enemy"),
            top("score", "morale_set", "score"),
        ],
    ),
    (
        "attack",
        &[
            top("attacker", "attack", "attacker"),
            top("target", "attack", "target"),
            top("weapon", "attack", "weapon"),
            succeeded("hit", "attack", "roll.level"),
            top("total", "attack", "roll.die"),
            top("against", "attack", "roll.target"),
            top("damage", "damage", "damage.hp_damage"),
            top("location", "called_shot", "location"),
            top("hp_after", "damage", "hp.after"),
        ],
    ),
    (
        "morale",
        &[
            top("enemy", "morale", "enemy"),
            top("total", "morale", "roll.total"),
            top("flees", "morale", "roll.flees"),
        ],
    ),
    ("douse", &[top("target", "doused", "target")]),
    ("stimpak", HEALED),
    ("radaway", HEALED),
    ("sleep", HEALED),
    ("hurt", &hp_change("hurt")),
    (
        "revive",
        &[
            top("character", "revived", "character"),
            top("hp_after", "revived", "hp.after"),
        ],
    ),
    (
        "armour",
        &[
            top("target", "armour_set", "target"),
            top("armour", "armour_set", "armour"),
        ],
    ),
    (
        "pip-boy",
        &[
            top("character", "pip_boy_set", "character"),
            top("on", "pip_boy_set", "on"),
        ],
    ),
    (
        "ammo",
        &[
            top("character", "ammo", "character"),
            top("weapon", "ammo", "weapon"),
            top("ammo", "ammo", "after"),
        ],
    ),
    (
        "find-ammo",
        &[
            top("character", "ammo", "character"),
            top("weapon", "ammo", "weapon"),
            top("ammo", "ammo", "after"),
        ],
    ),
];
