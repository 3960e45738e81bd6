//! Who may do what: the GM rule as a pure function, and which commands are
//! GM-only (read from the command table, [`super::table`]), checked once for
//! every command by the framework's command check.

use crate::session::Settings;

pub use super::table::{GM_COMMANDS, PLAYER_COMMANDS};

/// Whether a command (by qualified name) is GM-only.
#[must_use]
pub fn is_gm_command(qualified_name: &str) -> bool {
    super::table::find(qualified_name).is_some_and(|e| e.gm)
}

/// Whether `user` is a GM of the campaign: its creator, a co-GM, or a member
/// with the Manage Server permission.
#[must_use]
pub fn is_gm(settings: &Settings, user: i64, has_manage_server: bool) -> bool {
    has_manage_server || settings.creator == user || settings.gms.contains(&user)
}

/// Whether `user` plays the character owned by `owner` (owners are stored as
/// the Discord user id in decimal).
#[must_use]
pub fn owns(owner: &str, user: i64) -> bool {
    crate::engine::roster::plays(owner, user)
}
