//! Opt-in benchmark: the same `caps` commands through `Session::run` on SQLite
//! (a file, every group's commit synced: `synchronous = FULL`) and on PostgreSQL
//! (a throwaway server on loopback TCP with PostgreSQL's default durability:
//! fsync, synchronous commit and full-page writes on, so every commit is synced
//! as on SQLite). Prints a table for docs/store-bench.md.
//!
//! ```text
//! cargo test --release --test bench store_pg -- --ignored --nocapture
//! ```

use crate::store_common;
use overseer::games::wasteland::session::WastelandSession as _;

use std::time::{Duration, Instant};

use overseer::engine::rulesets::wasteland::Command;
use overseer::engine::SeededDice;
use overseer::session::{CampaignKey, Session};
use store_common::{key, started, Backend};

/// Commands per measurement.
const COMMANDS: usize = 2_000;
/// Campaigns of the spread measurement, and tasks sending to them.
const CAMPAIGNS: i64 = 1_000;
const TASKS: i64 = 50;

fn caps() -> Command {
    Command::Caps {
        player: "A".into(),
        amount: 1,
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

/// Runs `COMMANDS` commands in `TASKS` tasks over `keys` (round-robin), and
/// returns commands per second with every latency, sorted.
async fn measure(session: &Session, keys: &[CampaignKey], tasks: usize) -> (f64, Vec<Duration>) {
    let per_task = COMMANDS / tasks;
    let started = Instant::now();
    let mut handles = Vec::new();
    for t in 0..tasks {
        let session = session.clone();
        let keys = keys.to_vec();
        handles.push(tokio::spawn(async move {
            let mut dice = SeededDice::from_seed(t as u64);
            let mut latencies = Vec::with_capacity(per_task);
            for i in 0..per_task {
                let k = keys[(t + i * tasks) % keys.len()];
                let at = Instant::now();
                session.run(k, 1, caps(), &mut dice).await.expect("run");
                latencies.push(at.elapsed());
            }
            latencies
        }));
    }
    let mut all = Vec::new();
    for h in handles {
        all.extend(h.await.expect("task"));
    }
    let rate = all.len() as f64 / started.elapsed().as_secs_f64();
    all.sort();
    (rate, all)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "benchmark: cargo test --release --test bench store_pg -- --ignored --nocapture"]
async fn sqlite_and_postgres_side_by_side() {
    println!("| backend | load | commands/s | p50 ms | p99 ms |");
    println!("|---|---|---:|---:|---:|");
    for backend in [Backend::Sqlite, Backend::Postgres] {
        let (_dir, url) = match backend {
            Backend::Sqlite => backend.database().await,
            Backend::Postgres => (None, store_common::postgres::fresh_durable_database().await),
        };
        let session = Session::open(&url).await.expect("open");
        started(&session, key(0)).await;
        let one = [key(0)];
        let (rate, lat) = measure(&session, &one, 1).await;
        row(backend, "one campaign, serial", rate, &lat);
        let (rate, lat) = measure(&session, &one, 8).await;
        row(backend, "one campaign, 8 tasks", rate, &lat);
        let keys: Vec<CampaignKey> = (1..=CAMPAIGNS).map(key).collect();
        for k in &keys {
            started(&session, *k).await;
        }
        let (rate, lat) = measure(&session, &keys, TASKS as usize).await;
        row(backend, "1,000 campaigns, 50 tasks", rate, &lat);
    }
}

fn row(backend: Backend, load: &str, rate: f64, sorted: &[Duration]) {
    println!(
        "| {backend:?} | {load} | {rate:.0} | {:.2} | {:.2} |",
        percentile(sorted, 50.0).as_secs_f64() * 1000.0,
        percentile(sorted, 99.0).as_secs_f64() * 1000.0
    );
}
