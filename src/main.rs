//! The `overseer` binary: `serve` (the Discord bot, the default), `cli` (the
//! seed's command language with JSON out) and `migrate` (apply migrations and exit).

use std::process::ExitCode;

use overseer::config::{BotConfig, BotOptions, Config};

const USAGE: &str = "usage: overseer [serve | cli <command> [args...] | migrate | help]";

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
            match runtime.block_on(overseer::session::Session::open(&config.database_url)) {
                Ok(_) => {
                    println!("migrations applied to {}", config.database_url);
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("overseer: {e:#}");
                    ExitCode::from(1)
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

/// Runs the bot until Ctrl-C or SIGTERM; failures are printed on one line and exit 1.
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
    let run = async {
        let session = overseer::session::Session::open(&config.database_url).await?;
        overseer::bot::serve_until(
            session,
            config.clone(),
            bot,
            options,
            overseer::bot::shutdown_signal(),
        )
        .await
    };
    match runtime.block_on(run) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("overseer: {e:#}");
            ExitCode::from(1)
        }
    }
}
