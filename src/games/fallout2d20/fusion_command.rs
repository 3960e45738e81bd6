//! `/f2d20 fusion-core`: a character puts a fusion core they carry into
//! their power armour frame (the GM, or the character's own player, as
//! `/f2d20 power-armor`).

use crate::engine::rulesets::fallout2d20::Command;

use super::commands::{character_commands, run_acting};

character_commands! {
    ctx, .., character;
    /// Put a fusion core you carry into your power armour frame.
    fusion_core as "fusion-core" =>
        run_acting(ctx, character, |character| Command::FusionCore { character });
}
