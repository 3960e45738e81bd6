//! `overseer mcp`: a Model Context Protocol server over stdio (rmcp), for an
//! AI game master, on the same database, campaigns and rules as the bot and
//! the command line. Each tool is one command of a game's command table (or
//! one the games share), its JSON Schema generated from that table
//! ([`tables`], [`shared`], [`tools`]); a call runs exactly the command line
//! `overseer cli` would run ([`worker`]), as the server's actor, with the
//! command line's permission checks, and answers with the command line's
//! JSON ([`server`]). Campaigns are resources, read without changing anything
//! ([`resources`]); a reader who is no GM never reads a secret roll. The
//! same server answers over Streamable HTTP at the web server's `/mcp`,
//! behind a GM's bearer token ([`http`]).
//! stdout is the protocol: the server logs to stderr only.

pub mod http;
pub mod resources;
pub mod server;
pub mod shared;
pub mod tables;
pub mod tools;
pub mod worker;

use std::fmt::Write as _;

use crate::cli::Globals;
use crate::i18n::Lang;
use tools::Tool;

/// Every tool the server offers: the shared commands', then every game's.
#[must_use]
pub fn all_tools() -> Vec<Tool> {
    let mut list = shared::shared_tools();
    list.extend(tables::game_tools());
    list
}

/// The tool list as markdown (`overseer mcp --list-tools`; docs/mcp.md
/// holds the English one): one line a tool, its description in `lang`.
#[must_use]
pub fn tools_markdown(lang: Lang) -> String {
    let mut out = String::new();
    let mut game = None;
    for tool in all_tools() {
        if tool.game != game || out.is_empty() {
            game = tool.game;
            let title = game.map_or("shared", |g| g.as_str());
            let _ = writeln!(out, "\n### {title}\n");
        }
        let description = server::describe(&tool, lang).replace('\n', " · ");
        let _ = writeln!(out, "- `{}`: {description}", tool.name);
    }
    out.trim_start().to_owned()
}

/// Serves the protocol on stdin and stdout for `globals` (whose campaign
/// was named `campaign`) until the client closes it; the exit code.
pub async fn serve(globals: Globals, campaign: String) -> i32 {
    use rmcp::ServiceExt as _;
    let lang = globals.lang;
    let (jobs, worker) = match worker::start(globals) {
        Ok(started) => started,
        Err(e) => {
            tracing::error!("mcp: could not start the worker: {e}");
            return crate::cli::EXIT_INTERNAL;
        }
    };
    let server = server::Server::new(all_tools(), lang, campaign, jobs);
    let code = match server.serve(rmcp::transport::stdio()).await {
        Ok(running) => match running.waiting().await {
            Ok(_) => crate::cli::EXIT_OK,
            Err(e) => {
                tracing::error!("mcp: the server stopped: {e}");
                crate::cli::EXIT_INTERNAL
            }
        },
        Err(e) => {
            tracing::error!("mcp: the client did not start a session: {e}");
            crate::cli::EXIT_INTERNAL
        }
    };
    // The server (and with it the worker's only sender) is gone: the worker
    // closes the database and ends.
    let _ = tokio::task::spawn_blocking(move || worker.join()).await;
    code
}
