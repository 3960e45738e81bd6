//! `/f2d20 fusion-core`: a character puts a fusion core they carry into
//! their power armour frame (the GM, or the character's own player, as
//! `/f2d20 power-armor`).

use crate::bot::{Context, Error};
use crate::engine::rulesets::fallout2d20::Command;

use super::commands::run_acting;

/// Put a fusion core you carry into your power armour frame.
#[poise::command(slash_command, rename = "fusion-core")]
pub async fn fusion_core(
    ctx: Context<'_>,
    #[max_length = 32]
    #[autocomplete = "crate::games::fallout2d20::autocomplete::character"]
    character: Option<String>,
) -> Result<(), Error> {
    run_acting(ctx, character, |character| Command::FusionCore {
        character,
    })
    .await
}
