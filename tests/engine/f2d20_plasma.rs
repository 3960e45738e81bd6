//! Plasma weapons of the Fallout 2d20 game (issue #28): a weapon of two
//! damage types (physical and energy) hits each location as the type the
//! target resists less there. Scripted dice, exact numbers, through the
//! command line's words; a Foundry weapon of two types imports with both.
//!
//! Dice order: the attack's d20s, the location d20 (none when a location is
//! chosen), then the combat dice.

use overseer::engine::homebrew::{self, Homebrew};
use overseer::engine::rulesets::fallout2d20::data::{DamageType, Dr, Weapon};
use overseer::engine::rulesets::AnyCampaign;
use serde_json::json;

use crate::f2d20_play;
use f2d20_play::{attack_report, hp, line, with_ace};

/// Ace with a Plasma Gun and five plasma cartridges, and
/// Nora (END 6 + LCK 6 = 12 HP, Defense 1) in a Leather Chest Piece
/// (torso: 1 physical, 2 energy).
fn setup() -> overseer::engine::rulesets::fallout2d20::Campaign {
    let mut c = with_ace(&["\"Plasma Gun\"", "\"plasma cartridge\" 5"]);
    line(
        &mut c,
        "add-player 42 Pat Nora 6 6 6 5 5 6 6 small-guns medicine survival",
        [],
    );
    line(&mut c, "wear Nora Leather Chest Piece", []);
    c
}

#[test]
fn the_plasma_rows_carry_the_published_numbers_and_both_types() {
    let gun = Weapon::find("Plasma Gun").expect("Plasma Gun");
    assert_eq!(
        (gun.damage, gun.damage_type, gun.second_type, gun.fire_rate),
        (6, DamageType::Physical, Some(DamageType::Energy), 1)
    );
    assert_eq!(
        (gun.cost, gun.rarity, gun.ammo.as_deref()),
        (Some(123), Some(3), Some("plasma cartridge"))
    );
    // Only the published row: the compendium's plasma rifle is this gun
    // with mods, which the game does not ship.
    assert!(Weapon::find("Plasma Rifle").is_none());
}

#[test]
fn the_lower_dr_of_the_two_types_applies() {
    let gun = Weapon::find("Plasma Gun").expect("Plasma Gun");
    // Lower physical: physical; lower energy: energy; a tie: the first
    // type; immunity is the highest resistance.
    assert_eq!(gun.type_against(&Dr::new(1, 2, 0, 0)), DamageType::Physical);
    assert_eq!(gun.type_against(&Dr::new(4, 3, 0, 0)), DamageType::Energy);
    assert_eq!(gun.type_against(&Dr::new(2, 2, 0, 0)), DamageType::Physical);
    let mut immune = Dr::new(0, 5, 0, 0);
    immune.physical = overseer::engine::rulesets::fallout2d20::data::Resist::Immune;
    assert_eq!(gun.type_against(&immune), DamageType::Energy);

    let mut c = setup();
    // Ace (PER 7, Energy Weapons 0) at Nora's torso: Defense 1 + 1 for the
    // location = 2; 1 and 1 score 4. 6 CD: 1, 2, 1, blank, blank, blank = 4.
    // Her torso resists physical 1, energy 2: physical applies, 4 - 1 = 3.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Nora \"Plasma Gun\" --location torso",
        [1, 1, 1, 2, 1, 3, 3, 4],
    ));
    assert!(r.hit);
    let h = &r.hits[0];
    assert_eq!(
        (h.damage_type, h.before_dr, h.dr, h.after_dr),
        (DamageType::Physical, 4, Some(1), 3)
    );
    assert_eq!(hp(&c, "Nora"), 9);
    assert_eq!(c.characters[0].ammo_of("plasma cartridge"), 4);

    // The Radscorpion's body resists physical 4, energy 3: energy applies.
    // Defense 1, the gun at its ideal range: difficulty 1. Location d20
    // 5 (body); 6 CD: 1, 2, 2, 1, blank, 5 (1 + Effect) = 7, 7 - 3 = 4.
    line(&mut c, "creature-add Radscorpion", []);
    let r = attack_report(&line(
        &mut c,
        "attack Ace Radscorpion \"Plasma Gun\"",
        [1, 1, 5, 1, 2, 2, 1, 3, 5],
    ));
    let h = &r.hits[0];
    assert_eq!(
        (
            h.location.as_str(),
            h.damage_type,
            h.before_dr,
            h.dr,
            h.after_dr
        ),
        ("body", DamageType::Energy, 7, Some(3), 4)
    );
    assert_eq!(hp(&c, "Radscorpion"), 17);
    assert_eq!(c.characters[0].ammo_of("plasma cartridge"), 3);
}

#[test]
fn a_foundry_weapon_of_two_types_comes_in_with_both() {
    // The fixture's laser pistol, made physical and energy as plasma is.
    let path = format!(
        "{}/tests/fixtures/foundry/weapon.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let mut item: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).expect("fixture")).expect("json");
    item["system"]["damage"]["damageType"]["physical"] = serde_json::Value::Bool(true);
    let file = homebrew::read(item.to_string().as_bytes()).expect("a Foundry file");
    let mut any =
        AnyCampaign::of::<overseer::engine::rulesets::fallout2d20::Fallout2d20>(with_ace(&[]));
    let done = any.brew_import(&file).expect("imported");
    assert_eq!(done.kinds, vec![("weapons", 1)]);
    let Some(c) = any.into_game::<overseer::engine::rulesets::fallout2d20::Fallout2d20>() else {
        panic!("a fallout-2d20 campaign")
    };
    let (_, row, _) = c.homebrew.show("rusty laser pistol").expect("shown");
    assert_eq!(
        (&row["damage_type"], &row["second_type"]),
        (&json!("physical"), &json!("energy"))
    );
}
