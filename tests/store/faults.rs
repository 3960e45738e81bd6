//! Faults the store must survive: a full disk in the middle of a command, a
//! COMMIT that fails, and a damaged database file (refused on open, reported by
//! `Session::health`).

use crate::store_common;
use overseer::games::wasteland::session::WastelandSession as _;

use overseer::engine::rulesets::wasteland::Command;
use overseer::engine::SeededDice;
use overseer::session::{Session, SessionError};
use overseer::store::{DamagedDatabase, Health, RECOVERY};
use store_common::{key, rich_campaign, started, temp_db};

/// How many connections the store's pool holds at most (see `SqliteStore::open`).
const POOL_SIZE: usize = 8;

fn caps() -> Command {
    Command::Caps {
        player: "A".into(),
        amount: 1,
    }
}

/// Sets `PRAGMA max_page_count` on every connection of the pool: the limit is
/// per connection, and the pool hands out any of them. All of them are held at
/// once, so the pool opens the missing ones and each is set exactly once.
async fn limit_pages(session: &Session, pages: i64) {
    let pool = session.store().sqlite_pool().expect("SQLite");
    let mut held = Vec::new();
    for _ in 0..POOL_SIZE {
        held.push(pool.acquire().await.expect("acquire"));
    }
    for conn in &mut held {
        // The pragma answers with the limit in force, which is never below the
        // current size of the file.
        let _: (i64,) = sqlx::query_as(&format!("PRAGMA max_page_count = {pages}"))
            .fetch_one(&mut **conn)
            .await
            .expect("max_page_count");
    }
    drop(held);
    crate::store_common::limit_writer_pages(session, pages).await;
}

async fn page_count(session: &Session) -> i64 {
    let (pages,): (i64,) = sqlx::query_as("PRAGMA page_count")
        .fetch_one(session.store().sqlite_pool().expect("SQLite"))
        .await
        .expect("page_count");
    pages
}

/// Player A's caps and the number of logged caps commands.
async fn caps_and_log(session: &Session) -> (u32, i64) {
    let caps = session.campaign(key(1)).await.expect("load").players[0].caps;
    let (logged,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM event_log WHERE command = 'caps'")
        .fetch_one(session.store().sqlite_pool().expect("SQLite"))
        .await
        .expect("count");
    (caps, logged)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_the_disk_fills_up_and_space_is_freed_the_same_process_writes_again_and_lost_nothing()
{
    let (_dir, url) = temp_db();
    let session = Session::open(&url).await.expect("open");
    started(&session, key(1)).await;
    let (caps_before, _) = caps_and_log(&session).await;
    assert_eq!(caps_before, 100);

    // A few pages of room: every caps command appends a log row and a history
    // entry, so the file soon needs a page it may not have.
    limit_pages(&session, page_count(&session).await + 3).await;
    let mut dice = SeededDice::from_seed(1);
    let mut acknowledged = 0u32;
    let mut first_failure = None;
    for _ in 0..500 {
        match session.run(key(1), 1, caps(), &mut dice).await {
            Ok(_) => acknowledged += 1,
            Err(e) => {
                first_failure = Some(e.to_string());
                break;
            }
        }
    }
    let first_failure = first_failure.expect("the disk fills up within 500 commands");
    assert!(
        first_failure.contains("database or disk is full"),
        "{first_failure}"
    );
    assert!(acknowledged > 0, "some commands fit before the disk filled");

    // Still full: each command fails with the same error, not with one about a
    // transaction left over on its connection. (The limit is set again each time
    // because a connection that failed may be replaced by a new one.)
    for attempt in 0..2 * POOL_SIZE {
        limit_pages(&session, page_count(&session).await).await;
        let error = session
            .run(key(1), 1, caps(), &mut dice)
            .await
            .expect_err("the disk is still full");
        assert!(
            matches!(&error, SessionError::Internal(_))
                && error.to_string().contains("database or disk is full"),
            "attempt {attempt}: {error}"
        );
    }
    // Reads still work meanwhile.
    assert_eq!(
        caps_and_log(&session).await,
        (100 + acknowledged, i64::from(acknowledged))
    );

    // Space is freed: every later command succeeds, whichever pooled connection
    // it gets (two rounds through the whole pool).
    limit_pages(&session, 1_000_000).await;
    for attempt in 0..2 * POOL_SIZE {
        session
            .run(key(1), 1, caps(), &mut dice)
            .await
            .unwrap_or_else(|e| panic!("attempt {attempt} after space was freed: {e}"));
        acknowledged += 1;
    }
    // Undo and the settings path use the same transactions.
    session.add_gm(key(1), 55).await.expect("add a co-GM");
    let recovered = session.recover(key(1), 1).await.expect("undo");
    assert_eq!(recovered.undone, "caps");
    acknowledged -= 1;

    // Nothing acknowledged was lost, nothing refused was kept.
    let (caps, logged) = caps_and_log(&session).await;
    assert_eq!(caps, 100 + acknowledged);
    // The undone command stays in the log (undo appends, never deletes).
    assert_eq!(logged, i64::from(acknowledged) + 1);
    assert_eq!(
        session.settings(key(1)).await.expect("settings").gms,
        vec![55]
    );
    let (check,): (String,) = sqlx::query_as("PRAGMA integrity_check")
        .fetch_one(session.store().sqlite_pool().expect("SQLite"))
        .await
        .expect("integrity_check");
    assert_eq!(check, "ok");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_commit_is_rolled_back_before_its_connection_is_reused() {
    let (_dir, url) = temp_db();
    let session = Session::open(&url).await.expect("open");
    started(&session, key(1)).await;
    let store = session.store().as_sqlite().expect("SQLite");
    let mut tx = store.begin_write().await.expect("begin");
    // A deferred foreign key is checked at COMMIT, which then fails and leaves
    // SQLite's transaction open.
    sqlx::query("PRAGMA defer_foreign_keys = ON")
        .execute(&mut *tx)
        .await
        .expect("defer");
    sqlx::query("INSERT INTO campaign_gms (campaign_id, user_id) VALUES (999, 5)")
        .execute(&mut *tx)
        .await
        .expect("insert");
    let error = tx
        .commit()
        .await
        .expect_err("the foreign key fails at COMMIT");
    assert!(
        error.to_string().contains("FOREIGN KEY constraint failed"),
        "{error}"
    );
    // Every connection of the pool starts a transaction again, and the row of
    // the failed one is gone.
    for round in 0..2 * POOL_SIZE {
        let tx = store
            .begin_write()
            .await
            .unwrap_or_else(|e| panic!("round {round}: {e}"));
        tx.commit().await.expect("commit");
    }
    let (gms,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM campaign_gms")
        .fetch_one(store.pool())
        .await
        .expect("count");
    assert_eq!(gms, 0);
    let mut dice = SeededDice::from_seed(3);
    session
        .run(key(1), 1, caps(), &mut dice)
        .await
        .expect("a command after the failed commit");
    assert_eq!(caps_and_log(&session).await, (101, 1));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_write_transaction_dropped_after_the_disk_filled_never_comes_back_from_the_pool() {
    let (_dir, url) = temp_db();
    let session = Session::open(&url).await.expect("open");
    started(&session, key(1)).await;
    let store = session.store().as_sqlite().expect("SQLite");
    limit_pages(&session, page_count(&session).await).await;
    let mut tx = store.begin_write().await.expect("begin");
    // A row bigger than a page needs new pages: SQLite fails the statement with
    // SQLITE_FULL and rolls the whole transaction back by itself.
    let error = sqlx::query(
        "INSERT INTO history (campaign_id, state, command, created_at) VALUES (1, $1, 'x', 0)",
    )
    .bind("x".repeat(64 * 1024))
    .execute(&mut *tx)
    .await
    .expect_err("the disk is full");
    assert!(
        error.to_string().contains("database or disk is full"),
        "{error}"
    );
    // Dropped, not rolled back: the error path of a `?`.
    drop(tx);
    limit_pages(&session, 1_000_000).await;
    for round in 0..2 * POOL_SIZE {
        let tx = store
            .begin_write()
            .await
            .unwrap_or_else(|e| panic!("round {round}: {e}"));
        tx.commit().await.expect("commit");
    }
    let mut dice = SeededDice::from_seed(3);
    session
        .run(key(1), 1, caps(), &mut dice)
        .await
        .expect("a command after the dropped transaction");
    assert_eq!(caps_and_log(&session).await, (101, 1));
}

/// A database with a few hundred pages in use and none free, checkpointed and
/// closed, so the file alone holds everything. Returns its URL, path and page size.
async fn closed_database_of_many_pages(
    dir: &tempfile::TempDir,
) -> (String, std::path::PathBuf, usize) {
    let path = dir.path().join("overseer.db");
    let url = format!("sqlite://{}", path.display());
    let session = Session::open(&url).await.expect("open");
    for c in 0..4 {
        rich_campaign(&session, key(c)).await;
        let mut dice = SeededDice::from_seed(c as u64);
        for _ in 0..60 {
            session
                .run(key(c), 1, Command::Turn, &mut dice)
                .await
                .expect("turn");
        }
    }
    assert_eq!(session.health().await.expect("health"), Health::Ok);
    let pool = session.store().sqlite_pool().expect("SQLite");
    // No free pages (history trimming frees some): every page then belongs to a
    // table or an index, and garbage on it is damage quick_check must see.
    sqlx::query("VACUUM").execute(pool).await.expect("vacuum");
    let (page_size,): (i64,) = sqlx::query_as("PRAGMA page_size")
        .fetch_one(pool)
        .await
        .expect("page_size");
    let overseer::store::Store::Sqlite(sqlite) = session.store() else {
        panic!("SQLite");
    };
    // After the bot's background checkpoint, if one runs now.
    assert!(
        sqlite.checkpoint_truncate().await.expect("checkpoint"),
        "the checkpoint completed"
    );
    pool.close().await;
    (url, path, page_size as usize)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_with_a_damaged_page_is_refused_with_the_way_to_recover() {
    let dir = tempfile::TempDir::new().expect("temp dir");
    let (url, path, page_size) = closed_database_of_many_pages(&dir).await;
    let mut bytes = std::fs::read(&path).expect("read the file");
    let pages = bytes.len() / page_size;
    assert!(pages >= 50, "{pages} pages");
    // Garbage over one page in the middle of the file.
    let middle = pages / 2 * page_size;
    bytes[middle..middle + page_size].fill(0xA5);
    std::fs::write(&path, &bytes).expect("write the damage");

    let error = Session::open(&url)
        .await
        .expect_err("a damaged file is refused");
    let damaged = error
        .downcast_ref::<DamagedDatabase>()
        .unwrap_or_else(|| panic!("not a DamagedDatabase: {error:#}"));
    assert_eq!(damaged.url, url);
    assert!(!damaged.problem.is_empty() && damaged.problem != "ok");
    assert_eq!(
        error.to_string(),
        format!(
            "the database {url} is damaged (PRAGMA quick_check: {}); Overseer will not write to it. {RECOVERY}",
            damaged.problem
        )
    );
    assert!(RECOVERY.contains(r#"`sqlite3 overseer.db ".recover" | sqlite3 recovered.db`"#));
    assert!(RECOVERY.contains(
        "`sqlite3 overseer.db .dump | sed 's/^ROLLBACK; -- due to errors$/COMMIT;/' | sqlite3 recovered.db`"
    ));
    // Refusing wrote nothing: the damage is exactly as it was left.
    assert_eq!(std::fs::read(&path).expect("read again"), bytes);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_file_that_is_not_a_database_is_refused_as_damaged() {
    let dir = tempfile::TempDir::new().expect("temp dir");
    let (url, path, page_size) = closed_database_of_many_pages(&dir).await;
    let mut bytes = std::fs::read(&path).expect("read the file");
    // The header and the schema page: SQLite cannot even read the schema.
    bytes[..page_size].fill(0xA5);
    std::fs::write(&path, &bytes).expect("write the damage");
    let error = Session::open(&url).await.expect_err("refused");
    let damaged = error
        .downcast_ref::<DamagedDatabase>()
        .unwrap_or_else(|| panic!("not a DamagedDatabase: {error:#}"));
    assert!(
        damaged.problem.contains("file is not a database"),
        "{}",
        damaged.problem
    );
}

#[tokio::test(flavor = "current_thread")]
async fn a_command_line_process_refuses_a_file_that_is_not_a_database_as_damaged() {
    let dir = tempfile::TempDir::new().expect("temp dir");
    let (url, path, page_size) = closed_database_of_many_pages(&dir).await;
    let mut bytes = std::fs::read(&path).expect("read the file");
    bytes[..page_size].fill(0xA5);
    std::fs::write(&path, &bytes).expect("write the damage");
    // Checked on the writer's own connection, as a one-shot command opens it.
    let error = Session::open_for_cli(&url).await.expect_err("refused");
    let damaged = error
        .downcast_ref::<DamagedDatabase>()
        .unwrap_or_else(|| panic!("not a DamagedDatabase: {error:#}"));
    assert_eq!(damaged.problem, "file is not a database");
    assert!(error.to_string().ends_with(RECOVERY), "{error}");
    assert_eq!(std::fs::read(&path).expect("read again"), bytes);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn health_reports_damage_that_appears_while_the_database_is_open() {
    let dir = tempfile::TempDir::new().expect("temp dir");
    let (url, path, page_size) = closed_database_of_many_pages(&dir).await;
    let session = Session::open(&url).await.expect("a healthy file opens");
    assert_eq!(session.health().await.expect("health"), Health::Ok);

    // Damage behind the open session's back (a failing disk, a stray writer).
    let mut bytes = std::fs::read(&path).expect("read the file");
    let middle = bytes.len() / page_size / 2 * page_size;
    bytes[middle..middle + page_size].fill(0xA5);
    std::fs::write(&path, &bytes).expect("write the damage");
    // SQLite keeps pages it read in each connection's cache while the file
    // looks unchanged to it; drop them so the check reads the disk.
    let mut held = Vec::new();
    for _ in 0..POOL_SIZE {
        held.push(
            session
                .store()
                .sqlite_pool()
                .expect("SQLite")
                .acquire()
                .await
                .expect("acquire"),
        );
    }
    for conn in &mut held {
        sqlx::query("PRAGMA shrink_memory")
            .execute(&mut **conn)
            .await
            .expect("shrink_memory");
    }
    drop(held);

    let Health::Damaged(problem) = session.health().await.expect("health") else {
        panic!("the damage went unnoticed");
    };
    assert!(!problem.is_empty() && problem != "ok", "{problem}");
    // At most five findings, joined.
    assert!(problem.split("; ").count() <= 5, "{problem}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_one_shot_process_opens_without_reading_every_page_and_refuses_damage_where_it_meets_it()
{
    let dir = tempfile::TempDir::new().expect("temp dir");
    let (url, path, page_size) = closed_database_of_many_pages(&dir).await;
    // The campaigns table's root page, as the schema names it.
    let (root,): (i64,) = {
        let session = Session::open_for_cli(&url).await.expect("open");
        let pool = session.store().sqlite_pool().expect("SQLite");
        let root = sqlx::query_as("SELECT rootpage FROM sqlite_master WHERE name = 'campaigns'")
            .fetch_one(pool)
            .await
            .expect("root page");
        session.store().close().await;
        root
    };
    let mut bytes = std::fs::read(&path).expect("read the file");
    let at = (root as usize - 1) * page_size;
    bytes[at..at + page_size].fill(0xA5);
    std::fs::write(&path, &bytes).expect("write the damage");

    // Opening reads the header and the schema only: the damage is not seen yet.
    let session = Session::open_for_cli(&url)
        .await
        .expect("a one-shot open reads no table page");
    // The first statement that reads the damaged page refuses, with the way to
    // recover, and writes nothing.
    let mut dice = SeededDice::from_seed(1);
    let error = session
        .run(key(0), 1, Command::Turn, &mut dice)
        .await
        .expect_err("the campaigns table is damaged");
    let SessionError::Internal(e) = &error else {
        panic!("not an internal error: {error:?}");
    };
    let text = format!("{e:#}");
    assert!(
        text.starts_with("the database is damaged (") && text.ends_with(RECOVERY),
        "{text}"
    );
    assert!(text.contains("malformed"), "{text}");
    session.store().close().await;
    assert_eq!(std::fs::read(&path).expect("read again"), bytes);
    // The bot's open reads every page, and refuses the file as before.
    let refused = Session::open(&url).await.expect_err("refused on open");
    assert!(
        refused.downcast_ref::<DamagedDatabase>().is_some(),
        "{refused:#}"
    );
}
