//! Weapon qualities of the Fallout 2d20 game as the published core rules
//! apply them (the Foundry VTT Fallout system's quality texts carry the same
//! rules): the numbers they use, who a Blast strikes, who stands within
//! Reach, and [`QualityUse`], the record of each quality an attack applied.
//!
//! The attack itself (in [`super::campaign`]) calls these; the rules
//! reference `docs/rulesets/fallout-2d20.md` lists each quality with what
//! the engine does.

use serde::{Deserialize, Serialize};

use super::campaign::Campaign;
use super::data::RangeBand;
use super::outcome::{ApMove, AttackReport, Unit};

/// Blast: the attack's basic difficulty (instead of the target's Defense).
pub const BLAST_DIFFICULTY: u32 = 2;
/// A ranged attack made within Reach of an enemy: difficulty added (none
/// with a Close Quarters weapon).
pub const REACH_STEP: u32 = 2;
/// A Two-Handed weapon used in one hand (the other arm injured): difficulty added.
pub const ONE_HANDED_STEP: u32 = 2;
/// Gatling: shots in each burst where another weapon spends one.
pub const GATLING_BURST: u32 = 10;
/// Gatling: combat dice each extra burst adds.
pub const GATLING_DICE: u32 = 2;

/// Whether a number is 0 (serde leaves such a part of a difficulty out, so
/// reports without it read as before).
#[allow(clippy::trivially_copy_pass_by_ref)] // serde passes a reference
#[must_use]
pub fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// A quality as one attack applied it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "quality", rename_all = "snake_case")]
pub enum QualityUse {
    /// The blast struck every unit in the target's zone (a miss: half the
    /// weapon's dice, no damage effects).
    Blast {
        /// The zone (`None`: the target stands in none, so it alone).
        zone: Option<String>,
        /// Every unit struck, the target first.
        targets: Vec<Unit>,
        /// Whether the attack missed.
        missed: bool,
    },
    /// A ranged attack within Reach of an enemy: +2 difficulty.
    WithinReach,
    /// Close Quarters: no added difficulty within Reach of an enemy.
    CloseQuarters,
    /// A Two-Handed weapon in one hand: +2 difficulty.
    OneHanded,
    /// Reliable: the first complication of the combat with it was ignored.
    Reliable,
    /// Gatling: shots spent in bursts of ten, two dice per extra burst.
    Gatling {
        /// Extra bursts spent for damage.
        bursts: u32,
    },
    /// Parry: the target spent 1 AP for +1 Defense.
    Parry {
        /// The target's pool paid.
        ap: Option<ApMove>,
    },
    /// Debilitating: injuries it inflicted are harder to treat (+1).
    Debilitating {
        /// Injuries marked.
        injuries: u32,
    },
    /// Emp (the Pulse Grenade): it strikes machines only.
    Emp {
        /// The units it would have struck that are no robots.
        spared: Vec<Unit>,
    },
}

impl Campaign {
    /// Whether two units fight on opposite sides (characters and allied
    /// creatures against the other creatures).
    #[must_use]
    pub fn hostile(&self, a: &Unit, b: &Unit) -> bool {
        let players = |u: &Unit| match u {
            Unit::Character(_) => true,
            Unit::Creature(n) => self.creatures.iter().any(|c| c.name == *n && c.ally),
        };
        players(a) != players(b)
    }

    /// Whether an able enemy stands within Reach of `unit`: in its zone, at
    /// Close range. Without zones nobody is known to be that near.
    #[must_use]
    pub fn enemy_within_reach(&self, unit: &Unit) -> bool {
        let Some(zone) = self.zone_of(unit) else {
            return false;
        };
        let zone = zone.to_owned();
        self.units_in_zone(&zone).iter().any(|other| {
            self.hostile(unit, other)
                && self.vitals(other).is_ok_and(super::character::Vitals::able)
                && self.band_between(unit, other) == Some(RangeBand::Close)
        })
    }

    /// The units a Blast aimed at `target` strikes: every unit not dead in
    /// the target's zone, the target first; the target alone when it stands
    /// in no zone.
    #[must_use]
    pub fn blast_targets(&self, target: &Unit) -> (Option<String>, Vec<Unit>) {
        let Some(zone) = self.zone_of(target).map(str::to_owned) else {
            return (None, vec![target.clone()]);
        };
        let mut all = vec![target.clone()];
        all.extend(
            self.units_in_zone(&zone)
                .into_iter()
                .filter(|u| u != target && self.vitals(u).is_ok_and(|v| !v.dead)),
        );
        (Some(zone), all)
    }

    /// Debilitating: marks every injury the attack inflicted (those past
    /// each unit's count before it) and their copies in the report; returns
    /// how many were marked.
    pub(super) fn mark_debilitating(
        &mut self,
        before: &[(Unit, usize)],
        report: &mut AttackReport,
    ) -> u32 {
        let mut marked = 0;
        for (unit, count) in before {
            if let Ok(v) = self.vitals_mut(unit) {
                for injury in v.injuries.iter_mut().skip(*count) {
                    injury.debilitating = true;
                    marked += 1;
                }
            }
        }
        let struck = |u: &Unit| before.iter().any(|(b, _)| b == u);
        for h in report.hits.iter_mut().filter(|h| struck(&h.target)) {
            for injury in &mut h.harm.injuries {
                injury.debilitating = true;
            }
        }
        for r in report.radiation.iter_mut().filter(|r| struck(&r.target)) {
            for injury in &mut r.harm.injuries {
                injury.debilitating = true;
            }
        }
        marked
    }
}
