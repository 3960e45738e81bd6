//! Combat rules of seed 001 as pure functions: range bands, the attack chance
//! with the target's agility, range, scope or Pip-Boy aiming and called shots;
//! damage dice with the melee STR bonus; armour removing dice with their
//! modifiers; splash rings dropping the highest dice; shotgun multipliers;
//! scatter of misses; morale rolls.

use serde::{Deserialize, Serialize};

use crate::engine::dice::Dice;

use super::armour::Armour;
use super::error::{AimRefusal, RuleError};
use super::weapons::{RangeClass, Weapon, WeaponKind};

/// Distances under this many metres are point-blank.
pub const POINT_BLANK_UNDER: u32 = 2;
/// Farthest distance a command may give, in metres.
pub const DISTANCE_MAX: i64 = 10_000;

/// A range band.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Band {
    /// Under 2 m, and every melee attack: +20.
    PointBlank,
    /// Up to short range: +5.
    Short,
    /// Up to medium range: 0.
    Medium,
    /// Up to long range: -20.
    Long,
    /// Up to maximum range: -40.
    Extreme,
    /// A laid mine: no band, no modifier.
    Laid,
}

impl Band {
    /// The band's modifier to the attack chance.
    #[must_use]
    pub fn modifier(self) -> i64 {
        match self {
            Band::PointBlank => 20,
            Band::Short => 5,
            Band::Medium | Band::Laid => 0,
            Band::Long => -20,
            Band::Extreme => -40,
        }
    }

    /// One band closer (Pip-Boy aiming); point-blank and laid stay.
    #[must_use]
    pub fn closer(self) -> Band {
        match self {
            Band::Short => Band::PointBlank,
            Band::Medium => Band::Short,
            Band::Long => Band::Medium,
            Band::Extreme => Band::Long,
            other => other,
        }
    }
}

/// The band of a distance for a weapon, or a refusal beyond its reach.
pub fn band(weapon: &Weapon, distance: u32, strength: u8) -> Result<Band, RuleError> {
    let reach = |max: u32| RuleError::OutOfReach {
        weapon: weapon.id.to_string(),
        distance,
        max,
    };
    match weapon.range {
        RangeClass::Melee => {
            if distance < POINT_BLANK_UNDER {
                Ok(Band::PointBlank)
            } else {
                Err(reach(POINT_BLANK_UNDER - 1))
            }
        }
        RangeClass::Mine => Ok(Band::Laid),
        class => {
            let [short, medium, long, max] = class.limits(strength).unwrap_or([0; 4]);
            Ok(if distance < POINT_BLANK_UNDER {
                Band::PointBlank
            } else if distance <= short {
                Band::Short
            } else if distance <= medium {
                Band::Medium
            } else if distance <= long {
                Band::Long
            } else if distance <= max {
                Band::Extreme
            } else {
                return Err(reach(max));
            })
        }
    }
}

/// How the attacker aims.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(tag = "aim", content = "rounds", rename_all = "snake_case")]
pub enum Aim {
    /// No aiming.
    #[default]
    None,
    /// Rounds aimed through a scope, 1..=3: +20, +30, +40.
    Scope(u8),
    /// A round aimed with a Pip-Boy: the range reads one band closer.
    PipBoy,
}

/// Most rounds of aiming through a scope that count.
pub const SCOPE_ROUNDS_MAX: i64 = 3;

/// A called shot's location.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Location {
    /// The head: the target loses its next action; END save or armour ignored.
    Head,
    /// The weapon arm: END save or the weapon drops.
    WeaponArm,
    /// The other arm: no mechanical effect.
    OtherArm,
    /// A leg: speed down 1/4 (1/2 on a failed END save).
    Leg,
}

impl Location {
    /// Parses `head`, `arm` (weapon arm), `other-arm`, `leg`.
    #[must_use]
    pub fn parse(word: &str) -> Option<Location> {
        match super::skills::fold(word).as_str() {
            "head" => Some(Location::Head),
            "arm" | "weaponarm" => Some(Location::WeaponArm),
            "otherarm" => Some(Location::OtherArm),
            "leg" => Some(Location::Leg),
            _ => None,
        }
    }
}

/// The parts of an attack chance.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttackChance {
    /// The attacker's skill.
    pub skill: u32,
    /// 10 - 2 x target AGI, or +10 against an immobile target (0 for mines).
    pub agility: i64,
    /// The band of the distance.
    pub band: Band,
    /// The band the modifier reads (one closer with a Pip-Boy).
    pub aimed_band: Band,
    /// The scope's bonus.
    pub scope: i64,
    /// The situational modifier.
    pub modifier: i64,
    /// The chance before a called shot.
    pub before_called: i64,
    /// The called shot, if any.
    pub called: Option<Location>,
    /// The final chance.
    pub chance: i64,
}

/// What an attack chance is computed from.
#[derive(Debug, Clone, Copy)]
pub struct ChanceInput<'a> {
    /// The attacker's skill.
    pub skill: u32,
    /// The target's AGI, or `None` for an immobile target.
    pub target_agi: Option<u8>,
    /// The weapon.
    pub weapon: &'a Weapon,
    /// The distance's band.
    pub band: Band,
    /// The aim.
    pub aim: Aim,
    /// Whether the attacker has a Pip-Boy.
    pub has_pip_boy: bool,
    /// A called shot.
    pub called: Option<Location>,
    /// Situational modifier.
    pub modifier: i64,
}

/// The attack chance: skill + 10 - 2 x target AGI (+10 immobile) + range
/// band + scope, then a called shot takes 30 or half, whichever is less, and
/// never gives: at 0 or below the chance stays where it is.
pub fn attack_chance(input: &ChanceInput<'_>) -> Result<AttackChance, RuleError> {
    let kind = input.weapon.kind;
    let refuse = |reason| Err(RuleError::Aim { reason });
    let (aimed_band, scope) = match input.aim {
        Aim::None => (input.band, 0),
        Aim::Scope(rounds) => {
            if !kind.uses_ammo() {
                return refuse(AimRefusal::ScopeOnWeapon);
            }
            if input.band == Band::PointBlank {
                return refuse(AimRefusal::ScopeAtPointBlank);
            }
            let rounds = i64::from(rounds).clamp(1, SCOPE_ROUNDS_MAX);
            (input.band, 20 + 10 * (rounds - 1))
        }
        Aim::PipBoy => {
            if matches!(kind, WeaponKind::Thrown | WeaponKind::Mine) {
                return refuse(AimRefusal::PipBoyOnWeapon);
            }
            if !input.has_pip_boy {
                return refuse(AimRefusal::NoPipBoy);
            }
            (input.band.closer(), 0)
        }
    };
    if kind == WeaponKind::Mine && input.called.is_some() {
        return refuse(AimRefusal::CalledShotWithMine);
    }
    let agility = match (kind, input.target_agi) {
        (WeaponKind::Mine, _) => 0,
        (_, None) => 10,
        (_, Some(agi)) => 10 - 2 * i64::from(agi),
    };
    let before_called =
        i64::from(input.skill) + agility + aimed_band.modifier() + scope + input.modifier;
    let chance = match input.called {
        None => before_called,
        Some(_) => before_called - called_shot_penalty(before_called),
    };
    Ok(AttackChance {
        skill: input.skill,
        agility,
        band: input.band,
        aimed_band,
        scope,
        modifier: input.modifier,
        before_called,
        called: input.called,
        chance,
    })
}

/// What a called shot takes from a chance: 30 or half of it, whichever is
/// less, and nothing from a chance of 0 or below (half of -24 would be -12,
/// a called shot that made the hit easier).
fn called_shot_penalty(chance: i64) -> i64 {
    (chance - chance.div_euclid(2)).clamp(0, 30)
}

/// The melee damage bonus from strength: (STR - 5) / 2, rounded down.
#[must_use]
pub fn strength_bonus(strength: u8) -> i64 {
    (i64::from(strength) - 5).div_euclid(2)
}

/// One damage die.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DamageDie {
    /// Faces.
    pub sides: u32,
    /// The face rolled.
    pub face: u32,
    /// The modifier it carries (lost with the die).
    pub modifier: i64,
    /// Whether it is radiation damage.
    pub rad: bool,
    /// Dropped for the splash ring.
    pub dropped: bool,
    /// Removed by armour.
    pub blocked: bool,
}

impl DamageDie {
    /// Whether it counts: neither dropped nor blocked.
    #[must_use]
    pub fn counts(&self) -> bool {
        !self.dropped && !self.blocked
    }

    /// Its damage: face + modifier, at least 0.
    #[must_use]
    pub fn value(&self) -> u32 {
        (i64::from(self.face) + self.modifier).max(0) as u32
    }
}

/// Rolls a weapon's damage dice, hit-point dice first, then radiation dice;
/// the first die carries the weapon's modifier and `bonus` (melee STR).
pub fn roll_damage(weapon: &Weapon, bonus: i64, dice: &mut dyn Dice) -> Vec<DamageDie> {
    let mut out = Vec::new();
    for i in 0..weapon.dice.count {
        out.push(DamageDie {
            sides: weapon.dice.sides,
            face: dice.roll(weapon.dice.sides),
            modifier: if i == 0 { weapon.modifier + bonus } else { 0 },
            rad: false,
            dropped: false,
            blocked: false,
        });
    }
    if let Some(rad) = weapon.rad {
        for _ in 0..rad.count {
            out.push(DamageDie {
                sides: rad.sides,
                face: dice.roll(rad.sides),
                modifier: 0,
                rad: true,
                dropped: false,
                blocked: false,
            });
        }
    }
    out
}

/// The shotgun multiplier of a band, as (numerator, denominator): x2
/// point-blank, x1 short, x1/2 medium, x1/4 long and extreme.
#[must_use]
pub fn shotgun_factor(band: Band) -> (u32, u32) {
    match band {
        Band::PointBlank => (2, 1),
        Band::Short | Band::Laid => (1, 1),
        Band::Medium => (1, 2),
        Band::Long | Band::Extreme => (1, 4),
    }
}

/// Damage to one creature from one roll.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DamageToOne {
    /// The dice, marked dropped and blocked for this creature.
    pub dice: Vec<DamageDie>,
    /// The splash ring: 0 for the target, 1.. outward.
    pub ring: u32,
    /// Armour worn.
    pub armour: Armour,
    /// Whether a headshot made it ignore armour.
    pub armour_ignored: bool,
    /// Hit-point damage of the dice that count.
    pub hp_before_factor: u32,
    /// The shotgun multiplier, if one applied.
    pub factor: Option<(u32, u32)>,
    /// Hit-point damage taken.
    pub hp_damage: u32,
    /// Radiation damage taken.
    pub rad_damage: u32,
}

/// Reads one roll for one creature: drops the `ring` highest dice (splash),
/// removes what its armour blocks (unless ignored), then applies the shotgun
/// multiplier, rounding down.
#[must_use]
pub fn damage_to(
    rolled: &[DamageDie],
    ring: u32,
    armour: Armour,
    armour_ignored: bool,
    factor: Option<(u32, u32)>,
) -> DamageToOne {
    let mut dice = rolled.to_vec();
    let mut order: Vec<usize> = (0..dice.len()).collect();
    order.sort_by(|&a, &b| dice[b].face.cmp(&dice[a].face).then(a.cmp(&b)));
    for &i in order.iter().take(ring as usize) {
        dice[i].dropped = true;
    }
    for die in &mut dice {
        die.blocked = !die.dropped && !armour_ignored && armour.blocks(die.face, die.sides);
    }
    let sum = |rad: bool| -> u32 {
        dice.iter()
            .filter(|d| d.counts() && d.rad == rad)
            .map(DamageDie::value)
            .sum()
    };
    let hp = sum(false);
    let rads = sum(true);
    let (n, m) = factor.unwrap_or((1, 1));
    DamageToOne {
        dice,
        ring,
        armour,
        armour_ignored,
        hp_before_factor: hp,
        factor,
        hp_damage: hp * n / m.max(1),
        rad_damage: rads * n / m.max(1),
    }
}

/// A morale check: 2d6 plus a modifier against the score; higher flees.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoraleRoll {
    /// The two d6 faces.
    pub dice: [u32; 2],
    /// The modifier.
    pub modifier: i64,
    /// Dice plus modifier.
    pub total: i64,
    /// The morale score.
    pub score: u8,
    /// Whether the enemy flees.
    pub flees: bool,
}

/// Rolls a morale check.
pub fn roll_morale(score: u8, modifier: i64, dice: &mut dyn Dice) -> MoraleRoll {
    let a = dice.roll(6);
    let b = dice.roll(6);
    let total = i64::from(a + b) + modifier;
    MoraleRoll {
        dice: [a, b],
        modifier,
        total,
        score,
        flees: total > i64::from(score),
    }
}
