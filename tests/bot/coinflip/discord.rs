//! The coin flip on Discord: `/coin flip`, `/coin call`, `/coin score`, its
//! rows of the command table, and the hooks the Discord core calls
//! ([`Game`]); each command runs through the core's [`play::run_here`], as
//! the crate's own games do.

use overseer::bot::game::{board_of, start_with, BoxFuture, Game, RollAsk};
use overseer::bot::layout::escape;
use overseer::bot::play::{self, Play};
use overseer::bot::render::EmbedSpec;
use overseer::bot::table::{Entry, Topic};
use overseer::bot::{Context, Data, Error, Reply};
use overseer::engine::ruleset::{Ruleset as _, RulesetId};
use overseer::i18n::Lang;
use overseer::session::{CampaignKey, Session, SessionError, Shown};

use super::rules::{CoinFlip, Command, Event, Outcome, RuleError, Side, Table};
use super::words;

/// The game's front end.
pub struct Front;

/// The game's slash commands in the command table.
static TABLE: [Entry; 3] = [
    Entry::of_game(
        "coin flip",
        CoinFlip::ID,
        false,
        Topic::Checks,
        "coin-help-flip",
    ),
    Entry::of_game(
        "coin call",
        CoinFlip::ID,
        false,
        Topic::Checks,
        "coin-help-call",
    ),
    Entry::of_game(
        "coin score",
        CoinFlip::ID,
        false,
        Topic::Checks,
        "coin-help-score",
    ),
];

/// Flip a coin, call it, read the score.
// poise requires a parent command's body to be `async fn`.
#[allow(clippy::unused_async)]
#[poise::command(
    slash_command,
    subcommands("flip", "call", "score"),
    subcommand_required
)]
pub async fn coin(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Flip the coin.
#[poise::command(slash_command)]
pub async fn flip(ctx: Context<'_>) -> Result<(), Error> {
    play::run_here::<CoinFlip>(ctx, Command::Flip).await
}

/// A side to call.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum SideChoice {
    #[name = "heads"]
    Heads,
    #[name = "tails"]
    Tails,
}

/// Call heads or tails for your player; a right call scores a point.
#[poise::command(slash_command)]
pub async fn call(
    ctx: Context<'_>,
    #[max_length = 32] name: String,
    side: SideChoice,
) -> Result<(), Error> {
    let side = match side {
        SideChoice::Heads => Side::Heads,
        SideChoice::Tails => Side::Tails,
    };
    let owner = ctx.author().id.get().to_string();
    play::run_here::<CoinFlip>(ctx, Command::Call { name, owner, side }).await
}

/// The score.
#[poise::command(slash_command)]
pub async fn score(ctx: Context<'_>) -> Result<(), Error> {
    play::run_here::<CoinFlip>(ctx, Command::Score).await
}

impl Play for CoinFlip {
    fn reply(lang: Lang, _name: &'static str, outcome: &Outcome, _after: Option<&Table>) -> Reply {
        Reply::embeds(words::embeds(lang, &outcome.events))
    }

    fn refusal(lang: Lang, error: &RuleError) -> String {
        words::refusal(lang, error, &escape)
    }
}

impl Game for Front {
    fn id(&self) -> RulesetId {
        CoinFlip::ID
    }

    fn name(&self, lang: Lang) -> String {
        words::game(lang)
    }

    fn commands(&self) -> Vec<poise::Command<Data, Error>> {
        vec![coin()]
    }

    fn table(&self) -> &'static [Entry] {
        &TABLE
    }

    fn start<'a>(
        &'a self,
        session: &'a Session,
        key: CampaignKey,
        actor: i64,
        language: Option<Lang>,
        lang: Lang,
    ) -> BoxFuture<'a, Result<Vec<EmbedSpec>, SessionError>> {
        start_with::<CoinFlip>(session, key, actor, language, move |o| {
            words::embeds(lang, &o.events)
        })
    }

    fn board(&self, shown: &Shown, lang: Lang) -> Result<Vec<EmbedSpec>, SessionError> {
        board_of::<CoinFlip>(shown, &Command::Score, |o| words::embeds(lang, &o.events))
    }

    fn sheet(
        &self,
        shown: &Shown,
        _name: &str,
        lang: Lang,
    ) -> Result<Vec<EmbedSpec>, SessionError> {
        self.board(shown, lang)
    }

    fn enemy(
        &self,
        _shown: &Shown,
        _name: &str,
        _lang: Lang,
    ) -> Result<Option<Vec<EmbedSpec>>, SessionError> {
        Ok(None)
    }

    fn characters(&self, shown: &Shown) -> Result<Vec<String>, SessionError> {
        let table = shown.campaign::<CoinFlip>()?;
        Ok(table.players.into_iter().map(|p| p.name).collect())
    }

    fn logged(&self, events: &serde_json::Value, lang: Lang) -> Option<Vec<EmbedSpec>> {
        let events: Vec<Event> = serde_json::from_value(events.clone()).ok()?;
        Some(words::embeds(lang, &events))
    }

    fn roll<'a>(&'a self, ask: RollAsk<'a>) -> BoxFuture<'a, Result<(), Error>> {
        Box::pin(async move {
            let (ctx, here) = (ask.ctx, ask.here);
            let text = match here.lang {
                Lang::ZhCn => "这个游戏只抛硬币：用 /coin flip。",
                Lang::EnUs => "This game only flips a coin: use /coin flip.",
            };
            let reply = poise::CreateReply::default()
                .content(text)
                .ephemeral(true)
                .allowed_mentions(overseer::bot::no_mentions());
            ctx.send(reply).await?;
            Ok(())
        })
    }
}
