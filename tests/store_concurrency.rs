//! Many tasks hammering one campaign, and several campaigns at once: every
//! command is acknowledged, none is lost, and "database is locked" never escapes.

mod store_common;

use overseer::engine::{Command, SeededDice};
use overseer::session::Session;
use store_common::{key, started, temp_db};

const TASKS: u64 = 16;
const PER_TASK: u64 = 250;

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn sixteen_tasks_of_250_commands_on_one_campaign_equal_the_serial_result() {
    let (_dir, url) = temp_db();
    let session = Session::open(&url).await.expect("open");
    started(&session, key(1)).await;
    let ap_before = session.campaign(key(1)).await.expect("load").players[0].ap;

    let mut tasks = Vec::new();
    for t in 0..TASKS {
        let s = session.clone();
        tasks.push(tokio::spawn(async move {
            let mut dice = SeededDice::from_seed(t);
            let mut failures = Vec::new();
            for i in 0..PER_TASK {
                // Mostly caps; every tenth command gives and takes back an AP.
                let command = match i % 10 {
                    3 => Command::Ap {
                        player: "A".into(),
                        amount: 1,
                    },
                    7 => Command::Ap {
                        player: "A".into(),
                        amount: -1,
                    },
                    _ => Command::Caps {
                        player: "A".into(),
                        amount: 1,
                    },
                };
                if let Err(e) = s.run(key(1), t as i64, command, &mut dice).await {
                    failures.push(e.to_string());
                }
            }
            failures
        }));
    }
    for t in tasks {
        let failures = t.await.expect("task");
        assert!(failures.is_empty(), "failed runs: {failures:?}");
    }
    let campaign = session.campaign(key(1)).await.expect("load");
    let caps_commands = TASKS * PER_TASK / 10 * 8;
    assert_eq!(u64::from(campaign.players[0].caps), 100 + caps_commands);
    assert_eq!(campaign.players[0].ap, ap_before);
    let log = session.log(key(1), 100_000).await.expect("log");
    // The add-player and start entries come first.
    assert_eq!(log.len() as u64, TASKS * PER_TASK + 2);
    let version: (i64,) = sqlx::query_as("SELECT version FROM campaigns WHERE channel_id = 1")
        .fetch_one(session.store().pool())
        .await
        .expect("version");
    assert_eq!(version.0 as u64, 2 + TASKS * PER_TASK);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn commands_on_sixteen_campaigns_in_parallel_all_commit() {
    let (_dir, url) = temp_db();
    let session = Session::open(&url).await.expect("open");
    for c in 0..16 {
        started(&session, key(c)).await;
    }
    let mut tasks = Vec::new();
    for c in 0..16_i64 {
        let s = session.clone();
        tasks.push(tokio::spawn(async move {
            let mut dice = SeededDice::from_seed(c as u64);
            for _ in 0..50 {
                let caps = Command::Caps {
                    player: "A".into(),
                    amount: 2,
                };
                s.run(key(c), 1, caps, &mut dice).await.expect("run");
            }
        }));
    }
    for t in tasks {
        t.await.expect("task");
    }
    for c in 0..16 {
        let campaign = session.campaign(key(c)).await.expect("load");
        assert_eq!(campaign.players[0].caps, 200);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn writers_of_one_process_queue_at_the_gate_instead_of_meeting_sqlite_busy() {
    use std::time::Duration;
    let (_dir, url) = temp_db();
    let session = Session::open(&url).await.expect("open");
    let store = session.store().clone();
    let first = store.begin_write().await.expect("first writer");
    // A second writer waits at the gate for as long as the first takes. In SQLite's
    // busy handler instead, it would fail with "database is locked" once the busy
    // timeout ran out.
    let second = tokio::spawn({
        let store = store.clone();
        async move {
            store
                .begin_write()
                .await
                .map(overseer::store::WriteTx::commit)
        }
    });
    tokio::time::sleep(overseer::store::BUSY_TIMEOUT + Duration::from_millis(500)).await;
    assert!(
        !second.is_finished(),
        "the second writer still waits, past the busy timeout"
    );
    // ...and starts as soon as the first commits.
    first.commit().await.expect("commit");
    let commit = tokio::time::timeout(Duration::from_secs(5), second)
        .await
        .expect("the second writer starts after the first commits")
        .expect("task")
        .expect("begin");
    commit.await.expect("second commit");
    // A writer dropped without commit rolls back and opens the gate too.
    drop(store.begin_write().await.expect("third writer"));
    let fourth = tokio::time::timeout(Duration::from_secs(5), store.begin_write())
        .await
        .expect("the gate opens after a rollback")
        .expect("begin");
    fourth.commit().await.expect("fourth commit");
}
