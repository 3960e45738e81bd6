//! The perks that re-roll a d20 at the roll, change the group's AP limit,
//! a hurt character's STR, a critical hit's threshold, healing, DR and a
//! second major action (issue #45), with scripted dice.
//!
//! Ace: STR 5, PER 7, END 5, INT 5, AGI 7, LCK 7; Small Guns 3 (tagged),
//! Unarmed 2, no Athletics, Lockpick or Medicine; maximum HP 12. A Raider:
//! Defense 1, 8 HP. The Laser Pistol: PER + Energy Weapons (0), 4 CD.

use overseer::engine::rulesets::fallout2d20::data::Resist;
use overseer::engine::rulesets::fallout2d20::error::RuleError;
use overseer::engine::rulesets::fallout2d20::outcome::{Event, Reroll};
use overseer::engine::rulesets::fallout2d20::perk_rerolls::PerkReroll;
use overseer::engine::rulesets::fallout2d20::perks::HeldPerk;
use overseer::engine::rulesets::fallout2d20::Campaign;

use crate::f2d20_play::{attack_report, chem_taken, hp, line, refuse, test_report, with_ace};

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

fn rerolled(perk: &str, index: usize, before: u32, after: u32) -> PerkReroll {
    PerkReroll {
        perk: perk.into(),
        reroll: Reroll {
            index,
            before,
            after,
        },
    }
}

fn faces(t: &overseer::engine::rulesets::fallout2d20::outcome::TestReport) -> Vec<u32> {
    t.roll.dice.iter().map(|d| d.face).collect()
}

#[test]
fn infiltrator_rerolls_the_worst_die_of_a_lockpick_test() {
    let mut c = with_ace(&[]);
    // Without the perk: PER 7 + Lockpick 0, both dice miss, two faces.
    let t = test_report(&line(&mut c, "test Ace PER Lockpick 1", [15, 12]));
    assert!(!t.passed && t.perk_rerolls.is_empty());
    hold(&mut c, "Ace", &[("Infiltrator", 1)]);
    let t = test_report(&line(&mut c, "test Ace PER Lockpick 1", [15, 12, 3]));
    assert_eq!(t.perk_rerolls, vec![rerolled("Infiltrator", 0, 15, 3)]);
    assert_eq!(faces(&t), vec![3, 12]);
    assert!(t.passed);
    // Another skill: no re-roll.
    let t = test_report(&line(&mut c, "test Ace PER Science 1", [15, 12]));
    assert!(t.perk_rerolls.is_empty());
    // Every die scored: nothing to re-roll.
    let t = test_report(&line(&mut c, "test Ace PER Lockpick 1", [4, 5]));
    assert!(t.perk_rerolls.is_empty());
}

#[test]
fn cautious_nature_rerolls_when_dice_are_bought_from_the_pool_daring_when_given_to_the_gm() {
    let mut c = with_ace(&[]);
    hold(&mut c, "Ace", &[("Cautious Nature", 1)]);
    line(&mut c, "ap group 1", []);
    // AGI 7 + Athletics 0: 14 and 16 miss; the 16 is re-rolled to 2.
    let t = test_report(&line(
        &mut c,
        "test Ace AGI Athletics 2 --buy 1",
        [14, 5, 16, 2],
    ));
    assert_eq!(t.perk_rerolls, vec![rerolled("Cautious Nature", 2, 16, 2)]);
    assert_eq!((t.successes, t.passed), (2, true));
    assert_eq!(c.group_ap, 0);
    // Bought by giving the GM AP: Cautious Nature gives nothing.
    let t = test_report(&line(
        &mut c,
        "test Ace AGI Athletics 2 --buy 1 --to-gm",
        [14, 5, 16],
    ));
    assert!(t.perk_rerolls.is_empty());
    assert_eq!(c.gm_ap, 1);
    // Daring Nature: the other way round.
    hold(&mut c, "Ace", &[("Daring Nature", 1)]);
    let t = test_report(&line(
        &mut c,
        "test Ace AGI Athletics 2 --buy 1 --to-gm",
        [14, 5, 16, 1],
    ));
    assert_eq!(t.perk_rerolls, vec![rerolled("Daring Nature", 2, 16, 1)]);
    assert_eq!(c.gm_ap, 2);
    // No die bought: no re-roll.
    let t = test_report(&line(&mut c, "test Ace AGI Athletics 1", [14, 16]));
    assert!(t.perk_rerolls.is_empty());
}

#[test]
fn steady_aim_rerolls_a_second_die_of_an_aimed_attack() {
    let mut c = with_ace(&["\"Laser Pistol\"", "\"fusion cell\" 6"]);
    line(&mut c, "creature-add Raider", []);
    hold(&mut c, "Ace", &[("Steady Aim", 1)]);
    // Aim re-rolls the 19 (to 17), Steady Aim the 18 (to 4): a hit; then
    // the location die and the pistol's 4 CD.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"Laser Pistol\" --aim",
        [18, 19, 17, 4, 5, 3, 3, 3, 3],
    ));
    let aim = r.test.reroll.expect("Aim's re-roll");
    assert_eq!((aim.index, aim.before, aim.after), (1, 19, 17));
    assert_eq!(r.test.perk_rerolls, vec![rerolled("Steady Aim", 0, 18, 4)]);
    assert!(r.hit);
    // Not aimed: no re-roll, a miss on two faces.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"Laser Pistol\"",
        [18, 19],
    ));
    assert!(!r.hit && r.test.perk_rerolls.is_empty());
}

#[test]
fn center_mass_rerolls_a_die_of_a_ranged_attack_at_the_torso() {
    let mut c = with_ace(&["\"Laser Pistol\"", "\"fusion cell\" 6"]);
    line(&mut c, "creature-add Raider", []);
    hold(&mut c, "Ace", &[("Center Mass", 1)]);
    // At the torso: no harder (Defense 1), the 19 re-rolled to 3; no
    // location die, then 4 CD.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"Laser Pistol\" --location torso",
        [18, 19, 3, 3, 3, 3, 3],
    ));
    assert_eq!(r.difficulty.total, 1);
    assert_eq!(r.test.perk_rerolls, vec![rerolled("Center Mass", 1, 19, 3)]);
    assert!(r.hit);
    // At the head: 1 harder and no re-roll.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"Laser Pistol\" --location head",
        [18, 19],
    ));
    assert_eq!(r.difficulty.total, 2);
    assert!(r.test.perk_rerolls.is_empty());
}

#[test]
fn medic_rerolls_a_die_of_first_aid_treating_an_injury_only() {
    let mut c = with_ace(&[]);
    line(&mut c, "creature-add Radscorpion", []);
    hold(&mut c, "Ace", &[("Medic", 1)]);
    // The claw's 7 damage at the left leg: a critical hit, an injury.
    claw(&mut c);
    assert_eq!(c.characters[0].vitals.injuries.len(), 1);
    // INT 5 + Medicine 0 against 2 (an injury, oneself): 12 and 15 miss;
    // the 15 is re-rolled to a 1 (two successes).
    let out = line(&mut c, "first-aid Ace Ace treat", [12, 15, 1]);
    let test = out
        .events
        .iter()
        .find_map(|e| match e {
            Event::FirstAid { test, .. } => Some(test.clone()),
            _ => None,
        })
        .expect("first aid");
    assert_eq!(test.perk_rerolls, vec![rerolled("Medic", 1, 15, 1)]);
    assert!(test.passed);
    assert!(c.characters[0].vitals.injuries.is_empty());
    // Healing: no re-roll.
    let out = line(&mut c, "first-aid Ace Ace heal", [12, 15]);
    assert!(out.events.iter().any(|e| matches!(
        e,
        Event::FirstAid { test, .. } if test.perk_rerolls.is_empty() && !test.passed
    )));
}

/// The Radscorpion's claw at Ace: Body 7 + Melee 4 hits on 1 and 1; the
/// left leg (15); 4 CD of 5, 2, 2 and 1 with Vicious: 7 damage.
fn claw(c: &mut Campaign) -> bool {
    let r = attack_report(&line(
        c,
        "attack Radscorpion Ace Claw",
        [1, 1, 15, 5, 2, 2, 1],
    ));
    assert_eq!(r.hits[0].after_dr, 7);
    r.hits[0].harm.critical
}

#[test]
fn a_luck_reroll_replays_a_perk_rerolled_test_with_its_faces() {
    let mut c = with_ace(&[]);
    hold(&mut c, "Ace", &[("Infiltrator", 1)]);
    line(&mut c, "test Ace PER Lockpick 2", [15, 12, 3]);
    // The Luck point re-rolls the 12 (the die that scored nothing); the
    // perk does not re-roll again.
    let out = line(&mut c, "reroll Ace 2", [6]);
    let t = test_report(&out);
    assert_eq!(faces(&t), vec![3, 6]);
    assert!(t.passed && t.perk_rerolls.is_empty());
}

#[test]
fn inspirational_raises_the_group_ap_limit_to_seven() {
    let mut c = with_ace(&[]);
    assert_eq!(c.group_ap_max(), 6);
    assert!(matches!(
        refuse(&mut c, "ap group 7"),
        RuleError::OutOfRange { .. }
    ));
    hold(&mut c, "Ace", &[("Inspirational", 1)]);
    assert_eq!(c.group_ap_max(), 7);
    line(&mut c, "ap group 5", []);
    // AGI 7 + Athletics 0 at difficulty 0: two successes, 2 AP generated;
    // the pool takes them up to 7.
    line(&mut c, "test Ace AGI Athletics 0", [2, 3]);
    assert_eq!(c.group_ap, 7);
    line(&mut c, "test Ace AGI Athletics 0", [2, 3]);
    assert_eq!(c.group_ap, 7);
}

#[test]
fn adrenalin_rush_counts_str_ten_below_maximum_hp() {
    let mut c = with_ace(&[]);
    hold(&mut c, "Ace", &[("Adrenalin Rush", 1)]);
    // Full HP: STR 5 + Athletics 0; 8 and 9 miss.
    let t = test_report(&line(&mut c, "test Ace STR Athletics 1", [8, 9]));
    assert_eq!((t.roll.target.number, t.successes), (5, 0));
    line(&mut c, "hurt Ace 1", []);
    let t = test_report(&line(&mut c, "test Ace STR Athletics 1", [8, 9]));
    assert_eq!((t.roll.target.number, t.successes), (10, 2));
    // Other attributes unchanged.
    let t = test_report(&line(&mut c, "test Ace AGI Athletics 1", [8, 9]));
    assert_eq!(t.roll.target.number, 7);
}

#[test]
fn adamantium_skeleton_raises_the_damage_a_critical_hit_needs() {
    let mut c = with_ace(&[]);
    line(&mut c, "creature-add Radscorpion", []);
    // Rank 3: 8 damage for a critical hit; the claw's 7 is none.
    hold(&mut c, "Ace", &[("Adamantium Skeleton", 3)]);
    assert!(!claw(&mut c));
    assert!(c.characters[0].vitals.injuries.is_empty());
    assert_eq!(hp(&c, "Ace"), 5);
    // Rank 2: 7 is enough.
    line(&mut c, "heal Ace 7", []);
    hold(&mut c, "Ace", &[("Adamantium Skeleton", 2)]);
    assert!(claw(&mut c));
    assert_eq!(c.characters[0].vitals.injuries.len(), 1);
}

#[test]
fn fast_metabolism_adds_a_hp_a_rank_to_a_stimpak_and_first_aid() {
    let mut c = with_ace(&["Stimpak 2"]);
    hold(&mut c, "Ace", &[("Fast Metabolism", 2)]);
    line(&mut c, "hurt Ace 8", []);
    assert_eq!(hp(&c, "Ace"), 4);
    // A Stimpak's 4, and 2.
    let taken = chem_taken(&line(&mut c, "action Ace take-chem Stimpak", []));
    assert_eq!(taken.healed.map(|h| (h.before, h.after)), Some((4, 10)));
    // First Aid's Heal on oneself (difficulty 1): Medicine 0, and 2.
    line(&mut c, "hurt Ace 4", []);
    line(&mut c, "first-aid Ace Ace heal", [3, 15]);
    assert_eq!(hp(&c, "Ace"), 8);
}

#[test]
fn barbarian_adds_physical_dr_by_str_out_of_power_armour() {
    let mut c = with_ace(&[]);
    hold(&mut c, "Ace", &[("Barbarian", 1)]);
    // STR 5: nothing.
    assert_eq!(c.characters[0].dr_at("torso").physical, Resist::Dr(0));
    c.characters[0].special.0[0] = 8;
    assert_eq!(c.characters[0].dr_at("torso").physical, Resist::Dr(1));
    c.characters[0].special.0[0] = 9;
    assert_eq!(c.characters[0].dr_at("arm-left").physical, Resist::Dr(2));
    assert_eq!(c.characters[0].dr_at("arm-left").energy, Resist::Dr(0));
}

#[test]
fn action_boy_makes_a_second_major_action_no_harder() {
    let mut c = with_ace(&[]);
    line(&mut c, "ap group 4", []);
    let t = test_report(&line(
        &mut c,
        "test Ace AGI Athletics 1 --second-major",
        [3, 15],
    ));
    assert_eq!(t.roll.difficulty, 2);
    hold(&mut c, "Ace", &[("Action Boy / Girl", 1)]);
    let t = test_report(&line(
        &mut c,
        "test Ace AGI Athletics 1 --second-major",
        [3, 15],
    ));
    assert_eq!(t.roll.difficulty, 1);
    // The 2 AP are still paid.
    assert_eq!(c.group_ap, 0);
}

#[test]
fn cautious_and_daring_nature_are_never_held_together() {
    let mut c = with_ace(&[]);
    hold(&mut c, "Ace", &[("Cautious Nature", 1)]);
    line(&mut c, "xp Ace 100", []);
    assert_eq!(
        refuse(
            &mut c,
            "level-up Ace --skill repair --perk \"Daring Nature\""
        ),
        RuleError::PerkExcludes {
            character: "Ace".into(),
            perk: "Daring Nature".into(),
            beside: "Cautious Nature".into(),
        }
    );
    assert_eq!(c.characters[0].level, 1);
    // The other way round, and the level-up's perk list offers neither.
    hold(&mut c, "Ace", &[("Daring Nature", 1)]);
    assert!(matches!(
        refuse(&mut c, "level-up Ace --skill repair --perk \"Cautious Nature\""),
        RuleError::PerkExcludes { ref beside, .. } if beside == "Daring Nature"
    ));
    let open = overseer::engine::rulesets::fallout2d20::growth::open(&c.characters[0]);
    assert!(open.iter().all(|(p, _)| &*p.name != "Cautious Nature"));
}
