//! The command-line front end, driven as a user drives it.

// Tests read as scenarios, some longer than the 80 lines src/ keeps to.
#![allow(clippy::too_many_lines)]

#[path = "../support/cli_run.rs"]
mod cli_run;

mod answers;
mod apparel;
mod attack_perks;
mod creation;
mod docs_run;
mod durability;
mod f2d20_names;
mod f2d20_parts;
mod f2d20_sheet_mods;
mod file_words;
mod foundry;
mod games;
mod homebrew;
mod hostile_input;
mod last_chems;
mod mcp;
mod mcp_http;
mod names_and_words;
mod operations;
mod power_armour;
mod readers_words;
mod said;
mod secret;
mod seed;
mod session;
mod speaks;
mod top_level;
mod transactions;
