//! Commands of the Fallout 2d20 game: the intents a front end asks the engine
//! to carry out. Fields hold parsed values (skills, attributes, damage types,
//! range bands) or plain numbers and names; the engine checks ranges and
//! matches names by name identity.

use serde::{Deserialize, Serialize};

use crate::engine::mechanics::special::Attribute;

use super::character::NewCharacter;
use super::data::{DamageType, RangeBand, Side};
use super::outcome::{ActionKind, AidChoice, Pool};
use super::skills::Skill;

/// Extra d20s bought for a test.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Buy {
    /// How many, 0..=3.
    pub dice: i64,
    /// Whether the player gives the GM the AP instead of paying them.
    pub to_gm: bool,
}

/// An attack.
// Each flag is an independent option of the command (`--aim`, `--parry`...),
// not a state machine in disguise.
#[allow(clippy::struct_excessive_bools)]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttackCommand {
    /// The attacker (a character or a creature).
    pub attacker: String,
    /// The target.
    pub target: String,
    /// A carried weapon, or a creature's attack.
    pub weapon: String,
    /// The range band to the target (default: the weapon's ideal range).
    pub range: Option<RangeBand>,
    /// A chosen hit location (+1 difficulty).
    pub location: Option<String>,
    /// AP for extra damage dice (melee, unarmed, thrown), 0..=3.
    pub ap: i64,
    /// Extra ammunition for extra damage dice (guns), 0..=fire rate.
    pub ammo: i64,
    /// Take the Aim minor action first.
    pub aim: bool,
    /// This is the turn's second major action.
    pub second_major: bool,
    /// Extra d20s.
    pub buy: Buy,
    /// Other targets within Close range of the first, for Burst, in order.
    pub also: Vec<String>,
    /// The target parries a melee attack with a Parry weapon it carries:
    /// 1 AP from its pool for +1 Defense.
    #[serde(default)]
    pub parry: bool,
    /// A sneak attack: the GM rules the target unaware of the attacker
    /// (difficulty 1 less, the Vicious damage effect or +2 CD).
    #[serde(default)]
    pub sneak: bool,
    /// The perk options (Quick Hands, Gun Fu, Heave Ho!, Blitz, Finesse).
    #[serde(
        default,
        skip_serializing_if = "super::attack_perks::PerkOptions::is_none"
    )]
    pub perks: super::attack_perks::PerkOptions,
}

/// A command of the Fallout 2d20 game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "command", rename_all = "snake_case")]
pub enum Command {
    /// GM: add a character at full HP.
    AddCharacter(NewCharacter),
    /// A new character with its first perk ([`super::creation`]).
    CreateCharacter(super::creation::Creation),
    /// GM: remove a character.
    RemoveCharacter {
        /// The character.
        name: String,
    },
    /// Show one character or creature, or the whole board.
    Status {
        /// A unit, or `None` for the board.
        name: Option<String>,
    },
    /// GM: add creatures from a template.
    AddCreature {
        /// The template.
        template: String,
        /// A base name instead of the template's.
        name: Option<String>,
        /// How many, 1..=20.
        count: i64,
        /// Whether they are allied NPCs.
        ally: bool,
    },
    /// GM: `creature-add` typed on the command line: the template's words,
    /// then a count and a name, split by the templates the campaign knows
    /// ([`Campaign::typed_creatures`](super::campaign::Campaign::typed_creatures)).
    AddCreatureWords {
        /// The words after `creature-add`.
        words: Vec<String>,
        /// Whether they are allied NPCs.
        ally: bool,
    },
    /// GM: remove a creature.
    RemoveCreature {
        /// The creature.
        name: String,
    },
    /// GM: give a character weapons or ammunition.
    Give {
        /// Who.
        character: String,
        /// A weapon or an ammunition kind.
        item: String,
        /// How many, 1..=10000.
        count: i64,
    },
    /// GM: take weapons or ammunition from a character.
    Take {
        /// Who.
        character: String,
        /// A weapon or an ammunition kind.
        item: String,
        /// How many, 1..=10000.
        count: i64,
    },
    /// Put on an armour piece (replacing what covers the same place).
    Wear {
        /// Who.
        character: String,
        /// The piece.
        piece: String,
        /// The side, for arm and leg pieces.
        side: Option<Side>,
    },
    /// Take off an armour piece.
    Doff {
        /// Who.
        character: String,
        /// The piece.
        piece: String,
    },
    /// Enter or leave power armour (a frame; see `super::power`).
    PowerArmor {
        /// Who.
        character: String,
        /// Enter (`true`) or leave.
        enter: bool,
        /// The frame to enter (default: the one the character has, else
        /// the first frame of the table).
        frame: Option<String>,
    },
    /// Place a carried mine in the zone the character stands in.
    Mine {
        /// Who places it.
        character: String,
        /// The mine (a weapon with the Mine quality).
        mine: String,
    },
    /// GM: restore a power armour piece's HP.
    Repair {
        /// Whose power armour.
        character: String,
        /// The piece, or the location it covers.
        piece: String,
        /// HP restored, 1..=99 (default: all).
        hp: Option<i64>,
    },
    /// Put a carried fusion core into the character's frame.
    FusionCore {
        /// Whose frame.
        character: String,
    },
    /// GM: a character catches a disease, or (`end`) is rid of it.
    Disease {
        /// Who.
        character: String,
        /// The disease.
        disease: String,
        /// End it instead of giving it.
        end: bool,
    },
    /// GM: give a character experience points.
    Xp {
        /// Who.
        character: String,
        /// XP given, 1..=[`super::growth::XP_GRANT_MAX`].
        amount: i64,
    },
    /// A level-up: one more maximum HP, a skill rank, a perk (or a
    /// further rank of one held: `further`).
    LevelUp {
        /// Who.
        character: String,
        /// The skill raised one rank.
        skill: Skill,
        /// The perk taken.
        perk: String,
        /// A further rank of a perk held is meant.
        further: bool,
    },
    /// GM: a character read a magazine and gains its perk.
    Read {
        /// Who.
        character: String,
        /// The magazine.
        magazine: String,
    },
    /// GM: set a skill's rank (advancement), 0..=6.
    SetRank {
        /// Who.
        character: String,
        /// The skill.
        skill: Skill,
        /// The rank.
        rank: i64,
    },
    /// A simple minor or major action.
    Action {
        /// Who acts.
        unit: String,
        /// Which action ([`ActionKind::SIMPLE`]).
        action: ActionKind,
        /// The ally assisted, or the Ready trigger.
        detail: Option<String>,
    },
    /// An attack.
    Attack(AttackCommand),
    /// The Test action: any attribute + skill against a difficulty.
    Test {
        /// Who.
        unit: String,
        /// The attribute.
        attribute: Attribute,
        /// The skill.
        skill: Skill,
        /// The difficulty, 0..=10.
        difficulty: i64,
        /// Extra d20s.
        buy: Buy,
        /// This is the turn's second major action.
        second_major: bool,
        /// How many times the test is made in a row, 1..=20 (outside combat
        /// only; a series offers no Luck re-roll).
        #[serde(default = "crate::engine::dice::once")]
        repeat: i64,
    },
    /// Defend: AGI + Athletics against the current Defense.
    Defend {
        /// Who.
        unit: String,
        /// Spend 2 AP for a further +1 on a success.
        extra: bool,
        /// Extra d20s.
        buy: Buy,
    },
    /// First Aid: INT + Medicine against the patient's injuries.
    FirstAid {
        /// The healer.
        healer: String,
        /// The patient.
        patient: String,
        /// Heal, treat or stabilise.
        choice: AidChoice,
        /// The injury's location, for treat.
        location: Option<String>,
        /// After stabilising: AP to heal 1 HP each, 0..=6.
        ap: i64,
        /// After stabilising: 1 AP to wake the patient.
        wake: bool,
        /// Extra d20s.
        buy: Buy,
    },
    /// Rally: END + Survival, difficulty 0, AP saved.
    Rally {
        /// Who.
        unit: String,
        /// Extra d20s.
        buy: Buy,
    },
    /// Command an allied NPC: it acts at once, the commander assists.
    CommandNpc {
        /// The commander.
        commander: String,
        /// The NPC.
        npc: String,
    },
    /// A test to stop persistent damage early.
    StopPersistent {
        /// Who.
        unit: String,
        /// The attribute the GM chose.
        attribute: Attribute,
        /// The skill the GM chose.
        skill: Skill,
        /// Extra d20s.
        buy: Buy,
    },
    /// Roll combat dice; changes nothing.
    CombatDice {
        /// How many, 1..=60.
        dice: i64,
    },
    /// GM: damage a unit (no DR).
    Hurt {
        /// Who.
        target: String,
        /// Damage, 0..=10000.
        amount: i64,
        /// Its type (radiation lowers the maximum).
        damage_type: DamageType,
        /// Where, for injuries (default: the torso).
        location: Option<String>,
    },
    /// GM: airborne or gaseous poison damage before DR: the location's
    /// poison DR and a worn gas mask's are taken off.
    AirbornePoison {
        /// Who.
        target: String,
        /// Damage before DR, 0..=10000.
        amount: i64,
        /// Where, for injuries (default: the torso).
        location: Option<String>,
    },
    /// GM: heal a unit, up to its maximum.
    Heal {
        /// Who.
        target: String,
        /// HP, 0..=10000.
        amount: i64,
    },
    /// GM: heal radiation damage (RadAway).
    CureRads {
        /// Who.
        target: String,
        /// Radiation healed, 0..=10000.
        amount: i64,
    },
    /// GM: set a unit's cover dice, 0..=10.
    Cover {
        /// Who.
        target: String,
        /// Cover dice.
        dice: i64,
    },
    /// GM: set an AP pool.
    SetAp {
        /// Which pool.
        pool: Pool,
        /// Its new value.
        value: i64,
    },
    /// GM: a new session: Luck points refresh, the GM's pool is one AP per character.
    StartSession,
    /// GM: start combat; the opener takes a turn first.
    Initiative {
        /// Who started the fight.
        opener: Option<String>,
    },
    /// GM: order a tie: a unit goes just before another of equal initiative.
    Order {
        /// The unit moved.
        unit: String,
        /// The unit it goes before.
        before: String,
    },
    /// End the current turn; the next unit's begins.
    NextTurn,
    /// GM: end combat.
    EndCombat,
    /// GM: put a unit in a named zone.
    Zone {
        /// Who.
        unit: String,
        /// The zone.
        zone: String,
    },
    /// GM: set the range band between two zones.
    ZoneRange {
        /// One zone.
        a: String,
        /// The other.
        b: String,
        /// The band between them.
        band: RangeBand,
    },
    /// Spend a Luck point to re-roll chosen d20s of the character's latest
    /// test or attack (the campaign's latest roll).
    Reroll {
        /// Whose roll.
        character: String,
        /// The dice re-rolled, 1-based in roll order; empty: every die that
        /// scored no success.
        dice: Vec<i64>,
        /// The roll's serial, when the caller knows it (a button): refused
        /// if a later roll took its place.
        serial: Option<u64>,
    },
    /// Spend a worn apparel piece's scene re-roll on one d20 of the
    /// character's latest test, of one of the piece's attributes.
    ApparelReroll {
        /// Whose roll.
        character: String,
        /// The worn piece.
        piece: String,
        /// The die re-rolled, 1-based; `None`: the highest that scored
        /// nothing.
        die: Option<i64>,
        /// The roll's serial, when the caller knows it.
        serial: Option<u64>,
    },
    /// Spend 1 AP on one more combat die for the character's latest roll,
    /// a hit with a melee, unarmed or thrown weapon (at most 3 AP).
    BonusDie {
        /// Whose attack.
        character: String,
        /// The roll's serial, when the caller knows it (a button).
        serial: Option<u64>,
    },
    /// Attach a mod to a carried weapon or a worn piece, or (`remove`)
    /// take it off.
    Mod {
        /// Whose.
        character: String,
        /// The weapon or piece.
        item: String,
        /// The mod.
        name: String,
        /// Take it off instead.
        remove: bool,
    },
    /// GM: set a character's origin and (a Survivor's) chosen traits.
    Origin {
        /// Who.
        character: String,
        /// The origin.
        origin: String,
        /// The traits chosen from the origin's list.
        traits: Vec<String>,
    },
    /// GM: set a robot's armour at a location, or fit a module
    /// (`module`); `remove` takes it off.
    Robot {
        /// Which robot.
        character: String,
        /// The location, or `module`.
        location: String,
        /// The armour or module.
        part: String,
        /// Take it off instead.
        remove: bool,
    },
}

/// Largest damage, healing or radiation a command takes.
pub const AMOUNT_MAX: i64 = 10_000;
/// Most creatures one `creature-add` makes.
pub const CREATURE_COUNT_MAX: i64 = 20;
/// Highest difficulty a test may be given.
pub const DIFFICULTY_MAX: i64 = 10;
/// Most cover dice.
pub const COVER_MAX: i64 = 10;

impl Command {
    /// Whether the command never changes the campaign.
    #[must_use]
    pub fn is_read_only(&self) -> bool {
        matches!(self, Command::Status { .. } | Command::CombatDice { .. })
    }

    /// The character acting, for commands a player may run only for a
    /// character they own.
    #[must_use]
    pub fn actor(&self) -> Option<&str> {
        match self {
            Command::Wear { character, .. }
            | Command::Doff { character, .. }
            | Command::PowerArmor { character, .. }
            | Command::Mine { character, .. }
            | Command::FusionCore { character }
            | Command::Reroll { character, .. }
            | Command::ApparelReroll { character, .. }
            | Command::BonusDie { character, .. }
            | Command::LevelUp { character, .. } => Some(character),
            Command::Action { unit, .. }
            | Command::Test { unit, .. }
            | Command::Defend { unit, .. }
            | Command::Rally { unit, .. }
            | Command::StopPersistent { unit, .. } => Some(unit),
            Command::Attack(a) => Some(&a.attacker),
            Command::FirstAid { healer, .. } => Some(healer),
            Command::CommandNpc { commander, .. } => Some(commander),
            _ => None,
        }
    }

    /// The command's CLI word, as [`super::commands::COMMANDS`] lists it.
    #[must_use]
    pub fn name(&self) -> &'static str {
        match self {
            Command::AddCharacter(_) => "add-player",
            Command::CreateCharacter(_) => "create-character",
            Command::RemoveCharacter { .. } => "remove-player",
            Command::Status { .. } => "status",
            Command::AddCreature { .. } | Command::AddCreatureWords { .. } => "creature-add",
            Command::RemoveCreature { .. } => "creature-remove",
            Command::Give { .. } => "give",
            Command::Take { .. } => "take",
            Command::Wear { .. } => "wear",
            Command::Doff { .. } => "doff",
            Command::PowerArmor { .. } => "power-armor",
            Command::Repair { .. } => "repair",
            Command::Mine { .. } => "mine",
            Command::Disease { .. } => "disease",
            Command::Mod { .. } => "mod",
            Command::FusionCore { .. } => "fusion-core",
            Command::SetRank { .. } => "rank",
            Command::Action { .. } => "action",
            Command::Attack(_) => "attack",
            Command::Test { .. } => "test",
            Command::Defend { .. } => "defend",
            Command::FirstAid { .. } => "first-aid",
            Command::Rally { .. } => "rally",
            Command::CommandNpc { .. } => "command",
            Command::StopPersistent { .. } => "stop-persistent",
            Command::CombatDice { .. } => "roll",
            Command::Hurt { .. } | Command::AirbornePoison { .. } => "hurt",
            Command::Heal { .. } => "heal",
            Command::CureRads { .. } => "cure-rads",
            Command::Cover { .. } => "cover",
            Command::SetAp { .. } => "ap",
            Command::StartSession => "session",
            Command::Initiative { .. } => "initiative",
            Command::Order { .. } => "order",
            Command::NextTurn => "next",
            Command::EndCombat => "end-combat",
            Command::Zone { .. } => "zone",
            Command::ZoneRange { .. } => "zone-range",
            Command::Reroll { .. } | Command::ApparelReroll { .. } => "reroll",
            Command::BonusDie { .. } => "bonus-die",
            Command::Xp { .. } => "xp",
            Command::LevelUp { .. } => "level-up",
            Command::Read { .. } => "read",
            Command::Origin { .. } => "origin",
            Command::Robot { .. } => "robot",
        }
    }
}
