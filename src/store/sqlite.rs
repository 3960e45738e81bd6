//! The SQLite backend: opening a database file (WAL, busy timeout, foreign keys,
//! the file check, migrations from `migrations/sqlite` applied under the write
//! lock) and its write transactions.
//!
//! SQLite's own, and therefore here rather than in the shared statements of
//! [`super::Db`]: the transaction opener `BEGIN IMMEDIATE`, the file check on open
//! and in [`SqliteStore::health`] (`PRAGMA quick_check`), migrations applied
//! under the write lock, the one writer of this process with its group commit
//! ([`super::writer`], `synchronous = FULL`) and the pool's rule that a connection never returns to it
//! inside a transaction. Opening retries "busy" itself, since other processes
//! may be opening the same new file; retrying commands is the session's business.

use std::str::FromStr;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use sqlx::sqlite::{
    SqliteArguments, SqliteConnectOptions, SqliteConnection, SqliteJournalMode, SqlitePool,
    SqlitePoolOptions, SqliteRow, SqliteSynchronous,
};
use sqlx::{Connection as _, Execute as _, Row as _, Sqlite};

use super::point::PointReaders;
pub use super::writer::SqliteWriteTx;
use super::writer::Writer;
use super::{backoff, is_transient, Health};

/// How long a connection waits for a lock held by another connection.
pub const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// How long opening a database keeps retrying transient "busy"/"locked" errors
/// (other processes opening or migrating the same file at the same moment).
pub const OPEN_RETRY_BUDGET: Duration = Duration::from_secs(60);

/// What to do about a damaged database file. [`DamagedDatabase`] ends with it
/// and docs/operators.md gives the same recipe (a test runs it there). (`.recover` needs a sqlite3 shell built with the
/// dbpage table: Debian 12's 3.40.1 fails with "SQL logic error" even on a
/// healthy file and leaves an empty salvage, which `PRAGMA integrity_check`
/// alone calls "ok"; the count of campaigns fails on it. The `.dump` line
/// recovered every readable row of a test file; without the `sed`, a dump that
/// met damage ends in ROLLBACK and imports nothing.)
pub const RECOVERY: &str = "To recover: stop every Overseer process using the file and copy it \
(with its -wal file, if there is one) somewhere safe. Then either salvage what is readable with \
the sqlite3 shell: `sqlite3 overseer.db .dump | sed 's/^ROLLBACK; -- due to errors$/COMMIT;/' \
| sqlite3 recovered.db` (a sqlite3 built with the dbpage table may use \
`sqlite3 overseer.db \".recover\" | sqlite3 recovered.db` instead; Debian 12's 3.40 cannot), \
check the copy with `sqlite3 recovered.db \"PRAGMA integrity_check\" \"SELECT COUNT(*) FROM campaigns\"` \
(an error or a count of 0: nothing was saved) and point DATABASE_URL (or --db) at it; or start a \
new database file and re-import each campaign \
from an export made earlier (`/campaign export`, `overseer cli export FILE`) with \
`/campaign import` or `overseer cli --campaign NAME import FILE`.";

/// Whether the SQLite file holds Overseer's tables (its campaigns table),
/// read without changing it: `false` for an empty file or another program's
/// database (an empty salvage of a damaged file, say), which opening would
/// silently turn into a new, empty Overseer database.
pub async fn holds_campaigns_table(file: &std::path::Path) -> Result<bool, sqlx::Error> {
    let options = SqliteConnectOptions::new()
        .filename(file)
        .read_only(true)
        .create_if_missing(false);
    let mut connection = SqliteConnection::connect_with(&options).await?;
    let found: Result<i64, sqlx::Error> = sqlx::query_scalar(
        "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = 'campaigns'",
    )
    .fetch_one(&mut connection)
    .await;
    let _ = connection.close().await;
    Ok(found? > 0)
}

/// The file a `sqlite:` URL names, as the driver reads it (`sqlite://PATH`,
/// `sqlite:PATH`, options after `?` ignored); `None` for an in-memory
/// database or a URL naming no file. The path is as written (relative paths
/// are relative to the working directory).
#[must_use]
pub fn file_of_url(url: &str) -> Option<std::path::PathBuf> {
    let rest = url.strip_prefix("sqlite:")?;
    if rest == ":memory:" || rest.starts_with(":memory:?") {
        return None;
    }
    let rest = rest.strip_prefix("//").unwrap_or(rest);
    let (path, query) = rest.split_once('?').unwrap_or((rest, ""));
    if path.is_empty() || query.split('&').any(|kv| kv == "mode=memory") {
        return None;
    }
    Some(std::path::PathBuf::from(path))
}

/// The pool and the statements over it.
#[derive(Debug, Clone)]
pub struct SqliteStore {
    pool: SqlitePool,
    /// The one writer of this database in this process (see [`super::writer`]).
    writer: Arc<Writer>,
    /// Checkpoints the write-ahead log off the writers' path, in a bot's
    /// store; `None` in a command-line process's (see [`Checkpoints`]).
    checkpoints: Option<Arc<Checkpoints>>,
    /// Point reads on the caller's thread, in a bot's store of a file
    /// ([`super::point`]).
    point: Option<Arc<PointReaders>>,
}

/// Commits between two checkpoints of a bot's write-ahead log.
///
/// A `/check` adds some eight pages to the log, so this is about 500 pages
/// (2 MB), half of SQLite's own automatic checkpoint of 1,000 pages.
pub const CHECKPOINT_EVERY: u32 = 64;

/// The longest a commit of a bot waits for the checkpoint that puts it in the
/// database file itself (see [`Checkpoints`]): until then, under `synchronous =
/// NORMAL`, an operating-system crash or a power cut could lose it.
pub const CHECKPOINT_AFTER: Duration = Duration::from_secs(1);

/// The log size (in pages) at which a writer of a bot's pool checkpoints by
/// itself, SQLite's own rule: only a safety net, for a log the checkpoints
/// of [`Checkpoints`] cannot keep down (failing ones).
const WRITER_CHECKPOINT_PAGES: &str = "10000";

/// [`WRITER_CHECKPOINT_PAGES`] as the pragma of the writer's rusqlite connection.
pub(super) const WRITER_CHECKPOINT_PRAGMA: &str = "PRAGMA wal_autocheckpoint = 10000";

/// The log size (in pages) past which a command-line process copies the
/// write-ahead log into the file: its writer in the COMMIT that takes the log
/// past it (a batch), and the process as it ends when the log it leaves is
/// longer (`Writer::close`). Such a process otherwise leaves the log to the
/// next one, which rebuilds the log's index by reading every frame of it
/// when it opens the file (about 1.6 µs a page here: 1.6 ms for SQLite's
/// default of 1,000 pages) and appends to it; a checkpoint costs two syncs.
/// A `check` adds about eight pages, so this is one checkpoint in about
/// twelve one-shot commands, and at most 0.2 ms of reading at the next start.
pub const CLI_CHECKPOINT_PAGES: i64 = 100;

/// [`CLI_CHECKPOINT_PAGES`] as the pragma of the writer's rusqlite connection.
pub(super) const CLI_CHECKPOINT_PRAGMA: &str = "PRAGMA wal_autocheckpoint = 100";

/// Checkpoints of a bot's write-ahead log, run off the writers' path.
///
/// SQLite's automatic checkpoint runs inside the COMMIT that takes the log past
/// 1,000 pages: that commit copies the log into the file and syncs both while
/// it still holds this process's write gate, so every writer queued behind it
/// waits some milliseconds; at 1,000 `/check`s a second that happened several
/// times a second and made the latency's tail. Here every [`CHECKPOINT_EVERY`]th
/// commit starts a `PRAGMA wal_checkpoint(PASSIVE)` on a connection of its own,
/// outside the gate, once the gate is open again: a passive checkpoint copies what
/// no reader still needs and never blocks a writer or a reader, so the writers go
/// on while it runs. A commit that does not start one is followed by one within
/// [`CHECKPOINT_AFTER`], so a quiet table's commands reach the file too.
///
/// One checkpoint runs at a time in SQLite (another one meets "busy" at once), so
/// they take [`Checkpoints::lock`]: a background one skips its turn while it is
/// held, and [`SqliteStore::checkpoint_truncate`] waits for it.
#[derive(Debug)]
pub struct Checkpoints {
    /// Commits since the last checkpoint was started.
    commits: AtomicU32,
    /// Held while a checkpoint of this store runs.
    lock: Arc<tokio::sync::Mutex<()>>,
    /// Whether a checkpoint is due within [`CHECKPOINT_AFTER`] already.
    scheduled: AtomicBool,
    /// Background checkpoints completed, for tests and a curious operator.
    done: AtomicU32,
    /// [`CHECKPOINT_AFTER`], but for tests.
    after: Duration,
}

impl Default for Checkpoints {
    fn default() -> Self {
        Checkpoints {
            commits: AtomicU32::new(0),
            lock: Arc::default(),
            scheduled: AtomicBool::new(false),
            done: AtomicU32::new(0),
            after: CHECKPOINT_AFTER,
        }
    }
}

impl Checkpoints {
    /// Counts a commit. The [`CHECKPOINT_EVERY`]th since the last checkpoint
    /// starts one at once, unless one is running; any other makes sure one
    /// follows within [`CHECKPOINT_AFTER`]. Called by the writer after each group's COMMIT.
    pub(super) fn committed(self: &Arc<Self>, pool: &SqlitePool) {
        if self.commits.fetch_add(1, Ordering::Relaxed) + 1 >= CHECKPOINT_EVERY {
            if let Ok(running) = Arc::clone(&self.lock).try_lock_owned() {
                let this = Arc::clone(self);
                let pool = pool.clone();
                tokio::spawn(async move { this.checkpoint(&pool, running).await });
                return;
            }
        }
        if self.scheduled.swap(true, Ordering::AcqRel) {
            return;
        }
        let this = Arc::clone(self);
        let pool = pool.clone();
        tokio::spawn(async move {
            tokio::time::sleep(this.after).await;
            this.scheduled.store(false, Ordering::Release);
            // Waits for a checkpoint running now: it may have started before
            // the commits this one is for.
            let running = Arc::clone(&this.lock).lock_owned().await;
            if this.commits.load(Ordering::Relaxed) > 0 {
                this.checkpoint(&pool, running).await;
            }
        });
    }

    /// One passive checkpoint, holding `running` (the [`Checkpoints::lock`]).
    async fn checkpoint(&self, pool: &SqlitePool, running: tokio::sync::OwnedMutexGuard<()>) {
        self.commits.store(0, Ordering::Relaxed);
        match sqlx::query("PRAGMA wal_checkpoint(PASSIVE)")
            .execute(pool)
            .await
        {
            Ok(_) => {
                self.done.fetch_add(1, Ordering::Relaxed);
            }
            // The pool closing (the bot stopping) or a damaged file: the
            // writers' own checkpoint remains (`WRITER_CHECKPOINT_PAGES`).
            Err(e) => tracing::debug!("background checkpoint failed: {e}"),
        }
        drop(running);
    }

    /// Background checkpoints completed so far.
    #[must_use]
    pub fn done(&self) -> u32 {
        self.done.load(Ordering::Relaxed)
    }
}

/// The connections of a bot's pool ([`SqliteStore::open`]).
const POOL_CONNECTIONS: u32 = 8;

/// The connections of a command-line process's pool ([`SqliteStore::open_with`]).
pub const CLI_CONNECTIONS: u32 = 1;

/// The options of every pool of this store: `max` connections, and a
/// connection returned inside one of sqlx's transactions is rolled back or closed.
fn pool_options(max: u32) -> SqlitePoolOptions {
    SqlitePoolOptions::new()
        .max_connections(max)
        .acquire_timeout(Duration::from_secs(30))
        // A local file's connection cannot have been hung up on: the ping sqlx
        // sends by default before handing out a pooled connection is one more
        // round trip to the connection's worker thread on every read and write.
        .test_before_acquire(false)
        .after_release(|conn, _| {
            Box::pin(async move {
                // sqlx counts only its own transactions (the migrations'); a
                // `SqliteWriteTx` ends its own before its connection returns.
                if conn.is_in_transaction() {
                    // A rollback queued by a dropped transaction runs on
                    // the connection's worker: let it finish, then look again.
                    conn.ping().await?;
                    if conn.is_in_transaction() {
                        tracing::warn!("closing a connection returned inside a transaction");
                        return Ok(false);
                    }
                }
                Ok(true)
            })
        })
}

impl SqliteStore {
    /// The same database through a pool of its own of at most `max`
    /// connections, made when first used (so on SQLite their worker threads
    /// are started by, and inherit the priority of, the thread that uses
    /// them). Writes still go to this store's one writer. Call inside a
    /// tokio runtime: the pool's upkeep runs on it.
    #[must_use]
    pub fn reader(&self, max: u32) -> SqliteStore {
        SqliteStore {
            pool: pool_options(max).connect_lazy_with((*self.pool.connect_options()).clone()),
            writer: Arc::clone(&self.writer),
            checkpoints: self.checkpoints.clone(),
            point: self
                .point
                .as_ref()
                .and_then(|_| PointReaders::of(self.pool.connect_options().get_filename()))
                .map(Arc::new),
        }
    }
}

/// [`SqliteStore::open`] found the file damaged and refuses to write to it:
/// writes to a malformed file succeed at first and then spread the damage.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the database {url} is damaged (PRAGMA quick_check: {problem}); Overseer will not write to it. {RECOVERY}")]
pub struct DamagedDatabase {
    /// The database URL as given.
    pub url: String,
    /// quick_check's findings.
    pub problem: String,
}

/// Whether a SQLite error code is the transient "busy" or "locked" (worth retrying).
pub(super) fn is_busy(error: &dyn sqlx::error::DatabaseError) -> bool {
    error
        .code()
        .and_then(|c| c.parse::<i64>().ok())
        .is_some_and(|code| matches!(code & 0xff, 5 | 6))
}

/// SQLite's own words for a database error (without sqlx's "error returned
/// from database: (code: N)" wrapping), else the error's text.
fn sqlite_message(error: &sqlx::Error) -> String {
    match error {
        sqlx::Error::Database(e) => e.message().to_owned(),
        other => other.to_string(),
    }
}

/// The damage an error reports (SQLITE_CORRUPT, SQLITE_NOTADB met by a
/// statement), as the refusal a damaged file gets on open: SQLite's words and
/// the way to recover. `None` for any other error.
#[must_use]
pub fn damage_in(error: &sqlx::Error) -> Option<String> {
    is_damage(error).then(|| {
        format!(
            "the database is damaged ({}); Overseer will not write to it. {RECOVERY}",
            sqlite_message(error)
        )
    })
}

/// Whether an error says the file is damaged or not a database at all
/// (SQLITE_CORRUPT, SQLITE_NOTADB).
fn is_damage(error: &sqlx::Error) -> bool {
    match error {
        sqlx::Error::Database(e) => e
            .code()
            .and_then(|c| c.parse::<i64>().ok())
            .is_some_and(|code| matches!(code & 0xff, 11 | 26)),
        _ => false,
    }
}

/// At most this many findings of `PRAGMA quick_check`: a badly damaged file
/// has thousands.
const FINDINGS: usize = 5;

/// The health quick_check's rows tell: a single "ok", or findings.
fn health_of(rows: &[SqliteRow]) -> Result<Health, sqlx::Error> {
    let findings = rows
        .iter()
        .map(|r| r.try_get::<String, _>(0))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(match findings.as_slice() {
        [ok] if ok == "ok" => Health::Ok,
        _ => Health::Damaged(findings.join("; ")),
    })
}

/// Whether a migration failed on a transient lock (worth retrying).
fn is_transient_migration(error: &sqlx::migrate::MigrateError) -> bool {
    use sqlx::migrate::MigrateError;
    match error {
        MigrateError::Execute(e) | MigrateError::ExecuteMigration(e, _) => is_transient(e),
        _ => false,
    }
}

/// Runs `attempt` until it succeeds, fails for good, or transient failures have
/// gone on for `budget`.
async fn retry_transient<T, E, F, Fut>(
    budget: Duration,
    transient: impl Fn(&E) -> bool,
    mut attempt: F,
) -> Result<T, E>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Result<T, E>>,
{
    let started = Instant::now();
    let mut tries = 0;
    loop {
        tries += 1;
        match attempt().await {
            Err(e) if transient(&e) && started.elapsed() < budget => {
                tokio::time::sleep(backoff(tries)).await;
            }
            other => return other,
        }
    }
}

/// A row of `_sqlx_migrations`: version, checksum, success.
type Applied = (i64, Vec<u8>, bool);

/// Whether the migrations a file records as applied are exactly the
/// embedded ones, with their checksums, each a success.
fn all_applied(mut applied: Vec<Applied>) -> bool {
    let mut embedded: Vec<Applied> = sqlx::migrate!("migrations/sqlite")
        .iter()
        .filter(|m| !m.migration_type.is_down_migration())
        .map(|m| (m.version, m.checksum.to_vec(), true))
        .collect();
    applied.sort();
    embedded.sort();
    applied == embedded
}

/// [`SqliteStore::opening_check`] of a command-line process, on its
/// writer's rusqlite connection: reads only what opening reads anyway (the
/// header and the schema, `pragma_schema_version`) and the applied
/// migrations, so it costs the same at any size of file. Damage elsewhere
/// is met by the statement that reads it ([`damage_in`]).
fn opening_check_raw(conn: &rusqlite::Connection) -> rusqlite::Result<(Health, bool)> {
    conn.query_row(
        "SELECT schema_version FROM pragma_schema_version",
        [],
        |_| Ok(()),
    )?;
    let mut statement =
        match conn.prepare("SELECT version, checksum, success FROM _sqlx_migrations") {
            Ok(statement) => statement,
            // A new file has no migrations table yet.
            Err(rusqlite::Error::SqliteFailure(_, Some(message)))
                if message.starts_with("no such table") =>
            {
                return Ok((Health::Ok, false))
            }
            Err(e) => return Err(e),
        };
    let applied = statement
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
        .collect::<rusqlite::Result<Vec<Applied>>>()?;
    Ok((Health::Ok, all_applied(applied)))
}

impl SqliteStore {
    /// Connects to `database_url` (creating the file if missing) with WAL,
    /// synchronous FULL (every group's COMMIT syncs the log), a busy timeout and foreign keys on, checks the file
    /// with `PRAGMA quick_check` and applies the embedded migrations.
    ///
    /// A damaged file is refused with [`DamagedDatabase`] (its message names the
    /// way to recover, [`RECOVERY`]): writes to a malformed file succeed at first
    /// and spread the damage. quick_check reads the whole file, so opening costs
    /// time in proportion to its size: measured 60-90 ms per 100 MB when the file
    /// is in the OS page cache, 2.5 s per 100 MB read from a slow disk
    /// (`store_bench`). A bot pays it once, at start; a command-line process
    /// ([`SqliteStore::open_with`]) does not.
    ///
    /// Several processes may open the same new file at once: migrations run
    /// under SQLite's write lock (`BEGIN IMMEDIATE`), so exactly one applies
    /// them and the others then find them applied. Consequently a migration
    /// must not contain statements SQLite refuses inside a transaction
    /// (`VACUUM`, `PRAGMA journal_mode`). A file whose migrations are all
    /// applied is opened without the write lock.
    pub async fn open(database_url: &str) -> anyhow::Result<SqliteStore> {
        Self::open_pool(database_url, POOL_CONNECTIONS, true).await
    }

    /// [`SqliteStore::open`] with a pool of at most `max` connections, for a
    /// command-line process: opening reads the header and the schema but not
    /// the whole file (no `PRAGMA quick_check`), so it costs the same at any
    /// size, and reads them on the writer's connection (the pool connects
    /// when a read first needs it, which a one-shot write never does); a statement that meets a damaged page is refused with the same
    /// recovery text ([`damage_in`]), and `overseer check` checks every page. A
    /// command-line process runs one statement at a time and takes one: a
    /// connection handed back is returned to the pool by a task of its own,
    /// so with room for more, the next statement would open a second
    /// connection (a thread, the file, the schema read again) instead of
    /// waiting the moment it takes to come back.
    ///
    /// Such a store leaves checkpoints of the write-ahead log to SQLite's
    /// writers (every 1,000 pages) and to [`crate::store::Store::close`]; a
    /// bot's ([`SqliteStore::open`]) runs them off the writers' path (see
    /// [`Checkpoints`]).
    pub async fn open_with(database_url: &str, max: u32) -> anyhow::Result<SqliteStore> {
        Self::open_pool(database_url, max, false).await
    }

    /// A store over `pool`, whose writer connects with `options`.
    fn over(pool: SqlitePool, options: &SqliteConnectOptions, checkpoints: bool) -> SqliteStore {
        let checkpoints: Option<Arc<Checkpoints>> = checkpoints.then(Arc::default);
        SqliteStore {
            writer: Arc::new(Writer::new(
                options.clone(),
                checkpoints.as_ref().map(|c| (Arc::clone(c), pool.clone())),
            )),
            pool,
            point: checkpoints
                .is_some()
                .then(|| PointReaders::of(options.get_filename()))
                .flatten()
                .map(Arc::new),
            checkpoints,
        }
    }

    async fn open_pool(
        database_url: &str,
        max: u32,
        background_checkpoints: bool,
    ) -> anyhow::Result<SqliteStore> {
        use anyhow::Context as _;
        let mut options = SqliteConnectOptions::from_str(database_url)
            .with_context(|| format!("invalid database URL {database_url}"))?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Full)
            .busy_timeout(BUSY_TIMEOUT)
            .foreign_keys(true);
        if background_checkpoints {
            options = options.pragma("wal_autocheckpoint", WRITER_CHECKPOINT_PAGES);
        }
        let damaged = |problem: String| DamagedDatabase {
            url: database_url.to_owned(),
            problem,
        };
        let whole = background_checkpoints;
        let pool = if whole {
            match retry_transient(OPEN_RETRY_BUDGET, is_transient, || {
                pool_options(max).connect_with(options.clone())
            })
            .await
            {
                Ok(pool) => pool,
                Err(e) if is_damage(&e) => return Err(damaged(sqlite_message(&e)).into()),
                Err(e) => {
                    return Err(
                        anyhow::Error::new(e).context(format!("could not open {database_url}"))
                    )
                }
            }
        } else {
            // A command-line process checks the file on its writer's
            // connection (`opening_check`): the readers' pool connects when
            // a read first needs it, which a one-shot write never does.
            pool_options(max).connect_lazy_with(options.clone())
        };
        let store = SqliteStore::over(pool, &options, background_checkpoints);
        let started = std::time::Instant::now();
        if whole {
            let bytes = std::fs::metadata(options.get_filename()).map_or(0, |m| m.len());
            tracing::info!(
                "checking every page of the database file ({:.1} MB, PRAGMA quick_check)",
                bytes as f64 / 1e6
            );
        }
        let (health, current) = retry_transient(OPEN_RETRY_BUDGET, is_transient, || {
            store.opening_check(whole)
        })
        .await
        .with_context(|| {
            // A command-line process's check is its first use of the file.
            let verb = if whole { "check" } else { "open" };
            format!("could not {verb} {database_url}")
        })?;
        if whole {
            tracing::info!(
                ms = started.elapsed().as_millis() as u64,
                ok = health == Health::Ok,
                "database file checked"
            );
        }
        if let Health::Damaged(problem) = health {
            store.pool.close().await;
            return Err(damaged(problem).into());
        }
        if !current {
            store.migrate_on_open(database_url).await?;
        }
        Ok(store)
    }

    /// Applies the migrations a file opened lacks ([`SqliteStore::migrate`]),
    /// retrying "busy"; a file migrated by a newer version is refused with
    /// [`super::NewerSchema`].
    async fn migrate_on_open(&self, database_url: &str) -> anyhow::Result<()> {
        match retry_transient(OPEN_RETRY_BUDGET, is_transient_migration, || self.migrate()).await {
            Ok(()) => Ok(()),
            Err(sqlx::migrate::MigrateError::VersionMissing(version)) => {
                self.pool.close().await;
                Err(super::NewerSchema {
                    url: database_url.to_owned(),
                    version,
                }
                .into())
            }
            Err(e) => Err(anyhow::Error::new(e)
                .context(format!("could not apply migrations to {database_url}"))),
        }
    }

    /// The file's health ([`SqliteStore::health`]) and whether it records
    /// exactly the embedded migrations as applied, with their checksums: a
    /// bot's in one round trip to a pool connection's thread, a command-line
    /// process's on its writer's own connection ([`opening_check_raw`], no
    /// other connection opened). With the migrations current,
    /// opening needs no write lock, so it does not wait behind other processes'
    /// writers; anything else (a new file, a missing, failed, changed or
    /// unknown migration) goes to [`SqliteStore::migrate`], which applies what
    /// is missing or reports sqlx's error.
    ///
    /// With `whole`, the health is `PRAGMA quick_check`'s, which reads every
    /// page; without, only what opening reads anyway (the header and the
    /// schema: `PRAGMA schema_version`), so a one-shot command costs the same
    /// at any file size. Damage elsewhere is then met by the statement that
    /// reads it, which refuses as damage too ([`damage_in`]).
    async fn opening_check(&self, whole: bool) -> Result<(Health, bool), sqlx::Error> {
        if !whole {
            return match self.writer.read(opening_check_raw).await {
                // Damage where SQLite looks first: the header, the schema.
                Err(e) if is_damage(&e) => Ok((Health::Damaged(sqlite_message(&e)), false)),
                other => other,
            };
        }
        let mut conn = self.pool.acquire().await?;
        let run = run_statements(
            &mut conn,
            sqlx::query(&format!(
                "PRAGMA quick_check({FINDINGS}); \
                 SELECT version, checksum, success FROM _sqlx_migrations"
            )),
        )
        .await;
        if run.completed == 0 {
            // The check itself failed: a file damaged where SQLite looks
            // first (the header, the schema), or not a database.
            return match run.error {
                Some(e) if is_damage(&e) => Ok((Health::Damaged(sqlite_message(&e)), false)),
                Some(e) => Err(e),
                None => Err(sqlx::Error::RowNotFound),
            };
        }
        let health = health_of(run.first_rows())?;
        if let Some(e) = run.error {
            // A new file has no migrations table yet.
            return match &e {
                sqlx::Error::Database(d) if d.message().starts_with("no such table") => {
                    Ok((health, false))
                }
                _ => Err(e),
            };
        }
        let applied = run.rows[run.first_rows().len()..]
            .iter()
            .map(|r| Ok((r.try_get(0)?, r.try_get(1)?, r.try_get(2)?)))
            .collect::<Result<Vec<Applied>, sqlx::Error>>()?;
        Ok((health, all_applied(applied)))
    }

    /// Applies the embedded migrations inside one `BEGIN IMMEDIATE` transaction.
    /// sqlx's migrator reads `_sqlx_migrations` and then applies what is missing
    /// without a lock on SQLite, so two processes starting on a new file would
    /// both create the tables and one would fail with "table campaigns already
    /// exists"; under the write lock the second waits and finds them applied.
    async fn migrate(&self) -> Result<(), sqlx::migrate::MigrateError> {
        let mut conn = self.pool.acquire().await?;
        let mut tx = conn.begin_with("BEGIN IMMEDIATE").await?;
        // The migrator's own transactions become savepoints inside this one.
        sqlx::migrate!("migrations/sqlite").run(&mut *tx).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Reads the file's header from the disk, outside SQLite (whose open
    /// connections keep the file and the pages they read): `Err` with the
    /// reason when the file is gone, cannot be read, or no longer starts as
    /// a SQLite database. Sixteen bytes, for `/healthz`. A store in memory
    /// has no file and is `Ok`.
    pub fn file_readable(&self) -> Result<(), String> {
        use std::io::Read as _;
        let options = self.pool.connect_options();
        let path = options.get_filename();
        if path.as_os_str().is_empty() || path.to_string_lossy().starts_with(':') {
            return Ok(());
        }
        let mut header = [0u8; 16];
        std::fs::File::open(path)
            .and_then(|mut f| f.read_exact(&mut header))
            .map_err(|e| format!("the file {} cannot be read: {e}", path.display()))?;
        if &header == b"SQLite format 3\0" {
            Ok(())
        } else {
            Err(format!(
                "the file {} is not a SQLite database any more",
                path.display()
            ))
        }
    }

    /// Checks the database file with SQLite's `PRAGMA quick_check` (every page
    /// of every table and index, without comparing indexes to their tables).
    /// Reads the whole file, so it takes time in proportion to its size.
    pub async fn health(&self) -> Result<Health, sqlx::Error> {
        let rows: Result<Vec<SqliteRow>, sqlx::Error> =
            sqlx::query(&format!("PRAGMA quick_check({FINDINGS})"))
                .fetch_all(&self.pool)
                .await;
        match rows {
            Ok(rows) => health_of(&rows),
            // A file damaged where SQLite looks first (the header, the schema)
            // fails the check itself.
            Err(e) if is_damage(&e) => Ok(Health::Damaged(sqlite_message(&e))),
            Err(e) => Err(e),
        }
    }

    /// The pool, for reads and for tests.
    #[must_use]
    pub fn pool(&self) -> &SqlitePool {
        &self.pool
    }

    /// Moves the whole write-ahead log into the file and empties it
    /// (`PRAGMA wal_checkpoint(TRUNCATE)`), after a background checkpoint
    /// running now (see [`Checkpoints`]). `Ok(false)` when a reader or writer
    /// of another process kept part of the log (SQLite's "busy").
    pub async fn checkpoint_truncate(&self) -> Result<bool, sqlx::Error> {
        let _no_other = match &self.checkpoints {
            Some(c) => Some(c.lock.lock().await),
            None => None,
        };
        let (busy, _, _): (i64, i64, i64) = sqlx::query_as("PRAGMA wal_checkpoint(TRUNCATE)")
            .fetch_one(&self.pool)
            .await?;
        Ok(busy == 0)
    }

    /// The checkpoints run off the writers' path: a bot's store has them
    /// ([`SqliteStore::open`]), a command-line process's does not.
    #[must_use]
    pub fn checkpoints(&self) -> Option<&Checkpoints> {
        self.checkpoints.as_deref()
    }

    /// Starts a write transaction that holds the write lock from its first
    /// statement, so a read followed by a write never fails with a stale snapshot.
    /// Waits for this process's other writers first (see [`SqliteWriteTx`]), then for
    /// other processes' for up to [`BUSY_TIMEOUT`].
    pub async fn begin_write(&self) -> Result<SqliteWriteTx, sqlx::Error> {
        let (tx, _) = self.begin_write_with(sqlx::query(BEGIN)).await?;
        Ok(tx)
    }

    /// [`SqliteStore::begin_write`] with more statements in the same round trip
    /// to the connection's thread: `query`'s first statement is [`BEGIN`], the
    /// others run inside the transaction it opens. Returns their rows. If one
    /// fails, the transaction is rolled back before the error is returned.
    pub async fn begin_write_with(
        &self,
        query: SqliteQuery<'_>,
    ) -> Result<(SqliteWriteTx, Vec<SqliteRow>), sqlx::Error> {
        debug_assert!(query.sql().starts_with(BEGIN), "{}", query.sql());
        self.writer.begin(query).await
    }

    /// The writer itself, for its jobs ([`Writer::run`]).
    /// The point readers of a bot's store of a file ([`super::point`]).
    pub(super) fn point_readers(&self) -> Option<&PointReaders> {
        self.point.as_deref()
    }

    pub(super) fn writer_arc(&self) -> &Arc<Writer> {
        &self.writer
    }

    /// The writer of this database (groups committed, for tests and benchmarks).
    #[must_use]
    pub fn writer(&self) -> &Arc<Writer> {
        &self.writer
    }
}

/// The statement that opens every write of a [`SqliteStore`], a job of its
/// writer: a savepoint inside the group's transaction, which holds the
/// database's write lock (`BEGIN IMMEDIATE`, see [`super::writer`]).
pub const BEGIN: &str = super::writer::JOB_BEGIN;

/// The statement that ends a job of a [`SqliteWriteTx`] well; the group's
/// COMMIT follows (see [`super::writer`]).
pub const COMMIT: &str = super::writer::JOB_END;

/// A query of the SQLite driver (one or several statements and their arguments).
pub type SqliteQuery<'q> = sqlx::query::Query<'q, Sqlite, SqliteArguments<'q>>;

/// What running several statements in one round trip gave.
pub(super) struct Statements {
    /// Every row, in order.
    pub(super) rows: Vec<SqliteRow>,
    /// How many statements ran to their end.
    pub(super) completed: usize,
    /// The error that stopped them (the statements after it did not run).
    pub(super) error: Option<sqlx::Error>,
    /// How many rows had come when the first statement ended.
    first_end: Option<usize>,
}

impl Statements {
    /// The rows of the first statement (all of them when it did not end).
    fn first_rows(&self) -> &[SqliteRow] {
        &self.rows[..self.first_end.unwrap_or(self.rows.len())]
    }
}

/// Runs `query`'s statements in one round trip to the connection's thread,
/// counting those that ran to their end (the driver reports each one's end
/// after its rows), so a caller knows whether a BEGIN or a COMMIT among them
/// took effect when a later statement failed.
pub(super) async fn run_statements(
    conn: &mut SqliteConnection,
    query: SqliteQuery<'_>,
) -> Statements {
    use futures_util::TryStreamExt as _;
    use sqlx::{Either, Executor as _};
    let mut done = Statements {
        rows: Vec::new(),
        completed: 0,
        error: None,
        first_end: None,
    };
    let mut results = conn.fetch_many(query);
    loop {
        match results.try_next().await {
            Ok(Some(Either::Left(_))) => {
                done.completed += 1;
                done.first_end.get_or_insert(done.rows.len());
            }
            Ok(Some(Either::Right(row))) => done.rows.push(row),
            Ok(None) => break,
            Err(e) => {
                done.error = Some(e);
                break;
            }
        }
    }
    done
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A pool on a new file, and the path's directory to keep it alive.
    async fn pool() -> (tempfile::TempDir, SqlitePool) {
        let dir = tempfile::TempDir::new().expect("temp dir");
        let options = SqliteConnectOptions::new()
            .filename(dir.path().join("c.db"))
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal);
        let pool = pool_options(2).connect_with(options).await.expect("pool");
        (dir, pool)
    }

    async fn until_done(checkpoints: &Checkpoints, count: u32) {
        let deadline = Instant::now() + Duration::from_secs(10);
        while checkpoints.done() < count {
            assert!(Instant::now() < deadline, "{count} checkpoints");
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }

    #[tokio::test]
    async fn every_64th_commit_starts_a_checkpoint_at_once() {
        let (_dir, pool) = pool().await;
        // The timer far away: only the count can start one.
        let checkpoints = Arc::new(Checkpoints {
            after: Duration::from_secs(3600),
            ..Checkpoints::default()
        });
        for _ in 1..CHECKPOINT_EVERY {
            checkpoints.committed(&pool);
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
        assert_eq!(checkpoints.done(), 0);
        checkpoints.committed(&pool);
        until_done(&checkpoints, 1).await;
        for _ in 0..CHECKPOINT_EVERY {
            checkpoints.committed(&pool);
        }
        until_done(&checkpoints, 2).await;
        tokio::time::sleep(Duration::from_millis(100)).await;
        assert_eq!(checkpoints.done(), 2);
    }

    #[tokio::test]
    async fn a_lone_commit_is_checkpointed_after_the_interval_once() {
        let (_dir, pool) = pool().await;
        let checkpoints = Arc::new(Checkpoints {
            after: Duration::from_millis(50),
            ..Checkpoints::default()
        });
        // Three commits inside one interval: one checkpoint.
        for _ in 0..3 {
            checkpoints.committed(&pool);
        }
        until_done(&checkpoints, 1).await;
        tokio::time::sleep(Duration::from_millis(200)).await;
        assert_eq!(checkpoints.done(), 1);
    }
}
