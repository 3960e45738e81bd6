//! The d20 game's front end: `/d20`, its autocomplete and its replies.

pub mod autocomplete;
pub(crate) mod commands;
pub mod render;
mod table;

use crate::bot::game::{board_of, start_with, BoxFuture, Game};
use crate::bot::render::EmbedSpec;
use crate::bot::table::Entry;
use crate::bot::{Context, Data, Error, Here};
use crate::engine::ruleset::RulesetId;
use crate::engine::rulesets::d20::{Command, D20};
use crate::i18n::Lang;
use crate::session::{CampaignKey, Session, SessionError, Shown};

/// The d20 game's front end.
pub struct Front;

impl Game for Front {
    fn id(&self) -> RulesetId {
        RulesetId::D20
    }

    fn commands(&self) -> Vec<poise::Command<Data, Error>> {
        vec![commands::d20()]
    }

    fn table(&self) -> &'static [Entry] {
        table::TABLE
    }

    fn start<'a>(
        &'a self,
        session: &'a Session,
        key: CampaignKey,
        actor: i64,
        language: Option<Lang>,
        lang: Lang,
    ) -> BoxFuture<'a, Result<Vec<EmbedSpec>, SessionError>> {
        start_with::<D20>(session, key, actor, language, move |o| {
            render::outcome_specs(lang, o)
        })
    }

    fn board(&self, shown: &Shown, lang: Lang) -> Result<Vec<EmbedSpec>, SessionError> {
        board_of::<D20>(shown, &Command::Status { name: None }, |o| {
            render::outcome_specs(lang, o)
        })
    }

    fn roll<'a>(
        &'a self,
        ctx: Context<'a>,
        here: &'a Here,
        dice: &'a str,
        repeat: i64,
    ) -> BoxFuture<'a, Result<(), Error>> {
        Box::pin(commands::roll(ctx, here, dice, repeat))
    }
}
