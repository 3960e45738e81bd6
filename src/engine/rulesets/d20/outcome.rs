//! Outcomes of the d20 game: the facts a command produced, as typed events.
//! Every die face, total, DC, level and HP before/after is here, so a renderer
//! draws an embed or prints JSON without reading the campaign.

use serde::{Deserialize, Serialize};

use super::character::{Condition, Sheet};
use super::check::Roll;
use super::data::Delivery;
use super::dice_expr::DiceRoll;
use super::enemy::Enemy;
use super::skills::Skill;

/// Something on the field: a character or an enemy.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", content = "name", rename_all = "snake_case")]
pub enum Unit {
    /// A character, by name.
    Character(String),
    /// An enemy, by name.
    Enemy(String),
}

impl Unit {
    /// The unit's name.
    #[must_use]
    pub fn name(&self) -> &str {
        match self {
            Unit::Character(n) | Unit::Enemy(n) => n,
        }
    }
}

pub use crate::engine::mechanics::hp::HpChange;

/// One damage roll: the dice, the attribute added (melee), the multiplier.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DamageRoll {
    /// The dice rolled.
    pub dice: DiceRoll,
    /// The attribute bonus added (melee only; 0 otherwise).
    pub attribute_bonus: i64,
    /// 2 on a critical hit, else 1.
    pub multiplier: u32,
    /// (dice + attribute) x multiplier, at least 0.
    pub total: u32,
}

/// One creature's save in a blast.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BlastSave {
    /// Who.
    pub target: Unit,
    /// The Reflex save.
    pub roll: Roll,
    /// Damage taken (per the save table).
    pub taken: u32,
    /// HP before and after.
    pub hp: HpChange,
}

/// One place in the initiative order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct InitiativeEntry {
    /// Who.
    pub unit: Unit,
    /// The d20 face.
    pub die: u32,
    /// The initiative bonus.
    pub bonus: i64,
    /// Die plus bonus.
    pub total: i64,
    /// The d20 roll-off face, when a tie on total and bonus needed one.
    pub roll_off: Option<u32>,
}

/// The running combat. Whose turn it is is a unit, not a place in the
/// order, so units leaving or joining never move the turn to another one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "StoredCombat")]
pub struct Combat {
    /// The order, first to act first.
    pub order: Vec<InitiativeEntry>,
    /// The round, from 1.
    pub round: u32,
    /// Who acts now (always in `order`).
    pub current: Unit,
}

/// A combat as stored: campaigns saved before turns were kept by unit hold
/// `turn`, an index into `order`, instead of `current`.
#[derive(Deserialize)]
struct StoredCombat {
    order: Vec<InitiativeEntry>,
    round: u32,
    #[serde(default)]
    current: Option<Unit>,
    #[serde(default)]
    turn: Option<usize>,
}

impl From<StoredCombat> for Combat {
    fn from(stored: StoredCombat) -> Combat {
        let at = |i: usize| stored.order.get(i).map(|e| e.unit.clone());
        // An index past the order (or an empty order) fails `validate`,
        // which names it; the placeholder never reaches a table.
        let current = stored
            .current
            .or_else(|| at(stored.turn.unwrap_or(0)))
            .unwrap_or_else(|| Unit::Character(String::new()));
        Combat {
            order: stored.order,
            round: stored.round,
            current,
        }
    }
}

impl crate::engine::turns::Placed for InitiativeEntry {
    type Unit = Unit;
    fn unit(&self) -> &Unit {
        &self.unit
    }
}

impl Combat {
    /// The place of the unit whose turn it is, in `order`.
    #[must_use]
    pub fn turn(&self) -> Option<usize> {
        self.order.iter().position(|e| e.unit == self.current)
    }
}

crate::engine::roster::roster_events! {
    /// A fact produced by a command.
    pub enum Event {
        /// The whole board.
        Board {
            /// Every character's sheet.
            characters: Vec<Sheet>,
            /// Every enemy.
            enemies: Vec<Enemy>,
            /// The combat, if one runs.
            combat: Option<Combat>,
        },
        /// A skill roll.
        Check {
            /// Who rolled.
            character: String,
            /// The skill.
            skill: Skill,
            /// The roll.
            roll: Roll,
        },
        /// A save against damage.
        Save {
            /// Who saved.
            character: String,
            /// The save.
            skill: Skill,
            /// The roll.
            roll: Roll,
            /// The listed damage.
            damage: u32,
            /// The damage taken.
            taken: u32,
            /// HP before and after.
            hp: HpChange,
        },
        /// A single-target attack (a character's or an enemy's).
        Attack {
            /// Who attacked.
            attacker: Unit,
            /// The weapon (an enemy's template name for enemy attacks).
            weapon: String,
            /// The skill rolled (`None` for enemies).
            skill: Option<Skill>,
            /// Melee or ranged (enemies: melee; their bonus is in their dice).
            delivery: Delivery,
            /// Who was attacked.
            target: Unit,
            /// The attack roll against the target's AC.
            roll: Roll,
            /// The damage, on a hit.
            damage: Option<DamageRoll>,
            /// HP before and after (unchanged on a miss).
            hp: HpChange,
        },
        /// An explosive: damage rolled once, every creature in the blast saved.
        Explosion {
            /// Who threw or fired it.
            attacker: String,
            /// The weapon.
            weapon: String,
            /// The attacker's Explosives bonus.
            attack_bonus: i64,
            /// The Reflex DC: 10 + attack bonus.
            dc: i64,
            /// The damage roll.
            damage: DiceRoll,
            /// The listed damage (the roll, at least 0).
            listed: u32,
            /// Each creature's save, in the order named.
            saves: Vec<BlastSave>,
        },
        /// A generic dice roll.
        Rolled {
            /// The roll.
            roll: DiceRoll,
        },
        /// Enemies joined the field.
        EnemiesAdded {
            /// The new enemies.
            enemies: Vec<Enemy>,
        },
        /// An enemy left the field.
        EnemyRemoved {
            /// The name.
            name: String,
        },
        /// Initiative was rolled; round 1 starts with the first in the order.
        InitiativeRolled {
            /// The combat as it now stands.
            combat: Combat,
        },
        /// The next unit acts.
        TurnAdvanced {
            /// The round.
            round: u32,
            /// Whether this turn began a new round.
            new_round: bool,
            /// Who acts now.
            unit: Unit,
        },
        /// Combat ended.
        CombatEnded {
            /// The round it ended in.
            round: u32,
        },
        /// A character's level changed.
        LevelSet {
            /// The character.
            character: String,
            /// Level before.
            level_before: u32,
            /// Level now.
            level: u32,
            /// Proficiency now.
            proficiency: i64,
            /// HP before and after; `max` is the new max.
            hp: HpChange,
            /// Max HP before.
            max_hp_before: u32,
        },
        /// A GM hurt a unit.
        Hurt {
            /// Who.
            target: Unit,
            /// The damage asked for.
            amount: u32,
            /// HP before and after.
            hp: HpChange,
        },
        /// A GM healed a unit.
        Healed {
            /// Who.
            target: Unit,
            /// The healing asked for.
            amount: u32,
            /// HP before and after.
            hp: HpChange,
        },
        /// A condition was added.
        ConditionAdded {
            /// Who.
            target: Unit,
            /// The condition.
            condition: Condition,
        },
        /// A condition was removed.
        ConditionRemoved {
            /// Who.
            target: Unit,
            /// The condition.
            condition: Condition,
        },
    }
}

/// What a command produced: its events, in order.
pub type Outcome = crate::engine::ruleset::GameOutcome<Event, super::homebrew::D20Brew>;
