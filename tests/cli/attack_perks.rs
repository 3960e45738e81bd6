//! The attack's perk options on the command line (issue #45): `attack ...
//! --quick-hands` through the built binary, the JSON a script reads and
//! the sentence a reader does, and the option refused (no perk, a weapon
//! it does not fit, AP short) in both languages with the export unchanged.
//! The binary's dice are seeded (`--seed 7`): what is asserted holds
//! whatever the faces (Quick Hands is paid and the shots spent hit or miss).

use std::path::Path;

use serde_json::{json, Value};

use crate::games::{fallout_2d20_with_bo, ok, one};

/// Bo (no perk), Cy (AGI 8, Quick Hands), a Raider; both carry a 10mm
/// Pistol, 10 rounds and a Knife.
fn campaign(db: &Path) {
    fallout_2d20_with_bo(db);
    ok(
        db,
        &[
            "create-character",
            "2",
            "Cy",
            "Cy",
            "--special",
            "5,6,5,5,5,8,6",
            "--tags",
            "small guns,sneak,medicine",
            "--perk",
            "Quick Hands",
        ],
    );
    ok(db, &["creature-add", "Raider"]);
    for who in ["Bo", "Cy"] {
        ok(db, &["give", who, "10mm Pistol"]);
        ok(db, &["give", who, "10mm", "10"]);
        ok(db, &["give", who, "Knife"]);
    }
}

/// The campaign as `export` gives it.
fn export(db: &Path) -> Value {
    ok(db, &["export"])
}

/// `args` refused with `code` in English and in Chinese, the message
/// holding `en` and `zh`; the campaign unchanged.
fn refused(db: &Path, args: &[&str], code: &str, en: &str, zh: &str) {
    let before = export(db);
    let (v, exit) = one(db, args);
    assert_eq!((exit, &v["error"]), (1, &json!(code)), "{v}");
    let message = v["message"].as_str().unwrap_or_default();
    assert!(message.contains(en), "{message}");
    let mut chinese = vec!["--lang", "zh-CN"];
    chinese.extend_from_slice(args);
    let (v, exit) = one(db, &chinese);
    assert_eq!((exit, &v["error"]), (1, &json!(code)), "{v}");
    let message = v["message"].as_str().unwrap_or_default();
    assert!(message.contains(zh), "{message}");
    assert_eq!(export(db), before, "{args:?} changed the campaign");
}

#[test]
fn quick_hands_pays_two_ap_for_two_more_shots_and_is_refused_with_the_reason() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("quick.db");
    campaign(&db);
    ok(&db, &["ap", "group", "2"]);
    refused(
        &db,
        &["attack", "Bo", "Raider", "10mm Pistol", "--quick-hands"],
        "lacks_perk",
        "Bo does not hold Quick Hands.",
        "Bo 没有 快手。",
    );
    refused(
        &db,
        &["attack", "Cy", "Raider", "Knife", "--quick-hands"],
        "not_for_weapon",
        "--quick-hands does not apply to the Knife.",
        // The option as Chinese help names it, read back as typed.
        "--快手 不适用于 小刀。",
    );
    let v = ok(
        &db,
        &[
            "attack",
            "Cy",
            "Raider",
            "10mm Pistol",
            "--quick-hands",
            "--ammo",
            "4",
        ],
    );
    let r = &v["events"][0]["report"];
    assert_eq!(
        r["perks"],
        json!([{"perk": "quick_hands", "ap": {"pool": "group", "before": 2, "after": 0}, "fire_rate": 4}]),
        "{v}"
    );
    assert_eq!(
        (&r["ammo"]["spent"], &r["ammo"]["left"]),
        (&json!(5), &json!(5)),
        "{v}"
    );
    let message = v["message"].as_str().unwrap_or_default();
    assert!(
        message.contains("Quick Hands: Fire Rate 4 for this attack"),
        "{message}"
    );
    // Whatever the attack generated, empty the pool: 2 AP are short.
    ok(&db, &["ap", "group", "1"]);
    refused(
        &db,
        &["attack", "Cy", "Raider", "10mm Pistol", "--quick-hands"],
        "not_enough_ap",
        "2 needed",
        "2",
    );
}
