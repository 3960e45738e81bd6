//! The Fallout 2d20 game's front end: `/f2d20`, its roll buttons, its
//! autocomplete and its replies.

pub mod autocomplete;
pub(crate) mod buttons;
pub(crate) mod commands;
pub mod render;
mod table;

use crate::bot::buttons::Answer;
use crate::bot::game::{board_of, start_with, BoxFuture, Game, Press};
use crate::bot::render::EmbedSpec;
use crate::bot::table::Entry;
use crate::bot::{ephemeral, text, Context, Data, Error, Here};
use crate::engine::ruleset::RulesetId;
use crate::engine::rulesets::fallout2d20::{Command, Fallout2d20};
use crate::i18n::Lang;
use crate::session::{CampaignKey, Session, SessionError, Shown};

/// The Fallout 2d20 game's front end.
pub struct Front;

impl Game for Front {
    fn id(&self) -> RulesetId {
        RulesetId::Fallout2d20
    }

    fn commands(&self) -> Vec<poise::Command<Data, Error>> {
        vec![commands::f2d20()]
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
        start_with::<Fallout2d20>(session, key, actor, language, move |o| {
            render::outcome_specs(lang, o)
        })
    }

    fn board(&self, shown: &Shown, lang: Lang) -> Result<Vec<EmbedSpec>, SessionError> {
        board_of::<Fallout2d20>(shown, &Command::Status { name: None }, |o| {
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
        Box::pin(async move {
            if repeat > 1 {
                // The game's combat dice roll once per command.
                return ephemeral(ctx, text(here.lang, "err-roll-no-repeat", &[])).await;
            }
            commands::roll_words(ctx, here, dice).await
        })
    }

    fn press<'a>(&'a self, custom_id: &'a str, press: Press<'a>) -> Option<BoxFuture<'a, Answer>> {
        buttons::press(custom_id, press)
    }
}
