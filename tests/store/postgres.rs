//! The PostgreSQL store where it differs from one SQLite file: several processes
//! (real `overseer cli` processes, several pools) changing one campaign at once,
//! several processes migrating a new database at once, bad URLs, and `overseer
//! migrate --from --to` moving every campaign between SQLite and PostgreSQL with
//! its ids, history, log, co-GMs and pending re-rolls. One throwaway server for
//! the whole file (`tests/support/postgres.rs`), a fresh database per test.

use crate::store_common;
use overseer::games::wasteland::session::WastelandSession as _;

use std::process::{Command as Process, Output, Stdio};

use overseer::engine::rulesets::wasteland::Command;
use overseer::engine::{ScriptedDice, SeededDice};
use overseer::session::{RollState, Session, SessionError};
use overseer::store::{copy, Store};
use store_common::postgres::fresh_database;
use store_common::{count_rows, key, rich_campaign, run, sneak_check, started, temp_db};

const BIN: &str = env!("CARGO_BIN_EXE_overseer");

/// `overseer cli --db URL --campaign stress --actor ACTOR -` with `script` on stdin.
fn spawn_cli(url: &str, actor: usize, script: &str) -> std::process::Child {
    use std::io::Write as _;
    let mut child = Process::new(BIN)
        .args(["cli", "--db", url])
        .args(["--campaign", "stress", "--actor", &actor.to_string(), "-"])
        .env_remove("DATABASE_URL")
        .env_remove("DEFAULT_LOCALE")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("overseer starts");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(script.as_bytes())
        .expect("write the script");
    child
}

/// The JSON replies of a finished child, and its exit code.
fn replies(child: std::process::Child) -> (Vec<serde_json::Value>, i32) {
    let out = child.wait_with_output().expect("overseer runs");
    let stdout = String::from_utf8(out.stdout).expect("utf-8");
    let lines = stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    (lines, out.status.code().unwrap_or(-1))
}

/// Player A's caps and the campaign's version, read by one more process.
fn caps_and_version(url: &str) -> (u64, u64) {
    let (lines, code) = replies(spawn_cli(url, 0, "status A\n"));
    assert_eq!(code, 0, "{lines:?}");
    (
        lines[0]["character"]["caps"].as_u64().expect("caps"),
        lines[0]["version"].as_u64().expect("version"),
    )
}

/// Runs `overseer` with `args` and DATABASE_URL unset.
fn overseer(args: &[&str]) -> Output {
    Process::new(BIN)
        .args(args)
        .env_remove("DATABASE_URL")
        .stdin(Stdio::null())
        .output()
        .expect("overseer runs")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sixteen_cli_processes_of_100_caps_on_one_postgres_campaign_total_exactly() {
    const PROCS: usize = 16;
    const CMDS: usize = 100;
    let url = fresh_database().await;
    let setup = "init\nadd-player 100 A A Vault 5 5 5 5 5 5 10 Sneak Melee Repair\n";
    let (lines, code) = replies(spawn_cli(&url, 0, setup));
    assert_eq!(code, 0, "{lines:?}");
    let (caps_before, version_before) = caps_and_version(&url);
    let started = std::time::Instant::now();
    let script = "caps A 1\n".repeat(CMDS);
    let children: Vec<_> = (1..=PROCS)
        .map(|actor| spawn_cli(&url, actor, &script))
        .collect();
    let mut failures = Vec::new();
    for (i, child) in children.into_iter().enumerate() {
        let (lines, code) = replies(child);
        assert_eq!(lines.len(), CMDS, "process {i}: one reply per command");
        failures.extend(
            lines
                .iter()
                .filter(|line| line["ok"] != true)
                .map(|line| format!("process {i}: {line}")),
        );
        if failures.is_empty() {
            assert_eq!(code, 0, "process {i}");
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
    let (caps, version) = caps_and_version(&url);
    assert_eq!(caps, caps_before + (PROCS * CMDS) as u64);
    assert_eq!(version, version_before + (PROCS * CMDS) as u64);
    println!(
        "{PROCS} processes x {CMDS} caps on one PostgreSQL campaign: exact in {:.1} s",
        started.elapsed().as_secs_f64()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_pools_on_one_database_resolve_a_reroll_once_and_lose_no_command() {
    let url = fresh_database().await;
    // Two sessions are two processes as far as the database can tell: separate
    // pools, separate in-process locks.
    let first = Session::open(&url).await.expect("open");
    let second = Session::open(&url).await.expect("open again");
    started(&first, key(1)).await;
    // Leader d20s 15 and 16 (no success, no complication), then d100 = 5 <= LCK 10.
    let ran = first
        .run(
            key(1),
            1,
            sneak_check("A"),
            &mut ScriptedDice::new([15, 16, 5]),
        )
        .await
        .expect("check");
    let roll_id = ran.reroll_id.expect("a pending roll");
    let mut tasks = Vec::new();
    for i in 0..8 {
        let s = if i % 2 == 0 {
            first.clone()
        } else {
            second.clone()
        };
        tasks.push(tokio::spawn(async move {
            s.resolve_reroll(roll_id, 100, true, &mut ScriptedDice::new([3, 4, 3, 4]))
                .await
        }));
        // Commands on the same campaign from both "processes" meanwhile.
        let s = if i % 2 == 0 {
            second.clone()
        } else {
            first.clone()
        };
        tasks.push(tokio::spawn(async move {
            let caps = Command::Caps {
                player: "A".into(),
                amount: 1,
            };
            s.run(key(1), 2, caps, &mut SeededDice::from_seed(i))
                .await
                .map(|_| None)
        }));
    }
    let (mut rerolled, mut used) = (0, 0);
    for t in tasks {
        match t.await.expect("task") {
            Ok(Some(_)) => rerolled += 1,
            Ok(None) => {}
            Err(SessionError::RerollUsed) => used += 1,
            Err(e) => panic!("unexpected {e}"),
        }
    }
    assert_eq!((rerolled, used), (1, 7));
    assert_eq!(
        second.pending_roll(roll_id).await.expect("roll").state,
        RollState::Accepted
    );
    assert_eq!(
        first.campaign(key(1)).await.expect("load").players[0].caps,
        108
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn six_processes_migrating_a_new_postgres_database_at_once_all_succeed() {
    let url = fresh_database().await;
    let children: Vec<_> = (0..6)
        .map(|i| {
            let mut process = Process::new(BIN);
            if i % 2 == 0 {
                process.arg("migrate").env("DATABASE_URL", &url);
            } else {
                process
                    .args(["cli", "--db", &url])
                    .args(["--campaign", &format!("c{i}"), "init"])
                    .env_remove("DATABASE_URL");
            }
            process
                .stdin(Stdio::null())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .expect("overseer starts")
        })
        .collect();
    for (i, child) in children.into_iter().enumerate() {
        let out = child.wait_with_output().expect("overseer runs");
        assert!(
            out.status.success(),
            "process {i}: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let session = Session::open(&url).await.expect("open");
    assert_eq!(count_rows(&session, "campaigns").await, 3);
}

#[test]
fn a_bad_or_unreachable_database_url_is_one_clear_line_without_the_password() {
    // Nothing listens on port 9 of 127.0.0.1 (discard, not served here).
    let out = Process::new(BIN)
        .arg("migrate")
        .env(
            "DATABASE_URL",
            "postgres://overseer:s3cret@127.0.0.1:9/overseer",
        )
        .output()
        .expect("overseer runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains(
            "could not connect to the database postgres://overseer:***@127.0.0.1:9/overseer"
        ),
        "{stderr}"
    );
    assert!(!stderr.contains("s3cret"), "{stderr}");

    let out = Process::new(BIN)
        .arg("migrate")
        .env("DATABASE_URL", "mysql://x@y/z")
        .output()
        .expect("overseer runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("DATABASE_URL"));

    let out = overseer(&["migrate", "--from", "sqlite://a.db"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("both --from URL and --to URL"));
}

/// Every campaign's export (state, settings, co-GMs, whole log), by key.
async fn exports(
    session: &Session,
    keys: &[overseer::session::CampaignKey],
) -> Vec<serde_json::Value> {
    let mut all = Vec::new();
    for k in keys {
        all.push(session.export(*k).await.expect("export"));
    }
    all
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn migrate_copies_every_campaign_from_sqlite_to_postgres_and_back_with_ids_kept() {
    let (_dir, sqlite_url) = temp_db();
    let keys = [key(1), key(2), key(3)];
    let pending_id;
    {
        let source = Session::open(&sqlite_url).await.expect("open SQLite");
        rich_campaign(&source, key(1)).await;
        source.add_gm(key(1), 55).await.expect("co-GM");
        source.add_gm(key(1), 66).await.expect("co-GM");
        started(&source, key(2)).await;
        let ran = source
            .run(
                key(2),
                1,
                sneak_check("A"),
                &mut ScriptedDice::new([15, 16, 5]),
            )
            .await
            .expect("check");
        pending_id = ran.reroll_id.expect("a pending roll");
        started(&source, key(3)).await;
        for _ in 0..30 {
            run(&source, key(3), Command::Turn).await;
        }
        source.store().close().await;
    }
    let source = Session::open(&sqlite_url).await.expect("open SQLite");
    let before = exports(&source, &keys).await;
    let pg_url = fresh_database().await;

    let out = overseer(&["migrate", "--from", &sqlite_url, "--to", &pg_url]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("copied 3 campaigns, 2 co-GMs"), "{stdout}");
    assert!(stdout.contains("the counts match"), "{stdout}");

    let target = Session::open(&pg_url).await.expect("open PostgreSQL");
    assert_eq!(exports(&target, &keys).await, before);
    for table in [
        "campaigns",
        "campaign_gms",
        "history",
        "event_log",
        "pending_rolls",
    ] {
        assert_eq!(
            count_rows(&target, table).await,
            count_rows(&source, table).await,
            "{table}"
        );
    }
    // The re-roll keeps its id (its button in Discord names it) and resolves once.
    let roll = target.pending_roll(pending_id).await.expect("the roll");
    assert_eq!(roll.state, RollState::Pending);
    assert_eq!(roll.key, key(2));
    let mut dice = ScriptedDice::new([3, 4, 3, 4]);
    assert!(target
        .resolve_reroll(pending_id, 100, true, &mut dice)
        .await
        .expect("re-roll")
        .is_some());
    // Undo walks back through the copied history.
    let undone = target.recover(key(3), 1).await.expect("undo");
    assert_eq!(undone.undone, "turn");
    // New rows get fresh ids after the copied ones.
    started(&target, key(4)).await;
    run(&target, key(4), Command::Turn).await;

    // A non-empty target is refused, and replaced only when asked.
    let out = overseer(&["migrate", "--from", &sqlite_url, "--to", &pg_url]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("not empty (4 campaigns"), "{stderr}");
    assert!(stderr.contains("--force"), "{stderr}");
    assert_eq!(
        count_rows(&target, "campaigns").await,
        4,
        "nothing was written"
    );
    let out = overseer(&["migrate", "--from", &sqlite_url, "--to", &pg_url, "--force"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(exports(&target, &keys).await, before);
    assert_eq!(count_rows(&target, "campaigns").await, 3);

    // And back into a new SQLite file, through the library.
    let (_back_dir, back_url) = temp_db();
    let from = Store::open(&pg_url).await.expect("open PostgreSQL");
    let to = Store::open(&back_url).await.expect("open SQLite");
    let counts = copy::copy(&from, &to, false).await.expect("copy back");
    assert_eq!(counts.campaigns, 3);
    let back = Session::open(&back_url).await.expect("open the copy");
    assert_eq!(exports(&back, &keys).await, before);
    assert_eq!(
        back.pending_roll(pending_id).await.expect("roll").state,
        RollState::Pending
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_of_a_newer_schema_is_refused_with_one_line_and_exit_2() {
    let (_dir, sqlite_url) = temp_db();
    let pg_url = fresh_database().await;
    let future =
        "INSERT INTO _sqlx_migrations (version, description, success, checksum, execution_time) \
                  VALUES (29990101000000, 'from a newer Overseer', TRUE, $1, 0)";
    for url in [&sqlite_url, &pg_url] {
        let session = Session::open(url).await.expect("open");
        let store = session.store();
        if let Some(pool) = store.sqlite_pool() {
            let done = sqlx::query(future).bind(vec![0_u8; 48]).execute(pool).await;
            done.expect("a future migration");
        } else {
            let pool = store.postgres_pool().expect("PostgreSQL");
            let done = sqlx::query(future).bind(vec![0_u8; 48]).execute(pool).await;
            done.expect("a future migration");
        }
        store.close().await;
        let out = Process::new(BIN)
            .arg("migrate")
            .env("DATABASE_URL", url)
            .output()
            .expect("overseer runs");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{url}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(
            stderr.contains("schema version 29990101000000") && stderr.contains("newer Overseer"),
            "{stderr}"
        );
    }
}

/// `overseer cli --db URL <args>`: its one JSON reply, its exit code and how
/// long it took.
fn cli_timed(url: &str, args: &[&str]) -> (serde_json::Value, i32, std::time::Duration) {
    let started = std::time::Instant::now();
    let out = Process::new(BIN)
        .args(["cli", "--db", url])
        .args(args)
        .env_remove("DATABASE_URL")
        .env_remove("DEFAULT_LOCALE")
        .stdin(Stdio::null())
        .output()
        .expect("overseer runs");
    let took = started.elapsed();
    let stdout = String::from_utf8(out.stdout).expect("utf-8");
    let reply = serde_json::from_str(stdout.lines().last().unwrap_or_default())
        .unwrap_or_else(|e| panic!("{e}: {stdout}"));
    (reply, out.status.code().unwrap_or(-1), took)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_cli_process_needs_one_connection_and_a_full_server_is_named_at_once() {
    use sqlx::Connection as _;
    // Room for five clients in all.
    let server = tokio::task::spawn_blocking(|| store_common::postgres::PgServer::start_with(5))
        .await
        .expect("start a small server");
    let url = server.create_database().await;
    let mut held = Vec::new();
    for _ in 0..4 {
        held.push(
            sqlx::PgConnection::connect(&url)
                .await
                .expect("a slot of the five"),
        );
    }
    // One slot left: a whole session of commands of one process fits in it.
    let script = "init\n\
                  add-player 1 Ann Ann Vault 6 7 5 4 6 8 4 Lockpick Sneak Barter\n\
                  caps Ann 5\n\
                  status Ann\n\
                  recover\n\
                  export\n";
    let child = Process::new(BIN)
        .args(["cli", "--db", &url, "--seed", "3", "-"])
        .env_remove("DATABASE_URL")
        .env_remove("DEFAULT_LOCALE")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("overseer starts");
    {
        use std::io::Write as _;
        let mut child_in = child.stdin.as_ref().expect("stdin");
        child_in.write_all(script.as_bytes()).expect("script");
    }
    let (lines, code) = tokio::task::spawn_blocking(move || replies(child))
        .await
        .expect("the process ends");
    assert_eq!(code, 0, "{lines:#?}");
    assert_eq!(lines.len(), 6);
    assert!(lines.iter().all(|l| l["ok"] == true), "{lines:#?}");

    // The last slot taken: refused at once, in PostgreSQL's own words.
    held.push(
        sqlx::PgConnection::connect(&url)
            .await
            .expect("the fifth slot"),
    );
    let (reply, code, took) = tokio::task::spawn_blocking(move || cli_timed(&url, &["status"]))
        .await
        .expect("runs");
    assert_eq!((reply["ok"].as_bool(), code), (Some(false), 2), "{reply}");
    assert_eq!(reply["error"], "database_unavailable", "{reply}");
    let message = reply["message"].as_str().unwrap_or_default();
    assert!(
        message.starts_with("The database could not be opened: could not connect to the database postgres://postgres@127.0.0.1:"),
        "{message}"
    );
    assert!(
        message.contains("sorry, too many clients already"),
        "{message}"
    );
    assert!(!message.contains("pool timed out"), "{message}");
    assert!(took < std::time::Duration::from_secs(2), "took {took:?}");
    for conn in held {
        let _ = conn.close().await;
    }
}

#[test]
fn an_unreachable_server_is_named_by_its_cause_at_once() {
    // Nothing listens on port 9 of 127.0.0.1.
    let (reply, code, took) = cli_timed(
        "postgres://overseer:s3cret@127.0.0.1:9/overseer",
        &["status"],
    );
    assert_eq!((reply["ok"].as_bool(), code), (Some(false), 2), "{reply}");
    assert_eq!(reply["error"], "database_unavailable");
    let message = reply["message"].as_str().unwrap_or_default();
    assert!(
        message.starts_with(
            "The database could not be opened: could not connect to the database \
             postgres://overseer:***@127.0.0.1:9/overseer: "
        ),
        "{message}"
    );
    assert!(message.contains("Connection refused"), "{message}");
    assert!(
        !message.contains("s3cret") && !message.contains("pool timed out"),
        "{message}"
    );
    assert!(took < std::time::Duration::from_secs(2), "took {took:?}");
}
