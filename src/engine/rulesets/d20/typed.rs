//! `attack` as typed on the command line without quotes: where the weapon's
//! words end and the targets' begin is read from the weapons the campaign
//! knows, its homebrew over the shipped table, when the command runs (the
//! parser is pure and knows only the shipped table, and a batch may import
//! the homebrew a line earlier).

use super::campaign::Campaign;
use super::command::Command;

impl Campaign {
    /// `attack <attacker> <weapon...> <targets...>`: the longest run of
    /// leading `words` that names a weapon of the campaign is the weapon
    /// (one word when none does), the rest the comma-separated targets.
    #[must_use]
    pub fn typed_attack(&self, attacker: &str, words: &[String], modifier: i64) -> Command {
        let used = (1..words.len())
            .rev()
            .find(|&k| self.homebrew.weapons.find(&words[..k].join(" ")).is_some())
            .unwrap_or(1);
        Command::Attack {
            attacker: attacker.to_owned(),
            weapon: words[..used].join(" "),
            targets: words[used..]
                .join(" ")
                .split(',')
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(str::to_owned)
                .collect(),
            modifier,
        }
    }
}
