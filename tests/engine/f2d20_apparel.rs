//! The apparel specials of the Fallout 2d20 game (issue #28), through the
//! command line's words with scripted dice: the once-a-scene re-roll of one
//! d20 that Casual Clothing, Military Fatigues, Formal Clothing, the Heavy
//! Coat, the Lab Coat and the Formal Hat give (`reroll <character> [die]
//! --apparel <piece>`), its refusals, and its reset where a scene ends; the
//! Utility Coveralls' carry weight; the Gas Mask against airborne poison
//! and on Speech tests, and the Casual Hat; Cage and Spike Armor worn with
//! headgear, the head reading the higher DR of the two.
//!
//! Ace: STR 5, PER 7, END 5, CHA 4, INT 5, AGI 7, LCK 7; no rank in
//! Athletics, Speech, Science or Survival, so a d20 of 1 scores two and a
//! face up to the attribute one.

use overseer::engine::mechanics::special::Attribute;
use overseer::engine::rulesets::fallout2d20::apparel::{ApparelReroll, SceneReroll};
use overseer::engine::rulesets::fallout2d20::character::Worn;
use overseer::engine::rulesets::fallout2d20::data::{ArmourPiece, Dr, Layer, Slot};
use overseer::engine::rulesets::fallout2d20::error::RuleError;
use overseer::engine::rulesets::fallout2d20::outcome::Event;
use overseer::engine::rulesets::fallout2d20::Campaign;
use overseer::games::fallout2d20::cli::grammar::parse;

use crate::f2d20_play::{line, refuse, test_report, with_ace};

/// The apparel re-roll event of an outcome (its first event).
fn reroll_of(out: &overseer::engine::rulesets::fallout2d20::Outcome) -> ApparelReroll {
    match &out.events[0] {
        Event::ApparelReroll { reroll } => reroll.clone(),
        e => panic!("not an apparel re-roll: {e:?}"),
    }
}

/// Ace wearing `pieces`.
fn dressed(pieces: &[&str]) -> Campaign {
    let mut c = with_ace(&[]);
    for p in pieces {
        line(&mut c, &format!("wear Ace \"{p}\""), []);
    }
    c
}

fn ace_sheet(c: &Campaign) -> overseer::engine::rulesets::fallout2d20::character::Sheet {
    c.characters[0].sheet()
}

#[test]
fn the_four_new_rows_carry_the_published_numbers_and_every_reroll_its_attributes() {
    use Attribute::{Agi, Cha, End, Int, Str};
    // [published: Foundry VTT Fallout compendium apparel.db]
    let expected = [
        (
            "Casual Clothing",
            Slot::Body,
            Layer::Clothing,
            Dr::new(0, 0, 0, 0),
            2000,
            20,
            1,
            vec![Str, Agi],
        ),
        (
            "Military Fatigues",
            Slot::Body,
            Layer::Clothing,
            Dr::new(0, 1, 0, 0),
            3000,
            12,
            1,
            vec![Str, Agi],
        ),
        (
            "Formal Clothing",
            Slot::Body,
            Layer::Armour,
            Dr::new(0, 0, 0, 0),
            2000,
            30,
            2,
            vec![Cha],
        ),
        (
            "Heavy Coat",
            Slot::Body,
            Layer::Armour,
            Dr::new(1, 1, 1, 0),
            2000,
            20,
            1,
            vec![End],
        ),
        (
            "Lab Coat",
            Slot::Body,
            Layer::Armour,
            Dr::new(0, 0, 0, 0),
            2000,
            10,
            1,
            vec![Int],
        ),
        (
            "Formal Hat",
            Slot::Head,
            Layer::Armour,
            Dr::new(0, 0, 0, 0),
            0,
            15,
            2,
            vec![Cha],
        ),
    ];
    for (name, slot, layer, dr, weight, cost, rarity, attributes) in expected {
        let p = ArmourPiece::find(name).unwrap_or_else(|| panic!("{name}"));
        assert_eq!(
            (
                p.slot,
                p.layer,
                p.dr,
                p.weight.map(|w| w.0),
                p.cost,
                p.rarity,
                p.special.as_ref().map(|s| s.scene_reroll.clone())
            ),
            (
                slot,
                layer,
                dr,
                Some(weight),
                Some(cost),
                Some(rarity),
                Some(attributes)
            ),
            "{name}"
        );
    }
}

#[test]
fn casual_clothing_rerolls_the_worst_d20_of_an_agi_test_once_a_scene() {
    let mut c = dressed(&["Casual Clothing"]);
    assert_eq!(
        ace_sheet(&c).scene_rerolls,
        vec![SceneReroll {
            piece: "Casual Clothing".into(),
            attributes: vec![Attribute::Str, Attribute::Agi],
            used: false,
        }]
    );
    // AGI 7 + Athletics 0: 15 misses, 3 scores; 1 of 2, failed.
    let out = line(&mut c, "test Ace AGI Athletics 2", [15, 3]);
    assert!(!test_report(&out).passed);
    let luck = c.characters[0].luck;
    // The clothing re-rolls the 15 (the highest face that scored nothing): 4.
    let out = line(&mut c, "reroll Ace --apparel \"casual clothing\"", [4]);
    assert_eq!(
        reroll_of(&out),
        ApparelReroll {
            character: "Ace".into(),
            piece: "Casual Clothing".into(),
            attribute: Attribute::Agi,
            serial: 1,
            new_serial: 2,
            die: 0,
            before: vec![15, 3],
            after: vec![4, 3],
        }
    );
    let t = test_report(&out);
    assert_eq!((t.successes, t.passed), (2, true));
    // No Luck point spent; the piece is spent for the scene.
    assert_eq!(c.characters[0].luck, luck);
    assert_eq!(
        c.characters[0].vitals.apparel_used,
        vec!["Casual Clothing".to_owned()]
    );
    assert!(ace_sheet(&c).scene_rerolls[0].used);
    // The re-rolled test stays the latest roll: Luck may still re-roll it.
    let out = line(&mut c, "reroll Ace 2", [1]);
    assert_eq!(test_report(&out).successes, 3);
    assert_eq!(c.characters[0].luck, luck - 1);
    assert_eq!(
        c.characters[0].vitals.apparel_used,
        vec!["Casual Clothing".to_owned()]
    );
    // A later STR test this scene: spent.
    line(&mut c, "test Ace STR Athletics 1", [20, 20]);
    let e = refuse(&mut c, "reroll Ace --apparel \"Casual Clothing\"");
    assert_eq!(
        e,
        RuleError::ApparelUsed {
            character: "Ace".into(),
            piece: "Casual Clothing".into(),
        }
    );
    // Taking the clothing off and on again does not make it ready.
    line(&mut c, "doff Ace \"Casual Clothing\"", []);
    line(&mut c, "wear Ace \"Casual Clothing\"", []);
    line(&mut c, "test Ace STR Athletics 1", [20, 20]);
    assert!(matches!(
        refuse(&mut c, "reroll Ace --apparel \"Casual Clothing\""),
        RuleError::ApparelUsed { .. }
    ));
    // A new session ends the scene: ready again, on the die named.
    line(&mut c, "session", []);
    assert!(c.characters[0].vitals.apparel_used.is_empty());
    line(&mut c, "test Ace STR Athletics 1", [20, 19]);
    let out = line(&mut c, "reroll Ace 2 --apparel \"Casual Clothing\"", [5]);
    let r = reroll_of(&out);
    assert_eq!(
        (r.attribute, r.die, r.after.clone()),
        (Attribute::Str, 1, vec![20, 5])
    );
    assert!(test_report(&out).passed);
}

#[test]
fn each_piece_rerolls_its_own_attributes_and_the_end_of_a_combat_resets_them() {
    let mut c = dressed(&["Military Fatigues", "Lab Coat", "Formal Hat"]);
    // Fatigues (clothing) stay under the coat (armour layer).
    assert_eq!(c.characters[0].worn.len(), 3);
    // INT 5: the Lab Coat, not the Formal Hat.
    line(&mut c, "test Ace INT Science 1", [18, 12]);
    let e = refuse(&mut c, "reroll Ace --apparel \"Formal Hat\"");
    assert_eq!(
        e,
        RuleError::ApparelAttribute {
            piece: "Formal Hat".into(),
            attribute: Attribute::Int,
            allowed: vec![Attribute::Cha],
        }
    );
    let out = line(&mut c, "reroll Ace --apparel \"Lab Coat\"", [2]);
    assert_eq!(reroll_of(&out).after, vec![2, 12]);
    assert!(test_report(&out).passed);
    // CHA 4 + Speech 0, difficulty 1: the hat's own re-roll.
    line(&mut c, "test Ace CHA Speech 1", [9, 10]);
    let out = line(&mut c, "reroll Ace 1 --apparel \"Formal Hat\"", [3]);
    assert_eq!(reroll_of(&out).after, vec![3, 10]);
    // An attack with a Small Guns weapon is an AGI test: the fatigues.
    line(&mut c, "creature-add Raider", []);
    line(&mut c, "give Ace \"10mm Pistol\"", []);
    line(&mut c, "give Ace 10mm 6", []);
    // AGI 7 + Small Guns 3 (tagged): 19 and 18 miss. The re-rolled 3 is a
    // critical success, a hit: the location die (5), the pistol's 4 CD.
    line(&mut c, "attack Ace Raider \"10mm Pistol\"", [19, 18]);
    let out = line(
        &mut c,
        "reroll Ace --apparel \"Military Fatigues\"",
        [3, 5, 6, 6, 6, 6],
    );
    let r = reroll_of(&out);
    assert_eq!(
        (r.attribute, r.die, r.after.clone()),
        (Attribute::Agi, 0, vec![3, 18])
    );
    assert_eq!(
        c.characters[0].vitals.apparel_used,
        vec![
            "Lab Coat".to_owned(),
            "Formal Hat".to_owned(),
            "Military Fatigues".to_owned()
        ]
    );
    // The end of a combat ends the scene.
    line(&mut c, "initiative", []);
    line(&mut c, "end-combat", []);
    assert!(c.characters[0].vitals.apparel_used.is_empty());
    assert!(ace_sheet(&c).scene_rerolls.iter().all(|r| !r.used));
}

#[test]
fn an_apparel_reroll_is_refused_without_its_piece_its_roll_or_with_two_dice() {
    let mut c = dressed(&["Army Helmet"]);
    let e = refuse(&mut c, "reroll Ace --apparel \"Casual Clothing\"");
    assert_eq!(e, RuleError::NoRoll { name: "Ace".into() });
    line(&mut c, "test Ace AGI Athletics 1", [15, 16]);
    let e = refuse(&mut c, "reroll Ace --apparel \"Casual Clothing\"");
    assert_eq!(
        e,
        RuleError::NotWorn {
            character: "Ace".into(),
            piece: "Casual Clothing".into(),
        }
    );
    let e = refuse(&mut c, "reroll Ace --apparel \"Army Helmet\"");
    assert_eq!(
        e,
        RuleError::NoApparelReroll {
            piece: "Army Helmet".into()
        }
    );
    line(&mut c, "wear Ace \"Casual Clothing\"", []);
    // Wearing something is a change: the test is no longer the latest roll.
    let e = refuse(&mut c, "reroll Ace --apparel \"Casual Clothing\"");
    assert_eq!(e, RuleError::NoRoll { name: "Ace".into() });
    line(&mut c, "test Ace AGI Athletics 1", [15, 16]);
    let e = refuse(&mut c, "reroll Ace 3 --apparel \"Casual Clothing\"");
    assert!(
        matches!(e, RuleError::OutOfRange { ref what, value: 3, min: 1, max: 2 } if what == "die")
    );
    let e = refuse(
        &mut c,
        "reroll Ace --serial 7 --apparel \"Casual Clothing\"",
    );
    assert_eq!(
        e,
        RuleError::StaleRoll {
            name: "Ace".into(),
            serial: 7
        }
    );
    assert!(parse(&["reroll", "Ace", "1", "2", "--apparel", "Casual Clothing"]).is_err());
    // Every refusal changed nothing; the piece is still ready.
    let out = line(&mut c, "reroll Ace --apparel \"Casual Clothing\"", [2]);
    assert_eq!(reroll_of(&out).after, vec![15, 2]);
}

/// `v` without any `apparel_used` key, as a state saved before them.
fn strip(v: &mut serde_json::Value) {
    match v {
        serde_json::Value::Object(m) => {
            m.remove("apparel_used");
            m.values_mut().for_each(strip);
        }
        serde_json::Value::Array(a) => a.iter_mut().for_each(strip),
        _ => {}
    }
}

#[test]
fn a_campaign_saved_before_apparel_rerolls_loads_with_every_piece_ready() {
    let mut c = dressed(&["Casual Clothing"]);
    line(&mut c, "test Ace AGI Athletics 1", [15, 16]);
    line(&mut c, "reroll Ace --apparel \"Casual Clothing\"", [2]);
    let mut json = serde_json::to_value(&c).expect("json");
    // The older state has no `apparel_used` anywhere.
    strip(&mut json);
    let old: Campaign = serde_json::from_value(json).expect("loads");
    assert!(old.validate().is_ok());
    assert!(old.characters[0].vitals.apparel_used.is_empty());
    // An imported state that spent one piece twice is refused.
    let mut bad = c.clone();
    bad.characters[0]
        .vitals
        .apparel_used
        .push("casual clothing".into());
    assert_eq!(
        bad.validate(),
        Err(RuleError::InvalidState {
            reason: "Ace spent the casual clothing re-roll twice".into()
        })
    );
}

#[test]
fn utility_coveralls_add_five_to_carry_weight_while_worn() {
    // [published: apparel.db utility_coveralls: outfit, 2/0/0, 2 lb, 12 caps, rarity 1]
    let p = ArmourPiece::find("Utility Coveralls").expect("row");
    assert_eq!(
        (
            p.slot,
            p.layer,
            p.dr,
            p.weight.map(|w| w.0),
            p.cost,
            p.rarity,
            p.special.as_ref().map(|s| s.carry_weight)
        ),
        (
            Slot::Body,
            Layer::Armour,
            Dr::new(2, 0, 0, 0),
            Some(2000),
            Some(12),
            Some(1),
            Some(5)
        )
    );
    // STR 5: 150 + 50.
    let mut c = with_ace(&[]);
    assert_eq!(ace_sheet(&c).carry_weight, 200);
    line(&mut c, "wear Ace \"Utility Coveralls\"", []);
    assert_eq!(ace_sheet(&c).carry_weight, 205);
    // A chest piece on the armour layer takes the coveralls off.
    let out = line(&mut c, "wear Ace \"Leather Chest Piece\"", []);
    assert!(
        matches!(&out.events[0], Event::ArmourWorn { replaced, .. } if replaced == &vec!["Utility Coveralls".to_owned()])
    );
    assert_eq!(ace_sheet(&c).carry_weight, 200);
    line(&mut c, "wear Ace \"Utility Coveralls\"", []);
    line(&mut c, "doff Ace \"Utility Coveralls\"", []);
    assert_eq!(ace_sheet(&c).carry_weight, 200);
}

#[test]
fn the_gas_mask_and_the_casual_hat_carry_the_published_numbers() {
    // [published: apparel.db gas_mask and casual_hat: headgear]
    let row = |name: &str| {
        let p = ArmourPiece::find(name).unwrap_or_else(|| panic!("{name}"));
        (
            p.slot,
            p.layer,
            p.dr,
            p.weight.map(|w| w.0),
            p.cost,
            p.rarity,
            p.special
                .as_ref()
                .map(|s| (s.airborne_poison_dr, s.speech_difficulty)),
        )
    };
    assert_eq!(
        row("Gas Mask"),
        (
            Slot::Head,
            Layer::Armour,
            Dr::new(1, 0, 3, 0),
            Some(3000),
            Some(10),
            Some(2),
            Some((3, 1))
        )
    );
    // The casual hat's bright light is the GM's: no special the engine reads.
    assert_eq!(
        row("Casual Hat"),
        (
            Slot::Head,
            Layer::Armour,
            Dr::new(0, 0, 0, 0),
            Some(0),
            Some(15),
            Some(1),
            None
        )
    );
    let mut c = dressed(&["Casual Hat"]);
    line(&mut c, "test Ace AGI Athletics 1", [15, 16]);
    assert_eq!(
        refuse(&mut c, "reroll Ace --apparel \"Casual Hat\""),
        RuleError::NoApparelReroll {
            piece: "Casual Hat".into()
        }
    );
}

#[test]
fn a_gas_mask_takes_three_off_airborne_poison_and_nothing_off_other_poison() {
    use overseer::engine::rulesets::fallout2d20::apparel::AirbornePoison;
    use overseer::engine::rulesets::fallout2d20::outcome::Unit;
    // Ace: 12 HP (END 5 + LCK 7).
    let mut c = dressed(&["Gas Mask"]);
    let out = line(&mut c, "hurt Ace 5 --type poison --airborne", []);
    assert_eq!(
        out.events[0],
        Event::Airborne {
            airborne: AirbornePoison {
                target: Unit::Character("Ace".into()),
                amount: 5,
                dr: Some(0),
                apparel_dr: 3,
                pieces: vec!["Gas Mask".into()],
                taken: 2,
            }
        }
    );
    assert!(
        matches!(&out.events[1], Event::Hurt { amount: 2, location, .. } if location == "torso")
    );
    assert_eq!(crate::f2d20_play::hp(&c, "Ace"), 10);
    // Less than the mask's 3: nothing.
    line(
        &mut c,
        "hurt Ace 3 --type poison --airborne --location head",
        [],
    );
    assert_eq!(crate::f2d20_play::hp(&c, "Ace"), 10);
    // Poison that is not airborne (the GM's hurt, after DR): all of it.
    line(&mut c, "hurt Ace 3 --type poison", []);
    assert_eq!(crate::f2d20_play::hp(&c, "Ace"), 7);
    // Without the mask: the torso's poison DR, 0.
    line(&mut c, "doff Ace \"Gas Mask\"", []);
    let out = line(&mut c, "hurt Ace 2 --type poison --airborne", []);
    assert!(
        matches!(&out.events[0], Event::Airborne { airborne } if airborne.apparel_dr == 0 && airborne.taken == 2 && airborne.pieces.is_empty())
    );
    assert_eq!(crate::f2d20_play::hp(&c, "Ace"), 5);
    // A poison-immune creature takes nothing.
    line(&mut c, "creature-add Radroach", []);
    let out = line(&mut c, "hurt Radroach 4 --type poison --airborne", []);
    assert!(
        matches!(&out.events[0], Event::Airborne { airborne } if airborne.dr.is_none() && airborne.taken == 0)
    );
    // `--airborne` is poison only.
    assert!(parse(&["hurt", "Ace", "3", "--type", "energy", "--airborne"]).is_err());
    assert!(parse(&["hurt", "Ace", "3", "--airborne"]).is_err());
}

#[test]
fn a_gas_mask_makes_speech_tests_one_harder() {
    use overseer::engine::rulesets::fallout2d20::apparel::ApparelTest;
    // CHA 4 + Speech 0: a 3 scores one, a 15 nothing.
    let mut c = with_ace(&[]);
    let t = test_report(&line(&mut c, "test Ace CHA Speech 1", [3, 15]));
    assert_eq!((t.passed, t.apparel), (true, None));
    line(&mut c, "wear Ace \"Gas Mask\"", []);
    let t = test_report(&line(&mut c, "test Ace CHA Speech 1", [3, 15]));
    assert_eq!(
        (t.successes, t.passed, t.roll.difficulty, t.apparel),
        (
            1,
            false,
            2,
            Some(Box::new(ApparelTest {
                pieces: vec!["Gas Mask".into()],
                added: 1
            }))
        )
    );
    // Another skill of CHA: unchanged.
    let t = test_report(&line(&mut c, "test Ace CHA Barter 1", [3, 15]));
    assert_eq!((t.passed, t.apparel), (true, None));
}

/// Ace's DR at a location.
fn dr_at(c: &Campaign, location: &str) -> Dr {
    c.characters[0].dr_at(location)
}

/// The pieces a line's `wear` took off.
fn replaced(out: &overseer::engine::rulesets::fallout2d20::Outcome) -> Vec<String> {
    match &out.events[0] {
        Event::ArmourWorn { replaced, .. } => replaced.clone(),
        e => panic!("not worn: {e:?}"),
    }
}

#[test]
fn cage_and_spike_armor_cover_everything_and_keep_headgear_on_the_higher_dr() {
    // [published: apparel.db cage_armor and spike_armor: outfits covering
    // the head, torso, arms and legs]
    for (name, dr, weight, cost, rarity) in [
        ("Cage Armor", Dr::new(3, 4, 0, 0), 33000, 110, 3),
        ("Spike Armor", Dr::new(2, 2, 0, 0), 17000, 65, 2),
    ] {
        let p = ArmourPiece::find(name).unwrap_or_else(|| panic!("{name}"));
        assert_eq!(
            (
                p.slot,
                p.layer,
                p.dr,
                p.weight.map(|w| w.0),
                p.cost,
                p.rarity,
                p.special.as_ref().map(|s| s.with_headgear)
            ),
            (
                Slot::Suit,
                Layer::Armour,
                dr,
                Some(weight),
                Some(cost),
                Some(rarity),
                Some(true)
            ),
            "{name}"
        );
    }
    let mut c = dressed(&["Army Helmet"]);
    // The helmet stays on under the cage; the head reads the higher DR of
    // each type: the cage's 3/4 over the helmet's 2/0.
    assert!(replaced(&line(&mut c, "wear Ace \"Cage Armor\"", [])).is_empty());
    assert_eq!(c.characters[0].worn.len(), 2);
    for l in ["head", "torso", "left-arm", "right-leg"] {
        assert_eq!(dr_at(&c, l), Dr::new(3, 4, 0, 0), "{l}");
    }
    // Another headgear piece replaces the helmet, not the cage: the Gas
    // Mask's radiation 3 shows on the head only.
    assert_eq!(
        replaced(&line(&mut c, "wear Ace \"Gas Mask\"", [])),
        vec!["Army Helmet".to_owned()]
    );
    assert_eq!(dr_at(&c, "head"), Dr::new(3, 4, 3, 0));
    assert_eq!(dr_at(&c, "torso"), Dr::new(3, 4, 0, 0));
    // Spike Armor replaces the cage (one outfit); the mask stays: 2/2 and
    // the mask's 1/0/3 → 2/2/3.
    assert_eq!(
        replaced(&line(&mut c, "wear Ace \"Spike Armor\"", [])),
        vec!["Cage Armor".to_owned()]
    );
    assert_eq!(dr_at(&c, "head"), Dr::new(2, 2, 3, 0));
    // A heavier helmet beats the spikes on the head.
    line(&mut c, "wear Ace \"Heavy Metal Helmet\"", []);
    assert_eq!(dr_at(&c, "head"), Dr::new(4, 3, 0, 0));
    assert_eq!(dr_at(&c, "left-leg"), Dr::new(2, 2, 0, 0));
    // Clothing under it still adds (the jumpsuit covers no head).
    line(&mut c, "wear Ace \"Vault Jumpsuit\"", []);
    assert_eq!(dr_at(&c, "torso"), Dr::new(2, 3, 2, 0));
    assert_eq!(dr_at(&c, "head"), Dr::new(4, 3, 0, 0));
    // A chest piece takes the outfit off; the helmet stays.
    assert_eq!(
        replaced(&line(&mut c, "wear Ace \"Leather Chest Piece\"", [])),
        vec!["Spike Armor".to_owned()]
    );
    assert_eq!(dr_at(&c, "head"), Dr::new(4, 3, 0, 0));
    // Taking the helmet off under the outfit leaves the outfit's head DR.
    let mut c = dressed(&["Hard Hat", "Spike Armor"]);
    line(&mut c, "doff Ace \"Hard Hat\"", []);
    assert_eq!(dr_at(&c, "head"), Dr::new(2, 2, 0, 0));
    // A saved state with two headgear pieces under the outfit is refused.
    let mut bad = dressed(&["Hard Hat", "Spike Armor"]);
    bad.characters[0].worn.push(Worn {
        piece: "Army Helmet".into(),
        side: None,
        homebrew: None,
        mods: Vec::new(),
    });
    assert_eq!(
        bad.validate(),
        Err(RuleError::InvalidState {
            reason: "Ace wears two pieces on head".into()
        })
    );
}

#[test]
fn a_hit_on_the_head_reads_the_higher_dr_of_the_cage_and_the_helmet() {
    use crate::f2d20_play::{attack_report, hp, nora};
    let mut c = with_ace(&["\"10mm Pistol\"", "10mm 5"]);
    // Nora: END 6 + LCK 6 = 12 HP, Defense 1; Cage Armor (3/4) and a
    // Heavy Combat Armor Helmet (4/4).
    line(
        &mut c,
        "add-player 42 Pat Nora 6 6 6 5 5 6 6 small-guns medicine survival",
        [],
    );
    line(&mut c, "wear Nora \"Heavy Combat Armor Helmet\"", []);
    line(&mut c, "wear Nora \"Cage Armor\"", []);
    assert_eq!(nora(&c).dr_at("head"), Dr::new(4, 4, 0, 0));
    // 1 and 1 hit; location d20 1 (head); 4 CD 2, 2, 2, 1 = 7 physical,
    // less the helmet's 4 (not 3 + 4): 3 (12 -> 9).
    let r = attack_report(&line(
        &mut c,
        "attack Ace Nora \"10mm Pistol\"",
        [1, 1, 1, 2, 2, 2, 1],
    ));
    assert_eq!(r.location.as_deref(), Some("head"));
    assert_eq!(
        (r.hits[0].before_dr, r.hits[0].dr, r.hits[0].after_dr),
        (7, Some(4), 3)
    );
    assert_eq!(hp(&c, "Nora"), 9);
    // Location d20 5 (torso): the cage's 3 of 7: 4 (9 -> 5).
    let r = attack_report(&line(
        &mut c,
        "attack Ace Nora \"10mm Pistol\"",
        [1, 1, 5, 2, 2, 2, 1],
    ));
    assert_eq!((r.hits[0].dr, r.hits[0].after_dr), (Some(3), 4));
    assert_eq!(hp(&c, "Nora"), 5);
}

#[test]
fn a_homebrew_piece_replaces_and_is_replaced_like_a_shipped_one() {
    use overseer::engine::homebrew;
    use overseer::engine::rulesets::AnyCampaign;
    use serde_json::json;
    let dr = |p: u32| json!({"physical": {"dr": p}, "energy": {"dr": 0}, "radiation": {"dr": 0}, "poison": {"dr": 0}});
    let file = json!({"armour": [
        {"name": "Tire Plate", "slot": "torso", "dr": dr(3)},
        {"name": "Quilted Vest", "slot": "torso", "layer": "clothing", "dr": dr(1)}
    ]});
    let file = homebrew::read(file.to_string().as_bytes()).expect("a homebrew file");
    let mut any =
        AnyCampaign::of::<overseer::engine::rulesets::fallout2d20::Fallout2d20>(with_ace(&[]));
    any.brew_import(&file).expect("imported");
    let Some(mut c) = any.into_game::<overseer::engine::rulesets::fallout2d20::Fallout2d20>()
    else {
        panic!("a fallout-2d20 campaign")
    };
    line(&mut c, "wear Ace Leather Chest Piece", []);
    line(&mut c, "wear Ace Quilted Vest", []);
    // The homebrew armour piece takes the shipped one off, the clothing stays.
    let out = line(&mut c, "wear Ace Tire Plate", []);
    assert_eq!(replaced(&out), vec!["Leather Chest Piece".to_owned()]);
    // A shipped piece takes the homebrew one off in turn.
    let out = line(&mut c, "wear Ace Metal Chest Piece", []);
    assert_eq!(replaced(&out), vec!["Tire Plate".to_owned()]);
    let worn: Vec<&str> = c.characters[0]
        .worn
        .iter()
        .map(|w| w.piece.as_str())
        .collect();
    assert_eq!(worn, vec!["Quilted Vest", "Metal Chest Piece"]);
    assert!(c.validate().is_ok(), "{:?}", c.validate());
}
