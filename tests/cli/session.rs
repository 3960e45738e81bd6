//! The `overseer cli` binary on whole scripted sessions: exact JSON fields with
//! a fixed seed, checked both against the observed values and against the rules.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_overseer");

/// Runs `overseer cli <global> <args>` and returns (stdout, exit code).
fn run_raw(db: &Path, global: &[&str], args: &[&str], stdin: Option<&str>) -> (String, i32) {
    run_bytes(db, global, args, stdin.map(str::as_bytes))
}

/// [`run_raw`] with stdin given as bytes (which need not be UTF-8).
fn run_bytes(db: &Path, global: &[&str], args: &[&str], stdin: Option<&[u8]>) -> (String, i32) {
    let mut cmd = Command::new(BIN);
    cmd.arg("cli").arg("--db").arg(db).args(global).args(args);
    cmd.env_remove("DATABASE_URL").env_remove("DEFAULT_LOCALE");
    cmd.stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().expect("binary starts");
    {
        let mut input = child.stdin.take().expect("stdin");
        if let Some(text) = stdin {
            input.write_all(text).expect("write stdin");
        }
    }
    let out = child.wait_with_output().expect("binary runs");
    (
        String::from_utf8(out.stdout).expect("utf-8"),
        out.status.code().unwrap_or(-1),
    )
}

/// Runs one command with seed 42 and parses its JSON.
fn one(db: &Path, args: &[&str]) -> (Value, i32) {
    let (out, code) = run_raw(db, &["--seed", "42"], args, None);
    (
        serde_json::from_str(out.trim()).unwrap_or_else(|e| panic!("{args:?}: {e}: {out}")),
        code,
    )
}

fn batch(db: &Path, seed: &str, script: &str) -> (Vec<Value>, i32) {
    let (out, code) = run_raw(db, &["--seed", seed], &["-"], Some(script));
    let lines = out
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object per line"))
        .collect();
    (lines, code)
}

/// Checks a check result against the rules: per-die meaning from face and TN,
/// successes counted from the faces, passed and AP gained from the difficulty.
fn assert_check_consistent(v: &Value) {
    let tn = &v["tn"];
    let mut successes = 0;
    let leader = v["leader"].as_str().expect("leader");
    let leader_dice: Vec<&Value> = v["dice"]
        .as_array()
        .expect("dice")
        .iter()
        .filter(|d| d["roller"] == leader)
        .collect();
    let leader_scored = leader_dice
        .iter()
        .any(|d| d["meaning"] != "failure" && d["meaning"] != "complication");
    for d in v["dice"].as_array().expect("dice") {
        let face = d["face"].as_u64().expect("face");
        let roller_tn = tn[d["roller"].as_str().expect("roller")]
            .as_u64()
            .expect("tn");
        let meaning = d["meaning"].as_str().expect("meaning");
        let expected = match face {
            20 => "complication",
            1 => "critical",
            f if f <= roller_tn => {
                if meaning == "tag_critical" {
                    "tag_critical"
                } else {
                    "success"
                }
            }
            _ => "failure",
        };
        assert_eq!(meaning, expected, "die {d}");
        let s = match meaning {
            "critical" | "tag_critical" => 2,
            "success" => 1,
            _ => 0,
        };
        let counted = d["roller"] == leader || leader_scored;
        assert_eq!(d["counted"], counted);
        if counted {
            successes += s;
        }
    }
    assert_eq!(v["successes"], successes, "{v}");
    let diff = v["difficulty"].as_u64().expect("difficulty");
    assert_eq!(v["passed"], successes >= diff);
    let gained = successes.saturating_sub(diff);
    assert_eq!(v["ap_gained"], gained);
    let complications = v["dice"]
        .as_array()
        .expect("dice")
        .iter()
        .filter(|d| d["meaning"] == "complication")
        .count();
    assert_eq!(
        v["complications"].as_array().expect("complications").len(),
        complications
    );
    let luck = &v["luck"];
    if luck.is_object() {
        assert_eq!(
            luck["triggered"],
            luck["roll"].as_u64() <= luck["luck"].as_u64()
        );
    }
}

fn session_script() -> String {
    let mut s = String::from(
        r#"# A whole session
init
add-player 1 Jake "Jake Reyes" Vault 5 6 5 4 6 7 7 Lockpick "Small Guns" Sneak
add-player 2 Sarah "Sarah Lin" Wastelander 6 5 6 5 5 5 8 Medicine Melee Survival
add-player 3 Bob 'Bob the Trader' Caravan 4 4 4 10 4 4 10 Barter Speech Repair
check Jake PER Lockpick 1
check Jake,Sarah PER Lockpick 2
check Jake,Sarah,Bob AGI Sneak 3
enemy-add Deathclaw
enemy-add Radroach
turn
turn
enemy-add Radroach
enemy-add Bloatfly
initiative
damage Jake "10mm Pistol" --target Radroach
enemy-attack Radroach Jake
enemy-hurt Radroach 50
inventory Jake add "Psycho x3"
use-item Jake Psycho
use-item Jake Psycho
use-item Jake Psycho
inventory Jake add Jet 12
"#,
    );
    for _ in 0..12 {
        s.push_str("use-item Jake Jet\n");
    }
    s.push_str(
        "rads Sarah 250\nrads Sarah 400\ninventory Sarah add RadAway\nuse-item Sarah RadAway\nhurt Bob 20\nheal Bob 5\nrest\n\
         skill-up Jake Lockpick\ntrade Bob 100 buy\ntrade Bob 50 sell --settle Stimpak\nloot 3\nloot rare\nset chapter 2\n\
         enemy-add Raider\nset chapter 6\n",
    );
    for _ in 0..16 {
        s.push_str("turn\n");
    }
    for _ in 0..6 {
        s.push_str("enemy-add \"Legendary Deathclaw\"\n");
    }
    s.push_str("rest\nrecover\nnpc-gen 2\nhurt Bob 999\nrevive Bob\neffect Jake add Aiming 2\neffect Jake list\nroll 3d6\nstatus Jake\n");
    s
}

#[test]
fn a_whole_session_prints_exact_rule_consistent_json() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("s.db");
    let script = session_script();
    let commands: Vec<&str> = script
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .collect();
    let (out, code) = batch(&db, "42", &script);
    assert_eq!(out.len(), commands.len(), "one JSON line per command");
    assert_eq!(code, 1, "the refused enemies make the batch exit 1");
    let at = |i: usize| &out[i];
    for (i, v) in out.iter().enumerate() {
        assert!(
            v["ok"].is_boolean() && v["message"].is_string(),
            "line {i}: {v}"
        );
        if v["ok"] == true && v["command"] != "recover" {
            assert!(v["events"].is_array(), "line {i}");
        }
    }
    // Characters.
    assert_eq!(at(1)["character"]["max_hp"], 50);
    assert_eq!(at(3)["character"]["max_hp"], 40);
    // Solo, assisted and group checks: exact faces with seed 42, and the rules.
    for i in 4..=6 {
        assert_eq!(at(i)["command"], "check");
        assert_check_consistent(at(i));
    }
    let faces = |i: usize| -> Vec<u64> {
        at(i)["dice"]
            .as_array()
            .expect("dice")
            .iter()
            .map(|d| d["face"].as_u64().expect("face"))
            .collect()
    };
    assert_eq!(faces(4), [17, 11]);
    assert_eq!(at(4)["passed"], false);
    assert_eq!(at(4)["tn"]["Jake"], 8, "PER 6 + Lockpick 2");
    assert_eq!(
        at(4)["luck"],
        serde_json::json!({"roll": 64, "luck": 7, "triggered": false})
    );
    assert_eq!(faces(5), [9, 1, 2]);
    assert_eq!(
        (at(5)["successes"].as_u64(), at(5)["ap_after"].as_u64()),
        (Some(3), Some(1))
    );
    assert_eq!(at(5)["action_status"]["pending"][0]["name"], "Bob");
    assert_eq!(faces(6).len(), 4, "group of three: 2 + 1 + 1 dice");
    assert_eq!(at(6)["complications"][0]["oracle"], "hidden_threat");
    assert_eq!(at(6)["action_status"]["all_acted"], true);
    assert!(at(6)["probability"]
        .as_f64()
        .is_some_and(|p| (0.0..=1.0).contains(&p)));
    // Budget: tier first, then safe turns; in budget after two turns; count on day 1.
    assert_eq!(
        (at(7)["ok"].as_bool(), at(7)["error"].as_str()),
        (Some(false), Some("budget_tier"))
    );
    assert_eq!(at(8)["error"], "budget_safe_turns");
    assert_eq!(at(11)["ok"], true);
    assert_eq!(
        at(11)["budget"],
        serde_json::json!({"used": 10, "limit": 60})
    );
    assert_eq!(
        at(11)["mode_changed"],
        serde_json::json!({"from": "exploration", "to": "combat"})
    );
    assert_eq!(at(12)["error"], "budget_count");
    assert!(at(12)["hint"]
        .as_str()
        .is_some_and(|h| h.contains("enemy-add <template>")));
    // Initiative, damage with ammo, the enemy's attack, the last kill with loot.
    assert_eq!(at(13)["order"][0]["unit"]["name"], "Jake");
    let d = at(14);
    let dice_total: u64 = d["dice"]
        .as_array()
        .expect("dice")
        .iter()
        .map(|x| x["damage"].as_u64().expect("damage"))
        .sum();
    assert_eq!(
        d["total"].as_u64(),
        Some(
            dice_total
                + d["str_bonus"].as_u64().unwrap_or(0)
                + d["psycho_bonus"].as_u64().unwrap_or(0)
                + d["pierce_bonus"].as_u64().unwrap_or(0)
        )
    );
    assert_eq!(
        (
            d["total"].as_u64(),
            d["ammo_left"].as_u64(),
            d["hp"].as_u64()
        ),
        (Some(5), Some(23), Some(5))
    );
    assert_eq!(at(15)["result"], "miss");
    assert_eq!(
        (at(15)["roll"].as_u64(), at(15)["skill"].as_u64()),
        (Some(16), Some(8))
    );
    let kill = at(16);
    assert_eq!(
        (kill["killed"].as_bool(), kill["hp"].as_u64()),
        (Some(true), Some(0))
    );
    assert_eq!(kill["loot"]["tier"], "junk");
    assert_eq!(kill["mode_changed"]["to"], "exploration");
    // Chems: addiction exactly when the d20 is at most 3 and not already addicted.
    let mut addicted = false;
    for i in 18..=33 {
        if at(i)["command"] != "use-item" {
            continue;
        }
        let a = &at(i)["addiction"];
        let roll = a["roll"].as_u64().expect("roll");
        assert_eq!(a["addicted"], !addicted && roll <= 3, "line {i}: {a}");
        addicted |= a["addicted"] == true;
    }
    assert!(addicted, "seed 42 addicts Jake to Jet");
    assert_eq!(
        at(28)["addiction"],
        serde_json::json!({"chem": "Jet", "roll": 2, "addicted": true})
    );
    // Radiation bands.
    assert_eq!(
        (at(34)["rads"].as_u64(), at(34)["band"].as_u64()),
        (Some(250), Some(1))
    );
    assert_eq!(
        (at(35)["rads"].as_u64(), at(35)["band"].as_u64()),
        (Some(650), Some(3))
    );
    assert_eq!(
        (
            at(37)["rads"].as_u64(),
            at(37)["band"].as_u64(),
            at(37)["band_before"].as_u64()
        ),
        (Some(550), Some(2), Some(3))
    );
    // Hurt, heal, rest (5 + Survival per hour, capped at max HP).
    assert_eq!(at(39)["hp"], 25);
    let rest = at(40);
    assert_eq!(rest["hours"], 8);
    let bob = rest["heals"]
        .as_array()
        .expect("heals")
        .iter()
        .find(|h| h["name"] == "Bob")
        .expect("Bob healed");
    assert_eq!(
        (
            bob["hp"].as_u64(),
            bob["healed"].as_u64(),
            bob["per_hour"].as_u64()
        ),
        (Some(40), Some(15), Some(5))
    );
    let sarah = rest["heals"]
        .as_array()
        .expect("heals")
        .iter()
        .find(|h| h["name"] == "Sarah")
        .expect("Sarah");
    assert_eq!(sarah["per_hour"], 7, "Survival 2");
    // Skill-up with the INT check.
    assert_eq!(
        (
            at(41)["from"].as_u64(),
            at(41)["to"].as_u64(),
            at(41)["bonus"].as_bool()
        ),
        (Some(2), Some(3), Some(false))
    );
    assert_check_consistent(&at(41)["int_check"]);
    // Trade: m = 1 - (10 - 5) x 0.05 - 2 x 0.05 = 0.65.
    assert_eq!(
        (
            at(42)["price"].as_u64(),
            at(42)["multiplier_pct"].as_i64(),
            at(42)["settled"].as_bool()
        ),
        (Some(65), Some(65), Some(false))
    );
    assert_eq!(
        (
            at(43)["price"].as_u64(),
            at(43)["caps"].as_u64(),
            at(43)["settled"].as_bool()
        ),
        (Some(68), Some(168), Some(true))
    );
    // Loot.
    assert_eq!(at(44)["items"].as_array().map(Vec::len), Some(3));
    assert_eq!(at(45)["items"][0]["tier"], "rare");
    // Safe turns right after a new chapter.
    assert_eq!(at(47)["error"], "budget_safe_turns");
    // Chapter 6, day 3 of the chapter: no count limit; HP budget 250 x 2 = 500.
    let first_deathclaw = 49 + 16;
    for k in 0..5 {
        let v = at(first_deathclaw + k);
        assert_eq!(v["ok"], true, "{v}");
        assert_eq!(v["budget"]["used"], 90 * (k as u64 + 1));
        assert_eq!(v["budget"]["limit"], 500);
    }
    let refused = at(first_deathclaw + 5);
    assert_eq!(refused["error"], "budget_hp");
    assert!(refused["hint"]
        .as_str()
        .is_some_and(|h| h.contains("Fits now: Radroach")));
    // Rest clears the field; recover undoes it.
    let rest = at(first_deathclaw + 6);
    assert_eq!(rest["enemies_removed"].as_array().map(Vec::len), Some(5));
    assert_eq!(at(first_deathclaw + 7)["undone"], "rest");
    let tail = first_deathclaw + 8;
    assert_eq!(at(tail)["npcs"].as_array().map(Vec::len), Some(2));
    assert_eq!(at(tail + 1)["incapacitated"][0], "Bob");
    assert_eq!(at(tail + 2)["hp"], 1);
    let names: Vec<&str> = at(tail + 4)["effects"]
        .as_array()
        .expect("effects")
        .iter()
        .filter_map(|e| e["name"].as_str())
        .collect();
    assert_eq!(
        names,
        ["Jet Addiction", "Aiming"],
        "addiction is permanent and survives rest"
    );
    let roll = at(tail + 5);
    let sum: u64 = roll["faces"]
        .as_array()
        .expect("faces")
        .iter()
        .map(|f| f.as_u64().expect("face"))
        .sum();
    assert_eq!(roll["total"], sum);
    assert_eq!(at(tail + 6)["character"]["name"], "Jake");
}

#[test]
fn a_luck_reroll_can_be_taken_once() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("r.db");
    let (out, code) = batch(&db, "8", "init\nadd-player 3 Bob Bob Caravan 4 4 4 10 4 4 10 Barter Speech Repair\ncheck Bob CHA Speech 2\n");
    assert_eq!(code, 0);
    let check = &out[2];
    assert_eq!(
        check["luck"],
        serde_json::json!({"roll": 7, "luck": 10, "triggered": true})
    );
    let id = check["reroll_id"].as_i64().expect("a pending re-roll");
    let id = id.to_string();
    let (again, code) = one(&db, &["reroll", &id]);
    assert_eq!(code, 0, "{again}");
    assert_eq!(again["accepted"], true);
    assert_check_consistent(&again);
    let (used, code) = one(&db, &["reroll", &id, "keep"]);
    assert_eq!((code, used["error"].as_str()), (1, Some("reroll_used")));
    let (missing, code) = one(&db, &["reroll", "999"]);
    assert_eq!(
        (code, missing["error"].as_str()),
        (1, Some("reroll_not_found"))
    );
}

#[test]
fn bad_input_of_every_kind_is_refused_with_a_usage_hint() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("e.db");
    let (v, code) = one(&db, &["status"]);
    assert_eq!((code, v["error"].as_str()), (1, Some("no_campaign")));
    assert!(v["hint"].as_str().is_some_and(|h| h.contains("init")));
    one(&db, &["init"]);
    one(
        &db,
        &[
            "add-player",
            "1",
            "Jake",
            "Jake",
            "Vault",
            "5",
            "6",
            "5",
            "4",
            "6",
            "7",
            "7",
            "Lockpick",
            "Small Guns",
            "Sneak",
        ],
    );
    let cases: &[(&[&str], &str, &str)] = &[
        (&["fly"], "unknown_command", "overseer cli help"),
        (
            &["hurt", "Jake"],
            "missing_argument",
            "Usage: hurt <player> <amount>",
        ),
        (&["turn", "twice"], "extra_argument", "Usage: turn"),
        (
            &["heal", "Jake", "lots"],
            "not_a_number",
            "Usage: heal <player> <amount>",
        ),
        (
            &["check", "Jake", "PER", "Lockpick", "9"],
            "out_of_range",
            "Usage: check",
        ),
        (
            &["check", "Jake", "PER", "Cooking", "2"],
            "unknown_skill",
            "Small Guns",
        ),
        (
            &["check", "Jake", "XYZ", "Lockpick", "2"],
            "unknown_attribute",
            "PER",
        ),
        (&["hurt", "Nobody", "3"], "unknown_player", "Usage: hurt"),
        (
            &["damage", "Jake", "Banana"],
            "unknown_weapon",
            "Usage: damage",
        ),
        (
            &["damage", "Jake", "Knife", "--far"],
            "unknown_option",
            "Usage: damage",
        ),
        (
            &["enemy-add", "Deathclaw"],
            "budget_tier",
            "Usage: enemy-add",
        ),
        (&["loot", "shiny"], "unknown_tier", "Junk"),
        (&["roll", "dd"], "invalid", "Usage: roll <NdM>"),
        (
            &["use-item", "Jake", "Jet"],
            "not_enough_items",
            "Usage: use-item",
        ),
        (
            &[
                "add-player",
                "2",
                "Sam",
                "S",
                "V",
                "9",
                "9",
                "9",
                "9",
                "9",
                "9",
                "9",
                "Lockpick",
                "Sneak",
                "Barter",
            ],
            "special_total",
            "Usage: add-player",
        ),
        (&["recover", "now"], "extra_argument", "Usage: recover"),
    ];
    for (args, code_expected, hint_part) in cases {
        let (v, code) = one(&db, args);
        assert_eq!(code, 1, "{args:?}: {v}");
        assert_eq!(v["ok"], false);
        assert_eq!(v["error"], *code_expected, "{args:?}: {v}");
        assert!(v["message"].as_str().is_some_and(|m| !m.is_empty()));
        assert!(
            v["hint"].as_str().is_some_and(|h| h.contains(hint_part)),
            "{args:?}: {v}"
        );
    }
    let (out, code) = run_raw(&db, &["--seed", "x"], &["status"], None);
    assert_eq!(code, 1);
    assert!(out.contains("bad_option"));
}

#[test]
fn batch_mode_runs_every_line_and_reports_the_worst_exit_code() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("b.db");
    let (out, code) = batch(
        &db,
        "1",
        "# comment\n\ninit\nset location \"Diamond City\"\nset quest 'Find the \"Vault\"'\n",
    );
    assert_eq!(code, 0);
    assert_eq!(out.len(), 3);
    assert_eq!(
        out[1]["setting"],
        serde_json::json!({"field": "location", "value": "Diamond City"})
    );
    assert_eq!(out[2]["setting"]["value"], "Find the \"Vault\"");
    let (out, code) = batch(&db, "1", "status\nbogus\nsay \"unclosed\nturn\n");
    assert_eq!(code, 1);
    let errors: Vec<&str> = out
        .iter()
        .map(|v| v["error"].as_str().unwrap_or(""))
        .collect();
    assert_eq!(errors, ["", "unknown_command", "bad_quoting", ""]);
}

#[test]
fn campaigns_are_addressed_by_name_or_by_discord_channel_and_speak_chinese() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("c.db");
    let (v, _) = one(&db, &["--campaign", "123:456", "init"]);
    assert_eq!(v["ok"], true);
    let (v, code) = one(&db, &["--campaign", "other", "status"]);
    assert_eq!((code, v["error"].as_str()), (1, Some("no_campaign")));
    let (out, code) = run_raw(
        &db,
        &["--campaign", "123:456", "--lang", "zh-CN"],
        &["set", "chapter", "2"],
        None,
    );
    assert_eq!(code, 0);
    let v: Value = serde_json::from_str(out.trim()).expect("json");
    assert_eq!(v["message"], "章节 设为 2。");
}

#[test]
fn help_prints_the_command_list_as_plain_text() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("h.db");
    let (out, code) = run_raw(&db, &[], &["help"], None);
    assert_eq!(code, 0);
    for name in [
        "init",
        "check <players> <attr> <skill> <diff> [ap]",
        "enemy-add <template>",
        "reroll <roll_id> [keep]",
        "npc-gen [count]",
    ] {
        assert!(out.contains(name), "{name} missing from help");
    }
    let (out, code) = run_raw(&db, &[], &["help", "trade"], None);
    assert_eq!(code, 0);
    assert!(out.starts_with("trade <player> <price> buy|sell"));
    assert!(!db.exists(), "help needs no database");
}

#[test]
fn without_lang_the_campaign_language_chosen_on_discord_is_spoken() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("l.db");
    let (v, _) = one(&db, &["--campaign", "123:456", "init"]);
    assert_eq!(v["ok"], true);
    let (v, _) = one(&db, &["--campaign", "123:456", "set", "chapter", "2"]);
    assert_eq!(v["message"], "chapter set to 2.");
    // The GM picks Chinese with /campaign language, on the same database.
    let url = format!("sqlite://{}", db.display());
    tokio::runtime::Runtime::new()
        .expect("runtime")
        .block_on(async {
            let session = overseer::session::Session::open(&url).await.expect("open");
            let key = overseer::session::CampaignKey {
                guild_id: 123,
                channel_id: 456,
            };
            session
                .set_language(key, Some(overseer::i18n::Lang::ZhCn))
                .await
                .expect("language set");
        });
    let (v, _) = one(&db, &["--campaign", "123:456", "set", "chapter", "3"]);
    assert_eq!(v["message"], "章节 设为 3。");
    let (v, code) = one(&db, &["--campaign", "123:456", "hurt", "Nobody", "1"]);
    assert_eq!((code, v["error"].as_str()), (1, Some("unknown_player")));
    assert!(
        v["message"].as_str().is_some_and(|m| !m.is_ascii()),
        "refusals speak the campaign language too: {v}"
    );
    // --lang still wins.
    let (out, _) = run_raw(
        &db,
        &["--campaign", "123:456", "--lang", "en-US"],
        &["set", "chapter", "4"],
        None,
    );
    let v: Value = serde_json::from_str(out.trim()).expect("json");
    assert_eq!(v["message"], "chapter set to 4.");
}

#[test]
fn a_campaign_is_exported_to_a_file_and_imported_under_another_name() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("e.db");
    let file = dir.path().join("backup.json");
    let file_arg = file.to_str().expect("utf-8 path");
    let (out, code) = batch(
        &db,
        "3",
        "init\nadd-player 1 Jake Jake Vault 5 6 5 4 6 7 7 Lockpick Sneak Barter\ncaps Jake 40\n",
    );
    assert_eq!((code, out.len()), (0, 3));
    let (v, code) = one(&db, &["export", file_arg]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(
        (
            v["characters"].as_u64(),
            v["entries"].as_u64(),
            v["file"].as_str()
        ),
        (Some(1), Some(3), Some(file_arg))
    );
    let written = std::fs::read(&file).expect("the file was written");
    assert_eq!(v["bytes"].as_u64(), Some(written.len() as u64));
    // Without a file the document is in the reply.
    let (v, _) = one(&db, &["export"]);
    assert_eq!(
        v["export"]["state"]["players"][0]["caps"], 140,
        "100 to start + 40"
    );

    // Into another campaign of the same database: the character and its caps.
    let (v, code) = one(&db, &["--campaign", "copy", "import", file_arg]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(
        (v["characters"].as_u64(), v["entries"].as_u64()),
        (Some(1), Some(3))
    );
    let (v, _) = one(&db, &["--campaign", "copy", "status", "Jake"]);
    assert_eq!(v["character"]["caps"], 140);
    // Again: the campaign exists now.
    let (v, code) = one(&db, &["--campaign", "copy", "import", file_arg]);
    assert_eq!((code, v["error"].as_str()), (1, Some("already_exists")));
    // A missing file and a file that is not an export change nothing.
    let missing = dir.path().join("nope.json");
    let (v, code) = one(
        &db,
        &["--campaign", "other", "import", missing.to_str().unwrap()],
    );
    assert_eq!((code, v["error"].as_str()), (1, Some("file")));
    assert!(
        v["hint"]
            .as_str()
            .is_some_and(|h| h.starts_with("import <file>")),
        "{v}"
    );
    std::fs::write(dir.path().join("bad.json"), "{\"format\": 99}").expect("write");
    let bad = dir.path().join("bad.json");
    let (v, code) = one(
        &db,
        &["--campaign", "other", "import", bad.to_str().unwrap()],
    );
    assert_eq!((code, v["error"].as_str()), (1, Some("not_an_export")));
    let (v, code) = one(&db, &["--campaign", "other", "status"]);
    assert_eq!((code, v["error"].as_str()), (1, Some("no_campaign")));
}

#[test]
fn an_empty_db_path_is_refused_instead_of_using_a_temporary_database() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("d.db");
    for global in [
        &["--db", ""][..],
        &["--db="][..],
        &["--db", "sqlite://"][..],
        &["--db", "sqlite:"][..],
    ] {
        let (out, code) = run_raw(&db, global, &["init"], None);
        let v: Value = serde_json::from_str(out.trim()).expect("json");
        assert_eq!(code, 2, "{global:?}: {v}");
        assert_eq!(v["ok"], false);
        assert_eq!(v["error"], "empty_database");
        assert_eq!(
            v["hint"],
            "Give a file path (--db overseer.db) or a sqlite:// URL."
        );
    }
    let (out, _) = run_raw(&db, &["--db", ""], &["init"], None);
    let v: Value = serde_json::from_str(out.trim()).expect("json");
    assert_eq!(
        v["message"],
        "--db names no database file (got \"\"): an empty path would open a temporary database that is lost at exit."
    );
}

#[test]
fn an_invalid_utf8_line_in_a_batch_is_answered_and_the_batch_goes_on() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("u.db");
    let mut script = b"init\nset location Vault \xff\xfe 81\r\n".to_vec();
    script.extend_from_slice(b"set location Sanctuary\nstatus\n");
    let (out, code) = run_bytes(&db, &["--seed", "1"], &["-"], Some(&script));
    let lines: Vec<Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object per line"))
        .collect();
    assert_eq!(code, 1, "{out}");
    assert_eq!(lines.len(), 4, "{out}");
    assert_eq!(lines[0]["ok"], true);
    assert_eq!(
        (&lines[1]["ok"], &lines[1]["error"], &lines[1]["message"]),
        (
            &Value::Bool(false),
            &Value::from("bad_encoding"),
            &Value::from("Line 2 is not valid UTF-8; it was skipped.")
        )
    );
    assert_eq!(lines[2]["ok"], true);
    assert_eq!(lines[3]["world"]["location"], "Sanctuary", "{}", lines[3]);
}

#[test]
fn numbers_in_messages_are_printed_exactly() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("n.db");
    let (out, code) = batch(
        &db,
        "1",
        "init\nadd-player 1 Jake Jake Vault 5 6 5 4 6 7 7 Lockpick Sneak Barter\n\
         hurt Jake 9223372036854775807\ncaps Jake -9223372036854775808\n",
    );
    assert_eq!(code, 1);
    assert_eq!(
        out[2]["message"],
        "amount must be between 0 and 10000, got 9223372036854775807."
    );
    assert_eq!(
        out[3]["message"],
        "amount must be between -1000000 and 1000000, got -9223372036854775808."
    );
    let (v, _) = one(
        &db,
        &["--lang", "zh-CN", "hurt", "Jake", "9223372036854775807"],
    );
    assert!(
        v["message"]
            .as_str()
            .is_some_and(|m| m.contains("9223372036854775807")),
        "{v}"
    );
}

#[test]
fn inventory_counts_are_parsed_never_kept_in_item_names() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("i.db");
    let (out, code) = batch(
        &db,
        "1",
        "init\nadd-player 1 Jake Jake Vault 5 6 5 4 6 7 7 Lockpick Sneak Barter\n\
         inventory Jake add Stimpak -1\n\
         inventory Jake add \"Stimpak x2\" 3\n\
         inventory Jake add Stimpak 99999999999999999999\n\
         inventory Jake remove Stimpak x0\n\
         inventory Jake add RadAway x3\n\
         status Jake\n",
    );
    assert_eq!(code, 1);
    assert_eq!(
        (&out[2]["error"], &out[2]["message"]),
        (
            &Value::from("out_of_range"),
            &Value::from("quantity must be between 1 and 999, got -1.")
        )
    );
    assert_eq!(out[3]["message"], "Jake: Stimpak +6 (now 8).");
    // Too big for 64 bits: a number all the same, held at the limit.
    assert_eq!(
        out[4]["message"],
        "quantity must be between 1 and 999, got 99999999999999999999."
    );
    assert_eq!(
        out[5]["message"],
        "quantity must be between 1 and 999, got 0."
    );
    assert_eq!(out[6]["message"], "Jake: RadAway +3 (now 3).");
    // The kit (10mm Pistol, 10mm Ammo, Stimpak, Purified Water) plus RadAway:
    // no item is named after a count.
    let inventory: Vec<(String, u64)> = out[7]["character"]["inventory"]
        .as_array()
        .expect("inventory")
        .iter()
        .map(|i| {
            (
                i["item"].as_str().expect("item").to_owned(),
                i["qty"].as_u64().expect("qty"),
            )
        })
        .collect();
    assert_eq!(
        inventory,
        [
            ("10mm Pistol".to_owned(), 1),
            ("10mm Ammo".to_owned(), 24),
            ("Stimpak".to_owned(), 8),
            ("Purified Water".to_owned(), 3),
            ("RadAway".to_owned(), 3),
        ]
    );
}

#[test]
fn imports_are_bounded_and_may_be_gzip_compressed() {
    use flate2::write::GzEncoder;
    use flate2::Compression;

    let gzip = |bytes: &[u8]| {
        let mut z = GzEncoder::new(Vec::new(), Compression::fast());
        z.write_all(bytes).expect("compress");
        z.finish().expect("compress")
    };
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("g.db");
    let file = dir.path().join("backup.json");
    let file_arg = file.to_str().expect("utf-8 path");
    let (_, code) = batch(
        &db,
        "3",
        "init\nadd-player 1 Jake Jake Vault 5 6 5 4 6 7 7 Lockpick Sneak Barter\ncaps Jake 40\n",
    );
    assert_eq!(code, 0);
    let (v, code) = one(&db, &["export", file_arg]);
    assert_eq!(code, 0, "{v}");
    let plain = std::fs::read(&file).expect("written");

    // A gzip-compressed export imports like the plain one.
    let gz = dir.path().join("backup.json.gz");
    std::fs::write(&gz, gzip(&plain)).expect("write");
    let gz_arg = gz.to_str().expect("utf-8 path");
    let (v, code) = one(&db, &["--campaign", "zipped", "import", gz_arg]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(
        (v["characters"].as_u64(), v["entries"].as_u64()),
        (Some(1), Some(3))
    );
    let (v, _) = one(&db, &["--campaign", "zipped", "status", "Jake"]);
    assert_eq!(v["character"]["caps"], 140);

    // Over --max-bytes: a plain file is refused by its size, named exactly.
    let (v, code) = one(
        &db,
        &[
            "--campaign",
            "small",
            "import",
            file_arg,
            "--max-bytes",
            "100",
        ],
    );
    assert_eq!((code, v["error"].as_str()), (1, Some("too_large")), "{v}");
    assert_eq!(
        v["message"],
        format!(
            "{file_arg} is {} bytes (0.0 MiB); an import reads at most 100 bytes (0.0 MiB).",
            plain.len()
        )
    );
    assert_eq!(
        v["hint"],
        "Use `import <file> --max-bytes N` to allow a larger export."
    );
    // Decompressed, the limit counts what comes out: a small file of 3 MiB of
    // JSON whitespace is read only up to the limit (25 MiB by default).
    let mut padded = b"[".to_vec();
    padded.resize(3 * 1024 * 1024, b' ');
    let bomb = dir.path().join("bomb.gz");
    std::fs::write(&bomb, gzip(&padded)).expect("write");
    let bomb_arg = bomb.to_str().expect("utf-8 path");
    let (v, code) = one(
        &db,
        &[
            "--campaign",
            "bomb",
            "import",
            bomb_arg,
            "--max-bytes",
            "1048576",
        ],
    );
    assert_eq!((code, v["error"].as_str()), (1, Some("too_large")), "{v}");
    assert_eq!(
        v["message"],
        format!(
            "{bomb_arg} holds more than 1048576 bytes (1.0 MiB) once decompressed; an import reads at most that."
        )
    );
    // Under the default limit the same file is simply not an export.
    let (v, code) = one(&db, &["--campaign", "bomb", "import", bomb_arg]);
    assert_eq!(
        (code, v["error"].as_str()),
        (1, Some("not_an_export")),
        "{v}"
    );
    let (v, code) = one(
        &db,
        &["--campaign", "bomb", "import", bomb_arg, "--max-bytes", "0"],
    );
    assert_eq!(
        (code, v["error"].as_str()),
        (1, Some("out_of_range")),
        "{v}"
    );
    let (v, code) = one(&db, &["--campaign", "bomb", "status"]);
    assert_eq!((code, v["error"].as_str()), (1, Some("no_campaign")));
}

#[test]
fn a_refusal_repeats_at_most_a_hundred_characters_of_what_was_typed() {
    // 200,130 characters: longer than one argument may be, so through batch mode.
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("echo.db");
    let huge = "x".repeat(200_130);
    let (lines, code) = batch(&db, "1", &format!("{huge}\ninit\ncaps {huge} 5\n"));
    assert_eq!(code, 1);
    assert_eq!(lines[0]["error"], "unknown_command", "{}", lines[0]);
    let message = lines[0]["message"].as_str().expect("a message");
    assert!(
        message.chars().count() < 200,
        "{} characters",
        message.chars().count()
    );
    assert!(
        message.contains(&format!("{}…", "x".repeat(100))),
        "{message}"
    );
    assert_eq!(lines[1]["ok"], true);
    assert_eq!(lines[2]["error"], "unknown_player", "{}", lines[2]);
    let message = lines[2]["message"].as_str().expect("a message");
    assert!(
        message.chars().count() < 200,
        "{} characters",
        message.chars().count()
    );
}

#[test]
fn a_d20_campaign_plays_through_the_same_command_line_with_its_own_commands() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("d20.db");
    let (v, code) = one(&db, &["init", "--ruleset", "d20"]);
    assert_eq!((code, v["ruleset"].as_str()), (0, Some("d20")), "{v}");
    let (lines, code) = batch(
        &db,
        "5",
        "add-player 101 Alice Kira 3 2 4 1 0 3 -1 Stealth,Perception,Reflex\n\
         status Kira\n\
         check Kira Stealth 15\n\
         save Kira Reflex 15 12\n\
         turn\n\
         init\n",
    );
    assert_eq!(code, 1, "two lines are refused");
    // Level 3: Prof 1 + ceil(3/4) = 2; HP Str 2 + Prof 2 + 5 x 3 = 19; AC 10 + Agi 4
    // + Prof 2 = 16; initiative Pre 1 + Prof 2 = 3.
    // (The sheet's numbers are in its event: the top level names the character.)
    let status = &lines[1];
    let sheet = &status["events"][0]["sheet"];
    assert_eq!(status["character"], "Kira", "{status}");
    assert_eq!(
        (
            status["ok"].as_bool(),
            status["ruleset"].as_str(),
            sheet["proficiency"].as_i64(),
            sheet["max_hp"].as_i64(),
            sheet["armor_class"].as_i64(),
            sheet["initiative_bonus"].as_i64(),
        ),
        (
            Some(true),
            Some("d20"),
            Some(2),
            Some(19),
            Some(16),
            Some(3)
        ),
        "{status}"
    );
    // Stealth (Agi 4, proficient +2) against DC 15: the exact odds of the four
    // levels in twentieths are 1 (a natural 1), 7, 10 and 2, and the total is the
    // die plus 6.
    let check = &lines[2];
    assert_eq!(check["dc"], 15, "{check}");
    assert_eq!(
        check["events"][0]["roll"]["odds"]["twentieths"],
        serde_json::json!([1, 7, 10, 2])
    );
    let die = check["events"][0]["roll"]["die"].as_i64().expect("a die");
    assert_eq!(check["total"].as_i64(), Some(die + 6), "{check}");
    let said = check["message"].as_str().expect("a message");
    assert!(
        said.starts_with(&format!(
            "Kira rolls Stealth: d20 {die}, total {} vs DC 15: a ",
            die + 6
        )),
        "{said}"
    );
    // A successful Reflex save (+4 +2) halves 12 damage; a failed one takes it all.
    let save = &lines[3];
    let taken = 19 - save["hp_after"].as_i64().expect("HP after");
    let level = save["events"][0]["roll"]["level"]
        .as_str()
        .expect("a level");
    let expected = match level {
        "critical_success" => 0,
        "success" => 6,
        "failure" => 12,
        _ => 24,
    };
    assert_eq!(taken.min(19), expected.min(19), "{save}");
    // The default game's commands are not this game's.
    assert_eq!(lines[4]["error"], "not_in_game", "{}", lines[4]);
    assert_eq!(
        lines[4]["message"],
        "turn is not part of this game: this campaign plays d20."
    );
    assert_eq!(lines[5]["error"], "other_game", "{}", lines[5]);
    // Its export names its game, and this version does not import it as another.
    let (v, code) = one(&db, &["export"]);
    assert_eq!(
        (code, v["export"]["ruleset"].as_str()),
        (0, Some("d20")),
        "{v}"
    );
}

#[test]
fn the_campaign_language_is_read_and_set_on_the_command_line_and_every_later_answer_follows_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("lang.db");
    let (lines, code) = batch(
        &db,
        "7",
        "init\nlanguage\nlanguage zh-cn\nlanguage\nlanguage klingon\nlanguage en-US zh-CN\nlanguage English\n",
    );
    assert_eq!((code, lines.len()), (1, 7), "{lines:#?}");
    assert_eq!(lines[1]["language"], Value::Null, "{}", lines[1]);
    assert_eq!(lines[1]["changed"], false);
    // Set: answered in the language just chosen, as Discord answers.
    assert_eq!(lines[2]["language"], "zh-CN", "{}", lines[2]);
    assert_eq!(lines[2]["changed"], true);
    assert_eq!(lines[2]["message"], "这个战役现在使用中文。");
    // The next line of the same batch already speaks it.
    assert_eq!(lines[3]["message"], "这个战役使用中文。", "{}", lines[3]);
    // A word that names no language, or two words: refused in the
    // campaign's language, nothing changed.
    assert_eq!(lines[4]["ok"], false);
    assert_eq!(lines[4]["error"], "unknown_language");
    assert_eq!(
        lines[4]["message"],
        "klingon 不是机器人会说的语言：请用 en-US 或 zh-CN。"
    );
    // Its usage as Chinese help prints it.
    assert_eq!(lines[4]["hint"], "语言 [英文|中文]");
    assert_eq!(lines[5]["error"], "unknown_language", "{}", lines[5]);
    // A language's name, in either language, is read as its tag.
    assert_eq!(lines[6]["language"], "en-US", "{}", lines[6]);
    assert_eq!(lines[6]["message"], "This campaign now speaks en-US.");
    let (status, code) = one(&db, &["language"]);
    assert_eq!((code, &status["language"]), (0, &Value::from("en-US")));
    // Without a campaign: the usual refusal, nothing created.
    let other = dir.path().join("none.db");
    let (none, code) = one(&other, &["language", "zh-CN"]);
    assert_eq!(code, 1, "{none}");
    assert_eq!(none["ok"], false);
}

#[test]
fn a_wasteland_table_types_the_names_of_the_game_in_chinese() {
    // The names the game prints in Chinese (creatures, weapons, items,
    // presets, effects) are read back as the same entries: the same session
    // typed in either language leaves the same campaign.
    let dir = tempfile::tempdir().expect("temp dir");
    let chinese = "init\nlanguage zh-CN\n\
        add-player 2 Mira Mira 护卫 --preset 商队护卫\n\
        turn\nturn\n\
        inventory Mira add 治疗针 2\n\
        enemy-add 辐射蟑螂\n\
        damage Mira １０毫米 手枪 --target 辐射蟑螂\n\
        use-item Mira 治疗针\n\
        effect Mira add 喷射药 2\n\
        status Mira\n";
    let english = "init\nlanguage zh-CN\n\
        add-player 2 Mira Mira 护卫 --preset \"Caravan Guard\"\n\
        turn\nturn\n\
        inventory Mira add Stimpak 2\n\
        enemy-add Radroach\n\
        damage Mira 10mm Pistol --target Radroach\n\
        use-item Mira Stimpak\n\
        effect Mira add Jet 2\n\
        status Mira\n";
    let (zh, zh_code) = batch(&dir.path().join("zh.db"), "7", chinese);
    let (en, en_code) = batch(&dir.path().join("en.db"), "7", english);
    assert_eq!((zh_code, en_code), (0, 0), "{zh:#?}");
    for (typed_zh, typed_en) in zh.iter().zip(&en) {
        assert_eq!(typed_zh["ok"], true, "{typed_zh}");
        assert_eq!(typed_zh["message"], typed_en["message"]);
    }
    assert_eq!(zh.len(), 11);
    assert_eq!(zh[5]["message"], "Mira：治疗针 +2（现有 4）。");
    assert_eq!(
        zh[8]["message"],
        "Mira 对 Mira 使用 治疗针。 Mira：血量 60 变为 60/60。"
    );
    // A word that names no creature is still refused.
    let (refused, code) = batch(&dir.path().join("zh.db"), "7", "enemy-add 自制怪\n");
    assert_eq!(code, 1, "{refused:#?}");
    assert_eq!(refused[0]["ok"], false);
}

#[test]
fn the_other_games_read_their_chinese_words_in_lists_and_offer_them_closest_first() {
    let dir = tempfile::tempdir().expect("temp dir");
    // Fallout 2d20: a disease typed in Chinese (any width) is the disease.
    let f2 = dir.path().join("f2.db");
    one(&f2, &["init", "--ruleset", "fallout-2d20"]);
    let (v, code) = one(&f2, &crate::games::BO);
    assert_eq!(code, 0, "{v}");
    let (v, code) = one(&f2, &["--lang", "zh-CN", "disease", "Bo", "痢疾"]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["events"][0]["change"]["disease"], "Dysentery", "{v}");
    let (v, code) = one(&f2, &["disease", "Bo", "ＳＷＡＭＰ ＩＴＣＨ"]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["events"][0]["change"]["disease"], "Swamp Itch", "{v}");
    // A refusal offers the diseases in the reader's words, the closest first.
    let (v, code) = one(&f2, &["--lang", "zh-CN", "disease", "Bo", "痢"]);
    assert_eq!(code, 1, "{v}");
    assert!(
        v["hint"]
            .as_str()
            .is_some_and(|h| h.starts_with("可选：痢疾、血虫、骨虫、")),
        "{v}"
    );
    // The d20 game: Chinese skills in a comma list, either comma.
    let script = |skills: &str| {
        format!("init --ruleset d20\nadd-player 1 Ann Ann 1 3 2 1 1 0 -1 {skills}\nstatus Ann\n")
    };
    let (zh, zh_code) = batch(&dir.path().join("zh.db"), "3", &script("潜行，察觉, 说服"));
    let (en, en_code) = batch(
        &dir.path().join("en.db"),
        "3",
        &script("stealth,perception,persuasion"),
    );
    assert_eq!((zh_code, en_code), (0, 0), "{zh:#?}");
    assert_eq!(zh.len(), 3);
    for (typed_zh, typed_en) in zh.iter().zip(&en) {
        assert_eq!(typed_zh["ok"], true, "{typed_zh}");
        assert_eq!(typed_zh["message"], typed_en["message"]);
    }
}

#[test]
fn every_game_is_played_wholly_in_chinese_words_as_its_golden_transcript() {
    // Each game's worked session with every word typed in Chinese
    // (`docs/players/zh-CN/`), answered in Chinese; `UPDATE_GOLDEN=1`
    // writes the transcripts anew after a deliberate change.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/cli");
    let mut differ = Vec::new();
    for game in ["wasteland-2d20", "fallout-2d20", "fallout-pnp", "d20"] {
        let (faults, transcript) = crate::speaks::play(&format!("zh-CN/{game}.md"), "zh-CN");
        assert!(faults.is_empty(), "{faults:?}");
        differ.extend(crate::speaks::against_golden(
            &dir.join(format!("{game}.typed-zh.zh-CN.txt")),
            &transcript,
        ));
    }
    assert!(
        differ.is_empty(),
        "transcripts that changed:\n{}",
        differ.join("\n")
    );
}
