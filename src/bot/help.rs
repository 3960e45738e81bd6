//! The `/help` text: every command grouped by topic, GM-only ones marked.
//!
//! This module lists commands and their one-line descriptions from `bot.ftl`
//! (`help-topic-*`, `help-cmd-*`). Which commands are GM-only it asks the
//! permission table ([`permissions::is_gm_command`]), the same one the
//! framework enforces, so the marks cannot disagree with what is refused.

use super::permissions;
use crate::i18n::{self, Lang};

/// One command in the help: how it is typed and its message id suffix.
struct Entry {
    command: &'static str,
    id: &'static str,
}

impl Entry {
    /// Whether only a GM may run it, from the permission table.
    fn gm(&self) -> bool {
        permissions::is_gm_command(self.command.trim_start_matches('/'))
    }
}

const fn e(command: &'static str, id: &'static str) -> Entry {
    Entry { command, id }
}

/// Topics in the order shown, with their commands.
const TOPICS: &[(&str, &[Entry])] = &[
    (
        "campaign",
        &[
            e("/campaign start", "campaign-start"),
            e("/campaign status", "campaign-status"),
            e("/campaign recover", "campaign-recover"),
            e("/campaign gm add", "campaign-gm-add"),
            e("/campaign gm remove", "campaign-gm-remove"),
            e("/campaign language", "campaign-language"),
            e("/campaign log", "campaign-log"),
            e("/campaign export", "campaign-export"),
            e("/campaign import", "campaign-import"),
            e("/campaign end", "campaign-end"),
        ],
    ),
    (
        "characters",
        &[
            e("/character create", "character-create"),
            e("/character sheet", "character-sheet"),
            e("/character remove", "character-remove"),
            e("/character skillup", "character-skillup"),
            e("/character revive", "character-revive"),
        ],
    ),
    (
        "checks",
        &[e("/check", "check"), e("/roll", "roll"), e("/ap", "ap")],
    ),
    (
        "combat",
        &[e("/damage", "damage"), e("/initiative", "initiative")],
    ),
    (
        "enemies",
        &[
            e("/enemy add", "enemy-add"),
            e("/enemy custom", "enemy-custom"),
            e("/enemy hurt", "enemy-hurt"),
            e("/enemy attack", "enemy-attack"),
            e("/enemy list", "enemy-list"),
        ],
    ),
    (
        "health",
        &[
            e("/hurt", "hurt"),
            e("/heal", "heal"),
            e("/rads", "rads"),
            e("/caps", "caps"),
            e("/inventory show", "inventory-show"),
            e("/inventory add", "inventory-add"),
            e("/inventory remove", "inventory-remove"),
            e("/use", "use"),
            e("/effect add", "effect-add"),
            e("/effect remove", "effect-remove"),
            e("/effect list", "effect-list"),
        ],
    ),
    (
        "world",
        &[
            e("/campaign set", "campaign-set"),
            e("/campaign turn", "campaign-turn"),
            e("/campaign rest", "campaign-rest"),
        ],
    ),
    (
        "trade",
        &[
            e("/loot", "loot"),
            e("/trade", "trade"),
            e("/npc", "npc"),
            e("/help", "help"),
        ],
    ),
];

/// Every command the help lists, as typed (`/campaign set`), with whether it
/// is marked GM-only.
#[must_use]
pub fn listed() -> Vec<(&'static str, bool)> {
    TOPICS
        .iter()
        .flat_map(|(_, entries)| entries.iter().map(|en| (en.command, en.gm())))
        .collect()
}

/// Every message id the help uses, for the locale test.
#[must_use]
pub fn message_ids() -> Vec<String> {
    let mut ids = vec!["help-gm".to_owned(), "help-intro".to_owned()];
    for (topic, entries) in TOPICS {
        ids.push(format!("help-topic-{topic}"));
        ids.extend(entries.iter().map(|en| format!("help-cmd-{}", en.id)));
    }
    ids
}

/// The help, one (topic title, lines) pair per topic; each line is
/// "`/command` — what it does", with a GM mark on GM-only commands. Each body
/// stays far below Discord's 1024-character field limit.
#[must_use]
pub fn help_text(lang: Lang) -> Vec<(String, String)> {
    let gm = i18n::tr(lang, "help-gm", &[]);
    TOPICS
        .iter()
        .map(|(topic, entries)| {
            let title = i18n::tr(lang, &format!("help-topic-{topic}"), &[]);
            let body = entries
                .iter()
                .map(|en| {
                    let what = i18n::tr(lang, &format!("help-cmd-{}", en.id), &[]);
                    if en.gm() {
                        format!("`{}` — {what} {gm}", en.command)
                    } else {
                        format!("`{}` — {what}", en.command)
                    }
                })
                .collect::<Vec<_>>()
                .join("\n");
            (title, body)
        })
        .collect()
}
