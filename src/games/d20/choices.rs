//! The d20 game's fixed option choices (localized in commands.ftl as
//! `cmd-choice-<slug>`).

use crate::engine::rulesets::d20;

/// A save of the d20 game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
#[allow(missing_docs)]
pub enum SaveChoice {
    Fortitude,
    Reflex,
    Will,
}

impl From<SaveChoice> for d20::Skill {
    fn from(c: SaveChoice) -> d20::Skill {
        match c {
            SaveChoice::Fortitude => d20::Skill::Fortitude,
            SaveChoice::Reflex => d20::Skill::Reflex,
            SaveChoice::Will => d20::Skill::Will,
        }
    }
}

/// Give or take away (a condition).
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
#[allow(missing_docs)]
pub enum AddOrRemove {
    #[name = "add"]
    Add,
    #[name = "remove"]
    Remove,
}
