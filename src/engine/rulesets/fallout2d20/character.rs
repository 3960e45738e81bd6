//! Characters and creatures of the Fallout 2d20 game: what the GM sets at
//! creation (S.P.E.C.I.A.L., tag skills, skill ranks), what play changes
//! (HP, radiation, injuries, persistent damage, equipment), and the derived
//! statistics of the core rules (HP, Defense, initiative, carry weight, melee
//! damage bonus, Luck points).

use serde::{Deserialize, Serialize};

use crate::engine::mechanics::pool::Target;
use crate::engine::mechanics::special::{Attribute, Special};
use crate::engine::name;

use super::data::{
    ArmourPiece, CreatureTemplate, DamageType, Dr, InjuryKind, LocationRow, Resist, Side, Size,
    HUMANOID,
};
use super::error::{clean, in_range, RuleError};
use super::skills::{Skill, SKILLS};

/// Lowest S.P.E.C.I.A.L. score at creation.
pub const SPECIAL_MIN: u8 = 4;
/// Highest S.P.E.C.I.A.L. score.
pub const SPECIAL_MAX: u8 = 10;
/// Tag skills a new character picks.
pub const TAGS: usize = 3;
/// Ranks a tag skill starts with.
pub const TAG_RANKS: u8 = 2;
/// Highest skill rank at creation.
pub const CREATION_RANK_MAX: u8 = 3;
/// Highest skill rank.
pub const RANK_MAX: u8 = 6;
/// Skill points at creation before INT is added.
pub const BASE_SKILL_POINTS: u32 = 9;
/// Most of one item a character may carry (and a command may give).
pub const CARRY_MAX: u32 = 10_000;
/// Most radiation damage a unit keeps track of.
pub const RADS_MAX: u32 = 10_000;
/// Highest level a character may have.
pub const LEVEL_MAX: u32 = 50;

/// Maximum HP at level 1: END + LCK.
#[must_use]
pub fn max_hp(special: &Special) -> u32 {
    u32::from(special.get(Attribute::End)) + u32::from(special.get(Attribute::Lck))
}

/// Defense: 1 for AGI up to 8, 2 for AGI 9 and more.
#[must_use]
pub fn defense(special: &Special) -> u32 {
    if special.get(Attribute::Agi) >= 9 {
        2
    } else {
        1
    }
}

/// Initiative: PER + AGI.
#[must_use]
pub fn initiative(special: &Special) -> u32 {
    u32::from(special.get(Attribute::Per)) + u32::from(special.get(Attribute::Agi))
}

/// Carry weight in pounds: 150 + 10 x STR.
#[must_use]
pub fn carry_weight(special: &Special) -> u32 {
    150 + 10 * u32::from(special.get(Attribute::Str))
}

/// Extra combat dice on melee and unarmed attacks: +1 at STR 7-8, +2 at
/// 9-10, +3 at 11 or more.
#[must_use]
pub fn melee_bonus(special: &Special) -> u32 {
    match special.get(Attribute::Str) {
        0..=6 => 0,
        7..=8 => 1,
        9..=10 => 2,
        _ => 3,
    }
}

/// An injury: a critical hit (or falling to 0 HP) at one location.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Injury {
    /// The location's key.
    #[serde(deserialize_with = "super::data::read_location")]
    pub location: String,
    /// What it does.
    pub kind: InjuryKind,
    /// Inflicted by a Debilitating weapon: +1 difficulty to treat.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub debilitating: bool,
}

/// Damage that repeats at the end of the sufferer's turns.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Persistent {
    /// What causes it (a weapon's name, or `bleeding` for a torso injury).
    pub source: String,
    /// Combat dice rolled each time.
    pub dice: u32,
    /// Its damage type.
    pub damage_type: DamageType,
    /// Turns left; `None` until treated (bleeding).
    pub rounds_left: Option<u32>,
    /// The difficulty of the test that stops it early (Effects rolled).
    pub difficulty: u32,
    /// Where it was inflicted (its DR applies unless `ignore_dr`).
    #[serde(deserialize_with = "super::data::read_location")]
    pub location: String,
    /// Whether DR is ignored (bleeding).
    pub ignore_dr: bool,
}

/// DR lost for good to Breaking at one location, for one damage type.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Broken {
    /// The location's key.
    #[serde(deserialize_with = "super::data::read_location")]
    pub location: String,
    /// The damage type whose DR it lowers.
    pub damage_type: DamageType,
    /// How much DR is gone.
    pub amount: u32,
}

/// Everything play changes about a body, character or creature alike.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[allow(clippy::struct_excessive_bools)] // each flag is a condition of the rules
pub struct Vitals {
    /// Current HP, 0..=max.
    pub hp: u32,
    /// Radiation damage taken: the maximum HP is lowered by this much.
    pub rads: u32,
    /// Injuries, in the order suffered.
    pub injuries: Vec<Injury>,
    /// Persistent damage running.
    pub persistent: Vec<Persistent>,
    /// Loses its normal actions on its next turn (Stun, head injury).
    pub stunned: bool,
    /// Lying down (leg injury, falling to 0 HP); Move stands up.
    pub prone: bool,
    /// At 0 HP and dying (characters).
    pub dying: bool,
    /// Stabilised but not yet woken (characters).
    pub unconscious: bool,
    /// Dead (a character who failed a dying test, a creature at 0 HP).
    pub dead: bool,
    /// Defense added by a successful Defend, until its next turn starts.
    pub defense_bonus: u32,
    /// Combat dice of cover it is in (0: none).
    pub cover: u32,
    /// DR lost to Breaking.
    pub broken: Vec<Broken>,
    /// A readied action's trigger, until used or its next turn starts.
    pub readied: Option<String>,
    /// The zone it stands in (`None`: not placed).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub zone: Option<String>,
    /// Chems taken whose effect still runs.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub chems: Vec<super::chems::ChemEffect>,
    /// Doses of each addictive chem counted this session.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub doses: Vec<Carried>,
    /// Chems it is addicted to.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub addictions: Vec<String>,
    /// Diseases it carries (names of `diseases.json`); their effects are
    /// the GM's.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub diseases: Vec<String>,
    /// AP of its own from chems (Psycho Jet, Jet Fuel), spent before the
    /// pool's and lost at the end of its turn.
    #[serde(default, skip_serializing_if = "super::qualities::is_zero")]
    pub chem_ap: u32,
    /// Worn apparel whose re-roll was spent this scene ([`super::apparel`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub apparel_used: Vec<String>,
}

impl Vitals {
    /// Maximum HP given the base maximum: lowered by radiation, at least 0.
    #[must_use]
    pub fn max_hp(&self, base: u32) -> u32 {
        (base + super::chems::chem_max_hp(&self.chems)).saturating_sub(self.rads)
    }

    /// Whether it may act at all.
    #[must_use]
    pub fn able(&self) -> bool {
        !(self.dead || self.dying || self.unconscious)
    }

    /// How many injuries of a kind it has.
    #[must_use]
    pub fn injuries_of(&self, kind: InjuryKind) -> usize {
        self.injuries.iter().filter(|i| i.kind == kind).count()
    }

    /// DR lost to Breaking at a location for a type.
    #[must_use]
    pub fn broken_at(&self, location: &str, t: DamageType) -> u32 {
        self.broken
            .iter()
            .filter(|b| b.location == location && b.damage_type == t)
            .map(|b| b.amount)
            .sum()
    }

    /// Applies broken DR to a base DR at a location.
    #[must_use]
    pub fn worn_down(&self, location: &str, base: Dr) -> Dr {
        let mut dr = base;
        for t in DamageType::ALL {
            let lost = self.broken_at(location, t);
            let r = dr.get_mut(t);
            *r = r.minus(lost);
        }
        dr
    }
}

/// A carried stack of one item.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Carried {
    /// The item's name as the table spells it.
    pub name: String,
    /// How many, at least 1.
    pub count: u32,
    /// The mods its weapons hold, by name (`mod`; every copy of the stack
    /// holds them).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub mods: Vec<String>,
}

/// A worn armour piece.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Worn {
    /// The piece's name as the table spells it.
    pub piece: String,
    /// The side, for arm and leg pieces.
    pub side: Option<Side>,
    /// The piece when it came from the campaign's homebrew: kept with it,
    /// so changing or removing the homebrew entry never changes what a
    /// character wears.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub homebrew: Option<ArmourPiece>,
    /// The apparel mods it holds, by name (`mod`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub mods: Vec<String>,
}

impl Worn {
    /// The piece: its own homebrew copy, else the shipped one.
    #[must_use]
    pub fn row(&self) -> Option<&ArmourPiece> {
        match &self.homebrew {
            Some(p) => Some(p),
            None => ArmourPiece::find(&self.piece),
        }
    }

    /// The locations it covers.
    #[must_use]
    pub fn locations(&self) -> Vec<&'static str> {
        self.row()
            .map(|p| p.slot.locations(self.side))
            .unwrap_or_default()
    }
}

/// What `add-player` asks for; checked by [`NewCharacter::build`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewCharacter {
    /// The player's user id.
    pub owner: String,
    /// The player's display name.
    pub player: String,
    /// The character's name.
    pub name: String,
    /// S.P.E.C.I.A.L. in order, each 4..=10, adding up to 40.
    pub special: [i64; 7],
    /// Three different tag skills.
    pub tags: Vec<Skill>,
    /// Skill points spent at creation, each skill at most once.
    pub points: Vec<(Skill, i64)>,
}

/// What creation allows: each attribute's lowest and highest score, what
/// the scores add up to, how many tag skills. An origin changes them
/// ([`super::creation`]); without one they are 4..=10, 40 and three.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CreationLimits {
    /// Each attribute's lowest score, in S.P.E.C.I.A.L. order.
    pub min: [u8; 7],
    /// Each attribute's highest score.
    pub max: [u8; 7],
    /// What the scores add up to.
    pub total: u32,
    /// How many tag skills.
    pub tags: usize,
}

impl Default for CreationLimits {
    fn default() -> Self {
        CreationLimits {
            min: [SPECIAL_MIN; 7],
            max: [SPECIAL_MAX; 7],
            total: Special::CREATION_TOTAL,
            tags: TAGS,
        }
    }
}

impl NewCharacter {
    /// Checks every field and builds the character at full HP with Luck
    /// points equal to LCK.
    pub fn build(&self) -> Result<Character, RuleError> {
        self.build_within(&CreationLimits::default())
    }

    /// [`NewCharacter::build`] within `limits` (an origin's).
    pub fn build_within(&self, limits: &CreationLimits) -> Result<Character, RuleError> {
        let owner = clean(name::OWNER, &self.owner)?;
        let player = clean(name::CHARACTER_NAME, &self.player)?;
        let name = clean(name::CHARACTER_NAME, &self.name)?;
        let mut scores = [0u8; 7];
        for (i, (&v, a)) in self.special.iter().zip(Attribute::ALL).enumerate() {
            let (min, max) = (i64::from(limits.min[i]), i64::from(limits.max[i]));
            scores[i] = in_range(a.abbr(), v, min, max)? as u8;
        }
        let special = Special(scores);
        if special.total() != limits.total {
            return Err(RuleError::SpecialTotal {
                total: special.total(),
                expected: limits.total,
            });
        }
        if self.tags.len() != limits.tags {
            return Err(RuleError::range(
                "tag skills",
                self.tags.len() as i64,
                limits.tags as i64,
                limits.tags as i64,
            ));
        }
        let mut ranks = [0u8; 17];
        for (i, &t) in self.tags.iter().enumerate() {
            if self.tags[..i].contains(&t) {
                return Err(RuleError::DuplicateTag { skill: t });
            }
            ranks[t.index()] = TAG_RANKS;
        }
        let allowed = BASE_SKILL_POINTS + u32::from(special.get(Attribute::Int));
        let mut spent = 0u32;
        for (i, &(skill, points)) in self.points.iter().enumerate() {
            if self.points[..i].iter().any(|(s, _)| *s == skill) {
                return Err(RuleError::invalid("skill points", skill.name()));
            }
            let base = ranks[skill.index()];
            let most = i64::from(CREATION_RANK_MAX - base);
            let points = in_range(skill.name(), points, 0, most)? as u8;
            ranks[skill.index()] = base + points;
            spent += u32::from(points);
        }
        if spent > allowed {
            return Err(RuleError::SkillPoints { spent, allowed });
        }
        let hp = max_hp(&special);
        Ok(Character {
            name,
            player,
            owner,
            special,
            tags: self.tags.clone(),
            ranks,
            luck: u32::from(special.get(Attribute::Lck)),
            vitals: Vitals {
                hp,
                ..Vitals::default()
            },
            weapons: Vec::new(),
            ammo: Vec::new(),
            worn: Vec::new(),
            chems: Vec::new(),
            power: None,
            level: 1,
            core_shots: 0,
            xp: 0,
            perks: Vec::new(),
            origin: None,
            traits: Vec::new(),
            robot_armour: Vec::new(),
            modules: Vec::new(),
        })
    }
}

/// A player character.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Character {
    /// Name, the handle in commands.
    pub name: String,
    /// The player's display name.
    pub player: String,
    /// The player's user id.
    pub owner: String,
    /// S.P.E.C.I.A.L.
    pub special: Special,
    /// Tag skills.
    pub tags: Vec<Skill>,
    /// Rank of every skill, in [`SKILLS`] order, 0..=6.
    pub ranks: [u8; 17],
    /// Luck points left this session, 0..=LCK.
    pub luck: u32,
    /// HP, radiation, injuries and the rest of what play changes.
    pub vitals: Vitals,
    /// Weapons carried (Unarmed Strike is always at hand).
    pub weapons: Vec<Carried>,
    /// Ammunition carried.
    pub ammo: Vec<Carried>,
    /// Armour worn.
    pub worn: Vec<Worn>,
    /// Chems carried.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub chems: Vec<Carried>,
    /// Power armour: the frame and its pieces (`None`: no frame).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub power: Option<super::power::PowerArmour>,
    /// Level, 1..=[`LEVEL_MAX`]: 1 for every character made here; a
    /// character brought over from Foundry VTT keeps its own, and with it
    /// the published HP of a level (one more maximum HP a level past the
    /// first). `level-up` raises it ([`super::growth`]).
    #[serde(default = "first_level", skip_serializing_if = "is_first_level")]
    pub level: u32,
    /// Shots left in the fusion core the character's Gatling laser fires
    /// from (a core opened by an attack holds its charges as shots:
    /// [`super::fusion::core_shots`]); 0: none open.
    #[serde(default, skip_serializing_if = "super::qualities::is_zero")]
    pub core_shots: u32,
    /// Experience points earned, all told ([`super::growth`]).
    #[serde(default, skip_serializing_if = "super::qualities::is_zero")]
    pub xp: u32,
    /// Perks held, with their ranks ([`super::perks`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub perks: Vec<super::perks::HeldPerk>,
    /// Its origin, as the origins table spells it ([`super::origins`];
    /// `None`: none set, a human).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub origin: Option<String>,
    /// Its traits, as the traits table spells them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub traits: Vec<String>,
    /// A robot's armour, by the robot armour table's names
    /// ([`super::robots`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub robot_armour: Vec<String>,
    /// A robot's modules, by the robot modules table's names.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub modules: Vec<String>,
}

/// The level every character starts at.
fn first_level() -> u32 {
    1
}

/// Whether a level is the first (a state written before levels were kept
/// reads the same).
#[allow(clippy::trivially_copy_pass_by_ref)] // serde passes a reference
fn is_first_level(level: &u32) -> bool {
    *level == 1
}

impl Character {
    /// Maximum HP before radiation: END + LCK, one more a level past the
    /// first, and what perks add (Life Giver).
    #[must_use]
    pub fn base_max_hp(&self) -> u32 {
        max_hp(&self.special)
            + self.level.saturating_sub(1)
            + super::perks::perk_max_hp(&self.perks, &self.special)
    }

    /// Maximum HP now (radiation lowers it).
    #[must_use]
    pub fn max_hp(&self) -> u32 {
        self.vitals.max_hp(self.base_max_hp())
    }

    /// A skill's rank.
    #[must_use]
    pub fn rank(&self, skill: Skill) -> u8 {
        self.ranks.get(skill.index()).copied().unwrap_or(0)
    }

    /// Whether a skill is tagged.
    #[must_use]
    pub fn tagged(&self, skill: Skill) -> bool {
        self.tags.contains(&skill)
    }

    /// The target of a test of `attribute` + `skill`: a tag skill's rank
    /// widens the critical range.
    #[must_use]
    pub fn target(&self, attribute: Attribute, skill: Skill) -> Target {
        // Adrenalin Rush may count a hurt character's STR as 10.
        let score = if attribute == Attribute::Str {
            super::perk_effects::strength(self)
        } else {
            self.special.get(attribute)
        };
        let t = Target::plain(u32::from(score) + u32::from(self.rank(skill)));
        if self.tagged(skill) {
            t.tagged(u32::from(self.rank(skill)))
        } else {
            t
        }
    }

    /// The DR at a humanoid location: worn pieces added, Breaking taken off.
    #[must_use]
    pub fn dr_at(&self, location: &str) -> Dr {
        // In power armour the frame and its pieces replace the apparel.
        let worn = match self.power.as_ref().filter(|p| p.inside) {
            Some(p) => p.dr_at(location),
            None => super::apparel::worn_dr(&self.worn, location),
        };
        let worn = match self.power.as_ref().filter(|p| p.inside) {
            Some(_) => worn,
            None => worn.plus(&super::mods::worn_mods_dr(&self.worn, location)),
        };
        let base = worn
            .plus(&super::chems::chem_dr(&self.vitals.chems))
            .plus(&super::perks::perk_dr(&self.perks))
            .plus(&super::perk_effects::rage_dr(self))
            .plus(&super::perk_effects::barbarian_dr(self))
            .plus(&super::robots::robot_dr(&self.robot_armour, location));
        let mut dr = self.vitals.worn_down(location, base);
        // An origin's immunities (a ghoul's radiation, a super mutant's
        // and a robot's radiation and poison).
        for t in DamageType::ALL {
            if self.immune_to(t) {
                *dr.get_mut(t) = Resist::Immune;
            }
        }
        dr
    }

    /// Carry weight: the base ([`Character::base_carry`]: STR, perks,
    /// traits) and what worn apparel and its mods add (a robot's armour
    /// included).
    #[must_use]
    pub fn carry_weight(&self) -> u32 {
        self.base_carry() + self.apparel_carry() + super::mods::worn_mods_carry(&self.worn)
    }

    /// How many of a weapon it carries.
    #[must_use]
    pub fn carried(&self, weapon: &str) -> u32 {
        self.weapons
            .iter()
            .find(|c| name::same(&c.name, weapon))
            .map_or(0, |c| c.count)
    }

    /// How many shots of an ammunition it carries.
    #[must_use]
    pub fn ammo_of(&self, ammo: &str) -> u32 {
        self.ammo
            .iter()
            .find(|c| name::same(&c.name, ammo))
            .map_or(0, |c| c.count)
    }

    /// The sheet: every stat, derived stat and DR by location.
    #[must_use]
    pub fn sheet(&self) -> Sheet {
        Sheet {
            name: self.name.clone(),
            player: self.player.clone(),
            owner: self.owner.clone(),
            special: self.special,
            tags: self.tags.clone(),
            skills: SKILLS
                .iter()
                .filter(|s| self.rank(**s) > 0 || self.tagged(**s))
                .map(|&s| SkillLine {
                    skill: s,
                    rank: u32::from(self.rank(s)),
                    tagged: self.tagged(s),
                    target: u32::from(self.special.get(s.attribute())) + u32::from(self.rank(s)),
                })
                .collect(),
            hp: self.vitals.hp,
            max_hp: self.max_hp(),
            base_max_hp: self.base_max_hp(),
            defense: defense(&self.special),
            initiative: initiative(&self.special),
            carry_weight: self.carry_weight(),
            melee_bonus: self.melee_dice(),
            luck: self.luck,
            luck_max: self.luck_max(),
            dr: HUMANOID
                .iter()
                .map(|r| LocationDr {
                    location: r.key.to_owned(),
                    dr: self.dr_at(r.key),
                })
                .collect(),
            vitals: self.vitals.clone(),
            weapons: self.weapons.clone(),
            ammo: self.ammo.clone(),
            worn: self.worn.clone(),
            chems: self.chems.clone(),
            power: self.power.clone(),
            scene_rerolls: self.scene_rerolls(),
            level: self.level,
            xp: self.xp,
            perks: self.perks.clone(),
            origin: self.origin.clone(),
            traits: self.traits.clone(),
            robot_armour: self.robot_armour.clone(),
            modules: self.modules.clone(),
            modded: super::mods::modded_items(self),
        }
    }
}

/// One skill on a sheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SkillLine {
    /// The skill.
    pub skill: Skill,
    /// Its rank.
    pub rank: u32,
    /// Whether it is tagged.
    pub tagged: bool,
    /// Its default attribute plus its rank.
    pub target: u32,
}

/// DR at one location.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LocationDr {
    /// The location's key.
    pub location: String,
    /// Its DR.
    pub dr: Dr,
}

/// A character's sheet as events carry it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sheet {
    /// Name.
    pub name: String,
    /// Player.
    pub player: String,
    /// Owner id.
    pub owner: String,
    /// S.P.E.C.I.A.L.
    pub special: Special,
    /// Tag skills.
    pub tags: Vec<Skill>,
    /// Skills with a rank or a tag.
    pub skills: Vec<SkillLine>,
    /// HP.
    pub hp: u32,
    /// Maximum HP now.
    pub max_hp: u32,
    /// Maximum HP before radiation.
    pub base_max_hp: u32,
    /// Defense.
    pub defense: u32,
    /// Initiative.
    pub initiative: u32,
    /// Carry weight: 150 + 10 x STR, plus what worn apparel adds.
    pub carry_weight: u32,
    /// Melee damage bonus in combat dice.
    pub melee_bonus: u32,
    /// Luck points left.
    pub luck: u32,
    /// Luck points at the start of a session.
    pub luck_max: u32,
    /// DR by location.
    pub dr: Vec<LocationDr>,
    /// HP, radiation, injuries, conditions.
    pub vitals: Vitals,
    /// Weapons carried.
    pub weapons: Vec<Carried>,
    /// Ammunition carried.
    pub ammo: Vec<Carried>,
    /// Armour worn.
    pub worn: Vec<Worn>,
    /// Chems carried.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub chems: Vec<Carried>,
    /// Power armour: the frame, whether the character is in it, each
    /// piece and its HP.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub power: Option<super::power::PowerArmour>,
    /// The worn apparel's scene re-rolls, spent or ready.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub scene_rerolls: Vec<super::apparel::SceneReroll>,
    /// Level (1 when absent).
    #[serde(default = "first_level", skip_serializing_if = "is_first_level")]
    pub level: u32,
    /// Experience points, all told.
    #[serde(default, skip_serializing_if = "super::qualities::is_zero")]
    pub xp: u32,
    /// Perks held, with their ranks.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub perks: Vec<super::perks::HeldPerk>,
    /// Origin (`None`: none set).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub origin: Option<String>,
    /// Traits.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub traits: Vec<String>,
    /// A robot's armour.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub robot_armour: Vec<String>,
    /// A robot's modules.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub modules: Vec<String>,
    /// Modded weapons and worn pieces: their mods, what they change, a
    /// weapon's numbers after them (absent when none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub modded: Vec<super::mods::Modded>,
}

/// A creature on the field.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Creature {
    /// Its name, the handle in commands.
    pub name: String,
    /// Its template's name.
    pub template: String,
    /// Whether it is an NPC allied to the characters (Command an NPC).
    pub ally: bool,
    /// HP, radiation, injuries and the rest.
    pub vitals: Vitals,
    /// Its template when it came from the campaign's homebrew: kept with
    /// it, so changing or removing the homebrew entry never changes a
    /// creature on the field.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub homebrew: Option<Box<CreatureTemplate>>,
}

impl Creature {
    /// A fresh creature of a template, at full HP.
    #[must_use]
    pub fn new(template: &CreatureTemplate, name: String, ally: bool) -> Creature {
        Creature {
            name,
            template: template.name.to_string(),
            ally,
            vitals: Vitals {
                hp: template.hp,
                ..Vitals::default()
            },
            homebrew: None,
        }
    }

    /// Its template (`None` only in an invalid state): its own homebrew
    /// copy, else the shipped one.
    #[must_use]
    pub fn profile(&self) -> Option<&CreatureTemplate> {
        match &self.homebrew {
            Some(t) => Some(t),
            None => CreatureTemplate::find(&self.template),
        }
    }

    /// Maximum HP now.
    #[must_use]
    pub fn max_hp(&self) -> u32 {
        self.profile().map_or(0, |t| self.vitals.max_hp(t.hp))
    }

    /// The DR at a location of its table.
    #[must_use]
    pub fn dr_at(&self, location: &str) -> Dr {
        let base = self.profile().map_or(Dr::NONE, |t| t.dr_at(location));
        self.vitals.worn_down(location, base)
    }

    /// Its location table.
    #[must_use]
    pub fn locations(&self) -> &'static [LocationRow] {
        self.profile().map_or(&HUMANOID, |t| t.locations)
    }

    /// Its size.
    #[must_use]
    pub fn size(&self) -> Size {
        self.profile().map_or(Size::Normal, |t| t.size)
    }

    /// The view events carry.
    #[must_use]
    pub fn view(&self) -> CreatureView {
        let t = self.profile();
        CreatureView {
            name: self.name.clone(),
            template: self.template.clone(),
            ally: self.ally,
            hp: self.vitals.hp,
            max_hp: self.max_hp(),
            defense: t.map_or(1, |t| t.defense),
            initiative: t.map_or(0, |t| t.initiative),
            dr: self
                .locations()
                .iter()
                .map(|r| LocationDr {
                    location: r.key.to_owned(),
                    dr: self.dr_at(r.key),
                })
                .collect(),
            attacks: t.map_or_else(Vec::new, |t| {
                t.attacks
                    .iter()
                    .map(|a| a.weapon.name.to_string())
                    .collect()
            }),
            vitals: self.vitals.clone(),
        }
    }
}

/// A creature as events carry it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CreatureView {
    /// Name.
    pub name: String,
    /// Template.
    pub template: String,
    /// Allied NPC.
    pub ally: bool,
    /// HP.
    pub hp: u32,
    /// Maximum HP now.
    pub max_hp: u32,
    /// Defense (before Defend).
    pub defense: u32,
    /// Initiative.
    pub initiative: u32,
    /// DR by location.
    pub dr: Vec<LocationDr>,
    /// Its attacks' names.
    pub attacks: Vec<String>,
    /// HP, radiation, injuries, conditions.
    pub vitals: Vitals,
}

/// The lowest radiation DR over a set of locations (whole-body exposure);
/// immunity only if every location is immune.
#[must_use]
pub fn lowest_radiation(drs: impl Iterator<Item = Dr>) -> Resist {
    drs.map(|d| d.radiation)
        .min_by_key(|r| match r {
            Resist::Dr(v) => u64::from(*v),
            Resist::Immune => u64::MAX,
        })
        .unwrap_or(Resist::Dr(0))
}

impl crate::engine::roster::Named for Character {
    fn name(&self) -> &str {
        &self.name
    }
}

impl crate::engine::roster::Named for Creature {
    fn name(&self) -> &str {
        &self.name
    }
}
