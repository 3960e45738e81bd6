//! `/f2d20 fusion-core`: a character puts a fusion core they carry into
//! their power armour frame (the GM, or the character's own player, as
//! `/f2d20 power-armor`).

use crate::bot::{here, Context, Error};
use crate::engine::rulesets::fallout2d20::Command;

use super::commands::{acting_as, run_f2d20};

/// Put a fusion core you carry into your power armour frame.
#[poise::command(slash_command, rename = "fusion-core")]
pub async fn fusion_core(
    ctx: Context<'_>,
    #[max_length = 32]
    #[autocomplete = "crate::games::fallout2d20::autocomplete::character"]
    character: Option<String>,
) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    let Some(character) = acting_as(ctx, &here, character).await? else {
        return Ok(());
    };
    run_f2d20(ctx, &here, Command::FusionCore { character }).await
}
