//! How the command line reaches a game: the [`CliGame`] trait, which every
//! game's folder implements, [`CliGames`], the list of them the top of the
//! binary builds once and [`install`]s here, and [`TableGame`], the shared machinery for the games whose command
//! words come with a command table and coded refusals (a game implements
//! [`TableGame`] and wraps itself in [`Table`]). A table game's line is
//! parsed by the game's own parser, run through the same session as every
//! game ([`Session::run_as`]), and answered with one JSON object: `ok`,
//! `command`, `ruleset`, `message`, `version`, the game's events in their
//! serde form, and at the top level the few fields the game's table of
//! [`Top`]s lists for the command, each naming one thing (read from one
//! place of one kind of event).

use std::future::Future;
use std::marker::PhantomData;
use std::pin::Pin;
use std::sync::OnceLock;

use serde_json::{json, Map, Value};

use crate::engine::registry::{Registered, Registry};
use crate::engine::ruleset::{Ruleset, RulesetId};
use crate::engine::Dice;
use crate::i18n::vocabulary::Offer;
use crate::i18n::{tr, try_tr, Arg, Lang};
use crate::mcp::tools::Tool;
use crate::session::{Session, SessionError};

use super::reply::{self as shape, Reply};
use super::words::{self, SHARED};
use super::{session_failure, Globals};

/// A boxed future, as trait objects return them. Not `Send`: the command line
/// runs its lines one after another on the thread that reads them.
pub type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = T> + 'a>>;

/// What the command line needs of a game: its help, its start, and running
/// one line of its own words (the commands every game shares, `init`,
/// `recover`, `export`, `import`, `help`, never reach it but as `help` and
/// `init`).
pub trait CliGame: Sync {
    /// Which game this is.
    fn id(&self) -> RulesetId;

    /// The game's command list, or one command's usage (`topic`), in `lang`:
    /// a plain success whose `message` is the text, or a refusal for a topic
    /// the game does not know.
    fn help(&self, lang: Lang, topic: Option<&str>) -> Reply;

    /// The game's command words in every language ([`words::Said`]): the
    /// words a line may be typed in besides the English ones.
    fn said(&self) -> &'static [words::Said] {
        &[]
    }

    /// The usage line of the game's command `word` in `lang`'s words, as
    /// `help` prints it (its command word, options and fixed words).
    fn usage_in(&self, lang: Lang, word: &str, usage: &str) -> String {
        words::said_usage(lang, words::said_of(self.said(), word), usage)
    }

    /// What is wrong with the game's usage lines as Chinese help prints them
    /// ([`words::usage_faults`]): empty when every command word, option and
    /// fixed word reads back as the English one.
    #[cfg(test)]
    fn usage_faults(&self) -> Vec<String>;

    /// Starts (or resets) a campaign of the game at `g.key`.
    fn init<'a>(&'a self, session: &'a Session, g: &'a Globals, lang: Lang)
        -> BoxFuture<'a, Reply>;

    /// Whether a line of the game's own words runs through
    /// [`Session::run_as`] alone (one game command, however it ends), so a
    /// batch may run it inside its transaction ([`crate::session::group`]);
    /// false for a line that takes a transaction or reads of its own.
    fn groups(&self, _words: &[String]) -> bool {
        false
    }

    /// Parses and runs one line of the game's own words (the command line
    /// then quotes a refusal's numbers as they were typed,
    /// [`super::reply::quote_typed_numbers`]).
    fn run_line<'a>(
        &'a self,
        session: &'a Session,
        g: &'a Globals,
        lang: Lang,
        dice: &'a mut (dyn Dice + Send),
        words: &'a [String],
    ) -> BoxFuture<'a, Reply>;

    /// The game's MCP tools, one a command, in its table's order (the MCP
    /// server offers those of the installed games; none by default).
    fn tools(&self) -> Vec<Tool> {
        Vec::new()
    }
}

/// The code, message and hint of a game's refusal the session reports
/// ([`SessionError::Rule`], the game's own error boxed), for the command
/// (when known).
pub type SessionRefusal = fn(Lang, Option<&str>, &SessionError) -> (String, String, String);

/// The games the command line plays, the default first, and how the default
/// game says the session's own refusals: the value the top of the binary
/// builds once and hands to the command line ([`install`]).
pub type CliGames = Registry<dyn CliGame, SessionRefusal>;

impl Registered for dyn CliGame {
    fn id(&self) -> RulesetId {
        CliGame::id(self)
    }
}

impl CliGames {
    /// The games `list` (the default first) and the default game's
    /// `session_refusal`.
    ///
    /// # Panics
    /// When `list` is empty (at compile time, in a `static`).
    #[must_use]
    pub const fn new(
        list: &'static [&'static dyn CliGame],
        session_refusal: SessionRefusal,
    ) -> CliGames {
        Registry::with(list, session_refusal)
    }

    /// The code, message and hint of a game's refusal the session reports
    /// ([`SessionError::Rule`]), in the default game's words.
    #[must_use]
    pub fn session_refusal(
        &self,
        lang: Lang,
        command: Option<&str>,
        error: &SessionError,
    ) -> (String, String, String) {
        (self.extra())(lang, command, error)
    }
}

/// The games the command line was handed at start.
static INSTALLED: OnceLock<&'static CliGames> = OnceLock::new();

/// Hands the command line its games, once, before it runs a line; `false`
/// (and nothing changed) when games were already installed.
pub fn install(games: &'static CliGames) -> bool {
    INSTALLED.set(games).is_ok()
}

/// The games the command line was handed ([`install`]).
///
/// # Panics
/// When none were installed: the binary installs the registry
/// (`overseer::app::install`) before it runs the command line.
#[must_use]
pub fn games() -> &'static CliGames {
    INSTALLED
        .get()
        .expect("the games are installed at start (overseer::app::install)")
}

/// The usage line of command `word` of game `game` (`None`: a command every
/// game shares) in `lang`'s words, as `help` prints it; the shared words
/// alone before any game is installed.
#[must_use]
pub fn usage_in(lang: Lang, game: Option<RulesetId>, word: &str, usage: &str) -> String {
    match (game, INSTALLED.get()) {
        (Some(id), Some(games)) => games.get(id).usage_in(lang, word, usage),
        _ => words::said_usage(lang, words::said_of(&[], word), usage),
    }
}

/// The commands every game shares, for a game's help list: each usage line
/// with what it does in `lang`.
#[must_use]
pub fn shared_help(lang: Lang) -> Vec<(String, String)> {
    SHARED
        .iter()
        .map(|u| {
            let said = words::said_of(&[], u.name);
            (
                words::said_usage(lang, said, &u.line()),
                tr(lang, &format!("cli-help-{}", u.name), &[]),
            )
        })
        .collect()
}

/// A [`TableGame`] seen as a [`CliGame`]: `static CLI: Table<MyGame> = Table::NEW;`.
pub struct Table<G>(PhantomData<fn() -> G>);

impl<G> Table<G> {
    /// The adapter (a constant, for a `static`).
    pub const NEW: Table<G> = Table(PhantomData);
}

impl<G: TableGame> CliGame for Table<G>
where
    G::Error: serde::Serialize,
{
    fn id(&self) -> RulesetId {
        G::ID
    }

    fn help(&self, lang: Lang, topic: Option<&str>) -> Reply {
        help::<G>(lang, topic)
    }

    fn said(&self) -> &'static [words::Said] {
        G::SAID
    }

    fn usage_in(&self, lang: Lang, word: &str, usage: &str) -> String {
        words::said_usage_with(lang, words::said_of(G::SAID, word), G::WORDS, usage)
    }

    #[cfg(test)]
    fn usage_faults(&self) -> Vec<String> {
        let usages: Vec<(&str, &str)> = G::table().iter().map(|l| (l.name, l.usage)).collect();
        words::usage_faults(G::SAID, G::WORDS, &usages)
    }

    fn init<'a>(
        &'a self,
        session: &'a Session,
        g: &'a Globals,
        lang: Lang,
    ) -> BoxFuture<'a, Reply> {
        Box::pin(init::<G>(session, g, lang))
    }

    fn groups(&self, _words: &[String]) -> bool {
        // Every line of a table game is one `run_as` (see `run_line`).
        true
    }

    fn run_line<'a>(
        &'a self,
        session: &'a Session,
        g: &'a Globals,
        lang: Lang,
        dice: &'a mut (dyn Dice + Send),
        words: &'a [String],
    ) -> BoxFuture<'a, Reply> {
        Box::pin(run_line::<G>(session, g, lang, dice, words))
    }

    fn tools(&self) -> Vec<Tool> {
        G::tools()
    }
}

/// Why a game's parser refused a line, in the shape every game's parser has.
pub enum Parse<E> {
    /// No words.
    Empty,
    /// The first word is no command of the game.
    UnknownCommand {
        /// The word (bounded).
        word: String,
        /// The game's commands.
        commands: Vec<String>,
    },
    /// Too few or too many words.
    Usage,
    /// A word of the wrong form.
    Rule(E),
}

/// One command of a game's table, as help shows it.
pub struct Listed {
    /// The CLI word.
    pub name: &'static str,
    /// Its syntax.
    pub usage: &'static str,
    /// Its help text's message id.
    pub help_key: &'static str,
    /// Whether only a GM may use it.
    pub gm_only: bool,
}

/// A game with its own CLI words, a command table and coded refusals.
pub trait TableGame: Ruleset
where
    Self::Error: serde::Serialize,
{
    /// The game's message prefix (`d20` for `d20-ev-check`).
    const PREFIX: &'static str;
    /// The message-id prefixes of the words the game prints and reads back
    /// (its skills, attributes, weapons...): a word of another language
    /// typed for one of them is read as the English the engine knows.
    const WORDS: &'static [&'static str];
    /// The game's command words in every language ([`words::Said`]).
    const SAID: &'static [words::Said];
    /// The few fields each command's answer carries at the top level.
    const TOP: Tops;
    /// Parses one command line.
    fn parse(words: &[&str]) -> Result<Self::Command, Parse<Self::Error>>;
    /// The game's commands, in help order.
    fn table() -> Vec<Listed>;
    /// A refusal's code (`unknown_character`, `out_of_range`, ...).
    fn code(error: &Self::Error) -> String;
    /// The outcome of `command` as the game's front end draws it (its embeds).
    fn draw(
        lang: Lang,
        command: &str,
        outcome: &Self::Outcome,
    ) -> Vec<crate::bot::render::EmbedSpec>;
    /// The game's MCP tools, one a command of its table
    /// ([`crate::mcp::tables::of_table`]).
    fn tools() -> Vec<Tool>;

    /// The command table's entry of a word.
    #[must_use]
    fn listed(word: &str) -> Option<Listed> {
        Self::table().into_iter().find(|l| l.name == word)
    }
}

/// Implements [`TableGame`] for `$game`, whose grammar module `$grammar` (in
/// the game's front-end folder) has a command-line parser `$grammar::parse`
/// (with the `ParseError` shape every table game's parser has), and whose
/// engine module `$module` has a command table `$module::commands::COMMANDS`
/// (specs with `name`, `usage`, `help_key` and `gm_only`) and refusals with a
/// `code()`; `$top` lists each command's top-level fields ([`Tops`]);
/// `$draw` draws an outcome as the game's embeds, from `(lang, command,
/// outcome)`; `$takes` says what each kind of argument takes as an MCP
/// tool's parameter (the tools are named `<$prefix>_<command>`). Also
/// defines `pub static CLI`, the game as the command line's registry lists it.
///
/// The short form, `table_game!(Game, module, "prefix", draw)`, is a front
/// end laid out as every table game's is: its grammar in `grammar`, its
/// words in `super::WORDS`, its said words in `said::SAID`, its top-level
/// fields in `top::TOP` and its tools' arguments in `tools::takes`.
macro_rules! table_game {
    ($game:ty, $module:ident, $prefix:literal, $draw:expr) => {
        $crate::cli::game::table_game!(
            $game,
            $module,
            grammar: grammar,
            prefix: $prefix,
            words: super::WORDS,
            said: said::SAID,
            top: top::TOP,
            draw: $draw,
            takes: tools::takes
        );
    };
    ($game:ty, $module:ident, grammar: $grammar:ident, prefix: $prefix:literal, words: $words:expr, said: $said:expr, top: $top:expr, draw: $draw:expr, takes: $takes:expr) => {
        /// The game as the command line's registry lists it.
        pub static CLI: $crate::cli::game::Table<$game> = $crate::cli::game::Table::NEW;

        impl $crate::cli::game::TableGame for $game {
            const PREFIX: &'static str = $prefix;
            const WORDS: &'static [&'static str] = $words;
            const SAID: &'static [$crate::cli::words::Said] = $said;
            const TOP: $crate::cli::game::Tops = $top;

            fn parse(
                words: &[&str],
            ) -> Result<$module::Command, $crate::cli::game::Parse<$module::RuleError>> {
                use $crate::cli::game::Parse;
                $grammar::parse(words).map_err(|e| match e {
                    $grammar::ParseError::Empty => Parse::Empty,
                    $grammar::ParseError::UnknownCommand { word, commands } => {
                        Parse::UnknownCommand { word, commands }
                    }
                    $grammar::ParseError::Usage { .. } => Parse::Usage,
                    $grammar::ParseError::Rule(rule) => Parse::Rule(rule),
                })
            }

            fn table() -> Vec<$crate::cli::game::Listed> {
                $module::commands::COMMANDS
                    .iter()
                    .map(|c| $crate::cli::game::Listed {
                        name: c.name,
                        usage: c.usage,
                        help_key: c.help_key,
                        gm_only: c.gm_only,
                    })
                    .collect()
            }

            fn code(error: &$module::RuleError) -> String {
                error.code()
            }

            fn draw(
                lang: $crate::i18n::Lang,
                command: &str,
                outcome: &$module::Outcome,
            ) -> Vec<$crate::bot::render::EmbedSpec> {
                let draw: fn(
                    $crate::i18n::Lang,
                    &str,
                    &$module::Outcome,
                ) -> Vec<$crate::bot::render::EmbedSpec> = $draw;
                draw(lang, command, outcome)
            }

            fn tools() -> Vec<$crate::mcp::tools::Tool> {
                $crate::mcp::tables::of_table(
                    <$game as $crate::engine::ruleset::Ruleset>::ID,
                    $prefix,
                    &$module::commands::COMMANDS,
                    $takes,
                )
            }
        }
    };
}
pub(crate) use table_game;

/// Adds every scalar of `value` (recursing into objects, not lists) to `out`
/// under its own name, keeping the shallowest of each name: an event's own
/// fields first, then those of the objects it holds, level by level (so an
/// attack's `total` is the attack's, not its damage's).
fn flatten_into(out: &mut Map<String, Value>, value: &Value) {
    let mut level: Vec<&Value> = vec![value];
    while !level.is_empty() {
        let mut next = Vec::new();
        for object in level {
            let Value::Object(fields) = object else {
                continue;
            };
            for (name, v) in fields {
                match v {
                    Value::Object(_) => next.push(v),
                    Value::Array(_) | Value::Null => {}
                    scalar => {
                        out.entry(name.clone()).or_insert_with(|| scalar.clone());
                    }
                }
            }
        }
        level = next;
    }
}

/// How a top-level field reads the value it finds in an event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Read {
    /// The value as it is; a unit (`{kind, name}`) as its name.
    Value,
    /// Whether a success level (`critical_failure`, `failure`, `success`,
    /// `critical_success`) is a success.
    Succeeded,
}

/// One top-level field of a table game's answer: `name`, read at `path`
/// (keys, or list places, joined by dots) of the events of type `event`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Top {
    /// The field's name at the top level.
    pub name: &'static str,
    /// The `type` of the events it is read from.
    pub event: &'static str,
    /// Where in such an event (`report.test.successes`, `hits.0.hp.after`).
    pub path: &'static str,
    /// How the value found is read.
    pub read: Read,
}

/// A game's top-level fields: each command word with its fields, one
/// line a command. A line is `event: field field=path …`, with `;` between
/// the groups of several event kinds: a field alone is read at its own name,
/// `name=path` at `path`, and a field ending in `?` says whether the success
/// level found is a success ([`Read::Succeeded`]). Of two fields with one
/// name the first that finds a value sets it.
pub type Tops = &'static [(&'static str, &'static str)];

/// `add-player`'s fields, alike in every table game: the character added.
pub const ADD_PLAYER: (&str, &str) = ("add-player", "character_added: character=sheet.name");

/// `remove-player`'s fields, alike in every table game: the character removed.
pub const REMOVE_PLAYER: (&str, &str) = ("remove-player", "character_removed: character=name");

/// `next`'s fields where a turn passes as `turn_advanced`: the round and
/// the unit acting.
pub const NEXT: (&str, &str) = ("next", "turn_advanced: round acting=unit");

/// The fields of an HP change of the events `hurt`: who, by how much, the
/// HP before and after, and the maximum.
pub const HURT: &str = "hurt: target amount hp_before=hp.before hp_after=hp.after max_hp=hp.max";

/// [`HURT`]'s fields, of the events `healed`.
pub const HEALED: &str =
    "healed: target amount hp_before=hp.before hp_after=hp.after max_hp=hp.max";

/// The fields a line of [`Tops`] lists, in order.
#[must_use]
pub fn fields(line: &'static str) -> Vec<Top> {
    let mut out = Vec::new();
    for group in line.split(';') {
        let (event, names) = group.split_once(':').unwrap_or((group, ""));
        for field in names.split_whitespace() {
            let (field, read) = match field.strip_suffix('?') {
                Some(field) => (field, Read::Succeeded),
                None => (field, Read::Value),
            };
            let (name, path) = field.split_once('=').unwrap_or((field, field));
            out.push(Top {
                name,
                event: event.trim(),
                path,
                read,
            });
        }
    }
    out
}

/// The value `top` reads in one event, if the event has it (null is no value).
fn read_top(event: &Value, top: &Top) -> Option<Value> {
    let mut at = event;
    for key in top.path.split('.') {
        at = match at {
            Value::Array(list) => list.get(key.parse::<usize>().ok()?)?,
            _ => at.get(key)?,
        };
    }
    let value = match (top.read, at) {
        (_, Value::Null) => return None,
        // A unit (`{kind, name}`) is its name; a bare kind (`{kind}`) its kind.
        (Read::Value, Value::Object(tagged)) if tagged.contains_key("kind") => tagged
            .get("name")
            .or_else(|| tagged.get("kind").filter(|_| tagged.len() == 1))?
            .clone(),
        (Read::Value, v) => v.clone(),
        (Read::Succeeded, Value::String(level)) => {
            Value::Bool(level == "success" || level == "critical_success")
        }
        (Read::Succeeded, _) => return None,
    };
    Some(value)
}

/// The top-level fields of an answer whose events are `events`, by `tops`:
/// each field from the events of its kind, and only where they agree (an
/// attack on two targets names no one `target`); of two entries with one
/// name the first that finds a value sets it.
#[must_use]
pub fn lift(tops: &[Top], events: &[Value]) -> Map<String, Value> {
    let mut out = Map::new();
    for top in tops {
        if out.contains_key(top.name) {
            continue;
        }
        let of_kind = events
            .iter()
            .filter(|e| e.get("type").and_then(Value::as_str) == Some(top.event));
        let found: Vec<Value> = of_kind.filter_map(|e| read_top(e, top)).collect();
        if let Some(first) = found.first() {
            if found.iter().all(|v| v == first) {
                out.insert(top.name.to_owned(), first.clone());
            }
        }
    }
    out
}

/// The fields `tops` lists for `command` (none for a command it omits).
#[must_use]
pub fn tops_of(tops: Tops, command: &str) -> Vec<Top> {
    tops.iter()
        .find(|(name, _)| *name == command)
        .map_or_else(Vec::new, |(_, line)| fields(line))
}

/// An outcome's embeds as plain text, for a terminal: the title, the
/// description, each field as `name: value`, the footer, one per line, with
/// the markdown the embeds carry taken out.
fn plain_text(specs: &[crate::bot::render::EmbedSpec]) -> String {
    let mut lines = Vec::new();
    for spec in specs {
        lines.push(spec.title.clone());
        lines.extend(spec.description.lines().map(str::to_owned));
        for (name, value, _) in &spec.fields {
            lines.push(format!("{name}: {}", value.trim_end().replace('\n', " · ")));
        }
        lines.extend(spec.footer.clone());
    }
    let text = lines
        .into_iter()
        .filter(|l| !l.trim().is_empty())
        .collect::<Vec<_>>()
        .join("\n");
    crate::bot::layout::plain(&text.replace("**", ""))
}

/// The fields of a refusal that hold a game term rather than a name a user
/// gave: printed in the reader's words ([`shown_word`]).
const TERMS: &[&str] = &[
    "perk",
    "magazine",
    "beside",
    "item",
    "ammo",
    "weapon",
    "piece",
    "skill",
    "attribute",
    "origin",
    "mod",
    "other",
    "condition",
    "disease",
    "template",
    "trait",
    "what",
    "location",
    "spot",
    "band",
    "reach",
    "part",
    "slot",
    "mode",
    "side",
];

/// The fields of a refusal that list the game's words, joined by commas
/// (where a robot's part fits: `left-arm, right-arm`).
const TERM_LISTS: &[&str] = &["fits", "allowed"];

/// The kinds of an unknown name that users give (characters, enemies...),
/// never read as one of the game's words.
const NAMED: &[&str] = &[
    "character",
    "player",
    "enemy",
    "unit",
    "creature",
    "npc",
    "",
];

/// One of the game's words a refusal names (its English, or a row's id such
/// as `mole-rat`) in the reader's words: the message under one of the
/// game's word prefixes that says it, or (in another language than
/// English) that is keyed by its slug; else as it is.
fn shown_word<G: TableGame>(lang: Lang, word: &str) -> String
where
    G::Error: serde::Serialize,
{
    crate::i18n::game_word_in(lang, G::WORDS, word)
        .or_else(|| {
            let slug = crate::engine::name::slug(word);
            (lang != Lang::EnUs)
                .then(|| {
                    G::WORDS
                        .iter()
                        .find_map(|p| try_tr(lang, &format!("{p}{slug}"), &[]))
                })
                .flatten()
        })
        .unwrap_or_else(|| word.to_owned())
}

/// A word a refusal offers in the reader's words: one of the game's words,
/// else a fixed word of the command (an attack's option: `called`, 部位).
fn said_word<G: TableGame>(lang: Lang, command: Option<&str>, word: &str) -> String
where
    G::Error: serde::Serialize,
{
    let shown = shown_word::<G>(lang, word);
    if shown != word || lang == Lang::EnUs {
        return shown;
    }
    command
        .and_then(|c| words::said_of(G::SAID, c))
        .and_then(|said| said.values.iter().find(|(english, _)| *english == word))
        .and_then(|(_, id)| try_tr(lang, id, &[]))
        .unwrap_or(shown)
}

/// A refusal of the game (a word of the wrong form, a rule): its code, the
/// game's words for it (`i18n::refusal`: the game's own message, else the
/// one the games share) with the error's fields as arguments, and the
/// command's usage as the hint.
fn refusal<G: TableGame>(
    lang: Lang,
    command: Option<&str>,
    code: &str,
    error: &Value,
    fallback: String,
) -> Reply
where
    G::Error: serde::Serialize,
{
    let typed = error
        .get("name")
        .and_then(Value::as_str)
        .unwrap_or_default();
    let (several, known) = offered::<G>(lang, command, typed, error);
    let mut args = shape::args_of(error);
    if lang != Lang::EnUs {
        say_terms::<G>(lang, command, code, error, &mut args);
    }
    let sep = tr(lang, "list-sep", &[]);
    if !known.is_empty() {
        args.retain(|(k, _)| k != "suggestions");
        args.push(("suggestions".to_owned(), Arg::from(known.join(&sep))));
    }
    // The usage line in the reader's words, as help prints it.
    let usage = command
        .and_then(G::listed)
        .map(|l| words::said_usage_with(lang, words::said_of(G::SAID, l.name), G::WORDS, l.usage));
    if let Some(usage) = &usage {
        args.push(("usage".to_owned(), Arg::from(usage.as_str())));
    }
    let message = match &several {
        Some(names) => crate::i18n::vocabulary::ambiguous(lang, typed, names, usize::MAX),
        None => crate::i18n::refusal(lang, G::PREFIX, code, &args).unwrap_or(fallback),
    };
    let mut hints = Vec::new();
    // Where the message does not list them already, the hint does.
    if !known.is_empty() && !known.iter().all(|n| message.contains(n.as_str())) {
        hints.push(tr(
            lang,
            "cli-hint-known",
            &[("names", Arg::from(known.join(&sep)))],
        ));
    }
    if let Some(usage) = usage {
        hints.push(tr(lang, "cli-hint-usage", &[("usage", Arg::from(usage))]));
    }
    Reply {
        json: shape::failure(command, code, message, hints.join(" ")),
        code: super::EXIT_REFUSED,
        texts: Vec::new(),
    }
}

/// The names a refusal of an unknown word suggests, in the reader's words (a
/// word the game prints in Chinese is read back in Chinese too), the closest
/// to what was `typed` first: (the names when the word is inside several of
/// them, refused as ambiguous with only those; else the names to hint at).
fn offered<G: TableGame>(
    lang: Lang,
    command: Option<&str>,
    typed: &str,
    error: &Value,
) -> (Option<Vec<String>>, Vec<String>)
where
    G::Error: serde::Serialize,
{
    let offer = error
        .get("suggestions")
        .and_then(Value::as_array)
        .map(|names| {
            crate::i18n::vocabulary::offer(
                typed,
                names
                    .iter()
                    .filter_map(Value::as_str)
                    .map(|n| (n.to_owned(), said_word::<G>(lang, command, n)))
                    .collect(),
            )
        });
    match offer {
        Some(Offer::Several(names)) => (Some(names), Vec::new()),
        Some(Offer::Hint(names)) => (None, names),
        None => (None, Vec::new()),
    }
}

/// A refusal's arguments in the reader's words: a game term the refusal
/// names (a perk, an item, a skill...) as the sheet prints it (English is the
/// engine's own); so is an unknown word of a kind of the game's (a condition
/// typed as 倒地 and read as `prone`), but never a name a user gave; an
/// option as help names it; a list of the game's words word by word.
fn say_terms<G: TableGame>(
    lang: Lang,
    command: Option<&str>,
    code: &str,
    error: &Value,
    args: &mut [(String, Arg)],
) where
    G::Error: serde::Serialize,
{
    let kind = error
        .get("kind")
        .and_then(Value::as_str)
        .unwrap_or_default();
    // A name refused for being one of the game's words is that word.
    let term_named = !NAMED.contains(&kind) || code == "fixed_word";
    for (key, value) in args {
        let term = TERMS.contains(&key.as_str()) || (key == "name" && term_named);
        if let (true, Arg::Str(word)) = (term, &*value) {
            *value = Arg::from(shown_word::<G>(lang, word));
        } else if let ("option", Arg::Str(option)) = (key.as_str(), &*value) {
            // An option the refusal names (`--quick-hands`) as help
            // names it (`--快手`): typed back, it is read as that option.
            let said = command.and_then(|c| words::said_of(G::SAID, c));
            *value = Arg::from(words::said_option(lang, said, option));
        } else if let (true, Arg::Str(words)) = (TERM_LISTS.contains(&key.as_str()), &*value) {
            let shown: Vec<String> = words
                .split(", ")
                .map(|w| shown_word::<G>(lang, w))
                .collect();
            *value = Arg::from(shown.join(&tr(lang, "list-sep", &[])));
        }
    }
}

/// A game's command list: each command's syntax and what it does, in the
/// answer's language (from the game's command table), GM-only ones marked.
fn help<G: TableGame>(lang: Lang, topic: Option<&str>) -> Reply
where
    G::Error: serde::Serialize,
{
    let gm = tr(lang, "help-gm", &[]);
    let line = |l: &Listed| {
        let what = tr(lang, l.help_key, &[]);
        let usage =
            words::said_usage_with(lang, words::said_of(G::SAID, l.name), G::WORDS, l.usage);
        if l.gm_only {
            format!("  {usage}\n      {what} {gm}")
        } else {
            format!("  {usage}\n      {what}")
        }
    };
    let game = G::ID.as_str();
    let text = if let Some(name) = topic {
        let name = words::command_named(G::SAID, name)
            .map_or_else(|| name.to_ascii_lowercase(), |s| s.word.to_owned());
        if let Some(u) = words::shared(&name) {
            let what = tr(lang, &format!("cli-help-{}", u.name), &[]);
            return Reply::ok(shape::plain_success(
                "help",
                format!(
                    "  {}\n      {what}",
                    words::said_usage(lang, words::said_of(&[], u.name), &u.line())
                ),
                json!({ "ruleset": game }),
            ));
        }
        let Some(l) = G::listed(&name) else {
            return Reply {
                json: shape::failure(
                    Some("help"),
                    "unknown_command",
                    tr(
                        lang,
                        "cli-err-not_in_game",
                        &[
                            ("command", Arg::from(crate::engine::name::echo(&name))),
                            ("game", Arg::from(crate::i18n::game_name(lang, game))),
                        ],
                    ),
                    String::new(),
                ),
                code: super::EXIT_REFUSED,
                texts: Vec::new(),
            };
        };
        line(&l)
    } else {
        let mut out = tr(lang, &format!("{}-help-title", G::PREFIX), &[]);
        for l in G::table() {
            out.push('\n');
            out.push_str(&line(&l));
        }
        for (usage, what) in shared_help(lang) {
            out.push_str("\n  ");
            out.push_str(&usage);
            out.push_str("\n      ");
            out.push_str(&what);
        }
        out
    };
    Reply {
        json: shape::plain_success("help", text, json!({ "ruleset": game })),
        code: super::EXIT_OK,
        texts: Vec::new(),
    }
}

/// Starts a campaign of the game (`init --ruleset <id>`).
async fn init<G: TableGame>(session: &Session, g: &Globals, lang: Lang) -> Reply
where
    G::Error: serde::Serialize,
{
    match session.start_as::<G>(g.key, g.actor, None).await {
        Ok(outcome) => Reply {
            json: success::<G>(lang, "init", &outcome, None),
            code: super::EXIT_OK,
            texts: Vec::new(),
        },
        Err(e) => session_failure(lang, "init", &e),
    }
}

/// Parses and runs one command line of a campaign of the game.
async fn run_line<G: TableGame>(
    session: &Session,
    g: &Globals,
    lang: Lang,
    dice: &mut (dyn Dice + Send),
    words: &[String],
) -> Reply
where
    G::Error: serde::Serialize,
{
    let read = engine_words::<G>(words);
    let words: Vec<&str> = read.iter().map(String::as_str).collect();
    let command = match G::parse(&words) {
        Ok(command) => command,
        Err(refused) => return parse_refusal::<G>(lang, &words, refused),
    };
    let name = G::command_name(&command);
    match session.run_as::<G>(g.key, g.actor, command, dice).await {
        Ok(Ok(ran)) => Reply {
            json: success::<G>(lang, name, &ran.outcome, Some(ran.version)),
            code: super::EXIT_OK,
            texts: Vec::new(),
        },
        Ok(Err(refused)) => {
            let error = serde_json::to_value(&refused).unwrap_or_default();
            refusal::<G>(
                lang,
                Some(name),
                &G::code(&refused),
                &error,
                refused.to_string(),
            )
        }
        Err(e) => session_failure(lang, name, &e),
    }
}

/// The game's words as any language prints them, read as the engine's
/// English (the command word and plain ASCII are the engine's already); a
/// name of several words typed without quotes ("10mm 子弹") is one word,
/// the longest run that names one of the game's words.
fn engine_words<G: TableGame>(words: &[String]) -> Vec<String>
where
    G::Error: serde::Serialize,
{
    let mut out = Vec::with_capacity(words.len());
    let mut i = 0;
    while i < words.len() {
        if let Some((k, english)) = joined_name(G::WORDS, &words[i..]).filter(|_| i > 0) {
            out.push(english);
            i += k;
            continue;
        }
        let w = &words[i];
        out.push(if i == 0 || w.is_ascii() {
            w.clone()
        } else {
            crate::i18n::game_word(G::WORDS, w).unwrap_or_else(|| w.clone())
        });
        i += 1;
    }
    out
}

/// The longest run of two words or more at the start of `words` (no
/// option or comma list among them, one at least not plain ASCII, which the
/// grammars join themselves) that names one of the game's words: its length and the
/// English.
fn joined_name(prefixes: &[&str], words: &[String]) -> Option<(usize, String)> {
    let longest = words
        .iter()
        .take(6)
        .take_while(|w| !w.starts_with("--"))
        .count();
    (2..=longest).rev().find_map(|k| {
        let run = &words[..k];
        // A comma list is read word by word, never joined to its neighbours.
        if run.iter().all(|w| w.is_ascii()) || run.iter().any(|w| w.contains([',', '，'])) {
            return None;
        }
        crate::i18n::game_word(prefixes, &run.join(" ")).map(|english| (k, english))
    })
}

/// The reply to a line the game's parser refused.
fn parse_refusal<G: TableGame>(lang: Lang, words: &[&str], refused: Parse<G::Error>) -> Reply
where
    G::Error: serde::Serialize,
{
    let first = words
        .first()
        .map(|w| w.to_ascii_lowercase())
        .filter(|w| G::listed(w).is_some());
    match refused {
        Parse::UnknownCommand { word, commands } => {
            // Most often a command of another game typed into this one.
            let message = tr(
                lang,
                "cli-err-not_in_game",
                &[
                    ("command", Arg::from(word.as_str())),
                    (
                        "game",
                        Arg::from(crate::i18n::game_name(lang, G::ID.as_str())),
                    ),
                ],
            );
            // The game's commands in the reader's words, the closest first.
            let commands = crate::i18n::vocabulary::offered(&word, &commands, |c| {
                words::said_of(G::SAID, c)
                    .map_or_else(|| c.to_owned(), |s| words::said_name(lang, s))
            });
            let hint = tr(
                lang,
                "cli-hint-known",
                &[(
                    "names",
                    Arg::from(commands.join(&tr(lang, "list-sep", &[]))),
                )],
            );
            Reply {
                json: shape::failure(None, "not_in_game", message, hint),
                code: super::EXIT_REFUSED,
                texts: Vec::new(),
            }
        }
        Parse::Empty => refusal::<G>(lang, None, "no_command", &Value::Null, "no command".into()),
        Parse::Usage => refusal::<G>(
            lang,
            first.as_deref(),
            "usage",
            &Value::Null,
            "usage".into(),
        ),
        Parse::Rule(e) => {
            let error = serde_json::to_value(&e).unwrap_or_default();
            refusal::<G>(lang, first.as_deref(), &G::code(&e), &error, e.to_string())
        }
    }
}

/// One event as a sentence in `lang` (`<game>-ev-<type>`), from the event's
/// fields by name; the units an event names (attacker, target, whose turn)
/// by their names. `None` for events that need no sentence.
fn sentence(lang: Lang, prefix: &str, words: &[&str], event: &Value) -> Option<String> {
    let kind = event.get("type")?.as_str()?;
    let mut fields = Map::new();
    for unit in ["attacker", "target", "unit"] {
        let name = match event.get(unit) {
            Some(Value::String(name)) => Some(name.clone()),
            Some(v) => v.get("name").and_then(Value::as_str).map(str::to_owned),
            None => None,
        };
        if let Some(name) = name {
            fields.insert(unit.to_owned(), Value::String(name));
        }
        // Which side a unit is on (`attacker_kind`: an enemy attacks with no
        // weapon of its own).
        if let Some(Value::String(kind)) = event.get(unit).and_then(|u| u.get("kind")) {
            fields.insert(format!("{unit}_kind"), Value::String(kind.clone()));
        }
    }
    // An attack's total is its roll's and its damage the damage's total (both
    // are a `total` one level down).
    if let (Some(total), Some(damage)) =
        (event.pointer("/roll/total"), event.pointer("/damage/total"))
    {
        fields.insert("total".to_owned(), total.clone());
        fields.insert("damage".to_owned(), damage.clone());
    }
    flatten_into(&mut fields, event);
    // The game's table words (a skill, a weapon) in the reader's language;
    // the units' names stay as they were given.
    for (name, value) in &mut fields {
        if let Value::String(word) = value {
            if ![
                "attacker",
                "target",
                "unit",
                "name",
                "character",
                "attacker_kind",
                "target_kind",
                "unit_kind",
            ]
            .contains(&name.as_str())
            {
                if let Some(shown) = crate::i18n::game_word_in(lang, words, word) {
                    *word = shown;
                }
            }
        }
    }
    let owned = shape::args_of(&Value::Object(fields));
    let args: Vec<(&str, Arg)> = owned.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
    try_tr(lang, &format!("{prefix}-ev-{kind}"), &args)
}

/// The success object of a command of the game.
fn success<G: TableGame>(
    lang: Lang,
    command: &str,
    outcome: &G::Outcome,
    version: Option<i64>,
) -> Value
where
    G::Error: serde::Serialize,
{
    let events = G::events(outcome);
    let mut obj = Map::new();
    obj.insert("ok".into(), json!(true));
    obj.insert("command".into(), json!(command));
    obj.insert("ruleset".into(), json!(G::ID.as_str()));
    let list: &[Value] = match &events {
        Value::Array(list) => list,
        _ => &[],
    };
    let sentences: Vec<String> = list
        .iter()
        .filter_map(|e| sentence(lang, G::PREFIX, G::WORDS, e))
        .collect();
    // Every event in a sentence of its own where the game has one for each;
    // else the game's whole reply, as its embeds say it.
    let drawn = plain_text(&G::draw(lang, command, outcome));
    let message = if !list.is_empty() && sentences.len() == list.len() {
        sentences.join(" ")
    } else if !drawn.is_empty() {
        drawn
    } else {
        tr(
            lang,
            "cli-game-done",
            &[
                ("command", Arg::from(command)),
                ("events", Arg::from(list.len())),
            ],
        )
    };
    obj.insert("message".into(), json!(message));
    if let Some(v) = version {
        obj.insert("version".into(), json!(v));
    }
    for (name, value) in lift(&tops_of(G::TOP, command), list) {
        obj.entry(name).or_insert(value);
    }
    obj.insert("events".into(), events);
    Value::Object(obj)
}

#[cfg(test)]
mod tests {
    use super::{fields, lift, Read, Top};
    use serde_json::json;

    #[test]
    fn a_line_of_tops_names_each_field_its_event_path_and_reading() {
        let line = "attack: attacker hit=roll.level?; damage: hp_after=hp.after";
        let top = |name, event, path, read| Top {
            name,
            event,
            path,
            read,
        };
        assert_eq!(
            fields(line),
            vec![
                top("attacker", "attack", "attacker", Read::Value),
                top("hit", "attack", "roll.level", Read::Succeeded),
                top("hp_after", "damage", "hp.after", Read::Value),
            ]
        );
        let events = [
            json!({"type": "attack", "attacker": "Ada", "roll": {"level": "critical_success"}}),
            json!({"type": "damage", "hp": {"after": 3}}),
        ];
        let lifted = lift(&fields(line), &events);
        assert_eq!(
            serde_json::Value::Object(lifted),
            json!({"attacker": "Ada", "hit": true, "hp_after": 3})
        );
    }
}
