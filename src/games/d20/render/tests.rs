//! The renderer's tests: every event drawn in both languages with user
//! text escaped, refusals in the reader's words.

use super::*;
use crate::engine::dice::SeededDice;
use crate::engine::rulesets::d20::character::NewCharacter;
use crate::engine::rulesets::d20::Skill;
use crate::engine::rulesets::d20::{Campaign, Command, DiceExpr};

fn new(name: &str, owner: &str, level: i64) -> Command {
    Command::AddCharacter(NewCharacter {
        owner: owner.to_owned(),
        player: format!("player_{owner}"),
        name: name.to_owned(),
        level,
        attributes: [2, 3, 1, 0, 1, -1],
        proficient: vec![Skill::Stealth, Skill::Reflex, Skill::Explosives],
    })
}

/// Every kind of event, from a played campaign.
fn every_event() -> Vec<Outcome> {
    let mut campaign = Campaign::new();
    let mut dice = SeededDice::from_seed(7);
    let commands = [roster_and_check_commands(), fight_commands()].concat();
    commands
        .iter()
        .map(|c| {
            campaign
                .execute(c, &mut dice)
                .unwrap_or_else(|e| panic!("{c:?}: {e}"))
        })
        .collect()
}

/// The roster, conditions, sheets, a check, a save and two attacks.
fn roster_and_check_commands() -> Vec<Command> {
    vec![
        new("*Ana*", "1", 5),
        new("Bo", "2", 1),
        Command::AddEnemy {
            template: "Bandit".into(),
            name: None,
            count: 2,
        },
        Command::AddCondition {
            target: "Bandit 1".into(),
            condition: "prone".into(),
        },
        Command::AddCondition {
            target: "Bo".into(),
            condition: "_soaked_".into(),
        },
        Command::Status { name: None },
        Command::Status {
            name: Some("*Ana*".into()),
        },
        Command::Check {
            character: "*Ana*".into(),
            skill: Skill::Stealth,
            dc: 15,
            modifier: 0,
            repeat: 1,
        },
        Command::Save {
            character: "Bo".into(),
            skill: Skill::Reflex,
            dc: 15,
            damage: 3,
            modifier: 0,
        },
        Command::Attack {
            attacker: "*Ana*".into(),
            weapon: "Sword".into(),
            targets: vec!["Bandit 1".into()],
            modifier: 30,
        },
        Command::Attack {
            attacker: "*Ana*".into(),
            weapon: "Grenade".into(),
            targets: vec!["Bandit 1".into(), "Bandit 2".into()],
            modifier: 0,
        },
    ]
}

/// A roll, then a round of combat, harm and healing, and the leaving.
fn fight_commands() -> Vec<Command> {
    vec![
        Command::Roll {
            expr: DiceExpr::parse("4d6kh3+1").expect("dice"),
            repeat: 1,
        },
        Command::Initiative,
        Command::NextTurn,
        Command::EnemyAttack {
            enemy: "Bandit 2".into(),
            target: "Bo".into(),
            modifier: 0,
        },
        Command::SetLevel {
            character: "Bo".into(),
            level: 4,
        },
        Command::Hurt {
            target: "Bo".into(),
            amount: 500,
        },
        Command::Heal {
            target: "Bo".into(),
            amount: 2,
        },
        Command::RemoveCondition {
            target: "Bo".into(),
            condition: "_soaked_".into(),
        },
        Command::EndCombat,
        Command::RemoveEnemy {
            name: "Bandit 2".into(),
        },
        Command::RemoveCharacter { name: "Bo".into() },
    ]
}

#[test]
fn every_event_reads_in_both_languages_with_user_text_escaped() {
    let outcomes = every_event();
    let mut kinds = std::collections::BTreeSet::new();
    for lang in Lang::ALL {
        for outcome in &outcomes {
            for event in &outcome.events {
                let tag = serde_json::to_value(event).expect("json")["type"].clone();
                kinds.insert(tag.as_str().unwrap_or_default().to_owned());
            }
            for spec in outcome_specs(lang, outcome) {
                let text = spec.text();
                assert!(!text.contains("d20-"), "{lang}: an id shows: {text}");
                assert!(!text.contains("{ $"), "{lang}: {text}");
                assert!(!text.contains("*Ana*"), "{lang}: not escaped: {text}");
                assert!(!text.contains(" _soaked_"), "{lang}: not escaped: {text}");
            }
        }
    }
    // Every kind of event was drawn.
    assert_eq!(kinds.len(), 19, "{kinds:?}");
    for lang in Lang::ALL {
        let defined = crate::i18n::raw_ids(lang);
        for id in MESSAGE_IDS {
            assert!(defined.iter().any(|d| d == id), "{lang}: {id} missing");
        }
    }
}

#[test]
fn refusals_read_in_the_readers_words() {
    let err = Skill::read("Sneak").expect_err("not a d20 skill");
    let en = rule_error(Lang::EnUs, &err);
    assert!(
        en.starts_with("Unknown skill: Sneak. Try: Stealth, Will, Repair,"),
        "{en}"
    );
    let zh = rule_error(Lang::ZhCn, &err);
    assert!(
        zh.starts_with("未知的技能：Sneak。可选：潜行、强韧、反射、意志、"),
        "{zh}"
    );
    let mut campaign = Campaign::new();
    let mut dice = SeededDice::from_seed(1);
    campaign
        .execute(&new("A*", "1", 1), &mut dice)
        .expect("added");
    let dup = campaign
        .execute(&new("a*", "2", 1), &mut dice)
        .expect_err("the name is taken");
    assert_eq!(
        rule_error(Lang::EnUs, &dup),
        "The name a\\* is already in use (characters and enemies share names)."
    );
}
