//! A Foundry character Actor brought in as a character of the campaign:
//! its names, S.P.E.C.I.A.L., skills and tags, the items it carries and
//! wears (those the campaign does not know as homebrew), and what the game
//! does not model, named.

use serde_json::Value;

use super::{
    ammo_row, apparel_row, bad, consumable_row, is_power_armor, known_ammo, name_and_system,
    weapon_row, whole, Mapped,
};
use crate::engine::homebrew::{CharacterImported, Homebrew, Imported, Refusal};
use crate::engine::mechanics::special::{Attribute, Special};
use crate::engine::name;
use crate::engine::rulesets::fallout2d20::campaign::Campaign;
use crate::engine::rulesets::fallout2d20::character::{
    self, Carried, Character, Vitals, Worn, RANK_MAX, TAGS,
};
use crate::engine::rulesets::fallout2d20::data::Side;
use crate::engine::rulesets::fallout2d20::skills::Skill;

/// The kind of document named in refusals.
const K: &str = "character";

/// A character Actor's Items sorted: skill ranks and tags, and the items
/// it carries (index, document, quantity) and wears.
#[derive(Default)]
struct Sorted<'a> {
    ranks: [u8; 17],
    tags: Vec<Skill>,
    weapons: Vec<(usize, &'a Value, u32)>,
    ammo: Vec<(usize, &'a Value, u32)>,
    worn: Vec<(usize, &'a Value)>,
    consumables: Vec<(usize, &'a Value, u32)>,
}

/// What a character carries and wears, by the campaign's names.
struct Gear {
    ammo: Vec<Carried>,
    weapons: Vec<Carried>,
    chems: Vec<Carried>,
    wearing: Vec<(String, Option<Side>)>,
}

impl Campaign {
    /// Brings a Foundry character Actor in as a character owned by `owner`
    /// (played by `player`, or the character's name when empty): S.P.E.C.I.A.L., skills with tags and ranks,
    /// HP, radiation, Luck points, carried weapons, ammunition and
    /// consumables (as chems), and worn apparel. Items the campaign does not know come in as homebrew; the
    /// character and its homebrew are taken together or not at all.
    ///
    /// # Errors
    /// A document that is no character Actor, a field out of the game's
    /// bounds (naming it), a name in use, or an item that does not map.
    pub fn foundry_character(
        &mut self,
        doc: &Value,
        owner: &str,
        player: &str,
    ) -> Result<CharacterImported, Refusal> {
        if doc["type"].as_str() != Some("character") || !doc["system"].is_object() {
            return Err(Refusal::Malformed {
                detail: "expected a Foundry VTT Actor of type character".into(),
            });
        }
        let (entry, sys) = name_and_system(K, 0, doc)?;
        let names = self.actor_names(entry, owner, player)?;
        let mut ignored: Vec<String> = Vec::new();
        let special = actor_special(entry, sys)?;
        let special_total = (special.total() > Special::CREATION_TOTAL).then(|| special.total());
        let sorted = sort_items(entry, doc, &mut ignored)?;
        if sorted.tags.len() != TAGS {
            return Err(bad(
                K,
                entry,
                "items.skill.system.tag",
                format!("{} tag skills; this game has {TAGS}", sorted.tags.len()),
            ));
        }
        let mut brew = Mapped::default();
        let gear = self.actor_gear(entry, &sorted, &mut brew, &mut ignored)?;
        unmodelled(entry, sys, &mut ignored)?;
        // Build on a copy: homebrew first, then the character, then every
        // invariant of the game.
        let mut next = self.clone();
        let homebrew = if brew.file.kinds.is_empty() {
            Imported {
                kinds: Vec::new(),
                entries: 0,
                ignored: Vec::new(),
            }
        } else {
            next.homebrew.apply(&brew.file)?
        };
        let (char_name, player, owner) = names;
        let c = next.actor_character(entry, sys, special, sorted, gear, &mut ignored)?;
        next.characters.push(Character {
            name: char_name.clone(),
            player,
            owner,
            ..c
        });
        next.validate()
            .map_err(|e| bad(K, entry, "items", e.to_string()))?;
        *self = next;
        ignored.extend(brew.ignored);
        Ok(CharacterImported {
            name: char_name,
            homebrew,
            ignored: ignored.iter().map(|s| name::echo(s)).collect(),
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
        let units = crate::engine::roster::names(&self.characters, &self.creatures);
        match name::clash(&char_name, units) {
            Some(name::Clash::Same(_)) => Err(bad(
                K,
                entry,
                "name",
                "a character of that name is in this campaign",
            )),
            Some(name::Clash::LooksLike(existing)) => Err(bad(
                K,
                entry,
                "name",
                format!(
                    "it looks like {}, a name in this campaign",
                    name::echo(existing)
                ),
            )),
            None => Ok((char_name, player, owner)),
        }
    }

    /// The items the campaign does not know become homebrew rows (in
    /// `brew`); what the character carries and wears, by name.
    fn actor_gear(
        &self,
        entry: &str,
        sorted: &Sorted<'_>,
        brew: &mut Mapped,
        ignored: &mut Vec<String>,
    ) -> Result<Gear, Refusal> {
        let mut ammo: Vec<Carried> = Vec::new();
        for (i, item, n) in &sorted.ammo {
            let item_name = item["name"].as_str().unwrap_or("");
            let row = ammo_row(*i, item, ignored)?;
            let name = if let Some(known) = known_ammo(&self.homebrew, item_name) {
                known
            } else {
                brew.push("ammo", row);
                item_name.trim().to_owned()
            };
            add(&mut ammo, &name, *n);
        }
        let mut weapons: Vec<Carried> = Vec::new();
        for (i, item, n) in &sorted.weapons {
            let item_name = item["name"].as_str().unwrap_or("");
            let name = if let Some(known) = self.homebrew.weapons.find(item_name) {
                known.name.to_string()
            } else {
                let ammo = |t: &str| {
                    if brew.has("ammo", t) {
                        return Some(t.to_owned());
                    }
                    known_ammo(&self.homebrew, t)
                };
                let row = weapon_row(*i, item, false, &ammo, ignored)?;
                brew.push("weapons", row);
                item_name.trim().to_owned()
            };
            add(&mut weapons, &name, *n);
        }
        let chems = self.actor_chems(entry, sorted, brew, ignored)?;
        let wearing = self.actor_worn(sorted, brew, ignored)?;
        Ok(Gear {
            ammo,
            weapons,
            chems,
            wearing,
        })
    }

    /// Consumables are chems here, mapped as `homebrew import` maps them;
    /// one with no effect the game models has no kind: named, left out.
    fn actor_chems(
        &self,
        entry: &str,
        sorted: &Sorted<'_>,
        brew: &mut Mapped,
        ignored: &mut Vec<String>,
    ) -> Result<Vec<Carried>, Refusal> {
        let mut chems: Vec<Carried> = Vec::new();
        for (i, item, n) in &sorted.consumables {
            let item_name = item["name"].as_str().unwrap_or("");
            let name = if let Some(known) = self.homebrew.chems.find(item_name) {
                known.name.to_string()
            } else if brew.has("chems", item_name) {
                item_name.trim().to_owned()
            } else {
                match consumable_row(*i, item, ignored) {
                    Ok(row) => brew.push("chems", row),
                    Err(Refusal::NoEffect { .. }) => {
                        ignored.push(format!("{entry}: {item_name} (consumable)"));
                        continue;
                    }
                    Err(e) => return Err(e),
                }
                item_name.trim().to_owned()
            };
            add(&mut chems, &name, *n);
        }
        Ok(chems)
    }

    /// The apparel worn, each on the side Foundry marks (right when a
    /// right arm or leg is marked, else left).
    fn actor_worn(
        &self,
        sorted: &Sorted<'_>,
        brew: &mut Mapped,
        ignored: &mut Vec<String>,
    ) -> Result<Vec<(String, Option<Side>)>, Refusal> {
        let mut wearing = Vec::new();
        for (i, item) in &sorted.worn {
            let item_name = item["name"].as_str().unwrap_or("");
            let isys = &item["system"];
            let side = if isys["location"]["armR"].as_bool() == Some(true)
                || isys["location"]["legR"].as_bool() == Some(true)
            {
                Some(Side::Right)
            } else {
                Some(Side::Left)
            };
            let name = if let Some(known) = self.homebrew.armour.find(item_name) {
                known.name.to_string()
            } else {
                let row = apparel_row(*i, item, ignored)?;
                brew.push("armour", row);
                item_name.trim().to_owned()
            };
            wearing.push((name, side));
        }
        Ok(wearing)
    }

    /// The character as the game keeps it (its names left empty): Luck
    /// within LCK, radiation, HP within this game's maximum, the worn
    /// pieces by this campaign's rows (homebrew already applied).
    fn actor_character(
        &self,
        entry: &str,
        sys: &Value,
        special: Special,
        sorted: Sorted<'_>,
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
        let rads = n("radiation")?;
        let vitals = Vitals {
            rads,
            ..Vitals::default()
        };
        let max_hp = vitals.max_hp(character::max_hp(&special));
        let mut hp = n("health.value")?;
        if hp > max_hp {
            // Foundry's maximum grows with level, which this game does not
            // model: the character comes in at this game's maximum.
            ignored.push(format!("{entry}: system.health.value"));
            hp = max_hp;
        }
        let worn: Vec<Worn> = gear
            .wearing
            .into_iter()
            .filter_map(|(piece, side)| {
                let p = self.homebrew.armour.find(&piece)?;
                let own = self.homebrew.armour.is_homebrew(&p.name).then(|| p.clone());
                Some(Worn {
                    piece: p.name.to_string(),
                    side: p.slot.needs_side().then_some(side).flatten(),
                    homebrew: own,
                })
            })
            .collect();
        if hp == 0 {
            return Err(bad(K, entry, "system.health.value", "0 HP"));
        }
        Ok(Character {
            name: String::new(),
            player: String::new(),
            owner: String::new(),
            special,
            tags: sorted.tags,
            ranks: sorted.ranks,
            luck,
            vitals: Vitals { hp, ..vitals },
            weapons: gear.weapons,
            ammo: gear.ammo,
            worn,
            chems: gear.chems,
            power: None,
        })
    }
}

/// S.P.E.C.I.A.L., each within the game's bounds, adding up to creation's
/// total at least.
fn actor_special(entry: &str, sys: &Value) -> Result<Special, Refusal> {
    let mut scores = [0u8; 7];
    for (slot, (key, a)) in scores.iter_mut().zip(
        ["str", "per", "end", "cha", "int", "agi", "luc"]
            .into_iter()
            .zip(Attribute::ALL),
    ) {
        let path = format!("attributes.{key}.value");
        let v = whole(K, entry, sys, &path, 0)?;
        let (lo, hi) = (character::SPECIAL_MIN, character::SPECIAL_MAX);
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

/// Skills (Items of type skill), tags, and everything else carried; what
/// has no place in a character named as ignored.
fn sort_items<'a>(
    entry: &str,
    doc: &'a Value,
    ignored: &mut Vec<String>,
) -> Result<Sorted<'a>, Refusal> {
    let mut sorted = Sorted::default();
    for (i, item) in doc["items"].as_array().into_iter().flatten().enumerate() {
        let item_name = item["name"].as_str().unwrap_or("?");
        let isys = &item["system"];
        let count = || whole(K, entry, isys, "quantity", 1);
        let none = || format!("{entry}: {item_name} (quantity 0)");
        match item["type"].as_str().unwrap_or("") {
            "skill" => skill_item(entry, item_name, isys, &mut sorted, ignored)?,
            "weapon" => match count()? {
                0 => ignored.push(none()),
                n => sorted.weapons.push((i, item, n)),
            },
            "ammo" => match count()? {
                0 => ignored.push(none()),
                n => sorted.ammo.push((i, item, n)),
            },
            "consumable" => match count()? {
                0 => ignored.push(none()),
                n => sorted.consumables.push((i, item, n)),
            },
            // Its frame and pieces are not brought into a character.
            "apparel" if is_power_armor(item) => {
                ignored.push(format!("{entry}: {item_name} (power armour)"));
            }
            "apparel" if isys["equipped"].as_bool() == Some(true) => sorted.worn.push((i, item)),
            // The game keeps what a character wears, not a wardrobe.
            "apparel" => ignored.push(format!("{entry}: {item_name} (apparel, not worn)")),
            other => ignored.push(format!("{entry}: {item_name} ({other})")),
        }
    }
    Ok(sorted)
}

/// A skill Item: its rank, and a tag while the game has room for one.
fn skill_item(
    entry: &str,
    item_name: &str,
    isys: &Value,
    sorted: &mut Sorted<'_>,
    ignored: &mut Vec<String>,
) -> Result<(), Refusal> {
    let Some(skill) = Skill::parse(item_name) else {
        ignored.push(format!("{entry}: {item_name} (skill)"));
        return Ok(());
    };
    let field = format!("items.{item_name}.system.value");
    let rank = whole(K, entry, isys, "value", 0)
        .map_err(|_| bad(K, entry, &field, "not a whole number"))?;
    sorted.ranks[skill.index()] = u8::try_from(rank)
        .ok()
        .filter(|r| *r <= RANK_MAX)
        .ok_or_else(|| bad(K, entry, &field, format!("rank {rank} is not 0-{RANK_MAX}")))?;
    if isys["tag"].as_bool() == Some(true) {
        if sorted.tags.len() < TAGS {
            sorted.tags.push(skill);
        } else {
            ignored.push(format!("{entry}: {item_name} (tag)"));
        }
    }
    Ok(())
}

/// What the game does not model, named when it is not the default.
fn unmodelled(entry: &str, sys: &Value, ignored: &mut Vec<String>) -> Result<(), Refusal> {
    let n = |path: &str| whole(K, entry, sys, path, 0);
    if n("level.value")? > 1 {
        ignored.push(format!("{entry}: system.level"));
    }
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
    for path in ["origin", "trait"] {
        if sys[path].as_str().is_some_and(|s| !s.trim().is_empty()) {
            ignored.push(format!("{entry}: system.{path}"));
        }
    }
    Ok(())
}

/// Adds `count` of `name` to a carried list.
fn add(list: &mut Vec<Carried>, name: &str, count: u32) {
    match list.iter_mut().find(|c| name::same(&c.name, name)) {
        Some(c) => c.count = c.count.saturating_add(count),
        None => list.push(Carried {
            name: name.to_owned(),
            count,
        }),
    }
}
