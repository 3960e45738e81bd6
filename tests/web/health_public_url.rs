//! `serve` with PUBLIC_URL left empty while HTTP_BIND listens on every
//! address (the container's default): the bot warns at start, and
//! `/campaign share link` tells the GM what to have set, next to the link.

use crate::support;

use std::io::Read as _;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

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

/// The content of an interaction's first answer, however it was given.
fn content(response: &support::fake_discord::InteractionResponse) -> String {
    response.callback["data"]["content"]
        .as_str()
        .map(str::to_owned)
        .or_else(|| {
            response
                .original_message
                .as_ref()
                .and_then(|m| m["content"].as_str().map(str::to_owned))
        })
        .unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_empty_public_url_on_every_address_is_warned_of_at_start_and_named_to_the_gm() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let mut bot = Running(
        Command::new(BIN)
            .arg("serve")
            .env("DISCORD_TOKEN", "public-url-test-token")
            .env("DISCORD_API_BASE", fake.api_base())
            .env("DEV_GUILD_ID", fake.default_guild_id().to_string())
            .env(
                "DATABASE_URL",
                format!("sqlite://{}/bot.db", dir.path().display()),
            )
            .env("HTTP_BIND", format!("0.0.0.0:{port}"))
            .env("PUBLIC_URL", "")
            .env("DEFER_AFTER_MS", "2500")
            .env("RUST_LOG", "warn")
            .env("LOG_FORMAT", "text")
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the bot starts"),
    );
    fake.wait_ready(WAIT).await.expect("the bot connects");
    for command in ["campaign start", "campaign share link"] {
        let id = fake
            .slash_command(command)
            .user(42, "gm")
            .channel(7_100)
            .send();
        let answer = fake.wait_for_response(id, WAIT).await.expect("an answer");
        if command == "campaign share link" {
            let said = content(&answer);
            assert!(
                said.contains(&format!("http://0.0.0.0:{port}/s/")),
                "{said}"
            );
            assert!(
                said.ends_with(
                    "This link names no address players can open: PUBLIC\\_URL is empty. Ask the \
                     bot's operator to set PUBLIC\\_URL to the address players open, such as \
                     https://overseer.example.org."
                ),
                "{said}"
            );
        }
    }
    let _ = bot.0.kill();
    let _ = bot.0.wait();
    let mut log = String::new();
    if let Some(mut out) = bot.0.stdout.take() {
        let _ = out.read_to_string(&mut log);
    }
    if let Some(mut err) = bot.0.stderr.take() {
        let _ = err.read_to_string(&mut log);
    }
    assert!(
        log.contains("PUBLIC_URL is empty and HTTP_BIND listens on every address"),
        "{log}"
    );
}
