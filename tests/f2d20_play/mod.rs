//! Playing a Fallout 2d20 campaign through the command line's words with
//! scripted dice, for the engine's integration tests (`tests/f2d20_*.rs`):
//! Ace, a character, and the steps every such test takes (a line played, a
//! line refused, an attack's report, a unit's HP).
//!
//! A test file uses the part it needs, so the rest is dead code there.
#![allow(dead_code)]

use overseer::cli::tokenize::tokenize;
use overseer::engine::dice::ScriptedDice;
use overseer::engine::rulesets::fallout2d20::character::Character;
use overseer::engine::rulesets::fallout2d20::character::NewCharacter;
use overseer::engine::rulesets::fallout2d20::chems::ChemTaken;
use overseer::engine::rulesets::fallout2d20::command::Command;
use overseer::engine::rulesets::fallout2d20::error::RuleError;
use overseer::engine::rulesets::fallout2d20::outcome::{AttackReport, Event, Outcome, TestReport};
use overseer::engine::rulesets::fallout2d20::skills::Skill;
use overseer::engine::rulesets::fallout2d20::Campaign;
use overseer::games::fallout2d20::cli::grammar::parse;

/// Ace: AGI 7, Small Guns 3 (tagged), Melee Weapons 3 (tagged). Defense 1.
pub fn ace() -> Command {
    Command::AddCharacter(NewCharacter {
        owner: "user-ace".into(),
        player: "Player".into(),
        name: "Ace".into(),
        special: [5, 7, 5, 4, 5, 7, 7],
        tags: vec![Skill::SmallGuns, Skill::MeleeWeapons, Skill::Explosives],
        points: vec![
            (Skill::SmallGuns, 1),
            (Skill::MeleeWeapons, 1),
            (Skill::Explosives, 1),
            (Skill::Unarmed, 2),
            (Skill::BigGuns, 2),
        ],
    })
}

/// A campaign with Ace, who was given each of `items` (`"10mm Pistol"`,
/// `"10mm 20"`).
pub fn with_ace(items: &[&str]) -> Campaign {
    let mut c = Campaign::new();
    c.execute(&ace(), &mut ScriptedDice::new([])).expect("ace");
    for item in items {
        line(&mut c, &format!("give Ace {item}"), []);
    }
    c
}

/// A command line read as the command line reads it.
pub fn command(text: &str) -> Command {
    let owned = tokenize(text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
    let words: Vec<&str> = owned.iter().map(String::as_str).collect();
    parse(&words).unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

/// Plays `text` with exactly `faces`; the campaign stays valid.
pub fn line(c: &mut Campaign, text: &str, faces: impl IntoIterator<Item = u32>) -> Outcome {
    let cmd = command(text);
    let mut dice = ScriptedDice::new(faces);
    let out = c
        .execute(&cmd, &mut dice)
        .unwrap_or_else(|e| panic!("{text} refused: {e:?}"));
    assert_eq!(dice.remaining(), 0, "{text} left faces unused");
    c.validate().expect("valid after a command");
    out
}

/// Plays `text`, which must be refused and change nothing.
pub fn refuse(c: &mut Campaign, text: &str) -> RuleError {
    let before = c.clone();
    let err = c
        .execute(&command(text), &mut ScriptedDice::new([]))
        .expect_err("must be refused");
    assert_eq!(*c, before, "a refused {text} changed the campaign");
    err
}

/// The report of the outcome's attack.
pub fn attack_report(out: &Outcome) -> AttackReport {
    out.events
        .iter()
        .find_map(|e| match e {
            Event::Attack { report } => Some((**report).clone()),
            _ => None,
        })
        .expect("an attack event")
}

/// A unit's HP now.
pub fn hp(c: &Campaign, name: &str) -> u32 {
    let u = c.unit(name).expect("unit");
    c.vitals(&u).expect("vitals").hp
}

/// The chem a line's action took.
pub fn chem_taken(out: &Outcome) -> ChemTaken {
    out.events
        .iter()
        .find_map(|e| match e {
            Event::Action { chem, .. } => chem.clone(),
            _ => None,
        })
        .expect("a chem taken")
}

/// The report of a line's test.
pub fn test_report(out: &Outcome) -> TestReport {
    out.events
        .iter()
        .find_map(|e| match e {
            Event::Test { test, .. } => Some((**test).clone()),
            _ => None,
        })
        .expect("a test")
}

/// Nora, the character the apparel tests dress.
pub fn nora(c: &Campaign) -> &Character {
    c.characters
        .iter()
        .find(|ch| ch.name == "Nora")
        .expect("Nora")
}
