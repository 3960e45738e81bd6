//! A Foundry character Actor brought in as a character of the campaign:
//! its names, level, S.P.E.C.I.A.L., skills and tags, the items it carries
//! and wears (those the campaign does not know as homebrew), and what the
//! game does not hold or model, named.
//!
//! A character is refused only when its own numbers break the rules (an
//! attribute, a rank, its Luck, its level, no HP), with the reason; an item
//! it cannot hold is left out and named ([`gear`]).

mod gear;
mod origins;

use serde_json::Value;

use super::{bad, name_and_system, whole};
use crate::engine::homebrew::{CharacterImported, Homebrew, Imported, Refusal};
use crate::engine::mechanics::special::{Attribute, Special};
use crate::engine::name;
use crate::engine::rulesets::fallout2d20::apparel;
use crate::engine::rulesets::fallout2d20::campaign::Campaign;
use crate::engine::rulesets::fallout2d20::character::{
    self, Character, Vitals, Worn, LEVEL_MAX, TAGS,
};
use crate::engine::rulesets::fallout2d20::perks::{HeldPerk, Perk};
use gear::{reason, Gear, Sorted};

/// The kind of document named in refusals.
const K: &str = "character";

/// What the answer says of mods on a character's items: the game does not
/// hold them from a sheet yet; the issue that adds them is named.
const NOT_HELD: &str = "mods on its items are not held yet (the issue “Characters grow”)";

impl Campaign {
    /// Brings a Foundry character Actor in as a character owned by `owner`
    /// (played by `player`, or the character's name when empty): level,
    /// S.P.E.C.I.A.L., skills with tags and ranks, HP, radiation, Luck
    /// points, carried weapons, ammunition and consumables (as chems), and
    /// worn apparel. Items the campaign does not know come in as homebrew;
    /// the character and its homebrew are taken together or not at all.
    /// An item that cannot be held is left out and named.
    ///
    /// # Errors
    /// A document that is no character Actor, a number of the character's
    /// own out of the game's bounds (naming it), or a name in use.
    pub fn foundry_character(
        &mut self,
        doc: &Value,
        owner: &str,
        player: &str,
    ) -> Result<CharacterImported, Refusal> {
        let (entry, sys) = actor_document(doc)?;
        let names = self.actor_names(entry, owner, player)?;
        let mut ignored: Vec<String> = Vec::new();
        let (origin, traits) = origins::actor_origin(entry, doc, &mut ignored);
        let special = actor_special(entry, sys, &traits)?;
        // The level is the character's own number: checked before its gear.
        actor_level(entry, sys)?;
        let special_total = (special.total() > Special::CREATION_TOTAL).then(|| special.total());
        let tags = crate::engine::rulesets::fallout2d20::origins::tags_allowed(&traits);
        let sorted = gear::sort_items(entry, doc, tags, &mut ignored)?;
        if !(TAGS..=tags).contains(&sorted.tags.len()) {
            return Err(bad(
                K,
                entry,
                "items.skill.system.tag",
                format!("{} tag skills; this game has {TAGS}", sorted.tags.len()),
            ));
        }
        let mut gear = self.actor_gear(entry, &sorted, &mut ignored);
        unmodelled(entry, sys, &sorted, &mut ignored)?;
        // Build on a copy: homebrew first, then the character, then every
        // invariant of the game.
        let mut next = self.clone();
        let homebrew = brew_into(&mut next, entry, &mut gear, &mut ignored)?;
        let (char_name, player, owner) = names;
        let c = next.actor_character(entry, sys, special, &sorted, gear, &mut ignored)?;
        let mut c = Character {
            name: char_name.clone(),
            player,
            owner,
            origin,
            traits,
            ..c
        };
        origins::robot_parts(entry, &mut c, &sorted.robot, &mut ignored);
        // A super mutant's ranks, a Gifted survivor's Luck: the numbers its
        // origin allows.
        crate::engine::rulesets::fallout2d20::origins::within_origin(&c)
            .map_err(|e| bad(K, entry, "system.origin", e.to_string()))?;
        next.characters.push(c);
        next.validate()
            .map_err(|e| bad(K, entry, "items", e.to_string()))?;
        *self = next;
        Ok(CharacterImported {
            name: char_name,
            homebrew,
            ignored: ignored.iter().map(|s| shown(s)).collect(),
            special_total,
        })
    }

    /// The character's, owner's and player's names, clean (no player
    /// given: the character's own), the character's not in use.
    fn actor_names(
        &self,
        entry: &str,
        owner: &str,
        player: &str,
    ) -> Result<(String, String, String), Refusal> {
        let clean = |bound, text: &str, field: &str| {
            name::clean(bound, text).map_err(|e| bad(K, entry, field, e.to_string()))
        };
        let char_name = clean(name::CHARACTER_NAME, entry, "name")?;
        let owner = clean(name::OWNER, owner, "owner")?;
        // No player's name given: the character's own.
        let player = if player.trim().is_empty() {
            entry
        } else {
            player
        };
        let player = clean(name::CHARACTER_NAME, player, "player")?;
        // One identity with every other path: the same name, or one that
        // only looks the same (a Cyrillic "о" in "Nоra"), of a character or
        // a creature, is refused, naming it.
        if let Some(word) = name::fixed_word("fallout-2d20", &char_name) {
            return Err(bad(
                K,
                entry,
                "name",
                format!("it is the game's word {word}"),
            ));
        }
        let units = crate::engine::roster::names(&self.characters, &self.creatures);
        match name::clash(&char_name, units) {
            Some(name::Clash::Same(_)) => Err(bad(
                K,
                entry,
                "name",
                "a character of that name is in this campaign",
            )),
            Some(name::Clash::LooksLike(existing)) => Err(Refusal::LooksLike {
                name: name::echo(&char_name),
                existing: name::echo(existing),
            }),
            None => Ok((char_name, player, owner)),
        }
    }

    /// The character as the game keeps it (its names left empty): its
    /// level, Luck within LCK, radiation, HP within this game's maximum, the
    /// worn pieces by this campaign's rows (homebrew already applied).
    fn actor_character(
        &self,
        entry: &str,
        sys: &Value,
        special: Special,
        sorted: &Sorted<'_>,
        gear: Gear,
        ignored: &mut Vec<String>,
    ) -> Result<Character, Refusal> {
        let n = |path: &str| whole(K, entry, sys, path, 0);
        let luck = n("luckPoints")?;
        if luck > u32::from(special.get(Attribute::Lck)) {
            return Err(bad(
                K,
                entry,
                "system.luckPoints",
                format!("{luck} is over LCK {}", special.get(Attribute::Lck)),
            ));
        }
        let level = actor_level(entry, sys)?;
        let rads = n("radiation")?;
        let vitals = Vitals {
            rads,
            ..Vitals::default()
        };
        let perks = actor_perks(entry, &sorted.perks, ignored);
        let life = crate::engine::rulesets::fallout2d20::perks::perk_max_hp(&perks, &special);
        let max_hp = vitals.max_hp(character::max_hp(&special) + level - 1 + life);
        let mut hp = n("health.value")?;
        if hp > max_hp {
            // Foundry's maximum counts what this game does not model (its
            // HP bonus, Well Rested): the character comes in at this
            // game's maximum.
            ignored.push(format!("{entry}: system.health.value"));
            hp = max_hp;
        }
        if hp == 0 {
            return Err(bad(K, entry, "system.health.value", "0 HP"));
        }
        let worn = self.actor_worn_pieces(entry, gear.wearing, ignored);
        Ok(Character {
            name: String::new(),
            player: String::new(),
            owner: String::new(),
            special,
            tags: sorted.tags.clone(),
            ranks: sorted.ranks,
            luck,
            vitals: Vitals { hp, ..vitals },
            weapons: gear.weapons.into_list(),
            ammo: gear.ammo.into_list(),
            worn,
            chems: gear.chems.into_list(),
            power: None,
            level,
            core_shots: 0,
            xp: actor_xp(entry, sys, ignored)?,
            perks,
            origin: None,
            traits: Vec::new(),
            robot_armour: Vec::new(),
            modules: Vec::new(),
        })
    }

    /// The pieces worn, in Foundry's order: as `wear` does, a piece takes
    /// off an earlier one of its own layer on the same place (named), so
    /// a sheet with two chest pieces equipped still comes in.
    fn actor_worn_pieces(
        &self,
        entry: &str,
        wearing: Vec<(
            String,
            Option<crate::engine::rulesets::fallout2d20::data::Side>,
        )>,
        ignored: &mut Vec<String>,
    ) -> Vec<Worn> {
        let mut worn: Vec<Worn> = Vec::new();
        for (piece, side) in wearing {
            let Some(p) = self.homebrew.armour.find(&piece) else {
                continue;
            };
            let own = self.homebrew.armour.is_homebrew(&p.name).then(|| p.clone());
            let new = Worn {
                piece: p.name.to_string(),
                side: p.slot.needs_side().then_some(side).flatten(),
                homebrew: own,
                mods: Vec::new(),
            };
            let covers = new.locations();
            worn.retain(|w| {
                let off = w.row().is_some_and(|x| {
                    x.layer == p.layer
                        && !apparel::worn_together(x, &p)
                        && w.locations().iter().any(|l| covers.contains(l))
                });
                if off {
                    ignored.push(format!(
                        "{entry}: {} (apparel, under {})",
                        w.piece, new.piece
                    ));
                }
                !off
            });
            worn.push(new);
        }
        worn
    }
}

/// Applies the homebrew rows of a character's unknown items to `next`'s
/// homebrew. A row the homebrew refuses (a name the gate refuses, a number
/// out of bounds, a look-alike of another entry) is left out with its item
/// and named, and the rest applied again; a refusal that names no row
/// refuses the character.
fn brew_into(
    next: &mut Campaign,
    entry: &str,
    gear: &mut Gear,
    ignored: &mut Vec<String>,
) -> Result<Imported, Refusal> {
    loop {
        if gear.brew.file.kinds.is_empty() {
            return Ok(Imported {
                kinds: Vec::new(),
                entries: 0,
                ignored: Vec::new(),
            });
        }
        let mut homebrew = next.homebrew.clone();
        let refused = match homebrew.apply(&gear.brew.file) {
            Ok(done) => {
                next.homebrew = homebrew;
                return Ok(done);
            }
            Err(e) => e,
        };
        let (Refusal::Invalid {
            kind, entry: row, ..
        }
        | Refusal::Collides {
            kind, entry: row, ..
        }) = &refused
        else {
            return Err(refused);
        };
        let mut found = false;
        for (k, rows) in &mut gear.brew.file.kinds {
            if k == kind {
                let before = rows.len();
                rows.retain(|r| r["name"].as_str().map(name::echo).as_deref() != Some(row));
                found |= rows.len() < before;
            }
        }
        gear.brew.file.kinds.retain(|(_, rows)| !rows.is_empty());
        if !found {
            return Err(refused);
        }
        gear.weapons.drop_item(row);
        gear.ammo.drop_item(row);
        gear.chems.drop_item(row);
        gear.wearing.retain(|(p, _)| !name::same(p, row));
        ignored.push(format!("{entry}: {row} ({kind}, {})", reason(&refused)));
    }
}

/// A line of the answer as the user sees it: invisible characters masked
/// ([`name::echo`]), never cut (a reason may be longer than a name).
fn shown(line: &str) -> String {
    let chars: Vec<char> = line.chars().collect();
    chars
        .chunks(name::ECHO_MAX)
        .map(|c| name::echo(&c.iter().collect::<String>()))
        .collect()
}

/// The Actor's name and `system`, when it is a character Actor or a robot
/// one (a Mister Handy: its origin makes it a robot here).
fn actor_document(doc: &Value) -> Result<(&str, &Value), Refusal> {
    match doc["type"].as_str() {
        Some("character" | "robot") if doc["system"].is_object() => name_and_system(K, 0, doc),
        _ => Err(Refusal::Malformed {
            detail: "expected a Foundry VTT Actor of type character or robot".into(),
        }),
    }
}

/// The character's level (`system.level.value`, 1 when absent), within the
/// game's bounds.
fn actor_level(entry: &str, sys: &Value) -> Result<u32, Refusal> {
    let level = whole(K, entry, sys, "level.value", 1)?;
    if (1..=LEVEL_MAX).contains(&level) {
        Ok(level)
    } else {
        Err(bad(
            K,
            entry,
            "system.level.value",
            format!("level {level} is not 1-{LEVEL_MAX}"),
        ))
    }
}

/// The character's XP (`system.level.currentXP`, 0 when absent); more
/// than the table's highest level needs is named and held at that.
fn actor_xp(entry: &str, sys: &Value, ignored: &mut Vec<String>) -> Result<u32, Refusal> {
    let xp = whole(K, entry, sys, "level.currentXP", 0)?;
    let most = crate::engine::rulesets::fallout2d20::growth::xp_max();
    if xp > most {
        ignored.push(format!("{entry}: system.level.currentXP (over {most})"));
    }
    Ok(xp.min(most))
}

/// The character's perks with their ranks, by the perks table's names: a
/// perk the table does not hold is named and left out, a rank over the
/// perk's ranks is named and held at its highest (rank 0, Foundry's
/// unset rank, is rank 1), a perk on the sheet
/// twice is held once at the higher rank. Requirements are not checked:
/// the sheet's perks are what the group played.
fn actor_perks(entry: &str, perks: &[(String, u32)], ignored: &mut Vec<String>) -> Vec<HeldPerk> {
    let mut held: Vec<HeldPerk> = Vec::new();
    for (name, rank) in perks {
        let Some(p) = Perk::find(name) else {
            ignored.push(format!("{entry}: {name} (perk: not a core perk)"));
            continue;
        };
        // Foundry writes rank 0 for a perk whose rank was never set: rank 1.
        if *rank > p.ranks {
            ignored.push(format!(
                "{entry}: {name} (perk, rank {rank} of {})",
                p.ranks
            ));
        }
        let rank = (*rank).clamp(1, p.ranks);
        match held.iter_mut().find(|h| *h.name == *p.name) {
            Some(h) => h.rank = h.rank.max(rank),
            None => held.push(HeldPerk {
                name: p.name.to_string(),
                rank,
            }),
        }
    }
    held
}

/// S.P.E.C.I.A.L., each within the game's bounds (a super mutant's STR and
/// END up to 12: its `traits`), adding up to creation's total at least.
fn actor_special(entry: &str, sys: &Value, traits: &[String]) -> Result<Special, Refusal> {
    let mut scores = [0u8; 7];
    for (slot, (key, a)) in scores.iter_mut().zip(
        ["str", "per", "end", "cha", "int", "agi", "luc"]
            .into_iter()
            .zip(Attribute::ALL),
    ) {
        let path = format!("attributes.{key}.value");
        let v = whole(K, entry, sys, &path, 0)?;
        let hi = crate::engine::rulesets::fallout2d20::origins::special_max(traits, a);
        let (lo, hi) = (character::SPECIAL_MIN, hi.max(character::SPECIAL_MAX));
        *slot = u8::try_from(v)
            .ok()
            .filter(|v| (lo..=hi).contains(v))
            .ok_or_else(|| {
                bad(
                    K,
                    entry,
                    &format!("system.{path}"),
                    format!("{} {v} is not {lo}-{hi}", a.abbr()),
                )
            })?;
    }
    let special = Special(scores);
    // Levels and perks (Intense Training) raise attributes past
    // creation's total, each within the game's bounds: such a character
    // comes in as it is. Nothing lowers it: a sheet under the total is
    // unfinished.
    if special.total() < Special::CREATION_TOTAL {
        return Err(bad(
            K,
            entry,
            "system.attributes",
            format!(
                "S.P.E.C.I.A.L. adds up to {}, under the creation total {}",
                special.total(),
                Special::CREATION_TOTAL
            ),
        ));
    }
    Ok(special)
}

/// What the game does not hold or model, named when it is not the default:
/// caps and materials; the origin, traits and mods, with the issue that
/// adds them.
fn unmodelled(
    entry: &str,
    sys: &Value,
    sorted: &Sorted<'_>,
    ignored: &mut Vec<String>,
) -> Result<(), Refusal> {
    let n = |path: &str| whole(K, entry, sys, path, 0);
    for path in [
        "currency.caps",
        "materials.junk",
        "materials.common",
        "materials.uncommon",
        "materials.rare",
    ] {
        if n(path)? > 0 {
            ignored.push(format!("{entry}: system.{path}"));
        }
    }
    let unheld = sorted.unheld.clone();
    if !unheld.is_empty() {
        ignored.extend(unheld.iter().map(|u| format!("{entry}: {u}")));
        ignored.push(format!("{entry}: {NOT_HELD}"));
    }
    Ok(())
}
