//! The thread that runs the server's commands and reads, one at a time, on
//! one session and one dice stream (so a `--seed` makes a whole conversation
//! reproducible), exactly as `overseer cli -` runs a batch: a tool call is a
//! command line run by [`crate::cli::run_words`]. The command line's path is
//! single-threaded (its futures are not `Send`), so it gets a thread and a
//! runtime of its own; the protocol's tasks hand it [`Job`]s and await the
//! answers.

use serde_json::{json, Map, Value};
use tokio::sync::{mpsc, oneshot};

use super::http::Grant;
use super::resources::{self, Address};
use super::tools::{ArgError, Expected, Tool, CAMPAIGN};
use crate::cli::reply::Reply;
use crate::cli::{campaign_key, Globals};
use crate::engine::roster::Acting;
use crate::engine::visibility::EnemyNumbers;
use crate::engine::SeededDice;
use crate::i18n::{tr, Arg, Lang};
use crate::session::{os_dice, Session, SessionError};

/// What the protocol's tasks ask of the worker.
pub enum Job {
    /// Run a tool: its command line, as the actor of the server.
    Call {
        /// The tool.
        tool: Tool,
        /// The call's arguments.
        arguments: Map<String, Value>,
        /// What the HTTP request's token grants (`None` over stdio).
        grant: Option<Grant>,
        /// Where the answer goes.
        answer: oneshot::Sender<Reply>,
    },
    /// Read a resource.
    Read {
        /// The address, read.
        address: Address,
        /// What the HTTP request's token grants (`None` over stdio).
        grant: Option<Grant>,
        /// Where the answer goes: the JSON read, or the refusal.
        answer: oneshot::Sender<Result<Value, Reply>>,
    },
}

/// Starts the worker thread for `globals`; it stops when every sender is gone.
pub fn start(
    globals: Globals,
) -> std::io::Result<(mpsc::Sender<Job>, std::thread::JoinHandle<()>)> {
    let (jobs, mut inbox) = mpsc::channel::<Job>(16);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let handle = std::thread::Builder::new()
        .name("mcp-worker".into())
        .spawn(move || {
            runtime.block_on(async move {
                let mut worker = Worker {
                    dice: globals.seed.map_or_else(os_dice, SeededDice::from_seed),
                    globals,
                    session: None,
                };
                while let Some(job) = inbox.recv().await {
                    worker.run(job).await;
                }
                if let Some(session) = worker.session.take() {
                    session.store().close().await;
                }
            });
        })?;
    Ok((jobs, handle))
}

/// The worker's state: the server's globals, its session and its dice.
struct Worker {
    globals: Globals,
    session: Option<Session>,
    dice: SeededDice,
}

impl Worker {
    async fn run(&mut self, job: Job) {
        match job {
            Job::Call {
                tool,
                arguments,
                grant,
                answer,
            } => {
                let reply = self.call(&tool, &arguments, grant).await;
                let _ = answer.send(reply);
            }
            Job::Read {
                address,
                grant,
                answer,
            } => {
                let read = self.read(&address, grant).await;
                let _ = answer.send(read);
            }
        }
    }

    /// The globals of a call: the server's, at the campaign it names; with a
    /// token's grant, its campaign (no other) and its GM.
    fn globals_of(
        &self,
        arguments: &Map<String, Value>,
        grant: Option<Grant>,
    ) -> Result<Globals, Reply> {
        let mut g = self.globals.clone();
        if let Some(grant) = grant {
            g.key = grant.key;
            g.actor = grant.actor;
        }
        match arguments.get(CAMPAIGN) {
            None | Some(Value::Null) => {}
            Some(Value::String(name)) if !name.trim().is_empty() => {
                let key = campaign_key(name);
                if grant.is_some_and(|grant| grant.key != key) {
                    return Err(other_campaign(g.lang, name));
                }
                g.key = key;
            }
            Some(_) => {
                let message = tr(
                    g.lang,
                    "mcp-err-bad_campaign",
                    &[("name", Arg::from(CAMPAIGN))],
                );
                return Err(Reply::refused(None, "bad_argument", message, String::new()));
            }
        }
        Ok(g)
    }

    /// Runs a tool's command line, after the checks the server adds to the
    /// command line's own (whose operator may do anything): the tool's game
    /// is the campaign's, and the actor may run it ([`permitted`]).
    async fn call(
        &mut self,
        tool: &Tool,
        arguments: &Map<String, Value>,
        grant: Option<Grant>,
    ) -> Reply {
        let g = match self.globals_of(arguments, grant) {
            Ok(g) => g,
            Err(reply) => return reply,
        };
        let session = match crate::cli::session_for(&mut self.session, &g).await {
            Ok(session) => session,
            Err(reply) => return reply,
        };
        let read = session.language_and_ruleset(g.key).await;
        let lang = match &read {
            Ok((Some(lang), _)) if !g.lang_given => *lang,
            _ => g.lang,
        };
        let words = match tool.words(arguments) {
            Ok(words) => words,
            Err(e) => return refusal(lang, tool, &e),
        };
        if let Some(game) = tool.game {
            match read {
                Ok((_, Ok(played))) if played != game => {
                    let args = [
                        ("command", Arg::from(tool.word)),
                        (
                            "game",
                            Arg::from(crate::i18n::game_name(lang, played.as_str())),
                        ),
                    ];
                    let message = tr(lang, "cli-err-not_in_game", &args);
                    return Reply::refused(Some(tool.word), "not_in_game", message, String::new());
                }
                Err(SessionError::NoCampaign) => {
                    return crate::cli::session_failure(lang, tool.word, &SessionError::NoCampaign)
                }
                _ => {}
            }
        }
        if let Err(refused) = permitted(session, &g, lang, tool, arguments).await {
            return refused;
        }
        crate::cli::run_words(&mut self.session, &g, &mut self.dice, &words).await
    }

    /// Reads a resource: the board, a sheet and the content are read-only
    /// command lines; the log is read as the actor may see it. An actor who
    /// is no GM reads no board, sheet or log of a campaign that hides its
    /// enemies' numbers ([`numbers_shown`]).
    async fn read(&mut self, address: &Address, grant: Option<Grant>) -> Result<Value, Reply> {
        let campaign = address.campaign().to_owned();
        let mut g = self.globals.clone();
        g.key = campaign_key(&campaign);
        if let Some(grant) = grant {
            if grant.key != g.key {
                return Err(other_campaign(g.lang, &campaign));
            }
            g.actor = grant.actor;
        }
        if !matches!(address, Address::Content { .. }) {
            let session = crate::cli::session_for(&mut self.session, &g).await?;
            if let Ok(settings) = session.settings(g.key).await {
                if settings.creator != g.actor && !settings.gms.contains(&g.actor) {
                    numbers_shown(session, &g, g.lang, None).await?;
                }
            }
        }
        let words: Vec<String> = match address {
            Address::Board { .. } => vec!["status".into()],
            Address::Sheet { name, .. } => vec!["status".into(), name.clone()],
            Address::Content { .. } => vec!["content".into()],
            Address::Log { page, .. } => {
                let session = crate::cli::session_for(&mut self.session, &g).await?;
                return resources::log_page(session, g.key, &campaign, g.actor, *page)
                    .await
                    .map_err(|e| crate::cli::session_failure(g.lang, "log", &e));
            }
        };
        let reply = crate::cli::run_words(&mut self.session, &g, &mut self.dice, &words).await;
        if reply.code == crate::cli::EXIT_OK {
            Ok(reply.into_json())
        } else {
            Err(reply)
        }
    }
}

/// Whether the server's actor may run `tool` with `arguments`, by the
/// command tables' rule: a GM of the campaign may run anything; anyone else
/// no GM-only command, no character for another user, and no command that
/// acts as a character they do not play (or as an enemy). With no campaign
/// yet, anyone (the command then starts one, or says there is none).
async fn permitted(
    session: &Session,
    g: &Globals,
    lang: Lang,
    tool: &Tool,
    arguments: &Map<String, Value>,
) -> Result<(), Reply> {
    let Ok(settings) = session.settings(g.key).await else {
        return Ok(());
    };
    if settings.creator == g.actor || settings.gms.contains(&g.actor) {
        return Ok(());
    }
    numbers_shown(session, g, lang, Some(tool.word)).await?;
    let not_gm = || {
        let message = tr(
            lang,
            "err-not-gm",
            &[("command", Arg::from(tool.name.as_str()))],
        );
        Reply::refused(Some(tool.word), "not_gm", message, String::new())
    };
    let me = g.actor.to_string();
    let for_another = tool.params.iter().filter(|p| p.owner).any(|p| {
        arguments
            .get(p.name)
            .and_then(Value::as_str)
            .is_some_and(|owner| owner.trim() != me)
    });
    if tool.gm_only || for_another {
        return Err(not_gm());
    }
    let Some(named) = tool
        .actor
        .and_then(|a| arguments.get(a))
        .and_then(Value::as_str)
    else {
        return Ok(());
    };
    let campaign = session
        .any_campaign(g.key)
        .await
        .map_err(|e| crate::cli::session_failure(lang, tool.word, &e))?;
    let roster = campaign.roster();
    for name in named.split(',').map(str::trim).filter(|n| !n.is_empty()) {
        if let Acting::NotYours(name) = roster.acting_as(g.actor, false, Some(name), true) {
            let message = tr(lang, "err-not-your-character", &[("name", Arg::from(name))]);
            return Err(Reply::refused(
                Some(tool.word),
                "not_your_character",
                message,
                String::new(),
            ));
        }
    }
    Ok(())
}

/// Refuses an actor who is no GM in a campaign that keeps its enemies'
/// numbers from the table (`enemies bands` or `hidden`): the command line's
/// answers, which the server returns, carry every number, as its one reader
/// is a GM. Such a campaign is played through the server by its GMs only.
async fn numbers_shown(
    session: &Session,
    g: &Globals,
    lang: Lang,
    command: Option<&str>,
) -> Result<(), Reply> {
    match session.secrecy(g.key).await {
        Ok(secrecy) if secrecy.enemies != EnemyNumbers::Shown => Err(Reply::refused(
            command,
            "enemies_hidden",
            tr(lang, "mcp-err-enemies_hidden", &[]),
            String::new(),
        )),
        _ => Ok(()),
    }
}

/// The refusal of a campaign a token does not reach.
fn other_campaign(lang: Lang, name: &str) -> Reply {
    let name = crate::engine::name::echo(name);
    own_refusal(
        lang,
        "mcp-err-other_campaign",
        &[("name", Arg::from(name))],
        String::new(),
    )
}

/// The refusal of a call's arguments, in the command line's shape.
fn refusal(lang: Lang, tool: &Tool, error: &ArgError) -> Reply {
    let tool_name = Arg::from(tool.name.as_str());
    let (code, message) = match error {
        ArgError::Unknown(name) => (
            "unknown_argument",
            tr(
                lang,
                "mcp-err-unknown_argument",
                &[("tool", tool_name), ("name", Arg::from(name.as_str()))],
            ),
        ),
        ArgError::Missing(what) => (
            "missing_argument",
            tr(
                lang,
                "cli-err-missing_argument",
                &[("what", Arg::from(*what))],
            ),
        ),
        ArgError::Bad { name, expected } => (
            "bad_argument",
            tr(
                lang,
                "mcp-err-bad_argument",
                &[
                    ("tool", tool_name),
                    ("name", Arg::from(name.as_str())),
                    ("expected", Arg::from(expected_words(lang, expected))),
                ],
            ),
        ),
    };
    let hint = tr(
        lang,
        "cli-hint-usage",
        &[("usage", Arg::from(tool.usage_in(lang)))],
    );
    Reply::refused(Some(tool.word), code, message, hint)
}

/// What a parameter takes, in `lang`.
fn expected_words(lang: Lang, expected: &Expected) -> String {
    match expected {
        Expected::Integer => tr(lang, "mcp-takes-integer", &[]),
        Expected::AtLeast(min) => tr(lang, "mcp-takes-at_least", &[("min", Arg::from(*min))]),
        Expected::Boolean => tr(lang, "mcp-takes-boolean", &[]),
        Expected::Word => tr(lang, "mcp-takes-word", &[]),
        Expected::Words => tr(lang, "mcp-takes-words", &[]),
        Expected::OneOf(words) => tr(
            lang,
            "mcp-takes-one_of",
            &[("words", Arg::from(words.join(", ")))],
        ),
    }
}

/// A refusal of the server's own, with no tool (an unknown tool or address).
#[must_use]
pub fn own_refusal(lang: Lang, id: &str, args: &[(&str, Arg)], hint: String) -> Reply {
    let code = id.trim_start_matches("mcp-err-");
    Reply::refused(None, code, tr(lang, id, args), hint)
}

/// The answer of a worker that is gone (it never is while the server runs).
#[must_use]
pub fn gone(lang: Lang) -> Reply {
    Reply {
        json: json!({ "ok": false, "command": null, "error": "internal", "message": tr(lang, "cli-err-internal", &[]), "hint": "" }),
        code: crate::cli::EXIT_INTERNAL,
        texts: Vec::new(),
    }
}
