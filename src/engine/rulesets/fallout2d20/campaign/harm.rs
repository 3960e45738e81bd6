//! Harm: HP lost, critical hits and injuries, radiation, and the GM's hurt,
//! heal, cure and cover commands.

use super::Campaign;
use crate::engine::rulesets::fallout2d20::character::{Injury, Persistent, Vitals, RADS_MAX};
use crate::engine::rulesets::fallout2d20::command::{Command, AMOUNT_MAX, COVER_MAX};
use crate::engine::rulesets::fallout2d20::data::{
    find_location, DamageType, InjuryKind, LocationRow, Size, HUMANOID,
};
use crate::engine::rulesets::fallout2d20::error::{in_range, Incapacity, RuleError, Unknown};
use crate::engine::rulesets::fallout2d20::outcome::{
    Event, Harm, HpChange, Outcome, RadReport, Unit,
};

impl Campaign {
    /// The GM's commands of harm and care, each to its own function.
    pub(super) fn apply_harm(
        &mut self,
        command: &Command,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        match command {
            Command::Hurt {
                target,
                amount,
                damage_type,
                location,
            } => self.hurt(target, *amount, *damage_type, location.as_deref(), out),
            Command::AirbornePoison {
                target,
                amount,
                location,
            } => self.airborne_poison(target, *amount, location.as_deref(), out),
            Command::Heal { target, amount } => self.heal(target, *amount, out),
            Command::CureRads { target, amount } => self.cure_rads(target, *amount, out),
            Command::Cover { target, dice } => self.set_cover(target, *dice, out),
            Command::Disease {
                character,
                disease,
                end,
            } => {
                let change = self.disease(character, disease, *end)?;
                out.push(Event::Disease { change });
                Ok(())
            }
            _ => unreachable!("`apply` routes only the commands of harm here"),
        }
    }

    /// Gives back HP up to the maximum; a dying character back above 0
    /// wakes.
    fn heal(&mut self, target: &str, amount: i64, out: &mut Outcome) -> Result<(), RuleError> {
        let u = self.unit(target)?;
        let amount = in_range("healing", amount, 0, AMOUNT_MAX)? as u32;
        let max = self.max_hp(&u)?;
        let v = self.vitals_mut(&u)?;
        if v.dead {
            return Err(RuleError::CannotAct {
                name: u.name().to_owned(),
                why: Incapacity::Dead,
            });
        }
        let before = v.hp;
        v.hp = v.hp.saturating_add(amount).min(max);
        let revived = v.dying && v.hp > 0;
        if revived {
            v.dying = false;
            v.unconscious = false;
        }
        out.push(Event::Healed {
            target: u,
            amount,
            hp: HpChange {
                before,
                after: v.hp,
                max,
                down: v.hp == 0,
            },
            revived,
        });
        Ok(())
    }

    fn cure_rads(&mut self, target: &str, amount: i64, out: &mut Outcome) -> Result<(), RuleError> {
        let u = self.unit(target)?;
        let amount = in_range("radiation", amount, 0, AMOUNT_MAX)? as u32;
        let v = self.vitals_mut(&u)?;
        let before = v.rads;
        v.rads = v.rads.saturating_sub(amount);
        let after = v.rads;
        let max_hp = self.max_hp(&u)?;
        out.push(Event::RadsCured {
            target: u,
            before,
            after,
            max_hp,
        });
        Ok(())
    }

    fn set_cover(&mut self, target: &str, dice: i64, out: &mut Outcome) -> Result<(), RuleError> {
        let u = self.unit(target)?;
        let n = in_range("cover", dice, 0, COVER_MAX)? as u32;
        let v = self.vitals_mut(&u)?;
        let before = v.cover;
        v.cover = n;
        out.push(Event::CoverSet {
            target: u,
            before,
            after: n,
        });
        Ok(())
    }

    /// Takes HP: critical hits, falling to 0 HP, dying and death.
    pub(super) fn harm(
        &mut self,
        unit: &Unit,
        amount: u32,
        location: Option<&'static LocationRow>,
        can_crit: bool,
    ) -> Result<(HpChange, Harm), RuleError> {
        let max = self.max_hp(unit)?;
        let size = self.size(unit);
        let table = self.locations(unit);
        let row = location
            .or_else(|| table.iter().find(|r| r.injury == InjuryKind::Torso))
            .or_else(|| table.first())
            .unwrap_or(&HUMANOID[1]);
        let is_character = matches!(unit, Unit::Character(_));
        // Adamantium Skeleton: a critical hit needs more damage.
        let margin = self.character(unit).map_or(
            0,
            crate::engine::rulesets::fallout2d20::perk_effects::critical_margin,
        );
        let v = self.vitals_mut(unit)?;
        let before = v.hp;
        let mut harm = Harm::default();
        if v.dead {
            return Ok((
                HpChange {
                    before,
                    after: before,
                    max,
                    down: before == 0,
                },
                harm,
            ));
        }
        v.hp = v.hp.saturating_sub(amount);
        harm.critical = can_crit && amount >= size.critical_threshold() + margin;
        if harm.critical {
            harm.injuries.push(injure(v, row));
        }
        if is_character {
            if before == 0 && v.dying && amount > 0 {
                harm.injuries.push(injure(v, row));
            }
            if before > 0 && v.hp == 0 {
                harm.injuries.push(injure(v, row));
                v.dying = true;
                v.prone = true;
                v.stunned = false;
                harm.dying = true;
            }
        } else if (before > 0 && v.hp == 0) || (size == Size::Little && !harm.injuries.is_empty()) {
            v.hp = 0;
            v.dead = true;
            v.persistent.clear();
            harm.dead = true;
        }
        Ok((
            HpChange {
                before,
                after: v.hp,
                max,
                down: v.hp == 0,
            },
            harm,
        ))
    }

    /// Radiation: the maximum drops, HP with it if above; 0 HP as any other.
    /// A character immune to it by origin takes none; one it heals (a
    /// ghoul) regains 1 HP for every so many points inflicted
    /// (`inflicted`: before DR, which an immune body never applies).
    pub(in crate::engine::rulesets::fallout2d20) fn irradiate(
        &mut self,
        unit: &Unit,
        taken: u32,
        inflicted: u32,
        row: &'static LocationRow,
    ) -> Result<RadReport, RuleError> {
        let max_before = self.max_hp(unit)?;
        let is_character = matches!(unit, Unit::Character(_));
        let (immune, heals) = match unit {
            Unit::Character(n) => {
                let c = &self.characters[self.character_index(n)?];
                (c.immune_to(DamageType::Radiation), c.rads_heal())
            }
            Unit::Creature(_) => (false, None),
        };
        let taken = if immune { 0 } else { taken };
        let v = self.vitals_mut(unit)?;
        let before = v.hp;
        if !v.dead {
            v.rads = v.rads.saturating_add(taken).min(RADS_MAX);
        }
        let max = self.max_hp(unit)?;
        let v = self.vitals_mut(unit)?;
        let mut healed = 0;
        if let Some(every) = heals.filter(|_| v.able()) {
            let hp = (v.hp + inflicted / every).min(max);
            healed = hp - v.hp;
            v.hp = hp;
        }
        let mut harm = Harm::default();
        if !v.dead && v.hp > max {
            v.hp = max;
            if v.hp == 0 && before > 0 {
                if is_character {
                    harm.injuries.push(injure(v, row));
                    v.dying = true;
                    v.prone = true;
                    harm.dying = true;
                } else {
                    v.dead = true;
                    v.persistent.clear();
                    harm.dead = true;
                }
            }
        }
        Ok(RadReport {
            target: unit.clone(),
            location: row.key.to_owned(),
            before_dr: taken,
            dr: None,
            taken,
            healed,
            max_before,
            hp: HpChange {
                before,
                after: v.hp,
                max,
                down: v.hp == 0,
            },
            harm,
        })
    }

    pub(in crate::engine::rulesets::fallout2d20) fn hurt(
        &mut self,
        target: &str,
        amount: i64,
        damage_type: DamageType,
        location: Option<&str>,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let u = self.unit(target)?;
        let amount = in_range("damage", amount, 0, AMOUNT_MAX)? as u32;
        let row = self.hurt_location(&u, location)?;
        if damage_type == DamageType::Radiation {
            let rads_before = self.vitals(&u)?.rads;
            let r = self.irradiate(&u, amount, amount, row)?;
            let rads_after = self.vitals(&u)?.rads;
            out.push(Event::Hurt {
                target: u,
                amount,
                damage_type,
                location: row.key.to_owned(),
                hp: r.hp,
                rads: Some((rads_before, rads_after)),
                harm: r.harm,
            });
        } else {
            let (hp, harm) = self.harm(&u, amount, Some(row), false)?;
            out.push(Event::Hurt {
                target: u,
                amount,
                damage_type,
                location: row.key.to_owned(),
                hp,
                rads: None,
                harm,
            });
        }
        Ok(())
    }

    /// Where `hurt` strikes: the location named, else the torso.
    pub(in crate::engine::rulesets::fallout2d20) fn hurt_location(
        &self,
        u: &Unit,
        location: Option<&str>,
    ) -> Result<&'static LocationRow, RuleError> {
        let table = self.locations(u);
        Ok(match location {
            Some(l) => find_location(table, l).ok_or_else(|| {
                RuleError::unknown(
                    Unknown::Location,
                    l,
                    table.iter().map(|r| r.key.to_owned()).collect(),
                )
            })?,
            None => table
                .iter()
                .find(|r| r.injury == InjuryKind::Torso)
                .or_else(|| table.first())
                .unwrap_or(&HUMANOID[1]),
        })
    }
}

/// Records an injury and its immediate effects: a leg drops the unit prone,
/// the head dazes it (no normal actions next turn), the torso bleeds.
pub(super) fn injure(v: &mut Vitals, row: &'static LocationRow) -> Injury {
    let injury = Injury {
        debilitating: false,
        location: row.key.to_owned(),
        kind: row.injury,
    };
    match row.injury {
        InjuryKind::Leg => v.prone = true,
        InjuryKind::Head => v.stunned = true,
        InjuryKind::Torso => v.persistent.push(Persistent {
            source: "bleeding".to_owned(),
            dice: 2,
            damage_type: DamageType::Physical,
            rounds_left: None,
            difficulty: 0,
            location: row.key.to_owned(),
            ignore_dr: true,
        }),
        InjuryKind::Arm => {}
    }
    v.injuries.push(injury.clone());
    injury
}
