//! First Aid: healing, treating an injury or stabilising a dying character with
//! an INT + Medicine test.

use crate::engine::dice::Dice;
use crate::engine::mechanics::special::Attribute;
use crate::engine::name;

use super::{Campaign, Spec};
use crate::engine::rulesets::fallout2d20::command::Buy;
use crate::engine::rulesets::fallout2d20::data::InjuryKind;
use crate::engine::rulesets::fallout2d20::error::{in_range, Incapacity, RuleError};
use crate::engine::rulesets::fallout2d20::outcome::{
    ActionKind, AidChoice, AidResult, Event, HpChange, Outcome, Unit,
};
use crate::engine::rulesets::fallout2d20::skills::Skill;

/// What a First Aid command asks besides who heals whom: the choice, the
/// injury's location (Treat), AP spent on extra HP and waking (Stabilise),
/// and dice bought.
#[derive(Debug, Clone, Copy)]
pub(super) struct Aid<'a> {
    pub(super) choice: AidChoice,
    pub(super) location: Option<&'a str>,
    pub(super) ap: i64,
    pub(super) wake: bool,
    pub(super) buy: Buy,
}

impl Campaign {
    /// First Aid: the checks, the INT + Medicine test, then the choice's
    /// result when it passed.
    pub(super) fn first_aid(
        &mut self,
        healer: &str,
        patient: &str,
        aid: Aid<'_>,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let h = self.able_unit(healer)?;
        let p = self.unit(patient)?;
        let ap_heal = in_range("ap", aid.ap, 0, i64::from(self.group_ap_max()))? as u32;
        if aid.choice != AidChoice::Stabilise && (ap_heal > 0 || aid.wake) {
            return Err(RuleError::invalid("option", "--ap/--wake"));
        }
        let injury_at = self.aid_injury(&p, aid)?;
        let difficulty = self.aid_difficulty(&h, &p, injury_at)?;
        let bought = self.buy(&h, aid.buy)?;
        let (ap, _) = self.act(&h, ActionKind::FirstAid)?;
        // A robot is repaired, not treated: INT + Repair.
        let skill = match &p {
            Unit::Character(n) if self.characters[self.character_index(n)?].is_robot() => {
                Skill::Repair
            }
            _ => Skill::Medicine,
        };
        // Medic: First Aid to treat an injury re-rolls 1d20.
        let perks = if aid.choice == AidChoice::Treat {
            vec![crate::engine::rulesets::fallout2d20::perk_rerolls::MEDIC]
        } else {
            Vec::new()
        };
        let spec = Spec {
            perks,
            ..Spec::new(Attribute::Int, skill, difficulty, bought)
        };
        let test = self.run_test(&h, spec, dice)?;
        let mut generated = test.ap_generated;
        let result = if test.passed {
            match aid.choice {
                AidChoice::Heal => self.aid_heal(&h, &p)?,
                AidChoice::Treat => self.aid_treat(&p, injury_at.unwrap_or(0))?,
                AidChoice::Stabilise => {
                    self.aid_stabilise(&h, &p, ap_heal, aid.wake, &mut generated)?
                }
            }
        } else {
            AidResult::Failed
        };
        let saved = self.save_ap(Self::pool_of(&h), generated);
        out.push(Event::FirstAid {
            healer: h,
            patient: p,
            choice: aid.choice,
            test: Box::new(test),
            result,
            saved,
            ap,
            turn: self.turn_view(),
        });
        Ok(())
    }

    /// Refuses aid the patient cannot take (dead; healed while dying;
    /// stabilised while not dying, or at 0 maximum HP); for Treat, the
    /// injury treated (the first, or the first at the location named).
    fn aid_injury(&self, p: &Unit, aid: Aid<'_>) -> Result<Option<usize>, RuleError> {
        let pv = self.vitals(p)?;
        if pv.dead {
            return Err(RuleError::CannotAct {
                name: p.name().to_owned(),
                why: Incapacity::Dead,
            });
        }
        let injury_at = match aid.choice {
            AidChoice::Heal if pv.dying => {
                return Err(RuleError::DyingNoHeal {
                    name: p.name().to_owned(),
                })
            }
            AidChoice::Stabilise if !pv.dying => {
                return Err(RuleError::NotDying {
                    name: p.name().to_owned(),
                })
            }
            AidChoice::Treat => {
                let found = pv.injuries.iter().position(|i| {
                    aid.location
                        .is_none_or(|l| name::same(&i.location, &l.replace([' ', '_'], "-")))
                });
                Some(found.ok_or_else(|| RuleError::NoInjury {
                    name: p.name().to_owned(),
                })?)
            }
            _ => None,
        };
        if aid.choice == AidChoice::Stabilise && self.max_hp(p)? == 0 {
            return Err(RuleError::MaxHpZero {
                name: p.name().to_owned(),
            });
        }
        Ok(injury_at)
    }

    /// One per injury the patient has, one more treating oneself, one more
    /// for a Debilitating injury treated.
    fn aid_difficulty(
        &self,
        h: &Unit,
        p: &Unit,
        injury_at: Option<usize>,
    ) -> Result<u32, RuleError> {
        let debilitated = injury_at
            .and_then(|i| self.vitals(p).ok()?.injuries.get(i))
            .is_some_and(|i| i.debilitating);
        Ok(self.vitals(p)?.injuries.len() as u32 + u32::from(h == p) + u32::from(debilitated))
    }

    /// Heal: the healer's Medicine rank in HP, and 1 more a rank of
    /// Healer.
    fn aid_heal(&mut self, h: &Unit, p: &Unit) -> Result<AidResult, RuleError> {
        let max = self.max_hp(p)?;
        let medicine = match self.character(h) {
            Some(c) => {
                u32::from(c.rank(Skill::Medicine))
                    + crate::engine::rulesets::fallout2d20::perks::perk_healing(&c.perks)
            }
            None => self.template(h).map_or(0, |t| t.other),
        };
        let medicine = medicine + self.faster_healing(p);
        let v = self.vitals_mut(p)?;
        let before = v.hp;
        v.hp = v.hp.saturating_add(medicine).min(max);
        Ok(AidResult::Healed {
            hp: HpChange {
                before,
                after: v.hp,
                max,
                down: v.hp == 0,
            },
        })
    }

    /// The HP Fast Metabolism adds to what the patient regains (0 for a
    /// creature).
    fn faster_healing(&self, p: &Unit) -> u32 {
        self.character(p).map_or(
            0,
            crate::engine::rulesets::fallout2d20::perk_effects::faster_healing,
        )
    }

    /// Treat: the injury goes, and a torso's bleeding with it.
    fn aid_treat(&mut self, p: &Unit, i: usize) -> Result<AidResult, RuleError> {
        let v = self.vitals_mut(p)?;
        if i >= v.injuries.len() {
            return Err(RuleError::NoInjury {
                name: p.name().to_owned(),
            });
        }
        let injury = v.injuries.remove(i);
        if injury.kind == InjuryKind::Torso {
            if let Some(b) = v
                .persistent
                .iter()
                .position(|x| x.rounds_left.is_none() && x.location == injury.location)
            {
                v.persistent.remove(b);
            }
        }
        Ok(AidResult::Treated { injury })
    }

    /// Stabilise: the patient at 1 HP and more for AP (from the AP the test
    /// generated, then the pool), awake when asked.
    fn aid_stabilise(
        &mut self,
        h: &Unit,
        p: &Unit,
        ap_heal: u32,
        wake: bool,
        generated: &mut u32,
    ) -> Result<AidResult, RuleError> {
        let max = self.max_hp(p)?;
        let cost = ap_heal + u32::from(wake);
        let from_generated = cost.min(*generated);
        *generated -= from_generated;
        let from_pool = self.pay(Self::pool_of(h), cost - from_generated)?;
        let faster = self.faster_healing(p);
        let v = self.vitals_mut(p)?;
        let before = v.hp;
        v.dying = false;
        v.unconscious = !wake;
        v.hp = (1 + ap_heal + faster).min(max);
        Ok(AidResult::Stabilised {
            hp: HpChange {
                before,
                after: v.hp,
                max,
                down: v.hp == 0,
            },
            extra: v.hp.saturating_sub(1 + faster),
            woke: wake,
            ap_from_generated: from_generated,
            ap_from_pool: from_pool,
        })
    }
}
