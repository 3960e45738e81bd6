//! An attack's difficulty: the target's Defense (or a Blast's zone), Defend,
//! Parry, a chosen location, the range band, a second major action, a head
//! injury, an enemy within reach, a weapon held in one hand, and a sneak
//! attack making it easier.

use crate::engine::rulesets::fallout2d20::command::AttackCommand;
use crate::engine::rulesets::fallout2d20::data::{InjuryKind, Quality, Weapon};
use crate::engine::rulesets::fallout2d20::error::RuleError;
use crate::engine::rulesets::fallout2d20::outcome::Difficulty;
use crate::engine::rulesets::fallout2d20::qualities::{self, QualityUse};
use crate::engine::rulesets::fallout2d20::sneak::SneakAttack;
use crate::engine::rulesets::fallout2d20::{attack_perks, perk_effects};

use super::{not_for, Plan};
use crate::engine::rulesets::fallout2d20::campaign::Campaign;

impl Campaign {
    /// Sums the difficulty; Parry is paid here (1 AP from the target's
    /// pool), and a sneak attack gives the weapon Vicious.
    pub(super) fn attack_difficulty(
        &mut self,
        cmd: &AttackCommand,
        plan: &mut Plan,
    ) -> Result<Difficulty, RuleError> {
        if cmd.parry {
            self.parry(plan)?;
        }
        // Blast: a zone at basic difficulty 2, not the target's Defense.
        let (defense, defend) = if plan.blast {
            (qualities::BLAST_DIFFICULTY, 0)
        } else {
            self.defense(&plan.target)?
        };
        let reach = self.reach_step(plan);
        let weapon = &plan.weapon;
        let range =
            (!weapon.kind.is_close()).then(|| cmd.range.or(plan.zone_band).unwrap_or(weapon.range));
        let range_modifier = range.map_or(0, |r| weapon.range.modifier(r));
        let head_injury = if self.vitals(&plan.attacker)?.injuries_of(InjuryKind::Head) > 0 {
            2
        } else {
            0
        };
        // Center Mass: a ranged attack at the torso is no harder; Sniper:
        // an aimed one with a two-handed Accurate gun.
        let attacker = self.character(&plan.attacker);
        let free = plan.chosen.is_some_and(|row| {
            attacker.is_some_and(|c| perk_effects::free_location(c, weapon, row.key))
        });
        let sniper = plan.chosen.is_some()
            && !free
            && attacker.is_some_and(|c| attack_perks::sniper(c, weapon, plan.aimed));
        if sniper {
            plan.perks.push(attack_perks::PerkUse::Sniper);
        }
        let free = free || sniper;
        let location_extra = u32::from(plan.chosen.is_some() && !free);
        let parry = u32::from(cmd.parry);
        let second = u32::from(plan.second_major);
        let sum = defense
            + defend
            + parry
            + location_extra
            + range_modifier
            + second
            + head_injury
            + reach
            + plan.one_handed;
        // A sneak attack: 1 easier, and Vicious (or +2 CD) for the weapon.
        plan.sneak = cmd.sneak.then(|| SneakAttack::apply(&mut plan.weapon, sum));
        let sneak = plan.sneak.as_ref().map_or(0, |s| s.easier);
        Ok(Difficulty {
            defense,
            defend,
            location: location_extra,
            range,
            range_modifier,
            second_major: second,
            head_injury,
            reach,
            one_handed: plan.one_handed,
            parry,
            sneak,
            blast: plan.blast,
            total: sum - sneak,
        })
    }

    /// Parry: the target's Parry weapon against a melee attack, for 1 AP.
    fn parry(&mut self, plan: &mut Plan) -> Result<(), RuleError> {
        if !plan.weapon.kind.is_close() || plan.blast {
            return Err(not_for(&plan.weapon, "--parry"));
        }
        let parries = self.character(&plan.target).is_some_and(|c| {
            c.weapons
                .iter()
                .any(|w| Weapon::find(&w.name).is_some_and(|x| x.has(Quality::Parry)))
        });
        if !parries {
            return Err(RuleError::NoParry {
                name: plan.target.name().to_owned(),
            });
        }
        let ap = self.pay(Self::pool_of(&plan.target), 1)?;
        plan.used.push(QualityUse::Parry { ap });
        Ok(())
    }

    /// A ranged attack within Reach of an enemy: 2 harder, unless the
    /// weapon has Close Quarters.
    fn reach_step(&self, plan: &mut Plan) -> u32 {
        if plan.weapon.kind.is_close() || !self.enemy_within_reach(&plan.attacker) {
            return 0;
        }
        if plan.weapon.has(Quality::CloseQuarters) {
            plan.used.push(QualityUse::CloseQuarters);
            0
        } else {
            plan.used.push(QualityUse::WithinReach);
            qualities::REACH_STEP
        }
    }
}
