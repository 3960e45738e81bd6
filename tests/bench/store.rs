//! Opt-in store benchmark. Run with
//! `cargo test --release --test bench store:: -- --ignored --nocapture`.
//! Prints throughput on one and on 100 campaigns, and the median latency of one
//! command with 10 campaigns, 10,000 campaigns and 1,000,000 logged events, and
//! how long opening (PRAGMA quick_check) takes on a 100 MB database.

use crate::store_common;
use overseer::games::wasteland::session::WastelandSession as _;

use std::time::{Duration, Instant};

use overseer::engine::rulesets::wasteland::Command;
use overseer::engine::SeededDice;
use overseer::session::{CampaignKey, Session};
use store_common::{key, started, temp_db};

fn caps() -> Command {
    Command::Caps {
        player: "A".into(),
        amount: 1,
    }
}

/// Median latency of `n` serial commands on one campaign.
async fn median_latency(session: &Session, k: CampaignKey, n: usize) -> Duration {
    let mut dice = SeededDice::from_seed(1);
    let mut times = Vec::with_capacity(n);
    for _ in 0..n {
        let t = Instant::now();
        session.run(k, 1, caps(), &mut dice).await.expect("run");
        times.push(t.elapsed());
    }
    times.sort();
    times[n / 2]
}

/// Adds campaigns until there are `total`, copying the state of `key(0)` in one transaction.
async fn fill_campaigns(session: &Session, total: i64) {
    let state: (String,) = sqlx::query_as("SELECT state FROM campaigns WHERE channel_id = 0")
        .fetch_one(session.store().sqlite_pool().expect("SQLite"))
        .await
        .expect("template state");
    let (have,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM campaigns")
        .fetch_one(session.store().sqlite_pool().expect("SQLite"))
        .await
        .expect("count");
    let mut tx = session.store().begin_write().await.expect("tx");
    for c in have..total {
        tx.db()
            .insert_campaign(&overseer::store::NewCampaign {
                guild_id: 7,
                channel_id: 1_000_000 + c,
                state: &state.0,
                ruleset: "wasteland-2d20",
                creator: 1,
                language: None,
                at: 0,
            })
            .await
            .expect("insert");
    }
    tx.commit().await.expect("commit");
}

fn per_second(n: usize, d: Duration) -> f64 {
    n as f64 / d.as_secs_f64()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "benchmark: run with --release -- --ignored --nocapture"]
async fn store_benchmark_prints_throughput_and_latency_figures() {
    let (_dir, url) = temp_db();
    let session = Session::open(&url).await.expect("open");

    // Throughput on one campaign, serial.
    started(&session, key(0)).await;
    let n = 3_000;
    let mut dice = SeededDice::from_seed(1);
    let t = Instant::now();
    for _ in 0..n {
        session
            .run(key(0), 1, caps(), &mut dice)
            .await
            .expect("run");
    }
    let one = per_second(n, t.elapsed());

    // Throughput across 100 campaigns, one task each.
    for c in 1..=100 {
        started(&session, key(c)).await;
    }
    let per = 60;
    let t = Instant::now();
    let tasks: Vec<_> = (1..=100_i64)
        .map(|c| {
            let s = session.clone();
            tokio::spawn(async move {
                let mut dice = SeededDice::from_seed(c as u64);
                for _ in 0..per {
                    s.run(key(c), 1, caps(), &mut dice).await.expect("run");
                }
            })
        })
        .collect();
    for task in tasks {
        task.await.expect("task");
    }
    let hundred = per_second(100 * per, t.elapsed());

    // Latency at 10 campaigns: a fresh database.
    let (_dir10, url10) = temp_db();
    let small = Session::open(&url10).await.expect("open");
    for c in 0..10 {
        started(&small, key(c)).await;
    }
    let samples = 1_000;
    let few_campaigns = median_latency(&small, key(3), samples).await;

    // Latency at 10,000 campaigns.
    let (_dir10k, url10k) = temp_db();
    let big = Session::open(&url10k).await.expect("open");
    started(&big, key(0)).await;
    let t = Instant::now();
    fill_campaigns(&big, 10_000).await;
    let fill_campaigns_time = t.elapsed();
    let many_campaigns = median_latency(&big, key(0), samples).await;

    // Latency with 1,000,000 logged events spread over those campaigns.
    let t = Instant::now();
    sqlx::query(
        "INSERT INTO event_log (campaign_id, actor, command, command_json, events, at) \
         WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 999999) \
         SELECT 1 + (i % 10000), 1, 'caps', '{\"command\":\"caps\",\"player\":\"A\",\"amount\":1}', \
                '[{\"Caps\":{\"name\":\"A\",\"delta\":1,\"before\":100,\"after\":101}}]', 0 FROM n",
    )
    .execute(big.store().sqlite_pool().expect("SQLite"))
    .await
    .expect("bulk log");
    let fill_log_time = t.elapsed();
    let (events,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM event_log")
        .fetch_one(big.store().sqlite_pool().expect("SQLite"))
        .await
        .expect("count");
    let many_events = median_latency(&big, key(0), samples).await;

    let us = |d: Duration| d.as_secs_f64() * 1e6;
    println!();
    println!("| measure | value |");
    println!("|---|---|");
    println!("| commands/s, one campaign, serial ({n} commands) | {one:.0} |");
    println!(
        "| commands/s, 100 campaigns, 100 tasks ({} commands) | {hundred:.0} |",
        100 * per
    );
    println!(
        "| median latency, 10 campaigns | {:.0} µs |",
        us(few_campaigns)
    );
    println!(
        "| median latency, 10,000 campaigns | {:.0} µs ({:.2}x) |",
        us(many_campaigns),
        us(many_campaigns) / us(few_campaigns)
    );
    println!(
        "| median latency, 10,000 campaigns + {events} logged events | {:.0} µs ({:.2}x) |",
        us(many_events),
        us(many_events) / us(few_campaigns)
    );
    println!(
        "(set-up: 10,000 campaigns inserted in {:.2} s, 1,000,000 log rows in {:.2} s)",
        fill_campaigns_time.as_secs_f64(),
        fill_log_time.as_secs_f64()
    );
}

/// Opening runs `PRAGMA quick_check`, which reads the whole file. Prints how
/// long opening and [`Session::health`] take on a database of `QUICK_CHECK_MB`
/// megabytes (default 100), from the page cache.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "benchmark: run with --release -- --ignored --nocapture"]
async fn quick_check_on_a_100_mb_database_prints_its_time() {
    let megabytes: i64 = std::env::var("QUICK_CHECK_MB")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100);
    let (dir, url) = temp_db();
    let session = Session::open(&url).await.expect("open");
    started(&session, key(0)).await;
    // Log rows of 2 KB (1,000 random bytes as hex), 500 per megabyte.
    sqlx::query(
        "INSERT INTO event_log (campaign_id, actor, command, command_json, events, at) \
         WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < $1) \
         SELECT 1, 1, 'caps', '{}', hex(randomblob(1000)), 0 FROM n",
    )
    .bind(megabytes * 500)
    .execute(session.store().sqlite_pool().expect("SQLite"))
    .await
    .expect("fill");
    sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)")
        .execute(session.store().sqlite_pool().expect("SQLite"))
        .await
        .expect("checkpoint");
    session.store().sqlite_pool().expect("SQLite").close().await;
    let bytes = std::fs::metadata(dir.path().join("overseer.db"))
        .expect("size")
        .len();

    let mut opens = Vec::new();
    let mut checks = Vec::new();
    for _ in 0..5 {
        let t = Instant::now();
        let session = Session::open(&url).await.expect("reopen");
        opens.push(t.elapsed());
        let t = Instant::now();
        assert_eq!(
            session.health().await.expect("health"),
            overseer::store::Health::Ok
        );
        checks.push(t.elapsed());
        session.store().sqlite_pool().expect("SQLite").close().await;
    }
    opens.sort();
    checks.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!();
    println!("| database of {:.0} MB | median of 5 |", bytes as f64 / 1e6);
    println!("|---|---|");
    println!(
        "| Session::open (quick_check + migrations) | {:.0} ms |",
        ms(opens[2])
    );
    println!(
        "| Session::health (quick_check) | {:.0} ms |",
        ms(checks[2])
    );
}
