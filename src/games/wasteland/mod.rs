//! The wasteland game's front end: its slash commands, the character form and
//! its replies.

pub mod autocomplete;
pub(crate) mod commands;
pub mod forms;
pub mod render;
