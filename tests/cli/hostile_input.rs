//! Hostile input through the `overseer cli` binary, in every game: names that
//! only look like a name in use, invisible characters and emoji sequences,
//! counts too big for 64 bits, in-memory databases, an enemy taking a
//! character's name, and a setting set to the value it already has.

use overseer::games::wasteland::session::WastelandSession as _;
use std::io::Write as _;
use std::path::Path;
use std::process::{Command, Stdio};

use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_overseer");

/// Runs `overseer cli --db <db> --seed 1 <global> -` with `script` on stdin:
/// one JSON reply per line, and the exit code.
fn batch_with(db: &str, global: &[&str], script: &str) -> (Vec<Value>, i32) {
    let mut child = Command::new(BIN)
        .args(["cli", "--db", db, "--seed", "1"])
        .args(global)
        .arg("-")
        .env_remove("DATABASE_URL")
        .env_remove("DEFAULT_LOCALE")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("overseer starts");
    // A batch refused before it reads its input (a bad --db) closes the pipe
    // first: the refusal is in its output, the broken pipe is no failure.
    match child
        .stdin
        .take()
        .expect("stdin")
        .write_all(script.as_bytes())
    {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => panic!("write the script: {e}"),
        _ => {}
    }
    let out = child.wait_with_output().expect("overseer runs");
    let text = String::from_utf8(out.stdout).expect("utf-8");
    let lines = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    (lines, out.status.code().unwrap_or(-1))
}

fn batch(db: &Path, script: &str) -> Vec<Value> {
    batch_with(db.to_str().expect("a UTF-8 path"), &[], script).0
}

/// The error code and message of a refused reply.
fn refusal(v: &Value) -> (&str, &str) {
    assert_eq!(v["ok"], false, "{v}");
    (
        v["error"].as_str().unwrap_or_default(),
        v["message"].as_str().unwrap_or_default(),
    )
}

/// The campaign's version as `status` reports it.
fn version(db: &Path) -> i64 {
    let out = batch(db, "status\n");
    out[0]["version"]
        .as_i64()
        .unwrap_or_else(|| panic!("{}", out[0]))
}

/// A fresh campaign of `ruleset` with one character named `name`, in a temp dir.
fn campaign(ruleset: &str, name: &str) -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("c.db");
    let add = match ruleset {
        "wasteland-2d20" => {
            format!("add-player 1 {name} {name} Vault 5 6 5 4 6 7 7 Lockpick Sneak Barter")
        }
        "fallout-2d20" => {
            format!("add-player 1 {name} {name} 6 6 6 5 6 6 5 small_guns sneak medicine")
        }
        "fallout-pnp" => {
            format!("add-player 1 {name} {name} 5 5 4 2 2 2 2 small_guns speech lockpick")
        }
        _ => format!("add-player 1 {name} {name} 3 2 4 1 0 3 -1 Stealth,Perception,Reflex"),
    };
    let out = batch(&db, &format!("init --ruleset {ruleset}\n{add}\n"));
    assert!(out.iter().all(|v| v["ok"] == true), "{out:#?}");
    (dir, db)
}

const GAMES: [&str; 4] = ["wasteland-2d20", "fallout-2d20", "fallout-pnp", "d20"];

/// Each game's command that adds one enemy of a template under a given name.
fn enemy_named(ruleset: &str, name: &str) -> String {
    match ruleset {
        "wasteland-2d20" => format!("enemy-add {name} Raider"),
        "fallout-2d20" => format!("creature-add Raider 1 {name}"),
        "fallout-pnp" => format!("enemy-add raider 1 {name}"),
        _ => format!("enemy-add bandit 1 {name}"),
    }
}

#[test]
fn a_name_that_only_looks_like_one_in_use_is_refused_in_every_game() {
    // "Jаke" with a Cyrillic а (U+0430).
    let lookalike = "J\u{430}ke";
    for ruleset in GAMES {
        let (_dir, db) = campaign(ruleset, "Jake");
        let before = version(&db);
        let add = match ruleset {
            "wasteland-2d20" => format!(
                "add-player 2 {lookalike} {lookalike} Vault 5 6 5 4 6 7 7 Lockpick Sneak Barter"
            ),
            "fallout-2d20" => format!(
                "add-player 2 {lookalike} {lookalike} 6 6 6 5 6 6 5 small_guns sneak medicine"
            ),
            "fallout-pnp" => format!(
                "add-player 2 {lookalike} {lookalike} 5 5 4 2 2 2 2 small_guns speech lockpick"
            ),
            _ => format!(
                "add-player 2 {lookalike} {lookalike} 3 2 4 1 0 3 -1 Stealth,Perception,Reflex"
            ),
        };
        let out = batch(
            &db,
            &format!("{add}\n{}\nstatus Jake\n", enemy_named(ruleset, lookalike)),
        );
        for refused in &out[..2] {
            assert_eq!(
                refusal(refused),
                (
                    "looks_like",
                    "The name J\u{430}ke looks the same as Jake, who is already here: choose a name that reads differently."
                ),
                "{ruleset}"
            );
        }
        // Typed exactly, the name still finds its character.
        assert_eq!(out[2]["ok"], true, "{ruleset}: {}", out[2]);
        assert_eq!(version(&db), before, "{ruleset}: nothing was saved");
    }
    // In Chinese, wholly.
    let (_dir, db) = campaign("wasteland-2d20", "Jake");
    let (out, _) = batch_with(
        db.to_str().expect("path"),
        &["--lang", "zh-CN"],
        &format!("{}\n", enemy_named("wasteland-2d20", lookalike)),
    );
    assert_eq!(
        refusal(&out[0]).1,
        "名字 J\u{430}ke 看起来与已有的 Jake 一模一样：请换一个看得出区别的名字。"
    );
}

#[test]
fn an_enemy_may_not_take_a_characters_name_in_any_game() {
    for ruleset in GAMES {
        let (_dir, db) = campaign(ruleset, "Jake");
        let out = batch(&db, &format!("{}\n", enemy_named(ruleset, "JAKE")));
        let (code, _) = refusal(&out[0]);
        assert_eq!(code, "duplicate_name", "{ruleset}: {}", out[0]);
    }
    // The wasteland says so in its words; a new character may not take an
    // enemy's name either (one namespace).
    let (_dir, db) = campaign("wasteland-2d20", "Jake");
    let out = batch(
        &db,
        "enemy-add jake 5 1d4 5 none\nturn\nturn\nenemy-add Sarah 5 1d4 5 none\n\
         add-player 2 Sarah Sarah Vault 5 6 5 4 6 7 7 Lockpick Sneak Barter\n",
    );
    assert_eq!(
        refusal(&out[0]),
        ("duplicate_name", "A character named Jake already exists.")
    );
    assert_eq!(out[3]["ok"], true, "{}", out[3]);
    assert_eq!(
        refusal(&out[4]),
        (
            "duplicate_enemy",
            "An enemy named Sarah is already on the field."
        )
    );
}

#[test]
fn counts_too_big_for_64_bits_are_out_of_range_never_names() {
    let big = "99999999999999999999";
    for (ruleset, line) in [
        ("wasteland-2d20", format!("enemy-add Raider x{big}")),
        ("fallout-2d20", format!("creature-add Raider {big}")),
        ("fallout-pnp", format!("enemy-add raider {big}")),
        ("d20", format!("enemy-add bandit {big}")),
    ] {
        let (_dir, db) = campaign(ruleset, "Jake");
        let before = version(&db);
        let out = batch(&db, &format!("{line}\n"));
        let (code, message) = refusal(&out[0]);
        assert_eq!(code, "out_of_range", "{ruleset}: {}", out[0]);
        // Quoted as typed, not as the 64-bit limit it was held at.
        assert!(message.contains(big), "{ruleset}: {message}");
        assert!(
            !message.contains("9223372036854775807"),
            "{ruleset}: {message}"
        );
        assert_eq!(version(&db), before, "{ruleset}");
    }
}

#[test]
fn invisible_characters_are_refused_and_emoji_sequences_kept() {
    let (_dir, db) = campaign("wasteland-2d20", "Jake");
    let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}";
    let out = batch(
        &db,
        &format!(
            "add-player 2 \"Kate\u{FE0F}\" Kate Vault 5 6 5 4 6 7 7 Lockpick Sneak Barter\n\
             add-player 2 Kate \"Ka\u{E0100}te\" Vault 5 6 5 4 6 7 7 Lockpick Sneak Barter\n\
             add-player 3 \"Kin {family}\" Kin Vault 5 6 5 4 6 7 7 Lockpick Sneak Barter\n"
        ),
    );
    assert_eq!(refusal(&out[0]).0, "forbidden_character", "{}", out[0]);
    assert_eq!(
        refusal(&out[1]),
        (
            "forbidden_character",
            "The concept \"Ka\u{FFFD}te\" holds the forbidden character U+E0100 (control, direction-changing or zero-width)."
        )
    );
    assert_eq!(out[2]["ok"], true, "{}", out[2]);
    assert_eq!(out[2]["character"]["name"], format!("Kin {family}"));
}

#[test]
fn an_in_memory_database_is_refused_like_an_empty_path() {
    for db in [
        ":memory:",
        "sqlite::memory:",
        "sqlite://:memory:",
        "sqlite://x.db?mode=memory",
    ] {
        let (out, code) = batch_with(db, &[], "init\n");
        assert_eq!(code, 2, "{db}: {out:?}");
        assert_eq!(refusal(&out[0]).0, "memory_database", "{db}");
        assert_eq!(
            out[0]["message"],
            format!("--db names an in-memory database (got {db:?}): every change would be lost at exit.")
        );
    }
    // DATABASE_URL likewise, for every subcommand.
    let out = Command::new(BIN)
        .args(["cli", "status"])
        .env("DATABASE_URL", "sqlite::memory:")
        .stdin(Stdio::null())
        .output()
        .expect("overseer runs");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr).trim(),
        "overseer: DATABASE_URL has an invalid value \"sqlite::memory:\": a database file: \
         an in-memory database loses every change at exit"
    );
}

#[test]
fn a_setting_set_to_its_current_value_commits_nothing() {
    let (_dir, db) = campaign("wasteland-2d20", "Jake");
    let out = batch(&db, "rule dodge on\n");
    assert_eq!(out[0]["ok"], true, "{}", out[0]);
    let before = version(&db);
    let out = batch(
        &db,
        "rule dodge on\nset weather overcast\nset weather overcast\n",
    );
    assert_eq!(
        refusal(&out[0]),
        ("already_set", "dodge is already on: nothing changed.")
    );
    assert_eq!(out[1]["ok"], true, "{}", out[1]);
    assert_eq!(
        refusal(&out[2]),
        (
            "already_set",
            "weather is already Overcast: nothing changed."
        )
    );
    assert_eq!(version(&db), before + 1, "only the one change was saved");
    // The undo step is the weather's, then dodge's: no step for the no-ops.
    let out = batch(&db, "recover\nrecover\nrule dodge off\n");
    assert!(out[..2].iter().all(|v| v["ok"] == true), "{out:#?}");
    assert_eq!(
        refusal(&out[2]),
        ("already_set", "dodge is already off: nothing changed.")
    );

    let (_dir, db) = campaign("fallout-pnp", "Jake");
    let before = version(&db);
    let (out, _) = batch_with(
        db.to_str().expect("path"),
        &["--lang", "zh-CN"],
        "setting half-points off\n",
    );
    assert_eq!(
        refusal(&out[0]),
        ("already_set", "half-points 已经是关闭状态，没有任何改变。")
    );
    assert_eq!(version(&db), before);
}

#[tokio::test]
async fn through_the_session_a_no_op_setting_leaves_no_version_log_or_undo_step() {
    use overseer::engine::rulesets::wasteland::command::Setting;
    use overseer::engine::rulesets::wasteland::house::HouseRule;
    use overseer::engine::rulesets::wasteland::{Command as Cmd, RuleError};
    use overseer::engine::SeededDice;
    use overseer::session::{CampaignKey, Session, SessionError};

    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("s.db").display());
    let session = Session::open(&url).await.expect("open");
    let key = CampaignKey {
        guild_id: 1,
        channel_id: 2,
    };
    session.start(key, 1, None).await.expect("start");
    let mut dice = SeededDice::from_seed(3);
    let on = Cmd::SetHouseRule {
        rule: HouseRule::Dodge,
        on: true,
    };
    let ran = session
        .run(key, 1, on.clone(), &mut dice)
        .await
        .expect("dodge on");
    let log = session.log(key, 100).await.expect("log").len();
    for command in [on, Cmd::Set(Setting::Shelter(false))] {
        let refused = session.run(key, 1, command, &mut dice).await;
        assert!(
            matches!(
                refused,
                Err(SessionError::Rule(ref rule))
                    if matches!(rule.downcast_ref(), Some(RuleError::AlreadySet { .. }))
            ),
            "{refused:?}"
        );
    }
    assert_eq!(
        session.shown(key).await.expect("shown").version,
        ran.version
    );
    assert_eq!(session.log(key, 100).await.expect("log").len(), log);
    // The one undo step is dodge's; the start before it has none.
    let undone = session.recover(key, 1).await.expect("undo dodge");
    assert_eq!(undone.undone, "rule");
    assert!(matches!(
        session.recover(key, 1).await,
        Err(SessionError::NothingToUndo)
    ));
}
