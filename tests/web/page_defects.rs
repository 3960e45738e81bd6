//! Small defects of the pages, each seen on a real page of `overseer web`
//! after a scripted session on the command line: a name typed as `**bold**`
//! shows its stars once (in bold, as names are), a sheet says who plays in
//! words a page can know ("a channel member", never "played by @"), the
//! initiative order is one list with the current turn an item of it, and an
//! enemy's attack d20 is counted in the dice chart.

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
async fn names_owners_initiative_and_enemy_d20s_show_as_they_should() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("pages.db");
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
    cli(&["init"]);
    cli(&[
        "add-player",
        "123",
        "**bold**",
        "Jake Miller",
        "Vault Dweller",
        "--preset",
        "Vault Dweller",
    ]);
    cli(&[
        "add-player",
        "2",
        "Mira",
        "Mira Vance",
        "Caravan Guard",
        "--preset",
        "Caravan Guard",
    ]);
    cli(&["turn"]);
    cli(&["turn"]);
    cli(&["enemy-add", "Radroach"]);
    cli(&["initiative"]);
    cli(&["enemy-attack", "Radroach", "Mira"]);
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

    let board = page(&link).await;
    assert!(board.contains("<strong>**bold**</strong>"), "{board}");
    assert!(!board.contains("****"), "{board}");
    // The current turn is an item of the one list, never a paragraph between lists.
    assert!(
        board.contains("<li class=\"current\" aria-current=\"true\">"),
        "{board}"
    );
    assert!(!board.contains("<p>▶"), "{board}");
    for i in 0..2 {
        let sheet = page(&format!("{link}sheet/{i}")).await;
        assert!(sheet.contains("played by a channel member"), "{sheet}");
        assert!(!sheet.contains("played by @"), "{sheet}");
    }
    let stats = page(&format!("{link}stats")).await;
    // No check was rolled: the one d20 is the enemy's attack.
    assert!(stats.contains("Dice faces: d20"), "{stats}");
    assert!(
        stats.contains("Bar chart of the faces of 1 d20 rolled"),
        "{stats}"
    );
}
