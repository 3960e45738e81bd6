//! The web pages of a share link never show a secret roll or blind check:
//! the log page leaves the entry out and the statistics do not count its
//! dice. Plain HTTP against the real server (the browser tests are in
//! `web_browser.rs`).

use overseer::config::{Config, WebConfig};
use overseer::engine::rulesets::wasteland::command::CheckRequest;
use overseer::engine::rulesets::wasteland::skills::Skill;
use overseer::engine::rulesets::wasteland::Command;
use overseer::engine::special::Attribute;
use overseer::engine::visibility::Visibility;
use overseer::engine::ScriptedDice;
use overseer::session::visibility::scoped;
use overseer::session::{CampaignKey, Session};
use overseer::web::share;

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port()
}

/// A check by Mira with scripted faces.
async fn check(session: &Session, key: CampaignKey, faces: &[u32]) {
    let command = Command::Check(CheckRequest {
        players: vec!["Mira".into()],
        attribute: Attribute::Per,
        skill: Skill::Lockpick,
        difficulty: 2,
        ap: 0,
        bonus: 0,
        repeat: 1,
    });
    let mut dice = ScriptedDice::new(faces.iter().copied());
    session
        .run(key, 1, command, &mut dice)
        .await
        .expect("a check");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_share_link_shows_no_secret_entry_on_its_log_and_statistics() {
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}/web.db", dir.path().display());
    let session = Session::open(&url).await.expect("opens");
    let key = CampaignKey::local("web");
    session.init(key, 1).await.expect("a campaign");
    let mira = overseer::engine::rulesets::wasteland::character::NewCharacter {
        owner: "5".into(),
        name: "Mira".into(),
        character: "Mira".into(),
        background: "Vault Dweller".into(),
        special: [5, 6, 5, 5, 6, 7, 6],
        tags: ["Lockpick".into(), "Sneak".into(), "Repair".into()],
    };
    let mut none = ScriptedDice::new([]);
    session
        .run(key, 1, Command::AddPlayer(mira), &mut none)
        .await
        .expect("Mira");
    // #3 public, #4 secret.
    check(&session, key, &[7, 2, 99]).await;
    scoped(Visibility::Secret, check(&session, key, &[17, 13, 98])).await;

    let port = free_port();
    let public = format!("http://127.0.0.1:{port}");
    let listener = overseer::web::bind(format!("127.0.0.1:{port}").parse().expect("addr"))
        .await
        .expect("binds");
    let web = overseer::web::Web {
        session: session.clone(),
        config: Config::from_lookup(&|_| None).expect("config"),
        web: WebConfig::from_lookup(&|_| None).expect("web config"),
    };
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = tokio::spawn(overseer::web::serve(listener, web, async move {
        let _ = stopped.await;
    }));
    let link = share::share(&session, key, 2, &public, overseer::store::now())
        .await
        .expect("a link");
    let base = link.url.trim_end_matches('/').to_owned();
    let get = |page: &str| {
        let address = format!("{base}/{page}");
        async move {
            let answer = reqwest::get(&address).await.expect("answers");
            assert_eq!(answer.status(), 200, "{address}");
            answer.text().await.expect("a page")
        }
    };
    let log = get("log").await;
    assert!(log.contains("#3 · check · "), "{log}");
    assert!(log.contains("#2 · add-player · "), "{log}");
    assert!(
        !log.contains("#4 · "),
        "the secret check is on the page: {log}"
    );
    // The statistics count the public check's two d20s only.
    let stats = get("stats").await;
    assert!(stats.contains(">2 d20 rolled."), "{stats}");
    assert!(!stats.contains("4 d20 rolled."), "{stats}");
    let _ = stop.send(());
    server.await.expect("joined").expect("served");
}
