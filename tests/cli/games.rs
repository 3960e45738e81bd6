//! The `overseer cli` binary with campaigns of the newer games: `init
//! --ruleset`, the games' fixed command syntax, their numbers by name in the
//! JSON, `status` and `help` speaking the campaign's game, and a command of
//! another game refused by name.

use std::path::Path;

use serde_json::Value;

/// The `add-player` line of Bo, the Fallout 2d20 tests' character: STR 6,
/// PER 6, END 6, CHA 5, INT 6, AGI 6, LCK 5; Small Guns, Sneak and Medicine
/// tagged.
pub(crate) const BO: [&str; 14] = [
    "add-player",
    "1",
    "Bo",
    "Bo",
    "6",
    "6",
    "6",
    "5",
    "6",
    "6",
    "5",
    "small guns",
    "sneak",
    "medicine",
];

/// Runs a command that must succeed (exit code 0); its JSON.
pub(crate) fn ok(db: &Path, args: &[&str]) -> Value {
    let (v, code) = one(db, args);
    assert_eq!(code, 0, "{args:?}: {v}");
    v
}

/// A new fallout-2d20 campaign with Bo ([`BO`]).
pub(crate) fn fallout_2d20_with_bo(db: &Path) {
    ok(db, &["init", "--ruleset", "fallout-2d20"]);
    ok(db, &BO);
}

/// Runs `overseer cli --db <db> --seed 7 <args>`; (JSON, exit code).
pub(crate) fn one(db: &Path, args: &[&str]) -> (Value, i32) {
    crate::cli_run::run_seeded(db, 7, args)
}

#[test]
fn a_classic_fallout_campaign_creates_checks_and_refuses_other_games_words() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("pnp.db");
    let (v, code) = one(&db, &["init", "--ruleset", "fallout-pnp"]);
    assert_eq!(
        (code, &v["ok"], &v["ruleset"]),
        (0, &Value::from(true), &Value::from("fallout-pnp"))
    );
    // A human: S.P.E.C.I.A.L. 5 5 4 2 2 2 2 (the 15 points above 1 each);
    // HP 20 + 2 x END = 28; three tags.
    let (v, code) = one(
        &db,
        &[
            "add-player",
            "1",
            "Ann",
            "Ann",
            "5",
            "5",
            "4",
            "2",
            "2",
            "2",
            "2",
            "small guns",
            "speech",
            "lockpick",
        ],
    );
    assert_eq!(code, 0, "{v}");
    // The sheet's numbers are in its event; the top level names the character.
    assert_eq!(v["character"], "Ann", "{v}");
    assert_eq!(
        (
            v["events"][0]["sheet"]["hp"].as_i64(),
            v["events"][0]["sheet"]["max_hp"].as_i64()
        ),
        (Some(28), Some(28))
    );
    let skills = v["events"][0]["sheet"]["skills"]
        .as_array()
        .expect("skills")
        .clone();
    let tagged: Vec<&str> = skills
        .iter()
        .filter(|s| s["tagged"] == true)
        .filter_map(|s| s["skill"].as_str())
        .collect();
    assert_eq!(tagged, ["small_guns", "lockpick", "speech"]);
    // A d100 check: the die, the goal and the four exact odds by name.
    let (v, code) = one(&db, &["check", "Ann", "small guns"]);
    assert_eq!(code, 0, "{v}");
    let roll = &v["events"][0]["roll"];
    let die = roll["die"].as_i64().expect("die");
    let target = roll["target"].as_i64().expect("target");
    assert!((1..=100).contains(&die), "{v}");
    assert_eq!(roll["margin"].as_i64(), Some(target - die), "{v}");
    let odds = &roll["odds"];
    let sum: f64 = ["critical_failure", "failure", "success", "critical_success"]
        .iter()
        .map(|k| odds[k]["num"].as_f64().unwrap_or(0.0) / odds[k]["den"].as_f64().unwrap_or(1.0))
        .sum();
    assert!((sum - 1.0).abs() < 1e-12, "{odds}");
    // The other games' words are refused by name; nothing changes.
    let (v, code) = one(&db, &["turn"]);
    assert_eq!(code, 1, "{v}");
    assert_eq!(v["error"], "not_in_game", "{v}");
    let (v, _) = one(&db, &["status", "Ann"]);
    assert_eq!(v["ruleset"], "fallout-pnp", "{v}");
    assert_eq!(v["events"][0]["sheet"]["hp"].as_i64(), Some(28), "{v}");
}

#[test]
fn a_fallout_2d20_campaign_creates_and_answers_in_its_own_words() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("f2.db");
    let (v, code) = one(&db, &["init", "--ruleset", "fallout-2d20"]);
    assert_eq!((code, &v["ruleset"]), (0, &Value::from("fallout-2d20")));
    let (v, code) = one(&db, &BO);
    assert_eq!(code, 0, "{v}");
    // Carry weight 150 + 10 x STR 6 = 210 (core rules).
    assert_eq!(
        v["events"][0]["sheet"]["carry_weight"].as_i64(),
        Some(210),
        "{v}"
    );
    assert_eq!(v["ruleset"], "fallout-2d20");
    let (v, code) = one(&db, &["doctor", "Bo"]);
    assert_eq!(code, 1, "{v}");
    assert_eq!(v["error"], "not_in_game", "{v}");
}

#[test]
fn exports_of_every_game_count_their_characters() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d20 = dir.path().join("d20.db");
    assert_eq!(one(&d20, &["init", "--ruleset", "d20"]).1, 0);
    let (v, code) = one(
        &d20,
        &[
            "add-player",
            "1",
            "Ann",
            "Ann",
            "1",
            "3",
            "2",
            "1",
            "1",
            "0",
            "-1",
        ],
    );
    assert_eq!(code, 0, "{v}");
    let (v, code) = one(&d20, &["export"]);
    assert_eq!((code, v["characters"].as_u64()), (0, Some(1)), "{v}");
    let f2 = dir.path().join("f2.db");
    assert_eq!(one(&f2, &["init", "--ruleset", "fallout-2d20"]).1, 0);
    let (v, code) = one(&f2, &BO);
    assert_eq!(code, 0, "{v}");
    let (v, code) = one(&f2, &["export"]);
    assert_eq!((code, v["characters"].as_u64()), (0, Some(1)), "{v}");
    assert!(
        v["message"].as_str().is_some_and(|m| m.contains('1')),
        "{v}"
    );
}

#[test]
fn an_unknown_word_is_answered_with_the_valid_ones_in_the_readers_words() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("d20.db");
    let (v, code) = one(&db, &["init", "--ruleset", "d20"]);
    assert_eq!((code, &v["ok"]), (0, &Value::from(true)));
    let (v, code) = one(&db, &["enemy-add", "Dragon"]);
    assert_eq!(code, 1);
    assert_eq!(v["error"], "unknown_template");
    assert_eq!(
        v["hint"],
        "Try: Drone, Guard, Brute, Champion, Bandit, Hound. \
         Usage: enemy-add <template> [count] [name]"
    );
    let (v, code) = one(&db, &["--lang", "zh-CN", "enemy-add", "巨龙"]);
    assert_eq!(code, 1);
    assert_eq!(v["error"], "unknown_template");
    assert_eq!(
        v["hint"],
        "可选：强盗、猎犬、守卫、蛮兵、勇士、无人机。 用法：添加敌人 <模板> [个数] [名字]"
    );
    // The words the hint offers are read back as typed.
    let (v, code) = one(&db, &["--lang", "zh-CN", "enemy-add", "蛮兵"]);
    assert_eq!((code, &v["ok"]), (0, &Value::from(true)), "{v}");
}
