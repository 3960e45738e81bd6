//! The classic Fallout game's front end: `/pnp` and its replies.

pub mod autocomplete;
pub(crate) mod commands;
pub mod render;
