//! The wasteland game's slash commands, grouped by subject, and the helpers
//! they share to find which character a user acts as.

pub mod character;
pub mod effect;
pub mod enemy;
pub mod inventory;
pub mod play;
pub mod stats;
pub mod world;

use crate::bot::{ephemeral, fail, permissions, text, Context, Error, Here};
use crate::engine::rulesets::wasteland::character::Character;
use crate::engine::rulesets::wasteland::Campaign;
use crate::session::SessionError;

fn own(campaign: &Campaign, user: i64) -> Option<&Character> {
    campaign
        .players
        .iter()
        .find(|p| permissions::owns(&p.owner, user))
}

/// The character a command acts as: the named one, which must be the user's
/// own unless they are a GM; without a name, the user's own character. Names
/// are resolved by the engine's one name identity (so "éva" is "Éva" and the
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
    match named {
        Some(name) => match campaign.player(&name) {
            Err(e) => {
                fail(ctx, here.lang, SessionError::Rule(e.bounded())).await?;
                Ok(None)
            }
            Ok(c) if !here.gm && !permissions::owns(&c.owner, here.actor) => {
                let args = [("name", c.name.clone().into())];
                ephemeral(ctx, text(here.lang, "err-not-your-character", &args)).await?;
                Ok(None)
            }
            Ok(c) => Ok(Some(c.name.clone())),
        },
        None => {
            if let Some(c) = own(&campaign, here.actor) {
                Ok(Some(c.name.clone()))
            } else {
                ephemeral(ctx, text(here.lang, "err-no-own-character", &[])).await?;
                Ok(None)
            }
        }
    }
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
                fail(ctx, here.lang, SessionError::Rule(e.bounded())).await?;
                return Ok(None);
            }
        }
    }
    if !here.gm
        && !found
            .iter()
            .any(|c| permissions::owns(&c.owner, here.actor))
    {
        let shown: Vec<String> = found.iter().map(|c| c.name.clone()).collect();
        let args = [("name", shown.join(", ").into())];
        ephemeral(ctx, text(here.lang, "err-not-your-character", &args)).await?;
        return Ok(None);
    }
    Ok(Some(found.into_iter().map(|c| c.name.clone()).collect()))
}
