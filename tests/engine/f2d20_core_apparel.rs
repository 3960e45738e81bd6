//! The core rulebook's plain headgear and outfits in the Fallout 2d20 game
//! (issue #28): published DR, weight, cost and rarity; worn on the armour
//! layer, each taking off the armour piece that covered the same place, and
//! their DR read by an attack. Scripted dice, exact numbers, through the
//! command line's words.
//!
//! Dice order of an attack: two d20s, the location d20, the combat dice.

use overseer::engine::rulesets::fallout2d20::data::{ArmourPiece, Dr, Layer, Slot};
use overseer::engine::rulesets::fallout2d20::outcome::Event;

use crate::f2d20_play;
use f2d20_play::{attack_report, hp, line, nora, with_ace};

/// The piece's slot, layer, DR (physical, energy, radiation, poison), weight
/// in thousandths, cost and rarity.
fn numbers(name: &str) -> (Slot, Layer, Dr, Option<u32>, Option<u32>, Option<u32>) {
    let p = ArmourPiece::find(name).unwrap_or_else(|| panic!("{name}"));
    (
        p.slot,
        p.layer,
        p.dr,
        p.weight.map(|w| w.0),
        p.cost,
        p.rarity,
    )
}

#[test]
fn the_plain_headgear_and_outfits_carry_the_published_numbers() {
    use Layer::Armour;
    use Slot::{Body, Head};
    let expected = [
        ("Army Helmet", Head, Dr::new(2, 0, 0, 0), 3000, 20, 1),
        (
            "Brotherhood of Steel Hood",
            Head,
            Dr::new(0, 1, 0, 0),
            0,
            12,
            2,
        ),
        (
            "Brotherhood Scribe's Hat",
            Head,
            Dr::new(0, 2, 0, 0),
            0,
            8,
            2,
        ),
        ("Hard Hat", Head, Dr::new(2, 0, 0, 0), 0, 15, 0),
        ("Hood or Cowl", Head, Dr::new(1, 0, 1, 0), 2000, 5, 1),
        ("Sack Hood", Head, Dr::new(0, 0, 2, 0), 1000, 5, 0),
        ("Welder's Visor", Head, Dr::new(2, 2, 0, 0), 4000, 20, 2),
        (
            "Brotherhood of Steel Fatigues",
            Body,
            Dr::new(2, 2, 2, 0),
            4000,
            20,
            3,
        ),
        (
            "Brotherhood Scribe's Armor",
            Body,
            Dr::new(1, 2, 2, 0),
            4000,
            20,
            2,
        ),
        ("Drifter Outfit", Body, Dr::new(1, 2, 0, 0), 10000, 35, 1),
        ("Engineer's Armor", Body, Dr::new(1, 1, 0, 0), 2000, 15, 1),
        ("Hides", Body, Dr::new(1, 0, 0, 0), 4000, 13, 0),
    ];
    for (name, slot, dr, weight, cost, rarity) in expected {
        assert_eq!(
            numbers(name),
            (slot, Armour, dr, Some(weight), Some(cost), Some(rarity)),
            "{name}"
        );
    }
}

#[test]
fn headgear_and_an_outfit_replace_the_armour_beneath_and_stop_a_shot() {
    let mut c = with_ace(&["\"10mm Pistol\"", "10mm 5"]);
    // Nora: END 6 + LCK 6 = 12 HP, Defense 1.
    line(
        &mut c,
        "add-player 42 Pat Nora 6 6 6 5 5 6 6 small-guns medicine survival",
        [],
    );
    line(&mut c, "wear Nora \"Metal Helmet\"", []);
    line(&mut c, "wear Nora \"Leather Chest Piece\"", []);
    let out = line(&mut c, "wear Nora \"Welder's Visor\"", []);
    let Event::ArmourWorn { replaced, .. } = &out.events[0] else {
        panic!("{out:?}")
    };
    assert_eq!(replaced, &vec!["Metal Helmet".to_owned()]);
    assert_eq!(nora(&c).dr_at("head"), Dr::new(2, 2, 0, 0));
    // The outfit covers torso, arms and legs: the chest piece comes off.
    let out = line(&mut c, "wear Nora \"Drifter Outfit\"", []);
    let Event::ArmourWorn { replaced, .. } = &out.events[0] else {
        panic!("{out:?}")
    };
    assert_eq!(replaced, &vec!["Leather Chest Piece".to_owned()]);
    assert_eq!(nora(&c).dr_at("torso"), Dr::new(1, 2, 0, 0));
    assert_eq!(nora(&c).dr_at("left-leg"), Dr::new(1, 2, 0, 0));
    assert_eq!(nora(&c).dr_at("head"), Dr::new(2, 2, 0, 0));

    // Ace's 10mm Pistol: 1 and 1 hit; location d20 1 (head); 4 CD 2, 2, 1,
    // blank = 5 physical, less the visor's 2: 3 (12 -> 9).
    let r = attack_report(&line(
        &mut c,
        "attack Ace Nora \"10mm Pistol\"",
        [1, 1, 1, 2, 2, 1, 3],
    ));
    assert_eq!(r.location.as_deref(), Some("head"));
    assert_eq!(
        (r.hits[0].before_dr, r.hits[0].dr, r.hits[0].after_dr),
        (5, Some(2), 3)
    );
    assert_eq!(hp(&c, "Nora"), 9);
    // Location d20 5 (torso): 2, 2, 1, blank = 5, less the outfit's 1: 4.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Nora \"10mm Pistol\"",
        [1, 1, 5, 2, 2, 1, 3],
    ));
    assert_eq!((r.hits[0].dr, r.hits[0].after_dr), (Some(1), 4));
    assert_eq!(hp(&c, "Nora"), 5);
}
