//! The apparel specials on the command line (issue #28), through the built
//! binary with the JSON a script reads: `reroll <character> [die] --apparel
//! <piece>` spends a worn piece's scene re-roll on one d20, the sheet shows
//! it used, a second one is refused by code, `recover` gives it back,
//! export/import keep it and `session` makes it ready; the Utility
//! Coveralls' carry weight, `hurt --airborne` against a Gas Mask, and
//! Spike Armor worn with a Gas Mask on the head. The dice are seeded
//! (`--seed 7`): what is asserted holds whatever the faces (the re-rolled
//! die is named, the other keeps its face).

use std::path::Path;

use serde_json::{json, Value};

use crate::games::{fallout_2d20_with_bo, ok, one};

/// A fallout-2d20 campaign with Bo (STR 6, AGI 6) in Casual Clothing.
fn campaign(db: &Path) {
    fallout_2d20_with_bo(db);
    ok(db, &["wear", "Bo", "Casual Clothing"]);
}

/// Bo's sheet.
fn sheet(db: &Path) -> Value {
    ok(db, &["status", "Bo"])["events"][0]["sheet"].clone()
}

#[test]
fn casual_clothing_rerolls_one_d20_once_a_scene_and_the_sheet_shows_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("apparel.db");
    campaign(&db);
    assert_eq!(
        sheet(&db)["scene_rerolls"],
        json!([{"piece": "Casual Clothing", "attributes": ["STR", "AGI"], "used": false}])
    );
    let v = ok(&db, &["test", "Bo", "AGI", "Athletics", "2"]);
    let faces: Vec<Value> = v["events"][0]["test"]["roll"]["dice"]
        .as_array()
        .expect("dice")
        .iter()
        .map(|d| d["face"].clone())
        .collect();
    assert_eq!(faces.len(), 2, "{v}");
    let v = ok(&db, &["reroll", "Bo", "1", "--apparel", "casual clothing"]);
    let r = &v["events"][0];
    assert_eq!(
        (
            &r["type"],
            &r["reroll"]["character"],
            &r["reroll"]["piece"],
            &r["reroll"]["attribute"],
            &r["reroll"]["serial"],
            &r["reroll"]["new_serial"],
            &r["reroll"]["die"],
            &r["reroll"]["before"],
            &r["reroll"]["after"][1]
        ),
        (
            &json!("apparel_reroll"),
            &json!("Bo"),
            &json!("Casual Clothing"),
            &json!("AGI"),
            &json!(1),
            &json!(2),
            &json!(0),
            &json!(faces),
            &faces[1]
        ),
        "{v}"
    );
    // The test, resolved again with the new face.
    assert_eq!(v["events"][1]["type"], json!("test"), "{v}");
    assert_eq!(
        v["events"][1]["test"]["roll"]["dice"][0]["face"], r["reroll"]["after"][0],
        "{v}"
    );
    let s = sheet(&db);
    assert_eq!(s["scene_rerolls"][0]["used"], json!(true), "{s}");
    assert_eq!(
        s["vitals"]["apparel_used"],
        json!(["Casual Clothing"]),
        "{s}"
    );
    assert_eq!(s["luck"], json!(5), "{s}");
    // Spent: a second one this scene is refused, by code.
    ok(&db, &["test", "Bo", "STR", "Athletics", "1"]);
    let (v, code) = one(&db, &["reroll", "Bo", "--apparel", "Casual Clothing"]);
    assert_eq!((code, &v["error"]), (1, &json!("apparel_used")), "{v}");
    // One die only; an INT test is not the clothing's.
    let (v, code) = one(
        &db,
        &["reroll", "Bo", "1", "2", "--apparel", "Casual Clothing"],
    );
    assert_eq!((code, &v["error"]), (1, &json!("out_of_range")), "{v}");
    ok(&db, &["test", "Bo", "INT", "Medicine", "1"]);
    let (v, code) = one(&db, &["reroll", "Bo", "1", "--apparel", "Casual Clothing"]);
    assert_eq!((code, &v["error"]), (1, &json!("apparel_attribute")), "{v}");
    // Export and import keep it spent.
    let export = dir.path().join("campaign.json");
    ok(&db, &["export", export.to_str().expect("path")]);
    let other = dir.path().join("other.db");
    ok(&other, &["import", export.to_str().expect("path")]);
    assert_eq!(
        sheet(&other)["vitals"]["apparel_used"],
        json!(["Casual Clothing"])
    );
    // Undone past the re-roll: ready again.
    for undone in ["test", "test", "reroll"] {
        let v = ok(&db, &["recover"]);
        assert_eq!(v["undone"], undone, "{v}");
    }
    assert_eq!(sheet(&db)["scene_rerolls"][0]["used"], json!(false));
    // A new session ends the scene.
    ok(&other, &["session"]);
    let s = sheet(&other);
    assert!(s["vitals"].get("apparel_used").is_none(), "{s}");
    assert_eq!(s["scene_rerolls"][0]["used"], json!(false), "{s}");
}

#[test]
fn utility_coveralls_show_five_more_carry_weight_on_the_sheet() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("coveralls.db");
    campaign(&db);
    // STR 6: 150 + 60.
    assert_eq!(sheet(&db)["carry_weight"], json!(210));
    ok(&db, &["wear", "Bo", "Utility Coveralls"]);
    assert_eq!(sheet(&db)["carry_weight"], json!(215));
    ok(&db, &["doff", "Bo", "Utility Coveralls"]);
    assert_eq!(sheet(&db)["carry_weight"], json!(210));
}

#[test]
fn a_gas_mask_takes_three_off_airborne_poison_by_the_command_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("mask.db");
    campaign(&db);
    ok(&db, &["wear", "Bo", "Gas Mask"]);
    // Bo: END 6 + LCK 5 = 11 HP.
    let v = ok(&db, &["hurt", "Bo", "5", "--type", "poison", "--airborne"]);
    assert_eq!(
        v["events"][0],
        json!({"type": "airborne", "airborne": {
            "target": {"kind": "character", "name": "Bo"}, "amount": 5, "dr": 0, "apparel_dr": 3,
            "pieces": ["Gas Mask"], "taken": 2}}),
        "{v}"
    );
    assert_eq!(
        (
            &v["events"][1]["type"],
            &v["events"][1]["amount"],
            &v["events"][1]["hp"]["after"]
        ),
        (&json!("hurt"), &json!(2), &json!(9)),
        "{v}"
    );
    let (v, code) = one(&db, &["hurt", "Bo", "5", "--type", "fire", "--airborne"]);
    assert_eq!(code, 1, "{v}");
    let (v, code) = one(&db, &["hurt", "Bo", "5", "--airborne"]);
    assert_eq!((code, &v["error"]), (1, &json!("invalid")), "{v}");
}

#[test]
fn spike_armor_keeps_the_helmet_on_and_the_head_reads_the_higher_dr() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("spikes.db");
    campaign(&db);
    ok(&db, &["wear", "Bo", "Gas Mask"]);
    let v = ok(&db, &["wear", "Bo", "Spike Armor"]);
    assert_eq!(v["events"][0]["replaced"], json!([]), "{v}");
    let s = sheet(&db);
    let dr = |l: &str| {
        s["dr"]
            .as_array()
            .expect("dr")
            .iter()
            .find(|x| x["location"] == l)
            .map(|x| x["dr"].clone())
            .expect("location")
    };
    // Spike 2/2/0 and the mask's 1/0/3: the higher of each, 2/2/3.
    assert_eq!(
        dr("head"),
        json!({"physical": {"dr": 2}, "energy": {"dr": 2}, "radiation": {"dr": 3}, "poison": {"dr": 0}})
    );
    assert_eq!(
        dr("torso"),
        json!({"physical": {"dr": 2}, "energy": {"dr": 2}, "radiation": {"dr": 0}, "poison": {"dr": 0}})
    );
    // Recover: the outfit comes off again.
    let v = ok(&db, &["recover"]);
    assert_eq!(v["undone"], "wear", "{v}");
    assert_eq!(sheet(&db)["worn"].as_array().map(Vec::len), Some(2));
}
