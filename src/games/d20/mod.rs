//! The d20 game's front end: `/d20` and its replies.

pub mod autocomplete;
pub(crate) mod commands;
pub mod render;
