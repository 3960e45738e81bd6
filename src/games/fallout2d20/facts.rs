//! What the web statistics read from this game's logged events
//! ([`crate::bot::game::Game::facts`]): the d20s of tests, each test's
//! successes credited to the character who rolled.

use serde_json::Value;

use crate::bot::game::Facts;

/// The facts of one logged outcome's events.
pub(super) fn facts(events: &Value) -> Facts {
    let mut facts = Facts::default();
    for event in events.as_array().into_iter().flatten() {
        if event["type"] != "test" {
            continue;
        }
        let test = &event["test"];
        let dice = test["roll"]["dice"].as_array().into_iter().flatten();
        facts.dice.extend(
            dice.filter_map(|d| d["face"].as_u64())
                .map(|f| (20, f as u32)),
        );
        let unit = &test["unit"];
        if let (Some("character"), Some(name), Some(successes)) = (
            unit["kind"].as_str(),
            unit["name"].as_str(),
            test["successes"].as_u64(),
        ) {
            facts.successes.push((name.to_owned(), successes as u32));
        }
    }
    facts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_test_gives_its_d20s_and_the_characters_successes() {
        let events = serde_json::json!([{"type": "test", "test": {
            "roll": {"dice": [{"face": 13, "successes": 0}, {"face": 2, "successes": 2}]},
            "successes": 2, "unit": {"kind": "character", "name": "Cy"}}}]);
        assert_eq!(
            facts(&events),
            Facts {
                dice: vec![(20, 13), (20, 2)],
                successes: vec![("Cy".to_owned(), 2)],
            }
        );
    }
}
