//! The last core chems and sneak attacks on the command line (issue #28):
//! `attack ... --sneak` with Calmex running, X-Cell's free bought d20, and
//! diseases (`disease`, the sheet, Antibiotics, recover, export/import),
//! through the built binary, with the JSON fields a script reads. The
//! binary's dice are seeded (`--seed 7`); every number asserted here is one
//! the rules fix whatever the faces (a sneak attack at difficulty 0 always
//! hits, so its dice are counted, not read).

use std::path::Path;

use serde_json::json;

use crate::games::{fallout_2d20_with_bo, ok, one};

/// A fallout-2d20 campaign with Bo (AGI 6, Small Guns tagged) and a Raider
/// (Defense 1).
fn campaign(db: &Path) {
    fallout_2d20_with_bo(db);
    ok(db, &["creature-add", "Raider"]);
}

#[test]
fn a_sneak_attack_under_calmex_is_one_easier_vicious_and_two_dice_stronger() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sneak.db");
    campaign(&db);
    for give in [["give", "Bo", "Calmex"], ["give", "Bo", "10mm Pistol"]] {
        ok(&db, &give);
    }
    ok(&db, &["give", "Bo", "10mm", "9"]);
    let v = ok(&db, &["action", "Bo", "take-chem", "Calmex"]);
    let chem = &v["events"][0]["chem"];
    assert_eq!(
        (
            &chem["chem"],
            &chem["duration"],
            &chem["addiction"]["doses"]
        ),
        (&json!("Calmex"), &json!("lasting"), &json!(1)),
        "{v}"
    );
    let v = ok(&db, &["attack", "Bo", "Raider", "10mm Pistol", "--sneak"]);
    let r = &v["events"][0]["report"];
    assert_eq!(
        (
            &r["difficulty"]["sneak"],
            &r["difficulty"]["total"],
            &r["hit"]
        ),
        (&json!(1), &json!(0), &json!(true)),
        "{v}"
    );
    assert_eq!(
        r["sneak"],
        json!({"easier": 1, "vicious": true, "dice": 0, "chem_dice": 2, "chems": ["Calmex"]}),
        "{v}"
    );
    // The pistol's 4 CD and Calmex's 2.
    assert_eq!(r["damage"]["dice"].as_array().map(Vec::len), Some(6), "{v}");
    // Without the option: no sneak attack, Defense 1 as it stands.
    let v = ok(&db, &["attack", "Bo", "Raider", "10mm Pistol"]);
    let r = &v["events"][0]["report"];
    assert_eq!(r["difficulty"]["total"], json!(1), "{v}");
    assert!(r.get("sneak").is_none(), "{v}");
}

#[test]
fn x_cell_s_free_die_is_in_the_test_s_json() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("xcell.db");
    campaign(&db);
    ok(&db, &["give", "Bo", "X-Cell"]);
    ok(&db, &["ap", "group", "4"]);
    ok(&db, &["action", "Bo", "take-chem", "X-Cell"]);
    let v = ok(&db, &["test", "Bo", "AGI", "Sneak", "1", "--buy", "2"]);
    let bought = &v["events"][0]["test"]["bought"];
    assert_eq!(
        (&bought["dice"], &bought["cost"], &bought["free"]),
        (
            &json!(2),
            &json!(2),
            &json!({"dice": 1, "chems": ["X-Cell"]})
        ),
        "{v}"
    );
    assert_eq!(bought["ap"]["after"], json!(2), "{v}");
}

#[test]
fn the_gm_gives_a_disease_the_sheet_shows_it_and_antibiotics_cure_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("disease.db");
    campaign(&db);
    let v = ok(&db, &["disease", "Bo", "Swamp", "Itch"]);
    assert_eq!(
        v["events"][0],
        json!({"type": "disease", "change": {"character": "Bo", "disease": "Swamp Itch", "days": 1, "ended": false}}),
        "{v}"
    );
    assert!(
        v["message"]
            .as_str()
            .unwrap_or_default()
            .contains("Swamp Itch"),
        "{v}"
    );
    let (v, code) = one(&db, &["disease", "Bo", "Swamp Itch"]);
    assert_eq!((code, &v["error"]), (1, &json!("already_diseased")), "{v}");
    let (v, code) = one(&db, &["disease", "Bo", "Rad Flu"]);
    assert_eq!((code, &v["error"]), (1, &json!("unknown_disease")), "{v}");
    let v = ok(&db, &["status", "Bo"]);
    assert_eq!(
        v["events"][0]["sheet"]["vitals"]["diseases"],
        json!(["Swamp Itch"]),
        "{v}"
    );
    assert!(
        v["message"]
            .as_str()
            .unwrap_or_default()
            .contains("🦠 Swamp Itch (1 days)"),
        "{v}"
    );
    ok(&db, &["give", "Bo", "Antibiotics"]);
    let v = ok(&db, &["action", "Bo", "take-chem", "Antibiotics"]);
    assert_eq!(
        v["events"][0]["chem"]["diseases_cured"],
        json!(["Swamp Itch"]),
        "{v}"
    );
    let v = ok(&db, &["status", "Bo"]);
    assert!(
        v["events"][0]["sheet"]["vitals"].get("diseases").is_none(),
        "{v}"
    );
    // Recovered (undo): the disease is back.
    let v = ok(&db, &["recover"]);
    assert_eq!(v["undone"], "action", "{v}");
    let v = ok(&db, &["status", "Bo"]);
    assert_eq!(
        v["events"][0]["sheet"]["vitals"]["diseases"],
        json!(["Swamp Itch"]),
        "{v}"
    );
    // Exported and imported into another campaign: still carried.
    let export = dir.path().join("campaign.json");
    ok(&db, &["export", export.to_str().expect("path")]);
    let other = dir.path().join("other.db");
    ok(&other, &["import", export.to_str().expect("path")]);
    let v = ok(&other, &["status", "Bo"]);
    assert_eq!(
        v["events"][0]["sheet"]["vitals"]["diseases"],
        json!(["Swamp Itch"]),
        "{v}"
    );
}

#[test]
fn a_fusion_core_goes_into_the_frame_and_a_session_spends_a_charge() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("core.db");
    campaign(&db);
    ok(&db, &["power-armor", "Bo", "enter"]);
    let (v, code) = one(&db, &["fusion-core", "Bo"]);
    assert_eq!((code, &v["error"]), (1, &json!("not_carried")), "{v}");
    ok(&db, &["give", "Bo", "fusion core"]);
    let v = ok(&db, &["fusion-core", "Bo"]);
    assert_eq!(
        v["events"][0],
        json!({"type": "fusion_core", "inserted": {"character": "Bo", "frame": "Armor Frame", "charges": 10, "left": 0}}),
        "{v}"
    );
    let v = ok(&db, &["session"]);
    let last = v["events"].as_array().and_then(|e| e.last()).cloned();
    assert_eq!(
        last,
        Some(json!({"type": "cores_drained", "drained": [{"character": "Bo", "charges": 9}]})),
        "{v}"
    );
    let v = ok(&db, &["status", "Bo"]);
    assert_eq!(v["events"][0]["sheet"]["power"]["core"], json!(9), "{v}");
    assert!(
        v["message"]
            .as_str()
            .unwrap_or_default()
            .contains("🔋 9 charges"),
        "{v}"
    );
}
