//! 2d20 checks: the dice pool, per-die scoring, complications and their oracle,
//! AP spent and gained, the Luck trigger and re-roll, and the exact probability
//! of passing.
//!
//! Dice are drawn in a fixed order, which scripted tests rely on: the leader's
//! d20s, then one d20 per helper in the order named, then one d6 oracle per
//! complication in die order, then the leader's d100 Luck roll.

use serde::{Deserialize, Serialize};

use super::campaign::{in_range, Campaign};
use super::command::CheckRequest;
use super::effect::Kind;
use super::error::RuleError;
use super::house::{hunger_modifier, HouseRule};
use super::outcome::{Event, Outcome, Unit};
use super::skills::Skill;
use crate::engine::dice::Dice;
use crate::engine::special::Attribute;

/// Most dice a pool may hold.
pub const MAX_POOL: u32 = 5;
/// Most participants in one check.
pub const MAX_PARTICIPANTS: usize = 4;
/// Most AP spent on one roll.
pub const MAX_AP_SPEND: i64 = 3;

/// Someone rolling in a check.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Participant {
    /// Name.
    pub name: String,
    /// Target number.
    pub tn: u32,
    /// The skill level when the skill is tagged (dice at or below it are
    /// critical), else 0.
    pub tag_level: u8,
}

/// What a die scored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DieMeaning {
    /// A 1: two successes.
    Critical,
    /// At or below a tag skill's level: two successes.
    TagCritical,
    /// At or below the TN: one success.
    Success,
    /// Above the TN.
    Failure,
    /// A 20: no success and a complication.
    Complication,
}

impl DieMeaning {
    /// Successes the die scores.
    #[must_use]
    pub fn successes(self) -> u32 {
        match self {
            DieMeaning::Critical | DieMeaning::TagCritical => 2,
            DieMeaning::Success => 1,
            DieMeaning::Failure | DieMeaning::Complication => 0,
        }
    }
}

/// Scores one d20 face against a TN and tag level.
#[must_use]
pub fn score(face: u32, tn: u32, tag_level: u8) -> DieMeaning {
    if face == 20 {
        DieMeaning::Complication
    } else if face == 1 {
        DieMeaning::Critical
    } else if face <= u32::from(tag_level) {
        DieMeaning::TagCritical
    } else if face <= tn {
        DieMeaning::Success
    } else {
        DieMeaning::Failure
    }
}

/// One d20 of a check.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CheckDie {
    /// Who rolled it.
    pub roller: String,
    /// The face.
    pub face: u32,
    /// What it scored.
    pub meaning: DieMeaning,
    /// Whether its successes count (a helper's count only when the leader scored).
    pub counted: bool,
}

/// The oracle's answer to a complication.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Oracle {
    /// 1.
    BlessingInDisguise,
    /// 2.
    MinorNuisance,
    /// 3.
    HiddenThreat,
    /// 4.
    CostlySuccess,
    /// 5.
    ImmediateTrouble,
    /// 6.
    CascadingFailure,
}

impl Oracle {
    /// The oracle for a d6 face.
    #[must_use]
    pub fn from_face(face: u32) -> Oracle {
        match face {
            1 => Oracle::BlessingInDisguise,
            2 => Oracle::MinorNuisance,
            3 => Oracle::HiddenThreat,
            4 => Oracle::CostlySuccess,
            5 => Oracle::ImmediateTrouble,
            _ => Oracle::CascadingFailure,
        }
    }
}

/// A complication with its oracle roll.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Complication {
    /// Index of the die in [`CheckResult::dice`].
    pub die: usize,
    /// The d6.
    pub roll: u32,
    /// Its meaning.
    pub oracle: Oracle,
}

/// The leader's Luck roll.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct LuckRoll {
    /// The d100.
    pub roll: u32,
    /// Effective LCK.
    pub luck: u8,
    /// Whether it triggered (roll <= luck).
    pub triggered: bool,
}

/// The full result of a check.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CheckResult {
    /// The attribute.
    pub attribute: Attribute,
    /// The skill (`None` for a plain attribute check such as the melee STR check).
    pub skill: Option<Skill>,
    /// Participants, leader first.
    pub participants: Vec<Participant>,
    /// The leader's name.
    pub leader: String,
    /// Difficulty.
    pub difficulty: u32,
    /// Dice, leader's first.
    pub dice: Vec<CheckDie>,
    /// Successes that count.
    pub successes: u32,
    /// Whether successes >= difficulty.
    pub passed: bool,
    /// AP the leader spent.
    pub ap_spent: u32,
    /// Whether Aiming added a die.
    pub aimed: bool,
    /// Leader's AP before.
    pub ap_before: u32,
    /// Leader's AP after.
    pub ap_after: u32,
    /// AP gained from excess successes.
    pub ap_gained: u32,
    /// Complications.
    pub complications: Vec<Complication>,
    /// Exact probability of passing, 0..=1.
    pub probability: f64,
    /// The Luck roll (absent on a re-roll and on automatic checks).
    pub luck: Option<LuckRoll>,
}

/// What a triggered Luck check lets the leader's owner re-roll.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RerollOffer {
    /// The attribute.
    pub attribute: Attribute,
    /// The skill.
    pub skill: Skill,
    /// Participants as they rolled, leader first.
    pub participants: Vec<Participant>,
    /// The leader's d20 count (2 + AP + Aiming).
    pub leader_dice: u32,
    /// Difficulty.
    pub difficulty: u32,
    /// AP spent on the first roll (not charged again).
    pub ap_spent: u32,
    /// AP the first roll gained (taken back).
    pub ap_gained: u32,
    /// Whether Aiming added a die to the first roll.
    pub aimed: bool,
}

/// Dice and successes of one rolled pool.
struct Pool {
    dice: Vec<CheckDie>,
    successes: u32,
    complications: Vec<Complication>,
}

fn roll_pool(participants: &[Participant], leader_dice: u32, dice: &mut dyn Dice) -> Pool {
    let leader = &participants[0];
    let mut rolled = Vec::new();
    for _ in 0..leader_dice {
        let face = dice.roll(20);
        rolled.push(CheckDie {
            roller: leader.name.clone(),
            face,
            meaning: score(face, leader.tn, leader.tag_level),
            counted: true,
        });
    }
    let leader_successes: u32 = rolled.iter().map(|d| d.meaning.successes()).sum();
    for helper in &participants[1..] {
        let face = dice.roll(20);
        rolled.push(CheckDie {
            roller: helper.name.clone(),
            face,
            meaning: score(face, helper.tn, helper.tag_level),
            counted: leader_successes > 0,
        });
    }
    let successes = rolled
        .iter()
        .filter(|d| d.counted)
        .map(|d| d.meaning.successes())
        .sum();
    let complications = rolled
        .iter()
        .enumerate()
        .filter(|(_, d)| d.meaning == DieMeaning::Complication)
        .map(|(i, _)| i)
        .collect::<Vec<_>>()
        .into_iter()
        .map(|die| {
            let roll = dice.roll(6);
            Complication {
                die,
                roll,
                oracle: Oracle::from_face(roll),
            }
        })
        .collect();
    Pool {
        dice: rolled,
        successes,
        complications,
    }
}

/// Probability distribution of one die's successes: [P(0), P(1), P(2)].
fn die_distribution(tn: u32, tag_level: u8) -> [f64; 3] {
    let mut counts = [0u32; 3];
    for face in 1..=20 {
        counts[score(face, tn, tag_level).successes() as usize] += 1;
    }
    counts.map(|c| f64::from(c) / 20.0)
}

fn convolve(a: &[f64], b: &[f64]) -> Vec<f64> {
    let mut out = vec![0.0; a.len() + b.len() - 1];
    for (i, x) in a.iter().enumerate() {
        for (j, y) in b.iter().enumerate() {
            out[i + j] += x * y;
        }
    }
    out
}

/// The exact probability that a pool passes: the leader rolls `leader_dice`
/// d20s, each helper one d20, helper successes count only when the leader
/// scored. Computed by convolution, never sampled.
#[must_use]
pub fn pass_probability(participants: &[Participant], leader_dice: u32, difficulty: u32) -> f64 {
    if difficulty == 0 {
        return 1.0;
    }
    let Some(leader) = participants.first() else {
        return 0.0;
    };
    let one = die_distribution(leader.tn, leader.tag_level);
    let mut lead = vec![1.0];
    for _ in 0..leader_dice {
        lead = convolve(&lead, &one);
    }
    let mut help = vec![1.0];
    for h in &participants[1..] {
        help = convolve(&help, &die_distribution(h.tn, h.tag_level));
    }
    let d = difficulty as usize;
    // tail[k] = P(helpers score >= k)
    let mut tail = vec![0.0; help.len() + 1];
    for k in (0..help.len()).rev() {
        tail[k] = tail[k + 1] + help[k];
    }
    lead.iter()
        .enumerate()
        .map(|(l, p)| {
            if l >= d {
                *p
            } else if l == 0 {
                0.0
            } else {
                p * tail.get(d - l).copied().unwrap_or(0.0)
            }
        })
        .sum()
}

/// A plain attribute check (the melee STR check, the skill-up INT check, heat
/// and cold END checks): 2d20 against the effective attribute, no skill, no
/// Luck, no AP.
pub(crate) fn attribute_check(
    name: &str,
    attribute: Attribute,
    value: u8,
    difficulty: u32,
    ap: u32,
    dice: &mut dyn Dice,
) -> CheckResult {
    let roller = Participant {
        name: name.to_owned(),
        tn: u32::from(value),
        tag_level: 0,
    };
    plain_check(roller, (attribute, None), difficulty, ap, dice)
}

/// A plain skill check of one roller without Luck or AP (first aid, a
/// doctor): 2d20 against the roller's TN, a die at or under their tag level a
/// critical.
pub(crate) fn skill_check(
    roller: Participant,
    attribute: Attribute,
    skill: Skill,
    difficulty: u32,
    ap: u32,
    dice: &mut dyn Dice,
) -> CheckResult {
    plain_check(roller, (attribute, Some(skill)), difficulty, ap, dice)
}

/// One roller's 2d20 against their TN, with no Luck and no AP spent or
/// gained (`ap` is the party's, unchanged): what [`attribute_check`] and
/// [`skill_check`] share.
fn plain_check(
    roller: Participant,
    (attribute, skill): (Attribute, Option<Skill>),
    difficulty: u32,
    ap: u32,
    dice: &mut dyn Dice,
) -> CheckResult {
    let leader = roller.name.clone();
    let participants = vec![roller];
    let pool = roll_pool(&participants, 2, dice);
    CheckResult {
        attribute,
        skill,
        leader,
        difficulty,
        passed: pool.successes >= difficulty,
        successes: pool.successes,
        probability: pass_probability(&participants, 2, difficulty),
        participants,
        dice: pool.dice,
        ap_spent: 0,
        aimed: false,
        ap_before: ap,
        ap_after: ap,
        ap_gained: 0,
        complications: pool.complications,
        luck: None,
    }
}

impl Campaign {
    /// A character's own check of `attribute` + `skill` (effective attribute,
    /// the weather's skill bonus, tag criticals), without Luck or AP.
    pub(crate) fn own_check(
        &self,
        index: usize,
        attribute: Attribute,
        skill: Skill,
        difficulty: u32,
        dice: &mut dyn Dice,
    ) -> CheckResult {
        let weather = self.world.weather;
        let c = &self.players[index];
        let tn = i64::from(c.effective(attribute, weather).value)
            + i64::from(c.skill(skill))
            + i64::from(weather.skill_bonus(skill))
            - i64::from(c.encumbered());
        let tag = if c.is_tag(skill) { c.skill(skill) } else { 0 };
        let roller = Participant {
            name: c.name.clone(),
            tn: tn.clamp(0, 40) as u32,
            tag_level: tag,
        };
        skill_check(roller, attribute, skill, difficulty, c.ap, dice)
    }

    /// Credits AP to a character, respecting the campaign's AP cap; returns what
    /// was actually added.
    pub(crate) fn credit_ap(&mut self, index: usize, amount: u32) -> u32 {
        let cap = self.ap_ceiling();
        let c = &mut self.players[index];
        let after = c.ap.saturating_add(amount).min(cap.max(c.ap));
        let added = after - c.ap;
        c.ap = after;
        added
    }

    /// A skill check, made `request.repeat` times in a row. A repeated check
    /// is exactly that many checks in one command, each as if sent alone (AP
    /// spent and gained, Aiming used by the first, awareness and skill growth
    /// rolled for each), except that Luck is not rolled: a series offers no
    /// re-roll. All or none: a roll the leader cannot pay for refuses the
    /// whole series. One action status closes it.
    pub(crate) fn check(
        &mut self,
        request: &CheckRequest,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let repeat = in_range("repeat", request.repeat, 1, crate::engine::dice::REPEAT_MAX)?;
        if repeat == 1 {
            return self.check_once(request, true, dice, out);
        }
        let first = out.events.len();
        for _ in 0..repeat {
            self.check_once(request, false, dice, out)?;
        }
        let last = out
            .events
            .iter()
            .rposition(|e| matches!(e, Event::ActionStatus(_)));
        let mut at = 0;
        out.events.retain(|e| {
            let keep = at < first || !matches!(e, Event::ActionStatus(_)) || Some(at) == last;
            at += 1;
            keep
        });
        Ok(())
    }

    /// One skill check; `luck` is whether the leader rolls Luck after it.
    fn check_once(
        &mut self,
        request: &CheckRequest,
        luck: bool,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let difficulty = in_range("difficulty", request.difficulty, 0, 5)? as u32;
        let ap_asked = in_range("ap", request.ap, 0, MAX_AP_SPEND)? as u32;
        let bonus = in_range("bonus", request.bonus, -10, 10)?;
        let indices = self.check_players(request)?;
        let mut participants = self.participants(request, &indices, bonus);
        // Leader: highest TN, first named on ties (a stable sort keeps that order).
        participants.sort_by_key(|p| std::cmp::Reverse(p.1.tn));
        let leader_index = participants[0].0;
        let house_tn = self.house_tn(leader_index, dice, out);
        if house_tn != 0 {
            for (_, p) in &mut participants {
                p.tn = (i64::from(p.tn) + house_tn).clamp(0, 40) as u32;
            }
        }
        let helpers = participants.len() as u32 - 1;
        let (ap_spent, aimed, ap_before) = self.spend_check_ap(leader_index, ap_asked, helpers)?;
        let parts: Vec<Participant> = participants.into_iter().map(|(_, p)| p).collect();
        let leader_dice = 2 + ap_spent + u32::from(aimed);
        let mut result = self.resolve(&parts, leader_dice, difficulty, leader_index, dice);
        result.attribute = request.attribute;
        result.skill = Some(request.skill);
        result.ap_spent = ap_spent;
        result.aimed = aimed;
        result.ap_before = ap_before;
        // `luck-on-failure`: Luck is only rolled for a failure or a complication.
        let luck_rolled = luck
            && (!self.house(HouseRule::LuckOnFailure)
                || !result.passed
                || !result.complications.is_empty());
        result.luck = luck_rolled.then(|| self.luck_roll(leader_index, dice));
        let failed = !result.passed;
        let reroll = result
            .luck
            .is_some_and(|l| l.triggered)
            .then(|| RerollOffer {
                attribute: request.attribute,
                skill: request.skill,
                participants: parts.clone(),
                leader_dice,
                difficulty,
                ap_spent,
                ap_gained: result.ap_gained,
                aimed,
            });
        let settled = reroll.is_none();
        out.push(Event::Check { result, reroll });
        if failed && settled {
            self.grow_skills(&indices, request.skill, dice, out);
        }
        self.mark_acted(
            indices
                .iter()
                .map(|&i| Unit::Player(self.players[i].name.clone()))
                .collect::<Vec<_>>(),
            out,
        );
        Ok(())
    }

    /// The characters named for a check, each once and able to act.
    fn check_players(&self, request: &CheckRequest) -> Result<Vec<usize>, RuleError> {
        if request.players.is_empty() {
            return Err(RuleError::NoPlayers);
        }
        in_range(
            "participants",
            request.players.len() as i64,
            1,
            MAX_PARTICIPANTS as i64,
        )?;
        let mut indices = Vec::new();
        for name in &request.players {
            let i = self.player_index(name)?;
            if indices.contains(&i) {
                return Err(RuleError::DuplicateParticipant {
                    name: self.players[i].name.clone(),
                });
            }
            self.players[i].ensure_can_act()?;
            indices.push(i);
        }
        Ok(indices)
    }

    /// Each participant's target number: attribute (with the weather) +
    /// skill + the weather's skill bonus + the bonus asked, less one when
    /// encumbered, within 0..=40.
    fn participants(
        &self,
        request: &CheckRequest,
        indices: &[usize],
        bonus: i64,
    ) -> Vec<(usize, Participant)> {
        let weather = self.world.weather;
        indices
            .iter()
            .map(|&i| {
                let c = &self.players[i];
                let attr = i64::from(c.effective(request.attribute, weather).value);
                let tn = attr
                    + i64::from(c.skill(request.skill))
                    + i64::from(weather.skill_bonus(request.skill))
                    + bonus
                    - i64::from(c.encumbered());
                (
                    i,
                    Participant {
                        name: c.name.clone(),
                        tn: tn.clamp(0, 40) as u32,
                        tag_level: if c.is_tag(request.skill) {
                            c.skill(request.skill)
                        } else {
                            0
                        },
                    },
                )
            })
            .collect()
    }

    /// House rules that move every participant's TN: the leader's
    /// awareness (d20 <= PER: +1, +2 on a 1) and the leader's hunger.
    fn house_tn(&self, leader_index: usize, dice: &mut dyn Dice, out: &mut Outcome) -> i64 {
        let mut house_tn = 0i64;
        if self.house(HouseRule::Awareness) {
            let leader = &self.players[leader_index];
            let per = leader.effective(Attribute::Per, self.world.weather).value;
            let roll = dice.roll(20);
            let bonus = match roll {
                1 => 2,
                r if r <= u32::from(per) => 1,
                _ => 0,
            };
            out.push(Event::Awareness {
                leader: leader.name.clone(),
                roll,
                per,
                bonus,
            });
            house_tn += i64::from(bonus);
        }
        if self.house(HouseRule::Hunger) {
            house_tn += hunger_modifier(self.hunger_of(&self.players[leader_index].name));
        }
        house_tn
    }

    /// The leader's AP for extra dice (as many as the pool has room for)
    /// and an Aim's die, both spent. Returns the AP spent, whether the
    /// check was aimed, and the AP before.
    fn spend_check_ap(
        &mut self,
        leader_index: usize,
        ap_asked: u32,
        helpers: u32,
    ) -> Result<(u32, bool, u32), RuleError> {
        let aimed = self.players[leader_index].has(Kind::Aiming) && 2 + helpers < MAX_POOL;
        let room = MAX_POOL - 2 - helpers - u32::from(aimed);
        let ap_spent = ap_asked.min(room);
        let leader = &mut self.players[leader_index];
        if leader.ap < ap_spent {
            return Err(RuleError::NotEnoughAp {
                name: leader.name.clone(),
                have: leader.ap,
                need: ap_spent,
            });
        }
        let ap_before = leader.ap;
        leader.ap -= ap_spent;
        if aimed {
            leader.effects.retain(|e| e.kind() != Some(Kind::Aiming));
        }
        Ok((ap_spent, aimed, ap_before))
    }

    /// The leader's d100 Luck roll: triggered at or under LCK.
    fn luck_roll(&self, leader_index: usize, dice: &mut dyn Dice) -> LuckRoll {
        let luck = self.players[leader_index]
            .effective(Attribute::Lck, self.world.weather)
            .value;
        let roll = dice.roll(100);
        LuckRoll {
            roll,
            luck,
            triggered: roll <= u32::from(luck),
        }
    }

    /// Rolls a pool for a leader (already charged for AP) and credits excess
    /// successes as AP.
    fn resolve(
        &mut self,
        parts: &[Participant],
        leader_dice: u32,
        difficulty: u32,
        leader_index: usize,
        dice: &mut dyn Dice,
    ) -> CheckResult {
        let pool = roll_pool(parts, leader_dice, dice);
        let passed = pool.successes >= difficulty;
        let ap_mid = self.players[leader_index].ap;
        let ap_gained = if passed {
            self.credit_ap(leader_index, pool.successes - difficulty)
        } else {
            0
        };
        CheckResult {
            attribute: Attribute::Str,
            skill: None,
            participants: parts.to_vec(),
            leader: parts[0].name.clone(),
            difficulty,
            dice: pool.dice,
            successes: pool.successes,
            passed,
            ap_spent: 0,
            aimed: false,
            ap_before: ap_mid,
            ap_after: self.players[leader_index].ap,
            ap_gained,
            complications: pool.complications,
            probability: pass_probability(parts, leader_dice, difficulty),
            luck: None,
        }
    }

    /// Re-rolls a check whose Luck triggered: the same participants, pool and AP;
    /// AP spent is not charged again; AP the first roll gained is taken back; the
    /// second result stands. Whether the offer is still open is the caller's
    /// (the store's) business: it resolves each offer at most once.
    pub(crate) fn reroll(
        &mut self,
        offer: &RerollOffer,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let leader_name = offer
            .participants
            .first()
            .map(|p| p.name.clone())
            .ok_or(RuleError::NoPlayers)?;
        let leader_index = self.player_index(&leader_name)?;
        for p in &offer.participants {
            self.player_index(&p.name)?;
        }
        let leader = &mut self.players[leader_index];
        let ap_before = leader.ap;
        let ap_taken_back = offer.ap_gained.min(leader.ap);
        leader.ap -= ap_taken_back;
        let mut result = self.resolve(
            &offer.participants,
            offer.leader_dice,
            offer.difficulty,
            leader_index,
            dice,
        );
        result.attribute = offer.attribute;
        result.skill = Some(offer.skill);
        result.ap_spent = offer.ap_spent;
        result.aimed = offer.aimed;
        result.ap_before = ap_before;
        let failed = !result.passed;
        out.push(Event::Rerolled {
            ap_taken_back,
            result,
        });
        if failed {
            let indices = offer
                .participants
                .iter()
                .map(|p| self.player_index(&p.name))
                .collect::<Result<Vec<_>, _>>()?;
            self.grow_skills(&indices, offer.skill, dice, out);
        }
        Ok(())
    }

    /// `skill-growth`: after a failed check (its final result) each living
    /// participant rolls d100 <= effective INT to raise the skill by one,
    /// never above the skill maximum.
    fn grow_skills(
        &mut self,
        indices: &[usize],
        skill: Skill,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) {
        if !self.house(HouseRule::SkillGrowth) {
            return;
        }
        let weather = self.world.weather;
        for &i in indices {
            let c = &mut self.players[i];
            if !c.is_alive() {
                continue;
            }
            let int = c.effective(Attribute::Int, weather).value;
            let roll = dice.roll(100);
            let level = c.skill(skill);
            let grew = roll <= u32::from(int) && level < Skill::MAX_LEVEL;
            if grew {
                c.skills.insert(skill, level + 1);
            }
            out.push(Event::SkillGrowth {
                name: c.name.clone(),
                skill,
                roll,
                int,
                grew,
                level: c.skill(skill),
            });
        }
    }
}

#[cfg(test)]
#[allow(clippy::float_cmp)] // percentages rounded to 2 decimals are compared exactly on purpose
mod tests {
    use super::*;

    fn solo(tn: u32) -> Vec<Participant> {
        vec![Participant {
            name: "A".into(),
            tn,
            tag_level: 0,
        }]
    }

    fn pct(p: f64) -> f64 {
        (p * 10_000.0).round() / 100.0
    }

    #[test]
    fn exact_odds_reproduce_the_seed_table_for_two_dice() {
        let p: Vec<f64> = (1..=5)
            .map(|d| pct(pass_probability(&solo(10), 2, d)))
            .collect();
        assert_eq!(p, [75.0, 30.0, 4.75, 0.25, 0.0]);
        assert!((pass_probability(&solo(10), 2, 0) - 1.0).abs() < f64::EPSILON);
    }

    #[test]
    fn exact_odds_reproduce_the_seed_table_for_five_dice() {
        let p: Vec<f64> = (1..=5)
            .map(|d| pct(pass_probability(&solo(10), 5, d)))
            .collect();
        // 9.37% in the seed is 9.3688...% truncated; rounded it is 9.37 too.
        assert_eq!(p, [96.88, 82.81, 55.94, 27.53, 9.37]);
    }

    #[test]
    fn int_skill_up_rates_match_the_seed() {
        let rates: Vec<f64> = [4, 6, 8, 10]
            .map(|int| pct(pass_probability(&solo(int), 2, 2)))
            .to_vec();
        assert_eq!(rates, [12.0, 16.0, 22.0, 30.0]);
    }

    #[test]
    fn dice_score_as_the_rules_say() {
        assert_eq!(score(1, 5, 0), DieMeaning::Critical);
        assert_eq!(score(20, 20, 0), DieMeaning::Complication);
        assert_eq!(score(3, 10, 3), DieMeaning::TagCritical);
        assert_eq!(score(4, 10, 3), DieMeaning::Success);
        assert_eq!(score(11, 10, 3), DieMeaning::Failure);
    }

    #[test]
    fn helpers_only_count_when_the_leader_scores() {
        let parts = vec![
            Participant {
                name: "L".into(),
                tn: 10,
                tag_level: 0,
            },
            Participant {
                name: "H".into(),
                tn: 10,
                tag_level: 0,
            },
        ];
        // Leader 15, 16 (no success); helper 1 (critical, not counted).
        let mut d = crate::engine::dice::ScriptedDice::new([15, 16, 1]);
        let pool = roll_pool(&parts, 2, &mut d);
        assert_eq!(pool.successes, 0);
        assert!(!pool.dice[2].counted);
        // Exact: P(pass d1) = 1 - P(leader 0) = 0.75; helpers add only past the first.
        assert_eq!(pct(pass_probability(&parts, 2, 1)), 75.0);
        // d2: leader>=2, or leader 1 and helper>=1: 0.30 + 0.45*0.5
        assert_eq!(pct(pass_probability(&parts, 2, 2)), 52.5);
    }
}
