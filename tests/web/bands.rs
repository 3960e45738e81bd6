//! The web pages of a share link show enemies' numbers as the channel sees
//! them (`/campaign enemies`): with `bands`, the board shows a hurt enemy's
//! band and neither its HP nor its AC, and the log's drawn outcomes neither;
//! with `hidden`, not even the band. Plain HTTP against the real server.

use overseer::config::{Config, WebConfig};
use overseer::engine::rulesets::d20::{Command, D20};
use overseer::engine::visibility::EnemyNumbers;
use overseer::engine::ScriptedDice;
use overseer::session::{CampaignKey, Session};
use overseer::web::share;

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port()
}

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
    let link = share::share(&session, key, 1, &public, overseer::store::now())
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

    // Shown (the default): every number.
    let board = get("").await;
    assert!(board.contains("AC 12"), "{board}");
    assert!(board.contains("8/11"), "{board}");

    session
        .set_enemy_numbers(key, EnemyNumbers::Bands)
        .await
        .expect("bands");
    let board = get("").await;
    assert!(board.contains("wounded"), "{board}");
    assert!(!board.contains("8/11"), "{board}");
    assert!(!board.contains("AC 12"), "{board}");
    let log = get("log").await;
    assert!(log.contains("wounded"), "{log}");
    assert!(!log.contains("/11"), "{log}");
    assert!(!log.contains("AC 12"), "{log}");

    session
        .set_enemy_numbers(key, EnemyNumbers::Hidden)
        .await
        .expect("hidden");
    let board = get("").await;
    assert!(board.contains("condition unknown"), "{board}");
    assert!(!board.contains("wounded"), "{board}");
    assert!(!board.contains("/11"), "{board}");

    let _ = stop.send(());
    server.await.expect("joined").expect("served");
}
