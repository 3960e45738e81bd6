//! `/metrics` checked by Prometheus's own `promtool check metrics` (Debian's
//! `prometheus` package): under `overseer web` after a page, a 404 and a
//! health check, and under `serve` against the fake Discord after a command
//! answered and one refused. Any complaint (a unit, `_total`, HELP or TYPE)
//! fails the test. Under CI a missing promtool fails it (`.ci/run` installs
//! it); elsewhere the test says it was skipped.

use crate::support;

use std::io::Write as _;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use support::fake_discord::FakeDiscord;

const BIN: &str = env!("CARGO_BIN_EXE_overseer");
const WAIT: Duration = Duration::from_secs(20);

/// Stops a child process when the test ends, however it ends.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A port nobody listens on at the moment it is returned.
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port()
}

/// The `promtool` on PATH; `None` (with a line saying so) where it is
/// missing outside CI.
fn promtool() -> Option<PathBuf> {
    let found = std::env::var_os("PATH").and_then(|path| {
        std::env::split_paths(&path)
            .map(|dir| dir.join("promtool"))
            .find(|p| p.is_file())
    });
    if found.is_none() {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "under CI promtool must check /metrics: it is missing; .ci/run installs Debian's prometheus package"
        );
        eprintln!("\n*** SKIPPED promtool: no promtool; apt-get install --no-install-recommends prometheus ***\n");
    }
    found
}

/// Runs `promtool check metrics` on `text`: its complaints, empty when none
/// (a non-zero exit without words is a complaint too).
fn complaints(promtool: &PathBuf, text: &str) -> String {
    let mut child = Command::new(promtool)
        .args(["check", "metrics"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("promtool runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(text.as_bytes())
        .expect("write the metrics");
    let out = child.wait_with_output().expect("promtool ends");
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    if out.status.success() {
        said
    } else {
        format!("exit {:?}: {said}", out.status.code())
    }
}

/// GET `url`: status and body; `None` while nothing listens.
async fn get(url: &str) -> Option<(u16, String)> {
    let answer = reqwest::get(url).await.ok()?;
    let status = answer.status().as_u16();
    Some((status, answer.text().await.ok()?))
}

/// GETs `url` until `done` accepts the answer; panics after [`WAIT`].
async fn get_until(url: &str, done: impl Fn(u16, &str) -> bool) -> (u16, String) {
    let start = Instant::now();
    loop {
        if let Some((status, body)) = get(url).await {
            if done(status, &body) {
                return (status, body);
            }
        }
        assert!(start.elapsed() < WAIT, "{url}: no answer as wanted");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn promtool_finds_nothing_to_say_about_the_metrics_of_web_alone() {
    let Some(promtool) = promtool() else {
        return;
    };
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("web.db");
    let bind = format!("127.0.0.1:{}", free_port());
    let cli = |args: &[&str]| {
        let out = Command::new(BIN)
            .arg("cli")
            .arg("--db")
            .arg(&db)
            .args(args)
            .env("HTTP_BIND", &bind)
            .env_remove("PUBLIC_URL")
            .output()
            .expect("the cli runs");
        assert!(out.status.success(), "{out:?}");
        serde_json::from_slice::<serde_json::Value>(&out.stdout).expect("JSON")
    };
    cli(&["init"]);
    let link = cli(&["share"])["url"].as_str().expect("a link").to_owned();
    let _web = Running(
        Command::new(BIN)
            .arg("web")
            .env("DATABASE_URL", format!("sqlite://{}", db.display()))
            .env("HTTP_BIND", &bind)
            .env_remove("PUBLIC_URL")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("the server starts"),
    );
    let base = format!("http://{bind}");
    get_until(&format!("{base}/healthz"), |s, _| s == 200).await;
    assert_eq!(get(&link).await.expect("the board").0, 200);
    assert_eq!(get(&format!("{link}stats")).await.expect("stats").0, 200);
    assert_eq!(get(&format!("{base}/nowhere")).await.expect("404").0, 404);
    let (_, text) = get_until(&format!("{base}/metrics"), |s, _| s == 200).await;
    assert!(
        text.contains("overseer_page_render_seconds_bucket"),
        "{text}"
    );
    assert_eq!(complaints(&promtool, &text), "", "{text}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn promtool_finds_nothing_to_say_about_the_metrics_of_serve() {
    let Some(promtool) = promtool() else {
        return;
    };
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let port = free_port();
    let _bot = Running(
        Command::new(BIN)
            .arg("serve")
            .env("DISCORD_TOKEN", "promtool-test-token")
            .env("DISCORD_API_BASE", fake.api_base())
            .env("DEV_GUILD_ID", fake.default_guild_id().to_string())
            .env(
                "DATABASE_URL",
                format!("sqlite://{}/bot.db", dir.path().display()),
            )
            .env("HTTP_BIND", format!("127.0.0.1:{port}"))
            .env("DEFER_AFTER_MS", "0")
            .env("RUST_LOG", "warn")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("the bot starts"),
    );
    fake.wait_ready(WAIT).await.expect("the bot connects");
    let base = format!("http://127.0.0.1:{port}");
    get_until(&format!("{base}/healthz"), |s, _| s == 200).await;
    // A campaign started (deferred), then refused: counters, a histogram.
    for _ in 0..2 {
        let id = fake
            .slash_command("campaign start")
            .user(42, "gm")
            .channel(7_000)
            .send();
        fake.wait_for_response(id, WAIT).await.expect("an answer");
    }
    let (_, text) = get_until(&format!("{base}/metrics"), |s, text| {
        s == 200 && text.contains("outcome=\"refused\"")
    })
    .await;
    assert!(text.contains("overseer_shard_connected"), "{text}");
    assert_eq!(complaints(&promtool, &text), "", "{text}");
}
