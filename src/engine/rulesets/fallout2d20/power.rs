//! Power armour: the Armor Frame and the suits' pieces
//! (`content/fallout-2d20/power_armor.json`), a character's frame with the
//! pieces attached to it and each piece's own HP, and the rules that read
//! them: entering and leaving the frame, attaching and detaching pieces,
//! the published Ablative Resilience (a hit at a covered location takes the
//! piece's DR, then the piece's HP, and a critical hit or 0 HP leaves the
//! piece damaged, giving no DR until repaired), and repair.
//!
//! The rules and every decision are in `docs/rulesets/fallout-2d20.md`,
//! "Power armour". The frame's power source (fusion cores), its Strength 11
//! and carry weight, the sealed environment and impact landing are not
//! modelled.

use serde::{Deserialize, Serialize};

use super::campaign::Campaign;
use super::data::{ArmourPiece, DamageType, Dr, HUMANOID};
use super::error::{RuleError, Unknown};
use super::outcome::{Event, Outcome};
use crate::engine::content::{self, invalid, within, Entry, Invalid, Table};
use crate::engine::name;

/// Most HP a piece may have (a bound on the content and on `repair`).
pub const PIECE_HP_MAX: u32 = 99;
/// Damage after DR that makes a hit on a piece a critical hit: the
/// published "5+ damage in one hit".
pub const PIECE_CRITICAL: u32 = 5;

/// Where a row of the power armour table goes: the frame itself, or the
/// humanoid location its piece covers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PowerSlot {
    /// The frame the pieces attach to.
    #[serde(rename = "frame")]
    Frame,
    /// The helm.
    #[serde(rename = "head")]
    Head,
    /// The chest piece.
    #[serde(rename = "torso")]
    Torso,
    /// The left arm.
    #[serde(rename = "left-arm")]
    LeftArm,
    /// The right arm.
    #[serde(rename = "right-arm")]
    RightArm,
    /// The left leg.
    #[serde(rename = "left-leg")]
    LeftLeg,
    /// The right leg.
    #[serde(rename = "right-leg")]
    RightLeg,
}

impl PowerSlot {
    /// The humanoid location key a piece covers (`None`: the frame).
    #[must_use]
    pub fn location(self) -> Option<&'static str> {
        match self {
            PowerSlot::Frame => None,
            PowerSlot::Head => Some("head"),
            PowerSlot::Torso => Some("torso"),
            PowerSlot::LeftArm => Some("left-arm"),
            PowerSlot::RightArm => Some("right-arm"),
            PowerSlot::LeftLeg => Some("left-leg"),
            PowerSlot::RightLeg => Some("right-leg"),
        }
    }
}

/// One row of the power armour table: a frame or a piece.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PowerPiece {
    /// Its name.
    pub name: content::Text,
    /// The frame, or the location the piece covers.
    pub location: PowerSlot,
    /// The piece's HP when whole (0 for a frame).
    pub hp: u32,
    /// The DR it gives its location while not damaged (none for a frame).
    pub dr: Dr,
    /// Its published weight.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weight: Option<super::published::Weight>,
    /// Its published cost in caps.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cost: Option<u32>,
    /// Its published rarity, 0..=6.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rarity: Option<u32>,
}

impl PowerPiece {
    /// The shipped row named `text` (name identity).
    #[must_use]
    pub fn find(text: &str) -> Option<&'static PowerPiece> {
        POWER_ARMOR.iter().find(|p| name::same(&p.name, text))
    }

    /// Whether it is a frame.
    #[must_use]
    pub fn is_frame(&self) -> bool {
        self.location == PowerSlot::Frame
    }
}

/// Every frame and piece (`content/fallout-2d20/power_armor.json`).
pub static POWER_ARMOR: Table<PowerPiece> = crate::content_table!("fallout-2d20/power_armor.json");

impl Entry for PowerPiece {
    fn name(&self) -> &str {
        &self.name
    }

    fn check(&self) -> Result<(), Invalid> {
        let n = &*self.name;
        if let Some(c) = self.cost {
            within(n, "cost", c, 0, super::published::COST_MAX)?;
        }
        if let Some(r) = self.rarity {
            within(n, "rarity", r, 0, super::published::RARITY_MAX)?;
        }
        if self.is_frame() {
            // A frame carries the pieces; the pieces carry HP and DR.
            if self.hp != 0 {
                return Err(invalid(n, "hp", "a frame has no HP of its own (0)"));
            }
            if self.dr != Dr::NONE {
                return Err(invalid(n, "dr", "a frame gives no DR of its own"));
            }
            return Ok(());
        }
        within(n, "hp", self.hp, 1, PIECE_HP_MAX)?;
        for t in DamageType::ALL {
            match self.dr.get(t) {
                super::data::Resist::Dr(v) => within(n, "dr", v, 0, 99)?,
                super::data::Resist::Immune => {
                    return Err(invalid(n, "dr", "a piece is never immune: it takes damage"))
                }
            }
        }
        Ok(())
    }
}

/// Checks the shipped table against the apparel table: no frame or piece
/// may be named like an apparel piece, since `wear` and `doff` read both.
pub fn check_names() -> Result<(), Invalid> {
    for p in &POWER_ARMOR {
        if let Some(a) = ArmourPiece::find(&p.name) {
            return Err(invalid(
                &p.name,
                "name",
                format!("is the name of the apparel piece `{}`", a.name),
            ));
        }
    }
    Ok(())
}

/// A piece attached to a frame, with its HP now.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FramePiece {
    /// The piece's row as it was attached: kept with it, so changing the
    /// homebrew or the table never changes an attached piece.
    pub row: PowerPiece,
    /// Its HP now, 0..=`row.hp`; at 0 it is damaged and gives no DR.
    pub hp: u32,
    /// Its power armour mods, in the order attached (their HP and DR are
    /// counted into `row`, as the Foundry sheet adds them to the piece).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub mods: Vec<String>,
}

impl FramePiece {
    /// Whether it still protects its location.
    #[must_use]
    pub fn intact(&self) -> bool {
        self.hp > 0
    }

    /// The location it covers.
    #[must_use]
    pub fn location(&self) -> &'static str {
        self.row.location.location().unwrap_or("torso")
    }
}

/// A character's power armour: the frame, whether the character is in it,
/// and the pieces attached.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PowerArmour {
    /// The frame's name.
    pub frame: String,
    /// Whether the character is inside: only then do the pieces protect
    /// (and the apparel give none).
    pub inside: bool,
    /// The pieces attached, one per location.
    #[serde(default)]
    pub pieces: Vec<FramePiece>,
    /// Charges left in its fusion core (`None`: no core put in; 0: spent,
    /// the frame is unpowered).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub core: Option<u32>,
}

impl PowerArmour {
    /// The piece at a location, if any.
    #[must_use]
    pub fn piece_at(&self, location: &str) -> Option<&FramePiece> {
        self.pieces.iter().find(|p| p.location() == location)
    }

    /// The DR of a location inside the frame: the piece's while intact,
    /// none otherwise (the frame gives none).
    #[must_use]
    pub fn dr_at(&self, location: &str) -> Dr {
        self.piece_at(location)
            .filter(|p| p.intact())
            .map_or(Dr::NONE, |p| p.row.dr)
    }

    /// What sheets and events show of each piece.
    #[must_use]
    pub fn views(&self) -> Vec<PieceView> {
        HUMANOID
            .iter()
            .filter_map(|r| self.piece_at(r.key))
            .map(FramePiece::view)
            .collect()
    }

    /// Whether the state holds: pieces that pass the table's checks,
    /// within their HP, one per location, no frame among them.
    #[must_use]
    pub fn valid(&self) -> bool {
        let mut seen = Vec::new();
        self.pieces.iter().all(|p| {
            let fresh = !seen.contains(&p.location());
            seen.push(p.location());
            fresh
                && !p.row.is_frame()
                && p.hp <= p.row.hp
                && p.row.check().is_ok()
                && super::mods::power_mods_valid(&p.row, &p.mods)
        })
    }
}

impl FramePiece {
    /// Its view.
    #[must_use]
    pub fn view(&self) -> PieceView {
        PieceView {
            piece: self.row.name.to_string(),
            location: self.location().to_owned(),
            hp: self.hp,
            max: self.row.hp,
        }
    }
}

/// A piece as sheets and events show it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PieceView {
    /// The piece.
    pub piece: String,
    /// The location it covers.
    pub location: String,
    /// Its HP now (0: damaged).
    pub hp: u32,
    /// Its HP when whole.
    pub max: u32,
}

/// What a hit did to the piece it struck (Ablative Resilience).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PieceHit {
    /// The piece.
    pub piece: String,
    /// Its HP before the hit.
    pub before: u32,
    /// Its HP after (0: damaged).
    pub after: u32,
    /// Its HP when whole.
    pub max: u32,
    /// Whether the hit was a critical hit on it (5+ damage after DR), which
    /// damages it whatever its HP.
    pub critical: bool,
}

impl Campaign {
    /// `power-armor <character> enter [frame]` and `leave`.
    pub(super) fn power_armour(
        &mut self,
        character: &str,
        enter: bool,
        frame: Option<&str>,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let i = self.character_index(character)?;
        let wanted = frame.map(|f| self.frame_named(f)).transpose()?;
        let c = &mut self.characters[i];
        match (&mut c.power, enter) {
            (Some(p), true) => {
                if p.inside {
                    return Err(RuleError::InFrame {
                        character: c.name.clone(),
                    });
                }
                if let Some(w) = wanted.filter(|w| !name::same(w, &p.frame)) {
                    return Err(RuleError::OtherFrame {
                        character: c.name.clone(),
                        frame: p.frame.clone(),
                        asked: w,
                    });
                }
                p.inside = true;
            }
            (None, true) => {
                let frame = match wanted {
                    Some(w) => w,
                    None => self
                        .homebrew
                        .power_armor
                        .find_by(PowerPiece::is_frame)
                        .map(|r| r.name.to_string())
                        .ok_or_else(|| RuleError::unknown(Unknown::Frame, "", Vec::new()))?,
                };
                let c = &mut self.characters[i];
                c.power = Some(PowerArmour {
                    frame,
                    inside: true,
                    pieces: Vec::new(),
                    core: None,
                });
            }
            (Some(p), false) if p.inside => p.inside = false,
            (_, false) => {
                return Err(RuleError::NotInFrame {
                    character: c.name.clone(),
                })
            }
        }
        let c = &self.characters[i];
        let Some(p) = &c.power else {
            return Ok(());
        };
        out.push(Event::PowerArmour {
            character: c.name.clone(),
            frame: p.frame.clone(),
            inside: p.inside,
            pieces: p.views(),
            dr: dr_list(c),
        });
        Ok(())
    }

    /// The frame row named `f`, by its name as the rules spell it.
    fn frame_named(&self, f: &str) -> Result<String, RuleError> {
        let brew = &self.homebrew.power_armor;
        let row = brew
            .find_by(|r| r.is_frame() && name::same(&r.name, f))
            .ok_or_else(|| {
                RuleError::unknown(
                    Unknown::Frame,
                    f,
                    brew.all()
                        .into_iter()
                        .filter(|(r, _)| r.is_frame())
                        .map(|(r, _)| r.name.to_string())
                        .collect(),
                )
            })?;
        Ok(row.name.to_string())
    }

    /// `wear` with a power armour piece: attaches it to the frame the
    /// character is in, replacing the piece at its location. `Ok(false)`
    /// when `piece` names no power armour piece (the caller tries apparel).
    pub(super) fn attach_piece(
        &mut self,
        character: &str,
        piece: &str,
        out: &mut Outcome,
    ) -> Result<bool, RuleError> {
        let Some(row) = self.homebrew.power_armor.find(piece) else {
            return Ok(false);
        };
        let i = self.character_index(character)?;
        let c = &mut self.characters[i];
        if row.is_frame() {
            return Err(RuleError::FrameNotWorn {
                piece: row.name.to_string(),
            });
        }
        let Some(p) = c.power.as_mut().filter(|p| p.inside) else {
            return Err(RuleError::NotInFrame {
                character: c.name.clone(),
            });
        };
        let location = row.location.location().unwrap_or("torso");
        let replaced = p
            .pieces
            .iter()
            .position(|x| x.location() == location)
            .map(|at| p.pieces.remove(at).row.name.to_string());
        let hp = row.hp;
        p.pieces.push(FramePiece {
            row,
            hp,
            mods: Vec::new(),
        });
        let view = p.pieces.last().map(FramePiece::view);
        let Some(view) = view else {
            return Ok(true);
        };
        out.push(Event::PieceAttached {
            character: c.name.clone(),
            piece: view,
            replaced,
            dr: dr_list(c),
        });
        Ok(true)
    }

    /// `doff` with a piece attached to the character's frame, or with the
    /// frame itself (only when the character is out of it: the frame goes
    /// with its pieces). `Ok(false)` when `piece` names neither.
    pub(super) fn detach_piece(
        &mut self,
        character: &str,
        piece: &str,
        out: &mut Outcome,
    ) -> Result<bool, RuleError> {
        let i = self.character_index(character)?;
        let c = &mut self.characters[i];
        let Some(p) = c.power.as_mut() else {
            return Ok(false);
        };
        if name::same(&p.frame, piece) {
            if p.inside {
                return Err(RuleError::InFrame {
                    character: c.name.clone(),
                });
            }
            let frame = p.frame.clone();
            let pieces = p.pieces.iter().map(|x| x.row.name.to_string()).collect();
            c.power = None;
            out.push(Event::FrameRemoved {
                character: c.name.clone(),
                frame,
                pieces,
            });
            return Ok(true);
        }
        let Some(at) = p.pieces.iter().position(|x| name::same(&x.row.name, piece)) else {
            return Ok(false);
        };
        let gone = p.pieces.remove(at);
        out.push(Event::PieceDetached {
            character: c.name.clone(),
            piece: gone.view(),
            dr: dr_list(c),
        });
        Ok(true)
    }

    /// `repair <character> <location|piece> [hp]`: restores a piece's HP
    /// (all of it by default); a damaged piece protects again.
    pub(super) fn repair(
        &mut self,
        character: &str,
        target: &str,
        hp: Option<i64>,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let i = self.character_index(character)?;
        let amount = match hp {
            Some(n) => Some(super::error::in_range("hp", n, 1, i64::from(PIECE_HP_MAX))? as u32),
            None => None,
        };
        let c = &mut self.characters[i];
        let Some(p) = c.power.as_mut() else {
            return Err(RuleError::NoFrame {
                character: c.name.clone(),
            });
        };
        let spot = target.trim().replace([' ', '_'], "-");
        let Some(piece) = p
            .pieces
            .iter_mut()
            .find(|x| name::same(&x.row.name, target) || name::same(x.location(), &spot))
        else {
            return Err(RuleError::NoPiece {
                character: c.name.clone(),
                piece: name::echo(target),
            });
        };
        let before = piece.hp;
        piece.hp = match amount {
            Some(n) => piece.hp.saturating_add(n).min(piece.row.hp),
            None => piece.row.hp,
        };
        let view = piece.view();
        out.push(Event::PieceRepaired {
            character: c.name.clone(),
            piece: view,
            before,
        });
        Ok(())
    }

    /// Ablative Resilience: a hit of `amount` (after the piece's DR) at
    /// `location` of a character in power armour goes to the intact piece
    /// there instead of the wearer. `None` when no intact piece covers it
    /// (the wearer takes the hit) or the damage is radiation (which the
    /// piece's radiation DR lowers, but which goes on to the wearer as rads).
    pub(super) fn piece_takes(
        &mut self,
        character: &str,
        location: &str,
        amount: u32,
        damage_type: DamageType,
    ) -> Option<PieceHit> {
        if damage_type == DamageType::Radiation {
            return None;
        }
        let c = self
            .characters
            .iter_mut()
            .find(|c| name::same(&c.name, character))?;
        let p = c.power.as_mut().filter(|p| p.inside)?;
        let piece = p
            .pieces
            .iter_mut()
            .find(|x| x.location() == location && x.intact())?;
        let before = piece.hp;
        let critical = amount >= PIECE_CRITICAL;
        // Damage past the piece's HP is spent on it: the published rule
        // sends later hits, not the rest of this one, to the wearer.
        piece.hp = if critical {
            0
        } else {
            piece.hp.saturating_sub(amount)
        };
        Some(PieceHit {
            piece: piece.row.name.to_string(),
            before,
            after: piece.hp,
            max: piece.row.hp,
            critical,
        })
    }
}

/// DR by humanoid location of a character now.
fn dr_list(c: &super::character::Character) -> Vec<(String, Dr)> {
    HUMANOID
        .iter()
        .map(|r| (r.key.to_owned(), c.dr_at(r.key)))
        .collect()
}
