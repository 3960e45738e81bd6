//! The `/help` text: the commands of the channel's game grouped by topic,
//! GM-only ones marked.
//!
//! This module words the command table ([`super::table::commands`]) with the
//! one-line descriptions of the locales (`help-topic-*`, and each entry's
//! help id). The GM marks come from the same table the framework's GM check
//! reads, so they cannot disagree with what is refused, and a game's list
//! holds exactly the commands its campaigns accept.

use super::table::{commands, of_game, Entry, Topic};
use crate::engine::ruleset::RulesetId;
use crate::i18n::{self, Lang};

/// Every command the help of some game lists, as typed (`/campaign set`),
/// with whether it is marked GM-only.
#[must_use]
pub fn listed() -> Vec<(String, bool)> {
    commands()
        .iter()
        .map(|en| (format!("/{}", en.name), en.gm))
        .collect()
}

/// The commands of one topic in a game, in table order.
fn of(game: RulesetId, topic: Topic) -> impl Iterator<Item = &'static Entry> {
    of_game(game).filter(move |e| e.topic == topic)
}

/// Every message id the help uses, for the locale test.
#[must_use]
pub fn message_ids() -> Vec<String> {
    let mut ids = vec!["help-gm".to_owned(), "help-intro".to_owned()];
    for topic in Topic::ALL {
        ids.push(format!("help-topic-{}", topic.id()));
    }
    ids.extend(commands().iter().map(Entry::help_id));
    ids
}

/// The default game's help ([`help_for`]).
#[must_use]
pub fn help_text(lang: Lang) -> Vec<(String, String)> {
    help_for(lang, crate::engine::ruleset::rulesets().default())
}

/// The help of one game, one (topic title, lines) pair per topic that has
/// commands in it; each line is "`/command` — what it does", with a GM mark
/// on GM-only commands. Each body stays far below Discord's 1024-character
/// field limit.
#[must_use]
pub fn help_for(lang: Lang, game: RulesetId) -> Vec<(String, String)> {
    let gm = i18n::tr(lang, "help-gm", &[]);
    Topic::ALL
        .into_iter()
        .filter_map(|topic| {
            let lines: Vec<String> = of(game, topic)
                .map(|en| {
                    let what = i18n::tr(lang, &en.help_id(), &[]);
                    if en.gm {
                        format!("`/{}` — {what} {gm}", en.name)
                    } else {
                        format!("`/{}` — {what}", en.name)
                    }
                })
                .collect();
            if lines.is_empty() {
                return None;
            }
            let title = i18n::tr(lang, &format!("help-topic-{}", topic.id()), &[]);
            Some((title, lines.join("\n")))
        })
        .collect()
}
