//! A Foundry character's origin and traits as the campaign holds them: the
//! origin (`system.origin`, free text on Foundry's sheet) read through the
//! origins table and its spellings, the traits from its `trait` Items (and
//! the free-text `system.trait`). An origin or trait the game does not know,
//! or a trait its origin does not give, is left out and named; it never
//! refuses the character.

use serde_json::Value;

use crate::engine::name;
use crate::engine::rulesets::fallout2d20::character::Character;
use crate::engine::rulesets::fallout2d20::origins::{Origin, Trait};
use crate::engine::rulesets::fallout2d20::robots::{self, RobotArmour, RobotModule};

/// The origin's row name (`None`: none, or one the game does not know) and
/// the traits held: the origin's own, then those of its list the sheet
/// names (at most its picks); with no known origin, every known trait the
/// sheet names.
pub(super) fn actor_origin(
    entry: &str,
    doc: &Value,
    ignored: &mut Vec<String>,
) -> (Option<String>, Vec<String>) {
    let sys = &doc["system"];
    let text = sys["origin"].as_str().map_or("", str::trim);
    let origin = if text.is_empty() {
        None
    } else {
        let found = Origin::find(text);
        if found.is_none() {
            ignored.push(format!("{entry}: {text} (origin: not a core origin)"));
        }
        found
    };
    let named = sheet_traits(doc);
    let mut held: Vec<String> = origin.map(|o| o.traits.clone()).unwrap_or_default();
    let mut chosen = 0;
    for text in named {
        let Some(t) = Trait::find(&text) else {
            ignored.push(format!("{entry}: {text} (trait: not a core trait)"));
            continue;
        };
        if held.iter().any(|h| name::same(h, &t.name)) {
            continue;
        }
        let fits =
            origin.is_none_or(|o| o.choose.iter().any(|c| *c == *t.name) && chosen < o.picks);
        if !fits {
            let o = origin.map_or_else(String::new, |o| o.name.to_string());
            ignored.push(format!("{entry}: {text} (trait: not of the {o} origin)"));
            continue;
        }
        chosen += 1;
        held.push(t.name.to_string());
    }
    (origin.map(|o| o.name.to_string()), held)
}

/// The traits the sheet names: its `trait` Items, then `system.trait`.
fn sheet_traits(doc: &Value) -> Vec<String> {
    let items = doc["items"].as_array().into_iter().flatten();
    let mut named: Vec<String> = items
        .filter(|i| i["type"].as_str() == Some("trait"))
        .filter_map(|i| i["name"].as_str())
        .map(|n| n.trim().to_owned())
        .filter(|n| !n.is_empty())
        .collect();
    if let Some(t) = doc["system"]["trait"]
        .as_str()
        .map(str::trim)
        .filter(|t| !t.is_empty())
    {
        named.push(t.to_owned());
    }
    named
}

/// A robot character's armour and modules (`robot`: each Item's type and
/// name), by the tables' names; a piece the tables do not hold, one over a
/// piece of its layer already held, or any part on a character that is no
/// robot is left out and named.
pub(super) fn robot_parts(
    entry: &str,
    c: &mut Character,
    robot: &[(&str, String)],
    ignored: &mut Vec<String>,
) {
    for (kind, text) in robot {
        let what = if *kind == "robot_mod" {
            "robot module"
        } else {
            "robot armour"
        };
        if !c.is_robot() {
            ignored.push(format!("{entry}: {text} ({what}: not a robot)"));
            continue;
        }
        if *kind == "robot_mod" {
            match RobotModule::find(text) {
                Some(m) if !c.modules.iter().any(|h| *h == *m.name) => {
                    c.modules.push(m.name.to_string());
                }
                Some(_) => {}
                None => ignored.push(format!("{entry}: {text} ({what}: not a core part)")),
            }
            continue;
        }
        let Some(p) = RobotArmour::find(text) else {
            ignored.push(format!("{entry}: {text} ({what}: not a core part)"));
            continue;
        };
        let mut with = c.robot_armour.clone();
        with.push(p.name.to_string());
        if robots::armour_valid(&with) {
            c.robot_armour = with;
        } else {
            ignored.push(format!("{entry}: {text} ({what}: its layer is held there)"));
        }
    }
}
