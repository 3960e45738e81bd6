//! The wasteland game's calls on the session, typed: the game-neutral
//! session ([`Session::start_as`], [`Session::run_as`], ...) spoken with the
//! wasteland game's commands, outcomes and refusals, for its front ends (and
//! the tests that drive it).

use std::future::Future;

use crate::engine::rulesets::wasteland::{Campaign, Command, Outcome, Wasteland};
use crate::engine::Dice;
use crate::i18n::Lang;
use crate::session::{CampaignKey, Ran, Session, SessionError};

/// The session's calls, typed for the wasteland game: `use
/// overseer::games::wasteland::session::WastelandSession as _;`.
pub trait WastelandSession {
    /// Starts a fresh wasteland campaign on a channel; `AlreadyExists` if it
    /// has one.
    fn start(
        &self,
        key: CampaignKey,
        creator: i64,
        language: Option<Lang>,
    ) -> impl Future<Output = Result<Outcome, SessionError>> + Send;

    /// The command line's `init`: creates the campaign, or resets it to a
    /// fresh one (which can be undone).
    fn init(
        &self,
        key: CampaignKey,
        actor: i64,
    ) -> impl Future<Output = Result<Outcome, SessionError>> + Send;

    /// Runs a command of the wasteland game; its refusal is
    /// [`SessionError::Rule`], after which nothing changed.
    fn run<'a>(
        &'a self,
        key: CampaignKey,
        actor: i64,
        command: Command,
        dice: &'a mut (dyn Dice + Send),
    ) -> impl Future<Output = Result<Ran<Wasteland>, SessionError>> + Send + 'a;

    /// Resolves a Luck re-roll exactly once ([`Session::resolve_reroll_as`]).
    fn resolve_reroll<'a>(
        &'a self,
        roll_id: i64,
        actor: i64,
        accept: bool,
        dice: &'a mut (dyn Dice + Send),
    ) -> impl Future<Output = Result<Option<Ran<Wasteland>>, SessionError>> + Send + 'a;

    /// Loads a wasteland campaign read-only; `OtherGame` for a campaign of
    /// another game.
    fn campaign(
        &self,
        key: CampaignKey,
    ) -> impl Future<Output = Result<Campaign, SessionError>> + Send;
}

impl WastelandSession for Session {
    // The trait's futures are `Send`; written out so the bound is checked here.
    fn start(
        &self,
        key: CampaignKey,
        creator: i64,
        language: Option<Lang>,
    ) -> impl Future<Output = Result<Outcome, SessionError>> + Send {
        self.start_as::<Wasteland>(key, creator, language)
    }

    fn init(
        &self,
        key: CampaignKey,
        actor: i64,
    ) -> impl Future<Output = Result<Outcome, SessionError>> + Send {
        self.init_as::<Wasteland>(key, actor)
    }

    #[allow(clippy::manual_async_fn)]
    fn run<'a>(
        &'a self,
        key: CampaignKey,
        actor: i64,
        command: Command,
        dice: &'a mut (dyn Dice + Send),
    ) -> impl Future<Output = Result<Ran<Wasteland>, SessionError>> + Send + 'a {
        async move {
            self.run_as::<Wasteland>(key, actor, command, dice)
                .await?
                .map_err(SessionError::rule)
        }
    }

    fn resolve_reroll<'a>(
        &'a self,
        roll_id: i64,
        actor: i64,
        accept: bool,
        dice: &'a mut (dyn Dice + Send),
    ) -> impl Future<Output = Result<Option<Ran<Wasteland>>, SessionError>> + Send + 'a {
        self.resolve_reroll_as::<Wasteland>(roll_id, actor, accept, dice)
    }

    fn campaign(
        &self,
        key: CampaignKey,
    ) -> impl Future<Output = Result<Campaign, SessionError>> + Send {
        self.campaign_as::<Wasteland>(key)
    }
}
