//! The log lines of `overseer serve`: without a terminal they carry no colour
//! codes, `LOG_FORMAT=json` makes each one a JSON object for a log collector,
//! and an unknown `LOG_FORMAT` is a configuration error (one line, exit 2).

use crate::support;

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;
use support::fake_discord::FakeDiscord;

const BIN: &str = env!("CARGO_BIN_EXE_overseer");
const WAIT: Duration = Duration::from_secs(20);

/// Runs the bot against the fake Discord until it has answered one command,
/// stops it with SIGTERM and returns what it wrote on stdout.
async fn serve_once(log_format: &str) -> String {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}/bot.db", dir.path().display());
    let child = Command::new(BIN)
        .arg("serve")
        .env("DISCORD_TOKEN", "log-test-token")
        .env("DISCORD_API_BASE", fake.api_base())
        .env("DEV_GUILD_ID", fake.default_guild_id().to_string())
        .env("DATABASE_URL", &url)
        .env("RUST_LOG", "info")
        .env("LOG_FORMAT", log_format)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the bot starts");
    fake.wait_ready(WAIT).await.expect("the bot connects");
    let id = fake
        .slash_command("roll")
        .user(42, "player")
        .channel(7_000)
        .option("dice", "2d6")
        .send();
    fake.wait_for_response(id, WAIT).await.expect("an answer");
    let sent = Command::new("sh")
        .args(["-c", &format!("kill -TERM {}", child.id())])
        .status()
        .expect("sh runs");
    assert!(sent.success());
    let asked = Instant::now();
    let out = tokio::task::spawn_blocking(move || child.wait_with_output())
        .await
        .expect("joined")
        .expect("the bot stops");
    assert!(asked.elapsed() < Duration::from_secs(15));
    assert_eq!(out.status.code(), Some(0));
    String::from_utf8(out.stdout).expect("utf-8 logs")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn text_logs_carry_no_colour_codes_when_stdout_is_not_a_terminal() {
    let logs = serve_once("text").await;
    assert!(logs.contains(" INFO "), "{logs}");
    assert!(
        logs.contains("latency_ms"),
        "the interaction was logged: {logs}"
    );
    assert!(!logs.contains('\u{1b}'), "escape codes in {logs:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn json_logs_are_one_object_per_line() {
    let logs = serve_once("json").await;
    let lines: Vec<Value> = logs
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    assert!(!lines.is_empty());
    for line in &lines {
        assert!(line["timestamp"].is_string(), "{line}");
        assert!(line["level"].is_string(), "{line}");
        assert!(line["fields"].is_object(), "{line}");
    }
    // The interaction's line names its command in its span.
    let answered = lines
        .iter()
        .find(|l| l["fields"]["latency_ms"].is_number())
        .expect("the interaction's line");
    assert_eq!(answered["span"]["name"], "interaction", "{answered}");
    assert!(!logs.contains('\u{1b}'));
}

#[test]
fn an_unknown_log_format_is_refused_with_one_line() {
    let out = Command::new(BIN)
        .arg("serve")
        .env("DISCORD_TOKEN", "log-test-token")
        .env("DATABASE_URL", "sqlite://never-created.db")
        .env("LOG_FORMAT", "logfmt")
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "overseer: LOG_FORMAT has an invalid value \"logfmt\": text or json\n"
    );
    assert!(!std::path::Path::new("never-created.db").exists());
}
