//! `creature-add` as typed on the command line without quotes: where the
//! template's words end is read from the templates the campaign knows, its
//! homebrew over the shipped table, when the command runs (the parser is
//! pure and knows only the shipped table, and a batch may import the
//! homebrew a line earlier).

use super::campaign::Campaign;
use super::command::Command;

impl Campaign {
    /// `creature-add <template...> [count] [name...]`: the longest run of
    /// leading `words` that names a template of the campaign is the
    /// template (one word when none does); a whole number after it is the
    /// count, the words after that the base name.
    #[must_use]
    pub fn typed_creatures(&self, words: &[String], ally: bool) -> Command {
        let used = (1..=words.len())
            .rev()
            .find(|&k| {
                self.homebrew
                    .creatures
                    .find(&words[..k].join(" "))
                    .is_some()
            })
            .unwrap_or(1);
        let (count, name_from) = match words
            .get(used)
            .and_then(|w| crate::engine::notation::whole_number(w))
        {
            Some(n) => (n, used + 1),
            None => (1, used),
        };
        Command::AddCreature {
            template: words[..used.min(words.len())].join(" "),
            name: (words.len() > name_from).then(|| words[name_from..].join(" ")),
            count,
            ally,
        }
    }
}
