//! Chems of the Fallout 2d20 game (issue #28): Take Chem (`action <unit>
//! take-chem <chem>`) spends a dose from the inventory, applies the chem's
//! published effect for its duration (instant healing, DR and damage dice
//! for the scene, cheaper extra actions until the end of the next turn) and
//! rolls addiction as published. Scripted dice, exact numbers.
//!
//! Dice order: an addiction roll is one combat die per dose counted.

use overseer::engine::rulesets::fallout2d20::chems::ChemDuration;
use overseer::engine::rulesets::fallout2d20::data::{Dr, Resist};
use overseer::engine::rulesets::fallout2d20::error::RuleError;
use overseer::engine::rulesets::fallout2d20::outcome::{Event, Outcome};

use crate::f2d20_play;
use f2d20_play::{attack_report, hp, line, refuse, with_ace};

fn chem_taken(out: &Outcome) -> overseer::engine::rulesets::fallout2d20::chems::ChemTaken {
    out.events
        .iter()
        .find_map(|e| match e {
            Event::Action { chem, .. } => chem.clone(),
            _ => None,
        })
        .expect("a chem taken")
}

#[test]
fn a_stimpak_heals_four_and_leaves_the_inventory() {
    let mut c = with_ace(&["Stimpak 2"]);
    line(&mut c, "hurt Ace 7", []);
    assert_eq!(hp(&c, "Ace"), 5);
    let taken = chem_taken(&line(&mut c, "action Ace take-chem stimpak", []));
    assert_eq!(taken.left, 1);
    assert_eq!(taken.healed.map(|h| (h.before, h.after)), Some((5, 9)));
    assert_eq!(taken.duration, ChemDuration::Instant);
    assert!(c.characters[0].vitals.chems.is_empty());
    // Up to the maximum (12).
    line(&mut c, "action Ace take-chem Stimpak", []);
    assert_eq!(hp(&c, "Ace"), 12);
    assert!(c.characters[0].chems.is_empty());
    // None left: refused, nothing changes.
    assert!(matches!(
        refuse(&mut c, "action Ace take-chem Stimpak"),
        RuleError::NotCarried { .. }
    ));
    assert!(matches!(
        refuse(&mut c, "action Ace take-chem Nuka-Cola"),
        RuleError::Unknown { .. }
    ));
    // RadAway heals radiation.
    line(&mut c, "give Ace RadAway", []);
    line(&mut c, "hurt Ace 5 --type radiation", []);
    let taken = chem_taken(&line(&mut c, "action Ace take-chem RadAway", []));
    assert_eq!(taken.rads, Some((5, 1)));
}

#[test]
fn med_x_adds_dr_for_the_scene_and_its_second_dose_rolls_for_addiction() {
    let mut c = with_ace(&["Med-X 3", "\"Rad-X\""]);
    line(&mut c, "creature-add Raider", []);
    // Rad-X before the fight: +6 radiation DR everywhere.
    line(&mut c, "action Ace take-chem Rad-X", []);
    assert_eq!(c.characters[0].dr_at("left-leg").radiation, Resist::Dr(6));
    line(&mut c, "initiative", []);
    // The first dose: +3 physical DR everywhere, no roll (1 dose of
    // Addiction 2).
    let taken = chem_taken(&line(&mut c, "action Ace take-chem Med-X", []));
    assert!(taken.addiction.is_none());
    assert_eq!(c.characters[0].dr_at("head"), Dr::new(3, 0, 6, 0));
    // The second dose (a second minor action, 1 AP) reaches Addiction 2:
    // two combat dice, 5 and 6 are two Effects: addicted.
    line(&mut c, "ap group 1", []);
    let taken = chem_taken(&line(&mut c, "action Ace take-chem Med-X", [5, 6]));
    let roll = taken.addiction.expect("an addiction roll");
    assert_eq!((roll.doses, roll.roll.effects, roll.addicted), (2, 2, true));
    assert_eq!(c.characters[0].vitals.addictions, vec!["Med-X".to_owned()]);
    // Lasting: through the turns, until the combat ends.
    line(&mut c, "next", []);
    line(&mut c, "next", []);
    line(&mut c, "next", []);
    assert_eq!(c.characters[0].dr_at("torso").physical, Resist::Dr(3));
    line(&mut c, "end-combat", []);
    assert!(c.characters[0].vitals.chems.is_empty());
    assert_eq!(c.characters[0].dr_at("torso").physical, Resist::Dr(0));
    // Addicted: no more rolls.
    let taken = chem_taken(&line(&mut c, "action Ace take-chem Med-X", []));
    assert!(taken.addiction.is_none());
}

#[test]
fn an_addiction_roll_short_of_the_number_is_no_addiction_and_a_session_resets_doses() {
    let mut c = with_ace(&["Psycho 3"]);
    line(&mut c, "action Ace take-chem Psycho", []);
    // 1 and 5: one Effect, Addiction 2: not addicted.
    let taken = chem_taken(&line(&mut c, "action Ace take-chem Psycho", [1, 5]));
    let roll = taken.addiction.expect("an addiction roll");
    assert_eq!(
        (roll.doses, roll.roll.effects, roll.addicted),
        (2, 1, false)
    );
    assert!(c.characters[0].vitals.addictions.is_empty());
    // A session: the scene's chems end and the doses start again.
    line(&mut c, "session", []);
    assert!(c.characters[0].vitals.chems.is_empty());
    assert!(c.characters[0].vitals.doses.is_empty());
    let taken = chem_taken(&line(&mut c, "action Ace take-chem Psycho", []));
    assert!(taken.addiction.is_none());
}

#[test]
fn psycho_adds_two_combat_dice_to_attacks() {
    let mut c = with_ace(&["Psycho", "\"10mm Pistol\"", "10mm 5"]);
    line(&mut c, "creature-add Raider", []);
    line(&mut c, "action Ace take-chem Psycho", []);
    // 3 and 15 hit; torso; 4 + 2 CD: 1, 2, blank x4 = 3, less DR 1.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"10mm Pistol\"",
        [3, 15, 5, 1, 2, 3, 3, 3, 3],
    ));
    assert_eq!(r.dice.chems, 2);
    assert_eq!(r.damage.as_ref().map(|d| d.dice.len()), Some(6));
    assert_eq!(r.hits[0].after_dr, 2);
}

#[test]
fn jet_makes_extra_actions_cheaper_until_the_end_of_the_next_turn() {
    let mut c = with_ace(&["Jet"]);
    line(&mut c, "creature-add Raider", []);
    line(&mut c, "ap group 3", []);
    line(&mut c, "initiative", []);
    // Round 1, Ace's turn: Jet is the free minor action.
    let taken = chem_taken(&line(&mut c, "action Ace take-chem Jet", []));
    assert_eq!(taken.duration, ChemDuration::Brief);
    // The second minor costs 1 AP less: free.
    line(&mut c, "action Ace interact", []);
    assert_eq!(c.group_ap, 3);
    // The second major costs 2 AP less 1.
    line(&mut c, "action Ace pass", []);
    line(&mut c, "action Ace pass", []);
    assert_eq!(c.group_ap, 2);
    // Ace's turn ends: Jet runs on (taken in this turn).
    line(&mut c, "next", []);
    assert_eq!(c.characters[0].vitals.chems.len(), 1);
    // The raider's turn, then Ace's again; at its end Jet wears off.
    line(&mut c, "next", []);
    assert_eq!(c.characters[0].vitals.chems.len(), 1);
    let out = line(&mut c, "next", []);
    assert!(c.characters[0].vitals.chems.is_empty());
    assert!(
        format!("{out:?}").contains("ChemEnded { chem: \"Jet\" }"),
        "{out:?}"
    );
}
