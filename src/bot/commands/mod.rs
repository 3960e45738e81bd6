//! The slash commands, grouped by subject, and the helpers they share to find
//! which character a user acts as.

pub mod campaign;
pub mod choices;

use super::{Context, Data, Error, Here};
use crate::games::{d20, fallout2d20, pnp, wasteland};

/// Every command, as written (before localization).
#[must_use]
pub fn all() -> Vec<poise::Command<Data, Error>> {
    vec![
        campaign::campaign(),
        wasteland::commands::character::character(),
        wasteland::commands::play::check(),
        wasteland::commands::play::roll(),
        wasteland::commands::play::damage(),
        wasteland::commands::play::initiative(),
        wasteland::commands::enemy::enemy(),
        wasteland::commands::stats::hurt(),
        wasteland::commands::stats::heal(),
        wasteland::commands::stats::rads(),
        wasteland::commands::stats::caps(),
        wasteland::commands::stats::ap(),
        wasteland::commands::stats::doctor(),
        wasteland::commands::stats::first_aid(),
        wasteland::commands::inventory::inventory(),
        wasteland::commands::inventory::use_item(),
        wasteland::commands::effect::effect(),
        wasteland::commands::world::loot(),
        wasteland::commands::world::trade(),
        wasteland::commands::world::npc(),
        wasteland::commands::world::help(),
        wasteland::commands::world::location(),
        wasteland::commands::world::move_team(),
        wasteland::commands::world::open_container(),
        d20::commands::d20(),
        pnp::commands::pnp(),
        fallout2d20::commands::f2d20(),
    ]
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
