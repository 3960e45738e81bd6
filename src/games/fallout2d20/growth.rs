//! Growth on Discord: `/f2d20 gm xp` (the GM gives XP), `/f2d20 level-up`
//! (the player, or the GM, takes a level: a skill rank and a perk) and
//! `/f2d20 gm read` (a character read a magazine and gains its perk), with
//! their autocomplete: the perks the chosen character may take at its next
//! level, and the magazines it has not read.

use poise::serenity_prelude as serenity;
use serenity::CreateAutocompleteResponse;

use crate::bot::autocomplete::{campaign_lang, other_option, respond};
use crate::bot::{here, play, Context, Error};
use crate::engine::name;
use crate::engine::rulesets::fallout2d20::growth;
use crate::engine::rulesets::fallout2d20::perks::{self, PERKS};
use crate::engine::rulesets::fallout2d20::{self, Command};

use super::commands::{refuse, run_acting, run_here, skill_of};
use super::render::perk_name;

play::alike_commands! {
    (
        ctx,
        #[max_length = 32]
        #[autocomplete = "crate::games::fallout2d20::autocomplete::character"]
        character: String,
    )
    /// Give a character experience points.
    xp(#[min = 1] #[max = 100_000] amount: i64) => run_here(ctx, Command::Xp { character, amount });
    /// A character read a magazine: they gain its perk.
    read(
        #[max_length = 60]
        #[autocomplete = "crate::games::fallout2d20::growth::magazines"]
        magazine: String
    ) => run_here(ctx, Command::Read { character, magazine });
}

/// Take a level: +1 maximum HP, a skill rank, a perk.
#[poise::command(slash_command, rename = "level-up")]
pub async fn level_up(
    ctx: Context<'_>,
    #[max_length = 30]
    #[autocomplete = "crate::games::fallout2d20::autocomplete::skill"]
    skill: String,
    #[max_length = 60]
    #[autocomplete = "crate::games::fallout2d20::growth::perks_open"]
    perk: String,
    #[max_length = 32]
    #[autocomplete = "crate::games::fallout2d20::autocomplete::character"]
    character: Option<String>,
) -> Result<(), Error> {
    let skill = match skill_of(&skill) {
        Ok(s) => s,
        Err(e) => {
            let Some(here) = here(ctx).await? else {
                return Ok(());
            };
            return refuse(ctx, &here, &e).await;
        }
    };
    run_acting(ctx, character, |character| Command::LevelUp {
        character,
        skill,
        perk,
        further: false,
    })
    .await
}

/// The chosen character (the `character` option, else the user's own) for
/// an autocomplete, taken out of this channel's campaign, with the rest of
/// the campaign (its homebrew, the other characters).
pub(super) async fn chosen(
    ctx: Context<'_>,
) -> Option<(fallout2d20::Campaign, fallout2d20::character::Character)> {
    let user = ctx.author().id.get().to_string();
    let named = other_option(ctx, "character");
    let mut campaign = ctx
        .data()
        .session
        .campaign_as::<fallout2d20::Fallout2d20>(crate::bot::key(ctx))
        .await
        .ok()?;
    let at = campaign.characters.iter().position(|p| match &named {
        Some(n) => name::same(&p.name, n),
        None => p.owner == user,
    })?;
    let character = campaign.characters.swap_remove(at);
    Some((campaign, character))
}

/// The perks the chosen character may take at its next level, each with
/// the rank it would reach, labelled in the campaign's language.
pub async fn perks_open(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = campaign_lang(ctx).await;
    let choices = chosen(ctx).await.map_or_else(Vec::new, |(_, c)| {
        growth::open(&c)
            .into_iter()
            .map(|(p, rank)| {
                let label = crate::bot::layout::plain(&perk_name(lang, &p.name));
                (format!("{label} {rank}"), p.name.to_string())
            })
            .collect()
    });
    respond(partial, choices)
}

/// The magazines the chosen character has not read (every magazine when
/// none is chosen).
pub async fn magazines(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = campaign_lang(ctx).await;
    let held = chosen(ctx).await.map(|(_, c)| c.perks).unwrap_or_default();
    let choices = PERKS
        .iter()
        .filter(|p| p.magazine && perks::rank(&held, &p.name) == 0)
        .map(|p| {
            (
                crate::bot::layout::plain(&perk_name(lang, &p.name)),
                p.name.to_string(),
            )
        })
        .collect();
    respond(partial, choices)
}
