//! The rest of the core rulebook's chems (issue #28): Buffout, Mentats,
//! Fury, Psycho Jet, Ultra Jet, Jet Fuel, Addictol and the Buffout and
//! Mentats variants, with their published effects (maximum HP, a re-rolled
//! d20 or a changed difficulty on tests of an attribute, melee damage dice,
//! AP of the taker's own, addictions ended) applied for their duration and
//! ended on time. Scripted dice, exact numbers.
//!
//! Ace: STR 5, PER 7, END 5, INT 5, LCK 7; 12 HP. A test's dice: its d20s,
//! then a chem's re-rolled d20. An addiction roll: one combat die per dose
//! counted.

use overseer::engine::rulesets::fallout2d20::chems::Chem;
use overseer::engine::rulesets::fallout2d20::data::Resist;
use overseer::engine::rulesets::fallout2d20::outcome::Reroll;
use overseer::engine::rulesets::fallout2d20::Campaign;

use crate::f2d20_play;
use f2d20_play::{attack_report, chem_taken, hp, line, test_report, with_ace};

fn max_hp(c: &Campaign) -> u32 {
    c.characters[0].max_hp()
}

#[test]
fn buffout_re_rolls_a_str_or_end_d20_and_adds_three_max_hp_for_the_scene() {
    let mut c = with_ace(&["Buffout"]);
    assert_eq!(max_hp(&c), 12);
    let taken = chem_taken(&line(&mut c, "action Ace take-chem Buffout", []));
    assert!(
        taken.addiction.is_none(),
        "Addiction 2: the first dose rolls nothing"
    );
    assert_eq!(max_hp(&c), 15);
    line(&mut c, "heal Ace 3", []);
    assert_eq!(hp(&c, "Ace"), 15);
    // STR 5 + Athletics 0: 9 and 20 miss; Buffout re-rolls the 20: a 3.
    let t = test_report(&line(&mut c, "test Ace STR Athletics 1", [9, 20, 3]));
    let chem = t.chem.expect("Buffout changed the test");
    assert_eq!(chem.chems, vec!["Buffout".to_owned()]);
    assert_eq!((chem.asked, chem.difficulty), (1, 1));
    assert_eq!(
        chem.reroll,
        Some(Reroll {
            index: 1,
            before: 20,
            after: 3
        })
    );
    assert!(t.passed);
    // A PER test is not its business: no re-roll.
    let t = test_report(&line(&mut c, "test Ace PER Lockpick 1", [9, 20]));
    assert!(t.chem.is_none());
    assert!(!t.passed);
    // The scene ends: the 3 HP over the maximum go with it.
    line(&mut c, "session", []);
    assert_eq!((max_hp(&c), hp(&c, "Ace")), (12, 12));
    let t = test_report(&line(&mut c, "test Ace STR Athletics 1", [9, 20]));
    assert!(t.chem.is_none());
}

#[test]
fn mentats_re_roll_per_and_int_and_berry_mentats_ease_int_by_two() {
    let mut c = with_ace(&["Mentats", "\"Berry Mentats\""]);
    line(&mut c, "action Ace take-chem Mentats", []);
    // INT 5 + Science 0: 12 and 6 miss; the 12 is re-rolled: 4.
    let t = test_report(&line(&mut c, "test Ace INT Science 2", [12, 6, 4]));
    let chem = t.chem.expect("re-rolled");
    assert_eq!(
        chem.reroll.map(|r| (r.index, r.before, r.after)),
        Some((0, 12, 4))
    );
    assert_eq!(t.successes, 1);
    assert!(!t.passed);
    // Berry Mentats: INT tests 2 easier (never below 0); with Mentats both show.
    let taken = chem_taken(&line(&mut c, "action Ace take-chem Berry Mentats", []));
    assert!(taken.addiction.is_none());
    let t = test_report(&line(&mut c, "test Ace INT Science 3", [2, 3]));
    let chem = t.chem.expect("changed");
    assert_eq!(
        chem.chems,
        vec!["Mentats".to_owned(), "Berry Mentats".to_owned()]
    );
    assert_eq!((chem.asked, chem.difficulty, chem.reroll), (3, 1, None));
    assert!(t.passed);
    assert_eq!(t.ap_generated, 1);
    let t = test_report(&line(&mut c, "test Ace INT Science 1", [9, 9, 9]));
    assert_eq!(t.chem.map(|x| x.difficulty), Some(0));
    assert!(t.passed);
}

#[test]
fn fury_adds_melee_dice_and_dr_and_makes_per_tests_harder() {
    let mut c = with_ace(&["Fury", "\"Lead Pipe\"", "\"10mm Pistol\"", "10mm 5"]);
    line(&mut c, "creature-add Raider", []);
    // Addiction 1: the first dose rolls one combat die; a blank: not addicted.
    let taken = chem_taken(&line(&mut c, "action Ace take-chem Fury", [3]));
    let roll = taken.addiction.expect("an addiction roll");
    assert_eq!((roll.doses, roll.addicted), (1, false));
    assert_eq!(c.characters[0].dr_at("torso").physical, Resist::Dr(3));
    // PER + Lockpick at 1 becomes 3: two successes fail.
    let t = test_report(&line(&mut c, "test Ace PER Lockpick 1", [2, 3]));
    assert_eq!(t.chem.map(|x| (x.asked, x.difficulty)), Some((1, 3)));
    assert!(!t.passed);
    // A Lead Pipe (3 DC) rolls 3 more; a pistol does not.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"Lead Pipe\"",
        [2, 2, 5, 3, 3, 3, 3, 3, 3],
    ));
    assert_eq!(r.dice.chems, 3);
    assert_eq!(r.damage.as_ref().map(|d| d.dice.len()), Some(6));
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"10mm Pistol\"",
        [2, 2, 5, 3, 3, 3, 3],
    ));
    assert_eq!(r.dice.chems, 0);
}

#[test]
fn psycho_jet_gives_four_ap_of_ones_own_lost_at_the_end_of_the_turn() {
    let mut c = with_ace(&["\"Psycho Jet\"", "\"Ultra Jet\""]);
    line(&mut c, "creature-add Raider", []);
    line(&mut c, "initiative", []);
    let group = c.group_ap;
    // The free minor action; Addiction 1: a blank, not addicted.
    let taken = chem_taken(&line(&mut c, "action Ace take-chem Psycho Jet", [4]));
    assert_eq!(taken.ap, Some(4));
    assert_eq!(c.characters[0].vitals.chem_ap, 4);
    assert_eq!(c.characters[0].dr_at("head").physical, Resist::Dr(4));
    // The second minor (1 AP) and the second major (2 AP) come from it.
    line(&mut c, "action Ace interact", []);
    line(&mut c, "action Ace pass", []);
    line(&mut c, "action Ace pass", []);
    assert_eq!((c.characters[0].vitals.chem_ap, c.group_ap), (1, group));
    // The turn ends: the AP left is lost; Psycho Jet itself runs on.
    line(&mut c, "next", []);
    assert_eq!(c.characters[0].vitals.chem_ap, 0);
    assert_eq!(c.characters[0].vitals.chems.len(), 1);
    // The raider's turn; Ace's next turn ends it.
    line(&mut c, "next", []);
    // Ultra Jet: 6 AP and extra actions 1 AP cheaper; Addiction 3, no roll yet.
    let taken = chem_taken(&line(&mut c, "action Ace take-chem Ultra Jet", []));
    assert_eq!((taken.ap, taken.addiction.is_none()), (Some(6), true));
    line(&mut c, "action Ace interact", []);
    line(&mut c, "action Ace pass", []);
    line(&mut c, "action Ace pass", []);
    assert_eq!(c.characters[0].vitals.chem_ap, 5, "the second major: 2 - 1");
    line(&mut c, "next", []);
    let names: Vec<&str> = c.characters[0]
        .vitals
        .chems
        .iter()
        .map(|e| e.chem.as_str())
        .collect();
    assert_eq!(
        names,
        ["Ultra Jet"],
        "Psycho Jet ended with Ace's next turn"
    );
    assert_eq!(c.characters[0].dr_at("head").physical, Resist::Dr(0));
    assert_eq!(c.characters[0].vitals.chem_ap, 0);
}

#[test]
fn jet_fuel_gives_one_ap_at_the_start_of_each_turn() {
    let mut c = with_ace(&["\"Jet Fuel\""]);
    line(&mut c, "creature-add Raider", []);
    line(&mut c, "initiative", []);
    line(&mut c, "action Ace take-chem Jet Fuel", [3]);
    let group = c.group_ap;
    assert_eq!(
        c.characters[0].vitals.chem_ap, 0,
        "taken in the turn: from the next on"
    );
    line(&mut c, "next", []);
    line(&mut c, "next", []);
    assert_eq!(c.characters[0].vitals.chem_ap, 1);
    // The second minor is paid with it.
    line(&mut c, "action Ace interact", []);
    line(&mut c, "action Ace interact", []);
    assert_eq!((c.characters[0].vitals.chem_ap, c.group_ap), (0, group));
    line(&mut c, "end-combat", []);
    assert!(c.characters[0].vitals.chems.is_empty());
}

#[test]
fn addictol_ends_every_addiction() {
    let mut c = with_ace(&["Fury", "Addictol"]);
    // A 6 is an Effect: addicted to Fury at the first dose (Addiction 1).
    let taken = chem_taken(&line(&mut c, "action Ace take-chem Fury", [6]));
    assert!(taken.addiction.is_some_and(|a| a.addicted));
    assert_eq!(c.characters[0].vitals.addictions, vec!["Fury".to_owned()]);
    let taken = chem_taken(&line(&mut c, "action Ace take-chem Addictol", []));
    assert_eq!(taken.cured, vec!["Fury".to_owned()]);
    assert!(c.characters[0].vitals.addictions.is_empty());
    assert!(c.characters[0].chems.is_empty());
}

#[test]
fn the_core_chems_are_shipped_with_their_published_numbers() {
    let row = |n: &str| Chem::find(n).unwrap_or_else(|| panic!("{n}"));
    let buffout = row("Buffout");
    assert_eq!(
        (
            buffout.max_hp,
            buffout.addiction,
            buffout.cost,
            buffout.rarity
        ),
        (3, Some(2), 45, 2)
    );
    let mentats = row("Mentats");
    assert_eq!((mentats.addiction, mentats.cost), (Some(3), 50));
    let fury = row("Fury");
    assert_eq!(
        (
            fury.physical_dr,
            fury.melee_damage_dice,
            fury.addiction,
            fury.cost,
            fury.rarity
        ),
        (3, 3, Some(1), 30, 4)
    );
    let psycho_jet = row("Psycho Jet");
    assert_eq!(
        (
            psycho_jet.damage_dice,
            psycho_jet.physical_dr,
            psycho_jet.ap,
            psycho_jet.addiction,
            psycho_jet.cost
        ),
        (2, 4, 4, Some(1), 70)
    );
    let ultra_jet = row("Ultra Jet");
    assert_eq!(
        (
            ultra_jet.ap,
            ultra_jet.extra_action_discount,
            ultra_jet.addiction,
            ultra_jet.cost
        ),
        (6, 1, Some(3), 67)
    );
    let addictol = row("Addictol");
    assert_eq!(
        (
            addictol.cure_addictions,
            addictol.addiction,
            addictol.cost,
            addictol.rarity
        ),
        (true, None, 125, 3)
    );
    for n in [
        "Buffjet",
        "Bufftats",
        "Berry Mentats",
        "Daddy-O",
        "Day Tripper",
        "Jet Fuel",
        "Psychobuff",
        "Psychotats",
        "Skeeto Spit",
    ] {
        row(n);
    }
}
