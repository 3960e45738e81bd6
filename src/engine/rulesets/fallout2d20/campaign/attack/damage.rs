//! An attack's damage: who the blow may fall on, the combat dice of a hit
//! (or of a Blast that missed), the hit locations, the hits on the target,
//! the others in a Blast's zone and Burst's other targets, and radiation
//! after everything else.

use crate::engine::dice::Dice;
use crate::engine::rulesets::fallout2d20::campaign::{Blow, Campaign, RadQueue};
use crate::engine::rulesets::fallout2d20::chems;
use crate::engine::rulesets::fallout2d20::damage::{self, roll_combat};
use crate::engine::rulesets::fallout2d20::data::{
    location_for, DamageEffect, LocationRow, HUMANOID,
};
use crate::engine::rulesets::fallout2d20::error::RuleError;
use crate::engine::rulesets::fallout2d20::outcome::{
    Applied, AttackReport, ExtraDice, HitKind, RadReport, Unit,
};
use crate::engine::rulesets::fallout2d20::{perk_effects, perks};

use super::{Plan, Tally, ZoneStruck};

impl Campaign {
    /// Who the attack's blow may fall on (see [`ZoneStruck`]).
    pub(super) fn zone_struck(&self, plan: &Plan) -> ZoneStruck {
        let (zone, blasted) = if plan.blast {
            self.blast_targets(&plan.target)
        } else {
            (None, vec![plan.target.clone()])
        };
        // Emp (the Pulse Grenade): machines only; the rest are spared.
        let spared = self.emp_spared(&plan.weapon, &blasted);
        let injured_before = blasted
            .iter()
            .chain(&plan.also)
            .filter_map(|u| Some((u.clone(), self.vitals(u).ok()?.injuries.len())))
            .collect();
        ZoneStruck {
            zone,
            blasted,
            spared,
            injured_before,
        }
    }

    /// A hit: AP paid for extra dice, the primary location, the combat
    /// dice (weapon, melee bonus, AP, extra shots, chems, sneak attack),
    /// then the hits and radiation.
    pub(super) fn hit_damage(
        &mut self,
        plan: &mut Plan,
        zone: &ZoneStruck,
        report: &mut AttackReport,
        tally: &mut Tally,
        dice: &mut dyn Dice,
    ) -> Result<(), RuleError> {
        let (attacker, weapon) = (&plan.attacker, &plan.weapon);
        let melee = match self.character(attacker) {
            Some(c) if weapon.kind.is_close() => c.melee_dice(),
            _ => 0,
        };
        let from_generated = plan.ap_dice.min(tally.generated);
        tally.generated -= from_generated;
        report.ap_from_generated = from_generated;
        report.ap_from_pool = self.pay_with_chem_ap(
            attacker,
            Self::pool_of(attacker),
            plan.ap_dice - from_generated,
        )?;
        report.dice = ExtraDice {
            weapon: weapon.damage,
            melee,
            ap: plan.ap_dice,
            ammo: plan.ammo_dice,
            chems: 0,
            perks: 0,
        };
        tally.shots += plan.bursts * plan.per_shot;
        let primary = (!zone.spared.contains(&plan.target))
            .then(|| self.pick_location(&plan.target, plan.chosen, dice));
        report.location = primary.map(|(row, _)| row.key.to_owned());
        report.dice.chems = self.chem_dice(plan);
        report.dice.perks = self.character(&plan.attacker).map_or(0, |c| {
            perks::perk_dice(&c.perks, &plan.weapon)
                + perk_effects::moment_dice(c, &plan.weapon, plan.sneak.is_some())
        });
        report.dice.perks += self.blitz_dice(plan);
        let d = &report.dice;
        let count =
            (d.weapon + d.melee + d.ap + d.ammo + d.chems + d.perks + self.sneak_dice(plan))
                .min(damage::MAX_DICE);
        // A bonus die's replay of a Finesse attack rolls the replaced roll
        // as it was; the re-roll that stands takes the bonus die.
        let first = self
            .finesse_first
            .filter(|_| plan.opts.finesse)
            .map_or(count, |n| n.min(count));
        let (roll, rerolled) =
            self.chem_damage_reroll(&plan.attacker, roll_combat(dice, first), dice);
        report.chem_rerolls = rerolled;
        let roll = self.finesse(plan, roll, count, dice);
        report.effects = roll.effects;
        let blow = Blow {
            weapon: &plan.weapon,
            roll: &roll,
            effects: roll.effects,
        };
        let mut rads = Vec::new();
        self.strike_zone(plan, zone, primary, &blow, report, &mut rads, dice)?;
        if roll.effects > 0 && plan.weapon.effects.contains(&DamageEffect::Burst) {
            self.burst(plan, &blow, report, tally, &mut rads, dice)?;
        }
        let gun_fu = self.gun_fu(plan, &blow, report, tally, &mut rads, dice)?;
        plan.perks.extend(gun_fu);
        self.radiation_after(rads, report)?;
        report.damage = Some(roll);
        Ok(())
    }

    /// Combat dice the attacker's running chems add (and their melee ones
    /// for a close weapon).
    fn chem_dice(&self, plan: &Plan) -> u32 {
        self.character(&plan.attacker).map_or(0, |c| {
            let melee = if plan.weapon.kind.is_close() {
                chems::chem_melee_dice(&c.vitals.chems)
            } else {
                0
            };
            chems::chem_damage_dice(&c.vitals.chems) + melee
        })
    }

    /// A sneak attack's dice: +2 CD for a Vicious weapon, and the running
    /// chems' (Calmex).
    fn sneak_dice(&self, plan: &mut Plan) -> u32 {
        if let (Some(s), Some(c)) = (plan.sneak.as_mut(), self.character(&plan.attacker)) {
            (s.chem_dice, s.chems) = chems::chem_sneak_dice(&c.vitals.chems);
        }
        plan.sneak.as_ref().map_or(0, |s| s.dice + s.chem_dice)
    }

    /// A Blast that misses still lands in the zone: half the weapon's dice
    /// (rounded down), no damage effects.
    pub(super) fn blast_miss(
        &mut self,
        plan: &Plan,
        zone: &ZoneStruck,
        report: &mut AttackReport,
        dice: &mut dyn Dice,
    ) -> Result<(), RuleError> {
        let half = plan.weapon.damage / 2;
        report.dice.weapon = half;
        let primary = (!zone.spared.contains(&plan.target))
            .then(|| self.pick_location(&plan.target, None, dice));
        report.location = primary.map(|(row, _)| row.key.to_owned());
        let (roll, rerolled) =
            self.chem_damage_reroll(&plan.attacker, roll_combat(dice, half), dice);
        report.chem_rerolls = rerolled;
        let blow = Blow {
            weapon: &plan.weapon,
            roll: &roll,
            effects: 0,
        };
        let mut rads = Vec::new();
        self.strike_zone(plan, zone, primary, &blow, report, &mut rads, dice)?;
        self.radiation_after(rads, report)?;
        report.damage = Some(roll);
        Ok(())
    }

    /// The blow on the target at its location (unless spared), then on
    /// every other unit in a Blast's zone, each at its own location and DR.
    #[allow(clippy::too_many_arguments)]
    fn strike_zone(
        &mut self,
        plan: &Plan,
        zone: &ZoneStruck,
        primary: Option<(&'static LocationRow, Option<u32>)>,
        blow: &Blow<'_>,
        report: &mut AttackReport,
        rads: &mut Vec<RadQueue>,
        dice: &mut dyn Dice,
    ) -> Result<(), RuleError> {
        if let Some(location) = primary {
            self.hit_reported(
                &plan.target,
                location,
                HitKind::Primary,
                blow,
                report,
                rads,
                dice,
            )?;
        }
        let others = zone
            .blasted
            .iter()
            .skip(1)
            .filter(|o| !zone.spared.contains(o));
        self.hit_others(others, HitKind::Blast, blow, report, rads, dice)
    }

    /// The blow on each of `others`, each at a location rolled for it (a
    /// Blast's zone, a Burst's and Gun Fu's further targets).
    pub(super) fn hit_others<'u>(
        &mut self,
        others: impl IntoIterator<Item = &'u Unit>,
        kind: HitKind,
        blow: &Blow<'_>,
        report: &mut AttackReport,
        rads: &mut Vec<RadQueue>,
        dice: &mut dyn Dice,
    ) -> Result<(), RuleError> {
        for other in others {
            let location = self.pick_location(other, None, dice);
            self.hit_reported(other, location, kind, blow, report, rads, dice)?;
        }
        Ok(())
    }

    /// [`Campaign::hit_target`], its hits and effects written in the
    /// attack's report.
    #[allow(clippy::too_many_arguments)]
    fn hit_reported(
        &mut self,
        target: &Unit,
        location: (&'static LocationRow, Option<u32>),
        kind: HitKind,
        blow: &Blow<'_>,
        report: &mut AttackReport,
        rads: &mut Vec<RadQueue>,
        dice: &mut dyn Dice,
    ) -> Result<(), RuleError> {
        let (hits, applied) = (&mut report.hits, &mut report.applied);
        self.hit_target(target, location, kind, blow, dice, hits, applied, rads)
    }

    /// Burst: one more target per Effect, one more shot each (as far as
    /// the gun is loaded).
    fn burst(
        &mut self,
        plan: &Plan,
        blow: &Blow<'_>,
        report: &mut AttackReport,
        tally: &mut Tally,
        rads: &mut Vec<RadQueue>,
        dice: &mut dyn Dice,
    ) -> Result<(), RuleError> {
        let loaded = match (&plan.ammo, self.character(&plan.attacker)) {
            (Some(a), Some(c)) => c.ammo_of(a).saturating_sub(tally.shots) / plan.per_shot,
            _ => u32::MAX,
        };
        let n = (blow.effects as usize)
            .min(plan.also.len())
            .min(loaded as usize);
        let hit_also: Vec<Unit> = plan.also.iter().take(n).cloned().collect();
        self.hit_others(&hit_also, HitKind::Burst, blow, report, rads, dice)?;
        let extra = if plan.ammo.is_some() {
            n as u32 * plan.per_shot
        } else {
            0
        };
        tally.shots += extra;
        report.applied.push(Applied::Burst {
            targets: hit_also,
            ammo: extra,
        });
        Ok(())
    }

    /// Radiation after everything else, in the order it was queued.
    fn radiation_after(
        &mut self,
        rads: Vec<RadQueue>,
        report: &mut AttackReport,
    ) -> Result<(), RuleError> {
        report.radiation = self.resolve_radiation(rads)?;
        Ok(())
    }

    /// Radiation queued by a blow's hits, taken in order: each report with
    /// the amount and DR as the hit saw them.
    pub(in crate::engine::rulesets::fallout2d20) fn resolve_radiation(
        &mut self,
        rads: Vec<RadQueue>,
    ) -> Result<Vec<RadReport>, RuleError> {
        let mut reports = Vec::new();
        for q in rads {
            let r = self.irradiate(&q.target, q.taken, q.before_dr, q.location)?;
            reports.push(RadReport {
                before_dr: q.before_dr,
                dr: q.dr,
                ..r
            });
        }
        Ok(reports)
    }

    /// The chosen location, or one rolled on the target's table.
    pub(in crate::engine::rulesets::fallout2d20) fn pick_location(
        &self,
        target: &Unit,
        chosen: Option<&'static LocationRow>,
        dice: &mut dyn Dice,
    ) -> (&'static LocationRow, Option<u32>) {
        if let Some(row) = chosen {
            return (row, None);
        }
        let table = self.locations(target);
        let face = dice.roll(20);
        let row = location_for(table, face)
            .or_else(|| table.first())
            .unwrap_or(&HUMANOID[1]);
        (row, Some(face))
    }
}
