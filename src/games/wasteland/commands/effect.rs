//! `/effect`: add, remove (its list is with the other views of a
//! character, in [`super`]).

use super::execute;
use crate::bot::{Context, Error};
use crate::engine::rulesets::wasteland::Command;

/// Status effects.
#[poise::command(
    slash_command,
    subcommands("add", "remove", "super::list"),
    subcommand_required
)]
pub async fn effect(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

super::character_commands! {
    ctx, character;
    /// Add a status effect (turns, or -1 for permanent; default permanent).
    add(
        #[max_length = 40]
        #[autocomplete = "crate::games::wasteland::autocomplete::effect_any"]
        effect: String,
        #[min = -1]
        #[max = 100]
        turns: Option<i64>
    ) => execute(
        ctx,
        Command::EffectAdd {
            player: character,
            name: effect,
            turns: turns.unwrap_or(-1),
        },
    );
    /// Remove a status effect.
    remove(
        #[max_length = 40]
        #[autocomplete = "crate::games::wasteland::autocomplete::effect_on"]
        effect: String
    ) => execute(ctx, Command::EffectRemove { player: character, name: effect });
}
