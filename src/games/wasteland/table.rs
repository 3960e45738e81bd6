//! The wasteland game's slash commands in the command table. Some commands
//! that anyone may run check more inside: `character create` for another
//! member, `check`, `damage` and `use` on someone else's character, and a
//! settled `trade` need a GM.

use crate::bot::table::{Entry, Topic};
use crate::engine::ruleset::Ruleset as _;

/// A command of the wasteland game, its help text `bot.ftl`'s
/// `help-cmd-<name>`.
const fn entry(name: &'static str, gm: bool, topic: Topic) -> Entry {
    Entry::bot(
        name,
        crate::engine::rulesets::wasteland::Wasteland::ID,
        gm,
        topic,
    )
}

/// The game's slash commands, in `/help` order within a topic.
pub(super) const TABLE: &[Entry] = &[
    entry("character create", false, Topic::Characters),
    entry("character sheet", false, Topic::Characters),
    entry("character remove", true, Topic::Characters),
    entry("character skillup", true, Topic::Characters),
    entry("character raise", false, Topic::Characters),
    entry("character revive", true, Topic::Characters),
    entry("check", false, Topic::Checks),
    entry("ap", true, Topic::Checks),
    entry("damage", false, Topic::Combat),
    entry("initiative", false, Topic::Combat),
    entry("enemy add", true, Topic::Enemies),
    entry("enemy custom", true, Topic::Enemies),
    entry("enemy hurt", true, Topic::Enemies),
    entry("enemy attack", true, Topic::Enemies),
    entry("enemy list", false, Topic::Enemies),
    entry("hurt", true, Topic::Health),
    entry("heal", true, Topic::Health),
    entry("rads", true, Topic::Health),
    entry("caps", true, Topic::Health),
    entry("inventory show", false, Topic::Health),
    entry("inventory add", true, Topic::Health),
    entry("inventory remove", true, Topic::Health),
    entry("use", false, Topic::Health),
    entry("first-aid", false, Topic::Health),
    entry("doctor", true, Topic::Health),
    entry("effect add", true, Topic::Health),
    entry("effect remove", true, Topic::Health),
    entry("effect list", false, Topic::Health),
    entry("campaign set", true, Topic::World),
    entry("campaign turn", true, Topic::World),
    entry("campaign rest", true, Topic::World),
    entry("campaign rules", false, Topic::World),
    entry("location", false, Topic::World),
    entry("move-team", true, Topic::World),
    entry("open-container", false, Topic::World),
    entry("campaign rule", true, Topic::World),
    entry("loot", true, Topic::Trade),
    entry("trade", false, Topic::Trade),
    entry("npc generate", true, Topic::Trade),
    entry("npc note", true, Topic::Trade),
];
