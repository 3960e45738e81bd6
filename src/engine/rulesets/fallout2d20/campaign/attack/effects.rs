//! What one blow does to one target: the hit itself (cover, DR,
//! Piercing, then HP; radiation waits), and the damage effects that follow
//! it: Vicious, Piercing, Spread, Breaking, Persistent, Stun and
//! Radioactive.

use crate::engine::dice::Dice;
use crate::engine::rulesets::fallout2d20::campaign::{Blow, Campaign, RadQueue};
use crate::engine::rulesets::fallout2d20::character::{self, Persistent};
use crate::engine::rulesets::fallout2d20::damage::roll_combat;
use crate::engine::rulesets::fallout2d20::data::{DamageEffect, DamageType, LocationRow, Resist};
use crate::engine::rulesets::fallout2d20::error::RuleError;
use crate::engine::rulesets::fallout2d20::outcome::{
    Applied, Harm, HitKind, HitReport, HpChange, Unit,
};

impl Campaign {
    /// One target's share of a hit: the hit itself, then each damage
    /// effect the weapon has, when the roll showed Effects.
    /// The location is its row and the die that chose it (`None`: named).
    #[allow(clippy::too_many_arguments)]
    pub(in crate::engine::rulesets::fallout2d20) fn hit_target(
        &mut self,
        target: &Unit,
        (row, location_die): (&'static LocationRow, Option<u32>),
        kind: HitKind,
        blow: &Blow<'_>,
        dice: &mut dyn Dice,
        hits: &mut Vec<HitReport>,
        applied: &mut Vec<Applied>,
        rads: &mut Vec<RadQueue>,
    ) -> Result<(), RuleError> {
        let w = blow.weapon;
        let effects = blow.effects;
        let has = |e: DamageEffect| w.effects.contains(&e);
        let vicious = if has(DamageEffect::Vicious) {
            effects
        } else {
            0
        };
        let pierce = piercing(blow, kind, vicious, applied);
        // A weapon of two types hits each location as the type it resists less.
        let hit_type = w.type_against(&self.dr_at(target, row.key)?);
        let first = self.strike(
            target,
            row,
            location_die,
            kind,
            blow.roll.total + vicious,
            hit_type,
            pierce,
            dice,
            rads,
        )?;
        hits.push(first);
        if effects == 0 {
            return Ok(());
        }
        if has(DamageEffect::Spread) {
            self.spread(target, blow, pierce, dice, hits, rads)?;
            applied.push(Applied::Spread {
                target: target.clone(),
                hits: effects,
                damage: blow.roll.total / 2,
            });
        }
        if has(DamageEffect::Breaking) {
            self.breaking(target, row, hit_type, effects, applied)?;
        }
        if let Some(DamageEffect::Persistent(t)) = w
            .effects
            .iter()
            .find(|e| matches!(e, DamageEffect::Persistent(_)))
        {
            let persistent = Persistent {
                source: w.name.to_string(),
                dice: w.damage,
                damage_type: t.unwrap_or(hit_type),
                rounds_left: Some(effects),
                difficulty: effects,
                location: row.key.to_owned(),
                ignore_dr: false,
            };
            self.persist(target, persistent, applied)?;
        }
        if has(DamageEffect::Stun) {
            self.stun(target, applied)?;
        }
        if has(DamageEffect::Radioactive) {
            self.radioactive(target, row, effects, applied, rads)?;
        }
        Ok(())
    }

    /// Spread: one more hit per Effect, each at a location rolled anew, for
    /// half the damage.
    fn spread(
        &mut self,
        target: &Unit,
        blow: &Blow<'_>,
        pierce: u32,
        dice: &mut dyn Dice,
        hits: &mut Vec<HitReport>,
        rads: &mut Vec<RadQueue>,
    ) -> Result<(), RuleError> {
        let half = blow.roll.total / 2;
        for _ in 0..blow.effects {
            let (r, d) = self.pick_location(target, None, dice);
            let spread_type = blow.weapon.type_against(&self.dr_at(target, r.key)?);
            let h = self.strike(
                target,
                r,
                d,
                HitKind::Spread,
                half,
                spread_type,
                pierce,
                dice,
                rads,
            )?;
            hits.push(h);
        }
        Ok(())
    }

    /// Breaking: the target's cover loses a die per Effect; without cover,
    /// the location's DR against the hit's type loses a point per Effect.
    fn breaking(
        &mut self,
        target: &Unit,
        row: &'static LocationRow,
        hit_type: DamageType,
        effects: u32,
        applied: &mut Vec<Applied>,
    ) -> Result<(), RuleError> {
        let cover = self.vitals(target)?.cover;
        if cover > 0 {
            let v = self.vitals_mut(target)?;
            v.cover = cover.saturating_sub(effects);
            applied.push(Applied::BreakingCover {
                target: target.clone(),
                before: cover,
                after: v.cover,
            });
            return Ok(());
        }
        let Resist::Dr(before) = self.dr_at(target, row.key)?.get(hit_type) else {
            return Ok(());
        };
        let lost = effects.min(before);
        let v = self.vitals_mut(target)?;
        if lost > 0 {
            match v
                .broken
                .iter_mut()
                .find(|b| b.location == row.key && b.damage_type == hit_type)
            {
                Some(b) => b.amount += lost,
                None => v.broken.push(character::Broken {
                    location: row.key.to_owned(),
                    damage_type: hit_type,
                    amount: lost,
                }),
            }
        }
        applied.push(Applied::Breaking {
            target: target.clone(),
            location: row.key.to_owned(),
            damage_type: hit_type,
            before,
            after: before - lost,
        });
        Ok(())
    }

    /// Persistent: the damage goes on at the end of the target's turns
    /// (a dead target takes none).
    fn persist(
        &mut self,
        target: &Unit,
        persistent: Persistent,
        applied: &mut Vec<Applied>,
    ) -> Result<(), RuleError> {
        let v = self.vitals_mut(target)?;
        if !v.dead {
            v.persistent.push(persistent.clone());
            applied.push(Applied::Persistent {
                target: target.clone(),
                persistent,
            });
        }
        Ok(())
    }

    /// Stun: the target loses its next turn's actions (a dead target
    /// nothing).
    fn stun(&mut self, target: &Unit, applied: &mut Vec<Applied>) -> Result<(), RuleError> {
        let v = self.vitals_mut(target)?;
        if !v.dead {
            v.stunned = true;
            applied.push(Applied::Stun {
                target: target.clone(),
            });
        }
        Ok(())
    }

    /// Radioactive: a rad per Effect, less the location's radiation DR,
    /// taken after the attack's other damage.
    fn radioactive(
        &mut self,
        target: &Unit,
        row: &'static LocationRow,
        effects: u32,
        applied: &mut Vec<Applied>,
        rads: &mut Vec<RadQueue>,
    ) -> Result<(), RuleError> {
        let dr = self.dr_at(target, row.key)?.radiation;
        let (shown, taken) = match dr {
            Resist::Dr(v) => (Some(v), effects.saturating_sub(v)),
            Resist::Immune => (None, 0),
        };
        rads.push(RadQueue {
            target: target.clone(),
            location: row,
            before_dr: effects,
            dr: shown,
            taken,
        });
        applied.push(Applied::Radioactive {
            target: target.clone(),
            amount: effects,
        });
        Ok(())
    }

    /// One hit on one location: cover, DR, Piercing, then HP (radiation waits).
    #[allow(clippy::too_many_arguments)]
    fn strike(
        &mut self,
        target: &Unit,
        row: &'static LocationRow,
        location_die: Option<u32>,
        kind: HitKind,
        amount: u32,
        damage_type: DamageType,
        pierce: u32,
        dice: &mut dyn Dice,
        rads: &mut Vec<RadQueue>,
    ) -> Result<HitReport, RuleError> {
        let resist = self.dr_at(target, row.key)?.get(damage_type);
        let cover_dice = self.vitals(target)?.cover;
        let cover = (cover_dice > 0 && damage_type != DamageType::Radiation)
            .then(|| roll_combat(dice, cover_dice));
        let cover_dr = cover.as_ref().map_or(0, |c| c.total);
        let (dr, dr_applied, after) = match resist {
            Resist::Dr(v) => {
                let applied = (v + cover_dr).saturating_sub(pierce);
                (Some(v), applied, amount.saturating_sub(applied))
            }
            Resist::Immune => (None, 0, 0),
        };
        let max = self.max_hp(target)?;
        let hp_now = self.vitals(target)?.hp;
        // Power armour: an intact piece at the location takes the hit.
        let armour_hit = match target {
            Unit::Character(n) => self.piece_takes(n, row.key, after, damage_type),
            Unit::Creature(_) => None,
        };
        let (hp, harm) = if damage_type == DamageType::Radiation || armour_hit.is_some() {
            if damage_type == DamageType::Radiation {
                rads.push(RadQueue {
                    target: target.clone(),
                    location: row,
                    before_dr: amount,
                    dr,
                    taken: after,
                });
            }
            (
                HpChange {
                    before: hp_now,
                    after: hp_now,
                    max,
                    down: hp_now == 0,
                },
                Harm::default(),
            )
        } else {
            self.harm(target, after, Some(row), true)?
        };
        Ok(HitReport {
            target: target.clone(),
            kind,
            location: row.key.to_owned(),
            location_die,
            damage_type,
            before_dr: amount,
            dr,
            cover,
            pierced: pierce.min(dr.map_or(0, |v| v + cover_dr)),
            dr_applied,
            after_dr: after,
            hp,
            harm,
            piece: armour_hit,
        })
    }
}

/// Vicious (a damage point per Effect) and Piercing (DR ignored per Effect
/// and rating), noted once, on the primary target. Returns the DR ignored.
fn piercing(blow: &Blow<'_>, kind: HitKind, vicious: u32, applied: &mut Vec<Applied>) -> u32 {
    let effects = blow.effects;
    let pierce_rating = blow.weapon.effects.iter().find_map(|e| match e {
        DamageEffect::Piercing(x) => Some(*x),
        _ => None,
    });
    let pierce = pierce_rating.map_or(0, |x| x * effects);
    if vicious > 0 && kind == HitKind::Primary {
        applied.push(Applied::Vicious { bonus: vicious });
    }
    if let (Some(rating), true, HitKind::Primary) = (pierce_rating, effects > 0, kind) {
        applied.push(Applied::Piercing {
            rating,
            ignored: pierce,
        });
    }
    pierce
}
