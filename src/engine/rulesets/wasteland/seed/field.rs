//! The seed engine's enemies as this game's (HP, damage dice, attack skill,
//! drops, traits; the shipped template a name stands for, so its typed
//! traits such as radiation immunity keep working), and who acted this round.

use super::tree::{get, path, Field, Tree};
use super::{bounded, clean_text, new_name, NotModelled, SeedError, Subject, MAX_SEED_ENEMIES};
use crate::engine::name;
use crate::engine::rulesets::wasteland::campaign::Campaign;
use crate::engine::rulesets::wasteland::data::LootTier;
use crate::engine::rulesets::wasteland::enemy::{tier_for_hp, Enemy};
use crate::engine::rulesets::wasteland::error::{RuleError, Unknown};
use crate::engine::rulesets::wasteland::outcome::Unit;

/// The enemy fields read (the rest are named).
const READ: [&str; 7] = [
    "hp",
    "max_hp",
    "damage",
    "attack_skill",
    "drops",
    "special",
    "status",
];

/// Every enemy of the file, in file order; a dead one stays at 0 HP until
/// the next turn clears it, as here.
pub(super) fn enemies(
    value: &Tree,
    campaign: &mut Campaign,
    notes: &mut Vec<NotModelled>,
) -> Result<(), SeedError> {
    let list = Field {
        at: "enemies",
        value,
    }
    .object()?;
    bounded("enemies", list, MAX_SEED_ENEMIES)?;
    // Characters and enemies share one namespace: an enemy's name is
    // checked against the players' too.
    let mut names: Vec<String> = campaign.players.iter().map(|p| p.name.clone()).collect();
    for (key, value) in list {
        let at = path("enemies", key);
        let name = new_name(&at, key, name::ENEMY_NAME, &names)?;
        let fields = Field { at: &at, value }.object()?;
        let enemy = enemy(&at, name.clone(), fields, campaign)?;
        for (field, value) in fields {
            if !READ.contains(&field.as_str()) && !value.is_empty() {
                notes.push(NotModelled::new(Subject::Enemy, Some(&name), field, value));
            }
        }
        names.push(name);
        campaign.enemies.push(enemy);
    }
    Ok(())
}

fn enemy(
    at: &str,
    name: String,
    fields: &[(String, Tree)],
    campaign: &Campaign,
) -> Result<Enemy, SeedError> {
    let required = |key: &str, expected| {
        get(fields, key)
            .map(|value| (path(at, key), value))
            .ok_or_else(|| SeedError::Malformed {
                at: path(at, key),
                expected,
            })
    };
    let number = |key: &str, min: u32, max: u32| {
        let (at, value) = required(key, super::Expected::Number)?;
        Field { at: &at, value }.count(min, max)
    };
    let max_hp = number("max_hp", 1, 1000)?;
    let mut hp = number("hp", 0, max_hp)?;
    if let Some(Tree::Text(status)) = get(fields, "status") {
        if status == "dead" {
            hp = 0;
        }
    }
    let (dice_at, dice) = required("damage", super::Expected::Text)?;
    let dice_text = Field {
        at: &dice_at,
        value: dice,
    }
    .text()?;
    let (damage_dice, damage_sides) = damage(&dice_text).ok_or_else(|| SeedError::Refused {
        at: dice_at.clone(),
        error: RuleError::Invalid {
            what: "damage".into(),
            value: name::echo(&dice_text),
        },
    })?;
    let drops = match get(fields, "drops") {
        Some(value) => drops(&path(at, "drops"), value)?,
        None => None,
    };
    let special = match get(fields, "special") {
        Some(value) => clean_text(
            Field {
                at: &path(at, "special"),
                value,
            },
            name::SPECIAL_TRAITS,
        )?,
        None => String::new(),
    };
    // "Raider 2" came from the Raider template.
    let base = name
        .rsplit_once(' ')
        .filter(|(_, n)| n.parse::<u32>().is_ok())
        .map_or(name.as_str(), |(base, _)| base);
    let template = campaign.homebrew.enemies.find(base);
    Ok(Enemy {
        tier: template.as_ref().map_or(tier_for_hp(max_hp), |t| t.tier),
        template: template.map(|t| t.name.to_string()),
        name,
        hp,
        max_hp,
        damage_dice,
        damage_sides,
        attack_skill: number("attack_skill", 1, 20)?,
        drops,
        special,
        effects: Vec::new(),
    })
}

/// `NdM` with 1..=20 dice of 2..=100 sides, as the script's `enemy-add`
/// takes (its pattern, `^\d+d\d+$`), within this game's bounds.
fn damage(text: &str) -> Option<(u32, u32)> {
    let (n, m) = text
        .trim()
        .to_ascii_lowercase()
        .split_once('d')
        .map(|(n, m)| (n.to_owned(), m.to_owned()))?;
    let all_digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if !all_digits(&n) || !all_digits(&m) {
        return None;
    }
    let (n, m) = (n.parse::<u32>().ok()?, m.parse::<u32>().ok()?);
    ((1..=20).contains(&n) && (2..=100).contains(&m)).then_some((n, m))
}

/// The drops tier: the script's five, or `none`.
fn drops(at: &str, value: &Tree) -> Result<Option<LootTier>, SeedError> {
    let text = Field { at, value }.text()?;
    if text.trim().eq_ignore_ascii_case("none") {
        return Ok(None);
    }
    LootTier::ALL
        .into_iter()
        .find(|t| t.name().eq_ignore_ascii_case(text.trim()))
        .map(Some)
        .ok_or_else(|| SeedError::Refused {
            at: at.to_owned(),
            error: super::unknown(
                Unknown::Tier,
                &text,
                LootTier::ALL.iter().map(|t| t.name().to_owned()).collect(),
            ),
        })
}

/// The units that acted this round (the script's `turn_actions`), those of
/// the file's players and enemies; a name of neither is named.
pub(super) fn acted(
    value: &Tree,
    campaign: &mut Campaign,
    notes: &mut Vec<NotModelled>,
) -> Result<(), SeedError> {
    let list = Field {
        at: "turn_actions",
        value,
    }
    .object()?;
    for (who, done) in list {
        if done.is_empty() {
            continue;
        }
        let unit = if let Some(c) = campaign.players.iter().find(|c| name::same(&c.name, who)) {
            Unit::Player(c.name.clone())
        } else if let Some(e) = campaign.enemies.iter().find(|e| name::same(&e.name, who)) {
            Unit::Enemy(e.name.clone())
        } else {
            notes.push(NotModelled::new(
                Subject::World,
                None,
                &path("turn_actions", who),
                done,
            ));
            continue;
        };
        campaign.acted.insert(unit);
    }
    Ok(())
}
