//! Origins and traits of the Fallout 2d20 game: the core rulebook's six
//! origins (`content/fallout-2d20/origins.json`) and the traits they give
//! (`content/fallout-2d20/traits.json`, the Foundry VTT Fallout system's
//! traits pack: names and numbers, no prose), the origin and traits a
//! character holds, and what the engine applies of them: immunities
//! (radiation, poison), a ghoul healed by radiation, a super mutant's
//! S.P.E.C.I.A.L. and skill limits, a robot's carry weight, no chems and
//! repairs instead of First Aid, the extra tag skills, Gifted's Luck,
//! Heavy Handed's melee dice and Small Frame's carry weight. The rest show
//! on the sheet for the GM; `docs/rulesets/fallout-2d20.md` ("Origins")
//! says which. The GM sets an origin (`origin`); refusals name the reason
//! and change nothing.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::engine::content::{self, within, Entry, Invalid};
use crate::engine::mechanics::special::Attribute;
use crate::engine::name;

use super::campaign::Campaign;
use super::character::{self, Character, RANK_MAX, SPECIAL_MAX, TAGS};
use super::data::DamageType;
use super::error::{RuleError, Unknown};
use super::skills::Skill;

/// What kind of being an origin makes a character (perks may be barred for
/// one: `not_for`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// A human (no origin set reads as one).
    Human,
    /// A ghoul.
    Ghoul,
    /// A super mutant.
    SuperMutant,
    /// A robot.
    Robot,
}

impl Kind {
    /// The word perks' `not_for` uses.
    #[must_use]
    pub fn word(self) -> &'static str {
        match self {
            Kind::Human => "human",
            Kind::Ghoul => "ghoul",
            Kind::SuperMutant => "super_mutant",
            Kind::Robot => "robot",
        }
    }
}

/// One row of `origins.json`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Origin {
    /// Its name (Foundry's `system.origin` spelling).
    pub name: content::Text,
    /// The kind of being it makes.
    pub kind: Kind,
    /// The traits it gives, always.
    #[serde(default)]
    pub traits: Vec<String>,
    /// The traits a character of it chooses from.
    #[serde(default)]
    pub choose: Vec<String>,
    /// How many of `choose` it takes at most (at least one when there is a
    /// list: the Survivor's "two traits, or one trait and one perk").
    #[serde(default)]
    pub picks: u32,
}

/// One row of `traits.json`: a trait and the numbers the engine applies.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Trait {
    /// Its name (the Foundry traits pack's).
    pub name: content::Text,
    /// Extra tag skills it gives.
    #[serde(default)]
    pub tags: u32,
    /// The skills the extra tag must be one of (empty: any).
    #[serde(default)]
    pub tag_from: Vec<Skill>,
    /// A skill it makes a tag skill (the ghoul's Survival).
    pub tag: Option<Skill>,
    /// Damage types it is immune to.
    #[serde(default)]
    pub immune: Vec<DamageType>,
    /// Radiation heals it: 1 HP for every this many points (0: no).
    #[serde(default)]
    pub rads_heal: u32,
    /// What creation adds to attributes.
    #[serde(default)]
    pub special_bonus: BTreeMap<Attribute, u8>,
    /// Attribute maximums other than 10.
    #[serde(default)]
    pub special_max: BTreeMap<Attribute, u8>,
    /// The highest skill rank, when under 6.
    pub rank_max: Option<u8>,
    /// Attribute points creation adds where the player chooses.
    #[serde(default)]
    pub special_points: u32,
    /// Luck points fewer than LCK at a session's start.
    #[serde(default)]
    pub luck_less: u32,
    /// Combat dice added to the melee damage bonus.
    #[serde(default)]
    pub melee_dice: u32,
    /// A robot: no chems or food, repairs instead of First Aid.
    #[serde(default)]
    pub robot: bool,
    /// A fixed carry weight, STR and perks not counted.
    pub carry: Option<u32>,
    /// Carry weight per STR point, instead of 10.
    pub carry_per_str: Option<u32>,
}

/// Every origin (`content/fallout-2d20/origins.json`).
pub static ORIGINS: content::Table<Origin> = crate::content_table!("fallout-2d20/origins.json");
/// Every trait (`content/fallout-2d20/traits.json`).
pub static TRAITS: content::Table<Trait> = crate::content_table!("fallout-2d20/traits.json");

impl Origin {
    /// The origin named `text` (name identity; Foundry's `Mister Handy
    /// Robot` and `Brotherhood of Steel Initiate` read as the rows').
    #[must_use]
    pub fn find(text: &str) -> Option<&'static Origin> {
        let text = spelled(text);
        ORIGINS.iter().find(|o| name::same(&o.name, text))
    }

    /// The origin named `text`, or the refusal naming the origins.
    pub fn named(text: &str) -> Result<&'static Origin, RuleError> {
        Origin::find(text).ok_or_else(|| {
            RuleError::unknown(
                Unknown::Origin,
                text,
                ORIGINS.iter().map(|o| o.name.to_string()).collect(),
            )
        })
    }
}

/// Other spellings of origins seen on Foundry sheets, and the row each is.
const SPELLINGS: [(&str, &str); 3] = [
    ("Brotherhood of Steel Initiate", "Brotherhood Initiate"),
    ("Brotherhood of Steel", "Brotherhood Initiate"),
    ("Mister Handy Robot", "Mister Handy"),
];

/// The row name a spelling of an origin means (itself when not listed).
fn spelled(text: &str) -> &str {
    SPELLINGS
        .iter()
        .find(|(s, _)| name::same(s, text))
        .map_or(text, |(_, ours)| ours)
}

impl Trait {
    /// The trait named `text` (name identity).
    #[must_use]
    pub fn find(text: &str) -> Option<&'static Trait> {
        TRAITS.iter().find(|t| name::same(&t.name, text))
    }
}

impl Entry for Origin {
    fn name(&self) -> &str {
        &self.name
    }

    fn check(&self) -> Result<(), Invalid> {
        for t in self.traits.iter().chain(&self.choose) {
            if Trait::find(t).is_none_or(|row| *row.name != **t) {
                return Err(content::invalid(
                    &self.name,
                    "traits",
                    format!("`{t}` is no trait of traits.json"),
                ));
            }
        }
        let most = if self.choose.is_empty() { 0 } else { 2 };
        within(&self.name, "picks", self.picks, most.min(1), most)
    }
}

impl Entry for Trait {
    fn name(&self) -> &str {
        &self.name
    }

    fn check(&self) -> Result<(), Invalid> {
        within(&self.name, "tags", self.tags, 0, 1)?;
        within(&self.name, "rads_heal", self.rads_heal, 0, 10)?;
        for &v in self.special_bonus.values().chain(self.special_max.values()) {
            within(&self.name, "special", v, 1, 12)?;
        }
        if let Some(r) = self.rank_max {
            within(&self.name, "rank_max", r, 1, RANK_MAX)?;
        }
        within(&self.name, "special_points", self.special_points, 0, 2)?;
        within(&self.name, "luck_less", self.luck_less, 0, 1)?;
        within(&self.name, "melee_dice", self.melee_dice, 0, 1)?;
        if let Some(c) = self.carry {
            within(&self.name, "carry", c, 1, 1000)?;
        }
        if let Some(c) = self.carry_per_str {
            within(&self.name, "carry_per_str", c, 1, 10)?;
        }
        Ok(())
    }
}

/// Checks both tables (`files::check`).
pub fn check() -> Result<(), Invalid> {
    content::check_table(&TRAITS, name::ITEM_NAME)?;
    content::check_table(&ORIGINS, name::ITEM_NAME)
}

impl Character {
    /// Its origin's row (`None`: none set).
    #[must_use]
    pub fn origin_row(&self) -> Option<&'static Origin> {
        self.origin.as_deref().and_then(Origin::find)
    }

    /// The kind of being it is (a human when no origin is set).
    #[must_use]
    pub fn kind(&self) -> Kind {
        self.origin_row().map_or(Kind::Human, |o| o.kind)
    }

    /// The rows of the traits it holds.
    pub fn trait_rows(&self) -> impl Iterator<Item = &'static Trait> + '_ {
        self.traits.iter().filter_map(|t| Trait::find(t))
    }

    /// Whether its traits make it immune to a damage type.
    #[must_use]
    pub fn immune_to(&self, t: DamageType) -> bool {
        self.trait_rows().any(|r| r.immune.contains(&t))
    }

    /// Radiation heals it 1 HP for every this many points (`None`: no).
    #[must_use]
    pub fn rads_heal(&self) -> Option<u32> {
        self.trait_rows().map(|r| r.rads_heal).find(|&n| n > 0)
    }

    /// Whether it is a robot (no chems, repairs instead of First Aid).
    #[must_use]
    pub fn is_robot(&self) -> bool {
        self.trait_rows().any(|r| r.robot)
    }

    /// The highest score an attribute may have.
    #[must_use]
    pub fn special_max(&self, a: Attribute) -> u8 {
        special_max(&self.traits, a)
    }

    /// The highest skill rank.
    #[must_use]
    pub fn rank_max(&self) -> u8 {
        self.trait_rows()
            .filter_map(|r| r.rank_max)
            .min()
            .unwrap_or(RANK_MAX)
    }

    /// How many tag skills it may have: three, and one more for each trait
    /// that gives one (or makes a skill a tag).
    #[must_use]
    pub fn tags_allowed(&self) -> usize {
        tags_allowed(&self.traits)
    }

    /// Luck points at a session's start: LCK, less what Gifted takes.
    #[must_use]
    pub fn luck_max(&self) -> u32 {
        let less: u32 = self.trait_rows().map(|r| r.luck_less).sum();
        u32::from(self.special.get(Attribute::Lck)).saturating_sub(less)
    }

    /// The melee damage bonus: STR's, and Heavy Handed's die.
    #[must_use]
    pub fn melee_dice(&self) -> u32 {
        character::melee_bonus(&self.special) + self.trait_rows().map(|r| r.melee_dice).sum::<u32>()
    }

    /// Carry weight before apparel and mods: 150 + 10 x STR and what perks
    /// add; Small Frame's 5 a STR point; a robot's fixed weight (STR and
    /// perks not counted).
    #[must_use]
    pub fn base_carry(&self) -> u32 {
        if let Some(fixed) = self.trait_rows().find_map(|r| r.carry) {
            return fixed;
        }
        let per = self
            .trait_rows()
            .find_map(|r| r.carry_per_str)
            .unwrap_or(10);
        150 + per * u32::from(self.special.get(Attribute::Str))
            + super::perks::perk_carry(&self.perks)
    }
}

/// The highest score an attribute may have with `traits` (10 but where a
/// trait says otherwise).
#[must_use]
pub fn special_max(traits: &[String], a: Attribute) -> u8 {
    traits
        .iter()
        .filter_map(|t| Trait::find(t))
        .find_map(|r| r.special_max.get(&a).copied())
        .unwrap_or(SPECIAL_MAX)
}

/// How many tag skills `traits` allow: three, and one more for each trait
/// that gives one (or makes a skill a tag).
#[must_use]
pub fn tags_allowed(traits: &[String]) -> usize {
    TAGS + traits
        .iter()
        .filter_map(|t| Trait::find(t))
        .map(|r| r.tags as usize + usize::from(r.tag.is_some()))
        .sum::<usize>()
}

/// The traits a character of `origin` holds when `chosen` are the traits
/// named: the origin's own, then the chosen ones (a Survivor's 1 or 2 of
/// its list; none for the others).
///
/// # Errors
/// An unknown trait, a trait not of the origin's list, too many or none.
pub fn traits_for(origin: &Origin, chosen: &[String]) -> Result<Vec<String>, RuleError> {
    let mut held: Vec<String> = origin.traits.clone();
    let offered = || origin.choose.join(", ");
    if chosen.len() > origin.picks as usize || (chosen.is_empty() && origin.picks > 0) {
        return Err(RuleError::OriginTraits {
            origin: origin.name.to_string(),
            most: origin.picks,
            offered: offered(),
        });
    }
    for text in chosen {
        let t = Trait::find(text).ok_or_else(|| {
            RuleError::unknown(
                Unknown::Trait,
                text,
                TRAITS.iter().map(|t| t.name.to_string()).collect(),
            )
        })?;
        if !origin.choose.iter().any(|c| *c == *t.name) {
            return Err(RuleError::OriginTraits {
                origin: origin.name.to_string(),
                most: origin.picks,
                offered: offered(),
            });
        }
        if held.iter().any(|h| *h == *t.name) {
            return Err(RuleError::invalid("trait", &t.name));
        }
        held.push(t.name.to_string());
    }
    Ok(held)
}

/// Whether `c` (with its origin and traits set) keeps within them: every
/// attribute at most its maximum, every rank at most the highest, no more
/// tags than it may have.
///
/// # Errors
/// The first number over, with the origin named.
pub fn within_origin(c: &Character) -> Result<(), RuleError> {
    let origin = c.origin.clone().unwrap_or_default();
    for a in Attribute::ALL {
        let (score, most) = (c.special.get(a), c.special_max(a));
        if score > most {
            return Err(RuleError::OriginAttribute {
                character: c.name.clone(),
                origin,
                attribute: a,
                score: u32::from(score),
                most: u32::from(most),
            });
        }
    }
    let most = c.rank_max();
    if let Some(&skill) = super::skills::SKILLS.iter().find(|s| c.rank(**s) > most) {
        return Err(RuleError::OriginRank {
            character: c.name.clone(),
            origin,
            skill,
            rank: u32::from(c.rank(skill)),
            most: u32::from(most),
        });
    }
    if c.tags.len() > c.tags_allowed() {
        return Err(RuleError::OriginTags {
            character: c.name.clone(),
            origin,
            tags: c.tags.len() as u32,
            most: c.tags_allowed() as u32,
        });
    }
    Ok(())
}

/// An origin set (the `origin_set` event).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OriginSet {
    /// Who.
    pub character: String,
    /// The origin now.
    pub origin: String,
    /// The traits now.
    pub traits: Vec<String>,
    /// The origin before (`None`: none).
    pub before: Option<String>,
}

impl Campaign {
    /// GM: sets a character's origin and traits, checked against the
    /// character's numbers first (a super mutant's limits, the tags it may
    /// have). Creation's gains (a super mutant's +2 STR and END, a
    /// ghoul's Survival tag) are creation's: an origin set later changes
    /// no number.
    pub(super) fn set_origin(
        &mut self,
        character: &str,
        origin: &str,
        chosen: &[String],
    ) -> Result<OriginSet, RuleError> {
        let i = self.character_index(character)?;
        let row = Origin::named(origin)?;
        let traits = traits_for(row, chosen)?;
        let mut next = self.characters[i].clone();
        let before = next.origin.replace(row.name.to_string());
        next.traits.clone_from(&traits);
        within_origin(&next)?;
        let set = OriginSet {
            character: next.name.clone(),
            origin: row.name.to_string(),
            traits,
            before,
        };
        self.characters[i] = next;
        Ok(set)
    }
}

/// Why `perk` is not for `c`'s kind, as the refusal (`None`: it is).
#[must_use]
pub fn barred(c: &Character, perk: &super::perks::Perk) -> Option<RuleError> {
    let kind = c.kind();
    let immune = c.immune_to(DamageType::Radiation);
    perk.not_for
        .iter()
        .find(|k| *k == kind.word() || (k.as_str() == "radiation_immune" && immune))
        .map(|k| RuleError::PerkNotFor {
            character: c.name.clone(),
            perk: perk.name.to_string(),
            kind: k.clone(),
        })
}
