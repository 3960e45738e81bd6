//! The attack's perk options and perks of the moment
//! ([`crate::engine::rulesets::fallout2d20::attack_perks`]): checked with
//! the plan before anything is spent, the AP paid before the test, Blitz's
//! and Finesse's dice, Gun Fu's further targets after a hit, and Grim
//! Reaper's Sprint's die after a kill.

use crate::engine::dice::Dice;
use crate::engine::rulesets::fallout2d20::attack_perks::{
    self as ap, PerkOptions, PerkUse, BLITZ, FINESSE, GUN_FU, HEAVE_HO, QUICK_HANDS,
};
use crate::engine::rulesets::fallout2d20::campaign::{Blow, Campaign, RadQueue};
use crate::engine::rulesets::fallout2d20::character::Character;
use crate::engine::rulesets::fallout2d20::damage::{roll_combat, CombatRoll};
use crate::engine::rulesets::fallout2d20::data::Weapon;
use crate::engine::rulesets::fallout2d20::error::RuleError;
use crate::engine::rulesets::fallout2d20::outcome::{AttackReport, HitKind, Pool, Unit};
use crate::engine::rulesets::fallout2d20::perks::rank;

use super::{not_for, Plan, Tally};

impl Campaign {
    /// The perk options checked against the attacker and the weapon before
    /// anything is spent; the weapon takes Quick Hands' Fire Rate, Heave
    /// Ho!'s range and Piercing Strike's Piercing. Returns Gun Fu's
    /// further targets and what the perks did so far.
    pub(super) fn plan_perks(
        &self,
        opts: &PerkOptions,
        attacker: &Unit,
        target: &Unit,
        weapon: &mut Weapon,
    ) -> Result<(Vec<Unit>, Vec<PerkUse>), RuleError> {
        let c = self.character(attacker);
        let mut uses = Vec::new();
        if opts.quick_hands {
            ap::require(c, QUICK_HANDS, "--quick-hands")?;
            if !weapon.kind.is_ranged() {
                return Err(not_for(weapon, "--quick-hands"));
            }
            weapon.fire_rate += ap::QUICK_HANDS_FIRE_RATE;
        }
        if opts.heave_ho {
            ap::require(c, HEAVE_HO, "--heave-ho")?;
            let longer = ap::heave(weapon.range).filter(|_| weapon.kind.is_thrown());
            weapon.range = longer.ok_or_else(|| not_for(weapon, "--heave-ho"))?;
        }
        if opts.moved {
            ap::require(c, BLITZ, "--moved")?;
            if !weapon.kind.is_close() {
                return Err(not_for(weapon, "--moved"));
            }
        }
        if opts.finesse {
            self.finesse_check(c, attacker)?;
        }
        let gun_fu = self.gun_fu_targets(c, opts, attacker, target, weapon)?;
        if let Some(c) = c {
            let mods = c
                .weapons
                .iter()
                .find(|s| crate::engine::name::same(&s.name, &weapon.name))
                .map(|s| s.mods.as_slice())
                .unwrap_or_default();
            if let Some(rating) = ap::piercing_strike(c, weapon, mods) {
                uses.push(PerkUse::PiercingStrike { rating });
            }
        }
        Ok((gun_fu, uses))
    }

    /// Finesse: held, and not used yet in this combat.
    fn finesse_check(&self, c: Option<&Character>, attacker: &Unit) -> Result<(), RuleError> {
        ap::require(c, FINESSE, "--finesse")?;
        if self
            .combat
            .as_ref()
            .is_some_and(|k| k.finesse_used.contains(attacker))
        {
            return Err(RuleError::PerkUsed {
                name: attacker.name().to_owned(),
                perk: FINESSE.to_owned(),
            });
        }
        Ok(())
    }

    /// Gun Fu's further targets: a gun, no more than the rank, units each
    /// once, neither the target nor the attacker.
    fn gun_fu_targets(
        &self,
        c: Option<&Character>,
        opts: &PerkOptions,
        attacker: &Unit,
        target: &Unit,
        weapon: &Weapon,
    ) -> Result<Vec<Unit>, RuleError> {
        if opts.gun_fu.is_empty() {
            return Ok(Vec::new());
        }
        ap::require(c, GUN_FU, "--gun-fu")?;
        if !weapon.kind.is_ranged() {
            return Err(not_for(weapon, "--gun-fu"));
        }
        let held = c.map_or(0, |c| rank(&c.perks, GUN_FU));
        let asked = u32::try_from(opts.gun_fu.len()).unwrap_or(u32::MAX);
        if asked > held {
            return Err(RuleError::PerkTargets {
                name: attacker.name().to_owned(),
                perk: GUN_FU.to_owned(),
                rank: held,
                asked,
            });
        }
        let mut units: Vec<Unit> = Vec::new();
        for name in &opts.gun_fu {
            let u = self.unit(name)?;
            if u == *target || u == *attacker || units.contains(&u) {
                return Err(RuleError::invalid("gun fu target", name));
            }
            units.push(u);
        }
        Ok(units)
    }

    /// The AP Quick Hands and Heave Ho! cost, paid from the attacker's pool
    /// before the test.
    pub(super) fn pay_perks(
        &mut self,
        opts: &PerkOptions,
        plan: &mut Plan,
    ) -> Result<(), RuleError> {
        let pool = Self::pool_of(&plan.attacker);
        if opts.quick_hands {
            let ap = self.pay(pool, ap::QUICK_HANDS_AP)?;
            plan.perks.push(PerkUse::QuickHands {
                ap,
                fire_rate: plan.weapon.fire_rate,
            });
        }
        if opts.heave_ho {
            let ap = self.pay(pool, ap::HEAVE_HO_AP)?;
            plan.perks.push(PerkUse::HeaveHo {
                ap,
                range: plan.weapon.range,
            });
        }
        Ok(())
    }

    /// Blitz at rank 2 after moving: its combat die.
    pub(super) fn blitz_dice(&self, plan: &mut Plan) -> u32 {
        let held = self
            .character(&plan.attacker)
            .map_or(0, |c| rank(&c.perks, BLITZ));
        if plan.opts.moved && held >= ap::BLITZ_DICE_RANK {
            plan.perks.push(PerkUse::Blitz {
                dice: ap::BLITZ_DICE,
            });
            ap::BLITZ_DICE
        } else {
            0
        }
    }

    /// Finesse: the damage's combat dice rolled again (`count` of them),
    /// its use in this combat marked.
    pub(super) fn finesse(
        &mut self,
        plan: &mut Plan,
        roll: CombatRoll,
        count: u32,
        dice: &mut dyn Dice,
    ) -> CombatRoll {
        if !plan.opts.finesse {
            return roll;
        }
        if let Some(k) = self.combat.as_mut() {
            k.finesse_used.push(plan.attacker.clone());
        }
        plan.perks.push(PerkUse::Finesse { before: roll });
        roll_combat(dice, count)
    }

    /// Gun Fu after a hit: each further target takes the same blow at a
    /// location rolled for it, for 1 AP (from the AP the test generated
    /// first) and 1 shot each.
    pub(super) fn gun_fu(
        &mut self,
        plan: &Plan,
        blow: &Blow<'_>,
        report: &mut AttackReport,
        tally: &mut Tally,
        rads: &mut Vec<RadQueue>,
        dice: &mut dyn Dice,
    ) -> Result<Option<PerkUse>, RuleError> {
        if plan.gun_fu.is_empty() {
            return Ok(None);
        }
        let n = u32::try_from(plan.gun_fu.len()).unwrap_or(u32::MAX);
        let cost = n * ap::GUN_FU_AP;
        let from_generated = cost.min(tally.generated);
        tally.generated -= from_generated;
        let ap = self.pay(Self::pool_of(&plan.attacker), cost - from_generated)?;
        let targets = plan.gun_fu.clone();
        self.hit_others(&targets, HitKind::GunFu, blow, report, rads, dice)?;
        let ammo = if plan.ammo.is_some() {
            n * plan.per_shot
        } else {
            0
        };
        tally.shots += ammo;
        Ok(Some(PerkUse::GunFu {
            targets,
            from_generated,
            ap,
            ammo,
        }))
    }

    /// Grim Reaper's Sprint after an attack that killed a creature not of
    /// the group's side: 1 CD; an Effect adds 2 AP to the group's pool.
    pub(super) fn grim_reaper(
        &mut self,
        plan: &mut Plan,
        report: &AttackReport,
        dice: &mut dyn Dice,
    ) {
        let held = self
            .character(&plan.attacker)
            .is_some_and(|c| rank(&c.perks, ap::GRIM_REAPERS_SPRINT) > 0);
        let killed = report
            .hits
            .iter()
            .any(|h| h.harm.dead && self.creature(&h.target).is_some_and(|k| !k.ally));
        if !held || !killed {
            return;
        }
        let roll = roll_combat(dice, ap::REAPER_DICE);
        let saved = (roll.effects > 0)
            .then(|| self.save_ap(Pool::Group, ap::REAPER_AP))
            .flatten();
        plan.perks.push(PerkUse::GrimReapersSprint { roll, saved });
    }
}
