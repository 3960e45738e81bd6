//! Character creation in the Fallout 2d20 game as one command
//! (`create-character`): the S.P.E.C.I.A.L. scores, the three tag skills and
//! the skill ranks [`NewCharacter::build`] checks, and the first perk, its
//! requirements checked at level 1 as a level-up checks them
//! ([`super::growth`]). An origin ([`super::origins`]) changes the rules:
//! its traits, the scores' limits and total (a super mutant's STR and END
//! +2 and up to 12, INT and CHA at most 6; Gifted's two points), the tag
//! skills (one more for Vault Kid, Educated and the Brotherhood's, which
//! must be Energy Weapons, Science or Repair; the ghoul's Survival given),
//! the Luck points (Gifted's one fewer) and the perks not for its kind; a
//! Survivor who takes one trait may take a second perk.
//! The guided forms of the front ends gather the same choices step by step
//! and send this one command at the end; each step can ask the checks here
//! on its own, so a form refuses a bad step with the engine's reason before
//! anything is created.

use serde::{Deserialize, Serialize};

use crate::engine::mechanics::special::{Attribute, Special};

use super::campaign::Campaign;
use super::character::{Character, CreationLimits, NewCharacter, SPECIAL_MAX, SPECIAL_MIN};
use super::error::{in_range, RuleError};
use super::origins::{self, Origin, Trait};
use super::outcome::{Event, Outcome};
use super::perks::{Perk, PERKS};
use super::skills::Skill;

/// A new character with its first perk (`create-character`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Creation {
    /// What `add-player` asks for: the scores as they end (an origin's
    /// bonus counted in), the tag skills the player picks (not those the
    /// origin gives).
    pub new: NewCharacter,
    /// The first perk, taken at level 1.
    pub perk: String,
    /// The origin (`None`: none, as `add-player` makes a character).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub origin: Option<String>,
    /// The traits chosen of the origin's list (a Survivor's 1 or 2).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub traits: Vec<String>,
    /// A second perk: a Survivor who takes one trait takes one ("two
    /// traits, or one trait and one perk").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub second_perk: Option<String>,
}

/// The creation rules an origin sets ([`origin_rules`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OriginRules {
    /// The origin's row (`None`: no origin).
    pub origin: Option<&'static Origin>,
    /// The traits the character holds: the origin's, then those chosen.
    pub traits: Vec<String>,
    /// The scores' limits and total, and how many tags the player picks.
    pub limits: CreationLimits,
    /// The tag skills the traits give (the ghoul's Survival).
    pub given: Vec<Skill>,
    /// One of the picked tags must be one of these (the Brotherhood's);
    /// empty: any.
    pub tag_from: Vec<Skill>,
}

/// The creation rules of `origin` (`None`: none) with the traits `chosen`
/// of its list: each attribute 4 + the traits' bonus up to the origin's
/// maximum, the total 40 + the bonuses + the traits' free points, three
/// tags + one for each trait that gives one.
///
/// # Errors
/// An unknown origin or trait, traits the origin does not offer, traits
/// without an origin.
pub fn origin_rules(origin: Option<&str>, chosen: &[String]) -> Result<OriginRules, RuleError> {
    let Some(text) = origin else {
        if let Some(t) = chosen.first() {
            return Err(RuleError::invalid("traits", t));
        }
        return Ok(OriginRules {
            origin: None,
            traits: Vec::new(),
            limits: CreationLimits::default(),
            given: Vec::new(),
            tag_from: Vec::new(),
        });
    };
    let row = Origin::named(text)?;
    let traits = origins::traits_for(row, chosen)?;
    let rows: Vec<&Trait> = traits.iter().filter_map(|t| Trait::find(t)).collect();
    let mut limits = CreationLimits::default();
    let mut total = limits.total;
    for (i, a) in Attribute::ALL.into_iter().enumerate() {
        let bonus: u8 = rows.iter().filter_map(|r| r.special_bonus.get(&a)).sum();
        limits.min[i] = SPECIAL_MIN + bonus;
        limits.max[i] = origins::special_max(&traits, a);
        total += u32::from(bonus);
    }
    limits.total = total + rows.iter().map(|r| r.special_points).sum::<u32>();
    let given: Vec<Skill> = rows.iter().filter_map(|r| r.tag).collect();
    limits.tags = origins::tags_allowed(&traits) - given.len();
    let tag_from = rows.iter().flat_map(|r| r.tag_from.clone()).collect();
    Ok(OriginRules {
        origin: Some(row),
        traits,
        limits,
        given,
        tag_from,
    })
}

impl OriginRules {
    /// The scores of `name` within these rules: an attribute over the
    /// origin's maximum is refused naming the origin, one out of the
    /// limits otherwise by its range, a wrong sum by the total. The form's
    /// first step asks this before anything else.
    ///
    /// # Errors
    /// The first score out of bounds, or the sum.
    pub fn special(&self, name: &str, scores: [i64; 7]) -> Result<Special, RuleError> {
        let mut checked = [0u8; 7];
        for (i, (&v, a)) in scores.iter().zip(Attribute::ALL).enumerate() {
            let (min, max) = (self.limits.min[i], self.limits.max[i]);
            if let Some(origin) = self.origin.filter(|_| v > i64::from(max)) {
                return Err(RuleError::OriginAttribute {
                    character: name.to_owned(),
                    origin: origin.name.to_string(),
                    attribute: a,
                    score: u32::try_from(v).unwrap_or(u32::MAX),
                    most: u32::from(max),
                });
            }
            checked[i] = in_range(a.abbr(), v, i64::from(min), i64::from(max))? as u8;
        }
        let special = Special(checked);
        if special.total() != self.limits.total {
            return Err(RuleError::SpecialTotal {
                total: special.total(),
                expected: self.limits.total,
            });
        }
        Ok(special)
    }

    /// The tag skills the character holds: `picked` checked (how many,
    /// twice, one of the origin's list where it has one), then the
    /// origin's own.
    ///
    /// # Errors
    /// A wrong count, a skill twice (a picked tag the origin gives too), no
    /// pick of the origin's list.
    pub fn tags(&self, name: &str, picked: &[Skill]) -> Result<Vec<Skill>, RuleError> {
        let want = self.limits.tags;
        if picked.len() != want {
            return Err(RuleError::range(
                "tag skills",
                picked.len() as i64,
                want as i64,
                want as i64,
            ));
        }
        let mut tags: Vec<Skill> = Vec::new();
        for &t in picked.iter().chain(&self.given) {
            if tags.contains(&t) {
                return Err(RuleError::DuplicateTag { skill: t });
            }
            tags.push(t);
        }
        if let Some(origin) = self.origin {
            let from = &self.tag_from;
            if !from.is_empty() && !picked.iter().any(|t| from.contains(t)) {
                return Err(RuleError::OriginTagFrom {
                    character: name.to_owned(),
                    origin: origin.name.to_string(),
                    tag_from: from.iter().map(|s| s.name()).collect::<Vec<_>>().join(","),
                });
            }
        }
        Ok(tags)
    }
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

/// The perks `c` (built without its perk: [`Creation::character`]) may
/// take as its first: [`first_perks`] of its scores, but those not for its
/// kind.
#[must_use]
pub fn first_perks_of(c: &Character) -> Vec<&'static Perk> {
    first_perks(&c.special)
        .into_iter()
        .filter(|p| origins::barred(c, p).is_none())
        .collect()
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
    /// Checks every choice but the perk and builds the character at level
    /// 1 with its origin, traits and Luck points (Gifted's one fewer).
    ///
    /// # Errors
    /// The first choice the rules (the origin's among them) refuse.
    pub fn character(&self) -> Result<Character, RuleError> {
        let rules = origin_rules(self.origin.as_deref(), &self.traits)?;
        rules.special(&self.new.name, self.new.special)?;
        let mut new = self.new.clone();
        new.tags = rules.tags(&self.new.name, &self.new.tags)?;
        let mut limits = rules.limits;
        limits.tags = new.tags.len();
        let mut c = new.build_within(&limits)?;
        c.origin = rules.origin.map(|o| o.name.to_string());
        c.traits = rules.traits;
        c.luck = c.luck_max();
        origins::within_origin(&c)?;
        Ok(c)
    }

    /// Checks every choice and builds the character at level 1 with its
    /// first perk (the perk's effect on maximum HP counted into its HP),
    /// and a one-trait Survivor's second perk, checked as the first with
    /// the first held.
    pub fn build(&self) -> Result<Character, RuleError> {
        let mut c = self.character()?;
        let perk = Perk::named(&self.perk)?;
        let rank = super::growth::check_perk(&c, perk, 1, false)?;
        super::growth::grant(&mut c, perk, rank);
        if let Some(second) = &self.second_perk {
            if !self.second_perk_allowed() {
                return Err(RuleError::SecondPerk {
                    character: c.name.clone(),
                });
            }
            let perk = Perk::named(second)?;
            let rank = super::growth::check_perk(&c, perk, 1, false)?;
            super::growth::grant(&mut c, perk, rank);
        }
        c.vitals.hp = c.max_hp();
        Ok(c)
    }

    /// Whether the choices allow a second perk: an origin whose traits are
    /// chosen (a Survivor), one of them taken.
    #[must_use]
    pub fn second_perk_allowed(&self) -> bool {
        let offers = self
            .origin
            .as_deref()
            .and_then(Origin::find)
            .is_some_and(|o| !o.choose.is_empty());
        offers && self.traits.len() == 1
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
