//! Shared support code for the integration tests.
//!
//! Every integration test crate that needs it declares `mod support;`. Each such crate uses
//! only part of this module, so unused items are expected and allowed here.
#![allow(dead_code)]

pub mod bot_world;
pub mod fake_discord;
pub mod postgres;
pub mod secrecy;
pub mod share_pages;
