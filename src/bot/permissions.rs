//! Who may do what: the GM rule as a pure function and the table of GM-only
//! commands, checked once for every command by the framework's command check.

use crate::session::Settings;

/// Commands only a GM may run, by qualified name ("campaign set", "enemy add").
pub const GM_COMMANDS: &[&str] = &[
    "campaign set",
    "campaign turn",
    "campaign rest",
    "campaign recover",
    "campaign gm add",
    "campaign gm remove",
    "campaign language",
    "campaign export",
    "campaign end",
    "character remove",
    "character skillup",
    "character revive",
    "enemy add",
    "enemy custom",
    "enemy hurt",
    "enemy attack",
    "hurt",
    "heal",
    "rads",
    "caps",
    "ap",
    "inventory add",
    "inventory remove",
    "effect add",
    "effect remove",
    "loot",
    "npc",
];

/// Commands anyone may run. Some check more inside: `character create` for
/// another member, `check`, `damage` and `use` on someone else's character and
/// a settled `trade` need a GM; `campaign import` needs a GM of the exported
/// campaign (or Manage Server).
pub const PLAYER_COMMANDS: &[&str] = &[
    "campaign start",
    "campaign import",
    "campaign status",
    "campaign log",
    "character create",
    "character sheet",
    "check",
    "roll",
    "damage",
    "initiative",
    "enemy list",
    "inventory show",
    "use",
    "effect list",
    "trade",
    "help",
];

/// Whether a command (by qualified name) is GM-only.
#[must_use]
pub fn is_gm_command(qualified_name: &str) -> bool {
    GM_COMMANDS.contains(&qualified_name)
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
    owner.trim() == user.to_string()
}
