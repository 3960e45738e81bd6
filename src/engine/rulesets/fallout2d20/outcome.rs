//! Outcomes of the Fallout 2d20 game: the facts a command produced, as typed
//! events. Every d20 and combat die face, difficulty part, DR, HP before and
//! after and every applied damage effect is here, so a renderer draws an
//! embed or prints JSON without reading the campaign.

use serde::{Deserialize, Serialize};

use crate::engine::mechanics::pool::{PoolDie, PoolRoll, Target};

use super::character::{CreatureView, Injury, Persistent, Sheet};
use super::damage::CombatRoll;
use super::data::{DamageType, Dr, RangeBand, Side};
use super::skills::Skill;

/// Something on the field: a character or a creature.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", content = "name", rename_all = "snake_case")]
pub enum Unit {
    /// A character, by name.
    Character(String),
    /// A creature, by name.
    Creature(String),
}

impl Unit {
    /// The unit's name.
    #[must_use]
    pub fn name(&self) -> &str {
        match self {
            Unit::Character(n) | Unit::Creature(n) => n,
        }
    }
}

/// An Action Point pool.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pool {
    /// The players' group pool (at most 6).
    Group,
    /// The gamemaster's pool.
    Gm,
}

impl Pool {
    /// Its word.
    #[must_use]
    pub fn word(self) -> &'static str {
        match self {
            Pool::Group => "group",
            Pool::Gm => "gm",
        }
    }
}

/// AP taken from or put into a pool.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ApMove {
    /// The pool.
    pub pool: Pool,
    /// AP before.
    pub before: u32,
    /// AP after.
    pub after: u32,
}

pub use crate::engine::mechanics::hp::HpChange;

/// What damage did to a body beyond HP.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Harm {
    /// Whether it was a critical hit (5+ damage, 7+ for a big creature).
    pub critical: bool,
    /// Injuries it inflicted (critical hit, falling to 0 HP, hurt while dying).
    pub injuries: Vec<Injury>,
    /// Whether a character started dying.
    pub dying: bool,
    /// Whether the unit died.
    pub dead: bool,
}

/// One helper's die.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AssistDie {
    /// Who helped.
    pub helper: Unit,
    /// What the helper's die was scored against.
    pub target: Target,
    /// The die.
    pub die: PoolDie,
    /// Whether its successes counted (the leader scored at least one).
    pub counted: bool,
}

/// AP bought dice cost.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bought {
    /// Dice bought, 0..=3.
    pub dice: u32,
    /// Their cost, 0, 1, 3 or 6.
    pub cost: u32,
    /// Where the AP went: taken from the unit's pool, or given to the GM.
    pub ap: Option<ApMove>,
    /// Bought dice a running chem made free (X-Cell); `cost` is already
    /// without them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub free: Option<Box<super::chems::FreeDice>>,
}

/// A 2d20 test.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TestReport {
    /// Who tested.
    pub unit: Unit,
    /// The attribute's word (`AGI`, or a creature's `body`/`mind`).
    pub attribute: String,
    /// The skill's word (`Small Guns`, or a creature's `melee`/`guns`/`other`).
    pub skill: String,
    /// The dice bought.
    pub bought: Bought,
    /// The leader's dice (after any Aim re-roll).
    pub roll: PoolRoll,
    /// An Aim re-roll, if one was made.
    pub reroll: Option<Reroll>,
    /// Helpers' dice.
    pub assists: Vec<AssistDie>,
    /// All successes that counted.
    pub successes: u32,
    /// Whether the test passed.
    pub passed: bool,
    /// AP generated (successes beyond the difficulty).
    pub ap_generated: u32,
    /// What running chems did to it (a changed difficulty, a re-roll).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chem: Option<super::chems::ChemTest>,
    /// What worn apparel did to it (a harder Speech test).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub apparel: Option<Box<super::apparel::ApparelTest>>,
    /// The d20s perks re-rolled at the roll (Center Mass, Steady Aim,
    /// Medic, Infiltrator, Cautious and Daring Nature).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub perk_rerolls: Vec<super::perk_rerolls::PerkReroll>,
}

/// An Aim re-roll of one d20.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reroll {
    /// Which die (0-based, in roll order).
    pub index: usize,
    /// Its face before.
    pub before: u32,
    /// Its face after.
    pub after: u32,
}

/// Saved AP: what went to a pool and what was lost over its maximum.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Saved {
    /// The pool.
    pub pool: Pool,
    /// AP put in.
    pub saved: u32,
    /// AP lost over the maximum.
    pub lost: u32,
    /// The pool after.
    pub after: u32,
}

/// The parts of an attack's difficulty.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Difficulty {
    /// The target's Defense.
    pub defense: u32,
    /// Added by the target's Defend.
    pub defend: u32,
    /// +1 for a chosen hit location.
    pub location: u32,
    /// The range band the target is at (`None` in melee).
    pub range: Option<RangeBand>,
    /// Bands between the weapon's ideal range and the target.
    pub range_modifier: u32,
    /// +1 on a second major action.
    pub second_major: u32,
    /// +2 when the attacker has a head injury.
    pub head_injury: u32,
    /// +2 for a ranged attack within Reach of an enemy (not Close Quarters).
    #[serde(
        default,
        skip_serializing_if = "crate::engine::rulesets::fallout2d20::qualities::is_zero"
    )]
    pub reach: u32,
    /// +2 for a Two-Handed weapon used in one hand.
    #[serde(
        default,
        skip_serializing_if = "crate::engine::rulesets::fallout2d20::qualities::is_zero"
    )]
    pub one_handed: u32,
    /// +1 Defense when the target parries.
    #[serde(
        default,
        skip_serializing_if = "crate::engine::rulesets::fallout2d20::qualities::is_zero"
    )]
    pub parry: u32,
    /// Taken off by a sneak attack (the total is already without it).
    #[serde(
        default,
        skip_serializing_if = "crate::engine::rulesets::fallout2d20::qualities::is_zero"
    )]
    pub sneak: u32,
    /// Blast: `defense` holds the basic difficulty 2, not the target's Defense.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub blast: bool,
    /// The sum.
    pub total: u32,
}

/// Which hit of an attack.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HitKind {
    /// The attack's hit.
    Primary,
    /// A Spread hit: half the rolled damage at a random location.
    Spread,
    /// A Burst hit on another target.
    Burst,
    /// A Blast hit on another unit in the target's zone.
    Blast,
    /// A Gun Fu hit on a further target: the same damage.
    GunFu,
}

/// One hit's damage against one location.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HitReport {
    /// Who was hit.
    pub target: Unit,
    /// Which hit.
    pub kind: HitKind,
    /// The location key.
    pub location: String,
    /// The d20 (or creature table) face that chose it; `None` when aimed.
    pub location_die: Option<u32>,
    /// The damage type.
    pub damage_type: DamageType,
    /// Damage before DR.
    pub before_dr: u32,
    /// The location's DR against the type (`None`: immune).
    pub dr: Option<u32>,
    /// Cover dice rolled for this hit, if the target is in cover.
    pub cover: Option<CombatRoll>,
    /// DR ignored by Piercing.
    pub pierced: u32,
    /// DR that applied in the end.
    pub dr_applied: u32,
    /// Damage after DR.
    pub after_dr: u32,
    /// HP before and after (radiation is in [`RadReport`] instead).
    pub hp: HpChange,
    /// Critical hit, injuries, dying, death.
    pub harm: Harm,
    /// The power armour piece that took the hit instead of the wearer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub piece: Option<super::power::PieceHit>,
}

/// Radiation damage resolved after the rest of an attack.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RadReport {
    /// Who.
    pub target: Unit,
    /// Where (its radiation DR applied), or `whole-body`.
    pub location: String,
    /// Radiation before DR.
    pub before_dr: u32,
    /// The radiation DR (`None`: immune).
    pub dr: Option<u32>,
    /// Radiation taken.
    pub taken: u32,
    /// HP radiation healed (a ghoul's origin).
    #[serde(default, skip_serializing_if = "super::qualities::is_zero")]
    pub healed: u32,
    /// Maximum HP before.
    pub max_before: u32,
    /// HP before and after; `max` is the lowered maximum.
    pub hp: HpChange,
    /// Falling to 0 HP.
    pub harm: Harm,
}

/// A damage effect as it was applied.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "effect", rename_all = "snake_case")]
pub enum Applied {
    /// Extra targets hit (one per Effect, as many as were named and loaded).
    Burst {
        /// Targets hit.
        targets: Vec<Unit>,
        /// Extra shots spent.
        ammo: u32,
    },
    /// DR at the struck location lowered for good.
    Breaking {
        /// Who.
        target: Unit,
        /// Where.
        location: String,
        /// Which type's DR.
        damage_type: DamageType,
        /// DR before.
        before: u32,
        /// DR after.
        after: u32,
    },
    /// Cover dice lowered for good.
    BreakingCover {
        /// Who.
        target: Unit,
        /// Cover dice before.
        before: u32,
        /// Cover dice after.
        after: u32,
    },
    /// Damage again at the end of the target's next turns.
    Persistent {
        /// Who.
        target: Unit,
        /// Its entry as stored.
        persistent: Persistent,
    },
    /// DR ignored.
    Piercing {
        /// X, the weapon's rating.
        rating: u32,
        /// DR ignored per hit (X x Effects).
        ignored: u32,
    },
    /// Radiation after the rest.
    Radioactive {
        /// Who.
        target: Unit,
        /// Radiation before DR (one per Effect).
        amount: u32,
    },
    /// Extra hits at half damage.
    Spread {
        /// Who.
        target: Unit,
        /// Hits added.
        hits: u32,
        /// Damage of each before DR.
        damage: u32,
    },
    /// The target loses its normal actions next turn.
    Stun {
        /// Who.
        target: Unit,
    },
    /// Extra damage.
    Vicious {
        /// Damage added.
        bonus: u32,
    },
}

/// Where an attack's extra dice came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExtraDice {
    /// The weapon's rating.
    pub weapon: u32,
    /// Melee damage bonus from STR.
    pub melee: u32,
    /// AP spent (melee, unarmed, thrown).
    pub ap: u32,
    /// Extra ammunition spent (guns).
    pub ammo: u32,
    /// Added by chems (Psycho).
    #[serde(
        default,
        skip_serializing_if = "crate::engine::rulesets::fallout2d20::qualities::is_zero"
    )]
    pub chems: u32,
    /// Added by the attacker's perks (Gunslinger, Commando, ...).
    #[serde(
        default,
        skip_serializing_if = "crate::engine::rulesets::fallout2d20::qualities::is_zero"
    )]
    pub perks: u32,
}

/// An attack from the first d20 to the last effect.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttackReport {
    /// Who attacked.
    pub attacker: Unit,
    /// The primary target.
    pub target: Unit,
    /// The weapon (or creature attack).
    pub weapon: String,
    /// The attack's difficulty and its parts.
    pub difficulty: Difficulty,
    /// The test.
    pub test: TestReport,
    /// Whether it hit.
    pub hit: bool,
    /// The hit location (`None` on a miss).
    pub location: Option<String>,
    /// The combat dice and where they came from.
    pub dice: ExtraDice,
    /// The combat dice rolled (`None` on a miss).
    pub damage: Option<CombatRoll>,
    /// Combat dice a chem re-rolled (Overdrive); `damage` shows them after.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chem_rerolls: Option<super::chems::ChemDamageRerolls>,
    /// Effects rolled.
    pub effects: u32,
    /// Every hit (primary, Spread, Burst), in order.
    pub hits: Vec<HitReport>,
    /// Every damage effect as applied.
    pub applied: Vec<Applied>,
    /// Radiation, resolved after the rest.
    pub radiation: Vec<RadReport>,
    /// AP spent on damage dice from the AP this attack generated.
    pub ap_from_generated: u32,
    /// AP spent on damage dice from a pool.
    pub ap_from_pool: Option<ApMove>,
    /// AP generated and left over, saved.
    pub saved: Option<Saved>,
    /// Shots spent and the ammunition left (guns of characters).
    pub ammo: Option<AmmoUse>,
    /// Whether a thrown weapon left the inventory.
    pub thrown: bool,
    /// The action's AP cost, if any.
    pub action_ap: Option<ApMove>,
    /// The turn after the attack, in combat.
    pub turn: Option<TurnView>,
    /// The weapon qualities the attack applied.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub qualities: Vec<super::qualities::QualityUse>,
    /// What a sneak attack changed (`--sneak`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sneak: Option<Box<super::sneak::SneakAttack>>,
    /// What the attacker's perks did (Quick Hands, Gun Fu, Sniper...).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub perks: Vec<super::attack_perks::PerkUse>,
}

/// Ammunition spent by an attack.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AmmoUse {
    /// The ammunition.
    pub ammo: String,
    /// Shots spent (fusion cores fired by a Gatling laser: cores opened).
    pub spent: u32,
    /// Shots left (fusion cores: cores carried, unopened).
    pub left: u32,
    /// Fusion cores fired by a Gatling laser: the shots the attack spent of
    /// the open core and those left in it (a core's charges are shots).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub core: Option<CoreShots>,
}

/// The shots of an open fusion core a Gatling laser fired.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct CoreShots {
    /// Shots spent.
    pub spent: u32,
    /// Shots left in the open core.
    pub left: u32,
}

/// The actions of the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ActionKind {
    /// Minor: re-roll 1d20 on the first attack this turn.
    Aim,
    /// Minor: draw or pick up an item.
    DrawItem,
    /// Minor: a simple interaction.
    Interact,
    /// Minor, movement (major with a leg injury): one zone, or stand up.
    Move,
    /// Minor: take or give a chem.
    TakeChem,
    /// Major: help another's next test.
    Assist,
    /// Major: attack.
    Attack,
    /// Major: an allied NPC acts, the commander assists.
    Command,
    /// Major: raise Defense.
    Defend,
    /// Major: heal, treat or stabilise.
    FirstAid,
    /// Major: nothing.
    Pass,
    /// Major: END + Survival, difficulty 0, AP saved.
    Rally,
    /// Major: a trigger and a major action.
    Ready,
    /// Major, movement: two zones.
    Sprint,
    /// Major: any other test.
    Test,
    /// Major: a test to end persistent damage.
    StopPersistent,
}

impl ActionKind {
    /// The CLI word.
    #[must_use]
    pub fn word(self) -> &'static str {
        match self {
            ActionKind::Aim => "aim",
            ActionKind::DrawItem => "draw",
            ActionKind::Interact => "interact",
            ActionKind::Move => "move",
            ActionKind::TakeChem => "take-chem",
            ActionKind::Assist => "assist",
            ActionKind::Attack => "attack",
            ActionKind::Command => "command",
            ActionKind::Defend => "defend",
            ActionKind::FirstAid => "first-aid",
            ActionKind::Pass => "pass",
            ActionKind::Rally => "rally",
            ActionKind::Ready => "ready",
            ActionKind::Sprint => "sprint",
            ActionKind::Test => "test",
            ActionKind::StopPersistent => "stop-persistent",
        }
    }

    /// The actions `action <unit> <word>` takes.
    pub const SIMPLE: [ActionKind; 9] = [
        ActionKind::Aim,
        ActionKind::DrawItem,
        ActionKind::Interact,
        ActionKind::Move,
        ActionKind::TakeChem,
        ActionKind::Assist,
        ActionKind::Pass,
        ActionKind::Ready,
        ActionKind::Sprint,
    ];

    /// Reads a simple action's word.
    #[must_use]
    pub fn parse_simple(text: &str) -> Option<ActionKind> {
        let t = text.trim().to_ascii_lowercase().replace('_', "-");
        let t = match t.as_str() {
            "draw-item" => "draw",
            "chem" | "takechem" => "take-chem",
            other => other,
        }
        .to_owned();
        ActionKind::SIMPLE.into_iter().find(|a| a.word() == t)
    }

    /// Whether it is a minor action (Move may become major with a leg injury).
    #[must_use]
    pub fn is_minor(self) -> bool {
        matches!(
            self,
            ActionKind::Aim
                | ActionKind::DrawItem
                | ActionKind::Interact
                | ActionKind::Move
                | ActionKind::TakeChem
        )
    }

    /// Whether it is a movement action (one a turn).
    #[must_use]
    pub fn is_movement(self) -> bool {
        matches!(self, ActionKind::Move | ActionKind::Sprint)
    }
}

/// The action economy of the turn being played.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[allow(clippy::struct_excessive_bools)] // each flag is a limit of the rules
pub struct TurnState {
    /// Whose turn.
    pub unit: Unit,
    /// Minor actions taken.
    pub minors: u32,
    /// Major actions taken.
    pub majors: u32,
    /// Whether a movement action was taken.
    pub moved: bool,
    /// Whether normal actions are lost (Stun, head injury).
    pub stunned: bool,
    /// Whether Aim was taken and not yet used.
    pub aimed: bool,
    /// Whether an attack was made this turn.
    pub attacked: bool,
}

impl TurnState {
    /// A fresh turn.
    #[must_use]
    pub fn new(unit: Unit, stunned: bool) -> TurnState {
        TurnState {
            unit,
            minors: 0,
            majors: 0,
            moved: false,
            stunned,
            aimed: false,
            attacked: false,
        }
    }

    /// How many minor or major actions the turn allows.
    #[must_use]
    pub fn slots(&self) -> u32 {
        if self.stunned {
            1
        } else {
            2
        }
    }

    /// AP the next minor action costs (`None`: none left).
    #[must_use]
    pub fn next_minor_cost(&self) -> Option<u32> {
        (self.minors < self.slots()).then(|| u32::from(self.stunned || self.minors >= 1))
    }

    /// AP the next major action costs (`None`: none left).
    #[must_use]
    pub fn next_major_cost(&self) -> Option<u32> {
        (self.majors < self.slots()).then(|| 2 * u32::from(self.stunned || self.majors >= 1))
    }

    /// The view events carry.
    #[must_use]
    pub fn view(&self, round: u32) -> TurnView {
        TurnView {
            unit: self.unit.clone(),
            round,
            minors: self.minors,
            majors: self.majors,
            moved: self.moved,
            stunned: self.stunned,
            aimed: self.aimed,
            minors_left: self.slots().saturating_sub(self.minors),
            majors_left: self.slots().saturating_sub(self.majors),
            next_minor_ap: self.next_minor_cost(),
            next_major_ap: self.next_major_cost(),
        }
    }
}

/// The action economy as the turn embed shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnView {
    /// Whose turn.
    pub unit: Unit,
    /// The round (0: the opening turn).
    pub round: u32,
    /// Minor actions taken.
    pub minors: u32,
    /// Major actions taken.
    pub majors: u32,
    /// Whether the movement action is used.
    pub moved: bool,
    /// Whether normal actions are lost.
    pub stunned: bool,
    /// Whether an Aim is waiting for the first attack.
    pub aimed: bool,
    /// Minor actions left.
    pub minors_left: u32,
    /// Major actions left.
    pub majors_left: u32,
    /// AP the next minor action costs.
    pub next_minor_ap: Option<u32>,
    /// AP the next major action costs.
    pub next_major_ap: Option<u32>,
}

/// One place in the initiative order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct InitiativeEntry {
    /// Who.
    pub unit: Unit,
    /// Its initiative.
    pub initiative: u32,
    /// Whether another unit has the same initiative (the GM orders ties).
    pub tied: bool,
}

/// A helper's promise to assist another's next test.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pledge {
    /// Who helps.
    pub helper: Unit,
    /// Whose next test.
    pub leader: Unit,
    /// The attribute and skill the helper rolls with (Command an NPC fixes
    /// them; `None`: the leader's).
    pub with: Option<(crate::engine::mechanics::special::Attribute, Skill)>,
}

/// The running combat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Combat {
    /// Who started the fight and takes the opening turn.
    pub opener: Option<Unit>,
    /// The order, highest initiative first.
    pub order: Vec<InitiativeEntry>,
    /// The round: 0 during the opening turn, then from 1.
    pub round: u32,
    /// The turn being played, with whose it is: turns are kept by unit
    /// (campaigns stored before kept an index as `turn` too; it is read
    /// past, as the unit always agreed with it).
    pub current: TurnState,
    /// Allied NPCs commanded this turn, who may act at once.
    pub commanded: Vec<Unit>,
    /// Reliable weapons that already ignored a complication this combat,
    /// with their wielder.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reliable_used: Vec<(Unit, String)>,
    /// Who has used Finesse in this combat.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub finesse_used: Vec<Unit>,
}

impl Combat {
    /// The place in `order` of the unit whose turn it is (from round 1; the
    /// opening turn is nobody's place).
    #[must_use]
    pub fn turn(&self) -> Option<usize> {
        if self.round == 0 {
            return None;
        }
        self.order.iter().position(|e| e.unit == self.current.unit)
    }
}

impl crate::engine::turns::Placed for InitiativeEntry {
    type Unit = Unit;
    fn unit(&self) -> &Unit {
        &self.unit
    }
}

/// The result of First Aid.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "result", rename_all = "snake_case")]
pub enum AidResult {
    /// The test failed.
    Failed,
    /// HP healed (the healer's Medicine rank).
    Healed {
        /// HP before and after.
        hp: HpChange,
    },
    /// One injury treated.
    Treated {
        /// The injury.
        injury: Injury,
    },
    /// A dying patient stabilised at 1 HP, unconscious.
    Stabilised {
        /// HP before and after (with AP healing).
        hp: HpChange,
        /// HP healed with AP.
        extra: u32,
        /// Whether 1 AP woke them.
        woke: bool,
        /// AP spent after the test.
        ap_from_generated: u32,
        /// AP spent from the pool.
        ap_from_pool: Option<ApMove>,
    },
}

/// The First Aid choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AidChoice {
    /// Heal HP equal to Medicine.
    Heal,
    /// Treat one injury.
    Treat,
    /// Stabilise a dying patient.
    Stabilise,
}

impl AidChoice {
    /// Reads `heal`, `treat`, `stabilise` (or `stabilize`).
    #[must_use]
    pub fn parse(text: &str) -> Option<AidChoice> {
        match text.trim().to_ascii_lowercase().as_str() {
            "heal" => Some(AidChoice::Heal),
            "treat" => Some(AidChoice::Treat),
            "stabilise" | "stabilize" | "stabilize-dying" => Some(AidChoice::Stabilise),
            _ => None,
        }
    }
}

/// Something that happens at the start or end of a turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "what", rename_all = "snake_case")]
pub enum TurnEffect {
    /// Persistent damage or bleeding struck.
    Persistent {
        /// What causes it.
        source: String,
        /// The combat dice.
        roll: CombatRoll,
        /// Damage type.
        damage_type: DamageType,
        /// DR that applied.
        dr_applied: u32,
        /// Damage taken (radiation: off the maximum).
        taken: u32,
        /// HP before and after.
        hp: HpChange,
        /// Falling to 0 HP, more injuries while dying.
        harm: Harm,
        /// Whether it has run out.
        ended: bool,
    },
    /// The dying test at the start of a dying character's turn.
    DyingTest {
        /// The END + Survival test (boxed: the enum's other variants are small).
        test: Box<TestReport>,
        /// Whether they live on.
        survived: bool,
    },
    /// Normal actions lost this turn.
    Stunned,
    /// The Defend bonus ran out.
    DefendEnded {
        /// The bonus lost.
        bonus: u32,
    },
    /// An unused readied action ran out.
    ReadyEnded,
    /// A brief chem's effect ended.
    ChemEnded {
        /// The chem.
        chem: String,
    },
}

/// A fact produced by a command.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// A character joined.
    CharacterAdded {
        /// The sheet.
        sheet: Box<Sheet>,
    },
    /// A character left.
    CharacterRemoved {
        /// The name.
        name: String,
    },
    /// One character's sheet.
    Sheet {
        /// The sheet.
        sheet: Box<Sheet>,
    },
    /// One creature.
    Creature {
        /// The creature.
        creature: Box<CreatureView>,
    },
    /// The whole board.
    Board {
        /// Every character.
        characters: Vec<Sheet>,
        /// Every creature.
        creatures: Vec<CreatureView>,
        /// The combat, if one runs.
        combat: Option<Box<Combat>>,
        /// The group pool.
        group_ap: u32,
        /// The GM's pool.
        gm_ap: u32,
    },
    /// Creatures joined.
    CreaturesAdded {
        /// The new creatures.
        creatures: Vec<CreatureView>,
    },
    /// A creature left.
    CreatureRemoved {
        /// The name.
        name: String,
    },
    /// Items given or taken.
    Inventory {
        /// Who.
        character: String,
        /// The item as the table spells it.
        item: String,
        /// Change (+ given, - taken).
        change: i64,
        /// How many now.
        now: u32,
    },
    /// An armour piece put on.
    ArmourWorn {
        /// Who.
        character: String,
        /// The piece.
        piece: String,
        /// The side.
        side: Option<Side>,
        /// Pieces taken off because they covered the same place.
        replaced: Vec<String>,
        /// DR by location after.
        dr: Vec<(String, Dr)>,
    },
    /// An armour piece taken off.
    ArmourRemoved {
        /// Who.
        character: String,
        /// The piece.
        piece: String,
    },
    /// A character entered or left power armour.
    PowerArmour {
        /// Who.
        character: String,
        /// The frame.
        frame: String,
        /// Whether the character is inside now.
        inside: bool,
        /// The pieces attached.
        pieces: Vec<super::power::PieceView>,
        /// DR by location after.
        dr: Vec<(String, Dr)>,
    },
    /// A power armour piece attached to the character's frame.
    PieceAttached {
        /// Who.
        character: String,
        /// The piece.
        piece: super::power::PieceView,
        /// The piece it replaced at its location.
        replaced: Option<String>,
        /// DR by location after.
        dr: Vec<(String, Dr)>,
    },
    /// A power armour piece taken off the character's frame.
    PieceDetached {
        /// Who.
        character: String,
        /// The piece, as it was.
        piece: super::power::PieceView,
        /// DR by location after.
        dr: Vec<(String, Dr)>,
    },
    /// A character's frame put away, with the pieces on it.
    FrameRemoved {
        /// Who.
        character: String,
        /// The frame.
        frame: String,
        /// The pieces that went with it.
        pieces: Vec<String>,
    },
    /// A mine placed in a zone.
    MinePlaced {
        /// Who placed it.
        character: String,
        /// The mine.
        mine: String,
        /// The zone.
        zone: String,
        /// How many of it the character still carries.
        left: u32,
    },
    /// A mine set off by an enemy moving into its zone.
    MineTriggered {
        /// What it did.
        blast: Box<super::mines::MineBlast>,
    },
    /// A fusion core put into a frame.
    FusionCore {
        /// What was put in.
        inserted: super::fusion::CoreInserted,
    },
    /// Frames spent a core charge at the end of a scene.
    CoresDrained {
        /// Each frame's charge.
        drained: Vec<super::fusion::CoreDrain>,
    },
    /// A disease given to or ended for a character (the GM's).
    Disease {
        /// What changed.
        change: super::diseases::DiseaseChange,
    },
    /// A power armour piece repaired.
    PieceRepaired {
        /// Whose.
        character: String,
        /// The piece after.
        piece: super::power::PieceView,
        /// Its HP before.
        before: u32,
    },
    /// A skill's rank set.
    RankSet {
        /// Who.
        character: String,
        /// The skill.
        skill: Skill,
        /// Rank before.
        before: u32,
        /// Rank after.
        after: u32,
    },
    /// A simple action.
    Action {
        /// Who.
        unit: Unit,
        /// Which.
        action: ActionKind,
        /// Its other unit (Assist) or trigger (Ready).
        detail: Option<String>,
        /// Whether it stood the unit up (Move while prone).
        stood_up: bool,
        /// The zone Move or Sprint took it to.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        zone: Option<super::zones::ZoneMove>,
        /// The chem Take Chem took, and what it did.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        chem: Option<super::chems::ChemTaken>,
        /// Its AP cost.
        ap: Option<ApMove>,
        /// The turn after.
        turn: Option<TurnView>,
    },
    /// A Test action.
    Test {
        /// The test.
        test: Box<TestReport>,
        /// AP saved.
        saved: Option<Saved>,
        /// Its AP cost.
        ap: Option<ApMove>,
        /// The turn after.
        turn: Option<TurnView>,
    },
    /// An attack.
    Attack {
        /// Everything about it.
        report: Box<AttackReport>,
    },
    /// Defend.
    Defend {
        /// Who.
        unit: Unit,
        /// The AGI + Athletics test.
        test: Box<TestReport>,
        /// Defense before.
        before: u32,
        /// Defense after.
        after: u32,
        /// AP for the extra +1.
        extra: Option<ApMove>,
        /// AP saved.
        saved: Option<Saved>,
        /// The action's AP cost.
        ap: Option<ApMove>,
        /// The turn after.
        turn: Option<TurnView>,
    },
    /// First Aid.
    FirstAid {
        /// The healer.
        healer: Unit,
        /// The patient.
        patient: Unit,
        /// The choice.
        choice: AidChoice,
        /// The INT + Medicine test.
        test: Box<TestReport>,
        /// What it did.
        result: AidResult,
        /// AP saved.
        saved: Option<Saved>,
        /// The action's AP cost.
        ap: Option<ApMove>,
        /// The turn after.
        turn: Option<TurnView>,
    },
    /// Rally.
    Rally {
        /// The END + Survival test.
        test: Box<TestReport>,
        /// AP saved.
        saved: Option<Saved>,
        /// The action's AP cost.
        ap: Option<ApMove>,
        /// The turn after.
        turn: Option<TurnView>,
    },
    /// Command an NPC.
    Commanded {
        /// The commander.
        commander: Unit,
        /// The NPC.
        npc: Unit,
        /// What the commander assists with.
        attribute: String,
        /// The skill.
        skill: Skill,
        /// The action's AP cost.
        ap: Option<ApMove>,
        /// The turn after.
        turn: Option<TurnView>,
    },
    /// A test to end persistent damage.
    PersistentTest {
        /// The test.
        test: Box<TestReport>,
        /// What ended.
        stopped: Vec<Persistent>,
        /// AP saved.
        saved: Option<Saved>,
        /// The action's AP cost.
        ap: Option<ApMove>,
        /// The turn after.
        turn: Option<TurnView>,
    },
    /// Combat dice rolled on their own.
    CombatDice {
        /// The roll.
        roll: CombatRoll,
    },
    /// A GM hurt a unit.
    Hurt {
        /// Who.
        target: Unit,
        /// The damage.
        amount: u32,
        /// Its type.
        damage_type: DamageType,
        /// Where (for injuries).
        location: String,
        /// HP before and after.
        hp: HpChange,
        /// Radiation before and after (radiation damage).
        rads: Option<(u32, u32)>,
        /// Injuries, dying, death.
        harm: Harm,
    },
    /// A GM healed a unit.
    Healed {
        /// Who.
        target: Unit,
        /// HP asked for.
        amount: u32,
        /// HP before and after.
        hp: HpChange,
        /// Whether it ended dying.
        revived: bool,
    },
    /// Radiation damage healed.
    RadsCured {
        /// Who.
        target: Unit,
        /// Radiation before.
        before: u32,
        /// Radiation after.
        after: u32,
        /// Maximum HP after.
        max_hp: u32,
    },
    /// A unit put in a zone by the GM.
    ZoneSet {
        /// Who.
        unit: Unit,
        /// The zone before (`None`: not placed).
        before: Option<String>,
        /// The zone now.
        after: String,
    },
    /// The band between two zones set by the GM.
    ZoneRangeSet {
        /// One zone.
        a: String,
        /// The other.
        b: String,
        /// The band before (as measured by default when unset).
        before: RangeBand,
        /// The band now.
        after: RangeBand,
    },
    /// Cover set.
    CoverSet {
        /// Who.
        target: Unit,
        /// Cover dice before.
        before: u32,
        /// Cover dice after.
        after: u32,
    },
    /// A pool set by the GM.
    ApSet {
        /// The pool and its values.
        ap: ApMove,
    },
    /// A session began: Luck refreshed, the GM's pool set.
    SessionStarted {
        /// Each character's Luck points now.
        luck: Vec<(String, u32)>,
        /// The GM's pool.
        gm_ap: ApMove,
    },
    /// Initiative set: the opening turn or round 1 starts.
    CombatStarted {
        /// The combat.
        combat: Box<Combat>,
        /// What happened at the start of the first turn.
        effects: Vec<TurnEffect>,
    },
    /// The GM ordered a tie.
    Reordered {
        /// The order now.
        order: Vec<InitiativeEntry>,
    },
    /// A turn ended and the next began.
    TurnAdvanced {
        /// Whose turn ended.
        ended: Unit,
        /// What happened at its end.
        end_effects: Vec<TurnEffect>,
        /// Whose turn it is.
        unit: Unit,
        /// The round.
        round: u32,
        /// Whether a new round began.
        new_round: bool,
        /// What happened at the start of the turn.
        start_effects: Vec<TurnEffect>,
        /// The new turn.
        turn: TurnView,
    },
    /// Combat ended.
    CombatEnded {
        /// The round it ended in.
        round: u32,
    },
    /// 1 AP bought one more combat die for the latest roll, a hit; the
    /// attack was resolved again with the same dice and one more (its
    /// events follow).
    BonusDie {
        /// Whose attack.
        character: String,
        /// The roll's serial.
        serial: u64,
        /// The serial of the roll as it stands now.
        new_serial: u64,
        /// AP now spent on damage dice.
        ap: u32,
    },
    /// Airborne poison met the target's poison DR and its gas mask (the
    /// `hurt` event that follows carries the damage taken).
    Airborne {
        /// The damage, the DR, what was taken.
        airborne: super::apparel::AirbornePoison,
    },
    /// A worn apparel piece's scene re-roll re-rolled one d20 of the latest
    /// roll; the roll's command was resolved again (its events follow).
    ApparelReroll {
        /// What was re-rolled.
        reroll: super::apparel::ApparelReroll,
    },
    /// A Luck point re-rolled d20s of the latest roll; the roll's command
    /// was resolved again with the new faces (its events follow).
    LuckReroll {
        /// Whose roll.
        character: String,
        /// The re-rolled roll's serial.
        serial: u64,
        /// The serial of the roll as it stands now (for a further re-roll).
        new_serial: u64,
        /// The dice re-rolled, 0-based in roll order.
        dice: Vec<usize>,
        /// Every d20 face before.
        before: Vec<u32>,
        /// Every d20 face after.
        after: Vec<u32>,
        /// Luck points before.
        luck_before: u32,
        /// Luck points after.
        luck_after: u32,
    },
    /// The GM gave a character XP.
    XpGiven {
        /// Who, how much, and whether a level-up is ready.
        given: super::growth::XpGiven,
    },
    /// A character levelled up.
    LevelUp {
        /// The level, HP, skill rank and perk gained.
        level_up: super::growth::LevelUp,
    },
    /// A character read a magazine and gained its perk.
    MagazineRead {
        /// Who and which.
        read: super::growth::MagazineRead,
    },
    /// A mod attached to or removed from a weapon or a worn piece.
    Modded {
        /// What changed.
        change: super::mods::ModChange,
    },
    /// The GM set a character's origin and traits.
    OriginSet {
        /// Who, the origin and traits now, the origin before.
        set: super::origins::OriginSet,
    },
    /// The GM set or took off a robot's armour or module.
    RobotPart {
        /// What changed.
        change: super::robots::PartChange,
    },
}

/// What a command produced: its events, in order.
pub type Outcome = crate::engine::ruleset::GameOutcome<Event, super::homebrew::Fallout2d20Brew>;
