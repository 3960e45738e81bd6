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

/// A game a campaign can be started with: the games the bot was handed
/// ([`crate::bot::game::games`]), in their order, each named by its id.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameChoice(RulesetId);

impl poise::ChoiceParameter for GameChoice {
    fn list() -> std::borrow::Cow<'static, [poise::CommandParameterChoice]> {
        crate::bot::game::games()
            .all()
            .iter()
            .map(|game| poise::CommandParameterChoice {
                name: game.id().as_str().into(),
                localizations: Vec::new().into(),
                __non_exhaustive: (),
            })
            .collect::<Vec<_>>()
            .into()
    }

    fn from_index(index: usize) -> Option<GameChoice> {
        let games = crate::bot::game::games().all();
        games.get(index).map(|game| GameChoice(game.id()))
    }

    fn from_name(name: &str) -> Option<GameChoice> {
        let games = crate::bot::game::games().all();
        games
            .iter()
            .map(|game| game.id())
            .find(|id| id.as_str() == name)
            .map(GameChoice)
    }

    fn name(&self) -> &'static str {
        self.0.as_str()
    }

    fn localized_name(&self, _locale: &str) -> Option<&'static str> {
        None
    }
}

impl From<GameChoice> for RulesetId {
    fn from(c: GameChoice) -> RulesetId {
        c.0
    }
}
