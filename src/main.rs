//! The `overseer` binary: `serve` (the Discord bot and its web server, the
//! default), `web` (the web server alone), `health` (ask the web server's
//! `/healthz`, for the container's HEALTHCHECK), `cli` (the
//! seed's command language with JSON out), `migrate` (apply migrations and
//! exit, or with `--from URL --to URL` copy every campaign between databases),
//! `check` (every page of the database file), `backup FILE` and `mcp` (the
//! Model Context Protocol server on stdio). Its own
//! arguments are parsed by clap ([`overseer::args`]) before any setting is
//! read, so `--help`, `help` and `--version` work without a usable
//! configuration.

use std::io::IsTerminal as _;
use std::process::ExitCode;

use clap::Parser as _;
use overseer::args::{Args, Migrate, Sub};
use overseer::config::{BotConfig, BotOptions, Config, LogFormat, WebConfig};

/// mimalloc serves the many small, short-lived allocations of a command (its
/// reply, its events, the state kept for undo) in less CPU time than glibc's
/// malloc (docs/store-bench.md, "The allocator, and PostgreSQL beside"); its
/// version 2, whose setup a short process pays less for than version 3's
/// (docs/store-bench.md, "mimalloc's version 2").
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    // The games' registry, handed to the cores before anything runs.
    overseer::app::install();
    let (args, config) = match arguments_and_settings() {
        Ok(read) => read,
        Err(code) => return code,
    };
    match args.command.unwrap_or(Sub::Serve) {
        Sub::Serve => serve_command(&config),
        Sub::Web => match (LogFormat::from_env(), WebConfig::from_env()) {
            (Ok(log_format), Ok(web)) => web_alone(&config, log_format, web),
            (Err(e), _) | (_, Err(e)) => bad_setting(&e),
        },
        Sub::Health => match WebConfig::from_env() {
            Ok(web) => health(&web),
            Err(e) => bad_setting(&e),
        },
        Sub::Migrate { from, to, force } => migrate_command(&config, from, to, force),
        Sub::Backup { file } => {
            let Some(runtime) = current_thread_runtime() else {
                return ExitCode::from(1);
            };
            runtime.block_on(backup(&config.database_url, &file))
        }
        Sub::Check => {
            let Some(runtime) = current_thread_runtime() else {
                return ExitCode::from(EXIT_BAD_DATABASE);
            };
            runtime.block_on(check_database(&config.database_url))
        }
        Sub::Cli { words } => {
            let Some(runtime) = current_thread_runtime() else {
                return ExitCode::from(2);
            };
            let code = runtime.block_on(overseer::cli::run(words, &config));
            ExitCode::from(u8::try_from(code).unwrap_or(2))
        }
        mcp @ Sub::Mcp { list_tools, .. } => mcp_command(&config, &mcp, list_tools),
    }
}

/// `mcp`: the command line's global options read as `overseer cli` reads
/// them, then the tool list printed (`--list-tools`) or the server run on
/// stdio, its log on stderr (stdout is the protocol).
fn mcp_command(config: &Config, sub: &Sub, list_tools: bool) -> ExitCode {
    let Some((words, campaign)) = sub.mcp_globals() else {
        return ExitCode::from(2);
    };
    let Some(runtime) = current_thread_runtime() else {
        return ExitCode::from(2);
    };
    // A bad option: the command line's own refusal, in its words (nothing runs).
    let Ok((globals, _)) = overseer::cli::parse_globals(&words, config) else {
        let code = runtime.block_on(overseer::cli::run(words, config));
        return ExitCode::from(u8::try_from(code).unwrap_or(2));
    };
    if list_tools {
        print!("{}", overseer::mcp::tools_markdown(globals.lang));
        return ExitCode::SUCCESS;
    }
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn"));
    tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_ansi(false)
        .with_env_filter(filter)
        .init();
    let code = runtime.block_on(overseer::mcp::serve(globals, campaign));
    ExitCode::from(u8::try_from(code).unwrap_or(2))
}

/// A setting that cannot be used: said on one line, exit 2.
fn bad_setting(e: &dyn std::fmt::Display) -> ExitCode {
    eprintln!("overseer: {e}");
    ExitCode::from(2)
}

/// The binary's arguments and the settings every subcommand reads, or the
/// exit code of why not (help and version printed, a usage error, a broken
/// `.env`, a bad setting).
fn arguments_and_settings() -> Result<(Args, Config), ExitCode> {
    // A missing .env is normal; a broken one is worth a word, after the
    // arguments (so --help and --version still answer), which are read after
    // it because DATABASE_URL may come from it.
    let broken_env = dotenvy::dotenv().err().filter(|e| !e.not_found());
    let args = match Args::try_parse() {
        Ok(args) => args,
        Err(e) => {
            // Help and version print to stdout and exit 0; a usage error
            // prints to stderr and exits 2, like a bad setting.
            let _ = e.print();
            return Err(ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2)));
        }
    };
    if let Some(e) = broken_env {
        eprintln!("overseer: could not read .env: {e}");
        return Err(ExitCode::from(2));
    }
    // DATABASE_URL as clap read it (the flag, else the environment); every
    // other setting straight from the environment.
    let database_url = args.database_url.clone();
    let config = Config::from_lookup(&|k| {
        if k == "DATABASE_URL" {
            database_url.clone()
        } else {
            std::env::var(k).ok()
        }
    })
    .map_err(|e| bad_setting(&e))?;
    Ok((args, config))
}

/// `serve`: its settings read, the bot and its web server run.
fn serve_command(config: &Config) -> ExitCode {
    let settings = (
        BotConfig::from_env(),
        BotOptions::from_env(),
        LogFormat::from_env(),
        WebConfig::from_env(),
    );
    match settings {
        (Ok(bot), Ok(options), Ok(log_format), Ok(web)) => {
            serve(config, &bot, options, log_format, web)
        }
        (Err(e), _, _, _) | (_, Err(e), _, _) | (_, _, Err(e), _) | (_, _, _, Err(e)) => {
            bad_setting(&e)
        }
    }
}

/// `migrate`: apply the migrations, or copy every campaign between two
/// databases.
fn migrate_command(
    config: &Config,
    from: Option<String>,
    to: Option<String>,
    force: bool,
) -> ExitCode {
    let migrate = match Migrate::from_options(from, to, force) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("overseer: {e}\nFor more information, try 'overseer migrate --help'.");
            return ExitCode::from(2);
        }
    };
    let Some(runtime) = current_thread_runtime() else {
        return ExitCode::from(1);
    };
    match migrate {
        Migrate::Apply => runtime.block_on(migrate_database(&config.database_url)),
        Migrate::Copy { from, to, force } => runtime.block_on(copy_between(&from, &to, force)),
    }
}

/// The multi-threaded runtime of the servers (the bot, the web pages);
/// `None` (after a line saying why) if it cannot start.
fn server_runtime() -> Option<tokio::runtime::Runtime> {
    runtime(tokio::runtime::Builder::new_multi_thread())
}

/// A single-threaded runtime for the one-shot subcommands; `None` (after a
/// line saying why) if it cannot start.
fn current_thread_runtime() -> Option<tokio::runtime::Runtime> {
    runtime(tokio::runtime::Builder::new_current_thread())
}

/// The runtime `builder` makes, with its timers and I/O; `None` (after a
/// line saying why) if it cannot start.
fn runtime(mut builder: tokio::runtime::Builder) -> Option<tokio::runtime::Runtime> {
    match builder.enable_all().build() {
        Ok(r) => Some(r),
        Err(e) => {
            eprintln!("overseer: cannot start the async runtime: {e}");
            None
        }
    }
}

/// The log filter when `RUST_LOG` is not set. serenity's INFO spans carry the
/// arguments of its HTTP calls, interaction tokens among them, so its own lines
/// are kept to warnings and errors. Its shard queuer warns every 5 s while a
/// shard cannot connect: that is said once, with the cause, by
/// [`overseer::web::health::GatewayFailures`] instead.
const DEFAULT_LOG_FILTER: &str = "info,serenity=warn,serenity::gateway::bridge::shard_queuer=error";

/// Sets up the log lines of `serve` on stdout: text, coloured only when stdout
/// is a terminal (escape codes are noise in a file, `docker logs` or journald),
/// or one JSON object per line for log collectors.
fn init_logs(format: LogFormat) {
    use tracing_subscriber::layer::SubscriberExt as _;
    use tracing_subscriber::util::SubscriberInitExt as _;
    use tracing_subscriber::Layer as _;
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(DEFAULT_LOG_FILTER));
    let lines = match format {
        LogFormat::Text => tracing_subscriber::fmt::layer()
            .with_ansi(std::io::stdout().is_terminal())
            .with_filter(filter)
            .boxed(),
        LogFormat::Json => tracing_subscriber::fmt::layer()
            .json()
            .with_ansi(false)
            .with_filter(filter)
            .boxed(),
    };
    let gateway = overseer::web::health::GatewayFailures
        .with_filter(overseer::web::health::GatewayFailures::filter());
    tracing_subscriber::registry()
        .with(lines)
        .with(gateway)
        .init();
}

/// Runs the bot and its web server until Ctrl-C or SIGTERM; failures are
/// printed on one line and exit 1, a database that cannot be opened exits 2.
/// A web server that cannot listen is logged and left out: the bot matters
/// more than its pages.
fn serve(
    config: &Config,
    bot: &BotConfig,
    options: BotOptions,
    log_format: LogFormat,
    web: WebConfig,
) -> ExitCode {
    init_logs(log_format);
    let Some(runtime) = server_runtime() else {
        return ExitCode::from(1);
    };
    let session = match runtime.block_on(overseer::session::Session::open(&config.database_url)) {
        Ok(session) => session,
        Err(e) => {
            eprintln!("overseer: {e:#}");
            return ExitCode::from(EXIT_BAD_DATABASE);
        }
    };
    overseer::web::metrics::install();
    overseer::web::share::set_public_url(&web.public_url);
    if web.unreachable() {
        tracing::warn!(
            public_url = %web.public_url,
            "PUBLIC_URL is empty and HTTP_BIND listens on every address: share links would be dead; set PUBLIC_URL to the address players open"
        );
    }
    match runtime.block_on(overseer::web::bind(web.bind)) {
        Ok(listener) => {
            // The reader's pool is made on the runtime that will use it.
            let reader = {
                let _inside = runtime.enter();
                session.reader()
            };
            let pages = overseer::web::Web::new(reader, config.clone(), web);
            runtime.spawn(async move {
                let stop = overseer::bot::shutdown_signal();
                if let Err(e) = overseer::web::serve(listener, pages, stop).await {
                    tracing::error!(error = %e, "the web server stopped");
                }
            });
        }
        Err(e) => tracing::error!(error = %e, "the web server is not running"),
    }
    let run = overseer::bot::serve_until(
        session,
        config.clone(),
        bot,
        options,
        overseer::bot::shutdown_signal(),
    );
    match runtime.block_on(run) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("overseer: {e:#}");
            ExitCode::from(1)
        }
    }
}

/// `web`: the web server alone (pages, /healthz, /metrics; no Discord) until
/// Ctrl-C or SIGTERM. A database that cannot be opened exits 2, an address
/// that cannot be listened on exits 1.
fn web_alone(config: &Config, log_format: LogFormat, web: WebConfig) -> ExitCode {
    init_logs(log_format);
    let Some(runtime) = server_runtime() else {
        return ExitCode::from(1);
    };
    runtime.block_on(async {
        let session = match overseer::session::Session::open(&config.database_url).await {
            Ok(session) => session,
            Err(e) => {
                eprintln!("overseer: {e:#}");
                return ExitCode::from(EXIT_BAD_DATABASE);
            }
        };
        let listener = match overseer::web::bind(web.bind).await {
            Ok(listener) => listener,
            Err(e) => {
                eprintln!("overseer: {e:#}");
                return ExitCode::from(1);
            }
        };
        let pages = overseer::web::Web::new(session, config.clone(), web);
        match overseer::web::serve(listener, pages, overseer::bot::shutdown_signal()).await {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("overseer: {e:#}");
                ExitCode::from(1)
            }
        }
    })
}

/// `health`: GET /healthz of the web server at HTTP_BIND (on this machine
/// when it binds every address) and print its answer; exit 0 on 200, else 1.
/// The container has no curl; this is its HEALTHCHECK.
fn health(web: &WebConfig) -> ExitCode {
    match overseer::web::health::probe(web.bind) {
        Ok((200, body)) => {
            println!("{body}");
            ExitCode::SUCCESS
        }
        Ok((status, body)) => {
            eprintln!("overseer: /healthz answered {status}: {body}");
            ExitCode::from(1)
        }
        Err(e) => {
            eprintln!("overseer: /healthz at {}: {e}", web.bind);
            ExitCode::from(1)
        }
    }
}

/// The exit code of a database that cannot be used at start (unreachable, a
/// refused login, a damaged file, a newer schema): a configuration problem, like
/// a bad setting.
const EXIT_BAD_DATABASE: u8 = 2;

/// Applies the migrations to DATABASE_URL and exits.
async fn migrate_database(database_url: &str) -> ExitCode {
    match overseer::session::Session::open(database_url).await {
        Ok(_) => {
            println!(
                "migrations applied to {}",
                overseer::store::redact(database_url)
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("overseer: {e:#}");
            ExitCode::from(EXIT_BAD_DATABASE)
        }
    }
}

/// Opens DATABASE_URL as the bot does, which checks every page of a SQLite
/// file (and applies missing migrations), and says what it found: exit 0 when
/// sound, 1 for a damaged file (with the way to recover), 2 when it cannot be
/// opened at all.
async fn check_database(database_url: &str) -> ExitCode {
    let url = overseer::store::redact(database_url);
    // Opening would create a missing SQLite file: there is nothing to check.
    if let Some(file) = overseer::store::sqlite::file_of_url(database_url) {
        if !file.is_file() {
            eprintln!("overseer: the database {url} does not exist: nothing to check");
            return ExitCode::from(EXIT_BAD_DATABASE);
        }
        // Opening would turn it into a new, empty Overseer database and call it sound.
        if let Ok(false) = overseer::store::sqlite::holds_campaigns_table(&file).await {
            eprintln!(
                "overseer: {url} holds no Overseer tables (an empty file, an empty salvage or \
                 another program's database): nothing in it to use"
            );
            return ExitCode::from(1);
        }
    }
    let started = std::time::Instant::now();
    match overseer::session::Session::open(database_url).await {
        Ok(session) => {
            let what = match session.store() {
                overseer::store::Store::Sqlite(_) => {
                    format!("every page checked in {} ms", started.elapsed().as_millis())
                }
                overseer::store::Store::Postgres(_) => "PostgreSQL checks its own pages".to_owned(),
            };
            session.store().close().await;
            println!("database ok: {url} ({what})");
            ExitCode::SUCCESS
        }
        Err(e)
            if e.downcast_ref::<overseer::store::DamagedDatabase>()
                .is_some() =>
        {
            eprintln!("overseer: {e:#}");
            ExitCode::from(1)
        }
        Err(e) => {
            eprintln!("overseer: {e:#}");
            ExitCode::from(EXIT_BAD_DATABASE)
        }
    }
}

/// Copies every campaign from one database to another, each opened (and
/// migrated) first; prints what was copied, or why nothing was.
async fn copy_between(from_url: &str, to_url: &str, force: bool) -> ExitCode {
    use overseer::store::{redact, Store};
    let (from, to) = (redact(from_url), redact(to_url));
    if let Err(e) = overseer::store::copy::check_endpoints(from_url, to_url) {
        eprintln!("overseer: migrate: {e}");
        return ExitCode::from(2);
    }
    let source = match Store::open(from_url).await {
        Ok(s) => s,
        Err(e) => {
            eprintln!("overseer: {e:#}");
            return ExitCode::from(EXIT_BAD_DATABASE);
        }
    };
    let target = match Store::open(to_url).await {
        Ok(s) => s,
        Err(e) => {
            eprintln!("overseer: {e:#}");
            return ExitCode::from(EXIT_BAD_DATABASE);
        }
    };
    let copied = overseer::store::copy::copy(&source, &target, force).await;
    source.close().await;
    target.close().await;
    match copied {
        Ok(counts) => {
            println!("copied {counts} from {from} to {to}; the counts match");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("overseer: migrate from {from} to {to}: {e}");
            ExitCode::from(1)
        }
    }
}

/// `backup FILE`: a consistent copy of the SQLite database into a new file,
/// checked; for PostgreSQL, the pg_dump line to use instead (exit 1: no backup
/// was written).
async fn backup(database_url: &str, file: &std::path::Path) -> ExitCode {
    use overseer::store::backup::BackupError;
    match overseer::store::backup::backup(database_url, file).await {
        Ok(done) => {
            println!(
                "backed up {} to {} ({} campaigns, {} bytes, integrity check ok)",
                overseer::store::redact(database_url),
                file.display(),
                done.campaigns,
                done.bytes
            );
            ExitCode::SUCCESS
        }
        Err(
            e @ (BackupError::MissingSource(_)
            | BackupError::NoFile(_)
            | BackupError::MissingFolder(_)),
        ) => {
            eprintln!("overseer: {e}");
            ExitCode::from(EXIT_BAD_DATABASE)
        }
        Err(e) => {
            eprintln!("overseer: {e}");
            ExitCode::from(1)
        }
    }
}
