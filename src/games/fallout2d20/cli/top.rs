//! The top-level fields of the Fallout 2d20 game's answers on the command
//! line: for each command, the few fields a script reads without digging
//! into the events, each naming one thing, with the names every game uses
//! for the same notion (docs/command-line.md lists them; a test holds the
//! two together).

use crate::cli::game::{hp_change, top, Top, Tops, ADD_PLAYER, NEXT, REMOVE_PLAYER};

/// A 2d20 test's fields, from events of `kind` whose test is at `test`.
macro_rules! test {
    ($kind:literal, $test:literal) => {
        &[
            top("character", $kind, concat!($test, ".unit")),
            top("attribute", $kind, concat!($test, ".attribute")),
            top("skill", $kind, concat!($test, ".skill")),
            top("successes", $kind, concat!($test, ".successes")),
            top("difficulty", $kind, concat!($test, ".roll.difficulty")),
            top("passed", $kind, concat!($test, ".passed")),
        ]
    };
}

/// An attack's fields: the primary hit is the report's first.
const ATTACK: &[Top] = &[
    top("attacker", "attack", "report.attacker"),
    top("target", "attack", "report.target"),
    top("weapon", "attack", "report.weapon"),
    top("hit", "attack", "report.hit"),
    top("successes", "attack", "report.test.successes"),
    top("against", "attack", "report.difficulty.total"),
    top("damage", "attack", "report.hits.0.after_dr"),
    top("location", "attack", "report.location"),
    top("hp_after", "attack", "report.hits.0.hp.after"),
];

/// A first aid's fields.
const FIRST_AID: &[Top] = &[
    top("character", "first_aid", "healer"),
    top("target", "first_aid", "patient"),
    top("successes", "first_aid", "test.successes"),
    top("difficulty", "first_aid", "test.roll.difficulty"),
    top("passed", "first_aid", "test.passed"),
    top("hp_after", "first_aid", "result.hp.after"),
];

/// An inventory change's fields (`give`, `take`).
const INVENTORY: &[Top] = &[
    top("character", "inventory", "character"),
    top("item", "inventory", "item"),
    top("qty_delta", "inventory", "change"),
    top("qty", "inventory", "now"),
];

/// Every command's top-level fields.
pub const TOP: Tops = &[
    ADD_PLAYER,
    REMOVE_PLAYER,
    (
        "status",
        &[
            top("character", "sheet", "sheet.name"),
            top("creature", "creature", "creature.name"),
        ],
    ),
    (
        "creature-remove",
        &[top("creature", "creature_removed", "name")],
    ),
    ("give", INVENTORY),
    ("take", INVENTORY),
    (
        "wear",
        &[
            top("character", "armour_worn", "character"),
            top("piece", "armour_worn", "piece"),
        ],
    ),
    (
        "doff",
        &[
            top("character", "armour_removed", "character"),
            top("piece", "armour_removed", "piece"),
        ],
    ),
    (
        "power-armor",
        &[
            top("character", "power_armour", "character"),
            top("frame", "power_armour", "frame"),
            top("inside", "power_armour", "inside"),
            top("character", "frame_removed", "character"),
            top("frame", "frame_removed", "frame"),
        ],
    ),
    (
        "repair",
        &[
            top("character", "piece_repaired", "character"),
            top("piece", "piece_repaired", "piece.name"),
        ],
    ),
    (
        "mine",
        &[
            top("character", "mine_placed", "character"),
            top("mine", "mine_placed", "mine"),
            top("zone", "mine_placed", "zone"),
            top("left", "mine_placed", "left"),
        ],
    ),
    (
        "fusion-core",
        &[
            top("character", "fusion_core", "inserted.character"),
            top("frame", "fusion_core", "inserted.frame"),
            top("charges", "fusion_core", "inserted.charges"),
        ],
    ),
    (
        "disease",
        &[
            top("character", "disease", "change.character"),
            top("disease", "disease", "change.disease"),
            top("ended", "disease", "change.ended"),
        ],
    ),
    (
        "mod",
        &[
            top("character", "modded", "change.character"),
            top("item", "modded", "change.item"),
            top("mod", "modded", "change.name"),
            top("mods", "modded", "change.mods"),
        ],
    ),
    (
        "rank",
        &[
            top("character", "rank_set", "character"),
            top("skill", "rank_set", "skill"),
            top("rank", "rank_set", "after"),
        ],
    ),
    (
        "xp",
        &[
            top("character", "xp_given", "given.character"),
            top("xp", "xp_given", "given.xp"),
            top("level", "xp_given", "given.level"),
            top("next_level_xp", "xp_given", "given.next"),
            top("level_up_ready", "xp_given", "given.ready"),
        ],
    ),
    (
        "level-up",
        &[
            top("character", "level_up", "level_up.character"),
            top("level", "level_up", "level_up.level"),
            top("max_hp", "level_up", "level_up.max_hp"),
            top("skill", "level_up", "level_up.skill"),
            top("rank", "level_up", "level_up.skill_rank"),
            top("perk", "level_up", "level_up.perk"),
            top("perk_rank", "level_up", "level_up.perk_rank"),
        ],
    ),
    (
        "read",
        &[
            top("character", "magazine_read", "read.character"),
            top("magazine", "magazine_read", "read.magazine"),
        ],
    ),
    (
        "origin",
        &[
            top("character", "origin_set", "set.character"),
            top("origin", "origin_set", "set.origin"),
            top("traits", "origin_set", "set.traits"),
        ],
    ),
    (
        "robot",
        &[
            top("character", "robot_part", "change.character"),
            top("location", "robot_part", "change.location"),
            top("part", "robot_part", "change.part"),
        ],
    ),
    (
        "action",
        &[
            top("unit", "action", "unit"),
            top("action", "action", "action"),
        ],
    ),
    ("attack", ATTACK),
    ("test", test!("test", "test")),
    ("defend", test!("defend", "test")),
    ("first-aid", FIRST_AID),
    ("rally", test!("rally", "test")),
    (
        "command",
        &[
            top("character", "commanded", "commander"),
            top("creature", "commanded", "npc"),
        ],
    ),
    ("stop-persistent", test!("persistent_test", "test")),
    ("roll", &[top("total", "combat_dice", "roll.total")]),
    (
        "hurt",
        &[
            top("target", "hurt", "target"),
            top("amount", "hurt", "amount"),
            top("location", "hurt", "location"),
            top("hp_before", "hurt", "hp.before"),
            top("hp_after", "hurt", "hp.after"),
            top("max_hp", "hurt", "hp.max"),
        ],
    ),
    ("heal", &hp_change("healed")),
    (
        "cure-rads",
        &[
            top("target", "rads_cured", "target"),
            top("max_hp", "rads_cured", "max_hp"),
        ],
    ),
    (
        "cover",
        &[
            top("target", "cover_set", "target"),
            top("cover", "cover_set", "after"),
        ],
    ),
    (
        "ap",
        &[
            top("pool", "ap_set", "ap.pool"),
            top("ap_before", "ap_set", "ap.before"),
            top("ap", "ap_set", "ap.after"),
        ],
    ),
    ("session", &[top("ap", "session_started", "gm_ap.after")]),
    (
        "initiative",
        &[
            top("round", "combat_started", "combat.round"),
            top("acting", "combat_started", "combat.current.unit"),
        ],
    ),
    NEXT,
    ("end-combat", &[top("round", "combat_ended", "round")]),
    (
        "zone",
        &[
            top("unit", "zone_set", "unit"),
            top("zone", "zone_set", "after"),
        ],
    ),
    ("zone-range", &[top("range", "zone_range_set", "after")]),
    (
        "reroll",
        &[
            top("character", "luck_reroll", "character"),
            top("luck", "luck_reroll", "luck_after"),
        ],
    ),
    (
        "bonus-die",
        &[
            top("character", "bonus_die", "character"),
            top("ap", "bonus_die", "ap"),
        ],
    ),
];
