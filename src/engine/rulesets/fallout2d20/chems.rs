//! Chems of the Fallout 2d20 game: the table (`content/fallout-2d20/chems.json`,
//! the core rulebook's numbers through the Foundry VTT Fallout system's
//! compendium), the effects a dose leaves on a character while it lasts, and
//! the Take Chem minor action (`action <unit> take-chem <chem>`): one dose
//! leaves the inventory, its effect applies for its duration, and an
//! addictive chem rolls for addiction.
//!
//! Durations: instant (applied at once), brief (until the end of the taker's
//! next turn) and lasting (the scene: until the combat ends or the GM starts
//! a session). Addiction, as published: doses of one chem are counted; from
//! the dose that reaches the chem's Addiction number on, the taker rolls one
//! combat die per dose, and as many Effects (faces 5 and 6) as the Addiction
//! number make them addicted (the count starts again at 1).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::engine::content::{self, Table};
use crate::engine::dice::Dice;
use crate::engine::mechanics::special::Attribute;
use crate::engine::name;

use super::campaign::Campaign;
use super::character::{Carried, Vitals};
use super::damage::{roll_combat, CombatRoll};
use super::data::Dr;
use super::error::{RuleError, Unknown};
use super::outcome::{HpChange, Unit};
use super::skills::Skill;

/// How long a chem's effect lasts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChemDuration {
    /// Applied at once (healing).
    Instant,
    /// Until the end of the taker's next turn.
    Brief,
    /// The scene: until the combat ends or a session starts.
    Lasting,
}

/// Most AP of its own a chem taker holds at once.
pub const CHEM_AP_MAX: u32 = 12;

/// One row of `chems.json`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Chem {
    /// Its name.
    pub name: content::Text,
    /// How long it lasts.
    pub duration: ChemDuration,
    /// HP healed at once.
    #[serde(default)]
    pub heal: u32,
    /// Radiation healed at once.
    #[serde(default)]
    pub cure_rads: u32,
    /// Physical DR added everywhere while it lasts.
    #[serde(default)]
    pub physical_dr: u32,
    /// Radiation DR added everywhere while it lasts.
    #[serde(default)]
    pub radiation_dr: u32,
    /// Combat dice added to the taker's attacks while it lasts.
    #[serde(default)]
    pub damage_dice: u32,
    /// AP less for each extra action (the second minor or major) while it lasts.
    #[serde(default)]
    pub extra_action_discount: u32,
    /// Maximum HP added while it lasts.
    #[serde(default)]
    pub max_hp: u32,
    /// Combat dice added to the taker's melee attacks while it lasts.
    #[serde(default)]
    pub melee_damage_dice: u32,
    /// AP the taker gains at once, its own to spend before the group's;
    /// what is left is lost at the end of its turn (or of the scene).
    #[serde(default)]
    pub ap: u32,
    /// AP the taker gains, the same way, at the start of each of its turns
    /// while it lasts.
    #[serde(default)]
    pub ap_each_turn: u32,
    /// Attributes whose tests re-roll one d20 while it lasts.
    #[serde(default)]
    pub reroll: Vec<Attribute>,
    /// Skills whose tests re-roll one d20 while it lasts (Grape Mentats:
    /// Barter), as [`Chem::reroll`] does for attributes.
    #[serde(default)]
    pub reroll_skills: Vec<Skill>,
    /// More d20s the Aim minor action re-rolls while it lasts (Orange
    /// Mentats: one).
    #[serde(default)]
    pub aim_rerolls: u32,
    /// Blank combat dice each of the taker's damage rolls re-rolls while it
    /// lasts (Overdrive: up to three).
    #[serde(default)]
    pub damage_rerolls: u32,
    /// Bought d20s of each of the taker's tests that cost nothing while it
    /// lasts (X-Cell: the first), counted from the first bought.
    #[serde(default)]
    pub free_bought_dice: u32,
    /// Combat dice added to the taker's sneak attacks while it lasts
    /// (Calmex: two).
    #[serde(default)]
    pub sneak_damage_dice: u32,
    /// Difficulty added to tests of an attribute while it lasts (negative:
    /// taken off; a difficulty never falls below 0).
    #[serde(default)]
    pub difficulty: BTreeMap<Attribute, i32>,
    /// Whether it ends every addiction (Addictol).
    #[serde(default)]
    pub cure_addictions: bool,
    /// Whether it ends every disease the taker carries (Antibiotics).
    #[serde(default)]
    pub cure_diseases: bool,
    /// Its Addiction number (`None`: not addictive).
    #[serde(default)]
    pub addiction: Option<u32>,
    /// Combat dice of radiation taking it rolls (irradiated food and drink:
    /// one radiation per Effect, less the lowest radiation DR; 0: none).
    #[serde(default, skip_serializing_if = "super::qualities::is_zero")]
    pub radiation_dice: u32,
    /// Its published weight.
    pub weight: super::published::Weight,
    /// Its published cost in caps.
    pub cost: u32,
    /// Its published rarity.
    pub rarity: u32,
}

/// Every chem (`content/fallout-2d20/chems.json`).
pub static CHEMS: Table<Chem> = crate::content_table!("fallout-2d20/chems.json");

impl Chem {
    /// The chem named `text` (name identity).
    #[must_use]
    pub fn find(text: &str) -> Option<&'static Chem> {
        CHEMS.iter().find(|c| name::same(&c.name, text))
    }

    /// Every chem's name.
    #[must_use]
    pub fn names() -> Vec<String> {
        CHEMS.iter().map(|c| c.name.to_string()).collect()
    }
}

/// A chem's effect running on a character.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChemEffect {
    /// The chem.
    pub chem: String,
    /// How long it lasts.
    pub duration: ChemDuration,
    /// Brief: the taker's turn ends left before it ends (`None`: lasting).
    pub turns_left: Option<u32>,
    /// A copy of the campaign's homebrew chem taken, so replacing or
    /// removing the entry never changes a dose already running (`None`:
    /// a shipped chem, read by name).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub own: Option<Box<Chem>>,
}

/// Combat dice a running chem re-rolled in a damage roll (Overdrive).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChemDamageRerolls {
    /// The chems that re-rolled them.
    pub chems: Vec<String>,
    /// Each re-rolled die (its position in the roll, the face before and after).
    pub dice: Vec<super::outcome::Reroll>,
}

/// Bought d20s of a test that running chems made free (X-Cell).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FreeDice {
    /// How many.
    pub dice: u32,
    /// The chems that made them free.
    pub chems: Vec<String>,
}

/// An addiction roll.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AddictionRoll {
    /// Doses counted (the dice rolled).
    pub doses: u32,
    /// The Addiction number.
    pub addiction: u32,
    /// The combat dice.
    pub roll: CombatRoll,
    /// Whether the taker is now addicted.
    pub addicted: bool,
}

/// What a Take Chem did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChemTaken {
    /// The chem.
    pub chem: String,
    /// How long it lasts.
    pub duration: ChemDuration,
    /// Doses left in the inventory.
    pub left: u32,
    /// HP healed (instant healing chems).
    pub healed: Option<HpChange>,
    /// Radiation before and after (RadAway).
    pub rads: Option<(u32, u32)>,
    /// The addiction roll, when one was made.
    pub addiction: Option<AddictionRoll>,
    /// AP gained at once (the taker's own AP after it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ap: Option<u32>,
    /// Addictions it ended.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cured: Vec<String>,
    /// Diseases it ended (Antibiotics).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub diseases_cured: Vec<String>,
    /// The radiation an irradiated food or drink gave.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub irradiated: Option<Box<ChemRadiation>>,
}

/// The radiation dice of an irradiated food or drink and what they did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChemRadiation {
    /// The combat dice (each Effect is one radiation).
    pub roll: CombatRoll,
    /// The radiation taken, whole-body.
    pub report: super::outcome::RadReport,
}

/// What the running chems did to one test.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChemTest {
    /// The chems that changed it.
    pub chems: Vec<String>,
    /// The difficulty the test was asked at.
    pub asked: u32,
    /// The difficulty it was rolled at.
    pub difficulty: u32,
    /// The d20 a chem re-rolled.
    pub reroll: Option<super::outcome::Reroll>,
    /// The further d20 an Aim re-rolled through a chem (Orange Mentats).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub aim: Option<super::outcome::Reroll>,
}

fn running(effects: &[ChemEffect]) -> impl Iterator<Item = &Chem> + '_ {
    effects
        .iter()
        .filter_map(|e| e.own.as_deref().or_else(|| Chem::find(&e.chem)))
}

/// Maximum HP the running chems add.
#[must_use]
pub fn chem_max_hp(effects: &[ChemEffect]) -> u32 {
    running(effects).map(|c| c.max_hp).sum()
}

/// Combat dice the running chems add to melee attacks.
#[must_use]
pub fn chem_melee_dice(effects: &[ChemEffect]) -> u32 {
    running(effects).map(|c| c.melee_damage_dice).sum()
}

/// Bought d20s the running chems make free on each test (X-Cell), with
/// those chems.
#[must_use]
pub fn chem_free_dice(effects: &[ChemEffect]) -> (u32, Vec<String>) {
    running(effects).filter(|c| c.free_bought_dice > 0).fold(
        (0, Vec::new()),
        |(n, mut names), c| {
            names.push(c.name.to_string());
            (n + c.free_bought_dice, names)
        },
    )
}

/// Combat dice the running chems add to sneak attacks (Calmex), with
/// those chems.
#[must_use]
pub fn chem_sneak_dice(effects: &[ChemEffect]) -> (u32, Vec<String>) {
    running(effects).filter(|c| c.sneak_damage_dice > 0).fold(
        (0, Vec::new()),
        |(n, mut names), c| {
            names.push(c.name.to_string());
            (n + c.sneak_damage_dice, names)
        },
    )
}

/// AP the running chems give at the start of each turn.
#[must_use]
pub fn chem_ap_each_turn(effects: &[ChemEffect]) -> u32 {
    running(effects).map(|c| c.ap_each_turn).sum()
}

/// The running chems' difficulty change for a test of `attribute`, and
/// whether one re-rolls a d20 of it; with the chems that do either.
#[must_use]
pub fn chem_test(effects: &[ChemEffect], attribute: Attribute) -> (i32, bool, Vec<String>) {
    let mut delta = 0;
    let mut reroll = false;
    let mut names = Vec::new();
    for c in running(effects) {
        let d = c.difficulty.get(&attribute).copied().unwrap_or(0);
        let r = c.reroll.contains(&attribute);
        if d != 0 || r {
            delta += d;
            reroll |= r;
            names.push(c.name.to_string());
        }
    }
    (delta, reroll, names)
}

/// The running chems that re-roll a d20 on tests of `skill`.
#[must_use]
pub fn chem_skill_reroll(effects: &[ChemEffect], skill: Skill) -> Vec<String> {
    running(effects)
        .filter(|c| c.reroll_skills.contains(&skill))
        .map(|c| c.name.to_string())
        .collect()
}

/// More d20s an Aim re-rolls under the running chems, with those chems.
#[must_use]
pub fn chem_aim_rerolls(effects: &[ChemEffect]) -> (u32, Vec<String>) {
    running(effects)
        .filter(|c| c.aim_rerolls > 0)
        .fold((0, Vec::new()), |(n, mut names), c| {
            names.push(c.name.to_string());
            (n + c.aim_rerolls, names)
        })
}

/// Re-rolls up to `n` blank combat dice of `roll`, first to last. A blank
/// is the lowest face (no damage, no Effect), so a re-roll of one never
/// loses anything: the engine's choice for a rule that lets the player pick
/// which dice to re-roll.
pub fn reroll_blanks(
    roll: &CombatRoll,
    n: u32,
    dice: &mut dyn Dice,
) -> (CombatRoll, Vec<super::outcome::Reroll>) {
    let mut faces: Vec<u32> = roll.dice.iter().map(|d| d.face).collect();
    let mut rerolled = Vec::new();
    for (index, d) in roll.dice.iter().enumerate() {
        if rerolled.len() as u32 >= n {
            break;
        }
        if d.damage == 0 && !d.effect {
            let after = dice.roll(super::damage::SIDES);
            faces[index] = after;
            rerolled.push(super::outcome::Reroll {
                index,
                before: d.face,
                after,
            });
        }
    }
    (super::damage::read_combat(&faces), rerolled)
}

/// The DR every running chem adds.
#[must_use]
pub fn chem_dr(effects: &[ChemEffect]) -> Dr {
    running(effects).fold(Dr::NONE, |acc, c| {
        acc.plus(&Dr::new(c.physical_dr, 0, c.radiation_dr, 0))
    })
}

/// Combat dice the running chems add to attacks.
#[must_use]
pub fn chem_damage_dice(effects: &[ChemEffect]) -> u32 {
    running(effects).map(|c| c.damage_dice).sum()
}

/// AP taken off each extra action by the running chems.
#[must_use]
pub fn chem_action_discount(effects: &[ChemEffect]) -> u32 {
    running(effects).map(|c| c.extra_action_discount).sum()
}

impl Campaign {
    /// Take Chem: a dose of `chem` from `unit`'s inventory (a character),
    /// its effect, and the addiction roll.
    pub(super) fn take_chem(
        &mut self,
        unit: &Unit,
        chem: &str,
        dice: &mut dyn Dice,
    ) -> Result<ChemTaken, RuleError> {
        let brew = &self.homebrew.chems;
        let c = brew
            .find(chem)
            .ok_or_else(|| RuleError::unknown(Unknown::Item, chem, brew.names()))?;
        let own = brew.is_homebrew(&c.name).then(|| Box::new(c.clone()));
        let i = self.character_index(unit.name())?;
        if self.characters[i].is_robot() {
            return Err(RuleError::RobotNoChems {
                character: self.characters[i].name.clone(),
                item: c.name.to_string(),
            });
        }
        let own_turn = self
            .combat
            .as_ref()
            .is_some_and(|x| x.current.unit == *unit);
        let ch = &mut self.characters[i];
        let have = ch
            .chems
            .iter()
            .find(|x| x.name == c.name)
            .map_or(0, |x| x.count);
        if have == 0 {
            return Err(RuleError::NotCarried {
                character: ch.name.clone(),
                item: c.name.to_string(),
            });
        }
        let left = super::campaign::take_item(&mut ch.chems, &c.name, 1);
        let max = ch.max_hp();
        let faster = super::perk_effects::faster_healing(ch);
        let v = &mut ch.vitals;
        let mut taken = dose_effect(&c, v, max, faster);
        taken.left = left;
        if c.duration != ChemDuration::Instant {
            // A brief chem taken in the taker's own turn outlasts that turn's
            // end and ends with the next one's.
            let turns_left = (c.duration == ChemDuration::Brief).then_some(1 + u32::from(own_turn));
            v.chems.retain(|e| e.chem != c.name);
            v.chems.push(ChemEffect {
                chem: c.name.to_string(),
                duration: c.duration,
                turns_left,
                own,
            });
        }
        taken.addiction = addiction_roll(&c, v, dice);
        if c.radiation_dice > 0 {
            taken.irradiated = Some(Box::new(self.eat_radiation(
                unit,
                c.radiation_dice,
                dice,
            )?));
        }
        Ok(taken)
    }

    /// Irradiated food and drink, as the Foundry system rolls it: so many
    /// combat dice, one radiation per Effect, less the taker's lowest
    /// radiation DR (the whole body), then taken as any radiation.
    fn eat_radiation(
        &mut self,
        unit: &Unit,
        n: u32,
        dice: &mut dyn Dice,
    ) -> Result<ChemRadiation, RuleError> {
        let roll = roll_combat(dice, n.min(super::damage::MAX_DICE));
        let inflicted = roll.effects;
        let mut drs = Vec::new();
        for row in self.locations(unit) {
            drs.push(self.dr_at(unit, row.key)?);
        }
        let dr = match super::character::lowest_radiation(drs.into_iter()) {
            super::data::Resist::Dr(v) => Some(v),
            super::data::Resist::Immune => None,
        };
        let taken = dr.map_or(0, |v| inflicted.saturating_sub(v));
        let row = self.hurt_location(unit, None)?;
        let mut report = self.irradiate(unit, taken, inflicted, row)?;
        "whole-body".clone_into(&mut report.location);
        report.before_dr = inflicted;
        report.dr = dr;
        Ok(ChemRadiation { roll, report })
    }

    /// The end of a unit's turn: its chem AP left is lost, brief chems
    /// count down and end (HP over the maximum they gave is lost with
    /// them). Returns the chems that ended.
    pub(super) fn chems_turn_ended(&mut self, unit: &Unit) -> Vec<String> {
        let Ok(base) = self.base_max_hp(unit) else {
            return Vec::new();
        };
        let Ok(v) = self.vitals_mut(unit) else {
            return Vec::new();
        };
        v.chem_ap = 0;
        let mut ended = Vec::new();
        v.chems.retain_mut(|e| match e.turns_left.as_mut() {
            Some(n) => {
                *n = n.saturating_sub(1);
                if *n == 0 {
                    ended.push(e.chem.clone());
                    false
                } else {
                    true
                }
            }
            None => true,
        });
        v.hp = v.hp.min(v.max_hp(base));
        ended
    }

    /// A damage roll of `attacker`'s with its running chems' re-rolls
    /// (Overdrive: up to three blank dice), and what they re-rolled.
    pub(super) fn chem_damage_reroll(
        &self,
        attacker: &Unit,
        roll: CombatRoll,
        dice: &mut dyn Dice,
    ) -> (CombatRoll, Option<ChemDamageRerolls>) {
        let found = match attacker {
            Unit::Character(name) => self.character_index(name).ok(),
            Unit::Creature(_) => None,
        };
        let Some(c) = found.map(|i| &self.characters[i]) else {
            return (roll, None);
        };
        let (n, chems) = running(&c.vitals.chems)
            .filter(|x| x.damage_rerolls > 0)
            .fold((0, Vec::new()), |(n, mut names), x| {
                names.push(x.name.to_string());
                (n + x.damage_rerolls, names)
            });
        if n == 0 {
            return (roll, None);
        }
        let (after, rerolled) = reroll_blanks(&roll, n, dice);
        if rerolled.is_empty() {
            return (roll, None);
        }
        (
            after,
            Some(ChemDamageRerolls {
                chems,
                dice: rerolled,
            }),
        )
    }

    /// The start of a unit's turn: chems like Jet Fuel give it AP.
    pub(super) fn chems_turn_started(&mut self, unit: &Unit) {
        if let Ok(v) = self.vitals_mut(unit) {
            let n = chem_ap_each_turn(&v.chems);
            v.chem_ap = v.chem_ap.saturating_add(n).min(CHEM_AP_MAX);
        }
    }

    /// Pays `amount` AP for `unit`: its own chem AP first, the rest from
    /// `pool`. Returns the pool's move, if the pool paid.
    pub(super) fn pay_with_chem_ap(
        &mut self,
        unit: &Unit,
        pool: super::outcome::Pool,
        amount: u32,
    ) -> Result<Option<super::outcome::ApMove>, RuleError> {
        let own = self.vitals(unit).map_or(0, |v| v.chem_ap.min(amount));
        let paid = self.pay(pool, amount - own)?;
        if own > 0 {
            if let Ok(v) = self.vitals_mut(unit) {
                v.chem_ap -= own;
            }
        }
        Ok(paid)
    }

    /// The scene ends (combat over, a new session): every running chem ends.
    pub(super) fn chems_scene_ended(&mut self) {
        for c in &mut self.characters {
            c.vitals.chems.clear();
            c.vitals.chem_ap = 0;
            let max = c.max_hp();
            c.vitals.hp = c.vitals.hp.min(max);
        }
    }
}

/// A dose's immediate effect on the taker: HP healed (a dying character
/// back above 0 wakes), radiation cured, addictions and diseases cured,
/// chem AP gained. `faster` HP more on healing (Fast Metabolism).
fn dose_effect(c: &Chem, v: &mut Vitals, max: u32, faster: u32) -> ChemTaken {
    let mut taken = ChemTaken {
        chem: c.name.to_string(),
        duration: c.duration,
        left: 0,
        healed: None,
        rads: None,
        addiction: None,
        ap: None,
        cured: Vec::new(),
        diseases_cured: Vec::new(),
        irradiated: None,
    };
    if c.heal > 0 {
        let before = v.hp;
        v.hp = v.hp.saturating_add(c.heal + faster).min(max);
        if v.dying && v.hp > 0 {
            v.dying = false;
            v.unconscious = false;
        }
        taken.healed = Some(HpChange {
            before,
            after: v.hp,
            max,
            down: v.hp == 0,
        });
    }
    if c.cure_rads > 0 {
        let before = v.rads;
        v.rads = v.rads.saturating_sub(c.cure_rads);
        taken.rads = Some((before, v.rads));
    }
    if c.cure_addictions {
        taken.cured = std::mem::take(&mut v.addictions);
        v.doses.clear();
    }
    if c.cure_diseases {
        taken.diseases_cured = std::mem::take(&mut v.diseases);
    }
    if c.ap > 0 {
        v.chem_ap = v.chem_ap.saturating_add(c.ap).min(CHEM_AP_MAX);
        taken.ap = Some(v.chem_ap);
    }
    taken
}

/// An addictive chem counts the dose; at its addiction rating in doses
/// this session, combat dice roll for addiction (one a dose). `None`
/// when no roll was made.
fn addiction_roll(c: &Chem, v: &mut Vitals, dice: &mut dyn Dice) -> Option<AddictionRoll> {
    let x = c.addiction?;
    if v.addictions.iter().any(|a| *a == c.name) {
        return None;
    }
    let doses = if let Some(d) = v.doses.iter_mut().find(|d| d.name == c.name) {
        d.count += 1;
        d.count
    } else {
        v.doses.push(Carried {
            name: c.name.to_string(),
            count: 1,
            mods: Vec::new(),
        });
        1
    };
    if doses < x {
        return None;
    }
    let roll = roll_combat(dice, doses.min(super::damage::MAX_DICE));
    let addicted = roll.effects >= x;
    if addicted {
        v.addictions.push(c.name.to_string());
        v.doses.retain(|d| d.name != c.name);
    }
    Some(AddictionRoll {
        doses,
        addiction: x,
        roll,
        addicted,
    })
}
