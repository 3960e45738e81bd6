//! Every slash command as data: its qualified name, the games it belongs to,
//! whether only a GM may run it, the `/help` topic it is listed under and its
//! help text. Discord sees the union of every game's commands; a command of
//! another game than the channel's is refused before it runs. The framework's
//! checks ([`super::permissions`], [`super::here`]) and `/help`
//! ([`super::help`]) read this one table, so what `/help` lists and marks
//! GM-only is what is allowed and refused, and a test checks that every
//! registered command is in it exactly once.
//!
//! A game's own commands take their GM flag and help text from the game's
//! command table where it has one (the d20 game's
//! [`crate::engine::rulesets::d20::commands::COMMANDS`]), so the bot, the CLI
//! and `/help` cannot disagree.

use crate::engine::ruleset::RulesetId;
use crate::engine::rulesets::d20::commands::{CommandSpec, COMMANDS as D20_COMMANDS};
use crate::engine::rulesets::fallout2d20::commands::{
    CommandSpec as F2d20Spec, COMMANDS as F2D20_COMMANDS,
};
use crate::engine::rulesets::pnp::commands::{CommandSpec as PnpSpec, COMMANDS as PNP_COMMANDS};

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

/// Which games a command belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Games {
    /// Every game: the campaign's life, `/roll`, `/help`.
    All,
    /// One game only.
    Only(RulesetId),
}

impl Games {
    /// Whether a campaign of `game` offers the command.
    #[must_use]
    pub fn has(self, game: RulesetId) -> bool {
        match self {
            Games::All => true,
            Games::Only(only) => only == game,
        }
    }
}

/// One slash command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    /// Its qualified name ("campaign gm add").
    pub name: &'static str,
    /// The games it belongs to.
    pub games: Games,
    /// Whether only a GM may run it.
    pub gm: bool,
    /// Where `/help` lists it.
    pub topic: Topic,
    /// The message id of its one-line help text.
    help: Help,
}

/// Where a command's help text comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Help {
    /// `bot.ftl`'s `help-cmd-<suffix>`.
    Bot(&'static str),
    /// The game's own message id (its command table's help key).
    Game(&'static str),
}

impl Entry {
    /// The message id of its one-line help text.
    #[must_use]
    pub fn help_id(&self) -> String {
        match self.help {
            Help::Bot(suffix) => format!("help-cmd-{suffix}"),
            Help::Game(id) => id.to_owned(),
        }
    }
}

/// A command of the wasteland game.
const fn entry(name: &'static str, gm: bool, topic: Topic, help: &'static str) -> Entry {
    Entry {
        name,
        games: Games::Only(RulesetId::Wasteland2d20),
        gm,
        topic,
        help: Help::Bot(help),
    }
}

/// A command of every game.
const fn shared(name: &'static str, gm: bool, topic: Topic, help: &'static str) -> Entry {
    Entry {
        name,
        games: Games::All,
        gm,
        topic,
        help: Help::Bot(help),
    }
}

/// Whether two strings are equal, at compile time.
const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The d20 game's command `word` from its own table; a word the table lacks
/// fails the build.
const fn d20_spec(word: &str) -> &'static CommandSpec {
    let mut i = 0;
    while i < D20_COMMANDS.len() {
        if same(D20_COMMANDS[i].name, word) {
            return &D20_COMMANDS[i];
        }
        i += 1;
    }
    panic!("not a command of the d20 game")
}

/// A `/d20` command: the slash command `name` runs the game's command `word`,
/// whose GM flag and help text it takes.
const fn d20(name: &'static str, word: &'static str, topic: Topic) -> Entry {
    let spec = d20_spec(word);
    Entry {
        name,
        games: Games::Only(RulesetId::D20),
        gm: spec.gm_only,
        topic,
        help: Help::Game(spec.help_key),
    }
}

/// The classic game's command `word` from its own table; a word the table
/// lacks fails the build.
const fn pnp_spec(word: &str) -> &'static PnpSpec {
    let mut i = 0;
    while i < PNP_COMMANDS.len() {
        if same(PNP_COMMANDS[i].name, word) {
            return &PNP_COMMANDS[i];
        }
        i += 1;
    }
    panic!("not a command of the classic game")
}

/// A `/pnp` command: the slash command `name` runs the game's command
/// `word`, whose GM flag and help text it takes.
const fn pnp(name: &'static str, word: &'static str, topic: Topic) -> Entry {
    let spec = pnp_spec(word);
    Entry {
        name,
        games: Games::Only(RulesetId::FalloutPnp),
        gm: spec.gm_only,
        topic,
        help: Help::Game(spec.help_key),
    }
}

/// The Fallout 2d20 game's command `word` from its own table; a word the
/// table lacks fails the build.
const fn f2d20_spec(word: &str) -> &'static F2d20Spec {
    let mut i = 0;
    while i < F2D20_COMMANDS.len() {
        if same(F2D20_COMMANDS[i].name, word) {
            return &F2D20_COMMANDS[i];
        }
        i += 1;
    }
    panic!("not a command of the Fallout 2d20 game")
}

/// An `/f2d20` command: the slash command `name` runs the game's command
/// `word`, whose GM flag and help text it takes.
const fn f2d20(name: &'static str, word: &'static str, topic: Topic) -> Entry {
    let spec = f2d20_spec(word);
    Entry {
        name,
        games: Games::Only(RulesetId::Fallout2d20),
        gm: spec.gm_only,
        topic,
        help: Help::Game(spec.help_key),
    }
}

/// Every slash command, in `/help` order within a topic. Some commands that
/// anyone may run check more inside: `character create` and `d20 create` for
/// another member, `check`, `damage`, `use` and the d20 game's `check`,
/// `save` and `attack` on someone else's character, and a settled `trade`
/// need a GM; `campaign import` needs a GM of the exported campaign (or
/// Manage Server).
pub const COMMANDS: &[Entry] = &[
    shared("campaign start", false, Topic::Campaign, "campaign-start"),
    shared("campaign status", false, Topic::Campaign, "campaign-status"),
    shared(
        "campaign recover",
        true,
        Topic::Campaign,
        "campaign-recover",
    ),
    shared("campaign gm add", true, Topic::Campaign, "campaign-gm-add"),
    shared(
        "campaign gm remove",
        true,
        Topic::Campaign,
        "campaign-gm-remove",
    ),
    shared(
        "campaign language",
        true,
        Topic::Campaign,
        "campaign-language",
    ),
    shared("campaign log", false, Topic::Campaign, "campaign-log"),
    shared("campaign export", true, Topic::Campaign, "campaign-export"),
    shared("campaign import", false, Topic::Campaign, "campaign-import"),
    shared(
        "campaign tracker",
        true,
        Topic::Campaign,
        "campaign-tracker",
    ),
    shared("campaign end", true, Topic::Campaign, "campaign-end"),
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
    shared("roll", false, Topic::Checks, "roll"),
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
    entry("npc", true, Topic::Trade, "npc"),
    shared("help", false, Topic::Trade, "help"),
    d20("d20 create", "add-player", Topic::Characters),
    d20("d20 sheet", "status", Topic::Characters),
    d20("d20 level", "level", Topic::Characters),
    d20("d20 remove", "remove-player", Topic::Characters),
    d20("d20 check", "check", Topic::Checks),
    d20("d20 save", "save", Topic::Checks),
    d20("d20 attack", "attack", Topic::Combat),
    d20("d20 initiative", "initiative", Topic::Combat),
    d20("d20 next", "next", Topic::Combat),
    d20("d20 end-combat", "end-combat", Topic::Combat),
    d20("d20 enemy-add", "enemy-add", Topic::Enemies),
    d20("d20 enemy-attack", "enemy-attack", Topic::Enemies),
    d20("d20 enemy-remove", "enemy-remove", Topic::Enemies),
    d20("d20 hurt", "hurt", Topic::Health),
    d20("d20 heal", "heal", Topic::Health),
    d20("d20 condition", "condition", Topic::Health),
    // `/pnp create` is the game's add-player and add-character (a race
    // option); both are the GM's.
    pnp("pnp create", "add-character", Topic::Characters),
    pnp("pnp sheet", "status", Topic::Characters),
    pnp("pnp remove", "remove-player", Topic::Characters),
    pnp("pnp spend", "spend", Topic::Characters),
    pnp("pnp level-up", "level-up", Topic::Characters),
    pnp("pnp gm xp", "xp", Topic::Characters),
    pnp("pnp check", "check", Topic::Checks),
    pnp("pnp odds", "odds", Topic::Checks),
    pnp("pnp save", "save", Topic::Checks),
    pnp("pnp gm setting", "setting", Topic::Checks),
    pnp("pnp attack", "attack", Topic::Combat),
    pnp("pnp douse", "douse", Topic::Combat),
    pnp("pnp gm round", "round", Topic::Combat),
    pnp("pnp enemy add", "enemy-add", Topic::Enemies),
    pnp("pnp enemy remove", "enemy-remove", Topic::Enemies),
    pnp("pnp enemy leader", "leader", Topic::Enemies),
    pnp("pnp enemy morale-score", "morale-score", Topic::Enemies),
    pnp("pnp enemy morale", "morale", Topic::Enemies),
    pnp("pnp stimpak", "stimpak", Topic::Health),
    pnp("pnp radaway", "radaway", Topic::Health),
    pnp("pnp sleep", "sleep", Topic::Health),
    pnp("pnp gm hurt", "hurt", Topic::Health),
    pnp("pnp gm revive", "revive", Topic::Health),
    pnp("pnp gm armour", "armour", Topic::Health),
    pnp("pnp gm pip-boy", "pip-boy", Topic::World),
    pnp("pnp gm ammo", "ammo", Topic::World),
    pnp("pnp find-ammo", "find-ammo", Topic::World),
    f2d20("f2d20 gm create", "add-player", Topic::Characters),
    f2d20("f2d20 status", "status", Topic::Characters),
    f2d20("f2d20 wear", "wear", Topic::Characters),
    f2d20("f2d20 doff", "doff", Topic::Characters),
    f2d20("f2d20 gm rank", "rank", Topic::Characters),
    f2d20("f2d20 gm remove", "remove-player", Topic::Characters),
    f2d20("f2d20 test", "test", Topic::Checks),
    f2d20("f2d20 reroll", "reroll", Topic::Checks),
    f2d20("f2d20 bonus-die", "bonus-die", Topic::Combat),
    f2d20("f2d20 roll", "roll", Topic::Checks),
    f2d20("f2d20 gm ap", "ap", Topic::Checks),
    f2d20("f2d20 gm session", "session", Topic::Checks),
    f2d20("f2d20 attack", "attack", Topic::Combat),
    f2d20("f2d20 action", "action", Topic::Combat),
    f2d20("f2d20 defend", "defend", Topic::Combat),
    f2d20("f2d20 rally", "rally", Topic::Combat),
    f2d20("f2d20 command", "command", Topic::Combat),
    f2d20("f2d20 gm initiative", "initiative", Topic::Combat),
    f2d20("f2d20 gm order", "order", Topic::Combat),
    f2d20("f2d20 gm next", "next", Topic::Combat),
    f2d20("f2d20 gm end-combat", "end-combat", Topic::Combat),
    f2d20("f2d20 gm cover", "cover", Topic::Combat),
    f2d20("f2d20 gm creature-add", "creature-add", Topic::Enemies),
    f2d20(
        "f2d20 gm creature-remove",
        "creature-remove",
        Topic::Enemies,
    ),
    f2d20("f2d20 first-aid", "first-aid", Topic::Health),
    f2d20("f2d20 stop-persistent", "stop-persistent", Topic::Health),
    f2d20("f2d20 gm hurt", "hurt", Topic::Health),
    f2d20("f2d20 gm heal", "heal", Topic::Health),
    f2d20("f2d20 gm cure-rads", "cure-rads", Topic::Health),
    f2d20("f2d20 gm give", "give", Topic::Trade),
    f2d20("f2d20 gm take", "take", Topic::Trade),
];

/// Whether a campaign of `game` offers the command `name` (a name the table
/// lacks is offered nowhere).
#[must_use]
pub fn offered(name: &str, game: RulesetId) -> bool {
    find(name).is_some_and(|e| e.games.has(game))
}

/// The commands a campaign of `game` offers, in table order.
pub fn of_game(game: RulesetId) -> impl Iterator<Item = &'static Entry> {
    COMMANDS.iter().filter(move |e| e.games.has(game))
}

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
