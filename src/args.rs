//! The `overseer` binary's own arguments, parsed with clap: the subcommands
//! (`serve`, `web`, `health`, `cli`, `mcp`, `migrate`, `backup`), `--help` and `--version`. It owns
//! no settings (those are read from the environment by [`crate::config`]) and
//! no command language: the words after `cli` are handed to [`crate::cli`]
//! untouched, which parses them with its own grammar.
//!
//! It lives in the library, not in `main.rs`, so a test can parse every
//! command line the documentation shows with the very parser the binary uses.

use std::path::PathBuf;

use clap::{Parser, Subcommand};

/// The environment the binary reads, shown at the end of `overseer --help`.
const ENVIRONMENT: &str = "\
Settings come from the environment or a .env file in the working directory:
  DATABASE_URL     sqlite://FILE (default sqlite://overseer.db) or postgres://USER@HOST/DATABASE
  DISCORD_TOKEN    the bot token (serve)
  SHARDS           FIRST-LAST/TOTAL: the gateway shards this process runs (serve)
  DEV_GUILD_ID     register slash commands in this server only (serve)
  DEFAULT_LOCALE   en-US or zh-CN
  DEFER_AFTER_MS   defer a reply still waiting this long, 0-2500 (serve)
  TRACKER_POLL_MS  how often trackers look for other processes' changes (serve)
  ADMISSION_SLOTS  commands run at once, the rest wait their turn; 0: no limit (serve)
  RUST_LOG         log filter, default info,serenity=warn (serve)
  LOG_FORMAT       text (default) or json, for log collectors (serve, web)
  HTTP_BIND        where the web server listens, default 127.0.0.1:8080 (serve, web, health)
  PUBLIC_URL       the address players open, for share links (default http://HTTP_BIND)";

/// Overseer: Fallout tabletop campaigns on Discord, and the same rules engine
/// on the command line with JSON out.
#[derive(Debug, Parser)]
#[command(name = "overseer", version, after_help = ENVIRONMENT)]
pub struct Args {
    /// Where campaigns are stored (sqlite://FILE or postgres://...); the
    /// same as DATABASE_URL, which it overrides.
    #[arg(long, env = "DATABASE_URL", value_name = "URL", hide_env_values = true)]
    pub database_url: Option<String>,
    /// What to run; without one, `serve`.
    #[command(subcommand)]
    pub command: Option<Sub>,
}

/// The binary's subcommands.
#[derive(Debug, Subcommand)]
pub enum Sub {
    /// Run the Discord bot (the default).
    Serve,
    /// Run the web server alone: campaign pages, /healthz and /metrics, no
    /// Discord (HTTP_BIND, PUBLIC_URL).
    Web,
    /// Ask the web server at HTTP_BIND for /healthz: exit 0 when it answers
    /// 200, 1 otherwise (the container's HEALTHCHECK).
    Health,
    /// Run commands of the game's command language, one JSON object each;
    /// `overseer cli help` lists them.
    #[command(after_help = "\
Options of the command language go before its command:
  --db PATH, --campaign NAME|GUILD:CHANNEL, --seed N, --lang en-US|zh-CN, --actor ID
`overseer cli -` reads one command per line from stdin.")]
    Cli {
        /// The command and its arguments, with the command language's own
        /// options before them, exactly as typed.
        #[arg(
            trailing_var_arg = true,
            allow_hyphen_values = true,
            value_name = "WORDS"
        )]
        words: Vec<String>,
    },
    /// Serve the Model Context Protocol on stdin and stdout: every command of
    /// every game as a tool, campaigns as resources, for an AI game master.
    Mcp {
        /// The database file or URL (default: DATABASE_URL).
        #[arg(long, alias = "database", value_name = "PATH|URL")]
        db: Option<String>,
        /// The campaign a tool call addresses when it names none.
        #[arg(long, value_name = "NAME|GUILD:CHANNEL")]
        campaign: Option<String>,
        /// A seed for reproducible dice.
        #[arg(long, value_name = "N")]
        seed: Option<String>,
        /// The language of descriptions and replies: en-US or zh-CN.
        #[arg(long, value_name = "LANG")]
        lang: Option<String>,
        /// The user id the server acts as (a GM where that user is one).
        #[arg(long, value_name = "ID")]
        actor: Option<String>,
        /// Print the tool list as markdown and exit.
        #[arg(long)]
        list_tools: bool,
    },
    /// Apply the database migrations to DATABASE_URL and exit; with --from and
    /// --to, copy every campaign from one database to another.
    Migrate {
        /// The database to copy from (it must exist).
        #[arg(long, value_name = "URL")]
        from: Option<String>,
        /// The database to copy into.
        #[arg(long, value_name = "URL")]
        to: Option<String>,
        /// Replace the target's campaigns if it has some.
        #[arg(long)]
        force: bool,
    },
    /// Check every page of the SQLite database of DATABASE_URL (PRAGMA
    /// quick_check, as the bot does at start; a PostgreSQL server checks its
    /// own pages): exit 0 when it is sound, 1 with the damage and the way to
    /// recover, 2 when it cannot be opened.
    Check,
    /// Write a consistent copy of the SQLite database of DATABASE_URL into
    /// FILE, also while the bot runs (for PostgreSQL: prints the pg_dump line).
    Backup {
        /// The new backup file; an existing file is never overwritten.
        file: PathBuf,
    },
}

/// What `migrate` was asked to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Migrate {
    /// Apply the migrations to DATABASE_URL.
    Apply,
    /// Copy every campaign from one database to another.
    Copy {
        /// The source URL.
        from: String,
        /// The target URL.
        to: String,
        /// Whether a target holding campaigns may be replaced.
        force: bool,
    },
}

impl Migrate {
    /// Checks `migrate`'s options together: both URLs or neither (`--force`
    /// only with both), each a `sqlite:` or `postgres://` URL. clap already
    /// refuses an option given twice.
    pub fn from_options(
        from: Option<String>,
        to: Option<String>,
        force: bool,
    ) -> Result<Migrate, String> {
        for (name, value) in [("--from", &from), ("--to", &to)] {
            if let Some(value) = value {
                if crate::store::Backend::of_url(value).is_none() {
                    return Err(format!(
                        "{name}: {} is not a sqlite:// or postgres:// URL",
                        crate::store::redact(value)
                    ));
                }
            }
        }
        match (from, to) {
            (None, None) if !force => Ok(Migrate::Apply),
            (Some(from), Some(to)) => Ok(Migrate::Copy { from, to, force }),
            _ => Err("migrate: copying needs both --from URL and --to URL".to_owned()),
        }
    }
}

impl Sub {
    /// The command line's global options (`--db`, `--campaign`, ...) of
    /// `mcp`, as `overseer cli` takes them before its command, and the
    /// campaign's name; `None` for another subcommand.
    #[must_use]
    pub fn mcp_globals(&self) -> Option<(Vec<String>, String)> {
        let Sub::Mcp {
            db,
            campaign,
            seed,
            lang,
            actor,
            ..
        } = self
        else {
            return None;
        };
        let mut words = Vec::new();
        for (flag, value) in [
            ("--db", db),
            ("--campaign", campaign),
            ("--seed", seed),
            ("--lang", lang),
            ("--actor", actor),
        ] {
            if let Some(value) = value {
                words.push(format!("{flag}={value}"));
            }
        }
        let name = campaign.clone().unwrap_or_else(|| "local".to_owned());
        Some((words, name))
    }
}
