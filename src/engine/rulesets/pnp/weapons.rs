//! The weapon table of seed 001 (melee, ranged, thrown, mines, energy, heavy),
//! the range table by weapon type, and a few creature attacks interpolated as
//! the seed asks for weapons it does not show (marked as choices in
//! `docs/rulesets/fallout-pnp.md`).

use serde::{Deserialize, Serialize};

use super::skills::{fold, same_word, Skill};

/// The seed's weapon groups.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WeaponKind {
    /// Melee weapons and fists (Melee skill, point-blank, STR bonus).
    Melee,
    /// Firearms by calibre (Small Guns).
    Ranged,
    /// Thrown weapons (always Explosives).
    Thrown,
    /// Mines (Explosives; laid, not aimed).
    Mine,
    /// Energy weapons (Small Guns).
    Energy,
    /// Heavy weapons (Big Guns).
    Heavy,
    /// Creatures' natural attacks (Melee).
    Creature,
}

impl WeaponKind {
    /// The skill an attack uses.
    #[must_use]
    pub fn skill(self) -> Skill {
        match self {
            WeaponKind::Melee | WeaponKind::Creature => Skill::Melee,
            WeaponKind::Ranged | WeaponKind::Energy => Skill::SmallGuns,
            WeaponKind::Heavy => Skill::BigGuns,
            WeaponKind::Thrown | WeaponKind::Mine => Skill::Explosives,
        }
    }

    /// Whether attacks are at point-blank range whatever the distance.
    #[must_use]
    pub fn is_melee(self) -> bool {
        matches!(self, WeaponKind::Melee | WeaponKind::Creature)
    }

    /// Whether the weapon fires ammunition the ammo levels track.
    #[must_use]
    pub fn uses_ammo(self) -> bool {
        matches!(
            self,
            WeaponKind::Ranged | WeaponKind::Energy | WeaponKind::Heavy
        )
    }
}

/// A weapon's range class: the row of the seed's range table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RangeClass {
    /// Melee: always point-blank.
    Melee,
    /// Pistols: 10 / 25 / 50 / 100 m.
    Pistol,
    /// Rifles: 20 / 50 / 100 / 400 m.
    Rifle,
    /// Shotguns: 5 / 10 / 20 / 25 m.
    Shotgun,
    /// Flamers: 3 / 5 / 10 / 15 m.
    Flamer,
    /// Thrown: 5 / 10 / 25 / 25 + 5 x STR m.
    Thrown,
    /// Mines: laid, no range band.
    Mine,
    /// A weapon's own ranges (short, medium, long, maximum) in metres.
    Own([u32; 4]),
}

impl RangeClass {
    /// Short, medium, long and maximum range in metres; `None` for melee and
    /// mines. `strength` sets the thrown maximum.
    #[must_use]
    pub fn limits(self, strength: u8) -> Option<[u32; 4]> {
        match self {
            RangeClass::Melee | RangeClass::Mine => None,
            RangeClass::Pistol => Some([10, 25, 50, 100]),
            RangeClass::Rifle => Some([20, 50, 100, 400]),
            RangeClass::Shotgun => Some([5, 10, 20, 25]),
            RangeClass::Flamer => Some([3, 5, 10, 15]),
            RangeClass::Thrown => Some([5, 10, 25, 25 + 5 * u32::from(strength)]),
            RangeClass::Own(limits) => Some(limits),
        }
    }
}

/// A group of damage dice: `count`d`sides`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiceGroup {
    /// How many dice.
    pub count: u32,
    /// Faces per die.
    pub sides: u32,
}

/// A poisoned attack's `damage x duration` dice (seed 001: `1d8 x 1d4`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PoisonDice {
    /// Faces of the damage die, re-rolled each round.
    pub damage: u32,
    /// Faces of the duration die, rolled once.
    pub duration: u32,
    /// Toxicity: the modifier to each END save (negative is harder).
    pub toxicity: i64,
}

/// One weapon of the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Weapon {
    /// The CLI word (`12-ga`).
    pub id: crate::engine::content::Text,
    /// The seed's name.
    pub name: crate::engine::content::Text,
    /// Its group.
    pub kind: WeaponKind,
    /// Its range class.
    pub range: RangeClass,
    /// Hit-point damage dice.
    pub dice: DiceGroup,
    /// Flat modifier, carried by the first damage die.
    pub modifier: i64,
    /// Radiation damage dice, if any.
    pub rad: Option<DiceGroup>,
    /// Whether the damage burns on later rounds.
    pub burn: bool,
    /// The splash increment in metres, if it splashes.
    pub splash: Option<u32>,
    /// Whether shotgun range multipliers apply.
    pub shotgun: bool,
    /// Whether the ammo dice are the automatic/heavy ones (d12, d4).
    pub heavy_ammo: bool,
    /// A poisoned attack.
    pub poison: Option<PoisonDice>,
}

/// Every weapon: the seed's table, then the creature attacks
/// (`content/fallout-pnp/weapons.json`).
pub static WEAPONS: crate::engine::content::Table<Weapon> =
    crate::content_table!("fallout-pnp/weapons.json");

impl Weapon {
    /// Finds a weapon by CLI word or name, ignoring case, spaces and
    /// punctuation.
    #[must_use]
    pub fn find(word: &str) -> Option<&'static Weapon> {
        let w = fold(word);
        if w.is_empty() {
            return None;
        }
        WEAPONS
            .iter()
            .find(|x| same_word(&x.id, &w) || same_word(&x.name, &w))
    }

    /// Every CLI word, for hints.
    #[must_use]
    pub fn names() -> Vec<String> {
        WEAPONS.iter().map(|x| x.id.to_string()).collect()
    }
}
