//! An answer means the commit is on the disk, checked without trusting the
//! code: the command line runs under `strace`, which records every write to
//! the write-ahead log, every sync of it and every answer written to
//! standard output, with the files behind the descriptors (`-y`). At every
//! answer of a changing command, the log has been written since its line
//! was read and everything written to it has been synced.
//!
//! Without strace the tests say so and return, except under CI (CI=true),
//! where they fail: `.ci/run` installs it.

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_overseer");
const STRACE: &str = "/usr/bin/strace";

/// What the trace shows, in the order it happened.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Event {
    /// A line read from standard input.
    Read,
    /// A write to the write-ahead log.
    LogWrite,
    /// A sync of the write-ahead log, completed.
    LogSync,
    /// An answer written to standard output (its text).
    Answer(String),
}

fn strace_missing() -> bool {
    if Path::new(STRACE).exists() {
        return false;
    }
    assert!(
        std::env::var("CI").as_deref() != Ok("true"),
        "under CI the durability tests must run: {STRACE} is missing; .ci/run installs strace"
    );
    eprintln!("\n*** SKIPPED durability: no {STRACE}; apt-get install strace ***\n");
    true
}

fn cli(db: &Path) -> Command {
    let mut cmd = Command::new(BIN);
    cmd.arg("cli").arg("--db").arg(db).args(["--seed", "3"]);
    cmd.env_remove("DATABASE_URL").env_remove("DEFAULT_LOCALE");
    cmd
}

fn traced(db: &Path, trace: &Path) -> Command {
    let mut cmd = Command::new(STRACE);
    cmd.args(["-f", "-y", "-qq", "-s", "200", "-o"])
        .arg(trace)
        .args([
            "-e",
            "trace=read,write,pwrite64,pwritev,fsync,fdatasync",
            BIN,
            "cli",
            "--db",
        ])
        .arg(db)
        .args(["--seed", "3"]);
    cmd.env_remove("DATABASE_URL").env_remove("DEFAULT_LOCALE");
    cmd
}

fn set_up(db: &Path) {
    let mut child = cli(db)
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .expect("binary starts");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(b"init\nadd-player 1 Jake Jake Vault 5 6 5 4 6 7 7 Lockpick Sneak Barter\n")
        .expect("write");
    assert!(child.wait().expect("runs").success());
}

/// The events of a trace file. A call interrupted by another thread's
/// (`<unfinished ...>`, then `<... resumed>`) counts where it started,
/// except a sync, which counts where it completed.
fn events(trace: &str) -> Vec<Event> {
    let mut pending: HashMap<String, &str> = HashMap::new();
    let mut out = Vec::new();
    for line in trace.lines() {
        let Some((pid, call)) = line.split_once(' ') else {
            continue;
        };
        let call = call.trim_start();
        if let Some(resumed) = call.strip_prefix("<... ") {
            let sync =
                resumed.starts_with("fsync resumed") || resumed.starts_with("fdatasync resumed");
            if sync && pending.remove(pid) == Some("wal") && resumed.ends_with("= 0") {
                out.push(Event::LogSync);
            }
            continue;
        }
        let wal = call.contains("-wal>");
        let name = call.split('(').next().unwrap_or_default();
        match name {
            "fsync" | "fdatasync" if wal => {
                if call.ends_with("<unfinished ...>") {
                    pending.insert(pid.to_owned(), "wal");
                } else if call.ends_with("= 0") {
                    out.push(Event::LogSync);
                }
            }
            "pwrite64" | "pwritev" | "write" if wal => out.push(Event::LogWrite),
            "read" if call.starts_with("read(0<") && !call.ends_with("= 0") => {
                out.push(Event::Read);
            }
            "write" if call.starts_with("write(1<") => {
                // The quoted text, strace's escapes left in.
                let text = match (call.find('"'), call.rfind('"')) {
                    (Some(open), Some(close)) if close > open => &call[open + 1..close],
                    _ => "",
                };
                let text = text.replace("\\\"", "\"");
                out.push(Event::Answer(text));
            }
            _ => {}
        }
    }
    out
}

/// Checks every answer that carries `marker`: the log was written after the
/// line before it was read, and at the answer nothing written to the log is
/// unsynced. Returns how many answers were checked.
fn check(events: &[Event], marker: &str) -> usize {
    let mut unsynced = false;
    let mut written_since_read = false;
    let mut checked = 0;
    for (at, event) in events.iter().enumerate() {
        match event {
            Event::Read => written_since_read = false,
            Event::LogWrite => {
                unsynced = true;
                written_since_read = true;
            }
            Event::LogSync => unsynced = false,
            Event::Answer(text) if text.contains(marker) => {
                assert!(
                    written_since_read,
                    "answer {checked} at event {at} came before its commit reached the log: {events:?}"
                );
                assert!(
                    !unsynced,
                    "answer {checked} at event {at} came before the log was synced: {events:?}"
                );
                checked += 1;
            }
            Event::Answer(_) => {}
        }
    }
    checked
}

#[test]
fn every_answer_of_a_batch_comes_after_the_sync_of_the_log_that_holds_it() {
    if strace_missing() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("durable.db");
    set_up(&db);
    let trace = dir.path().join("batch.trace");
    let mut child = traced(&db, &trace)
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("strace starts");
    let mut stdin = child.stdin.take().expect("stdin");
    let mut answers = BufReader::new(child.stdout.take().expect("stdout"));
    // One line at a time, each answered before the next is written.
    for caps in 1..=5 {
        writeln!(stdin, "caps Jake {caps}").expect("write a line");
        stdin.flush().expect("flush");
        let mut answer = String::new();
        answers.read_line(&mut answer).expect("an answer");
        assert!(answer.contains("\"ok\":true"), "{answer}");
    }
    drop(stdin);
    assert!(child.wait().expect("strace runs").success());
    let events = events(&std::fs::read_to_string(&trace).expect("trace"));
    assert_eq!(check(&events, "\"ok\":true"), 5, "{events:?}");
}

#[test]
fn a_one_shot_command_answers_after_the_sync_of_the_log_that_holds_it() {
    if strace_missing() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("durable.db");
    set_up(&db);
    let trace = dir.path().join("one.trace");
    let out = traced(&db, &trace)
        .args(["caps", "Jake", "40"])
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .output()
        .expect("strace runs");
    assert!(out.status.success(), "{out:?}");
    let mut events = vec![Event::Read];
    events.extend(events_of(&trace));
    assert_eq!(check(&events, "Jake"), 1, "{events:?}");
    let status = cli(&db).args(["status", "Jake"]).output().expect("status");
    assert!(
        String::from_utf8_lossy(&status.stdout).contains("40"),
        "{status:?}"
    );
}

fn events_of(trace: &Path) -> Vec<Event> {
    events(&std::fs::read_to_string(trace).expect("trace"))
}

/// Jake's caps as `status Jake` reads them.
fn caps_of(db: &Path) -> u64 {
    let out = cli(db).args(["status", "Jake"]).output().expect("status");
    let answer: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    answer["character"]["caps"].as_u64().expect("caps")
}

#[test]
fn a_batch_killed_in_the_middle_of_a_group_loses_nothing_it_answered() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("killed.db");
    set_up(&db);
    let mut child = cli(&db)
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("binary starts");
    let mut stdin = child.stdin.take().expect("stdin");
    // Lines come faster than they commit: they are answered by groups.
    let writer = std::thread::spawn(move || {
        for _ in 0..20_000 {
            if writeln!(stdin, "caps Jake 1").is_err() {
                break;
            }
        }
    });
    let mut answers = BufReader::new(child.stdout.take().expect("stdout"));
    let mut newest = 0;
    for _ in 0..700 {
        let mut answer = String::new();
        answers.read_line(&mut answer).expect("an answer");
        let answer: serde_json::Value = serde_json::from_str(&answer).expect("JSON");
        assert_eq!(answer["ok"], true, "{answer}");
        newest = answer["caps"].as_u64().expect("caps");
    }
    child.kill().expect("SIGKILL");
    child.wait().expect("killed");
    drop(answers);
    writer.join().expect("writer");
    assert_eq!(newest, 800, "700 answers of one cap each");
    let stored = caps_of(&db);
    assert!(
        stored >= newest,
        "the last answer said {newest} caps; the file has {stored}"
    );
}

/// `overseer SUBCOMMAND` on `db` (`check`, `backup FILE`) through DATABASE_URL.
fn overseer(db: &Path, args: &[&str]) -> std::process::Output {
    let out = Command::new(BIN)
        .args(args)
        .env("DATABASE_URL", format!("sqlite://{}", db.display()))
        .env_remove("DEFAULT_LOCALE")
        .output()
        .expect("binary runs");
    assert!(out.status.success(), "{args:?}: {out:?}");
    out
}

/// The size of `db`'s write-ahead log (0 when there is none).
fn log_size(db: &Path) -> u64 {
    let mut wal = db.as_os_str().to_owned();
    wal.push("-wal");
    std::fs::metadata(wal).map_or(0, |m| m.len())
}

/// Copies `db` (and, with `log`, its `-wal`) to `to`.
fn copy_file(db: &Path, to: &Path, log: bool) {
    std::fs::copy(db, to).expect("copy the file");
    if log {
        let mut from = db.as_os_str().to_owned();
        from.push("-wal");
        let mut wal = to.as_os_str().to_owned();
        wal.push("-wal");
        std::fs::copy(from, wal).expect("copy the log");
    }
}

/// A one-shot command leaves the write-ahead log beside the file, synced,
/// with the command in it (no checkpoint on the way out). The next process
/// reads it; so do `overseer backup` and a copy made with the log, while a
/// copy of the file alone lacks it; `overseer check` moves it into the file.
#[test]
fn a_one_shot_leaves_its_command_in_the_log_and_backup_check_and_a_copy_with_the_log_hold_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("kept.db");
    set_up(&db);
    overseer(&db, &["check"]);
    assert_eq!(log_size(&db), 0, "check empties the log");
    let before = caps_of(&db);
    let out = cli(&db)
        .args(["caps", "Jake", "40"])
        .output()
        .expect("caps");
    assert!(out.status.success(), "{out:?}");
    assert!(log_size(&db) > 0, "the one-shot left its log");
    assert_eq!(caps_of(&db), before + 40, "the next process reads the log");

    let alone = dir.path().join("alone.db");
    copy_file(&db, &alone, false);
    assert_eq!(
        caps_of(&alone),
        before,
        "the file alone lacks the log's commands"
    );
    let with_log = dir.path().join("with-log.db");
    copy_file(&db, &with_log, true);
    assert_eq!(caps_of(&with_log), before + 40);

    let backup = dir.path().join("backup.db");
    let out = overseer(&db, &["backup", backup.to_str().expect("path")]);
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("integrity check ok"),
        "{out:?}"
    );
    assert_eq!(log_size(&backup), 0, "a backup is one file");
    assert_eq!(caps_of(&backup), before + 40);

    overseer(&db, &["check"]);
    assert_eq!(log_size(&db), 0, "check moved the log into the file");
    let checked = dir.path().join("checked.db");
    copy_file(&db, &checked, false);
    assert_eq!(caps_of(&checked), before + 40);
}

/// A one-shot command killed (SIGKILL) as soon as it answered loses nothing.
#[test]
fn a_one_shot_killed_after_its_answer_loses_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("killed-one.db");
    set_up(&db);
    let before = caps_of(&db);
    for round in 1..=5 {
        let mut child = cli(&db)
            .args(["caps", "Jake", "3"])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("binary starts");
        let mut answer = String::new();
        BufReader::new(child.stdout.take().expect("stdout"))
            .read_line(&mut answer)
            .expect("an answer");
        // Killed before it closes the database, if it has not yet.
        child.kill().expect("SIGKILL");
        child.wait().expect("killed");
        let answer: serde_json::Value = serde_json::from_str(&answer).expect("JSON");
        assert_eq!(answer["caps"], before + 3 * round, "{answer}");
        assert_eq!(caps_of(&db), before + 3 * round, "round {round}");
    }
}

/// A command-line process copies its log into the file when it passes
/// `CLI_CHECKPOINT_PAGES` (100 pages), so the log it leaves for the next
/// process to read stays short: after 2,000 batch lines, and through a run
/// of one-shot commands, it stays under 200 pages (SQLite's own default,
/// 1,000 pages, would leave up to 4 MB; and one-shots alone never restart it).
#[test]
fn a_command_line_process_leaves_a_short_log() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("short.db");
    set_up(&db);
    let before = caps_of(&db);
    let mut child = cli(&db)
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("binary starts");
    let lines = "caps Jake 1\nstatus Jake\n".repeat(1000);
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(lines.as_bytes())
        .expect("write");
    assert!(child.wait().expect("runs").success());
    let pages = log_size(&db) / (4096 + 24);
    assert!(pages < 200, "{pages} pages in the log");
    assert_eq!(caps_of(&db), before + 1000);
    // One-shot commands: each appends to the log the one before left, and
    // the one that finds it past 100 pages empties it into the file.
    let (mut longest, mut emptied, mut last) = (0, 0, log_size(&db));
    for _ in 0..30 {
        let out = cli(&db).args(["caps", "Jake", "1"]).output().expect("caps");
        assert!(out.status.success(), "{out:?}");
        let now = log_size(&db);
        longest = longest.max(now / (4096 + 24));
        if now < last {
            emptied += 1;
        }
        last = now;
    }
    assert!(longest > 0 && longest < 200, "{longest} pages in the log");
    assert!(emptied > 0, "30 one-shots never emptied the log");
    assert_eq!(caps_of(&db), before + 1030);
}
