//! The top-level fields of the d20 game's answers on the command line: for
//! each command, the few fields a script reads without digging into the
//! events, each naming one thing, with the names every game uses for the
//! same notion (docs/command-line.md lists them; a test holds the two
//! together).

use crate::cli::game::{hp_change, succeeded, top, Top, Tops, ADD_PLAYER, NEXT, REMOVE_PLAYER};

/// A character's attack: one target, or an explosive's blast (one damage
/// roll, a Reflex save per creature, each in its event).
const ATTACK: &[Top] = &[
    top("attacker", "attack", "attacker"),
    top("target", "attack", "target"),
    top("weapon", "attack", "weapon"),
    succeeded("hit", "attack", "roll.level"),
    top("total", "attack", "roll.total"),
    top("against", "attack", "roll.dc"),
    top("damage", "attack", "damage.total"),
    top("hp_after", "attack", "hp.after"),
    top("attacker", "explosion", "attacker"),
    top("weapon", "explosion", "weapon"),
    top("damage", "explosion", "listed"),
];

/// An enemy's attack: an enemy has no weapon of its own (the event's
/// `weapon` is its template), so none is named.
const ENEMY_ATTACK: &[Top] = &[
    top("attacker", "attack", "attacker"),
    top("target", "attack", "target"),
    succeeded("hit", "attack", "roll.level"),
    top("total", "attack", "roll.total"),
    top("against", "attack", "roll.dc"),
    top("damage", "attack", "damage.total"),
    top("hp_after", "attack", "hp.after"),
];

/// Every command's top-level fields.
pub const TOP: Tops = &[
    ADD_PLAYER,
    REMOVE_PLAYER,
    ("status", &[top("character", "sheet", "sheet.name")]),
    (
        "check",
        &[
            top("character", "check", "character"),
            top("skill", "check", "skill"),
            top("total", "check", "roll.total"),
            top("dc", "check", "roll.dc"),
            succeeded("passed", "check", "roll.level"),
        ],
    ),
    (
        "save",
        &[
            top("character", "save", "character"),
            top("skill", "save", "skill"),
            top("total", "save", "roll.total"),
            top("dc", "save", "roll.dc"),
            succeeded("passed", "save", "roll.level"),
            top("damage", "save", "taken"),
            top("hp_after", "save", "hp.after"),
        ],
    ),
    ("attack", ATTACK),
    ("enemy-attack", ENEMY_ATTACK),
    ("roll", &[top("total", "rolled", "roll.total")]),
    ("enemy-remove", &[top("enemy", "enemy_removed", "name")]),
    (
        "initiative",
        &[
            top("round", "initiative_rolled", "combat.round"),
            top("acting", "initiative_rolled", "combat.current"),
        ],
    ),
    NEXT,
    ("end-combat", &[top("round", "combat_ended", "round")]),
    (
        "level",
        &[
            top("character", "level_set", "character"),
            top("level", "level_set", "level"),
            top("max_hp", "level_set", "hp.max"),
        ],
    ),
    ("hurt", &hp_change("hurt")),
    ("heal", &hp_change("healed")),
    (
        "condition",
        &[
            top("target", "condition_added", "target"),
            top("condition", "condition_added", "condition"),
            top("target", "condition_removed", "target"),
            top("condition", "condition_removed", "condition"),
        ],
    ),
];
