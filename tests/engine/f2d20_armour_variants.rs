//! The core rulebook's Heavy, Sturdy and Synth armour pieces and the
//! Vault-Tec Security Armor in the Fallout 2d20 game (issue #28): published
//! DR, weight, cost and rarity (a left and a right piece are one row worn on
//! either side, as the shipped leather and metal arms are), worn on the
//! armour layer and read by an attack. Scripted dice, exact numbers, through
//! the command line's words.
//!
//! Dice order of an attack: two d20s, the location d20, the combat dice.

use overseer::engine::rulesets::fallout2d20::data::{ArmourPiece, Dr, Layer, Slot};
use overseer::engine::rulesets::fallout2d20::outcome::Event;

use crate::f2d20_play;
use f2d20_play::{attack_report, hp, line, nora, with_ace};

#[test]
fn the_armour_variants_carry_the_published_numbers() {
    use Slot::{Arm, Body, Head, Leg, Torso};
    // Name, slot, DR (physical, energy, radiation), weight in thousandths,
    // cost, rarity.
    let expected = [
        ("Heavy Leather Chest Piece", Torso, (3, 4, 0), 15000, 75, 3),
        ("Heavy Leather Arm", Arm, (3, 4, 0), 7000, 28, 3),
        ("Heavy Leather Leg", Leg, (3, 4, 0), 7000, 30, 3),
        ("Sturdy Leather Chest Piece", Torso, (2, 3, 0), 10000, 50, 2),
        ("Sturdy Leather Arm", Arm, (2, 3, 0), 5000, 18, 2),
        ("Sturdy Leather Leg", Leg, (2, 3, 0), 5000, 20, 2),
        ("Heavy Raider Chest Piece", Torso, (3, 3, 0), 17000, 48, 2),
        ("Heavy Raider Arm", Arm, (3, 3, 0), 10000, 15, 2),
        ("Heavy Raider Leg", Leg, (3, 3, 0), 10000, 18, 2),
        ("Sturdy Raider Chest Piece", Torso, (2, 2, 0), 12000, 33, 1),
        ("Sturdy Raider Arm", Arm, (2, 2, 0), 7000, 8, 1),
        ("Sturdy Raider Leg", Leg, (2, 2, 0), 7000, 13, 1),
        ("Heavy Metal Chest Piece", Torso, (4, 3, 0), 23000, 190, 3),
        ("Heavy Metal Helmet", Head, (4, 3, 0), 12000, 115, 3),
        ("Heavy Metal Arm", Arm, (4, 3, 0), 12000, 115, 3),
        ("Heavy Metal Leg", Leg, (4, 3, 0), 12000, 115, 3),
        ("Sturdy Metal Chest Piece", Torso, (3, 2, 0), 16000, 115, 2),
        ("Sturdy Metal Helmet", Head, (3, 2, 0), 8000, 65, 2),
        ("Sturdy Metal Arm", Arm, (3, 2, 0), 8000, 65, 2),
        ("Sturdy Metal Leg", Leg, (3, 2, 0), 8000, 65, 2),
        (
            "Heavy Combat Armor Chest Piece",
            Torso,
            (4, 4, 0),
            16000,
            220,
            4,
        ),
        ("Heavy Combat Armor Helmet", Head, (4, 4, 0), 7000, 185, 4),
        ("Heavy Combat Armor Arm", Arm, (4, 4, 0), 7000, 145, 4),
        ("Heavy Combat Armor Leg", Leg, (4, 4, 0), 7000, 185, 4),
        (
            "Sturdy Combat Armor Chest Piece",
            Torso,
            (3, 3, 0),
            12000,
            140,
            3,
        ),
        ("Sturdy Combat Armor Helmet", Head, (3, 3, 0), 5000, 105, 3),
        ("Sturdy Combat Armor Arm", Arm, (3, 3, 0), 5000, 105, 3),
        ("Sturdy Combat Armor Leg", Leg, (3, 3, 0), 5000, 105, 3),
        ("Synth Chest Piece", Torso, (2, 3, 0), 7000, 75, 3),
        ("Synth Helmet", Head, (2, 3, 0), 3000, 33, 3),
        ("Synth Arm", Arm, (2, 3, 0), 3000, 30, 3),
        ("Synth Leg", Leg, (2, 3, 0), 3000, 30, 3),
        ("Sturdy Synth Chest Piece", Torso, (3, 4, 0), 12000, 125, 4),
        ("Sturdy Synth Helmet", Head, (3, 4, 0), 7000, 70, 4),
        ("Sturdy Synth Arm", Arm, (3, 4, 0), 7000, 70, 4),
        ("Sturdy Synth Leg", Leg, (3, 4, 0), 7000, 80, 4),
        ("Heavy Synth Chest Piece", Torso, (4, 5, 0), 17000, 175, 5),
        ("Heavy Synth Helmet", Head, (4, 5, 0), 10000, 110, 5),
        ("Heavy Synth Arm", Arm, (4, 5, 0), 10000, 110, 5),
        ("Heavy Synth Leg", Leg, (4, 5, 0), 10000, 130, 5),
        ("Vault-Tec Security Armor", Body, (2, 0, 2), 8000, 16, 1),
        ("Vault-Tec Security Helmet", Head, (2, 0, 0), 2000, 20, 1),
    ];
    assert_eq!(expected.len(), 42);
    for (name, slot, (ph, en, ra), weight, cost, rarity) in expected {
        let p = ArmourPiece::find(name).unwrap_or_else(|| panic!("{name}"));
        assert_eq!(
            (
                p.slot,
                p.layer,
                p.dr,
                p.weight.map(|w| w.0),
                p.cost,
                p.rarity
            ),
            (
                slot,
                Layer::Armour,
                Dr::new(ph, en, ra, 0),
                Some(weight),
                Some(cost),
                Some(rarity)
            ),
            "{name}"
        );
    }
}

#[test]
fn a_variant_arm_is_worn_on_one_side_and_stops_a_shot_there() {
    let mut c = with_ace(&["\"10mm Pistol\"", "10mm 5"]);
    // Nora: END 6 + LCK 6 = 12 HP, Defense 1.
    line(
        &mut c,
        "add-player 42 Pat Nora 6 6 6 5 5 6 6 small-guns medicine survival",
        [],
    );
    line(&mut c, "wear Nora \"Heavy Leather Arm\" left", []);
    line(&mut c, "wear Nora \"Synth Arm\" right", []);
    assert_eq!(nora(&c).dr_at("left-arm"), Dr::new(3, 4, 0, 0));
    assert_eq!(nora(&c).dr_at("right-arm"), Dr::new(2, 3, 0, 0));
    // A Sturdy Leather Arm on the left takes the heavy one off.
    let out = line(&mut c, "wear Nora \"Sturdy Leather Arm\" left", []);
    let Event::ArmourWorn { replaced, .. } = &out.events[0] else {
        panic!("{out:?}")
    };
    assert_eq!(replaced, &vec!["Heavy Leather Arm".to_owned()]);
    assert_eq!(nora(&c).dr_at("left-arm"), Dr::new(2, 3, 0, 0));

    // Ace's 10mm Pistol: 1 and 1 hit; location d20 9 (left arm); 4 CD 2,
    // 2, 1, blank = 5 physical, less 2: 3 (12 -> 9).
    let r = attack_report(&line(
        &mut c,
        "attack Ace Nora \"10mm Pistol\"",
        [1, 1, 9, 2, 2, 1, 3],
    ));
    assert_eq!(r.location.as_deref(), Some("left-arm"));
    assert_eq!(
        (r.hits[0].before_dr, r.hits[0].dr, r.hits[0].after_dr),
        (5, Some(2), 3)
    );
    assert_eq!(hp(&c, "Nora"), 9);

    // The Vault-Tec Security Armor covers torso, arms and legs: both arm
    // pieces come off; its radiation DR 2 is on every place it covers.
    let out = line(&mut c, "wear Nora \"Vault-Tec Security Armor\"", []);
    let Event::ArmourWorn { replaced, .. } = &out.events[0] else {
        panic!("{out:?}")
    };
    assert_eq!(replaced.len(), 2);
    assert!(replaced.contains(&"Sturdy Leather Arm".to_owned()));
    assert!(replaced.contains(&"Synth Arm".to_owned()));
    assert_eq!(nora(&c).dr_at("right-arm"), Dr::new(2, 0, 2, 0));
    assert_eq!(nora(&c).dr_at("torso"), Dr::new(2, 0, 2, 0));
}
