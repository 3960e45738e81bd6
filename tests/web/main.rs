//! The web page per campaign, health and metrics, and the browser tests.

// Tests read as scenarios, some longer than the 80 lines src/ keeps to.
#![allow(clippy::too_many_lines)]

#[path = "../support/mod.rs"]
mod support;

mod bands;
mod browser;
mod f2d20_sheet;
mod health;
mod health_promtool;
mod health_public_url;
mod load;
mod page_defects;
mod recap;
mod scripted;
mod secret;
mod share;
