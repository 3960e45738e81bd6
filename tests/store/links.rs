//! Share links and MCP tokens across the operator's moves: `migrate` carries
//! the web secret, the share keys and the token hashes to PostgreSQL and
//! back (links posted before the move open the same pages after it); a
//! database in memory or one database named twice (`localhost` and
//! `127.0.0.1`, the default port written or not, or any spelling whose
//! connections land in one database) is refused with nothing written, also
//! with `--force`; and `init` on a campaign ends its old links and tokens and
//! takes its old entries off the pages.

use crate::store_common;
use overseer::games::wasteland::session::WastelandSession as _;

use std::process::{Command as Process, Output, Stdio};

use overseer::engine::rulesets::wasteland::Command;
use overseer::session::{CampaignKey, Session};
use overseer::store::copy::{self, CopyError, EndpointError};
use overseer::store::Store;
use overseer::web::share;
use store_common::postgres::fresh_database;
use store_common::{count_rows, key, run, started, temp_db};

const BIN: &str = env!("CARGO_BIN_EXE_overseer");
const NOW: i64 = 1_900_000_000;

fn overseer(args: &[&str]) -> Output {
    Process::new(BIN)
        .args(args)
        .env_remove("DATABASE_URL")
        .stdin(Stdio::null())
        .output()
        .expect("overseer runs")
}

/// The token of a share link (`.../s/TOKEN/`).
fn token_of(url: &str) -> String {
    url.rsplit("/s/")
        .next()
        .expect("a link")
        .trim_end_matches('/')
        .to_owned()
}

/// The campaign a link's token opens on `session`, if it opens.
async fn opens(session: &Session, token: &str) -> Option<CampaignKey> {
    share::open(session, token, NOW)
        .await
        .expect("read")
        .map(|o| o.key)
}

/// The campaign and actor an MCP token grants on `session`, if any.
async fn grants(session: &Session, token: &str) -> Option<(CampaignKey, i64)> {
    overseer::mcp::http::grant(session, token)
        .await
        .expect("read")
        .map(|g| (g.key, g.actor))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn migrate_carries_share_links_and_mcp_tokens_to_postgres_and_back() {
    let (_dir, sqlite_url) = temp_db();
    let (link1, link2, token);
    {
        let source = Session::open(&sqlite_url).await.expect("open SQLite");
        started(&source, key(1)).await;
        started(&source, key(2)).await;
        link1 = token_of(
            &share::share(&source, key(1), 24, "http://x", NOW)
                .await
                .expect("link")
                .url,
        );
        link2 = token_of(
            &share::share(&source, key(2), 24, "http://x", NOW)
                .await
                .expect("link")
                .url,
        );
        token = overseer::mcp::http::make(&source, key(1), 1)
            .await
            .expect("token");
        share::set_name(&source, key(1), "#vault-111")
            .await
            .expect("name");
        assert_eq!(opens(&source, &link1).await, Some(key(1)));
        source.store().close().await;
    }
    let pg_url = fresh_database().await;
    // The target made a secret of its own before the move (a web server
    // started on it early): the source's replaces it.
    let target = Session::open(&pg_url).await.expect("open PostgreSQL");
    let own = share::secret(&target).await.expect("a secret");

    let out = overseer(&["migrate", "--from", &sqlite_url, "--to", &pg_url]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_ne!(share::secret(&target).await.expect("secret"), own);
    assert_eq!(opens(&target, &link1).await, Some(key(1)));
    assert_eq!(opens(&target, &link2).await, Some(key(2)));
    assert_eq!(grants(&target, &token).await, Some((key(1), 1)));
    assert_eq!(count_rows(&target, "share_keys").await, 2);
    assert_eq!(count_rows(&target, "mcp_tokens").await, 1);
    assert_eq!(
        name_of(&target, key(1)).await.as_deref(),
        Some("#vault-111")
    );
    assert_eq!(name_of(&target, key(2)).await, None);
    // A revoked link stays revoked, the other keeps working.
    share::revoke(&target, key(2)).await.expect("revoke");
    assert_eq!(opens(&target, &link2).await, None);

    // And back into a new SQLite file, through the library.
    let (_back_dir, back_url) = temp_db();
    let from = Store::open(&pg_url).await.expect("open PostgreSQL");
    let to = Store::open(&back_url).await.expect("open SQLite");
    copy::copy(&from, &to, false).await.expect("copy back");
    let back = Session::open(&back_url).await.expect("open the copy");
    assert_eq!(opens(&back, &link1).await, Some(key(1)));
    assert_eq!(opens(&back, &link2).await, None);
    assert_eq!(grants(&back, &token).await, Some((key(1), 1)));
    assert_eq!(name_of(&back, key(1)).await.as_deref(), Some("#vault-111"));
}

/// The name a campaign's pages show.
async fn name_of(session: &Session, k: CampaignKey) -> Option<String> {
    let id = {
        let mut conn = session.store().read().await.expect("read");
        conn.db()
            .campaign_id(k.guild_id, k.channel_id)
            .await
            .expect("id")
            .expect("a campaign")
    };
    share::campaign_name(session, id).await.expect("name")
}

#[test]
fn a_database_in_memory_is_refused_at_either_end_with_exit_2() {
    let (dir, sqlite_url) = temp_db();
    let out = overseer(&["cli", "--db", &sqlite_url, "init"]);
    assert_eq!(out.status.code(), Some(0));
    for (from, to) in [
        (sqlite_url.as_str(), "sqlite::memory:"),
        ("sqlite::memory:", sqlite_url.as_str()),
        (sqlite_url.as_str(), "sqlite://x.db?mode=memory"),
    ] {
        let out = overseer(&["migrate", "--from", from, "--to", to, "--force"]);
        assert_eq!(out.status.code(), Some(2), "{from} -> {to}");
        let memory = if from.contains("memory") { from } else { to };
        assert_eq!(
            String::from_utf8_lossy(&out.stderr),
            format!(
                "overseer: migrate: {memory} is a database in memory, which ends with this \
                 process: name a file or a server\n"
            )
        );
    }
    assert!(!dir.path().join("x.db").exists());
}

#[test]
fn two_spellings_of_one_postgres_database_are_one_database() {
    let same = |a: &str, b: &str| {
        matches!(
            copy::check_endpoints(a, b),
            Err(EndpointError::SameDatabase { .. })
        )
    };
    assert!(same(
        "postgres://u:p@localhost/db",
        "postgres://u@127.0.0.1:5432/db"
    ));
    assert!(same(
        "postgresql://u@[::1]:5432/u",
        "postgres://u@LOCALHOST"
    ));
    assert!(same(
        "postgres://a@127.0.0.1:6000/db",
        "postgres://b:secret@localhost:6000/db?sslmode=disable"
    ));
    assert!(!same(
        "postgres://u@localhost/db",
        "postgres://u@localhost/other"
    ));
    assert!(!same(
        "postgres://u@localhost:5433/db",
        "postgres://u@localhost/db"
    ));
    assert!(!same("postgres://u@db1/db", "postgres://u@db2/db"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_postgres_database_named_twice_is_refused_also_with_force_and_keeps_its_rows() {
    let url = fresh_database().await;
    let session = Session::open(&url).await.expect("open");
    started(&session, key(1)).await;
    run(&session, key(1), Command::Turn).await;
    let before = session.export(key(1)).await.expect("export");
    let other = url.replace("127.0.0.1", "localhost");
    let out = overseer(&["migrate", "--from", &url, "--to", &other, "--force"]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("name the same database"), "{stderr}");

    // A spelling the URLs alone do not give away (another user, options):
    // caught once both are open, before anything is written.
    let sneaky = format!("{url}?application_name=elsewhere");
    let from = Store::open(&url).await.expect("open");
    let to = Store::open(&sneaky).await.expect("open again");
    let copied = copy::copy(&from, &to, true).await;
    assert!(matches!(copied, Err(CopyError::SameDatabase)), "{copied:?}");
    assert_eq!(session.export(key(1)).await.expect("export"), before);
    assert_eq!(count_rows(&session, "campaigns").await, 1);
}

/// The public log a page reads: (command, number) oldest first.
async fn page_log(session: &Session, k: CampaignKey) -> Vec<(String, i64)> {
    let mut conn = session.store().read().await.expect("read");
    let id = conn
        .db()
        .campaign_id(k.guild_id, k.channel_id)
        .await
        .expect("id")
        .expect("a campaign");
    let Some((newest, _)) = conn.db().public_log_mark(id).await.expect("mark") else {
        return Vec::new();
    };
    conn.db()
        .public_log_between(id, i64::MIN, newest)
        .await
        .expect("rows")
        .into_iter()
        .map(|(_, command, _, _, number)| (command, number))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn init_ends_old_links_and_tokens_and_takes_old_entries_off_the_pages() {
    let (_dir, sqlite_url) = temp_db();
    let pg_url = fresh_database().await;
    for url in [sqlite_url, pg_url] {
        let session = Session::open(&url).await.expect("open");
        let k = key(3);
        started(&session, k).await;
        run(&session, k, Command::Turn).await;
        let link = token_of(
            &share::share(&session, k, 24, "http://x", NOW)
                .await
                .expect("link")
                .url,
        );
        let token = overseer::mcp::http::make(&session, k, 1)
            .await
            .expect("token");
        let numbered = |n: &[&str]| -> Vec<(String, i64)> {
            n.iter()
                .zip(1..)
                .map(|(c, i)| ((*c).to_owned(), i))
                .collect()
        };
        assert_eq!(
            page_log(&session, k).await,
            numbered(&["init", "add-player", "turn"])
        );

        session.init(k, 1).await.expect("init again");
        assert_eq!(opens(&session, &link).await, None, "{url}");
        assert_eq!(grants(&session, &token).await, None, "{url}");
        assert_eq!(page_log(&session, k).await, numbered(&["init"]), "{url}");
        run(&session, k, Command::Turn).await;
        assert_eq!(
            page_log(&session, k).await,
            numbered(&["init", "turn"]),
            "{url}"
        );
        // The GM's log keeps everything; a new link works.
        let kept: Vec<String> = session
            .log(k, 10)
            .await
            .expect("log")
            .into_iter()
            .map(|e| e.command)
            .collect();
        assert_eq!(
            kept,
            ["init", "add-player", "turn", "init", "turn"],
            "{url}"
        );
        let fresh = token_of(
            &share::share(&session, k, 24, "http://x", NOW)
                .await
                .expect("link")
                .url,
        );
        assert_eq!(opens(&session, &fresh).await, Some(k));
        session.store().close().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_sqlite_file_named_two_ways_is_refused_also_with_force() {
    let (dir, url) = temp_db();
    let session = Session::open(&url).await.expect("open");
    started(&session, key(1)).await;
    let before = session.export(key(1)).await.expect("export");
    session.store().close().await;
    let file = dir.path().join("overseer.db");
    let relative = format!("sqlite:{}/./overseer.db", dir.path().display());
    std::os::unix::fs::symlink(&file, dir.path().join("link.db")).expect("symlink");
    let linked = format!("sqlite://{}", dir.path().join("link.db").display());
    for other in [relative, linked] {
        let out = overseer(&["migrate", "--from", &url, "--to", &other, "--force"]);
        assert_eq!(out.status.code(), Some(2), "{other}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains("name the same database"), "{stderr}");
    }
    let session = Session::open(&url).await.expect("open");
    assert_eq!(session.export(key(1)).await.expect("export"), before);
}
