//! `/check`, `/roll`, `/damage`, `/initiative`.

use super::taking_part;
use super::{execute, run_in};
use crate::bot::{fail, Context, Error, Here};
use crate::engine::rulesets::wasteland::command::CheckRequest;
use crate::engine::rulesets::wasteland::notation;
use crate::engine::rulesets::wasteland::Command;
use crate::i18n;
use crate::session::SessionError;

/// Roll a skill check (comma-separated characters; the best leads).
#[allow(clippy::too_many_arguments)] // one per slash option
#[poise::command(slash_command)]
pub async fn check(
    ctx: Context<'_>,
    #[max_length = 140]
    #[autocomplete = "crate::games::wasteland::autocomplete::character"]
    characters: String,
    #[max_length = 20]
    #[autocomplete = "crate::games::wasteland::autocomplete::attribute"]
    attribute: String,
    #[max_length = 30]
    #[autocomplete = "crate::games::wasteland::autocomplete::skill"]
    skill: String,
    #[min = 0]
    #[max = 5]
    difficulty: i64,
    #[min = 0]
    #[max = 3]
    ap: Option<i64>,
    #[min = -10]
    #[max = 10]
    bonus: Option<i64>,
    #[min = 1]
    #[max = 20]
    repeat: Option<i64>,
    secret: Option<bool>,
    blind: Option<bool>,
) -> Result<(), Error> {
    let Some(here) = crate::bot::play::here_asking(ctx, secret, blind).await? else {
        return Ok(());
    };
    let players = crate::bot::play::names(&characters);
    let parsed = notation::attribute(&i18n::engine_word(&attribute))
        .and_then(|a| Ok((a, notation::skill(&i18n::engine_word(&skill))?)));
    let (attribute, skill) = match parsed {
        Ok(v) => v,
        Err(e) => return fail(ctx, here.lang, SessionError::rule(e)).await,
    };
    let Some(players) = taking_part(ctx, &here, &players).await? else {
        return Ok(());
    };
    let request = CheckRequest {
        players,
        attribute,
        skill,
        difficulty,
        ap: ap.unwrap_or(0),
        bonus: bonus.unwrap_or(0),
        repeat: repeat.unwrap_or(1),
    };
    run_in(ctx, &here, Command::Check(request)).await
}

/// `/roll` in a wasteland campaign: plain dice (`3d6`), rolled again
/// `repeat` times, one numbered line per roll.
pub(crate) async fn roll(
    ctx: Context<'_>,
    here: &Here,
    dice: &str,
    repeat: i64,
) -> Result<(), Error> {
    super::run_read(ctx, here, notation::plain_dice(dice), |(count, sides)| {
        Command::Roll {
            count,
            sides,
            repeat,
        }
    })
    .await
}

/// Roll weapon damage, optionally against an enemy.
#[poise::command(slash_command)]
pub async fn damage(
    ctx: Context<'_>,
    #[max_length = 32]
    #[autocomplete = "crate::games::wasteland::autocomplete::character"]
    character: String,
    #[max_length = 60]
    #[autocomplete = "crate::games::wasteland::autocomplete::weapon"]
    weapon: String,
    #[min = 0]
    #[max = 3]
    ap: Option<i64>,
    #[max_length = 40]
    #[autocomplete = "crate::games::wasteland::autocomplete::enemy"]
    target: Option<String>,
    close: Option<bool>,
) -> Result<(), Error> {
    super::run_acting_here(ctx, Some(character), |player| Command::Damage {
        player,
        weapon,
        ap: ap.unwrap_or(0),
        target,
        close: close.unwrap_or(false),
    })
    .await
}

/// Roll initiative for everyone on the field.
#[poise::command(slash_command)]
pub async fn initiative(ctx: Context<'_>) -> Result<(), Error> {
    execute(ctx, Command::Initiative).await
}
