//! The pages at any campaign size: every log entry reachable (a log longer
//! than any page read), the log and statistics read from the cache and
//! kept up to date as play goes on, the per-link rate limit (429 with
//! `Retry-After`), half-sent and idle connections closed, a repeated query
//! parameter read at its first. Plain HTTP against the real server; the
//! `#[ignore]` benchmark prints what the pages cost on a 20,000-entry
//! campaign.

use overseer::games::wasteland::session::WastelandSession as _;
use std::time::{Duration, Instant};

use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};

use crate::support::share_pages::SharePages;
use overseer::engine::rulesets::wasteland::command::CheckRequest;
use overseer::engine::rulesets::wasteland::skills::Skill;
use overseer::engine::rulesets::wasteland::Command;
use overseer::engine::special::Attribute;
use overseer::engine::ScriptedDice;
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

/// A wasteland campaign on a file in `dir`: started (#1), Mira added (#2),
/// one check of 7 and 2 (#3), then `copies` more copies of that check's
/// entry written straight into the log (the numbering trigger numbers them
/// #4 on).
async fn campaign(dir: &tempfile::TempDir, copies: i64) -> (Session, CampaignKey) {
    let url = format!("sqlite://{}/web.db", dir.path().display());
    let session = Session::open(&url).await.expect("opens");
    let key = CampaignKey::local("web-load");
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
    check(&session, key, &[7, 2, 99]).await;
    let pool = sqlx::SqlitePool::connect(&url).await.expect("a pool");
    sqlx::query(
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < $1) \
         INSERT INTO event_log (campaign_id, actor, command, command_json, events, at) \
         SELECT e.campaign_id, e.actor, e.command, e.command_json, e.events, e.at \
         FROM n, event_log AS e WHERE e.id = (SELECT max(id) FROM event_log)",
    )
    .bind(copies)
    .execute(&pool)
    .await
    .expect("copies");
    pool.close().await;
    (session, key)
}

/// GET `url`: its status, `Retry-After` and body.
async fn fetch(url: &str) -> (u16, Option<String>, String) {
    let answer = reqwest::get(url).await.expect("answers");
    let status = answer.status().as_u16();
    let retry = answer
        .headers()
        .get("retry-after")
        .map(|v| v.to_str().expect("ascii").to_owned());
    (status, retry, answer.text().await.expect("a body"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_entry_of_a_long_log_is_reachable_and_the_cache_follows_play() {
    let dir = tempfile::tempdir().expect("temp dir");
    // 5,013 entries: more than the 5,000 the pages once read.
    let (session, key) = campaign(&dir, 5_010).await;
    let pages = SharePages::start(&session, key).await;

    let newest = pages.get("log").await;
    assert!(newest.contains("#5013 · check · "), "{newest}");
    assert!(newest.contains("Page 1 of 502"), "{newest}");
    let oldest = pages.get("log?page=502").await;
    assert!(oldest.contains("#3 · check · "), "{oldest}");
    assert!(oldest.contains("#2 · new character · "), "{oldest}");
    assert!(oldest.contains("#1 · campaign start · "), "{oldest}");
    // A parameter given twice is read at its first, not refused.
    let twice = pages.get("log?page=2&page=9").await;
    assert!(twice.contains("Page 2 of 502"), "{twice}");
    assert!(twice.contains("#5003 · check · "), "{twice}");
    // Filtered by character: every entry but the start names Mira.
    let mira = pages.get("log?who=mira&page=502").await;
    assert!(mira.contains("Page 502 of 502"), "{mira}");
    assert!(mira.contains("#2 · new character · "), "{mira}");
    assert!(!mira.contains("#1 · campaign start · "), "{mira}");
    let stats = pages.get("stats").await;
    assert!(stats.contains(">10022 d20 rolled."), "{stats}");

    // Play goes on: the kept log takes the new entry, and the statistics
    // count its dice.
    check(&session, key, &[17, 13, 98]).await;
    let newest = pages.get("log").await;
    assert!(newest.contains("#5014 · check · "), "{newest}");
    assert!(newest.contains("Page 1 of 502"), "{newest}");
    let stats = pages.get("stats").await;
    assert!(stats.contains(">10024 d20 rolled."), "{stats}");
    pages.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_link_asked_for_too_often_gets_429_with_retry_after() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (session, key) = campaign(&dir, 0).await;
    let pages = SharePages::start_with(&session, key, |web| {
        web.limit = overseer::web::limit::Limit::new(2.0, 0.5);
    })
    .await;
    assert_eq!(fetch(&pages.url("")).await.0, 200);
    assert_eq!(fetch(&pages.url("log")).await.0, 200);
    let (status, retry, body) = fetch(&pages.url("stats")).await;
    assert_eq!((status, retry.as_deref()), (429, Some("2")));
    assert!(body.contains("<h1>Too many requests</h1>"), "{body}");
    // Another link of the same campaign has its own bucket; a link that
    // does not open is a 404, never counted.
    let other = overseer::web::share::share(
        &session,
        key,
        2,
        &format!("http://{}", pages.host()),
        overseer::store::now(),
    )
    .await
    .expect("a second link");
    assert_eq!(fetch(&other.url).await.0, 200);
    let unknown = format!("http://{}/s/1.99999999999.AAAA/", pages.host());
    for _ in 0..3 {
        assert_eq!(fetch(&unknown).await.0, 404);
    }
    pages.stop().await;
}

/// Reads `stream` until it is closed; how long that took (at most 5 s).
async fn closed_after(stream: &mut tokio::net::TcpStream) -> (Duration, Vec<u8>) {
    let start = Instant::now();
    let mut got = Vec::new();
    let read = tokio::time::timeout(Duration::from_secs(5), async {
        let mut buffer = [0_u8; 4096];
        loop {
            match stream.read(&mut buffer).await {
                Ok(0) | Err(_) => break,
                Ok(n) => got.extend_from_slice(&buffer[..n]),
            }
        }
    })
    .await;
    assert!(read.is_ok(), "the connection stayed open");
    (start.elapsed(), got)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn half_sent_and_idle_connections_are_closed() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (session, key) = campaign(&dir, 0).await;
    let pages = SharePages::start_with(&session, key, |web| {
        web.header_timeout = Duration::from_millis(400);
    })
    .await;
    // Half a request: the head never ends.
    let mut half = tokio::net::TcpStream::connect(pages.host())
        .await
        .expect("connects");
    half.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n")
        .await
        .expect("writes");
    let (took, _) = closed_after(&mut half).await;
    assert!(took >= Duration::from_millis(300), "{took:?}");
    // A whole request is answered, then the idle connection is closed.
    let mut idle = tokio::net::TcpStream::connect(pages.host())
        .await
        .expect("connects");
    idle.write_all(b"GET /nothing HTTP/1.1\r\nHost: x\r\n\r\n")
        .await
        .expect("writes");
    let (_, answer) = closed_after(&mut idle).await;
    let answer = String::from_utf8_lossy(&answer);
    assert!(answer.starts_with("HTTP/1.1 404 Not Found\r\n"), "{answer}");
    pages.stop().await;
}

/// The `q`-th percentile of sorted `times`.
fn percentile(times: &[Duration], q: usize) -> Duration {
    times[(times.len() * q / 100).min(times.len() - 1)]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a benchmark: run with --ignored --nocapture"]
async fn pages_of_a_20000_entry_campaign_cost_the_same() {
    let dir = tempfile::tempdir().expect("temp dir");
    let built = Instant::now();
    let (session, key) = campaign(&dir, 19_997).await;
    println!(
        "campaign of 20,000 entries written in {:?}",
        built.elapsed()
    );
    let pages = SharePages::start_with(&session, key, |web| {
        web.limit = overseer::web::limit::Limit::off();
    })
    .await;
    let first = Instant::now();
    pages.get("stats").await;
    println!(
        "first statistics page (the log read whole): {:?}",
        first.elapsed()
    );
    let paths = [
        "log",
        "stats",
        "log?page=2000",
        "log?who=Mira&page=700",
        "log?kind=check",
    ];
    let client = reqwest::Client::new();
    for path in paths {
        pages.get(path).await;
    }
    // Each page alone, one at a time, beside /healthz (no campaign read).
    let health = format!("http://{}/healthz", pages.host());
    for (name, url) in paths
        .iter()
        .map(|p| (*p, pages.url(p)))
        .chain([("/healthz", health)])
    {
        let mut times = Vec::new();
        for _ in 0..40 {
            let asked = Instant::now();
            client
                .get(&url)
                .send()
                .await
                .expect("answers")
                .bytes()
                .await
                .expect("a body");
            times.push(asked.elapsed());
        }
        times.sort_unstable();
        println!(
            "{name}: p50 {:?}, p99 {:?}",
            percentile(&times, 50),
            percentile(&times, 99)
        );
    }
    let (workers, each) = (8, 250);
    let start = Instant::now();
    let mut tasks = Vec::new();
    for w in 0..workers {
        let client = client.clone();
        let urls: Vec<String> = paths.iter().map(|p| pages.url(p)).collect();
        tasks.push(tokio::spawn(async move {
            let mut times = Vec::with_capacity(each);
            for i in 0..each {
                let url = &urls[(w + i) % urls.len()];
                let asked = Instant::now();
                let answer = client.get(url).send().await.expect("answers");
                assert_eq!(answer.status(), 200, "{url}");
                answer.bytes().await.expect("a body");
                times.push(asked.elapsed());
            }
            times
        }));
    }
    let mut times = Vec::new();
    for task in tasks {
        times.extend(task.await.expect("a worker"));
    }
    let took = start.elapsed();
    times.sort_unstable();
    println!(
        "{} requests ({workers} at a time) of {paths:?} in {took:?}: {:.0} requests/s, \
         p50 {:?}, p99 {:?}, max {:?}",
        times.len(),
        times.len() as f64 / took.as_secs_f64(),
        percentile(&times, 50),
        percentile(&times, 99),
        times[times.len() - 1]
    );
    pages.stop().await;
}
