//! The classic Fallout game's front end: `/pnp` and its replies.

pub(crate) mod commands;
pub mod render;
