//! `/f2d20 gm disease`: the GM gives a character a disease or (`end`) ends
//! one, and its autocomplete: every disease of the table, labelled in the
//! user's language.

use poise::serenity_prelude as serenity;
use serenity::CreateAutocompleteResponse;

use crate::bot::autocomplete::{campaign_lang, respond};
use crate::bot::{Context, Error};
use crate::engine::rulesets::fallout2d20::diseases::DISEASES;
use crate::engine::rulesets::fallout2d20::Command;

use super::commands::run_here;

/// Give a character a disease, or end one (its effects are yours to run).
#[poise::command(slash_command)]
pub async fn disease(
    ctx: Context<'_>,
    #[max_length = 32]
    #[autocomplete = "crate::games::fallout2d20::autocomplete::character"]
    character: String,
    #[max_length = 60]
    #[autocomplete = "crate::games::fallout2d20::disease_command::diseases"]
    disease: String,
    end: Option<bool>,
) -> Result<(), Error> {
    run_here(
        ctx,
        Command::Disease {
            character,
            disease,
            end: end.unwrap_or(false),
        },
    )
    .await
}

/// Every disease, labelled in the campaign's language.
pub async fn diseases(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = campaign_lang(ctx).await;
    let choices = DISEASES
        .iter()
        .map(|d| {
            (
                crate::bot::layout::plain(&super::diseases::disease_name(lang, &d.name)),
                d.name.to_string(),
            )
        })
        .collect();
    respond(partial, choices)
}
