//! The one writer of a SQLite database in a process, with group commit.
//!
//! Every write of a [`super::SqliteStore`] (and of the stores made from it by
//! [`super::SqliteStore::reader`]) runs on one connection of its own, which
//! readers never use, behind a fair async mutex: writers queue on it in
//! order. The first writer of a group opens the transaction (`BEGIN
//! IMMEDIATE`, SQLite's write lock); each writer's statements then run inside
//! a `SAVEPOINT`, so a job that fails or is refused rolls back only itself.
//! A job that ends well does not commit on its own while others are queued:
//! it hands the connection to the next writer and waits for the group's
//! `COMMIT`, which the last writer of the group runs (the one that finds
//! nobody queued behind it), or else a flush task that queues behind the
//! writers waiting at that moment. One COMMIT, so one sync of the
//! write-ahead log under `synchronous = FULL`, covers the whole group; each
//! job's call returns only after that COMMIT returned, so a caller answers
//! only what is on the disk. If the COMMIT fails (a full disk), or SQLite
//! rolled the whole transaction back under a failing statement, every job of
//! the group gets the error and none of it was written.
//!
//! A job dropped before it ended (its future cancelled) leaves its
//! savepoint open: the next holder of the connection rolls it back first.

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::Arc;

use sqlx::sqlite::{SqliteConnectOptions, SqliteConnection, SqlitePool, SqliteRow};
use sqlx::{ConnectOptions as _, Connection as _};
use tokio::sync::{watch, Mutex, OnceCell, OwnedMutexGuard};

use super::sqlite::{run_statements, Checkpoints, SqliteQuery};

/// The statement that opens a job inside the group's transaction.
pub const JOB_BEGIN: &str = "SAVEPOINT job";

/// The statement that ends a job that went well (its writes stay in the
/// group's transaction until the group's COMMIT).
pub const JOB_END: &str = "RELEASE job";

/// What ends a job that failed or was refused: only its own writes go.
const JOB_UNDO: &str = "ROLLBACK TO job; RELEASE job";

/// What a group's end told its jobs: `Ok` once COMMIT returned, or the
/// reason nothing of it was written.
type GroupEnd = Option<Result<(), Arc<str>>>;

/// The writer of one database (shared by a store and its readers' stores).
pub struct Writer {
    options: SqliteConnectOptions,
    conn: OnceCell<Arc<Mutex<Held>>>,
    /// Writers between asking for the connection and holding it.
    waiting: AtomicUsize,
    /// Whether a flush task is queued for the connection.
    flush_queued: AtomicBool,
    /// Told of every commit, with the pool to checkpoint on (a bot's store).
    checkpoints: Option<(Arc<Checkpoints>, SqlitePool)>,
    /// Groups committed and jobs in them, for tests and benchmarks.
    groups: AtomicU64,
    jobs: AtomicU64,
}

impl std::fmt::Debug for Writer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Writer")
            .field("groups", &self.groups.load(Ordering::Relaxed))
            .field("jobs", &self.jobs.load(Ordering::Relaxed))
            .finish_non_exhaustive()
    }
}

/// The write connection and the group open on it.
struct Held {
    conn: SqliteConnection,
    /// The open transaction's group, if one is open.
    group: Option<Group>,
    /// A job began and has not ended: its savepoint may still be open.
    dirty: bool,
}

/// The jobs that ended well in the open transaction and wait for its COMMIT.
struct Group {
    jobs: u64,
    end: watch::Sender<GroupEnd>,
}

impl Group {
    fn new() -> Group {
        Group {
            jobs: 0,
            end: watch::channel(None).0,
        }
    }
}

/// Counts a writer as queued until dropped (also when its call is cancelled).
struct Queued<'a>(&'a AtomicUsize);

impl Drop for Queued<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}

impl Writer {
    /// A writer that opens its connection with `options` at the first write.
    pub(super) fn new(
        options: SqliteConnectOptions,
        checkpoints: Option<(Arc<Checkpoints>, SqlitePool)>,
    ) -> Writer {
        Writer {
            options,
            conn: OnceCell::new(),
            waiting: AtomicUsize::new(0),
            flush_queued: AtomicBool::new(false),
            checkpoints,
            groups: AtomicU64::new(0),
            jobs: AtomicU64::new(0),
        }
    }

    /// Groups committed so far and the jobs they held.
    #[must_use]
    pub fn committed(&self) -> (u64, u64) {
        (
            self.groups.load(Ordering::Relaxed),
            self.jobs.load(Ordering::Relaxed),
        )
    }

    /// Starts a job: waits for the connection, opens the group's transaction
    /// if none is open, and runs `query`, whose first statement is
    /// [`JOB_BEGIN`]. Returns its rows; if a statement fails, the job is
    /// rolled back before the error is returned.
    pub(super) async fn begin(
        self: &Arc<Self>,
        query: SqliteQuery<'_>,
    ) -> Result<(SqliteWriteTx, Vec<SqliteRow>), sqlx::Error> {
        let mut held = self.hold().await?;
        if held.group.is_none() {
            held.dirty = true;
            sqlx::query("BEGIN IMMEDIATE")
                .execute(&mut held.conn)
                .await?;
            held.dirty = false;
            held.group = Some(Group::new());
        }
        held.dirty = true;
        let mut tx = SqliteWriteTx {
            held,
            open: true,
            writer: Arc::clone(self),
        };
        let run = run_statements(&mut tx.held.conn, query).await;
        match run.error {
            None => Ok((tx, run.rows)),
            Some(e) => {
                tx.undo(&e).await;
                Err(e)
            }
        }
    }

    /// The connection, in turn, with what a cancelled job left cleaned up.
    async fn hold(&self) -> Result<OwnedMutexGuard<Held>, sqlx::Error> {
        self.waiting.fetch_add(1, Ordering::AcqRel);
        let queued = Queued(&self.waiting);
        let cell = self
            .conn
            .get_or_try_init(|| async {
                let conn = self.options.connect().await?;
                Ok::<_, sqlx::Error>(Arc::new(Mutex::new(Held {
                    conn,
                    group: None,
                    dirty: false,
                })))
            })
            .await?;
        let mut held = Arc::clone(cell).lock_owned().await;
        drop(queued);
        if held.dirty {
            clean(&mut held).await;
        }
        Ok(held)
    }

    /// Makes sure the open group is committed by someone: a task that
    /// queues for the connection (behind the writers queued now) and commits.
    fn flush_later(self: &Arc<Self>) {
        if self.flush_queued.swap(true, Ordering::AcqRel) {
            return;
        }
        let Ok(runtime) = tokio::runtime::Handle::try_current() else {
            self.flush_queued.store(false, Ordering::Release);
            return;
        };
        let this = Arc::clone(self);
        runtime.spawn(async move {
            let Some(cell) = this.conn.get() else {
                return;
            };
            let mut held = Arc::clone(cell).lock_owned().await;
            this.flush_queued.store(false, Ordering::Release);
            if held.dirty {
                clean(&mut held).await;
            }
            // An error was given to the group's jobs.
            let _ = this.commit_group(&mut held).await;
        });
    }

    /// Commits the open group (if any) and tells its jobs.
    async fn commit_group(&self, held: &mut Held) -> Result<(), sqlx::Error> {
        let Some(group) = held.group.take() else {
            return Ok(());
        };
        match sqlx::query("COMMIT").execute(&mut held.conn).await {
            Ok(_) => {
                self.groups.fetch_add(1, Ordering::Relaxed);
                self.jobs.fetch_add(group.jobs, Ordering::Relaxed);
                group.end.send_replace(Some(Ok(())));
                if let Some((checkpoints, pool)) = &self.checkpoints {
                    checkpoints.committed(pool);
                }
                Ok(())
            }
            Err(e) => {
                roll_back(held).await;
                group.end.send_replace(Some(Err(e.to_string().into())));
                Err(e)
            }
        }
    }
}

/// Rolls back the savepoint a cancelled job left; if that fails (the
/// transaction is gone, or the connection broken), rolls back the whole
/// group and tells its jobs.
async fn clean(held: &mut Held) {
    held.dirty = false;
    if sqlx::query(JOB_UNDO).execute(&mut held.conn).await.is_ok() {
        return;
    }
    roll_back(held).await;
    if let Some(group) = held.group.take() {
        group.end.send_replace(Some(Err(
            "a command of the group was cancelled inside its transaction".into(),
        )));
    }
}

/// Ends the open transaction with ROLLBACK (when SQLite has not already).
async fn roll_back(held: &mut Held) {
    if let Err(e) = sqlx::query("ROLLBACK").execute(&mut held.conn).await {
        tracing::debug!(error = %e, "no transaction to roll back");
    }
    if held.conn.ping().await.is_err() {
        tracing::warn!("the write connection is broken");
    }
}

/// The error a job of a failed group gets: SQLite's words for the failure.
fn group_failed(reason: &str) -> sqlx::Error {
    sqlx::Error::Io(std::io::Error::other(format!(
        "the commit of this command's group failed, nothing of it was written: {reason}"
    )))
}

/// One job of the writer: it holds the write connection (SQLite's write
/// lock, inside the group's transaction) from [`super::SqliteStore::begin_write`]
/// to its end. It derefs to the connection for its statements.
///
/// End it with [`SqliteWriteTx::commit`], [`SqliteWriteTx::commit_with`],
/// [`SqliteWriteTx::rollback`] or [`SqliteWriteTx::finish`]: a commit returns
/// once the group's COMMIT did (see the module's doc). Dropping it rolls the
/// job back (by the next holder of the connection).
pub struct SqliteWriteTx {
    held: OwnedMutexGuard<Held>,
    /// Whether the job still needs an end.
    open: bool,
    writer: Arc<Writer>,
}

impl std::fmt::Debug for SqliteWriteTx {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SqliteWriteTx")
            .field("open", &self.open)
            .finish_non_exhaustive()
    }
}

impl SqliteWriteTx {
    /// Ends the job well and returns once its group is committed. If the
    /// COMMIT fails, nothing of the group was written and the error is
    /// returned.
    pub async fn commit(self) -> Result<(), sqlx::Error> {
        self.commit_with(sqlx::query(JOB_END)).await.map(drop)
    }

    /// Runs `query`, whose last statement is [`JOB_END`], and so ends the job
    /// in the same round trip as the statements before it; returns their
    /// rows once the group is committed. If a statement fails, the job is
    /// rolled back before the error is returned.
    pub async fn commit_with(
        mut self,
        query: SqliteQuery<'_>,
    ) -> Result<Vec<SqliteRow>, sqlx::Error> {
        use sqlx::Execute as _;
        debug_assert!(query.sql().trim_end().ends_with(JOB_END), "{}", query.sql());
        let run = run_statements(&mut self.held.conn, query).await;
        if let Some(e) = run.error {
            self.undo(&e).await;
            return Err(e);
        }
        self.open = false;
        self.held.dirty = false;
        let Some(group) = self.held.group.as_mut() else {
            return Err(group_failed("the transaction was gone"));
        };
        group.jobs += 1;
        if self.writer.waiting.load(Ordering::Acquire) == 0 {
            // Nobody queued behind: this job ends the group.
            let writer = Arc::clone(&self.writer);
            writer.commit_group(&mut self.held).await?;
            return Ok(run.rows);
        }
        let mut end = group.end.subscribe();
        self.writer.flush_later();
        drop(self);
        let ended = end.wait_for(Option::is_some).await.map(|e| e.clone());
        match ended {
            Ok(Some(Ok(()))) => Ok(run.rows),
            Ok(Some(Err(reason))) => Err(group_failed(&reason)),
            Ok(None) | Err(_) => Err(group_failed("the group was abandoned")),
        }
    }

    /// Rolls the job back (only its own writes) and hands the connection on.
    pub async fn rollback(mut self) {
        if self.open {
            self.open = false;
            self.held.dirty = false;
            if sqlx::query(JOB_UNDO)
                .execute(&mut self.held.conn)
                .await
                .is_err()
            {
                self.fail_group("the transaction was rolled back").await;
            }
            self.end_turn().await;
        }
    }

    /// Commits if `result` is `Ok`, else rolls back; returns `result`, or the
    /// COMMIT's error.
    pub async fn finish<T, E: From<sqlx::Error>>(self, result: Result<T, E>) -> Result<T, E> {
        match result {
            Ok(value) => {
                self.commit().await?;
                Ok(value)
            }
            Err(e) => {
                self.rollback().await;
                Err(e)
            }
        }
    }

    /// Rolls the job back after `cause` failed one of its statements. When
    /// SQLite rolled the whole transaction back (a full disk, an I/O error),
    /// the whole group fails with `cause`.
    async fn undo(&mut self, cause: &sqlx::Error) {
        self.open = false;
        self.held.dirty = false;
        if sqlx::query(JOB_UNDO)
            .execute(&mut self.held.conn)
            .await
            .is_err()
        {
            self.fail_group(&cause.to_string()).await;
        }
        self.end_turn().await;
    }

    /// Rolls back the whole transaction and tells the group's jobs why.
    async fn fail_group(&mut self, reason: &str) {
        roll_back(&mut self.held).await;
        if let Some(group) = self.held.group.take() {
            group.end.send_replace(Some(Err(reason.into())));
        }
    }

    /// After a job rolled back: the group is committed now if nobody is
    /// queued (an empty one just ends), else by whoever comes last.
    async fn end_turn(&mut self) {
        if self.held.group.is_none() {
            return;
        }
        if self.writer.waiting.load(Ordering::Acquire) == 0 {
            let writer = Arc::clone(&self.writer);
            // An error was given to the group's jobs.
            let _ = writer.commit_group(&mut self.held).await;
        } else {
            self.writer.flush_later();
        }
    }
}

impl Drop for SqliteWriteTx {
    fn drop(&mut self) {
        if self.open {
            // No statement can be sent from here: the job stays `dirty`, and
            // the next holder (at the latest the flush task) rolls it back.
            self.writer.flush_later();
        }
    }
}

impl std::ops::Deref for SqliteWriteTx {
    type Target = SqliteConnection;

    fn deref(&self) -> &SqliteConnection {
        &self.held.conn
    }
}

impl std::ops::DerefMut for SqliteWriteTx {
    fn deref_mut(&mut self) -> &mut SqliteConnection {
        &mut self.held.conn
    }
}
