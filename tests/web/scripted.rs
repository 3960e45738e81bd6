//! A scripted session for the page tests: the command line on a file of its
//! own, then `overseer web` serving that file, and the pages it answers.

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_overseer");

/// Stops a child process when the test ends, however it ends.
pub struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A database file in a folder of its own and the address its pages will have.
pub struct Scripted {
    _dir: tempfile::TempDir,
    db: PathBuf,
    bind: String,
}

impl Scripted {
    /// A new, empty session on a free port of 127.0.0.1.
    pub fn new() -> Scripted {
        let dir = tempfile::tempdir().expect("temp dir");
        let db = dir.path().join("pages.db");
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        Scripted {
            _dir: dir,
            db,
            bind: format!("127.0.0.1:{port}"),
        }
    }

    /// Runs one command line (dice seeded with 7); its JSON, which must be `ok`.
    pub fn cli(&self, line: &[&str]) -> serde_json::Value {
        let out = Command::new(BIN)
            .arg("cli")
            .arg("--db")
            .arg(&self.db)
            .args(["--seed", "7"])
            .args(line)
            .env("HTTP_BIND", &self.bind)
            .env_remove("PUBLIC_URL")
            .env_remove("DEFAULT_LOCALE")
            .output()
            .expect("the cli runs");
        let reply: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
        assert_eq!(reply["ok"], true, "{line:?}: {reply}");
        reply
    }

    /// Starts `overseer web` on the file, at the session's address.
    pub fn serve(&self) -> Running {
        Running(
            Command::new(BIN)
                .arg("web")
                .env("DATABASE_URL", format!("sqlite://{}", self.db.display()))
                .env("HTTP_BIND", &self.bind)
                .env_remove("PUBLIC_URL")
                .env_remove("DEFAULT_LOCALE")
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .expect("the server starts"),
        )
    }
}

/// GETs `url` until it answers 200; its body.
pub async fn page(url: &str) -> String {
    let start = Instant::now();
    loop {
        if let Ok(answer) = reqwest::get(url).await {
            if answer.status().as_u16() == 200 {
                return answer.text().await.expect("a body");
            }
        }
        assert!(start.elapsed() < Duration::from_secs(20), "{url}: no page");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}
