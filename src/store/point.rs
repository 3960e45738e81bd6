//! Point reads of a bot's SQLite store on the caller's own thread.
//!
//! A Discord command reads before it writes: the campaign's settings (its
//! language, its GMs, its game) and, for one that acts as a character, the
//! campaign itself. Through sqlx's pool each of those reads is a hand-off to
//! the connection's worker thread and back, two thread switches for a read
//! that takes SQLite some ten microseconds; under load the switches, not the
//! reads, are what the bot's CPU is spent on. [`PointReaders`] keeps a few
//! read connections of rusqlite's (the same bundled SQLite) and runs such a
//! read at once on the thread that asks, as the writer runs a command's write
//! ([`super::writer`]).
//!
//! A read here never waits: its connections have no busy timeout, so the
//! rare read SQLite cannot start at once (the write-ahead log's index being
//! rebuilt by another process) gives up with "busy" and is run on the pool
//! instead, which waits without holding a thread. Each read is one
//! statement, so it sees one committed state of the file, as a pool read does.

use std::sync::Mutex;

use rusqlite::{Connection, ErrorCode, OpenFlags};

/// The most idle connections kept: one per thread that reads at the same
/// moment (the bot's runtime has one worker a core).
const KEPT: usize = 8;

/// A few read connections to one SQLite file, used on the caller's thread.
#[derive(Debug)]
pub struct PointReaders {
    /// The database file.
    file: std::path::PathBuf,
    /// Connections not in use now.
    idle: Mutex<Vec<Connection>>,
}

impl PointReaders {
    /// Readers of `file`; none is opened before the first read. `None` for
    /// an in-memory database, whose connections share one cache and its
    /// table locks: its reads stay on the pool.
    pub(super) fn of(file: &std::path::Path) -> Option<PointReaders> {
        let name = file.to_string_lossy();
        if name.is_empty() || name == ":memory:" || name.starts_with("file:sqlx-in-memory-") {
            return None;
        }
        Some(PointReaders {
            file: file.to_owned(),
            idle: Mutex::new(Vec::new()),
        })
    }

    /// Runs `read` on an idle connection (opened if there is none), at once
    /// on this thread. `None` when it could not run without waiting (SQLite
    /// was busy) or the connection could not be opened: read on the pool then.
    pub(super) fn read<T>(
        &self,
        read: impl FnOnce(&Connection) -> rusqlite::Result<T>,
    ) -> Option<rusqlite::Result<T>> {
        let conn = match self.take() {
            Some(conn) => conn,
            None => match self.open() {
                Ok(conn) => conn,
                Err(e) => {
                    tracing::debug!(error = %e, "no point reader; reading on the pool");
                    return None;
                }
            },
        };
        let result = read(&conn);
        self.give_back(conn);
        let busy = matches!(
            &result,
            Err(rusqlite::Error::SqliteFailure(failure, _))
                if matches!(failure.code, ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked)
        );
        (!busy).then_some(result)
    }

    /// Closes the idle connections (a store closing).
    pub(super) fn close(&self) {
        self.lock().clear();
    }

    fn take(&self) -> Option<Connection> {
        self.lock().pop()
    }

    fn give_back(&self, conn: Connection) {
        let mut idle = self.lock();
        if idle.len() < KEPT {
            idle.push(conn);
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<Connection>> {
        // A panic while the list was held leaves it whole: a push or a pop.
        self.idle
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// A read connection: never creates the file, never writes (`query_only`),
    /// never waits for a lock (no busy timeout).
    fn open(&self) -> rusqlite::Result<Connection> {
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
            | OpenFlags::SQLITE_OPEN_URI
            | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(&self.file, flags)?;
        conn.busy_timeout(std::time::Duration::ZERO)?;
        conn.execute_batch("PRAGMA query_only = ON")?;
        Ok(conn)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A new file `name` in `dir`, made by running `sql`, with the
    /// connection that made it.
    fn made(dir: &tempfile::TempDir, name: &str, sql: &str) -> (std::path::PathBuf, Connection) {
        let file = dir.path().join(name);
        let setup = Connection::open(&file).unwrap();
        setup.execute_batch(sql).unwrap();
        (file, setup)
    }

    #[test]
    fn an_in_memory_database_has_no_point_readers() {
        for name in ["", ":memory:", "file:sqlx-in-memory-7"] {
            assert!(
                PointReaders::of(std::path::Path::new(name)).is_none(),
                "{name}"
            );
        }
    }

    #[test]
    fn a_read_runs_on_a_kept_connection_and_cannot_write() {
        let dir = tempfile::tempdir().unwrap();
        let (file, setup) = made(
            &dir,
            "point.db",
            "PRAGMA journal_mode = WAL; CREATE TABLE t (v INTEGER); INSERT INTO t VALUES (7);",
        );
        let readers = PointReaders::of(&file).unwrap();
        let read = |c: &Connection| c.query_row("SELECT v FROM t", [], |r| r.get::<_, i64>(0));
        assert_eq!(readers.read(read).unwrap().unwrap(), 7);
        assert_eq!(readers.lock().len(), 1);
        // The same connection serves the next read.
        assert_eq!(readers.read(read).unwrap().unwrap(), 7);
        assert_eq!(readers.lock().len(), 1);
        let wrote = readers
            .read(|c| c.execute("INSERT INTO t VALUES (8)", []))
            .unwrap();
        assert!(wrote.is_err(), "{wrote:?}");
        let count: i64 = setup
            .query_row("SELECT COUNT(*) FROM t", [], |r| r.get(0))
            .unwrap();
        assert_eq!(count, 1);
    }

    #[test]
    fn a_kept_connection_holds_no_snapshot_so_the_log_can_be_emptied() {
        let dir = tempfile::tempdir().unwrap();
        let (file, setup) = made(
            &dir,
            "kept.db",
            "PRAGMA journal_mode = WAL; PRAGMA wal_autocheckpoint = 0; \
             CREATE TABLE t (v INTEGER); INSERT INTO t VALUES (7), (8);",
        );
        let readers = PointReaders::of(&file).unwrap();
        // Both ways a read ends: a row by `query_row`, rows to the last.
        let first = readers.read(|c| c.query_row("SELECT v FROM t", [], |r| r.get::<_, i64>(0)));
        assert_eq!(first.unwrap().unwrap(), 7);
        let all = readers.read(|c| {
            let mut statement = c.prepare_cached("SELECT v FROM t ORDER BY v")?;
            let rows = statement.query_map([], |r| r.get::<_, i64>(0))?;
            rows.collect::<rusqlite::Result<Vec<_>>>()
        });
        assert_eq!(all.unwrap().unwrap(), [7, 8]);
        setup.execute("INSERT INTO t VALUES (9)", []).unwrap();
        // (busy, log frames, frames checkpointed): a reader still inside a
        // read would keep the log from being emptied (busy = 1).
        let done: (i64, i64, i64) = setup
            .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |r| {
                Ok((r.get(0)?, r.get(1)?, r.get(2)?))
            })
            .unwrap();
        assert_eq!(done, (0, 0, 0));
        assert_eq!(readers.lock().len(), 1);
    }

    #[test]
    fn a_read_that_would_wait_goes_back_to_the_pool() {
        let dir = tempfile::tempdir().unwrap();
        let (file, setup) = made(
            &dir,
            "busy.db",
            "CREATE TABLE t (v INTEGER); INSERT INTO t VALUES (7);",
        );
        // A rollback-journal file under an exclusive lock: a reader must wait.
        setup
            .execute_batch("PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE;")
            .unwrap();
        let readers = PointReaders::of(&file).unwrap();
        let read = readers.read(|c| c.query_row("SELECT v FROM t", [], |r| r.get::<_, i64>(0)));
        assert!(read.is_none());
        setup.execute_batch("COMMIT").unwrap();
    }

    #[test]
    fn a_missing_file_is_not_created() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("none.db");
        let readers = PointReaders::of(&file).unwrap();
        assert!(readers.read(|c| c.execute_batch("SELECT 1")).is_none());
        assert!(!file.exists());
    }
}
