//! The Fallout 2d20 game's front end: `/f2d20` and its replies.

pub mod autocomplete;
pub(crate) mod commands;
pub mod render;
