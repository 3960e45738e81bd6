//! The slash commands, grouped by subject, and the helpers they share to find
//! which character a user acts as.

pub mod campaign;
pub mod character;
pub mod choices;
pub mod d20;
pub mod effect;
pub mod enemy;
pub mod f2d20;
pub mod inventory;
pub mod play;
pub mod pnp;
pub mod stats;
pub mod world;

use super::{ephemeral, text, Context, Data, Error, Here};
use crate::engine::character::Character;
use crate::engine::Campaign;
use crate::session::SessionError;

/// Every command, as written (before localization).
#[must_use]
pub fn all() -> Vec<poise::Command<Data, Error>> {
    vec![
        campaign::campaign(),
        character::character(),
        play::check(),
        play::roll(),
        play::damage(),
        play::initiative(),
        enemy::enemy(),
        stats::hurt(),
        stats::heal(),
        stats::rads(),
        stats::caps(),
        stats::ap(),
        stats::doctor(),
        stats::first_aid(),
        inventory::inventory(),
        inventory::use_item(),
        effect::effect(),
        world::loot(),
        world::trade(),
        world::npc(),
        world::help(),
        world::location(),
        world::move_team(),
        world::open_container(),
        d20::d20(),
        pnp::pnp(),
        f2d20::f2d20(),
    ]
}

fn own(campaign: &Campaign, user: i64) -> Option<&Character> {
    campaign
        .players
        .iter()
        .find(|p| super::permissions::owns(&p.owner, user))
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
            super::fail(ctx, here.lang, e).await?;
            return Ok(None);
        }
    };
    match named {
        Some(name) => match campaign.player(&name) {
            Err(e) => {
                super::fail(ctx, here.lang, SessionError::Rule(e.bounded())).await?;
                Ok(None)
            }
            Ok(c) if !here.gm && !super::permissions::owns(&c.owner, here.actor) => {
                let args = [("name", super::layout::escape(&c.name).into())];
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
            super::fail(ctx, here.lang, e).await?;
            return Ok(None);
        }
    };
    let mut found = Vec::with_capacity(names.len());
    for name in names {
        match campaign.player(name) {
            Ok(c) => found.push(c),
            Err(e) => {
                super::fail(ctx, here.lang, SessionError::Rule(e.bounded())).await?;
                return Ok(None);
            }
        }
    }
    if !here.gm
        && !found
            .iter()
            .any(|c| super::permissions::owns(&c.owner, here.actor))
    {
        let shown: Vec<String> = found
            .iter()
            .map(|c| super::layout::escape(&c.name))
            .collect();
        let args = [("name", shown.join(", ").into())];
        ephemeral(ctx, text(here.lang, "err-not-your-character", &args)).await?;
        return Ok(None);
    }
    Ok(Some(found.into_iter().map(|c| c.name.clone()).collect()))
}

/// A game's characters as the `/d20`, `/pnp` and `/f2d20` lookups need
/// them: whose is whose.
pub(crate) trait Roster {
    /// Each character's name and owner, in roster order.
    fn owners(&self) -> Vec<(&str, &str)>;

    /// The name of the first character `actor` owns, if any.
    fn own(&self, actor: i64) -> Option<String> {
        self.owners()
            .into_iter()
            .find(|(_, owner)| super::permissions::owns(owner, actor))
            .map(|(name, _)| name.to_owned())
    }
}

impl Roster for crate::engine::rulesets::d20::Campaign {
    fn owners(&self) -> Vec<(&str, &str)> {
        self.characters
            .iter()
            .map(|c| (c.name.as_str(), c.owner.as_str()))
            .collect()
    }
}

impl Roster for crate::engine::rulesets::pnp::Campaign {
    fn owners(&self) -> Vec<(&str, &str)> {
        self.characters
            .iter()
            .map(|c| (c.name.as_str(), c.owner.as_str()))
            .collect()
    }
}

impl Roster for crate::engine::rulesets::fallout2d20::Campaign {
    fn owners(&self) -> Vec<(&str, &str)> {
        self.characters
            .iter()
            .map(|c| (c.name.as_str(), c.owner.as_str()))
            .collect()
    }
}

/// Whose sheet a game's sheet command shows: the one named, else the user's
/// own character, else `None` (the game's board). `Ok(None)` when the
/// campaign could not be read (the failure is answered).
pub(crate) async fn sheet_of<R>(
    ctx: Context<'_>,
    here: &Here,
    named: Option<String>,
) -> Result<Option<Option<String>>, Error>
where
    R: crate::engine::ruleset::Ruleset,
    R::Campaign: Roster,
{
    if named.is_some() {
        return Ok(Some(named));
    }
    match ctx.data().session.campaign_as::<R>(here.key).await {
        Ok(campaign) => Ok(Some(campaign.own(here.actor))),
        Err(e) => {
            super::fail(ctx, here.lang, e).await?;
            Ok(None)
        }
    }
}
