//! A fifth game, written wholly outside the crate and registered only here:
//! a coin flip of three commands (`flip`, `call <name> heads|tails`,
//! `score`), the worked example of docs/developers.md's "Adding a game".
//! Its rules implement the engine's [`overseer::engine::ruleset::Ruleset`]
//! ([`rules`]), its Discord front end the core's `Game` ([`discord`]), its
//! command line `CliGame` ([`cli`]); its words are its own ([`words`]).
//!
//! The registries are installed once per process, so the game is played in
//! a child process of this test binary that installs the standard games and
//! this one before anything else ([`install`]); every other test of the
//! binary sees the standard games only ([`play`]).

pub mod cli;
pub mod discord;
mod play;
pub mod rules;
pub mod words;

use overseer::bot::game::{Game, Games};
use overseer::cli::game::{CliGame, CliGames};
use overseer::engine::ruleset::{Rules, RulesOf, Rulesets};
use overseer::i18n::Lang;
use overseer::session::SessionError;

use rules::CoinFlip;

static RULES: RulesOf<CoinFlip> = RulesOf::NEW;
static FRONT: discord::Front = discord::Front;
static CLI: cli::Cli = cli::Cli;

/// How the default game words the session's own refusals on Discord.
fn discord_refusal(lang: Lang, error: &SessionError) -> String {
    overseer::games::DISCORD_GAMES.session_refusal(lang, error)
}

/// The same on the command line.
fn cli_refusal(
    lang: Lang,
    command: Option<&str>,
    error: &SessionError,
) -> (String, String, String) {
    overseer::games::CLI_GAMES.session_refusal(lang, command, error)
}

/// A list of the standard games' entries and `game`, for the process's life.
fn with<T: ?Sized>(standard: &'static [&'static T], game: &'static T) -> &'static [&'static T] {
    let list: Vec<&'static T> = standard.iter().copied().chain([game]).collect();
    Box::leak(list.into_boxed_slice())
}

/// Installs the standard games and the coin flip in the three registries;
/// panics when something was installed before (then this process already
/// plays other lists, and the test would not be what it says).
pub fn install() {
    let rules = with::<dyn Rules>(overseer::engine::rulesets::STANDARD.all(), &RULES);
    let discord = with::<dyn Game>(overseer::games::DISCORD_GAMES.all(), &FRONT);
    let cli = with::<dyn CliGame>(overseer::games::CLI_GAMES.all(), &CLI);
    assert!(overseer::engine::ruleset::install(Box::leak(Box::new(
        Rulesets::new(rules)
    ))));
    assert!(overseer::bot::game::install(Box::leak(Box::new(
        Games::new(discord, discord_refusal)
    ))));
    assert!(overseer::cli::game::install(Box::leak(Box::new(
        CliGames::new(cli, cli_refusal)
    ))));
}
