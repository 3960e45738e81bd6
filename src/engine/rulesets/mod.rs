//! The games Overseer plays, one folder each. A game owns its characters,
//! commands, events, errors, data tables and rules; it builds on the core
//! (dice, names, notation) and the shared mechanics, and nothing outside its
//! folder knows its rules. Each names itself ([`crate::engine::ruleset::Ruleset::ID`]);
//! [`STANDARD`] is the list of them this version plays.

pub mod d20;
pub mod fallout2d20;
pub mod pnp;
pub mod wasteland;

mod brew;

pub use super::ruleset::{AnyCampaign, StateError};
use super::ruleset::{Rules, RulesOf, Rulesets};

/// Every game's rules, the default first.
static LIST: [&dyn Rules; 4] = [
    &RulesOf::<wasteland::Wasteland>::NEW,
    &RulesOf::<d20::D20>::NEW,
    &RulesOf::<pnp::Pnp>::NEW,
    &RulesOf::<fallout2d20::Fallout2d20>::NEW,
];

/// The games this version plays, the default (the wasteland game) first.
pub static STANDARD: Rulesets = Rulesets::new(&LIST);

#[cfg(test)]
mod tests {
    use super::STANDARD;
    use crate::engine::ruleset::RulesetId;

    #[test]
    fn the_standard_games_are_listed_the_wasteland_game_first() {
        let ids: Vec<&str> = STANDARD.ids().map(RulesetId::as_str).collect();
        assert_eq!(
            ids,
            ["wasteland-2d20", "d20", "fallout-pnp", "fallout-2d20"]
        );
        assert_eq!(STANDARD.parse(" D20 "), Ok(RulesetId::new("d20")));
    }
}
