//! Load benchmark of the real bot against the fake Discord (both in this process).
//!
//! Run with:
//!
//! ```text
//! cargo test --release --test bot_load -- --ignored --nocapture
//! ```
//!
//! Every run (one workload at one rate) gets a fresh world: its own fake Discord, bot and
//! SQLite file, with 100 channels each holding a campaign and a character (and, for the
//! tracked workloads, a live tracker). Interactions are then injected through the gateway
//! at the offered pace, round-robin over the channels, and each one is timed from its
//! injection to the bot's interaction callback. `BOT_LOAD_TRIALS` repeats every run,
//! alternating the order of the workloads; a row pools the replies of all its trials. The
//! table shows throughput, latency percentiles (pooled, and the p99 of each trial), errors
//! (refused, malformed or no callback within 10 s), the process's peak RSS (VmHWM, reset
//! before each run when the kernel allows it: bot, fake and its recordings) and the
//! tracker edits the fake received.

mod support;

use std::sync::Arc;
use std::time::{Duration, Instant};

use overseer::config::{BotConfig, Config};
use overseer::i18n::Lang;
use support::fake_discord::{CallbackKind, FakeDiscord};
use tokio::task::JoinSet;

/// Upper bound for every wait.
const WAIT: Duration = Duration::from_secs(10);
/// Channels with a campaign.
const CHANNELS: u64 = 100;
/// First channel id.
const FIRST_CHANNEL: u64 = 3_000_000_000_000_000_000;
/// The GM of every campaign.
const GM: (u64, &str) = (3_100_000_000_000_000_001, "load_gm");
/// Offered rates (interactions per second); `BOT_LOAD_RATES=200,400` picks others.
const RATES: [u64; 6] = [50, 100, 200, 400, 800, 1600];

/// The rates to offer: `BOT_LOAD_RATES` (comma-separated) or [`RATES`].
fn rates() -> Vec<u64> {
    std::env::var("BOT_LOAD_RATES").map_or_else(
        |_| RATES.to_vec(),
        |v| {
            v.split(',')
                .map(|r| r.trim().parse().expect("BOT_LOAD_RATES: numbers"))
                .collect()
        },
    )
}

/// The workloads to run: `BOT_LOAD_ONLY=roll`, `check` or `tracker` (`/check`
/// without, then with a live tracker in every channel), else all three.
fn workloads() -> Vec<Workload> {
    match std::env::var("BOT_LOAD_ONLY").as_deref() {
        Ok("roll") => vec![Workload::Roll],
        Ok("check") => vec![Workload::Check],
        Ok("tracker") => vec![Workload::Hurt, Workload::HurtTracked],
        Ok("tracker-check") => vec![Workload::Check, Workload::CheckTracked],
        _ => vec![Workload::Roll, Workload::Check, Workload::CheckTracked],
    }
}

/// How long each rate is offered: `BOT_LOAD_SECS` (default 5). At 100/s, 5 s
/// give 500 replies, so the p99 is the fifth slowest; longer runs steady it.
fn seconds() -> u64 {
    positive("BOT_LOAD_SECS", 5)
}

/// A whole number above 0 from the environment variable `name`, else `default`.
fn positive(name: &str, default: u64) -> u64 {
    std::env::var(name).map_or(default, |v| {
        v.trim()
            .parse()
            .ok()
            .filter(|n| *n > 0)
            .unwrap_or_else(|| panic!("{name}: a whole number above 0"))
    })
}

/// One bot instance on its own runtime and thread (2 workers, like the 2-core target).
struct Bot {
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Bot {
    fn start(config: Config, bot: BotConfig) -> Bot {
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let thread = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
                .expect("bot runtime");
            runtime.block_on(async move {
                let result = async {
                    let session = overseer::session::Session::open(&config.database_url).await?;
                    overseer::bot::serve_until(
                        session,
                        config,
                        &bot,
                        overseer::config::BotOptions::default(),
                        async {
                            let _ = stopped.await;
                        },
                    )
                    .await
                }
                .await;
                if let Err(e) = result {
                    eprintln!("bot stopped with an error: {e:?}");
                }
            });
            runtime.shutdown_timeout(Duration::from_secs(2));
        });
        Bot {
            stop: Some(stop),
            thread: Some(thread),
        }
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// A workload: which command is injected.
#[derive(Clone, Copy)]
enum Workload {
    Roll,
    Check,
    /// `/check` with a tracker in every channel, edited after each one that
    /// changes the board (a check changes it until AP reaches the cap).
    CheckTracked,
    /// `/hurt` four times, then `/heal` four times (1 HP each): every one
    /// changes the board.
    Hurt,
    /// [`Workload::Hurt`] with a tracker in every channel: every command is
    /// followed by an edit (coalesced per channel, spaced over all).
    HurtTracked,
}

impl Workload {
    fn name(self) -> &'static str {
        match self {
            Workload::Roll => "/roll 2d20",
            Workload::Check => "/check",
            Workload::CheckTracked => "/check, tracker on",
            Workload::Hurt => "/hurt·/heal",
            Workload::HurtTracked => "/hurt·/heal, tracker on",
        }
    }

    fn tracked(self) -> bool {
        matches!(self, Workload::CheckTracked | Workload::HurtTracked)
    }

    /// Sends the `nth` command of a run to `channel`.
    fn send(self, fake: &FakeDiscord, channel: u64, nth: u64) -> u64 {
        // Each channel is hurt four times, then healed four times, and again:
        // up to 400/s (four commands a second in a channel, one edit a second)
        // the board of every edit differs from the last one's.
        let hurt = (nth / CHANNELS) % 8 < 4;
        let builder = fake.slash_command(match self {
            Workload::Roll => "roll",
            Workload::Check | Workload::CheckTracked => "check",
            Workload::Hurt | Workload::HurtTracked if hurt => "hurt",
            Workload::Hurt | Workload::HurtTracked => "heal",
        });
        let builder = builder.user(GM.0, GM.1).channel(channel);
        match self {
            Workload::Hurt | Workload::HurtTracked => builder
                .option("character", "Runner")
                .option("amount", 1)
                .send(),
            Workload::Roll => builder.option("dice", "2d20").send(),
            Workload::Check | Workload::CheckTracked => builder
                .option("characters", "Runner")
                .option("attribute", "AGI")
                .option("skill", "Sneak")
                .option("difficulty", 1)
                .send(),
        }
    }
}

/// What one run (one rate, one trial, in a fresh world) measured.
struct Run {
    sent: usize,
    errors: usize,
    injected_rate: f64,
    throughput: f64,
    /// Every reply's latency, sorted.
    latencies: Vec<Duration>,
    peak_rss_kib: u64,
    /// Message edits (the trackers') the fake received during the run.
    edits: usize,
}

/// The trials of one workload at one rate, pooled: percentiles are taken over
/// every reply of every trial, so a single unlucky trial cannot decide them.
struct Row {
    workload: &'static str,
    rate: u64,
    runs: Vec<Run>,
}

impl Row {
    fn pooled(&self) -> Vec<Duration> {
        let mut all: Vec<Duration> = self
            .runs
            .iter()
            .flat_map(|r| r.latencies.iter().copied())
            .collect();
        all.sort();
        all
    }

    fn print(&self) {
        let all = self.pooled();
        let sum = |f: fn(&Run) -> f64| self.runs.iter().map(f).sum::<f64>();
        let trials = self.runs.len() as f64;
        let each: Vec<String> = self
            .runs
            .iter()
            .map(|r| format!("{:.1}", ms(percentile(&r.latencies, 99.0))))
            .collect();
        println!(
            "| {} | {} | {} | {:.0} | {} | {} | {} | {:.0} | {:.1} | {:.1} | {} | {:.1} | {:.0} | {:.0} |",
            self.workload,
            self.rate,
            self.runs.len(),
            sum(|r| r.injected_rate) / trials,
            sum(|r| r.sent as f64),
            all.len(),
            sum(|r| r.errors as f64),
            sum(|r| r.throughput) / trials,
            ms(percentile(&all, 50.0)),
            ms(percentile(&all, 99.0)),
            each.join(" · "),
            ms(all.last().copied().unwrap_or_default()),
            self.runs.iter().map(|r| r.peak_rss_kib).max().unwrap_or(0) as f64 / 1024.0,
            sum(|r| r.edits as f64) / trials,
        );
    }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// Message edits received so far.
fn edits(fake: &FakeDiscord) -> usize {
    fake.count_requests(|r| r.method == "PATCH" && r.route.contains("/messages/"))
}

/// A `/proc/self/status` field in KiB.
fn status_kib(field: &str) -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with(field))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|v| v.parse().ok())
        })
        .unwrap_or(0)
}

/// Resets VmHWM to the current RSS (Linux >= 4.0); harmless where unsupported.
fn reset_peak_rss() {
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

async fn run(fake: &Arc<FakeDiscord>, workload: Workload, rate: u64) -> Run {
    let n = (rate * seconds()) as usize;
    let interval = Duration::from_secs_f64(1.0 / rate as f64);
    reset_peak_rss();
    let edits_before = edits(fake);
    let mut tasks = JoinSet::new();
    let start = tokio::time::Instant::now();
    for i in 0..n {
        // Pacing of the offered load (open loop): injections do not wait for answers.
        tokio::time::sleep_until(start + interval * i as u32).await;
        let channel = FIRST_CHANNEL + (i as u64 % CHANNELS);
        let id = workload.send(fake, channel, i as u64);
        let fake = Arc::clone(fake);
        tasks.spawn(async move {
            match fake.wait_for_response(id, WAIT).await {
                Ok(reply)
                    if reply.kind() == CallbackKind::from_code(4)
                        && !reply.is_ephemeral()
                        && !reply.embeds().is_empty() =>
                {
                    Ok(reply.callback_latency)
                }
                Ok(reply) => Err(format!("bad reply: {}", reply.callback)),
                Err(e) => Err(format!("no reply: {}", e.what)),
            }
        });
    }
    let injected_for = start.elapsed();
    let mut latencies = Vec::with_capacity(n);
    let mut errors = 0;
    let mut first_error = None;
    while let Some(result) = tasks.join_next().await {
        match result.expect("waiter task") {
            Ok(latency) => latencies.push(latency),
            Err(e) => {
                errors += 1;
                first_error.get_or_insert(e);
            }
        }
    }
    let total = start.elapsed();
    if let Some(e) = first_error {
        eprintln!("{} at {rate}/s: first error: {e}", workload.name());
    }
    latencies.sort();
    Run {
        sent: n,
        errors,
        injected_rate: n as f64 / injected_for.as_secs_f64(),
        throughput: latencies.len() as f64 / total.as_secs_f64(),
        latencies,
        peak_rss_kib: status_kib("VmHWM:"),
        edits: edits(fake) - edits_before,
    }
}

/// Creates the campaigns (one per channel, each with a character "Runner").
async fn setup(fake: &FakeDiscord) {
    for c in 0..CHANNELS {
        let channel = FIRST_CHANNEL + c;
        let id = fake
            .slash_command("campaign start")
            .user(GM.0, GM.1)
            .channel(channel)
            .send();
        let reply = fake
            .wait_for_response(id, WAIT)
            .await
            .expect("campaign start");
        assert!(!reply.is_ephemeral(), "{}", reply.callback);
        let id = fake
            .slash_command("character create")
            .user(GM.0, GM.1)
            .channel(channel)
            .option("name", "Runner")
            .option("background", "Courier")
            .option("strength", 5)
            .option("perception", 5)
            .option("endurance", 5)
            .option("charisma", 5)
            .option("intelligence", 5)
            .option("agility", 8)
            .option("luck", 7)
            .option("tag1", 6)
            .option("tag2", 5)
            .option("tag3", 0)
            .send();
        let reply = fake
            .wait_for_response(id, WAIT)
            .await
            .expect("character create");
        assert!(!reply.is_ephemeral(), "{}", reply.callback);
    }
}

/// Posts a live tracker in every channel (`/campaign tracker`), so each change
/// after it is followed by an edit of that channel's tracker in the background.
async fn post_trackers(fake: &FakeDiscord) {
    for c in 0..CHANNELS {
        let channel = FIRST_CHANNEL + c;
        let id = fake
            .slash_command("campaign tracker")
            .user(GM.0, GM.1)
            .channel(channel)
            .send();
        let reply = fake.wait_for_response(id, WAIT).await.expect("tracker");
        fake.wait_for_followup(&reply.token, WAIT)
            .await
            .expect("the tracker is posted");
    }
    println!("trackers posted in {CHANNELS} channels");
}

/// One bot with its own fake Discord and database, set up and ready: every
/// run starts from the same state, so runs compare fairly whatever ran before
/// (the database and the fake's recordings grow with every command).
struct World {
    // Dropped first: the bot stops before the fake it talks to.
    _bot: Bot,
    fake: Arc<FakeDiscord>,
    _dir: tempfile::TempDir,
}

impl World {
    /// A fresh world with [`CHANNELS`] campaigns, each with a tracker when
    /// `tracked`.
    async fn start(tracked: bool) -> World {
        let fake = Arc::new(FakeDiscord::start().await);
        let dir = tempfile::tempdir().expect("temp dir");
        let config = Config {
            database_url: format!("sqlite://{}/db.sqlite", dir.path().display()),
            default_locale: Lang::EnUs,
        };
        let bot_config = BotConfig {
            token: "fake-token".to_owned(),
            dev_guild_id: Some(fake.default_guild_id()),
            api_base: Some(fake.api_base()),
            shards: None,
        };
        let bot = Bot::start(config, bot_config);
        fake.wait_ready(WAIT).await.expect("the bot connects");
        let route = format!("/guilds/{}/commands", fake.default_guild_id());
        fake.wait_for_request(WAIT, |r| r.method == "PUT" && r.route.contains(&route))
            .await
            .expect("commands registered");
        setup(&fake).await;
        if tracked {
            post_trackers(&fake).await;
        }
        World {
            _bot: bot,
            fake,
            _dir: dir,
        }
    }
}

/// How many times each workload is run at each rate: `BOT_LOAD_TRIALS`
/// (default 1). Trials alternate the order of the workloads, so neither
/// always runs first.
fn trials() -> u64 {
    positive("BOT_LOAD_TRIALS", 1)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "benchmark: cargo test --release --test bot_load -- --ignored --nocapture"]
async fn bot_load_benchmark() {
    // `BOT_LOAD_TRACE=overseer=info` prints the bot's own log (per-command latency).
    if let Ok(filter) = std::env::var("BOT_LOAD_TRACE") {
        let _ = tracing_subscriber::fmt()
            .with_env_filter(tracing_subscriber::EnvFilter::new(filter))
            .with_writer(std::io::stderr)
            .try_init();
    }
    let setup_started = Instant::now();
    drop(World::start(false).await);
    println!(
        "setup: a bot with {CHANNELS} campaigns, each with a character, in {:.1} s",
        setup_started.elapsed().as_secs_f64()
    );

    let mut rows = Vec::new();
    for rate in rates() {
        let mut row_of: Vec<Row> = workloads()
            .into_iter()
            .map(|w| Row {
                workload: w.name(),
                rate,
                runs: Vec::new(),
            })
            .collect();
        for trial in 0..trials() {
            let mut order: Vec<(usize, Workload)> = workloads().into_iter().enumerate().collect();
            if trial % 2 == 1 {
                order.reverse();
            }
            for (slot, workload) in order {
                let world = World::start(workload.tracked()).await;
                let r = run(&world.fake, workload, rate).await;
                println!(
                    "{} at {rate}/s, trial {}: {} ok, {} errors, p50 {:.1} ms, p99 {:.1} ms, {} edits",
                    workload.name(),
                    trial + 1,
                    r.latencies.len(),
                    r.errors,
                    ms(percentile(&r.latencies, 50.0)),
                    ms(percentile(&r.latencies, 99.0)),
                    r.edits
                );
                row_of[slot].runs.push(r);
                drop(world);
            }
        }
        rows.extend(row_of);
    }

    println!();
    println!(
        "| command | offered/s | trials | injected/s | sent | ok | errors | throughput/s | p50 ms | p99 ms | p99 ms of each trial | max ms | peak RSS MiB | edits a run |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|");
    for row in &rows {
        row.print();
    }
}
