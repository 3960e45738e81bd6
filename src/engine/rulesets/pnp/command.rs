//! Commands of the classic game: the intents a front end asks the engine to
//! carry out. Fields hold parsed values or plain numbers and names; the engine
//! checks every range and matches names by name identity.

use serde::{Deserialize, Serialize};

use crate::engine::mechanics::special::Attribute;

use super::ammo::{AmmoLevel, Find};
use super::armour::Armour;
use super::character::NewCharacter;
use super::check::Criticals;
use super::combat::{Aim, Location};
use super::skills::Skill;

/// What a level-up gives: a S.P.E.C.I.A.L. point or skill points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "choice", content = "attribute", rename_all = "snake_case")]
pub enum LevelUpChoice {
    /// +1 to an attribute (up to 10, or the race maximum).
    Attribute(Attribute),
    /// 10 + INT + LCK skill points to spend.
    Skills,
}

/// A campaign setting.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "setting", content = "value", rename_all = "snake_case")]
pub enum Setting {
    /// Seed 003's optional half-point rule for ranges of 1 to at most 5.
    HalfPoints(bool),
    /// How skill checks read criticals.
    Criticals(Criticals),
}

/// A creature caught in a splash ring.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SplashTarget {
    /// Who.
    pub name: String,
    /// The ring: 1 within one splash increment, 2 within two, ...
    pub ring: i64,
}

/// An attack as asked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttackOrder {
    /// The attacker: a character or an enemy.
    pub attacker: String,
    /// The weapon's id or name.
    pub weapon: String,
    /// The target: a character or an enemy.
    pub target: String,
    /// The distance in metres, 0..=10000.
    pub distance: i64,
    /// Whether the target is immobile (+10 instead of its agility).
    pub immobile: bool,
    /// How the attacker aims.
    pub aim: Aim,
    /// A called shot.
    pub called: Option<Location>,
    /// Others caught in the splash.
    pub splash: Vec<SplashTarget>,
    /// Situational modifier, -100..=100.
    pub modifier: i64,
}

/// A command of the classic game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "command", rename_all = "snake_case")]
pub enum Command {
    /// GM: add a character at full HP with 20 skill points to spend.
    AddCharacter(NewCharacter),
    /// GM: remove a character.
    RemoveCharacter {
        /// The character.
        name: String,
    },
    /// A sheet, or the whole board.
    Status {
        /// The character, or `None` for the board.
        name: Option<String>,
    },
    /// Spend unspent skill points on one skill.
    Spend {
        /// Who.
        character: String,
        /// The skill.
        skill: Skill,
        /// Points, 1..=100.
        points: i64,
    },
    /// A d100 skill check.
    Check {
        /// Who.
        character: String,
        /// The skill.
        skill: Skill,
        /// Difficulty modifier, -100..=100.
        modifier: i64,
        /// How many times to roll it, 1..=20.
        #[serde(default = "crate::engine::dice::once")]
        repeat: i64,
    },
    /// The exact odds of a skill check, without rolling.
    Odds {
        /// Who.
        character: String,
        /// The skill.
        skill: Skill,
        /// Difficulty modifier, -100..=100.
        modifier: i64,
    },
    /// A d10 save against an attribute.
    Save {
        /// Who.
        character: String,
        /// The attribute.
        attribute: Attribute,
        /// Difficulty modifier, -10..=10.
        modifier: i64,
    },
    /// GM: give experience.
    Xp {
        /// Who.
        character: String,
        /// Experience, 1..=100000.
        amount: i64,
    },
    /// Choose what a gained level gives.
    LevelUp {
        /// Who.
        character: String,
        /// The choice.
        choice: LevelUpChoice,
    },
    /// GM: change a campaign setting.
    Setting(Setting),
    /// GM: add enemies from a template.
    AddEnemy {
        /// The template.
        template: String,
        /// How many, 1..=20.
        count: i64,
        /// A base name instead of the template's.
        name: Option<String>,
    },
    /// GM: remove an enemy.
    RemoveEnemy {
        /// The enemy.
        name: String,
    },
    /// GM: make an enemy its group's leader.
    Leader {
        /// The enemy.
        enemy: String,
    },
    /// GM: set an enemy's morale score, or none (never checks).
    SetMorale {
        /// The enemy.
        enemy: String,
        /// The score, 0..=13, or `None`.
        score: Option<i64>,
    },
    /// An attack.
    Attack(AttackOrder),
    /// GM: a morale check for an enemy.
    Morale {
        /// The enemy.
        enemy: String,
        /// Modifier to the 2d6, -12..=12.
        modifier: i64,
    },
    /// GM: a round passes: burning and poison work on everyone.
    Round,
    /// A burning unit spends its action dousing the flames.
    Douse {
        /// Who.
        target: String,
    },
    /// A Stimpak: heals 25 + the healer's Medic.
    Stimpak {
        /// Who uses it.
        healer: String,
        /// Who is healed.
        target: String,
    },
    /// RadAway: removes 25 + the healer's Medic rads.
    RadAway {
        /// Who uses it.
        healer: String,
        /// Who is treated.
        target: String,
    },
    /// Sleeping in a bed: HP to max, rads stay.
    Sleep {
        /// Who.
        character: String,
    },
    /// GM: damage and radiation to a unit.
    Hurt {
        /// Who.
        target: String,
        /// HP damage, 0..=10000.
        amount: i64,
        /// Rads, 0..=10000.
        rads: i64,
    },
    /// GM: bring a dead character back.
    Revive {
        /// Who.
        character: String,
        /// HP, 1..=max.
        hp: i64,
    },
    /// GM: set a unit's armour.
    SetArmour {
        /// Who.
        target: String,
        /// The armour.
        armour: Armour,
    },
    /// GM: give or take a Pip-Boy.
    SetPipBoy {
        /// Who.
        character: String,
        /// Whether it has one.
        on: bool,
    },
    /// GM: set a character's ammunition for a weapon.
    SetAmmo {
        /// Who.
        character: String,
        /// The weapon.
        weapon: String,
        /// The level.
        level: AmmoLevel,
    },
    /// A character finds ammunition for a weapon.
    FindAmmo {
        /// Who.
        character: String,
        /// The weapon.
        weapon: String,
        /// What was found.
        found: Find,
    },
}

/// Largest damage, healing or rads a command takes.
pub const AMOUNT_MAX: i64 = 10_000;
/// Most experience one `xp` gives.
pub const XP_AMOUNT_MAX: i64 = 100_000;
/// Most enemies one `enemy-add` makes.
pub const ENEMY_COUNT_MAX: i64 = 20;
/// Largest skill-check or attack modifier.
pub const MODIFIER_MAX: i64 = 100;
/// Largest save modifier.
pub const SAVE_MODIFIER_MAX: i64 = 10;
/// Most splash targets one attack names.
pub const SPLASH_TARGETS_MAX: usize = 20;

impl Command {
    /// Whether the command never changes the campaign.
    #[must_use]
    pub fn is_read_only(&self) -> bool {
        matches!(self, Command::Status { .. } | Command::Odds { .. })
    }

    /// The character acting, for commands a player may run only for a
    /// character they own.
    #[must_use]
    pub fn actor(&self) -> Option<&str> {
        match self {
            Command::Spend { character, .. }
            | Command::Check { character, .. }
            | Command::Save { character, .. }
            | Command::LevelUp { character, .. }
            | Command::Sleep { character }
            | Command::FindAmmo { character, .. } => Some(character),
            Command::Attack(order) => Some(&order.attacker),
            Command::Stimpak { healer, .. } | Command::RadAway { healer, .. } => Some(healer),
            Command::Douse { target } => Some(target),
            _ => None,
        }
    }

    /// The command's CLI word, the same name [`super::commands::COMMANDS`]
    /// lists.
    #[must_use]
    pub fn name(&self) -> &'static str {
        match self {
            Command::AddCharacter(new) if new.race == super::races::Race::Human => "add-player",
            Command::AddCharacter(_) => "add-character",
            Command::RemoveCharacter { .. } => "remove-player",
            Command::Status { .. } => "status",
            Command::Spend { .. } => "spend",
            Command::Check { .. } => "check",
            Command::Odds { .. } => "odds",
            Command::Save { .. } => "save",
            Command::Xp { .. } => "xp",
            Command::LevelUp { .. } => "level-up",
            Command::Setting(_) => "setting",
            Command::AddEnemy { .. } => "enemy-add",
            Command::RemoveEnemy { .. } => "enemy-remove",
            Command::Leader { .. } => "leader",
            Command::SetMorale { .. } => "morale-score",
            Command::Attack(_) => "attack",
            Command::Morale { .. } => "morale",
            Command::Round => "round",
            Command::Douse { .. } => "douse",
            Command::Stimpak { .. } => "stimpak",
            Command::RadAway { .. } => "radaway",
            Command::Sleep { .. } => "sleep",
            Command::Hurt { .. } => "hurt",
            Command::Revive { .. } => "revive",
            Command::SetArmour { .. } => "armour",
            Command::SetPipBoy { .. } => "pip-boy",
            Command::SetAmmo { .. } => "ammo",
            Command::FindAmmo { .. } => "find-ammo",
        }
    }
}
