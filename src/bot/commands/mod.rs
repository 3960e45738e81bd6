//! The slash commands, grouped by subject, and the helpers they share to find
//! which character a user acts as.

pub mod campaign;
pub mod character;
pub mod choices;
pub mod effect;
pub mod enemy;
pub mod inventory;
pub mod play;
pub mod stats;
pub mod world;

use super::{ephemeral, text, Context, Data, Error, Here};
use crate::engine::character::Character;
use crate::engine::Campaign;

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
        inventory::inventory(),
        inventory::use_item(),
        effect::effect(),
        world::loot(),
        world::trade(),
        world::npc(),
        world::help(),
    ]
}

fn find<'c>(campaign: &'c Campaign, name: &str) -> Option<&'c Character> {
    campaign
        .players
        .iter()
        .find(|p| p.name.eq_ignore_ascii_case(name.trim()))
}

fn own(campaign: &Campaign, user: i64) -> Option<&Character> {
    campaign
        .players
        .iter()
        .find(|p| super::permissions::owns(&p.owner, user))
}

/// The character a command acts as: the named one, which must be the user's
/// own unless they are a GM; without a name, the user's own character.
/// Unknown names pass through so the engine reports them. Answers the user and
/// returns `None` when refused.
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
        Some(name) => match find(&campaign, &name) {
            Some(c) if !here.gm && !super::permissions::owns(&c.owner, here.actor) => {
                let args = [("name", c.name.clone().into())];
                ephemeral(ctx, text(here.lang, "err-not-your-character", &args)).await?;
                Ok(None)
            }
            _ => Ok(Some(name)),
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

/// Whether a non-GM may roll a check with these participants: they must play
/// one of them. Unknown names pass (the engine reports them).
pub(crate) async fn takes_part(ctx: Context<'_>, here: &Here, names: &[String]) -> bool {
    if here.gm {
        return true;
    }
    let Ok(campaign) = ctx.data().session.campaign(here.key).await else {
        return true;
    };
    let found: Vec<&Character> = names.iter().filter_map(|n| find(&campaign, n)).collect();
    found.len() < names.len()
        || found
            .iter()
            .any(|c| super::permissions::owns(&c.owner, here.actor))
}
