//! The coin flip on the command line: its words (`flip`, `call <name>
//! heads|tails`, `score`), run through the session like every game's, and
//! answered with one JSON object ([`CliGame`]).

use overseer::cli::game::{BoxFuture, CliGame};
use overseer::cli::reply::{plain_success, Reply};
use overseer::cli::Globals;
use overseer::engine::ruleset::{Ruleset as _, RulesetId};
use overseer::engine::Dice;
use overseer::i18n::Lang;
use overseer::session::{Session, SessionError};
use serde_json::json;

use super::rules::{CoinFlip, Command, Side};
use super::words;

/// The game on the command line.
pub struct Cli;

/// A line's words as the game's command, or the usage refusal.
fn parse(words: &[String], owner: i64) -> Option<Command> {
    match words {
        [flip] if flip == "flip" => Some(Command::Flip),
        [score] if score == "score" => Some(Command::Score),
        [call, name, side] if call == "call" => Some(Command::Call {
            name: name.clone(),
            owner: owner.to_string(),
            side: Side::read(side)?,
        }),
        _ => None,
    }
}

/// A failure of the session, as the command line reports it.
fn failure(lang: Lang, command: &str, error: &SessionError) -> Reply {
    let (code, message, hint) =
        overseer::cli::game::games().session_refusal(lang, Some(command), error);
    Reply::refused(Some(command), &code, message, hint)
}

impl CliGame for Cli {
    fn id(&self) -> RulesetId {
        CoinFlip::ID
    }

    fn help(&self, lang: Lang, _topic: Option<&str>) -> Reply {
        Reply::ok(plain_success(
            "help",
            words::help(lang),
            serde_json::Value::Null,
        ))
    }

    fn init<'a>(
        &'a self,
        session: &'a Session,
        g: &'a Globals,
        lang: Lang,
    ) -> BoxFuture<'a, Reply> {
        Box::pin(async move {
            match session.init_as::<CoinFlip>(g.key, g.actor).await {
                Ok(outcome) => {
                    let message = words::sentence(lang, &outcome.events);
                    let mut json = plain_success("init", message, serde_json::Value::Null);
                    json["ruleset"] = json!(CoinFlip::ID.as_str());
                    Reply::ok(json)
                }
                Err(e) => failure(lang, "init", &e),
            }
        })
    }

    fn run_line<'a>(
        &'a self,
        session: &'a Session,
        g: &'a Globals,
        lang: Lang,
        dice: &'a mut (dyn Dice + Send),
        line: &'a [String],
    ) -> BoxFuture<'a, Reply> {
        Box::pin(async move {
            let word = line.first().map_or("", String::as_str);
            let Some(command) = parse(line, g.actor) else {
                return Reply::refused(Some(word), "usage", words::help(lang), String::new());
            };
            let name = CoinFlip::command_name(&command);
            match session
                .run_as::<CoinFlip>(g.key, g.actor, command, dice)
                .await
            {
                Ok(Ok(ran)) => {
                    let message = words::sentence(lang, &ran.outcome.events);
                    let events = json!({ "events": ran.outcome.events });
                    Reply::ok(plain_success(name, message, events))
                }
                Ok(Err(refused)) => Reply::refused(
                    Some(name),
                    refused.code(),
                    words::refusal(lang, &refused, &|n: &str| n.to_owned()),
                    String::new(),
                ),
                Err(e) => failure(lang, name, &e),
            }
        })
    }
}
