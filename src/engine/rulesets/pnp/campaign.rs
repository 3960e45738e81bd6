//! The classic game's campaign aggregate and its one entry point,
//! [`Campaign::execute`], plus [`Campaign::validate`], which checks every
//! invariant of a state that did not come from `execute` (an import).
//!
//! `execute` runs a command against a copy of the campaign and keeps the copy
//! only when the command succeeds, so a refused command leaves the campaign
//! exactly as it was, however far it got.

use serde::{Deserialize, Serialize};

use crate::engine::dice::Dice;
use crate::engine::homebrew::Brew;
use crate::engine::mechanics::special::Attribute;
use crate::engine::name;
use crate::engine::roster::{self, Side};

use super::ammo::{AmmoLevel, Find};
use super::armour::Armour;
use super::character::{BurnDie, Character, HpChange, NewCharacter, Poisoning, Vitals, XP_MAX};
use super::check::{self, Criticals, SaveRule, SuccessLevel};
use super::combat::{
    self, Aim, ChanceInput, DamageToOne, Location, DISTANCE_MAX, SCOPE_ROUNDS_MAX,
};
use super::command::{
    AttackOrder, Command, LevelUpChoice, Setting, AMOUNT_MAX, ENEMY_COUNT_MAX, MODIFIER_MAX,
    SAVE_MODIFIER_MAX, SPLASH_TARGETS_MAX, XP_AMOUNT_MAX,
};
use super::enemy::{Enemy, EnemyTemplate, MORALE_MAX};
use super::error::{clean, free_name, in_range, RuleError, Unknown};
use super::outcome::{CalledEffect, Event, MoraleCause, Outcome, SavePurpose, Treatment};
use super::skills::{Skill, SKILL_MAX};
use super::weapons::Weapon;

/// Schema version of the serialized campaign.
pub const STATE_VERSION: u32 = 1;
/// What a Stimpak or RadAway gives before the Medic skill (seed 001).
pub const TREATMENT_BASE: u32 = 25;
/// Most characters plus enemies a campaign holds.
pub const UNITS_MAX: usize = 200;
/// Farthest splash ring a command may name.
pub const RING_MAX: i64 = 100;

/// A classic-game campaign: settings, characters and enemies. It keeps no
/// log: the store keeps the events.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Campaign {
    /// Schema version.
    pub version: u32,
    /// Seed 003's optional half-point rule.
    pub half_points: bool,
    /// How skill checks read criticals.
    pub criticals: Criticals,
    /// Characters in the order they joined.
    pub characters: Vec<Character>,
    /// Enemies in the order they came.
    pub enemies: Vec<Enemy>,
    /// The campaign's own weapons and templates (homebrew).
    #[serde(
        default,
        skip_serializing_if = "crate::engine::homebrew::CopyOnWrite::is_plain"
    )]
    pub homebrew: crate::engine::homebrew::CopyOnWrite<super::homebrew::PnpBrew>,
}

impl Default for Campaign {
    fn default() -> Self {
        Campaign {
            version: STATE_VERSION,
            half_points: false,
            criticals: Criticals::default(),
            characters: Vec::new(),
            enemies: Vec::new(),
            homebrew: crate::engine::homebrew::CopyOnWrite::default(),
        }
    }
}

/// A character or an enemy, by index.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum UnitRef {
    Character(usize),
    Enemy(usize),
}

/// What an attacker brings to an attack.
struct Attacker {
    name: String,
    skill: u32,
    strength: u8,
    luck: u8,
    pip_boy: bool,
    character: Option<usize>,
}

/// Who an attack that hit strikes: the target, the splash targets with
/// their rings, and the range band (a shotgun's spread).
struct Hit {
    target: UnitRef,
    splash: Vec<(UnitRef, u32)>,
    band: combat::Band,
}

impl Campaign {
    crate::engine::ruleset::execute_on_a_copy!();

    /// Every invariant of a state: names clean and unique, scores within race
    /// ranges, skills and HP within bounds, levels consistent.
    pub fn validate(&self) -> Result<(), RuleError> {
        let bad = |reason: String| RuleError::InvalidState { reason };
        if self.version != STATE_VERSION {
            return Err(bad(format!(
                "version {} is not {STATE_VERSION}",
                self.version
            )));
        }
        if self.characters.len() + self.enemies.len() > UNITS_MAX {
            return Err(bad(format!("more than {UNITS_MAX} units")));
        }
        for c in &self.characters {
            c.check(&self.homebrew.weapons).map_err(bad)?;
        }
        for e in &self.enemies {
            clean(name::ENEMY_NAME, &e.name)
                .ok()
                .filter(|n| n == &e.name)
                .ok_or_else(|| bad(format!("{}: name is not a clean name", e.name)))?;
            e.check(&self.homebrew.weapons).map_err(bad)?;
        }
        // One namespace, held to the check every new name passes.
        match name::repeated(self.unit_names_iter()) {
            Some(r) => Err(bad(r.to_string())),
            None => Ok(()),
        }
    }

    /// Carries out one command on this copy of the campaign: one arm a
    /// command, each to its own function.
    fn apply(&mut self, command: &Command, dice: &mut dyn Dice) -> Result<Outcome, RuleError> {
        let mut out = Outcome::default();
        match command {
            Command::AddCharacter(new) => self.add_character(new, &mut out)?,
            Command::RemoveCharacter { name } => self.remove_character(name, &mut out)?,
            Command::Status { name } => self.status(name.as_deref(), &mut out)?,
            Command::Spend {
                character,
                skill,
                points,
            } => self.spend(character, *skill, *points, &mut out)?,
            Command::Check {
                character,
                skill,
                modifier,
                repeat,
            } => self.skill_check(character, *skill, (*modifier, *repeat), dice, &mut out)?,
            Command::Odds {
                character,
                skill,
                modifier,
            } => self.odds(character, *skill, *modifier, &mut out)?,
            Command::Save {
                character,
                attribute,
                modifier,
            } => self.save_test(character, *attribute, *modifier, dice, &mut out)?,
            Command::Xp { character, amount } => self.xp(character, *amount, &mut out)?,
            Command::LevelUp { character, choice } => {
                self.level_up_command(character, *choice, &mut out)?;
            }
            Command::Setting(setting) => self.change_setting(*setting, &mut out)?,
            Command::AddEnemy {
                template,
                count,
                name,
            } => self.add_enemies(template, *count, name.as_deref(), &mut out)?,
            Command::RemoveEnemy { name } => self.remove_enemy(name, &mut out)?,
            Command::Leader { enemy } => self.set_leader(enemy, &mut out)?,
            Command::SetMorale { enemy, score } => self.set_morale(enemy, *score, &mut out)?,
            Command::Attack(order) => self.attack(order, dice, &mut out)?,
            Command::Morale { enemy, modifier } => {
                self.morale_test(enemy, *modifier, dice, &mut out)?;
            }
            Command::Round => self.round(dice, &mut out)?,
            Command::Douse { target } => self.douse(target, &mut out)?,
            Command::Stimpak { healer, target } => {
                self.treat(healer, target, Treatment::Stimpak, &mut out)?;
            }
            Command::RadAway { healer, target } => {
                self.treat(healer, target, Treatment::RadAway, &mut out)?;
            }
            Command::Sleep { character } => self.sleep(character, &mut out)?,
            Command::Hurt {
                target,
                amount,
                rads,
            } => self.hurt(target, *amount, *rads, dice, &mut out)?,
            Command::Revive { character, hp } => self.revive(character, *hp, &mut out)?,
            Command::SetArmour { target, armour } => self.set_armour(target, *armour, &mut out)?,
            Command::SetPipBoy { character, on } => self.set_pip_boy(character, *on, &mut out)?,
            Command::SetAmmo {
                character,
                weapon,
                level,
            } => self.set_ammo(character, weapon, *level, &mut out)?,
            Command::FindAmmo {
                character,
                weapon,
                found,
            } => self.find_ammo(character, weapon, *found, dice, &mut out)?,
        }
        Ok(out)
    }

    // ----- the characters and the table ------------------------------------

    crate::engine::roster::add_character!();

    fn remove_character(&mut self, name: &str, out: &mut Outcome) -> Result<(), RuleError> {
        let i = self.character(name)?;
        let c = self.characters.remove(i);
        out.push(Event::CharacterRemoved { name: c.name });
        Ok(())
    }

    /// The board, or one character's sheet.
    fn status(&self, name: Option<&str>, out: &mut Outcome) -> Result<(), RuleError> {
        match name {
            Some(name) => {
                let i = self.character(name)?;
                out.push(Event::Sheet {
                    sheet: self.characters[i].sheet(),
                });
            }
            None => out.push(Event::Board {
                characters: self.characters.iter().map(Character::sheet).collect(),
                enemies: self.enemies.clone(),
                half_points: self.half_points,
                criticals: self.criticals,
            }),
        }
        Ok(())
    }

    /// Spends unspent skill points on a skill, up to its maximum.
    fn spend(
        &mut self,
        character: &str,
        skill: Skill,
        points: i64,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let i = self.character(character)?;
        let points = in_range("points", points, 1, i64::from(SKILL_MAX))? as u32;
        let c = &mut self.characters[i];
        if points > c.unspent {
            return Err(RuleError::NotEnoughPoints {
                name: c.name.clone(),
                have: c.unspent,
                asked: points,
            });
        }
        let value = c.raw_skill(skill) + points;
        if value > SKILL_MAX {
            return Err(RuleError::SkillOverMax { skill, value });
        }
        c.added[skill.index()] += points;
        c.unspent -= points;
        out.push(Event::PointsSpent {
            character: c.name.clone(),
            skill,
            points,
            value: c.skill(skill),
            unspent: c.unspent,
        });
        Ok(())
    }

    fn xp(&mut self, character: &str, amount: i64, out: &mut Outcome) -> Result<(), RuleError> {
        let i = self.character(character)?;
        let amount = in_range("xp", amount, 1, XP_AMOUNT_MAX)? as u32;
        let c = &self.characters[i];
        let total = i64::from(c.xp) + i64::from(amount);
        in_range("xp", total, 0, i64::from(XP_MAX))?;
        self.gain_xp(i, amount, out);
        Ok(())
    }

    fn level_up_command(
        &mut self,
        character: &str,
        choice: LevelUpChoice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let i = self.living_character(character)?;
        self.level_up(i, choice, out)
    }

    /// Changes a table setting; the value it already has is refused
    /// (nothing to save, log or undo).
    fn change_setting(&mut self, setting: Setting, out: &mut Outcome) -> Result<(), RuleError> {
        let already = match setting {
            Setting::HalfPoints(on) => (self.half_points == on)
                .then(|| ("half-points", if on { "on" } else { "off" }.to_owned())),
            Setting::Criticals(c) => (self.criticals == c).then(|| {
                let word = serde_json::to_value(c).unwrap_or_default();
                ("criticals", word.as_str().unwrap_or_default().to_owned())
            }),
        };
        if let Some((what, value)) = already {
            return Err(RuleError::AlreadySet {
                what: what.to_owned(),
                value,
            });
        }
        match setting {
            Setting::HalfPoints(on) => self.half_points = on,
            Setting::Criticals(c) => self.criticals = c,
        }
        out.push(Event::SettingChanged { setting });
        Ok(())
    }

    // ----- tests of skills and attributes -----------------------------------

    /// A skill check, `repeat` times.
    fn skill_check(
        &self,
        character: &str,
        skill: Skill,
        (modifier, repeat): (i64, i64),
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let i = self.living_character(character)?;
        let modifier = in_range("modifier", modifier, -MODIFIER_MAX, MODIFIER_MAX)?;
        let repeat = in_range("repeat", repeat, 1, crate::engine::dice::REPEAT_MAX)?;
        let c = &self.characters[i];
        for _ in 0..repeat {
            let roll = check::roll_skill(
                c.skill(skill),
                modifier,
                c.score(Attribute::Lck),
                self.criticals,
                dice,
            );
            out.push(Event::Check {
                character: c.name.clone(),
                skill,
                roll,
            });
        }
        Ok(())
    }

    /// The odds of a skill check, rolling nothing.
    fn odds(
        &self,
        character: &str,
        skill: Skill,
        modifier: i64,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let i = self.character(character)?;
        let modifier = in_range("modifier", modifier, -MODIFIER_MAX, MODIFIER_MAX)?;
        let c = &self.characters[i];
        let target = i64::from(c.skill(skill)) + modifier;
        out.push(Event::Odds {
            character: c.name.clone(),
            skill,
            target,
            odds: check::skill_odds(target, c.score(Attribute::Lck), self.criticals),
        });
        Ok(())
    }

    /// A saving throw the GM asks for.
    fn save_test(
        &mut self,
        character: &str,
        attribute: Attribute,
        modifier: i64,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let i = self.living_character(character)?;
        let modifier = in_range("modifier", modifier, -SAVE_MODIFIER_MAX, SAVE_MODIFIER_MAX)?;
        self.save(
            UnitRef::Character(i),
            attribute,
            modifier,
            SavePurpose::Test,
            dice,
            out,
        )?;
        Ok(())
    }

    // ----- enemies ---------------------------------------------------------

    fn remove_enemy(&mut self, name: &str, out: &mut Outcome) -> Result<(), RuleError> {
        let i = self.enemy(name)?;
        let e = self.enemies.remove(i);
        out.push(Event::EnemyRemoved { name: e.name });
        Ok(())
    }

    /// Makes an enemy its group's leader.
    fn set_leader(&mut self, enemy: &str, out: &mut Outcome) -> Result<(), RuleError> {
        let i = self.enemy(enemy)?;
        let group = self.enemies[i].group.clone();
        for (j, e) in self.enemies.iter_mut().enumerate() {
            if e.group == group {
                e.leader = j == i;
            }
        }
        out.push(Event::LeaderSet {
            enemy: self.enemies[i].name.clone(),
            group,
        });
        Ok(())
    }

    fn set_morale(
        &mut self,
        enemy: &str,
        score: Option<i64>,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let i = self.enemy(enemy)?;
        let score = match score {
            Some(s) => Some(in_range("morale", s, 0, i64::from(MORALE_MAX))? as u8),
            None => None,
        };
        self.enemies[i].morale = score;
        out.push(Event::MoraleSet {
            enemy: self.enemies[i].name.clone(),
            score,
        });
        Ok(())
    }

    /// A morale test the GM asks for, of an enemy standing with a morale
    /// score.
    fn morale_test(
        &mut self,
        enemy: &str,
        modifier: i64,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let i = self.enemy(enemy)?;
        let modifier = in_range("modifier", modifier, -12, 12)?;
        let e = &self.enemies[i];
        if e.vitals.is_dead() {
            return Err(RuleError::Dead {
                name: e.name.clone(),
            });
        }
        if e.fled {
            return Err(RuleError::Fled {
                name: e.name.clone(),
            });
        }
        if e.morale.is_none() {
            return Err(RuleError::NoMorale {
                name: e.name.clone(),
            });
        }
        self.morale(i, MoraleCause::Asked, modifier, dice, out);
        Ok(())
    }

    // ----- care and harm ----------------------------------------------------

    /// Drops a burning unit's highest fire die.
    fn douse(&mut self, target: &str, out: &mut Outcome) -> Result<(), RuleError> {
        let u = self.living_unit(target)?;
        let name = self.unit_name(u);
        let v = self.vitals_mut(u);
        let Some(dropped) = take_highest(&mut v.burning) else {
            return Err(RuleError::NotBurning { name });
        };
        out.push(Event::Doused {
            target: name,
            dropped,
            remaining: v.burning.clone(),
        });
        Ok(())
    }

    /// A Stimpak (heals) or RadAway (removes rads): 25 + the healer's Medic.
    fn treat(
        &mut self,
        healer: &str,
        target: &str,
        treatment: Treatment,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let h = self.living_character(healer)?;
        let u = self.living_unit(target)?;
        let amount = TREATMENT_BASE + self.characters[h].skill(Skill::Medic);
        let healer = self.characters[h].name.clone();
        let target = self.unit_name(u);
        let v = self.vitals_mut(u);
        let rads_before = v.rads;
        let hp = if treatment == Treatment::Stimpak {
            v.heal(amount)
        } else {
            let before = v.hp;
            v.rads = v.rads.saturating_sub(amount);
            v.change(before)
        };
        out.push(Event::Healed {
            healer,
            target,
            treatment,
            amount,
            hp,
            rads_before,
            rads_after: v.rads,
        });
        Ok(())
    }

    /// A night's sleep: HP back to the maximum.
    fn sleep(&mut self, character: &str, out: &mut Outcome) -> Result<(), RuleError> {
        let i = self.living_character(character)?;
        let c = &mut self.characters[i];
        let amount = c.vitals.max_hp().saturating_sub(c.vitals.hp);
        let hp = c.vitals.heal(amount);
        out.push(Event::Healed {
            healer: c.name.clone(),
            target: c.name.clone(),
            treatment: Treatment::Sleep,
            amount,
            hp,
            rads_before: c.vitals.rads,
            rads_after: c.vitals.rads,
        });
        Ok(())
    }

    /// The GM's damage and rads, with what damage brings (morale, death).
    fn hurt(
        &mut self,
        target: &str,
        amount: i64,
        rads: i64,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let u = self.living_unit(target)?;
        let amount = in_range("amount", amount, 0, AMOUNT_MAX)? as u32;
        let rads = in_range("rads", rads, 0, AMOUNT_MAX)? as u32;
        let name = self.unit_name(u);
        let hp = self.vitals_mut(u).take(amount, rads);
        out.push(Event::Hurt {
            target: name,
            amount,
            rads,
            hp,
        });
        self.after_damage(u, amount + rads, hp, None, dice, out);
        Ok(())
    }

    /// Brings a dead character back at `hp`.
    fn revive(&mut self, character: &str, hp: i64, out: &mut Outcome) -> Result<(), RuleError> {
        let i = self.character(character)?;
        let c = &mut self.characters[i];
        if !c.vitals.is_dead() {
            return Err(RuleError::NotDead {
                name: c.name.clone(),
            });
        }
        let hp = in_range("hp", hp, 1, i64::from(c.vitals.max_hp()))? as u32;
        let change = c.vitals.heal(hp);
        out.push(Event::Revived {
            character: c.name.clone(),
            hp: change,
        });
        Ok(())
    }

    fn set_armour(
        &mut self,
        target: &str,
        armour: Armour,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let u = self.unit(target)?;
        self.vitals_mut(u).armour = armour;
        out.push(Event::ArmourSet {
            target: self.unit_name(u),
            armour,
        });
        Ok(())
    }

    fn set_pip_boy(
        &mut self,
        character: &str,
        on: bool,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let i = self.character(character)?;
        self.characters[i].pip_boy = on;
        out.push(Event::PipBoySet {
            character: self.characters[i].name.clone(),
            on,
        });
        Ok(())
    }

    // ----- ammunition -------------------------------------------------------

    /// Sets the ammunition level a character has for a weapon.
    fn set_ammo(
        &mut self,
        character: &str,
        weapon: &str,
        level: AmmoLevel,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let i = self.character(character)?;
        let w = ammo_weapon(&self.homebrew.weapons, weapon)?;
        if !level.is_valid() {
            return Err(RuleError::invalid("ammo", "3-2-1"));
        }
        let c = &mut self.characters[i];
        let before = c.ammo_for(&w.id);
        c.set_ammo(&w.id, level);
        out.push(Event::Ammo {
            character: c.name.clone(),
            weapon: w.id.to_string(),
            found: None,
            dice: Vec::new(),
            before,
            after: level,
        });
        Ok(())
    }

    /// Rolls for ammunition found for a weapon.
    fn find_ammo(
        &mut self,
        character: &str,
        weapon: &str,
        found: Find,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let i = self.character(character)?;
        let w = ammo_weapon(&self.homebrew.weapons, weapon)?;
        let c = &mut self.characters[i];
        let before = c.ammo_for(&w.id);
        let (rolled, after) = before.find(found, dice);
        c.set_ammo(&w.id, after);
        out.push(Event::Ammo {
            character: c.name.clone(),
            weapon: w.id.to_string(),
            found: Some(found),
            dice: rolled,
            before,
            after,
        });
        Ok(())
    }

    // ----- lookups -------------------------------------------------------

    fn character(&self, name: &str) -> Result<usize, RuleError> {
        roster::index_by_name(&self.characters, name, |c| &c.name)
            .map_err(|names| RuleError::unknown(Unknown::Character, name, names))
    }

    fn living_character(&self, name: &str) -> Result<usize, RuleError> {
        let i = self.character(name)?;
        if self.characters[i].vitals.is_dead() {
            return Err(RuleError::Dead {
                name: self.characters[i].name.clone(),
            });
        }
        Ok(i)
    }

    fn enemy(&self, name: &str) -> Result<usize, RuleError> {
        roster::index_by_name(&self.enemies, name, |e| &e.name)
            .map_err(|names| RuleError::unknown(Unknown::Enemy, name, names))
    }

    fn unit(&self, name: &str) -> Result<UnitRef, RuleError> {
        match roster::side_by_name(&self.characters, &self.enemies, name) {
            Ok(Side::Character(i)) => Ok(UnitRef::Character(i)),
            Ok(Side::Enemy(i)) => Ok(UnitRef::Enemy(i)),
            Err(names) => Err(RuleError::unknown(Unknown::Unit, name, names)),
        }
    }

    fn living_unit(&self, name: &str) -> Result<UnitRef, RuleError> {
        let u = self.unit(name)?;
        if self.vitals(u).is_dead() {
            return Err(RuleError::Dead {
                name: self.unit_name(u),
            });
        }
        Ok(u)
    }

    fn unit_name(&self, u: UnitRef) -> String {
        match u {
            UnitRef::Character(i) => self.characters[i].name.clone(),
            UnitRef::Enemy(i) => self.enemies[i].name.clone(),
        }
    }

    fn vitals(&self, u: UnitRef) -> &Vitals {
        match u {
            UnitRef::Character(i) => &self.characters[i].vitals,
            UnitRef::Enemy(i) => &self.enemies[i].vitals,
        }
    }

    fn vitals_mut(&mut self, u: UnitRef) -> &mut Vitals {
        match u {
            UnitRef::Character(i) => &mut self.characters[i].vitals,
            UnitRef::Enemy(i) => &mut self.enemies[i].vitals,
        }
    }

    /// Every name on the roster, characters and enemies (one namespace).
    fn unit_names_iter(&self) -> impl Iterator<Item = &str> {
        roster::names(&self.characters, &self.enemies)
    }

    fn ensure_free(&self, name: &str) -> Result<(), RuleError> {
        free_name(name, self.unit_names_iter())?;
        if self.characters.len() + self.enemies.len() >= UNITS_MAX {
            return Err(RuleError::range(
                "units",
                (UNITS_MAX + 1) as i64,
                0,
                UNITS_MAX as i64,
            ));
        }
        Ok(())
    }

    // ----- tests of dice ---------------------------------------------------

    /// The save rule and score of a unit's attribute: a character's race
    /// range (with the half-point setting); an enemy reads like a human.
    fn save_rule(&self, u: UnitRef, attribute: Attribute) -> (SaveRule, u8) {
        match u {
            UnitRef::Character(i) => {
                let c = &self.characters[i];
                let (lo, hi) = c.race.range(attribute);
                (SaveRule::new(lo, hi, self.half_points), c.score(attribute))
            }
            UnitRef::Enemy(i) => {
                let e = &self.enemies[i];
                let score = match attribute {
                    Attribute::Agi => e.agi,
                    Attribute::Lck => e.lck,
                    _ => e.end,
                };
                (SaveRule::HUMAN, score)
            }
        }
    }

    fn save(
        &self,
        u: UnitRef,
        attribute: Attribute,
        modifier: i64,
        purpose: SavePurpose,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<SuccessLevel, RuleError> {
        let (rule, score) = self.save_rule(u, attribute);
        let roll = check::roll_save(rule, score, modifier, dice)?;
        let level = roll.level;
        out.push(Event::Save {
            unit: self.unit_name(u),
            attribute,
            purpose,
            roll,
        });
        Ok(level)
    }

    // ----- experience ------------------------------------------------------

    fn gain_xp(&mut self, i: usize, amount: u32, out: &mut Outcome) {
        let c = &mut self.characters[i];
        let level_before = c.level();
        c.xp = c.xp.saturating_add(amount).min(XP_MAX);
        out.push(Event::XpGained {
            character: c.name.clone(),
            amount,
            xp: c.xp,
            level_before,
            level: c.level(),
            pending: c.pending_level_ups(),
        });
    }

    fn level_up(
        &mut self,
        i: usize,
        choice: LevelUpChoice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let c = &mut self.characters[i];
        if c.pending_level_ups() == 0 {
            return Err(RuleError::NoLevelUp {
                name: c.name.clone(),
            });
        }
        let (value, points) = match choice {
            LevelUpChoice::Attribute(a) => {
                let (_, max) = c.race.range(a);
                if c.score(a) >= max {
                    return Err(RuleError::AttributeAtMax {
                        attribute: a.abbr().to_owned(),
                        max,
                    });
                }
                c.special[a.index()] += 1;
                (Some(c.score(a)), 0)
            }
            LevelUpChoice::Skills => {
                let points = c.level_up_points();
                c.unspent += points;
                (None, points)
            }
        };
        let level_hp = c.level_hp();
        let before = c.vitals.hp;
        c.vitals.base_max_hp += level_hp;
        c.vitals.hp = (c.vitals.hp + level_hp).min(c.vitals.max_hp());
        c.levels_taken += 1;
        out.push(Event::LevelUp {
            character: c.name.clone(),
            choice,
            value,
            points,
            level_hp,
            hp: c.vitals.change(before),
        });
        Ok(())
    }

    // ----- enemies and morale ----------------------------------------------

    fn add_enemies(
        &mut self,
        template: &str,
        count: i64,
        name: Option<&str>,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let brew = &self.homebrew.enemies;
        let t = brew
            .find(template)
            .ok_or_else(|| RuleError::unknown(Unknown::Template, template, ids(brew.all())))?;
        let t = &t;
        let count = in_range("count", count, 1, ENEMY_COUNT_MAX)?;
        let base = clean(name::ENEMY_NAME, name.unwrap_or(&t.name))?;
        let mut names = Vec::new();
        if count == 1 {
            self.ensure_free(&base)?;
            names.push(base.clone());
        } else {
            names = name::pack_names(name::ENEMY_NAME, &base, count as usize, |c| {
                self.unit_names_iter().any(|n| name::looks_alike(n, c))
            })?;
        }
        for n in names {
            self.ensure_free(&n)?;
            let e = Enemy::from_template(t, n, base.clone());
            out.push(Event::EnemyAdded { enemy: e.clone() });
            self.enemies.push(e);
        }
        Ok(())
    }

    /// A morale check for enemy `i`; a fleeing leader makes its group check.
    fn morale(
        &mut self,
        i: usize,
        cause: MoraleCause,
        modifier: i64,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) {
        let Some(score) = self.enemies[i].morale else {
            return;
        };
        let roll = combat::roll_morale(score, modifier, dice);
        let e = &mut self.enemies[i];
        out.push(Event::Morale {
            enemy: e.name.clone(),
            cause,
            roll,
        });
        if roll.flees {
            e.fled = true;
            if e.leader {
                self.group_morale(i, dice, out);
            }
        }
    }

    /// The rest of a fallen or fleeing leader's group checks morale.
    fn group_morale(&mut self, leader: usize, dice: &mut dyn Dice, out: &mut Outcome) {
        let group = self.enemies[leader].group.clone();
        for j in 0..self.enemies.len() {
            let e = &self.enemies[j];
            if j != leader
                && e.group == group
                && !e.fled
                && !e.vitals.is_dead()
                && e.morale.is_some()
            {
                self.morale(j, MoraleCause::LeaderLost, 0, dice, out);
            }
        }
    }

    /// After a unit took damage: death, experience for the killer, and an
    /// enemy's morale checks (first damage, half HP, its leader).
    fn after_damage(
        &mut self,
        u: UnitRef,
        damage: u32,
        hp: HpChange,
        killer: Option<usize>,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) {
        if hp.dead && hp.before > 0 {
            out.push(Event::Died {
                name: self.unit_name(u),
            });
            if let UnitRef::Enemy(i) = u {
                if let Some(k) = killer {
                    let xp = self.enemies[i].xp;
                    let room = XP_MAX - self.characters[k].xp.min(XP_MAX);
                    if xp > 0 && room > 0 {
                        self.gain_xp(k, xp.min(room), out);
                    }
                }
                if self.enemies[i].leader {
                    self.group_morale(i, dice, out);
                }
            }
            return;
        }
        let UnitRef::Enemy(i) = u else {
            return;
        };
        if damage == 0 || self.enemies[i].fled || hp.dead {
            return;
        }
        let e = &mut self.enemies[i];
        let first = !e.damaged;
        e.damaged = true;
        let lost = e.vitals.base_max_hp.saturating_sub(e.vitals.hp);
        let half = !e.half_checked && 2 * lost >= e.vitals.base_max_hp;
        if half {
            e.half_checked = true;
        }
        if first {
            self.morale(i, MoraleCause::FirstDamage, 0, dice, out);
        } else if half {
            self.morale(i, MoraleCause::HalfHp, 0, dice, out);
        }
    }

    // ----- combat ------------------------------------------------------------

    fn attacker(&self, u: UnitRef, weapon: &Weapon) -> Result<Attacker, RuleError> {
        Ok(match u {
            UnitRef::Character(i) => {
                let c = &self.characters[i];
                Attacker {
                    name: c.name.clone(),
                    skill: c.skill(weapon.kind.skill()),
                    strength: c.score(Attribute::Str),
                    luck: c.score(Attribute::Lck),
                    pip_boy: c.pip_boy,
                    character: Some(i),
                }
            }
            UnitRef::Enemy(i) => {
                let e = &self.enemies[i];
                if e.fled {
                    return Err(RuleError::Fled {
                        name: e.name.clone(),
                    });
                }
                Attacker {
                    name: e.name.clone(),
                    skill: e.skill,
                    strength: 5,
                    luck: e.lck,
                    pip_boy: false,
                    character: None,
                }
            }
        })
    }

    fn agility(&self, u: UnitRef) -> u8 {
        match u {
            UnitRef::Character(i) => self.characters[i].score(Attribute::Agi),
            UnitRef::Enemy(i) => self.enemies[i].agi,
        }
    }

    fn attack(
        &mut self,
        order: &AttackOrder,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let a = self.living_unit(&order.attacker)?;
        let brew = &self.homebrew.weapons;
        let weapon = brew
            .find(&order.weapon)
            .ok_or_else(|| RuleError::unknown(Unknown::Weapon, &order.weapon, ids(brew.all())))?;
        let weapon = &weapon;
        let attacker = self.attacker(a, weapon)?;
        let t = self.living_unit(&order.target)?;
        let distance = in_range("distance", order.distance, 0, DISTANCE_MAX)? as u32;
        let modifier = in_range("modifier", order.modifier, -MODIFIER_MAX, MODIFIER_MAX)?;
        if let Aim::Scope(rounds) = order.aim {
            in_range("aim rounds", i64::from(rounds), 1, SCOPE_ROUNDS_MAX)?;
        }
        let splash = self.splash_targets(order, weapon, t)?;
        let band = combat::band(weapon, distance, attacker.strength)?;
        let chance = combat::attack_chance(&ChanceInput {
            skill: attacker.skill,
            target_agi: (!order.immobile).then(|| self.agility(t)),
            weapon,
            band,
            aim: order.aim,
            has_pip_boy: attacker.pip_boy,
            called: order.called,
            modifier,
        })?;
        let ammo = self.loaded(&attacker, weapon)?;
        let roll = check::roll_skill(
            attacker.skill,
            chance.chance - i64::from(attacker.skill),
            attacker.luck,
            self.criticals,
            dice,
        );
        out.push(Event::Attack {
            attacker: attacker.name.clone(),
            target: self.unit_name(t),
            weapon: weapon.id.to_string(),
            chance,
            roll,
        });
        if let Some((i, level)) = ammo {
            let used = level.fire(weapon.heavy_ammo, dice);
            self.characters[i].set_ammo(&weapon.id, used.after);
            out.push(Event::AmmoUsed {
                character: attacker.name.clone(),
                weapon: weapon.id.to_string(),
                used,
            });
        }
        if !roll.level.succeeded() {
            out.push(Event::Scatter {
                direction: dice.roll(8),
                missed_by: -roll.margin,
            });
            return Ok(());
        }
        let hit = Hit {
            target: t,
            splash,
            band,
        };
        self.attack_damage(order, hit, &attacker, weapon, dice, out)
    }

    /// The ammunition level of a character's weapon that takes ammunition
    /// (an empty weapon refused); `None` for other weapons and enemies.
    fn loaded(
        &self,
        attacker: &Attacker,
        weapon: &Weapon,
    ) -> Result<Option<(usize, AmmoLevel)>, RuleError> {
        match attacker.character {
            Some(i) if weapon.kind.uses_ammo() => {
                let level = self.characters[i].ammo_for(&weapon.id);
                if level == AmmoLevel::Empty {
                    return Err(RuleError::NoAmmo {
                        name: attacker.name.clone(),
                        weapon: weapon.id.to_string(),
                    });
                }
                Ok(Some((i, level)))
            }
            _ => Ok(None),
        }
    }

    /// A hit's damage: a called shot's effect, the damage rolled once,
    /// then each unit struck (the target, then the splash rings) takes its
    /// share through its armour.
    fn attack_damage(
        &mut self,
        order: &AttackOrder,
        hit: Hit,
        attacker: &Attacker,
        weapon: &Weapon,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let t = hit.target;
        let armour_ignored = match order.called {
            Some(location) => self.called_shot(t, location, dice, out)?,
            None => false,
        };
        let bonus = if attacker.character.is_some() && weapon.kind.is_melee() {
            combat::strength_bonus(attacker.strength)
        } else {
            0
        };
        let rolled = combat::roll_damage(weapon, bonus, dice);
        let factor = weapon.shotgun.then(|| combat::shotgun_factor(hit.band));
        let mut struck = vec![(t, 0u32, armour_ignored, factor)];
        struck.extend(
            hit.splash
                .into_iter()
                .map(|(u, ring)| (u, ring, false, None)),
        );
        for (u, ring, ignored, factor) in struck {
            if self.vitals(u).is_dead() {
                continue;
            }
            let damage = combat::damage_to(&rolled, ring, self.vitals(u).armour, ignored, factor);
            self.strike(u, damage, weapon, attacker.character, dice, out);
        }
        Ok(())
    }

    /// Resolves splash targets: the weapon must splash, names must be
    /// different from each other and from the target, rings 1..=100.
    fn splash_targets(
        &self,
        order: &AttackOrder,
        weapon: &Weapon,
        target: UnitRef,
    ) -> Result<Vec<(UnitRef, u32)>, RuleError> {
        if order.splash.is_empty() {
            return Ok(Vec::new());
        }
        if weapon.splash.is_none() {
            return Err(RuleError::NoSplash {
                weapon: weapon.id.to_string(),
            });
        }
        in_range(
            "splash targets",
            order.splash.len() as i64,
            1,
            SPLASH_TARGETS_MAX as i64,
        )?;
        let mut seen = vec![target];
        let mut out = Vec::new();
        for s in &order.splash {
            let u = self.living_unit(&s.name)?;
            if seen.contains(&u) {
                return Err(RuleError::DuplicateTarget {
                    name: self.unit_name(u),
                });
            }
            seen.push(u);
            let ring = in_range("ring", s.ring, 1, RING_MAX)? as u32;
            out.push((u, ring));
        }
        Ok(out)
    }

    /// A called shot's END save and effect; whether armour is ignored.
    fn called_shot(
        &mut self,
        t: UnitRef,
        location: Location,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<bool, RuleError> {
        let purpose = match location {
            Location::Head => SavePurpose::Headshot,
            Location::WeaponArm => SavePurpose::WeaponArm,
            Location::Leg => SavePurpose::Leg,
            Location::OtherArm => {
                out.push(Event::CalledShot {
                    target: self.unit_name(t),
                    location,
                    effect: CalledEffect::Nothing,
                });
                return Ok(false);
            }
        };
        let saved = self
            .save(t, Attribute::End, 0, purpose, dice, out)?
            .succeeded();
        let effect = match (location, saved) {
            (Location::Head, _) => CalledEffect::LosesNextAction,
            (Location::WeaponArm, false) => CalledEffect::DropsWeapon,
            (Location::WeaponArm, true) => CalledEffect::KeepsWeapon,
            (_, false) => CalledEffect::SpeedHalf,
            (_, true) => CalledEffect::SpeedQuarter,
        };
        out.push(Event::CalledShot {
            target: self.unit_name(t),
            location,
            effect,
        });
        Ok(location == Location::Head && !saved)
    }

    /// Applies one creature's damage: HP then rads, burning and poison, then
    /// death, experience and morale.
    fn strike(
        &mut self,
        u: UnitRef,
        damage: DamageToOne,
        weapon: &Weapon,
        killer: Option<usize>,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) {
        let total = damage.hp_damage + damage.rad_damage;
        let burn: Vec<BurnDie> = if weapon.burn {
            damage
                .dice
                .iter()
                .filter(|d| d.counts() && !d.rad)
                .map(|d| BurnDie {
                    sides: d.sides,
                    face: d.face,
                })
                .collect()
        } else {
            Vec::new()
        };
        let name = self.unit_name(u);
        let hp = self.vitals_mut(u).take(damage.hp_damage, damage.rad_damage);
        out.push(Event::Damage {
            target: name.clone(),
            damage,
            hp,
        });
        if !hp.dead {
            if !burn.is_empty() {
                self.vitals_mut(u).burning.clone_from(&burn);
                out.push(Event::Burning {
                    target: name.clone(),
                    dice: burn,
                });
            }
            if let Some(p) = weapon.poison.filter(|_| total > 0) {
                let rounds = dice.roll(p.duration);
                self.vitals_mut(u).poison = Some(Poisoning {
                    damage_sides: p.damage,
                    rounds_left: rounds,
                    toxicity: p.toxicity,
                });
                out.push(Event::Poisoned {
                    target: name,
                    damage_sides: p.damage,
                    rounds,
                });
            }
        }
        self.after_damage(u, total, hp, killer, dice, out);
    }

    /// A round: every living unit burns (the highest die goes, the rest
    /// hurt), then saves against its poison.
    fn round(&mut self, dice: &mut dyn Dice, out: &mut Outcome) -> Result<(), RuleError> {
        let units: Vec<UnitRef> = (0..self.characters.len())
            .map(UnitRef::Character)
            .chain((0..self.enemies.len()).map(UnitRef::Enemy))
            .collect();
        for u in units {
            let name = self.unit_name(u);
            let v = self.vitals_mut(u);
            if v.is_dead() {
                continue;
            }
            if let Some(dropped) = take_highest(&mut v.burning) {
                let damage: u32 = v.burning.iter().map(|d| d.face).sum();
                let remaining = v.burning.clone();
                let hp = v.take(damage, 0);
                out.push(Event::BurnTick {
                    target: name.clone(),
                    dropped,
                    remaining,
                    damage,
                    hp,
                });
                self.after_damage(u, damage, hp, None, dice, out);
            }
            let Some(p) = self.vitals(u).poison.filter(|_| !self.vitals(u).is_dead()) else {
                continue;
            };
            let saved = self
                .save(
                    u,
                    Attribute::End,
                    p.toxicity,
                    SavePurpose::Poison,
                    dice,
                    out,
                )?
                .succeeded();
            let damage = (!saved).then(|| dice.roll(p.damage_sides));
            let v = self.vitals_mut(u);
            let hp = v.take(damage.unwrap_or(0), 0);
            let rounds_left = p.rounds_left.saturating_sub(1);
            if !v.is_dead() {
                v.poison = (rounds_left > 0).then_some(Poisoning { rounds_left, ..p });
            }
            out.push(Event::PoisonTick {
                target: name,
                damage,
                hp,
                rounds_left,
            });
            self.after_damage(u, damage.unwrap_or(0), hp, None, dice, out);
        }
        Ok(())
    }
}

/// Removes the highest burning die (the first of equals).
fn take_highest(dice: &mut Vec<BurnDie>) -> Option<BurnDie> {
    let (i, _) = dice
        .iter()
        .enumerate()
        .max_by(|(i, a), (j, b)| a.face.cmp(&b.face).then(j.cmp(i)))?;
    Some(dice.remove(i))
}

/// The command-line words of the entries a campaign sees, for hints.
fn ids<T: HasId>(all: Vec<(&T, crate::engine::homebrew::Origin)>) -> Vec<String> {
    all.into_iter().map(|(r, _)| r.id().to_owned()).collect()
}

/// A row with a command-line word.
trait HasId {
    fn id(&self) -> &str;
}

impl HasId for Weapon {
    fn id(&self) -> &str {
        &self.id
    }
}

impl HasId for EnemyTemplate {
    fn id(&self) -> &str {
        &self.id
    }
}

/// A weapon that fires ammunition, or a refusal.
fn ammo_weapon(brew: &Brew<Weapon>, word: &str) -> Result<Weapon, RuleError> {
    let w = brew
        .find(word)
        .ok_or_else(|| RuleError::unknown(Unknown::Weapon, word, ids(brew.all())))?;
    if !w.kind.uses_ammo() {
        return Err(RuleError::NoAmmoWeapon {
            weapon: w.id.to_string(),
        });
    }
    Ok(w)
}

crate::engine::roster::roster_of!(Campaign, characters, enemies);
