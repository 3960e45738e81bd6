//! Characters of the classic game: S.P.E.C.I.A.L. point-buy within the race's
//! ranges, skills from S.P.E.C.I.A.L. with three tags and points to spend, HP
//! 20 + 2 x END, experience and levels (seed 001), and the body every unit
//! shares: HP, radiation, armour, burning and poison.

use serde::{Deserialize, Serialize};

use crate::engine::mechanics::special::Attribute;
use crate::engine::name;

use super::ammo::AmmoLevel;
use super::armour::Armour;
use super::error::{clean, in_range, RuleError};
use super::races::Race;
use super::skills::{Skill, SKILL_MAX};

/// Skill points to distribute after tagging (seed 001).
pub const CREATION_SKILL_POINTS: u32 = 20;
/// What a tag adds to a skill (seed 001).
pub const TAG_BONUS: u32 = 15;
/// How many skills a character tags.
pub const TAGS: usize = 3;
/// Most experience a character may have in total.
pub const XP_MAX: u32 = 10_000_000;
/// Most HP any unit may have in a valid state.
pub const HP_MAX: u32 = 100_000;

/// Experience needed to reach `level` (seed 001: 100 x N more for level N + 1,
/// so 0, 100, 300, 600, 1000, 1500, 2100, ...).
#[must_use]
pub fn xp_for_level(level: u32) -> u64 {
    let l = u64::from(level.max(1));
    50 * l * (l - 1)
}

/// The level `xp` experience gives.
#[must_use]
pub fn level_for_xp(xp: u32) -> u32 {
    let mut level = 1;
    while xp_for_level(level + 1) <= u64::from(xp) {
        level += 1;
    }
    level
}

/// Burning damage dice left on a unit: the highest goes each round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BurnDie {
    /// Faces of the die.
    pub sides: u32,
    /// The face it showed.
    pub face: u32,
}

/// A poison working on a unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Poisoning {
    /// Faces of the damage die, re-rolled each round.
    pub damage_sides: u32,
    /// Rounds left.
    pub rounds_left: u32,
    /// The modifier to each END save.
    pub toxicity: i64,
}

/// What every unit has: HP, radiation, armour and what burns or poisons it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Vitals {
    /// Current HP; 0 is death.
    pub hp: u32,
    /// Max HP before radiation.
    pub base_max_hp: u32,
    /// Radiation points: each lowers max HP by one.
    pub rads: u32,
    /// The armour worn.
    pub armour: Armour,
    /// Dice still burning.
    pub burning: Vec<BurnDie>,
    /// A poison, if any.
    pub poison: Option<Poisoning>,
}

/// An HP change: before, after and the max after.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct HpChange {
    /// HP before.
    pub before: u32,
    /// HP after.
    pub after: u32,
    /// Max HP after.
    pub max: u32,
    /// Whether the unit is now dead.
    pub dead: bool,
}

impl Vitals {
    /// A healthy body with `max` HP.
    #[must_use]
    pub fn new(max: u32, armour: Armour) -> Vitals {
        Vitals {
            hp: max,
            base_max_hp: max,
            rads: 0,
            armour,
            burning: Vec::new(),
            poison: None,
        }
    }

    /// Max HP: the base less radiation.
    #[must_use]
    pub fn max_hp(&self) -> u32 {
        self.base_max_hp.saturating_sub(self.rads)
    }

    /// Whether the unit is dead (HP 0).
    #[must_use]
    pub fn is_dead(&self) -> bool {
        self.hp == 0
    }

    /// Takes HP damage first, then radiation (seed 001): rads lower max HP and
    /// HP drops to the new max if above it. Dying ends burning and poison.
    pub fn take(&mut self, damage: u32, rads: u32) -> HpChange {
        let before = self.hp;
        self.hp = self.hp.saturating_sub(damage);
        self.rads = self.rads.saturating_add(rads).min(self.base_max_hp);
        self.hp = self.hp.min(self.max_hp());
        if self.hp == 0 {
            self.burning.clear();
            self.poison = None;
        }
        self.change(before)
    }

    /// Heals up to max HP.
    pub fn heal(&mut self, amount: u32) -> HpChange {
        let before = self.hp;
        self.hp = self.hp.saturating_add(amount).min(self.max_hp());
        self.change(before)
    }

    /// The change from `before` to now.
    #[must_use]
    pub fn change(&self, before: u32) -> HpChange {
        HpChange {
            before,
            after: self.hp,
            max: self.max_hp(),
            dead: self.hp == 0,
        }
    }

    pub(crate) fn check(&self, at: &str) -> Result<(), String> {
        if self.base_max_hp > HP_MAX {
            return Err(format!("{at}: max HP over {HP_MAX}"));
        }
        if self.rads > self.base_max_hp {
            return Err(format!("{at}: more rads than max HP"));
        }
        if self.hp > self.max_hp() {
            return Err(format!("{at}: HP above max HP"));
        }
        if self.burning.len() > 64
            || self
                .burning
                .iter()
                .any(|d| d.sides == 0 || d.sides > 100 || d.face == 0 || d.face > d.sides)
        {
            return Err(format!("{at}: burning dice out of range"));
        }
        if let Some(p) = self.poison {
            if p.damage_sides == 0 || p.damage_sides > 100 || p.rounds_left > 100 {
                return Err(format!("{at}: poison out of range"));
            }
            if p.toxicity.abs() > 10 {
                return Err(format!("{at}: poison toxicity out of range"));
            }
        }
        Ok(())
    }
}

/// Ammunition for one weapon.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AmmoStock {
    /// The weapon's id.
    pub weapon: String,
    /// How much.
    pub level: AmmoLevel,
}

/// A player character.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Character {
    /// The name (cleaned).
    pub name: String,
    /// Who plays it (user id).
    pub owner: String,
    /// The player's display name.
    pub player: String,
    /// The race.
    pub race: Race,
    /// S.P.E.C.I.A.L. scores.
    pub special: [u8; 7],
    /// The three tagged skills.
    pub tags: Vec<Skill>,
    /// Points spent on each skill, indexed like [`Skill::ALL`].
    pub added: [u32; 11],
    /// Skill points not spent yet.
    pub unspent: u32,
    /// Experience.
    pub xp: u32,
    /// Level-ups chosen so far.
    pub levels_taken: u32,
    /// Whether it has a Pip-Boy.
    pub pip_boy: bool,
    /// HP, radiation, armour, burning, poison.
    pub vitals: Vitals,
    /// Ammunition by weapon.
    pub ammo: Vec<AmmoStock>,
}

/// A new character as a command gives it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewCharacter {
    /// Who plays it.
    pub owner: String,
    /// The player's display name.
    pub player: String,
    /// The character's name.
    pub name: String,
    /// The race.
    pub race: Race,
    /// S.P.E.C.I.A.L. as given, checked against the race.
    pub special: [i64; 7],
    /// Tagged skills: three different ones.
    pub tags: Vec<Skill>,
}

impl NewCharacter {
    /// Checks everything and builds the character at full HP with 20 skill
    /// points to spend.
    pub fn build(&self) -> Result<Character, RuleError> {
        let name = clean(name::CHARACTER_NAME, &self.name)?;
        let owner = clean(name::OWNER, &self.owner)?;
        let player = clean(name::CHARACTER_NAME, &self.player)?;
        let mut special = [0u8; 7];
        for (i, a) in Attribute::ALL.into_iter().enumerate() {
            let (lo, hi) = self.race.range(a);
            special[i] = in_range(a.abbr(), self.special[i], lo.into(), hi.into())? as u8;
        }
        let total: u32 = special.iter().map(|&v| u32::from(v)).sum();
        let expected = self.race.creation_total();
        if total != expected {
            return Err(RuleError::PointTotal { total, expected });
        }
        if self.tags.len() != TAGS {
            return Err(RuleError::range(
                "tags",
                self.tags.len() as i64,
                TAGS as i64,
                TAGS as i64,
            ));
        }
        for (i, t) in self.tags.iter().enumerate() {
            if self.tags[..i].contains(t) {
                return Err(RuleError::DuplicateTag { skill: *t });
            }
        }
        let c = Character {
            name,
            owner,
            player,
            race: self.race,
            special,
            tags: self.tags.clone(),
            added: [0; 11],
            unspent: CREATION_SKILL_POINTS,
            xp: 0,
            levels_taken: 0,
            pip_boy: false,
            vitals: Vitals::new(
                20 + 2 * u32::from(special[Attribute::End.index()]),
                Armour::None,
            ),
            ammo: Vec::new(),
        };
        for t in &c.tags {
            let value = c.raw_skill(*t);
            if value > SKILL_MAX {
                return Err(RuleError::SkillOverMax { skill: *t, value });
            }
        }
        Ok(c)
    }
}

/// One skill on a sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SkillLine {
    /// The skill.
    pub skill: Skill,
    /// Its value, 0..=100.
    pub value: u32,
    /// Whether it is tagged.
    pub tagged: bool,
}

/// What a sheet shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sheet {
    /// The name.
    pub name: String,
    /// The owner's user id.
    pub owner: String,
    /// The race.
    pub race: Race,
    /// S.P.E.C.I.A.L.
    pub special: [u8; 7],
    /// Every skill.
    pub skills: Vec<SkillLine>,
    /// HP.
    pub hp: u32,
    /// Max HP (after radiation).
    pub max_hp: u32,
    /// Radiation points.
    pub rads: u32,
    /// Level.
    pub level: u32,
    /// Experience.
    pub xp: u32,
    /// Experience for the next level.
    pub next_level_xp: u64,
    /// Level-ups not chosen yet.
    pub pending_level_ups: u32,
    /// Skill points not spent yet.
    pub unspent: u32,
    /// Armour.
    pub armour: Armour,
    /// Whether it has a Pip-Boy.
    pub pip_boy: bool,
    /// Burning dice left.
    pub burning: usize,
    /// Poison rounds left.
    pub poisoned: u32,
    /// Ammunition.
    pub ammo: Vec<AmmoStock>,
}

impl Character {
    /// An attribute's score.
    #[must_use]
    pub fn score(&self, a: Attribute) -> u8 {
        self.special[a.index()]
    }

    /// Base + tag + points, before the cap.
    #[must_use]
    pub fn raw_skill(&self, skill: Skill) -> u32 {
        let tag = if self.tags.contains(&skill) {
            TAG_BONUS
        } else {
            0
        };
        skill.base(&self.special) + tag + self.added[skill.index()]
    }

    /// A skill's value: base from S.P.E.C.I.A.L., +15 if tagged, plus points
    /// spent, never over 100.
    #[must_use]
    pub fn skill(&self, skill: Skill) -> u32 {
        self.raw_skill(skill).min(SKILL_MAX)
    }

    /// The level its experience gives.
    #[must_use]
    pub fn level(&self) -> u32 {
        level_for_xp(self.xp)
    }

    /// Level-ups gained and not chosen yet.
    #[must_use]
    pub fn pending_level_ups(&self) -> u32 {
        (self.level() - 1).saturating_sub(self.levels_taken)
    }

    /// Points a skills level-up gives: 10 + INT + LCK.
    #[must_use]
    pub fn level_up_points(&self) -> u32 {
        10 + u32::from(self.score(Attribute::Int)) + u32::from(self.score(Attribute::Lck))
    }

    /// HP a level gives: 5 + END.
    #[must_use]
    pub fn level_hp(&self) -> u32 {
        5 + u32::from(self.score(Attribute::End))
    }

    /// The ammunition for a weapon.
    #[must_use]
    pub fn ammo_for(&self, weapon: &str) -> AmmoLevel {
        self.ammo
            .iter()
            .find(|s| s.weapon == weapon)
            .map_or(AmmoLevel::Empty, |s| s.level)
    }

    /// Sets the ammunition for a weapon.
    pub fn set_ammo(&mut self, weapon: &str, level: AmmoLevel) {
        if let Some(s) = self.ammo.iter_mut().find(|s| s.weapon == weapon) {
            s.level = level;
        } else {
            self.ammo.push(AmmoStock {
                weapon: weapon.to_owned(),
                level,
            });
        }
    }

    /// The sheet.
    #[must_use]
    pub fn sheet(&self) -> Sheet {
        Sheet {
            name: self.name.clone(),
            owner: self.owner.clone(),
            race: self.race,
            special: self.special,
            skills: Skill::ALL
                .iter()
                .map(|&skill| SkillLine {
                    skill,
                    value: self.skill(skill),
                    tagged: self.tags.contains(&skill),
                })
                .collect(),
            hp: self.vitals.hp,
            max_hp: self.vitals.max_hp(),
            rads: self.vitals.rads,
            level: self.level(),
            xp: self.xp,
            next_level_xp: xp_for_level(self.level() + 1),
            pending_level_ups: self.pending_level_ups(),
            unspent: self.unspent,
            armour: self.vitals.armour,
            pip_boy: self.pip_boy,
            burning: self.vitals.burning.len(),
            poisoned: self.vitals.poison.map_or(0, |p| p.rounds_left),
            ammo: self.ammo.clone(),
        }
    }

    /// What creation and the level-ups taken allow: S.P.E.C.I.A.L. adds up to
    /// the race's creation total plus at most one per level-up taken (an
    /// attribute level-up raises one by one); the skill points spent and left
    /// are at most the 20 of creation plus 10 + INT + LCK per level-up (INT
    /// and LCK only rise, so today's are the most any level-up gave); base max
    /// HP is 20 + 2 x END at creation plus 5 + END per level-up, END then
    /// between its creation value (at most one lower per level-up, never below
    /// the race's minimum) and today's.
    fn check_advancement(&self) -> Result<(), String> {
        let at = &self.name;
        let k = self.levels_taken;
        let total: u32 = self.special.iter().map(|&v| u32::from(v)).sum();
        let creation = self.race.creation_total();
        if !(creation..=creation + k).contains(&total) {
            return Err(format!(
                "{at}: S.P.E.C.I.A.L. adds up to {total}; with {k} level-ups taken it is {creation} to {}",
                creation + k
            ));
        }
        let points: u32 = self.added.iter().sum::<u32>() + self.unspent;
        let most = CREATION_SKILL_POINTS + k * self.level_up_points();
        if points > most {
            return Err(format!(
                "{at}: {points} skill points spent and left; with {k} level-ups taken at most {most}"
            ));
        }
        let end = u32::from(self.score(Attribute::End));
        let (end_min, _) = self.race.range(Attribute::End);
        let first_end = end.saturating_sub(k).max(u32::from(end_min));
        let (least, most) = (
            20 + 2 * first_end + k * (5 + first_end),
            20 + 2 * end + k * (5 + end),
        );
        if !(least..=most).contains(&self.vitals.base_max_hp) {
            return Err(format!(
                "{at}: base max HP {} is not {least} to {most} for END {end} and {k} level-ups",
                self.vitals.base_max_hp
            ));
        }
        Ok(())
    }

    /// Every invariant; `weapons` are the weapons the campaign sees.
    pub(crate) fn check(
        &self,
        weapons: &crate::engine::homebrew::Brew<super::weapons::Weapon>,
    ) -> Result<(), String> {
        let at = &self.name;
        clean(name::CHARACTER_NAME, at)
            .ok()
            .filter(|n| n == at)
            .ok_or_else(|| format!("{at}: name is not a clean name"))?;
        clean(name::OWNER, &self.owner)
            .ok()
            .filter(|n| n == &self.owner)
            .ok_or_else(|| format!("{at}: owner is not clean"))?;
        clean(name::CHARACTER_NAME, &self.player)
            .ok()
            .filter(|n| n == &self.player)
            .ok_or_else(|| format!("{at}: player is not clean"))?;
        for a in Attribute::ALL {
            let (lo, hi) = self.race.range(a);
            if !(lo..=hi).contains(&self.score(a)) {
                return Err(format!("{at}: {a} outside the race range {lo}-{hi}"));
            }
        }
        if self.tags.len() != TAGS
            || self
                .tags
                .iter()
                .enumerate()
                .any(|(i, t)| self.tags[..i].contains(t))
        {
            return Err(format!("{at}: not three different tags"));
        }
        if self.added.iter().any(|&p| p > SKILL_MAX) {
            return Err(format!("{at}: more than 100 points in a skill"));
        }
        self.check_advancement()?;
        if self.xp > XP_MAX {
            return Err(format!("{at}: experience over {XP_MAX}"));
        }
        if self.levels_taken >= self.level() {
            return Err(format!("{at}: more level-ups taken than levels"));
        }
        if self.unspent > 1_000_000 {
            return Err(format!("{at}: unspent points out of range"));
        }
        if self.ammo.iter().any(|s| !s.level.is_valid())
            || self
                .ammo
                .iter()
                .enumerate()
                .any(|(i, s)| self.ammo[..i].iter().any(|o| o.weapon == s.weapon))
            || self.ammo.iter().any(|s| weapons.find(&s.weapon).is_none())
        {
            return Err(format!("{at}: ammunition out of range"));
        }
        self.vitals.check(at)
    }
}

impl crate::engine::roster::Named for Character {
    fn name(&self) -> &str {
        &self.name
    }
}
