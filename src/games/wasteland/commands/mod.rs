//! The wasteland game's slash commands, grouped by subject, and the helpers
//! they share to find which character a user acts as or looks at, and to
//! run the command made for it, or from the options they read; here too
//! the views of a character (`/character sheet`, `/inventory show`,
//! `/effect list`), alike but for what they show.

pub mod campaign;
pub mod character;
pub mod effect;
pub mod enemy;
pub mod inventory;
pub mod play;
pub mod stats;
pub mod world;

use crate::engine::roster::Roster as _;
use crate::games::wasteland::session::WastelandSession as _;
use poise::serenity_prelude as serenity;
use serenity::{CreateActionRow, CreateButton};

use crate::bot::{
    defer, ephemeral, fail, here, permissions, render, send, send_saved, text, Context, Error,
    Here, Reply,
};
use crate::engine::rulesets::wasteland::character::Character;
use crate::engine::rulesets::wasteland::Campaign;
use crate::engine::rulesets::wasteland::Command;
use crate::i18n::Lang;
use crate::session::Ran;
use crate::session::SessionError;

fn own(campaign: &Campaign, user: i64) -> Option<&Character> {
    campaign
        .players
        .iter()
        .find(|p| permissions::owns(&p.owner, user))
}

/// The character a command acts as, by the acting-as rule
/// ([`crate::engine::roster`]): the named one, which must be the user's own
/// unless they are a GM; without a name, the user's own character. Names are
/// resolved by the engine's one name identity (so "éva" is "Éva" and the
/// Kelvin sign is a "K"), and a name that resolves to no character is refused
/// here, never passed on. Returns the character's name as stored. Answers the
/// user and returns `None` when refused.
pub(crate) async fn acting_as(
    ctx: Context<'_>,
    here: &Here,
    named: Option<String>,
) -> Result<Option<String>, Error> {
    let campaign = match ctx.data().session.campaign(here.key).await {
        Ok(c) => c,
        Err(e) => {
            fail(ctx, here.lang, e).await?;
            return Ok(None);
        }
    };
    let acting = campaign.acting_as(here.actor, here.gm, named.as_deref(), false);
    crate::bot::acting::settle(ctx, here.lang, acting, |name| {
        let refused = campaign.player(name).err()?;
        Some(super::render::rule_error(here.lang, &refused.bounded()))
    })
    .await
}

/// A character to look at (anyone may look): the named one, else the user's
/// own, else `None` (the whole campaign).
pub(crate) async fn viewing(
    ctx: Context<'_>,
    here: &Here,
    named: Option<String>,
) -> Option<String> {
    if named.is_some() {
        return named;
    }
    let campaign = ctx.data().session.campaign(here.key).await.ok()?;
    own(&campaign, here.actor).map(|c| c.name.clone())
}

/// The participants of a check, resolved by the engine's name identity: every
/// name must be a character (the first that is not is refused), and a non-GM
/// must play one of them. Returns their names as stored; answers the user and
/// returns `None` when refused.
pub(crate) async fn taking_part(
    ctx: Context<'_>,
    here: &Here,
    names: &[String],
) -> Result<Option<Vec<String>>, Error> {
    let campaign = match ctx.data().session.campaign(here.key).await {
        Ok(c) => c,
        Err(e) => {
            fail(ctx, here.lang, e).await?;
            return Ok(None);
        }
    };
    let mut found = Vec::with_capacity(names.len());
    for name in names {
        match campaign.player(name) {
            Ok(c) => found.push(c),
            Err(e) => {
                fail(ctx, here.lang, SessionError::rule(e.bounded())).await?;
                return Ok(None);
            }
        }
    }
    if !here.gm
        && !found
            .iter()
            .any(|c| permissions::owns(&c.owner, here.actor))
    {
        let shown: Vec<String> = found
            .iter()
            .map(|c| crate::bot::layout::escape(&c.name))
            .collect();
        let args = [("name", shown.join(", ").into())];
        ephemeral(ctx, text(here.lang, "err-not-your-character", &args)).await?;
        return Ok(None);
    }
    Ok(Some(found.into_iter().map(|c| c.name.clone()).collect()))
}

/// The Luck buttons of a check whose re-roll is pending.
#[must_use]
pub(crate) fn luck_buttons(lang: Lang, roll_id: i64) -> Vec<CreateActionRow> {
    let (reroll, keep) = render::luck_button_labels(lang);
    vec![CreateActionRow::Buttons(vec![
        CreateButton::new(format!("luck:v1:{roll_id}:reroll"))
            .label(reroll)
            .style(serenity::ButtonStyle::Primary),
        CreateButton::new(format!("luck:v1:{roll_id}:keep"))
            .label(keep)
            .style(serenity::ButtonStyle::Secondary),
    ])]
}

/// The reply to a command's outcome: its embeds, and the Luck buttons when a
/// re-roll is pending.
pub(crate) fn ran_reply(
    lang: Lang,
    ran: &Ran<crate::engine::rulesets::wasteland::Wasteland>,
) -> Reply {
    let mut reply = Reply::embeds(crate::games::wasteland::render::outcome_specs(
        lang,
        &ran.outcome,
    ));
    if let Some(id) = ran.reroll_id {
        reply.components = luck_buttons(lang, id);
    }
    // A passed attack check (Small Guns, Melee): its leader may roll damage.
    // A repeated check offers none: which of its hits would it be for?
    let checks = ran
        .outcome
        .events
        .iter()
        .filter(|e| matches!(e, crate::engine::rulesets::wasteland::Event::Check { .. }))
        .count();
    for event in ran.outcome.events.iter().filter(|_| checks == 1) {
        if let crate::engine::rulesets::wasteland::Event::Check { result, .. } = event {
            use crate::engine::rulesets::wasteland::skills::Skill;
            let melee = match result.skill {
                Some(Skill::Melee) => Some(true),
                Some(Skill::SmallGuns) => Some(false),
                _ => None,
            };
            if let Some(melee) = melee.filter(|_| result.passed) {
                if reply.components.len() < 5 {
                    let row = crate::games::wasteland::buttons::damage_button(
                        lang,
                        &result.leader,
                        melee,
                    );
                    reply.components.push(row);
                }
            }
        }
    }
    // A new chapter: a button per character to pick their one skill raise.
    for event in &ran.outcome.events {
        if let crate::engine::rulesets::wasteland::Event::ChapterRaises { players } = event {
            reply
                .components
                .extend(crate::games::wasteland::buttons::raise_buttons(players));
        }
    }
    reply
}

/// Runs one engine command in this channel's campaign and replies (deferred
/// first if the session is slow, see [`defer`]). A read-only command's reply
/// is an ordinary one; a change's reply is [`send_saved`].
pub(crate) async fn run_in(
    ctx: Context<'_>,
    here: &Here,
    mut command: Command,
) -> Result<(), Error> {
    crate::games::wasteland::vocabulary::canonical(&mut command);
    let mut dice = ctx.data().dice();
    let read_only = command.is_read_only();
    let work = ctx
        .data()
        .session
        .run(here.key, here.actor, command, &mut dice);
    match defer::command(ctx, work).await? {
        Ok(ran) if read_only => send(ctx, ran_reply(here.lang, &ran)).await,
        Ok(ran) => send_saved(ctx, here.lang, ran_reply(here.lang, &ran)).await,
        Err(e) => fail(ctx, here.lang, e).await,
    }
}

/// The common case: load the channel's campaign, run, reply.
pub(crate) async fn execute(ctx: Context<'_>, command: Command) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    run_in(ctx, &here, command).await
}

/// Runs the command made for the character a user acts as ([`acting_as`]):
/// the one `named`, else their own.
pub(crate) async fn run_acting(
    ctx: Context<'_>,
    here: &Here,
    named: Option<String>,
    command: impl FnOnce(String) -> Command + Send,
) -> Result<(), Error> {
    let Some(player) = acting_as(ctx, here, named).await? else {
        return Ok(());
    };
    run_in(ctx, here, command(player)).await
}

/// [`run_acting`] in this channel's campaign, where there is one.
pub(crate) async fn run_acting_here(
    ctx: Context<'_>,
    named: Option<String>,
    command: impl FnOnce(String) -> Command + Send,
) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    run_acting(ctx, &here, named, command).await
}

/// Runs the command made for the character to look at ([`viewing`]): the
/// one `named`, else the user's own, else `None` (the whole campaign).
pub(crate) async fn run_viewing(
    ctx: Context<'_>,
    named: Option<String>,
    command: impl FnOnce(Option<String>) -> Command + Send,
) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    let player = viewing(ctx, &here, named).await;
    run_in(ctx, &here, command(player)).await
}

/// Commands that each name a character (`character`, completed from the
/// campaign's characters): first, or last and optional after `..`, as
/// [`crate::bot::play::character_commands`] makes them.
macro_rules! character_commands {
    ($($commands:tt)+) => {
        $crate::bot::play::character_commands! {
            "crate::games::wasteland::autocomplete::character", $($commands)+
        }
    };
}
pub(crate) use character_commands;

// The views of a character: each the one named, else the user's own, else
// the whole campaign ([`run_viewing`]).
crate::bot::play::alike_commands! {
    (
        ctx,
        #[max_length = 32]
        #[autocomplete = "crate::games::wasteland::autocomplete::character"]
        character: Option<String>,
    )
    /// A character's sheet (yours by default).
    sheet => run_viewing(ctx, character, |player| Command::Status { player });
    /// A character's inventory (yours by default).
    show => run_viewing(ctx, character, |player| Command::Status { player });
    /// A character's effects (yours by default).
    list => run_viewing(ctx, character, |player| match player {
        Some(player) => Command::EffectList { player },
        None => Command::Status { player: None },
    });
}

/// Runs the command made from what was read from a command's options, or
/// answers the rules' refusal of what could not be read (nothing runs).
pub(crate) async fn run_read<T: Send>(
    ctx: Context<'_>,
    here: &Here,
    read: Result<T, crate::engine::rulesets::wasteland::RuleError>,
    command: impl FnOnce(T) -> Command + Send,
) -> Result<(), Error> {
    match read {
        Ok(value) => run_in(ctx, here, command(value)).await,
        Err(e) => fail(ctx, here.lang, SessionError::rule(e)).await,
    }
}

/// [`run_read`] in this channel's campaign, where there is one.
pub(crate) async fn run_read_here<T: Send>(
    ctx: Context<'_>,
    read: Result<T, crate::engine::rulesets::wasteland::RuleError>,
    command: impl FnOnce(T) -> Command + Send,
) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    run_read(ctx, &here, read, command).await
}
