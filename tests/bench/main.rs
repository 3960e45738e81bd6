//! Opt-in benchmarks (ignored tests): they print figures and assert nothing about time.
//! Run one with `cargo test --release --test bench <module> -- --ignored --nocapture`.

// Tests read as scenarios, some longer than the 80 lines src/ keeps to.
#![allow(clippy::too_many_lines)]

#[path = "../store_common/mod.rs"]
mod store_common;
#[path = "../support/mod.rs"]
mod support;

mod bot_load;
mod cli;
mod d20;
mod f2d20;
mod pnp;
mod store;
mod store_pg;
mod wasteland;
