//! The closed set of reasons the Fallout 2d20 game refuses a command. Each
//! variant carries the data a message needs; front ends turn them into
//! localized text or JSON. A refused command has changed nothing.

use serde::{Deserialize, Serialize};

use super::skills::Skill;

/// Something a command names that does not exist.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Unknown {
    /// A character.
    Character,
    /// A creature on the field.
    Creature,
    /// A character or a creature.
    Unit,
    /// A creature template.
    Template,
    /// A weapon (or a creature's attack).
    Weapon,
    /// An ammunition kind.
    Ammo,
    /// An armour piece.
    Armour,
    /// A power armour frame.
    Frame,
    /// A weapon or ammunition kind.
    Item,
    /// A skill.
    Skill,
    /// An attribute.
    Attribute,
    /// A hit location of the target.
    Location,
    /// An action word.
    Action,
    /// A range band.
    Range,
    /// A damage type.
    DamageType,
    /// An AP pool (`group` or `gm`).
    Pool,
    /// A command word (CLI).
    Command,
    /// A disease.
    Disease,
    /// A perk.
    Perk,
    /// A magazine.
    Magazine,
    /// A weapon or apparel mod.
    Mod,
    /// An origin.
    Origin,
    /// A trait.
    Trait,
}

/// Which kind of action ran out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Limit {
    /// Two minor actions a turn (one if stunned).
    Minor,
    /// Two major actions a turn (one if stunned).
    Major,
    /// One movement action a turn.
    Movement,
}

/// Why a unit cannot act.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Incapacity {
    /// A character at 0 HP, dying.
    Dying,
    /// A character stabilised but not yet awake.
    Unconscious,
    /// Dead, or a creature at 0 HP.
    Dead,
}

crate::engine::refusal::rule_error! {
/// A rule or input error of the Fallout 2d20 game. The campaign is unchanged
/// when one is returned.
pub enum RuleError {
    /// A tag skill named twice.
    #[error("{skill:?} is tagged twice")]
    DuplicateTag {
        /// The skill.
        skill: Skill,
    },
    /// S.P.E.C.I.A.L. scores that do not add up to the creation total.
    #[error("S.P.E.C.I.A.L. must add up to {expected}, got {total}")]
    SpecialTotal {
        /// Their sum.
        total: u32,
        /// What it must be.
        expected: u32,
    },
    /// More skill points spent at creation than 9 + INT.
    #[error("{spent} skill points spent, {allowed} allowed")]
    SkillPoints {
        /// Points spent above the tag ranks.
        spent: u32,
        /// 9 + INT.
        allowed: u32,
    },
    /// A unit that cannot act (dying, unconscious, dead).
    #[error("{name} cannot act ({why:?})")]
    CannotAct {
        /// Who.
        name: String,
        /// Why.
        why: Incapacity,
    },
    /// In combat, a unit acting out of its turn without a readied or
    /// commanded action.
    #[error("it is {current}'s turn, not {name}'s")]
    NotYourTurn {
        /// Who tried to act.
        name: String,
        /// Whose turn it is.
        current: String,
    },
    /// An action limit of the turn is reached.
    #[error("{name} has no {limit:?} action left this turn")]
    ActionLimit {
        /// Who.
        name: String,
        /// Which limit.
        limit: Limit,
    },
    /// An AP pool holds too little.
    #[error("the {pool} pool has {available} AP, {needed} needed")]
    NotEnoughAp {
        /// `group` or `gm`.
        pool: String,
        /// AP needed.
        needed: u32,
        /// AP in the pool.
        available: u32,
    },
    /// `--second-major` on what is the first major action of the turn.
    #[error("this is {name}'s first major action")]
    NotSecondMajor {
        /// Who.
        name: String,
    },
    /// Not enough ammunition for the shots.
    #[error("{weapon} needs {needed} {ammo}, {available} carried")]
    NoAmmo {
        /// The weapon.
        weapon: String,
        /// The ammunition.
        ammo: String,
        /// Shots needed.
        needed: u32,
        /// Shots carried.
        available: u32,
    },
    /// An option that does not fit the weapon (`--ammo` on a melee weapon,
    /// `--ap` on a gun, `--range` in melee).
    #[error("{option} does not apply to the {weapon}")]
    NotForWeapon {
        /// The option.
        option: String,
        /// The weapon.
        weapon: String,
    },
    /// An attack option of a perk the attacker does not hold
    /// (`--quick-hands` without Quick Hands).
    #[error("{name} does not hold {perk} ({option})")]
    LacksPerk {
        /// Who.
        name: String,
        /// The perk.
        perk: String,
        /// The option.
        option: String,
    },
    /// More Gun Fu targets than the perk's rank allows.
    #[error("{name}'s {perk} hits {rank} more targets, not {asked}")]
    PerkTargets {
        /// Who.
        name: String,
        /// The perk.
        perk: String,
        /// The rank held.
        rank: u32,
        /// The targets named.
        asked: u32,
    },
    /// A perk an attack does not state by name (it applies by itself, or
    /// is no attack's).
    #[error("{perk} is not a perk an attack states")]
    NotAttackPerk {
        /// The perk named.
        perk: String,
    },
    /// Gun Fu named without its further targets.
    #[error("{perk} needs its further targets")]
    PerkNeedsTargets {
        /// The perk.
        perk: String,
    },
    /// A once-a-combat perk already used in this combat.
    #[error("{name} has used {perk} in this combat")]
    PerkUsed {
        /// Who.
        name: String,
        /// The perk.
        perk: String,
    },
    /// A character does not carry the weapon.
    #[error("{character} carries no {item}")]
    NotCarried {
        /// Who.
        character: String,
        /// The weapon or ammunition.
        item: String,
    },
    /// An injured arm (two-handed) or both arms make the weapon unusable.
    #[error("{name} cannot use the {weapon} with an injured arm")]
    ArmInjured {
        /// Who.
        name: String,
        /// The weapon.
        weapon: String,
    },
    /// Move or Sprint to a zone farther than the action reaches.
    #[error("{name} cannot reach {zone} ({band:?}) with this action: it reaches {reach:?}")]
    ZoneTooFar {
        /// Who.
        name: String,
        /// The zone.
        zone: String,
        /// The band to it.
        band: super::data::RangeBand,
        /// The farthest band the action reaches.
        reach: super::data::RangeBand,
    },
    /// A melee attack on a target in another zone.
    #[error("{target} is out of reach of {attacker}'s {weapon} ({band:?})")]
    OutOfReach {
        /// The attacker.
        attacker: String,
        /// The target.
        target: String,
        /// The weapon.
        weapon: String,
        /// The band between them.
        band: super::data::RangeBand,
    },
    /// `--parry` for a target that carries no Parry weapon.
    #[error("{name} carries no weapon that can parry")]
    NoParry {
        /// The target.
        name: String,
    },
    /// More zone distances than a campaign keeps.
    #[error("a campaign keeps at most {max} zone distances")]
    TooManyZoneRanges {
        /// The bound.
        max: u32,
    },
    /// A leg injury forbids Sprint.
    #[error("{name} cannot sprint with an injured leg")]
    LegInjured {
        /// Who.
        name: String,
    },
    /// Command an NPC on a creature that is not an ally.
    #[error("{name} is not an allied NPC")]
    NotAlly {
        /// The creature.
        name: String,
    },
    /// First Aid: stabilise a patient who is not dying.
    #[error("{name} is not dying")]
    NotDying {
        /// The patient.
        name: String,
    },
    /// First Aid: heal a dying patient (only stabilising helps).
    #[error("{name} is dying and cannot recover HP from first aid")]
    DyingNoHeal {
        /// The patient.
        name: String,
    },
    /// Stabilise a patient whose maximum HP radiation has taken to 0.
    #[error("{name}'s maximum HP is 0")]
    MaxHpZero {
        /// The patient.
        name: String,
    },
    /// Treat an injury the patient does not have.
    #[error("{name} has no injury to treat there")]
    NoInjury {
        /// The patient.
        name: String,
    },
    /// A stop-persistent test with no persistent damage running.
    #[error("{name} suffers no persistent damage")]
    NothingPersistent {
        /// Who.
        name: String,
    },
    /// An arm or leg piece worn without a side.
    #[error("say which side the {piece} is worn on")]
    NeedsSide {
        /// The piece.
        piece: String,
    },
    /// Taking off a piece that is not worn.
    #[error("{character} does not wear the {piece}")]
    NotWorn {
        /// Who.
        character: String,
        /// The piece.
        piece: String,
    },
    /// Entering a frame while in one, or taking off a frame while in it.
    #[error("{character} is in power armour")]
    InFrame {
        /// Who.
        character: String,
    },
    /// Entering another frame than the one the character has.
    #[error("{character} has the {frame}, not the {asked}")]
    OtherFrame {
        /// Who.
        character: String,
        /// The frame the character has.
        frame: String,
        /// The frame asked for.
        asked: String,
    },
    /// Leaving a frame, or attaching a piece, outside power armour.
    #[error("{character} is not in power armour")]
    NotInFrame {
        /// Who.
        character: String,
    },
    /// `wear` with a frame: a frame is entered, not worn.
    #[error("the {piece} is entered with power-armor, not worn")]
    FrameNotWorn {
        /// The frame.
        piece: String,
    },
    /// Repairing a character who has no frame.
    #[error("{character} has no power armour")]
    NoFrame {
        /// Who.
        character: String,
    },
    /// Repairing a piece or location the frame has no piece for.
    #[error("{character}'s power armour has no {piece}")]
    NoPiece {
        /// Who.
        character: String,
        /// The piece or location asked for.
        piece: String,
    },
    /// Putting a core into a frame whose core still has charges.
    #[error("{character}'s fusion core still has {charges} charges")]
    CoreCharged {
        /// Who.
        character: String,
        /// Charges left.
        charges: u32,
    },
    /// Giving a character a disease it carries already.
    #[error("{character} already has {disease}")]
    AlreadyDiseased {
        /// Who.
        character: String,
        /// The disease.
        disease: String,
    },
    /// Ending a disease the character does not carry.
    #[error("{character} does not have {disease}")]
    NotDiseased {
        /// Who.
        character: String,
        /// The disease.
        disease: String,
    },
    /// Placing a weapon that is no mine.
    #[error("the {weapon} is no mine")]
    NotAMine {
        /// The weapon.
        weapon: String,
    },
    /// Attacking with a mine: it is placed, not fired.
    #[error("the {weapon} is placed with mine, not fired")]
    MineNotFired {
        /// The mine.
        weapon: String,
    },
    /// Placing a mine where the character stands in no zone.
    #[error("{character} stands in no zone")]
    NoZone {
        /// Who.
        character: String,
    },
    /// `order` between units whose initiative differs (the GM orders ties only).
    #[error("{name} and {other} are not tied")]
    NotTied {
        /// The unit moved.
        name: String,
        /// The unit it was to go before.
        other: String,
    },
    /// `next` or `order` without a combat, or `initiative` during one.
    #[error("no combat is running")]
    NoCombat,
    /// `initiative` while a combat runs.
    #[error("a combat is already running")]
    CombatRunning,
    /// A repeated test while a combat runs, where each test is an action.
    #[error("a test is repeated only outside combat")]
    RepeatInCombat,
    /// Initiative with nobody able to take part.
    #[error("nobody can take part in combat")]
    NobodyInCombat,
    /// An imported campaign breaks an invariant.
    #[error("invalid campaign state: {reason}")]
    InvalidState {
        /// Which invariant, in words.
        reason: String,
    },
    /// A Luck re-roll with no roll of the character's to re-roll.
    #[error("{name} has no roll to re-roll")]
    NoRoll {
        /// The character.
        name: String,
    },
    /// A Luck re-roll of a roll that is no longer the latest.
    #[error("roll {serial} of {name} is no longer the latest roll")]
    StaleRoll {
        /// The character.
        name: String,
        /// The roll asked for.
        serial: u64,
    },
    /// A bonus combat die for a roll that is not a hit.
    #[error("{name}'s latest roll is not a hit")]
    NoHit {
        /// The character.
        name: String,
    },
    /// An apparel re-roll with a piece that publishes none.
    #[error("the {piece} gives no re-roll")]
    NoApparelReroll {
        /// The piece.
        piece: String,
    },
    /// An apparel re-roll of a test whose attribute the piece does not
    /// re-roll.
    #[error("the {piece} re-rolls no {attribute} test")]
    ApparelAttribute {
        /// The piece.
        piece: String,
        /// The test's attribute.
        attribute: crate::engine::mechanics::special::Attribute,
        /// The attributes it re-rolls tests of.
        allowed: Vec<crate::engine::mechanics::special::Attribute>,
    },
    /// An apparel re-roll already spent this scene.
    #[error("{character} already used the {piece}'s re-roll this scene")]
    ApparelUsed {
        /// Who.
        character: String,
        /// The piece.
        piece: String,
    },
    /// A Luck re-roll without a Luck point left.
    #[error("{name} has no Luck points left")]
    NoLuck {
        /// The character.
        name: String,
    },
    /// A level-up without the XP for it.
    #[error("{character} needs {needed} XP to reach level {level} and has {xp}")]
    NotEnoughXp {
        /// Who.
        character: String,
        /// The level it would reach.
        level: u32,
        /// Its XP.
        xp: u32,
        /// The XP that level needs.
        needed: u32,
    },
    /// A level-up raising a skill already at the highest rank.
    #[error("{character}'s {} is at rank {rank} already, the highest", skill.name())]
    SkillCapped {
        /// Who.
        character: String,
        /// The skill.
        skill: Skill,
        /// The highest rank.
        rank: u32,
    },
    /// A magazine's perk taken at a level-up.
    #[error("{perk} comes only from reading the magazine of that name")]
    PerkMagazine {
        /// The perk.
        perk: String,
    },
    /// A further rank of a perk the character does not hold.
    #[error("{character} does not hold {perk}")]
    PerkNotHeld {
        /// Who.
        character: String,
        /// The perk.
        perk: String,
    },
    /// A perk held at every rank it has.
    #[error("{character} holds every rank of {perk} ({ranks})")]
    PerkRanks {
        /// Who.
        character: String,
        /// The perk.
        perk: String,
        /// Its ranks.
        ranks: u32,
    },
    /// A perk's rank taken below the level it needs.
    #[error("rank {rank} of {perk} needs level {level}")]
    PerkLevel {
        /// Who.
        character: String,
        /// The perk.
        perk: String,
        /// The rank.
        rank: u32,
        /// The level it needs.
        level: u32,
    },
    /// A perk taken with a S.P.E.C.I.A.L. score below its minimum.
    #[error("{perk} needs {attribute} {needed} and {character} has {score}")]
    PerkAttribute {
        /// Who.
        character: String,
        /// The perk.
        perk: String,
        /// The attribute.
        attribute: crate::engine::mechanics::special::Attribute,
        /// Its minimum.
        needed: u32,
        /// The character's score.
        score: u32,
    },
    /// A magazine read a second time.
    #[error("{character} has read {magazine} already")]
    MagazineRead {
        /// Who.
        character: String,
        /// The magazine.
        magazine: String,
    },
    /// Attaching a mod to a slot another mod holds.
    #[error("the {item}'s {slot} holds {other}")]
    ModSlotTaken {
        /// The weapon or piece.
        item: String,
        /// The slot.
        slot: String,
        /// The mod there.
        other: String,
    },
    /// Removing a mod the item does not hold.
    #[error("the {item} holds no {name}")]
    NotModded {
        /// The weapon or piece.
        item: String,
        /// The mod.
        name: String,
    },
    /// Traits an origin does not offer, or too many or none of its list.
    #[error("a {origin} takes 1 to {most} of its traits ({offered}) and no other")]
    OriginTraits {
        /// The origin.
        origin: String,
        /// How many it takes at most (0: none to choose).
        most: u32,
        /// The traits it offers, joined.
        offered: String,
    },
    /// An attribute over what the origin allows.
    #[error("{character}'s {attribute} {score} is over a {origin}'s {most}")]
    OriginAttribute {
        /// Who.
        character: String,
        /// The origin.
        origin: String,
        /// The attribute.
        attribute: crate::engine::mechanics::special::Attribute,
        /// Its score.
        score: u32,
        /// The origin's maximum.
        most: u32,
    },
    /// A skill rank over what the origin allows.
    #[error("{character}'s {} rank {rank} is over a {origin}'s {most}", skill.name())]
    OriginRank {
        /// Who.
        character: String,
        /// The origin.
        origin: String,
        /// The skill.
        skill: Skill,
        /// Its rank.
        rank: u32,
        /// The origin's highest rank.
        most: u32,
    },
    /// More tag skills than the origin allows.
    #[error("{character} has {tags} tag skills; a {origin} has {most}")]
    OriginTags {
        /// Who.
        character: String,
        /// The origin.
        origin: String,
        /// Its tags.
        tags: u32,
        /// The origin's tags.
        most: u32,
    },
    /// No tag skill of the list an origin's extra tag must come from (the
    /// Brotherhood's: Energy Weapons, Science or Repair).
    #[error("{character} tags none of {tag_from}, one of which a {origin} must tag")]
    OriginTagFrom {
        /// Who.
        character: String,
        /// The origin.
        origin: String,
        /// The skills, joined by commas.
        tag_from: String,
    },
    /// A perk not for the character's kind (robots, ghouls, ...).
    #[error("{perk} is not for a {kind} and {character} is one")]
    PerkNotFor {
        /// Who.
        character: String,
        /// The perk.
        perk: String,
        /// The kind it is not for (`robot`, `ghoul`, `super_mutant`, ...).
        kind: String,
    },
    /// A perk the published rules bar beside another the character holds
    /// (Cautious Nature and Daring Nature).
    #[error("{perk} cannot be taken beside {beside}, which {character} holds")]
    PerkExcludes {
        /// Who.
        character: String,
        /// The perk.
        perk: String,
        /// The perk held that bars it.
        beside: String,
    },
    /// A robot given a chem, food or drink.
    #[error("{character} is a robot: chems, food and drink do nothing for it")]
    RobotNoChems {
        /// Who.
        character: String,
        /// The item.
        item: String,
    },
    /// A second perk at creation but for a Survivor who takes one trait.
    #[error("{character} may take a second perk only as a Survivor who takes one trait")]
    SecondPerk {
        /// Who.
        character: String,
    },
    /// Robot armour or a module for a character who is no robot.
    #[error("{character} is no robot: robot armour and modules are a robot's")]
    NotRobot {
        /// Who.
        character: String,
    },
    /// A robot part at a location it does not fit.
    #[error("{part} does not fit {spot}: it fits {fits}")]
    RobotPartFit {
        /// The armour or module.
        part: String,
        /// The location asked (a humanoid key, or `module`).
        spot: String,
        /// Where it fits, joined by commas.
        fits: String,
    },
    /// A module the robot holds already.
    #[error("{character} holds {part} already")]
    RobotPartHeld {
        /// Who.
        character: String,
        /// The module.
        part: String,
    },
    /// A part to take off that the robot does not hold.
    #[error("{character} holds no {part}")]
    RobotPartMissing {
        /// Who.
        character: String,
        /// The armour or module.
        part: String,
    },
    /// A module past the most a robot holds.
    #[error("{character} holds {most} modules, the most a robot holds")]
    RobotModules {
        /// Who.
        character: String,
        /// The most.
        most: u32,
    },
}
}

crate::engine::refusal::shared_refusals!();
crate::engine::refusal::free_name!("fallout-2d20");
