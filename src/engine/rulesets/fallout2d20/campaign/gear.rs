//! Gear and inventory: items given and taken, armour worn and taken off.

use crate::engine::name;

use super::Campaign;
use crate::engine::rulesets::fallout2d20::character::{Carried, Worn, CARRY_MAX};
use crate::engine::rulesets::fallout2d20::command::Command;
use crate::engine::rulesets::fallout2d20::data::HUMANOID;
use crate::engine::rulesets::fallout2d20::error::{in_range, RuleError, Unknown};
use crate::engine::rulesets::fallout2d20::outcome::{Event, Outcome};

impl Campaign {
    /// The commands of gear and inventory, each to its own function.
    pub(super) fn apply_gear(
        &mut self,
        command: &Command,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        match command {
            Command::Give {
                character,
                item,
                count,
            } => self.give(character, item, *count, true, out),
            Command::Take {
                character,
                item,
                count,
            } => self.give(character, item, *count, false, out),
            Command::Wear {
                character,
                piece,
                side,
            } => {
                if !self.attach_piece(character, piece, out)? {
                    self.wear(character, piece, *side, out)?;
                }
                Ok(())
            }
            Command::Doff { character, piece } => self.doff(character, piece, out),
            Command::PowerArmor {
                character,
                enter,
                frame,
            } => self.power_armour(character, *enter, frame.as_deref(), out),
            Command::Repair {
                character,
                piece,
                hp,
            } => self.repair(character, piece, *hp, out),
            Command::FusionCore { character } => {
                let inserted = self.insert_core(character)?;
                out.push(Event::FusionCore { inserted });
                Ok(())
            }
            Command::Mine { character, mine } => self.place_mine(character, mine, out),
            _ => unreachable!("`apply` routes only the gear's commands here"),
        }
    }

    /// Takes off a worn piece (or a power armour piece from its frame).
    fn doff(&mut self, character: &str, piece: &str, out: &mut Outcome) -> Result<(), RuleError> {
        let i = self.character_index(character)?;
        if !self.characters[i]
            .worn
            .iter()
            .any(|w| name::same(&w.piece, piece))
            && self.detach_piece(character, piece, out)?
        {
            return Ok(());
        }
        let c = &mut self.characters[i];
        let Some(at) = c.worn.iter().position(|w| name::same(&w.piece, piece)) else {
            return Err(RuleError::NotWorn {
                character: c.name.clone(),
                piece: name::echo(piece),
            });
        };
        let w = c.worn.remove(at);
        out.push(Event::ArmourRemoved {
            character: c.name.clone(),
            piece: w.piece,
        });
        Ok(())
    }

    /// Gives a character items (`giving`) or takes them away: a weapon,
    /// ammunition or a chem, each kept in its own list.
    pub(super) fn give(
        &mut self,
        character: &str,
        item: &str,
        count: i64,
        giving: bool,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let i = self.character_index(character)?;
        let count = in_range("count", count, 1, i64::from(CARRY_MAX))? as u32;
        let (kind, item_name) = self.item_kind(item)?;
        let c = &mut self.characters[i];
        let list = match kind {
            ItemKind::Weapon => &mut c.weapons,
            ItemKind::Ammo => &mut c.ammo,
            ItemKind::Chem => &mut c.chems,
        };
        let now = if giving {
            add_item(list, &item_name, count)?
        } else {
            let have = list
                .iter()
                .find(|x| x.name == item_name)
                .map_or(0, |x| x.count);
            if have == 0 {
                return Err(RuleError::NotCarried {
                    character: c.name.clone(),
                    item: item_name.clone(),
                });
            }
            if count > have {
                return Err(RuleError::range(
                    "count",
                    i64::from(count),
                    1,
                    i64::from(have),
                ));
            }
            take_item(list, &item_name, count)
        };
        out.push(Event::Inventory {
            character: c.name.clone(),
            item: item_name,
            change: if giving {
                i64::from(count)
            } else {
                -i64::from(count)
            },
            now,
        });
        Ok(())
    }

    /// Which list an item goes in, with its name as the rules spell it.
    fn item_kind(&self, item: &str) -> Result<(ItemKind, String), RuleError> {
        let brew = &self.homebrew;
        if let Some(w) = brew.weapons.find(item) {
            Ok((ItemKind::Weapon, w.name.to_string()))
        } else if let Some(a) = brew.find_ammo(item) {
            Ok((ItemKind::Ammo, a))
        } else if let Some(ch) = brew.chems.find(item) {
            Ok((ItemKind::Chem, ch.name.to_string()))
        } else {
            let mut known = brew.weapons.names();
            known.extend(brew.ammo.names());
            known.extend(brew.chems.names());
            Err(RuleError::unknown(Unknown::Item, item, known))
        }
    }

    pub(super) fn wear(
        &mut self,
        character: &str,
        piece: &str,
        side: Option<crate::engine::rulesets::fallout2d20::data::Side>,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let i = self.character_index(character)?;
        let brew = &self.homebrew.armour;
        let p = brew
            .find(piece)
            .ok_or_else(|| RuleError::unknown(Unknown::Armour, piece, brew.names()))?;
        let own = brew.is_homebrew(&p.name).then(|| p.clone());
        let side = if p.slot.needs_side() {
            Some(side.ok_or_else(|| RuleError::NeedsSide {
                piece: p.name.to_string(),
            })?)
        } else {
            None
        };
        let covers = p.slot.locations(side);
        let c = &mut self.characters[i];
        // A piece replaces what covers the same place in its own layer only:
        // clothing stays under armour.
        // A worn piece's own row: its homebrew copy, else the shipped one.
        let same_layer = |w: &Worn| w.row().is_some_and(|x| x.layer == p.layer);
        // Headgear stays on with an outfit worn with a hood and helmet.
        let together = |w: &Worn| {
            w.row().is_some_and(|x| {
                crate::engine::rulesets::fallout2d20::apparel::worn_together(x, &p)
            })
        };
        let (replaced, kept): (Vec<Worn>, Vec<Worn>) =
            std::mem::take(&mut c.worn).into_iter().partition(|w| {
                same_layer(w) && !together(w) && w.locations().iter().any(|l| covers.contains(l))
            });
        c.worn = kept;
        c.worn.push(Worn {
            piece: p.name.to_string(),
            side,
            homebrew: own,
            mods: Vec::new(),
        });
        let dr = HUMANOID
            .iter()
            .map(|r| (r.key.to_owned(), c.dr_at(r.key)))
            .collect();
        out.push(Event::ArmourWorn {
            character: c.name.clone(),
            piece: p.name.to_string(),
            side,
            replaced: replaced.into_iter().map(|w| w.piece).collect(),
            dr,
        });
        Ok(())
    }
}

/// The lists a character carries items in.
#[derive(Debug, Clone, Copy)]
enum ItemKind {
    Weapon,
    Ammo,
    Chem,
}

/// Adds `count` of an item to a list, up to [`CARRY_MAX`]; returns how
/// many there are now.
fn add_item(list: &mut Vec<Carried>, item: &str, count: u32) -> Result<u32, RuleError> {
    let have = list.iter().find(|x| x.name == item).map_or(0, |x| x.count);
    let now = have + count;
    if now > CARRY_MAX {
        return Err(RuleError::range(
            "count",
            i64::from(now),
            1,
            i64::from(CARRY_MAX),
        ));
    }
    match list.iter_mut().find(|x| x.name == item) {
        Some(x) => x.count = now,
        None => list.push(Carried {
            name: item.to_owned(),
            count,
            mods: Vec::new(),
        }),
    }
    Ok(now)
}

/// Takes up to `count` of an item from a list; returns how many are left.
pub(in crate::engine::rulesets::fallout2d20) fn take_item(
    list: &mut Vec<Carried>,
    item: &str,
    count: u32,
) -> u32 {
    let Some(i) = list.iter().position(|x| x.name == item) else {
        return 0;
    };
    let left = list[i].count.saturating_sub(count);
    if left == 0 {
        list.remove(i);
    } else {
        list[i].count = left;
    }
    left
}
