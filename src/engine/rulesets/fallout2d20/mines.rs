//! Mines (the Mine quality): a character places a mine they carry in the
//! zone they stand in; when an enemy of the character moves into that zone
//! (Move, Sprint, or the GM's `zone`), the mine explodes: one roll of its
//! combat dice, and with Blast every unit in the zone takes it at its own
//! hit location and DR, as a Blast hit; then the mine is gone.
//!
//! The published quality: "when a Mine is placed onto a surface and
//! primed, it becomes a dangerous object, inflicting its damage upon anyone
//! who comes within Reach of it (and upon additional characters, if it has
//! the Blast quality)". Every decision is in `docs/rulesets/fallout-2d20.md`,
//! "Mines".

use serde::{Deserialize, Serialize};

use crate::engine::dice::Dice;
use crate::engine::name;

use super::campaign::{Blow, Campaign};
use super::command::AttackCommand;
use super::damage::{roll_combat, CombatRoll};
use super::data::{NpcKind, Quality, Weapon};
use super::error::{RuleError, Unknown};
use super::outcome::{Applied, Event, HitKind, HitReport, Outcome, RadReport, Unit};

/// Most mines a campaign keeps placed (a bound on the state).
pub const MINES_MAX: usize = 100;

/// A mine placed in a zone.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlacedMine {
    /// The mine's row as it was placed (homebrew included).
    pub row: Weapon,
    /// The zone it lies in.
    pub zone: String,
    /// The character who placed it: their enemies set it off.
    pub by: String,
}

/// What a mine's explosion did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MineBlast {
    /// The mine.
    pub mine: String,
    /// The zone.
    pub zone: String,
    /// Who placed it.
    pub by: String,
    /// Who set it off.
    pub trigger: Unit,
    /// Its combat dice.
    pub roll: CombatRoll,
    /// Every unit struck, the one who set it off first.
    pub hits: Vec<HitReport>,
    /// Damage effects as applied.
    pub applied: Vec<Applied>,
    /// Radiation, resolved after the rest.
    pub radiation: Vec<RadReport>,
}

impl Campaign {
    /// An attack with a mine is refused: mines are placed.
    pub(super) fn refuse_mine_attack(&self, a: &AttackCommand) -> Result<(), RuleError> {
        let Ok(u) = self.unit(&a.attacker) else {
            return Ok(());
        };
        let is_mine = self
            .character_index(u.name())
            .ok()
            .and_then(|i| {
                self.characters[i]
                    .weapons
                    .iter()
                    .find(|w| name::same(&w.name, &a.weapon))
                    .and_then(|w| self.homebrew.weapons.find(&w.name))
            })
            .filter(|w| w.has(Quality::Mine));
        match is_mine {
            Some(w) => Err(RuleError::MineNotFired {
                weapon: w.name.to_string(),
            }),
            None => Ok(()),
        }
    }

    /// `mine <character> <mine>`: one carried mine into the character's zone.
    pub(super) fn place_mine(
        &mut self,
        character: &str,
        mine: &str,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let i = self.character_index(character)?;
        let brew = &self.homebrew.weapons;
        let row = brew
            .find(mine)
            .ok_or_else(|| RuleError::unknown(Unknown::Weapon, mine, brew.names()))?;
        if !row.has(Quality::Mine) {
            return Err(RuleError::NotAMine {
                weapon: row.name.to_string(),
            });
        }
        let c = &self.characters[i];
        if c.carried(&row.name) == 0 {
            return Err(RuleError::NotCarried {
                character: c.name.clone(),
                item: row.name.to_string(),
            });
        }
        let Some(zone) = c.vitals.zone.clone() else {
            return Err(RuleError::NoZone {
                character: c.name.clone(),
            });
        };
        if self.mines.len() >= MINES_MAX {
            return Err(RuleError::range(
                "mines",
                MINES_MAX as i64 + 1,
                0,
                MINES_MAX as i64,
            ));
        }
        let c = &mut self.characters[i];
        let left = super::campaign::take_item(&mut c.weapons, &row.name, 1);
        let by = c.name.clone();
        out.push(Event::MinePlaced {
            character: by.clone(),
            mine: row.name.to_string(),
            zone: zone.clone(),
            left,
        });
        self.mines.push(PlacedMine { row, zone, by });
        Ok(())
    }

    /// After `unit` changed zone from `from`: every mine in its new zone
    /// placed by one of its enemies explodes, in the order placed.
    pub(super) fn mines_after_move(
        &mut self,
        unit: &str,
        from: Option<&str>,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let Ok(u) = self.unit(unit) else {
            return Ok(());
        };
        let Some(zone) = self.zone_of(&u).map(str::to_owned) else {
            return Ok(());
        };
        if from.is_some_and(|f| name::same(f, &zone)) || self.mines.is_empty() {
            return Ok(());
        }
        let (set_off, kept): (Vec<PlacedMine>, Vec<PlacedMine>) =
            std::mem::take(&mut self.mines).into_iter().partition(|m| {
                name::same(&m.zone, &zone) && self.hostile(&Unit::Character(m.by.clone()), &u)
            });
        self.mines = kept;
        for mine in set_off {
            if self.vitals(&u).is_ok_and(|v| v.dead) {
                // Nothing left to set the rest off: they stay.
                self.mines.push(mine);
                continue;
            }
            let blast = self.explode(&mine, &u, dice)?;
            out.push(Event::MineTriggered {
                blast: Box::new(blast),
            });
        }
        Ok(())
    }

    /// One mine goes off under `trigger`.
    fn explode(
        &mut self,
        mine: &PlacedMine,
        trigger: &Unit,
        dice: &mut dyn Dice,
    ) -> Result<MineBlast, RuleError> {
        let w = &mine.row;
        let roll = roll_combat(dice, w.damage.min(super::damage::MAX_DICE));
        let blow = Blow {
            weapon: w,
            roll: &roll,
            effects: roll.effects,
        };
        let mut struck = if w.has(Quality::Blast) {
            self.blast_targets(trigger).1
        } else {
            vec![trigger.clone()]
        };
        let spared = self.emp_spared(w, &struck);
        struck.retain(|t| !spared.contains(t));
        let (mut hits, mut applied, mut rads) = (Vec::new(), Vec::new(), Vec::new());
        for (k, t) in struck.iter().enumerate() {
            let location = self.pick_location(t, None, dice);
            let kind = if k == 0 && t == trigger {
                HitKind::Primary
            } else {
                HitKind::Blast
            };
            self.hit_target(
                t,
                location,
                kind,
                &blow,
                dice,
                &mut hits,
                &mut applied,
                &mut rads,
            )?;
        }
        let radiation = self.resolve_radiation(rads)?;
        Ok(MineBlast {
            mine: w.name.to_string(),
            zone: mine.zone.clone(),
            by: mine.by.clone(),
            trigger: trigger.clone(),
            roll,
            hits,
            applied,
            radiation,
        })
    }

    /// Checks the mines of a state that did not come from `execute`.
    pub(super) fn mines_valid(&self) -> bool {
        self.mines.len() <= MINES_MAX
            && self.mines.iter().all(|m| {
                m.row.has(Quality::Mine)
                    && super::error::clean(super::zones::ZONE_NAME, &m.zone)
                        .is_ok_and(|z| z == m.zone)
            })
    }
}

impl Campaign {
    /// The units among `struck` an `emp` weapon spares: every one that is no
    /// robot, as the Pulse Mine's and the Pulse Grenade's published special
    /// strikes machines only; none for any other weapon.
    pub(super) fn emp_spared(&self, weapon: &Weapon, struck: &[Unit]) -> Vec<Unit> {
        if !weapon.has(Quality::Emp) {
            return Vec::new();
        }
        struck
            .iter()
            .filter(|t| {
                !matches!(t, Unit::Creature(n) if self
                    .creatures
                    .iter()
                    .any(|c| c.name == *n && c.profile().is_some_and(|p| p.kind == NpcKind::Robot)))
            })
            .cloned()
            .collect()
    }
}
