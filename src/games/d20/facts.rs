//! What the web statistics read from this game's logged events
//! ([`crate::bot::game::Game::facts`]): the d20 of every check, save and
//! attack, and one success for each check a character passed.

use serde_json::Value;

use crate::bot::game::Facts;

/// The facts of one logged outcome's events.
pub(super) fn facts(events: &Value) -> Facts {
    let mut facts = Facts::default();
    for event in events.as_array().into_iter().flatten() {
        let kind = event["type"].as_str().unwrap_or_default();
        if !matches!(kind, "check" | "save" | "attack") {
            continue;
        }
        let roll = &event["roll"];
        if let Some(face) = roll["die"].as_u64() {
            facts.dice.push((20, face as u32));
        }
        let passed = matches!(roll["level"].as_str(), Some("success" | "critical_success"));
        if let (true, Some(name)) = (kind == "check" && passed, event["character"].as_str()) {
            facts.successes.push((name.to_owned(), 1));
        }
    }
    facts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rolls_give_their_die_and_passed_checks_one_success() {
        let events = serde_json::json!([
            {"type": "check", "character": "Ann", "roll": {"die": 12, "level": "success"}},
            {"type": "check", "character": "Ann", "roll": {"die": 3, "level": "failure"}},
            {"type": "sheet", "sheet": {}}
        ]);
        assert_eq!(
            facts(&events),
            Facts {
                dice: vec![(20, 12), (20, 3)],
                successes: vec![("Ann".to_owned(), 1)],
            }
        );
    }
}
