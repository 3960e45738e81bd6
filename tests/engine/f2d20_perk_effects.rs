//! The perks whose effect hangs on the moment (issue #45), with scripted
//! dice: Nerd Rage!, Ninja, Mister Sandman, Center Mass, Big Leagues,
//! Demolition Expert, Dodger and Rad Resistance.
//!
//! Ace: STR 5, PER 7, END 5, AGI 7, LCK 7; Small Guns, Melee Weapons and
//! Explosives 3 (tagged), Unarmed 2; maximum HP 12. A Raider: Defense 1,
//! 8 HP, physical DR 1 and energy DR 1 on the torso (location dice 3-8).
//! Combat dice: 1 and 2 score themselves, 3 and 4 nothing, 5 and 6 one
//! and an Effect.

use overseer::engine::rulesets::fallout2d20::data::Resist;
use overseer::engine::rulesets::fallout2d20::outcome::Event;
use overseer::engine::rulesets::fallout2d20::perks::HeldPerk;
use overseer::engine::rulesets::fallout2d20::Campaign;

use crate::f2d20_play::{attack_report, hp, line, with_ace};

/// Gives the character `name` the perks (requirements are the level-up's
/// business; these tests are about the effects).
fn hold(c: &mut Campaign, name: &str, perks: &[(&str, u32)]) {
    let i = c
        .characters
        .iter()
        .position(|x| x.name == name)
        .expect("the character");
    c.characters[i].perks = perks
        .iter()
        .map(|(p, rank)| HeldPerk {
            name: (*p).into(),
            rank: *rank,
        })
        .collect();
    c.validate().expect("valid");
}

fn ace(c: &Campaign) -> &overseer::engine::rulesets::fallout2d20::character::Character {
    &c.characters[0]
}

#[test]
fn nerd_rage_adds_dr_and_a_die_below_a_quarter_of_maximum_hp() {
    let mut c = with_ace(&["\"Laser Pistol\"", "\"fusion cell\" 6"]);
    line(&mut c, "creature-add Raider", []);
    hold(&mut c, "Ace", &[("Nerd Rage!", 2)]);
    // 12 maximum HP: at 3 HP (3 x 4 = 12) no rage yet.
    line(&mut c, "hurt Ace 9", []);
    let dr = ace(&c).dr_at("torso");
    assert_eq!((dr.physical, dr.energy), (Resist::Dr(0), Resist::Dr(0)));
    // PER 7 + Energy Weapons 0: the 5 succeeds against Defense 1; torso;
    // the pistol's 4 CD.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"Laser Pistol\"",
        [5, 5, 5, 3, 3, 3, 3],
    ));
    assert_eq!(r.dice.perks, 0);
    // At 2 HP: +2 physical and energy DR, and +2 CD.
    line(&mut c, "hurt Ace 1", []);
    let dr = ace(&c).dr_at("torso");
    assert_eq!((dr.physical, dr.energy), (Resist::Dr(2), Resist::Dr(2)));
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"Laser Pistol\"",
        [5, 5, 5, 1, 2, 3, 3, 1, 1],
    ));
    assert_eq!((r.dice.weapon, r.dice.perks), (4, 2));
    let roll = r.damage.expect("a hit");
    // 1 + 2 + 1 + 1 = 5 with no Effect (Piercing ignores DR by the
    // Effect), less the energy DR 1: 4.
    assert_eq!((roll.dice.len(), roll.total), (6, 5));
    assert_eq!(hp(&c, "Raider"), 4);
}

#[test]
fn ninja_adds_two_dice_to_an_unarmed_sneak_attack() {
    let mut c = with_ace(&[]);
    line(&mut c, "creature-add Raider", []);
    hold(&mut c, "Ace", &[("Ninja", 1)]);
    // Without --sneak: the Unarmed Strike's 2 CD only.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"Unarmed Strike\"",
        [5, 5, 5, 3, 3],
    ));
    assert_eq!(r.dice.perks, 0);
    // A sneak attack: 2 CD and Ninja's 2: 1 + 2 + 0 + 0 = 3, less DR 1.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"Unarmed Strike\" --sneak",
        [5, 5, 5, 1, 2, 3, 4],
    ));
    assert_eq!((r.dice.weapon, r.dice.perks), (2, 2));
    assert_eq!(r.damage.expect("a hit").total, 3);
    assert_eq!(hp(&c, "Raider"), 6);
}

#[test]
fn mister_sandman_adds_two_dice_to_a_suppressed_sneak_attack() {
    let mut c = with_ace(&["\"Throwing Knife\" 2"]);
    line(&mut c, "creature-add Raider", []);
    hold(&mut c, "Ace", &[("Mister Sandman", 1), ("Ninja", 1)]);
    // The Throwing Knife (Suppressed, not melee): Mister Sandman's 2 CD,
    // not Ninja's.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"Throwing Knife\" --sneak",
        [5, 5, 5, 3, 3, 3, 3, 3],
    ));
    assert_eq!((r.dice.weapon, r.dice.perks), (3, 2));
}

#[test]
fn center_mass_aims_at_the_torso_at_no_extra_difficulty() {
    let mut c = with_ace(&["\"10mm Pistol\"", "10mm 6"]);
    line(&mut c, "creature-add Raider", []);
    // Without the perk a chosen location is 1 harder.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"10mm Pistol\" --location torso",
        [5, 5, 3, 3, 3, 3],
    ));
    assert_eq!(r.difficulty.location, 1);
    hold(&mut c, "Ace", &[("Center Mass", 1)]);
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"10mm Pistol\" --location torso",
        [5, 5, 3, 3, 3, 3],
    ));
    assert_eq!((r.difficulty.location, r.difficulty.total), (0, 1));
    assert_eq!(r.location.as_deref(), Some("torso"));
    // Another location stays 1 harder.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"10mm Pistol\" --location head",
        [5, 5, 3, 3, 3, 3],
    ));
    assert_eq!(r.difficulty.location, 1);
}

#[test]
fn big_leagues_gives_a_two_handed_melee_weapon_vicious() {
    let mut c = with_ace(&["\"Baseball Bat\""]);
    line(&mut c, "creature-add Raider", []);
    line(&mut c, "creature-add Raider", []);
    // STR 5 + Melee Weapons 3: the 5 succeeds; torso; 4 CD: 1 + 1 (an
    // Effect) + 0 + 0 = 2, less DR 1: 1.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"Baseball Bat\"",
        [5, 5, 5, 1, 5, 3, 3],
    ));
    assert_eq!(r.damage.expect("a hit").total, 2);
    assert_eq!(hp(&c, "Raider"), 7);
    // With Big Leagues the Effect is Vicious: one more damage.
    hold(&mut c, "Ace", &[("Big Leagues", 1)]);
    line(
        &mut c,
        "attack Ace \"Raider 2\" \"Baseball Bat\"",
        [5, 5, 5, 1, 5, 3, 3],
    );
    assert_eq!(hp(&c, "Raider 2"), 6);
}

#[test]
fn dodger_makes_defend_easier_and_its_further_point_cheaper() {
    let mut c = with_ace(&[]);
    // AGI 7 + Athletics 0 against Defense 1: two 15s fail.
    let out = line(&mut c, "defend Ace", [15, 15]);
    let Event::Defend { test, after, .. } = &out.events[0] else {
        panic!("{out:?}")
    };
    assert_eq!((test.passed, *after), (false, 1));
    // Dodger: 1 easier, so the same dice pass.
    hold(&mut c, "Ace", &[("Dodger", 2)]);
    line(&mut c, "ap group 3", []);
    let out = line(&mut c, "defend Ace --extra", [15, 15]);
    let Event::Defend {
        test, after, extra, ..
    } = &out.events[0]
    else {
        panic!("{out:?}")
    };
    assert_eq!((test.passed, *after), (true, 3));
    // Rank 2: the further point for 1 AP.
    let paid = extra.as_ref().expect("paid");
    assert_eq!((paid.before, paid.after), (3, 2));
}

#[test]
fn rad_resistance_adds_radiation_dr_a_rank_at_every_location() {
    let mut c = with_ace(&[]);
    assert_eq!(ace(&c).dr_at("torso").radiation, Resist::Dr(0));
    hold(&mut c, "Ace", &[("Rad Resistance", 2)]);
    for at in ["head", "torso", "left-arm", "right-leg"] {
        assert_eq!(ace(&c).dr_at(at).radiation, Resist::Dr(2), "{at}");
    }
}

#[test]
fn demolition_expert_gives_a_blast_weapon_vicious() {
    let mut c = with_ace(&["\"Frag Grenade\" 2"]);
    line(&mut c, "creature-add Raider", []);
    line(&mut c, "creature-add Raider", []);
    // PER 7 + Explosives 3 against the Blast's 2: the 5s succeed; torso;
    // 6 CD: 1 + 1 (an Effect) = 2, less DR 1: 1.
    let faces = [5, 5, 5, 1, 5, 3, 3, 3, 3];
    line(&mut c, "attack Ace Raider \"Frag Grenade\"", faces);
    assert_eq!(hp(&c, "Raider"), 7);
    // With Demolition Expert the Effect is Vicious: one more damage.
    hold(&mut c, "Ace", &[("Demolition Expert", 1)]);
    line(&mut c, "attack Ace \"Raider 2\" \"Frag Grenade\"", faces);
    assert_eq!(hp(&c, "Raider 2"), 6);
}
