//! `import-seed` through the `overseer cli` binary, on state files the seed
//! engine's own script writes: its Fallout script, checked in under
//! `tests/fixtures/nagobot/` (the current release and the release seed 000
//! describes, MIT, see the NOTICE there), run with `python3` on scripted
//! sessions (Python's dice seeded, so each run writes the same file). Every
//! player's numbers, the enemies and the world come over equal; what the
//! game does not model is named exactly; each refusal is localized and
//! writes nothing.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use serde_json::{json, Value};

const BIN: &str = env!("CARGO_BIN_EXE_overseer");

/// The script of one release, as checked in.
fn script(release: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/nagobot")
        .join(release)
}

/// Runs the script of `release` on `state` with `args`, Python's dice
/// seeded with 7; the script's JSON answer, which must not be an error.
fn seed(release: &str, state: &Path, args: &[&str]) -> Value {
    const RUN: &str = "import random, runpy, sys; random.seed(7); d = sys.argv[1]; \
        sys.argv = [d + '/fallout_game.py'] + sys.argv[2:]; sys.path.insert(0, d); \
        runpy.run_path(d + '/fallout_game.py', run_name='__main__')";
    let out = Command::new("python3")
        .args(["-B", "-c", RUN])
        .arg(script(release))
        .args(args)
        .env("FALLOUT_STATE", state)
        .env("PYTHONDONTWRITEBYTECODE", "1")
        .stdin(Stdio::null())
        .output()
        .expect("python3 runs");
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(out.status.success(), "{args:?}: {text} {:?}", out.stderr);
    let answer: Value =
        serde_json::from_str(text.trim()).unwrap_or_else(|e| panic!("{args:?}: {e}: {text}"));
    assert!(answer.get("error").is_none(), "{args:?}: {answer}");
    answer
}

/// Runs `overseer cli --db <db> <args>`; (JSON, exit code).
fn run(db: &Path, args: &[&str]) -> (Value, i32) {
    let out = Command::new(BIN)
        .arg("cli")
        .arg("--db")
        .arg(db)
        .args(["--seed", "7"])
        .args(args)
        .env_remove("DATABASE_URL")
        .env_remove("DEFAULT_LOCALE")
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs");
    let text = String::from_utf8(out.stdout).expect("utf-8");
    (
        serde_json::from_str(text.trim()).unwrap_or_else(|e| panic!("{args:?}: {e}: {text}")),
        out.status.code().unwrap_or(-1),
    )
}

fn ok(db: &Path, args: &[&str]) -> Value {
    let (v, code) = run(db, args);
    assert_eq!((code, &v["ok"]), (0, &json!(true)), "{args:?}: {v}");
    v
}

fn read(path: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(path).expect("state file")).expect("json")
}

/// A player of the file and the same player imported have equal numbers:
/// S.P.E.C.I.A.L., skills, tags, HP, rads, caps, AP, every inventory count,
/// hunger and location.
fn assert_same_player(name: &str, file: &Value, place: &Value, imported: &Value) {
    assert_eq!(imported["name"], json!(name));
    for key in ["special", "skills", "hp", "max_hp", "rads", "caps", "ap"] {
        assert_eq!(imported[key], file[key], "{name}: {key}");
    }
    assert_eq!(imported["tags"], file["tag_skills"], "{name}: tags");
    assert_eq!(imported["owner"], file["player_id"], "{name}: owner");
    assert_eq!(imported["character"], file["character"], "{name}");
    assert_eq!(imported["background"], file["background"], "{name}");
    let carried: serde_json::Map<String, Value> = file["inventory"]
        .as_object()
        .expect("inventory")
        .iter()
        .filter(|(_, qty)| qty.as_u64() != Some(0))
        .map(|(item, qty)| (item.clone(), qty.clone()))
        .collect();
    assert_eq!(
        imported["inventory"],
        Value::Object(carried),
        "{name}: inventory"
    );
    assert_eq!(
        imported["hunger"],
        file.get("hunger").cloned().unwrap_or(json!(0)),
        "{name}: hunger"
    );
    let location = file.get("location").unwrap_or(place);
    assert_eq!(&imported["location"], location, "{name}: location");
}

/// The current release's session: three players with their own numbers,
/// gear, a chem and a GM's effect, one down, one apart; an enemy hurt.
const CURRENT: &[&[&str]] = &[
    &["init"],
    &[
        "add-player",
        "101",
        "Jake",
        "Jake Miller",
        "Scavenger",
        "6",
        "7",
        "5",
        "4",
        "6",
        "8",
        "4",
        "Small Guns",
        "Sneak",
        "Lockpick",
    ],
    &[
        "add-player",
        "102",
        "Sarah",
        "Sarah Chen",
        "Medic",
        "4",
        "6",
        "7",
        "5",
        "8",
        "5",
        "5",
        "Medicine",
        "Science",
        "Speech",
    ],
    &[
        "add-player",
        "103",
        "Bob",
        "Bob Stone",
        "Guard",
        "7",
        "7",
        "6",
        "4",
        "4",
        "6",
        "6",
        "Small Guns",
        "Repair",
        "Barter",
    ],
    &["hurt", "Jake", "12"],
    &["rads", "Sarah", "250"],
    &["caps", "Bob", "45"],
    &["ap", "Jake", "3"],
    &["inventory", "Sarah", "add", "Mutant Jerky", "--qty", "2"],
    &["inventory", "Bob", "add", "Psycho"],
    &["inventory", "Jake", "remove", "Stimpak"],
    &["effect", "Jake", "add", "Inspired", "--duration", "4"],
    &["skill-up", "Sarah", "Medicine"],
    &["location", "Bob", "Red Rocket"],
    &["set", "quest", "Find the water chip"],
    &["turn"],
    &["turn"],
    &["use-item", "Bob", "Psycho"],
    &["enemy-add", "Radroach"],
    &["enemy-hurt", "Radroach", "3"],
    &["set", "weather", "Dense Fog"],
    &["hurt", "Sarah", "200"],
];

#[test]
fn a_state_file_of_the_current_release_imports_with_every_number_equal() {
    let dir = tempfile::tempdir().expect("temp dir");
    let state = dir.path().join("fallout_game.json");
    for args in CURRENT {
        seed("current", &state, args);
    }
    let file = read(&state);
    let db = dir.path().join("o.db");
    let path = state.to_str().expect("utf-8");
    let v = ok(&db, &["--campaign", "seeded", "import-seed", path]);
    assert_eq!(v["format"], json!("current"));
    assert_eq!(v["replaced"], json!(false));
    let names = ["Jake", "Sarah", "Bob"];
    assert_eq!(v["players"].as_array().map(Vec::len), Some(3));
    for (i, name) in names.iter().enumerate() {
        assert_same_player(
            name,
            &file["players"][name],
            &file["global_location"],
            &v["players"][i],
        );
    }
    // The numbers the session gave, as the script computed them.
    let jake = &v["players"][0];
    assert_eq!(
        (&jake["hp"], &jake["ap"], &jake["hunger"]),
        (&json!(38), &json!(3), &json!(8))
    );
    assert_eq!(jake["inventory"]["Stimpak"], json!(1));
    assert_eq!(jake["effects"], json!([{ "name": "Inspired", "turns": 2 }]));
    assert_eq!(v["players"][1]["skills"]["Medicine"], json!(3));
    assert_eq!(v["players"][1]["inventory"]["Mutant Jerky"], json!(2));
    assert_eq!(
        v["players"][1]["condition"],
        json!({ "state": "incapacitated", "turns_down": 0 })
    );
    // Psycho's effect, "Rage" in the script, is this game's Psycho.
    assert_eq!(
        v["players"][2]["effects"],
        json!([{ "name": "Psycho", "turns": 3 }])
    );
    assert_eq!(v["players"][2]["location"], json!("Red Rocket"));
    assert_eq!(v["players"][2]["caps"], json!(145));
    assert_eq!(
        v["enemies"],
        json!([{ "name": "Radroach", "template": "Radroach", "tier": 1, "hp": 7, "max_hp": 10,
                 "damage": "1d6", "attack_skill": 8, "drops": "junk", "special": "" }])
    );
    assert_eq!(
        v["world"],
        json!({ "chapter": 1, "chapter_start_turn": 0, "turn": 2, "day": 1,
                "time_of_day": "Noon", "weather": "Dense Fog", "quest": "Find the water chip",
                "location": "Vault 111", "mode": "combat", "combat_round": 0,
                "acted": acted(&file) })
    );
    assert_eq!(
        v["house_rules"],
        json!([
            "luck-on-failure",
            "dodge",
            "hunger",
            "awareness",
            "skill-growth",
            "ap-cap"
        ])
    );
    let history = file["history"].as_array().map_or(0, Vec::len);
    assert!(history > 0);
    assert_eq!(
        v["not_modelled"],
        json!([
            { "of": "world", "field": "chapter_title", "value": "Leaving the Vault" },
            { "of": "world", "field": "history", "entries": history },
        ])
    );
    // The campaign plays: its status reads the same numbers.
    let status = ok(&db, &["--campaign", "seeded", "status", "Jake"]);
    assert_eq!(status["ok"], json!(true));
    let again = ok(&db, &["--campaign", "seeded", "turn"]);
    assert_eq!(again["command"], json!("turn"));
}

/// Who acted this round, as the file says, in the answer's order.
fn acted(file: &Value) -> Value {
    let mut names: Vec<&str> = file["turn_actions"]
        .as_object()
        .expect("turn_actions")
        .keys()
        .map(String::as_str)
        .collect();
    names.sort_unstable();
    json!(names)
}

/// The release seed 000 describes: positional arguments, one location for
/// everyone, no hunger.
const SEED_000: &[&[&str]] = &[
    &["init"],
    &[
        "add-player",
        "201",
        "Mira",
        "Mira Vale",
        "Courier",
        "5",
        "6",
        "6",
        "5",
        "6",
        "7",
        "5",
        "Speech",
        "Barter",
        "Survival",
    ],
    &[
        "add-player",
        "202",
        "Tom",
        "Tom Reed",
        "Farmer",
        "7",
        "5",
        "7",
        "4",
        "5",
        "6",
        "6",
        "Melee",
        "Repair",
        "Survival",
    ],
    &["hurt", "Tom", "20"],
    &["rads", "Mira", "120"],
    &["caps", "Mira", "-30"],
    &["inventory", "Tom", "add", "Baseball Bat"],
    &["inventory", "Mira", "add", "Stimpak", "2"],
    &["effect", "Mira", "add", "Poisoned", "3"],
    &["set", "location", "Megaton"],
    &["turn"],
    &["turn"],
    &["enemy-add", "Mole Rat"],
    &["use-item", "Tom", "Stimpak"],
    &["skill-up", "Tom", "Melee"],
];

#[test]
fn a_state_file_of_the_release_seed_000_describes_imports_with_every_number_equal() {
    let dir = tempfile::tempdir().expect("temp dir");
    let state = dir.path().join("fallout_game.json");
    for args in SEED_000 {
        seed("seed-000", &state, args);
    }
    let file = read(&state);
    assert!(file.get("global_location").is_none() && file["location"] == json!("Megaton"));
    let db = dir.path().join("o.db");
    let v = ok(&db, &["import-seed", state.to_str().expect("utf-8")]);
    assert_eq!(v["format"], json!("seed-000"));
    for (i, name) in ["Mira", "Tom"].iter().enumerate() {
        assert_same_player(
            name,
            &file["players"][name],
            &file["location"],
            &v["players"][i],
        );
    }
    assert_eq!(
        (
            &v["players"][0]["caps"],
            &v["players"][0]["rads"],
            &v["players"][0]["inventory"]["Stimpak"]
        ),
        (&json!(70), &json!(120), &json!(4))
    );
    assert_eq!(
        v["players"][0]["effects"],
        json!([{ "name": "Poisoned", "turns": 1 }])
    );
    assert_eq!(
        (&v["players"][1]["hp"], &v["players"][1]["skills"]["Melee"]),
        (&json!(65), &json!(3))
    );
    assert_eq!(v["enemies"][0]["name"], json!("Mole Rat"));
    assert_eq!(
        (&v["enemies"][0]["hp"], &v["enemies"][0]["damage"]),
        (&json!(15), &json!("2d6"))
    );
    assert_eq!(v["world"]["location"], json!("Megaton"));
    assert_eq!(v["world"]["time_of_day"], json!("Noon"));
    assert_eq!(v["world"]["acted"], json!(["Tom"]));
    assert_eq!(v["house_rules"], json!([]));
    assert_eq!(
        v["not_modelled"],
        json!([{ "of": "world", "field": "chapter_title", "value": "Leaving the Vault" }])
    );
}

#[test]
fn a_bad_file_is_refused_in_either_language_and_nothing_is_written() {
    let dir = tempfile::tempdir().expect("temp dir");
    let state = dir.path().join("fallout_game.json");
    for args in &SEED_000[..3] {
        seed("seed-000", &state, args);
    }
    let good = std::fs::read_to_string(&state).expect("state");
    let db = dir.path().join("o.db");
    let write = |name: &str, text: &str| {
        let path = dir.path().join(name);
        std::fs::write(&path, text).expect("write");
        path.to_str().expect("utf-8").to_owned()
    };
    let broken = write("broken.json", &good[..good.len() / 2]);
    let huge = write(
        "huge.json",
        &format!("{{\"pad\": \"{}\"}}", "x".repeat(3 * 1024 * 1024)),
    );
    let bad_hp = write(
        "hp.json",
        &good.replacen("\"hp\": 60", "\"hp\": 99999999999999999999", 1),
    );
    // A player named like one of the game's words, through the one name
    // check every path that names a unit uses.
    let stimpak = write("stimpak.json", &good.replace("Mira", "Stimpak"));
    let cases = [
        (&broken, "not_json", "is not JSON", "不是 JSON"),
        (
            &stimpak,
            "fixed_word",
            "Stimpak is one of the game's own words",
            "Stimpak 是本游戏自己的用词",
        ),
        (
            &huge,
            "too_large",
            "is over 2097152 bytes",
            "超过 2097152 字节",
        ),
        (
            &bad_hp,
            "out_of_range",
            "players.Mira.hp is 99999999999999999999: a whole number from 0 to 60",
            "players.Mira.hp 为 99999999999999999999：需要 0 到 60 之间的整数",
        ),
    ];
    for (path, code, en, zh) in cases {
        for (lang, words) in [("en-US", en), ("zh-CN", zh)] {
            let (v, exit) = run(&db, &["--lang", lang, "import-seed", path]);
            assert_eq!((exit, &v["error"]), (1, &json!(code)), "{v}");
            let message = v["message"].as_str().expect("message");
            assert!(message.contains(words), "{lang}: {message}");
        }
        let (v, _) = run(&db, &["status"]);
        assert_eq!(v["error"], json!("no_campaign"), "{v}");
    }
}

#[test]
fn a_campaign_here_is_replaced_only_with_force_and_recover_brings_it_back() {
    let dir = tempfile::tempdir().expect("temp dir");
    let state = dir.path().join("fallout_game.json");
    for args in &SEED_000[..3] {
        seed("seed-000", &state, args);
    }
    let path = state.to_str().expect("utf-8");
    let db = dir.path().join("o.db");
    ok(&db, &["init"]);
    ok(
        &db,
        &[
            "add-player",
            "9",
            "Ann",
            "Ann",
            "Scout",
            "--preset",
            "Drifter",
        ],
    );
    let (v, exit) = run(&db, &["import-seed", path]);
    assert_eq!((exit, &v["error"]), (1, &json!("already_exists")), "{v}");
    assert!(
        v["hint"].as_str().is_some_and(|h| h.contains("--force")),
        "{v}"
    );
    assert_eq!(ok(&db, &["status", "Ann"])["ok"], json!(true));
    let v = ok(&db, &["import-seed", path, "--force"]);
    assert_eq!(v["replaced"], json!(true));
    let (v, _) = run(&db, &["status", "Ann"]);
    assert_eq!(v["error"], json!("unknown_player"), "{v}");
    ok(&db, &["status", "Mira"]);
    ok(&db, &["recover"]);
    ok(&db, &["status", "Ann"]);
}
