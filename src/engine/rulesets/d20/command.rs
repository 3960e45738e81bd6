//! Commands of the d20 game: the intents a front end asks the engine to carry
//! out. Fields hold parsed values (skills, dice expressions) or plain numbers
//! and names; the engine checks ranges and matches names by name identity.

use serde::{Deserialize, Serialize};

use super::character::NewCharacter;
use super::dice_expr::DiceExpr;
use super::skills::Skill;

/// A command of the d20 game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "command", rename_all = "snake_case")]
pub enum Command {
    /// GM: add a character at full HP.
    AddCharacter(NewCharacter),
    /// GM: remove a character (also from the initiative order).
    RemoveCharacter {
        /// The character.
        name: String,
    },
    /// Show one character's sheet, or everything (characters, enemies, combat).
    Status {
        /// The character, or `None` for the whole board.
        name: Option<String>,
    },
    /// A skill roll against a DC.
    Check {
        /// Who rolls.
        character: String,
        /// The skill.
        skill: Skill,
        /// The DC, 0..=100.
        dc: i64,
        /// Situational modifier, -30..=30.
        modifier: i64,
        /// How many times to roll it, 1..=[`crate::engine::dice::REPEAT_MAX`].
        #[serde(default = "crate::engine::dice::once")]
        repeat: i64,
    },
    /// A save against a damaging effect; the damage taken follows the save table.
    Save {
        /// Who saves.
        character: String,
        /// Fortitude, Reflex or Will.
        skill: Skill,
        /// The DC, 0..=100.
        dc: i64,
        /// The listed damage, 0..=10000.
        damage: i64,
        /// Situational modifier, -30..=30.
        modifier: i64,
    },
    /// A character attacks with a weapon: one target, or every creature in the
    /// blast for an explosive.
    Attack {
        /// The attacker.
        attacker: String,
        /// The weapon's name.
        weapon: String,
        /// Targets by name (characters or enemies).
        targets: Vec<String>,
        /// Situational modifier to the attack roll, -30..=30.
        modifier: i64,
    },
    /// `attack` typed on the command line: the weapon's words and then the
    /// targets', split by the weapons the campaign knows
    /// ([`Campaign::typed_attack`](super::campaign::Campaign::typed_attack)).
    AttackWords {
        /// The attacker.
        attacker: String,
        /// The weapon's words, then the targets'.
        words: Vec<String>,
        /// Situational modifier to the attack roll, -30..=30.
        modifier: i64,
    },
    /// A generic dice roll; changes nothing.
    Roll {
        /// The expression.
        expr: DiceExpr,
        /// How many times to roll it, 1..=[`crate::engine::dice::REPEAT_MAX`].
        #[serde(default = "crate::engine::dice::once")]
        repeat: i64,
    },
    /// GM: add enemies from a template.
    AddEnemy {
        /// The template's name.
        template: String,
        /// A base name instead of the template's.
        name: Option<String>,
        /// How many, 1..=20.
        count: i64,
    },
    /// GM: remove an enemy (also from the initiative order).
    RemoveEnemy {
        /// The enemy.
        name: String,
    },
    /// GM: an enemy attacks a character.
    EnemyAttack {
        /// The enemy.
        enemy: String,
        /// The character attacked.
        target: String,
        /// Situational modifier to the attack roll, -30..=30.
        modifier: i64,
    },
    /// GM: roll initiative for every able character and enemy; round 1 starts.
    Initiative,
    /// GM: the next unit in the order acts; after the last, a new round.
    NextTurn,
    /// GM: combat ends; the order is forgotten.
    EndCombat,
    /// GM: set a character's level.
    SetLevel {
        /// The character.
        character: String,
        /// The new level, 1..=100.
        level: i64,
    },
    /// GM: damage a character or an enemy.
    Hurt {
        /// Who.
        target: String,
        /// Damage, 0..=10000.
        amount: i64,
    },
    /// GM: heal a character or an enemy, up to its max HP.
    Heal {
        /// Who.
        target: String,
        /// HP, 0..=10000.
        amount: i64,
    },
    /// GM: give a character or an enemy a condition.
    AddCondition {
        /// Who.
        target: String,
        /// A common condition's name or free text.
        condition: String,
    },
    /// GM: take a condition away.
    RemoveCondition {
        /// Who.
        target: String,
        /// The condition's name.
        condition: String,
    },
}

/// Largest damage or healing a command takes.
pub const AMOUNT_MAX: i64 = 10_000;
/// Most enemies one `enemy-add` makes.
pub const ENEMY_COUNT_MAX: i64 = 20;

impl Command {
    /// Whether the command never changes the campaign.
    #[must_use]
    pub fn is_read_only(&self) -> bool {
        matches!(self, Command::Status { .. } | Command::Roll { .. })
    }

    /// The character acting, for commands a player may run only for a
    /// character they own (see [`super::commands::CommandSpec::actor`]):
    /// `check`, `save` and `attack`. `None` for every other command.
    #[must_use]
    pub fn actor(&self) -> Option<&str> {
        match self {
            Command::Check { character, .. } | Command::Save { character, .. } => Some(character),
            Command::Attack { attacker, .. } | Command::AttackWords { attacker, .. } => {
                Some(attacker)
            }
            _ => None,
        }
    }

    /// The command's CLI word (`add-player`, `enemy-attack`, ...), the same
    /// name [`super::commands::COMMANDS`] lists.
    #[must_use]
    pub fn name(&self) -> &'static str {
        match self {
            Command::AddCharacter(_) => "add-player",
            Command::RemoveCharacter { .. } => "remove-player",
            Command::Status { .. } => "status",
            Command::Check { .. } => "check",
            Command::Save { .. } => "save",
            Command::Attack { .. } | Command::AttackWords { .. } => "attack",
            Command::Roll { .. } => "roll",
            Command::AddEnemy { .. } => "enemy-add",
            Command::RemoveEnemy { .. } => "enemy-remove",
            Command::EnemyAttack { .. } => "enemy-attack",
            Command::Initiative => "initiative",
            Command::NextTurn => "next",
            Command::EndCombat => "end-combat",
            Command::SetLevel { .. } => "level",
            Command::Hurt { .. } => "hurt",
            Command::Heal { .. } => "heal",
            Command::AddCondition { .. } | Command::RemoveCondition { .. } => "condition",
        }
    }
}
