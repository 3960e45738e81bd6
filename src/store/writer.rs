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
//!
//! A command's whole write (its load, the game's rules and its save) is one
//! job of [`Writer::run`]: a synchronous closure given the writer's own
//! rusqlite connection (the same bundled SQLite as sqlx's), run while the job
//! holds it. No statement of it is a hand-off to another thread: the load,
//! the rules, the save and, when nobody is queued behind it, the group's
//! COMMIT and its sync run at once on the job's thread. The closure borrows
//! what the caller holds (the dice, the command), so it runs where the
//! caller is rather than being sent to a thread of its own. A batch's group
//! of lines is one job too ([`Writer::begin_raw`], [`RawWriteTx`]): it holds
//! rusqlite's connection across its lines, and its statements run on the
//! caller's thread. Jobs of [`Writer::begin`] ([`SqliteWriteTx`], the other
//! writes made of several awaited steps: settings, imports) run on sqlx's
//! connection, whose statements are hand-offs to its worker thread; a
//! group's transaction is open on one of the two connections at a time, and
//! a job for the other commits it first.
//!
//! A command-line process's writer leaves the write-ahead log beside the
//! file when it closes ([`Writer::close`]) and checkpoints it itself when it
//! grows past [`super::sqlite::CLI_CHECKPOINT_PAGES`].

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::Arc;

use sqlx::sqlite::{SqliteConnectOptions, SqliteConnection, SqlitePool, SqliteRow};
use sqlx::{ConnectOptions as _, Connection as _};
use tokio::sync::{watch, Mutex, OwnedMappedMutexGuard, OwnedMutexGuard};

use super::sqlite::{run_statements, Checkpoints, SqliteQuery, BUSY_TIMEOUT};

/// The size of a frame of the write-ahead log: a 4 KiB page (SQLite's
/// default, which the migrations keep) and its 24-byte header.
const LOG_FRAME_BYTES: u64 = 4096 + 24;

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
    /// The write connections, held in turn.
    held: Arc<Mutex<Held>>,
    /// Writers between asking for the connection and holding it.
    waiting: AtomicUsize,
    /// Whether a flush task is queued for the connection.
    flush_queued: AtomicBool,
    /// Told of every commit, with the pool to checkpoint on (a bot's store).
    checkpoints: Option<(Arc<Checkpoints>, SqlitePool)>,
    /// Groups committed and jobs in them, for tests and benchmarks.
    groups: AtomicU64,
    jobs: AtomicU64,
    /// Round trips to the write connection's thread (see [`Writer::handoffs`]).
    handoffs: AtomicU64,
}

impl std::fmt::Debug for Writer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Writer")
            .field("groups", &self.groups.load(Ordering::Relaxed))
            .field("jobs", &self.jobs.load(Ordering::Relaxed))
            .field("handoffs", &self.handoffs.load(Ordering::Relaxed))
            .finish_non_exhaustive()
    }
}

/// The write connections of the database, each opened at its first job.
/// A group's transaction is open on one of them at a time: a job for the
/// other one commits it first.
struct Held {
    /// rusqlite's, for [`Writer::run`]'s jobs.
    raw: Option<Raw>,
    /// sqlx's, for [`Writer::begin`]'s ([`SqliteWriteTx`]).
    sqlx: Option<Side>,
}

/// rusqlite's write connection and the group open on it.
struct Raw {
    conn: rusqlite::Connection,
    group: Option<Group>,
    /// A [`RawWriteTx`] began and was dropped before its end: its savepoint
    /// may still be open.
    dirty: bool,
}

impl Raw {
    fn new(conn: rusqlite::Connection) -> Raw {
        Raw {
            conn,
            group: None,
            dirty: false,
        }
    }

    /// Rolls back the savepoint a dropped [`RawWriteTx`] left; if that fails,
    /// rolls back the whole group and tells its jobs.
    fn clean(&mut self) {
        if !std::mem::take(&mut self.dirty) {
            return;
        }
        if self.conn.execute_batch(JOB_UNDO).is_ok() {
            return;
        }
        roll_back_raw(&self.conn);
        if let Some(group) = self.group.take() {
            group.end.send_replace(Some(Err(
                "a batch's group was dropped inside its transaction".into(),
            )));
        }
    }
}

/// sqlx's write connection and the group open on it.
struct Side {
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
            held: Arc::new(Mutex::new(Held {
                raw: None,
                sqlx: None,
            })),
            waiting: AtomicUsize::new(0),
            flush_queued: AtomicBool::new(false),
            checkpoints,
            groups: AtomicU64::new(0),
            jobs: AtomicU64::new(0),
            handoffs: AtomicU64::new(0),
        }
    }

    /// Round trips to sqlx's write connection's worker thread so far: one per
    /// statement the writer sends there itself (`BEGIN IMMEDIATE`, a
    /// [`Writer::begin`] job's first statements, its end, a group's COMMIT).
    /// Statements run on a [`SqliteWriteTx`] through its connection are not
    /// counted. A job of [`Writer::run`] makes none.
    #[must_use]
    pub fn handoffs(&self) -> u64 {
        self.handoffs.load(Ordering::Relaxed)
    }

    fn handoff(&self) {
        self.handoffs.fetch_add(1, Ordering::Relaxed);
    }

    /// Caps the database at `pages` pages on both write connections
    /// (`PRAGMA max_page_count`, which each connection keeps for itself), so
    /// a write past it fails as on a full disk: for fault drills. Returns
    /// the limit in force, which SQLite never sets below the file's size.
    ///
    /// # Errors
    /// A connection could not be opened or the pragma failed.
    pub async fn limit_pages(self: &Arc<Self>, pages: i64) -> Result<i64, sqlx::Error> {
        let sql = format!("PRAGMA max_page_count = {pages}");
        let raw = self
            .run(|conn| conn.query_row(&sql, [], |row| row.get::<_, i64>(0)))
            .await?
            .map_err(from_rusqlite)?;
        let mut side = self.hold().await?;
        let (limit,): (i64,) = sqlx::query_as(&sql).fetch_one(&mut side.conn).await?;
        Ok(limit.max(raw))
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
            self.handoff();
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
        self.handoff();
        let run = run_statements(&mut tx.held.conn, query).await;
        match run.error {
            None => Ok((tx, run.rows)),
            Some(e) => {
                tx.undo(&e).await;
                Err(e)
            }
        }
    }

    /// Both connections, in turn.
    async fn hold_both(&self) -> OwnedMutexGuard<Held> {
        self.waiting.fetch_add(1, Ordering::AcqRel);
        let queued = Queued(&self.waiting);
        let held = Arc::clone(&self.held).lock_owned().await;
        drop(queued);
        held
    }

    /// sqlx's connection, in turn, with what a cancelled job left cleaned
    /// up and a group open on rusqlite's committed.
    async fn hold(&self) -> Result<OwnedMappedMutexGuard<Held, Side>, sqlx::Error> {
        let mut held = self.hold_both().await;
        if let Some(raw) = held.raw.as_mut() {
            raw.clean();
            // An error was given to the group's jobs.
            let _ = self.commit_raw(&raw.conn, &mut raw.group);
        }
        if held.sqlx.is_none() {
            let conn = self.options.connect().await?;
            held.sqlx = Some(Side {
                conn,
                group: None,
                dirty: false,
            });
        }
        let mut side = OwnedMutexGuard::try_map(held, |h| h.sqlx.as_mut())
            .map_err(|_| sqlx::Error::WorkerCrashed)?;
        if side.dirty {
            clean(&mut side).await;
        }
        Ok(side)
    }

    /// rusqlite's connection, opened with the pragmas of sqlx's (WAL,
    /// `synchronous = FULL`, the busy timeout, foreign keys; a bot's
    /// automatic checkpoint size) and its savepoints' journals in memory.
    fn open_raw(&self) -> Result<rusqlite::Connection, rusqlite::Error> {
        use rusqlite::OpenFlags;
        let name = self.options.get_filename();
        let mut flags = OpenFlags::SQLITE_OPEN_READ_WRITE
            | OpenFlags::SQLITE_OPEN_CREATE
            | OpenFlags::SQLITE_OPEN_URI
            | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        if name.to_string_lossy().starts_with("file:sqlx-in-memory-") {
            // sqlx's name for `sqlite::memory:`, shared between its connections.
            flags |= OpenFlags::SQLITE_OPEN_MEMORY | OpenFlags::SQLITE_OPEN_SHARED_CACHE;
        }
        let conn = rusqlite::Connection::open_with_flags(name, flags)?;
        conn.busy_timeout(BUSY_TIMEOUT)?;
        let mut pragmas = vec![
            "PRAGMA journal_mode = WAL",
            "PRAGMA synchronous = FULL",
            "PRAGMA foreign_keys = ON",
            // Every job is a savepoint, whose journal of the pages it changes
            // would otherwise be a temporary file: a write(2) per page.
            "PRAGMA temp_store = MEMORY",
        ];
        if self.checkpoints.is_some() {
            pragmas.push(super::sqlite::WRITER_CHECKPOINT_PRAGMA);
        } else {
            // A command-line process leaves the log to the next one (see
            // `Writer::close`), so it keeps it short.
            pragmas.push(super::sqlite::CLI_CHECKPOINT_PRAGMA);
            conn.set_db_config(
                rusqlite::config::DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE,
                true,
            )?;
        }
        for pragma in pragmas {
            let mut statement = conn.prepare(pragma)?;
            let mut rows = statement.query([])?;
            while rows.next()?.is_some() {}
        }
        Ok(conn)
    }

    /// Closes the write connections. In a bot's store (which emptied the
    /// log first, [`super::SqliteStore::checkpoint_truncate`]) that is all.
    /// In a command-line process's, the write-ahead log stays as it is, with
    /// its index (`-wal`, `-shm`), unless it has grown long
    /// ([`Writer::empty_a_long_log`]): every answered command is in it,
    /// synced (`synchronous = FULL`), so copying it into the file on every
    /// exit would be three more syncs that durability does not need. Call it after
    /// the readers' pool closed: the last connection of a file to close
    /// checkpoints it unless told not to, and rusqlite's is told not to
    /// (`SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE`) and closes last ([`Writer::keep_log`]
    /// opens it before the pool closes, if no write did).
    pub(super) async fn close(&self) {
        let mut held = self.hold_both().await;
        if let Some(raw) = held.raw.as_mut() {
            raw.clean();
            // An error was given to the group's jobs.
            let _ = self.commit_raw(&raw.conn, &mut raw.group);
        }
        if let Some(mut side) = held.sqlx.take() {
            if side.dirty {
                clean(&mut side).await;
            }
            // An error was given to the group's jobs.
            let _ = self.commit_group(&mut side).await;
            if let Err(e) = side.conn.close().await {
                tracing::debug!(error = %e, "closing the write connection");
            }
        }
        if self.checkpoints.is_none() {
            if let Some(raw) = held.raw.as_ref() {
                self.empty_a_long_log(&raw.conn);
            }
        }
        held.raw = None;
    }

    /// A command-line process's last step: when the log beside the file has
    /// grown past [`super::sqlite::CLI_CHECKPOINT_PAGES`], copies it into the
    /// file and empties it (`PRAGMA wal_checkpoint(TRUNCATE)`). The next
    /// process rebuilds the log's index from every frame and, until a
    /// checkpoint and a write in the same process, appends to it: without
    /// this, a run of one-shot commands would grow it without end. Best
    /// effort: a reader of another process keeps it (busy), and a later
    /// process empties it.
    fn empty_a_long_log(&self, conn: &rusqlite::Connection) {
        let mut wal = self.options.get_filename().as_os_str().to_owned();
        wal.push("-wal");
        let bytes = std::fs::metadata(&wal).map_or(0, |m| m.len());
        if bytes <= super::sqlite::CLI_CHECKPOINT_PAGES as u64 * LOG_FRAME_BYTES {
            return;
        }
        let done = conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |row| {
            row.get::<_, i64>(0)
        });
        match done {
            Ok(0) => {}
            Ok(_) => tracing::debug!("another process kept part of the log"),
            Err(e) => tracing::debug!(error = %e, "no checkpoint before closing"),
        }
    }

    /// Opens rusqlite's write connection, if it is not open, so that it is
    /// the last of the process to close (see [`Writer::close`]).
    pub(super) async fn keep_log(&self) {
        let mut held = self.hold_both().await;
        if held.raw.is_none() {
            held.raw = self.open_raw().ok().map(Raw::new);
        }
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
            let mut held = Arc::clone(&this.held).lock_owned().await;
            this.flush_queued.store(false, Ordering::Release);
            // An error was given to the group's jobs.
            if let Some(raw) = held.raw.as_mut() {
                raw.clean();
                let _ = this.commit_raw(&raw.conn, &mut raw.group);
            }
            if let Some(side) = held.sqlx.as_mut() {
                if side.dirty {
                    clean(side).await;
                }
                let _ = this.commit_group(side).await;
            }
        });
    }

    /// Commits the open group (if any) and tells its jobs.
    async fn commit_group(&self, held: &mut Side) -> Result<(), sqlx::Error> {
        let Some(group) = held.group.take() else {
            return Ok(());
        };
        self.handoff();
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

/// What a job of [`Writer::run`] left to do once its statements ran.
enum After {
    /// Its group is committed (or it wrote nothing and none is open).
    Done,
    /// It waits for its group's COMMIT, which another job or the flush task runs.
    Wait(watch::Receiver<GroupEnd>),
}

impl Writer {
    /// Runs `job` as one job of the group commit (see the module's doc): in
    /// turn, on the write connection's own handle, inside the group's
    /// transaction and a savepoint of its own. `Ok` from `job` keeps its
    /// writes, and the call returns once the group's COMMIT did; `Err` rolls
    /// back its savepoint and is returned at once as `Ok(Err)`. The outer
    /// error is the writer's: the transaction could not be opened, or the
    /// group's COMMIT failed (then nothing of the group was written).
    ///
    /// No hand-off to another thread: the job and, when nobody is queued
    /// behind it, the COMMIT and its sync run on the caller's thread (see
    /// [`Writer::handoffs`]). `job` must not wait for anything.
    pub(super) async fn run<T, E>(
        self: &Arc<Self>,
        job: impl FnOnce(&rusqlite::Connection) -> Result<T, E>,
    ) -> Result<Result<T, E>, sqlx::Error> {
        let mut held = self.hold_both().await;
        let raw = self.raw_of(&mut held).await?;
        let (ran, after) = self.run_sync(&raw.conn, &mut raw.group, job);
        let After::Wait(mut end) = after else {
            return ran;
        };
        drop(held);
        let ended = end.wait_for(Option::is_some).await.map(|e| e.clone());
        match ended {
            Ok(Some(Ok(()))) => ran,
            Ok(Some(Err(reason))) => Err(group_failed(&reason)),
            Ok(None) | Err(_) => Err(group_failed("the group was abandoned")),
        }
    }

    /// rusqlite's connection in `held`, opened if it was not, cleaned of what
    /// a dropped job left, with a group open on sqlx's committed first.
    async fn raw_of<'h>(&self, held: &'h mut Held) -> Result<&'h mut Raw, sqlx::Error> {
        if let Some(side) = held.sqlx.as_mut() {
            if side.dirty {
                clean(side).await;
            }
            if side.group.is_some() {
                // A group open on sqlx's connection ends first.
                let _ = self.commit_group(side).await;
            }
        }
        let raw = match &mut held.raw {
            Some(raw) => raw,
            none => none.insert(Raw::new(self.open_raw().map_err(from_rusqlite)?)),
        };
        raw.clean();
        Ok(raw)
    }

    /// Runs `read` on rusqlite's connection, in turn and outside any
    /// transaction (a group open on it is committed first, so it reads only
    /// what is committed): a command-line process's reads that come before
    /// its command's job (the file's opening check, the campaign's game and
    /// language), so that a one-shot command opens no second connection.
    pub(super) async fn read<T>(
        self: &Arc<Self>,
        read: impl FnOnce(&rusqlite::Connection) -> rusqlite::Result<T>,
    ) -> Result<T, sqlx::Error> {
        let mut held = self.hold_both().await;
        self.read_held(&mut held, read).await
    }

    /// [`Writer::read`] if the connection is free now; `None` if a job or a
    /// batch's group holds it (read elsewhere then, rather than wait for it).
    pub(super) async fn try_read<T>(
        self: &Arc<Self>,
        read: impl FnOnce(&rusqlite::Connection) -> rusqlite::Result<T>,
    ) -> Option<Result<T, sqlx::Error>> {
        let mut held = Arc::clone(&self.held).try_lock_owned().ok()?;
        Some(self.read_held(&mut held, read).await)
    }

    async fn read_held<T>(
        self: &Arc<Self>,
        held: &mut Held,
        read: impl FnOnce(&rusqlite::Connection) -> rusqlite::Result<T>,
    ) -> Result<T, sqlx::Error> {
        let raw = self.raw_of(held).await?;
        self.commit_raw(&raw.conn, &mut raw.group)?;
        read(&raw.conn).map_err(from_rusqlite)
    }

    /// Starts a job on rusqlite's connection that lasts across awaits (a
    /// batch's group of lines, [`RawWriteTx`]): waits for the connection,
    /// opens the group's transaction if none is open and the job's savepoint.
    /// Its statements then run on the caller's thread, with no hand-off.
    pub(super) async fn begin_raw(self: &Arc<Self>) -> Result<RawWriteTx, sqlx::Error> {
        let mut held = self.hold_both().await;
        self.raw_of(&mut held).await?;
        let mut raw = OwnedMutexGuard::try_map(held, |h| h.raw.as_mut())
            .map_err(|_| sqlx::Error::WorkerCrashed)?;
        if raw.group.is_none() {
            raw.conn
                .execute_batch("BEGIN IMMEDIATE")
                .map_err(from_rusqlite)?;
            raw.group = Some(Group::new());
        }
        if let Err(e) = raw.conn.execute_batch(JOB_BEGIN) {
            let raw = &mut *raw;
            self.end_turn_raw(&raw.conn, &mut raw.group);
            return Err(from_rusqlite(e));
        }
        raw.dirty = true;
        Ok(RawWriteTx {
            held: raw,
            open: true,
            writer: Arc::clone(self),
        })
    }

    /// [`Writer::run`]'s statements, holding the connection.
    fn run_sync<T, E>(
        self: &Arc<Self>,
        raw: &rusqlite::Connection,
        group: &mut Option<Group>,
        job: impl FnOnce(&rusqlite::Connection) -> Result<T, E>,
    ) -> (Result<Result<T, E>, sqlx::Error>, After) {
        if group.is_none() {
            if let Err(e) = raw.execute_batch("BEGIN IMMEDIATE") {
                return (Err(from_rusqlite(e)), After::Done);
            }
            *group = Some(Group::new());
        }
        let ran = match raw.execute_batch(JOB_BEGIN) {
            Ok(()) => match job(raw) {
                Ok(value) => match raw.execute_batch(JOB_END) {
                    Ok(()) => Ok(Ok(value)),
                    Err(e) => Err(from_rusqlite(e)),
                },
                Err(refused) => Ok(Err(refused)),
            },
            Err(e) => Err(from_rusqlite(e)),
        };
        if !matches!(ran, Ok(Ok(_))) {
            // Only its own writes go; if SQLite already rolled the whole
            // transaction back (a full disk), the group fails with it.
            if raw.execute_batch(JOB_UNDO).is_err() {
                let reason = match &ran {
                    Err(e) => e.to_string(),
                    Ok(_) => "the transaction was rolled back".to_owned(),
                };
                roll_back_raw(raw);
                if let Some(group) = group.take() {
                    group.end.send_replace(Some(Err(reason.into())));
                }
            }
            return (ran, self.end_turn_raw(raw, group));
        }
        let Some(open) = group.as_mut() else {
            return (Err(group_failed("the transaction was gone")), After::Done);
        };
        open.jobs += 1;
        if self.waiting.load(Ordering::Acquire) == 0 {
            // Nobody queued behind: this job ends the group.
            return match self.commit_raw(raw, group) {
                Ok(()) => (ran, After::Done),
                Err(e) => (Err(e), After::Done),
            };
        }
        let end = open.end.subscribe();
        self.flush_later();
        (ran, After::Wait(end))
    }

    /// After a job of [`Writer::run`] rolled back: the group is committed
    /// now if nobody is queued (an empty one just ends), else by whoever
    /// comes last.
    fn end_turn_raw(
        self: &Arc<Self>,
        raw: &rusqlite::Connection,
        group: &mut Option<Group>,
    ) -> After {
        if group.is_some() {
            if self.waiting.load(Ordering::Acquire) == 0 {
                // An error was given to the group's jobs.
                let _ = self.commit_raw(raw, group);
            } else {
                self.flush_later();
            }
        }
        After::Done
    }

    /// [`Writer::commit_group`] on the connection's handle.
    fn commit_raw(
        &self,
        raw: &rusqlite::Connection,
        group: &mut Option<Group>,
    ) -> Result<(), sqlx::Error> {
        let Some(group) = group.take() else {
            return Ok(());
        };
        match raw.execute_batch("COMMIT") {
            Ok(()) => {
                self.groups.fetch_add(1, Ordering::Relaxed);
                self.jobs.fetch_add(group.jobs, Ordering::Relaxed);
                group.end.send_replace(Some(Ok(())));
                if let Some((checkpoints, pool)) = &self.checkpoints {
                    checkpoints.committed(pool);
                }
                Ok(())
            }
            Err(e) => {
                roll_back_raw(raw);
                let e = from_rusqlite(e);
                group.end.send_replace(Some(Err(e.to_string().into())));
                Err(group_failed(&e.to_string()))
            }
        }
    }
}

/// Ends the open transaction with ROLLBACK (when SQLite has not already).
fn roll_back_raw(raw: &rusqlite::Connection) {
    if !raw.is_autocommit() {
        if let Err(e) = raw.execute_batch("ROLLBACK") {
            tracing::warn!(error = %e, "ROLLBACK failed on the write connection");
        }
    }
}

/// A rusqlite error as sqlx's: SQLite's failures keep their extended code
/// and message (so "busy" is retried and damage refused as for sqlx's own).
pub(super) fn from_rusqlite(error: rusqlite::Error) -> sqlx::Error {
    match error {
        rusqlite::Error::SqliteFailure(failure, message) => {
            sqlx::Error::Database(Box::new(RawError {
                code: failure.extended_code,
                message: message.unwrap_or_else(|| failure.to_string()),
            }))
        }
        other => sqlx::Error::Decode(Box::new(other)),
    }
}

/// A failure SQLite reported on the write connection's handle.
#[derive(Debug)]
struct RawError {
    /// SQLite's extended result code.
    code: i32,
    message: String,
}

impl std::fmt::Display for RawError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "(code: {}) {}", self.code, self.message)
    }
}

impl std::error::Error for RawError {}

impl sqlx::error::DatabaseError for RawError {
    fn message(&self) -> &str {
        &self.message
    }

    fn code(&self) -> Option<std::borrow::Cow<'_, str>> {
        Some(self.code.to_string().into())
    }

    fn as_error(&self) -> &(dyn std::error::Error + Send + Sync + 'static) {
        self
    }

    fn as_error_mut(&mut self) -> &mut (dyn std::error::Error + Send + Sync + 'static) {
        self
    }

    fn into_error(self: Box<Self>) -> Box<dyn std::error::Error + Send + Sync + 'static> {
        self
    }

    fn kind(&self) -> sqlx::error::ErrorKind {
        use sqlx::error::ErrorKind;
        match self.code {
            // SQLITE_CONSTRAINT_UNIQUE, _PRIMARYKEY
            2067 | 1555 => ErrorKind::UniqueViolation,
            // SQLITE_CONSTRAINT_FOREIGNKEY
            787 => ErrorKind::ForeignKeyViolation,
            // SQLITE_CONSTRAINT_NOTNULL
            1299 => ErrorKind::NotNullViolation,
            // SQLITE_CONSTRAINT_CHECK
            275 => ErrorKind::CheckViolation,
            _ => ErrorKind::Other,
        }
    }
}

/// Rolls back the savepoint a cancelled job left; if that fails (the
/// transaction is gone, or the connection broken), rolls back the whole
/// group and tells its jobs.
async fn clean(held: &mut Side) {
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
async fn roll_back(held: &mut Side) {
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

/// A job of the writer on rusqlite's connection that lasts across awaits
/// ([`Writer::begin_raw`]): a batch's group of lines, whose statements run
/// on the caller's thread through [`RawWriteTx::conn`]. End it with
/// [`RawWriteTx::commit`] (returns once the group's COMMIT did) or
/// [`RawWriteTx::rollback`]; dropping it rolls the job back (by the next
/// holder of the connection).
pub struct RawWriteTx {
    held: OwnedMappedMutexGuard<Held, Raw>,
    /// Whether the job still needs an end.
    open: bool,
    writer: Arc<Writer>,
}

impl std::fmt::Debug for RawWriteTx {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RawWriteTx")
            .field("open", &self.open)
            .finish_non_exhaustive()
    }
}

impl RawWriteTx {
    /// The write connection, inside the job's savepoint.
    #[must_use]
    pub fn conn(&self) -> &rusqlite::Connection {
        &self.held.conn
    }

    /// Ends the job well and returns once its group is committed (the log
    /// synced). If the COMMIT fails, nothing of the group was written.
    pub async fn commit(mut self) -> Result<(), sqlx::Error> {
        self.open = false;
        self.held.dirty = false;
        if let Err(e) = self.held.conn.execute_batch(JOB_END) {
            let e = from_rusqlite(e);
            self.undo(&e.to_string());
            return Err(e);
        }
        let Some(group) = self.held.group.as_mut() else {
            return Err(group_failed("the transaction was gone"));
        };
        group.jobs += 1;
        if self.writer.waiting.load(Ordering::Acquire) == 0 {
            // Nobody queued behind: this job ends the group.
            let raw = &mut *self.held;
            return self.writer.commit_raw(&raw.conn, &mut raw.group);
        }
        let mut end = group.end.subscribe();
        self.writer.flush_later();
        drop(self);
        let ended = end.wait_for(Option::is_some).await.map(|e| e.clone());
        match ended {
            Ok(Some(Ok(()))) => Ok(()),
            Ok(Some(Err(reason))) => Err(group_failed(&reason)),
            Ok(None) | Err(_) => Err(group_failed("the group was abandoned")),
        }
    }

    /// Rolls the job back (only its own writes) and hands the connection on.
    pub fn rollback(mut self) {
        if self.open {
            self.open = false;
            self.held.dirty = false;
            self.undo("the transaction was rolled back");
        }
    }

    /// Rolls the job back; if SQLite rolled the whole transaction back
    /// already, the group fails with `reason`. Then ends the turn.
    fn undo(&mut self, reason: &str) {
        let raw = &mut *self.held;
        if raw.conn.execute_batch(JOB_UNDO).is_err() {
            roll_back_raw(&raw.conn);
            if let Some(group) = raw.group.take() {
                group.end.send_replace(Some(Err(reason.into())));
            }
        }
        self.writer.end_turn_raw(&raw.conn, &mut raw.group);
    }
}

impl Drop for RawWriteTx {
    fn drop(&mut self) {
        if self.open {
            // The job stays `dirty`: the next holder (at the latest the
            // flush task) rolls it back.
            self.writer.flush_later();
        }
    }
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
    held: OwnedMappedMutexGuard<Held, Side>,
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
        self.writer.handoff();
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
