//! GM adjustments: `/hurt`, `/heal`, `/rads`, `/caps`, `/ap`; medical care:
//! `/doctor` and `/first-aid`.

use super::execute;
use crate::engine::rulesets::wasteland::Command;

super::character_commands! {
    ctx, character;
    /// Damage a character.
    hurt(#[min = 0] amount: i64) => execute(ctx, Command::Hurt { player: character, amount });
    /// Heal a character.
    heal(#[min = 0] amount: i64) => execute(ctx, Command::Heal { player: character, amount });
    /// Add (or, negative, remove) rads.
    rads(amount: i64) => execute(ctx, Command::Rads { player: character, amount });
    /// Give (or, negative, take) caps.
    caps(amount: i64) => execute(ctx, Command::Caps { player: character, amount });
    /// Give (or, negative, take) AP.
    ap(amount: i64) => execute(ctx, Command::Ap { player: character, amount });
    /// A doctor's visit: 200 rads off, and a Medicine check against addictions.
    doctor => execute(ctx, Command::Doctor { player: character });
}

super::character_commands! {
    ctx, .., character;
    /// First aid with a Medkit from the medic's inventory (heals 10 HP on a success).
    first_aid as "first-aid"(
        #[max_length = 32]
        #[autocomplete = "crate::games::wasteland::autocomplete::character"]
        target: Option<String>
    ) => super::run_acting_here(ctx, character, |medic| Command::FirstAid { medic, target });
}
