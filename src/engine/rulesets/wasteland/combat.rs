//! Player attacks (damage dice, the melee STR check, ammunition, Psycho, weapon
//! effects on a target enemy) and initiative.

use super::campaign::{in_range, Campaign};
use super::check::{attribute_check, MAX_AP_SPEND};
use super::data::{Weapon, WeaponEffect, WeaponKind};
use super::effect::{Chem, Kind};
use super::error::{RuleError, Unknown};
use super::outcome::{AppliedEffect, DamageDie, Event, InitiativeEntry, Outcome, Unit};
use crate::engine::dice::Dice;
use crate::engine::special::Attribute;

/// Damage of one d6 face: 1-2 -> 1, 3-4 -> 2, 5-6 -> 3 with an effect.
#[must_use]
pub fn damage_die(face: u32) -> DamageDie {
    DamageDie {
        face,
        damage: face.div_ceil(2),
        effect: face >= 5,
    }
}

/// Psycho's bonus damage while active.
pub const PSYCHO_BONUS: u32 = 3;

impl Campaign {
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn damage(
        &mut self,
        player: &str,
        weapon_name: &str,
        ap: i64,
        target: Option<&str>,
        close: bool,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let ap = in_range("ap", ap, 0, MAX_AP_SPEND)? as u32;
        let pi = self.player_index(player)?;
        self.players[pi].ensure_can_act()?;
        let brew = &self.homebrew.weapons;
        let w = brew.find(weapon_name).ok_or_else(|| RuleError::Unknown {
            kind: Unknown::Weapon,
            name: weapon_name.to_owned(),
            suggestions: brew.names(),
        })?;
        let target_index = target.map(|t| self.living_enemy(t)).transpose()?;
        let weather = self.world.weather;
        let (ammo, ap_before) = self.pay_for_attack(pi, &w, ap)?;
        let c = &self.players[pi];
        let spread_die = close && w.effects.contains(&WeaponEffect::Spread);
        let count = w.dice + ap + u32::from(spread_die);
        let rolled: Vec<DamageDie> = (0..count).map(|_| damage_die(dice.roll(6))).collect();
        let effects = rolled.iter().filter(|d| d.effect).count() as u32;
        let str_check = (w.kind == WeaponKind::Melee).then(|| {
            let value = c.effective(Attribute::Str, weather).value;
            attribute_check(&c.name, Attribute::Str, value, 2, c.ap, dice)
        });
        let str_bonus = match &str_check {
            Some(check) if check.passed => {
                u32::from(c.effective(Attribute::Str, weather).value) / 2
            }
            _ => 0,
        };
        let psycho_bonus = if c.has(Kind::Chem(Chem::Psycho)) {
            PSYCHO_BONUS
        } else {
            0
        };
        let pierce_bonus = if w.effects.contains(&WeaponEffect::Pierce) {
            effects
        } else {
            0
        };
        let total =
            rolled.iter().map(|d| d.damage).sum::<u32>() + str_bonus + psycho_bonus + pierce_bonus;
        let attacker = c.name.clone();
        out.push(Event::Damage {
            player: attacker.clone(),
            weapon: w.name.to_string(),
            dice: rolled,
            ap_spent: ap,
            ap_before,
            ap_after: ap_before - ap,
            spread_die,
            str_check,
            str_bonus,
            psycho_bonus,
            pierce_bonus,
            total,
            effects,
            weapon_effects: w.effects.to_vec(),
            ammo,
            target: target_index.map(|i| self.enemies[i].name.clone()),
        });
        if let Some(ti) = target_index {
            self.apply_weapon_hit(ti, &w.effects, effects, total, dice, out);
        }
        self.mark_acted([Unit::Player(attacker)], out);
        Ok(())
    }

    /// An enemy by name, still standing.
    fn living_enemy(&self, name: &str) -> Result<usize, RuleError> {
        let i = self.enemy_index(name)?;
        if !self.enemies[i].is_alive() {
            return Err(RuleError::EnemyDead {
                name: self.enemies[i].name.clone(),
            });
        }
        Ok(i)
    }

    /// The attacker's AP for extra dice and the weapon's round of
    /// ammunition, both spent. Returns the ammunition with how many are
    /// left, and the AP before.
    fn pay_for_attack(
        &mut self,
        pi: usize,
        w: &Weapon,
        ap: u32,
    ) -> Result<(Option<(String, u32)>, u32), RuleError> {
        let c = &mut self.players[pi];
        if c.ap < ap {
            return Err(RuleError::NotEnoughAp {
                name: c.name.clone(),
                have: c.ap,
                need: ap,
            });
        }
        let ammo = match &w.ammo {
            Some(ammo) => {
                let left = c.remove_item(ammo, 1).map_err(|_| RuleError::OutOfAmmo {
                    name: c.name.clone(),
                    weapon: w.name.to_string(),
                    ammo: ammo.to_string(),
                })?;
                Some((ammo.to_string(), left))
            }
            None => None,
        };
        let ap_before = c.ap;
        c.ap -= ap;
        Ok((ammo, ap_before))
    }

    /// Damage and effects of one hit on an enemy (and, for AoE, on the others).
    fn apply_weapon_hit(
        &mut self,
        target: usize,
        weapon_effects: &[WeaponEffect],
        effects: u32,
        total: u32,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) {
        let aoe = effects > 0 && weapon_effects.contains(&WeaponEffect::Aoe);
        let others: Vec<usize> = if aoe {
            (0..self.enemies.len())
                .filter(|&i| i != target && self.enemies[i].is_alive())
                .collect()
        } else {
            Vec::new()
        };
        self.change_enemy_hp(target, -i64::from(total), dice, out);
        if effects > 0 && self.enemies[target].is_alive() {
            for &effect in weapon_effects {
                let status = match effect {
                    WeaponEffect::Stun => Some((Kind::Stunned, 1)),
                    WeaponEffect::Knockdown => Some((Kind::Prone, 1)),
                    WeaponEffect::Bleed => Some((Kind::Bleeding, effects as i32)),
                    WeaponEffect::Burn => Some((Kind::Burning, effects as i32)),
                    WeaponEffect::Suppression => Some((Kind::Suppressed, 1)),
                    // Pierce and Spread change the damage roll; AoE is below;
                    // Radiation only affects characters (enemies keep no rads).
                    WeaponEffect::Pierce
                    | WeaponEffect::Spread
                    | WeaponEffect::Aoe
                    | WeaponEffect::Radiation => None,
                };
                let applied =
                    status.map(|(name, turns)| self.enemy_status(target, name.name(), turns));
                if applied.is_some()
                    || matches!(effect, WeaponEffect::Aoe | WeaponEffect::Radiation)
                {
                    out.push(Event::EnemyEffect {
                        name: self.enemies[target].name.clone(),
                        applied: AppliedEffect {
                            effect,
                            count: effects,
                            status: applied,
                        },
                    });
                }
            }
        }
        for i in others {
            if self.enemies[i].is_alive() {
                self.change_enemy_hp(i, -i64::from(total), dice, out);
            }
        }
    }

    /// Rolls initiative: characters by effective PER + AGI, enemies by attack
    /// skill; a d20 breaks ties (rolled for each tied unit in field order,
    /// characters first), highest first; a second tie keeps field order.
    pub(crate) fn roll_initiative(&mut self, dice: &mut dyn Dice, out: &mut Outcome) {
        let weather = self.world.weather;
        let mut entries: Vec<InitiativeEntry> = self
            .players
            .iter()
            .filter(|p| p.is_alive())
            .map(|p| InitiativeEntry {
                unit: Unit::Player(p.name.clone()),
                score: p.initiative(weather),
                tiebreak: None,
            })
            .chain(self.living_enemies().map(|e| InitiativeEntry {
                unit: Unit::Enemy(e.name.clone()),
                score: e.attack_skill,
                tiebreak: None,
            }))
            .collect();
        let scores: Vec<u32> = entries.iter().map(|e| e.score).collect();
        for entry in &mut entries {
            if scores.iter().filter(|&&s| s == entry.score).count() > 1 {
                entry.tiebreak = Some(dice.roll(20));
            }
        }
        entries.sort_by(|a, b| {
            b.score
                .cmp(&a.score)
                .then(b.tiebreak.unwrap_or(0).cmp(&a.tiebreak.unwrap_or(0)))
        });
        self.initiative.clone_from(&entries);
        out.push(Event::Initiative { order: entries });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn damage_faces_map_to_one_two_three() {
        let d: Vec<(u32, bool)> = (1..=6)
            .map(|f| (damage_die(f).damage, damage_die(f).effect))
            .collect();
        assert_eq!(
            d,
            [
                (1, false),
                (1, false),
                (2, false),
                (2, false),
                (3, true),
                (3, true)
            ]
        );
    }
}
