//! The published specials of the core rulebook's apparel (issue #28), as
//! data on an apparel row ([`ApparelSpecial`]) and the rules that read it:
//! the once-a-scene re-roll of one d20 that Casual Clothing, Military
//! Fatigues, Formal Clothing, the Heavy Coat, the Lab Coat and the Formal
//! Hat give on tests of their attributes (`reroll <character> [die]
//! --apparel <piece>`), reset where a scene ends (with chems and fusion
//! cores); the Utility Coveralls' carry weight; the Gas Mask's poison DR
//! against airborne poison and its harder Speech tests. The sources and
//! decisions are in `docs/rulesets/fallout-2d20.md` ("Apparel specials").

use serde::{Deserialize, Serialize};

use crate::engine::dice::Dice;
use crate::engine::mechanics::pool::{self, Target};
use crate::engine::mechanics::special::Attribute;
use crate::engine::name;

use super::campaign::Campaign;
use super::character::Character;
use super::character::Worn;
use super::data::{ArmourPiece, DamageType, Dr, Layer, Resist, Slot};
use super::error::{in_range, RuleError};
use super::outcome::{Event, Outcome, Unit};

/// Most carry weight, airborne poison DR or Speech difficulty a piece's
/// special may add (a check of the content files and homebrew).
pub const SPECIAL_MAX: u32 = 50;

/// What an apparel row publishes besides its DR (every field optional in
/// `armour.json`'s `special`).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ApparelSpecial {
    /// The attributes whose tests the wearer may re-roll one d20 of, once
    /// a scene per piece.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub scene_reroll: Vec<Attribute>,
    /// Added to the wearer's carry weight (pounds).
    #[serde(default, skip_serializing_if = "super::qualities::is_zero")]
    pub carry_weight: u32,
    /// Poison DR against airborne or gaseous poison (`hurt --airborne`).
    #[serde(default, skip_serializing_if = "super::qualities::is_zero")]
    pub airborne_poison_dr: u32,
    /// Difficulty added to the wearer's Speech tests.
    #[serde(default, skip_serializing_if = "super::qualities::is_zero")]
    pub speech_difficulty: u32,
    /// An outfit published as worn with a hood and helmet (`suit` slot): a
    /// headgear piece worn with it stays on, and the head reads the higher
    /// of the two DRs of each type.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub with_headgear: bool,
}

/// One piece's scene re-roll on a sheet: its attributes and whether it was
/// spent this scene.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SceneReroll {
    /// The worn piece.
    pub piece: String,
    /// The attributes it re-rolls tests of.
    pub attributes: Vec<Attribute>,
    /// Spent this scene.
    pub used: bool,
}

/// The `apparel_reroll` event: a worn piece re-rolled one d20 of the
/// wearer's latest test (the test's events follow, resolved again).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ApparelReroll {
    /// Whose roll.
    pub character: String,
    /// The piece whose re-roll was spent.
    pub piece: String,
    /// The test's attribute.
    pub attribute: Attribute,
    /// The re-rolled roll's serial.
    pub serial: u64,
    /// The serial of the roll as it stands now.
    pub new_serial: u64,
    /// The die re-rolled, 0-based in roll order.
    pub die: usize,
    /// Every d20 face before.
    pub before: Vec<u32>,
    /// Every d20 face after.
    pub after: Vec<u32>,
}

/// What worn apparel did to a test: difficulty added (a gas mask muffles
/// Speech).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ApparelTest {
    /// The pieces.
    pub pieces: Vec<String>,
    /// Difficulty they added.
    pub added: u32,
}

/// What the character's worn apparel does to a Speech test (`None`:
/// nothing).
#[must_use]
pub fn speech_test(c: &Character) -> Option<Box<ApparelTest>> {
    let (added, pieces) = c.speech_difficulty();
    (added > 0).then(|| Box::new(ApparelTest { pieces, added }))
}

/// Airborne poison taken (`hurt ... --type poison --airborne`): the damage
/// before DR, the location's poison DR and what worn apparel adds against
/// airborne poison (the Gas Mask); the `hurt` event that follows carries
/// what was taken.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AirbornePoison {
    /// Who breathed it.
    pub target: super::outcome::Unit,
    /// The damage before DR.
    pub amount: u32,
    /// The location's poison DR (`None`: immune).
    pub dr: Option<u32>,
    /// Poison DR worn apparel adds against airborne poison.
    pub apparel_dr: u32,
    /// The pieces that add it.
    pub pieces: Vec<String>,
    /// The damage taken.
    pub taken: u32,
}

/// Whether `p` is an outfit published as worn with a hood and helmet.
fn hooded(p: &ArmourPiece) -> bool {
    p.layer == Layer::Armour && p.special.as_ref().is_some_and(|s| s.with_headgear)
}

/// Whether two armour-layer pieces are worn together although both cover
/// the head: an outfit published as worn with a hood and helmet (Cage and
/// Spike Armor) and a headgear piece.
#[must_use]
pub fn worn_together(a: &ArmourPiece, b: &ArmourPiece) -> bool {
    (hooded(a) && b.slot == Slot::Head) || (hooded(b) && a.slot == Slot::Head)
}

/// The DR the worn apparel gives at a location, every piece covering it
/// added, except a hooded outfit and the headgear worn with it: of those
/// two, each type reads the higher.
#[must_use]
pub fn worn_dr(worn: &[Worn], location: &str) -> Dr {
    let rows: Vec<&ArmourPiece> = worn
        .iter()
        .filter(|w| w.locations().contains(&location))
        .filter_map(Worn::row)
        .collect();
    let hood = rows.iter().position(|p| hooded(p));
    let headgear = rows
        .iter()
        .position(|p| p.layer == Layer::Armour && p.slot == Slot::Head);
    let pair = match (hood, headgear) {
        (Some(h), Some(g)) => higher(rows[h].dr, rows[g].dr),
        (Some(i), None) | (None, Some(i)) => rows[i].dr,
        (None, None) => Dr::NONE,
    };
    rows.iter()
        .enumerate()
        .filter(|(i, _)| Some(*i) != hood && Some(*i) != headgear)
        .fold(pair, |acc, (_, p)| acc.plus(&p.dr))
}

/// The higher of two DRs, type by type (immunity highest).
fn higher(a: Dr, b: Dr) -> Dr {
    let mut out = a;
    for t in DamageType::ALL {
        let r = match (a.get(t), b.get(t)) {
            (Resist::Immune, _) | (_, Resist::Immune) => Resist::Immune,
            (Resist::Dr(x), Resist::Dr(y)) => Resist::Dr(x.max(y)),
        };
        *out.get_mut(t) = r;
    }
    out
}

impl Character {
    /// The worn apparel's specials, outside power armour (in a frame the
    /// frame replaces the apparel, its specials too).
    pub fn apparel_specials(&self) -> impl Iterator<Item = (&str, &ApparelSpecial)> {
        let outside = !self.power.as_ref().is_some_and(|p| p.inside);
        self.worn
            .iter()
            .filter(move |_| outside)
            .filter_map(|w| Some((w.piece.as_str(), w.row()?.special.as_ref()?)))
    }

    /// Carry weight the worn apparel adds.
    #[must_use]
    pub fn apparel_carry(&self) -> u32 {
        self.apparel_specials().map(|(_, s)| s.carry_weight).sum()
    }

    /// Poison DR the worn apparel gives against airborne poison.
    #[must_use]
    pub fn airborne_poison_dr(&self) -> u32 {
        self.apparel_specials()
            .map(|(_, s)| s.airborne_poison_dr)
            .sum()
    }

    /// Difficulty the worn apparel adds to Speech tests, and the pieces.
    #[must_use]
    pub fn speech_difficulty(&self) -> (u32, Vec<String>) {
        self.apparel_specials()
            .filter(|(_, s)| s.speech_difficulty > 0)
            .fold((0, Vec::new()), |(n, mut names), (p, s)| {
                names.push(p.to_owned());
                (n + s.speech_difficulty, names)
            })
    }

    /// The worn pieces' scene re-rolls, spent or ready.
    #[must_use]
    pub fn scene_rerolls(&self) -> Vec<SceneReroll> {
        self.apparel_specials()
            .filter(|(_, s)| !s.scene_reroll.is_empty())
            .map(|(p, s)| SceneReroll {
                piece: p.to_owned(),
                attributes: s.scene_reroll.clone(),
                used: self.vitals.apparel_used.iter().any(|u| name::same(u, p)),
            })
            .collect()
    }
}

impl Campaign {
    /// Spends the scene re-roll of `piece`, worn by `character`, on one d20
    /// (`chosen`, 1-based; default: the highest die that scored nothing) of
    /// their latest test, which must be of one of the piece's attributes:
    /// the roll's command is resolved again from the state before it with
    /// the new face, as a Luck re-roll is. Returns the new campaign.
    pub(super) fn apparel_reroll(
        &self,
        character: &str,
        piece: &str,
        chosen: Option<i64>,
        serial: Option<u64>,
        dice: &mut dyn Dice,
    ) -> Result<(Campaign, Outcome), RuleError> {
        let (name, window) = self.reroll_window(character, serial)?;
        let c = &self.characters[self.character_index(&name)?];
        if c.power.as_ref().is_some_and(|p| p.inside) {
            return Err(RuleError::InFrame { character: name });
        }
        let Some(worn) = c.worn.iter().find(|w| name::same(&w.piece, piece)) else {
            return Err(RuleError::NotWorn {
                character: name,
                piece: name::echo(piece),
            });
        };
        let piece = worn.piece.clone();
        let allowed = worn
            .row()
            .and_then(|p| p.special.as_ref())
            .map(|s| s.scene_reroll.clone())
            .unwrap_or_default();
        if allowed.is_empty() {
            return Err(RuleError::NoApparelReroll { piece });
        }
        let Some(attribute) = window.before.window_attribute(&window.command) else {
            return Err(RuleError::NoRoll { name });
        };
        if !allowed.contains(&attribute) {
            return Err(RuleError::ApparelAttribute {
                piece,
                attribute,
                allowed,
            });
        }
        if c.vitals.apparel_used.iter().any(|u| name::same(u, &piece)) {
            return Err(RuleError::ApparelUsed {
                character: name,
                piece,
            });
        }
        let count = window.faces.len() as i64;
        let index = if let Some(n) = chosen {
            (in_range("die", n, 1, count)? - 1) as usize
        } else {
            let target = window.before.leader_target(&window.command)?;
            worst_die(&window.faces, target).ok_or_else(|| RuleError::invalid("die", "0"))?
        };
        let mut faces = window.faces.clone();
        if let Some(slot) = faces.get_mut(index) {
            *slot = dice.roll(pool::SIDES);
        }
        let mut base = (*window.before).clone();
        let j = base.character_index(&name)?;
        base.characters[j].vitals.apparel_used.push(piece.clone());
        let event = Event::ApparelReroll {
            reroll: ApparelReroll {
                character: name,
                piece,
                attribute,
                serial: window.serial,
                new_serial: self.rolls + 1,
                die: index,
                before: window.faces.clone(),
                after: faces.clone(),
            },
        };
        self.replay_window(window, base, faces, event, dice)
    }

    /// Airborne poison `amount` before DR on `target` at `location` (the
    /// torso by default): the location's poison DR and the worn apparel's
    /// against airborne poison are taken off, the rest is `hurt` poison.
    pub(super) fn airborne_poison(
        &mut self,
        target: &str,
        amount: i64,
        location: Option<&str>,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let u = self.unit(target)?;
        let amount = in_range("damage", amount, 0, super::command::AMOUNT_MAX)? as u32;
        let row = self.hurt_location(&u, location)?;
        let dr = match self.dr_at(&u, row.key)?.poison {
            Resist::Dr(n) => Some(n),
            Resist::Immune => None,
        };
        let (apparel_dr, pieces) = match &u {
            Unit::Character(n) => {
                let c = &self.characters[self.character_index(n)?];
                let pieces: Vec<String> = c
                    .apparel_specials()
                    .filter(|(_, s)| s.airborne_poison_dr > 0)
                    .map(|(p, _)| p.to_owned())
                    .collect();
                (c.airborne_poison_dr(), pieces)
            }
            Unit::Creature(_) => (0, Vec::new()),
        };
        let taken = dr.map_or(0, |d| amount.saturating_sub(d + apparel_dr));
        out.push(Event::Airborne {
            airborne: AirbornePoison {
                target: u.clone(),
                amount,
                dr,
                apparel_dr,
                pieces,
                taken,
            },
        });
        self.hurt(
            u.name(),
            i64::from(taken),
            DamageType::Poison,
            Some(row.key),
            out,
        )
    }

    /// The worn pieces (their index among the character's `worn`, their
    /// name) whose scene re-roll may be spent on the campaign's latest roll
    /// now: worn by its character outside power armour, of the roll's
    /// attribute, not spent this scene. A front end offers them (a button).
    #[must_use]
    pub fn apparel_rerolls_ready(&self) -> Vec<(usize, String)> {
        let Some(w) = &self.luck_window else {
            return Vec::new();
        };
        let Some(attribute) = w.before.window_attribute(&w.command) else {
            return Vec::new();
        };
        let Some(c) = self.characters.iter().find(|c| c.name == w.character) else {
            return Vec::new();
        };
        if c.power.as_ref().is_some_and(|p| p.inside) {
            return Vec::new();
        }
        c.worn
            .iter()
            .enumerate()
            .filter_map(|(k, worn)| {
                let s = worn.row()?.special.as_ref()?;
                let used = c
                    .vitals
                    .apparel_used
                    .iter()
                    .any(|u| name::same(u, &worn.piece));
                (s.scene_reroll.contains(&attribute) && !used).then(|| (k, worn.piece.clone()))
            })
            .collect()
    }

    /// The scene ends (combat over, a new session): every piece's scene
    /// re-roll is ready again.
    pub(super) fn apparel_scene_ended(&mut self) {
        for c in &mut self.characters {
            c.vitals.apparel_used.clear();
        }
    }
}

/// The highest face that scored nothing against `target` (every die when
/// the target is not known): the die a re-roll of one d20 helps most.
fn worst_die(faces: &[u32], target: Option<Target>) -> Option<usize> {
    faces
        .iter()
        .enumerate()
        .filter(|(_, f)| target.is_none_or(|t| t.successes(**f) == 0))
        .max_by_key(|(i, f)| (**f, std::cmp::Reverse(*i)))
        .map(|(i, _)| i)
}
