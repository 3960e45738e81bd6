//! A power armour mod, a robot's parts and a Survivor's second perk on the
//! command line (issue #45), through the built binary: the JSON's events
//! and the sheet's `modded` list, and the refusals by their codes, in both
//! languages.

use serde_json::json;

use crate::games::{fallout_2d20_with_bo, ok, one};

#[test]
fn a_power_armour_piece_takes_a_mod_and_the_sheet_shows_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("pa-mods.db");
    fallout_2d20_with_bo(&db);
    ok(&db, &["power-armor", "Bo", "enter"]);
    ok(&db, &["wear", "Bo", "T-45 Left Arm"]);
    let v = ok(&db, &["mod", "Bo", "T-45 Left Arm", "T-45c Arm"]);
    assert_eq!(v["events"][0]["type"], "modded", "{v}");
    let v = ok(&db, &["status", "Bo"]);
    assert_eq!(
        v["events"][0]["sheet"]["modded"],
        json!([{
            "item": "T-45 Left Arm",
            "mods": ["T-45c Arm"],
            "changes": [
                {"change": "dr", "value": ["physical", 2]},
                {"change": "dr", "value": ["energy", 2]},
                {"change": "hp", "value": 2},
                {"change": "weight", "value": "+2"}
            ]
        }]),
        "{v}"
    );
    let piece = &v["events"][0]["sheet"]["power"]["pieces"][0];
    assert_eq!(
        (&piece["hp"], &piece["row"]["hp"]),
        (&json!(9), &json!(9)),
        "{v}"
    );
    let message = v["message"].as_str().unwrap_or_default();
    assert!(
        message.contains(
            "🔧 T-45 Left Arm: T-45c Arm → DR +2 physical, DR +2 energy, HP +2, weight +2 lb"
        ),
        "{message}"
    );
    // Torso plating on an arm: refused, the arm's own offered.
    let (v, status) = one(&db, &["mod", "Bo", "T-45 Left Arm", "Lead Plating (Torso)"]);
    assert_eq!((status, &v["error"]), (1, &json!("unknown_mod")), "{v}");
    let (v, status) = one(&db, &["mod", "Bo", "T-45 Left Arm", "T-45d Arm"]);
    assert_eq!((status, &v["error"]), (1, &json!("mod_slot_taken")), "{v}");
}

#[test]
fn the_gm_sets_a_robots_parts_and_bad_parts_are_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("robot.db");
    fallout_2d20_with_bo(&db);
    let (v, status) = one(&db, &["robot", "Bo", "torso", "Standard Plating"]);
    assert_eq!((status, &v["error"]), (1, &json!("not_robot")), "{v}");
    ok(&db, &["origin", "Bo", "Mister Handy"]);
    let v = ok(
        &db,
        &["robot", "Bo", "main-body", "Voltaic Frame (Main Body)"],
    );
    let change = &v["events"][0];
    assert_eq!(change["type"], "robot_part", "{v}");
    assert_eq!(
        (&change["change"]["location"], &change["change"]["armour"]),
        (&json!("torso"), &json!(["Voltaic Frame (Main Body)"])),
        "{v}"
    );
    assert_eq!(change["change"]["dr"]["physical"], json!({"dr": 2}), "{v}");
    let (v, status) = one(
        &db,
        &["robot", "Bo", "thruster", "Voltaic Frame (Main Body)"],
    );
    assert_eq!((status, &v["error"]), (1, &json!("robot_part_fit")), "{v}");
    assert_eq!(
        v["message"],
        json!("Voltaic Frame (Main Body) does not fit right-leg: it fits torso."),
        "{v}"
    );
    let (v, _) = one(
        &db,
        &[
            "--lang",
            "zh-CN",
            "robot",
            "Bo",
            "thruster",
            "Voltaic Frame (Main Body)",
        ],
    );
    let message = v["message"].as_str().unwrap_or_default();
    assert!(message.contains("装不到"), "{v}");
    let v = ok(&db, &["robot", "Bo", "module", "Lockpick Module"]);
    assert_eq!(
        v["events"][0]["change"]["modules"],
        json!(["Lockpick Module"]),
        "{v}"
    );
    let v = ok(&db, &["status", "Bo"]);
    assert_eq!(
        v["events"][0]["sheet"]["modules"],
        json!(["Lockpick Module"]),
        "{v}"
    );
}

#[test]
fn a_survivor_with_one_trait_names_a_second_perk() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("second.db");
    assert_eq!(one(&db, &["init", "--ruleset", "fallout-2d20"]).1, 0);
    let sal = |name: &'static str, traits: &'static str| {
        [
            "create-character",
            "1",
            "Ana",
            name,
            "--special",
            "5,6,6,4,7,7,5",
            "--tags",
            "medicine,science,small guns",
            "--perk",
            "healer",
            "--origin",
            "survivor",
            "--traits",
            traits,
            "--second-perk",
            "Action Boy / Girl",
        ]
    };
    let (v, status) = one(&db, &sal("Sid", "Fast Shot,Heavy Handed"));
    assert_eq!((status, &v["error"]), (1, &json!("second_perk")), "{v}");
    let v = ok(&db, &sal("Sal", "Fast Shot"));
    let perks = &v["events"][0]["sheet"]["perks"];
    assert_eq!(
        perks,
        &json!([
            {"name": "Healer", "rank": 1},
            {"name": "Action Boy / Girl", "rank": 1}
        ]),
        "{v}"
    );
}
