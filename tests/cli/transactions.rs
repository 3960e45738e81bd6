//! Batch mode's transactions: runs of game commands share one transaction
//! and are answered when it commits. Seen from outside, a batch answers and
//! stores exactly what one process per command would, answers each line
//! before waiting for the next, and shares the file with other writers.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_overseer");

fn cli(db: &Path) -> Command {
    let mut cmd = Command::new(BIN);
    cmd.arg("cli").arg("--db").arg(db).args(["--seed", "3"]);
    cmd.env_remove("DATABASE_URL").env_remove("DEFAULT_LOCALE");
    cmd
}

/// Runs `overseer cli --db DB --seed 3 <args>` with `stdin`; (JSON lines, exit code).
fn run(db: &Path, args: &[&str], stdin: &str) -> (Vec<Value>, i32) {
    let mut child = cli(db)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("binary starts");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("write stdin");
    let out = child.wait_with_output().expect("binary runs");
    let lines = String::from_utf8(out.stdout)
        .expect("utf-8")
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object per line"))
        .collect();
    (lines, out.status.code().unwrap_or(-1))
}

const SETUP: &str = "init\nadd-player 1 Jake Jake Vault 5 6 5 4 6 7 7 Lockpick Sneak Barter\n";

/// Changes, refusals and reads without dice (a process per command restarts
/// the seeded dice, a batch does not): enough changes that the undo history
/// (twenty states) wraps.
fn script() -> Vec<String> {
    (0..36)
        .map(|i| match i % 6 {
            0 => "hurt Nobody 1".to_owned(),
            1 => "status Jake".to_owned(),
            2 => format!("caps Jake {i}"),
            3 => "hurt Jake 2".to_owned(),
            4 => "heal Jake 1".to_owned(),
            _ => "rads Jake 1".to_owned(),
        })
        .collect()
}

#[test]
fn a_batch_answers_and_stores_exactly_what_one_process_per_command_does() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (single, batched) = (dir.path().join("single.db"), dir.path().join("batched.db"));
    run(&single, &["-"], SETUP);
    run(&batched, &["-"], SETUP);

    let mut one_by_one = Vec::new();
    for line in script() {
        let words: Vec<&str> = line.split(' ').collect();
        let (mut out, _) = run(&single, &words, "");
        assert_eq!(out.len(), 1, "{line}");
        one_by_one.push(out.remove(0));
    }
    let (in_batch, code) = run(&batched, &["-"], &(script().join("\n") + "\n"));
    assert_eq!(code, 1, "the refused lines make the batch exit 1");
    assert_eq!(in_batch, one_by_one);
    assert_eq!(
        in_batch[35]["version"],
        2 + 24,
        "24 changes after the start"
    );

    // The same log, and the same twenty states kept for undo.
    let log = |db: &Path| {
        let (mut out, _) = run(db, &["export"], "");
        let mut log = out.remove(0)["export"]["log"].take();
        for entry in log.as_array_mut().expect("log") {
            entry.as_object_mut().expect("entry").remove("at");
        }
        log
    };
    assert_eq!(log(&batched).as_array().map(Vec::len), Some(2 + 24));
    assert_eq!(log(&batched), log(&single));
    let undo = format!("{}status\n", "recover\n".repeat(21));
    let (after_single, _) = run(&single, &["-"], &undo);
    let (after_batch, _) = run(&batched, &["-"], &undo);
    assert_eq!(after_batch[19]["undone"], "caps");
    assert_eq!(after_batch[19]["remaining"], 0);
    assert_eq!(after_batch[20]["error"], "nothing_to_undo");
    assert_eq!(after_batch, after_single);
}

#[test]
fn a_batch_answers_each_line_before_the_next_one_arrives() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("talk.db");
    run(&db, &["-"], SETUP);
    let mut child = cli(&db)
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("binary starts");
    // A batch that waits for input before answering would hang this test:
    // the watchdog ends it instead.
    let (done, watch) = mpsc::channel::<()>();
    let pid = child.id();
    let watchdog = std::thread::spawn(move || {
        if watch.recv_timeout(Duration::from_secs(120)).is_err() {
            let _ = Command::new("kill").arg("-9").arg(pid.to_string()).status();
        }
    });
    let mut input = child.stdin.take().expect("stdin");
    let mut output = BufReader::new(child.stdout.take().expect("stdout"));
    // A Vault dweller starts with 100 caps.
    for (line, caps) in [
        ("caps Jake 5", 105),
        ("caps Jake 7", 112),
        ("caps Jake 1", 113),
    ] {
        writeln!(input, "{line}").expect("write");
        input.flush().expect("flush");
        let mut answer = String::new();
        output.read_line(&mut answer).expect("read");
        let answer: Value = serde_json::from_str(&answer)
            .unwrap_or_else(|e| panic!("no answer to {line:?} before the next line: {e}"));
        assert_eq!(answer["ok"], true, "{answer}");
        // Committed before it was answered: another process reads it.
        let (status, _) = run(&db, &["status", "Jake"], "");
        assert_eq!(status[0]["character"]["caps"], caps, "{}", status[0]);
    }
    drop(input);
    assert!(child.wait().expect("exits").success());
    let _ = done.send(());
    watchdog.join().expect("watchdog");
}

#[test]
fn two_batches_and_single_commands_on_one_campaign_lose_no_change() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("shared.db");
    run(&db, &["-"], SETUP);
    let lines = "caps Jake 1\n".repeat(400);
    let batches: Vec<_> = (0..2)
        .map(|_| {
            let (db, lines) = (db.clone(), lines.clone());
            std::thread::spawn(move || run(&db, &["-"], &lines))
        })
        .collect();
    for _ in 0..20 {
        let (out, code) = run(&db, &["caps", "Jake", "1"], "");
        assert_eq!(code, 0, "{out:?}");
    }
    for batch in batches {
        let (out, code) = batch.join().expect("batch");
        assert_eq!(code, 0);
        assert_eq!(out.len(), 400);
        assert!(out.iter().all(|v| v["ok"] == true));
    }
    let (status, _) = run(&db, &["status", "Jake"], "");
    // 100 caps to start (a Vault dweller) and one more for each of the 820 lines.
    assert_eq!(status[0]["character"]["caps"], 920, "{}", status[0]);
    let (export, _) = run(&db, &["export"], "");
    let caps_logged = export[0]["export"]["log"]
        .as_array()
        .expect("log")
        .iter()
        .filter(|e| e["command"] == "caps")
        .count();
    assert_eq!(caps_logged, 820);
}
