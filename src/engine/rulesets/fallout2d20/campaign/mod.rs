//! The Fallout 2d20 campaign aggregate and its one entry point,
//! [`Campaign::execute`], plus [`Campaign::validate`], which checks every
//! invariant of a state that did not come from `execute` (an import).
//!
//! `execute` runs a command against a copy of the campaign and keeps the copy
//! only when the command succeeds, so a refused command leaves the campaign
//! exactly as it was, however far it got.
//!
//! This module holds the aggregate and the dispatch; each family of commands
//! lives in its own submodule: the field (`roster`), gear (`gear`),
//! actions and tests (`actions`, `skill_test`, `first_aid`,
//! `attack`), harm and care (`harm`), scenes and combat turns
//! (`turns`), the AP pools (`ap`), Luck re-rolls (`luck`), look-ups on
//! units (`units`) and the invariants of a state (`validate`).

use serde::{Deserialize, Serialize};

use crate::engine::dice::Dice;
use crate::engine::mechanics::pool::Target;
use crate::engine::mechanics::special::Attribute;
use crate::engine::name;

use super::character::{Character, Creature};
use super::command::Command;
use super::damage::CombatRoll;
use super::data::{LocationRow, Weapon};
use super::error::{free_name, RuleError, Unknown};
use super::outcome::{Bought, Combat, Outcome, Pledge, Unit};
use super::skills::Skill;

mod actions;
mod ap;
mod attack;
mod first_aid;
mod gear;
mod harm;
mod luck;
mod roster;
mod skill_test;
mod turns;
mod units;
mod validate;

pub(super) use gear::take_item;

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
    /// On a bonus die's replay of a Finesse attack: the combat dice of the
    /// roll Finesse replaced, so the bonus die joins the roll that stands
    /// (never stored).
    #[serde(skip)]
    finesse_first: Option<u32>,
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
    /// would fall (after the location die and the combat dice; after a
    /// Finesse attack's re-rolled dice).
    #[serde(default)]
    pub bonus_at: Option<usize>,
    /// For a Finesse attack: the combat dice of the roll it replaced.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub finesse_first: Option<u32>,
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
            finesse_first: None,
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
    /// The re-roll perks the situation calls for (Center Mass, Steady
    /// Aim, Medic), re-rolling when held.
    perks: Vec<&'static str>,
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
            perks: Vec::new(),
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
            next.open_window(self, command, &recorder.faces, luck::bonus_slot(&outcome));
            *self = next;
        }
        Ok(outcome)
    }

    /// A mod, an origin or a robot's part: its one event.
    fn apply_parts(&mut self, command: &Command) -> Result<super::outcome::Event, RuleError> {
        use super::outcome::Event;
        Ok(match command {
            Command::Mod {
                character,
                item,
                name,
                remove,
            } => Event::Modded {
                change: self.attach_mod(character, item, name, *remove)?,
            },
            Command::Origin {
                character,
                origin,
                traits,
            } => Event::OriginSet {
                set: self.set_origin(character, origin, traits)?,
            },
            Command::Robot {
                character,
                location,
                part,
                remove,
            } => Event::RobotPart {
                change: self.robot_part(character, location, part, *remove)?,
            },
            _ => {
                return Err(RuleError::InvalidState {
                    reason: "not a command of parts".into(),
                })
            }
        })
    }

    /// Carries out one command on this copy of the campaign: each family of
    /// commands has its own dispatcher, each command its own function.
    fn apply(&mut self, command: &Command, dice: &mut dyn Dice) -> Result<Outcome, RuleError> {
        let mut out = Outcome::default();
        match command {
            Command::AddCreatureWords { words, ally } => {
                return self.apply(&self.typed_creatures(words, *ally), dice);
            }
            Command::AddCharacter(_)
            | Command::RemoveCharacter { .. }
            | Command::Status { .. }
            | Command::AddCreature { .. }
            | Command::RemoveCreature { .. }
            | Command::SetRank { .. } => self.apply_field(command, &mut out)?,
            Command::CreateCharacter(creation) => self.create_character(creation, &mut out)?,
            Command::Xp { .. } | Command::LevelUp { .. } | Command::Read { .. } => {
                self.apply_growth(command, &mut out)?;
            }
            Command::Give { .. }
            | Command::Take { .. }
            | Command::Wear { .. }
            | Command::Doff { .. }
            | Command::PowerArmor { .. }
            | Command::Repair { .. }
            | Command::FusionCore { .. }
            | Command::Mine { .. } => self.apply_gear(command, &mut out)?,
            Command::Action { .. }
            | Command::Attack(_)
            | Command::Test { .. }
            | Command::Defend { .. }
            | Command::FirstAid { .. }
            | Command::Rally { .. }
            | Command::CommandNpc { .. }
            | Command::StopPersistent { .. }
            | Command::CombatDice { .. } => self.apply_action(command, dice, &mut out)?,
            Command::Hurt { .. }
            | Command::AirbornePoison { .. }
            | Command::Heal { .. }
            | Command::CureRads { .. }
            | Command::Cover { .. }
            | Command::Disease { .. } => self.apply_harm(command, &mut out)?,
            Command::SetAp { .. }
            | Command::StartSession
            | Command::Initiative { .. }
            | Command::Order { .. }
            | Command::NextTurn
            | Command::EndCombat
            | Command::Zone { .. }
            | Command::ZoneRange { .. } => self.apply_scene(command, dice, &mut out)?,
            Command::Mod { .. } | Command::Origin { .. } | Command::Robot { .. } => {
                out.push(self.apply_parts(command)?);
            }
            Command::Reroll { character, .. }
            | Command::ApparelReroll { character, .. }
            | Command::BonusDie { character, .. } => {
                // Only `execute` re-rolls; a re-roll is never replayed.
                return Err(RuleError::NoRoll {
                    name: name::echo(character),
                });
            }
        }
        Ok(out)
    }

    crate::engine::roster::roster_lookups!(creatures, creature_index, Creature);
}

crate::engine::roster::roster_of!(Campaign, characters, creatures);
