//! Overdrive (issue #28): +3 combat dice on the taker's attacks and up to
//! three blank combat dice of each damage roll re-rolled, for the scene, with
//! the published numbers; addiction 1. Scripted dice, exact numbers, through
//! the command line's words.
//!
//! An attack's dice: its d20s, the location d20 (none when chosen), the
//! combat dice, then the re-rolled blanks in order.

use overseer::engine::rulesets::fallout2d20::chems::{Chem, ChemDuration};
use overseer::engine::rulesets::fallout2d20::outcome::{Event, Reroll};

use crate::f2d20_play;
use f2d20_play::{attack_report, hp, line, with_ace};

#[test]
fn overdrive_carries_the_published_numbers() {
    let c = Chem::find("overdrive").expect("Overdrive");
    assert_eq!(
        (c.duration, c.damage_dice, c.damage_rerolls, c.addiction),
        (ChemDuration::Lasting, 3, 3, Some(1))
    );
    assert_eq!((c.cost, c.rarity), (55, 3));
}

#[test]
fn overdrive_adds_three_dice_and_re_rolls_three_blanks_until_the_scene_ends() {
    let mut c = with_ace(&["Overdrive", "\"10mm Pistol\"", "10mm 5"]);
    line(&mut c, "creature-add Raider", []);
    // Addiction 1: one combat die, a blank: not addicted.
    let out = line(&mut c, "action Ace take-chem Overdrive", [3]);
    let taken = out
        .events
        .iter()
        .find_map(|e| match e {
            Event::Action { chem, .. } => chem.clone(),
            _ => None,
        })
        .expect("taken");
    assert_eq!(taken.addiction.map(|a| a.addicted), Some(false));
    // AGI 7 + Small Guns 3 at the torso (difficulty 2): 1 and 1 hit. The
    // pistol's 4 CD and Overdrive's 3: 1, blank, blank, 2, blank, 5, 6; the
    // three blanks are re-rolled: 2, 5, 3 (still blank). 1 + 2 + 1 + 2 + 0 +
    // 1 + 1 = 8, three Effects; the Raider's torso DR 1 leaves 7.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"10mm Pistol\" --location torso",
        [1, 1, 1, 3, 4, 2, 3, 5, 6, 2, 5, 3],
    ));
    assert_eq!(r.dice.chems, 3);
    let x = r.chem_rerolls.clone().expect("re-rolled");
    assert_eq!(x.chems, vec!["Overdrive".to_owned()]);
    let rr = |index, before, after| Reroll {
        index,
        before,
        after,
    };
    assert_eq!(x.dice, vec![rr(1, 3, 2), rr(2, 4, 5), rr(4, 3, 3)]);
    let roll = r.damage.clone().expect("damage");
    assert_eq!(
        roll.dice.iter().map(|d| d.face).collect::<Vec<_>>(),
        vec![1, 2, 5, 2, 3, 5, 6]
    );
    assert_eq!((roll.total, roll.effects), (8, 3));
    assert_eq!(r.hits[0].after_dr, 7);
    assert_eq!(hp(&c, "Raider"), 1);
    // No blank, nothing re-rolled.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"10mm Pistol\" --location head",
        [1, 1, 1, 1, 1, 1, 1, 1, 1],
    ));
    assert!(r.chem_rerolls.is_none());
    // The scene ends: no more dice, no re-rolls.
    line(&mut c, "session", []);
    line(&mut c, "creature-add Raider Second", []);
    let r = attack_report(&line(
        &mut c,
        "attack Ace Second \"10mm Pistol\" --location torso",
        [1, 1, 3, 3, 3, 3],
    ));
    assert_eq!(r.dice.chems, 0);
    assert!(r.chem_rerolls.is_none());
    assert_eq!(r.damage.map(|d| d.total), Some(0));
}
