//! The Plasma Grenade of the Fallout 2d20 game (issue #28), as published: a
//! thrown Blast weapon like the Frag Grenade, 9 CD of physical and energy
//! damage, each unit struck taking the type it resists less at its location.
//! Scripted dice, exact numbers, through the command line's words.
//!
//! Dice order: the attack's d20s; the target's location d20 and the combat
//! dice, then each other Blast target's location d20 (a miss: the location
//! d20, half the dice, the others' locations).

use overseer::engine::rulesets::fallout2d20::data::{DamageType, Quality, RangeBand, Weapon};
use overseer::engine::rulesets::fallout2d20::outcome::{HitKind, Unit};
use overseer::engine::rulesets::fallout2d20::qualities::QualityUse;

use crate::f2d20_play;
use f2d20_play::{attack_report, hp, line, with_ace};

#[test]
fn the_plasma_grenade_carries_the_published_numbers() {
    let g = Weapon::find("Plasma Grenade").expect("Plasma Grenade");
    assert_eq!(
        (g.damage, g.damage_type, g.second_type, g.fire_rate, g.range),
        (
            9,
            DamageType::Physical,
            Some(DamageType::Energy),
            0,
            RangeBand::Medium
        )
    );
    assert_eq!(&*g.qualities, &[Quality::Blast, Quality::Thrown]);
    assert!(g.effects.is_empty());
    assert_eq!(
        (g.weight.map(|w| w.0), g.cost, g.rarity, g.ammo.as_deref()),
        (Some(500), Some(135), Some(3), None)
    );
}

#[test]
fn a_thrown_plasma_grenade_strikes_the_zone_each_unit_with_its_weaker_dr() {
    let mut c = with_ace(&["\"Plasma Grenade\" 2"]);
    // Nora: END 6 + LCK 6 = 12 HP; her Leather Chest Piece resists 1
    // physical, 2 energy at the torso. The Radscorpion (21 HP): its body
    // resists 4 physical, 3 energy.
    line(
        &mut c,
        "add-player 42 Pat Nora 6 6 6 5 5 6 6 small-guns medicine survival",
        [],
    );
    line(&mut c, "wear Nora Leather Chest Piece", []);
    line(&mut c, "creature-add Radscorpion", []);
    line(&mut c, "zone Ace Street", []);
    line(&mut c, "zone Nora Diner", []);
    line(&mut c, "zone Radscorpion Diner", []);
    // Blast: difficulty 2; PER 7 + Explosives 3 (tagged): 1 and 1 score 4.
    // Nora's location d20 5 (torso), then 9 CD: 1, 2, 2, 1, blank x5 = 6;
    // the Radscorpion's location d20 5 (body).
    let r = attack_report(&line(
        &mut c,
        "attack Ace Nora \"Plasma Grenade\"",
        [1, 1, 5, 1, 2, 2, 1, 3, 4, 3, 4, 3, 5],
    ));
    assert!(r.hit && r.thrown && r.difficulty.blast);
    assert_eq!((r.difficulty.total, r.dice.weapon), (2, 9));
    let struck: Vec<(Unit, HitKind, &str, DamageType, u32, u32)> = r
        .hits
        .iter()
        .map(|h| {
            (
                h.target.clone(),
                h.kind,
                h.location.as_str(),
                h.damage_type,
                h.before_dr,
                h.after_dr,
            )
        })
        .collect();
    // Nora's torso resists physical less (1): 6 - 1 = 5. The Radscorpion's
    // body resists energy less (3): 6 - 3 = 3.
    assert_eq!(
        struck,
        vec![
            (
                Unit::Character("Nora".into()),
                HitKind::Primary,
                "torso",
                DamageType::Physical,
                6,
                5
            ),
            (
                Unit::Creature("Radscorpion".into()),
                HitKind::Blast,
                "body",
                DamageType::Energy,
                6,
                3
            ),
        ]
    );
    assert!(matches!(
        r.qualities.as_slice(),
        [QualityUse::Blast { missed: false, zone: Some(z), .. }] if z == "Diner"
    ));
    assert_eq!((hp(&c, "Nora"), hp(&c, "Radscorpion")), (7, 18));
    assert_eq!(c.characters[0].carried("Plasma Grenade"), 1);

    // A miss still lands: half of 9 dice, rounded down, is 4: 2, 2, 1,
    // blank = 5. Nora: torso, 5 - 1 = 4; the Radscorpion: body, 5 - 3 = 2.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Nora \"Plasma Grenade\"",
        [19, 19, 5, 2, 2, 1, 3, 5],
    ));
    assert!(!r.hit);
    assert_eq!(r.dice.weapon, 4);
    assert_eq!(
        r.hits.iter().map(|h| h.after_dr).collect::<Vec<_>>(),
        vec![4, 2]
    );
    assert_eq!((hp(&c, "Nora"), hp(&c, "Radscorpion")), (3, 16));
    assert_eq!(c.characters[0].carried("Plasma Grenade"), 0);
}
