//! What an answer says is what happened: an attack's top level names the
//! attack's own numbers (not its difficulty's or its damage's), the d20
//! sentences say the attack's total and its damage apart, a change past a cap
//! is refused whole with nothing logged, and a number too big for 64 bits is
//! quoted as it was typed.

use std::io::Write as _;
use std::path::Path;
use std::process::{Command, Stdio};

use serde_json::{json, Map, Value};

const BIN: &str = env!("CARGO_BIN_EXE_overseer");

/// Runs `overseer cli --db <db> --seed <seed> [--lang <lang>] <args>`; the reply.
fn one(db: &Path, seed: &str, lang: &str, args: &[&str]) -> Value {
    let out = Command::new(BIN)
        .arg("cli")
        .arg("--db")
        .arg(db)
        .args(["--seed", seed, "--lang", lang])
        .args(args)
        .env_remove("DATABASE_URL")
        .env_remove("DEFAULT_LOCALE")
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs");
    let text = String::from_utf8(out.stdout).expect("utf-8");
    serde_json::from_str(text.trim()).unwrap_or_else(|e| panic!("{args:?}: {e}: {text}"))
}

/// Plays `script` in batch mode (seed 1); every answer.
fn batch(db: &Path, script: &str) -> Vec<Value> {
    let mut child = Command::new(BIN)
        .arg("cli")
        .arg("--db")
        .arg(db)
        .args(["--seed", "1", "-"])
        .env_remove("DATABASE_URL")
        .env_remove("DEFAULT_LOCALE")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("overseer starts");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(script.as_bytes())
        .expect("the script");
    let out = child.wait_with_output().expect("overseer runs");
    String::from_utf8(out.stdout)
        .expect("utf-8")
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

/// A reply's own top-level fields (the envelope left out).
fn own(reply: &Value) -> Value {
    let mut out = Map::new();
    if let Value::Object(top) = reply {
        for (k, v) in top {
            if !["ok", "command", "ruleset", "message", "version", "events"].contains(&k.as_str()) {
                out.insert(k.clone(), v.clone());
            }
        }
    }
    Value::Object(out)
}

#[test]
fn a_fallout_2d20_attack_names_its_successes_difficulty_and_damage_at_the_top() {
    // The worked session of docs/players/fallout-2d20.md, each line seeded 9:
    // two successes of two needed, a hit in the legs for 4, Radroach 1 at 0 HP.
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("f2.db");
    for line in [
        &["init", "--ruleset", "fallout-2d20"][..],
        &[
            "add-player",
            "1",
            "Ana",
            "Bo",
            "6",
            "6",
            "6",
            "5",
            "6",
            "6",
            "5",
            "Small Guns",
            "Sneak",
            "Medicine",
        ],
        &["give", "Bo", "10mm Pistol"],
        &["give", "Bo", "10mm", "20"],
        &["test", "Bo", "PER", "Sneak", "1"],
        &["creature-add", "Radroach", "2"],
        &["initiative", "Bo"],
    ] {
        assert_eq!(one(&db, "9", "en-US", line)["ok"], true, "{line:?}");
    }
    let v = one(
        &db,
        "9",
        "en-US",
        &[
            "attack",
            "Bo",
            "Radroach 1",
            "10mm Pistol",
            "--range",
            "close",
        ],
    );
    assert_eq!(
        own(&v),
        json!({
            "attacker": "Bo", "target": "Radroach 1", "weapon": "10mm Pistol", "hit": true,
            "successes": 2, "against": 2, "damage": 4, "location": "legs", "hp_after": 0,
        }),
        "{v}"
    );
}

#[test]
fn d20_attacks_say_the_attacks_total_and_the_damage_apart_in_both_languages() {
    // docs/players/d20.md's session, each line seeded 4: Kestrel's d20 12 + 1
    // is 13 against AC 12, a hit for 6; Bandit 2's d20 12 + 4 is 16 against
    // AC 15, a hit for 6.
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("d20.db");
    for line in [
        &["init", "--ruleset", "d20"][..],
        &[
            "add-player",
            "1",
            "Ana",
            "Kestrel",
            "3",
            "1",
            "3",
            "2",
            "0",
            "1",
            "2",
            "Athletics,Perception,Fortitude",
        ],
        &[
            "add-player",
            "2",
            "Ben",
            "Wren",
            "2",
            "0",
            "3",
            "1",
            "2",
            "1",
            "0",
            "Stealth,Medicine",
        ],
        &["check", "Kestrel", "Perception", "Average"],
        &["enemy-add", "Bandit", "2"],
        &["initiative"],
    ] {
        assert_eq!(one(&db, "4", "en-US", line)["ok"], true, "{line:?}");
    }
    // Each language on a copy of the same campaign, so both roll the same dice
    // (the file and the write-ahead log the last command left beside it).
    let zh = dir.path().join("d20-zh.db");
    std::fs::copy(&db, &zh).expect("a copy");
    let log = dir.path().join("d20.db-wal");
    if log.exists() {
        std::fs::copy(&log, dir.path().join("d20-zh.db-wal")).expect("a copy of the log");
    }
    let attack = ["attack", "Kestrel", "Sword", "Bandit 1"];
    let enemy = ["enemy-attack", "Bandit 2", "Wren"];
    let v = one(&db, "4", "en-US", &attack);
    assert_eq!(
        v["message"],
        "Kestrel attacks Bandit 1 with the Sword: d20 12, total 13 vs AC 12: a hit, 6 damage; HP 11 → 5."
    );
    assert_eq!(
        own(&v),
        json!({
            "attacker": "Kestrel", "target": "Bandit 1", "weapon": "Sword", "hit": true,
            "total": 13, "against": 12, "damage": 6, "hp_after": 5,
        })
    );
    let v = one(&db, "4", "en-US", &enemy);
    assert_eq!(
        v["message"],
        "Bandit 2 attacks Wren: d20 12, total 16 vs AC 15: a hit, 6 damage; HP 12 → 6."
    );
    // An enemy has no weapon: none is named (the event keeps its template).
    assert_eq!(
        own(&v),
        json!({
            "attacker": "Bandit 2", "target": "Wren", "hit": true, "total": 16, "against": 15,
            "damage": 6, "hp_after": 6,
        })
    );
    let v = one(&zh, "4", "zh-CN", &attack);
    assert_eq!(
        v["message"],
        "Kestrel 用 长剑 攻击 Bandit 1：d20 12，总计 13，对抗 AC 12：命中，造成 6 点伤害；HP 11 → 5。"
    );
    let v = one(&zh, "4", "zh-CN", &enemy);
    assert_eq!(
        v["message"],
        "Bandit 2 攻击 Wren：d20 12，总计 16，对抗 AC 15：命中，造成 6 点伤害；HP 12 → 6。"
    );
}

#[test]
fn two_checks_in_one_line_set_no_one_total_at_the_top() {
    // The classic game's `x2`: two d100 rolls; the top level names the
    // character, the skill and the chance they share, and no one roll.
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("pnp.db");
    let out = batch(
        &db,
        "init --ruleset fallout-pnp\n\
         add-player 1 Ana Vic 3 4 3 2 3 4 3 small-guns Lockpick Speech\n\
         check Vic Lockpick +10 x2\n",
    );
    let v = &out[2];
    let top = own(v);
    assert_eq!(
        (
            &top["character"],
            &top["skill"],
            &top["against"],
            &top["total"]
        ),
        (&json!("Vic"), &json!("lockpick"), &json!(45), &Value::Null),
        "{v}"
    );
    assert_eq!(v["events"].as_array().map(Vec::len), Some(2), "{v}");
}

/// The campaign's version and its log's length (from an export).
fn version_and_log(db: &Path) -> (Value, usize) {
    let out = batch(db, "export\n");
    let log = out[0]["export"]["log"].as_array().map_or(0, Vec::len);
    (out[0]["export"]["version"].clone(), log)
}

#[test]
fn a_stack_at_its_cap_refuses_more_whole_and_logs_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("stack.db");
    // Jake starts with 2 Stimpaks; 100 x 999 more and 95 make 99,997.
    let mut script =
        String::from("init\nadd-player 1 Jake Jake Vault 5 6 5 4 6 7 7 Lockpick Sneak Barter\n");
    script.push_str(&"inventory Jake add Stimpak 999\n".repeat(100));
    script.push_str("inventory Jake add Stimpak 95\n");
    let out = batch(&db, &script);
    assert_eq!(out[102]["message"], "Jake: Stimpak +95 (now 99997).");
    let before = version_and_log(&db);
    // Five more would pass the cap: none is added (not the two that fit).
    for lang in ["en-US", "zh-CN"] {
        let v = one(
            &db,
            "1",
            lang,
            &["inventory", "Jake", "add", "Stimpak", "5"],
        );
        assert_eq!(
            (&v["ok"], &v["error"]),
            (&json!(false), &json!("stack_full"))
        );
        let expected = if lang == "en-US" {
            "Jake has 99997 x Stimpak; 5 more would pass the cap of 99999 for one item. Nothing was changed."
        } else {
            "Jake 有 99997 个 治疗针，再加 5 会超过单种物品上限 99999。未作任何更改。"
        };
        assert_eq!(v["message"], expected);
    }
    assert_eq!(
        version_and_log(&db),
        before,
        "nothing changed, nothing logged"
    );
    let v = one(
        &db,
        "1",
        "en-US",
        &["inventory", "Jake", "add", "Stimpak", "2"],
    );
    assert_eq!(v["message"], "Jake: Stimpak +2 (now 99999).");
    let v = one(&db, "1", "en-US", &["inventory", "Jake", "add", "Stimpak"]);
    assert_eq!(v["error"], "stack_full", "{v}");
    let status = one(&db, "1", "en-US", &["status", "Jake"]);
    let stimpaks = status["character"]["inventory"]
        .as_array()
        .and_then(|i| i.iter().find(|s| s["item"] == "Stimpak"))
        .map(|s| s["qty"].clone());
    assert_eq!(stimpaks, Some(json!(99_999)), "{status}");
}

#[test]
fn caps_at_their_cap_refuse_more_whole_and_log_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("caps.db");
    // 100 caps to start; 999 x 1,000,000 and 999,899 make 999,999,999.
    let mut script =
        String::from("init\nadd-player 1 Jake Jake Vault 5 6 5 4 6 7 7 Lockpick Sneak Barter\n");
    script.push_str(&"caps Jake 1000000\n".repeat(999));
    script.push_str("caps Jake 999899\n");
    let out = batch(&db, &script);
    assert_eq!(out[1001]["caps"], 999_999_999, "{}", out[1001]);
    let before = version_and_log(&db);
    for lang in ["en-US", "zh-CN"] {
        let v = one(&db, "1", lang, &["caps", "Jake", "2"]);
        assert_eq!(
            (&v["ok"], &v["error"]),
            (&json!(false), &json!("caps_full"))
        );
        let expected = if lang == "en-US" {
            "Jake has 999999999 caps; 2 more would pass the cap of 1000000000. Nothing was changed."
        } else {
            "Jake 有 999999999 瓶盖，再加 2 会超过上限 1000000000。未作任何更改。"
        };
        assert_eq!(v["message"], expected);
    }
    assert_eq!(
        version_and_log(&db),
        before,
        "nothing changed, nothing logged"
    );
    let v = one(&db, "1", "en-US", &["caps", "Jake", "1"]);
    assert_eq!(
        (&v["ok"], &v["caps"]),
        (&json!(true), &json!(1_000_000_000))
    );
}

#[test]
fn numbers_too_big_for_64_bits_are_quoted_as_typed_in_every_game() {
    let dir = tempfile::tempdir().expect("temp dir");
    let big = "123456789012345678901234567890";
    for (game, add, line, expected) in [
        (
            "wasteland-2d20",
            "add-player 1 Jake Jake Vault 5 6 5 4 6 7 7 Lockpick Sneak Barter",
            format!("hurt Jake {big}"),
            format!("amount must be between 0 and 10000, got {big}."),
        ),
        (
            "wasteland-2d20",
            "add-player 1 Jake Jake Vault 5 6 5 4 6 7 7 Lockpick Sneak Barter",
            format!("caps Jake -{big}"),
            format!("amount must be between -1000000 and 1000000, got -{big}."),
        ),
        (
            "d20",
            "add-player 1 Ana Kestrel 3 1 3 2 0 1 2",
            format!("hurt Kestrel {big}"),
            String::new(),
        ),
        (
            "fallout-pnp",
            "add-player 1 Ana Vic 3 4 3 2 3 4 3 small-guns Lockpick Speech",
            format!("xp Vic {big}"),
            String::new(),
        ),
    ] {
        let db = dir.path().join(format!("{game}-{}.db", line.len()));
        let out = batch(&db, &format!("init --ruleset {game}\n{add}\n{line}\n"));
        let v = &out[2];
        assert_eq!(
            (&v["ok"], &v["error"]),
            (&json!(false), &json!("out_of_range")),
            "{v}"
        );
        let message = v["message"].as_str().unwrap_or_default();
        if expected.is_empty() {
            assert!(message.contains(big), "{game}: {message}");
            assert!(!message.contains("922337203685477580"), "{game}: {message}");
        } else {
            assert_eq!(message, expected, "{game}");
        }
    }
}
