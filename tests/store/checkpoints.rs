//! A bot's store checkpoints SQLite's write-ahead log off the writers' path:
//! a passive checkpoint on a connection of its own, started by every
//! `CHECKPOINT_EVERY`th commit (unit tests in `store::sqlite`) or within
//! `CHECKPOINT_AFTER` of any, completes while another writer holds the write
//! gate and leaves the commit in the database file itself. A command-line
//! process's store keeps SQLite's own checkpoints.

use std::time::Duration;

use overseer::store::sqlite::{CHECKPOINT_AFTER, CHECKPOINT_EVERY};
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

/// Waits (up to 10 s) until the store has completed `count` background checkpoints.
async fn until_done(sqlite: &SqliteStore, count: u32) {
    let checkpoints = sqlite.checkpoints().expect("a bot's store checkpoints");
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    while checkpoints.done() < count {
        assert!(
            tokio::time::Instant::now() < deadline,
            "{count} background checkpoints"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_store_checkpoints_while_another_writer_holds_the_gate() {
    let (_dir, url) = temp_db();
    let store = Store::open(&url).await.expect("open");
    let Store::Sqlite(sqlite) = &store else {
        panic!("a SQLite store");
    };
    // The writers' own checkpoint is only a safety net, ten times SQLite's.
    assert_eq!(autocheckpoint_pages(sqlite).await, 10_000);

    for n in 1..=CHECKPOINT_EVERY {
        commit_one(&store, n).await;
    }
    // The next writer takes the gate at once and holds it: the checkpoint the
    // 64th commit started completes all the same.
    let holder = store.begin_write().await.expect("a writer holds the gate");
    until_done(sqlite, 1).await;
    holder.commit().await.expect("commit");
    // Every row is there, once.
    let rows: i64 = sqlx::query_scalar("SELECT count(*) FROM scratch")
        .fetch_one(sqlite.pool())
        .await
        .expect("count");
    assert_eq!(rows, i64::from(CHECKPOINT_EVERY));
    store.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lone_commit_reaches_the_database_file_itself_within_a_second() {
    let (dir, url) = temp_db();
    let store = Store::open(&url).await.expect("open");
    let Store::Sqlite(sqlite) = &store else {
        panic!("a SQLite store");
    };
    let before = sqlite.checkpoints().expect("checkpoints").done();
    let committed = tokio::time::Instant::now();
    commit_one(&store, 7).await;
    until_done(sqlite, before + 1).await;
    assert!(committed.elapsed() >= CHECKPOINT_AFTER);
    // The database file alone, without its log, holds the row: what a power
    // cut would leave.
    let copy = tempfile::TempDir::new().expect("temp dir");
    std::fs::copy(dir.path().join("overseer.db"), copy.path().join("alone.db")).expect("copy");
    let alone = SqliteStore::open_with(
        &format!("sqlite://{}", copy.path().join("alone.db").display()),
        1,
    )
    .await
    .expect("open the copy");
    let rows: Vec<i64> = sqlx::query_scalar("SELECT n FROM scratch")
        .fetch_all(alone.pool())
        .await
        .expect("rows");
    assert_eq!(rows, vec![7]);
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
