//! `/f2d20 mine`: a character places a mine they carry in the zone they
//! stand in (the GM, or the character's own player, as `/f2d20 wear`), and
//! its autocomplete: the mines the chosen character carries.

use poise::serenity_prelude as serenity;
use serenity::CreateAutocompleteResponse;

use crate::bot::autocomplete::{campaign_lang, respond};
use crate::bot::Context;
use crate::engine::rulesets::fallout2d20::data::Quality;
use crate::engine::rulesets::fallout2d20::Command;

use super::commands::{character_commands, run_acting};

character_commands! {
    ctx, .., character;
    /// Place a mine you carry in the zone you stand in; an enemy moving in sets it off.
    mine(
        #[max_length = 60]
        #[autocomplete = "crate::games::fallout2d20::mine_command::carried_mines"]
        mine: String
    ) => run_acting(ctx, character, |character| Command::Mine { character, mine });
}

/// The mines the chosen character (the `character` option, else the
/// user's) carries, labelled in the campaign's language.
pub async fn carried_mines(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = campaign_lang(ctx).await;
    let choices = super::growth::chosen(ctx)
        .await
        .map_or_else(Vec::new, |(c, p)| {
            p.weapons
                .iter()
                .filter(|w| {
                    c.homebrew
                        .weapons
                        .find(&w.name)
                        .is_some_and(|x| x.has(Quality::Mine))
                })
                .map(|w| {
                    (
                        crate::bot::layout::plain(&super::render::weapon_name(lang, &w.name)),
                        w.name.clone(),
                    )
                })
                .collect()
        });
    respond(partial, choices)
}
