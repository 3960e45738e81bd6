//! The action economy: spending a unit's actions in and out of combat, the
//! simple actions and commanding an NPC.

use crate::engine::dice::Dice;
use crate::engine::name;

use super::first_aid::Aid;
use super::skill_test::TestAsk;
use super::Campaign;
use crate::engine::rulesets::fallout2d20::command::Command;
use crate::engine::rulesets::fallout2d20::damage::{self, roll_combat};
use crate::engine::rulesets::fallout2d20::data::InjuryKind;
use crate::engine::rulesets::fallout2d20::error::{clean, in_range, Limit, RuleError, Unknown};
use crate::engine::rulesets::fallout2d20::outcome::{
    ActionKind, ApMove, Event, Outcome, Pledge, TurnView, Unit,
};

impl Campaign {
    /// The commands of actions, tests and attacks, each to its own function.
    pub(super) fn apply_action(
        &mut self,
        command: &Command,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        match command {
            Command::Action {
                unit,
                action,
                detail,
            } => self.simple_action(unit, *action, detail.as_deref(), dice, out),
            Command::Attack(a) => {
                self.refuse_mine_attack(a)?;
                self.attack(a, dice, out)
            }
            Command::Test {
                unit,
                attribute,
                skill,
                difficulty,
                buy,
                second_major,
                repeat,
            } => {
                let ask = TestAsk {
                    attribute: *attribute,
                    skill: *skill,
                    difficulty: *difficulty,
                    buy: *buy,
                    second_major: *second_major,
                };
                self.test_series(unit, ask, *repeat, dice, out)
            }
            Command::Defend { unit, extra, buy } => self.defend(unit, *extra, *buy, dice, out),
            Command::FirstAid {
                healer,
                patient,
                choice,
                location,
                ap,
                wake,
                buy,
            } => {
                let aid = Aid {
                    choice: *choice,
                    location: location.as_deref(),
                    ap: *ap,
                    wake: *wake,
                    buy: *buy,
                };
                self.first_aid(healer, patient, aid, dice, out)
            }
            Command::Rally { unit, buy } => self.rally(unit, *buy, dice, out),
            Command::CommandNpc { commander, npc } => self.command_npc(commander, npc, out),
            Command::StopPersistent {
                unit,
                attribute,
                skill,
                buy,
            } => self.stop_persistent(unit, *attribute, *skill, *buy, dice, out),
            Command::CombatDice { dice: count } => Self::combat_dice(*count, dice, out),
            _ => unreachable!("`apply` routes only the actions' commands here"),
        }
    }

    /// Rolls combat dice for the table, outside any attack.
    fn combat_dice(count: i64, dice: &mut dyn Dice, out: &mut Outcome) -> Result<(), RuleError> {
        let count = in_range("dice", count, 1, i64::from(damage::MAX_DICE))? as u32;
        out.push(Event::CombatDice {
            roll: roll_combat(dice, count),
        });
        Ok(())
    }

    /// Spends an action of `unit`. Outside combat nothing is counted. In
    /// combat the unit whose turn it is spends from its turn (paying AP for
    /// the second minor or major); another unit may take a major action only
    /// with a readied action or when commanded. Returns the AP paid and
    /// whether this was a paid (second) major action.
    pub(super) fn act(
        &mut self,
        unit: &Unit,
        kind: ActionKind,
    ) -> Result<(Option<ApMove>, bool), RuleError> {
        let Some(combat) = &self.combat else {
            return Ok((None, false));
        };
        let leg = self.vitals(unit)?.injuries_of(InjuryKind::Leg) > 0;
        let major = !kind.is_minor() || (kind == ActionKind::Move && leg);
        if combat.current.unit != *unit {
            let current = combat.current.unit.name().to_owned();
            if major {
                if let Some(i) = combat.commanded.iter().position(|u| u == unit) {
                    if let Some(c) = self.combat.as_mut() {
                        c.commanded.remove(i);
                    }
                    return Ok((None, false));
                }
                let v = self.vitals_mut(unit)?;
                if v.readied.take().is_some() {
                    return Ok((None, false));
                }
            }
            return Err(RuleError::NotYourTurn {
                name: unit.name().to_owned(),
                current,
            });
        }
        let t = &combat.current;
        let limit = |limit| RuleError::ActionLimit {
            name: unit.name().to_owned(),
            limit,
        };
        if kind.is_movement() && t.moved {
            return Err(limit(Limit::Movement));
        }
        let cost = if major {
            t.next_major_cost().ok_or_else(|| limit(Limit::Major))?
        } else {
            t.next_minor_cost().ok_or_else(|| limit(Limit::Minor))?
        };
        // Chems like Jet make extra actions cheaper.
        let discount = self.character(unit).map_or(0, |c| {
            crate::engine::rulesets::fallout2d20::chems::chem_action_discount(&c.vitals.chems)
        });
        let cost = cost.saturating_sub(discount);
        let ap = self.pay_with_chem_ap(unit, Self::pool_of(unit), cost)?;
        if let Some(c) = self.combat.as_mut() {
            let t = &mut c.current;
            if major {
                t.majors += 1;
            } else {
                t.minors += 1;
            }
            if kind.is_movement() {
                t.moved = true;
            }
            if kind == ActionKind::Aim {
                t.aimed = true;
            }
        }
        Ok((ap, major && cost > 0))
    }

    /// The turn as the embed shows it, in combat.
    pub(super) fn turn_view(&self) -> Option<TurnView> {
        self.combat.as_ref().map(|c| c.current.view(c.round))
    }

    /// Whether `unit` acts in its own combat turn.
    pub(super) fn in_own_turn(&self, unit: &Unit) -> bool {
        self.combat
            .as_ref()
            .is_some_and(|c| c.current.unit == *unit)
    }

    /// Resolves the second-major flag: in a unit's own combat turn the turn
    /// decides; elsewhere the flag does, and costs 2 AP.
    pub(super) fn second_major(
        &mut self,
        unit: &Unit,
        flag: bool,
        paid_major: bool,
    ) -> Result<(bool, Option<ApMove>), RuleError> {
        // Action Boy / Girl: the second major action is no harder.
        let harder = crate::engine::rulesets::fallout2d20::perk_effects::second_action_harder(
            self.character(unit),
        );
        if self.combat.is_some() {
            if flag && !paid_major {
                return Err(RuleError::NotSecondMajor {
                    name: unit.name().to_owned(),
                });
            }
            Ok((paid_major && harder, None))
        } else if flag {
            Ok((harder, self.pay(Self::pool_of(unit), 2)?))
        } else {
            Ok((false, None))
        }
    }

    /// A simple action (Move, Sprint, Assist, Ready, Take Chem...): its
    /// detail checked, the action spent, then its effect.
    pub(super) fn simple_action(
        &mut self,
        unit: &str,
        action: ActionKind,
        detail: Option<&str>,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let u = self.able_unit(unit)?;
        if !ActionKind::SIMPLE.contains(&action) {
            return Err(RuleError::unknown(
                Unknown::Action,
                action.word(),
                ActionKind::SIMPLE
                    .iter()
                    .map(|a| a.word().to_owned())
                    .collect(),
            ));
        }
        let (pledge, trigger) = self.action_detail(&u, action, detail)?;
        let shown = pledge
            .as_ref()
            .map(|ally| ally.name().to_owned())
            .or_else(|| trigger.clone());
        if action == ActionKind::Sprint && self.vitals(&u)?.injuries_of(InjuryKind::Leg) > 0 {
            return Err(RuleError::LegInjured {
                name: u.name().to_owned(),
            });
        }
        let (ap, _) = self.act(&u, action)?;
        let named = detail.map(str::trim).filter(|d| !d.is_empty());
        // Move and Sprint name the zone they go to (see `zones`).
        let zone = match (action, named) {
            (ActionKind::Move | ActionKind::Sprint, Some(to)) => {
                Some(self.move_zone(&u, action, to)?)
            }
            _ => None,
        };
        // Take Chem names the chem (see `chems`).
        let chem = match (action, named) {
            (ActionKind::TakeChem, Some(name)) => Some(self.take_chem(&u, name, dice)?),
            _ => None,
        };
        if let Some(leader) = pledge {
            self.pledges
                .retain(|p| !(p.helper == u && p.leader == leader));
            self.pledges.push(Pledge {
                helper: u.clone(),
                leader,
                with: None,
            });
        }
        let v = self.vitals_mut(&u)?;
        if let Some(text) = trigger {
            v.readied = Some(text);
        }
        let stood_up = action == ActionKind::Move && v.prone;
        if stood_up {
            v.prone = false;
        }
        let moved_from = zone.as_ref().map(|z| z.from.clone());
        out.push(Event::Action {
            unit: u.clone(),
            action,
            detail: shown,
            stood_up,
            zone,
            chem,
            ap,
            turn: self.turn_view(),
        });
        // Mines in the zone it moved into (see `mines`).
        if let Some(from) = moved_from {
            self.mines_after_move(u.name(), from.as_deref(), dice, out)?;
        }
        Ok(())
    }

    /// What Assist and Ready name: the ally assisted (another unit), or
    /// the trigger readied for (a short text).
    fn action_detail(
        &self,
        u: &Unit,
        action: ActionKind,
        detail: Option<&str>,
    ) -> Result<(Option<Unit>, Option<String>), RuleError> {
        match action {
            ActionKind::Assist => {
                let ally = self.unit(detail.unwrap_or_default())?;
                if ally == *u {
                    return Err(RuleError::invalid("ally", u.name()));
                }
                Ok((Some(ally), None))
            }
            ActionKind::Ready => {
                let text = clean(name::CONCEPT, detail.unwrap_or_default())?;
                if text.is_empty() {
                    return Err(RuleError::invalid("trigger", ""));
                }
                Ok((None, Some(text)))
            }
            _ => Ok((None, None)),
        }
    }

    pub(super) fn command_npc(
        &mut self,
        commander: &str,
        npc: &str,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let c = self.able_unit(commander)?;
        let i = self.creature_index(npc)?;
        let n = Unit::Creature(self.creatures[i].name.clone());
        // A unit commands another, never itself (it would assist itself).
        if c == n {
            return Err(RuleError::invalid("npc (another than the commander)", npc));
        }
        if !self.creatures[i].ally {
            return Err(RuleError::NotAlly {
                name: n.name().to_owned(),
            });
        }
        self.able_unit(n.name())?;
        let kind = self.template(&n).ok_or_else(|| Self::stale(&n))?.kind;
        let (attribute, skill) = kind.command_skill();
        let (ap, _) = self.act(&c, ActionKind::Command)?;
        self.pledges.retain(|p| !(p.helper == c && p.leader == n));
        self.pledges.push(Pledge {
            helper: c.clone(),
            leader: n.clone(),
            with: Some((attribute, skill)),
        });
        if let Some(combat) = self.combat.as_mut() {
            if !combat.commanded.contains(&n) {
                combat.commanded.push(n.clone());
            }
        }
        out.push(Event::Commanded {
            commander: c,
            npc: n,
            attribute: attribute.abbr().to_owned(),
            skill,
            ap,
            turn: self.turn_view(),
        });
        Ok(())
    }
}
