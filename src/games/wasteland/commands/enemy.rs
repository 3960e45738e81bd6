//! `/enemy`: add, custom, hurt, attack, list.

use super::execute;
use crate::bot::{Context, Error};
use crate::engine::rulesets::wasteland::command::EnemySpec;
use crate::engine::rulesets::wasteland::Command;

/// Enemies on the field.
#[poise::command(
    slash_command,
    subcommands("add", "custom", "hurt", "attack", "list"),
    subcommand_required
)]
pub async fn enemy(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Add an enemy from a template.
#[poise::command(slash_command)]
pub async fn add(
    ctx: Context<'_>,
    #[max_length = 40]
    #[autocomplete = "crate::games::wasteland::autocomplete::template"]
    template: String,
    #[max_length = 40] name: Option<String>,
    #[min = 1]
    #[max = 20]
    count: Option<i64>,
) -> Result<(), Error> {
    let command = match count {
        Some(count) if count != 1 => Command::AddPack {
            template,
            count,
            name,
        },
        _ => Command::AddEnemy(EnemySpec::Template { template, name }),
    };
    execute(ctx, command).await
}

/// Add a custom enemy.
#[poise::command(slash_command)]
pub async fn custom(
    ctx: Context<'_>,
    #[max_length = 40] name: String,
    #[min = 1]
    #[max = 1000]
    hp: i64,
    #[max_length = 20] damage: String,
    #[min = 1]
    #[max = 20]
    attack_skill: i64,
    #[max_length = 20] drops: Option<String>,
    #[max_length = 1000] special: Option<String>,
) -> Result<(), Error> {
    let spec = EnemySpec::Custom {
        name,
        hp,
        damage,
        attack_skill,
        drops: drops.unwrap_or_else(|| "none".to_owned()),
        special,
    };
    execute(ctx, Command::AddEnemy(spec)).await
}

/// Damage an enemy (negative heals).
#[poise::command(slash_command)]
pub async fn hurt(
    ctx: Context<'_>,
    #[max_length = 40]
    #[autocomplete = "crate::games::wasteland::autocomplete::enemy"]
    enemy: String,
    amount: i64,
) -> Result<(), Error> {
    execute(
        ctx,
        Command::HurtEnemy {
            name: enemy,
            amount,
        },
    )
    .await
}

/// An enemy attacks a character (without a target, one picked at random).
#[poise::command(slash_command)]
pub async fn attack(
    ctx: Context<'_>,
    #[max_length = 40]
    #[autocomplete = "crate::games::wasteland::autocomplete::enemy"]
    enemy: String,
    #[max_length = 32]
    #[autocomplete = "crate::games::wasteland::autocomplete::character"]
    target: Option<String>,
    secret: Option<bool>,
) -> Result<(), Error> {
    let Some(here) = crate::bot::play::here_asking(ctx, secret, None).await? else {
        return Ok(());
    };
    super::run_in(ctx, &here, Command::EnemyAttack { enemy, target }).await
}

/// The field: enemies and characters.
#[poise::command(slash_command)]
pub async fn list(ctx: Context<'_>) -> Result<(), Error> {
    execute(ctx, Command::Status { player: None }).await
}
