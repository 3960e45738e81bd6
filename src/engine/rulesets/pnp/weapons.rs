//! The weapon table of seed 001 (melee, ranged, thrown, mines, energy, heavy),
//! the range table by weapon type, and a few creature attacks interpolated as
//! the seed asks for weapons it does not show (marked as choices in
//! `docs/rulesets/fallout-pnp.md`).

use serde::{Deserialize, Serialize};

use super::skills::{fold, Skill};

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

const fn d(count: u32, sides: u32) -> DiceGroup {
    DiceGroup { count, sides }
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Weapon {
    /// The CLI word (`12-ga`).
    pub id: &'static str,
    /// The seed's name.
    pub name: &'static str,
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

const fn w(
    id: &'static str,
    name: &'static str,
    kind: WeaponKind,
    range: RangeClass,
    dice: DiceGroup,
) -> Weapon {
    Weapon {
        id,
        name,
        kind,
        range,
        dice,
        modifier: 0,
        rad: None,
        burn: false,
        splash: None,
        shotgun: false,
        heavy_ammo: false,
        poison: None,
    }
}

const fn with_mod(mut x: Weapon, modifier: i64) -> Weapon {
    x.modifier = modifier;
    x
}

const fn with_rad(mut x: Weapon, rad: DiceGroup) -> Weapon {
    x.rad = Some(rad);
    x
}

const fn with_splash(mut x: Weapon, metres: u32) -> Weapon {
    x.splash = Some(metres);
    x
}

const fn burning(mut x: Weapon) -> Weapon {
    x.burn = true;
    x
}

const fn shotgun(mut x: Weapon) -> Weapon {
    x.shotgun = true;
    x
}

const fn heavy(mut x: Weapon) -> Weapon {
    x.heavy_ammo = true;
    x
}

use RangeClass as R;
use WeaponKind as K;

/// Every weapon: the seed's table, then the creature attacks.
pub const WEAPONS: [Weapon; 32] = [
    w("fist", "Fist/Kick", K::Melee, R::Melee, d(1, 3)),
    with_mod(
        w(
            "brass-knuckles",
            "Brass Knuckles",
            K::Melee,
            R::Melee,
            d(1, 3),
        ),
        1,
    ),
    w(
        "knife",
        "Switchblade/small knife",
        K::Melee,
        R::Melee,
        d(1, 4),
    ),
    w(
        "machete",
        "Combat knife/Machete",
        K::Melee,
        R::Melee,
        d(1, 6),
    ),
    w("baseball-bat", "Baseball Bat", K::Melee, R::Melee, d(1, 6)),
    w("sledgehammer", "Sledgehammer", K::Melee, R::Melee, d(1, 8)),
    w("ripper", "Ripper", K::Melee, R::Melee, d(1, 10)),
    w("super-sledge", "Super Sledge", K::Melee, R::Melee, d(1, 10)),
    w("5mm", "5mm", K::Ranged, R::Pistol, d(1, 4)),
    w("9mm", ".38/9mm", K::Ranged, R::Pistol, d(1, 6)),
    w("10mm", "10mm/.45", K::Ranged, R::Pistol, d(1, 8)),
    shotgun(w("20-ga", "20 ga.", K::Ranged, R::Shotgun, d(2, 4))),
    w("5.56", "5.56/.44", K::Ranged, R::Rifle, d(1, 10)),
    shotgun(w("12-ga", "12 ga.", K::Ranged, R::Shotgun, d(3, 4))),
    w(".308", ".308", K::Ranged, R::Rifle, d(2, 6)),
    w(".50", ".50", K::Ranged, R::Rifle, d(2, 10)),
    with_splash(w("grenade", "Grenade", K::Thrown, R::Thrown, d(3, 6)), 2),
    with_splash(
        with_rad(
            w(
                "nuka-grenade",
                "Nuka Grenade",
                K::Thrown,
                R::Thrown,
                d(4, 8),
            ),
            d(1, 6),
        ),
        3,
    ),
    with_splash(
        burning(w(
            "molotov",
            "Molotov Cocktail",
            K::Thrown,
            R::Thrown,
            d(6, 4),
        )),
        1,
    ),
    with_splash(w("frag-mine", "Frag Mine", K::Mine, R::Mine, d(4, 6)), 1),
    with_splash(
        w(
            "bottlecap-mine",
            "Bottlecap Mine",
            K::Mine,
            R::Mine,
            d(5, 8),
        ),
        1,
    ),
    with_splash(
        with_rad(
            w("nuka-mine", "Nuka Mine", K::Mine, R::Mine, d(3, 12)),
            d(2, 12),
        ),
        2,
    ),
    w(
        "laser-pistol",
        "Laser pistol",
        K::Energy,
        R::Pistol,
        d(1, 6),
    ),
    w("laser-rifle", "Laser rifle", K::Energy, R::Rifle, d(1, 10)),
    with_rad(
        w(
            "plasma-pistol",
            "Plasma pistol",
            K::Energy,
            R::Pistol,
            d(3, 4),
        ),
        d(1, 4),
    ),
    with_rad(
        w("plasma-rifle", "Plasma rifle", K::Energy, R::Rifle, d(2, 8)),
        d(1, 6),
    ),
    heavy(burning(w("flamer", "Flamer", K::Heavy, R::Flamer, d(4, 4)))),
    heavy(with_splash(
        w(
            "missile",
            "Missile",
            K::Heavy,
            R::Own([10, 30, 50, 200]),
            d(5, 6),
        ),
        2,
    )),
    heavy(with_splash(
        with_rad(
            w(
                "fat-man",
                "Fat Man",
                K::Heavy,
                R::Own([15, 50, 100, 500]),
                d(6, 20),
            ),
            d(4, 12),
        ),
        5,
    )),
    w("bite", "Bite", K::Creature, R::Melee, d(1, 6)),
    w("claw", "Deathclaw claws", K::Creature, R::Melee, d(2, 8)),
    Weapon {
        poison: Some(PoisonDice {
            damage: 8,
            duration: 4,
            toxicity: 0,
        }),
        ..w("sting", "Radscorpion sting", K::Creature, R::Melee, d(1, 4))
    },
];

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
            .find(|x| fold(x.id) == w || fold(x.name) == w)
    }

    /// Every CLI word, for hints.
    #[must_use]
    pub fn names() -> Vec<String> {
        WEAPONS.iter().map(|x| x.id.to_owned()).collect()
    }
}
