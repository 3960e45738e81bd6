//! The Fallout 2d20 sheet on the command line shows each modded weapon's
//! and worn piece's mods with the numbers they change (issue #45): in the
//! JSON (the sheet's `modded` list) and in the sentences, in both
//! languages.

use serde_json::json;

use crate::games::{fallout_2d20_with_bo, ok};

#[test]
fn status_shows_the_mods_and_their_numbers_in_json_and_in_sentences() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("mods.db");
    fallout_2d20_with_bo(&db);
    // Unmodded: no `modded` list.
    let v = ok(&db, &["status", "Bo"]);
    assert_eq!(v["events"][0]["sheet"].get("modded"), None, "{v}");
    ok(&db, &["give", "Bo", "10mm Pistol"]);
    ok(&db, &["mod", "Bo", "10mm Pistol", "Long"]);
    ok(&db, &["wear", "Bo", "Leather Chest Piece"]);
    ok(
        &db,
        &["mod", "Bo", "Leather Chest Piece", "Lead Lined (Torso)"],
    );

    let v = ok(&db, &["status", "Bo"]);
    assert_eq!(
        v["events"][0]["sheet"]["modded"],
        json!([
            {
                "item": "10mm Pistol",
                "mods": ["Long"],
                "changes": [
                    {"change": "range", "value": 1},
                    {"change": "weight", "value": "+1"}
                ],
                "now": {"damage": 4, "fire_rate": 2, "range": "medium"}
            },
            {
                "item": "Leather Chest Piece",
                "mods": ["Lead Lined (Torso)"],
                "changes": [
                    {"change": "dr", "value": ["radiation", 3]},
                    {"change": "weight", "value": "+4"}
                ]
            }
        ]),
        "{v}"
    );
    let message = v["message"].as_str().unwrap_or_default();
    assert!(
        message.contains(
            "🔧 10mm Pistol: Long → 4 CD, fire rate 2, range Medium · \
             🔧 Leather Chest Piece: Lead Lined (Torso) → DR +3 radiation, weight +4 lb"
        ),
        "{message}"
    );
    let v = ok(&db, &["--lang", "zh-CN", "status", "Bo"]);
    let message = v["message"].as_str().unwrap_or_default();
    assert!(
        message.contains(
            "🔧 10毫米手枪：加长 → 4 战斗骰，射速 2，射程 中 · \
             🔧 皮革胸甲：铅衬里（躯干） → 辐射伤害抗性 +3、重量 +4 磅"
        ),
        "{message}"
    );
}
