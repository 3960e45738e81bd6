//! Weapon qualities of the Fallout 2d20 game applied as published (issue
//! #28): Blast (a zone, basic difficulty 2, every unit there at its own
//! location and DR; half dice on a miss), Close Quarters (no +2 within
//! reach of an enemy), Gatling (ten-shot bursts, two dice each), Reliable
//! (the first complication of a combat ignored), Unreliable, Two-Handed in
//! one hand (+2) and Debilitating (+1 to treat). Scripted dice, exact
//! numbers, through the CLI words.
//!
//! Dice order: an attack rolls its d20s; on a hit the target's location d20
//! and the combat dice, then each other Blast target's location d20 (a
//! missed Blast: the location d20, half the dice, the others' locations).

use overseer::engine::rulesets::fallout2d20::character::Injury;
use overseer::engine::rulesets::fallout2d20::data::InjuryKind;
use overseer::engine::rulesets::fallout2d20::error::RuleError;
use overseer::engine::rulesets::fallout2d20::outcome::{Event, HitKind, Outcome, Unit};
use overseer::engine::rulesets::fallout2d20::qualities::QualityUse;

use crate::f2d20_play;
use f2d20_play::{attack_report, hp, line, refuse, with_ace};

fn creature(name: &str) -> Unit {
    Unit::Creature(name.into())
}

#[test]
fn a_blast_hits_three_units_in_one_zone_and_spares_a_fourth_elsewhere() {
    let mut c = with_ace(&["\"Frag Grenade\" 2"]);
    line(&mut c, "creature-add \"Feral Ghoul\" 4", []);
    line(&mut c, "zone Ace Street", []);
    for n in 1..=3 {
        line(&mut c, &format!("zone \"Feral Ghoul {n}\" Diner"), []);
    }
    line(&mut c, "zone \"Feral Ghoul 4\" Roof", []);
    // Blast: basic difficulty 2, not Defense; the Diner is next to the
    // Street (Medium), the grenade's ideal range: +0. PER 7 + Explosives 3
    // (tagged, criticals on 1-3): 1 and 1 score 4. The first ghoul's
    // location d20 5 (torso), then 6 CD: 1, 2, blank, blank, blank, blank = 3;
    // then the second ghoul's location (1: head) and the third's (10: left arm).
    let r = attack_report(&line(
        &mut c,
        "attack Ace \"Feral Ghoul 1\" \"Frag Grenade\"",
        [1, 1, 5, 1, 2, 3, 4, 3, 4, 1, 10],
    ));
    assert!(r.difficulty.blast);
    assert_eq!((r.difficulty.defense, r.difficulty.total), (2, 2));
    assert!(r.hit);
    let struck: Vec<(Unit, HitKind, &str, u32)> = r
        .hits
        .iter()
        .map(|h| (h.target.clone(), h.kind, h.location.as_str(), h.after_dr))
        .collect();
    assert_eq!(
        struck,
        vec![
            (creature("Feral Ghoul 1"), HitKind::Primary, "torso", 3),
            (creature("Feral Ghoul 2"), HitKind::Blast, "head", 3),
            (creature("Feral Ghoul 3"), HitKind::Blast, "left-arm", 3),
        ]
    );
    assert_eq!(
        r.qualities,
        vec![QualityUse::Blast {
            zone: Some("Diner".into()),
            targets: vec![
                creature("Feral Ghoul 1"),
                creature("Feral Ghoul 2"),
                creature("Feral Ghoul 3"),
            ],
            missed: false,
        }]
    );
    for (name, left) in [
        ("Feral Ghoul 1", 6),
        ("Feral Ghoul 2", 6),
        ("Feral Ghoul 3", 6),
        ("Feral Ghoul 4", 9),
    ] {
        assert_eq!(hp(&c, name), left, "{name}");
    }
    assert!(r.thrown);
    // A Blast that misses still lands: half the dice (3 CD: 2, 2, blank =
    // 4), no effects, on everyone in the zone. 19 and 19 miss; location
    // dice 5, then 3 and 12 for the others.
    let r = attack_report(&line(
        &mut c,
        "attack Ace \"Feral Ghoul 1\" \"Frag Grenade\"",
        [19, 19, 5, 2, 2, 3, 3, 12],
    ));
    assert!(!r.hit);
    assert_eq!(r.dice.weapon, 3);
    assert_eq!(r.damage.as_ref().map(|d| d.total), Some(4));
    assert_eq!(
        r.hits.iter().map(|h| h.after_dr).collect::<Vec<_>>(),
        vec![4, 4, 4]
    );
    assert!(matches!(
        r.qualities.as_slice(),
        [QualityUse::Blast { missed: true, .. }]
    ));
    for (name, left) in [
        ("Feral Ghoul 1", 2),
        ("Feral Ghoul 2", 2),
        ("Feral Ghoul 3", 2),
        ("Feral Ghoul 4", 9),
    ] {
        assert_eq!(hp(&c, name), left, "{name}");
    }
    // No grenade left; a Blast takes no chosen location.
    assert_eq!(c.characters[0].carried("Frag Grenade"), 0);
    line(&mut c, "give Ace \"Frag Grenade\"", []);
    assert!(matches!(
        refuse(
            &mut c,
            "attack Ace \"Feral Ghoul 4\" \"Frag Grenade\" --location head"
        ),
        RuleError::NotForWeapon { .. }
    ));
}

#[test]
fn a_blast_on_a_target_in_no_zone_strikes_it_alone() {
    let mut c = with_ace(&["\"Molotov Cocktail\""]);
    line(&mut c, "creature-add Raider 2", []);
    // 1, 1 hit at difficulty 2; torso; 4 CD 2, 2, blank, blank = 4 energy,
    // less DR 1.
    let r = attack_report(&line(
        &mut c,
        "attack Ace \"Raider 1\" \"Molotov Cocktail\"",
        [1, 1, 5, 2, 2, 3, 3],
    ));
    assert_eq!(r.difficulty.total, 2);
    assert_eq!(r.hits.len(), 1);
    assert_eq!((hp(&c, "Raider 1"), hp(&c, "Raider 2")), (5, 8));
}

#[test]
fn close_quarters_spares_the_plus_two_for_shooting_within_reach_of_an_enemy() {
    let mut c = with_ace(&["\"10mm Pistol\"", "10mm 10", "\"Hunting Rifle\"", ".308 10"]);
    line(&mut c, "creature-add Raider", []);
    line(&mut c, "zone Ace Street", []);
    line(&mut c, "zone Raider Street", []);
    // The pistol (Close Quarters, ideal Close): Defense 1 only.
    let r = attack_report(&line(&mut c, "attack Ace Raider \"10mm Pistol\"", [19, 19]));
    assert_eq!((r.difficulty.reach, r.difficulty.total), (0, 1));
    assert_eq!(r.qualities, vec![QualityUse::CloseQuarters]);
    // The rifle (ideal Medium) at Close: +1, and +2 within reach.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"Hunting Rifle\"",
        [19, 19],
    ));
    assert_eq!(
        (
            r.difficulty.range_modifier,
            r.difficulty.reach,
            r.difficulty.total
        ),
        (1, 2, 4)
    );
    assert_eq!(r.qualities, vec![QualityUse::WithinReach]);
    // The raider moves off a zone: no enemy within reach.
    line(&mut c, "zone Raider Diner", []);
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"Hunting Rifle\"",
        [19, 19],
    ));
    assert_eq!((r.difficulty.reach, r.difficulty.total), (0, 1));
    assert!(r.qualities.is_empty());
    // A dead enemy threatens nobody.
    line(&mut c, "zone Raider Street", []);
    line(&mut c, "hurt Raider 8", []);
    line(&mut c, "creature-add Raider", []);
    line(&mut c, "zone \"Raider 2\" Diner", []);
    let r = attack_report(&line(
        &mut c,
        "attack Ace \"Raider 2\" \"Hunting Rifle\"",
        [19, 19],
    ));
    assert_eq!(r.difficulty.reach, 0);
}

#[test]
fn gatling_spends_ten_shot_bursts_for_two_dice_each() {
    let mut c = with_ace(&["Minigun", "5mm 100"]);
    line(&mut c, "creature-add Raider", []);
    // END 5 + Big Guns 2 = TN 7: 1 and 1 hit. Two extra bursts: 3 + 4 = 7
    // CD, all blank but one (1 damage, less DR 1); 30 shots.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider Minigun --ammo 2",
        [1, 1, 5, 3, 3, 3, 3, 3, 3, 1],
    ));
    assert_eq!(r.dice.ammo, 4);
    assert_eq!(r.damage.as_ref().map(|d| d.dice.len()), Some(7));
    assert_eq!(r.ammo.as_ref().map(|a| (a.spent, a.left)), Some((30, 70)));
    assert_eq!(r.qualities, vec![QualityUse::Gatling { bursts: 2 }]);
    // A miss spends the first burst only.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider Minigun --ammo 5",
        [19, 19],
    ));
    assert_eq!(r.ammo.as_ref().map(|a| (a.spent, a.left)), Some((10, 60)));
    // Six bursts need 60 shots; 59 are too few.
    line(&mut c, "take Ace 5mm 1", []);
    assert!(matches!(
        refuse(&mut c, "attack Ace Raider Minigun --ammo 5"),
        RuleError::NoAmmo {
            needed: 60,
            available: 59,
            ..
        }
    ));
}

#[test]
fn reliable_ignores_the_first_complication_of_each_combat() {
    let mut c = with_ace(&["\"10mm Pistol\"", "10mm 10"]);
    line(&mut c, "creature-add Raider", []);
    line(&mut c, "ap group 6", []);
    line(&mut c, "initiative", []);
    let r = attack_report(&line(&mut c, "attack Ace Raider \"10mm Pistol\"", [20, 19]));
    assert_eq!(r.test.roll.complications, 0);
    assert_eq!(r.qualities, vec![QualityUse::Reliable]);
    let r = attack_report(&line(&mut c, "attack Ace Raider \"10mm Pistol\"", [20, 19]));
    assert_eq!(r.test.roll.complications, 1);
    assert!(r.qualities.is_empty());
    // A new combat, a new first complication.
    line(&mut c, "end-combat", []);
    line(&mut c, "initiative", []);
    let r = attack_report(&line(&mut c, "attack Ace Raider \"10mm Pistol\"", [20, 20]));
    assert_eq!(r.test.roll.complications, 1);
    assert_eq!(r.qualities, vec![QualityUse::Reliable]);
    // The Pipe Gun is Unreliable: complications from 19.
    line(&mut c, "end-combat", []);
    line(&mut c, "give Ace \"Pipe Gun\"", []);
    line(&mut c, "give Ace .38 5", []);
    let r = attack_report(&line(&mut c, "attack Ace Raider \"Pipe Gun\"", [19, 18]));
    assert_eq!(r.test.roll.complications, 1);
}

#[test]
fn a_two_handed_weapon_in_one_hand_is_two_harder() {
    let mut c = with_ace(&["\"Hunting Rifle\"", ".308 10", "\"10mm Pistol\"", "10mm 10"]);
    line(&mut c, "creature-add Raider", []);
    c.characters[0].vitals.injuries.push(Injury {
        location: "left-arm".into(),
        kind: InjuryKind::Arm,
        debilitating: false,
    });
    c.validate().expect("valid");
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"Hunting Rifle\"",
        [19, 19],
    ));
    assert_eq!((r.difficulty.one_handed, r.difficulty.total), (2, 3));
    assert_eq!(r.qualities, vec![QualityUse::OneHanded]);
    // A one-handed pistol is as before.
    let r = attack_report(&line(&mut c, "attack Ace Raider \"10mm Pistol\"", [19, 19]));
    assert_eq!((r.difficulty.one_handed, r.difficulty.total), (0, 1));
    // Both arms injured: only unarmed attacks.
    c.characters[0].vitals.injuries.push(Injury {
        location: "right-arm".into(),
        kind: InjuryKind::Arm,
        debilitating: false,
    });
    assert!(matches!(
        refuse(&mut c, "attack Ace Raider \"10mm Pistol\""),
        RuleError::ArmInjured { .. }
    ));
}

#[test]
fn a_debilitating_weapons_injuries_are_one_harder_to_treat() {
    let mut c = with_ace(&["Flamer", "\"flamer fuel\" 10", "\"10mm Pistol\"", "10mm 10"]);
    line(&mut c, "creature-add Raider 2", []);
    // The Flamer: END 5 + Big Guns 2, 1 and 1 hit; torso; 3 CD of 2 = 6
    // energy, less DR 1 = 5: a critical hit, a torso injury.
    let r = attack_report(&line(
        &mut c,
        "attack Ace \"Raider 1\" Flamer",
        [1, 1, 5, 2, 2, 2],
    ));
    assert_eq!(r.hits[0].after_dr, 5);
    assert_eq!(r.hits[0].harm.injuries.len(), 1);
    assert!(r.hits[0].harm.injuries[0].debilitating);
    assert_eq!(r.qualities, vec![QualityUse::Debilitating { injuries: 1 }]);
    // The pistol's critical: 4 CD 2, 2, 2, blank = 6 physical less DR 1.
    let r = attack_report(&line(
        &mut c,
        "attack Ace \"Raider 2\" \"10mm Pistol\"",
        [1, 1, 5, 2, 2, 2, 3],
    ));
    assert!(!r.hits[0].harm.injuries[0].debilitating);
    // Treating: one injury, +1 when Debilitating.
    let difficulty = |out: &Outcome| {
        out.events
            .iter()
            .find_map(|e| match e {
                Event::FirstAid { test, .. } => Some(test.roll.difficulty),
                _ => None,
            })
            .expect("first aid")
    };
    let out = line(&mut c, "first-aid Ace \"Raider 1\" treat torso", [20, 20]);
    assert_eq!(difficulty(&out), 2);
    let out = line(&mut c, "first-aid Ace \"Raider 2\" treat torso", [20, 20]);
    assert_eq!(difficulty(&out), 1);
}

#[test]
fn parry_spends_the_targets_ap_for_one_defense_against_a_melee_attack() {
    let mut c = with_ace(&["Sword", "\"10mm Pistol\"", "10mm 5"]);
    line(&mut c, "creature-add Raider", []);
    line(&mut c, "ap group 2", []);
    // The raider's Lead Pipe at Ace (Defense 1): +1 for the parry, 1 AP
    // from the group's pool. Body 6 + Melee 2 = TN 8: 19 and 19 miss.
    let r = attack_report(&line(
        &mut c,
        "attack Raider Ace \"Lead Pipe\" --parry",
        [19, 19],
    ));
    assert_eq!((r.difficulty.parry, r.difficulty.total), (1, 2));
    assert!(matches!(
        r.qualities.as_slice(),
        [QualityUse::Parry { ap: Some(m) }] if (m.before, m.after) == (2, 1)
    ));
    assert_eq!(c.group_ap, 1);
    // Not against a gun; not without a Parry weapon.
    assert!(matches!(
        refuse(&mut c, "attack Raider Ace \"Pipe Gun\" --parry"),
        RuleError::NotForWeapon { .. }
    ));
    line(&mut c, "take Ace Sword", []);
    assert!(matches!(
        refuse(&mut c, "attack Raider Ace \"Lead Pipe\" --parry"),
        RuleError::NoParry { .. }
    ));
    // No AP left: refused, nothing spent.
    line(&mut c, "give Ace Sword", []);
    line(&mut c, "ap group 0", []);
    assert!(matches!(
        refuse(&mut c, "attack Raider Ace \"Lead Pipe\" --parry"),
        RuleError::NotEnoughAp { .. }
    ));
}
