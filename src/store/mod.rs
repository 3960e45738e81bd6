//! Persistence: the two backends (SQLite, the embedded default, and PostgreSQL,
//! for several processes sharing one database), chosen by the database URL, and
//! every SQL statement Overseer runs. It owns the tables `campaigns`,
//! `campaign_gms`, `history`, `event_log` and `pending_rolls` (see
//! `migrations/sqlite` and `migrations/postgres`: one schema in each dialect).
//!
//! This module knows rows, not rules: it stores engine state as JSON text and never
//! executes a command. Locking, retries and the order of operations belong to
//! [`crate::session`], the only caller that changes anything.
//!
//! Shape: [`Store`] is an enum over the two backends' pools ([`SqliteStore`],
//! [`PgStore`]); [`WriteTx`] and [`ReadConn`] are enums over their transactions
//! and connections, and both lend a [`Db`], a borrowed connection of either
//! dialect, which carries the one set of statements. Each statement's SQL is
//! written once (`$n` placeholders, `ON CONFLICT`, `RETURNING`, no `INSERT OR
//! REPLACE` or `AUTOINCREMENT`) and run by the same code on either connection
//! type (the `on!` macro below expands one body per dialect, so rows are decoded
//! with each driver's own types). Where the dialects differ the difference is
//! spelled out here: the `FOR UPDATE` of a locking load, which SQLite does not
//! need (its `BEGIN IMMEDIATE` already holds the only write lock); everything
//! else backend-specific (opening, migrations, the file check, SQLite's one
//! writer) lives in [`sqlite`] and [`postgres`].

use std::sync::LazyLock;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use sqlx::pool::PoolConnection;
use sqlx::postgres::{PgConnection, PgPool};
use sqlx::sqlite::{SqliteConnection, SqlitePool};
use sqlx::{Postgres, Row, Sqlite};

pub mod backup;
pub mod batch;
pub mod copy;
pub mod mcp_tokens;
pub mod point;
pub mod postgres;
pub mod raw;
pub mod secrecy;
pub mod sqlite;
pub mod web;
pub mod writer;

pub use postgres::PgStore;
pub use sqlite::{
    DamagedDatabase, SqliteStore, SqliteWriteTx, BUSY_TIMEOUT, OPEN_RETRY_BUDGET, RECOVERY,
};
use sqlite::{BEGIN, COMMIT};

/// How many previous states are kept per campaign for undo.
pub const HISTORY_KEEP: i64 = 20;

/// What the database says about its own health: SQLite's `PRAGMA quick_check` of
/// the file; for PostgreSQL, that the server answers (it checks its own pages).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Health {
    /// No problem found.
    Ok,
    /// The file is damaged: quick_check's first findings, joined by "; ".
    Damaged(String),
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
    /// The game it plays, as stored (the game's id).
    pub ruleset: String,
    /// How the channel sees enemies' numbers, as stored (`shown`, `bands`,
    /// `hidden`): read with the rest, so a command needs no query of its own
    /// for it.
    pub enemies: String,
    /// Its co-GMs' user ids, ascending (read by the same query).
    pub gms: Vec<i64>,
}

/// A campaign read whole for showing it: the row a command loads, its
/// settings and its tracker message, in one query.
#[derive(Debug, Clone)]
pub struct ShownRow {
    /// The campaign as a command loads it.
    pub campaign: CampaignRow,
    /// Its language tag, if one was chosen.
    pub language: Option<String>,
    /// Who started it.
    pub creator: i64,
    /// Its tracker message, if it has one.
    pub tracker_message: Option<i64>,
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
    /// The game it plays, as stored (the first game's id for every campaign
    /// stored before there were several: the column's default).
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

/// A command's save: its state, undo history, log row and pending choice
/// ([`WriteTx::save_command_and_commit`]).
#[derive(Debug, Clone)]
pub struct CommandSave<'a> {
    /// The campaign row id.
    pub campaign_id: i64,
    /// The version the command was run on; the save is refused if it moved.
    pub old_version: i64,
    /// The state after the command, as JSON text.
    pub state: &'a str,
    /// The state before it, for the undo history.
    pub previous: &'a str,
    /// The log row.
    pub log: NewLogRow<'a>,
    /// Whether the log row is a secret roll's (see [`Db::mark_log_secret`]).
    pub secret: bool,
    /// A choice the outcome leaves open (a Luck re-roll), if any.
    pub pending: Option<NewPending<'a>>,
}

/// A pending choice to store (see [`Db::insert_pending`]).
#[derive(Debug, Clone)]
pub struct NewPending<'a> {
    /// The leader's owner id.
    pub owner: &'a str,
    /// The leader's name.
    pub leader: &'a str,
    /// The offer as JSON.
    pub offer: &'a str,
}

/// What [`WriteTx::save_command_and_commit`] stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Saved {
    /// The log row's id.
    pub log_id: i64,
    /// The pending choice's id, when there was one.
    pub pending_id: Option<i64>,
}

/// A pending re-roll as stored.
#[derive(Debug, Clone, sqlx::FromRow)]
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

/// Whether an error is transient, so the same work may simply be tried again:
/// SQLite's "busy" or "locked"; PostgreSQL's serialization failure, deadlock,
/// lock not available, or a unique violation (two processes inserting the same
/// campaign at once: the retry finds the other's row); or a pool that had no
/// connection free in time.
#[must_use]
pub fn is_transient(error: &sqlx::Error) -> bool {
    match error {
        sqlx::Error::Database(e) => {
            if e.try_downcast_ref::<sqlx::postgres::PgDatabaseError>()
                .is_some()
            {
                e.code()
                    .is_some_and(|code| matches!(&*code, "40001" | "40P01" | "55P03" | "23505"))
            } else {
                sqlite::is_busy(e.as_ref())
            }
        }
        sqlx::Error::PoolTimedOut => true,
        _ => false,
    }
}

/// The pause before the `tries`-th retry of a transient failure: 5 ms more per
/// try, at most 100 ms (SQLite's busy handler or PostgreSQL's row lock did the real waiting already).
#[must_use]
pub fn backoff(tries: u32) -> Duration {
    Duration::from_millis(5 * u64::from(tries.clamp(1, 20)))
}

/// The database records a migration this version does not know: a newer
/// Overseer wrote it, and this one refuses to run on a schema it cannot read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the database {url} has schema version {version}, which this version of Overseer does not know: it was written by a newer Overseer; run that version (or newer)")]
pub struct NewerSchema {
    /// The database URL, password redacted.
    pub url: String,
    /// The unknown migration's version.
    pub version: i64,
}

/// Which database a URL names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    /// `sqlite://path` (or `sqlite:path`): a file, one host.
    Sqlite,
    /// `postgres://...` or `postgresql://...`: a server several processes share.
    Postgres,
}

impl Backend {
    /// The backend a database URL names, if it names one Overseer knows.
    #[must_use]
    pub fn of_url(url: &str) -> Option<Backend> {
        if url.starts_with("sqlite:") {
            Some(Backend::Sqlite)
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Some(Backend::Postgres)
        } else {
            None
        }
    }
}

/// Whether a SQLite URL names a database that lives only in memory
/// (`sqlite::memory:`, `sqlite://:memory:`, `?mode=memory`): every change to
/// it would be acknowledged and then lost when the process exits, so the
/// command line and the bot refuse it as they refuse an empty path.
#[must_use]
pub fn in_memory(url: &str) -> bool {
    let Some(rest) = url.strip_prefix("sqlite:") else {
        return false;
    };
    let rest = rest.strip_prefix("//").unwrap_or(rest);
    let (path, query) = rest.split_once('?').unwrap_or((rest, ""));
    let path = path.trim().strip_prefix("file:").unwrap_or(path.trim());
    path.starts_with(":memory:")
        || query
            .split('&')
            .any(|option| option.trim().eq_ignore_ascii_case("mode=memory"))
}

/// A database URL fit for logs and error messages: a password in it is replaced
/// by `***`.
#[must_use]
pub fn redact(url: &str) -> String {
    let Some(scheme_end) = url.find("://") else {
        return url.to_owned();
    };
    let rest = &url[scheme_end + 3..];
    let authority_end = rest.find(['/', '?']).unwrap_or(rest.len());
    let Some(at) = rest[..authority_end].rfind('@') else {
        return url.to_owned();
    };
    match rest[..at].find(':') {
        Some(colon) => format!(
            "{}{}:***{}",
            &url[..scheme_end + 3],
            &rest[..colon],
            &rest[at..]
        ),
        None => url.to_owned(),
    }
}

/// The store: one of the two backends, chosen by the database URL. Cheap to
/// clone (the pools are shared).
#[derive(Debug, Clone)]
pub enum Store {
    /// A SQLite file.
    Sqlite(SqliteStore),
    /// A PostgreSQL database.
    Postgres(PgStore),
}

impl Store {
    /// Opens the database a URL names (`sqlite://...` or `postgres://...`) and
    /// applies the embedded migrations of its dialect; see [`SqliteStore::open`]
    /// and [`PgStore::open`].
    pub async fn open(database_url: &str) -> anyhow::Result<Store> {
        match Backend::of_url(database_url) {
            Some(Backend::Sqlite) => Ok(Store::Sqlite(SqliteStore::open(database_url).await?)),
            Some(Backend::Postgres) => Ok(Store::Postgres(PgStore::open(database_url).await?)),
            None => Err(anyhow::anyhow!(
                "unknown database URL {}: use sqlite://FILE or postgres://USER@HOST/DATABASE",
                redact(database_url)
            )),
        }
    }

    /// [`Store::open`] for a command-line process: one command at a time, so
    /// a PostgreSQL pool of one connection and a short wait for the server
    /// ([`postgres::PG_CLI_MAX_CONNECTIONS`]); a SQLite pool of
    /// [`sqlite::CLI_CONNECTIONS`].
    pub async fn open_for_cli(database_url: &str) -> anyhow::Result<Store> {
        match Backend::of_url(database_url) {
            Some(Backend::Postgres) => Ok(Store::Postgres(
                PgStore::open_with(
                    database_url,
                    postgres::PG_CLI_MAX_CONNECTIONS,
                    postgres::PG_CLI_CONNECT_TIMEOUT,
                )
                .await?,
            )),
            _ => Ok(Store::Sqlite(
                SqliteStore::open_with(database_url, sqlite::CLI_CONNECTIONS).await?,
            )),
        }
    }

    /// The same database through a pool of its own of at most `max`
    /// connections, made where it is used: for a background task on another
    /// thread (see [`SqliteStore::reader`]). Call inside a tokio runtime.
    #[must_use]
    pub fn reader(&self, max: u32) -> Store {
        match self {
            Store::Sqlite(s) => Store::Sqlite(s.reader(max)),
            Store::Postgres(p) => Store::Postgres(p.reader(max)),
        }
    }

    /// Which backend this is.
    #[must_use]
    pub fn backend(&self) -> Backend {
        match self {
            Store::Sqlite(_) => Backend::Sqlite,
            Store::Postgres(_) => Backend::Postgres,
        }
    }

    /// The SQLite store, for maintenance and tests; `None` on PostgreSQL.
    #[must_use]
    pub fn as_sqlite(&self) -> Option<&SqliteStore> {
        match self {
            Store::Sqlite(s) => Some(s),
            Store::Postgres(_) => None,
        }
    }

    /// The SQLite pool, for maintenance and tests; `None` on PostgreSQL.
    #[must_use]
    pub fn sqlite_pool(&self) -> Option<&SqlitePool> {
        match self {
            Store::Sqlite(s) => Some(s.pool()),
            Store::Postgres(_) => None,
        }
    }

    /// The PostgreSQL pool, for maintenance and tests; `None` on SQLite.
    #[must_use]
    pub fn postgres_pool(&self) -> Option<&PgPool> {
        match self {
            Store::Sqlite(_) => None,
            Store::Postgres(s) => Some(s.pool()),
        }
    }

    /// See [`SqliteStore::health`]; a PostgreSQL server that answers is `Ok`.
    pub async fn health(&self) -> Result<Health, sqlx::Error> {
        match self {
            Store::Sqlite(s) => s.health().await,
            Store::Postgres(s) => s.health().await,
        }
    }

    /// Starts a write transaction. On SQLite it holds the database's write lock
    /// from its first statement (see [`SqliteStore::begin_write`]); on
    /// PostgreSQL it is an ordinary READ COMMITTED transaction, and the rows a
    /// command changes are locked by [`Db::load_locked`] (`SELECT ... FOR UPDATE`).
    pub async fn begin_write(&self) -> Result<WriteTx, sqlx::Error> {
        match self {
            Store::Sqlite(s) => Ok(WriteTx::Sqlite(s.begin_write().await?)),
            Store::Postgres(s) => Ok(WriteTx::Postgres(s.pool().begin().await?)),
        }
    }

    /// [`Store::begin_write`] and [`Db::load_locked`] together: on SQLite the
    /// BEGIN and the load share one round trip to the connection's thread (see
    /// [`SqliteWriteTx`]).
    pub async fn begin_write_load(
        &self,
        guild_id: i64,
        channel_id: i64,
    ) -> Result<(WriteTx, Option<CampaignRow>), sqlx::Error> {
        match self {
            Store::Sqlite(s) => {
                static SQL: LazyLock<String> = LazyLock::new(|| {
                    format!("{BEGIN}; {CAMPAIGN_COLUMNS} WHERE guild_id = $1 AND channel_id = $2")
                });
                let (tx, rows) = s
                    .begin_write_with(sqlx::query(&SQL).bind(guild_id).bind(channel_id))
                    .await?;
                match rows.first().map(campaign_row).transpose() {
                    Ok(row) => Ok((WriteTx::Sqlite(tx), row)),
                    Err(e) => {
                        tx.rollback().await;
                        Err(e)
                    }
                }
            }
            Store::Postgres(_) => {
                let mut tx = self.begin_write().await?;
                match tx.db().load_locked(guild_id, channel_id).await {
                    Ok(row) => Ok((tx, row)),
                    Err(e) => {
                        tx.rollback().await;
                        Err(e)
                    }
                }
            }
        }
    }

    /// A connection for reads outside a transaction.
    pub async fn read(&self) -> Result<ReadConn, sqlx::Error> {
        match self {
            Store::Sqlite(s) => Ok(ReadConn::Sqlite(s.pool().acquire().await?)),
            Store::Postgres(s) => Ok(ReadConn::Postgres(s.pool().acquire().await?)),
        }
    }

    /// Closes the pool: waits for connections in use to come back, then closes all.
    ///
    /// On SQLite, a bot's store (and `overseer check`'s, `overseer migrate`'s)
    /// first moves the write-ahead log into the file and empties it
    /// ([`SqliteStore::checkpoint_truncate`], after a background checkpoint
    /// running now), awaited here rather than left to the last connection's
    /// close, which the process may not outlive. Best effort: a reader in
    /// another process keeps the log, which is then replayed as before. A
    /// command-line process's store ([`Store::open_for_cli`]) leaves the log
    /// beside the file, synced and short (see [`sqlite::CLI_CHECKPOINT_PAGES`]):
    /// the next process to open the file reads it.
    pub async fn close(&self) {
        match self {
            Store::Sqlite(s) => {
                if s.checkpoints().is_some() {
                    match s.checkpoint_truncate().await {
                        Ok(true) => {}
                        Ok(false) => tracing::debug!("another process kept part of the log"),
                        Err(e) => tracing::debug!("no checkpoint before closing: {e}"),
                    }
                } else {
                    s.writer_arc().keep_log().await;
                }
                if let Some(point) = s.point_readers() {
                    point.close();
                }
                s.pool().close().await;
                s.writer_arc().close().await;
            }
            Store::Postgres(s) => s.pool().close().await,
        }
    }
}

/// [`WriteTx::save_command_and_commit`]'s statements on SQLite, without and
/// with the pending choice's INSERT. `$N` names the same argument in every
/// statement (sqlx's SQLite driver binds numbered parameters by number); each
/// INSERT reads `changes()` of the statement before it.
static SAVE_AND_COMMIT: LazyLock<[String; 2]> = LazyLock::new(|| {
    let save = |pending: &str| {
        format!(
            "UPDATE campaigns SET state = $1, version = version + 1, updated_at = $2 \
             WHERE id = $3 AND version = $4 RETURNING version; \
             INSERT INTO history (campaign_id, state, command, created_at) \
             SELECT $3, $5, $6, $2 WHERE changes() = 1; \
             INSERT INTO event_log (campaign_id, actor, command, command_json, events, at, secret) \
             SELECT $3, $8, $6, $9, $10, $2, $11 WHERE changes() = 1 RETURNING id; \
             {pending}\
             DELETE FROM history WHERE campaign_id = $3 AND id NOT IN \
             (SELECT id FROM history WHERE campaign_id = $3 ORDER BY id DESC LIMIT $7); \
             {COMMIT}"
        )
    };
    [
        save(""),
        save(
            "INSERT INTO pending_rolls (campaign_id, owner, leader, offer, state, created_at) \
             SELECT $3, $12, $13, $14, 'pending', $2 WHERE changes() = 1 RETURNING id; ",
        ),
    ]
});

/// A write transaction of either backend. End it with [`WriteTx::commit`],
/// [`WriteTx::rollback`] or [`WriteTx::finish`]; dropping it rolls back.
#[derive(Debug)]
pub enum WriteTx {
    /// SQLite's: a job of the database's one writer ([`writer`]), holding the write lock.
    Sqlite(SqliteWriteTx),
    /// PostgreSQL's.
    Postgres(sqlx::Transaction<'static, Postgres>),
}

impl WriteTx {
    /// The transaction's connection, for statements.
    pub fn db(&mut self) -> Db<'_> {
        match self {
            WriteTx::Sqlite(tx) => Db::Sqlite(tx),
            WriteTx::Postgres(tx) => Db::Postgres(tx),
        }
    }

    /// Commits.
    pub async fn commit(self) -> Result<(), sqlx::Error> {
        match self {
            WriteTx::Sqlite(tx) => tx.commit().await,
            WriteTx::Postgres(tx) => tx.commit().await,
        }
    }

    /// Rolls back. A connection that cannot roll back is not reused.
    pub async fn rollback(self) {
        match self {
            WriteTx::Sqlite(tx) => tx.rollback().await,
            WriteTx::Postgres(tx) => {
                if let Err(e) = tx.rollback().await {
                    // sqlx closes a connection whose rollback failed.
                    tracing::warn!(error = %e, "ROLLBACK failed");
                }
            }
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

    /// Saves a command ([`Db::save_command`], with the log row marked secret
    /// and the pending choice stored as asked) and commits. On SQLite all of
    /// it, COMMIT included, is one round trip to the connection's thread: the
    /// statements after the campaign's UPDATE only write when it did
    /// (`changes() = 1`), so a version that moved commits nothing.
    ///
    /// `Ok(None)`: the campaign was no longer at `save.old_version`; nothing
    /// was saved and the transaction is over. On an error the transaction is
    /// rolled back: nothing was saved either.
    pub async fn save_command_and_commit(
        self,
        save: &CommandSave<'_>,
    ) -> Result<Option<Saved>, sqlx::Error> {
        match self {
            WriteTx::Sqlite(tx) => {
                let sql = &SAVE_AND_COMMIT[usize::from(save.pending.is_some())];
                let none = NewPending {
                    owner: "",
                    leader: "",
                    offer: "",
                };
                let pending = save.pending.as_ref().unwrap_or(&none);
                let rows = tx
                    .commit_with(
                        sqlx::query(sql)
                            .bind(save.state)
                            .bind(save.log.at)
                            .bind(save.campaign_id)
                            .bind(save.old_version)
                            .bind(save.previous)
                            .bind(save.log.command)
                            .bind(HISTORY_KEEP)
                            .bind(save.log.actor)
                            .bind(save.log.command_json)
                            .bind(save.log.events_json)
                            .bind(save.secret)
                            .bind(pending.owner)
                            .bind(pending.leader)
                            .bind(pending.offer),
                    )
                    .await?;
                // The UPDATE's version, the log's id and the choice's id when
                // the version matched; no row when it did not.
                match (rows.as_slice(), save.pending.is_some()) {
                    ([], _) => Ok(None),
                    ([_version, logged], false) => Ok(Some(Saved {
                        log_id: logged.try_get(0)?,
                        pending_id: None,
                    })),
                    ([_version, logged, choice], true) => Ok(Some(Saved {
                        log_id: logged.try_get(0)?,
                        pending_id: Some(choice.try_get(0)?),
                    })),
                    _ => Err(sqlx::Error::RowNotFound),
                }
            }
            WriteTx::Postgres(_) => {
                let mut tx = self;
                let saved = tx.db().save(save).await;
                match saved {
                    Ok(Some(saved)) => {
                        tx.commit().await?;
                        Ok(Some(saved))
                    }
                    Ok(None) => {
                        tx.rollback().await;
                        Ok(None)
                    }
                    Err(e) => {
                        tx.rollback().await;
                        Err(e)
                    }
                }
            }
        }
    }
}

/// A pooled connection of either backend, for reads outside a transaction.
#[derive(Debug)]
pub enum ReadConn {
    /// SQLite's.
    Sqlite(PoolConnection<Sqlite>),
    /// PostgreSQL's.
    Postgres(PoolConnection<Postgres>),
}

impl ReadConn {
    /// The connection, for statements.
    pub fn db(&mut self) -> Db<'_> {
        match self {
            ReadConn::Sqlite(c) => Db::Sqlite(c),
            ReadConn::Postgres(c) => Db::Postgres(c),
        }
    }
}

/// A borrowed connection of either dialect (inside a transaction or not): the
/// one set of statements the session and the copy between databases use.
#[derive(Debug)]
pub enum Db<'c> {
    /// A SQLite connection.
    Sqlite(&'c mut SqliteConnection),
    /// A PostgreSQL connection.
    Postgres(&'c mut PgConnection),
}

/// Runs `$body` with `$c` bound to the connection of whichever dialect `$db`
/// holds: the body is written once and compiled for each driver.
macro_rules! on {
    ($db:expr, $c:ident => $body:expr) => {
        match $db {
            $crate::store::Db::Sqlite($c) => {
                let $c: &mut sqlx::sqlite::SqliteConnection = &mut **$c;
                $body
            }
            $crate::store::Db::Postgres($c) => {
                let $c: &mut sqlx::postgres::PgConnection = &mut **$c;
                $body
            }
        }
    };
}
pub(crate) use on;

/// Runs one statement, `$sql` with each `$arg` bound in order, on whichever
/// dialect `$db` holds; how many rows it changed.
macro_rules! execute {
    ($db:expr, $sql:expr $(, $arg:expr)* $(,)?) => {
        $crate::store::on!($db, c => sqlx::query($sql)
            $(.bind($arg))*
            .execute(c)
            .await
            .map(|done| done.rows_affected()))
    };
}
pub(crate) use execute;

/// Reads one column, `$sql` with each `$arg` bound in order, on whichever
/// dialect `$db` holds; `$fetch` is `fetch_one`, `fetch_optional` or
/// `fetch_all`, as for [`sqlx::query_scalar`].
macro_rules! scalar {
    ($db:expr, $fetch:ident, $sql:expr $(, $arg:expr)* $(,)?) => {
        $crate::store::on!($db, c => sqlx::query_scalar($sql)
            $(.bind($arg))*
            .$fetch(c)
            .await)
    };
}
pub(crate) use scalar;

/// The columns of a loaded campaign, in [`CampaignRow`]'s order.
const CAMPAIGN_COLUMNS: &str = "SELECT id, state, version, ruleset FROM campaigns";

/// A [`CampaignRow`] from the first four columns of a row of either driver
/// (selected as [`CAMPAIGN_COLUMNS`] does).
fn campaign_row<R: sqlx::Row>(r: &R) -> Result<CampaignRow, sqlx::Error>
where
    usize: sqlx::ColumnIndex<R>,
    for<'a> i64: sqlx::Decode<'a, R::Database> + sqlx::Type<R::Database>,
    for<'a> String: sqlx::Decode<'a, R::Database> + sqlx::Type<R::Database>,
{
    Ok(CampaignRow {
        id: r.try_get(0)?,
        state: r.try_get(1)?,
        version: r.try_get(2)?,
        ruleset: r.try_get(3)?,
    })
}

impl Db<'_> {
    /// Which dialect this connection speaks.
    #[must_use]
    pub fn backend(&self) -> Backend {
        match self {
            Db::Sqlite(_) => Backend::Sqlite,
            Db::Postgres(_) => Backend::Postgres,
        }
    }

    /// The row id of the campaign on a channel, without loading its state.
    pub async fn campaign_id(
        &mut self,
        guild_id: i64,
        channel_id: i64,
    ) -> Result<Option<i64>, sqlx::Error> {
        scalar!(
            self,
            fetch_optional,
            "SELECT id FROM campaigns WHERE guild_id = $1 AND channel_id = $2",
            guild_id,
            channel_id
        )
    }

    /// Loads the campaign on a channel.
    pub async fn load(
        &mut self,
        guild_id: i64,
        channel_id: i64,
    ) -> Result<Option<CampaignRow>, sqlx::Error> {
        self.load_where(guild_id, channel_id, false).await
    }

    /// Loads the campaign on a channel inside a write transaction and locks its
    /// row until the transaction ends (PostgreSQL: `FOR UPDATE`, so a command of
    /// another process on the same campaign waits instead of losing the version
    /// race; SQLite: the transaction already holds the database's write lock).
    pub async fn load_locked(
        &mut self,
        guild_id: i64,
        channel_id: i64,
    ) -> Result<Option<CampaignRow>, sqlx::Error> {
        self.load_where(guild_id, channel_id, true).await
    }

    async fn load_where(
        &mut self,
        guild_id: i64,
        channel_id: i64,
        lock: bool,
    ) -> Result<Option<CampaignRow>, sqlx::Error> {
        let sql = format!(
            "{CAMPAIGN_COLUMNS} WHERE guild_id = $1 AND channel_id = $2{}",
            self.for_update(lock)
        );
        on!(self, c => {
            let row = sqlx::query(&sql)
                .bind(guild_id)
                .bind(channel_id)
                .fetch_optional(c)
                .await?;
            row.as_ref().map(campaign_row).transpose()
        })
    }

    /// Loads a campaign by row id.
    pub async fn load_by_id(&mut self, id: i64) -> Result<Option<CampaignRow>, sqlx::Error> {
        self.load_by_id_where(id, false).await
    }

    /// Loads a campaign by row id and locks its row, as [`Db::load_locked`].
    pub async fn load_by_id_locked(&mut self, id: i64) -> Result<Option<CampaignRow>, sqlx::Error> {
        self.load_by_id_where(id, true).await
    }

    async fn load_by_id_where(
        &mut self,
        id: i64,
        lock: bool,
    ) -> Result<Option<CampaignRow>, sqlx::Error> {
        let sql = format!("{CAMPAIGN_COLUMNS} WHERE id = $1{}", self.for_update(lock));
        on!(self, c => {
            let row = sqlx::query(&sql).bind(id).fetch_optional(c).await?;
            row.as_ref().map(campaign_row).transpose()
        })
    }

    /// The row-locking suffix of a SELECT in this dialect.
    fn for_update(&self, lock: bool) -> &'static str {
        match (lock, self.backend()) {
            (true, Backend::Postgres) => " FOR UPDATE",
            _ => "",
        }
    }

    /// Inserts a new campaign at version 1 and returns its row id.
    pub async fn insert_campaign(
        &mut self,
        campaign: &NewCampaign<'_>,
    ) -> Result<i64, sqlx::Error> {
        on!(self, c => sqlx::query(
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
        .fetch_one(c)
        .await?
        .try_get(0))
    }

    /// Replaces the state if the version is still `old_version`; returns whether
    /// it did (false: someone else saved first).
    pub async fn save_state(
        &mut self,
        campaign_id: i64,
        old_version: i64,
        state: &str,
        at: i64,
    ) -> Result<bool, sqlx::Error> {
        self.save_state_as(campaign_id, old_version, old_version + 1, state, at)
            .await
    }

    /// Pushes a previous state onto the history and trims it to [`HISTORY_KEEP`].
    pub async fn push_history(
        &mut self,
        campaign_id: i64,
        state: &str,
        command: &str,
        at: i64,
    ) -> Result<(), sqlx::Error> {
        execute!(
            self,
            "INSERT INTO history (campaign_id, state, command, created_at) VALUES ($1, $2, $3, $4)",
            campaign_id,
            state,
            command,
            at,
        )?;
        self.trim_history(campaign_id).await
    }

    /// Deletes a campaign's history entries but the newest [`HISTORY_KEEP`].
    pub(crate) async fn trim_history(&mut self, campaign_id: i64) -> Result<(), sqlx::Error> {
        execute!(
            self,
            "DELETE FROM history WHERE campaign_id = $1 AND id NOT IN \
             (SELECT id FROM history WHERE campaign_id = $1 ORDER BY id DESC LIMIT $2)",
            campaign_id,
            HISTORY_KEEP
        )?;
        Ok(())
    }

    /// The newest history entry: (row id, state, command name).
    pub async fn newest_history(
        &mut self,
        campaign_id: i64,
    ) -> Result<Option<(i64, String, String)>, sqlx::Error> {
        on!(self, c => sqlx::query_as(
            "SELECT id, state, command FROM history WHERE campaign_id = $1 ORDER BY id DESC LIMIT 1",
        )
        .bind(campaign_id)
        .fetch_optional(c)
        .await)
    }

    /// Deletes one history entry and returns how many remain for the campaign.
    pub async fn pop_history(
        &mut self,
        campaign_id: i64,
        history_id: i64,
    ) -> Result<i64, sqlx::Error> {
        on!(self, c => {
            sqlx::query("DELETE FROM history WHERE id = $1")
                .bind(history_id)
                .execute(&mut *c)
                .await?;
            sqlx::query("SELECT COUNT(*) FROM history WHERE campaign_id = $1")
                .bind(campaign_id)
                .fetch_one(c)
                .await?
                .try_get(0)
        })
    }

    /// Appends one row to the event log.
    pub async fn append_log(
        &mut self,
        campaign_id: i64,
        row: &NewLogRow<'_>,
    ) -> Result<i64, sqlx::Error> {
        on!(self, c => sqlx::query(
            "INSERT INTO event_log (campaign_id, actor, command, command_json, events, at) \
             VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
        )
        .bind(campaign_id)
        .bind(row.actor)
        .bind(row.command)
        .bind(row.command_json)
        .bind(row.events_json)
        .bind(row.at)
        .fetch_one(c)
        .await?
        .try_get(0))
    }

    /// Saves what a command did, inside the caller's write transaction: the
    /// new `state` if the campaign is still at `old_version`, the state before
    /// (`previous`) pushed onto the history (trimmed to [`HISTORY_KEEP`]), and
    /// the log row. Returns the log row's id, or `None` when someone else
    /// saved first; the caller must then roll back, as the history and log
    /// rows were written all the same.
    ///
    /// [`Db::save_state`], [`Db::push_history`] and [`Db::append_log`] in one
    /// call: on SQLite one round trip to the connection's worker thread
    /// instead of four (each a hand-off between threads, which dominated a
    /// command's cost under load); on PostgreSQL, whose prepared statements
    /// take one statement each, the three calls.
    pub async fn save_command(
        &mut self,
        campaign_id: i64,
        old_version: i64,
        state: &str,
        previous: &str,
        log: &NewLogRow<'_>,
    ) -> Result<Option<i64>, sqlx::Error> {
        match self {
            Db::Sqlite(c) => {
                // `$N` names the same argument in every statement (sqlx's
                // SQLite driver binds numbered parameters by number).
                let rows = sqlx::query(
                    "UPDATE campaigns SET state = $1, version = version + 1, updated_at = $2 \
                     WHERE id = $3 AND version = $4 RETURNING version; \
                     INSERT INTO history (campaign_id, state, command, created_at) \
                     VALUES ($3, $5, $6, $2); \
                     DELETE FROM history WHERE campaign_id = $3 AND id NOT IN \
                     (SELECT id FROM history WHERE campaign_id = $3 ORDER BY id DESC LIMIT $7); \
                     INSERT INTO event_log (campaign_id, actor, command, command_json, events, at) \
                     VALUES ($3, $8, $6, $9, $10, $2) \
                     RETURNING id",
                )
                .bind(state)
                .bind(log.at)
                .bind(campaign_id)
                .bind(old_version)
                .bind(previous)
                .bind(log.command)
                .bind(HISTORY_KEEP)
                .bind(log.actor)
                .bind(log.command_json)
                .bind(log.events_json)
                .fetch_all(&mut **c)
                .await?;
                // The UPDATE returns a row only when the version matched;
                // the log's INSERT always returns its id.
                match rows.as_slice() {
                    [_updated, logged] => Ok(Some(logged.try_get(0)?)),
                    [_logged] => Ok(None),
                    _ => Err(sqlx::Error::RowNotFound),
                }
            }
            Db::Postgres(_) => {
                if !self
                    .save_state(campaign_id, old_version, state, log.at)
                    .await?
                {
                    return Ok(None);
                }
                self.push_history(campaign_id, previous, log.command, log.at)
                    .await?;
                Ok(Some(self.append_log(campaign_id, log).await?))
            }
        }
    }

    /// A command's save inside the caller's transaction: [`Db::save_command`],
    /// then the log row's secret mark and the pending choice as `save` asks.
    /// `Ok(None)` when the campaign was no longer at `save.old_version`; the
    /// caller must then roll back, as in [`Db::save_command`].
    pub async fn save(&mut self, save: &CommandSave<'_>) -> Result<Option<Saved>, sqlx::Error> {
        let Some(log_id) = self
            .save_command(
                save.campaign_id,
                save.old_version,
                save.state,
                save.previous,
                &save.log,
            )
            .await?
        else {
            return Ok(None);
        };
        if save.secret {
            self.mark_log_secret(log_id).await?;
        }
        let pending_id = match &save.pending {
            Some(p) => Some(
                self.insert_pending(save.campaign_id, p.owner, p.leader, p.offer, save.log.at)
                    .await?,
            ),
            None => None,
        };
        Ok(Some(Saved { log_id, pending_id }))
    }

    /// The newest `count` log rows, oldest first:
    /// (id, actor, command, command JSON, events JSON, unix time).
    pub async fn recent_log(
        &mut self,
        campaign_id: i64,
        count: i64,
    ) -> Result<Vec<(i64, i64, String, String, String, i64)>, sqlx::Error> {
        // Every row, as a GM reads them, without their secret mark.
        Ok(self
            .recent_log_seen(campaign_id, count, true)
            .await?
            .into_iter()
            .map(|(id, actor, command, command_json, events, at, _, _)| {
                (id, actor, command, command_json, events, at)
            })
            .collect())
    }

    /// Stores a pending re-roll and returns its id.
    pub async fn insert_pending(
        &mut self,
        campaign_id: i64,
        owner: &str,
        leader: &str,
        offer: &str,
        at: i64,
    ) -> Result<i64, sqlx::Error> {
        on!(self, c => sqlx::query(
            "INSERT INTO pending_rolls (campaign_id, owner, leader, offer, state, created_at) \
             VALUES ($1, $2, $3, $4, 'pending', $5) RETURNING id",
        )
        .bind(campaign_id)
        .bind(owner)
        .bind(leader)
        .bind(offer)
        .bind(at)
        .fetch_one(c)
        .await?
        .try_get(0))
    }

    /// Loads a pending re-roll with its campaign's key.
    pub async fn pending(&mut self, roll_id: i64) -> Result<Option<PendingRow>, sqlx::Error> {
        on!(self, c => sqlx::query_as(
            "SELECT p.id, p.campaign_id, c.guild_id, c.channel_id, p.owner, p.leader, p.offer, p.state \
             FROM pending_rolls p JOIN campaigns c ON c.id = p.campaign_id WHERE p.id = $1",
        )
        .bind(roll_id)
        .fetch_optional(c)
        .await)
    }

    /// Marks a pending roll `new_state` if it is still pending; returns whether
    /// this call was the one that resolved it. One conditional UPDATE: on
    /// PostgreSQL a concurrent claim waits for this transaction and then finds
    /// the roll no longer pending.
    pub async fn claim_pending(
        &mut self,
        roll_id: i64,
        new_state: &str,
    ) -> Result<bool, sqlx::Error> {
        Ok(execute!(
            self,
            "UPDATE pending_rolls SET state = $1 WHERE id = $2 AND state = 'pending'",
            new_state,
            roll_id
        )? == 1)
    }

    /// Declines every pending roll of a campaign (after an undo, an offer may
    /// belong to a check that no longer happened). Returns how many.
    pub async fn decline_all_pending(&mut self, campaign_id: i64) -> Result<u64, sqlx::Error> {
        execute!(self, "UPDATE pending_rolls SET state = 'declined' WHERE campaign_id = $1 AND state = 'pending'", campaign_id)
    }

    /// Language tag and creator of a campaign.
    pub async fn settings(
        &mut self,
        campaign_id: i64,
    ) -> Result<(Option<String>, i64), sqlx::Error> {
        on!(self, c => sqlx::query_as("SELECT language, creator FROM campaigns WHERE id = $1")
            .bind(campaign_id)
            .fetch_one(c)
            .await)
    }

    /// The settings of the campaign on a channel (row id, language, creator,
    /// game, enemies' numbers, co-GMs), in one query: what every Discord
    /// command reads before it runs.
    pub async fn settings_at(
        &mut self,
        guild_id: i64,
        channel_id: i64,
    ) -> Result<Option<SettingsRow>, sqlx::Error> {
        on!(self, c => {
            // One row per co-GM, or one with a NULL user without any.
            let rows = sqlx::query(
                "SELECT c.id, c.language, c.creator, c.ruleset, c.enemies, g.user_id \
                 FROM campaigns c LEFT JOIN campaign_gms g ON g.campaign_id = c.id \
                 WHERE c.guild_id = $1 AND c.channel_id = $2 ORDER BY g.user_id",
            )
            .bind(guild_id)
            .bind(channel_id)
            .fetch_all(c)
            .await?;
            let Some(r) = rows.first() else {
                return Ok(None);
            };
            let mut gms = Vec::new();
            for row in &rows {
                if let Some(gm) = row.try_get::<Option<i64>, _>(5)? {
                    gms.push(gm);
                }
            }
            Ok(Some(SettingsRow {
                id: r.try_get(0)?,
                language: r.try_get(1)?,
                creator: r.try_get(2)?,
                ruleset: r.try_get(3)?,
                enemies: r.try_get(4)?,
                gms,
            }))
        })
    }

    /// The game the campaign on a channel plays, as stored.
    pub async fn ruleset_at(
        &mut self,
        guild_id: i64,
        channel_id: i64,
    ) -> Result<Option<String>, sqlx::Error> {
        scalar!(
            self,
            fetch_optional,
            "SELECT ruleset FROM campaigns WHERE guild_id = $1 AND channel_id = $2",
            guild_id,
            channel_id
        )
    }

    /// Sets (or clears) a campaign's language.
    pub async fn set_language(
        &mut self,
        campaign_id: i64,
        language: Option<&str>,
    ) -> Result<(), sqlx::Error> {
        execute!(
            self,
            "UPDATE campaigns SET language = $1 WHERE id = $2",
            language,
            campaign_id
        )?;
        Ok(())
    }

    /// The campaign on a channel with its settings and tracker message, in
    /// one query; with `tracked_only`, `None` as well for a campaign without
    /// a tracker (whose state is then not read at all).
    pub async fn shown(
        &mut self,
        guild_id: i64,
        channel_id: i64,
        tracked_only: bool,
    ) -> Result<Option<ShownRow>, sqlx::Error> {
        let sql = format!(
            "SELECT id, state, version, ruleset, language, creator, tracker_message \
             FROM campaigns WHERE guild_id = $1 AND channel_id = $2{}",
            if tracked_only {
                " AND tracker_message IS NOT NULL"
            } else {
                ""
            }
        );
        on!(self, c => {
            let row = sqlx::query(&sql)
                .bind(guild_id)
                .bind(channel_id)
                .fetch_optional(c)
                .await?;
            row.map(|r| {
                Ok(ShownRow {
                    campaign: campaign_row(&r)?,
                    language: r.try_get(4)?,
                    creator: r.try_get(5)?,
                    tracker_message: r.try_get(6)?,
                })
            })
            .transpose()
        })
    }

    /// Every campaign with a tracker: guild, channel and version, by id.
    pub async fn tracked(&mut self) -> Result<Vec<(i64, i64, i64)>, sqlx::Error> {
        on!(self, c => sqlx::query_as(
            "SELECT guild_id, channel_id, version FROM campaigns \
             WHERE tracker_message IS NOT NULL ORDER BY id",
        )
        .fetch_all(c)
        .await)
    }

    /// Sets (or clears) the tracker message of the campaign on a channel;
    /// with `only_if`, only while the tracker is still that message. Returns
    /// whether a row changed.
    pub async fn set_tracker(
        &mut self,
        guild_id: i64,
        channel_id: i64,
        message: Option<i64>,
        only_if: Option<i64>,
    ) -> Result<bool, sqlx::Error> {
        Ok(execute!(
            self,
            "UPDATE campaigns SET tracker_message = $1 \
             WHERE guild_id = $2 AND channel_id = $3 \
             AND ($4 IS NULL OR tracker_message = $4)",
            message,
            guild_id,
            channel_id,
            only_if
        )? > 0)
    }

    /// A campaign's co-GMs, ascending.
    pub async fn gms(&mut self, campaign_id: i64) -> Result<Vec<i64>, sqlx::Error> {
        scalar!(
            self,
            fetch_all,
            "SELECT user_id FROM campaign_gms WHERE campaign_id = $1 ORDER BY user_id",
            campaign_id
        )
    }

    /// Adds a co-GM (no-op when already one).
    pub async fn add_gm(&mut self, campaign_id: i64, user: i64) -> Result<(), sqlx::Error> {
        execute!(
            self,
            "INSERT INTO campaign_gms (campaign_id, user_id) VALUES ($1, $2) \
             ON CONFLICT (campaign_id, user_id) DO NOTHING",
            campaign_id,
            user
        )?;
        Ok(())
    }

    /// Removes a co-GM (no-op when not one).
    pub async fn remove_gm(&mut self, campaign_id: i64, user: i64) -> Result<(), sqlx::Error> {
        execute!(
            self,
            "DELETE FROM campaign_gms WHERE campaign_id = $1 AND user_id = $2",
            campaign_id,
            user
        )?;
        Ok(())
    }

    /// Deletes a campaign; its child rows go with it (ON DELETE CASCADE).
    /// Returns whether there was one.
    pub async fn delete_campaign(
        &mut self,
        guild_id: i64,
        channel_id: i64,
    ) -> Result<bool, sqlx::Error> {
        Ok(execute!(
            self,
            "DELETE FROM campaigns WHERE guild_id = $1 AND channel_id = $2",
            guild_id,
            channel_id
        )? > 0)
    }
}
