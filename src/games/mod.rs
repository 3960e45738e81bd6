//! The games' front ends, one folder per game: its slash commands, its
//! renderers, its buttons and menus, its autocomplete and its command-line
//! words and sentences. Each game's rules live in its engine folder
//! (`src/engine/rulesets/<game>/`); this is the other half of the game.

// poise requires command bodies, parent commands and autocomplete callbacks to be
// `async fn`, also when they have nothing to await.
#![allow(clippy::unused_async)]

pub mod d20;
pub mod fallout2d20;
pub mod pnp;
pub mod wasteland;
