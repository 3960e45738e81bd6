//! SQLite persistence: the connection pool, the embedded migrations and every SQL
//! statement Overseer runs. It owns the tables `campaigns`, `campaign_gms`,
//! `history`, `event_log` and `pending_rolls` (see `migrations/`).
//!
//! This module knows rows, not rules: it stores engine state as JSON text and never
//! executes a command. Locking, retries and the order of operations belong to
//! [`crate::session`], the only caller that changes anything.
//!
//! The SQL is written so PostgreSQL accepts it too (`$n` placeholders, `ON CONFLICT`,
//! `RETURNING`, no `INSERT OR REPLACE` or `AUTOINCREMENT`); only the transaction
//! opener `BEGIN IMMEDIATE` is SQLite's own, and a PostgreSQL store would use `BEGIN`.
//! Also SQLite's own: the file check on open and in [`SqliteStore::health`]
//! (`PRAGMA quick_check`), migrations applied under the write lock, and the
//! pool's rule that a connection never returns to it inside a transaction (see
//! [`WriteTx`]). Opening retries "busy" itself, since other processes may be
//! opening the same new file; retrying commands is the session's business.

use std::ops::{Deref, DerefMut};
use std::str::FromStr;
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use sqlx::pool::PoolConnection;
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteConnection, SqliteJournalMode, SqlitePool, SqlitePoolOptions,
    SqliteSynchronous, SqliteTransactionManager,
};
use sqlx::{Connection as _, Row, Sqlite, TransactionManager as _};

/// How many previous states are kept per campaign for undo.
pub const HISTORY_KEEP: i64 = 20;

/// How long a connection waits for a lock held by another connection.
pub const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// How long opening a database keeps retrying transient "busy"/"locked" errors
/// (other processes opening or migrating the same file at the same moment).
pub const OPEN_RETRY_BUDGET: Duration = Duration::from_secs(60);

/// What to do about a damaged database file. [`DamagedDatabase`] ends with it
/// and the README quotes it. (`.recover` needs a sqlite3 shell built with it:
/// Debian 12's 3.40.1 fails with "SQL logic error" even on a healthy file. The
/// `.dump` line recovered every readable row of a test file; without the `sed`,
/// a dump that met damage ends in ROLLBACK and imports nothing.)
pub const RECOVERY: &str = "To recover: stop every Overseer process using the file and copy it \
(with its -wal file, if there is one) somewhere safe. Then either salvage what is readable with \
the sqlite3 shell: `sqlite3 overseer.db \".recover\" | sqlite3 recovered.db` (if your sqlite3 \
has no working .recover: `sqlite3 overseer.db .dump | sed 's/^ROLLBACK; -- due to errors$/COMMIT;/' \
| sqlite3 recovered.db`), check the copy with `sqlite3 recovered.db \"PRAGMA integrity_check\"` \
and point DATABASE_URL (or --db) at it; or start a new database file and re-import each campaign \
from an export made earlier (`/campaign export`, `overseer cli export FILE`) with \
`/campaign import` or `overseer cli --campaign NAME import FILE`.";

/// The pool and the statements over it.
#[derive(Debug, Clone)]
pub struct SqliteStore {
    pool: SqlitePool,
    /// Admits one write transaction of this process at a time (see [`WriteTx`]).
    write_gate: Arc<tokio::sync::Mutex<()>>,
}

/// What SQLite's `PRAGMA quick_check` says about the database file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Health {
    /// No problem found.
    Ok,
    /// The file is damaged: quick_check's first findings, joined by "; ".
    Damaged(String),
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

/// A write transaction that also holds the store's in-process write gate.
///
/// SQLite has one writer. Without the gate, concurrent `BEGIN IMMEDIATE`s of this
/// process's pool would meet SQLite's busy handler, which polls with sleeps of
/// 1 to 100 ms, and commands on unrelated campaigns would wait tens of
/// milliseconds behind each other. The gate is a fair async mutex, so writers
/// queue in order and each starts the moment the previous one commits; the busy
/// timeout remains for writers in other processes (the CLI on the same file).
///
/// It derefs to the connection, so the statements of [`SqliteStore`] take it as
/// `&mut tx`. End it with [`WriteTx::commit`], [`WriteTx::rollback`] or
/// [`WriteTx::finish`]; dropping it also rolls back.
///
/// Its connection goes back to the pool only outside a transaction. That is not
/// what sqlx guarantees by itself: when a statement fails with "database or disk
/// is full" (or an I/O error), SQLite has already rolled the whole transaction
/// back, so sqlx's own `ROLLBACK` fails and sqlx keeps counting the connection as
/// inside a transaction; every later `BEGIN IMMEDIATE` on it would fail with
/// "attempted to call begin_with at non-zero transaction depth". So a failed
/// COMMIT is followed by an explicit ROLLBACK, a connection whose ROLLBACK fails
/// is closed instead of returned, and the pool's release check closes any
/// connection that still comes back inside a transaction.
#[derive(Debug)]
pub struct WriteTx {
    // Field order matters: the connection is dropped (and its rollback queued)
    // before the gate opens.
    conn: PoolConnection<Sqlite>,
    /// Whether the transaction still needs a COMMIT or ROLLBACK.
    open: bool,
    _gate: tokio::sync::OwnedMutexGuard<()>,
}

impl WriteTx {
    /// Commits the transaction and opens the gate. If COMMIT fails, the
    /// transaction is rolled back (or its connection closed) before the error
    /// is returned.
    pub async fn commit(mut self) -> Result<(), sqlx::Error> {
        match SqliteTransactionManager::commit(&mut self.conn).await {
            Ok(()) => {
                self.open = false;
                Ok(())
            }
            Err(e) => {
                self.roll_back().await;
                Err(e)
            }
        }
    }

    /// Rolls the transaction back and opens the gate. A connection that cannot
    /// roll back is closed, never reused.
    pub async fn rollback(mut self) {
        self.roll_back().await;
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

    /// Rolls back; if that fails the connection is closed instead of returned to
    /// the pool (SQLite may have rolled back already while sqlx still counts a
    /// transaction, or the connection is broken).
    async fn roll_back(&mut self) {
        if let Err(e) = SqliteTransactionManager::rollback(&mut self.conn).await {
            tracing::warn!(error = %e, "ROLLBACK failed; closing the connection instead of reusing it");
            self.conn.close_on_drop();
        }
        self.open = false;
    }
}

impl Drop for WriteTx {
    fn drop(&mut self) {
        if self.open {
            // Queued on the connection's worker, so it runs before anything else
            // the connection does; the pool's release check (see `open`) closes
            // the connection if it did not end the transaction.
            SqliteTransactionManager::start_rollback(&mut self.conn);
        }
    }
}

impl Deref for WriteTx {
    type Target = SqliteConnection;

    fn deref(&self) -> &SqliteConnection {
        &self.conn
    }
}

impl DerefMut for WriteTx {
    fn deref_mut(&mut self) -> &mut SqliteConnection {
        &mut self.conn
    }
}

/// A campaign's settings as stored: its id, language tag, creator and game id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SettingsRow {
    /// The campaign's row id.
    pub id: i64,
    /// Its language tag, if one was chosen.
    pub language: Option<String>,
    /// Who started it.
    pub creator: i64,
    /// The game it plays, as stored (`wasteland-2d20`, `d20`, ...).
    pub ruleset: String,
}

/// A campaign row as loaded for a command.
#[derive(Debug, Clone)]
pub struct CampaignRow {
    /// The row id (foreign key of the child tables).
    pub id: i64,
    /// The engine state as JSON text.
    pub state: String,
    /// The optimistic-lock version.
    pub version: i64,
    /// The game it plays, as stored (`wasteland-2d20` for every campaign
    /// stored before rulesets existed: the column's default).
    pub ruleset: String,
}

/// A campaign row to insert (at version 1).
#[derive(Debug, Clone)]
pub struct NewCampaign<'a> {
    /// The Discord guild (0 for local campaigns).
    pub guild_id: i64,
    /// The channel.
    pub channel_id: i64,
    /// The engine state as JSON text.
    pub state: &'a str,
    /// The game it plays (a [`crate::engine::ruleset::RulesetId`]'s id).
    pub ruleset: &'a str,
    /// Who started it.
    pub creator: i64,
    /// Its language, if one was chosen.
    pub language: Option<&'a str>,
    /// Unix seconds.
    pub at: i64,
}

/// One log row to append.
#[derive(Debug, Clone)]
pub struct NewLogRow<'a> {
    /// Who ran the command.
    pub actor: i64,
    /// The command's name (`caps`, `check`, ...).
    pub command: &'a str,
    /// The command as JSON.
    pub command_json: &'a str,
    /// The outcome's events as JSON.
    pub events_json: &'a str,
    /// Unix seconds.
    pub at: i64,
}

/// A pending re-roll as stored.
#[derive(Debug, Clone)]
pub struct PendingRow {
    /// The roll id.
    pub id: i64,
    /// The campaign row id.
    pub campaign_id: i64,
    /// The campaign's guild.
    pub guild_id: i64,
    /// The campaign's channel.
    pub channel_id: i64,
    /// The leader's owner id.
    pub owner: String,
    /// The leader's name.
    pub leader: String,
    /// The offer as JSON.
    pub offer: String,
    /// `pending`, `accepted` or `declined`.
    pub state: String,
}

/// Seconds since the Unix epoch (0 if the clock is before it).
#[must_use]
pub fn now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

/// Whether an error is SQLite's transient "busy" or "locked" (worth retrying).
#[must_use]
pub fn is_transient(error: &sqlx::Error) -> bool {
    match error {
        sqlx::Error::Database(e) => e
            .code()
            .and_then(|c| c.parse::<i64>().ok())
            .is_some_and(|code| matches!(code & 0xff, 5 | 6)),
        sqlx::Error::PoolTimedOut => true,
        _ => false,
    }
}

/// SQLite's own words for a database error (without sqlx's "error returned
/// from database: (code: N)" wrapping), else the error's text.
fn sqlite_message(error: &sqlx::Error) -> String {
    match error {
        sqlx::Error::Database(e) => e.message().to_owned(),
        other => other.to_string(),
    }
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

/// Whether a migration failed on a transient lock (worth retrying).
fn is_transient_migration(error: &sqlx::migrate::MigrateError) -> bool {
    use sqlx::migrate::MigrateError;
    match error {
        MigrateError::Execute(e) | MigrateError::ExecuteMigration(e, _) => is_transient(e),
        _ => false,
    }
}

/// The pause before the `tries`-th retry of a transient failure: 5 ms more per
/// try, at most 100 ms (SQLite's busy handler did the real waiting already).
#[must_use]
pub fn backoff(tries: u32) -> Duration {
    Duration::from_millis(5 * u64::from(tries.clamp(1, 20)))
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

impl SqliteStore {
    /// Connects to `database_url` (creating the file if missing) with WAL,
    /// synchronous NORMAL, a busy timeout and foreign keys on, checks the file
    /// with `PRAGMA quick_check` and applies the embedded migrations.
    ///
    /// A damaged file is refused with [`DamagedDatabase`] (its message names the
    /// way to recover, [`RECOVERY`]): writes to a malformed file succeed at first
    /// and spread the damage. quick_check reads the whole file, so opening costs
    /// time in proportion to its size: measured 60-90 ms per 100 MB when the file
    /// is in the OS page cache, 2.5 s per 100 MB read from a slow disk
    /// (`store_bench`). Every CLI invocation opens the file, so a 1 GB database
    /// adds more than half a second to each.
    ///
    /// Several processes may open the same new file at once: migrations run
    /// under SQLite's write lock (`BEGIN IMMEDIATE`), so exactly one applies
    /// them and the others then find them applied. Consequently a migration
    /// must not contain statements SQLite refuses inside a transaction
    /// (`VACUUM`, `PRAGMA journal_mode`). A file whose migrations are all
    /// applied is opened without the write lock.
    pub async fn open(database_url: &str) -> anyhow::Result<SqliteStore> {
        use anyhow::Context as _;
        let options = SqliteConnectOptions::from_str(database_url)
            .with_context(|| format!("invalid database URL {database_url}"))?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Normal)
            .busy_timeout(BUSY_TIMEOUT)
            .foreign_keys(true);
        let damaged = |problem: String| DamagedDatabase {
            url: database_url.to_owned(),
            problem,
        };
        let pool = match retry_transient(OPEN_RETRY_BUDGET, is_transient, || {
            SqlitePoolOptions::new()
                .max_connections(8)
                .acquire_timeout(Duration::from_secs(30))
                .after_release(|conn, _| {
                    Box::pin(async move {
                        if conn.is_in_transaction() {
                            // A rollback queued by a dropped transaction runs on
                            // the connection's worker: let it finish, then look again.
                            conn.ping().await?;
                            if conn.is_in_transaction() {
                                tracing::warn!(
                                    "closing a connection returned inside a transaction"
                                );
                                return Ok(false);
                            }
                        }
                        Ok(true)
                    })
                })
                .connect_with(options.clone())
        })
        .await
        {
            Ok(pool) => pool,
            Err(e) if is_damage(&e) => return Err(damaged(sqlite_message(&e)).into()),
            Err(e) => {
                return Err(anyhow::Error::new(e).context(format!("could not open {database_url}")))
            }
        };
        let store = SqliteStore {
            pool,
            write_gate: Arc::new(tokio::sync::Mutex::new(())),
        };
        let health = retry_transient(OPEN_RETRY_BUDGET, is_transient, || store.health())
            .await
            .with_context(|| format!("could not check {database_url}"))?;
        if let Health::Damaged(problem) = health {
            store.pool.close().await;
            return Err(damaged(problem).into());
        }
        let current = retry_transient(OPEN_RETRY_BUDGET, is_transient, || {
            store.migrations_current()
        })
        .await
        .with_context(|| format!("could not read the migrations of {database_url}"))?;
        if !current {
            retry_transient(OPEN_RETRY_BUDGET, is_transient_migration, || {
                store.migrate()
            })
            .await
            .with_context(|| format!("could not apply migrations to {database_url}"))?;
        }
        Ok(store)
    }

    /// Whether the file records exactly the embedded migrations as applied, with
    /// their checksums. Then opening needs no write lock, so it does not wait
    /// behind other processes' writers; anything else (a new file, a missing,
    /// failed, changed or unknown migration) goes to [`SqliteStore::migrate`],
    /// which applies what is missing or reports sqlx's error.
    async fn migrations_current(&self) -> Result<bool, sqlx::Error> {
        let migrator = sqlx::migrate!();
        let table: Option<i64> = sqlx::query_scalar(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_sqlx_migrations'",
        )
        .fetch_optional(&self.pool)
        .await?;
        if table.is_none() {
            return Ok(false);
        }
        let mut applied: Vec<(i64, Vec<u8>, bool)> =
            sqlx::query_as("SELECT version, checksum, success FROM _sqlx_migrations")
                .fetch_all(&self.pool)
                .await?;
        let mut embedded: Vec<(i64, Vec<u8>, bool)> = migrator
            .iter()
            .filter(|m| !m.migration_type.is_down_migration())
            .map(|m| (m.version, m.checksum.to_vec(), true))
            .collect();
        applied.sort();
        embedded.sort();
        Ok(applied == embedded)
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
        sqlx::migrate!().run(&mut *tx).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Checks the database file with SQLite's `PRAGMA quick_check` (every page
    /// of every table and index, without comparing indexes to their tables).
    /// Reads the whole file, so it takes time in proportion to its size.
    pub async fn health(&self) -> Result<Health, sqlx::Error> {
        // At most this many findings: a badly damaged file has thousands.
        const FINDINGS: usize = 5;
        let rows: Result<Vec<(String,)>, sqlx::Error> =
            sqlx::query_as(&format!("PRAGMA quick_check({FINDINGS})"))
                .fetch_all(&self.pool)
                .await;
        match rows {
            Ok(rows) if rows.len() == 1 && rows[0].0 == "ok" => Ok(Health::Ok),
            Ok(rows) => Ok(Health::Damaged(
                rows.into_iter()
                    .map(|(finding,)| finding)
                    .collect::<Vec<_>>()
                    .join("; "),
            )),
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

    /// Starts a write transaction that holds the write lock from its first
    /// statement, so a read followed by a write never fails with a stale snapshot.
    /// Waits for this process's other writers first (see [`WriteTx`]), then for
    /// other processes' for up to [`BUSY_TIMEOUT`].
    pub async fn begin_write(&self) -> Result<WriteTx, sqlx::Error> {
        let gate = Arc::clone(&self.write_gate).lock_owned().await;
        let mut conn = self.pool.acquire().await?;
        SqliteTransactionManager::begin(&mut conn, Some("BEGIN IMMEDIATE".into())).await?;
        Ok(WriteTx {
            conn,
            open: true,
            _gate: gate,
        })
    }

    /// The row id of the campaign on a channel, without loading its state.
    pub async fn campaign_id(
        conn: &mut SqliteConnection,
        guild_id: i64,
        channel_id: i64,
    ) -> Result<Option<i64>, sqlx::Error> {
        sqlx::query_scalar("SELECT id FROM campaigns WHERE guild_id = $1 AND channel_id = $2")
            .bind(guild_id)
            .bind(channel_id)
            .fetch_optional(conn)
            .await
    }

    /// Loads the campaign on a channel.
    pub async fn load(
        conn: &mut SqliteConnection,
        guild_id: i64,
        channel_id: i64,
    ) -> Result<Option<CampaignRow>, sqlx::Error> {
        let row = sqlx::query(
            "SELECT id, state, version, ruleset FROM campaigns WHERE guild_id = $1 AND channel_id = $2",
        )
        .bind(guild_id)
        .bind(channel_id)
        .fetch_optional(conn)
        .await?;
        row.map(|r| campaign_row(&r)).transpose()
    }

    /// Loads a campaign by row id.
    pub async fn load_by_id(
        conn: &mut SqliteConnection,
        id: i64,
    ) -> Result<Option<CampaignRow>, sqlx::Error> {
        let row = sqlx::query("SELECT id, state, version, ruleset FROM campaigns WHERE id = $1")
            .bind(id)
            .fetch_optional(conn)
            .await?;
        row.map(|r| campaign_row(&r)).transpose()
    }

    /// Inserts a new campaign at version 1 and returns its row id.
    pub async fn insert_campaign(
        conn: &mut SqliteConnection,
        campaign: &NewCampaign<'_>,
    ) -> Result<i64, sqlx::Error> {
        sqlx::query(
            "INSERT INTO campaigns \
             (guild_id, channel_id, state, version, ruleset, language, creator, created_at, updated_at) \
             VALUES ($1, $2, $3, 1, $4, $5, $6, $7, $7) RETURNING id",
        )
        .bind(campaign.guild_id)
        .bind(campaign.channel_id)
        .bind(campaign.state)
        .bind(campaign.ruleset)
        .bind(campaign.language)
        .bind(campaign.creator)
        .bind(campaign.at)
        .fetch_one(conn)
        .await?
        .try_get(0)
    }

    /// Replaces the state if the version is still `old_version`; returns whether
    /// it did (false: someone else saved first).
    pub async fn save_state(
        conn: &mut SqliteConnection,
        campaign_id: i64,
        old_version: i64,
        state: &str,
        at: i64,
    ) -> Result<bool, sqlx::Error> {
        let done = sqlx::query(
            "UPDATE campaigns SET state = $1, version = version + 1, updated_at = $2 \
             WHERE id = $3 AND version = $4",
        )
        .bind(state)
        .bind(at)
        .bind(campaign_id)
        .bind(old_version)
        .execute(conn)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Pushes a previous state onto the history and trims it to [`HISTORY_KEEP`].
    pub async fn push_history(
        conn: &mut SqliteConnection,
        campaign_id: i64,
        state: &str,
        command: &str,
        at: i64,
    ) -> Result<(), sqlx::Error> {
        sqlx::query(
            "INSERT INTO history (campaign_id, state, command, created_at) VALUES ($1, $2, $3, $4)",
        )
        .bind(campaign_id)
        .bind(state)
        .bind(command)
        .bind(at)
        .execute(&mut *conn)
        .await?;
        sqlx::query(
            "DELETE FROM history WHERE campaign_id = $1 AND id NOT IN \
             (SELECT id FROM history WHERE campaign_id = $1 ORDER BY id DESC LIMIT $2)",
        )
        .bind(campaign_id)
        .bind(HISTORY_KEEP)
        .execute(conn)
        .await?;
        Ok(())
    }

    /// The newest history entry: (row id, state, command name).
    pub async fn newest_history(
        conn: &mut SqliteConnection,
        campaign_id: i64,
    ) -> Result<Option<(i64, String, String)>, sqlx::Error> {
        let row = sqlx::query(
            "SELECT id, state, command FROM history WHERE campaign_id = $1 ORDER BY id DESC LIMIT 1",
        )
        .bind(campaign_id)
        .fetch_optional(conn)
        .await?;
        row.map(|r| Ok((r.try_get(0)?, r.try_get(1)?, r.try_get(2)?)))
            .transpose()
    }

    /// Deletes one history entry and returns how many remain for the campaign.
    pub async fn pop_history(
        conn: &mut SqliteConnection,
        campaign_id: i64,
        history_id: i64,
    ) -> Result<i64, sqlx::Error> {
        sqlx::query("DELETE FROM history WHERE id = $1")
            .bind(history_id)
            .execute(&mut *conn)
            .await?;
        sqlx::query("SELECT COUNT(*) FROM history WHERE campaign_id = $1")
            .bind(campaign_id)
            .fetch_one(conn)
            .await?
            .try_get(0)
    }

    /// Appends one row to the event log.
    pub async fn append_log(
        conn: &mut SqliteConnection,
        campaign_id: i64,
        row: &NewLogRow<'_>,
    ) -> Result<i64, sqlx::Error> {
        sqlx::query(
            "INSERT INTO event_log (campaign_id, actor, command, command_json, events, at) \
             VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
        )
        .bind(campaign_id)
        .bind(row.actor)
        .bind(row.command)
        .bind(row.command_json)
        .bind(row.events_json)
        .bind(row.at)
        .fetch_one(conn)
        .await?
        .try_get(0)
    }

    /// The newest `count` log rows, oldest first:
    /// (id, actor, command, command JSON, events JSON, unix time).
    pub async fn recent_log(
        conn: &mut SqliteConnection,
        campaign_id: i64,
        count: i64,
    ) -> Result<Vec<(i64, i64, String, String, String, i64)>, sqlx::Error> {
        let rows = sqlx::query(
            "SELECT id, actor, command, command_json, events, at FROM \
             (SELECT id, actor, command, command_json, events, at FROM event_log \
              WHERE campaign_id = $1 ORDER BY id DESC LIMIT $2) AS recent ORDER BY id ASC",
        )
        .bind(campaign_id)
        .bind(count)
        .fetch_all(conn)
        .await?;
        rows.into_iter()
            .map(|r| {
                Ok((
                    r.try_get(0)?,
                    r.try_get(1)?,
                    r.try_get(2)?,
                    r.try_get(3)?,
                    r.try_get(4)?,
                    r.try_get(5)?,
                ))
            })
            .collect()
    }

    /// Stores a pending re-roll and returns its id.
    pub async fn insert_pending(
        conn: &mut SqliteConnection,
        campaign_id: i64,
        owner: &str,
        leader: &str,
        offer: &str,
        at: i64,
    ) -> Result<i64, sqlx::Error> {
        sqlx::query(
            "INSERT INTO pending_rolls (campaign_id, owner, leader, offer, state, created_at) \
             VALUES ($1, $2, $3, $4, 'pending', $5) RETURNING id",
        )
        .bind(campaign_id)
        .bind(owner)
        .bind(leader)
        .bind(offer)
        .bind(at)
        .fetch_one(conn)
        .await?
        .try_get(0)
    }

    /// Loads a pending re-roll with its campaign's key.
    pub async fn pending(
        conn: &mut SqliteConnection,
        roll_id: i64,
    ) -> Result<Option<PendingRow>, sqlx::Error> {
        let row = sqlx::query(
            "SELECT p.id, p.campaign_id, c.guild_id, c.channel_id, p.owner, p.leader, p.offer, p.state \
             FROM pending_rolls p JOIN campaigns c ON c.id = p.campaign_id WHERE p.id = $1",
        )
        .bind(roll_id)
        .fetch_optional(conn)
        .await?;
        row.map(|r| {
            Ok(PendingRow {
                id: r.try_get(0)?,
                campaign_id: r.try_get(1)?,
                guild_id: r.try_get(2)?,
                channel_id: r.try_get(3)?,
                owner: r.try_get(4)?,
                leader: r.try_get(5)?,
                offer: r.try_get(6)?,
                state: r.try_get(7)?,
            })
        })
        .transpose()
    }

    /// Marks a pending roll `new_state` if it is still pending; returns whether
    /// this call was the one that resolved it.
    pub async fn claim_pending(
        conn: &mut SqliteConnection,
        roll_id: i64,
        new_state: &str,
    ) -> Result<bool, sqlx::Error> {
        let done =
            sqlx::query("UPDATE pending_rolls SET state = $1 WHERE id = $2 AND state = 'pending'")
                .bind(new_state)
                .bind(roll_id)
                .execute(conn)
                .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Declines every pending roll of a campaign (after an undo, an offer may
    /// belong to a check that no longer happened). Returns how many.
    pub async fn decline_all_pending(
        conn: &mut SqliteConnection,
        campaign_id: i64,
    ) -> Result<u64, sqlx::Error> {
        let done = sqlx::query(
            "UPDATE pending_rolls SET state = 'declined' WHERE campaign_id = $1 AND state = 'pending'",
        )
        .bind(campaign_id)
        .execute(conn)
        .await?;
        Ok(done.rows_affected())
    }

    /// Language tag and creator of a campaign.
    pub async fn settings(
        conn: &mut SqliteConnection,
        campaign_id: i64,
    ) -> Result<(Option<String>, i64), sqlx::Error> {
        let r = sqlx::query("SELECT language, creator FROM campaigns WHERE id = $1")
            .bind(campaign_id)
            .fetch_one(conn)
            .await?;
        Ok((r.try_get(0)?, r.try_get(1)?))
    }

    /// The row id, language and creator of the campaign on a channel, in one query.
    pub async fn settings_at(
        conn: &mut SqliteConnection,
        guild_id: i64,
        channel_id: i64,
    ) -> Result<Option<SettingsRow>, sqlx::Error> {
        let row = sqlx::query(
            "SELECT id, language, creator, ruleset FROM campaigns \
             WHERE guild_id = $1 AND channel_id = $2",
        )
        .bind(guild_id)
        .bind(channel_id)
        .fetch_optional(conn)
        .await?;
        row.map(|r| {
            Ok(SettingsRow {
                id: r.try_get(0)?,
                language: r.try_get(1)?,
                creator: r.try_get(2)?,
                ruleset: r.try_get(3)?,
            })
        })
        .transpose()
    }

    /// The game the campaign on a channel plays, as stored.
    pub async fn ruleset_at(
        conn: &mut SqliteConnection,
        guild_id: i64,
        channel_id: i64,
    ) -> Result<Option<String>, sqlx::Error> {
        sqlx::query_scalar("SELECT ruleset FROM campaigns WHERE guild_id = $1 AND channel_id = $2")
            .bind(guild_id)
            .bind(channel_id)
            .fetch_optional(conn)
            .await
    }

    /// Sets (or clears) a campaign's language.
    pub async fn set_language(
        conn: &mut SqliteConnection,
        campaign_id: i64,
        language: Option<&str>,
    ) -> Result<(), sqlx::Error> {
        sqlx::query("UPDATE campaigns SET language = $1 WHERE id = $2")
            .bind(language)
            .bind(campaign_id)
            .execute(conn)
            .await?;
        Ok(())
    }

    /// A campaign's co-GMs, ascending.
    pub async fn gms(
        conn: &mut SqliteConnection,
        campaign_id: i64,
    ) -> Result<Vec<i64>, sqlx::Error> {
        sqlx::query("SELECT user_id FROM campaign_gms WHERE campaign_id = $1 ORDER BY user_id")
            .bind(campaign_id)
            .fetch_all(conn)
            .await?
            .into_iter()
            .map(|r| r.try_get(0))
            .collect()
    }

    /// Adds a co-GM (no-op when already one).
    pub async fn add_gm(
        conn: &mut SqliteConnection,
        campaign_id: i64,
        user: i64,
    ) -> Result<(), sqlx::Error> {
        sqlx::query(
            "INSERT INTO campaign_gms (campaign_id, user_id) VALUES ($1, $2) \
             ON CONFLICT (campaign_id, user_id) DO NOTHING",
        )
        .bind(campaign_id)
        .bind(user)
        .execute(conn)
        .await?;
        Ok(())
    }

    /// Removes a co-GM (no-op when not one).
    pub async fn remove_gm(
        conn: &mut SqliteConnection,
        campaign_id: i64,
        user: i64,
    ) -> Result<(), sqlx::Error> {
        sqlx::query("DELETE FROM campaign_gms WHERE campaign_id = $1 AND user_id = $2")
            .bind(campaign_id)
            .bind(user)
            .execute(conn)
            .await?;
        Ok(())
    }

    /// Deletes a campaign; its child rows go with it (ON DELETE CASCADE).
    /// Returns whether there was one.
    pub async fn delete_campaign(
        conn: &mut SqliteConnection,
        guild_id: i64,
        channel_id: i64,
    ) -> Result<bool, sqlx::Error> {
        let done = sqlx::query("DELETE FROM campaigns WHERE guild_id = $1 AND channel_id = $2")
            .bind(guild_id)
            .bind(channel_id)
            .execute(conn)
            .await?;
        Ok(done.rows_affected() > 0)
    }
}

/// Reads `id, state, version` (in that order) into a [`CampaignRow`].
fn campaign_row(r: &sqlx::sqlite::SqliteRow) -> Result<CampaignRow, sqlx::Error> {
    Ok(CampaignRow {
        id: r.try_get(0)?,
        state: r.try_get(1)?,
        version: r.try_get(2)?,
        ruleset: r.try_get(3)?,
    })
}
