//! A command-line batch's transaction (`overseer::session::group`): commands
//! run inside one group write exactly what they would have written one
//! transaction each, and a group that cannot commit is rolled back whole.

use crate::store_common;
use overseer::games::wasteland::session::WastelandSession as _;

use overseer::engine::rulesets::wasteland::Command;
use overseer::engine::SeededDice;
use overseer::session::group::{self, Group};
use overseer::session::{Session, SessionError};
use store_common::{key, started, temp_db};

fn caps(amount: i64) -> Command {
    Command::Caps {
        player: "A".into(),
        amount,
    }
}

/// Forty commands: changes, refusals (caps below zero) and reads; the
/// twenty-four changes make the history (twenty kept) wrap.
fn script() -> Vec<Command> {
    (0..40)
        .map(|i| match i % 5 {
            0 => caps(-1000),
            1 => Command::Status { player: None },
            _ => caps(i),
        })
        .collect()
}

/// Everything a command writes: the campaign row, the kept states, the log
/// (times left out: they are seconds of the wall clock).
async fn written(
    session: &Session,
) -> (
    Vec<(String, i64)>,
    Vec<(String, String)>,
    Vec<(i64, String, String, String, i64)>,
) {
    let pool = session.store().sqlite_pool().expect("SQLite");
    let campaigns = sqlx::query_as("SELECT state, version FROM campaigns ORDER BY id")
        .fetch_all(pool)
        .await
        .expect("campaigns");
    let history = sqlx::query_as("SELECT state, command FROM history ORDER BY id")
        .fetch_all(pool)
        .await
        .expect("history");
    let log = sqlx::query_as(
        "SELECT actor, command, command_json, events, secret FROM event_log ORDER BY id",
    )
    .fetch_all(pool)
    .await
    .expect("log");
    (campaigns, history, log)
}

/// The replies, as the front end sees them (refusals by their text).
fn seen(
    ran: Result<
        overseer::session::Ran<overseer::engine::rulesets::wasteland::Wasteland>,
        SessionError,
    >,
) -> String {
    match ran {
        Ok(ran) => format!("{} {:?}", ran.version, serde_json::to_string(&ran.outcome)),
        Err(e) => format!("refused {e}"),
    }
}

#[tokio::test]
async fn commands_in_one_group_answer_and_write_exactly_what_they_would_one_transaction_each() {
    let (_one_dir, one_url) = temp_db();
    let (_grouped_dir, grouped_url) = temp_db();
    let one = Session::open(&one_url).await.expect("open");
    let grouped = Session::open(&grouped_url).await.expect("open");
    started(&one, key(1)).await;
    started(&grouped, key(1)).await;

    let mut dice = SeededDice::from_seed(5);
    let mut one_replies = Vec::new();
    for command in script() {
        one_replies.push(seen(one.run(key(1), 9, command, &mut dice).await));
    }
    let shared = Group::new();
    let mut dice = SeededDice::from_seed(5);
    let mut grouped_replies = Vec::new();
    for command in script() {
        let ran = group::scoped(&shared, grouped.run(key(1), 9, command, &mut dice)).await;
        grouped_replies.push(seen(ran));
    }
    assert_eq!(shared.lock().await.commands(), 40);
    // Nothing is visible to other connections before the release...
    let before = written(&grouped).await;
    assert_eq!(
        before.2.len(),
        2,
        "only the start and add-player are logged yet"
    );
    assert_eq!(grouped.release(&shared).await.expect("commit"), 40);
    assert_eq!(shared.lock().await.commands(), 0);

    assert_eq!(grouped_replies, one_replies);
    let (one_written, grouped_written) = (written(&one).await, written(&grouped).await);
    assert_eq!(grouped_written.0, one_written.0);
    assert_eq!(grouped_written.1.len(), 20, "twenty states kept for undo");
    assert_eq!(grouped_written.1, one_written.1);
    assert_eq!(
        grouped_written.2.len(),
        2 + 24,
        "the twenty-four caps commands that changed"
    );
    assert_eq!(grouped_written.2, one_written.2);

    // ...and the kept states undo as they do after single transactions.
    for _ in 0..20 {
        let a = one.recover(key(1), 9).await.expect("undo");
        let b = grouped.recover(key(1), 9).await.expect("undo");
        assert_eq!(a, b);
    }
    assert_eq!(written(&grouped).await.0, written(&one).await.0);
}

#[tokio::test]
async fn a_group_that_cannot_commit_is_rolled_back_whole_and_the_store_writes_again_after() {
    let (_dir, url) = temp_db();
    let session = Session::open(&url).await.expect("open");
    started(&session, key(1)).await;
    let start = written(&session).await;

    // Room for no new page (the limit is never below the file's size): the
    // group's writes at release need some.
    let pool = session.store().sqlite_pool().expect("SQLite");
    let mut held = Vec::new();
    for _ in 0..8 {
        held.push(pool.acquire().await.expect("acquire"));
    }
    for conn in &mut held {
        let _: (i64,) = sqlx::query_as("PRAGMA max_page_count = 1")
            .fetch_one(&mut **conn)
            .await
            .expect("max_page_count");
    }
    drop(held);
    crate::store_common::limit_writer_pages(&session, 1).await;

    let shared = Group::new();
    let mut dice = SeededDice::from_seed(1);
    for _ in 0..40 {
        let ran = group::scoped(&shared, session.run(key(1), 9, caps(1), &mut dice)).await;
        assert!(ran.is_ok(), "{ran:?}");
    }
    let failed = session
        .release(&shared)
        .await
        .expect_err("the file is full");
    assert!(failed.to_string().contains("full"), "{failed}");
    assert_eq!(
        written(&session).await,
        start,
        "nothing of the group was written"
    );

    // Space again: the same session writes, outside a group and in a new one.
    let pool = session.store().sqlite_pool().expect("SQLite");
    let mut held = Vec::new();
    for _ in 0..8 {
        held.push(pool.acquire().await.expect("acquire"));
    }
    for conn in &mut held {
        let _: (i64,) = sqlx::query_as("PRAGMA max_page_count = 1073741823")
            .fetch_one(&mut **conn)
            .await
            .expect("max_page_count");
    }
    drop(held);
    crate::store_common::limit_writer_pages(&session, 1_073_741_823).await;
    let ran = session.run(key(1), 9, caps(5), &mut dice).await;
    assert!(ran.is_ok(), "{ran:?}");
    let ran = group::scoped(&shared, session.run(key(1), 9, caps(5), &mut dice)).await;
    assert!(ran.is_ok(), "{ran:?}");
    assert_eq!(session.release(&shared).await.expect("commit"), 1);
    assert_eq!(
        session.campaign(key(1)).await.expect("load").players[0].caps,
        110
    );
}
