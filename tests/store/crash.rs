//! Crash safety: a child process applying commands is killed with SIGKILL at
//! random moments; the database must stay intact and keep every command the
//! child acknowledged.

use crate::store_common;
use overseer::games::wasteland::session::WastelandSession as _;

use std::io::{BufRead, BufReader};
use std::process::{Command as Process, Stdio};
use std::time::Duration;

use overseer::engine::rulesets::wasteland::Command;
use overseer::engine::SeededDice;
use overseer::session::Session;
use rand::{Rng, SeedableRng};
use store_common::{key, started, temp_db};

const DB_VAR: &str = "OVERSEER_CRASH_TEST_DB";
const CHILD: &str = "crash::crash_child_applies_commands_until_killed";
const KILLS: usize = 24;

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime")
}

/// Caps of player A, the number of logged caps commands, and PRAGMA integrity_check.
fn inspect(url: &str) -> (u64, u64, String) {
    runtime().block_on(async {
        let session = Session::open(url).await.expect("reopen after a kill");
        let (check,): (String,) = sqlx::query_as("PRAGMA integrity_check")
            .fetch_one(session.store().sqlite_pool().expect("SQLite"))
            .await
            .expect("integrity_check");
        let caps = session
            .campaign(key(1))
            .await
            .expect("campaign readable")
            .players[0]
            .caps;
        let (logged,): (i64,) =
            sqlx::query_as("SELECT COUNT(*) FROM event_log WHERE command = 'caps'")
                .fetch_one(session.store().sqlite_pool().expect("SQLite"))
                .await
                .expect("count");
        (u64::from(caps), logged as u64, check)
    })
}

#[test]
fn a_writer_killed_at_random_moments_never_corrupts_the_database_or_loses_an_acknowledged_command()
{
    let (_dir, url) = temp_db();
    runtime().block_on(async {
        let session = Session::open(&url).await.expect("open");
        started(&session, key(1)).await;
    });
    let exe = std::env::current_exe().expect("test binary");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0x5eed);
    let mut acknowledged = 0u64;
    for round in 0..KILLS {
        let mut child = Process::new(&exe)
            .args([
                "--ignored",
                "--exact",
                CHILD,
                "--nocapture",
                "--test-threads=1",
            ])
            .env(DB_VAR, &url)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("spawn child");
        let stdout = child.stdout.take().expect("piped stdout");
        let mut lines = BufReader::new(stdout).lines();
        // Kill after a random number of acknowledged commands plus a random
        // fraction of the next one, so kills land inside transactions and commits.
        let wait_for = rng.random_range(1..=60);
        let extra = Duration::from_micros(rng.random_range(0..3_000));
        let mut seen = 0;
        for line in lines.by_ref() {
            let line = line.expect("child stdout");
            if let Some(n) = line.strip_prefix("committed ") {
                acknowledged = acknowledged.max(n.trim().parse().expect("caps number"));
                seen += 1;
                if seen == wait_for {
                    break;
                }
            }
        }
        assert_eq!(seen, wait_for, "round {round}: the child stopped early");
        std::thread::sleep(extra);
        child.kill().expect("SIGKILL the child");
        // Lines the child wrote before it died are acknowledgements too.
        for line in lines {
            let Ok(line) = line else { break };
            if let Some(n) = line.strip_prefix("committed ") {
                acknowledged = acknowledged.max(n.trim().parse().expect("caps number"));
            }
        }
        child.wait().expect("reap the child");

        let (caps, logged, check) = inspect(&url);
        assert_eq!(check, "ok", "round {round}: integrity_check");
        assert!(
            caps >= acknowledged,
            "round {round}: {acknowledged} caps acknowledged but only {caps} stored"
        );
        // State and log are written in one transaction: never one without the other.
        assert_eq!(caps - 100, logged, "round {round}: state and log disagree");
    }
}

/// The child: applies +1 caps commands and reports each committed total on
/// stdout until it is killed. Does nothing unless the parent test set the path.
#[test]
#[ignore = "run by the crash test as a child process"]
fn crash_child_applies_commands_until_killed() {
    let Ok(url) = std::env::var(DB_VAR) else {
        return;
    };
    runtime().block_on(async {
        let session = Session::open(&url).await.expect("child open");
        let mut dice = SeededDice::from_seed(9);
        for _ in 0..1_000_000 {
            let caps = Command::Caps {
                player: "A".into(),
                amount: 1,
            };
            let ran = session.run(key(1), 2, caps, &mut dice).await.expect("run");
            let total = ran
                .outcome
                .events
                .iter()
                .find_map(|e| match e {
                    overseer::engine::rulesets::wasteland::Event::Caps { after, .. } => {
                        Some(*after)
                    }
                    _ => None,
                })
                .expect("a caps event");
            println!("committed {total}");
        }
    });
}
