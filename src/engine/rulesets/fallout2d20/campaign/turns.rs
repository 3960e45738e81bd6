//! Combat turns: initiative, the order, turn starts and ends, leaving the
//! combat, and the session and combat boundaries.

use crate::engine::dice::Dice;
use crate::engine::mechanics::special::Attribute;
use crate::engine::turns::{self, Left};

use super::{Campaign, Spec, GM_AP_MAX};
use crate::engine::rulesets::fallout2d20::character::{self};
use crate::engine::rulesets::fallout2d20::command::Command;
use crate::engine::rulesets::fallout2d20::damage::{self, roll_combat};
use crate::engine::rulesets::fallout2d20::data::{find_location, DamageType, Resist, HUMANOID};
use crate::engine::rulesets::fallout2d20::error::RuleError;
use crate::engine::rulesets::fallout2d20::outcome::{
    ApMove, Bought, Combat, Event, InitiativeEntry, Outcome, Pool, TurnEffect, TurnState, Unit,
};
use crate::engine::rulesets::fallout2d20::skills::Skill;

impl Campaign {
    /// The commands of scenes, zones and combat turns, each to its own
    /// function.
    pub(super) fn apply_scene(
        &mut self,
        command: &Command,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        match command {
            Command::SetAp { pool, value } => self.set_ap(*pool, *value, out),
            Command::StartSession => {
                self.start_session(out);
                Ok(())
            }
            Command::Initiative { opener } => self.initiative(opener.as_deref(), dice, out),
            Command::Order { unit, before } => self.order(unit, before, out),
            Command::NextTurn => self.next_turn(dice, out),
            Command::EndCombat => self.end_combat(out),
            Command::Zone { unit, zone } => self.enter_zone(unit, zone, dice, out),
            Command::ZoneRange { a, b, band } => self.set_zone_range(a, b, *band, out),
            _ => unreachable!("`apply` routes only the scene's commands here"),
        }
    }

    /// A new session: Luck back to LCK, the GM's pool to one AP a
    /// character, doses counted for addiction forgotten, scenes ended.
    fn start_session(&mut self, out: &mut Outcome) {
        self.chems_scene_ended();
        self.apparel_scene_ended();
        let drained = self.cores_scene_ended();
        for c in &mut self.characters {
            c.luck = c.luck_max();
            // Doses counted for addiction start again each session.
            c.vitals.doses.clear();
        }
        let before = self.gm_ap;
        self.gm_ap = (self.characters.len() as u32).min(GM_AP_MAX);
        out.push(Event::SessionStarted {
            luck: self
                .characters
                .iter()
                .map(|c| (c.name.clone(), c.luck))
                .collect(),
            gm_ap: ApMove {
                pool: Pool::Gm,
                before,
                after: self.gm_ap,
            },
        });
        if !drained.is_empty() {
            out.push(Event::CoresDrained { drained });
        }
    }

    fn end_combat(&mut self, out: &mut Outcome) -> Result<(), RuleError> {
        let combat = self.combat.take().ok_or(RuleError::NoCombat)?;
        self.chems_scene_ended();
        self.apparel_scene_ended();
        self.clear_turn_state();
        out.push(Event::CombatEnded {
            round: combat.round,
        });
        let drained = self.cores_scene_ended();
        if !drained.is_empty() {
            out.push(Event::CoresDrained { drained });
        }
        Ok(())
    }

    /// A unit moves to a zone the GM names; mines there may go off.
    fn enter_zone(
        &mut self,
        unit: &str,
        zone: &str,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let before = self
            .unit(unit)
            .ok()
            .and_then(|u| self.zone_of(&u).map(str::to_owned));
        self.set_zone(unit, zone, out)?;
        self.mines_after_move(unit, before.as_deref(), dice, out)
    }

    pub(super) fn initiative(
        &mut self,
        opener: Option<&str>,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        if self.combat.is_some() {
            return Err(RuleError::CombatRunning);
        }
        let mut order: Vec<InitiativeEntry> = self
            .characters
            .iter()
            .filter(|c| !c.vitals.dead)
            .map(|c| {
                (
                    Unit::Character(c.name.clone()),
                    character::initiative(&c.special),
                )
            })
            .chain(self.creatures.iter().filter(|c| !c.vitals.dead).map(|c| {
                (
                    Unit::Creature(c.name.clone()),
                    c.profile().map_or(0, |t| t.initiative),
                )
            }))
            .map(|(unit, initiative)| InitiativeEntry {
                unit,
                initiative,
                tied: false,
            })
            .collect();
        if order.is_empty() {
            return Err(RuleError::NobodyInCombat);
        }
        // Stable: ties keep roster order until the GM orders them.
        order.sort_by_key(|e| std::cmp::Reverse(e.initiative));
        mark_ties(&mut order);
        let opener = match opener {
            Some(n) => {
                let u = self.able_unit(n)?;
                if !order.iter().any(|e| e.unit == u) {
                    return Err(RuleError::invalid("opener", n));
                }
                Some(u)
            }
            None => None,
        };
        let first = opener.clone().unwrap_or_else(|| order[0].unit.clone());
        self.combat = Some(Combat {
            reliable_used: Vec::new(),
            finesse_used: Vec::new(),
            opener: opener.clone(),
            order,
            round: u32::from(opener.is_none()),
            current: TurnState::new(first.clone(), false),
            commanded: Vec::new(),
        });
        let effects = self.start_turn(&first, dice)?;
        let combat = self.combat.clone().ok_or(RuleError::NoCombat)?;
        out.push(Event::CombatStarted {
            combat: Box::new(combat),
            effects,
        });
        Ok(())
    }

    pub(super) fn order(
        &mut self,
        unit: &str,
        before: &str,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let u = self.unit(unit)?;
        let b = self.unit(before)?;
        let combat = self.combat.as_mut().ok_or(RuleError::NoCombat)?;
        let not_in = |x: &Unit| RuleError::invalid("unit in the order", x.name());
        let i = combat
            .order
            .iter()
            .position(|e| e.unit == u)
            .ok_or_else(|| not_in(&u))?;
        let j = combat
            .order
            .iter()
            .position(|e| e.unit == b)
            .ok_or_else(|| not_in(&b))?;
        if i == j || combat.order[i].initiative != combat.order[j].initiative {
            return Err(RuleError::NotTied {
                name: u.name().to_owned(),
                other: b.name().to_owned(),
            });
        }
        let entry = combat.order.remove(i);
        let j = combat.order.iter().position(|e| e.unit == b).unwrap_or(0);
        combat.order.insert(j, entry);
        out.push(Event::Reordered {
            order: combat.order.clone(),
        });
        Ok(())
    }

    pub(super) fn next_turn(
        &mut self,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let combat = self.combat.as_ref().ok_or(RuleError::NoCombat)?;
        let ended = combat.current.unit.clone();
        let end_effects = self.end_turn(&ended, dice)?;
        let combat = self.combat.as_ref().ok_or(RuleError::NoCombat)?;
        // The opening turn is nobody's place: round 1 starts at the top.
        let from = (combat.round > 0).then_some(&combat.current.unit);
        let alive = |u: &Unit| match u {
            Unit::Character(n) => self
                .characters
                .iter()
                .find(|c| c.name == *n)
                .is_some_and(|c| !c.vitals.dead),
            Unit::Creature(n) => self
                .creatures
                .iter()
                .find(|c| c.name == *n)
                .is_some_and(|c| !c.vitals.dead),
        };
        let Some(step) = turns::next(&combat.order, from, alive) else {
            let round = self.combat.take().map_or(0, |c| c.round);
            self.clear_turn_state();
            out.push(Event::CombatEnded { round });
            return Ok(());
        };
        let combat = self.combat.as_mut().ok_or(RuleError::NoCombat)?;
        let new_round = step.new_round;
        if new_round {
            combat.round = combat.round.saturating_add(1);
        }
        let unit = step.unit;
        let start_effects = self.start_turn(&unit, dice)?;
        let combat = self.combat.as_ref().ok_or(RuleError::NoCombat)?;
        out.push(Event::TurnAdvanced {
            ended,
            end_effects,
            unit,
            round: combat.round,
            new_round,
            start_effects,
            turn: combat.current.view(combat.round),
        });
        Ok(())
    }

    /// Persistent damage and bleeding at the end of a unit's turn.
    pub(super) fn end_turn(
        &mut self,
        unit: &Unit,
        dice: &mut dyn Dice,
    ) -> Result<Vec<TurnEffect>, RuleError> {
        let mut effects = Vec::new();
        let Ok(v) = self.vitals_mut(unit) else {
            return Ok(effects);
        };
        if v.dead {
            return Ok(effects);
        }
        // Entries added while this runs (bleeding from a new injury) start
        // on the next turn.
        let list = std::mem::take(&mut v.persistent);
        let table = self.locations(unit);
        let mut kept = Vec::new();
        for mut p in list {
            let roll = roll_combat(dice, p.dice.min(damage::MAX_DICE));
            let row = find_location(table, &p.location)
                .or_else(|| table.first())
                .unwrap_or(&HUMANOID[1]);
            let resist = if p.ignore_dr {
                Resist::Dr(0)
            } else {
                self.dr_at(unit, row.key)?.get(p.damage_type)
            };
            let (dr_applied, taken) = match resist {
                Resist::Dr(d) => (d.min(roll.total), roll.total.saturating_sub(d)),
                Resist::Immune => (0, 0),
            };
            let (hp, harm) = if p.damage_type == DamageType::Radiation {
                let r = self.irradiate(unit, taken, roll.total, row)?;
                (r.hp, r.harm)
            } else {
                self.harm(unit, taken, Some(row), false)?
            };
            if let Some(n) = p.rounds_left.as_mut() {
                *n = n.saturating_sub(1);
            }
            let ended = p.rounds_left == Some(0);
            effects.push(TurnEffect::Persistent {
                source: p.source.clone(),
                roll,
                damage_type: p.damage_type,
                dr_applied,
                taken,
                hp,
                harm,
                ended,
            });
            if !ended {
                kept.push(p);
            }
        }
        let v = self.vitals_mut(unit)?;
        if v.dead {
            v.persistent.clear();
        } else {
            kept.append(&mut v.persistent);
            v.persistent = kept;
        }
        for chem in self.chems_turn_ended(unit) {
            effects.push(TurnEffect::ChemEnded { chem });
        }
        Ok(effects)
    }

    /// The start of a unit's turn: Defend and Ready run out, Stun bites, a
    /// dying character tests END + Survival.
    pub(super) fn start_turn(
        &mut self,
        unit: &Unit,
        dice: &mut dyn Dice,
    ) -> Result<Vec<TurnEffect>, RuleError> {
        let mut effects = Vec::new();
        self.chems_turn_started(unit);
        let v = self.vitals_mut(unit)?;
        if v.defense_bonus > 0 {
            effects.push(TurnEffect::DefendEnded {
                bonus: v.defense_bonus,
            });
            v.defense_bonus = 0;
        }
        if v.readied.take().is_some() {
            effects.push(TurnEffect::ReadyEnded);
        }
        let stunned = std::mem::take(&mut v.stunned);
        if stunned {
            effects.push(TurnEffect::Stunned);
        }
        let dying = v.dying;
        let injuries = v.injuries.len() as u32;
        if let Some(c) = self.combat.as_mut() {
            c.current = TurnState::new(unit.clone(), stunned);
            c.commanded.clear();
        }
        if dying {
            let none = Bought {
                dice: 0,
                cost: 0,
                ap: None,
                free: None,
            };
            let test = self.run_test(
                unit,
                Spec {
                    wider: 1,
                    assisted: false,
                    ..Spec::new(Attribute::End, Skill::Survival, injuries, none)
                },
                dice,
            )?;
            let survived = test.passed;
            if !survived {
                let v = self.vitals_mut(unit)?;
                v.dead = true;
                v.dying = false;
                v.persistent.clear();
            }
            effects.push(TurnEffect::DyingTest {
                test: Box::new(test),
                survived,
            });
        }
        Ok(effects)
    }

    /// Takes a unit out of the order and the promises; if it was its turn,
    /// the next in order takes over (no turn-start effects); an empty order
    /// ends the combat.
    pub(super) fn leave(&mut self, unit: &Unit, out: &mut Outcome) {
        self.pledges
            .retain(|p| p.helper != *unit && p.leader != *unit);
        let Some(combat) = self.combat.as_mut() else {
            return;
        };
        combat.commanded.retain(|u| u != unit);
        let opener_left = combat.opener.as_ref() == Some(unit);
        if opener_left {
            combat.opener = None;
        }
        let left = turns::leave(&mut combat.order, &combat.current.unit, unit);
        mark_ties(&mut combat.order);
        let next = match left {
            Left::Emptied => {
                let round = combat.round;
                self.combat = None;
                out.push(Event::CombatEnded { round });
                return;
            }
            // The opening turn ended with its holder: round 1 starts at the top.
            _ if combat.round == 0 && (opener_left || matches!(left, Left::Passed(_))) => {
                combat.round = 1;
                combat.order[0].unit.clone()
            }
            Left::Passed(step) => {
                if step.new_round {
                    combat.round = combat.round.saturating_add(1);
                }
                step.unit
            }
            Left::Absent | Left::Kept => return,
        };
        if next != combat.current.unit {
            combat.current = TurnState::new(next, false);
        }
    }

    /// Defend, Ready, Stun and commands end with the combat.
    pub(super) fn clear_turn_state(&mut self) {
        for v in self
            .characters
            .iter_mut()
            .map(|c| &mut c.vitals)
            .chain(self.creatures.iter_mut().map(|c| &mut c.vitals))
        {
            v.defense_bonus = 0;
            v.readied = None;
            v.stunned = false;
        }
    }
}

/// Marks entries that share their initiative with another.
pub(super) fn mark_ties(order: &mut [InitiativeEntry]) {
    let values: Vec<u32> = order.iter().map(|e| e.initiative).collect();
    for e in order.iter_mut() {
        e.tied = values.iter().filter(|v| **v == e.initiative).count() > 1;
    }
}
