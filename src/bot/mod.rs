//! The Discord front end.

pub mod help;
pub mod render;
