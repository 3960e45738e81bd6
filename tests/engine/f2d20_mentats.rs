//! The Mentats variants shipped last (issue #28): Grape Mentats (CHA tests 2
//! easier, a re-rolled d20 on Barter tests) and Orange Mentats (PER tests 2
//! easier, Aim re-rolls one more d20), with the published numbers, applied
//! for the scene and ended with it. Scripted dice, exact numbers, through
//! the command line's words.
//!
//! Ace: PER 7, CHA 4, INT 5, AGI 7 + Small Guns 3 (tagged, criticals on
//! 1-3). A test's dice: its d20s, Aim's re-rolled d20, Orange Mentats' d20,
//! then another chem's re-rolled d20; an attack's location d20 and combat
//! dice follow.

use overseer::engine::mechanics::special::Attribute;
use overseer::engine::rulesets::fallout2d20::chems::{Chem, ChemDuration};
use overseer::engine::rulesets::fallout2d20::outcome::Reroll;
use overseer::engine::rulesets::fallout2d20::skills::Skill;

use crate::f2d20_play;
use f2d20_play::{attack_report, line, test_report, with_ace};

/// A re-rolled die, as the reports carry it.
fn rr(index: usize, before: u32, after: u32) -> Reroll {
    Reroll {
        index,
        before,
        after,
    }
}

#[test]
fn the_two_variants_carry_the_published_numbers() {
    let grape = Chem::find("grape mentats").expect("Grape Mentats");
    assert_eq!(
        (grape.duration, grape.addiction, grape.cost, grape.rarity),
        (ChemDuration::Lasting, Some(2), 60, 3)
    );
    assert_eq!(grape.reroll_skills, vec![Skill::Barter]);
    assert_eq!(grape.difficulty.get(&Attribute::Cha), Some(&-2));
    let orange = Chem::find("Orange Mentats").expect("Orange Mentats");
    assert_eq!(
        (
            orange.duration,
            orange.addiction,
            orange.cost,
            orange.rarity
        ),
        (ChemDuration::Lasting, Some(2), 60, 3)
    );
    assert_eq!(orange.aim_rerolls, 1);
    assert_eq!(orange.difficulty.get(&Attribute::Per), Some(&-2));
}

#[test]
fn grape_mentats_ease_cha_and_re_roll_a_barter_d20_until_the_scene_ends() {
    let mut c = with_ace(&["\"Grape Mentats\""]);
    // Addiction 2: the first dose rolls nothing.
    line(&mut c, "action Ace take-chem \"Grape Mentats\"", []);
    // CHA 4 + Barter 0 at 3 becomes 1; 12 and 6 miss, the 12 is re-rolled: 2.
    let t = test_report(&line(&mut c, "test Ace CHA Barter 3", [12, 6, 2]));
    let chem = t.chem.expect("Grape Mentats changed it");
    assert_eq!(chem.chems, vec!["Grape Mentats".to_owned()]);
    assert_eq!(
        (chem.asked, chem.difficulty, chem.reroll, chem.aim),
        (3, 1, Some(rr(0, 12, 2)), None)
    );
    assert_eq!((t.successes, t.passed), (1, true));
    // Speech is CHA but not Barter: easier, no re-roll.
    let t = test_report(&line(&mut c, "test Ace CHA Speech 2", [3, 9]));
    let chem = t.chem.expect("easier");
    assert_eq!((chem.asked, chem.difficulty, chem.reroll), (2, 0, None));
    assert_eq!(t.ap_generated, 1);
    // Barter on INT: no easier, still the re-roll (9 and 9: the first).
    let t = test_report(&line(&mut c, "test Ace INT Barter 1", [9, 9, 5]));
    let chem = t.chem.expect("re-rolled");
    assert_eq!(
        (chem.asked, chem.difficulty, chem.reroll),
        (1, 1, Some(rr(0, 9, 5)))
    );
    assert!(t.passed);
    // The scene ends with a session: the same Barter test is plain again.
    line(&mut c, "session", []);
    let t = test_report(&line(&mut c, "test Ace CHA Barter 3", [12, 6]));
    assert!(t.chem.is_none());
    assert!(!t.passed);
}

#[test]
fn orange_mentats_ease_per_and_let_aim_re_roll_a_second_d20_until_the_scene_ends() {
    let mut c = with_ace(&["\"Orange Mentats\"", "\"10mm Pistol\"", "10mm 5"]);
    line(&mut c, "creature-add Raider", []);
    line(&mut c, "action Ace take-chem \"Orange Mentats\"", []);
    // PER 7 + Lockpick 0 at 3 becomes 1: a 5 passes.
    let t = test_report(&line(&mut c, "test Ace PER Lockpick 3", [5, 9]));
    let chem = t.chem.expect("easier");
    assert_eq!((chem.asked, chem.difficulty, chem.aim), (3, 1, None));
    assert!(t.passed);
    // An aimed pistol shot (AGI 7 + Small Guns 3 = 10, Defense 1): 15 and 18
    // miss; Aim re-rolls the 18 (a 2, two successes), Orange Mentats the 15
    // (a 12, still a miss). Location 5 (torso), 4 blank combat dice.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"10mm Pistol\" --aim",
        [15, 18, 2, 12, 5, 3, 3, 3, 3],
    ));
    assert_eq!(r.test.reroll, Some(rr(1, 18, 2)));
    let chem = r.test.chem.clone().expect("Orange Mentats' die");
    assert_eq!(chem.chems, vec!["Orange Mentats".to_owned()]);
    assert_eq!(
        (chem.asked, chem.difficulty, chem.aim),
        (1, 1, Some(rr(0, 15, 12)))
    );
    assert_eq!(
        r.test.roll.dice.iter().map(|d| d.face).collect::<Vec<_>>(),
        vec![12, 2]
    );
    assert_eq!((r.test.successes, r.hit), (2, true));
    // Without Aim the chem gives nothing to an AGI attack.
    let r = attack_report(&line(&mut c, "attack Ace Raider \"10mm Pistol\"", [15, 18]));
    assert!(r.test.chem.is_none());
    assert!(!r.hit);
    // After the scene Aim re-rolls one d20 only.
    line(&mut c, "session", []);
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"10mm Pistol\" --aim",
        [15, 18, 12],
    ));
    assert_eq!(r.test.reroll, Some(rr(1, 18, 12)));
    assert!(r.test.chem.is_none());
    assert!(!r.hit);
}
