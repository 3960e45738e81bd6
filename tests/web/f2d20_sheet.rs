//! The web sheet of a Fallout 2d20 character shows its weapons' and worn
//! pieces' mods with the numbers they change, as the Discord sheet does
//! (issue #45), after a scripted session on the command line.

use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_overseer");

/// Stops a child process when the test ends, however it ends.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// GETs `url` until it answers 200; its body.
async fn page(url: &str) -> String {
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_sheet_page_shows_each_mod_and_its_numbers() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("mods.db");
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let bind = format!("127.0.0.1:{port}");
    let cli = |line: &[&str]| {
        let out = Command::new(BIN)
            .arg("cli")
            .arg("--db")
            .arg(&db)
            .args(["--seed", "7"])
            .args(line)
            .env("HTTP_BIND", &bind)
            .env_remove("PUBLIC_URL")
            .env_remove("DEFAULT_LOCALE")
            .output()
            .expect("the cli runs");
        let reply: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
        assert_eq!(reply["ok"], true, "{line:?}: {reply}");
        reply
    };
    cli(&["init", "--ruleset", "fallout-2d20"]);
    cli(&[
        "add-player",
        "1",
        "Ana",
        "Bo",
        "6",
        "6",
        "6",
        "5",
        "6",
        "6",
        "5",
        "small guns",
        "sneak",
        "medicine",
    ]);
    cli(&["give", "Bo", "10mm Pistol"]);
    cli(&["mod", "Bo", "10mm Pistol", "Long"]);
    cli(&["wear", "Bo", "Leather Chest Piece"]);
    cli(&["mod", "Bo", "Leather Chest Piece", "Lead Lined (Torso)"]);
    let link = cli(&["share"])["url"].as_str().expect("a link").to_owned();
    let _web = Running(
        Command::new(BIN)
            .arg("web")
            .env("DATABASE_URL", format!("sqlite://{}", db.display()))
            .env("HTTP_BIND", &bind)
            .env_remove("PUBLIC_URL")
            .env_remove("DEFAULT_LOCALE")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("the server starts"),
    );
    let sheet = page(&format!("{link}sheet/0")).await;
    for shown in [
        "🔧 10mm Pistol: Long → 4 CD, fire rate 2, range Medium",
        "🔧 Leather Chest Piece: Lead Lined (Torso) → DR +3 radiation, weight +4 lb",
    ] {
        assert!(sheet.contains(shown), "{shown} in {sheet}");
    }
}
