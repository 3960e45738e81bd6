//! The d20 campaign aggregate and its one entry point, [`Campaign::execute`],
//! plus [`Campaign::validate`], which checks every invariant of a state that
//! did not come from `execute` (an import).
//!
//! `execute` runs a command against a copy of the campaign and keeps the copy
//! only when the command succeeds, so a refused command leaves the campaign
//! exactly as it was, however far it got.

use serde::{Deserialize, Serialize};

use crate::engine::dice::Dice;
use crate::engine::name;
use crate::engine::turns::{self, Left};

use super::character::{self, Character, Condition, NewCharacter};
use super::check::{self, resolve, save_damage, Bonus, SuccessLevel};
use super::command::{Command, AMOUNT_MAX, ENEMY_COUNT_MAX};
use super::data::{Delivery, Weapon};
use super::dice_expr::DiceExpr;
use super::enemy::Enemy;
use super::error::{free_name, in_range, RuleError, Unknown};
use super::outcome::{
    BlastSave, Combat, DamageRoll, Event, HpChange, InitiativeEntry, Outcome, Unit,
};
use super::skills::{Attributes, Skill};

/// Schema version of the serialized d20 campaign.
pub const STATE_VERSION: u32 = 1;

/// A d20 campaign: the characters, the enemies on the field and the combat.
/// It keeps no log: the store keeps the events.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Campaign {
    /// Schema version of this state.
    pub version: u32,
    /// Characters in the order they joined.
    pub characters: Vec<Character>,
    /// Enemies on the field in the order they came, defeated ones until removed.
    pub enemies: Vec<Enemy>,
    /// The running combat, if any.
    pub combat: Option<Combat>,
    /// The campaign's own weapons and templates (homebrew).
    #[serde(
        default,
        skip_serializing_if = "crate::engine::homebrew::CopyOnWrite::is_plain"
    )]
    pub homebrew: crate::engine::homebrew::CopyOnWrite<super::homebrew::D20Brew>,
}

impl Default for Campaign {
    fn default() -> Self {
        Campaign {
            version: STATE_VERSION,
            characters: Vec::new(),
            enemies: Vec::new(),
            combat: None,
            homebrew: crate::engine::homebrew::CopyOnWrite::default(),
        }
    }
}

/// Bounds on an enemy's stats in a valid state (the table stays well inside).
const ENEMY_STAT_MAX: i64 = 100;
/// Most HP an enemy may have in a valid state.
const ENEMY_HP_MAX: u32 = 10_000;

impl Campaign {
    crate::engine::ruleset::execute_on_a_copy!();

    /// Carries out one command on this copy of the campaign: one arm a
    /// command, each to its own function.
    fn apply(&mut self, command: &Command, dice: &mut dyn Dice) -> Result<Outcome, RuleError> {
        let mut out = Outcome::default();
        match command {
            Command::AddCharacter(new) => self.add_character(new, &mut out)?,
            Command::RemoveCharacter { name } => self.remove_character(name, &mut out)?,
            Command::Status { name } => self.status(name.as_deref(), &mut out)?,
            Command::Check {
                character,
                skill,
                dc,
                modifier,
                repeat,
            } => {
                let ask = (*dc, *modifier, *repeat);
                self.skill_check(character, *skill, ask, dice, &mut out)?;
            }
            Command::Save {
                character,
                skill,
                dc,
                damage,
                modifier,
            } => self.save(character, *skill, *dc, *damage, *modifier, dice, &mut out)?,
            Command::Attack {
                attacker,
                weapon,
                targets,
                modifier,
            } => self.attack(attacker, weapon, targets, *modifier, dice, &mut out)?,
            Command::AttackWords {
                attacker,
                words,
                modifier,
            } => {
                return self.apply(&self.typed_attack(attacker, words, *modifier), dice);
            }
            Command::Roll { expr, repeat } => roll_expression(expr, *repeat, dice, &mut out)?,
            Command::AddEnemy {
                template,
                name,
                count,
            } => self.add_enemies(template, name.as_deref(), *count, &mut out)?,
            Command::RemoveEnemy { name } => self.remove_enemy(name, &mut out)?,
            Command::EnemyAttack {
                enemy,
                target,
                modifier,
            } => self.enemy_attack(enemy, target, *modifier, dice, &mut out)?,
            Command::Initiative => self.initiative(dice, &mut out)?,
            Command::NextTurn => self.next_turn(&mut out)?,
            Command::EndCombat => self.end_combat(&mut out)?,
            Command::SetLevel { character, level } => {
                self.set_level(character, *level, &mut out)?;
            }
            Command::Hurt { target, amount } => self.hurt(target, *amount, &mut out)?,
            Command::Heal { target, amount } => self.heal(target, *amount, &mut out)?,
            Command::AddCondition { target, condition } => {
                self.add_condition(target, condition, &mut out)?;
            }
            Command::RemoveCondition { target, condition } => {
                self.remove_condition(target, condition, &mut out)?;
            }
        }
        Ok(out)
    }

    // ----- the commands ---------------------------------------------------

    crate::engine::roster::add_character!();

    /// Removes a character (and from the combat); the removal comes first
    /// among the events.
    fn remove_character(&mut self, name: &str, out: &mut Outcome) -> Result<(), RuleError> {
        let i = self.character_index(name)?;
        let c = self.characters.remove(i);
        self.leave_combat(&Unit::Character(c.name.clone()), out);
        out.events
            .insert(0, Event::CharacterRemoved { name: c.name });
        Ok(())
    }

    /// The board, or one character's sheet.
    fn status(&self, name: Option<&str>, out: &mut Outcome) -> Result<(), RuleError> {
        match name {
            Some(name) => {
                let i = self.character_index(name)?;
                out.push(Event::Sheet {
                    sheet: self.characters[i].sheet(),
                });
            }
            None => out.push(Event::Board {
                characters: self.characters.iter().map(Character::sheet).collect(),
                enemies: self.enemies.clone(),
                combat: self.combat.clone(),
            }),
        }
        Ok(())
    }

    /// A skill check against a DC, `repeat` times.
    fn skill_check(
        &self,
        character: &str,
        skill: Skill,
        (dc, modifier, repeat): (i64, i64, i64),
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let i = self.able_character(character)?;
        let dc = in_range("dc", dc, check::DC_MIN, check::DC_MAX)?;
        let modifier = modifier_in_range(modifier)?;
        let repeat = in_range("repeat", repeat, 1, crate::engine::dice::REPEAT_MAX)?;
        let c = &self.characters[i];
        for _ in 0..repeat {
            let roll = resolve(dice.roll(20), c.skill_bonus(skill, modifier), dc);
            out.push(Event::Check {
                character: c.name.clone(),
                skill,
                roll,
            });
        }
        Ok(())
    }

    /// Removes an enemy (and from the combat); the removal comes first
    /// among the events.
    fn remove_enemy(&mut self, name: &str, out: &mut Outcome) -> Result<(), RuleError> {
        let i = self.enemy_index(name)?;
        let e = self.enemies.remove(i);
        self.leave_combat(&Unit::Enemy(e.name.clone()), out);
        out.events.insert(0, Event::EnemyRemoved { name: e.name });
        Ok(())
    }

    fn end_combat(&mut self, out: &mut Outcome) -> Result<(), RuleError> {
        let combat = self.combat.take().ok_or(RuleError::NoCombat)?;
        out.push(Event::CombatEnded {
            round: combat.round,
        });
        Ok(())
    }

    fn hurt(&mut self, target: &str, amount: i64, out: &mut Outcome) -> Result<(), RuleError> {
        let unit = self.unit(target)?;
        let amount = in_range("damage", amount, 0, AMOUNT_MAX)? as u32;
        let hp = self.damage(&unit, amount)?;
        out.push(Event::Hurt {
            target: unit,
            amount,
            hp,
        });
        Ok(())
    }

    fn heal(&mut self, target: &str, amount: i64, out: &mut Outcome) -> Result<(), RuleError> {
        let unit = self.unit(target)?;
        let amount = in_range("healing", amount, 0, AMOUNT_MAX)? as u32;
        let (hp, max) = self.hp_mut(&unit)?;
        let before = *hp;
        *hp = hp.saturating_add(amount).min(max);
        out.push(Event::Healed {
            target: unit,
            amount,
            hp: HpChange {
                before,
                after: *hp,
                max,
                down: *hp == 0,
            },
        });
        Ok(())
    }

    /// Adds a condition the unit does not have yet.
    fn add_condition(
        &mut self,
        target: &str,
        condition: &str,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let (unit, list) = self.conditions_of(target)?;
        let condition = Condition::parse(condition)?;
        if list.iter().any(|c| c.same(&condition)) {
            return Err(RuleError::HasCondition {
                name: unit.name().to_owned(),
                condition: condition.name().to_owned(),
            });
        }
        list.push(condition.clone());
        out.push(Event::ConditionAdded {
            target: unit,
            condition,
        });
        Ok(())
    }

    fn remove_condition(
        &mut self,
        target: &str,
        condition: &str,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let (unit, list) = self.conditions_of(target)?;
        let i = crate::engine::roster::index_by_name(list, condition, Condition::name)
            .map_err(|names| RuleError::unknown(Unknown::Condition, condition, names))?;
        let condition = list.remove(i);
        out.push(Event::ConditionRemoved {
            target: unit,
            condition,
        });
        Ok(())
    }

    // ----- look-ups -------------------------------------------------------

    crate::engine::roster::roster_lookups!(enemies, enemy_index, Enemy);

    /// A character above 0 HP, by name.
    fn able_character(&self, name: &str) -> Result<usize, RuleError> {
        let i = self.character_index(name)?;
        if self.characters[i].incapacitated() {
            return Err(RuleError::CannotAct {
                name: self.characters[i].name.clone(),
            });
        }
        Ok(i)
    }

    /// A unit's current HP and max HP, mutable. Units come from [`Self::unit`];
    /// a stale one is refused as unknown rather than panicking.
    fn hp_mut(&mut self, unit: &Unit) -> Result<(&mut u32, u32), RuleError> {
        match unit {
            Unit::Character(n) => {
                let i = self.character_index(n)?;
                let c = &mut self.characters[i];
                let max = c.max_hp();
                Ok((&mut c.hp, max))
            }
            Unit::Enemy(n) => {
                let i = self.enemy_index(n)?;
                let e = &mut self.enemies[i];
                Ok((&mut e.hp, e.max_hp))
            }
        }
    }

    /// The unit a command names, with its conditions, mutable.
    fn conditions_of(&mut self, target: &str) -> Result<(Unit, &mut Vec<Condition>), RuleError> {
        let unit = self.unit(target)?;
        let list = match &unit {
            Unit::Character(n) => {
                let i = self.character_index(n)?;
                &mut self.characters[i].conditions
            }
            Unit::Enemy(n) => {
                let i = self.enemy_index(n)?;
                &mut self.enemies[i].conditions
            }
        };
        Ok((unit, list))
    }

    fn armor_class(&self, unit: &Unit) -> Result<i64, RuleError> {
        Ok(match unit {
            Unit::Character(n) => self.characters[self.character_index(n)?].armor_class(),
            Unit::Enemy(n) => self.enemies[self.enemy_index(n)?].ac,
        })
    }

    /// Takes `amount` HP from a unit, stopping at 0.
    fn damage(&mut self, unit: &Unit, amount: u32) -> Result<HpChange, RuleError> {
        let (hp, max) = self.hp_mut(unit)?;
        let before = *hp;
        *hp = hp.saturating_sub(amount);
        Ok(HpChange {
            before,
            after: *hp,
            max,
            down: *hp == 0,
        })
    }

    // ----- rolls ------------------------------------------------------------

    #[allow(clippy::too_many_arguments)]
    fn save(
        &mut self,
        character: &str,
        skill: Skill,
        dc: i64,
        damage: i64,
        modifier: i64,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        // A character at 0 HP still saves: the seed makes saves a reaction to
        // an effect, and damage at 0 HP changes nothing anyway.
        let i = self.character_index(character)?;
        if !skill.is_save() {
            return Err(RuleError::NotASave { skill });
        }
        let dc = in_range("dc", dc, check::DC_MIN, check::DC_MAX)?;
        let damage = in_range("damage", damage, 0, AMOUNT_MAX)? as u32;
        let modifier = modifier_in_range(modifier)?;
        let c = &self.characters[i];
        let roll = resolve(dice.roll(20), c.skill_bonus(skill, modifier), dc);
        let taken = save_damage(roll.level, damage);
        let name = c.name.clone();
        let hp = self.damage(&Unit::Character(name.clone()), taken)?;
        out.push(Event::Save {
            character: name,
            skill,
            roll,
            damage,
            taken,
            hp,
        });
        Ok(())
    }

    fn attack(
        &mut self,
        attacker: &str,
        weapon: &str,
        targets: &[String],
        modifier: i64,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let a = self.able_character(attacker)?;
        let brew = &self.homebrew.weapons;
        let weapon = brew
            .find(weapon)
            .ok_or_else(|| RuleError::unknown(Unknown::Weapon, weapon, brew.names()))?;
        let modifier = modifier_in_range(modifier)?;
        let mut units: Vec<Unit> = Vec::with_capacity(targets.len());
        for t in targets {
            let unit = self.unit(t)?;
            if units.contains(&unit) {
                return Err(RuleError::DuplicateTarget {
                    name: unit.name().to_owned(),
                });
            }
            units.push(unit);
        }
        if units.is_empty() {
            return Err(RuleError::invalid("target", ""));
        }
        let c = &self.characters[a];
        let bonus = c.skill_bonus(weapon.skill, modifier);
        let attacker_name = c.name.clone();
        if weapon.delivery == Delivery::Explosive {
            return self.explode(attacker_name, &weapon, bonus, &units, dice, out);
        }
        if units.len() != 1 {
            return Err(RuleError::OneTarget {
                weapon: weapon.name.to_string(),
                count: units.len() as u32,
            });
        }
        let target = units.remove(0);
        let roll = resolve(dice.roll(20), bonus, self.armor_class(&target)?);
        let attribute_bonus = if weapon.delivery == Delivery::Melee {
            bonus.attribute
        } else {
            0
        };
        let damage = roll
            .level
            .succeeded()
            .then(|| damage_roll(&weapon.damage, attribute_bonus, roll.level, dice));
        let hp = self.damage(&target, damage.as_ref().map_or(0, |d| d.total))?;
        out.push(Event::Attack {
            attacker: Unit::Character(attacker_name),
            weapon: weapon.name.to_string(),
            skill: Some(weapon.skill),
            delivery: weapon.delivery,
            target,
            roll,
            damage,
            hp,
        });
        Ok(())
    }

    fn explode(
        &mut self,
        attacker: String,
        weapon: &Weapon,
        bonus: Bonus,
        units: &[Unit],
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let attack_bonus = bonus.total();
        let dc = 10 + attack_bonus;
        let damage = weapon.damage.roll(dice);
        let listed = damage.total.max(0) as u32;
        let mut saves = Vec::with_capacity(units.len());
        for unit in units {
            let save_bonus = match unit {
                Unit::Character(n) => {
                    self.characters[self.character_index(n)?].skill_bonus(Skill::Reflex, 0)
                }
                Unit::Enemy(n) => Bonus {
                    attribute: 0,
                    proficiency: 0,
                    flat: self.enemies[self.enemy_index(n)?].save_bonus,
                    modifier: 0,
                },
            };
            let roll = resolve(dice.roll(20), save_bonus, dc);
            let taken = save_damage(roll.level, listed);
            let hp = self.damage(unit, taken)?;
            saves.push(BlastSave {
                target: unit.clone(),
                roll,
                taken,
                hp,
            });
        }
        out.push(Event::Explosion {
            attacker,
            weapon: weapon.name.to_string(),
            attack_bonus,
            dc,
            damage,
            listed,
            saves,
        });
        Ok(())
    }

    fn enemy_attack(
        &mut self,
        enemy: &str,
        target: &str,
        modifier: i64,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let e = self.enemy_index(enemy)?;
        if self.enemies[e].defeated() {
            return Err(RuleError::CannotAct {
                name: self.enemies[e].name.clone(),
            });
        }
        let t = self.character_index(target)?;
        let modifier = modifier_in_range(modifier)?;
        let enemy = &self.enemies[e];
        let target = Unit::Character(self.characters[t].name.clone());
        let roll = resolve(
            dice.roll(20),
            enemy.attack(modifier),
            self.characters[t].armor_class(),
        );
        let damage = roll
            .level
            .succeeded()
            .then(|| damage_roll(&enemy.damage, 0, roll.level, dice));
        let attacker = Unit::Enemy(enemy.name.clone());
        let weapon = enemy.template.clone();
        let hp = self.damage(&target, damage.as_ref().map_or(0, |d| d.total))?;
        out.push(Event::Attack {
            attacker,
            weapon,
            skill: None,
            delivery: Delivery::Melee,
            target,
            roll,
            damage,
            hp,
        });
        Ok(())
    }

    // ----- the field ----------------------------------------------------------

    fn add_enemies(
        &mut self,
        template: &str,
        name: Option<&str>,
        count: i64,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let brew = &self.homebrew.enemies;
        let t = brew
            .find(template)
            .ok_or_else(|| RuleError::unknown(Unknown::Template, template, brew.names()))?;
        let count = in_range("count", count, 1, ENEMY_COUNT_MAX)?;
        let names = self.newcomer_names(&t.name, name, count as usize)?;
        let mut added = Vec::new();
        for chosen in names {
            let enemy = Enemy::from_template(&t, chosen);
            added.push(enemy.clone());
            self.enemies.push(enemy);
        }
        out.push(Event::EnemiesAdded { enemies: added });
        Ok(())
    }

    fn set_level(
        &mut self,
        character: &str,
        level: i64,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let i = self.character_index(character)?;
        let level = in_range("level", level, character::LEVEL_MIN, character::LEVEL_MAX)? as u32;
        let c = &mut self.characters[i];
        let level_before = c.level;
        let max_hp_before = c.max_hp();
        let before = c.hp;
        let taken = max_hp_before.saturating_sub(c.hp);
        c.level = level;
        let max = c.max_hp();
        // Damage taken is kept; a character up stays up (at least 1 HP) and a
        // character down stays down: a level never heals or fells anyone.
        c.hp = if before == 0 {
            0
        } else {
            max.saturating_sub(taken).max(1)
        };
        out.push(Event::LevelSet {
            character: c.name.clone(),
            level_before,
            level,
            proficiency: c.proficiency(),
            hp: HpChange {
                before,
                after: c.hp,
                max,
                down: c.hp == 0,
            },
            max_hp_before,
        });
        Ok(())
    }

    // ----- combat -------------------------------------------------------------

    fn initiative(&mut self, dice: &mut dyn Dice, out: &mut Outcome) -> Result<(), RuleError> {
        let able = self
            .characters
            .iter()
            .filter(|c| !c.incapacitated())
            .map(|c| (Unit::Character(c.name.clone()), c.initiative_bonus()))
            .chain(
                self.enemies
                    .iter()
                    .filter(|e| !e.defeated())
                    .map(|e| (Unit::Enemy(e.name.clone()), e.initiative_bonus)),
            );
        let mut order: Vec<InitiativeEntry> = able
            .map(|(unit, bonus)| {
                let face = dice.roll(20);
                InitiativeEntry {
                    unit,
                    die: face,
                    bonus,
                    total: i64::from(face) + bonus,
                    roll_off: None,
                }
            })
            .collect();
        if order.is_empty() {
            return Err(RuleError::NobodyInCombat);
        }
        let key = |e: &InitiativeEntry| (std::cmp::Reverse(e.total), std::cmp::Reverse(e.bonus));
        // Stable: entries equal on total and bonus stay in roster order.
        order.sort_by_key(key);
        let mut start = 0;
        while start < order.len() {
            let end = start + order[start..].partition_point(|e| key(e) == key(&order[start]));
            if end - start > 1 {
                for e in &mut order[start..end] {
                    e.roll_off = Some(dice.roll(20));
                }
                // Stable again: a tied roll-off keeps roster order.
                order[start..end].sort_by_key(|e| std::cmp::Reverse(e.roll_off));
            }
            start = end;
        }
        let current = order[0].unit.clone();
        let combat = Combat {
            order,
            round: 1,
            current,
        };
        self.combat = Some(combat.clone());
        out.push(Event::InitiativeRolled { combat });
        Ok(())
    }

    fn next_turn(&mut self, out: &mut Outcome) -> Result<(), RuleError> {
        let combat = self.combat.as_mut().ok_or(RuleError::NoCombat)?;
        // The current unit is always in the order (`validate`); refuse rather
        // than guess should an unvalidated state lose it.
        combat.turn().ok_or(RuleError::NoCombat)?;
        let step = turns::next(&combat.order, Some(&combat.current), |_| true)
            .ok_or(RuleError::NoCombat)?;
        if step.new_round {
            combat.round = combat.round.saturating_add(1);
        }
        combat.current = step.unit;
        out.push(Event::TurnAdvanced {
            round: combat.round,
            new_round: step.new_round,
            unit: combat.current.clone(),
        });
        Ok(())
    }

    /// Takes a unit out of the initiative order. If it was its turn, the turn
    /// passes to the next in order (a new round after the last); any other
    /// unit's turn stays where it is. If nobody is left, combat ends.
    fn leave_combat(&mut self, unit: &Unit, out: &mut Outcome) {
        let Some(combat) = self.combat.as_mut() else {
            return;
        };
        match turns::leave(&mut combat.order, &combat.current, unit) {
            Left::Absent | Left::Kept => {}
            Left::Emptied => {
                let round = combat.round;
                self.combat = None;
                out.push(Event::CombatEnded { round });
            }
            Left::Passed(step) => {
                if step.new_round {
                    combat.round = combat.round.saturating_add(1);
                }
                combat.current = step.unit;
            }
        }
    }

    // ----- invariants ---------------------------------------------------------

    /// Checks every invariant of the state: schema version, names clean and
    /// unique (by name identity, over characters and enemies), levels,
    /// attributes, HP within 0..=max, conditions unique and clean, enemy stats
    /// bounded, and a combat order that names existing units once each with a
    /// turn inside it. `execute` keeps these; imports must pass this.
    pub fn validate(&self) -> Result<(), RuleError> {
        let bad = |reason: String| Err(RuleError::InvalidState { reason });
        if self.version != STATE_VERSION {
            return bad(format!("version {} is not {STATE_VERSION}", self.version));
        }
        let invalid = |reason: String| RuleError::InvalidState { reason };
        let mut names = name::StoredRoster::default();
        for c in &self.characters {
            names.character([&c.name, &c.player, &c.owner], invalid)?;
            if !(character::LEVEL_MIN..=character::LEVEL_MAX).contains(&i64::from(c.level)) {
                return bad(format!("{} has level {}", c.name, c.level));
            }
            let a = &c.attributes;
            if [a.str, a.agi, a.pre, a.int, a.wis, a.cha]
                .iter()
                .any(|v| !(Attributes::MIN..=Attributes::MAX).contains(v))
            {
                return bad(format!("{} has an attribute out of range", c.name));
            }
            if c.hp > c.max_hp() {
                return bad(format!("{} has {} HP of {}", c.name, c.hp, c.max_hp()));
            }
            check_conditions(&c.name, &c.conditions)?;
        }
        for e in &self.enemies {
            names.enemy(&e.name, invalid)?;
            if e.max_hp == 0 || e.max_hp > ENEMY_HP_MAX || e.hp > e.max_hp {
                return bad(format!("{} has {} HP of {}", e.name, e.hp, e.max_hp));
            }
            if [e.ac, e.attack_bonus, e.initiative_bonus, e.save_bonus]
                .iter()
                .any(|v| !(-ENEMY_STAT_MAX..=ENEMY_STAT_MAX).contains(v))
            {
                return bad(format!("{} has a stat out of range", e.name));
            }
            e.damage.checked()?;
            check_conditions(&e.name, &e.conditions)?;
        }
        if let Some(combat) = &self.combat {
            if combat.order.is_empty() || combat.turn().is_none() || combat.round == 0 {
                return bad("the combat order, turn or round is out of range".to_owned());
            }
            let mut seen = std::collections::BTreeSet::new();
            for entry in &combat.order {
                let exists = match &entry.unit {
                    Unit::Character(n) => self.characters.iter().any(|c| c.name == *n),
                    Unit::Enemy(n) => self.enemies.iter().any(|e| e.name == *n),
                };
                if !exists || !seen.insert(entry.unit.clone()) {
                    return bad(format!("initiative names {} wrongly", entry.unit.name()));
                }
                if !(1..=20).contains(&entry.die)
                    || entry.roll_off.is_some_and(|r| !(1..=20).contains(&r))
                    || entry.total != i64::from(entry.die) + entry.bonus
                {
                    return bad(format!("{}'s initiative roll is wrong", entry.unit.name()));
                }
            }
        }
        Ok(())
    }
}

/// A name as stored must be exactly what [`name::clean`] makes of it.
fn check_name(bound: name::Bound, text: &str) -> Result<(), RuleError> {
    name::check_stored(bound, text, |reason| RuleError::InvalidState { reason })
}

fn check_conditions(who: &str, list: &[Condition]) -> Result<(), RuleError> {
    for (i, c) in list.iter().enumerate() {
        if let Condition::Other(text) = c {
            check_name(name::EFFECT_NAME, text)?;
            // A common condition typed as text is parsed to its variant.
            if Condition::COMMON.iter().any(|k| name::same(k.name(), text)) {
                return Err(RuleError::InvalidState {
                    reason: format!("{who}'s condition {text} should be the common one"),
                });
            }
        }
        if list[..i].iter().any(|d| d.same(c)) {
            return Err(RuleError::InvalidState {
                reason: format!("{who} has {} twice", c.name()),
            });
        }
    }
    Ok(())
}

fn modifier_in_range(modifier: i64) -> Result<i64, RuleError> {
    in_range(
        "modifier",
        modifier,
        -check::MODIFIER_MAX,
        check::MODIFIER_MAX,
    )
}

/// Rolls weapon or enemy damage: dice plus the attribute (melee), doubled on
/// a critical hit, never below 0. Doubling applies to the whole sum: the seed
/// says a critical hit "deals double damage".
fn damage_roll(
    expr: &DiceExpr,
    attribute_bonus: i64,
    level: SuccessLevel,
    dice: &mut dyn Dice,
) -> DamageRoll {
    let roll = expr.roll(dice);
    let multiplier = if level == SuccessLevel::CriticalSuccess {
        2
    } else {
        1
    };
    let total = ((roll.total + attribute_bonus).max(0) * i64::from(multiplier)) as u32;
    DamageRoll {
        dice: roll,
        attribute_bonus,
        multiplier,
        total,
    }
}

crate::engine::roster::roster_of!(Campaign, characters, enemies);

/// Rolls a dice expression `repeat` times.
fn roll_expression(
    expr: &DiceExpr,
    repeat: i64,
    dice: &mut dyn Dice,
    out: &mut Outcome,
) -> Result<(), RuleError> {
    let expr = expr.checked()?;
    if !(1..=crate::engine::dice::REPEAT_MAX).contains(&repeat) {
        return Err(RuleError::range(
            "repeat",
            repeat,
            1,
            crate::engine::dice::REPEAT_MAX,
        ));
    }
    for _ in 0..repeat {
        out.push(Event::Rolled {
            roll: expr.roll(dice),
        });
    }
    Ok(())
}
