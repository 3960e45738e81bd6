//! The wasteland game's `/campaign` subcommands: settings, turns, rest and
//! house rules.

use super::{execute, run_read_here};
use crate::bot::{play, Context, Error};
use crate::engine::rulesets::wasteland::command::Setting;
use crate::engine::rulesets::wasteland::house::HouseRule;
use crate::engine::rulesets::wasteland::Command;

/// Change a setting (chapter, location, quest, weather, mode, day, time, ap_cap, shelter).
#[poise::command(slash_command)]
pub async fn set(
    ctx: Context<'_>,
    #[max_length = 20]
    #[autocomplete = "crate::games::wasteland::autocomplete::setting_field"]
    field: String,
    #[max_length = 1000] value: String,
) -> Result<(), Error> {
    run_read_here(ctx, Setting::parse(&field, &value), Command::Set).await
}

play::alike_commands! {
    (ctx)
    /// Advance an exploration turn or a combat round.
    turn => execute(ctx, Command::Turn);
    /// The house rules on in this campaign.
    rules => execute(ctx, Command::HouseRules);
}

/// Rest for some hours (default 8).
#[poise::command(slash_command)]
pub async fn rest(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 24]
    hours: Option<i64>,
    force: Option<bool>,
) -> Result<(), Error> {
    execute(
        ctx,
        Command::Rest {
            hours: hours.unwrap_or(8),
            force: force.unwrap_or(false),
        },
    )
    .await
}

/// Turn a house rule on or off.
#[poise::command(slash_command)]
pub async fn rule(
    ctx: Context<'_>,
    #[max_length = 20]
    #[autocomplete = "crate::games::wasteland::autocomplete::house_rule"]
    name: String,
    on: bool,
) -> Result<(), Error> {
    run_read_here(ctx, HouseRule::parse(&name), |rule| Command::SetHouseRule {
        rule,
        on,
    })
    .await
}
