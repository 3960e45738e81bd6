//! `--secret` on the command line: a GM's secret roll or blind check typed
//! in a script. The command line has one reader, so the numbers are printed;
//! the line's log entry is marked secret, exports keep the mark (also
//! through an import), and a player's view of the log leaves the entry out.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

use overseer::session::{CampaignKey, Session};
use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_overseer");

/// Runs `overseer cli --db DB --seed 7 <args>` with `stdin`; one JSON value per line.
fn run(db: &Path, args: &[&str], stdin: &str) -> (Vec<Value>, i32) {
    let mut child = Command::new(BIN)
        .arg("cli")
        .arg("--db")
        .arg(db)
        .args(["--seed", "7"])
        .args(args)
        .env_remove("DATABASE_URL")
        .env_remove("DEFAULT_LOCALE")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("binary starts");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("write stdin");
    let out = child.wait_with_output().expect("binary runs");
    let text = String::from_utf8(out.stdout).expect("utf-8");
    let lines = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    (lines, out.status.code().unwrap_or(-1))
}

/// The secret marks of an export's log, in order.
fn marks(export: &Value) -> Vec<(String, bool)> {
    export["log"]
        .as_array()
        .expect("a log")
        .iter()
        .map(|e| {
            (
                e["command"].as_str().unwrap_or_default().to_owned(),
                e["secret"].as_bool().unwrap_or(false),
            )
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_secret_line_prints_its_numbers_and_marks_its_log_entry() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("s.db");
    let (lines, code) = run(
        &db,
        &["-"],
        "init\nadd-player 1 Jake Jake Vault 5 6 5 4 6 7 7 Lockpick Sneak Barter\n\
         check Jake PER Lockpick 1 --secret\ncheck Jake PER Lockpick 1\n",
    );
    assert_eq!((code, lines.len()), (0, 4), "{lines:#?}");
    let secret = &lines[2];
    assert_eq!(secret["ok"], true, "{secret}");
    assert_eq!(secret["secret"], true, "{secret}");
    // The one reader sees the numbers: the dice are in the reply.
    assert!(secret.to_string().contains("\"dice\""), "{secret}");
    assert_eq!(lines[3].get("secret"), None, "{}", lines[3]);
    assert_eq!(lines[1].get("secret"), None, "{}", lines[1]);

    let file = dir.path().join("backup.json");
    let file_arg = file.to_str().expect("utf-8 path");
    let (out, code) = run(&db, &["export", file_arg], "");
    assert_eq!(code, 0, "{out:#?}");
    let export: Value =
        serde_json::from_slice(&std::fs::read(&file).expect("written")).expect("JSON");
    let expected = vec![
        ("init".to_owned(), false),
        ("add-player".to_owned(), false),
        ("check".to_owned(), true),
        ("check".to_owned(), false),
    ];
    assert_eq!(marks(&export), expected);

    // The mark survives an import into another campaign.
    let (out, code) = run(&db, &["--campaign", "copy", "import", file_arg], "");
    assert_eq!(code, 0, "{out:#?}");
    let again = dir.path().join("again.json");
    let again_arg = again.to_str().expect("utf-8 path");
    let (out, code) = run(&db, &["--campaign", "copy", "export", again_arg], "");
    assert_eq!(code, 0, "{out:#?}");
    let export: Value =
        serde_json::from_slice(&std::fs::read(&again).expect("written")).expect("JSON");
    let mut imported = expected.clone();
    imported.push(("import".to_owned(), false));
    assert_eq!(marks(&export), imported);

    // A GM's log has all four entries, the secret one marked; a player's
    // leaves it out and is still as long as asked when it can be.
    let session = Session::open(&format!("sqlite://{}", db.display()))
        .await
        .expect("open");
    let key = CampaignKey::local("local");
    let gm = session.log_seen(key, 10, true).await.expect("log");
    let seen: Vec<(String, bool)> = gm.iter().map(|(e, s)| (e.command.clone(), *s)).collect();
    assert_eq!(seen, expected);
    let player = session.log_seen(key, 10, false).await.expect("log");
    let seen: Vec<&str> = player.iter().map(|(e, _)| e.command.as_str()).collect();
    assert_eq!(seen, ["init", "add-player", "check"]);
    assert!(player.iter().all(|(_, secret)| !secret));
    let newest = session.log_seen(key, 2, false).await.expect("log");
    let seen: Vec<&str> = newest.iter().map(|(e, _)| e.command.as_str()).collect();
    assert_eq!(seen, ["add-player", "check"]);
}

#[test]
fn the_enemies_setting_is_read_and_set_on_the_command_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("e.db");
    let (lines, code) = run(
        &db,
        &["-"],
        "init\nenemies\nenemies BANDS\nenemies\nenemies loud\nenemies hidden now\n",
    );
    assert_eq!((code, lines.len()), (1, 6), "{lines:#?}");
    assert_eq!(lines[1]["enemies"], "shown", "{}", lines[1]);
    assert_eq!(lines[1]["changed"], false, "{}", lines[1]);
    assert_eq!(
        lines[1]["message"],
        "The channel sees every number of the enemies."
    );
    assert_eq!(lines[2]["enemies"], "bands", "{}", lines[2]);
    assert_eq!(lines[2]["changed"], true, "{}", lines[2]);
    assert_eq!(lines[3]["enemies"], "bands", "{}", lines[3]);
    assert_eq!(lines[3]["changed"], false, "{}", lines[3]);
    // A word that is no setting, or more than one: refused, nothing changed.
    assert_eq!(lines[4]["ok"], false, "{}", lines[4]);
    assert_eq!(lines[4]["error"], "unknown_setting", "{}", lines[4]);
    assert_eq!(
        lines[4]["message"],
        "loud is not a setting: shown, bands or hidden."
    );
    assert_eq!(lines[4]["hint"], "enemies [shown|bands|hidden]");
    assert_eq!(lines[5]["error"], "too_many_words", "{}", lines[5]);
    let (after, code) = run(&db, &["--lang", "zh-CN", "enemies"], "");
    assert_eq!(code, 0, "{after:#?}");
    assert_eq!(after[0]["enemies"], "bands", "{}", after[0]);
    assert_eq!(
        after[0]["message"],
        "频道只能看到敌人生命值的档位（毫发无伤、受伤、重伤、濒死），看不到攻击和防御数值。"
    );
}

#[test]
fn gm_notes_are_written_on_the_command_line_and_travel_in_exports() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("n.db");
    let (lines, code) = run(
        &db,
        &["-"],
        "init\nenemy-note\nenemy-note \"Raider Boss\" Has the vault key\n\
         npc-note Moira sells stimpaks cheap\nnpc-note \"RAIDER BOSS\"\nenemy-note\n\
         enemy-note Nobody\nenemy-note Moira --clear\nenemy-note Moira --clear\n\
         enemy-note --clear\n",
    );
    assert_eq!((code, lines.len()), (1, 10), "{lines:#?}");
    assert_eq!(lines[1]["notes"], serde_json::json!([]), "{}", lines[1]);
    assert_eq!(lines[1]["message"], "There are no GM notes yet.");
    assert_eq!(
        lines[2]["message"],
        "Note on Raider Boss kept; only GMs read it."
    );
    assert_eq!(lines[2]["note"], "Has the vault key", "{}", lines[2]);
    assert_eq!(lines[3]["name"], "Moira", "{}", lines[3]);
    // One note per name, whatever the command or the case.
    assert_eq!(lines[4]["message"], "Raider Boss: Has the vault key");
    assert_eq!(
        lines[5]["notes"],
        serde_json::json!([
            { "name": "Moira", "note": "sells stimpaks cheap" },
            { "name": "Raider Boss", "note": "Has the vault key" },
        ]),
        "{}",
        lines[5]
    );
    assert_eq!(lines[5]["message"], "2 GM notes.");
    assert_eq!(lines[6]["error"], "no_note", "{}", lines[6]);
    assert_eq!(lines[6]["message"], "There is no note on Nobody.");
    assert_eq!(lines[7]["message"], "The note on Moira is deleted.");
    assert_eq!(lines[7]["existed"], true, "{}", lines[7]);
    assert_eq!(lines[8]["existed"], false, "{}", lines[8]);
    assert_eq!(lines[9]["ok"], false, "{}", lines[9]);

    // A note over 1,000 characters is refused; nothing changes.
    let long = format!("enemy-note Boss {}\n", "x".repeat(1001));
    let (refused, code) = run(&db, &["-"], &long);
    assert_eq!(code, 1, "{refused:#?}");
    assert_eq!(refused[0]["error"], "bad_text", "{}", refused[0]);

    // The export carries the notes; an import into another campaign keeps them.
    let file = dir.path().join("notes.json");
    let file_arg = file.to_str().expect("utf-8 path");
    let (out, code) = run(&db, &["export", file_arg], "");
    assert_eq!(code, 0, "{out:#?}");
    let export: Value =
        serde_json::from_slice(&std::fs::read(&file).expect("written")).expect("JSON");
    assert_eq!(
        export["gm_notes"],
        serde_json::json!([{ "name": "Raider Boss", "note": "Has the vault key" }])
    );
    let (out, code) = run(&db, &["--campaign", "copy", "import", file_arg], "");
    assert_eq!(code, 0, "{out:#?}");
    let (notes, code) = run(&db, &["--campaign", "copy", "enemy-note"], "");
    assert_eq!(code, 0, "{notes:#?}");
    assert_eq!(
        notes[0]["notes"],
        serde_json::json!([{ "name": "Raider Boss", "note": "Has the vault key" }])
    );

    // A broken note in a file is named, and nothing is imported.
    let mut bad = export.clone();
    bad["gm_notes"][0]["note"] = Value::String(String::new());
    let bad_file = dir.path().join("bad.json");
    std::fs::write(&bad_file, bad.to_string()).expect("written");
    let bad_arg = bad_file.to_str().expect("utf-8 path");
    let (out, code) = run(&db, &["--campaign", "bad", "import", bad_arg], "");
    assert_eq!(code, 1, "{out:#?}");
    assert!(out[0].to_string().contains("gm_notes[0]"), "{}", out[0]);
    let (none, code) = run(&db, &["--campaign", "bad", "enemy-note"], "");
    assert_eq!(code, 1, "{none:#?}");
}
