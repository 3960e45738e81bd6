//! Every slash command as data: its qualified name, the games it belongs to,
//! whether only a GM may run it, the `/help` topic it is listed under and its
//! help text. Discord sees the union of every game's commands; a command of
//! another game than the channel's is refused before it runs. The framework's
//! checks ([`super::permissions`], [`super::here`]) and `/help`
//! ([`super::help`]) read this one table, so what `/help` lists and marks
//! GM-only is what is allowed and refused, and a test checks that every
//! registered command is in it exactly once.
//!
//! The table is the shared commands ([`SHARED`]) and each game's own, which
//! a game gives through [`super::game::Game::table`]; a game's commands take
//! their GM flag and help text from the game's own command table where it has
//! one, so the bot, the CLI and `/help` cannot disagree.

use crate::engine::ruleset::RulesetId;

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
    /// `bot.ftl`'s `help-cmd-<name>`, the command's name with dashes for
    /// spaces (`help-cmd-campaign-gm-add`).
    Bot,
    /// The game's own message id (its command table's help key).
    Game(&'static str),
}

impl Entry {
    /// The message id of its one-line help text.
    #[must_use]
    pub fn help_id(&self) -> String {
        match self.help {
            Help::Bot => format!("help-cmd-{}", self.name.replace(' ', "-")),
            Help::Game(id) => id.to_owned(),
        }
    }
}

/// A command of every game, its help text `bot.ftl`'s `help-cmd-<name>`.
const fn shared(name: &'static str, gm: bool, topic: Topic) -> Entry {
    Entry {
        name,
        games: Games::All,
        gm,
        topic,
        help: Help::Bot,
    }
}

impl Entry {
    /// A command of one game whose help text is `bot.ftl`'s
    /// `help-cmd-<name>` (its name with dashes for spaces).
    #[must_use]
    pub const fn bot(name: &'static str, game: RulesetId, gm: bool, topic: Topic) -> Entry {
        Entry {
            name,
            games: Games::Only(game),
            gm,
            topic,
            help: Help::Bot,
        }
    }

    /// A command of one game that runs the game's command table entry with
    /// the GM flag `gm` and the help text `help_key` (its own message id).
    #[must_use]
    pub const fn of_game(
        name: &'static str,
        game: RulesetId,
        gm: bool,
        topic: Topic,
        help_key: &'static str,
    ) -> Entry {
        Entry {
            name,
            games: Games::Only(game),
            gm,
            topic,
            help: Help::Game(help_key),
        }
    }
}

/// Whether two strings are equal, at compile time (a game's table looks its
/// commands up by word in its own command table).
#[must_use]
pub const fn same(a: &str, b: &str) -> bool {
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

/// Defines `const fn $entry(name, word, topic) -> Entry` for a game whose
/// slash command `name` runs the command `word` of its own command table
/// `$commands` (a slice of specs with `name`, `gm_only` and `help_key`), taking
/// its GM flag and help text from there; a word the table lacks fails the build.
macro_rules! from_command_table {
    ($entry:ident, $game:expr, $commands:expr) => {
        /// A slash command `name` that runs the game's command `word`, whose
        /// GM flag and help text it takes.
        const fn $entry(
            name: &'static str,
            word: &'static str,
            topic: $crate::bot::table::Topic,
        ) -> $crate::bot::table::Entry {
            let commands = $commands;
            let mut i = 0;
            while i < commands.len() {
                if $crate::bot::table::same(commands[i].name, word) {
                    let spec = &commands[i];
                    return $crate::bot::table::Entry::of_game(
                        name,
                        $game,
                        spec.gm_only,
                        topic,
                        spec.help_key,
                    );
                }
                i += 1;
            }
            panic!("not a command of the game")
        }
    };
}
pub(crate) use from_command_table;

/// The commands every game shares, in `/help` order within a topic. Some
/// commands that anyone may run check more inside: `campaign import` needs a
/// GM of the exported campaign (or Manage Server). Each game adds its own
/// ([`super::game::Game::table`]).
pub const SHARED: &[Entry] = &[
    shared("campaign start", false, Topic::Campaign),
    shared("campaign status", false, Topic::Campaign),
    shared("campaign recover", true, Topic::Campaign),
    shared("campaign gm add", true, Topic::Campaign),
    shared("campaign gm remove", true, Topic::Campaign),
    shared("campaign language", true, Topic::Campaign),
    shared("campaign log", false, Topic::Campaign),
    shared("campaign recap", false, Topic::Campaign),
    shared("campaign export", true, Topic::Campaign),
    shared("campaign mcp-token", true, Topic::Campaign),
    shared("campaign import", false, Topic::Campaign),
    shared("campaign tracker", true, Topic::Campaign),
    shared("campaign share link", true, Topic::Campaign),
    shared("campaign share revoke", true, Topic::Campaign),
    shared("campaign gm-channel set", true, Topic::Campaign),
    shared("campaign gm-channel clear", true, Topic::Campaign),
    shared("campaign note", true, Topic::Enemies),
    shared("campaign enemies", true, Topic::Enemies),
    shared("enemy show", true, Topic::Enemies),
    shared("enemy note", true, Topic::Enemies),
    shared("campaign end", true, Topic::Campaign),
    shared("homebrew import", true, Topic::Trade),
    shared("homebrew list", false, Topic::Trade),
    shared("homebrew show", false, Topic::Trade),
    shared("homebrew remove", true, Topic::Trade),
    shared("homebrew export", false, Topic::Trade),
    shared("character import", true, Topic::Trade),
    shared("roll", false, Topic::Checks),
    shared("help", false, Topic::Trade),
];

/// Every slash command: the shared ones, then each game's, in the
/// registry's order (built once).
#[must_use]
pub fn commands() -> &'static [Entry] {
    static ALL: std::sync::LazyLock<Vec<Entry>> = std::sync::LazyLock::new(|| {
        let mut all = SHARED.to_vec();
        for game in crate::bot::game::games().all() {
            all.extend_from_slice(game.table());
        }
        all
    });
    &ALL
}

/// Whether a campaign of `game` offers the command `name` (a name the table
/// lacks is offered nowhere).
#[must_use]
pub fn offered(name: &str, game: RulesetId) -> bool {
    find(name).is_some_and(|e| e.games.has(game))
}

/// The commands a campaign of `game` offers, in table order.
pub fn of_game(game: RulesetId) -> impl Iterator<Item = &'static Entry> {
    commands().iter().filter(move |e| e.games.has(game))
}

/// The entry of a command by qualified name.
#[must_use]
pub fn find(name: &str) -> Option<&'static Entry> {
    commands().iter().find(|e| e.name == name)
}

/// The names of the commands whose GM flag is `gm`, in table order.
fn names(gm: bool) -> Vec<&'static str> {
    commands()
        .iter()
        .filter(|e| e.gm == gm)
        .map(|e| e.name)
        .collect()
}

/// Commands only a GM may run, by qualified name, from [`commands`].
pub static GM_COMMANDS: std::sync::LazyLock<Vec<&'static str>> =
    std::sync::LazyLock::new(|| names(true));

/// Commands anyone may run, by qualified name, from [`commands`].
pub static PLAYER_COMMANDS: std::sync::LazyLock<Vec<&'static str>> =
    std::sync::LazyLock::new(|| names(false));
