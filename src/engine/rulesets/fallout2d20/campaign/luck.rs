//! Luck re-rolls and the bonus die: the latest roll kept open (its window),
//! rolled again with a Luck point or with one more combat die.

use crate::engine::dice::Dice;
use crate::engine::mechanics::pool::{self, Target};
use crate::engine::mechanics::special::Attribute;
use crate::engine::name;

use super::{Campaign, Forced, LuckWindow, Recorder};
use crate::engine::rulesets::fallout2d20::attack_perks::PerkUse;
use crate::engine::rulesets::fallout2d20::command::Command;
use crate::engine::rulesets::fallout2d20::data::Quality;
use crate::engine::rulesets::fallout2d20::error::{in_range, RuleError};
use crate::engine::rulesets::fallout2d20::outcome::{Event, Outcome, Unit};
use crate::engine::rulesets::fallout2d20::skills::Skill;

/// Dice that give a recorded run of faces again, with one fresh die rolled
/// at `insert_at` (a bonus combat die); past the tape, fresh dice.
pub(super) struct Tape<'a> {
    faces: std::collections::VecDeque<u32>,
    insert_at: usize,
    given: usize,
    inner: &'a mut dyn Dice,
}

impl Dice for Tape<'_> {
    fn roll(&mut self, sides: u32) -> u32 {
        let at = self.given;
        self.given += 1;
        if at == self.insert_at {
            return self.inner.roll(sides);
        }
        match self.faces.pop_front() {
            Some(face) if (1..=sides).contains(&face) => face,
            _ => self.inner.roll(sides),
        }
    }
}

/// Where one more combat die would fall among the dice an attack rolled
/// after its test: after the location die (when one was rolled) and the
/// combat dice; after a Finesse attack's first roll (and the chems'
/// re-rolls of it) and its re-roll, the roll that stands. With it, the
/// combat dice of the roll Finesse replaced. `None` unless the outcome
/// holds a hit.
pub(super) fn bonus_slot(outcome: &Outcome) -> (Option<usize>, Option<u32>) {
    outcome
        .events
        .iter()
        .find_map(|e| match e {
            Event::Attack { report } if report.hit => {
                let dice = report.damage.as_ref()?.dice.len();
                let location = report
                    .hits
                    .first()
                    .is_some_and(|h| h.location_die.is_some());
                let first = report.perks.iter().find_map(|p| match p {
                    PerkUse::Finesse { before } => Some(before.dice.len()),
                    _ => None,
                });
                let replaced = first.map_or(0, |n| {
                    n + report.chem_rerolls.as_ref().map_or(0, |c| c.dice.len())
                });
                Some((
                    Some(usize::from(location) + replaced + dice),
                    first.and_then(|n| u32::try_from(n).ok()),
                ))
            }
            _ => None,
        })
        .unwrap_or_default()
}

impl Campaign {
    /// After a command succeeded: keeps its roll re-rollable when it was a
    /// character's test or attack (`before` is the campaign before it).
    pub(super) fn open_window(
        &mut self,
        before: &Campaign,
        command: &Command,
        rolled_faces: &[u32],
        (bonus_at, finesse_first): (Option<usize>, Option<u32>),
    ) {
        let Some(rolled) = self.rolled.take() else {
            return;
        };
        let rerollable = matches!(
            command,
            Command::Attack(_)
                | Command::Test { repeat: 1, .. }
                | Command::Defend { .. }
                | Command::FirstAid { .. }
                | Command::Rally { .. }
                | Command::StopPersistent { .. }
        );
        let Unit::Character(name) = rolled.unit else {
            return;
        };
        if !rerollable {
            return;
        }
        let mut before = before.clone();
        before.luck_window = None;
        self.rolls += 1;
        self.luck_window = Some(Box::new(LuckWindow {
            character: name,
            serial: self.rolls,
            command: command.clone(),
            faces: rolled.faces,
            assists: rolled.assists,
            after: rolled_faces
                .get(rolled.consumed..)
                .unwrap_or_default()
                .to_vec(),
            bonus_at,
            finesse_first,
            before: Box::new(before),
        }));
    }

    /// Spends a Luck point of `character` to re-roll chosen d20s of the
    /// campaign's latest roll, which must be theirs: the state before the
    /// roll comes back, the Luck point is spent, and the roll's command is
    /// resolved again with the new faces (what followed the test, such as
    /// hit location and damage, is rolled anew). Returns the new campaign.
    pub(super) fn luck_reroll(
        &self,
        character: &str,
        chosen: &[i64],
        serial: Option<u64>,
        dice: &mut dyn Dice,
    ) -> Result<(Campaign, Outcome), RuleError> {
        let (name, window) = self.reroll_window(character, serial)?;
        let i = self.character_index(&name)?;
        if self.characters[i].luck == 0 {
            return Err(RuleError::NoLuck { name });
        }
        let count = window.faces.len() as i64;
        let mut picked: Vec<usize> = Vec::new();
        for &n in chosen {
            let n = in_range("die", n, 1, count)?;
            let index = (n - 1) as usize;
            if picked.contains(&index) {
                return Err(RuleError::invalid("die", &n.to_string()));
            }
            picked.push(index);
        }
        if picked.is_empty() {
            // Every die that scored nothing.
            let target = window.before.leader_target(&window.command)?;
            picked = window
                .faces
                .iter()
                .enumerate()
                .filter(|(_, f)| target.is_none_or(|t| t.successes(**f) == 0))
                .map(|(i, _)| i)
                .collect();
            if picked.is_empty() {
                return Err(RuleError::invalid("die", "0"));
            }
        }
        picked.sort_unstable();
        let mut base = (*window.before).clone();
        let j = base.character_index(&name)?;
        let luck_before = self.characters[i].luck;
        base.characters[j].luck = luck_before - 1;
        let mut faces = window.faces.clone();
        for &index in &picked {
            if let Some(slot) = faces.get_mut(index) {
                *slot = dice.roll(pool::SIDES);
            }
        }
        let event = Event::LuckReroll {
            character: name.clone(),
            serial: window.serial,
            new_serial: self.rolls + 1,
            dice: picked,
            before: window.faces.clone(),
            after: faces.clone(),
            luck_before,
            luck_after: luck_before - 1,
        };
        self.replay_window(window, base, faces, event, dice)
    }

    /// The campaign's latest roll when it is `character`'s (and its serial
    /// is `serial`, when given), with the character's name as spelled.
    pub(in crate::engine::rulesets::fallout2d20) fn reroll_window(
        &self,
        character: &str,
        serial: Option<u64>,
    ) -> Result<(String, &LuckWindow), RuleError> {
        let i = self.character_index(character)?;
        let name = self.characters[i].name.clone();
        let window = match &self.luck_window {
            Some(w) if name::same(&w.character, &name) => w,
            _ => return Err(RuleError::NoRoll { name }),
        };
        if let Some(asked) = serial {
            if asked != window.serial {
                return Err(RuleError::StaleRoll {
                    name,
                    serial: asked,
                });
            }
        }
        Ok((name, window))
    }

    /// Resolves the window's command again from `base` (the state before
    /// it, with the re-roll's price paid) with the leader's d20s `faces`,
    /// after `event`; the result is the new latest roll.
    pub(in crate::engine::rulesets::fallout2d20) fn replay_window(
        &self,
        window: &LuckWindow,
        base: Campaign,
        faces: Vec<u32>,
        event: Event,
        dice: &mut dyn Dice,
    ) -> Result<(Campaign, Outcome), RuleError> {
        let name = window.character.clone();
        let mut next = base.clone();
        next.forced = Some(Forced {
            faces: faces.clone(),
            assists: window.assists.clone(),
        });
        let mut outcome = Outcome::default();
        let new_serial = self.rolls + 1;
        outcome.push(event);
        let mut recorder = Recorder {
            inner: dice,
            faces: Vec::new(),
        };
        let replay = next.apply(&window.command, &mut recorder)?;
        let (bonus_at, finesse_first) = bonus_slot(&replay);
        outcome.events.extend(replay.events);
        next.forced = None;
        next.rolled = None;
        next.rolls = new_serial;
        next.luck_window = Some(Box::new(LuckWindow {
            character: name,
            serial: new_serial,
            command: window.command.clone(),
            faces,
            assists: window.assists.clone(),
            after: recorder.faces,
            bonus_at,
            finesse_first,
            before: Box::new(base),
        }));
        Ok((next, outcome))
    }

    /// Spends 1 AP on one more combat die for `character`'s latest roll, a
    /// hit with a weapon that takes AP for damage (melee, unarmed, thrown;
    /// at most 3 AP): the attack is resolved again from the state before it
    /// with the same d20s, the same location and combat dice and one more
    /// die (the AP is paid as the attack pays it: from the AP it generated,
    /// then the pool). Returns the new campaign.
    pub(super) fn bonus_die(
        &self,
        character: &str,
        serial: Option<u64>,
        dice: &mut dyn Dice,
    ) -> Result<(Campaign, Outcome), RuleError> {
        let (name, window) = self.reroll_window(character, serial)?;
        let (Command::Attack(attack), Some(insert_at)) = (&window.command, window.bonus_at) else {
            return Err(RuleError::NoHit { name });
        };
        let mut attack = attack.clone();
        attack.ap += 1;
        let command = Command::Attack(attack.clone());
        let base = (*window.before).clone();
        let mut next = base.clone();
        next.forced = Some(Forced {
            faces: window.faces.clone(),
            assists: window.assists.clone(),
        });
        next.finesse_first = window.finesse_first;
        let mut tape = Tape {
            faces: window.after.iter().copied().collect(),
            insert_at,
            given: 0,
            inner: dice,
        };
        let mut recorder = Recorder {
            inner: &mut tape,
            faces: Vec::new(),
        };
        let replay = next.apply(&command, &mut recorder)?;
        let new_serial = self.rolls + 1;
        let mut outcome = Outcome::default();
        outcome.push(Event::BonusDie {
            character: name.clone(),
            serial: window.serial,
            new_serial,
            ap: u32::try_from(attack.ap).unwrap_or(0),
        });
        let (bonus_at, _) = bonus_slot(&replay);
        outcome.events.extend(replay.events);
        next.forced = None;
        next.rolled = None;
        next.finesse_first = None;
        next.rolls = new_serial;
        next.luck_window = Some(Box::new(LuckWindow {
            character: name,
            serial: new_serial,
            command,
            faces: window.faces.clone(),
            assists: window.assists.clone(),
            after: recorder.faces,
            bonus_at,
            // The replay's first roll is the one Finesse replaced, as before.
            finesse_first: window.finesse_first,
            before: Box::new(base),
        }));
        Ok((next, outcome))
    }

    /// The target number the leader of a re-rollable command's test rolls
    /// against (`None` when it cannot be told before rolling: every die is
    /// then re-rolled).
    pub(in crate::engine::rulesets::fallout2d20) fn leader_target(
        &self,
        command: &Command,
    ) -> Result<Option<Target>, RuleError> {
        let (unit, attribute, skill) = match command {
            Command::Test {
                unit,
                attribute,
                skill,
                ..
            }
            | Command::StopPersistent {
                unit,
                attribute,
                skill,
                ..
            } => (unit, *attribute, *skill),
            Command::Defend { unit, .. } => (unit, Attribute::Agi, Skill::Athletics),
            Command::Rally { unit, .. } => (unit, Attribute::End, Skill::Survival),
            Command::FirstAid { healer, .. } => (healer, Attribute::Int, Skill::Medicine),
            Command::Attack(a) => {
                let u = self.unit(&a.attacker)?;
                let (weapon, _) = self.weapon_of(&u, &a.weapon)?;
                let (t, _, _) = self.target_of(&u, weapon.kind.attribute(), weapon.kind.skill())?;
                let wider = u32::from(weapon.has(Quality::Unreliable));
                return Ok(Some(t.wider_complications(wider)));
            }
            _ => return Ok(None),
        };
        let u = self.unit(unit)?;
        let (t, _, _) = self.target_of(&u, attribute, skill)?;
        Ok(Some(t))
    }

    /// The attribute of the leader's test a re-rollable command rolls
    /// (`None` for a command that rolls no character's test).
    pub(in crate::engine::rulesets::fallout2d20) fn window_attribute(
        &self,
        command: &Command,
    ) -> Option<Attribute> {
        match command {
            Command::Test { attribute, .. } | Command::StopPersistent { attribute, .. } => {
                Some(*attribute)
            }
            Command::Defend { .. } => Some(Attribute::Agi),
            Command::Rally { .. } => Some(Attribute::End),
            Command::FirstAid { .. } => Some(Attribute::Int),
            Command::Attack(a) => {
                let u = self.unit(&a.attacker).ok()?;
                let (weapon, _) = self.weapon_of(&u, &a.weapon).ok()?;
                Some(weapon.kind.attribute())
            }
            _ => None,
        }
    }
}
