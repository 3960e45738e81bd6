//! The data tables of the Fallout 2d20 game: damage types, range bands, damage
//! effects and weapon qualities, weapons, ammunition, armour pieces, hit
//! location tables and creatures. Plain constants; the rules read them and
//! `docs/rulesets/fallout-2d20.md` says where each number comes from.

use serde::{Deserialize, Serialize};

use crate::engine::content;
use crate::engine::mechanics::special::Attribute;
use crate::engine::name;

use super::skills::Skill;

/// One of the four damage types.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DamageType {
    /// Blunt force, blades, bullets, fists.
    Physical,
    /// Lasers, plasma, fire.
    Energy,
    /// Radiation: lowers maximum HP instead of HP.
    Radiation,
    /// Toxins, stings.
    Poison,
}

impl DamageType {
    /// All four, in table order.
    pub const ALL: [DamageType; 4] = [
        DamageType::Physical,
        DamageType::Energy,
        DamageType::Radiation,
        DamageType::Poison,
    ];

    /// The word for it.
    #[must_use]
    pub fn word(self) -> &'static str {
        match self {
            DamageType::Physical => "physical",
            DamageType::Energy => "energy",
            DamageType::Radiation => "radiation",
            DamageType::Poison => "poison",
        }
    }

    /// Reads a damage type by its word (any case).
    #[must_use]
    pub fn parse(text: &str) -> Option<DamageType> {
        DamageType::ALL
            .into_iter()
            .find(|t| t.word().eq_ignore_ascii_case(text.trim()))
    }
}

/// A range band, nearest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RangeBand {
    /// The same zone.
    Close,
    /// An adjacent zone.
    Medium,
    /// Two zones away.
    Long,
    /// Three or more zones away.
    Extreme,
}

impl RangeBand {
    /// All four, nearest first.
    pub const ALL: [RangeBand; 4] = [
        RangeBand::Close,
        RangeBand::Medium,
        RangeBand::Long,
        RangeBand::Extreme,
    ];

    /// The word for it.
    #[must_use]
    pub fn word(self) -> &'static str {
        match self {
            RangeBand::Close => "close",
            RangeBand::Medium => "medium",
            RangeBand::Long => "long",
            RangeBand::Extreme => "extreme",
        }
    }

    /// Reads a band by its word or initial (C, M, L, X).
    #[must_use]
    pub fn parse(text: &str) -> Option<RangeBand> {
        let t = text.trim();
        let by_letter = match t.to_ascii_lowercase().as_str() {
            "c" => Some(RangeBand::Close),
            "m" => Some(RangeBand::Medium),
            "l" => Some(RangeBand::Long),
            "x" => Some(RangeBand::Extreme),
            _ => None,
        };
        by_letter.or_else(|| {
            RangeBand::ALL
                .into_iter()
                .find(|b| b.word().eq_ignore_ascii_case(t))
        })
    }

    /// The difficulty added when a weapon of ideal range `self` shoots at a
    /// target at `actual`: one per band between them, either way.
    #[must_use]
    pub fn modifier(self, actual: RangeBand) -> u32 {
        (self as i32 - actual as i32).unsigned_abs()
    }
}

/// A damage effect of a weapon.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "effect", content = "value", rename_all = "snake_case")]
pub enum DamageEffect {
    /// One more target within Close range of the first per Effect, one more
    /// shot each.
    Burst,
    /// Cover dice, or DR of the struck location, down by one per Effect, for good.
    Breaking,
    /// The damage again at the end of the target's turns for rounds =
    /// Effects; the type in brackets when it differs from the weapon's.
    Persistent(Option<DamageType>),
    /// Ignore X DR per Effect.
    Piercing(u32),
    /// One radiation damage per Effect, after the rest.
    Radioactive,
    /// One more hit per Effect, for half the rolled damage, at a random location.
    Spread,
    /// The target loses its normal actions on its next turn.
    Stun,
    /// One more damage per Effect.
    Vicious,
}

impl DamageEffect {
    /// Its name.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            DamageEffect::Burst => "Burst",
            DamageEffect::Breaking => "Breaking",
            DamageEffect::Persistent(_) => "Persistent",
            DamageEffect::Piercing(_) => "Piercing",
            DamageEffect::Radioactive => "Radioactive",
            DamageEffect::Spread => "Spread",
            DamageEffect::Stun => "Stun",
            DamageEffect::Vicious => "Vicious",
        }
    }
}

/// A weapon quality. The attack applies them as published (see
/// [`super::qualities`] and the rules reference); Concealed and Suppressed
/// concern searching and awareness, which the engine does not model.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Quality {
    /// Hits everything in the target's zone.
    Blast,
    /// Easy to use in the same zone as enemies.
    CloseQuarters,
    /// Easy to hide.
    Concealed,
    /// Nasty wounds.
    Debilitating,
    /// Spins up: ammunition in tens.
    Gatling,
    /// Gains nothing from Aim.
    Inaccurate,
    /// Rarely jams.
    Reliable,
    /// Quiet.
    Suppressed,
    /// Leaves the hand when used.
    Thrown,
    /// Needs both arms.
    TwoHanded,
    /// Complications on 19-20.
    Unreliable,
    /// Its wielder may spend 1 AP for +1 Defense against a melee attack.
    Parry,
    /// Placed in a zone, it explodes when an enemy comes within Reach
    /// (`super::mines`); never fired.
    Mine,
    /// Ours, for the Pulse Mine's and the Pulse Grenade's published
    /// special: its damage strikes robots only (`super::mines`).
    Emp,
    /// Gains more from Aim; read by Sniper (`super::attack_perks`), its
    /// own AP spend shown for the GM.
    Accurate,
}

/// How a weapon is used: which attribute and skill attack with it, and how
/// its damage grows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WeaponKind {
    /// STR + Melee Weapons; AP add dice.
    Melee,
    /// STR + Unarmed; AP add dice.
    Unarmed,
    /// AGI + Small Guns; ammunition adds dice.
    SmallGuns,
    /// END + Big Guns; ammunition adds dice.
    BigGuns,
    /// PER + Energy Weapons; ammunition adds dice.
    EnergyWeapons,
    /// PER + Explosives, thrown; AP add dice.
    Explosive,
    /// AGI + Throwing, thrown; AP add dice.
    Throwing,
}

impl WeaponKind {
    /// The skill an attack tests.
    #[must_use]
    pub fn skill(self) -> Skill {
        match self {
            WeaponKind::Melee => Skill::MeleeWeapons,
            WeaponKind::Unarmed => Skill::Unarmed,
            WeaponKind::SmallGuns => Skill::SmallGuns,
            WeaponKind::BigGuns => Skill::BigGuns,
            WeaponKind::EnergyWeapons => Skill::EnergyWeapons,
            WeaponKind::Explosive => Skill::Explosives,
            WeaponKind::Throwing => Skill::Throwing,
        }
    }

    /// The attribute an attack tests.
    #[must_use]
    pub fn attribute(self) -> Attribute {
        match self {
            WeaponKind::Melee | WeaponKind::Unarmed => Attribute::Str,
            WeaponKind::SmallGuns | WeaponKind::Throwing => Attribute::Agi,
            WeaponKind::BigGuns => Attribute::End,
            WeaponKind::EnergyWeapons | WeaponKind::Explosive => Attribute::Per,
        }
    }

    /// Guns: ammunition adds dice, up to the fire rate.
    #[must_use]
    pub fn is_ranged(self) -> bool {
        matches!(
            self,
            WeaponKind::SmallGuns | WeaponKind::BigGuns | WeaponKind::EnergyWeapons
        )
    }

    /// Thrown: removed from the inventory when used.
    #[must_use]
    pub fn is_thrown(self) -> bool {
        matches!(self, WeaponKind::Explosive | WeaponKind::Throwing)
    }

    /// Melee and unarmed: used within reach, no range band.
    #[must_use]
    pub fn is_close(self) -> bool {
        matches!(self, WeaponKind::Melee | WeaponKind::Unarmed)
    }
}

/// A weapon's profile.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Weapon {
    /// Its name.
    pub name: crate::engine::content::Text,
    /// How it is used.
    pub kind: WeaponKind,
    /// Its damage rating in combat dice.
    pub damage: u32,
    /// Its damage effects.
    pub effects: crate::engine::content::List<DamageEffect>,
    /// Its damage type.
    pub damage_type: DamageType,
    /// A second damage type it deals at once (plasma: physical and energy):
    /// each hit is resolved as the type the struck location resists less
    /// ([`Weapon::type_against`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub second_type: Option<DamageType>,
    /// Extra shots it may spend for extra dice (guns).
    pub fire_rate: u32,
    /// Its ideal range (melee: Close).
    pub range: RangeBand,
    /// Its qualities.
    pub qualities: crate::engine::content::List<Quality>,
    /// The ammunition it fires (guns), by name in [`AMMO`].
    pub ammo: Option<crate::engine::content::Text>,
    /// Shots one firing spends where another gun spends one (the Laser
    /// Musket's published two); absent: 1.
    #[serde(default = "one_shot", skip_serializing_if = "is_one_shot")]
    pub ammo_per_shot: u32,
    /// Its published weight (`None` for a creature's attack).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weight: Option<super::published::Weight>,
    /// Its published cost in caps.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cost: Option<u32>,
    /// Its published rarity, 0..=6.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rarity: Option<u32>,
}

/// One shot a firing: a weapon's default.
fn one_shot() -> u32 {
    1
}

/// Whether a weapon spends one shot a firing (left out of its row).
#[allow(clippy::trivially_copy_pass_by_ref)] // serde passes a reference
fn is_one_shot(n: &u32) -> bool {
    *n == 1
}

impl Weapon {
    /// The damage type a hit is resolved as against `dr`: its own type, or
    /// its second type when the target resists that one less (the published
    /// rule for weapons of two types: the lower DR applies). Immunity is the
    /// highest resistance; on a tie the first type stays.
    #[must_use]
    pub fn type_against(&self, dr: &Dr) -> DamageType {
        let rank = |r: Resist| match r {
            Resist::Dr(n) => u64::from(n),
            Resist::Immune => u64::MAX,
        };
        match self.second_type {
            Some(t) if rank(dr.get(t)) < rank(dr.get(self.damage_type)) => t,
            _ => self.damage_type,
        }
    }

    /// Whether it has a quality.
    #[must_use]
    pub fn has(&self, q: Quality) -> bool {
        self.qualities.contains(&q)
    }

    /// The weapon named `text` (name identity).
    #[must_use]
    pub fn find(text: &str) -> Option<&'static Weapon> {
        WEAPONS.iter().find(|w| name::same(&w.name, text))
    }

    /// Every weapon's name.
    #[must_use]
    pub fn names() -> Vec<String> {
        WEAPONS.iter().map(|w| w.name.to_string()).collect()
    }
}

/// Every weapon characters can carry (`content/fallout-2d20/weapons.json`).
pub static WEAPONS: content::Table<Weapon> = crate::content_table!("fallout-2d20/weapons.json");

/// Every kind of ammunition, by name (`content/fallout-2d20/ammo.json`).
pub static AMMO: content::Table<&'static str> =
    content::Table::new(|| super::files::AMMO_ROWS.iter().map(|a| &*a.name).collect());

/// The ammunition named `text` (name identity), as the table spells it.
#[must_use]
pub fn find_ammo(text: &str) -> Option<&'static str> {
    AMMO.iter().copied().find(|a| name::same(a, text))
}

/// A resistance to one damage type: a number, or immunity.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Resist {
    /// Damage of this type is reduced by this much.
    Dr(u32),
    /// Damage of this type is reduced to 0.
    Immune,
}

impl Resist {
    /// Two resistances together (armour pieces stack; immunity wins).
    #[must_use]
    pub fn plus(self, other: Resist) -> Resist {
        match (self, other) {
            (Resist::Dr(a), Resist::Dr(b)) => Resist::Dr(a.saturating_add(b)),
            _ => Resist::Immune,
        }
    }

    /// Lowered by `by` (Breaking); immunity is not lowered.
    #[must_use]
    pub fn minus(self, by: u32) -> Resist {
        match self {
            Resist::Dr(a) => Resist::Dr(a.saturating_sub(by)),
            Resist::Immune => Resist::Immune,
        }
    }
}

/// Damage resistance against each of the four types.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Dr {
    /// Against physical damage.
    pub physical: Resist,
    /// Against energy damage.
    pub energy: Resist,
    /// Against radiation damage.
    pub radiation: Resist,
    /// Against poison damage.
    pub poison: Resist,
}

impl Dr {
    /// No resistance at all.
    pub const NONE: Dr = Dr::new(0, 0, 0, 0);

    /// Plain numbers for each type.
    #[must_use]
    pub const fn new(physical: u32, energy: u32, radiation: u32, poison: u32) -> Dr {
        Dr {
            physical: Resist::Dr(physical),
            energy: Resist::Dr(energy),
            radiation: Resist::Dr(radiation),
            poison: Resist::Dr(poison),
        }
    }

    /// Numbers for physical and energy, immunity to radiation and poison.
    #[must_use]
    pub const fn immune_rad_poison(physical: u32, energy: u32) -> Dr {
        Dr {
            physical: Resist::Dr(physical),
            energy: Resist::Dr(energy),
            radiation: Resist::Immune,
            poison: Resist::Immune,
        }
    }

    /// The resistance against one type.
    #[must_use]
    pub fn get(&self, t: DamageType) -> Resist {
        match t {
            DamageType::Physical => self.physical,
            DamageType::Energy => self.energy,
            DamageType::Radiation => self.radiation,
            DamageType::Poison => self.poison,
        }
    }

    /// The resistance against one type, mutable.
    pub fn get_mut(&mut self, t: DamageType) -> &mut Resist {
        match t {
            DamageType::Physical => &mut self.physical,
            DamageType::Energy => &mut self.energy,
            DamageType::Radiation => &mut self.radiation,
            DamageType::Poison => &mut self.poison,
        }
    }

    /// Both together, type by type.
    #[must_use]
    pub fn plus(&self, other: &Dr) -> Dr {
        Dr {
            physical: self.physical.plus(other.physical),
            energy: self.energy.plus(other.energy),
            radiation: self.radiation.plus(other.radiation),
            poison: self.poison.plus(other.poison),
        }
    }
}

/// What a serious wound to a location does (see the injuries in
/// [`super::character`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InjuryKind {
    /// Dazed: loses normal actions next turn; +2 difficulty on attacks.
    Head,
    /// Bleeding: 2 DC physical ignoring DR at the end of each turn.
    Torso,
    /// Broken arm: drops what it holds; no two-handed weapons.
    Arm,
    /// Broken leg: prone, no Sprint, Move is a major action.
    Leg,
}

/// One row of a hit location table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct LocationRow {
    /// The location's key (`head`, `left-arm`, `optics`).
    pub key: &'static str,
    /// Lowest d20 face that hits it.
    pub from: u32,
    /// Highest d20 face that hits it.
    pub to: u32,
    /// What an injury there does.
    pub injury: InjuryKind,
}

const fn row(key: &'static str, from: u32, to: u32, injury: InjuryKind) -> LocationRow {
    LocationRow {
        key,
        from,
        to,
        injury,
    }
}

/// The hit location table of characters and human-shaped creatures.
pub const HUMANOID: [LocationRow; 6] = [
    row("head", 1, 2, InjuryKind::Head),
    row("torso", 3, 8, InjuryKind::Torso),
    row("left-arm", 9, 11, InjuryKind::Arm),
    row("right-arm", 12, 14, InjuryKind::Arm),
    row("left-leg", 15, 17, InjuryKind::Leg),
    row("right-leg", 18, 20, InjuryKind::Leg),
];

/// The location a d20 face hits on `table`; `None` if the table has a gap
/// (never for the tables here, which a test checks).
#[must_use]
pub fn location_for(table: &'static [LocationRow], face: u32) -> Option<&'static LocationRow> {
    table.iter().find(|r| (r.from..=r.to).contains(&face))
}

/// The row of `table` named `text` (name identity; `left arm` reads as
/// `left-arm`).
#[must_use]
pub fn find_location(table: &'static [LocationRow], text: &str) -> Option<&'static LocationRow> {
    let t = text.trim().replace([' ', '_'], "-");
    table.iter().find(|r| name::same(r.key, &t))
}

/// Where an armour piece is worn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Slot {
    /// The head.
    Head,
    /// The torso.
    Torso,
    /// One arm (the wearer says which).
    Arm,
    /// One leg (the wearer says which).
    Leg,
    /// Torso, both arms and both legs (clothing).
    Body,
    /// Every location (a full suit).
    Suit,
}

impl Slot {
    /// The humanoid locations it covers when worn on `side` (`left`/`right`
    /// for arms and legs).
    #[must_use]
    pub fn locations(self, side: Option<Side>) -> Vec<&'static str> {
        match (self, side) {
            (Slot::Head, _) => vec!["head"],
            (Slot::Torso, _) => vec!["torso"],
            (Slot::Arm, Some(Side::Left)) => vec!["left-arm"],
            (Slot::Arm, Some(Side::Right)) => vec!["right-arm"],
            (Slot::Leg, Some(Side::Left)) => vec!["left-leg"],
            (Slot::Leg, Some(Side::Right)) => vec!["right-leg"],
            (Slot::Arm | Slot::Leg, None) => Vec::new(),
            (Slot::Body, _) => vec!["torso", "left-arm", "right-arm", "left-leg", "right-leg"],
            (Slot::Suit, _) => HUMANOID.iter().map(|r| r.key).collect(),
        }
    }

    /// Whether a side must be named when wearing it.
    #[must_use]
    pub fn needs_side(self) -> bool {
        matches!(self, Slot::Arm | Slot::Leg)
    }
}

/// Left or right.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    /// Left.
    Left,
    /// Right.
    Right,
}

impl Side {
    /// Reads `left`/`right` (or `l`/`r`).
    #[must_use]
    pub fn parse(text: &str) -> Option<Side> {
        match text.trim().to_ascii_lowercase().as_str() {
            "left" | "l" => Some(Side::Left),
            "right" | "r" => Some(Side::Right),
            _ => None,
        }
    }
}

/// Which layer an apparel piece is worn in. The published rule: clothing is
/// worn under armour and its DR adds to the armour's; within one layer a
/// location holds one piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Layer {
    /// Armour pieces, outfits and headgear: one per location.
    #[default]
    Armour,
    /// Clothing worn under armour: one per location, DR added.
    Clothing,
}

/// An armour piece.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ArmourPiece {
    /// Its name.
    pub name: crate::engine::content::Text,
    /// Where it is worn.
    pub slot: Slot,
    /// The DR it gives each location it covers.
    pub dr: Dr,
    /// The layer it is worn in (default: armour).
    #[serde(default)]
    pub layer: Layer,
    /// Its published weight.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weight: Option<super::published::Weight>,
    /// Its published cost in caps.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cost: Option<u32>,
    /// Its published rarity, 0..=6.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rarity: Option<u32>,
    /// Its published special rule, where the engine applies one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub special: Option<super::apparel::ApparelSpecial>,
}

impl ArmourPiece {
    /// The piece named `text` (name identity).
    #[must_use]
    pub fn find(text: &str) -> Option<&'static ArmourPiece> {
        ARMOUR.iter().find(|a| name::same(&a.name, text))
    }

    /// Every piece's name.
    #[must_use]
    pub fn names() -> Vec<String> {
        ARMOUR.iter().map(|a| a.name.to_string()).collect()
    }
}

/// Every armour piece (`content/fallout-2d20/armour.json`).
pub static ARMOUR: content::Table<ArmourPiece> = crate::content_table!("fallout-2d20/armour.json");

/// A creature's two attributes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CreatureAttribute {
    /// Physical might.
    Body,
    /// Wits and senses.
    Mind,
}

/// A creature's three skills.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CreatureSkill {
    /// Close combat.
    Melee,
    /// Ranged attacks.
    Guns,
    /// Everything else.
    Other,
}

/// What kind of NPC a creature is, for Command an NPC.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NpcKind {
    /// A person: CHA + Speech.
    Person,
    /// An animal (insects too): CHA + Survival.
    Animal,
    /// A robot: INT + Science.
    Robot,
}

impl NpcKind {
    /// The attribute and skill a commander assists with.
    #[must_use]
    pub fn command_skill(self) -> (Attribute, Skill) {
        match self {
            NpcKind::Person => (Attribute::Cha, Skill::Speech),
            NpcKind::Animal => (Attribute::Cha, Skill::Survival),
            NpcKind::Robot => (Attribute::Int, Skill::Science),
        }
    }
}

/// A creature's size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Size {
    /// Criticals at 5+ damage.
    Normal,
    /// Slain by any hit that inflicts an injury.
    Little,
    /// Criticals only at 7+ damage.
    Big,
}

impl Size {
    /// Damage after DR in one hit that makes a critical hit.
    #[must_use]
    pub fn critical_threshold(self) -> u32 {
        match self {
            Size::Big => 7,
            Size::Normal | Size::Little => 5,
        }
    }
}

/// One of a creature's attacks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreatureAttack {
    /// The attribute it tests.
    pub attribute: CreatureAttribute,
    /// The skill it tests.
    pub skill: CreatureSkill,
    /// Its weapon profile (name, damage, effects, type, range).
    pub weapon: Weapon,
}

/// A creature's profile.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreatureTemplate {
    /// Its name (and the base name of creatures made from it).
    pub name: crate::engine::content::Text,
    /// Its level.
    pub level: u32,
    /// Person, animal or robot.
    pub kind: NpcKind,
    /// Whether it is mutated (its type says so: the compendium's `Mutated
    /// Human`, `Mutated Insect`); kept with its kind, no rule reads it yet.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub mutated: bool,
    /// Body.
    pub body: u32,
    /// Mind.
    pub mind: u32,
    /// Melee.
    pub melee: u32,
    /// Guns.
    pub guns: u32,
    /// Other.
    pub other: u32,
    /// Maximum HP.
    pub hp: u32,
    /// Initiative.
    pub initiative: u32,
    /// Defense.
    pub defense: u32,
    /// Size.
    pub size: Size,
    /// Its hit location table.
    #[serde(with = "super::files::body")]
    pub locations: &'static [LocationRow],
    /// DR by location key; a location not listed has the first entry's DR.
    #[serde(with = "super::files::dr_list")]
    pub dr: crate::engine::content::List<(crate::engine::content::Text, Dr)>,
    /// Its attacks.
    pub attacks: crate::engine::content::List<CreatureAttack>,
}

impl CreatureTemplate {
    /// The template named `text` (name identity).
    #[must_use]
    pub fn find(text: &str) -> Option<&'static CreatureTemplate> {
        CREATURES.iter().find(|c| name::same(&c.name, text))
    }

    /// Every template's name.
    #[must_use]
    pub fn names() -> Vec<String> {
        CREATURES.iter().map(|c| c.name.to_string()).collect()
    }

    /// A creature attribute's value.
    #[must_use]
    pub fn attribute(&self, a: CreatureAttribute) -> u32 {
        match a {
            CreatureAttribute::Body => self.body,
            CreatureAttribute::Mind => self.mind,
        }
    }

    /// A creature skill's value.
    #[must_use]
    pub fn skill(&self, s: CreatureSkill) -> u32 {
        match s {
            CreatureSkill::Melee => self.melee,
            CreatureSkill::Guns => self.guns,
            CreatureSkill::Other => self.other,
        }
    }

    /// The base DR at a location.
    #[must_use]
    pub fn dr_at(&self, location: &str) -> Dr {
        self.dr
            .iter()
            .find(|(k, _)| *k == location)
            .or_else(|| self.dr.first())
            .map_or(Dr::NONE, |(_, d)| *d)
    }

    /// The attack named `text` (name identity).
    #[must_use]
    pub fn attack(&self, text: &str) -> Option<&CreatureAttack> {
        self.attacks
            .iter()
            .find(|a| name::same(&a.weapon.name, text))
    }
}

/// The published flying insect's locations (radroaches, bloatflies): the
/// core rulebook's location die read for this body type, as the Foundry VTT
/// Fallout system's `HIT_LOCATIONS.flyingInsect` carries it. The wings count
/// as legs (the published "Left Wing (as leg)"); the torso is keyed `body`.
pub const INSECT: [LocationRow; 5] = [
    row("head", 1, 2, InjuryKind::Head),
    row("body", 3, 8, InjuryKind::Torso),
    row("left-wing", 9, 11, InjuryKind::Leg),
    row("right-wing", 12, 14, InjuryKind::Leg),
    row("legs", 15, 20, InjuryKind::Leg),
];

/// The published quadruped's locations (mole rats, dogs), as
/// `HIT_LOCATIONS.quadruped` carries them; the torso is keyed `body`.
pub const QUADRUPED: [LocationRow; 6] = [
    row("head", 1, 2, InjuryKind::Head),
    row("body", 3, 8, InjuryKind::Torso),
    row("left-front-leg", 9, 11, InjuryKind::Leg),
    row("right-front-leg", 12, 14, InjuryKind::Leg),
    row("left-hind-leg", 15, 17, InjuryKind::Leg),
    row("right-hind-leg", 18, 20, InjuryKind::Leg),
];

/// Location keys of earlier location tables and the key that replaced each
/// (a campaign saved before the published tables keeps its injuries,
/// persistent damage, broken DR and homebrew DR lists): the paired legs and
/// wings of one location became two, and the left one inherits it.
pub const RETIRED_LOCATIONS: [(&str, &str); 3] = [
    ("front-legs", "left-front-leg"),
    ("hind-legs", "left-hind-leg"),
    ("wings", "left-wing"),
];

/// The key a stored location key stands for today.
#[must_use]
pub fn current_location(key: String) -> String {
    RETIRED_LOCATIONS
        .iter()
        .find(|(old, _)| *old == key)
        .map_or(key, |(_, new)| (*new).to_owned())
}

/// Reads a stored location key, mapping a retired key to its successor.
///
/// # Errors
/// When the value is not a string.
pub fn read_location<'de, D: serde::Deserializer<'de>>(d: D) -> Result<String, D::Error> {
    String::deserialize(d).map(current_location)
}

/// A radscorpion's locations.
pub const SCORPION: [LocationRow; 5] = [
    row("head", 1, 2, InjuryKind::Head),
    row("body", 3, 8, InjuryKind::Torso),
    row("claws", 9, 13, InjuryKind::Arm),
    row("tail", 14, 16, InjuryKind::Arm),
    row("legs", 17, 20, InjuryKind::Leg),
];

/// A robot's locations (Mister Handy), as `HIT_LOCATIONS.mr_handy` carries them.
pub const HANDY: [LocationRow; 6] = [
    row("optics", 1, 2, InjuryKind::Head),
    row("main-body", 3, 8, InjuryKind::Torso),
    row("arm-1", 9, 11, InjuryKind::Arm),
    row("arm-2", 12, 14, InjuryKind::Arm),
    row("arm-3", 15, 17, InjuryKind::Arm),
    row("thruster", 18, 20, InjuryKind::Leg),
];

/// Every creature (`content/fallout-2d20/creatures.json`).
pub static CREATURES: content::Table<CreatureTemplate> =
    crate::content_table!("fallout-2d20/creatures.json");
