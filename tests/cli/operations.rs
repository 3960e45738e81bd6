//! The `overseer` binary as an operator runs it: `--help` and `--version`
//! without configuration, `backup` while another process writes, and the
//! refusals of `migrate --from --to` that must come before anything is opened.

use std::io::{BufRead as _, BufReader, Write as _};
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_overseer");

/// Runs the binary in `dir` with a clean environment of settings plus `env`.
fn run_in(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut command = Command::new(BIN);
    command.current_dir(dir).args(args);
    for name in [
        "DATABASE_URL",
        "DISCORD_TOKEN",
        "DEFAULT_LOCALE",
        "SHARDS",
        "LOG_FORMAT",
    ] {
        command.env_remove(name);
    }
    command.envs(env.iter().copied());
    command.output().expect("overseer runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn help_and_version_work_without_configuration_and_with_a_broken_database_url() {
    let dir = tempfile::tempdir().expect("temp dir");
    for env in [&[][..], &[("DATABASE_URL", "mysql://nobody@nowhere/x")][..]] {
        let out = run_in(dir.path(), &["--version"], env);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        assert_eq!(
            stdout(&out),
            format!("overseer {}\n", env!("CARGO_PKG_VERSION"))
        );
        for args in [&["--help"][..], &["help"][..], &["-h"][..]] {
            let out = run_in(dir.path(), args, env);
            assert_eq!(out.status.code(), Some(0), "{args:?}: {}", stderr(&out));
            let text = stdout(&out);
            for word in [
                "serve",
                "cli",
                "migrate",
                "backup",
                "DISCORD_TOKEN",
                "LOG_FORMAT",
            ] {
                assert!(
                    text.contains(word),
                    "{args:?} does not mention {word}:\n{text}"
                );
            }
        }
        for sub in ["serve", "cli", "migrate", "backup"] {
            let out = run_in(dir.path(), &["help", sub], env);
            assert_eq!(out.status.code(), Some(0), "help {sub}: {}", stderr(&out));
            assert!(stdout(&out).contains(&format!("Usage: overseer {sub}")));
        }
    }
    // Nothing was created on the way.
    assert_eq!(std::fs::read_dir(dir.path()).expect("dir").count(), 0);

    // A .env that cannot be read does not stop help either; anything else is
    // refused with one line.
    std::fs::write(
        dir.path().join(".env"),
        "DISCORD_TOKEN=x\nthis is not a setting\n",
    )
    .expect("write .env");
    let out = run_in(dir.path(), &["--help"], &[]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let out = run_in(dir.path(), &["--version"], &[]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let out = run_in(dir.path(), &["migrate"], &[]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(stderr(&out).lines().count(), 1, "{}", stderr(&out));
    assert!(
        stderr(&out).starts_with("overseer: could not read .env: "),
        "{}",
        stderr(&out)
    );
    std::fs::remove_file(dir.path().join(".env")).expect("remove .env");

    // A command that needs the configuration still refuses a broken one: one
    // line, exit 2.
    let out = run_in(
        dir.path(),
        &["migrate"],
        &[("DATABASE_URL", "mysql://x@y/z")],
    );
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(stderr(&out).lines().count(), 1, "{}", stderr(&out));
    assert!(stderr(&out).starts_with("overseer: DATABASE_URL has an invalid value"));
    // An unknown subcommand is a usage error: exit 2.
    let out = run_in(dir.path(), &["fly"], &[]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("unrecognized subcommand 'fly'"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn the_words_after_cli_reach_the_command_language_untouched() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("c.db");
    let db = db.to_str().expect("utf-8");
    let out = run_in(dir.path(), &["cli", "--db", db, "--seed", "3", "init"], &[]);
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
    // Options after the command are the command's (here: one it does not know),
    // answered by the command language in JSON, not by the binary's parser.
    let out = run_in(
        dir.path(),
        &["cli", "--db", db, "roll", "2d6", "--help"],
        &[],
    );
    assert_eq!(out.status.code(), Some(1));
    let v: Value = serde_json::from_str(stdout(&out).trim()).expect("one JSON object");
    assert_eq!(v["ok"], false);
    assert_eq!(v["command"], "roll");
    assert_eq!(v["error"], "unknown_option");
    // `-` (batch) is a word too.
    let mut child = Command::new(BIN)
        .args(["cli", "--db", db, "--seed", "3", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("starts");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(b"roll 1d6\n")
        .expect("write");
    let out = child.wait_with_output().expect("runs");
    let v: Value = serde_json::from_str(stdout(&out).trim()).expect("one JSON object");
    assert_eq!(v["command"], "roll");
    assert_eq!(v["ok"], true);
}

#[test]
fn migrate_refuses_a_missing_source_and_creates_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = run_in(
        dir.path(),
        &[
            "migrate",
            "--from",
            "sqlite://missing.db",
            "--to",
            "sqlite://new.db",
        ],
        &[],
    );
    assert_eq!(out.status.code(), Some(2), "{}", stdout(&out));
    assert_eq!(
        stderr(&out),
        "overseer: migrate: the source database sqlite://missing.db does not exist\n"
    );
    assert_eq!(
        std::fs::read_dir(dir.path()).expect("dir").count(),
        0,
        "nothing created"
    );
}

#[test]
fn migrate_refuses_an_option_given_twice() {
    let dir = tempfile::tempdir().expect("temp dir");
    for args in [
        &[
            "migrate",
            "--from",
            "sqlite://a.db",
            "--from",
            "sqlite://b.db",
            "--to",
            "sqlite://c.db",
        ][..],
        &[
            "migrate",
            "--from",
            "sqlite://a.db",
            "--to",
            "sqlite://b.db",
            "--to=sqlite://c.db",
        ][..],
        &[
            "migrate",
            "--from",
            "sqlite://a.db",
            "--to",
            "sqlite://b.db",
            "--force",
            "--force",
        ][..],
    ] {
        let out = run_in(dir.path(), args, &[]);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(
            stderr(&out).contains("cannot be used multiple times"),
            "{args:?}: {}",
            stderr(&out)
        );
    }
    assert_eq!(
        std::fs::read_dir(dir.path()).expect("dir").count(),
        0,
        "nothing created"
    );
}

#[test]
fn migrate_refuses_the_same_sqlite_file_named_two_ways_at_once() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = run_in(dir.path(), &["cli", "--db", "camp.db", "init"], &[]);
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
    std::os::unix::fs::symlink("camp.db", dir.path().join("link.db")).expect("symlink");
    std::fs::create_dir(dir.path().join("sub")).expect("mkdir");
    let absolute = format!("sqlite://{}", dir.path().join("camp.db").display());
    let pairs = [
        ("sqlite://camp.db", absolute.as_str()),
        ("sqlite://camp.db", "sqlite:camp.db"),
        ("sqlite:camp.db", "sqlite://./camp.db"),
        ("sqlite://camp.db", "sqlite://link.db"),
        ("sqlite://camp.db", "sqlite://sub/../camp.db"),
        ("sqlite://camp.db", "sqlite://camp.db?mode=rwc"),
        ("sqlite://camp.db", "sqlite://camp.db"),
    ];
    for (from, to) in pairs {
        let started = Instant::now();
        let out = run_in(dir.path(), &["migrate", "--from", from, "--to", to], &[]);
        assert_eq!(out.status.code(), Some(2), "{from} {to}: {}", stdout(&out));
        assert_eq!(
            stderr(&out),
            format!(
                "overseer: migrate: --from and --to name the same database ({from} and {to})\n"
            )
        );
        assert!(
            started.elapsed() < Duration::from_secs(4),
            "{from} {to}: refused at once"
        );
    }
    // Two different files are copied.
    let out = run_in(
        dir.path(),
        &[
            "migrate",
            "--from",
            "sqlite://camp.db",
            "--to",
            "sqlite://sub/copy.db",
        ],
        &[],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        "copied 1 campaigns, 0 co-GMs, 0 history states, 1 log entries, 0 Luck re-rolls from \
         sqlite://camp.db to sqlite://sub/copy.db; the counts match\n"
    );
}

/// The campaign `local` of a SQLite file, exported by the CLI.
fn export(dir: &Path, db: &str) -> Value {
    let out = run_in(dir, &["cli", "--db", db, "export"], &[]);
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
    let v: Value = serde_json::from_str(stdout(&out).trim()).expect("JSON");
    v["export"].clone()
}

#[test]
fn backup_takes_a_consistent_copy_while_another_process_writes() {
    let dir = tempfile::tempdir().expect("temp dir");
    let setup = "init\nadd-player 1 Jake \"Jake Miller\" \"Vault Dweller\" 6 7 5 4 6 8 4 \"Small Guns\" Sneak Lockpick\n";
    let mut child = Command::new(BIN)
        .current_dir(dir.path())
        .args(["cli", "--db", "live.db", "-"])
        .env_remove("DATABASE_URL")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("starts");
    let mut input = child.stdin.take().expect("stdin");
    input.write_all(setup.as_bytes()).expect("write");
    // A writer keeps giving Jake one cap after another until told to stop.
    let stop = Arc::new(AtomicBool::new(false));
    let writer = {
        let stop = Arc::clone(&stop);
        std::thread::spawn(move || {
            while !stop.load(Ordering::Relaxed) {
                if input.write_all(b"caps Jake 1\n").is_err() {
                    break;
                }
                let _ = input.flush();
            }
            // Dropping stdin ends the batch.
        })
    };
    // A reader takes every reply as it comes (a batch blocked on a full stdout
    // would stop reading its stdin) and reports how many were answered.
    let (answers, answered_rx) = std::sync::mpsc::channel::<usize>();
    let replies = BufReader::new(child.stdout.take().expect("stdout"));
    let reader = std::thread::spawn(move || {
        let mut answered = 0;
        for line in replies.lines() {
            let line = line.expect("readable");
            let v: Value = serde_json::from_str(&line).expect("JSON");
            assert_eq!(v["ok"], true, "{line}");
            answered += 1;
            let _ = answers.send(answered);
        }
        answered
    });
    let wait_for = |n: usize| loop {
        let answered = answered_rx.recv().expect("the batch answers");
        if answered >= n {
            return answered;
        }
    };
    // The campaign exists and has taken some caps.
    wait_for(2 + 50);
    let out = run_in(
        dir.path(),
        &["backup", "backup.db"],
        &[("DATABASE_URL", "sqlite://live.db")],
    );
    // More caps after the backup, so the writer ran on throughout.
    let after_backup = wait_for(0);
    wait_for(after_backup + 50);
    stop.store(true, Ordering::Relaxed);
    writer.join().expect("writer");
    let answered = reader.join().expect("reader");
    assert!(child.wait().expect("batch ends").success());
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let printed = stdout(&out);
    assert!(
        printed.starts_with("backed up sqlite://live.db to backup.db (1 campaigns, "),
        "{printed}"
    );
    assert!(
        printed.ends_with(" bytes, integrity check ok)\n"),
        "{printed}"
    );

    // The copy is one moment of the database: the caps on the sheet are the
    // caps the log recorded, the version counts every command, and it is
    // neither the start nor the end.
    let caps_of = |doc: &Value| {
        let logged = doc["log"]
            .as_array()
            .expect("log")
            .iter()
            .filter(|e| e["command"] == "caps")
            .count() as u64;
        (
            doc["state"]["players"][0]["caps"].as_u64().expect("caps"),
            logged,
        )
    };
    let copy = export(dir.path(), "backup.db");
    let live = export(dir.path(), "live.db");
    let (caps, caps_logged) = caps_of(&copy);
    let (caps_live, caps_logged_live) = caps_of(&live);
    assert_eq!(
        caps_logged_live as usize,
        answered - 2,
        "every cap was logged"
    );
    assert_eq!(
        caps - caps_logged,
        caps_live - caps_logged_live,
        "sheet and log agree in the copy"
    );
    assert!(
        caps_logged >= 50,
        "the copy has the caps given before it: {caps_logged}"
    );
    assert!(
        caps < caps_live,
        "the copy is not the end: {caps} of {caps_live}"
    );
    assert_eq!(
        copy["version"].as_u64(),
        Some(live["version"].as_u64().expect("version") - (caps_live - caps)),
        "the copy's version counts exactly its commands"
    );
}

#[test]
fn backup_never_overwrites_and_never_creates_a_source() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = run_in(dir.path(), &["cli", "--db", "camp.db", "init"], &[]);
    assert_eq!(out.status.code(), Some(0));
    std::fs::write(dir.path().join("taken.db"), b"keep me").expect("write");
    let out = run_in(
        dir.path(),
        &["backup", "taken.db"],
        &[("DATABASE_URL", "sqlite://camp.db")],
    );
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stderr(&out),
        "overseer: taken.db already exists; a backup never overwrites a file, name a new one\n"
    );
    assert_eq!(
        std::fs::read(dir.path().join("taken.db")).expect("read"),
        b"keep me"
    );

    let out = run_in(
        dir.path(),
        &["backup", "b.db"],
        &[("DATABASE_URL", "sqlite://missing.db")],
    );
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        stderr(&out),
        "overseer: the database sqlite://missing.db does not exist: nothing to back up\n"
    );
    assert!(!dir.path().join("missing.db").exists());
    assert!(!dir.path().join("b.db").exists());
}

#[test]
fn backup_of_a_postgresql_database_gives_the_pg_dump_line_and_connects_to_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = run_in(
        dir.path(),
        &["backup", "overseer.dump"],
        &[(
            "DATABASE_URL",
            "postgres://overseer:s3cret@127.0.0.1:9/overseer",
        )],
    );
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stderr(&out),
        "overseer: postgres://overseer:***@127.0.0.1:9/overseer is a PostgreSQL database; back it \
         up with PostgreSQL's own tool, e.g. pg_dump --format=custom --file=overseer.dump \
         --dbname='postgres://overseer:***@127.0.0.1:9/overseer' (with the real password; restore \
         with pg_restore --clean --if-exists --dbname=URL overseer.dump)\n"
    );
    assert_eq!(std::fs::read_dir(dir.path()).expect("dir").count(), 0);
}

#[test]
fn check_reads_every_page_and_refuses_a_damaged_file_with_the_way_to_recover() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = run_in(dir.path(), &["cli", "--db", "camp.db", "init"], &[]);
    assert_eq!(out.status.code(), Some(0));
    let db = [("DATABASE_URL", "sqlite://camp.db")];
    let out = run_in(dir.path(), &["check"], &db);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let said = stdout(&out);
    let ms = said
        .strip_prefix("database ok: sqlite://camp.db (every page checked in ")
        .and_then(|rest| rest.strip_suffix(" ms)\n"))
        .unwrap_or_else(|| panic!("{said:?}"));
    assert!(ms.parse::<u64>().is_ok(), "{said:?}");

    // Garbage over the header page: not a database any more.
    let path = dir.path().join("camp.db");
    let mut bytes = std::fs::read(&path).expect("read");
    bytes[..100].fill(0xA5);
    std::fs::write(&path, &bytes).expect("damage");
    let out = run_in(dir.path(), &["check"], &db);
    assert_eq!(out.status.code(), Some(1), "{}", stdout(&out));
    let refusal = stderr(&out);
    assert!(
        refusal.starts_with("overseer: the database sqlite://camp.db is damaged (PRAGMA quick_check: file is not a database)"),
        "{refusal}"
    );
    assert!(
        refusal.contains(r#"sqlite3 overseer.db ".recover""#),
        "{refusal}"
    );
    assert_eq!(std::fs::read(&path).expect("read again"), bytes);

    let out = run_in(
        dir.path(),
        &["check"],
        &[("DATABASE_URL", "sqlite://missing.db")],
    );
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        stderr(&out),
        "overseer: the database sqlite://missing.db does not exist: nothing to check\n"
    );
    assert!(!dir.path().join("missing.db").exists());
}
