//! The seed engine's players as this game's characters: who plays them,
//! S.P.E.C.I.A.L., skills and tags, HP, rads, caps, AP, inventory, hunger,
//! status effects, down or dead, and where each is.

use std::collections::BTreeMap;

use super::tree::{get, path, Field, Tree};
use super::{bounded, clean_text, new_name, NotModelled, SeedError, SeedFormat, Subject};
use super::{MAX_SEED_ENTRIES, MAX_SEED_PLAYERS};
use crate::engine::name;
use crate::engine::rulesets::wasteland::campaign::Campaign;
use crate::engine::rulesets::wasteland::character::{
    canonical_item, Character, Condition, MAX_AP, MAX_CAPS, MAX_RADS, MAX_STACK,
};
use crate::engine::rulesets::wasteland::effect::{Effect, PERMANENT};
use crate::engine::rulesets::wasteland::error::{RuleError, Unknown};
use crate::engine::rulesets::wasteland::house::HUNGER_MAX;
use crate::engine::rulesets::wasteland::skills::Skill;
use crate::engine::rulesets::wasteland::validate::MAX_EFFECT_TURNS;
use crate::engine::special::{Attribute, Special};

/// The player fields read into the character (the rest are named).
const READ: [&str; 14] = [
    "player_id",
    "character",
    "background",
    "hp",
    "rads",
    "caps",
    "ap",
    "special",
    "tag_skills",
    "skills",
    "inventory",
    "hunger",
    "status_effects",
    "location",
];

/// The script's names of the chem effects, and the chem each is here
/// (`CHEM_EFFECTS` in its `data.py`, the same in both releases).
const CHEM_EFFECTS: [(&str, &str); 6] = [
    ("Hulking", "Buffout"),
    ("Jet Rush", "Jet"),
    ("Enhanced Cognition", "Mentats"),
    ("Rage", "Psycho"),
    ("Pain Suppression", "Med-X"),
    ("Rad Resistance", "Rad-X"),
];

/// The script's effect for a player at 0 HP; it lasts the turns left to
/// stabilize them.
const DOWN: &str = "Incapacitated";

/// Every player of the file, in file order.
pub(super) fn players(
    value: &Tree,
    location: &str,
    format: SeedFormat,
    campaign: &mut Campaign,
    notes: &mut Vec<NotModelled>,
) -> Result<(), SeedError> {
    let list = Field {
        at: "players",
        value,
    }
    .object()?;
    bounded("players", list, MAX_SEED_PLAYERS)?;
    let mut names = Vec::new();
    for (key, value) in list {
        let at = path("players", key);
        let name = new_name(&at, key, name::CHARACTER_NAME, &names)?;
        let fields = Field { at: &at, value }.object()?;
        let c = character(&at, &name, fields, notes)?;
        owner_free(&at, campaign, &c)?;
        if let Some(hunger) = get(fields, "hunger") {
            let h = Field {
                at: &path(&at, "hunger"),
                value: hunger,
            }
            .count(0, HUNGER_MAX)?;
            if format == SeedFormat::Current {
                campaign.hunger.insert(name.clone(), h);
            } else {
                notes.push(NotModelled::new(
                    Subject::Player,
                    Some(&name),
                    "hunger",
                    hunger,
                ));
            }
        }
        if let Some(place) = get(fields, "location") {
            let f = Field {
                at: &path(&at, "location"),
                value: place,
            };
            let place = clean_text(f, name::LOCATION)?;
            if !name::same(&place, location) {
                campaign.apart.insert(name.clone(), place);
            }
        }
        others(&name, fields, &c, notes);
        names.push(name);
        campaign.players.push(c);
    }
    Ok(())
}

/// One character from a player's fields.
fn character(
    at: &str,
    name: &str,
    fields: &[(String, Tree)],
    notes: &mut Vec<NotModelled>,
) -> Result<Character, SeedError> {
    let required = |key: &str| {
        get(fields, key).ok_or_else(|| SeedError::Malformed {
            at: path(at, key),
            expected: expected_of(key),
        })
    };
    let text = |key: &str, bound| {
        let at = path(at, key);
        clean_text(
            Field {
                at: &at,
                value: required(key)?,
            },
            bound,
        )
    };
    let special = special(&path(at, "special"), required("special")?)?;
    let (skills, tags) = skills(at, name, fields, notes)?;
    let mut c = Character {
        owner: text("player_id", name::OWNER)?,
        name: name.to_owned(),
        character: text("character", name::CONCEPT)?,
        background: text("background", name::BACKGROUND)?,
        special,
        skills,
        tags,
        hp: 0,
        rads: 0,
        caps: 0,
        ap: 0,
        inventory: Vec::new(),
        effects: Vec::new(),
        condition: Condition::Active,
    };
    let number = |key: &str, max: u32| -> Result<u32, SeedError> {
        let at = path(at, key);
        match get(fields, key) {
            Some(value) => Field { at: &at, value }.count(0, max),
            None => Ok(0),
        }
    };
    c.hp = number("hp", c.max_hp())?;
    c.rads = number("rads", MAX_RADS)?;
    c.caps = number("caps", MAX_CAPS)?;
    c.ap = number("ap", MAX_AP)?;
    if let Some(items) = get(fields, "inventory") {
        inventory(&path(at, "inventory"), items, &mut c)?;
    }
    if let Some(effects) = get(fields, "status_effects") {
        status_effects(&path(at, "status_effects"), effects, &mut c, notes)?;
    } else if c.hp == 0 {
        c.condition = Condition::Dead;
    }
    Ok(c)
}

/// What a missing player field should have been.
fn expected_of(key: &str) -> super::Expected {
    match key {
        "special" => super::Expected::Object,
        _ => super::Expected::Text,
    }
}

/// The seven scores: each 1..=10, adding up to 40 as at creation.
fn special(at: &str, value: &Tree) -> Result<Special, SeedError> {
    let fields = Field { at, value }.object()?;
    let mut scores = [0u8; 7];
    for (i, attribute) in Attribute::ALL.into_iter().enumerate() {
        let key = attribute.to_string();
        let here = path(at, &key);
        let value = get(fields, &key).ok_or_else(|| SeedError::Malformed {
            at: here.clone(),
            expected: super::Expected::Number,
        })?;
        let score = Field { at: &here, value }.count(1, 10)?;
        scores[i] = u8::try_from(score).unwrap_or(10);
    }
    let special = Special(scores);
    if special.total() != Special::CREATION_TOTAL {
        return Err(SeedError::refused(
            at,
            RuleError::SpecialTotal {
                total: special.total(),
            },
        ));
    }
    Ok(special)
}

/// The skill levels (0..=6, a tag at least 2) and the three tags; tags past
/// three and skills this game does not have are named.
fn skills(
    at: &str,
    name: &str,
    fields: &[(String, Tree)],
    notes: &mut Vec<NotModelled>,
) -> Result<(BTreeMap<Skill, u8>, Vec<Skill>), SeedError> {
    let tags_at = path(at, "tag_skills");
    let listed = get(fields, "tag_skills").ok_or_else(|| SeedError::Malformed {
        at: tags_at.clone(),
        expected: super::Expected::List,
    })?;
    let listed = Field {
        at: &tags_at,
        value: listed,
    }
    .list()?;
    let mut tags = Vec::new();
    for (i, tag) in listed.iter().enumerate() {
        let here = format!("{tags_at}[{i}]");
        let text = Field {
            at: &here,
            value: tag,
        }
        .text()?;
        let skill = known_skill(&here, &text)?;
        if tags.len() < 3 && !tags.contains(&skill) {
            tags.push(skill);
        } else if !tags.contains(&skill) {
            notes.push(NotModelled::new(
                Subject::Player,
                Some(name),
                "tag_skills",
                tag,
            ));
        }
    }
    if tags.len() != 3 {
        return Err(SeedError::refused(
            &tags_at,
            RuleError::TagSkills { given: tags },
        ));
    }
    let mut levels: BTreeMap<Skill, u8> = Skill::ALL.into_iter().map(|s| (s, 0)).collect();
    let skills_at = path(at, "skills");
    let listed = match get(fields, "skills") {
        Some(value) => Field {
            at: &skills_at,
            value,
        }
        .object()?,
        None => &[],
    };
    for (key, value) in listed {
        let here = path(&skills_at, key);
        let Some(skill) = Skill::parse(key) else {
            let field = path("skills", key);
            notes.push(NotModelled::new(Subject::Player, Some(name), &field, value));
            continue;
        };
        let min = if tags.contains(&skill) {
            Skill::TAG_START
        } else {
            0
        };
        let level =
            Field { at: &here, value }.count(u32::from(min), u32::from(Skill::MAX_LEVEL))?;
        levels.insert(skill, u8::try_from(level).unwrap_or(Skill::MAX_LEVEL));
    }
    for tag in &tags {
        if levels[tag] < Skill::TAG_START {
            return Err(SeedError::Number {
                at: path(&skills_at, tag.name()),
                value: levels[tag].to_string(),
                min: i64::from(Skill::TAG_START),
                max: i64::from(Skill::MAX_LEVEL),
            });
        }
    }
    Ok((levels, tags))
}

fn known_skill(at: &str, text: &str) -> Result<Skill, SeedError> {
    Skill::parse(text).ok_or_else(|| {
        SeedError::refused(
            at,
            super::unknown(
                Unknown::Skill,
                text,
                Skill::ALL.iter().map(|s| s.name().to_owned()).collect(),
            ),
        )
    })
}

/// The items carried: names through the gate (the game's spelling for the
/// items it knows), counts 0..=99,999 (an empty stack is no stack).
fn inventory(at: &str, value: &Tree, c: &mut Character) -> Result<(), SeedError> {
    let items = Field { at, value }.object()?;
    bounded(at, items, MAX_SEED_ENTRIES)?;
    for (item, qty) in items {
        let here = path(at, item);
        let clean = name::clean(name::ITEM_NAME, item)
            .map_err(|e| SeedError::refused(&here, RuleError::from(e)))?;
        let qty = Field {
            at: &here,
            value: qty,
        }
        .count(0, MAX_STACK)?;
        if qty > 0 {
            c.add_item(&canonical_item(&clean), qty)
                .map_err(|e| SeedError::refused(&here, e))?;
        }
    }
    Ok(())
}

/// The status effects: the script's chem effects become this game's chems,
/// `Incapacitated` the character's condition (3 turns to stabilize: the
/// turns left say how long they have been down), a player at 0 HP without it
/// is dead; an effect listed twice keeps its longest and names the other.
fn status_effects(
    at: &str,
    value: &Tree,
    c: &mut Character,
    notes: &mut Vec<NotModelled>,
) -> Result<(), SeedError> {
    let list = Field { at, value }.list()?;
    bounded(at, list, MAX_SEED_ENTRIES)?;
    let mut down = None;
    for (i, entry) in list.iter().enumerate() {
        let here = format!("{at}[{i}]");
        let fields = Field {
            at: &here,
            value: entry,
        }
        .object()?;
        let name_at = path(&here, "name");
        let raw = get(fields, "name").ok_or_else(|| SeedError::Malformed {
            at: name_at.clone(),
            expected: super::Expected::Text,
        })?;
        let raw = Field {
            at: &name_at,
            value: raw,
        }
        .text()?;
        let turns = match get(fields, "remaining") {
            Some(value) => {
                let at = path(&here, "remaining");
                let left =
                    Field { at: &at, value }.number(i64::MIN, i64::from(MAX_EFFECT_TURNS))?;
                // The script keeps -1 for ever and ends anything else at or
                // below 1 on the next turn.
                if left == -1 {
                    PERMANENT
                } else {
                    i32::try_from(left.max(1)).unwrap_or(1)
                }
            }
            None => PERMANENT,
        };
        if raw == DOWN {
            down = Some(turns);
            continue;
        }
        let effect_name = chem_name(&raw);
        let effect_name = name::clean(name::EFFECT_NAME, &effect_name)
            .map_err(|e| SeedError::refused(&name_at, RuleError::from(e)))?;
        add_effect(c, &effect_name, turns, &Tree::Text(raw), notes);
    }
    c.condition = match (c.hp, down) {
        (0, Some(left)) => {
            let left = if left == PERMANENT {
                3
            } else {
                left.clamp(1, 3)
            };
            Condition::Incapacitated {
                turns_down: u32::try_from(3 - left).unwrap_or(0),
            }
        }
        (0, None) => Condition::Dead,
        _ => Condition::Active,
    };
    Ok(())
}

/// This game's name of a script effect: a chem's effect is the chem.
fn chem_name(raw: &str) -> String {
    CHEM_EFFECTS
        .iter()
        .find(|(effect, _)| name::same(effect, raw))
        .map_or_else(|| raw.to_owned(), |(_, chem)| (*chem).to_owned())
}

fn add_effect(c: &mut Character, name: &str, turns: i32, raw: &Tree, notes: &mut Vec<NotModelled>) {
    let longer = |a: i32, b: i32| a == PERMANENT || (b != PERMANENT && a > b);
    match c.effects.iter_mut().find(|e| name::same(&e.name, name)) {
        Some(held) => {
            notes.push(NotModelled::new(
                Subject::Player,
                Some(&c.name),
                "status_effects",
                raw,
            ));
            if longer(turns, held.turns) {
                held.turns = turns;
            }
        }
        None => c.effects.push(Effect {
            name: crate::engine::rulesets::wasteland::effect::canonical_name(name),
            turns,
        }),
    }
}

/// A living character's player plays no other living character.
fn owner_free(at: &str, campaign: &Campaign, c: &Character) -> Result<(), SeedError> {
    if !c.is_alive() {
        return Ok(());
    }
    match campaign
        .players
        .iter()
        .find(|o| o.is_alive() && o.owner == c.owner)
    {
        Some(other) => Err(SeedError::refused(
            &path(at, "player_id"),
            RuleError::OwnerHasCharacter {
                owner: c.owner.clone(),
                existing: other.name.clone(),
            },
        )),
        None => Ok(()),
    }
}

/// The player's fields this game does not keep: kills, quests completed,
/// HP or carry weight other than the scores give, and any other field.
fn others(name: &str, fields: &[(String, Tree)], c: &Character, notes: &mut Vec<NotModelled>) {
    for (key, value) in fields {
        if READ.contains(&key.as_str()) || value.is_empty() {
            continue;
        }
        let derived = match key.as_str() {
            "max_hp" => Some(c.max_hp()),
            "carry_weight" => Some(c.carry_weight()),
            _ => None,
        };
        let same =
            derived.is_some_and(|d| matches!(value, Tree::Number(n) if n.parse::<u32>() == Ok(d)));
        if !same {
            notes.push(NotModelled::new(Subject::Player, Some(name), key, value));
        }
    }
}
