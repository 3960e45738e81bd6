//! Two real `overseer serve` processes share the gateway: one runs shards 0-1 of 4,
//! the other shards 2-3, both on one throwaway PostgreSQL server, against a fake
//! Discord that routes each guild's events to the shard owning it
//! (`(guild_id >> 22) % 4`). Under load over 8 guilds (two per shard), with a
//! Luck button clicked 8 times at once and one process killed with SIGKILL in the
//! middle and restarted, every acknowledged change is in the database exactly
//! once, nothing is changed twice, the re-roll happens once, and no update is lost.

use crate::support;
use overseer::games::wasteland::session::WastelandSession as _;

use std::collections::HashMap;
use std::path::Path;
use std::process::{Child, Command};
use std::sync::Arc;
use std::time::{Duration, Instant};

use overseer::session::{CampaignKey, Session};
use support::fake_discord::{CallbackKind, FakeDiscord, InteractionResponse, SlashCommand};
use support::postgres::PgServer;
use tokio::task::JoinSet;

const BIN: &str = env!("CARGO_BIN_EXE_overseer");
/// serenity starts a process's shards 5 s apart; a restart waits for that too.
const STARTUP: Duration = Duration::from_secs(60);
/// How long an interaction may take to be answered before it counts as unanswered.
const ANSWER: Duration = Duration::from_secs(10);
const SHARDS: u32 = 4;
const GUILDS: u64 = 8;
const INTERACTIONS: u64 = 400;
/// The interaction after which process A is killed.
const KILL_AT: u64 = 120;
/// Offered load while the test runs (interactions per second).
const RATE: u64 = 50;
/// The GM who starts every campaign and plays "Runner".
const GM: (u64, &str) = (4_100_000_000_000_000_001, "shard_gm");
/// The Manage Server permission: its holders are GMs of every campaign in the guild.
const MANAGE_GUILD: u64 = 1 << 5;
/// Starting caps of a new character.
const CAPS_AT_START: u64 = 100;

/// Guild `g`'s id: `(1000 + g) << 22`, so it belongs to shard `g % 4`.
fn guild(g: u64) -> u64 {
    (1_000 + g) << 22
}

fn channel(g: u64) -> u64 {
    4_200_000_000_000_000_000 + g
}

/// The user sending load interaction `i`: each has their own id, so the log
/// row of each interaction is found by its actor.
fn load_user(i: u64) -> u64 {
    4_300_000_000_000_000_000 + i
}

fn key(g: u64) -> CampaignKey {
    CampaignKey {
        guild_id: guild(g) as i64,
        channel_id: channel(g) as i64,
    }
}

/// A running `overseer serve` with a shard range; killed (SIGKILL) when dropped.
struct BotProcess {
    child: Child,
}

impl BotProcess {
    fn spawn(shards: &str, fake: &FakeDiscord, database_url: &str, log: &Path) -> BotProcess {
        let log = std::fs::File::create(log).expect("bot log file");
        let child = Command::new(BIN)
            .arg("serve")
            .env("DISCORD_TOKEN", "shard-test-token")
            .env("DISCORD_API_BASE", fake.api_base())
            .env("DATABASE_URL", database_url)
            .env("SHARDS", shards)
            .env("DEFER_AFTER_MS", "2500")
            .env("RUST_LOG", "info,serenity=warn")
            .env_remove("DEV_GUILD_ID")
            .stdout(log.try_clone().expect("log file"))
            .stderr(log)
            .spawn()
            .expect("the bot starts");
        BotProcess { child }
    }

    /// SIGKILL: no shutdown, no goodbye to the gateway, transactions cut mid-way.
    fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for BotProcess {
    fn drop(&mut self) {
        self.kill();
    }
}

/// Whether a reply acknowledges a change: a public message, or a deferral
/// whose follow-up is public.
async fn acknowledged(fake: &FakeDiscord, id: u64, reply: &InteractionResponse) -> bool {
    if reply.kind() == CallbackKind::from_code(4) {
        return !reply.is_ephemeral();
    }
    if reply.kind() != CallbackKind::from_code(5) {
        return false;
    }
    let Some(token) = fake.interaction_token(id) else {
        return false;
    };
    fake.wait_for_followup(&token, ANSWER)
        .await
        .is_ok_and(|call| call.content().is_some() || !call.embeds().is_empty())
}

fn button_ids(components: &[serde_json::Value]) -> Vec<String> {
    components
        .iter()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|c| c["custom_id"].as_str().map(str::to_owned))
        .collect()
}

/// A slash command in guild `g`'s channel.
fn in_guild<'a>(fake: &'a FakeDiscord, g: u64, name: &str) -> SlashCommand<'a> {
    fake.slash_command(name).guild(guild(g)).channel(channel(g))
}

async fn answer(fake: &FakeDiscord, id: u64, what: &str) -> InteractionResponse {
    fake.wait_for_response(id, ANSWER)
        .await
        .unwrap_or_else(|e| panic!("{what}: {e}"))
}

/// Starts a campaign in guild `g` with a character "Runner" (LCK 10, so
/// checks offer Luck re-rolls often) played by the GM.
async fn setup_guild(fake: &FakeDiscord, g: u64) {
    let id = in_guild(fake, g, "campaign start").user(GM.0, GM.1).send();
    let reply = answer(fake, id, "campaign start").await;
    assert!(!reply.is_ephemeral(), "{}", reply.callback);
    let id = in_guild(fake, g, "character create")
        .user(GM.0, GM.1)
        .option("name", "Runner")
        .option("background", "Courier")
        .option("strength", 5)
        .option("perception", 5)
        .option("endurance", 5)
        .option("charisma", 5)
        .option("intelligence", 5)
        .option("agility", 5)
        .option("luck", 10)
        .option("tag1", 6)
        .option("tag2", 5)
        .option("tag3", 0)
        .send();
    let reply = answer(fake, id, "character create").await;
    assert!(!reply.is_ephemeral(), "{}", reply.callback);
}

/// Rolls `/check` in guild `g` until a reply offers the Luck buttons.
async fn check_until_luck(fake: &FakeDiscord, g: u64) -> InteractionResponse {
    for _ in 0..400 {
        let id = in_guild(fake, g, "check")
            .user(GM.0, GM.1)
            .option("characters", "Runner")
            .option("attribute", "AGI")
            .option("skill", "Sneak")
            .option("difficulty", 1)
            .send();
        let reply = answer(fake, id, "check").await;
        assert!(!reply.is_ephemeral(), "{}", reply.callback);
        if button_ids(reply.components())
            .iter()
            .any(|id| id.starts_with("luck:v1:"))
        {
            return reply;
        }
    }
    panic!("400 checks with LCK 10 never offered a Luck re-roll");
}

/// A log file's text without terminal colour codes.
fn log_text(path: &Path) -> String {
    let raw = std::fs::read_to_string(path).unwrap_or_default();
    let mut out = String::with_capacity(raw.len());
    let mut chars = raw.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            // ESC [ ... m
            for c in chars.by_ref() {
                if c == 'm' {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// What became of one load interaction.
struct Sent {
    user: u64,
    g: u64,
    acknowledged: bool,
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_on_four_shards_and_one_postgres_lose_and_repeat_nothing_under_load_and_sigkill(
) {
    let started = Instant::now();
    let server = tokio::task::spawn_blocking(PgServer::start)
        .await
        .expect("start PostgreSQL");
    let url = server.create_database().await;
    let fake = Arc::new(FakeDiscord::builder().shards(SHARDS).start().await);
    let logs = tempfile::tempdir().expect("log dir");
    let log = |name: &str| logs.path().join(name);
    let mut a = BotProcess::spawn("0-1/4", &fake, &url, &log("a.log"));
    let b = BotProcess::spawn("2-3/4", &fake, &url, &log("b.log"));
    let ready = fake
        .wait_shards_ready(&[0, 1, 2, 3], STARTUP)
        .await
        .expect("all four shards connect");
    for (shard, handshake) in ready.iter().enumerate() {
        assert_eq!(
            handshake.payload["shard"],
            serde_json::json!([shard, SHARDS]),
            "IDENTIFY names its shard and the total"
        );
    }
    let booted = started.elapsed();
    for g in 0..GUILDS {
        assert_eq!(fake.shard_of_guild(guild(g)), (g % 4) as u32);
        setup_guild(&fake, g).await;
    }

    // The Luck re-roll of a check in guild 1 (shard 1, process A), clicked
    // eight times at once: exactly one click re-rolls.
    let offer = check_until_luck(&fake, 1).await;
    let message = offer.original_message_id().expect("the check's message");
    let reroll = button_ids(offer.components())
        .into_iter()
        .find(|id| id.starts_with("luck:v1:") && id.ends_with(":reroll"))
        .expect("a re-roll button");
    let clicks: Vec<u64> = (0..8)
        .map(|_| {
            fake.button_click(&reroll)
                .guild(guild(1))
                .channel(channel(1))
                .message(message)
                .user(GM.0, GM.1)
                .send()
        })
        .collect();
    let mut rerolled = 0;
    for id in clicks {
        let reply = answer(&fake, id, "a Luck click").await;
        if reply.kind() == CallbackKind::from_code(7) {
            rerolled += 1;
        } else {
            assert!(reply.is_ephemeral(), "a refused click: {}", reply.callback);
        }
    }
    assert_eq!(rerolled, 1, "eight clicks re-roll exactly once");

    // The load: caps +1 from a different user (with Manage Server) each time,
    // round-robin over the guilds; process A is killed mid-way and restarted.
    let load_started = Instant::now();
    let mut waiting = JoinSet::new();
    let mut restarted_at = None;
    let interval = Duration::from_secs_f64(1.0 / RATE as f64);
    let start = tokio::time::Instant::now();
    for i in 0..INTERACTIONS {
        tokio::time::sleep_until(start + interval * i as u32).await;
        if i == KILL_AT {
            a.kill();
            fake.wait_shards_gone(&[0, 1], ANSWER)
                .await
                .expect("process A's shards go down with it");
            assert_eq!(fake.live_shards(), [2, 3], "process B runs on");
            a = BotProcess::spawn("0-1/4", &fake, &url, &log("a2.log"));
            let fake = Arc::clone(&fake);
            let killed = Instant::now();
            restarted_at = Some(tokio::spawn(async move {
                fake.wait_shards_ready(&[0, 1], STARTUP)
                    .await
                    .map(|_| killed.elapsed())
            }));
        }
        let g = i % GUILDS;
        let user = load_user(i);
        let id = in_guild(&fake, g, "caps")
            .user(user, &format!("player{i}"))
            .permissions(MANAGE_GUILD)
            .option("character", "Runner")
            .option("amount", 1)
            .send();
        let fake = Arc::clone(&fake);
        waiting.spawn(async move {
            let acknowledged = match fake.wait_for_response(id, ANSWER).await {
                Ok(reply) => acknowledged(&fake, id, &reply).await,
                Err(_) => false,
            };
            Sent {
                user,
                g,
                acknowledged,
            }
        });
    }
    let mut sent = Vec::new();
    while let Some(result) = waiting.join_next().await {
        sent.push(result.expect("waiter"));
    }
    let load_took = load_started.elapsed();
    let restarted = fake
        .wait_shards_ready(&[0, 1], STARTUP)
        .await
        .expect("the restarted process runs shards 0 and 1 again");
    let back_after = match restarted_at {
        Some(task) => task
            .await
            .expect("waiter")
            .expect("the restarted process runs shards 0 and 1"),
        None => Duration::ZERO,
    };
    assert!(restarted.iter().all(|h| h.payload["shard"][1] == SHARDS));
    // The restarted process answers on both its shards.
    for g in [0, 1] {
        let id = in_guild(&fake, g, "caps")
            .user(GM.0, GM.1)
            .option("character", "Runner")
            .option("amount", 0)
            .send();
        let reply = answer(&fake, id, "caps after the restart").await;
        assert!(acknowledged(&fake, id, &reply).await, "{}", reply.callback);
    }
    drop(a);
    drop(b);

    // Each process logged its own shards' readiness, in spans naming the shard.
    let first = log_text(&log("a.log"));
    let second = log_text(&log("b.log"));
    let restarted_log = log_text(&log("a2.log"));
    for shard in 0..SHARDS {
        let (own, other) = if shard < 2 {
            (&first, &second)
        } else {
            (&second, &first)
        };
        let line = format!("shard{{shard={shard}}}");
        assert!(
            own.lines()
                .any(|l| l.contains(&line) && l.contains("shard ready")),
            "no readiness line of shard {shard}:\n{own}"
        );
        assert!(
            !other.contains(&line),
            "shard {shard} in the other process's log"
        );
    }
    assert!(restarted_log.contains("shard{shard=1}"), "{restarted_log}");
    // And its connection stages, in the shard's span.
    assert!(
        first
            .lines()
            .any(|l| l.contains("shard{shard=0}") && l.contains("shard connection stage")),
        "{first}"
    );

    // The database: every acknowledged change exactly once, nothing twice,
    // and each campaign's caps equal to its logged changes (no lost update).
    let session = Session::open(&url).await.expect("open the database");
    let pool = session.store().postgres_pool().expect("PostgreSQL");
    let rows: Vec<(i64, i64)> = sqlx::query_as(
        "SELECT actor, COUNT(*) FROM event_log WHERE command = 'caps' AND actor >= $1 GROUP BY actor",
    )
    .bind(load_user(0) as i64)
    .fetch_all(pool)
    .await
    .expect("log rows");
    let logged: HashMap<u64, i64> = rows.into_iter().map(|(a, n)| (a as u64, n)).collect();
    let mut per_guild = [0_u64; GUILDS as usize];
    let acked = sent.iter().filter(|s| s.acknowledged).count();
    for s in &sent {
        let n = logged.get(&s.user).copied().unwrap_or(0);
        assert!(n <= 1, "interaction of user {} applied {n} times", s.user);
        if s.acknowledged {
            assert_eq!(
                n, 1,
                "acknowledged interaction of user {} is not in the log",
                s.user
            );
        }
        per_guild[s.g as usize] += n as u64;
    }
    for g in 0..GUILDS {
        let campaign = session.campaign(key(g)).await.expect("campaign");
        assert_eq!(
            u64::from(campaign.players[0].caps),
            CAPS_AT_START + per_guild[g as usize],
            "guild {g}: caps equal the logged changes"
        );
    }
    let (accepted, rerolls): (i64, i64) = sqlx::query_as(
        "SELECT (SELECT COUNT(*) FROM pending_rolls WHERE state = 'accepted'), \
         (SELECT COUNT(*) FROM event_log WHERE command = 'reroll')",
    )
    .fetch_one(pool)
    .await
    .expect("re-rolls");
    assert_eq!((accepted, rerolls), (1, 1), "one re-roll, stored once");
    let applied: u64 = per_guild.iter().sum();
    println!(
        "{INTERACTIONS} interactions at {RATE}/s over {GUILDS} guilds and {SHARDS} shards: \
         {acked} acknowledged, {applied} applied, {} unanswered (process A killed at #{KILL_AT}, \
         its shards back after {:.1} s); load {:.1} s, shards up in {:.1} s, whole test {:.1} s",
        INTERACTIONS as usize - acked,
        back_after.as_secs_f64(),
        load_took.as_secs_f64(),
        booted.as_secs_f64(),
        started.elapsed().as_secs_f64()
    );
    session.store().close().await;
    drop(server);
}

/// One offered rate's figures.
struct Figures {
    ok: usize,
    errors: usize,
    throughput: f64,
    p50: Duration,
    p99: Duration,
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

/// Offers `rate` `/caps` interactions per second for `seconds`, round-robin over
/// the guilds, and times each from injection to the bot's callback.
async fn offer(fake: &Arc<FakeDiscord>, guilds: u64, rate: u64, seconds: u64) -> Figures {
    let n = rate * seconds;
    let interval = Duration::from_secs_f64(1.0 / rate as f64);
    let mut tasks = JoinSet::new();
    let start = tokio::time::Instant::now();
    for i in 0..n {
        tokio::time::sleep_until(start + interval * i as u32).await;
        let id = in_guild(fake, i % guilds, "caps")
            .user(GM.0, GM.1)
            .option("character", "Runner")
            .option("amount", 1)
            .send();
        let fake = Arc::clone(fake);
        tasks.spawn(async move {
            match fake.wait_for_response(id, ANSWER).await {
                Ok(reply)
                    if reply.kind() == CallbackKind::from_code(4) && !reply.is_ephemeral() =>
                {
                    Some(reply.callback_latency)
                }
                _ => None,
            }
        });
    }
    let mut latencies = Vec::new();
    let mut errors = 0;
    while let Some(result) = tasks.join_next().await {
        match result.expect("waiter") {
            Some(latency) => latencies.push(latency),
            None => errors += 1,
        }
    }
    let took = start.elapsed();
    latencies.sort();
    Figures {
        ok: latencies.len(),
        errors,
        throughput: latencies.len() as f64 / took.as_secs_f64(),
        p50: percentile(&latencies, 50.0),
        p99: percentile(&latencies, 99.0),
    }
}

/// Opt-in benchmark: one process running both shards of 2 against two processes
/// running one each, one PostgreSQL, `/caps` (one committed transaction each)
/// over 16 guilds at 200 and 1000 interactions per second.
///
/// ```text
/// cargo test --release --test bot shards -- --ignored --nocapture
/// ```
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "benchmark: cargo test --release --test bot shards -- --ignored --nocapture"]
async fn one_process_against_two_on_postgres() {
    const BENCH_GUILDS: u64 = 16;
    const SECONDS: u64 = 5;
    let server = tokio::task::spawn_blocking(PgServer::start)
        .await
        .expect("start PostgreSQL");
    let logs = tempfile::tempdir().expect("log dir");
    println!("| processes | offered/s | ok | errors | served/s | p50 ms | p99 ms |");
    println!("|---:|---:|---:|---:|---:|---:|---:|");
    for ranges in [&["0-1/2"][..], &["0-0/2", "1-1/2"][..]] {
        let url = server.create_database().await;
        let fake = Arc::new(FakeDiscord::builder().shards(2).start().await);
        let bots: Vec<BotProcess> = ranges
            .iter()
            .enumerate()
            .map(|(i, range)| {
                BotProcess::spawn(
                    range,
                    &fake,
                    &url,
                    &logs.path().join(format!("bench{i}.log")),
                )
            })
            .collect();
        fake.wait_shards_ready(&[0, 1], STARTUP)
            .await
            .expect("both shards connect");
        for g in 0..BENCH_GUILDS {
            setup_guild(&fake, g).await;
        }
        for rate in [200, 1000] {
            let f = offer(&fake, BENCH_GUILDS, rate, SECONDS).await;
            println!(
                "| {} | {rate} | {} | {} | {:.0} | {:.1} | {:.1} |",
                ranges.len(),
                f.ok,
                f.errors,
                f.throughput,
                f.p50.as_secs_f64() * 1000.0,
                f.p99.as_secs_f64() * 1000.0
            );
        }
        drop(bots);
    }
    drop(server);
}
