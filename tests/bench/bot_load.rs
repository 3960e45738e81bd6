//! Load benchmark of the real bot against the fake Discord.
//!
//! Run with:
//!
//! ```text
//! cargo test --release --test bench bot_load -- --ignored --nocapture
//! ```
//!
//! Every run (one workload at one rate) gets a fresh world: a fake Discord in this
//! process, and the real bot (`overseer serve`, the binary of this build) in a process
//! of its own with its own SQLite file, set up with 100 channels each holding a
//! campaign and a character (and, for the tracked workloads, a live tracker).
//! Interactions are then injected through the gateway at the offered pace (open
//! loop), round-robin over the channels, and each one is followed to its end: its
//! first answer (the callback) and, when that was a deferral ("thinking..."), the
//! follow-up that fills it in, each timed inside the fake from the injection. The
//! driver keeps no waiter per interaction; it reads the fake's records.
//!
//! An interaction is an error when its first answer came after Discord's 3 s (Discord
//! would have dropped it), when the reply was refused or malformed, or when a
//! deferral's follow-up never came (within 60 s after the last injection). Served/s
//! counts the replies delivered (direct or follow-up) over the time from the first
//! injection to the last reply. After the run, the bot's database is checked: every
//! state-changing command answered is in the event log exactly once.
//!
//! The bot's CPU time and peak RSS (its process's VmHWM) are reported apart from those
//! of this process (the fake, its recordings of every request and the driver).
//! `BOT_LOAD_TRIALS` repeats every run, alternating the order of the workloads; a row
//! pools the replies of all its trials. `BOT_LOAD_SLOW=5` lists, before each run's
//! line, the tenths of a second whose replies took longer than 5 ms.
//! `BOT_LOAD_BIN=PATH` runs another build's binary as the bot (the build before
//! a change, side by side under the same driver). `BOT_LOAD_DB=postgres` runs the bot on PostgreSQL instead of its SQLite file: a
//! fresh database a run on one throwaway server with PostgreSQL's default
//! durability (every commit synced, as SQLite's are), for the figures beside
//! SQLite's.

use crate::support;

use std::path::{Path, PathBuf};
use std::process::{Child, Command};
use std::sync::Arc;
use std::time::{Duration, Instant};

use support::fake_discord::{AnswerTiming, CallbackKind, FakeDiscord};

/// The bot's binary, built with this test.
const BIN: &str = env!("CARGO_BIN_EXE_overseer");

/// The bot's binary: this build's, or `BOT_LOAD_BIN` (another build's, the one
/// before a change, so both run under the same driver and fake).
fn bot_binary() -> String {
    std::env::var("BOT_LOAD_BIN").unwrap_or_else(|_| BIN.to_owned())
}
/// Upper bound for setup waits.
const WAIT: Duration = Duration::from_secs(10);
/// How long after the last injection every reply must have arrived.
const DRAIN: Duration = Duration::from_secs(60);
/// Discord drops an interaction whose first answer comes later than this.
const DISCORD_DEADLINE: Duration = Duration::from_secs(3);
/// Channels with a campaign.
const CHANNELS: u64 = 100;
/// First channel id.
const FIRST_CHANNEL: u64 = 3_000_000_000_000_000_000;
/// The GM of every campaign.
const GM: (u64, &str) = (3_100_000_000_000_000_001, "load_gm");
/// Offered rates (interactions per second); `BOT_LOAD_RATES=200,400` picks others.
const RATES: [u64; 5] = [200, 800, 1000, 1600, 2000];

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

/// How long each rate is offered: `BOT_LOAD_SECS` (default 10). At 200/s, 10 s
/// give 2,000 replies, so the p99 is the twentieth slowest.
fn seconds() -> u64 {
    positive("BOT_LOAD_SECS", 10)
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

/// The bot under test: a real `overseer serve` process of its own, so its CPU
/// time and memory are its own, measured apart from the fake Discord and the load
/// driver in this process. Killed (SIGKILL) when dropped: its database is thrown
/// away with the world.
struct Bot {
    child: Child,
    log: PathBuf,
}

impl Bot {
    fn start(fake: &FakeDiscord, database_url: &str, dir: &Path) -> Bot {
        let log = dir.join("bot.log");
        let file = std::fs::File::create(&log).expect("bot log file");
        let mut command = Command::new(bot_binary());
        command
            .arg("serve")
            .env("DISCORD_TOKEN", "fake-token")
            .env("DISCORD_API_BASE", fake.api_base())
            .env("DEV_GUILD_ID", fake.default_guild_id().to_string())
            .env("DATABASE_URL", database_url)
            .env_remove("SHARDS")
            .env_remove("DEFER_AFTER_MS")
            .stdout(file.try_clone().expect("log file"))
            .stderr(file);
        // `BOT_LOAD_TRACE=overseer=info` (or any filter) sets the bot's log filter;
        // unset, the bot logs as it does in production.
        match std::env::var("BOT_LOAD_TRACE") {
            Ok(filter) => command.env("RUST_LOG", filter),
            Err(_) => command.env_remove("RUST_LOG"),
        };
        let child = command.spawn().expect("the bot starts");
        Bot { child, log }
    }

    fn pid(&self) -> u32 {
        self.child.id()
    }

    /// The last lines of the bot's log, for a failure message.
    fn log_tail(&self) -> String {
        let text = std::fs::read_to_string(&self.log).unwrap_or_default();
        let lines: Vec<&str> = text.lines().collect();
        lines[lines.len().saturating_sub(20)..].join("\n")
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
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

/// How one interaction ended, from the fake's records.
enum Outcome {
    /// Answered with the reply itself, `after` the injection.
    Direct { after: Duration },
    /// Deferred `first` after the injection; the follow-up with the reply came `after`.
    Deferred { first: Duration, after: Duration },
    /// Not answered as it should be: why.
    Failed(String),
}

impl Outcome {
    /// Reads one interaction's [`AnswerTiming`]; `None` while it is still under way.
    fn of(timing: Option<AnswerTiming>, drained: bool) -> Option<Outcome> {
        let failed = |why: &str| Some(Outcome::Failed(why.to_owned()));
        let Some(t) = timing else {
            return failed("not injected");
        };
        let (Some(kind), Some(first)) = (t.callback, t.callback_after) else {
            return if drained { failed("no answer") } else { None };
        };
        if first > DISCORD_DEADLINE {
            return failed("first answer after 3 s");
        }
        if kind == CallbackKind::from_code(4) {
            return if t.callback_message {
                Some(Outcome::Direct { after: first })
            } else {
                failed("the reply is not a public message with embeds")
            };
        }
        if kind != CallbackKind::from_code(5) {
            return failed("an unexpected callback type");
        }
        match t.followup_after {
            Some(after) if t.followup_message => Some(Outcome::Deferred { first, after }),
            Some(_) => failed("the follow-up is not a public message with embeds"),
            None if drained => failed("deferred, and the follow-up never came"),
            None => None,
        }
    }
}

/// CPU time (user + system) of process `pid` (`self` for this one), from `/proc`.
fn cpu_time(pid: &str) -> Duration {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // Fields after the command name (which may hold spaces) start at field 3.
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map(|(_, rest)| rest.split_whitespace().collect())
        .unwrap_or_default();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|v| v.parse::<u64>().ok())
            .unwrap_or(0)
    };
    // utime and stime are fields 14 and 15 (indexes 11 and 12 after the name), in
    // clock ticks: USER_HZ, which Linux fixes at 100 for user space on every
    // architecture this runs on.
    Duration::from_millis((ticks(11) + ticks(12)) * 10)
}

/// A `/proc/{pid}/status` field in KiB (`pid` may be `self`).
fn status_kib(pid: &str, field: &str) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with(field))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|v| v.parse().ok())
        })
        .unwrap_or(0)
}

/// Resets this process's VmHWM to its current RSS (Linux >= 4.0); harmless where
/// unsupported. The bot needs none: it is a new process every run.
fn reset_peak_rss() {
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

/// What one run (one rate, one trial, in a fresh world) measured.
struct Run {
    sent: usize,
    /// Answered with the reply itself.
    direct: usize,
    /// Deferred first, the reply in a follow-up.
    deferred: usize,
    errors: usize,
    injected_rate: f64,
    /// Replies delivered (direct or follow-up) per second, from the first injection
    /// to the last reply.
    served: f64,
    /// Every interaction's first answer (reply or deferral), sorted.
    first: Vec<Duration>,
    /// Every delivered reply's latency (direct, or the follow-up's), sorted.
    replies: Vec<Duration>,
    bot_cpu: Duration,
    fake_cpu: Duration,
    bot_rss_kib: u64,
    fake_rss_kib: u64,
    /// Commands added to the event log during the run (`None` for `/roll`, which
    /// changes nothing).
    applied: Option<u64>,
    /// Message edits (the trackers') the fake received during the run.
    edits: usize,
    /// The machine's 1-minute load average at the end of the run: above about
    /// 2 (this machine's cores), other processes took CPU time from the run.
    load: f64,
}

/// The trials of one workload at one rate, pooled: percentiles are taken over
/// every reply of every trial, so a single unlucky trial cannot decide them.
struct Row {
    workload: &'static str,
    rate: u64,
    runs: Vec<Run>,
}

impl Row {
    fn pooled(&self, of: fn(&Run) -> &Vec<Duration>) -> Vec<Duration> {
        let mut all: Vec<Duration> = self
            .runs
            .iter()
            .flat_map(|r| of(r).iter().copied())
            .collect();
        all.sort();
        all
    }

    fn print(&self) {
        let replies = self.pooled(|r| &r.replies);
        let first = self.pooled(|r| &r.first);
        let sum = |f: fn(&Run) -> f64| self.runs.iter().map(f).sum::<f64>();
        let trials = self.runs.len() as f64;
        let mut served: Vec<f64> = self.runs.iter().map(|r| r.served).collect();
        served.sort_by(f64::total_cmp);
        let each: Vec<String> = self
            .runs
            .iter()
            .map(|r| format!("{:.1}", ms(percentile(&r.replies, 99.0))))
            .collect();
        let applied = if self.runs.iter().all(|r| r.applied.is_some()) {
            format!("{:.0}", sum(|r| r.applied.unwrap_or(0) as f64))
        } else {
            "-".to_owned()
        };
        println!(
            "| {} | {} | {} | {:.0} | {:.0} | {:.0} | {:.0} | {:.0} | {} | {:.0} | {:.0} | {:.1} | {:.1} | {:.1} | {} | {:.1} | {:.1} | {:.1} | {:.0} | {:.0} | {:.0} | {:.1} |",
            self.workload,
            self.rate,
            self.runs.len(),
            sum(|r| r.injected_rate) / trials,
            sum(|r| r.sent as f64),
            sum(|r| r.direct as f64),
            sum(|r| r.deferred as f64),
            sum(|r| r.errors as f64),
            applied,
            served[served.len() / 2],
            ms(percentile(&first, 99.0)),
            ms(first.last().copied().unwrap_or_default()),
            ms(percentile(&replies, 50.0)),
            ms(percentile(&replies, 99.0)),
            each.join(" · "),
            ms(replies.last().copied().unwrap_or_default()),
            sum(|r| r.bot_cpu.as_secs_f64()) / trials,
            sum(|r| r.fake_cpu.as_secs_f64()) / trials,
            self.runs.iter().map(|r| r.bot_rss_kib).max().unwrap_or(0) as f64 / 1024.0,
            self.runs.iter().map(|r| r.fake_rss_kib).max().unwrap_or(0) as f64 / 1024.0,
            sum(|r| r.edits as f64) / trials,
            self.runs.iter().map(|r| r.load).fold(0.0, f64::max),
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

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

/// Whether the bot runs on PostgreSQL: `BOT_LOAD_DB=postgres` (else SQLite).
fn on_postgres() -> bool {
    match std::env::var("BOT_LOAD_DB").as_deref() {
        Err(_) | Ok("sqlite") => false,
        Ok("postgres") => true,
        Ok(other) => panic!("BOT_LOAD_DB: sqlite or postgres, not {other}"),
    }
}

/// Rows in the bot database's event log (one per committed command).
async fn logged(database_url: &str) -> u64 {
    const COUNT: &str = "SELECT COUNT(*) FROM event_log";
    let count: i64 = if database_url.starts_with("postgres") {
        let pool = sqlx::PgPool::connect(database_url)
            .await
            .expect("the bot's database opens");
        let count = sqlx::query_scalar(COUNT).fetch_one(&pool).await;
        pool.close().await;
        count
    } else {
        let pool = sqlx::SqlitePool::connect(database_url)
            .await
            .expect("the bot's database opens");
        let count = sqlx::query_scalar(COUNT).fetch_one(&pool).await;
        pool.close().await;
        count
    }
    .expect("the event log reads");
    count as u64
}

async fn run(world: &World, workload: Workload, rate: u64) -> Run {
    let fake = &world.fake;
    let n = (rate * seconds()) as usize;
    let interval = Duration::from_secs_f64(1.0 / rate as f64);
    let pid = world.bot.pid().to_string();
    reset_peak_rss();
    let edits_before = edits(fake);
    let logged_before = logged(&world.database_url).await;
    let (bot_cpu_before, fake_cpu_before) = (cpu_time(&pid), cpu_time("self"));
    let mut ids = Vec::with_capacity(n);
    let mut sent_at = Vec::with_capacity(n);
    let start = tokio::time::Instant::now();
    for i in 0..n {
        // Pacing of the offered load (open loop): injections do not wait for answers.
        tokio::time::sleep_until(start + interval * i as u32).await;
        let channel = FIRST_CHANNEL + (i as u64 % CHANNELS);
        sent_at.push(start.elapsed());
        ids.push(workload.send(fake, channel, i as u64));
    }
    let injected_for = start.elapsed();
    // Follow every interaction to its end from the fake's records, a few times a
    // second, until all have ended or the drain time is up.
    let drain_until = tokio::time::Instant::now() + DRAIN;
    let outcomes: Vec<Outcome> = loop {
        let drained = tokio::time::Instant::now() >= drain_until;
        let read: Vec<Option<Outcome>> = fake
            .answer_timings(&ids)
            .into_iter()
            .map(|t| Outcome::of(t, drained))
            .collect();
        if read.iter().all(Option::is_some) {
            break read.into_iter().flatten().collect();
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    let (bot_cpu, fake_cpu) = (
        cpu_time(&pid).saturating_sub(bot_cpu_before),
        cpu_time("self").saturating_sub(fake_cpu_before),
    );
    let applied = match workload {
        Workload::Roll => None,
        _ => Some(logged(&world.database_url).await - logged_before),
    };
    let (mut direct, mut deferred, mut errors) = (0, 0, 0);
    let (mut first, mut replies) = (Vec::with_capacity(n), Vec::with_capacity(n));
    let mut first_error = None;
    // The run's span: from the first injection to the last reply.
    let mut span = injected_for;
    let mut timed = Vec::with_capacity(n);
    for (outcome, sent) in outcomes.into_iter().zip(sent_at) {
        match outcome {
            Outcome::Direct { after } | Outcome::Deferred { after, .. } => {
                span = span.max(sent + after);
                timed.push((sent, after));
            }
            Outcome::Failed(_) => {}
        }
        match outcome {
            Outcome::Direct { after } => {
                direct += 1;
                first.push(after);
                replies.push(after);
            }
            Outcome::Deferred { first: f, after } => {
                deferred += 1;
                first.push(f);
                replies.push(after);
            }
            Outcome::Failed(why) => {
                errors += 1;
                first_error.get_or_insert(why);
            }
        }
    }
    if let Some(threshold) = slow_threshold() {
        print_slow(threshold, &timed);
    }
    if let Some(e) = first_error {
        eprintln!(
            "{} at {rate}/s: {errors} errors, the first: {e}\nbot log:\n{}",
            workload.name(),
            world.bot.log_tail()
        );
    }
    if let Some(applied) = applied {
        // Nothing applied twice: at most one log row per command sent, and one for
        // every command whose reply came.
        assert!(
            applied <= n as u64 && applied >= (direct + deferred) as u64,
            "{} at {rate}/s: {applied} commands logged for {n} sent, {} replied",
            workload.name(),
            direct + deferred
        );
    }
    first.sort();
    replies.sort();
    Run {
        sent: n,
        direct,
        deferred,
        errors,
        injected_rate: n as f64 / injected_for.as_secs_f64(),
        served: replies.len() as f64 / span.as_secs_f64(),
        first,
        replies,
        bot_cpu,
        fake_cpu,
        bot_rss_kib: status_kib(&pid, "VmHWM:"),
        fake_rss_kib: status_kib("self", "VmHWM:"),
        applied,
        edits: edits(fake) - edits_before,
        load: load_average(),
    }
}

/// The machine's 1-minute load average (`/proc/loadavg`), 0 where unreadable.
fn load_average() -> f64 {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|s| s.split_whitespace().next().and_then(|v| v.parse().ok()))
        .unwrap_or(0.0)
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
}

/// One bot process with its own fake Discord and database, set up and ready:
/// every run starts from the same state, so runs compare fairly whatever ran
/// before (the database and the fake's recordings grow with every command).
struct World {
    // Dropped first: the bot stops before the fake it talks to.
    bot: Bot,
    fake: Arc<FakeDiscord>,
    database_url: String,
    _dir: tempfile::TempDir,
}

impl World {
    /// A fresh world with [`CHANNELS`] campaigns, each with a tracker when
    /// `tracked`.
    async fn start(tracked: bool) -> World {
        let fake = Arc::new(FakeDiscord::start().await);
        let dir = tempfile::tempdir().expect("temp dir");
        let database_url = if on_postgres() {
            crate::support::postgres::fresh_durable_database().await
        } else {
            format!("sqlite://{}/db.sqlite", dir.path().display())
        };
        let bot = Bot::start(&fake, &database_url, dir.path());
        if let Err(e) = fake.wait_ready(WAIT).await {
            panic!("the bot did not connect: {e}\n{}", bot.log_tail());
        }
        let route = format!("/guilds/{}/commands", fake.default_guild_id());
        fake.wait_for_request(WAIT, |r| r.method == "PUT" && r.route.contains(&route))
            .await
            .expect("commands registered");
        setup(&fake).await;
        if tracked {
            post_trackers(&fake).await;
        }
        World {
            bot,
            fake,
            database_url,
            _dir: dir,
        }
    }
}

/// `BOT_LOAD_SLOW=5` (whole milliseconds): after each run, print when the
/// replies slower than 5 ms were injected, by tenth of a second, to tell a steady tail from stalls that
/// hold up every command for a moment (`None` when unset).
fn slow_threshold() -> Option<Duration> {
    std::env::var_os("BOT_LOAD_SLOW").map(|_| Duration::from_millis(positive("BOT_LOAD_SLOW", 1)))
}

/// Replies slower than `threshold` by the tenth of a second of the run they
/// were injected in: how many, and the slowest.
fn print_slow(threshold: Duration, replies: &[(Duration, Duration)]) {
    let mut windows = std::collections::BTreeMap::<u128, (usize, Duration)>::new();
    for &(sent, after) in replies.iter().filter(|(_, after)| *after > threshold) {
        let window = windows.entry(sent.as_millis() / 100).or_default();
        window.0 += 1;
        window.1 = window.1.max(after);
    }
    for (tenth, (count, slowest)) in windows {
        println!(
            "  injected at {:.1} s: {count} over {:.0} ms, the slowest {:.1} ms",
            tenth as f64 / 10.0,
            ms(threshold),
            ms(slowest)
        );
    }
}

/// How many times each workload is run at each rate: `BOT_LOAD_TRIALS`
/// (default 1). Trials alternate the order of the workloads, so neither
/// always runs first.
fn trials() -> u64 {
    positive("BOT_LOAD_TRIALS", 1)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "benchmark: cargo test --release --test bench bot_load -- --ignored --nocapture"]
async fn bot_load_benchmark() {
    let setup_started = Instant::now();
    drop(World::start(false).await);
    println!(
        "setup: a bot with {CHANNELS} campaigns, each with a character, on {}, in {:.1} s",
        if on_postgres() {
            "PostgreSQL"
        } else {
            "SQLite"
        },
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
                let r = run(&world, workload, rate).await;
                println!(
                    "{} at {rate}/s, trial {}: {} direct, {} deferred, {} errors, served {:.0}/s, reply p50 {:.1} ms, p99 {:.1} ms, first answer max {:.1} ms, bot CPU {:.1} s, fake CPU {:.1} s, bot peak RSS {:.0} MiB, {} edits, load average {:.1}",
                    workload.name(),
                    trial + 1,
                    r.direct,
                    r.deferred,
                    r.errors,
                    r.served,
                    ms(percentile(&r.replies, 50.0)),
                    ms(percentile(&r.replies, 99.0)),
                    ms(r.first.last().copied().unwrap_or_default()),
                    r.bot_cpu.as_secs_f64(),
                    r.fake_cpu.as_secs_f64(),
                    r.bot_rss_kib as f64 / 1024.0,
                    r.edits,
                    r.load
                );
                row_of[slot].runs.push(r);
                drop(world);
            }
        }
        rows.extend(row_of);
    }

    println!();
    println!(
        "| command | offered/s | trials | injected/s | sent | direct | deferred | errors | applied | served/s | first answer p99 ms | first answer max ms | reply p50 ms | reply p99 ms | reply p99 ms of each trial | reply max ms | bot CPU s | fake CPU s | bot peak RSS MiB | fake peak RSS MiB | edits a run | load average |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|");
    for row in &rows {
        row.print();
    }
}
