//! The last core chems of the Fallout 2d20 game (issue #28): X-Cell (the
//! first d20 bought on each of the taker's tests is free, for the scene),
//! sneak attacks (`--sneak`: 1 easier, Vicious or +2 CD) and Calmex (a
//! re-rolled d20 on PER and AGI tests, +2 CD on sneak attacks), with the
//! published numbers and addiction rolled as for the others; diseases (the
//! GM's `disease`) and Antibiotics, which cure them all. Scripted dice,
//! exact numbers, through the command line's words.
//!
//! Ace: AGI 7 + Sneak 0 (target 7), AGI 7 + Small Guns 3 (target 10). A
//! Raider: Defense 1, 8 HP, physical DR 1 on the torso (location dice 3-8).
//! Dice order: an addiction roll is one combat die per dose counted; an
//! attack rolls its d20s, a chem's re-rolled d20, the location d20, then
//! the combat dice.

use overseer::engine::rulesets::fallout2d20::chems::{Chem, ChemDuration};
use overseer::engine::rulesets::fallout2d20::outcome::{Applied, Event};
use overseer::engine::rulesets::fallout2d20::sneak::SneakAttack;

use crate::f2d20_play;
use f2d20_play::{attack_report, chem_taken, hp, line, test_report, with_ace};

#[test]
fn x_cell_carries_the_published_numbers() {
    let x = Chem::find("x-cell").expect("X-Cell");
    assert_eq!(
        (
            x.duration,
            x.free_bought_dice,
            x.addiction,
            x.weight.0,
            x.cost,
            x.rarity
        ),
        (ChemDuration::Lasting, 1, Some(1), 100, 60, 4)
    );
}

#[test]
fn x_cell_makes_the_first_bought_d20_free_until_the_scene_ends() {
    let mut c = with_ace(&["X-Cell 2"]);
    line(&mut c, "ap group 6", []);
    // Addiction 1: the first dose rolls one combat die; a 3 is no Effect.
    let taken = chem_taken(&line(&mut c, "action Ace take-chem X-Cell", [3]));
    let roll = taken.addiction.expect("an addiction roll");
    assert_eq!((roll.doses, roll.addiction, roll.addicted), (1, 1, false));
    assert_eq!(taken.duration, ChemDuration::Lasting);
    assert_eq!(taken.left, 1);
    // One bought die: free, the pool keeps its 6 AP.
    let t = test_report(&line(&mut c, "test Ace AGI Sneak 1 --buy 1", [12, 13, 4]));
    assert_eq!((t.bought.dice, t.bought.cost), (1, 0));
    let free = t.bought.free.clone().expect("a free die");
    assert_eq!((free.dice, free.chems), (1, vec!["X-Cell".to_owned()]));
    assert!(t.bought.ap.is_none());
    assert_eq!(c.group_ap, 6);
    assert_eq!((t.successes, t.passed), (1, true));
    // Three bought dice: 1 + 2 + 3 AP, less the first: 5.
    let t = test_report(&line(
        &mut c,
        "test Ace AGI Sneak 1 --buy 3",
        [12, 13, 14, 15, 16],
    ));
    assert_eq!((t.bought.dice, t.bought.cost), (3, 5));
    assert_eq!(c.group_ap, 1);
    // Given to the GM instead: two dice, 3 AP less 1.
    let gm = c.gm_ap;
    let t = test_report(&line(
        &mut c,
        "test Ace AGI Sneak 1 --buy 2 --to-gm",
        [1, 13, 14, 15],
    ));
    assert_eq!(t.bought.cost, 2);
    assert_eq!(c.gm_ap, gm + 2);
    // No bought die: nothing is free.
    let t = test_report(&line(&mut c, "test Ace AGI Sneak 1", [1, 2]));
    assert!(t.bought.free.is_none());
    // The scene ends with a session: the first bought die costs 1 AP again.
    line(&mut c, "session", []);
    assert!(c.characters[0].vitals.chems.is_empty());
    line(&mut c, "ap group 6", []);
    let t = test_report(&line(&mut c, "test Ace AGI Sneak 1 --buy 1", [12, 13, 4]));
    assert_eq!((t.bought.cost, t.bought.free.is_none()), (1, true));
    assert_eq!(c.group_ap, 5);
}

#[test]
fn x_cell_ends_with_the_combat_and_its_second_dose_can_addict() {
    let mut c = with_ace(&["X-Cell 3"]);
    line(&mut c, "creature-add Raider", []);
    line(&mut c, "initiative", []);
    line(&mut c, "action Ace take-chem X-Cell", [4]);
    // It outlasts the turns of the fight.
    line(&mut c, "next", []);
    line(&mut c, "next", []);
    assert_eq!(c.characters[0].vitals.chems.len(), 1);
    line(&mut c, "end-combat", []);
    assert!(c.characters[0].vitals.chems.is_empty());
    // The second dose counted rolls two combat dice: a 6 is an Effect, and
    // one is as many as X-Cell's Addiction number.
    let taken = chem_taken(&line(&mut c, "action Ace take-chem X-Cell", [1, 6]));
    let roll = taken.addiction.expect("an addiction roll");
    assert_eq!((roll.doses, roll.roll.effects, roll.addicted), (2, 1, true));
    assert_eq!(c.characters[0].vitals.addictions, vec!["X-Cell".to_owned()]);
    // Addicted: no more rolls, the effect still applies.
    let taken = chem_taken(&line(&mut c, "action Ace take-chem X-Cell", []));
    assert!(taken.addiction.is_none());
    line(&mut c, "ap group 3", []);
    let t = test_report(&line(&mut c, "test Ace AGI Sneak 1 --buy 1", [12, 13, 4]));
    assert_eq!(t.bought.cost, 0);
}

#[test]
fn calmex_carries_the_published_numbers() {
    use overseer::engine::mechanics::special::Attribute;
    let x = Chem::find("calmex").expect("Calmex");
    assert_eq!(
        (
            x.duration,
            x.sneak_damage_dice,
            x.addiction,
            x.weight.0,
            x.cost,
            x.rarity
        ),
        (ChemDuration::Lasting, 2, Some(1), 100, 100, 4)
    );
    assert_eq!(x.reroll, vec![Attribute::Per, Attribute::Agi]);
}

#[test]
fn a_sneak_attack_is_one_easier_and_gains_vicious() {
    let mut c = with_ace(&["\"10mm Pistol\"", "10mm 5"]);
    line(&mut c, "creature-add Raider", []);
    // Defense 1 less 1: difficulty 0, so 15 and 18 (no success) still hit.
    // Torso; one Effect (the 5) is one Vicious damage: 1 + 1 - DR 1 = 1.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"10mm Pistol\" --sneak",
        [15, 18, 5, 5, 3, 3, 3],
    ));
    assert_eq!(
        (r.difficulty.defense, r.difficulty.sneak, r.difficulty.total),
        (1, 1, 0)
    );
    assert_eq!((r.test.successes, r.hit), (0, true));
    assert_eq!(
        r.sneak.as_deref(),
        Some(&SneakAttack {
            easier: 1,
            vicious: true,
            dice: 0,
            chem_dice: 0,
            chems: Vec::new(),
        })
    );
    assert!(r.applied.contains(&Applied::Vicious { bonus: 1 }));
    assert_eq!(r.effects, 1);
    assert_eq!(hp(&c, "Raider"), 7);
    // Without --sneak the same dice miss, and the pistol stays without
    // Vicious.
    let r = attack_report(&line(&mut c, "attack Ace Raider \"10mm Pistol\"", [15, 18]));
    assert_eq!(
        (r.difficulty.sneak, r.difficulty.total, r.hit),
        (0, 1, false)
    );
    assert!(r.sneak.is_none());
}

#[test]
fn a_sneak_attack_with_a_vicious_weapon_adds_two_combat_dice() {
    let mut c = with_ace(&["\".44 Pistol\"", "\".44 magnum\" 2"]);
    line(&mut c, "creature-add Raider", []);
    // The .44's 6 CD and 2 more: 1 + 1 and six blanks, 2 - DR 1 = 1.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \".44 Pistol\" --sneak",
        [12, 13, 4, 1, 1, 3, 3, 3, 3, 3, 3],
    ));
    let s = r.sneak.clone().expect("a sneak attack");
    assert_eq!((s.easier, s.vicious, s.dice), (1, false, 2));
    let roll = r.damage.clone().expect("a hit");
    assert_eq!((roll.dice.len(), roll.total, roll.effects), (8, 2, 0));
    assert_eq!(hp(&c, "Raider"), 7);
}

#[test]
fn calmex_re_rolls_per_and_agi_and_adds_two_dice_to_sneak_attacks_for_the_scene() {
    let mut c = with_ace(&["Calmex", "\"10mm Pistol\"", "10mm 5"]);
    line(&mut c, "creature-add Raider", []);
    // Addiction 1: one combat die, a 4 is no Effect.
    let taken = chem_taken(&line(&mut c, "action Ace take-chem Calmex", [4]));
    assert_eq!(taken.addiction.map(|a| a.addicted), Some(false));
    // PER 7 + Lockpick 0 at 1: 15 and 12 miss, the 15 is re-rolled: 4.
    let t = test_report(&line(&mut c, "test Ace PER Lockpick 1", [15, 12, 4]));
    let chem = t.chem.expect("Calmex re-rolled");
    assert_eq!(chem.chems, vec!["Calmex".to_owned()]);
    assert!(t.passed);
    // A sneak attack (an AGI test: 18 re-rolled to 16), torso, 4 + 2 CD:
    // 2 damage, no Effect, less DR 1.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"10mm Pistol\" --sneak",
        [15, 18, 16, 5, 2, 3, 3, 3, 3, 3],
    ));
    let s = r.sneak.clone().expect("a sneak attack");
    assert_eq!(
        (s.vicious, s.dice, s.chem_dice, s.chems),
        (true, 0, 2, vec!["Calmex".to_owned()])
    );
    assert_eq!(r.damage.as_ref().map(|d| d.dice.len()), Some(6));
    assert_eq!(hp(&c, "Raider"), 7);
    // Not a sneak attack: Calmex adds no dice (the same d20s miss at 1).
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"10mm Pistol\"",
        [15, 18, 16],
    ));
    assert!(!r.hit && r.sneak.is_none());
    // The scene ends: a sneak attack rolls the pistol's 4 CD alone.
    line(&mut c, "session", []);
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"10mm Pistol\" --sneak",
        [15, 18, 5, 3, 3, 3, 3],
    ));
    let s = r.sneak.clone().expect("a sneak attack");
    assert_eq!((s.chem_dice, r.damage.map(|d| d.dice.len())), (0, Some(4)));
}

#[test]
fn the_twenty_diseases_carry_their_published_days() {
    use overseer::engine::rulesets::fallout2d20::diseases::{Disease, DISEASES};
    assert_eq!(DISEASES.iter().count(), 20);
    let days = |n: &str| Disease::find(n).map(|d| d.duration);
    assert_eq!(days("blood worms"), Some(1));
    assert_eq!(days("Buzz Brain"), Some(4));
    assert_eq!(days("Heat Flashes"), Some(3));
    assert_eq!(days("Shell Shock"), Some(3));
    assert_eq!(days("Sludge Lung"), Some(4));
    assert_eq!(days("The Whoopsies"), Some(1));
    let antibiotics = Chem::find("Antibiotics").expect("Antibiotics");
    assert_eq!(
        (
            antibiotics.duration,
            antibiotics.cure_diseases,
            antibiotics.addiction,
            antibiotics.weight.0,
            antibiotics.cost,
            antibiotics.rarity
        ),
        (ChemDuration::Instant, true, None, 100, 75, 3)
    );
}

#[test]
fn the_gm_gives_and_ends_diseases_and_antibiotics_cure_them_all() {
    use f2d20_play::refuse;
    use overseer::engine::rulesets::fallout2d20::error::RuleError;
    let mut c = with_ace(&["Antibiotics"]);
    let out = line(&mut c, "disease Ace \"blood worms\"", []);
    let Event::Disease { change } = &out.events[0] else {
        panic!("{out:?}");
    };
    assert_eq!(
        (change.disease.as_str(), change.days, change.ended),
        ("Blood Worms", 1, false)
    );
    line(&mut c, "disease Ace Sludge Lung", []);
    assert_eq!(
        c.characters[0].vitals.diseases,
        vec!["Blood Worms".to_owned(), "Sludge Lung".to_owned()]
    );
    // Refused, nothing changed: twice the same, an unknown one, ending one
    // not carried.
    assert!(matches!(
        refuse(&mut c, "disease Ace Sludge Lung"),
        RuleError::AlreadyDiseased { .. }
    ));
    assert!(matches!(
        refuse(&mut c, "disease Ace Rad Flu"),
        RuleError::Unknown { .. }
    ));
    assert!(matches!(
        refuse(&mut c, "disease Ace Dysentery --end"),
        RuleError::NotDiseased { .. }
    ));
    // The GM ends one.
    let out = line(&mut c, "disease Ace sludge lung --end", []);
    let Event::Disease { change } = &out.events[0] else {
        panic!("{out:?}");
    };
    assert!(change.ended);
    assert_eq!(
        c.characters[0].vitals.diseases,
        vec!["Blood Worms".to_owned()]
    );
    // A session (the scene's end) leaves diseases alone.
    line(&mut c, "session", []);
    line(&mut c, "disease Ace Parasites", []);
    // Antibiotics: at once, every disease; not addictive (no roll).
    let taken = chem_taken(&line(&mut c, "action Ace take-chem Antibiotics", []));
    assert_eq!(
        taken.diseases_cured,
        vec!["Blood Worms".to_owned(), "Parasites".to_owned()]
    );
    assert!(taken.addiction.is_none());
    assert!(c.characters[0].vitals.diseases.is_empty());
}

#[test]
fn a_campaign_saved_before_diseases_loads_and_one_with_an_unknown_disease_is_invalid() {
    let mut c = with_ace(&[]);
    line(&mut c, "disease Ace Parasites", []);
    let mut state = serde_json::to_value(&c).expect("json");
    assert_eq!(
        state["characters"][0]["vitals"]["diseases"],
        serde_json::json!(["Parasites"])
    );
    // Without the field (a campaign saved before diseases): none.
    state["characters"][0]["vitals"]
        .as_object_mut()
        .expect("vitals")
        .remove("diseases");
    let old: overseer::engine::rulesets::fallout2d20::Campaign =
        serde_json::from_value(state.clone()).expect("loads");
    assert!(old.characters[0].vitals.diseases.is_empty());
    old.validate().expect("valid");
    state["characters"][0]["vitals"]["diseases"] = serde_json::json!(["Rad Flu"]);
    let bad: overseer::engine::rulesets::fallout2d20::Campaign =
        serde_json::from_value(state).expect("loads");
    assert!(bad.validate().is_err());
}

#[test]
fn a_fusion_core_powers_a_frame_for_ten_scenes_and_the_science_rank() {
    use f2d20_play::refuse;
    use overseer::engine::rulesets::fallout2d20::error::RuleError;
    let mut c = with_ace(&[]);
    assert!(matches!(
        refuse(&mut c, "fusion-core Ace"),
        RuleError::NoFrame { .. }
    ));
    line(&mut c, "power-armor Ace enter", []);
    assert!(matches!(
        refuse(&mut c, "fusion-core Ace"),
        RuleError::NotCarried { .. }
    ));
    line(&mut c, "give Ace \"fusion core\" 2", []);
    line(&mut c, "rank Ace Science 2", []);
    // 10 charges and Science 2.
    let out = line(&mut c, "fusion-core Ace", []);
    let Event::FusionCore { inserted } = &out.events[0] else {
        panic!("{out:?}");
    };
    assert_eq!(
        (inserted.frame.as_str(), inserted.charges, inserted.left),
        ("Armor Frame", 12, 1)
    );
    assert!(matches!(
        refuse(&mut c, "fusion-core Ace"),
        RuleError::CoreCharged { charges: 12, .. }
    ));
    // A scene's end (a session, or a combat's end) spends a charge.
    let out = line(&mut c, "session", []);
    let Some(Event::CoresDrained { drained }) = out.events.last() else {
        panic!("{out:?}");
    };
    assert_eq!(
        (drained[0].character.as_str(), drained[0].charges),
        ("Ace", 11)
    );
    line(&mut c, "creature-add Raider", []);
    line(&mut c, "initiative", []);
    line(&mut c, "end-combat", []);
    let core = |c: &overseer::engine::rulesets::fallout2d20::Campaign| {
        c.characters[0].power.as_ref().and_then(|p| p.core)
    };
    assert_eq!(core(&c), Some(10));
    // Out of the frame nothing is spent.
    line(&mut c, "power-armor Ace leave", []);
    line(&mut c, "session", []);
    assert_eq!(core(&c), Some(10));
    line(&mut c, "power-armor Ace enter", []);
    for _ in 0..10 {
        line(&mut c, "session", []);
    }
    // Spent: unpowered, and no further charge is spent.
    assert_eq!(core(&c), Some(0));
    let out = line(&mut c, "session", []);
    assert!(!matches!(
        out.events.last(),
        Some(Event::CoresDrained { .. })
    ));
    // A new core replaces the spent one.
    let out = line(&mut c, "fusion-core Ace", []);
    let Event::FusionCore { inserted } = &out.events[0] else {
        panic!("{out:?}");
    };
    assert_eq!((inserted.charges, inserted.left), (12, 0));
}
