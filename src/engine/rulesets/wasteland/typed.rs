//! Commands as typed on the command line where the words alone do not say
//! where one name ends and the next begins (`enemy-add Glowing Mole`: a
//! template of two words, or an enemy "Glowing" of the template "Mole"?).
//! The campaign splits them by the names it knows, its homebrew over the
//! shipped tables, when the command runs: the parser is pure and knows only
//! the shipped tables, and a batch may import the homebrew a line earlier.

use serde::{Deserialize, Serialize};

use super::campaign::Campaign;
use super::command::{Command, EnemySpec};

/// Words of a command the campaign splits (see the module).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Typed {
    /// `enemy-add <name?> <template...> [xN]`: all the words are a template
    /// the campaign knows, else the first is the name and the rest the
    /// template.
    EnemyAdd {
        /// The words, at least two.
        words: Vec<String>,
        /// `xN`: a pack of that many.
        count: Option<i64>,
    },
    /// `use-item <player> <item...> <target?>`: all the words are a
    /// consumable the campaign knows, else the last one is the target.
    UseItem {
        /// Who uses it.
        player: String,
        /// The words, at least two.
        words: Vec<String>,
        /// Whose inventory pays, if not the user's.
        provider: Option<String>,
    },
}

impl Typed {
    /// The command's name in the seed's language.
    #[must_use]
    pub fn name(&self) -> &'static str {
        match self {
            Typed::EnemyAdd { .. } => "enemy-add",
            Typed::UseItem { .. } => "use-item",
        }
    }

    /// The command these words are in `campaign`.
    #[must_use]
    pub fn resolve(&self, campaign: &Campaign) -> Command {
        match self {
            Typed::EnemyAdd { words, count } => {
                let whole = words.join(" ");
                let brew = &campaign.homebrew.enemies;
                let (template, name) = match words.split_first() {
                    Some((first, rest)) if !rest.is_empty() && brew.find(&whole).is_none() => {
                        (rest.join(" "), Some(first.clone()))
                    }
                    _ => (whole, None),
                };
                match count {
                    Some(count) => Command::AddPack {
                        template,
                        count: *count,
                        name,
                    },
                    None => Command::AddEnemy(EnemySpec::Template { template, name }),
                }
            }
            Typed::UseItem {
                player,
                words,
                provider,
            } => {
                let whole = words.join(" ");
                let brew = &campaign.homebrew.consumables;
                let (item, target) = match words.split_last() {
                    Some((last, rest)) if !rest.is_empty() && brew.find(&whole).is_none() => {
                        (rest.join(" "), Some(last.clone()))
                    }
                    _ => (whole, None),
                };
                Command::UseItem {
                    player: player.clone(),
                    item,
                    target,
                    provider: provider.clone(),
                }
            }
        }
    }
}
