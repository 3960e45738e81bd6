//! What a Foundry character Actor carries and wears, as the campaign holds
//! it: its Items sorted by type, then each mapped on its own. An item the
//! game cannot hold (a half-made weapon with no type, a bottle of water
//! that does nothing the game models, a name the gate refuses) is left out
//! and named with the reason; it never refuses the character. Stacks of one
//! item merge, and an item the campaign does not know is brewed once.
//!
//! Every step is linear in the number of Items: look-ups go through hash
//! maps keyed by the one name identity ([`name::key`]), never a scan of
//! what was seen before.

use std::collections::{HashMap, HashSet};

use serde_json::Value;

use super::super::spelling;
use super::super::{
    ammo_row, apparel_row, consumable_row, is_power_armor, known_ammo, weapon_row, whole, Mapped,
};
use super::K;
use crate::engine::homebrew::Refusal;
use crate::engine::name;
use crate::engine::rulesets::fallout2d20::campaign::Campaign;
use crate::engine::rulesets::fallout2d20::character::{Carried, CARRY_MAX, RANK_MAX};
use crate::engine::rulesets::fallout2d20::data::Side;
use crate::engine::rulesets::fallout2d20::skills::Skill;

/// An Item of the Actor: its index, the document and its quantity.
type Held<'a> = (usize, &'a Value, u32);

/// A character Actor's Items sorted: skill ranks and tags, what it carries
/// and wears, and what the game does not hold yet (perks with their ranks,
/// traits, modded items), named.
#[derive(Default)]
pub(super) struct Sorted<'a> {
    pub ranks: [u8; 17],
    pub tags: Vec<Skill>,
    weapons: Vec<Held<'a>>,
    ammo: Vec<Held<'a>>,
    worn: Vec<(usize, &'a Value)>,
    consumables: Vec<Held<'a>>,
    /// Traits and modded items, for the answer.
    pub unheld: Vec<String>,
    /// Perk Items: each name as the sheet spells it, and its rank.
    pub perks: Vec<(String, u32)>,
    /// Robot armour equipped and robot modules, as the sheet spells them
    /// ([`super::origins::robot_parts`]).
    pub robot: Vec<(&'a str, String)>,
}

/// A carried list with its names indexed, so a stack merges in constant
/// time.
#[derive(Default)]
pub(super) struct Carry {
    list: Vec<Carried>,
    at: HashMap<String, usize>,
}

impl Carry {
    /// Adds `count` of `name`, at most [`CARRY_MAX`]; whether it was capped.
    fn add(&mut self, name: &str, count: u32) -> bool {
        self.add_modded(name, &[], count)
    }

    /// Adds `count` of `name` holding `mods` (a stack of its own when it
    /// holds any), at most [`CARRY_MAX`]; whether it was capped.
    fn add_modded(&mut self, name: &str, mods: &[&str], count: u32) -> bool {
        let mut key = name::key(name);
        for m in mods {
            key.push('\u{1f}');
            key.push_str(m);
        }
        let i = *self.at.entry(key).or_insert_with(|| {
            self.list.push(Carried {
                name: name.to_owned(),
                count: 0,
                mods: mods.iter().map(|m| (*m).to_owned()).collect(),
            });
            self.list.len() - 1
        });
        let now = self.list[i].count.saturating_add(count);
        self.list[i].count = now.min(CARRY_MAX);
        now > CARRY_MAX
    }

    /// Sets the count of `name` when it is carried.
    fn set(&mut self, name: &str, count: u32) {
        if let Some(&i) = self.at.get(&name::key(name)) {
            self.list[i].count = count.min(CARRY_MAX);
        }
    }

    /// Drops `name` (an item whose homebrew row was refused).
    pub fn drop_item(&mut self, name: &str) {
        let key = name::key(name);
        if self.at.remove(&key).is_none() {
            return;
        }
        self.list.retain(|c| name::key(&c.name) != key);
        self.at = self
            .list
            .iter()
            .enumerate()
            .map(|(i, c)| (name::key(&c.name), i))
            .collect();
    }

    /// The list, items of count 0 left out.
    pub fn into_list(self) -> Vec<Carried> {
        self.list.into_iter().filter(|c| c.count > 0).collect()
    }
}

/// What a character carries and wears, by the campaign's names, and the
/// homebrew rows its unknown items become.
#[derive(Default)]
pub(super) struct Gear {
    pub ammo: Carry,
    pub weapons: Carry,
    pub chems: Carry,
    pub wearing: Vec<(String, Option<Side>)>,
    /// The homebrew rows, each name once.
    pub brew: Mapped,
    brewed: HashSet<(&'static str, String)>,
}

impl Gear {
    /// Whether a row of `kind` named `text` is brewed already.
    fn brewed(&self, kind: &'static str, text: &str) -> bool {
        self.brewed.contains(&(kind, name::key(text)))
    }

    /// Brews `row` as `kind` (once per name).
    fn brew(&mut self, kind: &'static str, text: &str, row: Value) {
        if self.brewed.insert((kind, name::key(text))) {
            self.brew.push(kind, row);
        }
    }
}

/// Why an item was left out, in words (the field and the problem).
pub(super) fn reason(refusal: &Refusal) -> String {
    match refusal {
        Refusal::Invalid { field, problem, .. } => format!("{field}: {problem}"),
        other => other.to_string(),
    }
}

/// Skills (Items of type skill), tags, and everything else carried; what
/// has no place in a character named as ignored.
///
/// # Errors
/// A skill rank out of the game's bounds (the character's own numbers).
pub(super) fn sort_items<'a>(
    entry: &str,
    doc: &'a Value,
    tags: usize,
    ignored: &mut Vec<String>,
) -> Result<Sorted<'a>, Refusal> {
    let mut sorted = Sorted::default();
    for (i, item) in doc["items"].as_array().into_iter().flatten().enumerate() {
        let item_name = item["name"].as_str().unwrap_or("?");
        let isys = &item["system"];
        let kind = item["type"].as_str().unwrap_or("");
        let count = match whole(K, entry, isys, "quantity", 1) {
            Ok(n) => n,
            Err(e) => {
                ignored.push(format!("{entry}: {item_name} ({kind}, {})", reason(&e)));
                continue;
            }
        };
        let none = || format!("{entry}: {item_name} (quantity 0)");
        if isys["mods"]["modded"].as_bool() == Some(true) {
            sorted.unheld.push(format!("{item_name} (mods)"));
        }
        match kind {
            "skill" => skill_item(entry, item_name, isys, tags, &mut sorted, ignored)?,
            "weapon" | "ammo" | "consumable" if count == 0 => ignored.push(none()),
            "weapon" => sorted.weapons.push((i, item, count)),
            "ammo" => sorted.ammo.push((i, item, count)),
            "consumable" => sorted.consumables.push((i, item, count)),
            // Its frame and pieces are not brought into a character.
            "apparel" if is_power_armor(item) => {
                ignored.push(format!("{entry}: {item_name} (power armour)"));
            }
            "apparel" if isys["equipped"].as_bool() == Some(true) => sorted.worn.push((i, item)),
            // The game keeps what a character wears, not a wardrobe.
            "apparel" => ignored.push(format!("{entry}: {item_name} (apparel, not worn)")),
            "perk" => {
                let rank = whole(K, entry, isys, "rank.value", 1).unwrap_or(1);
                sorted.perks.push((item_name.to_owned(), rank));
            }
            // Read with the origin ([`super::origins`]).
            "trait" => {}
            "robot_armor" if isys["equipped"].as_bool() == Some(false) => {
                ignored.push(format!("{entry}: {item_name} (robot armour, not worn)"));
            }
            "robot_armor" | "robot_mod" => sorted.robot.push((kind, item_name.trim().to_owned())),
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
    tags: usize,
    sorted: &mut Sorted<'_>,
    ignored: &mut Vec<String>,
) -> Result<(), Refusal> {
    let Some(skill) = Skill::parse(item_name) else {
        ignored.push(format!("{entry}: {item_name} (skill)"));
        return Ok(());
    };
    let field = format!("items.{item_name}.system.value");
    let bad = |problem: String| super::super::bad(K, entry, &field, problem);
    let rank = whole(K, entry, isys, "value", 0).map_err(|_| bad("not a whole number".into()))?;
    sorted.ranks[skill.index()] = u8::try_from(rank)
        .ok()
        .filter(|r| *r <= RANK_MAX)
        .ok_or_else(|| bad(format!("rank {rank} is not 0-{RANK_MAX}")))?;
    if isys["tag"].as_bool() == Some(true) {
        if sorted.tags.len() < tags {
            sorted.tags.push(skill);
        } else {
            ignored.push(format!("{entry}: {item_name} (tag)"));
        }
    }
    Ok(())
}

/// A Foundry consumable as the mapping reads it: Foundry writes `""` for
/// no duration and sometimes a capital (`Instant`).
fn plain_consumable(item: &Value) -> Value {
    let mut item = item.clone();
    let duration = item["system"]["duration"]
        .as_str()
        .map(|d| d.trim().to_lowercase());
    if let Some(d) = duration {
        let d = if d.is_empty() {
            "instant".to_owned()
        } else {
            d
        };
        item["system"]["duration"] = Value::String(d);
    }
    item
}

impl Campaign {
    /// What the Actor carries and wears, by the campaign's names; the items
    /// it does not know become homebrew rows, each once; an item that does
    /// not map is left out and named.
    pub(super) fn actor_gear(
        &self,
        entry: &str,
        sorted: &Sorted<'_>,
        ignored: &mut Vec<String>,
    ) -> Gear {
        let mut gear = Gear::default();
        let thrown = self.actor_ammo(entry, sorted, &mut gear, ignored);
        self.actor_weapons(entry, sorted, &thrown, &mut gear, ignored);
        self.actor_chems(entry, sorted, &mut gear, ignored);
        self.actor_worn(entry, sorted, &mut gear, ignored);
        gear
    }

    /// The ammunition carried. A thrown weapon's ammunition of its own name
    /// (Foundry's `Tomahawk` carried as ammo for the `Tomahawk`) is how many
    /// of the weapon there are: returned by key with its quantity, not
    /// carried as ammunition.
    fn actor_ammo(
        &self,
        entry: &str,
        sorted: &Sorted<'_>,
        gear: &mut Gear,
        ignored: &mut Vec<String>,
    ) -> HashMap<String, u32> {
        let own: HashSet<String> = sorted
            .weapons
            .iter()
            .filter(|(_, w, _)| thrown_own(w))
            .map(|(_, w, _)| name::key(w["name"].as_str().unwrap_or("")))
            .collect();
        let mut thrown: HashMap<String, u32> = HashMap::new();
        for (i, item, n) in &sorted.ammo {
            let item_name = item["name"].as_str().unwrap_or("").trim();
            let key = name::key(item_name);
            if own.contains(&key) {
                let count = thrown.entry(key).or_insert(0);
                *count = count.saturating_add(*n);
                continue;
            }
            let name = if let Some(known) = known_ammo(&self.homebrew, item_name) {
                known
            } else if gear.brewed("ammo", item_name) {
                item_name.to_owned()
            } else {
                let mut notes = Vec::new();
                match ammo_row(*i, item, &mut notes) {
                    Ok(row) => gear.brew("ammo", item_name, row),
                    Err(e) => {
                        ignored.push(format!("{entry}: {item_name} (ammo, {})", reason(&e)));
                        continue;
                    }
                }
                ignored.extend(notes);
                item_name.to_owned()
            };
            capped(entry, &name, gear.ammo.add(&name, *n), ignored);
        }
        thrown
    }

    /// The weapons carried; a thrown one counts its ammunition of its own
    /// name when it carries some.
    fn actor_weapons(
        &self,
        entry: &str,
        sorted: &Sorted<'_>,
        thrown: &HashMap<String, u32>,
        gear: &mut Gear,
        ignored: &mut Vec<String>,
    ) {
        for (i, item, n) in &sorted.weapons {
            let item_name = item["name"].as_str().unwrap_or("").trim();
            // Foundry's other names of shipped weapons ([`spelling`]).
            let spelled = spelling::weapon(item_name)
                .filter(|(ours, _)| self.homebrew.weapons.find(ours).is_some());
            if let Some((ours, mods)) = spelled {
                capped(
                    entry,
                    ours,
                    gear.weapons.add_modded(ours, mods, *n),
                    ignored,
                );
                continue;
            }
            let name = if let Some(known) = self.homebrew.weapons.find(item_name) {
                known.name.to_string()
            } else if gear.brewed("weapons", item_name) {
                item_name.to_owned()
            } else {
                let ammo = |t: &str| {
                    if gear.brewed("ammo", t) {
                        return Some(t.trim().to_owned());
                    }
                    known_ammo(&self.homebrew, t)
                };
                let mut notes = Vec::new();
                match weapon_row(*i, item, false, &ammo, &mut notes) {
                    Ok(mut row) => {
                        // A thrown weapon is its own ammunition here.
                        if thrown_own(item) {
                            row["ammo"] = Value::Null;
                        }
                        gear.brew("weapons", item_name, row);
                    }
                    Err(e) => {
                        ignored.push(format!("{entry}: {item_name} (weapon, {})", reason(&e)));
                        continue;
                    }
                }
                ignored.extend(notes);
                item_name.to_owned()
            };
            capped(entry, &name, gear.weapons.add(&name, *n), ignored);
            if let Some(count) = thrown.get(&name::key(item_name)) {
                gear.weapons.set(&name, *count);
            }
        }
    }

    /// Consumables are chems here, mapped as `homebrew import` maps them;
    /// one with no effect the game models, or one that does not map, is
    /// left out and named.
    fn actor_chems(
        &self,
        entry: &str,
        sorted: &Sorted<'_>,
        gear: &mut Gear,
        ignored: &mut Vec<String>,
    ) {
        for (i, item, n) in &sorted.consumables {
            let item_name = item["name"].as_str().unwrap_or("").trim();
            let name = if let Some(known) = self.homebrew.chems.find(item_name) {
                known.name.to_string()
            } else if gear.brewed("chems", item_name) {
                item_name.to_owned()
            } else {
                let mut notes = Vec::new();
                match consumable_row(*i, &plain_consumable(item), &mut notes) {
                    Ok(row) => gear.brew("chems", item_name, row),
                    Err(Refusal::NoEffect { .. }) => {
                        ignored.push(format!("{entry}: {item_name} (consumable)"));
                        continue;
                    }
                    Err(e) => {
                        let why = reason(&e);
                        ignored.push(format!("{entry}: {item_name} (consumable, {why})"));
                        continue;
                    }
                }
                ignored.extend(notes);
                item_name.to_owned()
            };
            capped(entry, &name, gear.chems.add(&name, *n), ignored);
        }
    }

    /// The apparel worn, each on the side Foundry marks (right when a right
    /// arm or leg is marked, else left). Foundry's `Raider Left Arm` is the
    /// campaign's `Raider Arm` worn on the left.
    fn actor_worn(
        &self,
        entry: &str,
        sorted: &Sorted<'_>,
        gear: &mut Gear,
        ignored: &mut Vec<String>,
    ) {
        for (i, item) in &sorted.worn {
            let item_name = item["name"].as_str().unwrap_or("").trim();
            let isys = &item["system"];
            let right = isys["location"]["armR"].as_bool() == Some(true)
                || isys["location"]["legR"].as_bool() == Some(true);
            let marked = if right { Side::Right } else { Side::Left };
            let (name, side) = if let Some((known, side)) = self.known_apparel(item_name) {
                (known, side.unwrap_or(marked))
            } else if gear.brewed("armour", item_name) {
                (item_name.to_owned(), marked)
            } else {
                let mut notes = Vec::new();
                match apparel_row(*i, item, &mut notes) {
                    Ok(row) => gear.brew("armour", item_name, row),
                    Err(e) => {
                        ignored.push(format!("{entry}: {item_name} (apparel, {})", reason(&e)));
                        continue;
                    }
                }
                ignored.extend(notes);
                (item_name.to_owned(), marked)
            };
            gear.wearing.push((name, Some(side)));
        }
    }

    /// The campaign's apparel a Foundry name means: by name, or without
    /// the side Foundry writes into an arm's or a leg's name (`Raider Left
    /// Arm`: the `Raider Arm`, on the left).
    fn known_apparel(&self, text: &str) -> Option<(String, Option<Side>)> {
        let brew = &self.homebrew.armour;
        if let Some(p) = brew.find(text) {
            return Some((p.name.to_string(), None));
        }
        let words: Vec<&str> = text.split_whitespace().collect();
        let at = words
            .iter()
            .position(|w| w.eq_ignore_ascii_case("left") || w.eq_ignore_ascii_case("right"))?;
        let side = if words[at].eq_ignore_ascii_case("left") {
            Side::Left
        } else {
            Side::Right
        };
        let mut rest = words.clone();
        rest.remove(at);
        brew.find(&rest.join(" "))
            .filter(|p| p.slot.needs_side())
            .map(|p| (p.name.to_string(), Some(side)))
    }
}

/// Whether a Foundry weapon is thrown as its own ammunition (its `ammo` is
/// its own name: grenades, tomahawks).
fn thrown_own(weapon: &Value) -> bool {
    let own = weapon["name"].as_str().unwrap_or("");
    let ammo = weapon["system"]["ammo"].as_str().unwrap_or("");
    !ammo.trim().is_empty() && name::same(own, ammo)
}

/// Names a stack that went past what a character may carry.
fn capped(entry: &str, item: &str, capped: bool, ignored: &mut Vec<String>) {
    if capped {
        ignored.push(format!(
            "{entry}: {item} (over {CARRY_MAX}, {CARRY_MAX} kept)"
        ));
    }
}
