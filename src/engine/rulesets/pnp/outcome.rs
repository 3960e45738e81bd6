//! Outcomes of the classic game: the facts a command produced, as typed
//! events. Every die face, chance, exact odds, HP before and after is here, so
//! a renderer draws a message without reading the campaign. The Fluent id of
//! an event's message is `pnp-ev-` followed by its `type`.

use serde::{Deserialize, Serialize};

use crate::engine::mechanics::special::Attribute;

use super::ammo::{AmmoLevel, AmmoUse, Find};
use super::armour::Armour;
use super::character::{BurnDie, HpChange, Sheet};
use super::check::{Criticals, Odds, SaveRoll, SkillRoll};
use super::combat::{AttackChance, DamageToOne, Location, MoraleRoll};
use super::command::{LevelUpChoice, Setting};
use super::enemy::Enemy;
use super::skills::Skill;

/// Why a save was rolled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SavePurpose {
    /// Asked for.
    Test,
    /// A headshot: failed means armour is ignored.
    Headshot,
    /// A weapon-arm shot: failed means the weapon drops.
    WeaponArm,
    /// A leg shot: failed means speed halves instead of losing a quarter.
    Leg,
    /// A round of poison: failed means damage.
    Poison,
}

/// Why a morale check was rolled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MoraleCause {
    /// The GM asked.
    Asked,
    /// It took damage for the first time.
    FirstDamage,
    /// It has taken half its HP in damage.
    HalfHp,
    /// Its group's leader fell or fled.
    LeaderLost,
}

/// What a called shot did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CalledEffect {
    /// Head: loses its next action (armour ignored on a failed save).
    LosesNextAction,
    /// Weapon arm: the weapon drops (failed save).
    DropsWeapon,
    /// Weapon arm: the save held the weapon.
    KeepsWeapon,
    /// Leg: speed down by a quarter.
    SpeedQuarter,
    /// Leg: speed down by half (failed save).
    SpeedHalf,
    /// The other arm: nothing.
    Nothing,
}

/// How a unit was healed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Treatment {
    /// A Stimpak: 25 + Medic HP.
    Stimpak,
    /// RadAway: 25 + Medic rads.
    RadAway,
    /// A bed: HP to max.
    Sleep,
}

crate::engine::roster::roster_events! {
    /// A fact produced by a command.
    pub enum Event {
        /// The whole board.
        Board {
            /// Every sheet.
            characters: Vec<Sheet>,
            /// Every enemy.
            enemies: Vec<Enemy>,
            /// The half-point setting.
            half_points: bool,
            /// The criticals setting.
            criticals: Criticals,
        },
        /// Skill points spent.
        PointsSpent {
            /// Who.
            character: String,
            /// The skill.
            skill: Skill,
            /// Points spent.
            points: u32,
            /// The skill now.
            value: u32,
            /// Points left.
            unspent: u32,
        },
        /// A skill check.
        Check {
            /// Who.
            character: String,
            /// The skill.
            skill: Skill,
            /// The roll, with margin and odds.
            roll: SkillRoll,
        },
        /// The odds of a skill check, not rolled.
        Odds {
            /// Who.
            character: String,
            /// The skill.
            skill: Skill,
            /// Skill plus modifier.
            target: i64,
            /// The exact odds.
            odds: Odds,
        },
        /// A save.
        Save {
            /// Who.
            unit: String,
            /// The attribute.
            attribute: Attribute,
            /// Why.
            purpose: SavePurpose,
            /// The roll, with re-rolls and odds.
            roll: SaveRoll,
        },
        /// Experience gained.
        XpGained {
            /// Who.
            character: String,
            /// How much.
            amount: u32,
            /// Experience now.
            xp: u32,
            /// Level before.
            level_before: u32,
            /// Level now.
            level: u32,
            /// Level-ups waiting for a choice.
            pending: u32,
        },
        /// A level-up chosen.
        LevelUp {
            /// Who.
            character: String,
            /// The choice.
            choice: LevelUpChoice,
            /// The attribute's new score, for an attribute choice.
            value: Option<u8>,
            /// Skill points gained, for a skills choice.
            points: u32,
            /// HP the level gave (5 + END).
            level_hp: u32,
            /// HP before and after.
            hp: HpChange,
        },
        /// A setting changed.
        SettingChanged {
            /// The new value.
            setting: Setting,
        },
        /// An enemy arrived.
        EnemyAdded {
            /// The enemy.
            enemy: Enemy,
        },
        /// An enemy left.
        EnemyRemoved {
            /// The name.
            name: String,
        },
        /// An enemy leads its group.
        LeaderSet {
            /// The enemy.
            enemy: String,
            /// Its group.
            group: String,
        },
        /// An enemy's morale score set.
        MoraleSet {
            /// The enemy.
            enemy: String,
            /// The score, or none.
            score: Option<u8>,
        },
        /// An attack roll.
        Attack {
            /// The attacker.
            attacker: String,
            /// The target.
            target: String,
            /// The weapon's id.
            weapon: String,
            /// The chance and its parts.
            chance: AttackChance,
            /// The d100 roll.
            roll: SkillRoll,
        },
        /// Ammunition used by a shot.
        AmmoUsed {
            /// Who.
            character: String,
            /// The weapon.
            weapon: String,
            /// The die and the levels.
            used: AmmoUse,
        },
        /// Where a miss went: 1 long, clockwise to 5 short.
        Scatter {
            /// The d8 face.
            direction: u32,
            /// How much it missed by.
            missed_by: i64,
        },
        /// Damage to one creature.
        Damage {
            /// Who.
            target: String,
            /// The dice and totals.
            damage: DamageToOne,
            /// HP before and after.
            hp: HpChange,
        },
        /// A called shot's effect.
        CalledShot {
            /// Who.
            target: String,
            /// Where.
            location: Location,
            /// What happened.
            effect: CalledEffect,
        },
        /// Set on fire.
        Burning {
            /// Who.
            target: String,
            /// The dice that burn.
            dice: Vec<BurnDie>,
        },
        /// A round of burning: the highest die goes, the rest hurt.
        BurnTick {
            /// Who.
            target: String,
            /// The die dropped.
            dropped: BurnDie,
            /// Dice left.
            remaining: Vec<BurnDie>,
            /// Damage this round.
            damage: u32,
            /// HP before and after.
            hp: HpChange,
        },
        /// Flames doused: another die goes.
        Doused {
            /// Who.
            target: String,
            /// The die removed.
            dropped: BurnDie,
            /// Dice left.
            remaining: Vec<BurnDie>,
        },
        /// Poisoned.
        Poisoned {
            /// Who.
            target: String,
            /// Faces of the damage die.
            damage_sides: u32,
            /// The duration die's face: rounds.
            rounds: u32,
        },
        /// A round of poison after its save.
        PoisonTick {
            /// Who.
            target: String,
            /// The damage die's face on a failed save.
            damage: Option<u32>,
            /// HP before and after.
            hp: HpChange,
            /// Rounds left.
            rounds_left: u32,
        },
        /// A morale check.
        Morale {
            /// The enemy.
            enemy: String,
            /// Why.
            cause: MoraleCause,
            /// The roll.
            roll: MoraleRoll,
        },
        /// Someone died (HP 0).
        Died {
            /// Who.
            name: String,
        },
        /// Healing.
        Healed {
            /// Who treated.
            healer: String,
            /// Who was treated.
            target: String,
            /// How.
            treatment: Treatment,
            /// HP or rads removed.
            amount: u32,
            /// HP before and after.
            hp: HpChange,
            /// Rads before.
            rads_before: u32,
            /// Rads after.
            rads_after: u32,
        },
        /// GM damage.
        Hurt {
            /// Who.
            target: String,
            /// HP damage.
            amount: u32,
            /// Rads.
            rads: u32,
            /// HP before and after.
            hp: HpChange,
        },
        /// A dead character lives again.
        Revived {
            /// Who.
            character: String,
            /// HP before and after.
            hp: HpChange,
        },
        /// Armour set.
        ArmourSet {
            /// Who.
            target: String,
            /// The armour.
            armour: Armour,
        },
        /// Pip-Boy given or taken.
        PipBoySet {
            /// Who.
            character: String,
            /// Whether it has one.
            on: bool,
        },
        /// Ammunition set or found.
        Ammo {
            /// Who.
            character: String,
            /// The weapon.
            weapon: String,
            /// What was found, if found.
            found: Option<Find>,
            /// Dice rolled (sides, face).
            dice: Vec<(u32, u32)>,
            /// Before.
            before: AmmoLevel,
            /// After.
            after: AmmoLevel,
        },
    }
}

impl Event {
    /// The event's `type` (`check`, `damage`, ...); its message id is
    /// `pnp-ev-` and this.
    #[must_use]
    pub fn kind(&self) -> String {
        serde_json::to_value(self)
            .ok()
            .and_then(|v| v.get("type").and_then(|t| t.as_str()).map(str::to_owned))
            .unwrap_or_default()
    }
}

/// What a command produced: its events, in order.
pub type Outcome = crate::engine::ruleset::GameOutcome<Event, super::homebrew::PnpBrew>;
