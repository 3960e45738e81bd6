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
