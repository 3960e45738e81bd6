//! Overseer runs Fallout 2d20 tabletop campaigns on Discord and from the command line.
//!
//! The architecture in brief:
//! - [`engine`] holds the rules: pure, deterministic, synchronous; every die comes
//!   from a `Dice` the caller supplies.
//! - [`store`] keeps campaigns in SQLite: state, undo history, event log, Luck re-rolls.
//! - [`session`] is the one path that changes a campaign: lock, load, execute, save.
//! - [`bot`] (Discord, poise) and [`cli`] (the seed's command language, JSON out) are
//!   two front ends over the same session; [`i18n`] renders text in English and Chinese.
//! - [`mcp`] serves the same commands as Model Context Protocol tools, for an
//!   AI game master, through the command line's path.
//! - [`web`] serves read-only campaign pages behind signed links, `/healthz`
//!   and `/metrics` over HTTP, in the bot's process or alone.
//! - [`games`] holds each game's front end (its commands, renderers, command-line
//!   words) and the registry of games, which [`app`] hands to the cores at start:
//!   the cores know games only through their traits.
//! - [`config`] reads the environment once at start-up; [`args`] parses the binary's
//!   own arguments (subcommands, `--help`, `--version`).

pub mod app;
pub mod args;
pub mod bot;
pub mod cli;
pub mod config;
pub mod engine;
pub mod games;
pub mod i18n;
pub mod mcp;
pub mod session;
pub mod store;
pub mod web;
