//! The top-level fields of the Fallout 2d20 game's answers on the command
//! line: for each command, the few fields a script reads without digging
//! into the events, each naming one thing, with the names every game uses
//! for the same notion (docs/command-line.md lists them; a test holds the
//! two together). One line a command, written as [`Tops`] says.

use crate::cli::game::{Tops, ADD_PLAYER, HEALED, NEXT, REMOVE_PLAYER};

/// A 2d20 test's fields, from the events of kind `$kind` (their test at `test`).
macro_rules! test {
    ($kind:literal) => {
        concat!(
            $kind,
            ": character=test.unit attribute=test.attribute skill=test.skill \
             successes=test.successes difficulty=test.roll.difficulty passed=test.passed"
        )
    };
}

/// An attack's fields: the primary hit is the report's first.
const ATTACK: &str = "attack: attacker=report.attacker target=report.target \
     weapon=report.weapon hit=report.hit successes=report.test.successes \
     against=report.difficulty.total damage=report.hits.0.after_dr location=report.location \
     hp_after=report.hits.0.hp.after";

/// A first aid's fields.
const FIRST_AID: &str = "first_aid: character=healer target=patient \
     successes=test.successes difficulty=test.roll.difficulty passed=test.passed \
     hp_after=result.hp.after";

/// An inventory change's fields (`give`, `take`).
const INVENTORY: &str = "inventory: character item qty_delta=change qty=now";

/// A level-up's fields.
const LEVEL_UP: &str = "level_up: character=level_up.character level=level_up.level \
     max_hp=level_up.max_hp skill=level_up.skill rank=level_up.skill_rank \
     perk=level_up.perk perk_rank=level_up.perk_rank";

/// Every command's top-level fields.
pub const TOP: Tops = &[
    ADD_PLAYER,
    REMOVE_PLAYER,
    (
        "status",
        "sheet: character=sheet.name; creature: creature=creature.name",
    ),
    ("creature-remove", "creature_removed: creature=name"),
    ("give", INVENTORY),
    ("take", INVENTORY),
    ("wear", "armour_worn: character piece"),
    ("doff", "armour_removed: character piece"),
    (
        "power-armor",
        "power_armour: character frame inside; frame_removed: character frame",
    ),
    ("repair", "piece_repaired: character piece=piece.name"),
    ("mine", "mine_placed: character mine zone left"),
    (
        "fusion-core",
        "fusion_core: character=inserted.character frame=inserted.frame \
         charges=inserted.charges",
    ),
    (
        "disease",
        "disease: character=change.character disease=change.disease ended=change.ended",
    ),
    (
        "mod",
        "modded: character=change.character item=change.item mod=change.name mods=change.mods",
    ),
    ("rank", "rank_set: character skill rank=after"),
    (
        "xp",
        "xp_given: character=given.character xp=given.xp level=given.level \
         next_level_xp=given.next level_up_ready=given.ready",
    ),
    ("level-up", LEVEL_UP),
    (
        "read",
        "magazine_read: character=read.character magazine=read.magazine",
    ),
    (
        "origin",
        "origin_set: character=set.character origin=set.origin traits=set.traits",
    ),
    (
        "robot",
        "robot_part: character=change.character location=change.location part=change.part",
    ),
    ("action", "action: unit action"),
    ("attack", ATTACK),
    ("test", test!("test")),
    ("defend", test!("defend")),
    ("first-aid", FIRST_AID),
    ("rally", test!("rally")),
    ("command", "commanded: character=commander creature=npc"),
    ("stop-persistent", test!("persistent_test")),
    ("roll", "combat_dice: total=roll.total"),
    (
        "hurt",
        "hurt: target amount location hp_before=hp.before hp_after=hp.after max_hp=hp.max",
    ),
    ("heal", HEALED),
    ("cure-rads", "rads_cured: target max_hp"),
    ("cover", "cover_set: target cover=after"),
    ("ap", "ap_set: pool=ap.pool ap_before=ap.before ap=ap.after"),
    ("session", "session_started: ap=gm_ap.after"),
    (
        "initiative",
        "combat_started: round=combat.round acting=combat.current.unit",
    ),
    NEXT,
    ("end-combat", "combat_ended: round"),
    ("zone", "zone_set: unit zone=after"),
    ("zone-range", "zone_range_set: range=after"),
    ("reroll", "luck_reroll: character luck=luck_after"),
    ("bonus-die", "bonus_die: character ap"),
];
