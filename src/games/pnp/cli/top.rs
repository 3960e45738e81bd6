//! The top-level fields of the classic (pnp) game's answers on the command
//! line: for each command, the few fields a script reads without digging
//! into the events, each naming one thing, with the names every game uses
//! for the same notion (docs/command-line.md lists them; a test holds the
//! two together). One line a command, written as [`Tops`] says.

use crate::cli::game::{Tops, ADD_PLAYER, HURT, REMOVE_PLAYER};

/// A treatment's fields (`stimpak`, `radaway`, `sleep`).
const HEALED: &str =
    "healed: character=healer target amount hp_before=hp.before hp_after=hp.after max_hp=hp.max";

/// An ammunition count's fields (`ammo`, `find-ammo`).
const AMMO: &str = "ammo: character weapon ammo=after";

/// Every command's top-level fields.
pub const TOP: Tops = &[
    ADD_PLAYER,
    ("add-character", "character_added: character=sheet.name"),
    REMOVE_PLAYER,
    ("status", "sheet: character=sheet.name"),
    ("spend", "points_spent: character skill value"),
    (
        "check",
        "check: character skill total=roll.die against=roll.target passed=roll.level?",
    ),
    ("odds", "odds: character skill against=target"),
    (
        "save",
        "save: character=unit attribute total=roll.die passed=roll.level?",
    ),
    ("xp", "xp_gained: character xp level"),
    ("level-up", "level_up: character max_hp=hp.max"),
    ("enemy-remove", "enemy_removed: enemy=name"),
    ("leader", "leader_set: enemy"),
    ("morale-score", "morale_set: enemy score"),
    (
        "attack",
        "attack: attacker target weapon hit=roll.level? total=roll.die against=roll.target; \
         damage: damage=damage.hp_damage hp_after=hp.after; called_shot: location",
    ),
    ("morale", "morale: enemy total=roll.total flees=roll.flees"),
    ("douse", "doused: target"),
    ("stimpak", HEALED),
    ("radaway", HEALED),
    ("sleep", HEALED),
    ("hurt", HURT),
    ("revive", "revived: character hp_after=hp.after"),
    ("armour", "armour_set: target armour"),
    ("pip-boy", "pip_boy_set: character on"),
    ("ammo", AMMO),
    ("find-ammo", AMMO),
];
