//! Medical care beyond consumables: a doctor's visit (200 rads off, and a
//! Medicine check at difficulty 3 to treat addictions) and first aid with a
//! Medkit (a Medicine check at difficulty 1 that heals 10 HP). Seed 000's
//! healing and radiation tables name both.

use super::campaign::Campaign;
use super::check::{skill_check, Participant};
use super::effect::Kind;
use super::outcome::{Event, Outcome, Unit};
use super::skills::Skill;
use crate::engine::dice::Dice;
use crate::engine::special::Attribute;

use super::error::RuleError;

/// Rads a doctor's visit removes.
pub const DOCTOR_RADS: i64 = 200;
/// The difficulty of the doctor's Medicine check against addiction.
pub const DOCTOR_DIFFICULTY: u32 = 3;
/// The doctor's target number: a settlement doctor with INT 7 and Medicine 4
/// (the seed names the check but not the doctor; see
/// `docs/rulesets/wasteland-2d20.md`).
pub const DOCTOR_TN: u32 = 11;
/// The doctor's Medicine rank, for critical successes (tagged).
pub const DOCTOR_MEDICINE: u8 = 4;
/// The item first aid uses.
pub const MEDKIT: &str = "Medkit";
/// The difficulty of first aid.
pub const FIRST_AID_DIFFICULTY: u32 = 1;
/// HP first aid heals on a success, before the Medicine bonus.
pub const FIRST_AID_HEAL: u32 = 10;

impl Campaign {
    /// A doctor's visit: 200 rads off; if the character has addictions, the
    /// doctor rolls Medicine at difficulty 3 and a success cures them all.
    pub(crate) fn doctor(
        &mut self,
        player: &str,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let i = self.player_index(player)?;
        if !self.players[i].is_alive() {
            return Err(RuleError::Dead {
                name: self.players[i].name.clone(),
            });
        }
        let name = self.players[i].name.clone();
        let addictions: Vec<String> = self.players[i]
            .effects
            .iter()
            .filter(|e| matches!(e.kind(), Some(Kind::Addiction(_))))
            .map(|e| e.name.clone())
            .collect();
        let treatment = (!addictions.is_empty()).then(|| {
            let doctor = Participant {
                name: "Doctor".to_owned(),
                tn: DOCTOR_TN,
                tag_level: DOCTOR_MEDICINE,
            };
            skill_check(
                doctor,
                Attribute::Int,
                Skill::Medicine,
                DOCTOR_DIFFICULTY,
                0,
                dice,
            )
        });
        let cured = match &treatment {
            Some(check) if check.passed => addictions,
            _ => Vec::new(),
        };
        out.push(Event::DoctorVisit {
            name: name.clone(),
            treatment,
            cured: cured.clone(),
        });
        self.irradiate(i, -DOCTOR_RADS, out);
        if !cured.is_empty() {
            self.players[i].effects.retain(|e| !cured.contains(&e.name));
            out.push(Event::Cured {
                name,
                addictions: cured,
            });
        }
        Ok(())
    }

    /// First aid: the medic uses a Medkit from their inventory and rolls INT +
    /// Medicine at difficulty 1; a success heals the target 10 HP plus the
    /// medic's Medicine bonus. The Medkit is used either way.
    pub(crate) fn first_aid(
        &mut self,
        medic: &str,
        target: Option<&str>,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let mi = self.player_index(medic)?;
        self.players[mi].ensure_can_act()?;
        let ti = match target {
            Some(t) => self.player_index(t)?,
            None => mi,
        };
        if !self.players[ti].is_alive() {
            return Err(RuleError::Dead {
                name: self.players[ti].name.clone(),
            });
        }
        let left = self.players[mi].remove_item(MEDKIT, 1)?;
        let check = self.own_check(
            mi,
            Attribute::Int,
            Skill::Medicine,
            FIRST_AID_DIFFICULTY,
            dice,
        );
        let passed = check.passed;
        let medic_name = self.players[mi].name.clone();
        out.push(Event::FirstAid {
            medic: medic_name.clone(),
            target: self.players[ti].name.clone(),
            check,
            medkits_left: left,
        });
        if passed {
            let medicine = self.players[mi].skill(Skill::Medicine);
            self.heal_player(ti, FIRST_AID_HEAL, medicine, out)?;
        }
        self.mark_acted([Unit::Player(medic_name)], out);
        Ok(())
    }
}
