//! A throwaway PostgreSQL server for tests: `initdb` into a fresh temporary
//! directory, `postgres` on a free port of 127.0.0.1 (TCP only, trust
//! authentication, no fsync: the data is thrown away), stopped and deleted at the
//! end. Benchmarks take [`durable`] instead: PostgreSQL's default durability
//! (fsync, synchronous commit, full-page writes), so its figures stand beside a
//! SQLite store that syncs every commit.
//!
//! The server runs under a watchdog shell whose stdin is a pipe from the test
//! process. [`PgServer`]'s `Drop` closes the pipe; so does the kernel when the
//! test process ends in any way (a panic, a failed assertion, SIGKILL), and the
//! watchdog then stops the server (`pg_ctl stop -m immediate`) and deletes its
//! directory. So even the server of [`shared`], which lives in a static and is
//! never dropped, does not outlive the test binary.
//!
//! PostgreSQL refuses to run as root. When the tests run as root (CI containers
//! do), `initdb` and the server run as the unprivileged user `nobody` through
//! `runuser`, in a directory that user owns.
//!
//! The binaries come from Debian's `postgresql` package
//! (`/usr/lib/postgresql/<version>/bin`) or from `PATH`; `.ci/run` installs the
//! package where it is missing.

use std::io::{BufRead as _, BufReader, Read as _};
use std::os::unix::fs::MetadataExt as _;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;

use sqlx::Connection as _;

/// The watchdog: initdb, start, say "ready", wait for stdin to close, stop, delete.
/// Arguments: $1 directory, $2 port, $3 initdb, $4 pg_ctl, $5 max_connections,
/// $6 the durability settings ([`FAST`] or none: the server's defaults).
const WATCHDOG: &str = r#"
set -e
"$3" -D "$1/data" -U postgres --auth=trust -E UTF8 --no-sync >"$1/initdb.log" 2>&1
"$4" -D "$1/data" -l "$1/server.log" -w -t 60 -o "-p $2 -c listen_addresses=127.0.0.1 -k $1 $6 -c max_connections=$5" start >/dev/null
echo ready
read -r _ || true
"$4" -D "$1/data" -m immediate -w stop >/dev/null 2>&1 || true
rm -rf "$1"
"#;

/// The settings of a server for tests: its data is thrown away, so nothing is
/// synced.
const FAST: &str = "-c fsync=off -c synchronous_commit=off -c full_page_writes=off";

/// A running PostgreSQL server; dropping it stops the server and deletes its files.
pub struct PgServer {
    port: u16,
    dir: PathBuf,
    /// Closing it tells the watchdog to stop the server.
    stdin: Option<ChildStdin>,
    watchdog: Child,
}

impl std::fmt::Debug for PgServer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PgServer")
            .field("port", &self.port)
            .field("dir", &self.dir)
            .finish_non_exhaustive()
    }
}

/// Where a PostgreSQL program is: the newest `/usr/lib/postgresql/*/bin`, else `PATH`.
fn program(name: &str) -> Option<PathBuf> {
    let mut versions: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .filter_map(Result::ok)
        .map(|entry| entry.path().join("bin").join(name))
        .filter(|path| path.is_file())
        .collect();
    versions.sort_by_key(|path| {
        path.components()
            .nth(3)
            .and_then(|c| c.as_os_str().to_str()?.parse::<u32>().ok())
            .unwrap_or(0)
    });
    versions.pop().or_else(|| {
        std::env::var_os("PATH").and_then(|paths| {
            std::env::split_paths(&paths)
                .map(|dir| dir.join(name))
                .find(|path| path.is_file())
        })
    })
}

/// The uid and gid of `user` from /etc/passwd.
fn user_ids(user: &str) -> Option<(u32, u32)> {
    let passwd = std::fs::read_to_string("/etc/passwd").ok()?;
    passwd.lines().find_map(|line| {
        let fields: Vec<&str> = line.split(':').collect();
        (fields.first() == Some(&user) && fields.len() > 3)
            .then(|| Some((fields[2].parse().ok()?, fields[3].parse().ok()?)))
            .flatten()
    })
}

/// Whether this process runs as root (the owner of `/proc/self` is the effective uid).
fn is_root() -> bool {
    std::fs::metadata("/proc/self").is_ok_and(|m| m.uid() == 0)
}

/// A port of 127.0.0.1 that was free a moment ago.
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port on 127.0.0.1")
}

impl PgServer {
    /// Starts a fresh server (a few seconds: `initdb` dominates).
    ///
    /// # Panics
    ///
    /// Panics with the reason when PostgreSQL is not installed or does not
    /// start (the logs are quoted).
    pub fn start() -> PgServer {
        PgServer::start_with(300)
    }

    /// [`PgServer::start`] with room for at most `max_connections` clients,
    /// to test a server that is out of slots.
    ///
    /// # Panics
    ///
    /// As [`PgServer::start`].
    pub fn start_with(max_connections: u32) -> PgServer {
        PgServer::start_as(max_connections, FAST)
    }

    /// A server that syncs as a production one does (PostgreSQL's defaults:
    /// fsync, synchronous commit, full-page writes), for benchmarks.
    ///
    /// # Panics
    ///
    /// As [`PgServer::start`].
    pub fn start_durable() -> PgServer {
        PgServer::start_as(300, "")
    }

    fn start_as(max_connections: u32, settings: &str) -> PgServer {
        let mut last_error = String::new();
        // A port found free may be taken before the server binds it: try again.
        for _ in 0..3 {
            match PgServer::try_start(max_connections, settings) {
                Ok(server) => return server,
                Err(e) => last_error = e,
            }
        }
        panic!("could not start a PostgreSQL server for the tests: {last_error}");
    }

    fn try_start(max_connections: u32, settings: &str) -> Result<PgServer, String> {
        let missing = "PostgreSQL is not installed: install Debian's `postgresql` package \
                       (apt-get install -y postgresql; .ci/run does this)";
        let initdb = program("initdb").ok_or(missing)?;
        let pg_ctl = program("pg_ctl").ok_or(missing)?;
        let dir = tempfile::Builder::new()
            .prefix("overseer-pg-")
            .tempdir()
            .map_err(|e| format!("temp dir: {e}"))?
            .keep();
        let port = free_port();
        let mut command = if is_root() {
            let (uid, gid) = user_ids("nobody")
                .ok_or("running as root, and there is no user `nobody` to run PostgreSQL as")?;
            std::os::unix::fs::chown(&dir, Some(uid), Some(gid))
                .map_err(|e| format!("chown {}: {e}", dir.display()))?;
            let mut c = Command::new("runuser");
            c.args(["-u", "nobody", "--", "sh"]);
            c
        } else {
            Command::new("sh")
        };
        let mut watchdog = command
            .arg("-c")
            .arg(WATCHDOG)
            .arg("sh")
            .arg(&dir)
            .arg(port.to_string())
            .arg(&initdb)
            .arg(&pg_ctl)
            .arg(max_connections.to_string())
            .arg(settings)
            .current_dir(&dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot run the PostgreSQL watchdog: {e}"))?;
        let stdin = watchdog.stdin.take();
        let mut first = String::new();
        if let Some(stdout) = watchdog.stdout.take() {
            let _ = BufReader::new(stdout).read_line(&mut first);
        }
        if first.trim() != "ready" {
            let log = |name: &str| {
                let mut text = String::new();
                let _ =
                    std::fs::File::open(dir.join(name)).map(|mut f| f.read_to_string(&mut text));
                text
            };
            let message = format!(
                "the server did not start on port {port}.\ninitdb.log:\n{}\nserver.log:\n{}",
                log("initdb.log"),
                log("server.log")
            );
            drop(stdin);
            let _ = watchdog.wait();
            let _ = std::fs::remove_dir_all(&dir);
            return Err(message);
        }
        Ok(PgServer {
            port,
            dir,
            stdin,
            watchdog,
        })
    }

    /// The port the server listens on (127.0.0.1).
    #[must_use]
    pub fn port(&self) -> u16 {
        self.port
    }

    /// The server's directory (data, logs).
    #[must_use]
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The URL of database `name` as the superuser `postgres`.
    #[must_use]
    pub fn url(&self, name: &str) -> String {
        format!("postgres://postgres@127.0.0.1:{}/{name}", self.port)
    }

    /// Creates an empty database with a name unique in this test process and
    /// returns its URL.
    pub async fn create_database(&self) -> String {
        static NEXT: AtomicU64 = AtomicU64::new(1);
        let name = format!(
            "t{}_{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        );
        let mut admin = sqlx::PgConnection::connect(&self.url("postgres"))
            .await
            .expect("connect to the test server");
        sqlx::query(&format!("CREATE DATABASE {name}"))
            .execute(&mut admin)
            .await
            .expect("create a database");
        let _ = admin.close().await;
        self.url(&name)
    }
}

impl Drop for PgServer {
    fn drop(&mut self) {
        // EOF on the watchdog's stdin: it stops the server and deletes the directory.
        drop(self.stdin.take());
        let _ = self.watchdog.wait();
    }
}

/// One server for the whole test binary, started on first use. It is never
/// dropped; the watchdog stops it when the test process exits.
pub fn shared() -> &'static PgServer {
    static SERVER: OnceLock<PgServer> = OnceLock::new();
    SERVER.get_or_init(PgServer::start)
}

/// A fresh, empty database on the [`shared`] server.
pub async fn fresh_database() -> String {
    // Starting blocks for seconds: keep it off the async worker.
    let server = tokio::task::spawn_blocking(shared)
        .await
        .expect("start the shared PostgreSQL server");
    server.create_database().await
}

/// One server with PostgreSQL's default durability ([`PgServer::start_durable`])
/// for the whole benchmark binary, started on first use.
pub fn durable() -> &'static PgServer {
    static SERVER: OnceLock<PgServer> = OnceLock::new();
    SERVER.get_or_init(PgServer::start_durable)
}

/// A fresh, empty database on the [`durable`] server.
pub async fn fresh_durable_database() -> String {
    let server = tokio::task::spawn_blocking(durable)
        .await
        .expect("start the durable PostgreSQL server");
    server.create_database().await
}
