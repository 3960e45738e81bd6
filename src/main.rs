//! The `overseer` binary: `serve` (the Discord bot, the default), `cli` (the
//! seed's command language with JSON out) and `migrate` (apply migrations and exit).

use std::process::ExitCode;

use overseer::config::{BotConfig, Config};

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
            let bot = match BotConfig::from_env() {
                Ok(b) => b,
                Err(e) => {
                    eprintln!("overseer: {e}");
                    return ExitCode::from(2);
                }
            };
            let _ = (config, bot);
            eprintln!("overseer: the Discord bot is not built into this version yet");
            ExitCode::from(2)
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
