//! The web page per campaign, health and metrics, and the browser tests.

#[path = "../support/mod.rs"]
mod support;

mod bands;
mod browser;
mod health;
mod secret;
mod share;
