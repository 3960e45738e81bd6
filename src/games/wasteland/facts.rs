//! What the web statistics read from this game's logged events
//! ([`crate::bot::game::Game::facts`]): the d20s of checks (each credited
//! with its successes to the check's leader), the d20s of enemies' attacks,
//! the d6 combat dice of damage rolls, and the dice of a logged `dice` event
//! (`/roll` changes nothing and is never logged, so its dice are not here).

use serde_json::Value;

use crate::bot::game::Facts;

/// The numbers of a JSON array of objects' `key` field.
fn faces<'a>(list: &'a Value, key: &'a str) -> impl Iterator<Item = u32> + 'a {
    list.as_array()
        .into_iter()
        .flatten()
        .filter_map(move |die| die[key].as_u64())
        .map(|face| face as u32)
}

/// The facts of one logged outcome's events.
pub(super) fn facts(events: &Value) -> Facts {
    let mut facts = Facts::default();
    for event in events.as_array().into_iter().flatten() {
        match event["type"].as_str() {
            Some("check") => {
                let result = &event["result"];
                facts
                    .dice
                    .extend(faces(&result["dice"], "face").map(|f| (20, f)));
                if let (Some(leader), Some(successes)) =
                    (result["leader"].as_str(), result["successes"].as_u64())
                {
                    facts.successes.push((leader.to_owned(), successes as u32));
                }
            }
            Some("enemy_attack") => {
                if let Some(roll) = event["roll"].as_u64() {
                    facts.dice.push((20, roll as u32));
                }
            }
            Some("damage") => facts
                .dice
                .extend(faces(&event["dice"], "face").map(|f| (6, f))),
            Some("dice") => {
                if let Some(sides) = event["sides"].as_u64() {
                    let rolled = event["faces"].as_array().into_iter().flatten();
                    let rolled = rolled.filter_map(Value::as_u64);
                    facts.dice.extend(rolled.map(|f| (sides as u32, f as u32)));
                }
            }
            _ => {}
        }
    }
    facts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn checks_damage_and_rolls_give_their_dice_and_successes() {
        let events = serde_json::json!([
            {"type": "check", "result": {"leader": "Mira", "successes": 3,
             "dice": [{"face": 7, "counted": true}, {"face": 2, "counted": true}]}},
            {"type": "action_status", "all_acted": true, "pending": []},
            {"type": "damage", "dice": [{"face": 1}, {"face": 6}]},
            {"type": "dice", "sides": 6, "faces": [1, 1, 6]},
            {"type": "hp", "name": "Mira", "after": 47, "max": 50}
        ]);
        assert_eq!(
            facts(&events),
            Facts {
                dice: vec![(20, 7), (20, 2), (6, 1), (6, 6), (6, 1), (6, 1), (6, 6)],
                successes: vec![("Mira".to_owned(), 3)],
            }
        );
    }

    #[test]
    fn an_enemys_attack_gives_its_d20() {
        // As `enemy-attack Radroach Mira` logs it (a miss: no damage dice).
        let events = serde_json::json!([
            {"damage": 0, "damage_dice": [], "enemy": "Radroach", "raw_damage": 0,
             "reduction": 0, "result": "miss", "roll": 13, "skill": 8,
             "suppressed": false, "target": "Mira", "type": "enemy_attack"},
            {"all_acted": false, "pending": [], "type": "action_status"}
        ]);
        assert_eq!(
            facts(&events),
            Facts {
                dice: vec![(20, 13)],
                successes: vec![],
            }
        );
    }
}
