//! A SQLite write transaction's BEGIN and COMMIT are ordinary statements that
//! share a round trip with the statements after or before them
//! (`SqliteStore::begin_write_with`, `SqliteWriteTx::commit_with`). Whatever
//! fails among them, the transaction is over when the call returns: what it
//! wrote is rolled back and the connection serves the next writer.

use overseer::store::sqlite::{BEGIN, COMMIT};
use overseer::store::{SqliteStore, SqliteWriteTx};

use crate::store_common::temp_db;

/// A command-line store (one connection, so every writer reuses it) with an
/// empty table to write to.
async fn one_connection() -> (tempfile::TempDir, SqliteStore) {
    let (dir, url) = temp_db();
    let store = SqliteStore::open_with(&url, 1).await.expect("open");
    sqlx::query("CREATE TABLE scratch (n INTEGER)")
        .execute(store.pool())
        .await
        .expect("create");
    (dir, store)
}

async fn scratch_rows(store: &SqliteStore) -> i64 {
    sqlx::query_scalar("SELECT COUNT(*) FROM scratch")
        .fetch_one(store.pool())
        .await
        .expect("count")
}

/// A write transaction that has inserted 1 and is still open.
async fn one_written(store: &SqliteStore) -> SqliteWriteTx {
    let mut tx = store.begin_write().await.expect("begin");
    sqlx::query("INSERT INTO scratch (n) VALUES (1)")
        .execute(&mut *tx)
        .await
        .expect("insert");
    tx
}

/// A write transaction that inserts `n` and commits.
async fn write(store: &SqliteStore, n: i64) {
    let mut tx = store.begin_write().await.expect("begin");
    sqlx::query("INSERT INTO scratch (n) VALUES ($1)")
        .bind(n)
        .execute(&mut *tx)
        .await
        .expect("insert");
    tx.commit().await.expect("commit");
}

#[tokio::test]
async fn the_statements_after_begin_run_inside_the_transaction_and_their_rows_come_back() {
    let (_dir, store) = one_connection().await;
    write(&store, 7).await;
    let (tx, rows) = store
        .begin_write_with(sqlx::query(&format!(
            "{BEGIN}; SELECT n FROM scratch; INSERT INTO scratch (n) VALUES (8)"
        )))
        .await
        .expect("begin");
    let read: Vec<i64> = rows.iter().map(|r| sqlx::Row::get(r, 0)).collect();
    assert_eq!(read, [7]);
    let rows = tx
        .commit_with(sqlx::query(&format!(
            "INSERT INTO scratch (n) VALUES (9) RETURNING n; {COMMIT}"
        )))
        .await
        .expect("commit");
    assert_eq!(sqlx::Row::get::<i64, _>(&rows[0], 0), 9);
    assert_eq!(scratch_rows(&store).await, 3);
}

#[tokio::test]
async fn a_statement_failing_after_begin_leaves_no_transaction_behind() {
    let (_dir, store) = one_connection().await;
    let begun = store
        .begin_write_with(sqlx::query(&format!(
            "{BEGIN}; INSERT INTO scratch (n) VALUES (1); SELECT * FROM no_such_table"
        )))
        .await;
    // The one connection is outside any transaction: it begins again.
    nothing_kept_and_writes_again(&store, begun.map(drop)).await;
}

/// `result` failed on the missing table, nothing of its transaction is in
/// the table, and the store's one connection writes again.
async fn nothing_kept_and_writes_again(store: &SqliteStore, result: Result<(), sqlx::Error>) {
    let error = result.expect_err("no such table");
    assert!(error.to_string().contains("no such table"), "{error}");
    assert_eq!(scratch_rows(store).await, 0);
    write(store, 2).await;
    assert_eq!(scratch_rows(store).await, 1);
}

#[tokio::test]
async fn a_statement_failing_before_the_commit_rolls_back_what_the_transaction_wrote() {
    let (_dir, store) = one_connection().await;
    let tx = one_written(&store).await;
    let committed = tx
        .commit_with(sqlx::query(&format!(
            "INSERT INTO scratch (n) VALUES (2); INSERT INTO no_such_table VALUES (3); {COMMIT}"
        )))
        .await;
    nothing_kept_and_writes_again(&store, committed.map(drop)).await;
}

#[tokio::test]
async fn a_write_transaction_dropped_inside_its_transaction_is_rolled_back() {
    let (_dir, store) = one_connection().await;
    let tx = one_written(&store).await;
    // A command's future cancelled mid-transaction.
    drop(tx);
    write(&store, 2).await;
    let kept: Vec<i64> = sqlx::query_scalar("SELECT n FROM scratch")
        .fetch_all(store.pool())
        .await
        .expect("rows");
    assert_eq!(kept, [2]);
}

#[tokio::test]
async fn a_begin_cancelled_on_its_way_leaves_no_transaction_behind() {
    let (_dir, store) = one_connection().await;
    for n in 0..20 {
        // The connection back in the pool, idle.
        tokio::time::sleep(std::time::Duration::from_millis(2)).await;
        {
            // Polled once: the statements are sent, then the call is dropped
            // while the connection's thread may be running them.
            let sql = format!("{BEGIN}; INSERT INTO scratch (n) VALUES (-1)");
            let mut begun = std::pin::pin!(store.begin_write_with(sqlx::query(&sql)));
            let _ = futures_util::poll!(&mut begun);
        }
        write(&store, n).await;
    }
    let kept: Vec<i64> = sqlx::query_scalar("SELECT n FROM scratch ORDER BY n")
        .fetch_all(store.pool())
        .await
        .expect("rows");
    assert_eq!(kept, (0..20).collect::<Vec<i64>>());
}
