//! A bot's store checkpoints SQLite's write-ahead log off the writers' path:
//! every `CHECKPOINT_EVERY`th commit starts a passive checkpoint on a connection
//! of its own, which completes while another writer holds the write gate. A
//! command-line process's store keeps SQLite's own checkpoints.

use std::time::Duration;

use overseer::store::sqlite::CHECKPOINT_EVERY;
use overseer::store::{SqliteStore, Store};

use crate::store_common::temp_db;

async fn autocheckpoint_pages(store: &SqliteStore) -> i64 {
    sqlx::query_scalar("PRAGMA wal_autocheckpoint")
        .fetch_one(store.pool())
        .await
        .expect("pragma")
}

/// One committed write transaction that changes a row, so the log grows.
async fn commit_one(store: &Store, n: u32) {
    let mut tx = store.begin_write().await.expect("begin");
    let overseer::store::WriteTx::Sqlite(conn) = &mut tx else {
        panic!("a SQLite store");
    };
    sqlx::query("CREATE TABLE IF NOT EXISTS scratch (n INTEGER)")
        .execute(&mut **conn)
        .await
        .expect("create");
    sqlx::query("INSERT INTO scratch (n) VALUES (?)")
        .bind(n)
        .execute(&mut **conn)
        .await
        .expect("insert");
    tx.commit().await.expect("commit");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_store_checkpoints_every_64_commits_while_another_writer_holds_the_gate() {
    let (_dir, url) = temp_db();
    let store = Store::open(&url).await.expect("open");
    let Store::Sqlite(sqlite) = &store else {
        panic!("a SQLite store");
    };
    let checkpoints = sqlite.checkpoints().expect("a bot's store checkpoints");
    // The writers' own checkpoint is only a safety net, ten times SQLite's.
    assert_eq!(autocheckpoint_pages(sqlite).await, 10_000);

    for n in 1..CHECKPOINT_EVERY {
        commit_one(&store, n).await;
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(checkpoints.done(), 0, "none before the 64th commit");

    commit_one(&store, CHECKPOINT_EVERY).await;
    // The next writer takes the gate at once and holds it: the checkpoint,
    // started by the commit before, completes all the same.
    let holder = store.begin_write().await.expect("a writer holds the gate");
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    while checkpoints.done() == 0 {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the checkpoint completes while a writer holds the gate"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert_eq!(checkpoints.done(), 1);
    holder.commit().await.expect("commit");
    // Every row is there, once.
    let rows: i64 = sqlx::query_scalar("SELECT count(*) FROM scratch")
        .fetch_one(sqlite.pool())
        .await
        .expect("count");
    assert_eq!(rows, i64::from(CHECKPOINT_EVERY));
    store.close().await;
}

#[tokio::test]
async fn a_command_line_store_keeps_sqlites_own_checkpoints() {
    let (_dir, url) = temp_db();
    let store = Store::open_for_cli(&url).await.expect("open");
    let Store::Sqlite(sqlite) = &store else {
        panic!("a SQLite store");
    };
    assert!(sqlite.checkpoints().is_none());
    assert_eq!(autocheckpoint_pages(sqlite).await, 1_000);
    store.close().await;
}
