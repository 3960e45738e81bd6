//! The wasteland game's command line: the seed's command language ([`parse`]),
//! its JSON and sentences ([`json`]), and the game as the command line's
//! registry lists it ([`CLI`]), with its Luck re-rolls (`reroll`).

pub mod json;
pub mod parse;
pub mod said;
mod seed;
pub mod tools;

use std::fmt::Write as _;

use serde_json::{json, Value};

use crate::cli::game::{shared_help, BoxFuture, CliGame};
use crate::cli::reply::{plain_success, Reply};
use crate::cli::words::{self, InputError};
use crate::cli::{session_failure, Globals};
use crate::engine::ruleset::{Ruleset as _, RulesetId};
use crate::engine::rulesets::wasteland::Command;
use crate::engine::Dice;
use crate::games::wasteland::session::WastelandSession as _;
use crate::i18n::{tr, Lang};
use crate::session::{Session, SessionError};

use parse::Parsed;

/// The wasteland game on the command line.
pub struct Cli;

/// The game as the command line's registry lists it.
pub static CLI: Cli = Cli;

impl CliGame for Cli {
    fn id(&self) -> RulesetId {
        crate::engine::rulesets::wasteland::Wasteland::ID
    }

    fn said(&self) -> &'static [words::Said] {
        said::SAID
    }

    #[cfg(test)]
    fn usage_faults(&self) -> Vec<String> {
        let usages: Vec<(&str, String)> = parse::own_usages().map(|u| (u.name, u.line())).collect();
        let usages: Vec<(&str, &str)> = usages.iter().map(|(n, u)| (*n, u.as_str())).collect();
        words::usage_faults(said::SAID, &[], &usages)
    }

    fn tools(&self) -> Vec<crate::mcp::tools::Tool> {
        tools::tools()
    }

    fn help(&self, lang: Lang, topic: Option<&str>) -> Reply {
        if let Some(text) = help_text(lang, topic) {
            return Reply::ok(plain_success("help", text, Value::Null));
        }
        let name = topic.unwrap_or_default().to_owned();
        let error = InputError::UnknownCommand {
            suggestions: parse::suggestions(&name.to_ascii_lowercase()),
            name,
        };
        let (code, message, hint) = error.render(lang, Some(&parse::usage_line("help")));
        Reply::refused(Some("help"), &code, message, hint)
    }

    fn init<'a>(
        &'a self,
        session: &'a Session,
        g: &'a Globals,
        lang: Lang,
    ) -> BoxFuture<'a, Reply> {
        Box::pin(async move {
            match session.init(g.key, g.actor).await {
                Ok(outcome) => {
                    let mut reply = json::success(lang, "init", &outcome, None);
                    reply.json["ruleset"] =
                        json!(crate::engine::rulesets::wasteland::Wasteland::ID.as_str());
                    reply
                }
                Err(e) => session_failure(lang, "init", &e),
            }
        })
    }

    fn groups(&self, words: &[String]) -> bool {
        // A re-roll reads and claims its pending row in transactions of its
        // own; an import writes a whole campaign in its own.
        !matches!(
            parse::parse(words),
            Ok(Parsed::Reroll { .. } | Parsed::ImportSeed { .. })
        )
    }

    fn run_line<'a>(
        &'a self,
        session: &'a Session,
        g: &'a Globals,
        lang: Lang,
        dice: &'a mut (dyn Dice + Send),
        words: &'a [String],
    ) -> BoxFuture<'a, Reply> {
        Box::pin(async move {
            match parse::parse(words) {
                Ok(parsed) => execute(session, g, lang, dice, parsed).await,
                Err(f) => {
                    let (code, message, hint) = json::input_error(lang, f.command, &f.error);
                    Reply::refused(f.command, &code, message, hint)
                }
            }
        })
    }
}

/// The plain-text command list (`help`), or one command's usage (`help <command>`).
#[must_use]
pub fn help_text(lang: Lang, command: Option<&str>) -> Option<String> {
    let about = |name: &str| tr(lang, &format!("cli-help-{name}"), &[]);
    let shown =
        |u: &words::Usage| words::said_usage(lang, words::said_of(said::SAID, u.name), &u.line());
    if let Some(name) = command {
        let name = words::command_named(said::SAID, name)
            .map_or_else(|| name.to_ascii_lowercase(), |s| s.word.to_owned());
        let u = parse::usage(&name)?;
        return Some(format!("{}\n  {}", shown(u), about(u.name)));
    }
    let mut out = format!(
        "{}\n{}\n\n",
        tr(lang, "cli-help-title", &[]),
        tr(lang, "cli-help-batch", &[])
    );
    let own = parse::own_usages().map(|u| (shown(u), about(u.name)));
    for (line, what) in own.chain(shared_help(lang)) {
        if line.chars().count() > 44 {
            let _ = writeln!(out, "  {line}\n  {:46}# {what}", "");
        } else {
            let _ = writeln!(out, "  {line:44}  # {what}");
        }
    }
    Some(out)
}

/// Runs one parsed command line of the game against the session.
async fn execute(
    session: &Session,
    g: &Globals,
    lang: Lang,
    dice: &mut (dyn Dice + Send),
    parsed: Parsed,
) -> Reply {
    match parsed {
        Parsed::ImportSeed { file, force } => seed::import(session, g, lang, &file, force).await,
        Parsed::Reroll { roll_id, accept } => {
            // Only a roll of the campaign addressed may be resolved from here.
            match session.pending_roll(roll_id).await {
                Ok(p) if p.key == g.key => {}
                Ok(_) => return session_failure(lang, "reroll", &SessionError::RerollNotFound),
                Err(e) => return session_failure(lang, "reroll", &e),
            }
            match session.resolve_reroll(roll_id, g.actor, accept, dice).await {
                Ok(Some(ran)) => {
                    let mut reply = json::success(lang, "reroll", &ran.outcome, None);
                    reply.json["roll_id"] = json!(roll_id);
                    reply.json["accepted"] = json!(true);
                    reply
                }
                Ok(None) => Reply::ok(plain_success(
                    "reroll",
                    tr(lang, "cli-reroll-kept", &[("id", roll_id.into())]),
                    json!({ "roll_id": roll_id, "accepted": false }),
                )),
                Err(e) => session_failure(lang, "reroll", &e),
            }
        }
        Parsed::Engine(mut command) => {
            super::vocabulary::canonical(&mut command);
            let name = command.name();
            let status = matches!(*command, Command::Status { .. });
            match session.run(g.key, g.actor, *command, dice).await {
                Ok(ran) => {
                    let mut reply = json::success(lang, name, &ran.outcome, ran.reroll_id);
                    reply.json["version"] = json!(ran.version);
                    if status {
                        reply.json["ruleset"] =
                            json!(crate::engine::rulesets::wasteland::Wasteland::ID.as_str());
                    }
                    reply
                }
                Err(e) => session_failure(lang, name, &e),
            }
        }
    }
}
