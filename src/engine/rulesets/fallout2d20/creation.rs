//! Character creation in the Fallout 2d20 game as one command
//! (`create-character`): the S.P.E.C.I.A.L. scores, the three tag skills and
//! the skill ranks [`NewCharacter::build`] checks, and the first perk, its
//! requirements checked at level 1 as a level-up checks them
//! ([`super::growth`]). The guided forms of the front ends gather the same
//! choices step by step and send this one command at the end; each step
//! can ask the checks here on its own, so a form refuses a bad step with
//! the engine's reason before anything is created.

use serde::{Deserialize, Serialize};

use crate::engine::mechanics::special::{Attribute, Special};

use super::campaign::Campaign;
use super::character::{Character, NewCharacter, SPECIAL_MAX, SPECIAL_MIN};
use super::error::{in_range, RuleError};
use super::outcome::{Event, Outcome};
use super::perks::{Perk, PERKS};

/// A new character with its first perk (`create-character`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Creation {
    /// What `add-player` asks for.
    pub new: NewCharacter,
    /// The first perk, taken at level 1.
    pub perk: String,
}

/// The S.P.E.C.I.A.L. scores as creation takes them: each 4..=10, adding
/// up to 40. The form's first step asks this before anything else.
pub fn special(scores: [i64; 7]) -> Result<Special, RuleError> {
    let mut checked = [0u8; 7];
    for (slot, (&v, a)) in checked.iter_mut().zip(scores.iter().zip(Attribute::ALL)) {
        *slot = in_range(a.abbr(), v, i64::from(SPECIAL_MIN), i64::from(SPECIAL_MAX))? as u8;
    }
    let special = Special(checked);
    if special.total() != Special::CREATION_TOTAL {
        return Err(RuleError::SpecialTotal {
            total: special.total(),
            expected: Special::CREATION_TOTAL,
        });
    }
    Ok(special)
}

/// The perks a new character with `special` may take as its first: every
/// perk but the magazines' whose first rank needs level 1 and whose
/// S.P.E.C.I.A.L. minimums `special` meets, in the table's order.
#[must_use]
pub fn first_perks(special: &Special) -> Vec<&'static Perk> {
    PERKS
        .iter()
        .filter(|p| !p.magazine && !p.companion && p.level_for(1) <= 1)
        .filter(|p| p.short_of(special).is_none())
        .collect()
}

impl Creation {
    /// Checks every choice and builds the character at level 1 with its
    /// first perk (the perk's effect on maximum HP counted into its HP).
    pub fn build(&self) -> Result<Character, RuleError> {
        let mut c = self.new.build()?;
        let perk = Perk::named(&self.perk)?;
        let rank = super::growth::check_perk(&c, perk, 1, false)?;
        super::growth::grant(&mut c, perk, rank);
        c.vitals.hp = c.max_hp();
        Ok(c)
    }
}

impl Campaign {
    /// `create-character`: a new character with its first perk, or the
    /// first reason it may not be made.
    pub(super) fn create_character(
        &mut self,
        creation: &Creation,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let c = creation.build()?;
        let taken = self.characters.iter().map(|c| c.name.as_str());
        let taken = taken.chain(self.creatures.iter().map(|e| e.name.as_str()));
        super::error::free_name(&c.name, taken)?;
        out.push(Event::CharacterAdded {
            sheet: Box::new(c.sheet()),
        });
        self.characters.push(c);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_perks_are_those_of_level_one_the_scores_meet() {
        let low = Special([4, 4, 4, 4, 4, 10, 10]);
        let names: Vec<&str> = first_perks(&low).iter().map(|p| &*p.name).collect();
        assert!(names.contains(&"Action Boy / Girl"), "{names:?}");
        // Finesse needs AGI 9; Gunslinger level 2; Awareness PER 7.
        assert!(names.contains(&"Finesse"));
        assert!(!names.contains(&"Gunslinger"));
        assert!(!names.contains(&"Awareness"));
        assert!(first_perks(&low).iter().all(|p| !p.magazine));
    }

    #[test]
    fn special_for_creation_is_four_to_ten_adding_up_to_forty() {
        assert!(special([6, 6, 6, 6, 6, 5, 5]).is_ok());
        assert_eq!(
            special([10, 10, 10, 10, 10, 10, 10]),
            Err(RuleError::SpecialTotal {
                total: 70,
                expected: 40
            })
        );
        assert!(special([3, 7, 6, 6, 6, 6, 6]).is_err());
    }
}
