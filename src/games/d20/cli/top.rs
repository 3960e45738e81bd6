//! The top-level fields of the d20 game's answers on the command line: for
//! each command, the few fields a script reads without digging into the
//! events, each naming one thing, with the names every game uses for the
//! same notion (docs/command-line.md lists them; a test holds the two
//! together). One line a command, written as [`Tops`] says.

use crate::cli::game::{Tops, ADD_PLAYER, HEALED, HURT, NEXT, REMOVE_PLAYER};

/// Every command's top-level fields. A character's attack has one target,
/// or an explosive's blast (one damage roll, a Reflex save per creature,
/// each in its event); an enemy has no weapon of its own (the event's
/// `weapon` is its template), so its attack names none.
pub const TOP: Tops = &[
    ADD_PLAYER,
    REMOVE_PLAYER,
    ("status", "sheet: character=sheet.name"),
    (
        "check",
        "check: character skill total=roll.total dc=roll.dc passed=roll.level?",
    ),
    (
        "save",
        "save: character skill total=roll.total dc=roll.dc passed=roll.level? damage=taken \
         hp_after=hp.after",
    ),
    (
        "attack",
        "attack: attacker target weapon hit=roll.level? total=roll.total against=roll.dc \
         damage=damage.total hp_after=hp.after; explosion: attacker weapon damage=listed",
    ),
    (
        "enemy-attack",
        "attack: attacker target hit=roll.level? total=roll.total against=roll.dc \
         damage=damage.total hp_after=hp.after",
    ),
    ("roll", "rolled: total=roll.total"),
    ("enemy-remove", "enemy_removed: enemy=name"),
    (
        "initiative",
        "initiative_rolled: round=combat.round acting=combat.current",
    ),
    NEXT,
    ("end-combat", "combat_ended: round"),
    ("level", "level_set: character level max_hp=hp.max"),
    ("hurt", HURT),
    ("heal", HEALED),
    (
        "condition",
        "condition_added: target condition; condition_removed: target condition",
    ),
];
