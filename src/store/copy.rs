//! Copying every campaign from one database to another (`overseer migrate
//! --from URL --to URL`): SQLite to PostgreSQL when a deployment outgrows one
//! process, or back. Rows keep their ids, so Luck buttons already posted in
//! Discord (`luck:v1:<roll id>`) still find their roll after the move.
//!
//! The source is read inside one transaction (a consistent snapshot: SQLite's
//! write lock, PostgreSQL's REPEATABLE READ), the target is written inside one
//! transaction, and the target's counts are compared with the source's before
//! it commits: a copy either arrives whole or not at all. A target that already
//! holds campaigns is refused unless the caller asked to replace them.
//!
//! The web pages' signing secret, each campaign's share key and the MCP
//! server's token hashes come along, so links posted before the move open the
//! same pages after it and tokens handed out keep working. A database in
//! memory is refused at either end, and so is one database named twice: two
//! spellings of one SQLite file, or of one PostgreSQL database (`localhost`
//! and `127.0.0.1`, the default port written or not), and, once both are
//! open, any two PostgreSQL URLs whose connections land in the same database.

use super::{on, Backend, Db, Store};

/// Rows read and written per statement batch (bounded memory on big databases).
const PAGE: i64 = 500;

/// How many rows each table holds.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    /// Campaigns.
    pub campaigns: i64,
    /// Co-GM rows.
    pub gms: i64,
    /// Kept previous states (undo).
    pub history: i64,
    /// Event log rows.
    pub log: i64,
    /// Luck re-rolls, pending or resolved.
    pub pending_rolls: i64,
}

impl Counts {
    /// Whether every table is empty.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        *self == Counts::default()
    }
}

impl std::fmt::Display for Counts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} campaigns, {} co-GMs, {} history states, {} log entries, {} Luck re-rolls",
            self.campaigns, self.gms, self.history, self.log, self.pending_rolls
        )
    }
}

/// Why a copy did not happen (nothing was written to the target).
#[derive(Debug, thiserror::Error)]
pub enum CopyError {
    /// The target holds data and replacing it was not asked for.
    #[error("the target database is not empty ({0}); pass --force to replace its contents")]
    TargetNotEmpty(Counts),
    /// The target's counts after writing differ from the source's.
    #[error("the copy does not match the source (source: {source_counts}; target: {target}); nothing was written")]
    Mismatch {
        /// What the source holds.
        source_counts: Counts,
        /// What the target would have held.
        target: Counts,
    },
    /// The target's share keys or MCP tokens after writing differ from the source's.
    #[error("the copy's {what} do not match the source ({source_count} in the source, {target} in the target); nothing was written")]
    LinksMismatch {
        /// What differs: "share keys", "MCP tokens" or "web secret".
        what: &'static str,
        /// How many the source holds.
        source_count: i64,
        /// How many the target would have held.
        target: i64,
    },
    /// Both connections landed in the same PostgreSQL database.
    #[error("--from and --to reach the same PostgreSQL database; nothing was written")]
    SameDatabase,
    /// A database error.
    #[error(transparent)]
    Database(#[from] sqlx::Error),
}

/// Why `migrate --from URL --to URL` was refused before either database was
/// opened (nothing was created or written).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EndpointError {
    /// The source is a SQLite file that does not exist: opening it would
    /// create an empty database and "copy" nothing.
    #[error("the source database {0} does not exist")]
    MissingSource(String),
    /// Both URLs name the same database (the same SQLite file, however it is
    /// spelled: relative or absolute, `sqlite:` or `sqlite://`, a symlink).
    #[error("--from and --to name the same database ({from} and {to})")]
    SameDatabase {
        /// The source URL (password hidden).
        from: String,
        /// The target URL (password hidden).
        to: String,
    },
    /// One end is a database in memory: a copy from it is empty, a copy into
    /// it is gone when the process exits.
    #[error("{0} is a database in memory, which ends with this process: name a file or a server")]
    InMemory(String),
}

/// Checks the two ends of a copy before anything is opened: the source must
/// exist and must not be the target. (Opened anyway, a missing source file is
/// created empty, and the same file opened twice waits on its own write lock
/// for the busy timeout before failing with "database is locked".)
pub fn check_endpoints(from: &str, to: &str) -> Result<(), EndpointError> {
    let same = || EndpointError::SameDatabase {
        from: super::redact(from),
        to: super::redact(to),
    };
    if from == to {
        return Err(same());
    }
    for url in [from, to] {
        if super::in_memory(url) {
            return Err(EndpointError::InMemory(super::redact(url)));
        }
    }
    if let (Some(a), Some(b)) = (postgres_identity(from), postgres_identity(to)) {
        if a == b {
            return Err(same());
        }
    }
    let source = super::sqlite::file_of_url(from);
    if let Some(path) = &source {
        if !path.is_file() {
            return Err(EndpointError::MissingSource(super::redact(from)));
        }
    }
    if let (Some(a), Some(b)) = (source, super::sqlite::file_of_url(to)) {
        if same_file(&a, &b) {
            return Err(same());
        }
    }
    Ok(())
}

/// The server, port and database a PostgreSQL URL connects to, with
/// the names of this machine's loopback written one way (`localhost`,
/// `127.0.0.1` and `::1` are one server) and the defaults filled in (port
/// 5432, the database named after the user). Users are left out: two users
/// of one database are still one database. `None` for any other URL.
fn postgres_identity(url: &str) -> Option<(String, u16, String)> {
    use std::str::FromStr as _;
    if super::Backend::of_url(url) != Some(super::Backend::Postgres) {
        return None;
    }
    let options = sqlx::postgres::PgConnectOptions::from_str(url).ok()?;
    let host = options
        .get_host()
        .trim_matches(['[', ']'])
        .to_ascii_lowercase();
    let host = match host.as_str() {
        "localhost" | "127.0.0.1" | "::1" | "0:0:0:0:0:0:0:1" => "localhost".to_owned(),
        _ => host,
    };
    let database = options
        .get_database()
        .unwrap_or(options.get_username())
        .to_owned();
    Some((host, options.get_port(), database))
}

/// Whether two paths name one file: the same device and inode when both exist
/// (symlinks and hard links included), else the same absolute path after
/// resolving symlinks in the part that exists.
fn same_file(a: &std::path::Path, b: &std::path::Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt as _;
        if let (Ok(x), Ok(y)) = (std::fs::metadata(a), std::fs::metadata(b)) {
            return x.dev() == y.dev() && x.ino() == y.ino();
        }
    }
    resolve(a) == resolve(b)
}

/// A path made absolute, with symlinks resolved: the whole path when it
/// exists, else its directory (a target file not created yet).
fn resolve(path: &std::path::Path) -> std::path::PathBuf {
    if let Ok(p) = std::fs::canonicalize(path) {
        return p;
    }
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => std::path::PathBuf::from("."),
    };
    match (std::fs::canonicalize(&dir), path.file_name()) {
        (Ok(dir), Some(name)) => dir.join(name),
        _ => std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf()),
    }
}

/// The tables of links and tokens, emptied before the campaigns they name.
const LINK_TABLES: [&str; 2] = ["mcp_tokens", "share_keys"];

/// The tables in the order they are emptied (children first).
const TABLES_CHILDREN_FIRST: [&str; 5] = [
    "pending_rolls",
    "event_log",
    "history",
    "campaign_gms",
    "campaigns",
];

/// Counts the rows of every table.
pub async fn counts(db: &mut Db<'_>) -> Result<Counts, sqlx::Error> {
    let mut n = [0_i64; 5];
    for (slot, table) in n.iter_mut().zip(TABLES_CHILDREN_FIRST) {
        let sql = format!("SELECT COUNT(*) FROM {table}");
        *slot = on!(db, c => sqlx::query_scalar(&sql).fetch_one(c).await)?;
    }
    Ok(Counts {
        pending_rolls: n[0],
        log: n[1],
        history: n[2],
        gms: n[3],
        campaigns: n[4],
    })
}

/// Copies every row of `from` into `to`, keeping ids; with `replace`, whatever
/// `to` held is deleted first (in the same transaction). Returns what was copied.
pub async fn copy(from: &Store, to: &Store, replace: bool) -> Result<Counts, CopyError> {
    let mut source = from.begin_write().await?;
    if from.backend() == Backend::Postgres {
        on!(&mut source.db(), c => sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY").execute(c).await.map(|_| ()))?;
    }
    let source_counts = counts(&mut source.db()).await?;
    let mut target = to.begin_write().await?;
    let copied = match same_postgres(&mut source.db(), &mut target.db()).await {
        Ok(false) => copy_in(&mut source.db(), &mut target.db(), source_counts, replace).await,
        Ok(true) => Err(CopyError::SameDatabase),
        Err(e) => Err(e.into()),
    };
    // The source was only read.
    source.rollback().await;
    target.finish(copied).await
}

/// Whether both connections are in one PostgreSQL database: the target's
/// server lists the source's connection (its process id and start time) as
/// one of its own database's. However the URLs were written (a host alias, a
/// forwarded port), this is what decides.
async fn same_postgres(source: &mut Db<'_>, target: &mut Db<'_>) -> Result<bool, sqlx::Error> {
    if source.backend() != Backend::Postgres || target.backend() != Backend::Postgres {
        return Ok(false);
    }
    let (pid, started): (i32, Option<String>) = on!(source, c => sqlx::query_as(
        "SELECT pg_backend_pid(), \
         (SELECT backend_start::text FROM pg_stat_activity WHERE pid = pg_backend_pid())",
    )
    .fetch_one(c)
    .await)?;
    let seen: i64 = on!(target, c => sqlx::query_scalar(
        "SELECT COUNT(*) FROM pg_stat_activity \
         WHERE pid = $1 AND backend_start::text = $2 AND datname = current_database()",
    )
    .bind(pid)
    .bind(started)
    .fetch_one(c)
    .await)?;
    Ok(seen > 0)
}

async fn copy_in(
    source: &mut Db<'_>,
    target: &mut Db<'_>,
    source_counts: Counts,
    replace: bool,
) -> Result<Counts, CopyError> {
    let before = counts(target).await?;
    if !before.is_empty() {
        if !replace {
            return Err(CopyError::TargetNotEmpty(before));
        }
        for table in LINK_TABLES.into_iter().chain(TABLES_CHILDREN_FIRST) {
            let sql = format!("DELETE FROM {table}");
            on!(target, c => sqlx::query(&sql).execute(c).await.map(|_| ()))?;
        }
    }
    copy_campaigns(source, target).await?;
    copy_gms(source, target).await?;
    copy_history(source, target).await?;
    copy_log(source, target).await?;
    copy_pending(source, target).await?;
    super::secrecy::copy_secrecy(source, target).await?;
    copy_links(source, target).await?;
    if target.backend() == Backend::Postgres {
        // Identity columns do not notice explicit ids: start them after the copy.
        for table in ["campaigns", "history", "event_log", "pending_rolls"] {
            let sql = format!(
                "SELECT setval(pg_get_serial_sequence('{table}', 'id'), \
                 COALESCE((SELECT MAX(id) FROM {table}), 0) + 1, false)"
            );
            on!(target, c => sqlx::query(&sql).execute(c).await.map(|_| ()))?;
        }
    }
    let after = counts(target).await?;
    if after != source_counts {
        return Err(CopyError::Mismatch {
            source_counts,
            target: after,
        });
    }
    Ok(after)
}

/// Copies every row of `$table` in pages of [`PAGE`], in the order of their
/// ids and keeping them: each column named with the type both drivers read
/// it as (`id` first), written to the target as it was read.
macro_rules! copy_by_id {
    ($source:expr, $target:expr, $table:literal, $($column:ident: $ty:ty),+ $(,)?) => {{
        let names = [$(stringify!($column)),+];
        let columns = names.join(", ");
        let select = format!(
            "SELECT {columns} FROM {} WHERE id > $1 ORDER BY id LIMIT $2",
            $table
        );
        let values: Vec<String> = (1..=names.len()).map(|n| format!("${n}")).collect();
        let insert = format!(
            "INSERT INTO {} ({columns}) VALUES ({})",
            $table,
            values.join(", ")
        );
        let mut after = i64::MIN;
        loop {
            let page: Vec<($($ty,)+)> = on!($source, c => sqlx::query_as(&select)
                .bind(after)
                .bind(PAGE)
                .fetch_all(c)
                .await)?;
            let Some(last) = page.last() else {
                return Ok(());
            };
            after = last.0;
            for ($($column,)+) in &page {
                on!($target, c => sqlx::query(&insert)
                    $(.bind($column))+
                    .execute(c)
                    .await
                    .map(|_| ()))?;
            }
        }
    }};
}

async fn copy_campaigns(source: &mut Db<'_>, target: &mut Db<'_>) -> Result<(), sqlx::Error> {
    copy_by_id!(
        source,
        target,
        "campaigns",
        id: i64,
        guild_id: i64,
        channel_id: i64,
        state: String,
        version: i64,
        ruleset: String,
        language: Option<String>,
        creator: i64,
        created_at: i64,
        updated_at: i64,
        tracker_message: Option<i64>,
    )
}

async fn copy_gms(source: &mut Db<'_>, target: &mut Db<'_>) -> Result<(), sqlx::Error> {
    let mut after = (i64::MIN, i64::MIN);
    loop {
        let page: Vec<(i64, i64)> = on!(source, c => sqlx::query_as(
            "SELECT campaign_id, user_id FROM campaign_gms \
             WHERE campaign_id > $1 OR (campaign_id = $1 AND user_id > $2) \
             ORDER BY campaign_id, user_id LIMIT $3",
        )
        .bind(after.0)
        .bind(after.1)
        .bind(PAGE)
        .fetch_all(c)
        .await)?;
        let Some(&last) = page.last() else {
            return Ok(());
        };
        after = last;
        for (campaign_id, user_id) in page {
            on!(target, c => sqlx::query(
                "INSERT INTO campaign_gms (campaign_id, user_id) VALUES ($1, $2)",
            )
            .bind(campaign_id)
            .bind(user_id)
            .execute(c)
            .await
            .map(|_| ()))?;
        }
    }
}

async fn copy_history(source: &mut Db<'_>, target: &mut Db<'_>) -> Result<(), sqlx::Error> {
    copy_by_id!(
        source,
        target,
        "history",
        id: i64,
        campaign_id: i64,
        state: String,
        command: String,
        created_at: i64,
    )
}

async fn copy_log(source: &mut Db<'_>, target: &mut Db<'_>) -> Result<(), sqlx::Error> {
    // With its secret mark and its number: the target's triggers number only
    // a row that comes without one.
    copy_by_id!(
        source,
        target,
        "event_log",
        id: i64,
        campaign_id: i64,
        actor: i64,
        command: String,
        command_json: String,
        events: String,
        at: i64,
        secret: bool,
        seq: Option<i64>,
    )
}

async fn copy_pending(source: &mut Db<'_>, target: &mut Db<'_>) -> Result<(), sqlx::Error> {
    copy_by_id!(
        source,
        target,
        "pending_rolls",
        id: i64,
        campaign_id: i64,
        owner: String,
        leader: String,
        offer: String,
        state: String,
        created_at: i64,
    )
}

/// Copies the web signing secret (replacing the target's, which signs no
/// link of these campaigns), every share key and every MCP token hash, then
/// checks the target holds the same.
async fn copy_links(source: &mut Db<'_>, target: &mut Db<'_>) -> Result<(), CopyError> {
    if let Some(secret) = source.web_secret().await? {
        on!(target, c => sqlx::query(
            "INSERT INTO web_secret (id, secret) VALUES (1, $1) \
             ON CONFLICT (id) DO UPDATE SET secret = excluded.secret",
        )
        .bind(&secret)
        .execute(c)
        .await
        .map(|_| ()))?;
        if target.web_secret().await?.as_deref() != Some(secret.as_str()) {
            return Err(CopyError::LinksMismatch {
                what: "web secret",
                source_count: 1,
                target: 0,
            });
        }
    }
    let keys: Vec<(i64, String, Option<String>)> = on!(source, c => sqlx::query_as(
        "SELECT campaign_id, share_key, name FROM share_keys ORDER BY campaign_id",
    )
    .fetch_all(c)
    .await)?;
    for (campaign_id, key, name) in &keys {
        target.set_share_key(*campaign_id, key).await?;
        if let Some(name) = name {
            target.set_campaign_name(*campaign_id, name).await?;
        }
    }
    let tokens: Vec<(i64, i64, String, i64)> = on!(source, c => sqlx::query_as(
        "SELECT campaign_id, actor, token_hash, created_at FROM mcp_tokens \
         ORDER BY campaign_id, actor",
    )
    .fetch_all(c)
    .await)?;
    for (campaign_id, actor, hash, created_at) in &tokens {
        target
            .put_mcp_token(*campaign_id, *actor, hash, *created_at)
            .await?;
    }
    for (what, table, copied) in [
        ("share keys", "share_keys", keys.len()),
        ("MCP tokens", "mcp_tokens", tokens.len()),
    ] {
        let sql = format!("SELECT COUNT(*) FROM {table}");
        let held: i64 = on!(target, c => sqlx::query_scalar(&sql).fetch_one(c).await)?;
        let copied = i64::try_from(copied).unwrap_or(i64::MAX);
        if held != copied {
            return Err(CopyError::LinksMismatch {
                what,
                source_count: copied,
                target: held,
            });
        }
    }
    Ok(())
}
