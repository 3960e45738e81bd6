//! The PostgreSQL backend: a connection pool to a server that several Overseer
//! processes share, and the embedded migrations of `migrations/postgres`.
//!
//! Nothing here keeps campaign state: every command reads it inside its own
//! transaction, so what one process wrote is what the next command of any
//! process reads. Correctness across processes comes from the server: the row
//! lock of `SELECT ... FOR UPDATE` ([`super::Db::load_locked`]), the `version`
//! check in the UPDATE, the conditional UPDATE that resolves a Luck re-roll, and
//! the history, log and pending rolls written in the same transaction as the
//! state. sqlx's migrator holds an advisory lock while it applies migrations, so
//! several processes starting at once apply them exactly once.

use std::str::FromStr;
use std::time::Duration;

use sqlx::migrate::MigrateError;
use sqlx::postgres::{PgConnectOptions, PgPool, PgPoolOptions};

use super::{redact, Health, NewerSchema};

/// Connections each process keeps at most. A server's default `max_connections`
/// is 100: room for several bot processes and CLI calls.
pub const PG_MAX_CONNECTIONS: u32 = 10;

/// How long opening waits for the server before it reports it unreachable.
pub const PG_CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

/// Connections a command-line process keeps: it runs one command at a time,
/// and a server short of slots should lose one slot to it, not four.
pub const PG_CLI_MAX_CONNECTIONS: u32 = 1;

/// How long a command-line process waits for the server to answer.
pub const PG_CLI_CONNECT_TIMEOUT: Duration = Duration::from_secs(3);

/// The pool over one PostgreSQL database.
#[derive(Debug, Clone)]
pub struct PgStore {
    pool: PgPool,
}

impl PgStore {
    /// Connects to `database_url` (`postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE`)
    /// and applies the embedded migrations. Errors name the URL without its
    /// password: an unreachable server, a refused login, or a database whose
    /// schema is newer than this version (a migration it does not know).
    pub async fn open(database_url: &str) -> anyhow::Result<PgStore> {
        Self::open_with(database_url, PG_MAX_CONNECTIONS, PG_CONNECT_TIMEOUT).await
    }

    /// [`PgStore::open`] with a pool of at most `max` connections, waiting at
    /// most `timeout` for the server. A server that refuses the connection
    /// (too many clients, a bad login, no such database) or cannot be reached
    /// is reported at once with its own reason: the pool would retry such
    /// errors until its timeout and report only "pool timed out".
    pub async fn open_with(
        database_url: &str,
        max: u32,
        timeout: Duration,
    ) -> anyhow::Result<PgStore> {
        use anyhow::Context as _;
        use sqlx::Connection as _;
        let shown = redact(database_url);
        let options = PgConnectOptions::from_str(database_url)
            .with_context(|| format!("invalid database URL {shown}"))?;
        let refused = || format!("could not connect to the database {shown}");
        // One plain connection first: its error is the server's own.
        let first = tokio::time::timeout(timeout, sqlx::PgConnection::connect_with(&options))
            .await
            .map_err(|_| {
                anyhow::anyhow!("no answer within {} s", timeout.as_secs()).context(refused())
            })?
            .with_context(refused)?;
        // The pool opens its own; this one leaves before, its slot free again.
        let _ = first.close().await;
        let pool = PgPoolOptions::new()
            .max_connections(max)
            .acquire_timeout(timeout)
            .connect_with(options)
            .await
            .with_context(refused)?;
        match sqlx::migrate!("migrations/postgres").run(&pool).await {
            Ok(()) => Ok(PgStore { pool }),
            Err(MigrateError::VersionMissing(version)) => {
                pool.close().await;
                Err(NewerSchema {
                    url: shown,
                    version,
                }
                .into())
            }
            Err(e) => {
                pool.close().await;
                Err(anyhow::Error::new(e).context(format!("could not apply migrations to {shown}")))
            }
        }
    }

    /// The same database through a pool of its own of at most `max`
    /// connections, made when first used. Call inside a tokio runtime: the
    /// pool's upkeep runs on it.
    #[must_use]
    pub fn reader(&self, max: u32) -> PgStore {
        PgStore {
            pool: PgPoolOptions::new()
                .max_connections(max)
                .acquire_timeout(PG_CONNECT_TIMEOUT)
                .connect_lazy_with((*self.pool.connect_options()).clone()),
        }
    }

    /// The pool, for reads and for tests.
    #[must_use]
    pub fn pool(&self) -> &PgPool {
        &self.pool
    }

    /// `Ok` when the server answers a query; the server checks its own pages.
    pub async fn health(&self) -> Result<Health, sqlx::Error> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(Health::Ok)
    }
}
