//! The `overseer serve` process itself against the fake Discord: it connects,
//! answers a command, and stops cleanly (exit 0) on SIGTERM, as `docker stop`
//! and systemd ask, with the answered command's campaign still in the database.

use crate::support;

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use support::fake_discord::{CallbackKind, FakeDiscord};

const BIN: &str = env!("CARGO_BIN_EXE_overseer");
const WAIT: Duration = Duration::from_secs(20);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_stops_the_bot_cleanly_and_keeps_what_it_answered() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}/bot.db", dir.path().display());
    let mut child = Command::new(BIN)
        .arg("serve")
        .env("DISCORD_TOKEN", "process-test-token")
        .env("DISCORD_API_BASE", fake.api_base())
        .env("DEV_GUILD_ID", fake.default_guild_id().to_string())
        .env("DATABASE_URL", &url)
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the bot starts");
    fake.wait_ready(WAIT).await.expect("the bot connects");

    let id = fake
        .slash_command("campaign start")
        .user(42, "gm")
        .channel(7_000)
        .send();
    let reply = fake.wait_for_response(id, WAIT).await.expect("an answer");
    assert_eq!(reply.kind(), CallbackKind::from_code(4));
    assert!(!reply.is_ephemeral());

    // The shell's `kill` builtin: the crate forbids `unsafe`, so no libc::kill.
    let sent = Command::new("sh")
        .args(["-c", &format!("kill -TERM {}", child.id())])
        .status()
        .expect("sh runs");
    assert!(sent.success(), "SIGTERM delivered");
    let asked = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait") {
            break status;
        }
        assert!(
            asked.elapsed() < Duration::from_secs(15),
            "the bot did not stop after SIGTERM"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert_eq!(status.code(), Some(0), "a clean stop exits 0");

    let session = overseer::session::Session::open(&url)
        .await
        .expect("the database opens after the bot stopped");
    let key = overseer::session::CampaignKey {
        guild_id: i64::try_from(fake.default_guild_id()).expect("id fits"),
        channel_id: 7_000,
    };
    let settings = session.settings(key).await.expect("the campaign is kept");
    assert_eq!(settings.creator, 42);
}
