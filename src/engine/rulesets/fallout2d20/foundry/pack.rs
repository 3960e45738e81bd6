//! A Foundry VTT compendium pack read whole: where each document kind of
//! the Fallout system's packs goes (a row of one of our kinds, or a named
//! reason), and an imported row of a shipped entry's name merged onto that
//! entry: it takes the published numbers the document carries and keeps
//! what the game models for the entry (a chem's effects, an apparel's
//! special, a mine, EMP, the ammunition a weapon fires), and every field it
//! changed is reported.

use serde_json::{Map, Value};

use super::super::chems::Chem;
use super::super::data::{ArmourPiece, CreatureTemplate, Weapon};
use super::super::files::AmmoRow;
use super::super::power::PowerPiece;
use crate::engine::homebrew::{Changed, Content};
use crate::engine::name;

/// Document types of the Fallout system that no kind of this game holds,
/// and the reason each is left out (a code the front ends word).
const LEFT_OUT: [(&str, &str); 20] = [
    ("addiction", "addiction"),
    ("disease", "disease"),
    ("perk", "character_only"),
    ("trait", "character_only"),
    ("skill", "character_only"),
    ("special_ability", "character_only"),
    ("books_and_magz", "no_item_kind"),
    ("miscellany", "no_item_kind"),
    ("object_or_structure", "no_item_kind"),
    ("weapon_mod", "mod"),
    ("apparel_mod", "mod"),
    ("robot_mod", "robot_module"),
    ("character", "character"),
    ("robot", "character"),
    ("npc", "npc"),
    ("settlement", "no_actor_kind"),
    ("vehicle", "no_actor_kind"),
    ("scavenging_location", "no_actor_kind"),
    ("script", "no_game_content"),
    ("base", "no_game_content"),
];

/// Why a document of Foundry type `kind` has no place here: its reason's
/// code (`no_game_content` for folders, journal entries, tables and any
/// other document).
#[must_use]
pub fn reason(kind: &str) -> &'static str {
    LEFT_OUT
        .iter()
        .find(|(k, _)| *k == kind)
        .map_or("no_game_content", |(_, r)| *r)
}

/// The fields of each kind a Foundry document publishes and an import of a
/// shipped entry's name takes; every other field of the shipped entry (the
/// rules the game models for it: a weapon's kind, which says the skill it
/// uses, is one) is kept.
const PUBLISHED: [(&str, &[&str]); 6] = [
    (
        "weapons",
        &[
            "damage",
            "effects",
            "damage_type",
            "fire_rate",
            "range",
            "qualities",
            "weight",
            "cost",
            "rarity",
        ],
    ),
    ("ammo", &["weight", "cost", "rarity"]),
    ("armour", &["slot", "dr", "weight", "cost", "rarity"]),
    (
        "chems",
        &["heal", "cure_rads", "addiction", "weight", "cost", "rarity"],
    ),
    ("power_armor", &["hp", "dr", "weight", "cost", "rarity"]),
    (
        "creatures",
        &[
            "level",
            "body",
            "mind",
            "melee",
            "guns",
            "other",
            "hp",
            "initiative",
            "defense",
        ],
    ),
];

/// Qualities the game models that Foundry does not write: kept from the
/// shipped weapon (the mines are placed, the Pulse weapons strike robots).
const OURS_ONLY: [&str; 2] = ["mine", "emp"];

/// The shipped entry of a kind named `text`, as JSON.
fn shipped_of<T: Content>(text: &str) -> Option<Value> {
    T::shipped()
        .iter()
        .find(|r| name::same(r.name(), text))
        .and_then(|r| serde_json::to_value(r).ok())
}

/// The shipped entry of our kind `kind` named `text`.
fn shipped(kind: &str, text: &str) -> Option<Value> {
    match kind {
        "weapons" => shipped_of::<Weapon>(text),
        "ammo" => shipped_of::<AmmoRow>(text),
        "armour" => shipped_of::<ArmourPiece>(text),
        "chems" => shipped_of::<Chem>(text),
        "power_armor" => shipped_of::<PowerPiece>(text),
        "creatures" => shipped_of::<CreatureTemplate>(text),
        _ => None,
    }
}

/// A weapon's qualities: the document's, and the shipped weapon's own
/// ([`OURS_ONLY`]).
fn qualities(imported: &Value, base: &Value) -> Value {
    let mut out: Vec<Value> = imported.as_array().cloned().unwrap_or_default();
    for q in base.as_array().into_iter().flatten() {
        if q.as_str().is_some_and(|w| OURS_ONLY.contains(&w)) && !out.contains(q) {
            out.push(q.clone());
        }
    }
    Value::Array(out)
}

/// A weapon's effects: the document's, a Persistent of no damage type of
/// its own (Foundry has none) taking the shipped weapon's.
fn effects(imported: &Value, base: &Value) -> Value {
    let theirs = base.as_array().cloned().unwrap_or_default();
    let out = imported
        .as_array()
        .into_iter()
        .flatten()
        .map(|e| {
            if e["effect"] == "persistent" && e["value"].is_null() {
                if let Some(ours) = theirs.iter().find(|t| t["effect"] == "persistent") {
                    return ours.clone();
                }
            }
            e.clone()
        })
        .collect();
    Value::Array(out)
}

/// `row` (of our `kind`) merged onto the shipped entry of its name, if
/// there is one: the published fields from the document, everything else
/// the shipped entry's, its name spelled as shipped; and the fields that
/// differ from the shipped entry. Without a shipped entry, `row` as it is.
#[must_use]
pub fn keep_modelled(kind: &str, row: Value) -> (Value, Vec<Changed>) {
    let Some(text) = row["name"].as_str() else {
        return (row, Vec::new());
    };
    let Some(Value::Object(base)) = shipped(kind, text) else {
        return (row, Vec::new());
    };
    let Some((_, fields)) = PUBLISHED.iter().find(|(k, _)| *k == kind) else {
        return (row, Vec::new());
    };
    let mut merged: Map<String, Value> = base.clone();
    let mut changed = Vec::new();
    for field in *fields {
        let Some(new) = row.get(*field) else {
            continue;
        };
        let null = Value::Null;
        let old = base.get(*field).unwrap_or(&null);
        let new = match *field {
            "qualities" if kind == "weapons" => qualities(new, old),
            "effects" if kind == "weapons" => effects(new, old),
            "dr" => immunities(new, old),
            _ => new.clone(),
        };
        if !same_value(old, &new) {
            changed.push(Changed {
                kind: kind.to_owned(),
                entry: base["name"].as_str().unwrap_or(text).to_owned(),
                field: (*field).to_owned(),
                from: shown(old),
                to: shown(&new),
            });
            merged.insert((*field).to_owned(), new);
        }
    }
    (Value::Object(merged), changed)
}

/// A DR by damage type: the document's, a type the shipped entry is immune
/// to staying immune (Foundry writes no immunity for apparel: the Hazmat
/// Suit's radiation DR is 0 there).
fn immunities(imported: &Value, base: &Value) -> Value {
    let mut out = imported.clone();
    if let (Value::Object(out), Value::Object(base)) = (&mut out, base) {
        for (t, dr) in base {
            if dr == "immune" {
                out.insert(t.clone(), dr.clone());
            }
        }
    }
    out
}

/// A value as the report writes it: a whole number without `.0`.
fn shown(v: &Value) -> String {
    match v.as_f64() {
        Some(f) if f.fract() == 0.0 && f.abs() < 1e15 => format!("{f:.0}"),
        _ => v.to_string(),
    }
}

/// Whether two values are the same number or the same JSON (`4` is `4.0`;
/// a list of words in another order is the same list).
fn same_value(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => x.as_f64() == y.as_f64(),
        (Value::Array(x), Value::Array(y)) => x.len() == y.len() && x.iter().all(|v| y.contains(v)),
        _ => a == b,
    }
}
