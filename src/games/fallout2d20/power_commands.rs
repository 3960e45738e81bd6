//! `/f2d20 power-armor` (enter or leave a frame: the GM, or the character's
//! own player, as `/f2d20 wear`) and `/f2d20 gm repair` (restore a piece's
//! HP, GM only). Pieces are attached and detached with `/f2d20 wear` and
//! `/f2d20 doff`. Each builds a command of the game and runs it through the
//! same session as every other `/f2d20` command.

use crate::bot::{Context, Error};
use crate::engine::rulesets::fallout2d20::Command;

use super::commands::{character_commands, run_acting, run_here};

/// Enter or leave.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
#[allow(missing_docs)]
pub enum PowerChoice {
    #[name = "enter"]
    Enter,
    #[name = "leave"]
    Leave,
}

character_commands! {
    ctx, .., character;
    /// Enter or leave power armour (a frame; pieces go on with /f2d20 wear).
    power_armor as "power-armor"(
        action: PowerChoice,
        #[max_length = 60]
        #[autocomplete = "crate::games::fallout2d20::power_autocomplete::frame"]
        frame: Option<String>
    ) => run_acting(ctx, character, |character| Command::PowerArmor {
        character,
        enter: action == PowerChoice::Enter,
        frame,
    });
}

/// Repair a power armour piece: restore its HP (all of it by default).
#[poise::command(slash_command)]
pub async fn repair(
    ctx: Context<'_>,
    #[max_length = 32]
    #[autocomplete = "crate::games::fallout2d20::autocomplete::character"]
    character: String,
    #[max_length = 60]
    #[autocomplete = "crate::games::fallout2d20::power_autocomplete::attached"]
    piece: String,
    #[min = 1]
    #[max = 99]
    hp: Option<i64>,
) -> Result<(), Error> {
    run_here(
        ctx,
        Command::Repair {
            character,
            piece,
            hp,
        },
    )
    .await
}
