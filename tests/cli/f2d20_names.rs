//! The Fallout 2d20 game's perks, mods and origins typed in Chinese on the
//! command line: each is read as its entry, and the reply names it in
//! Chinese.

use crate::cli_run::run;

#[test]
fn a_level_up_a_mod_and_an_origin_typed_in_chinese() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("f2.db");
    run(&db, &["init", "--ruleset", "fallout-2d20"]);
    assert_eq!(run(&db, &crate::games::BO)["ok"], true);
    assert_eq!(run(&db, &["xp", "Bo", "100"])["ok"], true);
    // 铁拳 is Iron Fist, typed with a space and in full width.
    let v = run(
        &db,
        &[
            "--lang", "zh-CN", "level-up", "Bo", "--skill", "潜行", "--perk", "铁 拳",
        ],
    );
    assert_eq!(v["ok"], true, "{v}");
    let text = v.to_string();
    assert!(text.contains("\"Iron Fist\""), "{v}");
    let message = v["message"].as_str().unwrap_or_default();
    assert!(message.contains("铁拳"), "{v}");
    assert!(!message.contains("Iron"), "{v}");
    // 开孔 is the Ported barrel; the perk it needs is named in Chinese.
    let v = run(&db, &["--lang", "zh-CN", "give", "Bo", "10毫米手枪"]);
    assert_eq!(v["ok"], true, "{v}");
    let v = run(&db, &["--lang", "zh-CN", "mod", "Bo", "10毫米手枪", "开孔"]);
    assert_eq!(v["ok"], true, "{v}");
    assert!(v.to_string().contains("\"Ported\""), "{v}");
    let message = v["message"].as_str().unwrap_or_default();
    assert!(message.contains("开孔"), "{v}");
    assert!(!message.contains("Ported"), "{v}");
    // An unknown perk is refused with the perks named in Chinese, the
    // closest first.
    let v = run(
        &db,
        &[
            "--lang", "zh-CN", "level-up", "Bo", "--skill", "潜行", "--perk", "铁掌",
        ],
    );
    assert_eq!(v["ok"], false, "{v}");
    let hint = v.to_string();
    assert!(hint.contains("铁拳"), "{v}");
    assert!(!hint.contains("Gun Nut"), "{v}");
}
