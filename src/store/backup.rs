//! `overseer backup FILE`: a consistent copy of the SQLite database into a new
//! file, safe while the bot and CLI scripts keep writing. It owns taking and
//! checking the copy; restoring is pointing DATABASE_URL at the file.
//!
//! The copy is SQLite's `VACUUM INTO`, which reads the database inside one
//! read transaction: in WAL mode writers carry on meanwhile, and the new file
//! holds exactly the commits made before the copy began (a command's state,
//! history and log row are one commit, so they are all in or all out). The
//! new file is then opened and checked (`PRAGMA integrity_check`) before the
//! backup is reported done. The copy is written under a temporary name in
//! the target's folder and given its name only once checked and on disk, so a
//! backup that fails (a full disk, a damaged copy) leaves no file behind and
//! the same command can simply be run again. A PostgreSQL database is backed up with
//! PostgreSQL's own `pg_dump`, whose line [`BackupError::Postgres`] gives.

use std::path::{Path, PathBuf};
use std::str::FromStr as _;

use sqlx::sqlite::SqliteConnectOptions;
use sqlx::{Connection as _, SqliteConnection};

use super::{redact, Backend};

/// What a finished backup holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Backup {
    /// The size of the backup file.
    pub bytes: u64,
    /// How many campaigns it holds.
    pub campaigns: i64,
}

/// Why no backup was written.
#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    /// The target exists: a backup never overwrites a file.
    #[error("{0} already exists; a backup never overwrites a file, name a new one")]
    TargetExists(PathBuf),
    /// The target's folder does not exist (it is not created: a mistyped
    /// folder would hide the backup where nobody looks).
    #[error("the folder {0} does not exist; create it first (mkdir -p {0}) or name a file in an existing folder")]
    MissingFolder(PathBuf),
    /// The target path is not valid UTF-8, which SQLite's `VACUUM INTO` needs.
    #[error("{0:?} is not a UTF-8 path")]
    TargetNotUtf8(PathBuf),
    /// DATABASE_URL names a SQLite file that does not exist.
    #[error("the database {0} does not exist: nothing to back up")]
    MissingSource(String),
    /// DATABASE_URL names no file (an in-memory database).
    #[error("{0} names no database file")]
    NoFile(String),
    /// DATABASE_URL is a PostgreSQL database: `pg_dump` backs it up.
    #[error(
        "{url} is a PostgreSQL database; back it up with PostgreSQL's own tool, e.g. \
         pg_dump --format=custom --file={file} --dbname='{url}' \
         (with the real password; restore with pg_restore --clean --if-exists --dbname=URL {file})"
    )]
    Postgres {
        /// The database URL, password hidden.
        url: String,
        /// The backup file asked for.
        file: String,
    },
    /// DATABASE_URL is neither SQLite nor PostgreSQL.
    #[error("unknown database URL {0}")]
    UnknownUrl(String),
    /// The checked copy could not be given its name (nothing is left behind).
    #[error("the backup could not be written as {file}: {source}")]
    Publish {
        /// The backup file asked for.
        file: PathBuf,
        /// The file system's error.
        source: std::io::Error,
    },
    /// The copy written fails SQLite's integrity check (it is removed).
    #[error("the backup {file} fails SQLite's integrity check: {problem}")]
    Damaged {
        /// The backup file.
        file: PathBuf,
        /// The first problem the check reports.
        problem: String,
    },
    /// A database error while copying or checking.
    #[error("backup of {url} failed: {source}")]
    Database {
        /// The database URL, password hidden.
        url: String,
        /// The driver's error.
        source: sqlx::Error,
    },
}

/// Copies the database of `database_url` into the new file `target` and checks
/// the copy. Nothing is written to the source, and a missing source is not
/// created.
pub async fn backup(database_url: &str, target: &Path) -> Result<Backup, BackupError> {
    match Backend::of_url(database_url) {
        Some(Backend::Sqlite) => {}
        Some(Backend::Postgres) => {
            return Err(BackupError::Postgres {
                url: redact(database_url),
                file: target.display().to_string(),
            })
        }
        None => return Err(BackupError::UnknownUrl(redact(database_url))),
    }
    let Some(source) = super::sqlite::file_of_url(database_url) else {
        return Err(BackupError::NoFile(redact(database_url)));
    };
    if !source.is_file() {
        return Err(BackupError::MissingSource(redact(database_url)));
    }
    // symlink_metadata: a dangling symlink is a file name in use too.
    if target.symlink_metadata().is_ok() {
        return Err(BackupError::TargetExists(target.to_path_buf()));
    }
    let folder = match target.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    if !folder.is_dir() {
        return Err(BackupError::MissingFolder(folder.to_path_buf()));
    }
    let partial = partial_name(target);
    let Some(partial_text) = partial.to_str() else {
        return Err(BackupError::TargetNotUtf8(target.to_path_buf()));
    };
    // Left by a process killed mid-copy: never a backup, and VACUUM INTO
    // refuses a file that is not empty.
    let _ = std::fs::remove_file(&partial);
    let written = write_and_check(database_url, partial_text)
        .await
        .map_err(|e| match e {
            // Named as asked: the temporary name is gone with it.
            BackupError::Damaged { problem, .. } => BackupError::Damaged {
                file: target.to_path_buf(),
                problem,
            },
            other => other,
        });
    let done = written.and_then(|backup| {
        publish(&partial, target).map_err(|source| BackupError::Publish {
            file: target.to_path_buf(),
            source,
        })?;
        Ok(backup)
    });
    if done.is_err() {
        let _ = std::fs::remove_file(&partial);
    }
    done
}

/// The temporary name a backup is written under: a hidden file beside the
/// target, named after it and this process.
fn partial_name(target: &Path) -> PathBuf {
    let name = target
        .file_name()
        .map_or_else(|| "backup".into(), |n| n.to_string_lossy().into_owned());
    target.with_file_name(format!(".{name}.{}.partial", std::process::id()))
}

/// Gives the checked copy its name: flushed to disk, then linked under the
/// target's name (which, unlike a rename, never replaces a file that appeared
/// meanwhile); then the temporary name is removed and the folder flushed, as
/// well as they can be (the backup is done by then).
fn publish(partial: &Path, target: &Path) -> std::io::Result<()> {
    std::fs::File::open(partial)?.sync_all()?;
    match std::fs::hard_link(partial, target) {
        // The backup has its name: what follows only tidies up.
        Ok(()) => {
            let _ = std::fs::remove_file(partial);
        }
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => return Err(e),
        // A file system without hard links: a rename, after one more look.
        Err(e) if target.symlink_metadata().is_ok() => return Err(e),
        Err(_) => std::fs::rename(partial, target)?,
    }
    #[cfg(unix)]
    if let Some(dir) = target.parent().filter(|d| !d.as_os_str().is_empty()) {
        let _ = std::fs::File::open(dir).and_then(|d| d.sync_all());
    }
    Ok(())
}

/// Copies the database into `file` (a new, temporary name) and checks it.
async fn write_and_check(database_url: &str, file: &str) -> Result<Backup, BackupError> {
    let failed = |source: sqlx::Error| BackupError::Database {
        url: redact(database_url),
        source,
    };
    let options = SqliteConnectOptions::from_str(database_url)
        .map_err(failed)?
        .create_if_missing(false)
        .busy_timeout(super::BUSY_TIMEOUT);
    let mut connection = SqliteConnection::connect_with(&options)
        .await
        .map_err(failed)?;
    let copied = sqlx::query("VACUUM INTO $1")
        .bind(file)
        .execute(&mut connection)
        .await;
    let _ = connection.close().await;
    copied.map_err(failed)?;
    check(Path::new(file)).await.map_err(|e| match e {
        Checked::Damaged(problem) => BackupError::Damaged {
            file: PathBuf::from(file),
            problem,
        },
        Checked::Database(source) => BackupError::Database {
            url: redact(database_url),
            source,
        },
    })
}

/// Why a written backup did not pass its check.
enum Checked {
    Damaged(String),
    Database(sqlx::Error),
}

/// Opens the backup read-only, runs the integrity check and counts campaigns.
async fn check(file: &Path) -> Result<Backup, Checked> {
    let options = SqliteConnectOptions::new()
        .filename(file)
        .read_only(true)
        .create_if_missing(false);
    let mut connection = SqliteConnection::connect_with(&options)
        .await
        .map_err(Checked::Database)?;
    let verdict: String = sqlx::query_scalar("PRAGMA integrity_check")
        .fetch_one(&mut connection)
        .await
        .map_err(Checked::Database)?;
    if verdict != "ok" {
        let _ = connection.close().await;
        return Err(Checked::Damaged(verdict));
    }
    let campaigns: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM campaigns")
        .fetch_one(&mut connection)
        .await
        .map_err(Checked::Database)?;
    let _ = connection.close().await;
    let bytes = std::fs::metadata(file).map_or(0, |m| m.len());
    Ok(Backup { bytes, campaigns })
}
