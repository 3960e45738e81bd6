//! The wasteland game's slash commands as data: for each, its qualified name,
//! whether only a GM may run it, the `/help` topic it is listed under and its
//! help text id. The framework's GM check ([`super::permissions`]) and `/help`
//! ([`super::help`]) read this one table, so what `/help` marks GM-only is
//! what is refused, and a test checks that every registered command is in it
//! exactly once.

/// A `/help` topic, in the order shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Topic {
    /// Starting, running and moving a campaign.
    Campaign,
    /// Characters.
    Characters,
    /// Checks and dice.
    Checks,
    /// Attacks and turn order.
    Combat,
    /// Enemies.
    Enemies,
    /// HP, rads, caps, items and effects.
    Health,
    /// The world: settings, turns, rest.
    World,
    /// Loot, trade, NPCs and help.
    Trade,
}

impl Topic {
    /// Every topic, in the order `/help` shows them.
    pub const ALL: [Topic; 8] = [
        Topic::Campaign,
        Topic::Characters,
        Topic::Checks,
        Topic::Combat,
        Topic::Enemies,
        Topic::Health,
        Topic::World,
        Topic::Trade,
    ];

    /// The suffix of its title's message id (`help-topic-<id>`).
    #[must_use]
    pub fn id(self) -> &'static str {
        match self {
            Topic::Campaign => "campaign",
            Topic::Characters => "characters",
            Topic::Checks => "checks",
            Topic::Combat => "combat",
            Topic::Enemies => "enemies",
            Topic::Health => "health",
            Topic::World => "world",
            Topic::Trade => "trade",
        }
    }
}

/// One slash command of the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    /// Its qualified name ("campaign gm add").
    pub name: &'static str,
    /// Whether only a GM may run it.
    pub gm: bool,
    /// Where `/help` lists it.
    pub topic: Topic,
    /// The suffix of its help text's message id (`help-cmd-<id>`).
    pub help: &'static str,
}

const fn entry(name: &'static str, gm: bool, topic: Topic, help: &'static str) -> Entry {
    Entry {
        name,
        gm,
        topic,
        help,
    }
}

/// Every slash command of the wasteland game, in `/help` order within a topic.
/// Some commands that anyone may run check more inside: `character create`
/// for another member, `check`, `damage` and `use` on someone else's
/// character and a settled `trade` need a GM; `campaign import` needs a GM of
/// the exported campaign (or Manage Server).
pub const COMMANDS: &[Entry] = &[
    entry("campaign start", false, Topic::Campaign, "campaign-start"),
    entry("campaign status", false, Topic::Campaign, "campaign-status"),
    entry(
        "campaign recover",
        true,
        Topic::Campaign,
        "campaign-recover",
    ),
    entry("campaign gm add", true, Topic::Campaign, "campaign-gm-add"),
    entry(
        "campaign gm remove",
        true,
        Topic::Campaign,
        "campaign-gm-remove",
    ),
    entry(
        "campaign language",
        true,
        Topic::Campaign,
        "campaign-language",
    ),
    entry("campaign log", false, Topic::Campaign, "campaign-log"),
    entry("campaign export", true, Topic::Campaign, "campaign-export"),
    entry("campaign import", false, Topic::Campaign, "campaign-import"),
    entry("campaign end", true, Topic::Campaign, "campaign-end"),
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
        "character revive",
        true,
        Topic::Characters,
        "character-revive",
    ),
    entry("check", false, Topic::Checks, "check"),
    entry("roll", false, Topic::Checks, "roll"),
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
    entry("effect add", true, Topic::Health, "effect-add"),
    entry("effect remove", true, Topic::Health, "effect-remove"),
    entry("effect list", false, Topic::Health, "effect-list"),
    entry("campaign set", true, Topic::World, "campaign-set"),
    entry("campaign turn", true, Topic::World, "campaign-turn"),
    entry("campaign rest", true, Topic::World, "campaign-rest"),
    entry("loot", true, Topic::Trade, "loot"),
    entry("trade", false, Topic::Trade, "trade"),
    entry("npc", true, Topic::Trade, "npc"),
    entry("help", false, Topic::Trade, "help"),
];

/// The entry of a command by qualified name.
#[must_use]
pub fn find(name: &str) -> Option<&'static Entry> {
    COMMANDS.iter().find(|e| e.name == name)
}

/// How many commands have `gm` as their GM flag (for the derived lists).
const fn count(gm: bool) -> usize {
    let mut n = 0;
    let mut i = 0;
    while i < COMMANDS.len() {
        if COMMANDS[i].gm == gm {
            n += 1;
        }
        i += 1;
    }
    n
}

/// The names of the commands whose GM flag is `gm`, in table order.
const fn names<const N: usize>(gm: bool) -> [&'static str; N] {
    let mut out = [""; N];
    let mut i = 0;
    let mut j = 0;
    while i < COMMANDS.len() {
        if COMMANDS[i].gm == gm {
            out[j] = COMMANDS[i].name;
            j += 1;
        }
        i += 1;
    }
    out
}

/// Commands only a GM may run, by qualified name, from [`COMMANDS`].
pub const GM_COMMANDS: &[&str] = &names::<{ count(true) }>(true);

/// Commands anyone may run, by qualified name, from [`COMMANDS`].
pub const PLAYER_COMMANDS: &[&str] = &names::<{ count(false) }>(false);
