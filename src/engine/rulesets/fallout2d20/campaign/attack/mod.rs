//! Attacks: the weapon, the difficulty, the test, hit locations, damage and its
//! effects, and the ammunition spent.

use crate::engine::dice::Dice;
use crate::engine::mechanics::pool::Target;

use super::gear::take_item;
use super::units::{creature_word_attribute, creature_word_skill};
use super::{at_hand, Campaign, Listed, Spec, AP_DICE_MAX};
use crate::engine::content::Text;
use crate::engine::rulesets::fallout2d20::character::Character;
use crate::engine::rulesets::fallout2d20::command::AttackCommand;
use crate::engine::rulesets::fallout2d20::data::WeaponKind;
use crate::engine::rulesets::fallout2d20::data::{
    find_location, InjuryKind, LocationRow, Quality, RangeBand, Weapon,
};
use crate::engine::rulesets::fallout2d20::error::{in_range, RuleError, Unknown};
use crate::engine::rulesets::fallout2d20::fusion;
use crate::engine::rulesets::fallout2d20::outcome::{
    ActionKind, AmmoUse, ApMove, AttackReport, CoreShots, Difficulty, Event, ExtraDice, Outcome,
    TestReport, Unit,
};
use crate::engine::rulesets::fallout2d20::perk_effects;
use crate::engine::rulesets::fallout2d20::qualities::{self, QualityUse};
use crate::engine::rulesets::fallout2d20::sneak::SneakAttack;

mod damage;
mod difficulty;
mod effects;
mod perks;

impl Campaign {
    /// The weapon an attacker uses and the target number its attack rolls
    /// against (`None` for characters: their tag and rank decide).
    pub(super) fn weapon_of(
        &self,
        attacker: &Unit,
        weapon: &str,
    ) -> Result<(Weapon, Option<Listed>), RuleError> {
        if let Some(t) = self.template(attacker) {
            let a = t.attack(weapon).ok_or_else(|| {
                RuleError::unknown(
                    Unknown::Weapon,
                    weapon,
                    t.attacks
                        .iter()
                        .map(|a| a.weapon.name.to_string())
                        .collect(),
                )
            })?;
            return Ok((
                a.weapon.clone(),
                Some((
                    Target::plain(t.attribute(a.attribute) + t.skill(a.skill)),
                    creature_word_attribute(a.attribute).to_owned(),
                    creature_word_skill(a.skill).to_owned(),
                )),
            ));
        }
        let c = self
            .character(attacker)
            .ok_or_else(|| Self::stale(attacker))?;
        let brew = &self.homebrew.weapons;
        let w = brew
            .find(weapon)
            .ok_or_else(|| RuleError::unknown(Unknown::Weapon, weapon, brew.names()))?;
        if !at_hand(&w.name) && c.carried(&w.name) == 0 {
            return Err(RuleError::NotCarried {
                character: c.name.clone(),
                item: w.name.to_string(),
            });
        }
        // A carried weapon's mods change its numbers.
        let mods = c
            .weapons
            .iter()
            .find(|s| crate::engine::name::same(&s.name, &w.name))
            .map(|s| s.mods.as_slice())
            .unwrap_or_default();
        Ok((
            crate::engine::rulesets::fallout2d20::mods::modded(&w, mods),
            None,
        ))
    }

    /// An attack, step by step: the checks, the actions, the difficulty,
    /// the test, the damage (a hit, or a Blast that missed), the qualities
    /// that came into play, then the AP saved and the ammunition spent.
    pub(super) fn attack(
        &mut self,
        cmd: &AttackCommand,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let mut plan = self.plan_attack(cmd)?;
        let own_turn = self.in_own_turn(&plan.attacker);
        let (action_ap, aim) = self.attack_actions(cmd, &mut plan, own_turn)?;
        plan.aimed = aim;
        self.pay_perks(&cmd.perks, &mut plan)?;
        let difficulty = self.attack_difficulty(cmd, &mut plan)?;
        let test = self.attack_test(cmd, &mut plan, difficulty.total, aim, dice)?;
        if let Some(c) = self.combat.as_mut() {
            if own_turn {
                c.current.attacked = true;
                c.current.aimed = false;
            }
        }
        let mut report = plan.report(difficulty, test, action_ap);
        let mut tally = Tally {
            generated: report.test.ap_generated,
            shots: plan.per_shot,
        };
        let zone = self.zone_struck(&plan);
        if report.hit {
            self.hit_damage(&mut plan, &zone, &mut report, &mut tally, dice)?;
        } else if plan.blast {
            self.blast_miss(&plan, &zone, &mut report, dice)?;
        }
        self.qualities_used(&mut plan, zone, &mut report);
        self.grim_reaper(&mut plan, &report, dice);
        report.perks = std::mem::take(&mut plan.perks);
        report.sneak = plan.sneak.take().map(Box::new);
        report.saved = self.save_ap(Self::pool_of(&plan.attacker), tally.generated);
        self.spend_ammunition(&plan, tally.shots, &mut report)?;
        report.turn = self.turn_view();
        out.push(Event::Attack {
            report: Box::new(report),
        });
        Ok(())
    }

    /// The checks before anything is spent: the weapon and the options it
    /// takes, its reach, the AP and extra shots, the location aimed for,
    /// Burst's other targets, injured arms, and the ammunition carried.
    fn plan_attack(&self, cmd: &AttackCommand) -> Result<Plan, RuleError> {
        let attacker = self.able_unit(&cmd.attacker)?;
        let target = self.unit(&cmd.target)?;
        let (mut weapon, listed) = self.weapon_of(&attacker, &cmd.weapon)?;
        // Demolition Expert, Big Leagues: the weapon gains Vicious.
        if let Some(c) = self.character(&attacker) {
            crate::engine::rulesets::fallout2d20::perk_effects::vicious(c, &mut weapon);
        }
        let (gun_fu, perks) = self.plan_perks(&cmd.perks, &attacker, &target, &mut weapon)?;
        let (zone_band, ap_dice, bursts) =
            self.reach_and_shots(cmd, &attacker, &target, &weapon)?;
        let gatling = weapon.has(Quality::Gatling);
        let mut used = Vec::new();
        if gatling {
            used.push(QualityUse::Gatling { bursts });
        }
        let blast = weapon.has(Quality::Blast);
        if blast && cmd.location.is_some() {
            return Err(not_for(&weapon, "--location"));
        }
        let chosen = self.chosen_location(&target, cmd.location.as_deref())?;
        let also = self.burst_targets(cmd, &attacker, &target)?;
        let one_handed = self.arms_check(&attacker, &weapon, &mut used)?;
        // A Gatling spends ten shots where another gun spends one; the
        // Laser Musket two a firing.
        let per_shot = weapon.ammo_per_shot * if gatling { qualities::GATLING_BURST } else { 1 };
        let shots = 1 + bursts + u32::try_from(gun_fu.len()).unwrap_or(0);
        let ammo = self.ammo_check(&attacker, &weapon, shots * per_shot)?;
        Ok(Plan {
            attacker,
            target,
            ammo_dice: if gatling {
                bursts * qualities::GATLING_DICE
            } else {
                bursts
            },
            weapon,
            listed,
            zone_band,
            ap_dice,
            bursts,
            per_shot,
            blast,
            chosen,
            also,
            one_handed,
            ammo,
            used,
            second_major: false,
            sneak: None,
            opts: cmd.perks.clone(),
            gun_fu,
            perks,
            aimed: false,
        })
    }

    /// The range band between the zones (`None` without zones) and the AP
    /// dice and extra shots the attack asks for, once checked: a range band
    /// is named for a ranged weapon only, a melee weapon reaches its own zone
    /// only, AP dice are for close combat, extra shots for a gun.
    fn reach_and_shots(
        &self,
        cmd: &AttackCommand,
        attacker: &Unit,
        target: &Unit,
        weapon: &Weapon,
    ) -> Result<(Option<RangeBand>, u32, u32), RuleError> {
        if weapon.kind.is_close() && cmd.range.is_some() {
            return Err(not_for(weapon, "--range"));
        }
        // Zones give the range band unless the attack names one; a melee
        // weapon reaches its own zone only.
        let zone_band = self.band_between(attacker, target);
        if let Some(band) = zone_band.filter(|b| weapon.kind.is_close() && *b != RangeBand::Close) {
            return Err(RuleError::OutOfReach {
                attacker: attacker.name().to_owned(),
                target: target.name().to_owned(),
                weapon: weapon.name.to_string(),
                band,
            });
        }
        let ap_dice = in_range("ap", cmd.ap, 0, AP_DICE_MAX)? as u32;
        if ap_dice > 0 && weapon.kind.is_ranged() {
            return Err(not_for(weapon, "--ap"));
        }
        // Extra shots (Gatling: ten-shot bursts, two dice each).
        let bursts = if weapon.kind.is_ranged() {
            in_range("ammo", cmd.ammo, 0, i64::from(weapon.fire_rate))? as u32
        } else if cmd.ammo != 0 {
            return Err(not_for(weapon, "--ammo"));
        } else {
            0
        };
        Ok((zone_band, ap_dice, bursts))
    }

    /// The location the attack aims for, if it names one.
    fn chosen_location(
        &self,
        target: &Unit,
        location: Option<&str>,
    ) -> Result<Option<&'static LocationRow>, RuleError> {
        let Some(l) = location else {
            return Ok(None);
        };
        let table = self.locations(target);
        let row = find_location(table, l).ok_or_else(|| {
            RuleError::unknown(
                Unknown::Location,
                l,
                table.iter().map(|r| r.key.to_owned()).collect(),
            )
        })?;
        Ok(Some(row))
    }

    /// Burst's other targets: units, each once, neither the target nor the
    /// attacker.
    fn burst_targets(
        &self,
        cmd: &AttackCommand,
        attacker: &Unit,
        target: &Unit,
    ) -> Result<Vec<Unit>, RuleError> {
        let mut also = Vec::new();
        for name in &cmd.also {
            let u = self.unit(name)?;
            if u == *target || u == *attacker || also.contains(&u) {
                return Err(RuleError::invalid("burst target", name));
            }
            also.push(u);
        }
        Ok(also)
    }

    /// Two injured arms take any weapon but fists; one injured arm holds a
    /// Two-Handed weapon in one hand, 2 harder. Returns the difficulty
    /// added.
    fn arms_check(
        &self,
        attacker: &Unit,
        weapon: &Weapon,
        used: &mut Vec<QualityUse>,
    ) -> Result<u32, RuleError> {
        let arms = self.vitals(attacker)?.injuries_of(InjuryKind::Arm);
        if arms >= 2 && weapon.kind != WeaponKind::Unarmed {
            return Err(RuleError::ArmInjured {
                name: attacker.name().to_owned(),
                weapon: weapon.name.to_string(),
            });
        }
        Ok(if arms == 1 && weapon.has(Quality::TwoHanded) {
            used.push(QualityUse::OneHanded);
            qualities::ONE_HANDED_STEP
        } else {
            0
        })
    }

    /// The ammunition a character's gun spends, when they carry the
    /// `needed` shots.
    fn ammo_check(
        &self,
        attacker: &Unit,
        weapon: &Weapon,
        needed: u32,
    ) -> Result<Option<Text>, RuleError> {
        match (self.character(attacker), weapon.ammo.clone()) {
            (Some(c), Some(a)) if weapon.kind.is_ranged() => {
                // Fusion cores fire as shots: the open core's, then 10 and
                // the Science rank charges of 50 shots a carried core.
                let have = if *a == *fusion::FUSION_CORE {
                    c.core_shots
                        .saturating_add(c.ammo_of(&a).saturating_mul(fusion::core_shots(c)))
                } else {
                    c.ammo_of(&a)
                };
                if have < needed {
                    return Err(RuleError::NoAmmo {
                        weapon: weapon.name.to_string(),
                        ammo: a.to_string(),
                        needed,
                        available: have,
                    });
                }
                Ok(Some(a))
            }
            _ => Ok(None),
        }
    }

    /// Aim (a minor action) first when asked in combat, then the attack (a
    /// major one). Returns the AP they cost together, and whether the
    /// attack is aimed (an Inaccurate weapon never is).
    fn attack_actions(
        &mut self,
        cmd: &AttackCommand,
        plan: &mut Plan,
        own_turn: bool,
    ) -> Result<(Option<ApMove>, bool), RuleError> {
        let attacker = &plan.attacker;
        let mut action_ap = None;
        if cmd.aim && self.combat.is_some() {
            action_ap = self.act(attacker, ActionKind::Aim)?.0;
        }
        let (ap, paid) = self.act(attacker, ActionKind::Attack)?;
        let (second, flag_ap) = self.second_major(attacker, cmd.second_major, paid)?;
        plan.second_major = second;
        let action_ap = match (action_ap, ap.or(flag_ap)) {
            (Some(a), Some(b)) => Some(ApMove {
                pool: a.pool,
                before: a.before,
                after: b.after,
            }),
            (a, b) => a.or(b),
        };
        let aim_ready = if own_turn {
            self.combat
                .as_ref()
                .is_some_and(|c| c.current.aimed && !c.current.attacked)
        } else {
            cmd.aim
        };
        Ok((
            action_ap,
            aim_ready && !plan.weapon.has(Quality::Inaccurate),
        ))
    }

    /// The attack's test; Reliable ignores the first complication of each
    /// combat with the weapon (outside combat, the first of each attack).
    fn attack_test(
        &mut self,
        cmd: &AttackCommand,
        plan: &mut Plan,
        difficulty: u32,
        aim: bool,
        dice: &mut dyn Dice,
    ) -> Result<TestReport, RuleError> {
        let bought = self.buy(&plan.attacker, cmd.buy)?;
        let weapon = &plan.weapon;
        let wider = u32::from(weapon.has(Quality::Unreliable));
        let perks = self.attack_reroll_perks(plan, aim);
        let weapon = &plan.weapon;
        let spec = Spec {
            listed: plan.listed.take(),
            aim,
            wider,
            perks,
            ..Spec::new(
                weapon.kind.attribute(),
                weapon.kind.skill(),
                difficulty,
                bought,
            )
        };
        let mut test = self.run_test(&plan.attacker, spec, dice)?;
        if weapon.has(Quality::Reliable) && test.roll.complications > 0 {
            let key = (plan.attacker.clone(), weapon.name.to_string());
            let fresh = match self.combat.as_mut() {
                Some(c) if c.reliable_used.contains(&key) => false,
                Some(c) => {
                    c.reliable_used.push(key);
                    true
                }
                None => true,
            };
            if fresh {
                test.roll.complications -= 1;
                plan.used.push(QualityUse::Reliable);
            }
        }
        Ok(test)
    }

    /// The re-roll perks an attack calls for: Center Mass on a ranged
    /// attack at the torso, Steady Aim on an aimed one.
    fn attack_reroll_perks(&self, plan: &Plan, aim: bool) -> Vec<&'static str> {
        let Some(c) = self.character(&plan.attacker) else {
            return Vec::new();
        };
        let torso = plan
            .chosen
            .is_some_and(|row| perk_effects::free_location(c, &plan.weapon, row.key));
        let mut perks = Vec::new();
        if torso {
            perks.push(perk_effects::CENTER_MASS);
        }
        if aim {
            perks.push(crate::engine::rulesets::fallout2d20::perk_rerolls::STEADY_AIM);
        }
        if plan.opts.moved {
            perks.push(crate::engine::rulesets::fallout2d20::attack_perks::BLITZ);
        }
        perks
    }

    /// The qualities that came into play after the damage: Blast, Emp and
    /// Debilitating, after those of the test.
    fn qualities_used(&mut self, plan: &mut Plan, zone: ZoneStruck, report: &mut AttackReport) {
        let ZoneStruck {
            zone,
            blasted,
            spared,
            injured_before,
        } = zone;
        if plan.blast {
            plan.used.push(QualityUse::Blast {
                zone,
                targets: blasted
                    .iter()
                    .filter(|u| !spared.contains(u))
                    .cloned()
                    .collect(),
                missed: !report.hit,
            });
        }
        if !spared.is_empty() {
            plan.used.push(QualityUse::Emp { spared });
        }
        if plan.weapon.has(Quality::Debilitating) {
            let marked = self.mark_debilitating(&injured_before, report);
            if marked > 0 {
                plan.used
                    .push(QualityUse::Debilitating { injuries: marked });
            }
        }
        report.qualities = std::mem::take(&mut plan.used);
    }

    /// Ammunition spent by a character's gun, and a thrown weapon gone
    /// from their hands.
    fn spend_ammunition(
        &mut self,
        plan: &Plan,
        shots: u32,
        report: &mut AttackReport,
    ) -> Result<(), RuleError> {
        if let Some(a) = &plan.ammo {
            let i = self.character_index(plan.attacker.name())?;
            let c = &mut self.characters[i];
            report.ammo = Some(if **a == *fusion::FUSION_CORE {
                spend_core_shots(c, shots)
            } else {
                let left = take_item(&mut c.ammo, a, shots);
                AmmoUse {
                    ammo: a.to_string(),
                    spent: shots,
                    left,
                    core: None,
                }
            });
        }
        if plan.weapon.kind.is_thrown() {
            if let Some(i) = self
                .characters
                .iter()
                .position(|c| Unit::Character(c.name.clone()) == plan.attacker)
            {
                take_item(&mut self.characters[i].weapons, &plan.weapon.name, 1);
                report.thrown = true;
            }
        }
        Ok(())
    }
}

/// Shots a Gatling laser fires from fusion cores: from the open core,
/// opening carried ones as it runs dry (each holds its charges as shots,
/// [`fusion::core_shots`]); the report counts the cores opened and left,
/// and the shots spent and left in the open core.
fn spend_core_shots(c: &mut Character, shots: u32) -> AmmoUse {
    let mut opened = 0;
    while c.core_shots < shots && c.ammo_of(fusion::FUSION_CORE) > 0 {
        take_item(&mut c.ammo, fusion::FUSION_CORE, 1);
        c.core_shots += fusion::core_shots(c);
        opened += 1;
    }
    c.core_shots = c.core_shots.saturating_sub(shots);
    AmmoUse {
        ammo: fusion::FUSION_CORE.to_owned(),
        spent: opened,
        left: c.ammo_of(fusion::FUSION_CORE),
        core: Some(CoreShots {
            spent: shots,
            left: c.core_shots,
        }),
    }
}

/// An option the weapon does not take.
fn not_for(weapon: &Weapon, option: &str) -> RuleError {
    RuleError::NotForWeapon {
        option: option.to_owned(),
        weapon: weapon.name.to_string(),
    }
}

/// An attack as checked before anything is spent or rolled.
struct Plan {
    attacker: Unit,
    target: Unit,
    /// The weapon as used (a sneak attack may give it Vicious).
    weapon: Weapon,
    /// A creature's listed target number for the weapon.
    listed: Option<Listed>,
    /// The range band the zones give, when both stand in zones.
    zone_band: Option<RangeBand>,
    /// AP spent on extra damage dice.
    ap_dice: u32,
    /// Extra shots fired (a Gatling's ten-shot bursts).
    bursts: u32,
    /// Shots one shot spends (ten for a Gatling).
    per_shot: u32,
    /// Combat dice the extra shots add.
    ammo_dice: u32,
    /// Whether the weapon has Blast (it strikes a zone).
    blast: bool,
    /// The location aimed for.
    chosen: Option<&'static LocationRow>,
    /// Burst's other targets.
    also: Vec<Unit>,
    /// Difficulty added for a Two-Handed weapon held in one hand.
    one_handed: u32,
    /// The ammunition a character's gun spends.
    ammo: Option<Text>,
    /// The qualities that came into play, in order.
    used: Vec<QualityUse>,
    /// Whether the attack is a second major action (1 harder).
    second_major: bool,
    /// A sneak attack's changes to the weapon and the dice.
    sneak: Option<SneakAttack>,
    /// The perk options stated.
    opts: crate::engine::rulesets::fallout2d20::attack_perks::PerkOptions,
    /// Gun Fu's further targets.
    gun_fu: Vec<Unit>,
    /// What the perks did, in order.
    perks: Vec<crate::engine::rulesets::fallout2d20::attack_perks::PerkUse>,
    /// Whether the attack is aimed.
    aimed: bool,
}

/// The AP the test generated still unspent, and the shots fired.
struct Tally {
    generated: u32,
    shots: u32,
}

/// Who an attack's blow may fall on: the zone a Blast strikes and everyone
/// in it (the target first; else the target alone), those an Emp spares,
/// and the injuries each unit struck had before (for Debilitating).
struct ZoneStruck {
    zone: Option<String>,
    blasted: Vec<Unit>,
    spared: Vec<Unit>,
    injured_before: Vec<(Unit, usize)>,
}

impl Plan {
    /// The attack's report before any damage.
    fn report(
        &self,
        difficulty: Difficulty,
        test: TestReport,
        action_ap: Option<ApMove>,
    ) -> AttackReport {
        AttackReport {
            attacker: self.attacker.clone(),
            target: self.target.clone(),
            weapon: self.weapon.name.to_string(),
            difficulty,
            hit: test.passed,
            test,
            location: None,
            dice: ExtraDice {
                weapon: self.weapon.damage,
                melee: 0,
                ap: 0,
                ammo: 0,
                chems: 0,
                perks: 0,
            },
            damage: None,
            chem_rerolls: None,
            effects: 0,
            hits: Vec::new(),
            applied: Vec::new(),
            radiation: Vec::new(),
            ap_from_generated: 0,
            ap_from_pool: None,
            saved: None,
            ammo: None,
            thrown: false,
            action_ap,
            turn: None,
            qualities: Vec::new(),
            sneak: None,
            perks: Vec::new(),
        }
    }
}
