//! The web pages of a share link show enemies' numbers as the channel sees
//! them (`/campaign enemies`): with `bands`, the board shows a hurt enemy's
//! band and neither its HP nor its AC, and the log's drawn outcomes neither;
//! with `hidden`, not even the band. Plain HTTP against the real server.

use crate::support::share_pages::SharePages;
use overseer::engine::rulesets::d20::{Command, D20};
use overseer::engine::visibility::EnemyNumbers;
use overseer::engine::ScriptedDice;
use overseer::session::{CampaignKey, Session};

/// Runs a d20 command that rolls nothing.
async fn run(session: &Session, key: CampaignKey, command: Command) {
    let mut none = ScriptedDice::new([]);
    session
        .run_as::<D20>(key, 1, command, &mut none)
        .await
        .expect("the session")
        .expect("the rules");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_share_link_shows_enemies_as_the_channel_sees_them() {
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}/web.db", dir.path().display());
    let session = Session::open(&url).await.expect("opens");
    let key = CampaignKey::local("web-bands");
    session
        .start_as::<D20>(key, 1, None)
        .await
        .expect("a campaign");
    // A Bandit: AC 12, 11 HP; hurt by 3: 8/11, wounded.
    run(
        &session,
        key,
        Command::AddEnemy {
            template: "Bandit".into(),
            name: None,
            count: 1,
        },
    )
    .await;
    run(
        &session,
        key,
        Command::Hurt {
            target: "Bandit".into(),
            amount: 3,
        },
    )
    .await;

    let pages = SharePages::start(&session, key).await;

    // Shown (the default): every number.
    let board = pages.get("").await;
    assert!(board.contains("AC 12"), "{board}");
    assert!(board.contains("8/11"), "{board}");

    session
        .set_enemy_numbers(key, EnemyNumbers::Bands)
        .await
        .expect("bands");
    let board = pages.get("").await;
    assert!(board.contains("wounded"), "{board}");
    assert!(!board.contains("8/11"), "{board}");
    assert!(!board.contains("AC 12"), "{board}");
    let log = pages.get("log").await;
    assert!(log.contains("wounded"), "{log}");
    assert!(!log.contains("/11"), "{log}");
    assert!(!log.contains("AC 12"), "{log}");

    session
        .set_enemy_numbers(key, EnemyNumbers::Hidden)
        .await
        .expect("hidden");
    let board = pages.get("").await;
    assert!(board.contains("condition unknown"), "{board}");
    assert!(!board.contains("wounded"), "{board}");
    assert!(!board.contains("/11"), "{board}");

    pages.stop().await;
}
