//! Persistence: SQLite and PostgreSQL stores, crashes, faults, imports and pinned old campaigns.

// Tests read as scenarios, some longer than the 80 lines src/ keeps to.
#![allow(clippy::too_many_lines)]

#[path = "../store_common/mod.rs"]
mod store_common;
#[path = "../support/mod.rs"]
mod support;

mod backups;
mod checkpoints;
mod concurrency;
mod crash;
mod faults;
mod golden;
mod group;
mod imports;
mod links;
mod log_numbers;
mod postgres;
mod round_trips;
mod secrecy;
mod session;
mod writer;
