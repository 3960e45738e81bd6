//! Health and resources: damage, healing with the Medicine bonus,
//! incapacitation and death, revival, radiation with Rad-X, caps and AP, and
//! levelling skills.

use super::campaign::{in_range, Campaign};
use super::character::{radiation_band, Condition, MAX_CAPS, MAX_RADS};
use super::check::attribute_check;
use super::effect::{Chem, Kind};
use super::error::RuleError;
use super::outcome::{Event, Outcome};
use super::skills::Skill;
use crate::engine::dice::Dice;
use crate::engine::special::Attribute;

/// HP each Medicine level adds to a heal.
pub const MEDICINE_BONUS_PER_LEVEL: u32 = 2;

impl Campaign {
    /// Takes HP from a character; at 0 they are incapacitated.
    pub(crate) fn damage_player(&mut self, index: usize, amount: u32, out: &mut Outcome) {
        let c = &mut self.players[index];
        let before = c.hp;
        c.hp = c.hp.saturating_sub(amount);
        out.push(Event::Hp {
            name: c.name.clone(),
            delta: i64::from(c.hp) - i64::from(before),
            medicine_bonus: 0,
            before,
            after: c.hp,
            max: c.max_hp(),
        });
        if c.hp == 0 && c.condition == Condition::Active {
            c.condition = Condition::Incapacitated { turns_down: 0 };
            out.push(Event::Incapacitated {
                name: c.name.clone(),
            });
        }
    }

    /// Heals a character by `amount` plus the healer's Medicine bonus, up to max HP.
    pub(crate) fn heal_player(
        &mut self,
        index: usize,
        amount: u32,
        medicine_level: u8,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let c = &mut self.players[index];
        if c.condition == Condition::Dead {
            return Err(RuleError::Dead {
                name: c.name.clone(),
            });
        }
        let bonus = u32::from(medicine_level) * MEDICINE_BONUS_PER_LEVEL;
        let before = c.hp;
        c.hp = (c.hp + amount + bonus).min(c.max_hp());
        out.push(Event::Hp {
            name: c.name.clone(),
            delta: i64::from(c.hp) - i64::from(before),
            medicine_bonus: bonus,
            before,
            after: c.hp,
            max: c.max_hp(),
        });
        if c.hp > 0 && matches!(c.condition, Condition::Incapacitated { .. }) {
            c.condition = Condition::Active;
            out.push(Event::Revived {
                name: c.name.clone(),
                hp: c.hp,
            });
        }
        Ok(())
    }

    /// Adds rads (halved by Rad-X) or removes them (never below 0).
    pub(crate) fn irradiate(&mut self, index: usize, amount: i64, out: &mut Outcome) {
        let c = &mut self.players[index];
        let halved = amount > 0 && c.has(Kind::Chem(Chem::RadX));
        let applied = if halved { amount / 2 } else { amount };
        let before = c.rads;
        c.rads = (i64::from(c.rads) + applied).clamp(0, i64::from(MAX_RADS)) as u32;
        out.push(Event::Rads {
            name: c.name.clone(),
            delta: i64::from(c.rads) - i64::from(before),
            halved,
            before,
            after: c.rads,
            band_before: radiation_band(before),
            band_after: radiation_band(c.rads),
        });
    }

    /// The player a command names and its amount, refused when the amount
    /// falls outside `min..=max` (checked first) or the player is unknown.
    fn player_amount(
        &self,
        player: &str,
        amount: i64,
        min: i64,
        max: i64,
    ) -> Result<(usize, i64), RuleError> {
        let amount = in_range("amount", amount, min, max)?;
        Ok((self.player_index(player)?, amount))
    }

    pub(crate) fn hurt(
        &mut self,
        player: &str,
        amount: i64,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let (i, amount) = self.player_amount(player, amount, 0, 10_000)?;
        if !self.players[i].is_alive() {
            return Err(RuleError::Dead {
                name: self.players[i].name.clone(),
            });
        }
        self.damage_player(i, amount as u32, out);
        Ok(())
    }

    pub(crate) fn heal_command(
        &mut self,
        player: &str,
        amount: i64,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let (i, amount) = self.player_amount(player, amount, 0, 10_000)?;
        let medicine = self.players[i].skill(Skill::Medicine);
        self.heal_player(i, amount as u32, medicine, out)
    }

    pub(crate) fn rads_command(
        &mut self,
        player: &str,
        amount: i64,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let (i, amount) = self.player_amount(player, amount, -100_000, 100_000)?;
        self.irradiate(i, amount, out);
        Ok(())
    }

    pub(crate) fn caps(
        &mut self,
        player: &str,
        amount: i64,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let (i, amount) = self.player_amount(player, amount, -1_000_000, 1_000_000)?;
        let c = &mut self.players[i];
        let after = i64::from(c.caps) + amount;
        if after < 0 {
            return Err(RuleError::NotEnoughCaps {
                name: c.name.clone(),
                have: c.caps,
                need: amount.unsigned_abs() as u32,
            });
        }
        if after > i64::from(MAX_CAPS) {
            // Refused whole: an answer never says caps were added that were not.
            return Err(RuleError::CapsFull {
                name: c.name.clone(),
                have: c.caps,
                add: amount.unsigned_abs() as u32,
                max: MAX_CAPS,
            });
        }
        let before = c.caps;
        c.caps = after as u32;
        out.push(Event::Caps {
            name: c.name.clone(),
            delta: amount,
            before,
            after: c.caps,
        });
        Ok(())
    }

    pub(crate) fn ap_command(
        &mut self,
        player: &str,
        amount: i64,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let (i, amount) = self.player_amount(player, amount, -99, 99)?;
        let c = &self.players[i];
        if i64::from(c.ap) + amount < 0 {
            return Err(RuleError::NotEnoughAp {
                name: c.name.clone(),
                have: c.ap,
                need: amount.unsigned_abs() as u32,
            });
        }
        let before = c.ap;
        if amount >= 0 {
            self.credit_ap(i, amount as u32);
        } else {
            self.players[i].ap -= amount.unsigned_abs() as u32;
        }
        let c = &self.players[i];
        out.push(Event::Ap {
            name: c.name.clone(),
            delta: i64::from(c.ap) - i64::from(before),
            before,
            after: c.ap,
        });
        Ok(())
    }

    pub(crate) fn revive(&mut self, player: &str, out: &mut Outcome) -> Result<(), RuleError> {
        let i = self.player_index(player)?;
        let c = &mut self.players[i];
        if c.condition == Condition::Active {
            return Err(RuleError::NotDown {
                name: c.name.clone(),
            });
        }
        c.condition = Condition::Active;
        c.hp = c.hp.max(1);
        out.push(Event::Revived {
            name: c.name.clone(),
            hp: c.hp,
        });
        Ok(())
    }

    /// +1 level, then the INT check (2d20 vs effective INT, 2 successes) for +1
    /// more. The check is not rolled when the first level already reaches the cap.
    pub(crate) fn skill_up(
        &mut self,
        player: &str,
        skill: Skill,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let i = self.player_index(player)?;
        let weather = self.world.weather;
        let c = &mut self.players[i];
        let from = c.skill(skill);
        if from >= Skill::MAX_LEVEL {
            return Err(RuleError::SkillMaxed {
                name: c.name.clone(),
                skill,
            });
        }
        let mut to = from + 1;
        let int_check = (to < Skill::MAX_LEVEL).then(|| {
            let int = c.effective(Attribute::Int, weather).value;
            attribute_check(&c.name, Attribute::Int, int, 2, c.ap, dice)
        });
        let bonus = int_check.as_ref().is_some_and(|r| r.passed);
        if bonus {
            to += 1;
        }
        c.skills.insert(skill, to);
        out.push(Event::SkillUp {
            name: c.name.clone(),
            skill,
            from,
            to,
            int_check,
            bonus,
        });
        Ok(())
    }
}
