//! The wasteland game's slash commands in the command table. Some commands
//! that anyone may run check more inside: `character create` for another
//! member, `check`, `damage` and `use` on someone else's character, and a
//! settled `trade` need a GM.

use crate::bot::table::{Entry, Topic};
use crate::engine::ruleset::Ruleset as _;

/// A command of the wasteland game.
const fn entry(name: &'static str, gm: bool, topic: Topic, help: &'static str) -> Entry {
    Entry::bot(
        name,
        crate::engine::rulesets::wasteland::Wasteland::ID,
        gm,
        topic,
        help,
    )
}

/// The game's slash commands, in `/help` order within a topic.
pub(super) const TABLE: &[Entry] = &[
    entry(
        "character create",
        false,
        Topic::Characters,
        "character-create",
    ),
    entry(
        "character sheet",
        false,
        Topic::Characters,
        "character-sheet",
    ),
    entry(
        "character remove",
        true,
        Topic::Characters,
        "character-remove",
    ),
    entry(
        "character skillup",
        true,
        Topic::Characters,
        "character-skillup",
    ),
    entry(
        "character raise",
        false,
        Topic::Characters,
        "character-raise",
    ),
    entry(
        "character revive",
        true,
        Topic::Characters,
        "character-revive",
    ),
    entry("check", false, Topic::Checks, "check"),
    entry("ap", true, Topic::Checks, "ap"),
    entry("damage", false, Topic::Combat, "damage"),
    entry("initiative", false, Topic::Combat, "initiative"),
    entry("enemy add", true, Topic::Enemies, "enemy-add"),
    entry("enemy custom", true, Topic::Enemies, "enemy-custom"),
    entry("enemy hurt", true, Topic::Enemies, "enemy-hurt"),
    entry("enemy attack", true, Topic::Enemies, "enemy-attack"),
    entry("enemy list", false, Topic::Enemies, "enemy-list"),
    entry("hurt", true, Topic::Health, "hurt"),
    entry("heal", true, Topic::Health, "heal"),
    entry("rads", true, Topic::Health, "rads"),
    entry("caps", true, Topic::Health, "caps"),
    entry("inventory show", false, Topic::Health, "inventory-show"),
    entry("inventory add", true, Topic::Health, "inventory-add"),
    entry("inventory remove", true, Topic::Health, "inventory-remove"),
    entry("use", false, Topic::Health, "use"),
    entry("first-aid", false, Topic::Health, "first-aid"),
    entry("doctor", true, Topic::Health, "doctor"),
    entry("effect add", true, Topic::Health, "effect-add"),
    entry("effect remove", true, Topic::Health, "effect-remove"),
    entry("effect list", false, Topic::Health, "effect-list"),
    entry("campaign set", true, Topic::World, "campaign-set"),
    entry("campaign turn", true, Topic::World, "campaign-turn"),
    entry("campaign rest", true, Topic::World, "campaign-rest"),
    entry("campaign rules", false, Topic::World, "campaign-rules"),
    entry("location", false, Topic::World, "location"),
    entry("move-team", true, Topic::World, "move-team"),
    entry("open-container", false, Topic::World, "open-container"),
    entry("campaign rule", true, Topic::World, "campaign-rule"),
    entry("loot", true, Topic::Trade, "loot"),
    entry("trade", false, Topic::Trade, "trade"),
    entry("npc generate", true, Topic::Trade, "npc-generate"),
    entry("npc note", true, Topic::Trade, "npc-note"),
];
