//! The command-line front end: `overseer cli [options] <command> [args...]`
//! speaks the seed's command language and prints one JSON object per command.
//! With `-` as the command it reads one command per line from stdin and runs
//! them all in one process against one [`Session`].
//!
//! The commands every game shares (`init`, `recover`, `export`, `import`,
//! `help`) are read by [`words`] and run here; every other line goes to the
//! campaign's game through [`game::CliGame`], among the games the binary
//! handed the command line at start ([`game::games`]), whose folder holds the
//! game's words and sentences. The reply's shape is [`reply`]'s. This module owns no rules,
//! no game and no SQL.

mod batch;
mod foundry;
pub mod game;
pub mod grammar;
mod homebrew;
mod language;
mod mcp_token;
pub mod reply;
mod secrecy;
pub mod tokenize;
pub mod words;

use std::io::{BufRead, Write};

use serde_json::{json, Value};

use crate::config::Config;
use crate::engine::ruleset::RulesetId;
use crate::engine::{Dice, SeededDice};
use crate::i18n::{tr, Arg, Lang};
use crate::session::{os_dice, CampaignKey, Export, Ownership, Session, SessionError};

use reply::{failure as json_failure, plain_success, Reply};
use words::{InputError, Shared};

/// Exit code when every command succeeded.
pub const EXIT_OK: i32 = 0;
/// Exit code when a command was refused (rules or input).
pub const EXIT_REFUSED: i32 = 1;
/// Exit code for internal failures (database, corrupt state).
pub const EXIT_INTERNAL: i32 = 2;
/// Exit code when the invocation itself cannot be used (`--db ""`): the same
/// number as [`EXIT_INTERNAL`], because nothing was run and a script must not
/// mistake it for an ordinary refusal.
pub const EXIT_USAGE: i32 = 2;

/// Options given before the command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Globals {
    /// The database URL (`sqlite://...` or `postgres://...`).
    pub database_url: String,
    /// The campaign addressed.
    pub key: CampaignKey,
    /// A seed for reproducible dice.
    pub seed: Option<u64>,
    /// Language of the `message` field: `--lang`, else `DEFAULT_LOCALE`.
    pub lang: Lang,
    /// Whether `--lang` was given. Without it, a campaign that has a language
    /// (chosen with `/campaign language`) speaks that language instead of `lang`.
    pub lang_given: bool,
    /// The user id recorded in the log.
    pub actor: i64,
}

/// Turns `--db` into a database URL: URLs (`sqlite:`, `postgres://`) pass
/// through, plain paths become `sqlite://PATH`.
#[must_use]
pub fn database_url(db: &str) -> String {
    if crate::store::Backend::of_url(db).is_some() {
        db.to_owned()
    } else {
        format!("sqlite://{db}")
    }
}

/// The campaign key for `--campaign`: `GUILD:CHANNEL` (two numbers) addresses a
/// Discord channel's campaign; anything else is a local campaign's name.
#[must_use]
pub fn campaign_key(text: &str) -> CampaignKey {
    if let Some((g, c)) = text.split_once(':') {
        if let (Ok(guild_id), Ok(channel_id)) = (g.trim().parse::<i64>(), c.trim().parse::<i64>()) {
            return CampaignKey {
                guild_id,
                channel_id,
            };
        }
    }
    CampaignKey::local(text)
}

/// Why the global options were refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GlobalError {
    /// An unknown option, a missing value, or a malformed one.
    Bad {
        /// The option as typed.
        option: String,
        /// What was expected.
        detail: String,
    },
    /// `--db` names no file. SQLite would open a private temporary database
    /// for an empty path, and every change would vanish at exit.
    EmptyDatabase {
        /// The value given (`""`, `sqlite://`...).
        value: String,
    },
    /// `--db` names an in-memory database (`:memory:`, `sqlite::memory:`):
    /// every change would be acknowledged and then lost at exit.
    MemoryDatabase {
        /// The value given.
        value: String,
    },
}

impl GlobalError {
    /// The process exit code for this refusal.
    #[must_use]
    pub fn exit_code(&self) -> i32 {
        match self {
            GlobalError::Bad { .. } => EXIT_REFUSED,
            GlobalError::EmptyDatabase { .. } | GlobalError::MemoryDatabase { .. } => EXIT_USAGE,
        }
    }

    /// The JSON reply: code, localized message and hint.
    fn reply(&self, lang: Lang) -> Value {
        match self {
            GlobalError::Bad { option, detail } => json_failure(
                None,
                "bad_option",
                tr(
                    lang,
                    "cli-err-bad_global",
                    &[
                        ("option", option.as_str().into()),
                        ("detail", detail.as_str().into()),
                    ],
                ),
                tr(lang, "cli-hint-help", &[]),
            ),
            GlobalError::EmptyDatabase { value } | GlobalError::MemoryDatabase { value } => {
                let (code, id) = if matches!(self, GlobalError::EmptyDatabase { .. }) {
                    ("empty_database", "cli-err-empty_database")
                } else {
                    ("memory_database", "cli-err-memory_database")
                };
                json_failure(
                    None,
                    code,
                    tr(lang, id, &[("value", format!("{value:?}").into())]),
                    tr(lang, "cli-hint-database", &[]),
                )
            }
        }
    }
}

/// Whether a database URL names no file: `sqlite:`, `sqlite://`, or only
/// options (`sqlite://?mode=rwc`). In-memory databases are refused apart
/// ([`crate::store::in_memory`]).
fn names_no_file(url: &str) -> bool {
    let rest = url.strip_prefix("sqlite:").unwrap_or(url);
    let rest = rest.strip_prefix("//").unwrap_or(rest);
    let path = rest.split('?').next().unwrap_or_default();
    path.trim().is_empty()
}

/// Splits the global options from the command words.
pub fn parse_globals(
    args: &[String],
    config: &Config,
) -> Result<(Globals, Vec<String>), GlobalError> {
    let mut g = Globals {
        database_url: config.database_url.clone(),
        key: CampaignKey::local("local"),
        seed: None,
        lang: config.default_locale,
        lang_given: false,
        actor: 0,
    };
    let mut i = 0;
    while i < args.len() {
        let arg = &args[i];
        if !arg.starts_with("--") {
            break;
        }
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) => (f.to_owned(), Some(v.to_owned())),
            None => (arg.clone(), None),
        };
        let known = ["--db", "--campaign", "--seed", "--lang", "--actor"];
        if !known.contains(&flag.as_str()) {
            return Err(GlobalError::Bad {
                option: arg.clone(),
                detail: format!("known options: {}", known.join(", ")),
            });
        }
        let value = if let Some(v) = inline {
            v
        } else {
            i += 1;
            args.get(i).cloned().ok_or_else(|| GlobalError::Bad {
                option: flag.clone(),
                detail: "missing value".to_owned(),
            })?
        };
        let bad = |detail: &str| GlobalError::Bad {
            option: flag.clone(),
            detail: format!("{detail}, got {value:?}"),
        };
        match flag.as_str() {
            "--db" => {
                let url = database_url(&value);
                if names_no_file(&url) {
                    return Err(GlobalError::EmptyDatabase { value });
                }
                if crate::store::in_memory(&url) {
                    return Err(GlobalError::MemoryDatabase { value });
                }
                g.database_url = url;
            }
            "--campaign" => g.key = campaign_key(&value),
            "--seed" => {
                g.seed = Some(
                    value
                        .parse()
                        .map_err(|_| bad("expected a non-negative number"))?,
                );
            }
            "--lang" => {
                g.lang = Lang::parse(&value).ok_or_else(|| bad("expected en-US or zh-CN"))?;
                g.lang_given = true;
            }
            _ => g.actor = value.parse().map_err(|_| bad("expected a user id"))?,
        }
        i += 1;
    }
    Ok((g, args[i..].to_vec()))
}

/// A refusal of the command line's own (a shared command's words, a batch
/// line), with the usage of the shared command it concerns.
fn refused(lang: Lang, command: Option<&'static str>, err: &InputError) -> Reply {
    let usage = command
        .and_then(words::shared)
        .map(|u| words::said_usage(lang, words::said_of(&[], u.name), &u.line()));
    let (code, message, hint) = err.render(lang, usage.as_deref());
    Reply::refused(command, &code, message, hint)
}

/// The reply to a refusal the session reports, whatever the game.
pub(crate) fn session_failure(lang: Lang, command: &str, err: &SessionError) -> Reply {
    let (code, message, hint, exit) = match err {
        SessionError::Rule(_) => {
            let (c, m, h) = game::games().session_refusal(lang, Some(command), err);
            (c, m, h, EXIT_REFUSED)
        }
        SessionError::Corrupt { detail } => (
            "corrupt".into(),
            tr(lang, "cli-err-corrupt", &[]),
            detail.clone(),
            EXIT_INTERNAL,
        ),
        SessionError::Internal(e) => (
            "internal".into(),
            tr(lang, "cli-err-internal", &[]),
            format!("{e:#}"),
            EXIT_INTERNAL,
        ),
        // The rule an export breaks is the engine's own sentence, in English
        // and free-form (a hundred rules over the games, user names inside):
        // not translatable line by line. So another language's reply leads
        // with a sentence of its own naming where (`state`, `log[3]`: a data
        // path, kept as it is), and the rule follows in the hint, quoted as
        // the engine's English detail, without the engine's lead ("invalid
        // campaign state: "), which that sentence already says.
        SessionError::Invalid { at, rule } if lang != Lang::EnUs => {
            let rule = SessionError::engine_rule(rule);
            (
                "invalid_export".into(),
                tr(
                    lang,
                    "cli-err-invalid_export_at",
                    &[("at", at.as_str().into())],
                ),
                tr(
                    lang,
                    "cli-hint-invalid_export_rule",
                    &[("rule", rule.into())],
                ),
                EXIT_REFUSED,
            )
        }
        refused => {
            let (code, id, mut args, hint) = session_refusal(refused);
            // A game is named in the reader's words, not by its id.
            for (key, value) in &mut args {
                if let (&mut "game", Arg::Str(id)) = (key, &*value) {
                    *value = Arg::from(crate::i18n::game_name(lang, id));
                }
            }
            let hint = hint.map_or_else(String::new, |hint| tr(lang, hint, &[]));
            (code.to_owned(), tr(lang, id, &args), hint, EXIT_REFUSED)
        }
    };
    Reply {
        json: json_failure(Some(command), &code, message, hint),
        code: exit,
        texts: Vec::new(),
    }
}

/// The words of a refusal of the session's own (no campaign, nothing to
/// undo, another game's campaign...): its code, its message id and
/// arguments, and its hint's message id.
fn session_refusal(
    err: &SessionError,
) -> (
    &'static str,
    &'static str,
    Vec<(&'static str, Arg)>,
    Option<&'static str>,
) {
    match err {
        SessionError::NoCampaign => (
            "no_campaign",
            "cli-err-no_campaign",
            vec![],
            Some("cli-hint-init"),
        ),
        SessionError::AlreadyExists => ("already_exists", "cli-err-already_exists", vec![], None),
        SessionError::NothingToUndo => (
            "nothing_to_undo",
            "cli-err-nothing_to_undo",
            vec![],
            Some("cli-hint-recover"),
        ),
        SessionError::RerollNotFound => (
            "reroll_not_found",
            "cli-err-reroll_not_found",
            vec![],
            Some("cli-hint-reroll"),
        ),
        SessionError::RerollUsed => (
            "reroll_used",
            "cli-err-reroll_used",
            vec![],
            Some("cli-hint-reroll"),
        ),
        SessionError::OtherGame { game } => (
            "other_game",
            "cli-err-other_game",
            vec![("game", Arg::from(game.as_str()))],
            None,
        ),
        SessionError::TooLarge { max_bytes } => (
            "too_large",
            "cli-err-too_large_stream",
            vec![
                ("file", Arg::from("")),
                ("max", Arg::from(*max_bytes)),
                ("max_mib", Arg::from(mib(*max_bytes))),
            ],
            Some("cli-hint-max_bytes"),
        ),
        SessionError::Invalid { at, rule } => (
            "invalid_export",
            "cli-err-invalid_export",
            vec![("at", at.as_str().into()), ("rule", rule.as_str().into())],
            None,
        ),
        SessionError::Rule(_) | SessionError::Corrupt { .. } | SessionError::Internal(_) => {
            ("internal", "cli-err-internal", vec![], None)
        }
    }
}

/// Runs one of the commands every game shares, in a campaign of game `game`
/// (the default game's when there is no campaign yet).
async fn execute_shared(
    session: &Session,
    g: &Globals,
    lang: Lang,
    game: RulesetId,
    shared: Shared,
) -> Reply {
    match shared {
        Shared::Help(topic) => game::games().get(game).help(lang, topic.as_deref()),
        Shared::Init(id) => game::games().get(id).init(session, g, lang).await,
        Shared::Recover => match session.recover(g.key, g.actor).await {
            Ok(r) => Reply::ok(plain_success(
                "recover",
                tr(
                    lang,
                    "cli-recovered",
                    &[
                        ("command", r.undone.as_str().into()),
                        ("remaining", r.remaining.into()),
                    ],
                ),
                json!({ "undone": r.undone, "remaining": r.remaining, "version": r.version }),
            )),
            Err(e) => session_failure(lang, "recover", &e),
        },
        Shared::Export(file) => export(session, g, lang, file.as_deref()).await,
        Shared::Import { file, max_bytes } => import(session, g, lang, &file, max_bytes).await,
        Shared::Homebrew(op) => homebrew::run(session, g, lang, op).await,
        Shared::Content(kind) => homebrew::content(session, g, lang, kind.as_deref()).await,
        Shared::ImportCharacter {
            file,
            owner,
            player,
        } => foundry::import_character(session, g, lang, &file, owner, player).await,
        Shared::Secrecy(command, args) => secrecy::run(session, g.key, lang, command, &args).await,
        Shared::Language(args) => language::run(session, g.key, lang, &args).await,
        Shared::McpToken(args) => mcp_token::run(session, g, lang, &args).await,
        Shared::Share(args) => web_reply(
            lang,
            "share",
            crate::web::cli::share(session, g.key, lang, &args).await,
        ),
        Shared::Recap(args) => web_reply(
            lang,
            "recap",
            crate::web::cli::recap(session, g.key, lang, &args).await,
        ),
    }
}

/// The reply to one of the web pages' commands (`share`, `recap`): its
/// success, its refusal as it wrote it, or the session's failure said here.
fn web_reply(lang: Lang, command: &str, answer: Result<Value, crate::web::cli::Refused>) -> Reply {
    match answer {
        Ok(json) => Reply::ok(json),
        Err(crate::web::cli::Refused::Input(json)) => Reply {
            json,
            code: EXIT_REFUSED,
            texts: Vec::new(),
        },
        Err(crate::web::cli::Refused::Session(e)) => session_failure(lang, command, &e),
    }
}

/// `export [file]`: the campaign's export document, written to `file` (pretty)
/// or carried in the reply as `export`.
async fn export(session: &Session, g: &Globals, lang: Lang, file: Option<&str>) -> Reply {
    let document = match session.export(g.key).await {
        Ok(d) => d,
        Err(e) => return session_failure(lang, "export", &e),
    };
    let counts = export_counts(&document);
    let Some(path) = file else {
        let message = tr(lang, "cli-exported", &counts.args());
        return Reply {
            json: plain_success(
                "export",
                message,
                json!({ "export": document, "characters": counts.characters, "entries": counts.entries }),
            ),
            code: EXIT_OK,
            texts: Vec::new(),
        };
    };
    let text = match serde_json::to_vec_pretty(&document) {
        Ok(t) => t,
        Err(e) => return session_failure(lang, "export", &SessionError::Internal(e.into())),
    };
    if let Err(e) = std::fs::write(path, &text) {
        return file_failure(lang, "export", path, &e);
    }
    let mut args = counts.args();
    args.push(("file", path.into()));
    Reply {
        json: plain_success(
            "export",
            tr(lang, "cli-exported-file", &args),
            json!({ "file": path, "bytes": text.len(), "characters": counts.characters, "entries": counts.entries }),
        ),
        code: EXIT_OK,
        texts: Vec::new(),
    }
}

/// `import <file>`: creates the addressed campaign from an export file.
async fn import(session: &Session, g: &Globals, lang: Lang, path: &str, max_bytes: u64) -> Reply {
    let export = match read_export(path, max_bytes) {
        Ok(export) => export,
        Err(ReadError::File(e)) => return file_failure(lang, "import", path, &e),
        Err(ReadError::TooLarge { size }) => return too_large(lang, path, size, max_bytes),
        Err(ReadError::Session(SessionError::Corrupt { detail })) => {
            return not_an_export(lang, &detail)
        }
        Err(ReadError::Session(e)) => return session_failure(lang, "import", &e),
    };
    let counts = ExportCounts {
        characters: export.characters(),
        entries: export.entries(),
    };
    match session
        .import_parsed(g.key, g.actor, &export, Ownership::FromFile)
        .await
    {
        Ok(()) => Reply {
            json: plain_success(
                "import",
                tr(lang, "cli-imported", &counts.args()),
                json!({ "characters": counts.characters, "entries": counts.entries }),
            ),
            code: EXIT_OK,
            texts: Vec::new(),
        },
        Err(e) => session_failure(lang, "import", &e),
    }
}

/// Why an export file could not be read.
#[derive(Debug)]
enum ReadError {
    /// Opening or reading the file failed.
    File(std::io::Error),
    /// Over the limit: the file's size when known (a plain file), else `None`
    /// (a stream, or a compressed file, of which only the limit was read).
    TooLarge { size: Option<u64> },
    /// Not an export this version reads, or one that breaks a rule.
    Session(SessionError),
}

/// Reads an export of at most `max_bytes` of JSON (counted after
/// decompression), plain or gzip-compressed, through [`Export::read`]: streamed,
/// so `/dev/zero` or a gzip bomb cost at most the limit, and the big parts stay
/// raw text. A plain file over the limit is refused by its size first.
fn read_export(path: &str, max_bytes: u64) -> Result<Export, ReadError> {
    let file = std::fs::File::open(path).map_err(ReadError::File)?;
    // Devices and pipes report 0: the bounded reader covers them.
    let on_disk = file.metadata().map_err(ReadError::File)?;
    let mut input = std::io::BufReader::new(file);
    let gzip = input
        .fill_buf()
        .map_err(ReadError::File)?
        .starts_with(&[0x1f, 0x8b]);
    if !gzip && on_disk.is_file() && on_disk.len() > max_bytes {
        return Err(ReadError::TooLarge {
            size: Some(on_disk.len()),
        });
    }
    Export::read(input, max_bytes).map_err(|e| match e {
        SessionError::TooLarge { .. } => ReadError::TooLarge { size: None },
        other => ReadError::Session(other),
    })
}

fn too_large(lang: Lang, path: &str, size: Option<u64>, max_bytes: u64) -> Reply {
    let mut args = vec![
        ("file", path.into()),
        ("max", max_bytes.into()),
        ("max_mib", mib(max_bytes).into()),
    ];
    let id = match size {
        Some(size) => {
            args.push(("size", size.into()));
            args.push(("size_mib", mib(size).into()));
            "cli-err-too_large"
        }
        None => "cli-err-too_large_stream",
    };
    Reply {
        json: json_failure(
            Some("import"),
            "too_large",
            tr(lang, id, &args),
            tr(lang, "cli-hint-max_bytes", &[]),
        ),
        code: EXIT_REFUSED,
        texts: Vec::new(),
    }
}

/// A size in MiB with one decimal ("25.0"), as the bot prints file limits.
fn mib(bytes: u64) -> String {
    format!("{:.1}", bytes as f64 / 1_048_576.0)
}

/// How much an export document holds.
struct ExportCounts {
    characters: usize,
    entries: usize,
}

impl ExportCounts {
    fn args(&self) -> Vec<(&'static str, Arg)> {
        vec![
            ("characters", self.characters.into()),
            ("entries", self.entries.into()),
        ]
    }
}

/// The counts an export reports, read through the export's own game (each
/// game keeps its characters under its own field).
fn export_counts(document: &Value) -> ExportCounts {
    let entries = document["log"].as_array().map_or(0, Vec::len);
    let characters = Export::parse(document).map_or(0, |export| export.characters());
    ExportCounts {
        characters,
        entries,
    }
}

/// The usage line of a shared command, for a hint, in the reader's words
/// as help prints it (`导入 <文件> ...` in Chinese).
fn usage_of(lang: Lang, command: &str) -> String {
    words::shared(command).map_or_else(
        || command.to_owned(),
        |u| words::said_usage(lang, words::said_of(&[], u.name), &u.line()),
    )
}

/// Why a file could not be used, in the reader's words: the common cases
/// (no such file, no permission, a folder) said in `lang`, any other as the
/// system says it.
#[must_use]
pub fn file_problem(lang: Lang, e: &std::io::Error) -> String {
    let id = match e.kind() {
        std::io::ErrorKind::NotFound => "cli-io-not_found",
        std::io::ErrorKind::PermissionDenied => "cli-io-permission_denied",
        std::io::ErrorKind::IsADirectory => "cli-io-is_a_directory",
        _ => return e.to_string(),
    };
    tr(lang, id, &[])
}

fn file_failure(lang: Lang, command: &str, path: &str, e: &std::io::Error) -> Reply {
    let args = [
        ("file", path.into()),
        ("detail", file_problem(lang, e).into()),
    ];
    Reply {
        json: json_failure(
            Some(command),
            "file",
            tr(lang, "cli-err-file", &args),
            usage_of(lang, command),
        ),
        code: EXIT_REFUSED,
        texts: Vec::new(),
    }
}

fn not_an_export(lang: Lang, detail: &str) -> Reply {
    Reply {
        json: json_failure(
            Some("import"),
            "not_an_export",
            tr(lang, "cli-err-not_an_export", &[("detail", detail.into())]),
            usage_of(lang, "import"),
        ),
        code: EXIT_REFUSED,
        texts: Vec::new(),
    }
}

/// Opens the session once, on first use.
pub(crate) async fn session_for<'a>(
    slot: &'a mut Option<Session>,
    g: &Globals,
) -> Result<&'a Session, Reply> {
    if slot.is_none() {
        match Session::open_for_cli(&g.database_url).await {
            Ok(s) => *slot = Some(s),
            Err(e) => {
                // The cause as the database gave it (PostgreSQL's own words:
                // "sorry, too many clients already", a refused connection).
                let reason = format!("{e:#}");
                return Err(Reply {
                    json: json_failure(
                        None,
                        "database_unavailable",
                        tr(
                            g.lang,
                            "cli-err-database_unavailable",
                            &[("reason", reason.as_str().into())],
                        ),
                        reason.clone(),
                    ),
                    code: EXIT_INTERNAL,
                    texts: Vec::new(),
                });
            }
        }
    }
    slot.as_ref().ok_or_else(|| Reply {
        json: json_failure(
            None,
            "internal",
            tr(g.lang, "cli-err-internal", &[]),
            String::new(),
        ),
        code: EXIT_INTERNAL,
        texts: Vec::new(),
    })
}

/// The word that marks a line secret, anywhere on it.
const SECRET_FLAG: &str = "--secret";

/// [`run_line`] with `--secret` read off the line: the line runs without the
/// word, its log entry is marked secret (a GM's secret roll or blind check:
/// players' views of the log leave it out) and its reply says `"secret":
/// true`. The command line has one reader, so the numbers are printed.
async fn run_marked(
    slot: &mut Option<Session>,
    g: &Globals,
    dice: &mut (dyn Dice + Send),
    words: &[String],
    context: Option<Context>,
) -> Reply {
    if !words.iter().any(|w| words::is_option(w, SECRET_FLAG)) {
        return run_line(slot, g, dice, words, context).await;
    }
    let rest: Vec<String> = words
        .iter()
        .filter(|w| !words::is_option(w, SECRET_FLAG))
        .cloned()
        .collect();
    let secret = crate::engine::visibility::Visibility::Secret;
    let mut reply =
        crate::session::visibility::scoped(secret, run_line(slot, g, dice, &rest, context)).await;
    if let Some(object) = reply.json.as_object_mut() {
        object.insert("secret".to_owned(), Value::Bool(true));
    }
    reply
}

/// Runs one command line, given as its words, for `g` exactly as `overseer
/// cli` runs one (a `--secret` word marks it secret), opening the session
/// into `slot` on first use: the way in for the Model Context Protocol
/// server, whose tools are command lines.
pub(crate) async fn run_words(
    slot: &mut Option<Session>,
    g: &Globals,
    dice: &mut (dyn Dice + Send),
    words: &[String],
) -> Reply {
    run_marked(slot, g, dice, words, None).await
}

/// The language of a line's reply and the game whose words it speaks.
type Context = (Lang, RulesetId);

/// The campaign's language and game, read once for a line. The reply's
/// language: `--lang` when given, else the campaign's, else the configured
/// default (looked up per line, or per batch transaction, so a batch follows
/// a language change made from Discord meanwhile).
async fn context_of(session: &Session, g: &Globals) -> Context {
    let read = session.language_and_ruleset(g.key).await.ok();
    let lang = if g.lang_given {
        g.lang
    } else {
        read.as_ref().and_then(|(lang, _)| *lang).unwrap_or(g.lang)
    };
    // No campaign yet (or an unreadable one): the default game's words; the
    // command itself reports the problem.
    let game = read
        .and_then(|(_, game)| game.ok())
        .unwrap_or(crate::engine::ruleset::rulesets().default());
    (lang, game)
}

/// Parses and runs one command line (already split into words): a command
/// every game shares here, any other in the campaign's game; in `context`
/// when it is known already.
async fn run_line(
    slot: &mut Option<Session>,
    g: &Globals,
    dice: &mut (dyn Dice + Send),
    words: &[String],
    context: Option<Context>,
) -> Reply {
    let session = match session_for(slot, g).await {
        Ok(s) => s,
        Err(reply) => return reply,
    };
    let (lang, game) = match context {
        Some(context) => context,
        None => context_of(session, g).await,
    };
    // Command words typed in another language, read as the English ones.
    let words = &*words::english(game::games().get(game).said(), words);
    match words::parse_shared(words) {
        Some(Ok(shared)) => execute_shared(session, g, lang, game, shared).await,
        Some(Err(f)) => refused(lang, f.command, &f.error),
        None => {
            let game = game::games().get(game);
            let mut reply = game.run_line(session, g, lang, dice, words).await;
            reply::quote_typed_numbers(&mut reply, words);
            reply
        }
    }
}

fn print(value: &Value) {
    let mut line = Vec::new();
    push_line(&mut line, value);
    print_bytes(&line);
}

/// Prints a reply as its line of JSON.
fn print_reply(reply: &Reply) {
    let mut line = Vec::new();
    reply.write_line(&mut line);
    print_bytes(&line);
}

/// Appends `value` as one line of compact JSON: the text `value.to_string()`
/// gives, written by serde_json's serializer straight into bytes rather than
/// through `fmt`'s machinery (a fifth of a batch's time went there).
fn push_line(out: &mut Vec<u8>, value: &Value) {
    // Writing into a Vec cannot fail, and a Value always serializes.
    let _ = serde_json::to_writer(&mut *out, value);
    out.push(b'\n');
}

/// Prints text as it is; a closed stdout (e.g. `| head`) is not worth a panic.
fn print_text(text: &str) {
    print_bytes(text.as_bytes());
}

fn print_bytes(bytes: &[u8]) {
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(bytes);
    let _ = out.flush();
}

/// Whether a `sqlite:` URL names a file that exists (help must not create
/// one); a PostgreSQL database is a server's, and opening it creates nothing.
fn existing_file(database_url: &str) -> bool {
    if crate::store::Backend::of_url(database_url) == Some(crate::store::Backend::Postgres) {
        return true;
    }
    let path = database_url
        .trim_start_matches("sqlite://")
        .trim_start_matches("sqlite:");
    let path = path.split('?').next().unwrap_or_default();
    !path.is_empty() && std::path::Path::new(path).is_file()
}

/// Runs `overseer cli <args...>` (the words after `cli`) and returns the exit
/// code: 0 all ok, 1 a command was refused, 2 an internal error.
pub async fn run(args: Vec<String>, config: &Config) -> i32 {
    let (g, words) = match parse_globals(&args, config) {
        Ok(x) => x,
        Err(e) => {
            print(&e.reply(config.default_locale));
            return e.exit_code();
        }
    };
    // Plain-text help needs no database.
    if words.is_empty() || words[0].eq_ignore_ascii_case("help") {
        let topic = words.get(1).map(String::as_str);
        // A campaign lists its game's commands; plain help otherwise needs no
        // database (and creates none), and lists the default game's.
        let mut game = None;
        if !words.is_empty() && existing_file(&g.database_url) {
            let mut slot = None;
            if let Ok(session) = session_for(&mut slot, &g).await {
                game = session.ruleset(g.key).await.ok();
            }
        }
        let reply = game::games()
            .get(game.unwrap_or(crate::engine::ruleset::rulesets().default()))
            .help(g.lang, topic);
        match reply.json["message"].as_str() {
            Some(text) if reply.code == EXIT_OK => print_text(&format!("{}\n", text.trim_end())),
            _ if game.is_some() => print(&reply.json),
            _ => {
                let list = game::games()
                    .get(crate::engine::ruleset::rulesets().default())
                    .help(g.lang, None);
                eprintln!(
                    "unknown command {:?}\n{}",
                    topic.unwrap_or_default(),
                    list.json["message"].as_str().unwrap_or_default()
                );
            }
        }
        return reply.code;
    }
    let mut dice: SeededDice = g.seed.map_or_else(os_dice, SeededDice::from_seed);
    let mut session = None;
    // Every answer is given after the COMMIT that holds it synced the
    // write-ahead log (`synchronous = FULL`), so a one-shot's output is
    // printed before the store closes. Closing leaves the log beside the file
    // for the next process (see `Store::close`); it is closed rather than
    // dropped so that SQLite's connections end in the order that keeps it.
    if words.len() == 1 && words[0] == "-" {
        let code = run_batch(&mut session, &g, &mut dice).await;
        if let Some(session) = session {
            session.store().close().await;
        }
        code
    } else {
        let reply = run_marked(&mut session, &g, &mut dice, &words, None).await;
        print_reply(&reply);
        if let Some(session) = session {
            session.store().close().await;
        }
        reply.code
    }
}

/// Batch mode: one command per stdin line, one JSON line each; keeps going after
/// errors and returns the worst exit code. Runs of game commands share a
/// transaction and are answered when it commits ([`batch`]).
async fn run_batch(slot: &mut Option<Session>, g: &Globals, dice: &mut (dyn Dice + Send)) -> i32 {
    let mut batch = batch::Batch::new();
    // Its own buffer, so it can tell whether the next line has arrived.
    let mut input = std::io::BufReader::with_capacity(1 << 16, std::io::stdin().lock());
    let mut bytes = Vec::new();
    let mut number = 0usize;
    loop {
        if !input.buffer().contains(&b'\n') {
            // The next line may take a while: answer what ran so far first.
            batch.release(slot, g, dice).await;
        }
        bytes.clear();
        match input.read_until(b'\n', &mut bytes) {
            Ok(0) => break,
            Ok(_) => {}
            Err(e) => {
                // stdin itself failed: nothing more can be read.
                batch.answer(Reply {
                    json: json_failure(
                        None,
                        "internal",
                        tr(g.lang, "cli-err-internal", &[]),
                        e.to_string(),
                    ),
                    code: EXIT_INTERNAL,
                    texts: Vec::new(),
                });
                break;
            }
        }
        number += 1;
        // One undecodable line is that line's problem, not the batch's: it is
        // answered like any refused line and the next line runs.
        let Ok(line) = std::str::from_utf8(&bytes) else {
            batch.answer(refused(g.lang, None, &InputError::NotUtf8 { line: number }));
            continue;
        };
        let line = line.trim_end_matches(['\n', '\r']);
        if tokenize::is_blank_or_comment(line) {
            continue;
        }
        match tokenize::tokenize(line) {
            Ok(words) => batch.line(slot, g, dice, words).await,
            Err(e) => batch.answer(refused(
                g.lang,
                None,
                &InputError::Quoting {
                    detail: e.to_string(),
                },
            )),
        }
    }
    batch.release(slot, g, dice).await;
    batch.worst()
}
