//! The slash commands every game shares (`/campaign`, `/roll`, `/help`), the
//! list of all commands (each game's from the registry), and the helper the
//! games share to find whose sheet to show.

pub mod bands;
pub mod campaign;
pub mod choices;
pub mod general;
pub mod homebrew;
pub mod mcp_token;
pub mod recap;
pub mod secrecy;
pub mod share;

use super::{Context, Data, Error, Here};

/// Every command, as written (before localization): the shared ones, with
/// each game's `/campaign` subcommands, and each game's own.
#[must_use]
pub fn all() -> Vec<poise::Command<Data, Error>> {
    let games = crate::bot::game::games().all();
    let mut campaign = campaign::campaign();
    campaign.subcommands.push(share::share());
    campaign.subcommands.push(recap::recap());
    campaign
        .subcommands
        .extend([secrecy::gm_channel(), secrecy::note(), bands::enemies()]);
    for game in games {
        campaign.subcommands.extend(game.campaign_commands());
    }
    let mut list = vec![
        campaign,
        general::roll(),
        general::help(),
        homebrew::homebrew(),
    ];
    for game in games {
        list.extend(game.commands());
    }
    bands::offer_show(&mut list);
    secrecy::offer_note(&mut list);
    homebrew::offer_character_import(&mut list);
    list
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
    R::Campaign: crate::engine::roster::Roster,
{
    if named.is_some() {
        return Ok(Some(named));
    }
    match ctx.data().session.shared_campaign_as::<R>(here.key).await {
        Ok(campaign) => Ok(Some(crate::engine::roster::Roster::own(
            &*campaign, here.actor,
        ))),
        Err(e) => {
            super::fail(ctx, here.lang, e).await?;
            Ok(None)
        }
    }
}
