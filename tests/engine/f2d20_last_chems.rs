//! The last core chems of the Fallout 2d20 game (issue #28): X-Cell (the
//! first d20 bought on each of the taker's tests is free, for the scene),
//! with the published numbers and addiction rolled as for the others.
//! Scripted dice, exact numbers, through the command line's words.
//!
//! Ace: AGI 7 + Sneak 0 (target 7). Dice order: an addiction roll is one
//! combat die per dose counted; a test rolls its d20s.

use overseer::engine::rulesets::fallout2d20::chems::{Chem, ChemDuration, ChemTaken};
use overseer::engine::rulesets::fallout2d20::outcome::{Event, Outcome, TestReport};

use crate::f2d20_play;
use f2d20_play::{line, with_ace};

fn chem_taken(out: &Outcome) -> ChemTaken {
    out.events
        .iter()
        .find_map(|e| match e {
            Event::Action { chem, .. } => chem.clone(),
            _ => None,
        })
        .expect("a chem taken")
}

fn test_report(out: &Outcome) -> TestReport {
    out.events
        .iter()
        .find_map(|e| match e {
            Event::Test { test, .. } => Some((**test).clone()),
            _ => None,
        })
        .expect("a test")
}

#[test]
fn x_cell_carries_the_published_numbers() {
    let x = Chem::find("x-cell").expect("X-Cell");
    assert_eq!(
        (
            x.duration,
            x.free_bought_dice,
            x.addiction,
            x.weight.0,
            x.cost,
            x.rarity
        ),
        (ChemDuration::Lasting, 1, Some(1), 100, 60, 4)
    );
}

#[test]
fn x_cell_makes_the_first_bought_d20_free_until_the_scene_ends() {
    let mut c = with_ace(&["X-Cell 2"]);
    line(&mut c, "ap group 6", []);
    // Addiction 1: the first dose rolls one combat die; a 3 is no Effect.
    let taken = chem_taken(&line(&mut c, "action Ace take-chem X-Cell", [3]));
    let roll = taken.addiction.expect("an addiction roll");
    assert_eq!((roll.doses, roll.addiction, roll.addicted), (1, 1, false));
    assert_eq!(taken.duration, ChemDuration::Lasting);
    assert_eq!(taken.left, 1);
    // One bought die: free, the pool keeps its 6 AP.
    let t = test_report(&line(&mut c, "test Ace AGI Sneak 1 --buy 1", [12, 13, 4]));
    assert_eq!((t.bought.dice, t.bought.cost), (1, 0));
    let free = t.bought.free.clone().expect("a free die");
    assert_eq!((free.dice, free.chems), (1, vec!["X-Cell".to_owned()]));
    assert!(t.bought.ap.is_none());
    assert_eq!(c.group_ap, 6);
    assert_eq!((t.successes, t.passed), (1, true));
    // Three bought dice: 1 + 2 + 3 AP, less the first: 5.
    let t = test_report(&line(
        &mut c,
        "test Ace AGI Sneak 1 --buy 3",
        [12, 13, 14, 15, 16],
    ));
    assert_eq!((t.bought.dice, t.bought.cost), (3, 5));
    assert_eq!(c.group_ap, 1);
    // Given to the GM instead: two dice, 3 AP less 1.
    let gm = c.gm_ap;
    let t = test_report(&line(
        &mut c,
        "test Ace AGI Sneak 1 --buy 2 --to-gm",
        [1, 13, 14, 15],
    ));
    assert_eq!(t.bought.cost, 2);
    assert_eq!(c.gm_ap, gm + 2);
    // No bought die: nothing is free.
    let t = test_report(&line(&mut c, "test Ace AGI Sneak 1", [1, 2]));
    assert!(t.bought.free.is_none());
    // The scene ends with a session: the first bought die costs 1 AP again.
    line(&mut c, "session", []);
    assert!(c.characters[0].vitals.chems.is_empty());
    line(&mut c, "ap group 6", []);
    let t = test_report(&line(&mut c, "test Ace AGI Sneak 1 --buy 1", [12, 13, 4]));
    assert_eq!((t.bought.cost, t.bought.free.is_none()), (1, true));
    assert_eq!(c.group_ap, 5);
}

#[test]
fn x_cell_ends_with_the_combat_and_its_second_dose_can_addict() {
    let mut c = with_ace(&["X-Cell 3"]);
    line(&mut c, "creature-add Raider", []);
    line(&mut c, "initiative", []);
    line(&mut c, "action Ace take-chem X-Cell", [4]);
    // It outlasts the turns of the fight.
    line(&mut c, "next", []);
    line(&mut c, "next", []);
    assert_eq!(c.characters[0].vitals.chems.len(), 1);
    line(&mut c, "end-combat", []);
    assert!(c.characters[0].vitals.chems.is_empty());
    // The second dose counted rolls two combat dice: a 6 is an Effect, and
    // one is as many as X-Cell's Addiction number.
    let taken = chem_taken(&line(&mut c, "action Ace take-chem X-Cell", [1, 6]));
    let roll = taken.addiction.expect("an addiction roll");
    assert_eq!((roll.doses, roll.roll.effects, roll.addicted), (2, 1, true));
    assert_eq!(c.characters[0].vitals.addictions, vec!["X-Cell".to_owned()]);
    // Addicted: no more rolls, the effect still applies.
    let taken = chem_taken(&line(&mut c, "action Ace take-chem X-Cell", []));
    assert!(taken.addiction.is_none());
    line(&mut c, "ap group 3", []);
    let t = test_report(&line(&mut c, "test Ace AGI Sneak 1 --buy 1", [12, 13, 4]));
    assert_eq!(t.bought.cost, 0);
}
