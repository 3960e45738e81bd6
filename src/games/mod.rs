//! The games' front ends, one folder per game: its slash commands, its
//! renderers, its buttons and menus, its autocomplete and its command-line
//! words and sentences. Each game's rules live in its engine folder
//! (`src/engine/rulesets/<game>/`); this is the other half of the game.
//!
//! This module is the registry: the one list of games, built here once and
//! handed to the front-end cores (`bot`, `cli`, `web`) at start by
//! [`crate::app::install`]; the cores know each game only through their
//! trait. Adding a game is one line here.

// poise requires command bodies, parent commands and autocomplete callbacks to be
// `async fn`, also when they have nothing to await.
#![allow(clippy::unused_async)]

pub mod d20;
pub mod fallout2d20;
pub mod pnp;
pub mod wasteland;

use crate::bot::game::{Game, Games};
use crate::cli::game::{CliGame, CliGames};
use crate::engine::ruleset::RulesetId;
use crate::i18n::Lang;
use crate::session::SessionError;

/// Every game's Discord front end, the default first.
static DISCORD: [&dyn Game; 4] = [
    &wasteland::Front,
    &d20::Front,
    &pnp::Front,
    &fallout2d20::Front,
];

/// The games the Discord core and the web pages are handed: every game's
/// Discord front end and the default game's words for the session's own
/// refusals.
pub static DISCORD_GAMES: Games = Games::new(&DISCORD, discord_session_refusal);

/// Every game's Discord front end, the default first.
#[must_use]
pub fn discord() -> &'static [&'static dyn Game] {
    &DISCORD
}

/// The Discord front end of game `id`.
#[must_use]
pub fn discord_game(id: RulesetId) -> &'static dyn Game {
    DISCORD_GAMES.get(id)
}

/// Every game's command line, the default first.
static CLI: [&dyn CliGame; 4] = [
    &wasteland::cli::CLI,
    &d20::cli::CLI,
    &pnp::cli::CLI,
    &fallout2d20::cli::CLI,
];

/// The games the command line is handed: every game's command line and the
/// default game's words for the session's own refusals.
pub static CLI_GAMES: CliGames = CliGames::new(&CLI, cli_session_refusal);

/// The command line of game `id`.
#[must_use]
pub fn cli_game(id: RulesetId) -> &'static dyn CliGame {
    CLI_GAMES.get(id)
}

/// The fixed word of game `game` (its ruleset id) that `name` is, in any
/// language: what the engine refuses as a character's or an enemy's name
/// ([`crate::engine::name::fixed_word`]; [`crate::app::install`] hands it down).
#[must_use]
pub fn fixed_word(game: &str, name: &str) -> Option<String> {
    match game {
        "wasteland-2d20" => wasteland::vocabulary::fixed_word(name),
        "d20" => d20::vocabulary::WORDS.fixed_word(name),
        "fallout-pnp" => pnp::vocabulary::WORDS.fixed_word(name),
        "fallout-2d20" => fallout2d20::vocabulary::fixed_word(name),
        _ => None,
    }
}

/// The code, message and hint of a refusal the session reports as its own
/// ([`crate::session::SessionError::Rule`] holding the default game's
/// refusal), for the command line.
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

/// [`discord_rule_error`] of a session error, as the Discord core is handed
/// it; the session hands it its rule refusals only.
fn discord_session_refusal(lang: Lang, error: &SessionError) -> String {
    match error {
        SessionError::Rule(refused) => refused.downcast_ref().map_or_else(
            || refused.to_string(),
            |rule| discord_rule_error(lang, rule),
        ),
        other => other.to_string(),
    }
}

/// [`cli_rule_error`] of a session error, as the command line is handed it;
/// the command line hands it its rule refusals only.
fn cli_session_refusal(
    lang: Lang,
    command: Option<&str>,
    error: &SessionError,
) -> (String, String, String) {
    match error {
        SessionError::Rule(refused) => match refused.downcast_ref() {
            Some(rule) => cli_rule_error(lang, command, rule),
            None => ("refused".to_owned(), refused.to_string(), String::new()),
        },
        other => ("internal".to_owned(), other.to_string(), String::new()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_one_front_end() {
        let rules = crate::engine::rulesets::STANDARD.all();
        for r in rules {
            assert_eq!(discord_game(r.id()).id(), r.id());
        }
        let want: Vec<RulesetId> = rules.iter().map(|r| r.id()).collect();
        let on_discord: Vec<RulesetId> = discord().iter().map(|g| g.id()).collect();
        let on_cli: Vec<RulesetId> = CLI.iter().map(|g| g.id()).collect();
        assert_eq!(on_discord, want);
        assert_eq!(on_cli, want);
        assert_eq!(CLI_GAMES.all().len(), rules.len());
        assert_eq!(DISCORD_GAMES.all()[0].id().as_str(), "wasteland-2d20");
    }

    /// Every game's table of command words, as its command line hands it
    /// over: each command has one Chinese name in every language's strings,
    /// that name reads back as the command's word, and no two share it.
    #[test]
    fn every_command_has_one_chinese_name_that_reads_back_as_its_word() {
        for game in CLI_GAMES.all() {
            let id = game.id();
            assert!(!game.said().is_empty(), "{} has no said words", id.as_str());
            assert_eq!(
                crate::cli::words::table_faults(game.said()),
                Vec::<String>::new(),
                "{}",
                id.as_str()
            );
        }
    }

    /// Every game's usage lines as Chinese help prints them: each command
    /// word, option and fixed word reads back as the English one.
    #[test]
    fn every_chinese_usage_word_reads_back_as_the_english_one() {
        for game in CLI_GAMES.all() {
            assert_eq!(
                game.usage_faults(),
                Vec::<String>::new(),
                "{}",
                game.id().as_str()
            );
        }
    }

    #[test]
    fn every_game_discord_plays_can_be_chosen_and_no_other() {
        use crate::bot::commands::choices::GameChoice;
        use poise::ChoiceParameter as _;
        crate::app::install();
        let offered: Vec<RulesetId> = GameChoice::list()
            .iter()
            .map(|c| RulesetId::from(GameChoice::from_name(&c.name).expect("a choice")))
            .collect();
        let registered: Vec<RulesetId> = discord().iter().map(|g| g.id()).collect();
        assert_eq!(offered, registered);
        for c in GameChoice::list().iter() {
            assert_eq!(
                c.name,
                RulesetId::from(GameChoice::from_name(&c.name).expect("a choice")).as_str()
            );
        }
    }
}

/// The default game's skills as the shared locale words ([`crate::i18n`])
/// name and read them: the registry names the game, `i18n` does not.
#[cfg(test)]
mod words {
    use crate::engine::rulesets::wasteland::skills::Skill;
    use crate::engine::special::Attribute;
    use crate::i18n::*;

    #[test]
    fn english_names_of_attributes_and_skills_are_the_engines_words() {
        let english = words_in(&[Lang::EnUs]);
        assert_eq!(english.len(), Attribute::ALL.len() + Skill::ALL.len());
        for (shown, word) in &english {
            assert_eq!(shown, word, "engine_word reads ASCII as the engine's word");
        }
        for shown in words_in(&[Lang::ZhCn]).keys() {
            assert!(!shown.is_ascii(), "{shown} would be read as an engine word");
        }
    }

    #[test]
    fn attributes_and_skills_read_in_either_language() {
        use crate::engine::rulesets::wasteland::notation;
        let read_attribute = |t: &str| notation::attribute(&engine_word(t));
        let read_skill = |t: &str| notation::skill(&engine_word(t));
        assert_eq!(read_attribute(" 感知 "), Ok(Attribute::Per));
        assert_eq!(read_attribute("运气"), Ok(Attribute::Lck));
        assert_eq!(read_attribute("per"), Ok(Attribute::Per));
        assert_eq!(read_skill("轻型枪械"), Ok(Skill::SmallGuns));
        assert_eq!(read_skill(" 开锁 "), Ok(Skill::Lockpick));
        assert_eq!(read_skill("small_guns"), Ok(Skill::SmallGuns));
        assert!(read_skill("lockpicking").is_err());
        for a in Attribute::ALL {
            for lang in Lang::ALL {
                assert_eq!(read_attribute(&attribute(lang, a)), Ok(a), "{lang}");
            }
        }
        for s in Skill::ALL {
            for lang in Lang::ALL {
                assert_eq!(read_skill(&skill(lang, s)), Ok(s), "{lang}");
            }
        }
    }

    #[test]
    fn table_names_are_localized_and_unknown_names_pass_through() {
        assert_eq!(name(Lang::ZhCn, "item", "Stimpak"), "治疗针");
        assert_eq!(name(Lang::EnUs, "item", "10mm Pistol"), "10mm Pistol");
        assert_eq!(
            name(Lang::ZhCn, "item", "Grandma's Locket"),
            "Grandma's Locket"
        );
        assert_eq!(skill(Lang::ZhCn, Skill::SmallGuns), "轻型枪械");
    }
}
