//! Fixed choices offered as Discord option choices (localized in commands.ftl
//! as `cmd-choice-<slug>`).

use crate::engine::ruleset::RulesetId;
use crate::i18n::Lang;

/// A language.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LangChoice {
    /// English.
    #[name = "en-US"]
    EnUs,
    /// Simplified Chinese.
    #[name = "zh-CN"]
    ZhCn,
}

impl From<LangChoice> for Lang {
    fn from(c: LangChoice) -> Lang {
        match c {
            LangChoice::EnUs => Lang::EnUs,
            LangChoice::ZhCn => Lang::ZhCn,
        }
    }
}

/// A game a campaign can be started with (the games this version plays).
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum GameChoice {
    /// The wasteland 2d20 game (the default).
    #[name = "wasteland-2d20"]
    Wasteland2d20,
    /// The d20 game.
    #[name = "d20"]
    D20,
    /// The classic Fallout game.
    #[name = "fallout-pnp"]
    FalloutPnp,
    /// The official Fallout 2d20 game.
    #[name = "fallout-2d20"]
    Fallout2d20,
}

impl From<GameChoice> for RulesetId {
    fn from(c: GameChoice) -> RulesetId {
        match c {
            GameChoice::Wasteland2d20 => RulesetId::Wasteland2d20,
            GameChoice::D20 => RulesetId::D20,
            GameChoice::FalloutPnp => RulesetId::FalloutPnp,
            GameChoice::Fallout2d20 => RulesetId::Fallout2d20,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::GameChoice;
    use crate::engine::ruleset::RulesetId;
    use poise::ChoiceParameter as _;

    #[test]
    fn every_game_choice_is_named_as_its_game_is_spelled() {
        for c in GameChoice::list().iter() {
            assert_eq!(
                c.name,
                RulesetId::from(GameChoice::from_name(&c.name).expect("a choice")).as_str()
            );
        }
    }
}
