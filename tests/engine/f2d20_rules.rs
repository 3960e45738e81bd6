//! Scripted-dice scenarios for every rule of the Fallout 2d20 game (seed 002
//! with the core rules), with exact expected numbers, and the exact odds.
//!
//! Dice order: an attack rolls its d20s (bought dice included), an Aim
//! re-roll, helpers' d20s; on a hit the location d20 (unless aimed at one),
//! the combat dice, cover dice per hit, then each Spread hit's location (and
//! cover), then each Burst target's location, cover and Spread. `next` rolls
//! the ending unit's persistent damage, then the new unit's dying test.

#![allow(clippy::needless_pass_by_value)]

use overseer::engine::dice::ScriptedDice;
use overseer::engine::mechanics::pool::{self, pass_odds, success_counts, Target};
use overseer::engine::rulesets::fallout2d20::character::{
    carry_weight, defense, initiative, max_hp, melee_bonus, NewCharacter,
};
use overseer::engine::rulesets::fallout2d20::command::{AttackCommand, Buy, Command};
use overseer::engine::rulesets::fallout2d20::commands::COMMANDS;
use overseer::engine::rulesets::fallout2d20::damage::{
    combat_die, effect_counts, location_counts, total_counts,
};
use overseer::engine::rulesets::fallout2d20::data::{
    find_location, location_for, DamageType, Dr, RangeBand, Resist, Side, CREATURES, HUMANOID,
    WEAPONS,
};
use overseer::engine::rulesets::fallout2d20::error::{Limit, RuleError};
use overseer::engine::rulesets::fallout2d20::outcome::{
    ActionKind, AidChoice, AidResult, Applied, AttackReport, Event, HitKind, Outcome, Pool,
    TurnEffect, Unit,
};
use overseer::engine::rulesets::fallout2d20::skills::Skill;
use overseer::engine::rulesets::fallout2d20::Campaign;
use overseer::engine::special::{Attribute, Special};
use overseer::games::fallout2d20::cli::grammar::{parse, ParseError};

fn newc(name: &str, special: [i64; 7], tags: [Skill; 3], points: &[(Skill, i64)]) -> Command {
    Command::AddCharacter(NewCharacter {
        owner: format!("user-{name}"),
        player: format!("Player of {name}"),
        name: name.into(),
        special,
        tags: tags.to_vec(),
        points: points.to_vec(),
    })
}

/// Ace: PER 7, AGI 7; Small Guns, Melee Weapons and Explosives tagged at 3;
/// Unarmed 2, Big Guns 2. HP 12, Defense 1, initiative 14.
fn ace() -> Command {
    newc(
        "Ace",
        [5, 7, 5, 4, 5, 7, 7],
        [Skill::SmallGuns, Skill::MeleeWeapons, Skill::Explosives],
        &[
            (Skill::SmallGuns, 1),
            (Skill::MeleeWeapons, 1),
            (Skill::Explosives, 1),
            (Skill::Unarmed, 2),
            (Skill::BigGuns, 2),
        ],
    )
}

/// Nora: S6 P6 E6 C5 I5 A6 L6; Small Guns, Medicine, Survival tagged.
/// HP 12, initiative 12, Survival 2 (END + Survival 8, criticals on 1-2).
fn nora() -> Command {
    newc(
        "Nora",
        [6, 6, 6, 5, 5, 6, 6],
        [Skill::SmallGuns, Skill::Medicine, Skill::Survival],
        &[(Skill::Athletics, 2)],
    )
}

fn run(c: &mut Campaign, cmd: Command, faces: impl IntoIterator<Item = u32>) -> Outcome {
    let mut dice = ScriptedDice::new(faces);
    let out = c
        .execute(&cmd, &mut dice)
        .unwrap_or_else(|e| panic!("{cmd:?} refused: {e:?}"));
    assert_eq!(dice.remaining(), 0, "{cmd:?} left faces unused");
    c.validate().expect("valid after a command");
    out
}

fn refuse(c: &mut Campaign, cmd: Command, faces: impl IntoIterator<Item = u32>) -> RuleError {
    let before = c.clone();
    let err = c
        .execute(&cmd, &mut ScriptedDice::new(faces))
        .expect_err("must be refused");
    assert_eq!(*c, before, "a refused {cmd:?} changed the campaign");
    err
}

/// Splits a line into words; "double quotes" keep spaces in one word.
fn words(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word = String::new();
    let mut quoted = false;
    for ch in text.chars() {
        match ch {
            '"' => quoted = !quoted,
            ' ' if !quoted => {
                if !word.is_empty() {
                    out.push(std::mem::take(&mut word));
                }
            }
            _ => word.push(ch),
        }
    }
    if !word.is_empty() {
        out.push(word);
    }
    out
}

fn line(c: &mut Campaign, text: &str, faces: impl IntoIterator<Item = u32>) -> Outcome {
    let owned = words(text);
    let words: Vec<&str> = owned.iter().map(String::as_str).collect();
    let cmd = parse(&words).unwrap_or_else(|e| panic!("{text}: {e:?}"));
    run(c, cmd, faces)
}

fn attack_report(out: &Outcome) -> AttackReport {
    out.events
        .iter()
        .find_map(|e| match e {
            Event::Attack { report } => Some((**report).clone()),
            _ => None,
        })
        .expect("an attack event")
}

fn hp(c: &Campaign, name: &str) -> u32 {
    let u = c.unit(name).expect("unit");
    c.vitals(&u).expect("vitals").hp
}

/// Ace with a weapon (and its ammunition) against a creature.
fn setup(weapon: &str, ammo: Option<&str>, creature: &str) -> Campaign {
    let mut c = Campaign::new();
    run(&mut c, ace(), []);
    line(&mut c, &format!("give Ace {weapon} 2"), []);
    if let Some(a) = ammo {
        line(&mut c, &format!("give Ace {a} 10"), []);
    }
    // Three alone, named as before packs were numbered: Raider, Raider 2, Raider 3.
    for _ in 0..3 {
        line(&mut c, &format!("creature-add {creature}"), []);
    }
    c
}

// ----- characters --------------------------------------------------------------

#[test]
fn creation_derives_hp_defense_initiative_carry_weight_melee_bonus_and_luck() {
    let s = Special([9, 5, 7, 4, 4, 9, 2]);
    assert_eq!(max_hp(&s), 9, "END 7 + LCK 2");
    assert_eq!(defense(&s), 2, "AGI 9");
    assert_eq!(defense(&Special([5; 7])), 1);
    assert_eq!(initiative(&s), 14);
    assert_eq!(carry_weight(&s), 240);
    assert_eq!(melee_bonus(&s), 2);
    for (str_, bonus) in [(6, 0), (7, 1), (8, 1), (9, 2), (10, 2), (11, 3)] {
        assert_eq!(melee_bonus(&Special([str_, 5, 5, 5, 5, 5, 5])), bonus);
    }
    let mut c = Campaign::new();
    let out = run(&mut c, nora(), []);
    let Event::CharacterAdded { sheet } = &out.events[0] else {
        panic!("{out:?}")
    };
    assert_eq!(
        (sheet.hp, sheet.max_hp, sheet.defense, sheet.initiative),
        (12, 12, 1, 12)
    );
    assert_eq!(
        (sheet.carry_weight, sheet.melee_bonus, sheet.luck),
        (210, 0, 6)
    );
    let small = sheet
        .skills
        .iter()
        .find(|s| s.skill == Skill::SmallGuns)
        .unwrap();
    assert_eq!((small.rank, small.tagged, small.target), (2, true, 8));
}

#[test]
fn creation_refuses_bad_special_tags_and_skill_points() {
    let mut c = Campaign::new();
    let t = [Skill::Sneak, Skill::Speech, Skill::Barter];
    assert_eq!(
        refuse(&mut c, newc("X", [5, 5, 5, 5, 5, 5, 5], t, &[]), []),
        RuleError::SpecialTotal {
            total: 35,
            expected: 40
        }
    );
    assert!(matches!(
        refuse(&mut c, newc("X", [3, 6, 6, 6, 6, 6, 7], t, &[]), []),
        RuleError::OutOfRange {
            min: 4,
            max: 10,
            ..
        }
    ));
    assert_eq!(
        refuse(
            &mut c,
            newc(
                "X",
                [6, 6, 6, 6, 6, 5, 5],
                [Skill::Sneak, Skill::Sneak, Skill::Barter],
                &[]
            ),
            []
        ),
        RuleError::DuplicateTag {
            skill: Skill::Sneak
        }
    );
    // A tag starts at 2: one more point at most (rank 3 at creation).
    assert!(matches!(
        refuse(
            &mut c,
            newc("X", [6, 6, 6, 6, 6, 5, 5], t, &[(Skill::Sneak, 2)]),
            []
        ),
        RuleError::OutOfRange { min: 0, max: 1, .. }
    ));
    // 9 + INT 4 = 13 points.
    let many = [
        (Skill::Athletics, 3),
        (Skill::Lockpick, 3),
        (Skill::Pilot, 3),
        (Skill::Repair, 3),
        (Skill::Science, 2),
    ];
    assert_eq!(
        refuse(&mut c, newc("X", [6, 6, 6, 6, 4, 6, 6], t, &many), []),
        RuleError::SkillPoints {
            spent: 14,
            allowed: 13
        }
    );
}

// ----- the pool ----------------------------------------------------------------

#[test]
fn a_test_counts_tag_criticals_complications_and_generates_ap_into_the_group_pool() {
    let mut c = Campaign::new();
    run(&mut c, nora(), []);
    // END 6 + Survival 2 = 8, criticals on 1-2 (tagged): 2 + 2 + 1 = 5 vs 2.
    let out = line(&mut c, "test Nora END Survival 2", [2, 1]);
    let Event::Test { test, saved, .. } = &out.events[0] else {
        panic!()
    };
    assert_eq!(test.roll.target, Target::plain(8).tagged(2));
    assert_eq!(test.roll.dice.len(), 2, "the third face is unused");
    assert_eq!(test.successes, 4);
    assert_eq!(test.ap_generated, 2);
    assert_eq!(saved.map(|s| (s.saved, s.after)), Some((2, 2)));
    // 20 is a complication; no AP on a failure.
    let out = line(&mut c, "test Nora END Survival 2", [20, 7]);
    let Event::Test { test, .. } = &out.events[0] else {
        panic!()
    };
    assert_eq!(
        (test.successes, test.roll.complications, test.passed),
        (1, 1, false)
    );
    assert_eq!(c.group_ap, 2);
}

#[test]
fn bought_dice_cost_one_two_three_ap_and_the_group_pool_holds_six() {
    let mut c = Campaign::new();
    run(&mut c, nora(), []);
    line(&mut c, "ap group 6", []);
    let out = line(
        &mut c,
        "test Nora AGI Athletics 1 --buy 2",
        [15, 15, 15, 15],
    );
    let Event::Test { test, .. } = &out.events[0] else {
        panic!()
    };
    assert_eq!((test.bought.dice, test.bought.cost), (2, 3));
    assert_eq!(test.roll.dice.len(), 4);
    assert_eq!(c.group_ap, 3);
    // Giving the GM the AP instead costs the group nothing.
    line(&mut c, "test Nora AGI Athletics 1 --buy 3 --to-gm", [15; 5]);
    assert_eq!((c.group_ap, c.gm_ap), (3, 6));
    assert!(matches!(
        refuse(
            &mut c,
            parse(&["test", "Nora", "AGI", "Athletics", "1", "--buy", "4"]).unwrap(),
            []
        ),
        RuleError::OutOfRange { max: 3, .. }
    ));
    // 5 successes at difficulty 0: 5 AP, only 3 fit.
    let out = line(&mut c, "test Nora AGI Athletics 0", [1, 4]);
    let Event::Test { saved, .. } = &out.events[0] else {
        panic!()
    };
    let s = saved.expect("saved");
    assert_eq!((s.saved, s.lost, s.after), (3, 0, 6));
    let out = line(&mut c, "rally Nora", [1, 1]);
    let Event::Rally { saved, .. } = &out.events[0] else {
        panic!()
    };
    assert_eq!(saved.map(|s| (s.saved, s.lost)), Some((0, 4)));
    assert_eq!(c.group_ap, 6);
}

#[test]
fn exact_odds_of_successes_and_of_hitting() {
    let t = Target::plain(9).tagged(3);
    assert_eq!(success_counts(1, t), vec![11, 6, 3]);
    let hit1 = pass_odds(2, t, 1);
    assert_eq!((hit1.numerator, hit1.denominator), (279, 400));
    let hit2 = pass_odds(2, t, 2);
    assert_eq!((hit2.numerator, hit2.denominator), (400 - 121 - 132, 400));
    // Five dice, difficulty 5, plain target 10: brute force over 20^5.
    let target = Target::plain(10);
    let mut ways = 0u128;
    for n in 0..20u32.pow(5) {
        let mut k = n;
        let mut s = 0;
        for _ in 0..5 {
            s += target.successes(k % 20 + 1);
            k /= 20;
        }
        if s >= 5 {
            ways += 1;
        }
    }
    assert_eq!(pass_odds(5, target, 5).numerator, ways);
    assert_eq!(pool::buy_cost(0), Some(0));
}

// ----- attacks ---------------------------------------------------------------------

#[test]
fn a_pistol_shot_rolls_location_and_combat_dice_spends_ammo_and_saves_ap() {
    let mut c = setup("10mm Pistol", Some("10mm"), "Raider");
    // AGI 7 + Small Guns 3, criticals on 1-3: 3 scores 2, 15 nothing.
    // Location 5: torso (DR 1 physical). Combat dice 1, 2, 5, 3: 4 damage, 1 effect.
    let out = line(
        &mut c,
        "attack Ace Raider 10mm Pistol",
        [3, 15, 5, 1, 2, 5, 3],
    );
    let r = attack_report(&out);
    assert_eq!(r.difficulty.total, 1);
    assert_eq!(
        r.test.roll.dice.iter().map(|d| d.face).collect::<Vec<_>>(),
        vec![3, 15]
    );
    assert!(r.hit);
    assert_eq!(r.location.as_deref(), Some("torso"));
    let dmg = r.damage.as_ref().unwrap();
    assert_eq!(
        dmg.dice.iter().map(|d| d.damage).collect::<Vec<_>>(),
        vec![1, 2, 1, 0]
    );
    assert_eq!((dmg.total, dmg.effects), (4, 1));
    let h = &r.hits[0];
    assert_eq!((h.before_dr, h.dr, h.after_dr), (4, Some(1), 3));
    assert_eq!((h.hp.before, h.hp.after), (8, 5));
    assert_eq!(r.ammo.as_ref().map(|a| (a.spent, a.left)), Some((1, 9)));
    assert_eq!(r.saved.map(|s| s.saved), Some(1));
    assert_eq!(c.group_ap, 1);
    // A miss spends one shot and nothing else.
    let out = line(&mut c, "attack Ace Raider 10mm Pistol --ammo 2", [18, 19]);
    let r = attack_report(&out);
    assert!(!r.hit && r.damage.is_none());
    assert_eq!(r.ammo.as_ref().map(|a| (a.spent, a.left)), Some((1, 8)));
}

#[test]
fn the_range_table_in_full() {
    use RangeBand::{Close as C, Extreme as X, Long as L, Medium as M};
    let table = [
        (C, [0, 1, 2, 3]),
        (M, [1, 0, 1, 2]),
        (L, [2, 1, 0, 1]),
        (X, [3, 2, 1, 0]),
    ];
    for (target_at, row) in table {
        for (weapon, expected) in [C, M, L, X].into_iter().zip(row) {
            assert_eq!(
                weapon.modifier(target_at),
                expected,
                "{weapon:?} at {target_at:?}"
            );
        }
    }
    // Through an attack: a pistol (ideal Close) at Long is +2; the hunting
    // rifle (Medium) at Close is +1; a chosen location +1.
    let mut c = setup("10mm Pistol", Some("10mm"), "Raider");
    line(&mut c, "give Ace Hunting Rifle", []);
    line(&mut c, "give Ace .308 5", []);
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider 10mm Pistol --range long",
        [19, 19],
    ));
    assert_eq!((r.difficulty.range_modifier, r.difficulty.total), (2, 3));
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider Hunting Rifle --range close --location head",
        [19, 19],
    ));
    assert_eq!(
        (
            r.difficulty.range_modifier,
            r.difficulty.location,
            r.difficulty.total
        ),
        (1, 1, 3)
    );
    // Melee takes no range.
    line(&mut c, "give Ace Machete", []);
    assert!(matches!(
        refuse(
            &mut c,
            parse(&["attack", "Ace", "Raider", "Machete", "--range", "close"]).unwrap(),
            []
        ),
        RuleError::NotForWeapon { .. }
    ));
}

#[test]
fn a_chosen_location_is_hit_without_a_location_die() {
    let mut c = setup("10mm Pistol", Some("10mm"), "Raider");
    // Difficulty 2 (Defense 1 + location); 1 and 1: 4 successes.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider 10mm Pistol --location head --ammo 2",
        [1, 1, 2, 2, 2, 2, 2, 2],
    ));
    assert_eq!(r.location.as_deref(), Some("head"));
    assert_eq!(r.hits[0].location_die, None);
    // 4 + 2 ammo dice = 6 dice of 2: 12, head DR 0; a critical hit.
    assert_eq!(r.hits[0].after_dr, 12);
    assert!(r.hits[0].harm.critical);
    assert!(r.hits[0].harm.dead, "a creature at 0 HP dies");
    assert_eq!(r.ammo.as_ref().map(|a| a.spent), Some(3));
    assert!(matches!(
        refuse(
            &mut c,
            parse(&["attack", "Ace", "Raider 2", "10mm", "Pistol", "--ammo", "3"]).unwrap(),
            []
        ),
        RuleError::OutOfRange { max: 2, .. }
    ));
}

#[test]
fn hit_locations_of_the_d20_table_and_creature_tables() {
    for (face, key) in [
        (1, "head"),
        (2, "head"),
        (3, "torso"),
        (8, "torso"),
        (9, "left-arm"),
        (11, "left-arm"),
        (12, "right-arm"),
        (14, "right-arm"),
        (15, "left-leg"),
        (17, "left-leg"),
        (18, "right-leg"),
        (20, "right-leg"),
    ] {
        assert_eq!(location_for(&HUMANOID, face).map(|r| r.key), Some(key));
    }
    assert_eq!(
        location_counts(&HUMANOID),
        vec![
            ("head", 2),
            ("torso", 6),
            ("left-arm", 3),
            ("right-arm", 3),
            ("left-leg", 3),
            ("right-leg", 3)
        ]
    );
    for t in &CREATURES {
        let total: u32 = location_counts(t.locations).iter().map(|(_, n)| n).sum();
        assert_eq!(total, 20, "{} covers the d20", t.name);
    }
    // A Mister Handy is hit on its own table: 19 is its thruster.
    let mut c = setup("10mm Pistol", Some("10mm"), "Mister Handy");
    let r = attack_report(&line(
        &mut c,
        "attack Ace \"Mister Handy\" 10mm Pistol",
        [1, 1, 19, 3, 3, 3, 3],
    ));
    assert_eq!(r.location.as_deref(), Some("thruster"));
    assert_eq!(
        find_location(&HUMANOID, "left arm").map(|r| r.key),
        Some("left-arm")
    );
    assert!(matches!(
        refuse(
            &mut c,
            parse(&[
                "attack",
                "Ace",
                "Mister Handy",
                "10mm",
                "Pistol",
                "--location",
                "head"
            ])
            .unwrap(),
            []
        ),
        RuleError::Unknown { .. }
    ));
}

#[test]
fn dr_per_location_and_type_from_worn_pieces() {
    let mut c = Campaign::new();
    run(&mut c, nora(), []);
    line(&mut c, "wear Nora Leather Chest Piece", []);
    line(&mut c, "wear Nora Combat Armor Helmet", []);
    line(&mut c, "wear Nora Metal Arm left", []);
    line(&mut c, "wear Nora Vault Jumpsuit", []);
    let out = line(&mut c, "status Nora", []);
    let Event::Sheet { sheet } = &out.events[0] else {
        panic!()
    };
    let dr = |loc: &str| sheet.dr.iter().find(|d| d.location == loc).unwrap().dr;
    // The jumpsuit is clothing: worn under the chest piece and the arm, its
    // DR (0/1/2) adds to theirs (published numbers: Leather 1/2, Metal Arm
    // 2/1, Combat Armor Helmet 2/2).
    assert_eq!(dr("head"), Dr::new(2, 2, 0, 0));
    assert_eq!(dr("torso"), Dr::new(1, 3, 2, 0));
    assert_eq!(dr("left-arm"), Dr::new(2, 2, 2, 0));
    line(&mut c, "doff Nora Vault Jumpsuit", []);
    line(&mut c, "wear Nora Metal Chest Piece", []);
    line(&mut c, "wear Nora Metal Arm right", []);
    let sheet = c.characters[0].sheet();
    let dr = |loc: &str| sheet.dr.iter().find(|d| d.location == loc).unwrap().dr;
    // The Metal Chest Piece (2/1) replaced the leather one; the left arm
    // still wears its Metal Arm.
    assert_eq!(dr("torso"), Dr::new(2, 1, 0, 0));
    assert_eq!(dr("right-arm"), Dr::new(2, 1, 0, 0));
    assert_eq!(dr("left-arm"), Dr::new(2, 1, 0, 0));
    assert!(matches!(
        refuse(
            &mut c,
            parse(&["wear", "Nora", "Metal", "Arm"]).unwrap(),
            []
        ),
        RuleError::NeedsSide { .. }
    ));
    // Energy hits the torso's energy DR (1), physical its physical DR (2).
    run(&mut c, ace(), []);
    line(&mut c, "give Ace Laser Pistol", []);
    line(&mut c, "give Ace fusion cell 5", []);
    line(&mut c, "give Ace 10mm Pistol", []);
    line(&mut c, "give Ace 10mm 5", []);
    let r = attack_report(&line(
        &mut c,
        "attack Ace Nora Laser Pistol",
        [19, 2, 5, 2, 2, 2, 2],
    ));
    assert_eq!(
        (r.hits[0].damage_type, r.hits[0].dr, r.hits[0].after_dr),
        (DamageType::Energy, Some(1), 7)
    );
    let r = attack_report(&line(
        &mut c,
        "attack Ace Nora 10mm Pistol",
        [19, 2, 5, 2, 2, 1, 1],
    ));
    assert_eq!((r.hits[0].dr, r.hits[0].after_dr), (Some(2), 4));
    // Creatures: a radscorpion is immune to poison and radiation.
    assert_eq!(CREATURES[6].dr_at("body").poison, Resist::Immune);
    // Clothing replaces clothing only, never the armour over it.
    line(&mut c, "wear Nora Vault Jumpsuit", []);
    let out = line(&mut c, "wear Nora \"Casual Clothing\"", []);
    let Event::ArmourWorn { replaced, .. } = &out.events[0] else {
        panic!("{out:?}")
    };
    assert_eq!(replaced, &vec!["Vault Jumpsuit".to_owned()]);
    assert_eq!(c.characters[0].dr_at("torso"), Dr::new(2, 1, 0, 0));
}

// ----- damage effects at 0, 1 and 3 Effects --------------------------------------------

/// Ace attacks Raider with `weapon`; d20s 1 and 1 (4 successes against
/// Defense 1), location 5 (torso, DR 1/1), then `dice`.
fn effect_attack(
    weapon: &str,
    ammo: Option<&str>,
    extra: &str,
    dice: &[u32],
) -> (Campaign, AttackReport) {
    let mut c = setup(weapon, ammo, "Raider");
    let mut faces = vec![1, 1, 5];
    faces.extend_from_slice(dice);
    let r = attack_report(&line(
        &mut c,
        &format!("attack Ace Raider {weapon} {extra}"),
        faces,
    ));
    (c, r)
}

#[test]
fn vicious_adds_one_damage_per_effect() {
    let (_, r) = effect_attack("Ripper", None, "", &[1, 2, 1, 3]);
    assert_eq!(
        (r.effects, r.hits[0].before_dr, r.hits[0].after_dr),
        (0, 4, 3)
    );
    assert!(r.applied.is_empty());
    let (_, r) = effect_attack("Ripper", None, "", &[5, 2, 1, 3]);
    assert_eq!(
        (r.effects, r.hits[0].before_dr, r.hits[0].after_dr),
        (1, 5, 4)
    );
    assert_eq!(r.applied, vec![Applied::Vicious { bonus: 1 }]);
    let (c, r) = effect_attack("Ripper", None, "", &[5, 6, 5, 2]);
    assert_eq!(
        (r.effects, r.hits[0].before_dr, r.hits[0].after_dr),
        (3, 8, 7)
    );
    assert!(r.hits[0].harm.critical, "7 damage is a critical hit");
    assert_eq!(r.hits[0].harm.injuries.len(), 1);
    assert_eq!(hp(&c, "Raider"), 1);
}

#[test]
fn piercing_ignores_x_dr_per_effect() {
    let mut c = setup("Combat Knife", None, "Radscorpion");
    // STR 5 + Melee 3; Radscorpion body DR 4 physical; location 5 body.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Radscorpion Combat Knife",
        [1, 1, 5, 2, 2, 1],
    ));
    assert_eq!(
        (
            r.hits[0].before_dr,
            r.hits[0].dr_applied,
            r.hits[0].after_dr
        ),
        (5, 4, 1)
    );
    let r = attack_report(&line(
        &mut c,
        "attack Ace Radscorpion Combat Knife",
        [1, 1, 5, 5, 2, 2],
    ));
    assert_eq!(
        (r.hits[0].pierced, r.hits[0].dr_applied, r.hits[0].after_dr),
        (1, 3, 2)
    );
    assert_eq!(
        r.applied,
        vec![Applied::Piercing {
            rating: 1,
            ignored: 1
        }]
    );
    let r = attack_report(&line(
        &mut c,
        "attack Ace Radscorpion Combat Knife",
        [1, 1, 5, 5, 5, 6],
    ));
    assert_eq!(
        (r.hits[0].pierced, r.hits[0].dr_applied, r.hits[0].after_dr),
        (3, 1, 2)
    );
    assert_eq!(hp(&c, "Radscorpion"), 21 - 1 - 2 - 2);
}

#[test]
fn breaking_lowers_the_struck_locations_dr_or_the_cover_for_good() {
    // The Super Sledge (6 CD, Breaking): the published Sledgehammer has no
    // Breaking. Its sixth die is a blank in every roll below.
    let build = || {
        let mut c = Campaign::new();
        run(&mut c, ace(), []);
        run(&mut c, nora(), []);
        line(&mut c, "give Ace \"Super Sledge\"", []);
        line(&mut c, "wear Nora Metal Chest Piece", []);
        c
    };
    // The Metal Chest Piece's published physical DR is 2.
    // 0 Effects: 6 damage, DR 2 stays.
    let mut c = build();
    let r = attack_report(&line(
        &mut c,
        "attack Ace Nora \"Super Sledge\"",
        [1, 1, 5, 1, 1, 1, 1, 2, 3],
    ));
    assert_eq!(r.hits[0].after_dr, 4);
    assert_eq!(c.characters[1].dr_at("torso").physical, Resist::Dr(2));
    // 1 Effect: DR 2 -> 1.
    let mut c = build();
    let r = attack_report(&line(
        &mut c,
        "attack Ace Nora \"Super Sledge\"",
        [1, 1, 5, 5, 1, 1, 1, 2, 3],
    ));
    assert_eq!(r.hits[0].after_dr, 4);
    assert!(r.applied.contains(&Applied::Breaking {
        target: Unit::Character("Nora".into()),
        location: "torso".into(),
        damage_type: DamageType::Physical,
        before: 2,
        after: 1
    }));
    assert_eq!(c.characters[1].dr_at("torso").physical, Resist::Dr(1));
    assert_eq!(
        c.characters[1].dr_at("torso").energy,
        Resist::Dr(1),
        "physical only"
    );
    // 3 Effects: DR 2 -> 0, and it stays 0.
    let mut c = build();
    line(
        &mut c,
        "attack Ace Nora \"Super Sledge\"",
        [1, 1, 5, 5, 5, 5, 2, 2, 3],
    );
    assert_eq!(c.characters[1].dr_at("torso").physical, Resist::Dr(0));
    // In cover the cover dice go instead: 2 cover dice (2 + 0) add DR 2.
    let mut c = build();
    line(&mut c, "cover Nora 2", []);
    let r = attack_report(&line(
        &mut c,
        "attack Ace Nora \"Super Sledge\"",
        [1, 1, 5, 5, 1, 1, 1, 2, 3, 2, 3],
    ));
    assert_eq!((r.hits[0].dr_applied, r.hits[0].after_dr), (4, 2));
    assert!(r.applied.contains(&Applied::BreakingCover {
        target: Unit::Character("Nora".into()),
        before: 2,
        after: 1
    }));
    assert_eq!(c.characters[1].dr_at("torso").physical, Resist::Dr(2));
}

#[test]
fn persistent_damage_repeats_at_the_end_of_the_targets_turns_for_rounds_equal_to_effects() {
    // Molotov: PER 7 + Explosives 3, 4 DC energy; thrown, so it leaves the inventory.
    let (_, r) = effect_attack("Molotov Cocktail", None, "", &[1, 1, 1, 3]);
    assert!(r.thrown);
    assert!(r.applied.is_empty());
    let (mut c, r) = effect_attack("Molotov Cocktail", None, "", &[5, 1, 1, 3]);
    assert_eq!(r.hits[0].after_dr, 2, "3 energy - DR 1");
    assert_eq!(c.characters[0].carried("Molotov Cocktail"), 1);
    let Applied::Persistent { persistent, .. } = &r.applied[0] else {
        panic!("{:?}", r.applied)
    };
    assert_eq!(
        (
            persistent.rounds_left,
            persistent.difficulty,
            persistent.dice
        ),
        (Some(1), 1, 4)
    );
    // Ace (14) acts first, then Raider (11): its turn ends with 4 dice, 5 - DR 1.
    line(&mut c, "initiative", []);
    line(&mut c, "next", []);
    let out = line(&mut c, "next", [2, 2, 1, 3]);
    let Event::TurnAdvanced { end_effects, .. } = &out.events[0] else {
        panic!()
    };
    let TurnEffect::Persistent { taken, ended, .. } = &end_effects[0] else {
        panic!()
    };
    assert_eq!((*taken, *ended), (4, true));
    assert_eq!(hp(&c, "Raider"), 8 - 2 - 4);
    // 3 Effects: three rounds, difficulty 3; a test can stop it.
    let (mut c, r) = effect_attack("Molotov Cocktail", None, "", &[5, 5, 6, 3]);
    let Applied::Persistent { persistent, .. } = &r.applied[0] else {
        panic!()
    };
    assert_eq!(
        (persistent.rounds_left, persistent.difficulty),
        (Some(3), 3)
    );
    // Raider: Body 6 + Other 1 = 7; 1, 1 and 2 bought from the GM: 1+1 crit... 2 + 2 + 1 = 5.
    line(&mut c, "ap gm 3", []);
    let out = line(
        &mut c,
        "stop-persistent Raider END Survival --buy 2",
        [1, 1, 2, 9],
    );
    let Event::PersistentTest { stopped, test, .. } = &out.events[0] else {
        panic!()
    };
    assert_eq!(test.successes, 5);
    assert_eq!(stopped.len(), 1);
    assert!(c.creatures[0].vitals.persistent.is_empty());
}

#[test]
fn radioactive_adds_radiation_after_the_other_damage() {
    let build = |rads: u32| {
        let mut c = Campaign::new();
        run(&mut c, nora(), []);
        line(&mut c, "creature-add Feral Ghoul", []);
        if rads > 0 {
            line(&mut c, &format!("hurt Nora {rads} --type radiation"), []);
        }
        c
    };
    // Claw: Body 6 + Melee 2; 3 DC; location 5 torso, no DR.
    let mut c = build(0);
    let r = attack_report(&line(
        &mut c,
        "attack \"Feral Ghoul\" Nora Claw",
        [1, 1, 5, 1, 2, 3],
    ));
    assert!(r.radiation.is_empty());
    assert_eq!(hp(&c, "Nora"), 9);
    let mut c = build(0);
    let r = attack_report(&line(
        &mut c,
        "attack \"Feral Ghoul\" Nora Claw",
        [1, 1, 5, 5, 2, 3],
    ));
    assert_eq!(r.radiation[0].taken, 1);
    assert_eq!((hp(&c, "Nora"), c.characters[0].max_hp()), (9, 11));
    // With 2 radiation already (max 10, HP 10): 3 damage then 3 radiation.
    // Damage first: 10 - 3 = 7, then the maximum 10 - 3 = 7 leaves HP 7.
    let mut c = build(2);
    assert_eq!(hp(&c, "Nora"), 10);
    let r = attack_report(&line(
        &mut c,
        "attack \"Feral Ghoul\" Nora Claw",
        [1, 1, 5, 5, 5, 5],
    ));
    assert_eq!(r.hits[0].hp.after, 7);
    assert_eq!(
        (
            r.radiation[0].max_before,
            r.radiation[0].hp.max,
            r.radiation[0].hp.after
        ),
        (10, 7, 7)
    );
    assert_eq!(hp(&c, "Nora"), 7);
    // Radiation lowering the maximum below HP lowers HP.
    let mut c = build(0);
    line(&mut c, "hurt Nora 5 --type radiation", []);
    assert_eq!((hp(&c, "Nora"), c.characters[0].max_hp()), (7, 7));
    line(&mut c, "cure-rads Nora 5", []);
    assert_eq!((hp(&c, "Nora"), c.characters[0].max_hp()), (7, 12));
}

#[test]
fn whole_body_radiation_uses_the_lowest_locational_radiation_dr() {
    use overseer::engine::rulesets::fallout2d20::character::lowest_radiation;
    let drs = [
        Dr::new(0, 0, 5, 0),
        Dr::new(0, 0, 1, 0),
        Dr::immune_rad_poison(0, 0),
    ];
    assert_eq!(lowest_radiation(drs.into_iter()), Resist::Dr(1));
    assert_eq!(
        lowest_radiation([Dr::immune_rad_poison(1, 1)].into_iter()),
        Resist::Immune
    );
}

#[test]
fn spread_adds_half_damage_hits_at_random_locations() {
    let (_, r) = effect_attack(
        "Combat Shotgun",
        Some("shotgun shell"),
        "",
        &[1, 1, 2, 3, 4],
    );
    assert_eq!(r.hits.len(), 1);
    let (_, r) = effect_attack(
        "Combat Shotgun",
        Some("shotgun shell"),
        "",
        &[5, 1, 2, 3, 4, 1],
    );
    assert_eq!(r.hits.len(), 2);
    assert_eq!(
        (
            r.hits[1].kind,
            r.hits[1].location.as_str(),
            r.hits[1].before_dr,
            r.hits[1].after_dr
        ),
        (HitKind::Spread, "head", 2, 2)
    );
    let (c, r) = effect_attack(
        "Combat Shotgun",
        Some("shotgun shell"),
        "",
        &[5, 5, 5, 1, 3, 1, 12, 18],
    );
    assert_eq!(r.hits.len(), 4);
    let spread: Vec<(&str, u32)> = r.hits[1..]
        .iter()
        .map(|h| (h.location.as_str(), h.after_dr))
        .collect();
    assert_eq!(
        spread,
        vec![("head", 2), ("right-arm", 1), ("right-leg", 1)]
    );
    assert_eq!(hp(&c, "Raider"), 8 - 3 - 2 - 1 - 1);
}

#[test]
fn stun_takes_the_targets_normal_actions_on_its_next_turn() {
    let (_, r) = effect_attack("Power Fist", None, "", &[1, 1, 1, 3]);
    assert!(r.applied.is_empty());
    let (mut c, r) = effect_attack("Power Fist", None, "", &[5, 1, 1, 3]);
    assert_eq!(
        r.applied,
        vec![Applied::Stun {
            target: Unit::Creature("Raider".into())
        }]
    );
    let (_, r3) = effect_attack("Power Fist", None, "", &[5, 5, 6, 3]);
    assert_eq!(r3.effects, 3);
    // On its turn the Raider has one paid minor and one paid major action.
    line(&mut c, "initiative", []);
    let out = line(&mut c, "next", []);
    let Event::TurnAdvanced {
        start_effects,
        turn,
        ..
    } = &out.events[0]
    else {
        panic!()
    };
    assert!(start_effects.contains(&TurnEffect::Stunned));
    assert_eq!(
        (turn.majors_left, turn.next_major_ap, turn.next_minor_ap),
        (1, Some(2), Some(1))
    );
    assert!(matches!(
        refuse(&mut c, parse(&["action", "Raider", "pass"]).unwrap(), []),
        RuleError::NotEnoughAp { needed: 2, .. }
    ));
    line(&mut c, "ap gm 2", []);
    line(&mut c, "action Raider pass", []);
    assert!(matches!(
        refuse(&mut c, parse(&["action", "Raider", "sprint"]).unwrap(), []),
        RuleError::ActionLimit {
            limit: Limit::Major,
            ..
        }
    ));
}

#[test]
fn burst_hits_one_more_target_per_effect_for_one_more_shot_each() {
    let (c, r) = effect_attack(
        "Assault Rifle",
        Some("5.56mm"),
        "--also \"Raider 2\"",
        &[1, 1, 2, 3, 4],
    );
    assert_eq!(r.hits.len(), 1);
    assert_eq!(c.characters[0].ammo_of("5.56mm"), 9);
    let build = |dice: &[u32]| {
        let mut c = setup("Assault Rifle", Some("5.56mm"), "Raider");
        let mut faces = vec![1, 1, 5];
        faces.extend_from_slice(dice);
        let cmd = Command::Attack(AttackCommand {
            attacker: "Ace".into(),
            target: "Raider".into(),
            weapon: "Assault Rifle".into(),
            range: None,
            location: None,
            ap: 0,
            ammo: 0,
            aim: false,
            second_major: false,
            buy: Buy::default(),
            also: vec!["Raider 2".into(), "Raider 3".into()],
            parry: false,
            sneak: false,
            perks: overseer::engine::rulesets::fallout2d20::attack_perks::PerkOptions::default(),
        });
        let r = attack_report(&run(&mut c, cmd, faces));
        (c, r)
    };
    let (c, r) = build(&[5, 1, 2, 3, 4, 5]);
    assert_eq!(
        r.hits
            .iter()
            .map(|h| (h.target.name().to_owned(), h.after_dr))
            .collect::<Vec<_>>(),
        vec![("Raider".into(), 3), ("Raider 2".into(), 3)]
    );
    assert_eq!(c.characters[0].ammo_of("5.56mm"), 8);
    // 3 Effects, two more targets named: two Burst hits, two more shots.
    let (c, r) = build(&[5, 5, 5, 1, 3, 5, 5]);
    assert_eq!(r.hits.len(), 3);
    assert!(r.applied.contains(&Applied::Burst {
        targets: vec![
            Unit::Creature("Raider 2".into()),
            Unit::Creature("Raider 3".into())
        ],
        ammo: 2
    }));
    assert_eq!(c.characters[0].ammo_of("5.56mm"), 7);
    assert_eq!((hp(&c, "Raider 2"), hp(&c, "Raider 3")), (5, 5));
}

#[test]
fn ap_and_ammo_add_combat_dice_within_their_limits() {
    let mut c = setup("Machete", None, "Raider");
    line(&mut c, "ap group 2", []);
    // 4 successes vs 1: 3 AP generated pay for 3 dice; 3 + 3 = 6 dice.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider Machete --ap 3",
        [1, 1, 5, 3, 3, 3, 3, 3, 2],
    ));
    assert_eq!(
        (r.dice.ap, r.ap_from_generated, r.ap_from_pool),
        (3, 3, None)
    );
    assert_eq!(r.damage.as_ref().map(|d| d.dice.len()), Some(6));
    assert_eq!(c.group_ap, 2, "nothing left to save");
    // 2 generated + 1 from the pool.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider Machete --ap 3",
        [1, 8, 5, 3, 3, 3, 3, 3, 3],
    ));
    assert_eq!(
        (r.ap_from_generated, r.ap_from_pool.map(|m| m.after)),
        (2, Some(1))
    );
    assert!(matches!(
        refuse(
            &mut c,
            parse(&["attack", "Ace", "Raider", "Machete", "--ap", "4"]).unwrap(),
            []
        ),
        RuleError::OutOfRange { max: 3, .. }
    ));
    assert!(matches!(
        refuse(
            &mut c,
            parse(&["attack", "Ace", "Raider", "Machete", "--ammo", "1"]).unwrap(),
            []
        ),
        RuleError::NotForWeapon { .. }
    ));
    // Melee damage bonus: STR 9 adds 2 dice.
    let mut c = Campaign::new();
    run(
        &mut c,
        newc(
            "Brick",
            [9, 5, 7, 4, 4, 5, 6],
            [Skill::MeleeWeapons, Skill::Athletics, Skill::Survival],
            &[],
        ),
        [],
    );
    line(&mut c, "give Brick Lead Pipe", []);
    line(&mut c, "creature-add Raider", []);
    let r = attack_report(&line(
        &mut c,
        "attack Brick Raider Lead Pipe",
        [1, 1, 5, 3, 3, 3, 3, 3],
    ));
    assert_eq!((r.dice.weapon, r.dice.melee), (3, 2));
    // Running out of ammunition is refused.
    let mut c = setup("10mm Pistol", None, "Raider");
    assert!(matches!(
        refuse(
            &mut c,
            parse(&["attack", "Ace", "Raider", "10mm", "Pistol"]).unwrap(),
            []
        ),
        RuleError::NoAmmo { .. }
    ));
}

#[test]
fn aim_rerolls_one_failed_d20_on_the_first_attack() {
    let mut c = setup("10mm Pistol", Some("10mm"), "Raider");
    line(&mut c, "initiative", []);
    // 19 fails and is re-rolled to 2 (2 successes).
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider 10mm Pistol --aim --location torso",
        [4, 19, 2, 3, 3, 3, 3],
    ));
    let rr = r.test.reroll.expect("re-rolled");
    assert_eq!((rr.index, rr.before, rr.after), (1, 19, 2));
    assert_eq!(r.test.successes, 3);
    let t = r.turn.expect("in combat");
    assert_eq!((t.minors, t.majors), (1, 1));
}

// ----- actions and turns ----------------------------------------------------------------

fn fight() -> Campaign {
    let mut c = Campaign::new();
    run(&mut c, ace(), []);
    line(&mut c, "creature-add Raider", []);
    line(&mut c, "ap group 6", []);
    line(&mut c, "initiative", []);
    c
}

#[test]
fn two_minor_and_two_major_actions_at_most_the_second_for_ap() {
    let mut c = fight();
    let view = |o: &Outcome| match &o.events[0] {
        Event::Action { ap, turn, .. } => (ap.map(|a| a.after), turn.clone().unwrap()),
        e => panic!("{e:?}"),
    };
    let (ap, t) = view(&line(&mut c, "action Ace draw", []));
    assert_eq!((ap, t.minors_left, t.next_minor_ap), (None, 1, Some(1)));
    let (ap, t) = view(&line(&mut c, "action Ace interact", []));
    assert_eq!((ap, t.minors_left), (Some(5), 0));
    assert_eq!(
        refuse(&mut c, parse(&["action", "Ace", "take-chem"]).unwrap(), []),
        RuleError::ActionLimit {
            name: "Ace".into(),
            limit: Limit::Minor
        }
    );
    let (ap, _) = view(&line(&mut c, "action Ace pass", []));
    assert_eq!(ap, None);
    let (ap, t) = view(&line(&mut c, "action Ace ready when the door opens", []));
    assert_eq!((ap, t.majors_left), (Some(3), 0));
    assert_eq!(
        refuse(&mut c, parse(&["action", "Ace", "sprint"]).unwrap(), []),
        RuleError::ActionLimit {
            name: "Ace".into(),
            limit: Limit::Major
        }
    );
    // One movement action a turn.
    let mut c = fight();
    line(&mut c, "action Ace move", []);
    assert_eq!(
        refuse(&mut c, parse(&["action", "Ace", "sprint"]).unwrap(), []),
        RuleError::ActionLimit {
            name: "Ace".into(),
            limit: Limit::Movement
        }
    );
}

#[test]
fn a_second_major_costs_two_ap_and_adds_one_difficulty() {
    let mut c = fight();
    assert_eq!(
        refuse(
            &mut c,
            parse(&["test", "Ace", "PER", "Survival", "1", "--second-major"]).unwrap(),
            []
        ),
        RuleError::NotSecondMajor { name: "Ace".into() }
    );
    line(&mut c, "test Ace PER Survival 1", [19, 19]);
    let out = line(&mut c, "test Ace PER Survival 1 --second-major", [1, 19]);
    let Event::Test { test, ap, .. } = &out.events[0] else {
        panic!()
    };
    assert_eq!(test.roll.difficulty, 2);
    assert_eq!(ap.map(|a| (a.before, a.after)), Some((6, 4)));
}

#[test]
fn out_of_turn_only_with_a_readied_action() {
    let mut c = fight();
    line(&mut c, "give Ace 10mm Pistol", []);
    line(&mut c, "give Ace 10mm 3", []);
    assert_eq!(
        refuse(
            &mut c,
            parse(&["attack", "Raider", "Ace", "Lead", "Pipe"]).unwrap(),
            []
        ),
        RuleError::NotYourTurn {
            name: "Raider".into(),
            current: "Ace".into()
        }
    );
    line(&mut c, "next", []);
    line(&mut c, "action Raider ready Ace shoots", []);
    line(&mut c, "next", []);
    // Back on Ace's turn: the Raider's readied attack interrupts once.
    line(&mut c, "attack Raider Ace Lead Pipe", [19, 19]);
    assert!(
        refuse(
            &mut c,
            parse(&["attack", "Raider", "Ace", "Lead", "Pipe"]).unwrap(),
            []
        ) == RuleError::NotYourTurn {
            name: "Raider".into(),
            current: "Ace".into()
        }
    );
}

#[test]
fn initiative_order_opener_and_gm_ordered_ties() {
    let mut c = Campaign::new();
    run(&mut c, ace(), []);
    run(
        &mut c,
        newc(
            "Bea",
            [4, 7, 6, 5, 5, 7, 6],
            [Skill::Sneak, Skill::Speech, Skill::Barter],
            &[],
        ),
        [],
    );
    line(&mut c, "creature-add Raider", []);
    let out = line(&mut c, "initiative Raider", []);
    let Event::CombatStarted { combat, .. } = &out.events[0] else {
        panic!()
    };
    assert_eq!(combat.round, 0);
    assert_eq!(combat.current.unit, Unit::Creature("Raider".into()));
    let order: Vec<(&str, u32, bool)> = combat
        .order
        .iter()
        .map(|e| (e.unit.name(), e.initiative, e.tied))
        .collect();
    assert_eq!(
        order,
        vec![("Ace", 14, true), ("Bea", 14, true), ("Raider", 11, false)]
    );
    line(&mut c, "order Bea Ace", []);
    let out = line(&mut c, "next", []);
    let Event::TurnAdvanced {
        unit,
        round,
        new_round,
        ..
    } = &out.events[0]
    else {
        panic!()
    };
    assert_eq!((unit.name(), *round, *new_round), ("Bea", 1, true));
    assert!(matches!(
        refuse(&mut c, parse(&["order", "Raider", "Ace"]).unwrap(), []),
        RuleError::NotTied { .. }
    ));
    line(&mut c, "next", []);
    line(&mut c, "next", []);
    let out = line(&mut c, "next", []);
    let Event::TurnAdvanced { unit, round, .. } = &out.events[0] else {
        panic!()
    };
    assert_eq!((unit.name(), *round), ("Bea", 2));
}

#[test]
fn defend_raises_defense_until_the_next_turn() {
    let mut c = fight();
    // AGI 7 + Athletics 0 vs Defense 1: 5 passes.
    let out = line(&mut c, "defend Ace --extra", [5, 12]);
    let Event::Defend {
        before,
        after,
        extra,
        ..
    } = &out.events[0]
    else {
        panic!()
    };
    assert_eq!((*before, *after, extra.map(|e| e.after)), (1, 3, Some(4)));
    line(&mut c, "next", []);
    let r = attack_report(&line(&mut c, "attack Raider Ace Lead Pipe", [19, 19]));
    assert_eq!(
        (
            r.difficulty.defense,
            r.difficulty.defend,
            r.difficulty.total
        ),
        (1, 2, 3)
    );
    let out = line(&mut c, "next", []);
    let Event::TurnAdvanced { start_effects, .. } = &out.events[0] else {
        panic!()
    };
    assert!(start_effects.contains(&TurnEffect::DefendEnded { bonus: 2 }));
}

#[test]
fn assist_and_command_an_npc_add_helper_dice() {
    let mut c = Campaign::new();
    run(&mut c, ace(), []);
    run(&mut c, nora(), []);
    line(&mut c, "action Nora assist Ace", []);
    // Ace: PER 7 + Survival 0; Nora helps with PER 6 + Survival 2, tagged.
    let out = line(&mut c, "test Ace PER Survival 3", [5, 15, 2]);
    let Event::Test { test, .. } = &out.events[0] else {
        panic!()
    };
    assert_eq!(test.assists.len(), 1);
    assert_eq!(
        (test.assists[0].die.successes, test.successes, test.passed),
        (2, 3, true)
    );
    // Command an allied Mister Handy: INT + Science assists its attack.
    line(&mut c, "creature-add Mister Handy --ally", []);
    line(&mut c, "creature-add Raider", []);
    line(&mut c, "command Ace Mister Handy", []);
    let r = attack_report(&line(
        &mut c,
        "attack \"Mister Handy\" Raider Buzzsaw",
        [19, 19, 1],
    ));
    assert!(
        !r.hit,
        "the helper's die counts only when the leader scores"
    );
    assert_eq!(r.test.assists[0].target, Target::plain(5));
    assert!(matches!(
        refuse(&mut c, parse(&["command", "Ace", "Raider"]).unwrap(), []),
        RuleError::NotAlly { .. }
    ));
}

// ----- injuries, dying, first aid ---------------------------------------------------------

#[test]
fn critical_hits_injure_the_struck_location() {
    let mut c = Campaign::new();
    run(&mut c, nora(), []);
    line(&mut c, "creature-add Radscorpion", []);
    // Claw: Body 7 + Melee 4, 4 DC Vicious. Left leg (15): 5 + 1 Vicious = 6.
    let r = attack_report(&line(
        &mut c,
        "attack Radscorpion Nora Claw",
        [1, 1, 15, 5, 2, 2, 1],
    ));
    assert_eq!(r.hits[0].after_dr, 7);
    let inj = &r.hits[0].harm.injuries;
    assert_eq!(inj.len(), 1);
    assert_eq!(inj[0].location, "left-leg");
    let v = &c.characters[0].vitals;
    assert!(v.prone);
    // A leg injury: no Sprint.
    assert!(matches!(
        refuse(&mut c, parse(&["action", "Nora", "sprint"]).unwrap(), []),
        RuleError::LegInjured { .. }
    ));
    // Big creatures suffer critical hits only at 7 or more.
    line(&mut c, "give Nora 10mm Pistol", []);
    line(&mut c, "give Nora 10mm 5", []);
    let r = attack_report(&line(
        &mut c,
        "attack Nora Radscorpion 10mm Pistol --ammo 2",
        [1, 1, 5, 2, 2, 2, 2, 2, 1],
    ));
    assert_eq!((r.hits[0].after_dr, r.hits[0].harm.critical), (7, true));
    // Torso injuries bleed 2 DC ignoring DR at the end of each turn.
    line(&mut c, "hurt Nora 1 --location torso", []);
    assert!(
        c.characters[0].vitals.persistent.is_empty(),
        "hurt is no critical hit"
    );
}

#[test]
fn zero_hp_means_an_injury_and_dying_then_a_dying_test_each_turn() {
    let mut c = Campaign::new();
    run(&mut c, nora(), []);
    line(&mut c, "creature-add Raider", []);
    let out = line(&mut c, "hurt Nora 12", []);
    let Event::Hurt { harm, hp, .. } = &out.events[0] else {
        panic!()
    };
    assert!(harm.dying && hp.down);
    assert_eq!(harm.injuries[0].location, "torso");
    assert!(matches!(
        refuse(
            &mut c,
            parse(&["test", "Nora", "END", "Survival", "0"]).unwrap(),
            []
        ),
        RuleError::CannotAct { .. }
    ));
    // Nora (12) acts first: END 6 + Survival 2 vs 1 injury, complications on 19-20.
    let out = line(&mut c, "initiative", [3, 19]);
    let Event::CombatStarted { effects, .. } = &out.events[0] else {
        panic!()
    };
    let TurnEffect::DyingTest { test, survived } = &effects[0] else {
        panic!()
    };
    assert!(*survived);
    assert_eq!(test.roll.complications, 1);
    // Her turn ends: the torso bleeds (faces 3, 4: 0 damage).
    line(&mut c, "next", [3, 4]);
    // Hit while dying: another injury.
    let out = line(&mut c, "hurt Nora 1 --location left-arm", []);
    let Event::Hurt { harm, .. } = &out.events[0] else {
        panic!()
    };
    assert_eq!(harm.injuries.len(), 1);
    assert_eq!(c.characters[0].vitals.injuries.len(), 2);
    // Next turn: difficulty 2, she fails and dies.
    let out = line(&mut c, "next", [12, 20]);
    let Event::TurnAdvanced { start_effects, .. } = &out.events[0] else {
        panic!()
    };
    assert!(matches!(
        start_effects[0],
        TurnEffect::DyingTest {
            survived: false,
            ..
        }
    ));
    assert!(c.characters[0].vitals.dead);
}

#[test]
fn first_aid_stabilises_heals_and_treats() {
    let mut c = Campaign::new();
    run(&mut c, nora(), []);
    run(&mut c, ace(), []);
    line(&mut c, "hurt Ace 12", []);
    assert!(matches!(
        refuse(
            &mut c,
            parse(&["first-aid", "Nora", "Ace", "heal"]).unwrap(),
            []
        ),
        RuleError::DyingNoHeal { .. }
    ));
    // INT 5 + Medicine 2 (tagged): difficulty 1 (one injury); 1 scores 2, 1 AP generated.
    line(&mut c, "ap group 1", []);
    let out = line(
        &mut c,
        "first-aid Nora Ace stabilise --ap 1 --wake",
        [1, 15],
    );
    let Event::FirstAid { result, .. } = &out.events[0] else {
        panic!()
    };
    let AidResult::Stabilised {
        hp,
        woke,
        ap_from_generated,
        ap_from_pool,
        ..
    } = result
    else {
        panic!("{result:?}")
    };
    assert_eq!((hp.after, *woke, *ap_from_generated), (2, true, 1));
    assert_eq!(ap_from_pool.map(|a| a.after), Some(0));
    assert!(!c.characters[1].vitals.dying);
    // Treat the torso injury (and its bleeding).
    line(&mut c, "first-aid Nora Ace treat torso", [3, 3]);
    assert!(c.characters[1].vitals.injuries.is_empty());
    assert!(c.characters[1].vitals.persistent.is_empty());
    // Heal: Medicine rank 2 HP; on herself +1 difficulty.
    let out = line(&mut c, "first-aid Nora Ace heal", [3, 18]);
    let Event::FirstAid {
        result: AidResult::Healed { hp },
        ..
    } = &out.events[0]
    else {
        panic!()
    };
    assert_eq!((hp.before, hp.after), (2, 4));
    line(&mut c, "hurt Nora 2", []);
    let out = line(&mut c, "first-aid Nora Nora heal", [3, 18]);
    let Event::FirstAid { test, result, .. } = &out.events[0] else {
        panic!()
    };
    assert_eq!(
        (test.roll.difficulty, result),
        (
            1,
            &AidResult::Healed {
                hp: overseer::engine::rulesets::fallout2d20::outcome::HpChange {
                    before: 10,
                    after: 12,
                    max: 12,
                    down: false
                }
            }
        )
    );
    let _ = AidChoice::Heal;
}

// ----- the CLI ----------------------------------------------------------------------

#[test]
fn the_fixed_cli_syntax_parses() {
    let cmd = parse(&[
        "add-player",
        "42",
        "Pat",
        "Nora",
        "6",
        "6",
        "6",
        "5",
        "5",
        "6",
        "6",
        "small-guns",
        "medicine",
        "survival",
    ])
    .unwrap();
    let Command::AddCharacter(n) = &cmd else {
        panic!()
    };
    assert_eq!(
        (n.special, n.tags.clone()),
        (
            [6, 6, 6, 5, 5, 6, 6],
            vec![Skill::SmallGuns, Skill::Medicine, Skill::Survival]
        )
    );
    let words: Vec<&str> = "attack Nora Raider 10mm Pistol --range long --location left-arm --ap 0 --ammo 1 --aim --second-major".split(' ').collect();
    let Command::Attack(a) = parse(&words).unwrap() else {
        panic!()
    };
    assert_eq!(
        (
            a.weapon.as_str(),
            a.range,
            a.location.as_deref(),
            a.ammo,
            a.aim,
            a.second_major
        ),
        (
            "10mm Pistol",
            Some(RangeBand::Long),
            Some("left-arm"),
            1,
            true,
            true
        )
    );
    assert_eq!(
        parse(&["roll", "3DC"]).unwrap(),
        Command::CombatDice { dice: 3 }
    );
    assert_eq!(
        parse(&["status", "Nora"]).unwrap(),
        Command::Status {
            name: Some("Nora".into())
        }
    );
    assert_eq!(
        parse(&["hurt", "Nora", "3"]).unwrap(),
        Command::Hurt {
            target: "Nora".into(),
            amount: 3,
            damage_type: DamageType::Physical,
            location: None
        }
    );
    assert_eq!(
        parse(&["heal", "Nora", "2"]).unwrap(),
        Command::Heal {
            target: "Nora".into(),
            amount: 2
        }
    );
    assert_eq!(
        parse(&["wear", "Nora", "Leather", "Arm", "left"]).unwrap(),
        Command::Wear {
            character: "Nora".into(),
            piece: "Leather Arm".into(),
            side: Some(Side::Left)
        }
    );
    assert_eq!(
        parse(&["action", "Nora", "draw"]).unwrap(),
        Command::Action {
            unit: "Nora".into(),
            action: ActionKind::DrawItem,
            detail: None
        }
    );
    assert_eq!(
        parse(&["ap", "gm", "3"]).unwrap(),
        Command::SetAp {
            pool: Pool::Gm,
            value: 3
        }
    );
    assert!(matches!(
        parse(&["attack", "a", "b", "c", "--bogus"]),
        Err(ParseError::Usage { .. })
    ));
    assert!(matches!(
        parse(&["status", "--aim"]),
        Err(ParseError::Usage { .. })
    ));
    assert!(matches!(
        parse(&["fly"]),
        Err(ParseError::UnknownCommand { .. })
    ));
    for spec in &COMMANDS {
        assert!(spec.help_key.starts_with("f2d20-help-"));
    }
    // Every combat die face as the seed lists it.
    let faces: Vec<(u32, bool)> = (1..=6)
        .map(|f| {
            let d = combat_die(f);
            (d.damage, d.effect)
        })
        .collect();
    assert_eq!(
        faces,
        vec![
            (1, false),
            (2, false),
            (0, false),
            (0, false),
            (1, true),
            (1, true)
        ]
    );
}

#[test]
fn combat_dice_rolled_alone_change_nothing() {
    let mut c = Campaign::new();
    let out = line(&mut c, "roll 3DC", [1, 5, 2]);
    let Event::CombatDice { roll } = &out.events[0] else {
        panic!()
    };
    assert_eq!((roll.total, roll.effects), (4, 1));
    assert!(matches!(
        refuse(&mut c, Command::CombatDice { dice: 0 }, []),
        RuleError::OutOfRange { .. }
    ));
}

// ----- exact odds ---------------------------------------------------------------------

#[test]
fn combat_dice_totals_for_one_to_ten_dice_are_exact() {
    assert_eq!(total_counts(1), vec![2, 3, 1]);
    assert_eq!(total_counts(2), vec![4, 12, 13, 6, 1]);
    for n in 1..=10u32 {
        let counts = total_counts(n);
        let all = 6u128.pow(n);
        assert_eq!(counts.iter().sum::<u128>(), all);
        // Mean 5/6 per die; variance 17/36 per die.
        let sum: u128 = counts.iter().enumerate().map(|(k, c)| k as u128 * c).sum();
        assert_eq!(6 * sum, 5 * u128::from(n) * all);
        let sq: u128 = counts
            .iter()
            .enumerate()
            .map(|(k, c)| (k * k) as u128 * c)
            .sum();
        assert_eq!(36 * sq, (17 * u128::from(n) + 25 * u128::from(n * n)) * all);
        if n <= 6 {
            // Brute force over every face of every die.
            let mut brute = vec![0u128; 2 * n as usize + 1];
            for code in 0..6u32.pow(n) {
                let mut k = code;
                let mut t = 0;
                for _ in 0..n {
                    t += combat_die(k % 6 + 1).damage;
                    k /= 6;
                }
                brute[t as usize] += 1;
            }
            assert_eq!(counts, brute, "{n} dice");
        }
        let e = effect_counts(n);
        assert_eq!(e[0], 4u128.pow(n));
        assert_eq!(e.iter().sum::<u128>(), all);
    }
    assert_eq!(effect_counts(2), vec![16, 16, 4]);
}

#[test]
fn every_weapon_and_creature_is_sound() {
    for w in &WEAPONS {
        assert!(w.damage >= 1, "{}", w.name);
        assert_eq!(w.kind.is_ranged(), w.ammo.is_some(), "{}", w.name);
    }
    for t in &CREATURES {
        assert!(t.hp >= 1 && !t.attacks.is_empty(), "{}", t.name);
    }
    let _ = Attribute::Str;
}

// ----- Luck -----------------------------------------------------------------

#[test]
fn a_luck_point_rerolls_chosen_d20s_of_the_latest_roll_and_resolves_it_again() {
    // Ace: STR 5 + Melee Weapons 3 = TN 8 with the Ripper; the Raider's Defense is 1.
    let mut c = setup("Ripper", None, "Raider");
    let miss = attack_report(&line(&mut c, "attack Ace Raider Ripper", [19, 18]));
    assert!(!miss.hit);
    assert_eq!(hp(&c, "Raider"), 8);
    assert_eq!(c.luck_window.as_ref().map(|w| w.serial), Some(1));
    assert_eq!(c.characters[0].luck, 7);
    // Die 1 again: 3 scores; then the location d20 (5: torso, DR 1) and 4 CD.
    let out = line(&mut c, "reroll Ace 1", [3, 5, 1, 2, 1, 3]);
    assert_eq!(
        out.events[0],
        Event::LuckReroll {
            character: "Ace".into(),
            serial: 1,
            new_serial: 2,
            dice: vec![0],
            before: vec![19, 18],
            after: vec![3, 18],
            luck_before: 7,
            luck_after: 6,
        }
    );
    let r = attack_report(&out);
    assert!(r.hit);
    assert_eq!(r.location.as_deref(), Some("torso"));
    assert_eq!((r.hits[0].before_dr, r.hits[0].after_dr), (4, 3));
    assert_eq!(hp(&c, "Raider"), 5);
    assert_eq!(c.characters[0].luck, 6);
    // No die named: every die that scored nothing (the 18) is re-rolled;
    // the hit stands on the state before the attack, so damage is new.
    let out = line(&mut c, "reroll Ace", [2, 5, 2, 2, 3, 3]);
    let Event::LuckReroll { dice, after, .. } = &out.events[0] else {
        panic!("{:?}", out.events[0])
    };
    assert_eq!((dice.clone(), after.clone()), (vec![1], vec![3, 2]));
    assert_eq!(hp(&c, "Raider"), 8 - (4 - 1));
    assert_eq!(c.characters[0].luck, 5);
    // A roll that is not the latest any more, a serial of the past, no Luck.
    assert!(matches!(
        refuse(
            &mut c,
            parse(&["reroll", "Ace", "1", "--serial", "1"]).unwrap(),
            [4]
        ),
        RuleError::StaleRoll { serial: 1, .. }
    ));
    let mut broke = c.clone();
    broke.characters[0].luck = 0;
    assert!(matches!(
        refuse(&mut broke, parse(&["reroll", "Ace", "1"]).unwrap(), [4]),
        RuleError::NoLuck { .. }
    ));
    assert!(matches!(
        refuse(&mut c, parse(&["reroll", "Ace", "3"]).unwrap(), [4]),
        RuleError::OutOfRange { .. }
    ));
    line(&mut c, "cover Raider 1", []);
    assert!(c.luck_window.is_none(), "any change closes the window");
    assert!(matches!(
        refuse(&mut c, parse(&["reroll", "Ace"]).unwrap(), [4]),
        RuleError::NoRoll { .. }
    ));
}

#[test]
fn only_a_characters_own_latest_roll_can_be_rerolled() {
    let mut c = setup("Ripper", None, "Raider");
    run(&mut c, nora(), []);
    // Nora tests (AGI 6 + Athletics 2 = 8): one scores, one fails.
    line(&mut c, "test Nora AGI Athletics 2", [4, 15]);
    assert!(matches!(
        refuse(&mut c, parse(&["reroll", "Ace"]).unwrap(), [1]),
        RuleError::NoRoll { .. }
    ));
    // Nora re-rolls the 15: a 1 is a critical: 3 successes, passed, 1 AP.
    let out = line(&mut c, "reroll Nora", [1]);
    let Event::Test { test, saved, .. } = &out.events[1] else {
        panic!("{:?}", out.events)
    };
    assert_eq!((test.successes, test.passed), (3, true));
    assert_eq!(saved.map(|s| s.after), Some(1));
    assert_eq!(c.group_ap, 1);
    // A creature's roll opens no window.
    line(&mut c, "attack Raider Ace Pipe Gun", [20, 20]);
    assert!(c.luck_window.is_none());
}

#[test]
fn a_luck_rerolled_attack_in_combat_spends_its_action_once() {
    let mut c = setup("Ripper", None, "Raider");
    line(&mut c, "initiative", []);
    // Ace's first major action misses; re-rolled, it hits; one major is left.
    line(&mut c, "attack Ace Raider Ripper", [19, 18]);
    let out = line(&mut c, "reroll Ace 1 2", [3, 20, 5, 1, 2, 1, 3]);
    let r = attack_report(&out);
    assert!(r.hit);
    assert_eq!(r.test.roll.complications, 1, "the 20 is a complication");
    let turn = r.turn.expect("in combat");
    assert_eq!((turn.majors_left, turn.next_major_ap), (1, Some(2)));
    assert_eq!(hp(&c, "Raider"), 5);
    assert_eq!(c.characters[0].luck, 6);
    // Not Ace's roll any more once the turn moves on.
    line(&mut c, "next", []);
    assert!(matches!(
        refuse(&mut c, parse(&["reroll", "Ace"]).unwrap(), [1]),
        RuleError::NoRoll { .. }
    ));
}

#[test]
fn one_ap_buys_one_more_combat_die_for_the_latest_hit() {
    let mut c = setup("Ripper", None, "Raider");
    line(&mut c, "ap group 2", []);
    // TN 8 (criticals to 3): 4 scores, 18 does not; torso (DR 1); 4 CD show 1, 2, 1, 0.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider Ripper",
        [4, 18, 5, 1, 2, 1, 3],
    ));
    assert_eq!((r.hits[0].after_dr, r.test.ap_generated), (3, 0));
    assert_eq!(hp(&c, "Raider"), 5);
    // No AP left from the test and none in the pool: refused.
    let mut broke = c.clone();
    broke.group_ap = 0;
    if let Some(w) = broke.luck_window.as_mut() {
        w.before.group_ap = 0;
    }
    assert!(matches!(
        refuse(&mut broke, parse(&["bonus-die", "Ace"]).unwrap(), [2]),
        RuleError::NotEnoughAp { needed: 1, .. }
    ));
    // The same d20s, location and dice, and one more die: 2.
    let out = line(&mut c, "bonus-die Ace", [2]);
    assert!(matches!(out.events[0], Event::BonusDie { ap: 1, .. }));
    let r = attack_report(&out);
    let faces: Vec<u32> = r
        .damage
        .as_ref()
        .unwrap()
        .dice
        .iter()
        .map(|d| d.face)
        .collect();
    assert_eq!(faces, vec![1, 2, 1, 3, 2]);
    assert_eq!((r.hits[0].before_dr, r.hits[0].after_dr), (6, 5));
    assert_eq!(
        r.test.roll.dice.iter().map(|d| d.face).collect::<Vec<_>>(),
        vec![4, 18]
    );
    assert_eq!((hp(&c, "Raider"), c.group_ap), (3, 1));
    // A second: a 6 is an Effect (Vicious +1): 7 + 1 - DR 1 = 7.
    let r = attack_report(&line(&mut c, "bonus-die Ace", [6]));
    assert_eq!((r.effects, r.hits[0].after_dr), (1, 7));
    assert_eq!((hp(&c, "Raider"), c.group_ap), (1, 0));
    // Not for a miss, not for a gun.
    line(&mut c, "attack Ace Raider Ripper", [19, 19]);
    assert!(matches!(
        refuse(&mut c, parse(&["bonus-die", "Ace"]).unwrap(), [2]),
        RuleError::NoHit { .. }
    ));
    let mut g = setup("10mm Pistol", Some("10mm"), "Raider");
    line(&mut g, "ap group 3", []);
    line(
        &mut g,
        "attack Ace Raider 10mm Pistol",
        [1, 1, 5, 1, 1, 1, 1],
    );
    assert!(matches!(
        refuse(&mut g, parse(&["bonus-die", "Ace"]).unwrap(), [2]),
        RuleError::NotForWeapon { .. }
    ));
}

#[test]
fn a_pack_is_numbered_from_one_and_one_more_goes_on_from_it() {
    let mut c = Campaign::new();
    line(&mut c, "creature-add Raider 3", []);
    line(&mut c, "creature-add Raider", []);
    line(&mut c, "creature-add Raider 2 Gang", []);
    let names: Vec<&str> = c.creatures.iter().map(|k| k.name.as_str()).collect();
    assert_eq!(
        names,
        ["Raider 1", "Raider 2", "Raider 3", "Raider 4", "Gang 1", "Gang 2"]
    );
}

#[test]
fn a_repeated_test_is_that_many_tests_outside_combat_without_a_luck_reroll() {
    let mut c = Campaign::new();
    run(&mut c, nora(), []);
    // END 6 + Survival 2 = 8, criticals on 1-2: 2 + 1 → 4 successes, 2 AP;
    // 20 and 7 → 1 success and a complication, failed; 9 and 9 → none.
    let out = line(&mut c, "test Nora END Survival 2 x3", [2, 1, 20, 7, 9, 9]);
    let tests: Vec<_> = out
        .events
        .iter()
        .map(|e| match e {
            Event::Test { test, saved, .. } => (
                test.roll.dice.iter().map(|d| d.face).collect::<Vec<_>>(),
                test.successes,
                test.passed,
                saved.map(|s| s.after),
            ),
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(
        tests,
        [
            (vec![2, 1], 4, true, Some(2)),
            (vec![20, 7], 1, false, None),
            (vec![9, 9], 0, false, None),
        ]
    );
    assert_eq!(c.group_ap, 2);
    // A series offers no Luck re-roll.
    assert!(matches!(
        refuse(&mut c, parse(&["reroll", "Nora"]).unwrap(), []),
        RuleError::NoRoll { .. }
    ));
    for word in ["x0", "x21"] {
        assert!(matches!(
            refuse(
                &mut c,
                parse(&["test", "Nora", "END", "Survival", "2", word]).unwrap(),
                []
            ),
            RuleError::OutOfRange {
                min: 1,
                max: 20,
                ..
            }
        ));
    }
    // In combat each test is an action: a series is refused.
    line(&mut c, "creature-add Raider", []);
    line(&mut c, "initiative", []);
    assert_eq!(
        refuse(
            &mut c,
            parse(&["test", "Nora", "END", "Survival", "2", "x2"]).unwrap(),
            []
        ),
        RuleError::RepeatInCombat
    );
}

#[test]
fn the_turn_stays_with_its_unit_when_another_leaves_before_or_after_it_and_passes_on_when_it_leaves(
) {
    let mut c = Campaign::new();
    run(&mut c, ace(), []);
    run(&mut c, nora(), []);
    for _ in 0..3 {
        line(&mut c, "creature-add Raider", []);
    }
    // Ace (14), Nora (12), then Raider, Raider 2, Raider 3 (11, in order added).
    line(&mut c, "initiative", []);
    let current = |c: &Campaign| c.combat.as_ref().map(|k| k.current.unit.clone());
    let character = |n: &str| Some(Unit::Character(n.into()));
    let creature = |n: &str| Some(Unit::Creature(n.into()));
    assert_eq!(current(&c), character("Ace"));
    line(&mut c, "next", []);
    assert_eq!(current(&c), character("Nora"));
    // One after the current unit leaves: still Nora's turn.
    line(&mut c, "creature-remove \"Raider 2\"", []);
    assert_eq!(current(&c), character("Nora"));
    // One before it leaves: still Nora's turn, and the next is the Raider's.
    line(&mut c, "remove-player Ace", []);
    assert_eq!(current(&c), character("Nora"));
    line(&mut c, "next", []);
    assert_eq!(current(&c), creature("Raider"));
    // The current unit leaves: the next in order, Raider 3, takes the turn.
    line(&mut c, "creature-remove Raider", []);
    assert_eq!(current(&c), creature("Raider 3"));
    line(&mut c, "next", []);
    assert_eq!(current(&c), character("Nora"));
}

#[test]
fn first_aid_spends_ap_up_to_the_groups_limit_seven_with_inspirational() {
    let mut c = Campaign::new();
    run(&mut c, nora(), []);
    run(&mut c, ace(), []);
    line(&mut c, "hurt Ace 12", []);
    let seven = || parse(&["first-aid", "Nora", "Ace", "stabilise", "--ap", "7"]).unwrap();
    assert!(matches!(
        refuse(&mut c, seven(), []),
        RuleError::OutOfRange { .. }
    ));
    c.characters[0]
        .perks
        .push(overseer::engine::rulesets::fallout2d20::perks::HeldPerk {
            name: "Inspirational".into(),
            rank: 1,
        });
    line(&mut c, "ap group 7", []);
    // INT 5 + Medicine 2 against 1: the 1 scores 2, 1 AP generated; the
    // pool pays the other 6 of the 7.
    let out = line(&mut c, "first-aid Nora Ace stabilise --ap 7", [1, 15]);
    let Event::FirstAid {
        result:
            AidResult::Stabilised {
                hp,
                ap_from_generated,
                ap_from_pool,
                ..
            },
        ..
    } = &out.events[0]
    else {
        panic!("{:?}", out.events)
    };
    assert_eq!((hp.after, *ap_from_generated), (8, 1));
    assert_eq!(ap_from_pool.map(|a| a.after), Some(1));
}
