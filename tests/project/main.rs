//! The project itself: architecture rules, documentation, locales and packaging.

// Tests read as scenarios, some longer than the 80 lines src/ keeps to.
#![allow(clippy::too_many_lines)]

#[path = "../support/cli_run.rs"]
mod cli_run;

mod architecture;
mod data_locales;
mod docs_commands;
mod glossary;
mod locale_words;
mod locales_complete;
mod packaging;
mod zh_help;
mod zh_refusals;
mod zh_rendered;
