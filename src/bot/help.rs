//! The `/help` text: every command grouped by topic, GM-only ones marked.
//!
//! This module only lists commands and their one-line descriptions from
//! `bot.ftl` (`help-topic-*`, `help-cmd-*`); it does not know how commands are
//! registered or authorized.

use crate::i18n::{self, Lang};

/// One command in the help: how it is typed, its message id suffix, and
/// whether only a GM may use it.
struct Entry {
    command: &'static str,
    id: &'static str,
    gm: bool,
}

const fn e(command: &'static str, id: &'static str, gm: bool) -> Entry {
    Entry { command, id, gm }
}

/// Topics in the order shown, with their commands.
const TOPICS: &[(&str, &[Entry])] = &[
    (
        "campaign",
        &[
            e("/campaign start", "campaign-start", false),
            e("/campaign status", "campaign-status", false),
            e("/campaign recover", "campaign-recover", true),
            e("/campaign gm add", "campaign-gm-add", true),
            e("/campaign gm remove", "campaign-gm-remove", true),
            e("/campaign language", "campaign-language", true),
            e("/campaign log", "campaign-log", false),
            e("/campaign export", "campaign-export", true),
            e("/campaign import", "campaign-import", true),
            e("/campaign end", "campaign-end", true),
        ],
    ),
    (
        "characters",
        &[
            e("/character create", "character-create", false),
            e("/character sheet", "character-sheet", false),
            e("/character remove", "character-remove", false),
            e("/character skillup", "character-skillup", false),
            e("/character revive", "character-revive", true),
        ],
    ),
    (
        "checks",
        &[
            e("/check", "check", false),
            e("/roll", "roll", false),
            e("/ap", "ap", false),
        ],
    ),
    (
        "combat",
        &[
            e("/damage", "damage", false),
            e("/initiative", "initiative", true),
        ],
    ),
    (
        "enemies",
        &[
            e("/enemy add", "enemy-add", true),
            e("/enemy custom", "enemy-custom", true),
            e("/enemy hurt", "enemy-hurt", true),
            e("/enemy attack", "enemy-attack", true),
            e("/enemy list", "enemy-list", false),
        ],
    ),
    (
        "health",
        &[
            e("/hurt", "hurt", true),
            e("/heal", "heal", false),
            e("/rads", "rads", true),
            e("/caps", "caps", false),
            e("/inventory show", "inventory-show", false),
            e("/inventory add", "inventory-add", true),
            e("/inventory remove", "inventory-remove", false),
            e("/use", "use", false),
            e("/effect add", "effect-add", true),
            e("/effect remove", "effect-remove", true),
            e("/effect list", "effect-list", false),
        ],
    ),
    (
        "world",
        &[
            e("/campaign set", "campaign-set", true),
            e("/campaign turn", "campaign-turn", true),
            e("/campaign rest", "campaign-rest", true),
        ],
    ),
    (
        "trade",
        &[
            e("/loot", "loot", true),
            e("/trade", "trade", false),
            e("/npc", "npc", true),
            e("/help", "help", false),
        ],
    ),
];

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
                    if en.gm {
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
