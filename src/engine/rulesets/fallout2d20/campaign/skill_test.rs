//! Tests: rolling a 2d20 test (Aim, chems, assists) and the commands that are
//! one test (Test, Defend, Rally, stopping persistent damage).

use crate::engine::dice::Dice;
use crate::engine::mechanics::pool::{self};
use crate::engine::mechanics::special::Attribute;

use super::{Campaign, Rolled, Spec};
use crate::engine::rulesets::fallout2d20::character::{Character, Persistent};
use crate::engine::rulesets::fallout2d20::command::{Buy, DIFFICULTY_MAX};
use crate::engine::rulesets::fallout2d20::error::{in_range, RuleError};
use crate::engine::rulesets::fallout2d20::outcome::{
    ActionKind, AssistDie, Event, Outcome, Pledge, Reroll, TestReport, Unit,
};
use crate::engine::rulesets::fallout2d20::skills::Skill;
use crate::engine::rulesets::fallout2d20::{apparel, chems, perk_rerolls};

/// What a Test command asks: attribute and skill, difficulty, dice bought,
/// and whether it is a second major action.
#[derive(Debug, Clone, Copy)]
pub(super) struct TestAsk {
    pub(super) attribute: Attribute,
    pub(super) skill: Skill,
    pub(super) difficulty: i64,
    pub(super) buy: Buy,
    pub(super) second_major: bool,
}

impl Campaign {
    /// Rolls a test: the leader's dice (with the Aim and chem re-rolls
    /// when allowed), then each promised helper's d20, counted when the
    /// leader scored. A Luck re-roll's forced faces replace the dice.
    pub(super) fn run_test(
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
            perks,
        } = spec;
        let character = if listed.is_none() {
            self.character(unit)
        } else {
            None
        };
        let chems = character.map(|c| ChemsInTest::of(c, attribute, skill, aim));
        let chems = chems.unwrap_or_default();
        let perks = character.map_or_else(Vec::new, |c| {
            perk_rerolls::test_perks(c, skill, &bought, &perks)
        });
        // Worn apparel that makes Speech harder (the Gas Mask).
        let apparel = character
            .filter(|_| skill == Skill::Speech)
            .and_then(apparel::speech_test);
        let (target, attribute_word, skill_word) = match listed {
            Some(l) => l,
            None => self.target_of(unit, attribute, skill)?,
        };
        let target = target.wider_complications(wider);
        // A robot's modules that ease a skill's tests (the Lockpick Module).
        let eased = character.map_or(0, |c| super::super::robots::module_easier(c, skill));
        let difficulty = difficulty.saturating_sub(eased);
        let chem_difficulty = difficulty.saturating_add_signed(chems.delta);
        let total = chem_difficulty + apparel.as_ref().map_or(0, |x| x.added);
        let mut leader = self.leader_dice(target, (bought.dice, aim), &chems, &perks, dice);
        let (chem_reroll, chem_aim) = (leader.chem_reroll.take(), leader.chem_aim.take());
        let chem = chems.report(difficulty, chem_difficulty, chem_reroll, chem_aim);
        let roll = pool::resolve(&leader.faces, target, total);
        let assists = if assisted {
            let counted = roll.successes > 0;
            let forced = &mut leader.forced_assists;
            self.assist_dice(unit, (attribute, skill), counted, forced, dice)?
        } else {
            Vec::new()
        };
        let successes = roll.successes
            + assists
                .iter()
                .filter(|a| a.counted)
                .map(|a| a.die.successes)
                .sum::<u32>();
        let passed = successes >= total;
        let chem_reroll = chem.as_ref().is_some_and(|c| c.reroll.is_some());
        self.record_roll(unit, &leader, &roll, &assists, chem_reroll);
        Ok(TestReport {
            unit: unit.clone(),
            attribute: attribute_word,
            skill: skill_word,
            bought,
            roll,
            reroll: leader.reroll.take(),
            assists,
            successes,
            passed,
            ap_generated: if passed { successes - total } else { 0 },
            chem,
            apparel,
            perk_rerolls: std::mem::take(&mut leader.perk_rerolls),
        })
    }

    /// The leader's d20s: rolled, then re-rolled by Aim (the highest die
    /// that scored nothing), Orange Mentats (one more, another than Aim's
    /// own), a chem's re-roll and the perks' (each another die), in that
    /// order; a Luck re-roll's forced faces instead, re-rolled no further.
    fn leader_dice(
        &mut self,
        target: pool::Target,
        (bought, aim): (u32, bool),
        chems: &ChemsInTest,
        perks: &[&'static str],
        dice: &mut dyn Dice,
    ) -> LeaderDice {
        if let Some(f) = self.forced.take() {
            return LeaderDice {
                faces: f.faces,
                reroll: None,
                chem_aim: None,
                chem_reroll: None,
                perk_rerolls: Vec::new(),
                forced_assists: Some(f.assists.into_iter()),
            };
        }
        let mut faces: Vec<u32> = (0..pool::BASE_DICE + bought)
            .map(|_| dice.roll(pool::SIDES))
            .collect();
        let reroll = aim
            .then(|| reroll_worst(&mut faces, target, None, dice))
            .flatten();
        let aimed = reroll.as_ref().map(|r| r.index);
        let chem_aim = (aim && chems.aim_more > 0)
            .then(|| reroll_worst(&mut faces, target, aimed, dice))
            .flatten();
        let chem_reroll = chems
            .reroll
            .then(|| reroll_worst(&mut faces, target, None, dice))
            .flatten();
        let mut taken: Vec<usize> = [&reroll, &chem_aim, &chem_reroll]
            .iter()
            .filter_map(|r| r.as_ref().map(|r| r.index))
            .collect();
        let perk_rerolls = perk_rerolls::reroll_each(&mut faces, target, &mut taken, perks, dice);
        LeaderDice {
            faces,
            reroll,
            chem_aim,
            chem_reroll,
            perk_rerolls,
            forced_assists: None,
        }
    }

    /// Keeps the first test a command rolls (for a Luck re-roll): the
    /// leader's and helpers' faces, and how many dice it took from the
    /// command's dice (none when a Luck re-roll forced them).
    fn record_roll(
        &mut self,
        unit: &Unit,
        leader: &LeaderDice,
        roll: &pool::PoolRoll,
        assists: &[AssistDie],
        chem_reroll: bool,
    ) {
        if self.rolled.is_some() {
            return;
        }
        let consumed = if leader.forced_assists.is_some() {
            0
        } else {
            roll.dice.len()
                + usize::from(leader.reroll.is_some())
                + usize::from(chem_reroll)
                + leader.perk_rerolls.len()
                + assists.len()
        };
        self.rolled = Some(Rolled {
            unit: unit.clone(),
            faces: roll.dice.iter().map(|d| d.face).collect(),
            assists: assists.iter().map(|a| a.die.face).collect(),
            consumed,
        });
    }

    /// Each promised helper's d20 (a Luck re-roll's kept faces first),
    /// helpers who cannot act skipped; the promises are used up.
    fn assist_dice(
        &mut self,
        unit: &Unit,
        (attribute, skill): (Attribute, Skill),
        counted: bool,
        forced: &mut Option<std::vec::IntoIter<u32>>,
        dice: &mut dyn Dice,
    ) -> Result<Vec<AssistDie>, RuleError> {
        let (mine, rest): (Vec<Pledge>, Vec<Pledge>) = std::mem::take(&mut self.pledges)
            .into_iter()
            .partition(|p| p.leader == *unit);
        self.pledges = rest;
        let mut assists = Vec::new();
        for p in mine {
            let Ok(v) = self.vitals(&p.helper) else {
                continue;
            };
            if !v.able() {
                continue;
            }
            let (a, s) = p.with.unwrap_or((attribute, skill));
            let (t, _, _) = self.target_of(&p.helper, a, s)?;
            let face = forced
                .as_mut()
                .and_then(Iterator::next)
                .unwrap_or_else(|| dice.roll(pool::SIDES));
            assists.push(AssistDie {
                helper: p.helper,
                target: t,
                die: pool::score(face, t),
                counted,
            });
        }
        Ok(assists)
    }

    /// A Test command: a series is that many tests, each as if sent alone
    /// (dice bought and AP saved for each); in combat each test is an
    /// action, so it is made one at a time.
    pub(super) fn test_series(
        &mut self,
        unit: &str,
        ask: TestAsk,
        repeat: i64,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let repeat = in_range("repeat", repeat, 1, crate::engine::dice::REPEAT_MAX)?;
        if repeat > 1 && self.combat.is_some() {
            return Err(RuleError::RepeatInCombat);
        }
        for _ in 0..repeat {
            self.test_action(unit, ask, dice, out)?;
        }
        Ok(())
    }

    fn test_action(
        &mut self,
        unit: &str,
        ask: TestAsk,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let u = self.able_unit(unit)?;
        let difficulty = in_range("difficulty", ask.difficulty, 0, DIFFICULTY_MAX)? as u32;
        let bought = self.buy(&u, ask.buy)?;
        let (ap, paid) = self.act(&u, ActionKind::Test)?;
        let (second, extra) = self.second_major(&u, ask.second_major, paid)?;
        let difficulty = difficulty + u32::from(second);
        let spec = Spec::new(ask.attribute, ask.skill, difficulty, bought);
        let test = self.run_test(&u, spec, dice)?;
        let saved = self.save_ap(Self::pool_of(&u), test.ap_generated);
        out.push(Event::Test {
            test: Box::new(test),
            saved,
            ap: ap.or(extra),
            turn: self.turn_view(),
        });
        Ok(())
    }

    /// Rally: an END + Survival test whose AP go to the pool.
    pub(super) fn rally(
        &mut self,
        unit: &str,
        buy: Buy,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let u = self.able_unit(unit)?;
        let bought = self.buy(&u, buy)?;
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
        Ok(())
    }

    pub(super) fn defend(
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
        // Dodger: the Defend test 1 easier; rank 2, the further point for 1 AP.
        let dodger = self.character(&u);
        let easier = dodger.map_or(
            0,
            crate::engine::rulesets::fallout2d20::perk_effects::defend_easier,
        );
        let extra_ap = crate::engine::rulesets::fallout2d20::perk_effects::defend_extra_ap(dodger);
        let test = self.run_test(
            &u,
            Spec::new(
                Attribute::Agi,
                Skill::Athletics,
                before.saturating_sub(easier),
                bought,
            ),
            dice,
        )?;
        let saved = self.save_ap(Self::pool_of(&u), test.ap_generated);
        let mut paid_extra = None;
        let mut gain = 0;
        if test.passed {
            gain = 1;
            if extra {
                paid_extra = self.pay(Self::pool_of(&u), extra_ap)?;
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

    pub(super) fn stop_persistent(
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
}

/// Re-rolls the highest d20 of `faces` that scores nothing against
/// `target` (the lowest such die on a tie), other than the one at `skip`;
/// `None` when every die scored.
pub(super) fn reroll_worst(
    faces: &mut [u32],
    target: pool::Target,
    skip: Option<usize>,
    dice: &mut dyn Dice,
) -> Option<Reroll> {
    let (index, before) = faces
        .iter()
        .enumerate()
        .filter(|(i, f)| Some(*i) != skip && target.successes(**f) == 0)
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

/// The leader's d20s as they stand, the re-rolls made, and the helpers'
/// faces a Luck re-roll keeps (`Some` only for a Luck re-roll).
struct LeaderDice {
    faces: Vec<u32>,
    reroll: Option<Reroll>,
    chem_aim: Option<Reroll>,
    chem_reroll: Option<Reroll>,
    perk_rerolls: Vec<perk_rerolls::PerkReroll>,
    forced_assists: Option<std::vec::IntoIter<u32>>,
}

/// What the running chems of the character testing change: the
/// difficulty, a re-roll, Aim's extra die, and the chems' names.
#[derive(Debug, Default)]
struct ChemsInTest {
    delta: i32,
    reroll: bool,
    aim_more: u32,
    names: Vec<String>,
}

impl ChemsInTest {
    /// The chems `c` is under, for a test of `attribute` + `skill`.
    fn of(c: &Character, attribute: Attribute, skill: Skill, aim: bool) -> ChemsInTest {
        let (delta, mut reroll, mut names) = chems::chem_test(&c.vitals.chems, attribute);
        // Chems that re-roll a skill's d20, or give Aim another die.
        let mut more = chems::chem_skill_reroll(&c.vitals.chems, skill);
        reroll |= !more.is_empty();
        let mut aim_more = 0;
        if aim {
            let (n, aim_names) = chems::chem_aim_rerolls(&c.vitals.chems);
            aim_more = n;
            more.extend(aim_names);
        }
        for name in more {
            if !names.contains(&name) {
                names.push(name);
            }
        }
        ChemsInTest {
            delta,
            reroll,
            aim_more,
            names,
        }
    }

    /// The report of the chems' part in the test, when any ran.
    fn report(
        self,
        asked: u32,
        difficulty: u32,
        reroll: Option<Reroll>,
        aim: Option<Reroll>,
    ) -> Option<chems::ChemTest> {
        if self.names.is_empty() {
            return None;
        }
        Some(chems::ChemTest {
            chems: self.names,
            asked,
            difficulty,
            reroll,
            aim,
        })
    }
}
