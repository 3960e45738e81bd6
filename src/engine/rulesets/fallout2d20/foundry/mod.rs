//! Foundry VTT's Fallout system (github: Muttley/foundryvtt-fallout, its
//! `system/template.json`) read into this game: Items (weapons, apparel,
//! power armour, ammunition, consumables) and creature Actors become homebrew rows in our documented
//! schema, and a character Actor becomes a character of the campaign.
//!
//! This module only maps: it writes rows as JSON in our own schema, so they
//! are parsed and checked by the very code our own files pass through
//! ([`crate::engine::homebrew`]). A file of Items is read document by
//! document ([`pack`]): one that cannot be held is named with its reason
//! and the rest come in; names are read through Foundry's spellings
//! ([`spelling`]) and matched without regard to case.
//! Every field of the source the game models is mapped; what it does not
//! model is named in an `ignored` list (`Laser Pistol:
//! system.damage.damageEffect.arc`), never dropped silently. Documents of a
//! type this game has no kind for (perks, mods, NPC actors with
//! S.P.E.C.I.A.L.) are named there too; consumables become chems. A number the game
//! bounds (a damage rating, a DR, a skill rank) is refused, naming the
//! entry and the field, when it is out of range. The mapping table is in
//! `docs/content.md`.

use serde_json::{json, Map, Value};

use super::campaign::Campaign;
use super::data::RangeBand;
use super::homebrew::Fallout2d20Brew;
use crate::engine::homebrew::{File, Noted, PackReport, Refusal, Rejected};
use crate::engine::name;

mod actor;
mod pack;
pub mod spelling;

/// Foundry's damage effects this game models, and the effect each becomes.
const EFFECTS: [(&str, &str); 8] = [
    ("burst", "burst"),
    ("breaking", "breaking"),
    ("persistent", "persistent"),
    ("piercing_x", "piercing"),
    ("radioactive", "radioactive"),
    ("spread", "spread"),
    ("stun", "stun"),
    ("vicious", "vicious"),
];

/// Foundry's weapon qualities this game models (the same words as ours).
const QUALITIES: [&str; 13] = [
    "mine",
    "blast",
    "close_quarters",
    "concealed",
    "debilitating",
    "gatling",
    "inaccurate",
    "reliable",
    "suppressed",
    "thrown",
    "two_handed",
    "unreliable",
    "parry",
];

/// Foundry's weapon types and the kind each is here (`bows` and `custom`
/// have no kind in this game).
const WEAPON_TYPES: [(&str, &str); 7] = [
    ("smallGuns", "small_guns"),
    ("bigGuns", "big_guns"),
    ("energyWeapons", "energy_weapons"),
    ("meleeWeapons", "melee"),
    ("unarmed", "unarmed"),
    ("throwing", "throwing"),
    ("explosives", "explosive"),
];

/// Foundry's six body parts, in the order its sheets list them.
const PARTS: [&str; 6] = ["torso", "head", "armL", "armR", "legL", "legR"];

/// A Foundry body type: our body shape, the location each of Foundry's six
/// parts is on it (`None`: the shape has no such part), and the NPC kind.
struct Shape {
    body: &'static str,
    parts: [Option<&'static str>; 6],
    kind: &'static str,
}

/// Foundry's body types (`FALLOUT.BODY_TYPES`) as our shapes, parts in
/// [`PARTS`] order.
fn shape(body_type: &str) -> Option<Shape> {
    let (body, parts, kind) = match body_type {
        "humanoid" => (
            "humanoid",
            [
                Some("torso"),
                Some("head"),
                Some("left-arm"),
                Some("right-arm"),
                Some("left-leg"),
                Some("right-leg"),
            ],
            "person",
        ),
        "robot" => (
            "handy",
            [
                Some("main-body"),
                Some("optics"),
                Some("arm-1"),
                Some("arm-2"),
                Some("arm-3"),
                Some("thruster"),
            ],
            "robot",
        ),
        "quadruped" => (
            "quadruped",
            [
                Some("body"),
                Some("head"),
                Some("front-legs"),
                Some("front-legs"),
                Some("hind-legs"),
                Some("hind-legs"),
            ],
            "animal",
        ),
        "flyingInsect" => (
            "flyer",
            [
                Some("body"),
                Some("head"),
                Some("wings"),
                Some("wings"),
                None,
                None,
            ],
            "animal",
        ),
        _ => return None,
    };
    Some(Shape { body, parts, kind })
}

/// What a list of Foundry documents became: our homebrew file and the
/// fields left out.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Mapped {
    /// Rows by kind, in our schema.
    pub file: File,
    /// What was left out, named.
    pub ignored: Vec<String>,
    /// Document by document: those refused, left out, held with a note,
    /// and what a row of a shipped entry's name changed of it.
    pub report: PackReport,
}

impl Mapped {
    fn push(&mut self, kind: &str, row: Value) {
        match self.file.kinds.iter_mut().find(|(k, _)| k == kind) {
            Some((_, rows)) => rows.push(row),
            None => self.file.kinds.push((kind.to_owned(), vec![row])),
        }
    }

    /// The name a row of `kind` in this file is spelled with, if one is
    /// named `text`.
    fn spelled(&self, kind: &str, text: &str) -> Option<String> {
        self.file
            .kinds
            .iter()
            .filter(|(k, _)| k == kind)
            .flat_map(|(_, rows)| rows)
            .filter_map(|r| r["name"].as_str())
            .find(|n| name::same(n, text))
            .map(str::to_owned)
    }
}

/// A refusal naming the document and the Foundry field at fault.
fn bad(kind: &str, entry: &str, field: &str, problem: impl Into<String>) -> Refusal {
    Refusal::Invalid {
        kind: kind.to_owned(),
        entry: name::echo(entry),
        field: field.to_owned(),
        problem: problem.into(),
    }
}

/// The value at a dotted path under `v` (`damage.rating`).
fn at<'a>(v: &'a Value, path: &str) -> Option<&'a Value> {
    path.split('.').try_fold(v, |v, key| v.get(key))
}

/// A whole number 0 or more at `path` of a document's `system`; `default`
/// when the field is absent.
fn whole(kind: &str, entry: &str, sys: &Value, path: &str, default: u32) -> Result<u32, Refusal> {
    let Some(v) = at(sys, path) else {
        return Ok(default);
    };
    v.as_u64()
        .or_else(|| {
            // Foundry stores some numbers as floats (`4.0`) or number text.
            v.as_f64()
                .filter(|f| f.fract() == 0.0 && *f >= 0.0)
                .map(|f| f as u64)
                .or_else(|| v.as_str().and_then(|s| s.trim().parse().ok()))
        })
        .and_then(|n| u32::try_from(n).ok())
        .ok_or_else(|| {
            bad(
                kind,
                entry,
                &format!("system.{path}"),
                format!(
                    "`{}` is not a whole number 0 or more",
                    name::echo(&v.to_string())
                ),
            )
        })
}

/// Whether a `{rank, value}` switch of Foundry's is on.
fn on(v: &Value) -> bool {
    match &v["value"] {
        Value::Bool(b) => *b,
        Value::Number(n) => n.as_f64().is_some_and(|f| f > 0.0),
        _ => false,
    }
}

/// A document's name and `system` object.
fn name_and_system<'a>(
    kind: &str,
    i: usize,
    doc: &'a Value,
) -> Result<(&'a str, &'a Value), Refusal> {
    let entry = doc["name"].as_str().unwrap_or("");
    if entry.trim().is_empty() {
        return Err(bad(kind, &format!("#{}", i + 1), "name", "no name"));
    }
    let sys = doc
        .get("system")
        .filter(|s| s.is_object())
        .ok_or_else(|| bad(kind, entry, "system", "no system object"))?;
    Ok((entry, sys))
}

/// The published numbers an item carries (weight, cost, rarity) into `row`.
fn published(
    kind: &str,
    entry: &str,
    sys: &Value,
    row: &mut Map<String, Value>,
    ignored: &mut Vec<String>,
) -> Result<(), Refusal> {
    if let Some(w) = sys.get("weight").filter(|w| w.is_number()) {
        row.insert("weight".into(), w.clone());
    }
    row.insert("cost".into(), json!(whole(kind, entry, sys, "cost", 0)?));
    match sys.get("rarity") {
        Some(r) if r.is_number() => {
            row.insert(
                "rarity".into(),
                json!(whole(kind, entry, sys, "rarity", 0)?),
            );
        }
        // Mods write rarity as a word (`common`): not this game's number.
        Some(_) => ignored.push(format!("{entry}: system.rarity")),
        None => {}
    }
    Ok(())
}

/// A Foundry weapon Item as our weapon row. `creature`: an attack of a
/// creature Actor (no ammunition, no published numbers). `ammo` finds the
/// campaign's ammunition by a name (ours, or Foundry's spelling).
fn weapon_row(
    i: usize,
    doc: &Value,
    creature: bool,
    ammo: &dyn Fn(&str) -> Option<String>,
    ignored: &mut Vec<String>,
) -> Result<Value, Refusal> {
    const K: &str = "weapons";
    let (entry, sys) = name_and_system(K, i, doc)?;
    let kind = weapon_kind(entry, sys, creature)?;
    let close = matches!(kind, "melee" | "unarmed");
    let damage = whole(K, entry, sys, "damage.rating", 0)?;
    let mut types = ["physical", "energy", "radiation", "poison"]
        .into_iter()
        .filter(|t| {
            at(sys, &format!("damage.damageType.{t}")).and_then(Value::as_bool) == Some(true)
        });
    let damage_type = match types.next() {
        Some(t) => t,
        // A creature's attack of no type (the Sentry Bot's Missile
        // Launcher): the game's plain damage, named.
        None if creature => {
            ignored.push(format!("{entry}: system.damage.damageType"));
            "physical"
        }
        None => {
            return Err(bad(
                K,
                entry,
                "system.damage.damageType",
                "no damage type is set",
            ))
        }
    };
    // A second type is ours too (plasma); a third has no rule.
    let second_type = types.next();
    for t in types {
        ignored.push(format!("{entry}: system.damage.damageType.{t}"));
    }
    let effects = damage_effects(entry, sys, ignored)?;
    let qualities = weapon_qualities(entry, sys, ignored);
    let range = weapon_range(entry, sys, close)?;
    let ammo_name = sys["ammo"].as_str().unwrap_or("").trim();
    let ammo = if creature || ammo_name.is_empty() {
        Value::Null
    } else {
        json!(ammo(ammo_name).unwrap_or_else(|| ammo_name.to_owned()))
    };
    if whole(K, entry, sys, "ammoPerShot", 1)? > 1 {
        ignored.push(format!("{entry}: system.ammoPerShot"));
    }
    if sys["mods"]["modded"].as_bool() == Some(true) {
        ignored.push(format!("{entry}: system.mods"));
    }
    let mut row = Map::new();
    row.insert("name".into(), json!(entry.trim()));
    row.insert("kind".into(), json!(kind));
    row.insert("damage".into(), json!(damage));
    row.insert("effects".into(), Value::Array(effects));
    row.insert("damage_type".into(), json!(damage_type));
    if let Some(t) = second_type {
        row.insert("second_type".into(), json!(t));
    }
    row.insert(
        "fire_rate".into(),
        json!(whole(K, entry, sys, "fireRate", 0)?),
    );
    row.insert("range".into(), json!(range));
    row.insert("qualities".into(), Value::Array(qualities));
    row.insert("ammo".into(), ammo);
    if !creature {
        published(K, entry, sys, &mut row, ignored)?;
    }
    Ok(Value::Object(row))
}

/// A weapon's kind in our words, from Foundry's weapon type (a creature's
/// attack of no type: from its skill).
fn weapon_kind(entry: &str, sys: &Value, creature: bool) -> Result<&'static str, Refusal> {
    let word = sys["weaponType"].as_str().unwrap_or("");
    Ok(match WEAPON_TYPES.iter().find(|(w, _)| *w == word) {
        Some((_, k)) => *k,
        // A creature's attack of no weapon type: its skill says how it is used.
        None if creature => match sys["creatureSkill"].as_str().unwrap_or("melee") {
            "guns" => "small_guns",
            _ => "unarmed",
        },
        None => {
            return Err(bad(
                "weapons",
                entry,
                "system.weaponType",
                format!(
                    "`{}` is none of {}",
                    name::echo(word),
                    WEAPON_TYPES.map(|(w, _)| w).join(", ")
                ),
            ))
        }
    })
}

/// The switches of Foundry's map at `path` that are on, by key.
fn switched_on<'a>(sys: &'a Value, path: &str) -> impl Iterator<Item = &'a String> {
    let map = match at(sys, path) {
        Some(Value::Object(map)) => Some(map),
        _ => None,
    };
    map.into_iter()
        .flatten()
        .filter(|(_, v)| on(v))
        .map(|(key, _)| key)
}

/// The damage effects switched on, as ours; the others named as ignored.
fn damage_effects(
    entry: &str,
    sys: &Value,
    ignored: &mut Vec<String>,
) -> Result<Vec<Value>, Refusal> {
    let mut effects = Vec::new();
    for key in switched_on(sys, "damage.damageEffect") {
        match EFFECTS.iter().find(|(k, _)| k == key) {
            Some((_, "piercing")) => {
                let path = format!("damage.damageEffect.{key}.rank");
                let rank = whole("weapons", entry, sys, &path, 1)?;
                effects.push(json!({ "effect": "piercing", "value": rank }));
            }
            // Foundry has no type of its own for Persistent: the weapon's.
            Some((_, "persistent")) => {
                effects.push(json!({ "effect": "persistent", "value": null }));
            }
            Some((_, ours)) => effects.push(json!({ "effect": ours })),
            None => ignored.push(format!("{entry}: system.damage.damageEffect.{key}")),
        }
    }
    Ok(effects)
}

/// The weapon qualities switched on that this game models; the others
/// named as ignored.
fn weapon_qualities(entry: &str, sys: &Value, ignored: &mut Vec<String>) -> Vec<Value> {
    let mut qualities = Vec::new();
    for key in switched_on(sys, "damage.weaponQuality") {
        if QUALITIES.contains(&key.as_str()) {
            qualities.push(json!(key));
        } else {
            ignored.push(format!("{entry}: system.damage.weaponQuality.{key}"));
        }
    }
    qualities
}

/// A weapon's range band in our words (close for a melee weapon).
fn weapon_range(entry: &str, sys: &Value, close: bool) -> Result<&'static str, Refusal> {
    Ok(match sys["range"].as_str().unwrap_or("").trim() {
        _ if close => "close",
        "" => {
            return Err(bad("weapons", entry, "system.range", "no range is set"));
        }
        r => RangeBand::parse(r).map(RangeBand::word).ok_or_else(|| {
            bad(
                "weapons",
                entry,
                "system.range",
                format!(
                    "`{}` is none of close, medium, long, extreme",
                    name::echo(r)
                ),
            )
        })?,
    })
}

/// A Foundry apparel Item as our armour row.
fn apparel_row(i: usize, doc: &Value, ignored: &mut Vec<String>) -> Result<Value, Refusal> {
    const K: &str = "armour";
    let (entry, sys) = name_and_system(K, i, doc)?;
    let worn: Vec<&str> = PARTS
        .into_iter()
        .filter(|p| at(sys, &format!("location.{p}")).and_then(Value::as_bool) == Some(true))
        .collect();
    let slot = match worn.as_slice() {
        ["head"] => "head",
        ["torso"] => "torso",
        ["armL" | "armR"] => "arm",
        ["legL" | "legR"] => "leg",
        ["torso", "armL", "armR", "legL", "legR"] => "body",
        ["torso", "head", "armL", "armR", "legL", "legR"] => "suit",
        _ => {
            return Err(bad(
                K,
                entry,
                "system.location",
                format!(
                    "covers {}: this game wears apparel on the head, the torso, one arm, one leg, the body or everything",
                    if worn.is_empty() { "nothing".to_owned() } else { worn.join(", ") }
                ),
            ))
        }
    };
    let resist = |t: &str| -> Result<Value, Refusal> {
        Ok(json!({ "dr": whole(K, entry, sys, &format!("resistance.{t}"), 0)? }))
    };
    let dr = json!({
        "physical": resist("physical")?,
        "energy": resist("energy")?,
        "radiation": resist("radiation")?,
        "poison": { "dr": 0 },
    });
    // Outfits are worn on the armour layer, as the shipped ones are (the
    // published clothing alone goes under armour).
    let layer = match sys["apparelType"].as_str().unwrap_or("armor") {
        "clothing" => "clothing",
        _ => "armour",
    };
    if whole(K, entry, sys, "health.max", 0)? > 0 {
        ignored.push(format!("{entry}: system.health"));
    }
    if sys["mods"]["modded"].as_bool() == Some(true) {
        ignored.push(format!("{entry}: system.mods"));
    }
    let mut row = Map::new();
    row.insert("name".into(), json!(entry.trim()));
    row.insert("slot".into(), json!(slot));
    row.insert("dr".into(), dr);
    row.insert("layer".into(), json!(layer));
    published(K, entry, sys, &mut row, ignored)?;
    Ok(Value::Object(row))
}

/// Whether a Foundry apparel Item is power armour (a frame or a piece).
fn is_power_armor(doc: &Value) -> bool {
    doc["system"]["apparelType"].as_str() == Some("powerArmor")
}

/// A Foundry power armour Item (`apparelType` `powerArmor`) as our
/// `power_armor` row: the frame (`powerArmor.isFrame`), or a piece on the one
/// location it covers, with its HP (`health.max`, else `health.value`) and
/// its DR. A frame carries no HP or DR of its own here: any it has is named.
fn power_armor_row(i: usize, doc: &Value, ignored: &mut Vec<String>) -> Result<Value, Refusal> {
    const K: &str = "power_armor";
    let (entry, sys) = name_and_system(K, i, doc)?;
    let n = |path: &str| whole(K, entry, sys, path, 0);
    let (physical, energy, radiation) = (
        n("resistance.physical")?,
        n("resistance.energy")?,
        n("resistance.radiation")?,
    );
    let (max, value) = (n("health.max")?, n("health.value")?);
    let frame = sys["powerArmor"]["isFrame"].as_bool() == Some(true);
    let (location, hp, dr) = if frame {
        if physical + energy + radiation > 0 {
            ignored.push(format!("{entry}: system.resistance"));
        }
        if max.max(value) > 0 {
            ignored.push(format!("{entry}: system.health"));
        }
        ("frame", 0, (0, 0, 0))
    } else {
        let worn: Vec<&str> = PARTS
            .into_iter()
            .filter(|p| at(sys, &format!("location.{p}")).and_then(Value::as_bool) == Some(true))
            .collect();
        let location = match worn.as_slice() {
            ["head"] => "head",
            ["torso"] => "torso",
            ["armL"] => "left-arm",
            ["armR"] => "right-arm",
            ["legL"] => "left-leg",
            ["legR"] => "right-leg",
            _ => {
                return Err(bad(
                    K,
                    entry,
                    "system.location",
                    format!(
                        "covers {}: a power armour piece covers one location",
                        if worn.is_empty() {
                            "nothing".to_owned()
                        } else {
                            worn.join(", ")
                        }
                    ),
                ))
            }
        };
        // The row is the whole piece; a damaged one's HP now is the sheet's.
        let hp = if max > 0 {
            if value != max {
                ignored.push(format!("{entry}: system.health.value"));
            }
            max
        } else {
            value
        };
        (location, hp, (physical, energy, radiation))
    };
    if sys["mods"]["modded"].as_bool() == Some(true) {
        ignored.push(format!("{entry}: system.mods"));
    }
    let mut row = Map::new();
    row.insert("name".into(), json!(entry.trim()));
    row.insert("location".into(), json!(location));
    row.insert("hp".into(), json!(hp));
    row.insert(
        "dr".into(),
        json!({
            "physical": { "dr": dr.0 },
            "energy": { "dr": dr.1 },
            "radiation": { "dr": dr.2 },
            "poison": { "dr": 0 },
        }),
    );
    published(K, entry, sys, &mut row, ignored)?;
    Ok(Value::Object(row))
}

/// A Foundry ammo Item as our ammunition row.
fn ammo_row(i: usize, doc: &Value, ignored: &mut Vec<String>) -> Result<Value, Refusal> {
    const K: &str = "ammo";
    let (entry, sys) = name_and_system(K, i, doc)?;
    if whole(K, entry, sys, "shots.max", 1)? > 1
        || whole(K, entry, sys, "charges.max", 0)? > 0
        || sys["fusionCore"].as_bool() == Some(true)
    {
        ignored.push(format!("{entry}: system.shots"));
    }
    let mut row = Map::new();
    row.insert("name".into(), json!(entry.trim()));
    published(K, entry, sys, &mut row, ignored)?;
    Ok(Value::Object(row))
}

/// A Foundry consumable Item (`consumableType` chem, food, beverage or
/// other) as our chem row: what the Fallout system itself applies when one
/// is used (HP healed, radiation healed, the addiction roll of a chem) and
/// its duration. Its effect text and Active Effects are prose and scripts the
/// game cannot read: named. One that does nothing the game models is
/// refused, naming it ([`Refusal::NoEffect`]).
fn consumable_row(i: usize, doc: &Value, ignored: &mut Vec<String>) -> Result<Value, Refusal> {
    const K: &str = "chems";
    let (entry, sys) = name_and_system(K, i, doc)?;
    let kind = spelling::word(sys["consumableType"].as_str().unwrap_or(""), "chem");
    let kind = kind.as_ref();
    let duration = consumable_duration(entry, sys)?;
    // The system heals HP and radiation for every type but `other`.
    let (heal, cure_rads) = if kind == "other" {
        for path in ["hp", "radiation"] {
            if whole(K, entry, sys, path, 0)? > 0 {
                ignored.push(format!("{entry}: system.{path}"));
            }
        }
        (0, 0)
    } else {
        (
            whole(K, entry, sys, "hp", 0)?,
            whole(K, entry, sys, "radiation", 0)?,
        )
    };
    // Only a chem rolls for addiction.
    let addictive = sys["addictive"].as_bool() == Some(true);
    let addiction = if kind == "chem" && addictive {
        Some(whole(K, entry, sys, "addiction", 0)?)
    } else {
        if addictive {
            ignored.push(format!("{entry}: system.addictive"));
        }
        None
    };
    let radiation_dice = radiation_dice(entry, sys, kind, ignored)?;
    if heal == 0 && cure_rads == 0 && addiction.is_none() && radiation_dice == 0 {
        return Err(Refusal::NoEffect {
            entry: name::echo(entry.trim()),
        });
    }
    unread_consumable_fields(entry, doc, kind, ignored)?;
    let mut row = Map::new();
    row.insert("name".into(), json!(entry.trim()));
    row.insert("duration".into(), json!(duration));
    row.insert("heal".into(), json!(heal));
    row.insert("cure_rads".into(), json!(cure_rads));
    row.insert("addiction".into(), json!(addiction));
    if radiation_dice > 0 {
        row.insert("radiation_dice".into(), json!(radiation_dice));
    }
    if sys.get("weight").is_none_or(|w| !w.is_number()) {
        // Our chems carry a published weight; Foundry's default is 0.
        row.insert("weight".into(), json!(0));
    }
    published(K, entry, sys, &mut row, ignored)?;
    if !row.contains_key("rarity") {
        row.insert("rarity".into(), json!(0));
    }
    Ok(Value::Object(row))
}

/// A consumable's duration. Foundry writes `""` for no duration (food and
/// drink) and sometimes a capital (`Instant`).
fn consumable_duration(entry: &str, sys: &Value) -> Result<&'static str, Refusal> {
    match spelling::word(sys["duration"].as_str().unwrap_or(""), "instant").as_ref() {
        "instant" => Ok("instant"),
        "brief" => Ok("brief"),
        "lasting" => Ok("lasting"),
        other => Err(bad(
            "chems",
            entry,
            "system.duration",
            format!("`{}` is none of instant, brief, lasting", name::echo(other)),
        )),
    }
}

/// Names the fields of a consumable the game does not read: its effect text,
/// active effects, a beverage's alcohol and the thirst it quenches.
fn unread_consumable_fields(
    entry: &str,
    doc: &Value,
    kind: &str,
    ignored: &mut Vec<String>,
) -> Result<(), Refusal> {
    let sys = &doc["system"];
    if sys["effect"].as_str().is_some_and(|e| !e.trim().is_empty()) {
        ignored.push(format!("{entry}: system.effect"));
    }
    if doc["effects"].as_array().is_some_and(|e| !e.is_empty()) {
        ignored.push(format!("{entry}: effects"));
    }
    if kind == "beverage" && sys["alcoholic"].as_bool() == Some(true) {
        ignored.push(format!("{entry}: system.alcoholic"));
    }
    if whole("chems", entry, sys, "thirstReduction", 0)? > 0 {
        ignored.push(format!("{entry}: system.thirstReduction"));
    }
    Ok(())
}

/// Food and drink marked irradiated roll their radiation dice when taken
/// (`radiationDamage`, the system's default one); `other` applies nothing
/// (named), a chem's flag is not read by the system.
fn radiation_dice(
    entry: &str,
    sys: &Value,
    kind: &str,
    ignored: &mut Vec<String>,
) -> Result<u32, Refusal> {
    if sys["irradiated"].as_bool() != Some(true) || kind == "chem" {
        return Ok(0);
    }
    if kind == "other" {
        ignored.push(format!("{entry}: system.irradiated"));
        return Ok(0);
    }
    whole("chems", entry, sys, "radiationDamage", 1)
}

/// A Foundry creature Actor as our creature template row.
fn creature_row(
    i: usize,
    doc: &Value,
    ammo: &dyn Fn(&str) -> Option<String>,
    ignored: &mut Vec<String>,
) -> Result<Value, Refusal> {
    const K: &str = "creatures";
    let (entry, sys) = name_and_system(K, i, doc)?;
    let body_type = sys["bodyType"].as_str().unwrap_or("humanoid");
    let s = shape(body_type).ok_or_else(|| {
        bad(
            K,
            entry,
            "system.bodyType",
            format!(
                "`{}` is none of humanoid, robot, quadruped, flyingInsect",
                name::echo(body_type)
            ),
        )
    })?;
    let n = |path: &str| whole(K, entry, sys, path, 0);
    let (kind, size, mutated) = creature_kind_and_size(doc, sys, s.kind);
    // Immune by the robot's rule or by an `Immune to ...` ability.
    let abilities = abilities(doc);
    let forced = |t: &str| {
        (kind == "robot" && matches!(t, "poison" | "radiation"))
            || abilities
                .iter()
                .any(|a| a.eq_ignore_ascii_case(&format!("Immune to {t}")))
    };
    let dr = creature_dr(entry, sys, &s, &forced, ignored)?;
    let attacks = creature_attacks(entry, doc, ammo, ignored)?;
    let hp = match n("health.max")? {
        0 => n("health.value")?,
        max => max,
    };
    for (path, plain) in [("category", "normal"), ("injuries", "")] {
        if let Some(v) = sys.get(path).and_then(Value::as_str) {
            if v != plain {
                ignored.push(format!("{entry}: system.{path}"));
            }
        }
    }
    for path in ["butchery", "salvage"] {
        if sys.get(path).is_some_and(|v| {
            v.as_object()
                .is_some_and(|o| o.values().any(|x| x.as_f64().is_some_and(|f| f != 0.0)))
        }) {
            ignored.push(format!("{entry}: system.{path}"));
        }
    }
    let mut row = json!({
        "name": entry.trim(),
        "level": n("level.value")?,
        "kind": kind,
        "body": n("body.value")?,
        "mind": n("mind.value")?,
        "melee": n("melee.value")?,
        "guns": n("guns.value")?,
        "other": n("other.value")?,
        "hp": hp,
        "initiative": n("initiative.value")?,
        "defense": n("defense.value")?,
        "size": size,
        "locations": s.body,
        "dr": dr,
        "attacks": attacks,
    });
    if mutated {
        row["mutated"] = json!(true);
    }
    Ok(row)
}

/// The names of a creature Actor's special abilities.
fn abilities(doc: &Value) -> Vec<&str> {
    doc["items"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|i| i["type"] == "special_ability")
        .filter_map(|i| i["name"].as_str())
        .map(str::trim)
        .collect()
}

/// A creature's kind, size and whether it is mutated: a robot by its
/// origin or its `Robot` ability (the Protectron stands on a humanoid
/// body), a person or an animal by its origin (`Mutated Human`, `Mammal`,
/// `Mutated Insect`), else as its body type says; little or big by its
/// `Little` or `Big` ability; mutated when its origin says so (Foundry's
/// free-text `system.origin`, the field its creatures carry their type in).
fn creature_kind_and_size(
    doc: &Value,
    sys: &Value,
    by_body: &'static str,
) -> (&'static str, &'static str, bool) {
    let origin = sys["origin"].as_str().unwrap_or("").to_lowercase();
    let abilities = abilities(doc);
    let has = |word: &str| abilities.iter().any(|a| a.eq_ignore_ascii_case(word));
    let kind = if has("Robot") || origin.contains("robot") {
        "robot"
    } else if ["human", "ghoul", "mutant"]
        .iter()
        .any(|w| origin.contains(w))
    {
        "person"
    } else if [
        "mammal", "insect", "animal", "reptile", "fish", "bird", "arachnid",
    ]
    .iter()
    .any(|w| origin.contains(w))
    {
        "animal"
    } else {
        by_body
    };
    let size = if has("Little") {
        "little"
    } else if has("Big") {
        "big"
    } else {
        "normal"
    };
    (kind, size, origin.contains("mutated"))
}

/// A creature's DR by location: the torso's first (ours reads the first
/// entry for every location not listed), then only the parts that differ
/// from it; parts this game has no location for, named when they differ.
/// Immune to a damage type where its `system.immunities` say so, or
/// `forced` (a robot to poison and radiation, as every robot of the
/// compendium and the robot origin are; an `Immune to Radiation` ability
/// the flags forgot, as the compendium's Mongrel Dog's): a flag that said
/// otherwise is named.
fn creature_dr(
    entry: &str,
    sys: &Value,
    s: &Shape,
    forced: &dyn Fn(&str) -> bool,
    ignored: &mut Vec<String>,
) -> Result<Vec<Value>, Refusal> {
    let n = |path: &str| whole("creatures", entry, sys, path, 0);
    let said = |t: &str| at(sys, &format!("immunities.{t}")).and_then(Value::as_bool) == Some(true);
    for t in ["physical", "energy", "radiation", "poison"] {
        if forced(t) && !said(t) {
            ignored.push(format!("{entry}: system.immunities.{t}"));
        }
    }
    let immune = |t: &str| said(t) || forced(t);
    let part_dr = |p: &str| -> Result<Value, Refusal> {
        let r = |t: &str| -> Result<Value, Refusal> {
            if immune(t) {
                return Ok(json!("immune"));
            }
            Ok(json!({ "dr": n(&format!("body_parts.{p}.resistance.{t}"))? }))
        };
        Ok(json!({
            "physical": r("physical")?,
            "energy": r("energy")?,
            "radiation": r("radiation")?,
            "poison": r("poison")?,
        }))
    };
    let mut dr: Vec<Value> = Vec::new();
    let mut first = Value::Null;
    for (p, ours) in PARTS.into_iter().zip(s.parts) {
        let this = part_dr(p)?;
        let Some(location) = ours else {
            if this != first {
                ignored.push(format!("{entry}: system.body_parts.{p}"));
            }
            continue;
        };
        if let Some(seen) = dr.iter().find(|d| d["location"] == location) {
            // Two of Foundry's parts are one of ours (a quadruped's legs).
            if seen["dr"] != this {
                ignored.push(format!("{entry}: system.body_parts.{p}"));
            }
            continue;
        }
        if first.is_null() {
            first = this.clone();
        } else if this == first {
            continue;
        }
        dr.push(json!({ "location": location, "dr": this }));
    }
    Ok(dr)
}

/// A creature's attacks: its weapon Items, each with the attribute and
/// skill it rolls; its other Items named as ignored.
fn creature_attacks(
    entry: &str,
    doc: &Value,
    ammo: &dyn Fn(&str) -> Option<String>,
    ignored: &mut Vec<String>,
) -> Result<Vec<Value>, Refusal> {
    let mut attacks = Vec::new();
    let mut j = 0;
    for item in doc["items"].as_array().into_iter().flatten() {
        let item_name = item["name"].as_str().unwrap_or("?");
        if item["type"].as_str() != Some("weapon") {
            ignored.push(format!(
                "{entry}: {} ({})",
                item_name,
                item["type"].as_str().unwrap_or("?")
            ));
            continue;
        }
        let weapon = weapon_row(j, item, true, ammo, ignored)?;
        j += 1;
        let attribute = match item["system"]["creatureAttribute"].as_str().unwrap_or("") {
            "mind" => "mind",
            _ => "body",
        };
        let close = matches!(weapon["kind"].as_str(), Some("melee" | "unarmed"));
        let skill = match item["system"]["creatureSkill"].as_str().unwrap_or("") {
            s @ ("melee" | "guns" | "other") => s,
            _ if close => "melee",
            _ => "guns",
        };
        attacks.push(json!({ "attribute": attribute, "skill": skill, "weapon": weapon }));
    }
    Ok(attacks)
}

/// The campaign's ammunition a name means: ours by name, or Foundry's
/// spelling of it (`10mm Round` is our `10mm`, `Shotgun Shell` our
/// `shotgun shell`).
fn known_ammo(brew: &Fallout2d20Brew, text: &str) -> Option<String> {
    let spelled = spelling::ammo(text).and_then(|ours| brew.find_ammo(ours));
    spelled.or_else(|| brew.find_ammo(text)).or_else(|| {
        let t = text.trim();
        ["round", "cartridge"].iter().find_map(|suffix| {
            let cut = t.len().checked_sub(suffix.len())?;
            let tail = t.get(cut..)?;
            if !tail.eq_ignore_ascii_case(suffix) {
                return None;
            }
            brew.find_ammo(t[..cut].trim_end())
        })
    })
}

/// One document as a row of ours: its kind and the row; `Ok(None)` when
/// the game has no kind for its type (named in `out`).
fn document_row(
    brew: &Fallout2d20Brew,
    out: &mut Mapped,
    i: usize,
    doc: &Value,
    ignored: &mut Vec<String>,
) -> Result<Option<(&'static str, Value)>, Refusal> {
    let ammo = |t: &str| {
        let ours = spelling::ammo(t).unwrap_or(t);
        // The campaign's spelling first: a row of this file over a shipped
        // entry is stored with the shipped name.
        known_ammo(brew, t).or_else(|| out.spelled("ammo", ours))
    };
    let kind = doc["type"].as_str().unwrap_or("");
    Ok(Some(match kind {
        "weapon" => {
            let row = weapon_row(i, doc, false, &ammo, ignored)?;
            if let Some(a) = row["ammo"].as_str() {
                // Ammunition neither the campaign nor the file has.
                if ammo(a).is_none() {
                    return Err(bad(
                        "weapons",
                        doc["name"].as_str().unwrap_or(""),
                        "ammo",
                        format!("`{}` is no entry of this campaign", name::echo(a)),
                    ));
                }
            }
            ("weapons", row)
        }
        "apparel" if is_power_armor(doc) => ("power_armor", power_armor_row(i, doc, ignored)?),
        "apparel" => ("armour", apparel_row(i, doc, ignored)?),
        "robot_armor" => {
            // Held as robot armour, never as apparel: see [`robot_armour`].
            match robot_armour(doc) {
                Some(reason) => out.report.notes.push(noted(doc, reason)),
                None => out.report.left_out.push(noted(doc, "robot_armour")),
            }
            return Ok(None);
        }
        "ammo" => {
            let mut row = ammo_row(i, doc, ignored)?;
            if let Some(ours) = row["name"].as_str().and_then(spelling::ammo) {
                row["name"] = json!(ours);
            }
            ("ammo", row)
        }
        "creature" => ("creatures", creature_row(i, doc, &ammo, ignored)?),
        "consumable" => ("chems", consumable_row(i, doc, ignored)?),
        other => {
            out.report.left_out.push(noted(doc, pack::reason(other)));
            return Ok(None);
        }
    }))
}

/// Where a pack's robot armour goes. Robot characters wear the game's
/// robot armour (`robot_armour.json`, read from this same pack), which an
/// import does not change: a piece of its name is held as that piece
/// (`robot_armour_shipped`; `robot_armour_differs` when the document's DR
/// is not the shipped piece's, whose numbers stay); `None` for a piece the
/// table does not hold (left out: robot armour is no apparel).
fn robot_armour(doc: &Value) -> Option<&'static str> {
    let piece = super::robots::RobotArmour::find(doc["name"].as_str()?.trim())?;
    let dr = |t: &str| doc["system"]["resistance"][t].as_u64();
    let same = [
        ("physical", piece.physical),
        ("energy", piece.energy),
        ("radiation", piece.radiation),
    ]
    .iter()
    .all(|(t, v)| dr(t) == Some(u64::from(*v)));
    Some(if same {
        "robot_armour_shipped"
    } else {
        "robot_armour_differs"
    })
}

/// A document named with a reason's code.
fn noted(doc: &Value, reason: &'static str) -> Noted {
    let kind = match doc["type"].as_str() {
        // A folder writes the type of what it holds (`Item`) and a
        // `sorting`, never a `system`.
        _ if doc.get("sorting").is_some() && doc.get("system").is_none() => "Folder",
        Some(t) => t,
        // A journal entry, a table.
        None => "?",
    };
    Noted {
        entry: name::echo(doc["name"].as_str().unwrap_or("?")),
        kind: name::echo(kind),
        reason,
    }
}

/// Maps Foundry documents (Items and creature Actors) into rows of this
/// game's kinds, document by document: a document that does not map is
/// refused alone (named with its refusal in the report), a type the game
/// has no kind for is named with its reason, and a row of a shipped
/// entry's name keeps what the game models for it (the report names what
/// it changed). A weapon's ammunition is named as the campaign (or the
/// same file) spells it.
///
/// # Errors
/// No document maps: the first document's refusal, or
/// [`Refusal::Malformed`] when none is of a type this game brews.
pub fn items(brew: &Fallout2d20Brew, docs: &[Value]) -> Result<Mapped, Refusal> {
    let mut out = Mapped::default();
    // Ammunition first, so a weapon of the same file finds it by its
    // Foundry name.
    let mut order: Vec<(usize, &Value)> = docs.iter().enumerate().collect();
    order.sort_by_key(|(_, d)| d["type"].as_str() != Some("ammo"));
    for (i, doc) in order {
        let mut ignored = Vec::new();
        match document_row(brew, &mut out, i, doc, &mut ignored) {
            Ok(Some((our, row))) => {
                let (row, changed) = pack::keep_modelled(our, row);
                out.report.changed.extend(changed);
                out.ignored.extend(ignored.iter().map(|s| name::echo(s)));
                out.push(our, row);
            }
            Ok(None) => {}
            Err(refusal) => out.report.refused.push(Rejected {
                entry: name::echo(doc["name"].as_str().unwrap_or("?")),
                refusal,
            }),
        }
    }
    if out.file.kinds.is_empty() {
        if let Some(first) = out.report.refused.first() {
            return Err(first.refusal.clone());
        }
        let left: Vec<String> = out
            .report
            .left_out
            .iter()
            .map(|n| format!("{} ({})", n.entry, n.kind))
            .collect();
        return Err(Refusal::Malformed {
            detail: format!(
                "no weapon, apparel, ammo, consumable or creature document (left out: {})",
                left.join(", ")
            ),
        });
    }
    out.file.ruleset = Some(super::RULESET_ID.to_owned());
    Ok(out)
}

impl Campaign {
    /// Maps Foundry documents into a homebrew file of this game and the
    /// fields left out (see [`items`]).
    ///
    /// # Errors
    /// The first document that does not map.
    pub fn foundry_items(&self, docs: &[Value]) -> Result<(File, Vec<String>), Refusal> {
        let m = items(&self.homebrew, docs)?;
        Ok((m.file, m.ignored))
    }

    /// Maps a pack of Foundry documents document by document (see
    /// [`items`]): our file, the fields left out, and the report.
    ///
    /// # Errors
    /// No document maps.
    pub fn foundry_pack(&self, docs: &[Value]) -> Result<(File, Vec<String>, PackReport), Refusal> {
        let m = items(&self.homebrew, docs)?;
        Ok((m.file, m.ignored, m.report))
    }
}
