//! The web pages of a share link never show a secret roll or blind check:
//! the log page leaves the entry out and the statistics do not count its
//! dice. Plain HTTP against the real server (the browser tests are in
//! `web_browser.rs`).

use crate::support::share_pages::SharePages;
use overseer::engine::rulesets::wasteland::command::CheckRequest;
use overseer::engine::rulesets::wasteland::skills::Skill;
use overseer::engine::rulesets::wasteland::Command;
use overseer::engine::special::Attribute;
use overseer::engine::visibility::Visibility;
use overseer::engine::ScriptedDice;
use overseer::games::wasteland::session::WastelandSession as _;
use overseer::session::visibility::scoped;
use overseer::session::{CampaignKey, Session};

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

    let pages = SharePages::start(&session, key).await;
    let log = pages.get("log").await;
    assert!(log.contains("#3 · check · "), "{log}");
    assert!(log.contains("#2 · new character · "), "{log}");
    assert!(
        !log.contains("#4 · "),
        "the secret check is on the page: {log}"
    );
    // The statistics count the public check's two d20s only.
    let stats = pages.get("stats").await;
    assert!(stats.contains(">2 d20 rolled."), "{stats}");
    assert!(!stats.contains("4 d20 rolled."), "{stats}");
    pages.stop().await;
}
