//! The `/help` text: every command grouped by topic, GM-only ones marked.
//!
//! This module words the command table ([`super::table::COMMANDS`]) with the
//! one-line descriptions of `bot.ftl` (`help-topic-*`, `help-cmd-*`). The GM
//! marks come from the same table the framework's GM check reads, so they
//! cannot disagree with what is refused.

use super::table::{Entry, Topic, COMMANDS};
use crate::i18n::{self, Lang};

/// Every command the help lists, as typed (`/campaign set`), with whether it
/// is marked GM-only.
#[must_use]
pub fn listed() -> Vec<(String, bool)> {
    COMMANDS
        .iter()
        .map(|en| (format!("/{}", en.name), en.gm))
        .collect()
}

/// The commands of one topic, in table order.
fn of(topic: Topic) -> impl Iterator<Item = &'static Entry> {
    COMMANDS.iter().filter(move |e| e.topic == topic)
}

/// Every message id the help uses, for the locale test.
#[must_use]
pub fn message_ids() -> Vec<String> {
    let mut ids = vec!["help-gm".to_owned(), "help-intro".to_owned()];
    for topic in Topic::ALL {
        ids.push(format!("help-topic-{}", topic.id()));
        ids.extend(of(topic).map(|en| format!("help-cmd-{}", en.help)));
    }
    ids
}

/// The help, one (topic title, lines) pair per topic; each line is
/// "`/command` — what it does", with a GM mark on GM-only commands. Each body
/// stays far below Discord's 1024-character field limit.
#[must_use]
pub fn help_text(lang: Lang) -> Vec<(String, String)> {
    let gm = i18n::tr(lang, "help-gm", &[]);
    Topic::ALL
        .into_iter()
        .map(|topic| {
            let title = i18n::tr(lang, &format!("help-topic-{}", topic.id()), &[]);
            let body = of(topic)
                .map(|en| {
                    let what = i18n::tr(lang, &format!("help-cmd-{}", en.help), &[]);
                    if en.gm {
                        format!("`/{}` — {what} {gm}", en.name)
                    } else {
                        format!("`/{}` — {what}", en.name)
                    }
                })
                .collect::<Vec<_>>()
                .join("\n");
            (title, body)
        })
        .collect()
}
