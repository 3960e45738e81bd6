//! The games' front ends, one folder per game: its slash commands, its
//! renderers, its buttons and menus, its autocomplete and its command-line
//! words and sentences. Each game's rules live in its engine folder
//! (`src/engine/rulesets/<game>/`); this is the other half of the game.
//!
//! This module is the registry: the one list of games the front-end cores
//! (`bot`, `cli`) know, each through its core's trait. Adding a game is one
//! line here.

// poise requires command bodies, parent commands and autocomplete callbacks to be
// `async fn`, also when they have nothing to await.
#![allow(clippy::unused_async)]

pub mod d20;
pub mod fallout2d20;
pub mod pnp;
pub mod wasteland;

use crate::bot::game::Game;
use crate::cli::game::CliGame;
use crate::engine::ruleset::RulesetId;
use crate::i18n::Lang;

/// Every game's Discord front end, the default first.
static DISCORD: [&dyn Game; 4] = [
    &wasteland::Front,
    &d20::Front,
    &pnp::Front,
    &fallout2d20::Front,
];

/// Every game's Discord front end, the default first.
#[must_use]
pub fn discord() -> &'static [&'static dyn Game] {
    &DISCORD
}

/// The Discord front end of game `id`.
#[must_use]
pub fn discord_game(id: RulesetId) -> &'static dyn Game {
    DISCORD
        .iter()
        .copied()
        .find(|game| game.id() == id)
        .unwrap_or(DISCORD[0])
}

/// Every game's command line, the default first.
static CLI: [&dyn CliGame; 4] = [
    &wasteland::cli::CLI,
    &d20::cli::CLI,
    &pnp::cli::CLI,
    &fallout2d20::cli::CLI,
];

/// The command line of game `id`.
#[must_use]
pub fn cli_game(id: RulesetId) -> &'static dyn CliGame {
    CLI.iter()
        .copied()
        .find(|game| game.id() == id)
        .unwrap_or(CLI[0])
}

/// The code, message and hint of a refusal the session reports as its own
/// ([`crate::session::SessionError::Rule`]: the default game's rules, which
/// the session runs directly), for the command line.
#[must_use]
pub fn cli_rule_error(
    lang: Lang,
    command: Option<&str>,
    rule: &crate::engine::rulesets::wasteland::RuleError,
) -> (String, String, String) {
    wasteland::cli::json::rule_error(lang, command, rule)
}

/// The same refusal as Discord shows it.
#[must_use]
pub fn discord_rule_error(
    lang: Lang,
    rule: &crate::engine::rulesets::wasteland::RuleError,
) -> String {
    wasteland::render::rule_error(lang, rule)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_one_front_end() {
        for id in RulesetId::ALL {
            assert_eq!(discord_game(id).id(), id);
        }
        assert_eq!(discord().len(), RulesetId::ALL.len());
        assert_eq!(discord()[0].id(), RulesetId::DEFAULT);
        for id in RulesetId::ALL {
            assert_eq!(cli_game(id).id(), id);
        }
        assert_eq!(CLI[0].id(), RulesetId::DEFAULT);
    }
}
