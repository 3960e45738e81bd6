//! The `overseer` binary: `serve` (the Discord bot, the default), `cli` (the
//! seed's command language with JSON out) and `migrate` (apply migrations and
//! exit, or with `--from URL --to URL` copy every campaign between databases).

use std::process::ExitCode;

use overseer::config::{BotConfig, BotOptions, Config};

const USAGE: &str = "usage: overseer [serve | cli <command> [args...] | migrate [--from URL --to URL [--force]] | help]";

fn main() -> ExitCode {
    // A missing .env is normal; a broken one is worth a word.
    if let Err(e) = dotenvy::dotenv() {
        if !e.not_found() {
            eprintln!("overseer: could not read .env: {e}");
            return ExitCode::from(2);
        }
    }
    let args: Vec<String> = std::env::args().skip(1).collect();
    let sub = args.first().map_or("serve", String::as_str);
    let config = match Config::from_env() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("overseer: {e}");
            return ExitCode::from(2);
        }
    };
    match sub {
        "serve" => {
            let (bot, options) = match (BotConfig::from_env(), BotOptions::from_env()) {
                (Ok(bot), Ok(options)) => (bot, options),
                (Err(e), _) | (_, Err(e)) => {
                    eprintln!("overseer: {e}");
                    return ExitCode::from(2);
                }
            };
            serve(&config, &bot, options)
        }
        "migrate" => {
            let runtime = match tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
            {
                Ok(r) => r,
                Err(e) => {
                    eprintln!("overseer: could not start the async runtime: {e}");
                    return ExitCode::from(1);
                }
            };
            match MigrateArgs::parse(&args[1..]) {
                Ok(None) => runtime.block_on(migrate(&config.database_url)),
                Ok(Some(copy)) => runtime.block_on(copy_between(&copy)),
                Err(e) => {
                    eprintln!("overseer: {e}\n{USAGE}");
                    ExitCode::from(2)
                }
            }
        }
        "cli" => {
            let runtime = match tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
            {
                Ok(r) => r,
                Err(e) => {
                    eprintln!("overseer: could not start the async runtime: {e}");
                    return ExitCode::from(2);
                }
            };
            let code = runtime.block_on(overseer::cli::run(args[1..].to_vec(), &config));
            ExitCode::from(u8::try_from(code).unwrap_or(2))
        }
        "help" | "--help" | "-h" => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        other => {
            eprintln!("overseer: unknown subcommand {other:?}\n{USAGE}");
            ExitCode::from(2)
        }
    }
}

/// The log filter when `RUST_LOG` is not set. serenity's INFO spans carry the
/// arguments of its HTTP calls, interaction tokens among them, so its own lines
/// are kept to warnings and errors.
const DEFAULT_LOG_FILTER: &str = "info,serenity=warn";

/// Runs the bot until Ctrl-C or SIGTERM; failures are printed on one line and
/// exit 1, a database that cannot be opened exits 2.
fn serve(config: &Config, bot: &BotConfig, options: BotOptions) -> ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(DEFAULT_LOG_FILTER)),
        )
        .init();
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("overseer: cannot start the async runtime: {e}");
            return ExitCode::from(1);
        }
    };
    let session = match runtime.block_on(overseer::session::Session::open(&config.database_url)) {
        Ok(session) => session,
        Err(e) => {
            eprintln!("overseer: {e:#}");
            return ExitCode::from(EXIT_BAD_DATABASE);
        }
    };
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

/// The exit code of a database that cannot be used at start (unreachable, a
/// refused login, a damaged file, a newer schema): a configuration problem, like
/// a bad setting.
const EXIT_BAD_DATABASE: u8 = 2;

/// Applies the migrations to DATABASE_URL and exits.
async fn migrate(database_url: &str) -> ExitCode {
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

/// `migrate --from URL --to URL [--force]`: where to copy campaigns from and to.
struct MigrateArgs {
    from: String,
    to: String,
    force: bool,
}

impl MigrateArgs {
    /// `None` without `--from`/`--to` (plain `migrate`); an error names what is wrong.
    fn parse(args: &[String]) -> Result<Option<MigrateArgs>, String> {
        let (mut from, mut to, mut force) = (None, None, false);
        let mut args = args.iter();
        while let Some(arg) = args.next() {
            let (name, inline) = match arg.split_once('=') {
                Some((name, value)) => (name, Some(value.to_owned())),
                None => (arg.as_str(), None),
            };
            match name {
                "--from" | "--to" => {
                    let value = inline
                        .or_else(|| args.next().cloned())
                        .ok_or_else(|| format!("{name} needs a database URL"))?;
                    if overseer::store::Backend::of_url(&value).is_none() {
                        return Err(format!(
                            "{name}: {} is not a sqlite:// or postgres:// URL",
                            overseer::store::redact(&value)
                        ));
                    }
                    if name == "--from" {
                        from = Some(value);
                    } else {
                        to = Some(value);
                    }
                }
                "--force" if inline.is_none() => force = true,
                other => return Err(format!("migrate: unknown argument {other:?}")),
            }
        }
        match (from, to) {
            (None, None) if !force => Ok(None),
            (Some(from), Some(to)) => Ok(Some(MigrateArgs { from, to, force })),
            _ => Err("migrate: copying needs both --from URL and --to URL".to_owned()),
        }
    }
}

/// Copies every campaign from one database to another, each opened (and
/// migrated) first; prints what was copied, or why nothing was.
async fn copy_between(args: &MigrateArgs) -> ExitCode {
    use overseer::store::{redact, Store};
    let (from, to) = (redact(&args.from), redact(&args.to));
    if args.from == args.to {
        eprintln!("overseer: --from and --to name the same database {from}");
        return ExitCode::from(2);
    }
    let source = match Store::open(&args.from).await {
        Ok(s) => s,
        Err(e) => {
            eprintln!("overseer: {e:#}");
            return ExitCode::from(EXIT_BAD_DATABASE);
        }
    };
    let target = match Store::open(&args.to).await {
        Ok(s) => s,
        Err(e) => {
            eprintln!("overseer: {e:#}");
            return ExitCode::from(EXIT_BAD_DATABASE);
        }
    };
    let copied = overseer::store::copy::copy(&source, &target, args.force).await;
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
