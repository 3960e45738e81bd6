//! The perks that re-roll a d20 of a test on a situation the engine can
//! tell (issue #45): Center Mass (a ranged attack at the torso), Steady Aim
//! (an aimed attack: one d20 more than Aim's own), Medic (First Aid to
//! treat an injury), Infiltrator (a Lockpick test), Cautious Nature (dice
//! bought with AP from the pool), Daring Nature (dice bought by giving the
//! GM AP). Each is made at the roll, as a chem's re-roll is: the highest
//! die that scored nothing, one the test has not re-rolled yet, and shown
//! with its faces. `docs/rulesets/fallout-2d20.md` ("Perks") gives the
//! sources and the decision.

use serde::{Deserialize, Serialize};

use crate::engine::dice::Dice;
use crate::engine::mechanics::pool::{self, Target};

use super::character::Character;
use super::outcome::{Bought, Pool, Reroll};
use super::perks::rank;
use super::skills::Skill;

/// Medic: First Aid to treat an injury, re-roll 1d20.
pub const MEDIC: &str = "Medic";
/// Infiltrator: a Lockpick test, re-roll 1d20.
pub const INFILTRATOR: &str = "Infiltrator";
/// Cautious Nature: a test with d20s bought by spending AP, re-roll 1d20.
pub const CAUTIOUS_NATURE: &str = "Cautious Nature";
/// Daring Nature: a test with d20s bought by giving the GM AP, re-roll 1d20.
pub const DARING_NATURE: &str = "Daring Nature";
/// Steady Aim: an aimed attack re-rolls 2d20 instead of Aim's 1d20.
pub const STEADY_AIM: &str = "Steady Aim";

/// One d20 a perk re-rolled at the roll.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PerkReroll {
    /// The perk, as the table spells it.
    pub perk: String,
    /// The die and its faces.
    pub reroll: Reroll,
}

/// The perks of `c` that each re-roll one d20 of a test of `skill` with
/// `bought` dice: `situational` (the perks the caller's situation calls
/// for: Center Mass, Steady Aim, Medic) when held, then Infiltrator on a
/// Lockpick test and Cautious or Daring Nature on dice bought for AP.
#[must_use]
pub fn test_perks(
    c: &Character,
    skill: Skill,
    bought: &Bought,
    situational: &[&'static str],
) -> Vec<&'static str> {
    let mut perks: Vec<&'static str> = situational
        .iter()
        .copied()
        .filter(|p| rank(&c.perks, p) > 0)
        .collect();
    if skill == Skill::Lockpick {
        perks.push(INFILTRATOR);
    }
    if bought.cost > 0 {
        let to_gm = bought.ap.is_some_and(|a| a.pool == Pool::Gm);
        perks.push(if to_gm {
            DARING_NATURE
        } else {
            CAUTIOUS_NATURE
        });
    }
    perks.retain(|p| rank(&c.perks, p) > 0);
    perks
}

/// Re-rolls one d20 of `faces` for each of `perks`: the highest that
/// scored nothing against `target` (the lowest such die on a tie) among
/// the dice not in `taken` (the dice re-rolled already); a perk finds no
/// die when every other die scored.
pub fn reroll_each(
    faces: &mut [u32],
    target: Target,
    taken: &mut Vec<usize>,
    perks: &[&'static str],
    dice: &mut dyn Dice,
) -> Vec<PerkReroll> {
    let mut made = Vec::new();
    for perk in perks {
        let Some((index, before)) = faces
            .iter()
            .enumerate()
            .filter(|(i, f)| !taken.contains(i) && target.successes(**f) == 0)
            .max_by_key(|(i, f)| (**f, std::cmp::Reverse(*i)))
            .map(|(i, f)| (i, *f))
        else {
            break;
        };
        let after = dice.roll(pool::SIDES);
        if let Some(slot) = faces.get_mut(index) {
            *slot = after;
        }
        taken.push(index);
        made.push(PerkReroll {
            perk: (*perk).to_owned(),
            reroll: Reroll {
                index,
                before,
                after,
            },
        });
    }
    made
}
