//! The perks an attack applies on an option or on what happens in it
//! (issue #45), with scripted dice: Quick Hands, Gun Fu, Sniper, Piercing
//! Strike, Finesse, Heave Ho!, Blitz and Grim Reaper's Sprint; each option
//! refused, changing nothing, without the perk, with the wrong weapon or
//! short of AP.
//!
//! Ace: AGI 7, Small Guns, Melee Weapons and Explosives 3 (tagged),
//! Unarmed 2, so a gun's target number is 10 and a punch's 9. A Raider:
//! Defense 1, 8 HP, physical DR 1 on the torso (location dice 3-8).
//! Combat dice: 1 and 2 score themselves, 3 and 4 nothing, 5 and 6 one
//! and an Effect.

use overseer::engine::dice::ScriptedDice;
use overseer::engine::rulesets::fallout2d20::attack_perks::PerkUse;
use overseer::engine::rulesets::fallout2d20::data::RangeBand;
use overseer::engine::rulesets::fallout2d20::error::RuleError;
use overseer::engine::rulesets::fallout2d20::outcome::{HitKind, Unit};
use overseer::engine::rulesets::fallout2d20::perks::HeldPerk;
use overseer::engine::rulesets::fallout2d20::Campaign;

use crate::f2d20_play::{attack_report, command, hp, line, refuse, with_ace};

/// Gives the character `name` the perks.
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

/// `text` refused after its dice were rolled (the AP it needs after a
/// hit are short): the campaign is as before.
fn refuse_after_roll(c: &mut Campaign, text: &str, faces: &[u32]) -> RuleError {
    let before = c.clone();
    let err = c
        .execute(&command(text), &mut ScriptedDice::new(faces.to_vec()))
        .expect_err("must be refused");
    assert_eq!(*c, before, "a refused {text} changed the campaign");
    err
}

fn lacks(err: &RuleError, perk: &str, option: &str) {
    assert_eq!(
        *err,
        RuleError::LacksPerk {
            name: "Ace".into(),
            perk: perk.into(),
            option: option.into(),
        }
    );
}

fn not_for(err: &RuleError, option: &str, weapon: &str) {
    assert_eq!(
        *err,
        RuleError::NotForWeapon {
            option: option.into(),
            weapon: weapon.into(),
        }
    );
}

fn short_of_ap(err: &RuleError, needed: u32, available: u32) {
    assert_eq!(
        *err,
        RuleError::NotEnoughAp {
            pool: "group".into(),
            needed,
            available,
        }
    );
}

#[test]
fn quick_hands_buys_two_more_shots_for_two_ap() {
    let mut c = with_ace(&["\"10mm Pistol\"", "10mm 10", "Knife"]);
    line(&mut c, "creature-add Raider", []);
    line(&mut c, "ap group 3", []);
    // The 10mm Pistol's Fire Rate is 2: 4 more shots need Quick Hands.
    let err = refuse(&mut c, "attack Ace Raider \"10mm Pistol\" --ammo 4");
    assert!(matches!(err, RuleError::OutOfRange { .. }), "{err:?}");
    lacks(
        &refuse(&mut c, "attack Ace Raider \"10mm Pistol\" --quick-hands"),
        "Quick Hands",
        "--quick-hands",
    );
    hold(&mut c, "Ace", &[("Quick Hands", 1)]);
    not_for(
        &refuse(&mut c, "attack Ace Raider Knife --quick-hands"),
        "--quick-hands",
        "Knife",
    );
    // Two hits on the 5s, the torso (5), 4 CD and 4 more: eight 1s.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"10mm Pistol\" --quick-hands --ammo 4",
        [5, 5, 5, 1, 1, 1, 1, 1, 1, 1, 1],
    ));
    assert_eq!((r.dice.weapon, r.dice.ammo), (4, 4));
    let Some(PerkUse::QuickHands { ap, fire_rate }) = r.perks.first() else {
        panic!("Quick Hands used: {:?}", r.perks);
    };
    assert_eq!(*fire_rate, 4);
    let ap = ap.expect("AP paid");
    assert_eq!((ap.before, ap.after), (3, 1));
    let ammo = r.ammo.expect("ammunition spent");
    assert_eq!((ammo.spent, ammo.left), (5, 5));
    // 8 damage less DR 1.
    assert_eq!(hp(&c, "Raider"), 1);
    // The attack generated 1 AP: the pool holds 2; Quick Hands needs 2.
    assert_eq!(c.group_ap, 2);
    line(&mut c, "ap group 1", []);
    short_of_ap(
        &refuse(&mut c, "attack Ace Raider \"10mm Pistol\" --quick-hands"),
        2,
        1,
    );
}

#[test]
fn gun_fu_hits_further_targets_with_the_same_damage_for_ap_and_shots() {
    let mut c = with_ace(&["\"10mm Pistol\"", "10mm 6", "Knife"]);
    for _ in 0..3 {
        line(&mut c, "creature-add Raider", []);
    }
    let gun_fu = "attack Ace Raider \"10mm Pistol\" --gun-fu \"Raider 2,Raider 3\"";
    lacks(&refuse(&mut c, gun_fu), "Gun Fu", "--gun-fu");
    hold(&mut c, "Ace", &[("Gun Fu", 1)]);
    assert_eq!(
        refuse(&mut c, gun_fu),
        RuleError::PerkTargets {
            name: "Ace".into(),
            perk: "Gun Fu".into(),
            rank: 1,
            asked: 2,
        }
    );
    hold(&mut c, "Ace", &[("Gun Fu", 2)]);
    not_for(
        &refuse(&mut c, "attack Ace Raider Knife --gun-fu \"Raider 2\""),
        "--gun-fu",
        "Knife",
    );
    // One success only: no AP generated, none in the pool for the two
    // further targets, after the hit.
    let err = refuse_after_roll(&mut c, gun_fu, &[5, 15, 5, 1, 1, 3, 3, 5, 5]);
    short_of_ap(&err, 2, 0);
    // Two successes generate 1 AP; the second comes from the pool. The
    // torso (5) for the Raider, 2 damage, then the torso for each other.
    line(&mut c, "ap group 1", []);
    let r = attack_report(&line(&mut c, gun_fu, [5, 5, 5, 1, 1, 3, 3, 5, 5]));
    let kinds: Vec<(String, HitKind, u32)> = r
        .hits
        .iter()
        .map(|h| (h.target.name().to_owned(), h.kind, h.after_dr))
        .collect();
    assert_eq!(
        kinds,
        vec![
            ("Raider".into(), HitKind::Primary, 1),
            ("Raider 2".into(), HitKind::GunFu, 1),
            ("Raider 3".into(), HitKind::GunFu, 1),
        ]
    );
    let Some(PerkUse::GunFu {
        targets,
        from_generated,
        ap,
        ammo,
    }) = r.perks.first()
    else {
        panic!("Gun Fu used: {:?}", r.perks);
    };
    assert_eq!(
        targets,
        &vec![
            Unit::Creature("Raider 2".into()),
            Unit::Creature("Raider 3".into())
        ]
    );
    assert_eq!((*from_generated, *ammo), (1, 2));
    assert_eq!(ap.map(|m| (m.before, m.after)), Some((1, 0)));
    assert_eq!(r.ammo.expect("ammunition").left, 3);
    for raider in ["Raider", "Raider 2", "Raider 3"] {
        assert_eq!(hp(&c, raider), 7, "{raider}");
    }
    // A miss spends no AP and no further shot.
    let r = attack_report(&line(&mut c, gun_fu, [15, 15]));
    assert!(r.perks.is_empty() && !r.hit);
    assert_eq!(r.ammo.expect("ammunition").left, 2);
    assert_eq!(hp(&c, "Raider 2"), 7);
}

#[test]
fn sniper_aims_an_accurate_two_handed_gun_at_any_location_at_no_cost() {
    let mut c = with_ace(&[
        "\"Hunting Rifle\"",
        "\".308\" 6",
        "\"10mm Pistol\"",
        "10mm 6",
    ]);
    line(&mut c, "creature-add Raider", []);
    hold(&mut c, "Ace", &[("Sniper", 1)]);
    let aimed = "attack Ace Raider \"Hunting Rifle\" --aim --location head";
    // The Hunting Rifle has no Accurate: the location is 1 harder.
    let r = attack_report(&line(&mut c, aimed, [5, 5, 3, 3, 3, 3, 3, 3]));
    assert_eq!(r.difficulty.location, 1);
    assert!(r.perks.is_empty());
    // The Short Scope gives it Accurate: aimed, the head costs nothing.
    line(&mut c, "mod Ace \"Hunting Rifle\" \"Short Scope\"", []);
    let r = attack_report(&line(&mut c, aimed, [5, 5, 3, 3, 3, 3, 3, 3]));
    assert_eq!((r.difficulty.location, r.difficulty.total), (0, 1));
    assert_eq!(r.perks, vec![PerkUse::Sniper]);
    // Not aimed, or without the perk: 1 harder again.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"Hunting Rifle\" --location head",
        [5, 5, 3, 3, 3, 3, 3, 3],
    ));
    assert_eq!(r.difficulty.location, 1);
    hold(&mut c, "Ace", &[]);
    let r = attack_report(&line(&mut c, aimed, [5, 5, 3, 3, 3, 3, 3, 3]));
    assert_eq!(r.difficulty.location, 1);
}

#[test]
fn piercing_strike_gives_unarmed_and_blades_piercing_one_more() {
    let mut c = with_ace(&["\"Combat Knife\"", "\"Lead Pipe\""]);
    line(&mut c, "creature-add Raider", []);
    line(&mut c, "creature-add Raider", []);
    // Without the perk: a punch's 2 damage (two Effects) less DR 1.
    let punch = [5, 5, 5, 5, 5];
    let r = attack_report(&line(&mut c, "attack Ace Raider \"Unarmed Strike\"", punch));
    assert_eq!((r.hits[0].pierced, r.hits[0].after_dr), (0, 1));
    hold(&mut c, "Ace", &[("Piercing Strike", 1)]);
    // Piercing 1, two Effects: the torso's DR 1 is ignored.
    let r = attack_report(&line(&mut c, "attack Ace Raider \"Unarmed Strike\"", punch));
    assert_eq!(r.perks, vec![PerkUse::PiercingStrike { rating: 1 }]);
    assert_eq!((r.hits[0].pierced, r.hits[0].after_dr), (1, 2));
    // The Combat Knife's Piercing 1 becomes 2 (3 CD; STR 5 adds no melee die).
    let r = attack_report(&line(
        &mut c,
        "attack Ace \"Raider 2\" \"Combat Knife\"",
        [5, 5, 5, 5, 3, 3],
    ));
    assert_eq!(r.perks, vec![PerkUse::PiercingStrike { rating: 2 }]);
    // A Lead Pipe is no blade.
    let r = attack_report(&line(
        &mut c,
        "attack Ace \"Raider 2\" \"Lead Pipe\"",
        [5, 5, 5, 3, 3, 3],
    ));
    assert!(r.perks.is_empty());
}

#[test]
fn finesse_rerolls_the_damage_dice_once_a_combat() {
    let mut c = with_ace(&[]);
    line(&mut c, "creature-add Raider", []);
    let finesse = "attack Ace Raider \"Unarmed Strike\" --finesse";
    lacks(&refuse(&mut c, finesse), "Finesse", "--finesse");
    hold(&mut c, "Ace", &[("Finesse", 1)]);
    line(&mut c, "initiative", []);
    // The 3s score nothing; re-rolled, two 1s: 2 damage, less DR 1.
    let r = attack_report(&line(&mut c, finesse, [5, 5, 5, 3, 3, 1, 1]));
    let Some(PerkUse::Finesse { before }) = r.perks.first() else {
        panic!("Finesse used: {:?}", r.perks);
    };
    assert_eq!(before.total, 0);
    assert_eq!(r.damage.expect("a hit").total, 2);
    assert_eq!(hp(&c, "Raider"), 7);
    line(&mut c, "next", []);
    line(&mut c, "next", []);
    assert_eq!(
        refuse(&mut c, finesse),
        RuleError::PerkUsed {
            name: "Ace".into(),
            perk: "Finesse".into(),
        }
    );
    // A new combat, a new Finesse.
    line(&mut c, "end-combat", []);
    line(&mut c, "initiative", []);
    let r = attack_report(&line(&mut c, finesse, [5, 5, 5, 3, 3, 1, 1]));
    assert_eq!(r.damage.expect("a hit").total, 2);
}

#[test]
fn heave_ho_throws_one_range_step_farther_for_one_ap() {
    let mut c = with_ace(&["\"Throwing Knife\" 3", "Knife", "Javelin"]);
    line(&mut c, "creature-add Raider", []);
    line(&mut c, "ap group 1", []);
    let heave = "attack Ace Raider \"Throwing Knife\" --range medium --heave-ho";
    lacks(&refuse(&mut c, heave), "Heave Ho!", "--heave-ho");
    // The Throwing Knife reaches Close: Medium is 1 harder.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"Throwing Knife\" --range medium",
        [5, 5, 5, 3, 3, 3],
    ));
    assert_eq!(r.difficulty.range_modifier, 1);
    hold(&mut c, "Ace", &[("Heave Ho!", 1)]);
    not_for(
        &refuse(&mut c, "attack Ace Raider Knife --heave-ho"),
        "--heave-ho",
        "Knife",
    );
    let r = attack_report(&line(&mut c, heave, [5, 5, 5, 3, 3, 3]));
    assert_eq!(r.difficulty.range_modifier, 0);
    let Some(PerkUse::HeaveHo { ap, range }) = r.perks.first() else {
        panic!("Heave Ho! used: {:?}", r.perks);
    };
    assert_eq!(*range, RangeBand::Medium);
    assert_eq!(ap.map(|m| (m.before, m.after)), Some((1, 0)));
    // The hit generated 1 AP, saved to the pool; spend it, then none left.
    line(&mut c, "ap group 0", []);
    short_of_ap(&refuse(&mut c, heave), 1, 0);
    // The Javelin reaches Medium: Heave Ho! takes it to Long.
    line(&mut c, "ap group 1", []);
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider Javelin --range long --heave-ho",
        [5, 5, 5, 3, 3, 3, 3],
    ));
    assert_eq!(r.difficulty.range_modifier, 0);
}

#[test]
fn blitz_rerolls_a_d20_of_a_melee_attack_after_moving_and_adds_a_die_at_rank_two() {
    let mut c = with_ace(&["\"10mm Pistol\"", "10mm 6"]);
    line(&mut c, "creature-add Raider", []);
    lacks(
        &refuse(&mut c, "attack Ace Raider \"Unarmed Strike\" --moved"),
        "Blitz",
        "--moved",
    );
    hold(&mut c, "Ace", &[("Blitz", 1)]);
    not_for(
        &refuse(&mut c, "attack Ace Raider \"10mm Pistol\" --moved"),
        "--moved",
        "10mm Pistol",
    );
    // The 15 misses (target 9) and is re-rolled to 2; the punch's 2 CD.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"Unarmed Strike\" --moved",
        [5, 15, 2, 5, 3, 3],
    ));
    let rerolls: Vec<(String, u32, u32)> = r
        .test
        .perk_rerolls
        .iter()
        .map(|p| (p.perk.clone(), p.reroll.before, p.reroll.after))
        .collect();
    assert_eq!(rerolls, vec![("Blitz".to_owned(), 15, 2)]);
    assert_eq!(r.dice.perks, 0);
    hold(&mut c, "Ace", &[("Blitz", 2)]);
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"Unarmed Strike\" --moved",
        [5, 5, 5, 3, 3, 3],
    ));
    assert_eq!(r.dice.perks, 1);
    assert_eq!(r.perks, vec![PerkUse::Blitz { dice: 1 }]);
}

#[test]
fn grim_reapers_sprint_rolls_a_die_on_a_kill_and_an_effect_gives_two_ap() {
    let mut c = with_ace(&[]);
    line(&mut c, "creature-add Raider", []);
    line(&mut c, "creature-add Raider", []);
    hold(&mut c, "Ace", &[("Grim Reaper's Sprint", 1)]);
    line(&mut c, "hurt Raider 7", []);
    line(&mut c, "hurt \"Raider 2\" 7", []);
    // A hit that does not kill rolls nothing.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"Unarmed Strike\"",
        [15, 15],
    ));
    assert!(r.perks.is_empty());
    // 2 damage less DR 1 kills the Raider (1 HP); the die shows a 5: an
    // Effect, 2 AP to the pool (with the attack's own 1 AP after it).
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"Unarmed Strike\"",
        [5, 5, 5, 1, 1, 5],
    ));
    assert!(r.hits[0].harm.dead);
    let Some(PerkUse::GrimReapersSprint { roll, saved }) = r.perks.last() else {
        panic!("Grim Reaper's Sprint used: {:?}", r.perks);
    };
    assert_eq!(roll.effects, 1);
    assert_eq!(saved.as_ref().map(|s| (s.saved, s.after)), Some((2, 2)));
    assert_eq!(c.group_ap, 3);
    // A 3: no Effect, no AP.
    let r = attack_report(&line(
        &mut c,
        "attack Ace \"Raider 2\" \"Unarmed Strike\"",
        [5, 5, 5, 1, 1, 3],
    ));
    let Some(PerkUse::GrimReapersSprint { saved, .. }) = r.perks.last() else {
        panic!("Grim Reaper's Sprint rolled: {:?}", r.perks);
    };
    assert!(saved.is_none());
    assert_eq!(c.group_ap, 4);
}

#[test]
fn a_bonus_die_after_finesse_joins_the_roll_that_stands() {
    let mut c = with_ace(&[]);
    line(&mut c, "creature-add Raider", []);
    hold(&mut c, "Ace", &[("Finesse", 1)]);
    line(&mut c, "initiative", []);
    line(&mut c, "ap group 2", []);
    // Two 5s: 1 AP generated. The torso (5); the 3s re-rolled to two 1s:
    // 2 damage, less DR 1.
    line(
        &mut c,
        "attack Ace Raider \"Unarmed Strike\" --finesse",
        [5, 5, 5, 3, 3, 1, 1],
    );
    assert_eq!(hp(&c, "Raider"), 7);
    // The bonus die (a 2) joins the re-roll: 1 + 1 + 2 = 4, less DR 1; the
    // roll Finesse replaced is shown as it fell.
    let r = attack_report(&line(&mut c, "bonus-die Ace", [2]));
    let Some(PerkUse::Finesse { before }) = r.perks.first() else {
        panic!("Finesse used: {:?}", r.perks);
    };
    let faces = |roll: &overseer::engine::rulesets::fallout2d20::damage::CombatRoll| {
        roll.dice.iter().map(|d| d.face).collect::<Vec<u32>>()
    };
    assert_eq!(faces(before), vec![3, 3]);
    let damage = r.damage.expect("a hit");
    assert_eq!((faces(&damage), damage.total), (vec![1, 1, 2], 4));
    assert_eq!(r.dice.ap, 1);
    assert_eq!(hp(&c, "Raider"), 5);
    // A second bonus die joins it too.
    let r = attack_report(&line(&mut c, "bonus-die Ace", [1]));
    let damage = r.damage.expect("a hit");
    assert_eq!((faces(&damage), damage.total), (vec![1, 1, 2, 1], 5));
    assert_eq!(hp(&c, "Raider"), 4);
}
