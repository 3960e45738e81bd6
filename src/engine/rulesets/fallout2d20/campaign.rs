//! The Fallout 2d20 campaign aggregate and its one entry point,
//! [`Campaign::execute`], plus [`Campaign::validate`], which checks every
//! invariant of a state that did not come from `execute` (an import).
//!
//! `execute` runs a command against a copy of the campaign and keeps the copy
//! only when the command succeeds, so a refused command leaves the campaign
//! exactly as it was, however far it got.

use serde::{Deserialize, Serialize};

use crate::engine::dice::Dice;
use crate::engine::mechanics::pool::{self, Target};
use crate::engine::mechanics::special::{Attribute, Special};
use crate::engine::name;
use crate::engine::turns::{self, Left};

use super::character::{
    self, Carried, Character, Creature, Injury, Persistent, Vitals, Worn, CARRY_MAX, RADS_MAX,
    RANK_MAX,
};
use super::command::{
    AttackCommand, Buy, Command, AMOUNT_MAX, COVER_MAX, CREATURE_COUNT_MAX, DIFFICULTY_MAX,
};
use super::damage::{self, roll_combat, CombatRoll};
use super::data::{
    find_location, location_for, ArmourPiece, CreatureAttribute, CreatureSkill, CreatureTemplate,
    DamageEffect, DamageType, Dr, InjuryKind, LocationRow, Quality, RangeBand, Resist, Size,
    Weapon, HUMANOID,
};
use super::error::{clean, free_name, in_range, Incapacity, Limit, RuleError, Unknown};
use super::outcome::{
    ActionKind, AidChoice, AidResult, AmmoUse, ApMove, Applied, AssistDie, AttackReport, Bought,
    Combat, Difficulty, Event, ExtraDice, Harm, HitKind, HitReport, HpChange, InitiativeEntry,
    Outcome, Pledge, Pool, RadReport, Reroll, Saved, TestReport, TurnEffect, TurnState, TurnView,
    Unit,
};
use super::qualities::{self, QualityUse};
use super::skills::Skill;

/// Schema version of the serialized campaign.
pub const STATE_VERSION: u32 = 1;
/// Most AP the group pool holds.
pub const GROUP_AP_MAX: u32 = 6;
/// Most AP the GM's pool holds (a bound on the state; the rules set none).
pub const GM_AP_MAX: u32 = 99;
/// Most AP spent on extra damage dice.
pub const AP_DICE_MAX: i64 = 3;
/// The weapon every character has at hand.
pub const UNARMED: &str = "Unarmed Strike";
/// The Gun Bash rows (two-handed and one-handed gun), at hand like
/// [`UNARMED`]: the engine does not check the gun, the GM does.
pub const GUN_BASH: [&str; 2] = ["Gun Bash", "Gun Bash (1H)"];

/// Whether a character attacks with `weapon` without carrying it.
#[must_use]
pub fn at_hand(weapon: &str) -> bool {
    weapon == UNARMED || GUN_BASH.contains(&weapon)
}

/// A Fallout 2d20 campaign: characters, creatures, AP pools, assists promised
/// and the combat. It keeps no log: the store keeps the events.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Campaign {
    /// Schema version of this state.
    pub version: u32,
    /// Characters in the order they joined.
    pub characters: Vec<Character>,
    /// Creatures on the field in the order they came.
    pub creatures: Vec<Creature>,
    /// The group pool, 0..=6.
    pub group_ap: u32,
    /// The GM's pool.
    pub gm_ap: u32,
    /// Assists promised to someone's next test.
    pub pledges: Vec<Pledge>,
    /// The running combat, if any.
    pub combat: Option<Combat>,
    /// Rolls a Luck point could re-roll so far (the latest one's serial).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub rolls: u64,
    /// The latest roll, while it may still be re-rolled with a Luck point.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub luck_window: Option<Box<LuckWindow>>,
    /// The distances the GM set between zones ([`super::zones`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub zone_ranges: Vec<super::zones::ZoneRange>,
    /// Faces a Luck re-roll forces on the next test (never stored).
    #[serde(skip)]
    forced: Option<Forced>,
    /// The first test a command rolled (never stored).
    #[serde(skip)]
    rolled: Option<Rolled>,
    /// The campaign's own weapons, ammunition, apparel and creatures (homebrew).
    #[serde(
        default,
        skip_serializing_if = "crate::engine::homebrew::CopyOnWrite::is_plain"
    )]
    pub homebrew: crate::engine::homebrew::CopyOnWrite<super::homebrew::Fallout2d20Brew>,
    /// Mines placed in zones, in the order placed (see `super::mines`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub mines: Vec<super::mines::PlacedMine>,
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde passes a reference
fn is_zero(n: &u64) -> bool {
    *n == 0
}

/// The campaign's latest roll of a character's test or attack, which a Luck
/// point may re-roll while no other change followed it: the command, the
/// state before it, and the faces its test rolled.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LuckWindow {
    /// Whose roll.
    pub character: String,
    /// Its serial ([`Campaign::rolls`] when it was made).
    pub serial: u64,
    /// The command that rolled.
    pub command: Command,
    /// The leader's d20 faces as they stand (after any Aim re-roll).
    pub faces: Vec<u32>,
    /// The helpers' d20 faces, kept as they fell.
    pub assists: Vec<u32>,
    /// Every die rolled after the test (hit location, combat dice, cover...).
    #[serde(default)]
    pub after: Vec<u32>,
    /// For a hit: where among [`LuckWindow::after`] one more combat die
    /// would fall (after the location die and the combat dice).
    #[serde(default)]
    pub bonus_at: Option<usize>,
    /// The campaign before the command (without a window of its own).
    pub before: Box<Campaign>,
}

/// Faces a Luck re-roll sets for the next test.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Forced {
    faces: Vec<u32>,
    assists: Vec<u32>,
}

/// What the first test of a command rolled.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Rolled {
    unit: Unit,
    faces: Vec<u32>,
    assists: Vec<u32>,
    /// Dice the test took from the command's dice.
    consumed: usize,
}

/// Dice that keep every face they give.
struct Recorder<'a> {
    inner: &'a mut dyn Dice,
    faces: Vec<u32>,
}

impl Dice for Recorder<'_> {
    fn roll(&mut self, sides: u32) -> u32 {
        let face = self.inner.roll(sides);
        self.faces.push(face);
        face
    }
}

/// Dice that give a recorded run of faces again, with one fresh die rolled
/// at `insert_at` (a bonus combat die); past the tape, fresh dice.
struct Tape<'a> {
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
/// combat dice. `None` unless the outcome holds a hit.
fn bonus_slot(outcome: &Outcome) -> Option<usize> {
    outcome.events.iter().find_map(|e| match e {
        Event::Attack { report } if report.hit => {
            let dice = report.damage.as_ref()?.dice.len();
            let location = report
                .hits
                .first()
                .is_some_and(|h| h.location_die.is_some());
            Some(usize::from(location) + dice)
        }
        _ => None,
    })
}

impl Default for Campaign {
    fn default() -> Self {
        Campaign {
            version: STATE_VERSION,
            characters: Vec::new(),
            creatures: Vec::new(),
            group_ap: 0,
            gm_ap: 0,
            pledges: Vec::new(),
            combat: None,
            rolls: 0,
            luck_window: None,
            zone_ranges: Vec::new(),
            forced: None,
            rolled: None,
            homebrew: crate::engine::homebrew::CopyOnWrite::default(),
            mines: Vec::new(),
        }
    }
}

/// Radiation waiting to be resolved after an attack's other damage.
pub(super) struct RadQueue {
    pub(super) target: Unit,
    pub(super) location: &'static LocationRow,
    pub(super) before_dr: u32,
    pub(super) dr: Option<u32>,
    pub(super) taken: u32,
}

/// What a weapon's hit carries to each target.
pub(super) struct Blow<'a> {
    pub(super) weapon: &'a Weapon,
    pub(super) roll: &'a CombatRoll,
    pub(super) effects: u32,
}

/// A creature attack's listed target number, with its attribute and skill words.
type Listed = (Target, String, String);

/// What a test rolls: attribute and skill (or a creature attack's listed
/// number), difficulty, bought dice, Aim, complication range, assists.
struct Spec {
    attribute: Attribute,
    skill: Skill,
    listed: Option<Listed>,
    difficulty: u32,
    bought: Bought,
    aim: bool,
    wider: u32,
    assisted: bool,
}

impl Spec {
    fn new(attribute: Attribute, skill: Skill, difficulty: u32, bought: Bought) -> Spec {
        Spec {
            attribute,
            skill,
            listed: None,
            difficulty,
            bought,
            aim: false,
            wider: 0,
            assisted: true,
        }
    }
}

impl Campaign {
    /// A fresh campaign.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Carries out a command. On success the campaign has changed as the
    /// outcome says; on error it is exactly as before.
    pub fn execute(
        &mut self,
        command: &Command,
        dice: &mut dyn Dice,
    ) -> Result<Outcome, RuleError> {
        if let Command::Reroll {
            character,
            dice: chosen,
            serial,
        } = command
        {
            let (next, outcome) = self.luck_reroll(character, chosen, *serial, dice)?;
            *self = next;
            return Ok(outcome);
        }
        if let Command::ApparelReroll {
            character,
            piece,
            die,
            serial,
        } = command
        {
            let (next, outcome) = self.apparel_reroll(character, piece, *die, *serial, dice)?;
            *self = next;
            return Ok(outcome);
        }
        if let Command::BonusDie { character, serial } = command {
            let (next, outcome) = self.bonus_die(character, *serial, dice)?;
            *self = next;
            return Ok(outcome);
        }
        let mut next = self.clone();
        next.luck_window = None;
        next.rolled = None;
        next.forced = None;
        let mut recorder = Recorder {
            inner: dice,
            faces: Vec::new(),
        };
        let outcome = next.apply(command, &mut recorder)?;
        if !command.is_read_only() {
            next.open_window(self, command, &recorder.faces, bonus_slot(&outcome));
            *self = next;
        }
        Ok(outcome)
    }

    /// After a command succeeded: keeps its roll re-rollable when it was a
    /// character's test or attack (`before` is the campaign before it).
    fn open_window(
        &mut self,
        before: &Campaign,
        command: &Command,
        rolled_faces: &[u32],
        bonus_at: Option<usize>,
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
            before: Box::new(before),
        }));
    }

    /// Spends a Luck point of `character` to re-roll chosen d20s of the
    /// campaign's latest roll, which must be theirs: the state before the
    /// roll comes back, the Luck point is spent, and the roll's command is
    /// resolved again with the new faces (what followed the test, such as
    /// hit location and damage, is rolled anew). Returns the new campaign.
    fn luck_reroll(
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
    pub(super) fn reroll_window(
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
    pub(super) fn replay_window(
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
        let bonus_at = bonus_slot(&replay);
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
    fn bonus_die(
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
        let bonus_at = bonus_slot(&replay);
        outcome.events.extend(replay.events);
        next.forced = None;
        next.rolled = None;
        next.rolls = new_serial;
        next.luck_window = Some(Box::new(LuckWindow {
            character: name,
            serial: new_serial,
            command,
            faces: window.faces.clone(),
            assists: window.assists.clone(),
            after: recorder.faces,
            bonus_at,
            before: Box::new(base),
        }));
        Ok((next, outcome))
    }

    /// The target number the leader of a re-rollable command's test rolls
    /// against (`None` when it cannot be told before rolling: every die is
    /// then re-rolled).
    pub(super) fn leader_target(&self, command: &Command) -> Result<Option<Target>, RuleError> {
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
    pub(super) fn window_attribute(&self, command: &Command) -> Option<Attribute> {
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

    fn apply(&mut self, command: &Command, dice: &mut dyn Dice) -> Result<Outcome, RuleError> {
        let mut out = Outcome::default();
        match command {
            Command::AddCharacter(new) => {
                let c = new.build()?;
                self.ensure_free(&c.name)?;
                out.push(Event::CharacterAdded {
                    sheet: Box::new(c.sheet()),
                });
                self.characters.push(c);
            }
            Command::RemoveCharacter { name } => {
                let i = self.character_index(name)?;
                let c = self.characters.remove(i);
                out.push(Event::CharacterRemoved {
                    name: c.name.clone(),
                });
                self.leave(&Unit::Character(c.name), &mut out);
            }
            Command::Status { name: None } => out.push(Event::Board {
                characters: self.characters.iter().map(Character::sheet).collect(),
                creatures: self.creatures.iter().map(Creature::view).collect(),
                combat: self.combat.clone().map(Box::new),
                group_ap: self.group_ap,
                gm_ap: self.gm_ap,
            }),
            Command::Status { name: Some(name) } => match self.unit(name)? {
                Unit::Character(n) => out.push(Event::Sheet {
                    sheet: Box::new(self.characters[self.character_index(&n)?].sheet()),
                }),
                Unit::Creature(n) => out.push(Event::Creature {
                    creature: Box::new(self.creatures[self.creature_index(&n)?].view()),
                }),
            },
            Command::AddCreature {
                template,
                name,
                count,
                ally,
            } => self.add_creatures(template, name.as_deref(), *count, *ally, &mut out)?,
            Command::AddCreatureWords { words, ally } => {
                return self.apply(&self.typed_creatures(words, *ally), dice);
            }
            Command::RemoveCreature { name } => {
                let i = self.creature_index(name)?;
                let c = self.creatures.remove(i);
                out.push(Event::CreatureRemoved {
                    name: c.name.clone(),
                });
                self.leave(&Unit::Creature(c.name), &mut out);
            }
            Command::Give {
                character,
                item,
                count,
            } => self.give(character, item, *count, true, &mut out)?,
            Command::Take {
                character,
                item,
                count,
            } => self.give(character, item, *count, false, &mut out)?,
            Command::Wear {
                character,
                piece,
                side,
            } => {
                if !self.attach_piece(character, piece, &mut out)? {
                    self.wear(character, piece, *side, &mut out)?;
                }
            }
            Command::PowerArmor {
                character,
                enter,
                frame,
            } => self.power_armour(character, *enter, frame.as_deref(), &mut out)?,
            Command::Repair {
                character,
                piece,
                hp,
            } => self.repair(character, piece, *hp, &mut out)?,
            Command::Doff { character, piece } => {
                let i = self.character_index(character)?;
                if !self.characters[i]
                    .worn
                    .iter()
                    .any(|w| name::same(&w.piece, piece))
                    && self.detach_piece(character, piece, &mut out)?
                {
                    return Ok(out);
                }
                let c = &mut self.characters[i];
                let Some(at) = c.worn.iter().position(|w| name::same(&w.piece, piece)) else {
                    return Err(RuleError::NotWorn {
                        character: c.name.clone(),
                        piece: name::echo(piece),
                    });
                };
                let w = c.worn.remove(at);
                out.push(Event::ArmourRemoved {
                    character: c.name.clone(),
                    piece: w.piece,
                });
            }
            Command::SetRank {
                character,
                skill,
                rank,
            } => {
                let i = self.character_index(character)?;
                let rank = in_range(skill.name(), *rank, 0, i64::from(RANK_MAX))? as u8;
                let c = &mut self.characters[i];
                let before = c.rank(*skill);
                if let Some(r) = c.ranks.get_mut(skill.index()) {
                    *r = rank;
                }
                out.push(Event::RankSet {
                    character: c.name.clone(),
                    skill: *skill,
                    before: u32::from(before),
                    after: u32::from(rank),
                });
            }
            Command::Action {
                unit,
                action,
                detail,
            } => self.simple_action(unit, *action, detail.as_deref(), dice, &mut out)?,
            Command::Attack(a) => {
                self.refuse_mine_attack(a)?;
                self.attack(a, dice, &mut out)?;
            }
            Command::Test {
                unit,
                attribute,
                skill,
                difficulty,
                buy,
                second_major,
                repeat,
            } => {
                // A series is that many tests, each as if sent alone (dice
                // bought and AP saved for each); in combat each test is an
                // action, so it is made one at a time.
                let repeat = in_range("repeat", *repeat, 1, crate::engine::dice::REPEAT_MAX)?;
                if repeat > 1 && self.combat.is_some() {
                    return Err(RuleError::RepeatInCombat);
                }
                for _ in 0..repeat {
                    self.test_action(
                        unit,
                        *attribute,
                        *skill,
                        *difficulty,
                        *buy,
                        *second_major,
                        dice,
                        &mut out,
                    )?;
                }
            }
            Command::Defend { unit, extra, buy } => {
                self.defend(unit, *extra, *buy, dice, &mut out)?;
            }
            Command::FirstAid {
                healer,
                patient,
                choice,
                location,
                ap,
                wake,
                buy,
            } => self.first_aid(
                healer,
                patient,
                *choice,
                location.as_deref(),
                *ap,
                *wake,
                *buy,
                dice,
                &mut out,
            )?,
            Command::Rally { unit, buy } => {
                let u = self.able_unit(unit)?;
                let bought = self.buy(&u, *buy)?;
                let (ap, _) = self.act(&u, ActionKind::Rally)?;
                let test = self.run_test(
                    &u,
                    Spec::new(Attribute::End, Skill::Survival, 0, bought),
                    dice,
                )?;
                let saved = self.save_ap(Self::pool_of(&u), test.ap_generated);
                out.push(Event::Rally {
                    test: Box::new(test),
                    saved,
                    ap,
                    turn: self.turn_view(),
                });
            }
            Command::CommandNpc { commander, npc } => self.command_npc(commander, npc, &mut out)?,
            Command::StopPersistent {
                unit,
                attribute,
                skill,
                buy,
            } => self.stop_persistent(unit, *attribute, *skill, *buy, dice, &mut out)?,
            Command::CombatDice { dice: count } => {
                let count = in_range("dice", *count, 1, i64::from(damage::MAX_DICE))? as u32;
                out.push(Event::CombatDice {
                    roll: roll_combat(dice, count),
                });
            }
            Command::Hurt {
                target,
                amount,
                damage_type,
                location,
            } => self.hurt(target, *amount, *damage_type, location.as_deref(), &mut out)?,
            Command::AirbornePoison {
                target,
                amount,
                location,
            } => self.airborne_poison(target, *amount, location.as_deref(), &mut out)?,
            Command::Heal { target, amount } => {
                let u = self.unit(target)?;
                let amount = in_range("healing", *amount, 0, AMOUNT_MAX)? as u32;
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
            }
            Command::CureRads { target, amount } => {
                let u = self.unit(target)?;
                let amount = in_range("radiation", *amount, 0, AMOUNT_MAX)? as u32;
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
            }
            Command::Cover { target, dice: n } => {
                let u = self.unit(target)?;
                let n = in_range("cover", *n, 0, COVER_MAX)? as u32;
                let v = self.vitals_mut(&u)?;
                let before = v.cover;
                v.cover = n;
                out.push(Event::CoverSet {
                    target: u,
                    before,
                    after: n,
                });
            }
            Command::SetAp { pool, value } => {
                let max = match pool {
                    Pool::Group => GROUP_AP_MAX,
                    Pool::Gm => GM_AP_MAX,
                };
                let value = in_range(pool.word(), *value, 0, i64::from(max))? as u32;
                let slot = self.pool_mut(*pool);
                let before = *slot;
                *slot = value;
                out.push(Event::ApSet {
                    ap: ApMove {
                        pool: *pool,
                        before,
                        after: value,
                    },
                });
            }
            Command::StartSession => {
                self.chems_scene_ended();
                self.apparel_scene_ended();
                let drained = self.cores_scene_ended();
                for c in &mut self.characters {
                    c.luck = u32::from(c.special.get(Attribute::Lck));
                    // Doses counted for addiction start again each session.
                    c.vitals.doses.clear();
                }
                let before = self.gm_ap;
                self.gm_ap = (self.characters.len() as u32).min(GM_AP_MAX);
                out.push(Event::SessionStarted {
                    luck: self
                        .characters
                        .iter()
                        .map(|c| (c.name.clone(), c.luck))
                        .collect(),
                    gm_ap: ApMove {
                        pool: Pool::Gm,
                        before,
                        after: self.gm_ap,
                    },
                });
                if !drained.is_empty() {
                    out.push(Event::CoresDrained { drained });
                }
            }
            Command::Initiative { opener } => self.initiative(opener.as_deref(), dice, &mut out)?,
            Command::Order { unit, before } => self.order(unit, before, &mut out)?,
            Command::NextTurn => self.next_turn(dice, &mut out)?,
            Command::Reroll { character, .. }
            | Command::ApparelReroll { character, .. }
            | Command::BonusDie { character, .. } => {
                // Only `execute` re-rolls; a re-roll is never replayed.
                return Err(RuleError::NoRoll {
                    name: name::echo(character),
                });
            }
            Command::Zone { unit, zone } => {
                let before = self
                    .unit(unit)
                    .ok()
                    .and_then(|u| self.zone_of(&u).map(str::to_owned));
                self.set_zone(unit, zone, &mut out)?;
                self.mines_after_move(unit, before.as_deref(), dice, &mut out)?;
            }
            Command::Mine { character, mine } => self.place_mine(character, mine, &mut out)?,
            Command::FusionCore { character } => {
                let inserted = self.insert_core(character)?;
                out.push(Event::FusionCore { inserted });
            }
            Command::Disease {
                character,
                disease,
                end,
            } => {
                let change = self.disease(character, disease, *end)?;
                out.push(Event::Disease { change });
            }
            Command::ZoneRange { a, b, band } => self.set_zone_range(a, b, *band, &mut out)?,
            Command::EndCombat => {
                let combat = self.combat.take().ok_or(RuleError::NoCombat)?;
                self.chems_scene_ended();
                self.apparel_scene_ended();
                self.clear_turn_state();
                out.push(Event::CombatEnded {
                    round: combat.round,
                });
                let drained = self.cores_scene_ended();
                if !drained.is_empty() {
                    out.push(Event::CoresDrained { drained });
                }
            }
        }
        Ok(out)
    }

    // ----- look-ups -----------------------------------------------------------

    crate::engine::roster::roster_lookups!(creatures, creature_index, Creature);

    fn character(&self, unit: &Unit) -> Option<&Character> {
        match unit {
            Unit::Character(n) => self.characters.iter().find(|c| c.name == *n),
            Unit::Creature(_) => None,
        }
    }

    fn creature(&self, unit: &Unit) -> Option<&Creature> {
        match unit {
            Unit::Creature(n) => self.creatures.iter().find(|c| c.name == *n),
            Unit::Character(_) => None,
        }
    }

    fn template(&self, unit: &Unit) -> Option<&CreatureTemplate> {
        self.creature(unit).and_then(Creature::profile)
    }

    fn stale(unit: &Unit) -> RuleError {
        RuleError::unknown(Unknown::Unit, unit.name(), Vec::new())
    }

    /// A unit's vitals.
    pub fn vitals(&self, unit: &Unit) -> Result<&Vitals, RuleError> {
        match unit {
            Unit::Character(_) => self.character(unit).map(|c| &c.vitals),
            Unit::Creature(_) => self.creature(unit).map(|c| &c.vitals),
        }
        .ok_or_else(|| Self::stale(unit))
    }

    pub(super) fn vitals_mut(&mut self, unit: &Unit) -> Result<&mut Vitals, RuleError> {
        match unit {
            Unit::Character(n) => self
                .characters
                .iter_mut()
                .find(|c| c.name == *n)
                .map(|c| &mut c.vitals),
            Unit::Creature(n) => self
                .creatures
                .iter_mut()
                .find(|c| c.name == *n)
                .map(|c| &mut c.vitals),
        }
        .ok_or_else(|| Self::stale(unit))
    }

    pub(super) fn base_max_hp(&self, unit: &Unit) -> Result<u32, RuleError> {
        match unit {
            Unit::Character(_) => self.character(unit).map(Character::base_max_hp),
            Unit::Creature(_) => self.template(unit).map(|t| t.hp),
        }
        .ok_or_else(|| Self::stale(unit))
    }

    /// A unit's maximum HP now.
    pub fn max_hp(&self, unit: &Unit) -> Result<u32, RuleError> {
        let base = self.base_max_hp(unit)?;
        Ok(self.vitals(unit)?.max_hp(base))
    }

    /// A unit's Defense before Defend, and the Defend bonus.
    fn defense(&self, unit: &Unit) -> Result<(u32, u32), RuleError> {
        let base = match unit {
            Unit::Character(_) => self.character(unit).map(|c| character::defense(&c.special)),
            Unit::Creature(_) => self.template(unit).map(|t| t.defense),
        }
        .ok_or_else(|| Self::stale(unit))?;
        Ok((base, self.vitals(unit)?.defense_bonus))
    }

    fn locations(&self, unit: &Unit) -> &'static [LocationRow] {
        self.template(unit).map_or(&HUMANOID, |t| t.locations)
    }

    pub(super) fn dr_at(&self, unit: &Unit, location: &str) -> Result<Dr, RuleError> {
        match unit {
            Unit::Character(_) => self.character(unit).map(|c| c.dr_at(location)),
            Unit::Creature(_) => self.creature(unit).map(|c| c.dr_at(location)),
        }
        .ok_or_else(|| Self::stale(unit))
    }

    fn size(&self, unit: &Unit) -> Size {
        self.template(unit).map_or(Size::Normal, |t| t.size)
    }

    /// Which pool a unit's AP come from and go to.
    fn pool_of(unit: &Unit) -> Pool {
        match unit {
            Unit::Character(_) => Pool::Group,
            Unit::Creature(_) => Pool::Gm,
        }
    }

    /// A unit by name that may act.
    fn able_unit(&self, name: &str) -> Result<Unit, RuleError> {
        let u = self.unit(name)?;
        let v = self.vitals(&u)?;
        let why = if v.dead {
            Some(Incapacity::Dead)
        } else if v.dying {
            Some(Incapacity::Dying)
        } else if v.unconscious {
            Some(Incapacity::Unconscious)
        } else {
            None
        };
        match why {
            Some(why) => Err(RuleError::CannotAct {
                name: u.name().to_owned(),
                why,
            }),
            None => Ok(u),
        }
    }

    /// What a unit rolls against for `attribute` + `skill`, with the words
    /// for them. Creatures read an attribute as Body (STR, END, AGI) or Mind,
    /// and a skill as Melee (Melee Weapons, Unarmed), Guns (the other combat
    /// skills) or Other.
    fn target_of(
        &self,
        unit: &Unit,
        attribute: Attribute,
        skill: Skill,
    ) -> Result<(Target, String, String), RuleError> {
        if let Some(c) = self.character(unit) {
            return Ok((
                c.target(attribute, skill),
                attribute.abbr().to_owned(),
                skill.name().to_owned(),
            ));
        }
        let t = self.template(unit).ok_or_else(|| Self::stale(unit))?;
        let a = match attribute {
            Attribute::Str | Attribute::End | Attribute::Agi => CreatureAttribute::Body,
            _ => CreatureAttribute::Mind,
        };
        let s = match skill {
            Skill::MeleeWeapons | Skill::Unarmed => CreatureSkill::Melee,
            Skill::SmallGuns
            | Skill::BigGuns
            | Skill::EnergyWeapons
            | Skill::Explosives
            | Skill::Throwing => CreatureSkill::Guns,
            _ => CreatureSkill::Other,
        };
        Ok((
            Target::plain(t.attribute(a) + t.skill(s)),
            creature_word_attribute(a).to_owned(),
            creature_word_skill(s).to_owned(),
        ))
    }

    // ----- AP ---------------------------------------------------------------------

    fn pool_mut(&mut self, pool: Pool) -> &mut u32 {
        match pool {
            Pool::Group => &mut self.group_ap,
            Pool::Gm => &mut self.gm_ap,
        }
    }

    /// Takes `amount` AP from a pool, or refuses.
    pub(super) fn pay(&mut self, pool: Pool, amount: u32) -> Result<Option<ApMove>, RuleError> {
        if amount == 0 {
            return Ok(None);
        }
        let slot = self.pool_mut(pool);
        if *slot < amount {
            return Err(RuleError::NotEnoughAp {
                pool: pool.word().to_owned(),
                needed: amount,
                available: *slot,
            });
        }
        let before = *slot;
        *slot -= amount;
        Ok(Some(ApMove {
            pool,
            before,
            after: *slot,
        }))
    }

    /// Puts AP in a pool up to its maximum; the rest is lost.
    fn save_ap(&mut self, pool: Pool, amount: u32) -> Option<Saved> {
        if amount == 0 {
            return None;
        }
        let max = match pool {
            Pool::Group => GROUP_AP_MAX,
            Pool::Gm => GM_AP_MAX,
        };
        let slot = self.pool_mut(pool);
        let room = max.saturating_sub(*slot);
        let saved = amount.min(room);
        *slot += saved;
        Some(Saved {
            pool,
            saved,
            lost: amount - saved,
            after: *slot,
        })
    }

    /// Buys extra d20s: paid from the unit's pool, or (players) given to the GM.
    fn buy(&mut self, unit: &Unit, buy: Buy) -> Result<Bought, RuleError> {
        let n = in_range("bought dice", buy.dice, 0, i64::from(pool::MAX_BOUGHT))? as u32;
        // X-Cell: the first bought d20s cost nothing (the first die costs
        // 1 AP, the second 2, the third 3).
        let (free, free_chems) = self.character(unit).map_or((0, Vec::new()), |c| {
            super::chems::chem_free_dice(&c.vitals.chems)
        });
        let free = free.min(n);
        let cost = pool::buy_cost(n).unwrap_or(0) - pool::buy_cost(free).unwrap_or(0);
        let free = (free > 0).then(|| {
            Box::new(super::chems::FreeDice {
                dice: free,
                chems: free_chems,
            })
        });
        let ap = if buy.to_gm {
            if matches!(unit, Unit::Creature(_)) {
                return Err(RuleError::invalid("option", "--to-gm"));
            }
            if cost == 0 {
                None
            } else {
                let before = self.gm_ap;
                self.gm_ap = (self.gm_ap + cost).min(GM_AP_MAX);
                Some(ApMove {
                    pool: Pool::Gm,
                    before,
                    after: self.gm_ap,
                })
            }
        } else {
            self.pay_with_chem_ap(unit, Self::pool_of(unit), cost)?
        };
        Ok(Bought {
            dice: n,
            cost,
            ap,
            free,
        })
    }

    // ----- tests ----------------------------------------------------------------

    /// Rolls a test: the leader's dice (with an Aim re-roll when allowed),
    /// then each promised helper's d20, counted when the leader scored.
    fn run_test(
        &mut self,
        unit: &Unit,
        spec: Spec,
        dice: &mut dyn Dice,
    ) -> Result<TestReport, RuleError> {
        let Spec {
            attribute,
            skill,
            listed,
            difficulty,
            bought,
            aim,
            wider,
            assisted,
        } = spec;
        // Running chems change a character's tests of their attributes.
        let (chem_delta, mut chem_reroll, mut chem_names) = match (&listed, self.character(unit)) {
            (None, Some(c)) => super::chems::chem_test(&c.vitals.chems, attribute),
            _ => (0, false, Vec::new()),
        };
        // Chems that re-roll a skill's d20, or give Aim another die.
        let mut aim_more = 0;
        if let (None, Some(c)) = (&listed, self.character(unit)) {
            let mut more = super::chems::chem_skill_reroll(&c.vitals.chems, skill);
            chem_reroll |= !more.is_empty();
            if aim {
                let (n, names) = super::chems::chem_aim_rerolls(&c.vitals.chems);
                aim_more = n;
                more.extend(names);
            }
            for name in more {
                if !chem_names.contains(&name) {
                    chem_names.push(name);
                }
            }
        }
        // Worn apparel that makes Speech harder (the Gas Mask).
        let apparel = match (&listed, self.character(unit)) {
            (None, Some(c)) if skill == Skill::Speech => super::apparel::speech_test(c),
            _ => None,
        };
        let (target, attribute_word, skill_word) = match listed {
            Some(l) => l,
            None => self.target_of(unit, attribute, skill)?,
        };
        let target = target.wider_complications(wider);
        let asked = difficulty;
        let chem_difficulty = difficulty.saturating_add_signed(chem_delta);
        let difficulty = chem_difficulty + apparel.as_ref().map_or(0, |x| x.added);
        let forced = self.forced.take();
        let mut faces: Vec<u32> = match &forced {
            Some(f) => f.faces.clone(),
            None => (0..pool::BASE_DICE + bought.dice)
                .map(|_| dice.roll(pool::SIDES))
                .collect(),
        };
        let was_forced = forced.is_some();
        let mut forced_assists = forced.map(|f| f.assists.into_iter());
        let mut reroll = None;
        if aim && forced_assists.is_none() {
            // Re-roll the highest die that scored nothing.
            let worst = faces
                .iter()
                .enumerate()
                .filter(|(_, f)| target.successes(**f) == 0)
                .max_by_key(|(i, f)| (**f, std::cmp::Reverse(*i)))
                .map(|(i, f)| (i, *f));
            if let Some((index, before)) = worst {
                let after = dice.roll(pool::SIDES);
                if let Some(slot) = faces.get_mut(index) {
                    *slot = after;
                }
                reroll = Some(Reroll {
                    index,
                    before,
                    after,
                });
            }
        }
        // Orange Mentats: Aim re-rolls one more d20, another than Aim's own.
        let mut chem_aim_die = None;
        if aim && aim_more > 0 && forced_assists.is_none() {
            let aimed = reroll.as_ref().map(|r| r.index);
            let worst = faces
                .iter()
                .enumerate()
                .filter(|(i, f)| Some(*i) != aimed && target.successes(**f) == 0)
                .max_by_key(|(i, f)| (**f, std::cmp::Reverse(*i)))
                .map(|(i, f)| (i, *f));
            if let Some((index, before)) = worst {
                let after = dice.roll(pool::SIDES);
                if let Some(slot) = faces.get_mut(index) {
                    *slot = after;
                }
                chem_aim_die = Some(Reroll {
                    index,
                    before,
                    after,
                });
            }
        }
        let mut chem_reroll_die = None;
        if chem_reroll && forced_assists.is_none() {
            chem_reroll_die = reroll_worst(&mut faces, target, dice);
        }
        let roll = pool::resolve(&faces, target, difficulty);
        let chem = if chem_names.is_empty() {
            None
        } else {
            Some(super::chems::ChemTest {
                chems: chem_names,
                asked,
                difficulty: chem_difficulty,
                reroll: chem_reroll_die,
                aim: chem_aim_die,
            })
        };
        let mut assists = Vec::new();
        if assisted {
            let (mine, rest): (Vec<Pledge>, Vec<Pledge>) = std::mem::take(&mut self.pledges)
                .into_iter()
                .partition(|p| p.leader == *unit);
            self.pledges = rest;
            for p in mine {
                let Ok(v) = self.vitals(&p.helper) else {
                    continue;
                };
                if !v.able() {
                    continue;
                }
                let (a, s) = p.with.unwrap_or((attribute, skill));
                let (t, _, _) = self.target_of(&p.helper, a, s)?;
                let face = forced_assists
                    .as_mut()
                    .and_then(Iterator::next)
                    .unwrap_or_else(|| dice.roll(pool::SIDES));
                let scored = pool::score(face, t);
                assists.push(AssistDie {
                    helper: p.helper,
                    target: t,
                    die: scored,
                    counted: roll.successes > 0,
                });
            }
        }
        let successes = roll.successes
            + assists
                .iter()
                .filter(|a| a.counted)
                .map(|a| a.die.successes)
                .sum::<u32>();
        let passed = successes >= difficulty;
        if self.rolled.is_none() {
            self.rolled = Some(Rolled {
                unit: unit.clone(),
                faces: roll.dice.iter().map(|d| d.face).collect(),
                assists: assists.iter().map(|a| a.die.face).collect(),
                consumed: if was_forced {
                    0
                } else {
                    roll.dice.len()
                        + usize::from(reroll.is_some())
                        + usize::from(chem.as_ref().is_some_and(|c| c.reroll.is_some()))
                        + assists.len()
                },
            });
        }
        Ok(TestReport {
            unit: unit.clone(),
            attribute: attribute_word,
            skill: skill_word,
            bought,
            roll,
            reroll,
            assists,
            successes,
            passed,
            ap_generated: if passed { successes - difficulty } else { 0 },
            chem,
            apparel,
        })
    }

    // ----- the action economy -------------------------------------------------

    /// Spends an action of `unit`. Outside combat nothing is counted. In
    /// combat the unit whose turn it is spends from its turn (paying AP for
    /// the second minor or major); another unit may take a major action only
    /// with a readied action or when commanded. Returns the AP paid and
    /// whether this was a paid (second) major action.
    fn act(&mut self, unit: &Unit, kind: ActionKind) -> Result<(Option<ApMove>, bool), RuleError> {
        let Some(combat) = &self.combat else {
            return Ok((None, false));
        };
        let leg = self.vitals(unit)?.injuries_of(InjuryKind::Leg) > 0;
        let major = !kind.is_minor() || (kind == ActionKind::Move && leg);
        if combat.current.unit != *unit {
            let current = combat.current.unit.name().to_owned();
            if major {
                if let Some(i) = combat.commanded.iter().position(|u| u == unit) {
                    if let Some(c) = self.combat.as_mut() {
                        c.commanded.remove(i);
                    }
                    return Ok((None, false));
                }
                let v = self.vitals_mut(unit)?;
                if v.readied.take().is_some() {
                    return Ok((None, false));
                }
            }
            return Err(RuleError::NotYourTurn {
                name: unit.name().to_owned(),
                current,
            });
        }
        let t = &combat.current;
        let limit = |limit| RuleError::ActionLimit {
            name: unit.name().to_owned(),
            limit,
        };
        if kind.is_movement() && t.moved {
            return Err(limit(Limit::Movement));
        }
        let cost = if major {
            t.next_major_cost().ok_or_else(|| limit(Limit::Major))?
        } else {
            t.next_minor_cost().ok_or_else(|| limit(Limit::Minor))?
        };
        // Chems like Jet make extra actions cheaper.
        let discount = self
            .character(unit)
            .map_or(0, |c| super::chems::chem_action_discount(&c.vitals.chems));
        let cost = cost.saturating_sub(discount);
        let ap = self.pay_with_chem_ap(unit, Self::pool_of(unit), cost)?;
        if let Some(c) = self.combat.as_mut() {
            let t = &mut c.current;
            if major {
                t.majors += 1;
            } else {
                t.minors += 1;
            }
            if kind.is_movement() {
                t.moved = true;
            }
            if kind == ActionKind::Aim {
                t.aimed = true;
            }
        }
        Ok((ap, major && cost > 0))
    }

    /// The turn as the embed shows it, in combat.
    fn turn_view(&self) -> Option<TurnView> {
        self.combat.as_ref().map(|c| c.current.view(c.round))
    }

    /// Whether `unit` acts in its own combat turn.
    fn in_own_turn(&self, unit: &Unit) -> bool {
        self.combat
            .as_ref()
            .is_some_and(|c| c.current.unit == *unit)
    }

    /// Resolves the second-major flag: in a unit's own combat turn the turn
    /// decides; elsewhere the flag does, and costs 2 AP.
    fn second_major(
        &mut self,
        unit: &Unit,
        flag: bool,
        paid_major: bool,
    ) -> Result<(bool, Option<ApMove>), RuleError> {
        if self.combat.is_some() {
            if flag && !paid_major {
                return Err(RuleError::NotSecondMajor {
                    name: unit.name().to_owned(),
                });
            }
            Ok((paid_major, None))
        } else if flag {
            Ok((true, self.pay(Self::pool_of(unit), 2)?))
        } else {
            Ok((false, None))
        }
    }

    fn simple_action(
        &mut self,
        unit: &str,
        action: ActionKind,
        detail: Option<&str>,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let u = self.able_unit(unit)?;
        if !ActionKind::SIMPLE.contains(&action) {
            return Err(RuleError::unknown(
                Unknown::Action,
                action.word(),
                ActionKind::SIMPLE
                    .iter()
                    .map(|a| a.word().to_owned())
                    .collect(),
            ));
        }
        let mut shown = None;
        let pledge = match action {
            ActionKind::Assist => {
                let ally = self.unit(detail.unwrap_or_default())?;
                if ally == u {
                    return Err(RuleError::invalid("ally", u.name()));
                }
                shown = Some(ally.name().to_owned());
                Some(ally)
            }
            _ => None,
        };
        let trigger = if action == ActionKind::Ready {
            let text = clean(name::CONCEPT, detail.unwrap_or_default())?;
            if text.is_empty() {
                return Err(RuleError::invalid("trigger", ""));
            }
            shown = Some(text.clone());
            Some(text)
        } else {
            None
        };
        if action == ActionKind::Sprint && self.vitals(&u)?.injuries_of(InjuryKind::Leg) > 0 {
            return Err(RuleError::LegInjured {
                name: u.name().to_owned(),
            });
        }
        let (ap, _) = self.act(&u, action)?;
        // Move and Sprint name the zone they go to (see `super::zones`).
        let zone = match (action, detail.map(str::trim)) {
            (ActionKind::Move | ActionKind::Sprint, Some(to)) if !to.is_empty() => {
                Some(self.move_zone(&u, action, to)?)
            }
            _ => None,
        };
        // Take Chem names the chem (see `super::chems`).
        let chem = match (action, detail.map(str::trim)) {
            (ActionKind::TakeChem, Some(name)) if !name.is_empty() => {
                Some(self.take_chem(&u, name, dice)?)
            }
            _ => None,
        };
        if let Some(leader) = pledge {
            self.pledges
                .retain(|p| !(p.helper == u && p.leader == leader));
            self.pledges.push(Pledge {
                helper: u.clone(),
                leader,
                with: None,
            });
        }
        let v = self.vitals_mut(&u)?;
        if let Some(text) = trigger {
            v.readied = Some(text);
        }
        let stood_up = action == ActionKind::Move && v.prone;
        if stood_up {
            v.prone = false;
        }
        let moved_from = zone.as_ref().map(|z| z.from.clone());
        out.push(Event::Action {
            unit: u.clone(),
            action,
            detail: shown,
            stood_up,
            zone,
            chem,
            ap,
            turn: self.turn_view(),
        });
        // Mines in the zone it moved into (see `super::mines`).
        if let Some(from) = moved_from {
            self.mines_after_move(u.name(), from.as_deref(), dice, out)?;
        }
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    fn test_action(
        &mut self,
        unit: &str,
        attribute: Attribute,
        skill: Skill,
        difficulty: i64,
        buy: Buy,
        second_major: bool,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let u = self.able_unit(unit)?;
        let difficulty = in_range("difficulty", difficulty, 0, DIFFICULTY_MAX)? as u32;
        let bought = self.buy(&u, buy)?;
        let (ap, paid) = self.act(&u, ActionKind::Test)?;
        let (second, extra) = self.second_major(&u, second_major, paid)?;
        let difficulty = difficulty + u32::from(second);
        let test = self.run_test(&u, Spec::new(attribute, skill, difficulty, bought), dice)?;
        let saved = self.save_ap(Self::pool_of(&u), test.ap_generated);
        out.push(Event::Test {
            test: Box::new(test),
            saved,
            ap: ap.or(extra),
            turn: self.turn_view(),
        });
        Ok(())
    }

    fn defend(
        &mut self,
        unit: &str,
        extra: bool,
        buy: Buy,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let u = self.able_unit(unit)?;
        let bought = self.buy(&u, buy)?;
        let (ap, _) = self.act(&u, ActionKind::Defend)?;
        let (base, bonus) = self.defense(&u)?;
        let before = base + bonus;
        let test = self.run_test(
            &u,
            Spec::new(Attribute::Agi, Skill::Athletics, before, bought),
            dice,
        )?;
        let saved = self.save_ap(Self::pool_of(&u), test.ap_generated);
        let mut paid_extra = None;
        let mut gain = 0;
        if test.passed {
            gain = 1;
            if extra {
                paid_extra = self.pay(Self::pool_of(&u), 2)?;
                gain += 1;
            }
        }
        let v = self.vitals_mut(&u)?;
        v.defense_bonus += gain;
        out.push(Event::Defend {
            unit: u,
            test: Box::new(test),
            before,
            after: before + gain,
            extra: paid_extra,
            saved,
            ap,
            turn: self.turn_view(),
        });
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    fn first_aid(
        &mut self,
        healer: &str,
        patient: &str,
        choice: AidChoice,
        location: Option<&str>,
        ap_heal: i64,
        wake: bool,
        buy: Buy,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let h = self.able_unit(healer)?;
        let p = self.unit(patient)?;
        let ap_heal = in_range("ap", ap_heal, 0, i64::from(GROUP_AP_MAX))? as u32;
        if choice != AidChoice::Stabilise && (ap_heal > 0 || wake) {
            return Err(RuleError::invalid("option", "--ap/--wake"));
        }
        let pv = self.vitals(&p)?;
        if pv.dead {
            return Err(RuleError::CannotAct {
                name: p.name().to_owned(),
                why: Incapacity::Dead,
            });
        }
        let injury_at = match choice {
            AidChoice::Heal if pv.dying => {
                return Err(RuleError::DyingNoHeal {
                    name: p.name().to_owned(),
                })
            }
            AidChoice::Stabilise if !pv.dying => {
                return Err(RuleError::NotDying {
                    name: p.name().to_owned(),
                })
            }
            AidChoice::Treat => {
                let found = pv.injuries.iter().position(|i| {
                    location.is_none_or(|l| name::same(&i.location, &l.replace([' ', '_'], "-")))
                });
                Some(found.ok_or_else(|| RuleError::NoInjury {
                    name: p.name().to_owned(),
                })?)
            }
            _ => None,
        };
        if choice == AidChoice::Stabilise && self.max_hp(&p)? == 0 {
            return Err(RuleError::MaxHpZero {
                name: p.name().to_owned(),
            });
        }
        // Debilitating: the injury treated is one harder to treat.
        let debilitated = injury_at
            .and_then(|i| self.vitals(&p).ok()?.injuries.get(i))
            .is_some_and(|i| i.debilitating);
        let difficulty =
            self.vitals(&p)?.injuries.len() as u32 + u32::from(h == p) + u32::from(debilitated);
        let bought = self.buy(&h, buy)?;
        let (ap, _) = self.act(&h, ActionKind::FirstAid)?;
        let test = self.run_test(
            &h,
            Spec::new(Attribute::Int, Skill::Medicine, difficulty, bought),
            dice,
        )?;
        let max = self.max_hp(&p)?;
        let medicine = match self.character(&h) {
            Some(c) => u32::from(c.rank(Skill::Medicine)),
            None => self.template(&h).map_or(0, |t| t.other),
        };
        let mut generated = test.ap_generated;
        let result =
            if test.passed {
                match choice {
                    AidChoice::Heal => {
                        let v = self.vitals_mut(&p)?;
                        let before = v.hp;
                        v.hp = v.hp.saturating_add(medicine).min(max);
                        AidResult::Healed {
                            hp: HpChange {
                                before,
                                after: v.hp,
                                max,
                                down: v.hp == 0,
                            },
                        }
                    }
                    AidChoice::Treat => {
                        let v = self.vitals_mut(&p)?;
                        let i = injury_at.unwrap_or(0);
                        if i >= v.injuries.len() {
                            return Err(RuleError::NoInjury {
                                name: p.name().to_owned(),
                            });
                        }
                        let injury = v.injuries.remove(i);
                        if injury.kind == InjuryKind::Torso {
                            if let Some(b) = v.persistent.iter().position(|x| {
                                x.rounds_left.is_none() && x.location == injury.location
                            }) {
                                v.persistent.remove(b);
                            }
                        }
                        AidResult::Treated { injury }
                    }
                    AidChoice::Stabilise => {
                        let cost = ap_heal + u32::from(wake);
                        let from_generated = cost.min(generated);
                        generated -= from_generated;
                        let from_pool = self.pay(Self::pool_of(&h), cost - from_generated)?;
                        let v = self.vitals_mut(&p)?;
                        let before = v.hp;
                        v.dying = false;
                        v.unconscious = !wake;
                        v.hp = (1 + ap_heal).min(max);
                        AidResult::Stabilised {
                            hp: HpChange {
                                before,
                                after: v.hp,
                                max,
                                down: v.hp == 0,
                            },
                            extra: v.hp.saturating_sub(1),
                            woke: wake,
                            ap_from_generated: from_generated,
                            ap_from_pool: from_pool,
                        }
                    }
                }
            } else {
                AidResult::Failed
            };
        let saved = self.save_ap(Self::pool_of(&h), generated);
        out.push(Event::FirstAid {
            healer: h,
            patient: p,
            choice,
            test: Box::new(test),
            result,
            saved,
            ap,
            turn: self.turn_view(),
        });
        Ok(())
    }

    fn command_npc(
        &mut self,
        commander: &str,
        npc: &str,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let c = self.able_unit(commander)?;
        let i = self.creature_index(npc)?;
        let n = Unit::Creature(self.creatures[i].name.clone());
        // A unit commands another, never itself (it would assist itself).
        if c == n {
            return Err(RuleError::invalid("npc (another than the commander)", npc));
        }
        if !self.creatures[i].ally {
            return Err(RuleError::NotAlly {
                name: n.name().to_owned(),
            });
        }
        self.able_unit(n.name())?;
        let kind = self.template(&n).ok_or_else(|| Self::stale(&n))?.kind;
        let (attribute, skill) = kind.command_skill();
        let (ap, _) = self.act(&c, ActionKind::Command)?;
        self.pledges.retain(|p| !(p.helper == c && p.leader == n));
        self.pledges.push(Pledge {
            helper: c.clone(),
            leader: n.clone(),
            with: Some((attribute, skill)),
        });
        if let Some(combat) = self.combat.as_mut() {
            if !combat.commanded.contains(&n) {
                combat.commanded.push(n.clone());
            }
        }
        out.push(Event::Commanded {
            commander: c,
            npc: n,
            attribute: attribute.abbr().to_owned(),
            skill,
            ap,
            turn: self.turn_view(),
        });
        Ok(())
    }

    fn stop_persistent(
        &mut self,
        unit: &str,
        attribute: Attribute,
        skill: Skill,
        buy: Buy,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let u = self.able_unit(unit)?;
        let Some(difficulty) = self
            .vitals(&u)?
            .persistent
            .iter()
            .filter(|p| p.rounds_left.is_some())
            .map(|p| p.difficulty)
            .max()
        else {
            return Err(RuleError::NothingPersistent {
                name: u.name().to_owned(),
            });
        };
        let bought = self.buy(&u, buy)?;
        let (ap, _) = self.act(&u, ActionKind::StopPersistent)?;
        let test = self.run_test(&u, Spec::new(attribute, skill, difficulty, bought), dice)?;
        let mut stopped = Vec::new();
        if test.passed {
            let v = self.vitals_mut(&u)?;
            let (gone, kept): (Vec<Persistent>, Vec<Persistent>) =
                std::mem::take(&mut v.persistent)
                    .into_iter()
                    .partition(|p| p.rounds_left.is_some());
            v.persistent = kept;
            stopped = gone;
        }
        let saved = self.save_ap(Self::pool_of(&u), test.ap_generated);
        out.push(Event::PersistentTest {
            test: Box::new(test),
            stopped,
            saved,
            ap,
            turn: self.turn_view(),
        });
        Ok(())
    }

    // ----- attacks ------------------------------------------------------------

    /// The weapon an attacker uses and the target number its attack rolls
    /// against (`None` for characters: their tag and rank decide).
    fn weapon_of(
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
        Ok((w, None))
    }

    fn attack(
        &mut self,
        cmd: &AttackCommand,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let attacker = self.able_unit(&cmd.attacker)?;
        let target = self.unit(&cmd.target)?;
        let (mut weapon, creature_target) = self.weapon_of(&attacker, &cmd.weapon)?;
        let not_for = |option: &str| RuleError::NotForWeapon {
            option: option.to_owned(),
            weapon: weapon.name.to_string(),
        };
        if weapon.kind.is_close() && cmd.range.is_some() {
            return Err(not_for("--range"));
        }
        // Zones give the range band unless the attack names one; a melee
        // weapon reaches its own zone only.
        let zone_band = self.band_between(&attacker, &target);
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
            return Err(not_for("--ap"));
        }
        // Extra shots (Gatling: ten-shot bursts, two dice each).
        let bursts = if weapon.kind.is_ranged() {
            in_range("ammo", cmd.ammo, 0, i64::from(weapon.fire_rate))? as u32
        } else if cmd.ammo != 0 {
            return Err(not_for("--ammo"));
        } else {
            0
        };
        let gatling = weapon.has(Quality::Gatling);
        let per_shot = if gatling { qualities::GATLING_BURST } else { 1 };
        let ammo_dice = if gatling {
            bursts * qualities::GATLING_DICE
        } else {
            bursts
        };
        let mut used = Vec::new();
        if gatling {
            used.push(QualityUse::Gatling { bursts });
        }
        let blast = weapon.has(Quality::Blast);
        if blast && cmd.location.is_some() {
            return Err(not_for("--location"));
        }
        let table = self.locations(&target);
        let chosen = match &cmd.location {
            Some(l) => Some(find_location(table, l).ok_or_else(|| {
                RuleError::unknown(
                    Unknown::Location,
                    l,
                    table.iter().map(|r| r.key.to_owned()).collect(),
                )
            })?),
            None => None,
        };
        let mut also = Vec::new();
        for name in &cmd.also {
            let u = self.unit(name)?;
            if u == target || u == attacker || also.contains(&u) {
                return Err(RuleError::invalid("burst target", name));
            }
            also.push(u);
        }
        let arms = self.vitals(&attacker)?.injuries_of(InjuryKind::Arm);
        if arms >= 2 && weapon.kind != super::data::WeaponKind::Unarmed {
            return Err(RuleError::ArmInjured {
                name: attacker.name().to_owned(),
                weapon: weapon.name.to_string(),
            });
        }
        // Two-Handed with one arm injured: used in one hand, +2.
        let one_handed = if arms == 1 && weapon.has(Quality::TwoHanded) {
            used.push(QualityUse::OneHanded);
            qualities::ONE_HANDED_STEP
        } else {
            0
        };
        // Ammunition: characters' guns spend shots they carry.
        let ammo_name = match (self.character(&attacker), weapon.ammo.clone()) {
            (Some(c), Some(a)) if weapon.kind.is_ranged() => {
                let have = c.ammo_of(&a);
                if have < (1 + bursts) * per_shot {
                    return Err(RuleError::NoAmmo {
                        weapon: weapon.name.to_string(),
                        ammo: a.to_string(),
                        needed: (1 + bursts) * per_shot,
                        available: have,
                    });
                }
                Some(a)
            }
            _ => None,
        };
        // Actions: Aim (minor) first, then the attack (major).
        let own_turn = self.in_own_turn(&attacker);
        let mut action_ap = None;
        if cmd.aim && self.combat.is_some() {
            action_ap = self.act(&attacker, ActionKind::Aim)?.0;
        }
        let (ap, paid) = self.act(&attacker, ActionKind::Attack)?;
        let (second, flag_ap) = self.second_major(&attacker, cmd.second_major, paid)?;
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
        let aim = aim_ready && !weapon.has(Quality::Inaccurate);
        // Difficulty.
        // Parry: the target's Parry weapon against a melee attack, 1 AP.
        if cmd.parry {
            if !weapon.kind.is_close() || blast {
                return Err(not_for("--parry"));
            }
            let parries = self.character(&target).is_some_and(|c| {
                c.weapons
                    .iter()
                    .any(|w| Weapon::find(&w.name).is_some_and(|x| x.has(Quality::Parry)))
            });
            if !parries {
                return Err(RuleError::NoParry {
                    name: target.name().to_owned(),
                });
            }
            let ap = self.pay(Self::pool_of(&target), 1)?;
            used.push(QualityUse::Parry { ap });
        }
        // Blast: a zone at basic difficulty 2, not the target's Defense.
        let (defense, defend) = if blast {
            (qualities::BLAST_DIFFICULTY, 0)
        } else {
            self.defense(&target)?
        };
        // A ranged attack within Reach of an enemy: +2, unless Close Quarters.
        let reach = if !weapon.kind.is_close() && self.enemy_within_reach(&attacker) {
            if weapon.has(Quality::CloseQuarters) {
                used.push(QualityUse::CloseQuarters);
                0
            } else {
                used.push(QualityUse::WithinReach);
                qualities::REACH_STEP
            }
        } else {
            0
        };
        let range =
            (!weapon.kind.is_close()).then(|| cmd.range.or(zone_band).unwrap_or(weapon.range));
        let range_modifier = range.map_or(0, |r| weapon.range.modifier(r));
        let head_injury = if self.vitals(&attacker)?.injuries_of(InjuryKind::Head) > 0 {
            2
        } else {
            0
        };
        let location_extra = u32::from(chosen.is_some());
        let parry = u32::from(cmd.parry);
        let sum = defense
            + defend
            + parry
            + location_extra
            + range_modifier
            + u32::from(second)
            + head_injury
            + reach
            + one_handed;
        // A sneak attack: 1 easier, and Vicious (or +2 CD) for the weapon.
        let mut sneak = cmd
            .sneak
            .then(|| super::sneak::SneakAttack::apply(&mut weapon, sum));
        let sneak_easier = sneak.as_ref().map_or(0, |s| s.easier);
        let total = sum - sneak_easier;
        let difficulty = Difficulty {
            defense,
            defend,
            location: location_extra,
            range,
            range_modifier,
            second_major: u32::from(second),
            head_injury,
            reach,
            one_handed,
            parry,
            sneak: sneak_easier,
            blast,
            total,
        };
        // The test.
        let bought = self.buy(&attacker, cmd.buy)?;
        let wider = u32::from(weapon.has(Quality::Unreliable));
        let mut test = self.run_test(
            &attacker,
            Spec {
                listed: creature_target,
                aim,
                wider,
                ..Spec::new(weapon.kind.attribute(), weapon.kind.skill(), total, bought)
            },
            dice,
        )?;
        // Reliable: the first complication of each combat with it is ignored
        // (outside combat, the first of each attack).
        if weapon.has(Quality::Reliable) && test.roll.complications > 0 {
            let key = (attacker.clone(), weapon.name.to_string());
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
                used.push(QualityUse::Reliable);
            }
        }
        if let Some(c) = self.combat.as_mut() {
            if own_turn {
                c.current.attacked = true;
                c.current.aimed = false;
            }
        }
        let hit = test.passed;
        let mut report = AttackReport {
            attacker: attacker.clone(),
            target: target.clone(),
            weapon: weapon.name.to_string(),
            difficulty,
            test,
            hit,
            location: None,
            dice: ExtraDice {
                weapon: weapon.damage,
                melee: 0,
                ap: 0,
                ammo: 0,
                chems: 0,
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
        };
        let mut generated = report.test.ap_generated;
        let mut shots = per_shot;
        // Injuries each unit the attack may strike had before it (Debilitating).
        let (blast_zone, blasted) = if blast {
            self.blast_targets(&target)
        } else {
            (None, vec![target.clone()])
        };
        // Emp (the Pulse Grenade): machines only; the rest are spared.
        let spared = self.emp_spared(&weapon, &blasted);
        let injured_before: Vec<(Unit, usize)> = blasted
            .iter()
            .chain(&also)
            .filter_map(|u| Some((u.clone(), self.vitals(u).ok()?.injuries.len())))
            .collect();
        if hit {
            let melee = match self.character(&attacker) {
                Some(c) if weapon.kind.is_close() => character::melee_bonus(&c.special),
                _ => 0,
            };
            let from_generated = ap_dice.min(generated);
            generated -= from_generated;
            report.ap_from_generated = from_generated;
            report.ap_from_pool = self.pay_with_chem_ap(
                &attacker,
                Self::pool_of(&attacker),
                ap_dice - from_generated,
            )?;
            report.dice = ExtraDice {
                weapon: weapon.damage,
                melee,
                ap: ap_dice,
                ammo: ammo_dice,
                chems: 0,
            };
            shots += bursts * per_shot;
            let primary =
                (!spared.contains(&target)).then(|| self.pick_location(&target, chosen, dice));
            report.location = primary.map(|(row, _)| row.key.to_owned());
            let chem_dice = self.character(&attacker).map_or(0, |c| {
                let melee = if weapon.kind.is_close() {
                    super::chems::chem_melee_dice(&c.vitals.chems)
                } else {
                    0
                };
                super::chems::chem_damage_dice(&c.vitals.chems) + melee
            });
            report.dice.chems = chem_dice;
            // A sneak attack's dice: +2 CD for a Vicious weapon, and the
            // running chems' (Calmex).
            if let (Some(s), Some(c)) = (sneak.as_mut(), self.character(&attacker)) {
                (s.chem_dice, s.chems) = super::chems::chem_sneak_dice(&c.vitals.chems);
            }
            let sneak_dice = sneak.as_ref().map_or(0, |s| s.dice + s.chem_dice);
            let count = (weapon.damage + melee + ap_dice + ammo_dice + chem_dice + sneak_dice)
                .min(damage::MAX_DICE);
            let (roll, rerolled) =
                self.chem_damage_reroll(&attacker, roll_combat(dice, count), dice);
            report.chem_rerolls = rerolled;
            let effects = roll.effects;
            report.effects = effects;
            let mut rads = Vec::new();
            let blow = Blow {
                weapon: &weapon,
                roll: &roll,
                effects,
            };
            if let Some((row, row_die)) = primary {
                self.hit_target(
                    &target,
                    row,
                    row_die,
                    HitKind::Primary,
                    &blow,
                    dice,
                    &mut report.hits,
                    &mut report.applied,
                    &mut rads,
                )?;
            }
            // Blast: every other unit in the target's zone, each at its own
            // location and DR.
            for other in blasted.iter().skip(1).filter(|o| !spared.contains(o)) {
                let (row, row_die) = self.pick_location(other, None, dice);
                self.hit_target(
                    other,
                    row,
                    row_die,
                    HitKind::Blast,
                    &blow,
                    dice,
                    &mut report.hits,
                    &mut report.applied,
                    &mut rads,
                )?;
            }
            // Burst: one more target per Effect, one more shot each.
            if effects > 0 && weapon.effects.contains(&DamageEffect::Burst) {
                let loaded = match (ammo_name.clone(), self.character(&attacker)) {
                    (Some(a), Some(c)) => c.ammo_of(&a).saturating_sub(shots) / per_shot,
                    _ => u32::MAX,
                };
                let n = (effects as usize).min(also.len()).min(loaded as usize);
                let hit_also: Vec<Unit> = also.iter().take(n).cloned().collect();
                for other in &hit_also {
                    let (row, row_die) = self.pick_location(other, None, dice);
                    self.hit_target(
                        other,
                        row,
                        row_die,
                        HitKind::Burst,
                        &blow,
                        dice,
                        &mut report.hits,
                        &mut report.applied,
                        &mut rads,
                    )?;
                }
                let extra = if ammo_name.is_some() {
                    n as u32 * per_shot
                } else {
                    0
                };
                shots += extra;
                report.applied.push(Applied::Burst {
                    targets: hit_also,
                    ammo: extra,
                });
            }
            // Radiation after everything else.
            for q in rads {
                let r = self.irradiate(&q.target, q.taken, q.location)?;
                report.radiation.push(RadReport {
                    before_dr: q.before_dr,
                    dr: q.dr,
                    ..r
                });
            }
            report.damage = Some(roll);
        } else if blast {
            // A Blast that misses still lands in the zone: half the weapon's
            // dice (rounded down), no damage effects.
            let half = weapon.damage / 2;
            report.dice.weapon = half;
            let primary =
                (!spared.contains(&target)).then(|| self.pick_location(&target, None, dice));
            report.location = primary.map(|(row, _)| row.key.to_owned());
            let (roll, rerolled) =
                self.chem_damage_reroll(&attacker, roll_combat(dice, half), dice);
            report.chem_rerolls = rerolled;
            let blow = Blow {
                weapon: &weapon,
                roll: &roll,
                effects: 0,
            };
            let mut rads = Vec::new();
            if let Some((row, row_die)) = primary {
                self.hit_target(
                    &target,
                    row,
                    row_die,
                    HitKind::Primary,
                    &blow,
                    dice,
                    &mut report.hits,
                    &mut report.applied,
                    &mut rads,
                )?;
            }
            for other in blasted.iter().skip(1).filter(|o| !spared.contains(o)) {
                let (row, row_die) = self.pick_location(other, None, dice);
                self.hit_target(
                    other,
                    row,
                    row_die,
                    HitKind::Blast,
                    &blow,
                    dice,
                    &mut report.hits,
                    &mut report.applied,
                    &mut rads,
                )?;
            }
            for q in rads {
                let r = self.irradiate(&q.target, q.taken, q.location)?;
                report.radiation.push(RadReport {
                    before_dr: q.before_dr,
                    dr: q.dr,
                    ..r
                });
            }
            report.damage = Some(roll);
        }
        if blast {
            used.push(QualityUse::Blast {
                zone: blast_zone,
                targets: blasted
                    .iter()
                    .filter(|u| !spared.contains(u))
                    .cloned()
                    .collect(),
                missed: !hit,
            });
        }
        if !spared.is_empty() {
            used.push(QualityUse::Emp { spared });
        }
        if weapon.has(Quality::Debilitating) {
            let marked = self.mark_debilitating(&injured_before, &mut report);
            if marked > 0 {
                used.push(QualityUse::Debilitating { injuries: marked });
            }
        }
        report.qualities = used;
        report.sneak = sneak.map(Box::new);
        report.saved = self.save_ap(Self::pool_of(&attacker), generated);
        // Ammunition and thrown weapons.
        if let Some(a) = ammo_name {
            let i = self.character_index(attacker.name())?;
            let c = &mut self.characters[i];
            let left = take_item(&mut c.ammo, &a, shots);
            report.ammo = Some(AmmoUse {
                ammo: a.to_string(),
                spent: shots,
                left,
            });
        }
        if weapon.kind.is_thrown() {
            if let Some(i) = self
                .characters
                .iter()
                .position(|c| Unit::Character(c.name.clone()) == attacker)
            {
                take_item(&mut self.characters[i].weapons, &weapon.name, 1);
                report.thrown = true;
            }
        }
        report.turn = self.turn_view();
        out.push(Event::Attack {
            report: Box::new(report),
        });
        Ok(())
    }

    /// The chosen location, or one rolled on the target's table.
    pub(super) fn pick_location(
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

    /// One target's share of a hit: the hit itself, Spread hits, Breaking,
    /// Persistent, Stun and Radioactive.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn hit_target(
        &mut self,
        target: &Unit,
        row: &'static LocationRow,
        location_die: Option<u32>,
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
        let pierce_rating = w.effects.iter().find_map(|e| match e {
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
            let half = blow.roll.total / 2;
            for _ in 0..effects {
                let (r, d) = self.pick_location(target, None, dice);
                let spread_type = w.type_against(&self.dr_at(target, r.key)?);
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
            applied.push(Applied::Spread {
                target: target.clone(),
                hits: effects,
                damage: half,
            });
        }
        if has(DamageEffect::Breaking) {
            let cover = self.vitals(target)?.cover;
            if cover > 0 {
                let v = self.vitals_mut(target)?;
                v.cover = cover.saturating_sub(effects);
                applied.push(Applied::BreakingCover {
                    target: target.clone(),
                    before: cover,
                    after: v.cover,
                });
            } else {
                let dr = self.dr_at(target, row.key)?.get(hit_type);
                if let Resist::Dr(before) = dr {
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
                }
            }
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
            let v = self.vitals_mut(target)?;
            if !v.dead {
                v.persistent.push(persistent.clone());
                applied.push(Applied::Persistent {
                    target: target.clone(),
                    persistent,
                });
            }
        }
        if has(DamageEffect::Stun) {
            let v = self.vitals_mut(target)?;
            if !v.dead {
                v.stunned = true;
                applied.push(Applied::Stun {
                    target: target.clone(),
                });
            }
        }
        if has(DamageEffect::Radioactive) {
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
        }
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

    /// Takes HP: critical hits, falling to 0 HP, dying and death.
    fn harm(
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
        harm.critical = can_crit && amount >= size.critical_threshold();
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
    pub(super) fn irradiate(
        &mut self,
        unit: &Unit,
        taken: u32,
        row: &'static LocationRow,
    ) -> Result<RadReport, RuleError> {
        let max_before = self.max_hp(unit)?;
        let is_character = matches!(unit, Unit::Character(_));
        let v = self.vitals_mut(unit)?;
        let before = v.hp;
        if !v.dead {
            v.rads = v.rads.saturating_add(taken).min(RADS_MAX);
        }
        let max = self.max_hp(unit)?;
        let v = self.vitals_mut(unit)?;
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

    pub(super) fn hurt(
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
            let r = self.irradiate(&u, amount, row)?;
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
    pub(super) fn hurt_location(
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

    // ----- the field and equipment ----------------------------------------------

    fn add_creatures(
        &mut self,
        template: &str,
        name: Option<&str>,
        count: i64,
        ally: bool,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let brew = &self.homebrew.creatures;
        let t = brew
            .find(template)
            .ok_or_else(|| RuleError::unknown(Unknown::Template, template, brew.names()))?;
        let own = brew.is_homebrew(&t.name).then(|| Box::new(t.clone()));
        let count = in_range("count", count, 1, CREATURE_COUNT_MAX)?;
        let base = match name {
            Some(n) => clean(name::ENEMY_NAME, n)?,
            None => t.name.to_string(),
        };
        if name.is_some() && count == 1 {
            self.ensure_free(&base)?;
        }
        // One creature takes the first free of "Base", "Base 2", ...; a pack
        // is "Base 1" .. "Base N" (the numbers already taken skipped).
        let names = name::spawn_names(name::ENEMY_NAME, &base, count as usize, |c| {
            self.name_taken(c)
        })?;
        let mut added = Vec::new();
        for chosen in names {
            let mut c = Creature::new(&t, chosen, ally);
            c.homebrew.clone_from(&own);
            added.push(c.view());
            self.creatures.push(c);
        }
        out.push(Event::CreaturesAdded { creatures: added });
        Ok(())
    }

    fn give(
        &mut self,
        character: &str,
        item: &str,
        count: i64,
        giving: bool,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let i = self.character_index(character)?;
        let count = in_range("count", count, 1, i64::from(CARRY_MAX))? as u32;
        // Which list: 0 weapons, 1 ammunition, 2 chems.
        let brew = &self.homebrew;
        let (kind, item_name) = if let Some(w) = brew.weapons.find(item) {
            (0, w.name.to_string())
        } else if let Some(a) = brew.find_ammo(item) {
            (1, a)
        } else if let Some(ch) = brew.chems.find(item) {
            (2, ch.name.to_string())
        } else {
            let mut known = brew.weapons.names();
            known.extend(brew.ammo.names());
            known.extend(brew.chems.names());
            return Err(RuleError::unknown(Unknown::Item, item, known));
        };
        let c = &mut self.characters[i];
        let list = match kind {
            0 => &mut c.weapons,
            1 => &mut c.ammo,
            _ => &mut c.chems,
        };
        let have = list
            .iter()
            .find(|x| x.name == item_name)
            .map_or(0, |x| x.count);
        let now = if giving {
            let now = have + count;
            if now > CARRY_MAX {
                return Err(RuleError::range(
                    "count",
                    i64::from(now),
                    1,
                    i64::from(CARRY_MAX),
                ));
            }
            match list.iter_mut().find(|x| x.name == item_name) {
                Some(x) => x.count = now,
                None => list.push(Carried {
                    name: item_name.clone(),
                    count,
                }),
            }
            now
        } else {
            if have == 0 {
                return Err(RuleError::NotCarried {
                    character: c.name.clone(),
                    item: item_name.clone(),
                });
            }
            if count > have {
                return Err(RuleError::range(
                    "count",
                    i64::from(count),
                    1,
                    i64::from(have),
                ));
            }
            take_item(list, &item_name, count)
        };
        out.push(Event::Inventory {
            character: c.name.clone(),
            item: item_name.clone(),
            change: if giving {
                i64::from(count)
            } else {
                -i64::from(count)
            },
            now,
        });
        Ok(())
    }

    fn wear(
        &mut self,
        character: &str,
        piece: &str,
        side: Option<super::data::Side>,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let i = self.character_index(character)?;
        let brew = &self.homebrew.armour;
        let p = brew
            .find(piece)
            .ok_or_else(|| RuleError::unknown(Unknown::Armour, piece, brew.names()))?;
        let own = brew.is_homebrew(&p.name).then(|| p.clone());
        let side = if p.slot.needs_side() {
            Some(side.ok_or_else(|| RuleError::NeedsSide {
                piece: p.name.to_string(),
            })?)
        } else {
            None
        };
        let covers = p.slot.locations(side);
        let c = &mut self.characters[i];
        // A piece replaces what covers the same place in its own layer only:
        // clothing stays under armour.
        // A worn piece's own row: its homebrew copy, else the shipped one.
        let same_layer = |w: &Worn| w.row().is_some_and(|x| x.layer == p.layer);
        // Headgear stays on with an outfit worn with a hood and helmet.
        let together = |w: &Worn| {
            w.row()
                .is_some_and(|x| super::apparel::worn_together(x, &p))
        };
        let (replaced, kept): (Vec<Worn>, Vec<Worn>) =
            std::mem::take(&mut c.worn).into_iter().partition(|w| {
                same_layer(w) && !together(w) && w.locations().iter().any(|l| covers.contains(l))
            });
        c.worn = kept;
        c.worn.push(Worn {
            piece: p.name.to_string(),
            side,
            homebrew: own,
        });
        let dr = HUMANOID
            .iter()
            .map(|r| (r.key.to_owned(), c.dr_at(r.key)))
            .collect();
        out.push(Event::ArmourWorn {
            character: c.name.clone(),
            piece: p.name.to_string(),
            side,
            replaced: replaced.into_iter().map(|w| w.piece).collect(),
            dr,
        });
        Ok(())
    }

    // ----- combat ---------------------------------------------------------------

    fn initiative(
        &mut self,
        opener: Option<&str>,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        if self.combat.is_some() {
            return Err(RuleError::CombatRunning);
        }
        let mut order: Vec<InitiativeEntry> = self
            .characters
            .iter()
            .filter(|c| !c.vitals.dead)
            .map(|c| {
                (
                    Unit::Character(c.name.clone()),
                    character::initiative(&c.special),
                )
            })
            .chain(self.creatures.iter().filter(|c| !c.vitals.dead).map(|c| {
                (
                    Unit::Creature(c.name.clone()),
                    c.profile().map_or(0, |t| t.initiative),
                )
            }))
            .map(|(unit, initiative)| InitiativeEntry {
                unit,
                initiative,
                tied: false,
            })
            .collect();
        if order.is_empty() {
            return Err(RuleError::NobodyInCombat);
        }
        // Stable: ties keep roster order until the GM orders them.
        order.sort_by_key(|e| std::cmp::Reverse(e.initiative));
        mark_ties(&mut order);
        let opener = match opener {
            Some(n) => {
                let u = self.able_unit(n)?;
                if !order.iter().any(|e| e.unit == u) {
                    return Err(RuleError::invalid("opener", n));
                }
                Some(u)
            }
            None => None,
        };
        let first = opener.clone().unwrap_or_else(|| order[0].unit.clone());
        self.combat = Some(Combat {
            reliable_used: Vec::new(),
            opener: opener.clone(),
            order,
            round: u32::from(opener.is_none()),
            current: TurnState::new(first.clone(), false),
            commanded: Vec::new(),
        });
        let effects = self.start_turn(&first, dice)?;
        let combat = self.combat.clone().ok_or(RuleError::NoCombat)?;
        out.push(Event::CombatStarted {
            combat: Box::new(combat),
            effects,
        });
        Ok(())
    }

    fn order(&mut self, unit: &str, before: &str, out: &mut Outcome) -> Result<(), RuleError> {
        let u = self.unit(unit)?;
        let b = self.unit(before)?;
        let combat = self.combat.as_mut().ok_or(RuleError::NoCombat)?;
        let not_in = |x: &Unit| RuleError::invalid("unit in the order", x.name());
        let i = combat
            .order
            .iter()
            .position(|e| e.unit == u)
            .ok_or_else(|| not_in(&u))?;
        let j = combat
            .order
            .iter()
            .position(|e| e.unit == b)
            .ok_or_else(|| not_in(&b))?;
        if i == j || combat.order[i].initiative != combat.order[j].initiative {
            return Err(RuleError::NotTied {
                name: u.name().to_owned(),
                other: b.name().to_owned(),
            });
        }
        let entry = combat.order.remove(i);
        let j = combat.order.iter().position(|e| e.unit == b).unwrap_or(0);
        combat.order.insert(j, entry);
        out.push(Event::Reordered {
            order: combat.order.clone(),
        });
        Ok(())
    }

    fn next_turn(&mut self, dice: &mut dyn Dice, out: &mut Outcome) -> Result<(), RuleError> {
        let combat = self.combat.as_ref().ok_or(RuleError::NoCombat)?;
        let ended = combat.current.unit.clone();
        let end_effects = self.end_turn(&ended, dice)?;
        let combat = self.combat.as_ref().ok_or(RuleError::NoCombat)?;
        // The opening turn is nobody's place: round 1 starts at the top.
        let from = (combat.round > 0).then_some(&combat.current.unit);
        let alive = |u: &Unit| match u {
            Unit::Character(n) => self
                .characters
                .iter()
                .find(|c| c.name == *n)
                .is_some_and(|c| !c.vitals.dead),
            Unit::Creature(n) => self
                .creatures
                .iter()
                .find(|c| c.name == *n)
                .is_some_and(|c| !c.vitals.dead),
        };
        let Some(step) = turns::next(&combat.order, from, alive) else {
            let round = self.combat.take().map_or(0, |c| c.round);
            self.clear_turn_state();
            out.push(Event::CombatEnded { round });
            return Ok(());
        };
        let combat = self.combat.as_mut().ok_or(RuleError::NoCombat)?;
        let new_round = step.new_round;
        if new_round {
            combat.round = combat.round.saturating_add(1);
        }
        let unit = step.unit;
        let start_effects = self.start_turn(&unit, dice)?;
        let combat = self.combat.as_ref().ok_or(RuleError::NoCombat)?;
        out.push(Event::TurnAdvanced {
            ended,
            end_effects,
            unit,
            round: combat.round,
            new_round,
            start_effects,
            turn: combat.current.view(combat.round),
        });
        Ok(())
    }

    /// Persistent damage and bleeding at the end of a unit's turn.
    fn end_turn(&mut self, unit: &Unit, dice: &mut dyn Dice) -> Result<Vec<TurnEffect>, RuleError> {
        let mut effects = Vec::new();
        let Ok(v) = self.vitals_mut(unit) else {
            return Ok(effects);
        };
        if v.dead {
            return Ok(effects);
        }
        // Entries added while this runs (bleeding from a new injury) start
        // on the next turn.
        let list = std::mem::take(&mut v.persistent);
        let table = self.locations(unit);
        let mut kept = Vec::new();
        for mut p in list {
            let roll = roll_combat(dice, p.dice.min(damage::MAX_DICE));
            let row = find_location(table, &p.location)
                .or_else(|| table.first())
                .unwrap_or(&HUMANOID[1]);
            let resist = if p.ignore_dr {
                Resist::Dr(0)
            } else {
                self.dr_at(unit, row.key)?.get(p.damage_type)
            };
            let (dr_applied, taken) = match resist {
                Resist::Dr(d) => (d.min(roll.total), roll.total.saturating_sub(d)),
                Resist::Immune => (0, 0),
            };
            let (hp, harm) = if p.damage_type == DamageType::Radiation {
                let r = self.irradiate(unit, taken, row)?;
                (r.hp, r.harm)
            } else {
                self.harm(unit, taken, Some(row), false)?
            };
            if let Some(n) = p.rounds_left.as_mut() {
                *n = n.saturating_sub(1);
            }
            let ended = p.rounds_left == Some(0);
            effects.push(TurnEffect::Persistent {
                source: p.source.clone(),
                roll,
                damage_type: p.damage_type,
                dr_applied,
                taken,
                hp,
                harm,
                ended,
            });
            if !ended {
                kept.push(p);
            }
        }
        let v = self.vitals_mut(unit)?;
        if v.dead {
            v.persistent.clear();
        } else {
            kept.append(&mut v.persistent);
            v.persistent = kept;
        }
        for chem in self.chems_turn_ended(unit) {
            effects.push(TurnEffect::ChemEnded { chem });
        }
        Ok(effects)
    }

    /// The start of a unit's turn: Defend and Ready run out, Stun bites, a
    /// dying character tests END + Survival.
    fn start_turn(
        &mut self,
        unit: &Unit,
        dice: &mut dyn Dice,
    ) -> Result<Vec<TurnEffect>, RuleError> {
        let mut effects = Vec::new();
        self.chems_turn_started(unit);
        let v = self.vitals_mut(unit)?;
        if v.defense_bonus > 0 {
            effects.push(TurnEffect::DefendEnded {
                bonus: v.defense_bonus,
            });
            v.defense_bonus = 0;
        }
        if v.readied.take().is_some() {
            effects.push(TurnEffect::ReadyEnded);
        }
        let stunned = std::mem::take(&mut v.stunned);
        if stunned {
            effects.push(TurnEffect::Stunned);
        }
        let dying = v.dying;
        let injuries = v.injuries.len() as u32;
        if let Some(c) = self.combat.as_mut() {
            c.current = TurnState::new(unit.clone(), stunned);
            c.commanded.clear();
        }
        if dying {
            let none = Bought {
                dice: 0,
                cost: 0,
                ap: None,
                free: None,
            };
            let test = self.run_test(
                unit,
                Spec {
                    wider: 1,
                    assisted: false,
                    ..Spec::new(Attribute::End, Skill::Survival, injuries, none)
                },
                dice,
            )?;
            let survived = test.passed;
            if !survived {
                let v = self.vitals_mut(unit)?;
                v.dead = true;
                v.dying = false;
                v.persistent.clear();
            }
            effects.push(TurnEffect::DyingTest {
                test: Box::new(test),
                survived,
            });
        }
        Ok(effects)
    }

    /// Takes a unit out of the order and the promises; if it was its turn,
    /// the next in order takes over (no turn-start effects); an empty order
    /// ends the combat.
    fn leave(&mut self, unit: &Unit, out: &mut Outcome) {
        self.pledges
            .retain(|p| p.helper != *unit && p.leader != *unit);
        let Some(combat) = self.combat.as_mut() else {
            return;
        };
        combat.commanded.retain(|u| u != unit);
        let opener_left = combat.opener.as_ref() == Some(unit);
        if opener_left {
            combat.opener = None;
        }
        let left = turns::leave(&mut combat.order, &combat.current.unit, unit);
        mark_ties(&mut combat.order);
        let next = match left {
            Left::Emptied => {
                let round = combat.round;
                self.combat = None;
                out.push(Event::CombatEnded { round });
                return;
            }
            // The opening turn ended with its holder: round 1 starts at the top.
            _ if combat.round == 0 && (opener_left || matches!(left, Left::Passed(_))) => {
                combat.round = 1;
                combat.order[0].unit.clone()
            }
            Left::Passed(step) => {
                if step.new_round {
                    combat.round = combat.round.saturating_add(1);
                }
                step.unit
            }
            Left::Absent | Left::Kept => return,
        };
        if next != combat.current.unit {
            combat.current = TurnState::new(next, false);
        }
    }

    /// Defend, Ready, Stun and commands end with the combat.
    fn clear_turn_state(&mut self) {
        for v in self
            .characters
            .iter_mut()
            .map(|c| &mut c.vitals)
            .chain(self.creatures.iter_mut().map(|c| &mut c.vitals))
        {
            v.defense_bonus = 0;
            v.readied = None;
            v.stunned = false;
        }
    }

    // ----- invariants -------------------------------------------------------------

    /// Checks every invariant of the state: schema version, names clean and
    /// unique, S.P.E.C.I.A.L. and ranks in range, three different tags, Luck
    /// within LCK, HP within the maximum, known items, armour and templates,
    /// injuries and persistent damage at locations of the unit's table,
    /// pools within their maximum, promises between existing units, and a
    /// combat order naming existing units once each with the turn inside it.
    pub fn validate(&self) -> Result<(), RuleError> {
        let bad = |reason: String| Err(RuleError::InvalidState { reason });
        if self.version != STATE_VERSION {
            return bad(format!("version {} is not {STATE_VERSION}", self.version));
        }
        if self.group_ap > GROUP_AP_MAX || self.gm_ap > GM_AP_MAX {
            return bad("an AP pool is over its maximum".to_owned());
        }
        if let Some(w) = &self.luck_window {
            if w.before.luck_window.is_some()
                || w.serial != self.rolls
                || !(pool::BASE_DICE as usize..=pool::MAX_DICE as usize).contains(&w.faces.len())
                || w.faces
                    .iter()
                    .chain(&w.assists)
                    .any(|f| !(1..=pool::SIDES).contains(f))
                || self.character_index(&w.character).is_err()
            {
                return bad("the latest roll kept for Luck is not valid".to_owned());
            }
            w.before.validate()?;
        }
        if !self.mines_valid() {
            return bad("a placed mine is not valid".to_owned());
        }
        let mut keys = std::collections::BTreeSet::new();
        for c in &self.characters {
            check_name(name::CHARACTER_NAME, &c.name)?;
            check_name(name::CHARACTER_NAME, &c.player)?;
            check_name(name::OWNER, &c.owner)?;
            if !keys.insert(name::key(&c.name)) {
                return bad(format!("the name {} is used twice", c.name));
            }
            // Creation's rules hold for life: nothing in play changes
            // S.P.E.C.I.A.L. (ranks change, by the GM's `rank`).
            if c.special
                .0
                .iter()
                .any(|v| !(character::SPECIAL_MIN..=character::SPECIAL_MAX).contains(v))
            {
                return bad(format!(
                    "{} has an attribute outside {}-{}",
                    c.name,
                    character::SPECIAL_MIN,
                    character::SPECIAL_MAX
                ));
            }
            // Creation makes exactly the total; a character brought over
            // from Foundry may be over it (levels and perks), never under.
            if c.special.total() < Special::CREATION_TOTAL {
                return bad(format!(
                    "{}'s S.P.E.C.I.A.L. adds up to {}, under {}",
                    c.name,
                    c.special.total(),
                    Special::CREATION_TOTAL
                ));
            }
            if c.ranks.iter().any(|r| *r > RANK_MAX) {
                return bad(format!("{} has a skill rank out of range", c.name));
            }
            if c.tags.len() != character::TAGS
                || c.tags
                    .iter()
                    .enumerate()
                    .any(|(i, t)| c.tags[..i].contains(t))
            {
                return bad(format!("{} must have three different tag skills", c.name));
            }
            if c.luck > u32::from(c.special.get(Attribute::Lck)) {
                return bad(format!("{} has more Luck points than LCK", c.name));
            }
            for x in &c.weapons {
                if self
                    .homebrew
                    .weapons
                    .find(&x.name)
                    .is_none_or(|w| *w.name != *x.name)
                    || !(1..=CARRY_MAX).contains(&x.count)
                {
                    return bad(format!("{} carries {} wrongly", c.name, x.name));
                }
            }
            for x in &c.chems {
                if self
                    .homebrew
                    .chems
                    .find(&x.name)
                    .is_none_or(|k| k.name != x.name)
                    || !(1..=CARRY_MAX).contains(&x.count)
                {
                    return bad(format!("{} carries {} wrongly", c.name, x.name));
                }
            }
            // A running homebrew dose carries its own copy of the chem.
            if c.vitals
                .chems
                .iter()
                .filter(|e| e.own.as_ref().is_none_or(|own| own.name != e.chem))
                .map(|e| &e.chem)
                .chain(c.vitals.doses.iter().map(|d| &d.name))
                .chain(&c.vitals.addictions)
                .any(|n| self.homebrew.chems.find(n).is_none_or(|k| k.name != *n))
            {
                return bad(format!("{} is under an unknown chem", c.name));
            }
            for x in &c.ammo {
                if self.homebrew.find_ammo(&x.name).as_deref() != Some(x.name.as_str())
                    || !(1..=CARRY_MAX).contains(&x.count)
                {
                    return bad(format!("{} carries {} wrongly", c.name, x.name));
                }
            }
            let mut covered: Vec<(&str, &ArmourPiece)> = Vec::new();
            for w in &c.worn {
                let Some(p) = w.row().filter(|p| *p.name == *w.piece) else {
                    return bad(format!("{} wears an unknown {}", c.name, w.piece));
                };
                if p.slot.needs_side() != w.side.is_some() {
                    return bad(format!("{} wears {} on a wrong side", c.name, w.piece));
                }
                for l in w.locations() {
                    // One piece a place and layer, but headgear under a
                    // hooded outfit.
                    if covered.iter().any(|(at, q)| {
                        *at == l && q.layer == p.layer && !super::apparel::worn_together(q, p)
                    }) {
                        return bad(format!("{} wears two pieces on {l}", c.name));
                    }
                    covered.push((l, p));
                }
            }
            if let Some(p) = &c.power {
                check_name(name::ITEM_NAME, &p.frame)?;
                if !p.valid() || p.core.unwrap_or(0) > super::fusion::CORE_CHARGES_MAX {
                    return bad(format!("{}'s power armour is not valid", c.name));
                }
            }
            if !super::diseases::valid(&c.vitals.diseases) {
                return bad(format!("{} has an unknown disease", c.name));
            }
            // Pieces whose scene re-roll is spent: item names, each once.
            for (i, used) in c.vitals.apparel_used.iter().enumerate() {
                check_name(name::ITEM_NAME, used)?;
                if c.vitals.apparel_used[..i]
                    .iter()
                    .any(|u| name::same(u, used))
                {
                    return bad(format!("{} spent the {used} re-roll twice", c.name));
                }
            }
            check_vitals(&c.name, &c.vitals, c.base_max_hp(), &HUMANOID, true)?;
        }
        for c in &self.creatures {
            check_name(name::ENEMY_NAME, &c.name)?;
            if !keys.insert(name::key(&c.name)) {
                return bad(format!("the name {} is used twice", c.name));
            }
            let Some(t) = c.profile().filter(|t| *t.name == *c.template) else {
                return bad(format!("{} has an unknown template", c.name));
            };
            if c.vitals.dying || c.vitals.unconscious {
                return bad(format!("{} is a creature and cannot be dying", c.name));
            }
            check_vitals(&c.name, &c.vitals, t.hp, t.locations, false)?;
        }
        let exists = |u: &Unit| match u {
            Unit::Character(n) => self.characters.iter().any(|c| c.name == *n),
            Unit::Creature(n) => self.creatures.iter().any(|c| c.name == *n),
        };
        for p in &self.pledges {
            if !exists(&p.helper) || !exists(&p.leader) || p.helper == p.leader {
                return bad("an assist names a unit wrongly".to_owned());
            }
        }
        self.validate_zones()?;
        if let Some(combat) = &self.combat {
            if combat.order.is_empty() {
                return bad("the combat order is empty".to_owned());
            }
            if combat.round == 0 && combat.opener.is_none() {
                return bad("round 0 is the opener's turn only".to_owned());
            }
            let mut seen = std::collections::BTreeSet::new();
            for e in &combat.order {
                if !exists(&e.unit) || !seen.insert(e.unit.clone()) {
                    return bad(format!("initiative names {} wrongly", e.unit.name()));
                }
            }
            let holds_turn = if combat.round == 0 {
                combat.opener.as_ref() == Some(&combat.current.unit)
            } else {
                combat.turn().is_some()
            };
            if !holds_turn {
                return bad("the turn being played is not the current unit's".to_owned());
            }
            let t = &combat.current;
            if t.minors > t.slots() || t.majors > t.slots() {
                return bad("the turn took more actions than allowed".to_owned());
            }
            if combat.opener.as_ref().is_some_and(|o| !exists(o))
                || combat.commanded.iter().any(|u| !exists(u))
            {
                return bad("the combat names a unit wrongly".to_owned());
            }
        }
        Ok(())
    }
}

/// Re-rolls the highest d20 of `faces` that scores nothing against
/// `target` (a chem's re-roll); `None` when every die scored.
fn reroll_worst(faces: &mut [u32], target: pool::Target, dice: &mut dyn Dice) -> Option<Reroll> {
    let (index, before) = faces
        .iter()
        .enumerate()
        .filter(|(_, f)| target.successes(**f) == 0)
        .max_by_key(|(i, f)| (**f, std::cmp::Reverse(*i)))
        .map(|(i, f)| (i, *f))?;
    let after = dice.roll(pool::SIDES);
    *faces.get_mut(index)? = after;
    Some(Reroll {
        index,
        before,
        after,
    })
}

/// Records an injury and its immediate effects: a leg drops the unit prone,
/// the head dazes it (no normal actions next turn), the torso bleeds.
fn injure(v: &mut Vitals, row: &'static LocationRow) -> Injury {
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

/// Takes up to `count` of an item from a list; returns how many are left.
pub(super) fn take_item(list: &mut Vec<Carried>, item: &str, count: u32) -> u32 {
    let Some(i) = list.iter().position(|x| x.name == item) else {
        return 0;
    };
    let left = list[i].count.saturating_sub(count);
    if left == 0 {
        list.remove(i);
    } else {
        list[i].count = left;
    }
    left
}

/// Marks entries that share their initiative with another.
fn mark_ties(order: &mut [InitiativeEntry]) {
    let values: Vec<u32> = order.iter().map(|e| e.initiative).collect();
    for e in order.iter_mut() {
        e.tied = values.iter().filter(|v| **v == e.initiative).count() > 1;
    }
}

fn creature_word_attribute(a: CreatureAttribute) -> &'static str {
    match a {
        CreatureAttribute::Body => "body",
        CreatureAttribute::Mind => "mind",
    }
}

fn creature_word_skill(s: CreatureSkill) -> &'static str {
    match s {
        CreatureSkill::Melee => "melee",
        CreatureSkill::Guns => "guns",
        CreatureSkill::Other => "other",
    }
}

/// A name as stored must be exactly what [`name::clean`] makes of it.
fn check_name(bound: name::Bound, text: &str) -> Result<(), RuleError> {
    if clean(bound, text)? != text {
        return Err(RuleError::InvalidState {
            reason: format!(
                "{} {} is not in its clean form",
                bound.what,
                name::echo(text)
            ),
        });
    }
    Ok(())
}

fn check_vitals(
    who: &str,
    v: &Vitals,
    base_max: u32,
    table: &'static [LocationRow],
    character: bool,
) -> Result<(), RuleError> {
    let bad = |reason: String| Err(RuleError::InvalidState { reason });
    if v.rads > RADS_MAX {
        return bad(format!("{who} has too much radiation"));
    }
    if v.hp > v.max_hp(base_max) {
        return bad(format!("{who} has {} HP of {}", v.hp, v.max_hp(base_max)));
    }
    if v.dying && (v.hp != 0 || v.dead) {
        return bad(format!("{who} is dying above 0 HP or dead"));
    }
    if character && v.hp == 0 && !v.dying && !v.dead && !v.unconscious && base_max > 0 {
        return bad(format!("{who} is at 0 HP but neither dying nor dead"));
    }
    if u64::from(v.cover) > COVER_MAX as u64 {
        return bad(format!("{who} has too many cover dice"));
    }
    let known = |l: &str| table.iter().any(|r| r.key == l);
    for i in &v.injuries {
        if table
            .iter()
            .find(|r| r.key == i.location)
            .is_none_or(|r| r.injury != i.kind)
        {
            return bad(format!("{who} has an injury at an unknown location"));
        }
    }
    for p in &v.persistent {
        if !known(&p.location) || p.dice == 0 || p.dice > damage::MAX_DICE {
            return bad(format!("{who} has persistent damage that is out of range"));
        }
    }
    for b in &v.broken {
        if !known(&b.location) {
            return bad(format!("{who} has broken DR at an unknown location"));
        }
    }
    if let Some(r) = &v.readied {
        check_name(name::CONCEPT, r)?;
    }
    Ok(())
}

impl crate::engine::roster::Roster for Campaign {
    fn owners(&self) -> Vec<(&str, &str)> {
        self.characters
            .iter()
            .map(|c| (c.name.as_str(), c.owner.as_str()))
            .collect()
    }

    fn enemies(&self) -> Vec<&str> {
        self.creatures.iter().map(|e| e.name.as_str()).collect()
    }
}
