//! Power armour mods, a robot's parts and a Survivor's second perk in the
//! Fallout 2d20 game (issue #45), through the command line's words, with
//! the compendium's numbers: a T-45c Arm upgrade adds 2 physical and 2
//! energy DR and 2 HP to a T-45 arm; Lead Plating 2 radiation DR; a robot's
//! plating and armour add at their locations; the Lockpick Module makes
//! Lockpick tests 1 easier.

use overseer::engine::rulesets::fallout2d20::data::{DamageType, Dr, Resist};
use overseer::engine::rulesets::fallout2d20::error::{RuleError, Unknown};
use overseer::engine::rulesets::fallout2d20::mods::{ApparelMod, Change};
use overseer::engine::rulesets::fallout2d20::outcome::Event;
use overseer::engine::rulesets::fallout2d20::power::PowerPiece;
use overseer::engine::rulesets::fallout2d20::robots::PartChange;
use overseer::engine::rulesets::fallout2d20::Campaign;

use crate::f2d20_play::{line, nora, refuse, test_report, with_ace};

/// Nora in a frame with the T-45 left arm (7 HP, 4/3/7).
fn nora_in_t45() -> Campaign {
    let mut c = with_ace(&[]);
    line(
        &mut c,
        "add-player 42 Pat Nora 6 6 6 5 5 6 6 small-guns medicine survival",
        [],
    );
    line(&mut c, "power-armor Nora enter", []);
    line(&mut c, "wear Nora \"T-45 Left Arm\"", []);
    c
}

/// Nora's left arm piece: HP now, HP whole, DR.
fn left_arm(c: &Campaign) -> (u32, u32, Dr) {
    let p = nora(c).power.as_ref().and_then(|p| p.piece_at("left-arm"));
    let p = p.expect("a left arm piece");
    (p.hp, p.row.hp, p.row.dr)
}

#[test]
fn a_power_armour_mod_fits_its_suit_and_location_only() {
    let t45_arm = PowerPiece::find("T-45 Left Arm").expect("T-45 Left Arm");
    let t45_chest = PowerPiece::find("T-45 Chest Piece").expect("T-45 Chest Piece");
    let t51_arm = PowerPiece::find("T-51 Left Arm").expect("T-51 Left Arm");
    let find = |piece: &PowerPiece, m: &str| ApparelMod::find_power(piece, m).is_some();
    assert!(find(t45_arm, "T-45c Arm"));
    assert!(!find(t51_arm, "T-45c Arm"));
    assert!(!find(t45_chest, "T-45c Arm"));
    assert!(find(t45_chest, "T-45c Chest Piece"));
    // The plating and the systems fit every suit, at their locations.
    assert!(find(t51_arm, "Lead Plating") && find(t45_arm, "Lead Plating"));
    assert!(!find(t45_arm, "Lead Plating (Torso)"));
    assert!(find(t45_chest, "Titanium Plating (Torso)"));
    assert!(!find(t45_arm, "Titanium Plating (Torso)"));
    assert!(find(t45_arm, "Hydraulic Bracers") && !find(t45_chest, "Hydraulic Bracers"));
    // The X-01's own: its Mk upgrades and EMP Shielding.
    let x01_arm = PowerPiece::find("X-01 Left Arm").expect("X-01 Left Arm");
    assert!(find(x01_arm, "Mk II Arm") && find(x01_arm, "EMP Shielding"));
    assert!(!find(t45_arm, "EMP Shielding"));
    // A worn apparel piece still takes none of them.
    let armour = overseer::engine::rulesets::fallout2d20::data::ArmourPiece::find("Leather Arm")
        .expect("Leather Arm");
    assert!(ApparelMod::find(armour, "Lead Plating").is_none());
}

#[test]
fn a_power_armour_mod_adds_its_dr_and_hp_and_comes_off_again() {
    let mut c = nora_in_t45();
    assert_eq!(left_arm(&c), (7, 7, Dr::new(4, 3, 7, 0)));
    let out = line(&mut c, "mod Nora \"T-45 Left Arm\" \"T-45c Arm\"", []);
    let Event::Modded { change } = &out.events[0] else {
        panic!("{out:?}")
    };
    assert_eq!(
        (change.item.as_str(), change.slot.as_str()),
        ("T-45 Left Arm", "upgrade")
    );
    assert_eq!(
        change.changes,
        vec![
            Change::Dr(DamageType::Physical, 2),
            Change::Dr(DamageType::Energy, 2),
            Change::Hp(2),
            Change::Weight("+2".into()),
        ]
    );
    assert_eq!(left_arm(&c), (9, 9, Dr::new(6, 5, 7, 0)));
    assert_eq!(nora(&c).dr_at("left-arm").physical, Resist::Dr(6));
    // Lead Plating: +2 radiation DR, another slot.
    line(&mut c, "mod Nora \"T-45 Left Arm\" \"Lead Plating\"", []);
    assert_eq!(left_arm(&c), (9, 9, Dr::new(6, 5, 9, 0)));
    // The sheet lists the piece with its mods and what they change.
    let sheet = nora(&c).sheet();
    let modded = sheet
        .modded
        .iter()
        .find(|m| m.item == "T-45 Left Arm")
        .expect("the modded piece");
    assert_eq!(modded.mods, ["T-45c Arm", "Lead Plating"]);
    assert!(modded.changes.contains(&Change::Hp(2)));
    // One mod a slot; a mod of another suit or location is refused.
    assert_eq!(
        refuse(&mut c, "mod Nora \"T-45 Left Arm\" \"T-45d Arm\""),
        RuleError::ModSlotTaken {
            item: "T-45 Left Arm".into(),
            slot: "upgrade".into(),
            other: "T-45c Arm".into(),
        }
    );
    let RuleError::Unknown { kind, .. } =
        refuse(&mut c, "mod Nora \"T-45 Left Arm\" \"T-51c Arm\"")
    else {
        panic!("not an unknown mod")
    };
    assert_eq!(kind, Unknown::Mod);
    // A hit takes 4 HP: taking the upgrade off leaves 9 - 4 - 2 = 3 of 7.
    let p = c.characters[1].power.as_mut().expect("the frame");
    p.pieces[0].hp = 5;
    line(
        &mut c,
        "mod Nora \"T-45 Left Arm\" \"T-45c Arm\" --remove",
        [],
    );
    assert_eq!(left_arm(&c), (3, 7, Dr::new(4, 3, 9, 0)));
    assert_eq!(
        refuse(&mut c, "mod Nora \"T-45 Left Arm\" \"T-45c Arm\" --remove"),
        RuleError::NotModded {
            item: "T-45 Left Arm".into(),
            name: "T-45c Arm".into(),
        }
    );
    // The state round-trips with its mods.
    let saved = serde_json::to_value(&c).expect("json");
    let back: Campaign = serde_json::from_value(saved).expect("back");
    assert_eq!(left_arm(&back), (3, 7, Dr::new(4, 3, 9, 0)));
    assert_eq!(
        nora(&back).power.as_ref().expect("frame").pieces[0].mods,
        ["Lead Plating"]
    );
}

/// The `robot_part` event of an outcome.
fn part(out: &overseer::engine::rulesets::fallout2d20::outcome::Outcome) -> PartChange {
    match &out.events[..] {
        [Event::RobotPart { change }] => change.clone(),
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_gm_sets_a_robots_armour_and_modules_with_their_dr_and_effects() {
    let mut c = with_ace(&[]);
    line(
        &mut c,
        "add-player user-vera Vee Vera 6 8 6 4 8 4 4 medicine \"energy weapons\" science",
        [],
    );
    line(&mut c, "origin Ace \"Mister Handy\"", []);
    let ace = |c: &Campaign| c.characters[0].clone();
    // Standard Plating: 2 physical DR at every location.
    let set = part(&line(&mut c, "robot Ace optics \"Standard Plating\"", []));
    assert_eq!(
        (set.location.as_str(), set.dr),
        ("head", Some(Dr::immune_rad_poison(2, 0)))
    );
    // Factory Armor over it on the Main Body: 2 + 1 physical, 1 energy.
    line(
        &mut c,
        "robot Ace main-body \"Factory Armor (Main Body)\"",
        [],
    );
    assert_eq!(ace(&c).dr_at("torso"), Dr::immune_rad_poison(3, 1));
    // Another plating on Arm 1 takes the Standard Plating off whole.
    let set = part(&line(
        &mut c,
        "robot Ace arm-1 \"Hydraulic Frame (Arm 1)\"",
        [],
    ));
    assert_eq!(set.replaced, ["Standard Plating"]);
    assert_eq!(
        set.armour,
        ["Factory Armor (Main Body)", "Hydraulic Frame (Arm 1)"]
    );
    assert_eq!(ace(&c).dr_at("left-arm"), Dr::immune_rad_poison(3, 3));
    assert_eq!(ace(&c).dr_at("head"), Dr::immune_rad_poison(0, 0));
    assert_eq!(ace(&c).dr_at("torso"), Dr::immune_rad_poison(1, 1));
    // A part where it does not go, a non-robot: refused, nothing changed.
    assert_eq!(
        refuse(&mut c, "robot Ace thruster \"Hydraulic Frame (Arm 1)\""),
        RuleError::RobotPartFit {
            part: "Hydraulic Frame (Arm 1)".into(),
            spot: "right-leg".into(),
            fits: "left-arm".into(),
        }
    );
    assert_eq!(
        refuse(&mut c, "robot Ace module \"Standard Plating\""),
        RuleError::RobotPartFit {
            part: "Standard Plating".into(),
            spot: "module".into(),
            fits: "head,torso,left-arm,right-arm,left-leg,right-leg".into(),
        }
    );
    assert_eq!(
        refuse(&mut c, "robot Vera torso \"Standard Plating\""),
        RuleError::NotRobot {
            character: "Vera".into()
        }
    );
    // The Lockpick Module: a Lockpick test of difficulty 2 is made at 1.
    line(&mut c, "robot Ace module \"Lockpick Module\"", []);
    let t = test_report(&line(&mut c, "test Ace PER Lockpick 2", [20, 20]));
    assert_eq!(t.roll.difficulty, 1);
    let t = test_report(&line(&mut c, "test Ace PER Sneak 2", [20, 20]));
    assert_eq!(t.roll.difficulty, 2);
    // Three modules at most, each once.
    line(&mut c, "robot Ace module \"Hacking Mod\"", []);
    line(&mut c, "robot Ace module \"Sensor Array\"", []);
    assert_eq!(
        refuse(&mut c, "robot Ace module \"Hacking Mod\""),
        RuleError::RobotPartHeld {
            character: "Ace".into(),
            part: "Hacking Mod".into(),
        }
    );
    assert_eq!(
        refuse(&mut c, "robot Ace module \"Diagnosis Mod\""),
        RuleError::RobotModules {
            character: "Ace".into(),
            most: 3
        }
    );
    let off = part(&line(
        &mut c,
        "robot Ace module \"Lockpick Module\" --remove",
        [],
    ));
    assert_eq!(off.modules, ["Hacking Mod", "Sensor Array"]);
    let t = test_report(&line(&mut c, "test Ace PER Lockpick 2", [20, 20]));
    assert_eq!(t.roll.difficulty, 2);
    assert_eq!(
        refuse(&mut c, "robot Ace module \"Lockpick Module\" --remove"),
        RuleError::RobotPartMissing {
            character: "Ace".into(),
            part: "Lockpick Module".into(),
        }
    );
}

const SAL: &str = "create-character u p Sal --special 5,6,6,4,7,7,5 \
                   --tags medicine,science,\"small guns\" --perk healer";

#[test]
fn a_survivor_with_one_trait_takes_a_second_perk_at_creation() {
    let mut c = with_ace(&[]);
    line(
        &mut c,
        &format!(
            "{SAL} --origin survivor --traits \"Fast Shot\" --second-perk \"Action Boy / Girl\""
        ),
        [],
    );
    let sal = c.characters.iter().find(|x| x.name == "Sal").expect("Sal");
    let held: Vec<(&str, u32)> = sal
        .perks
        .iter()
        .map(|p| (p.name.as_str(), p.rank))
        .collect();
    assert_eq!(held, [("Healer", 1), ("Action Boy / Girl", 1)]);
    // Two traits, no origin, another origin: refused with the reason.
    for rest in [
        "--origin survivor --traits \"Fast Shot,Heavy Handed\" --second-perk \"Action Boy / Girl\"",
        "--second-perk \"Action Boy / Girl\"",
        "--origin ghoul --second-perk \"Action Boy / Girl\"",
    ] {
        let text = SAL.replace("Sal", "Sid");
        assert_eq!(
            refuse(&mut c, &format!("{text} {rest}")),
            RuleError::SecondPerk {
                character: "Sid".into()
            },
            "{rest}"
        );
    }
    // The second perk's own requirements: Healer's rank 2 needs level 6.
    let err = refuse(
        &mut c,
        &format!(
            "{} --origin survivor --traits \"Fast Shot\" --second-perk healer",
            SAL.replace("Sal", "Sid")
        ),
    );
    assert_eq!(err.code(), "perk_level", "{err:?}");
}
