//! `/healthz` and `/metrics` over plain HTTP, from the `overseer` binary
//! itself: `serve` against the fake Discord (healthy once its shard is
//! connected; metrics that move after commands), `serve` with Discord
//! unreachable (one error line naming the cause, then quiet; 503 saying so),
//! and `web` alone over a PostgreSQL server that goes away or a SQLite file
//! that is damaged or gone (503, database).

use crate::support;

use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use support::fake_discord::FakeDiscord;

const BIN: &str = env!("CARGO_BIN_EXE_overseer");
const WAIT: Duration = Duration::from_secs(20);

/// A port nobody listens on at the moment it is returned.
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port()
}

/// Stops a child process when the test ends, however it ends.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// GET `url`: status and body; `None` while nothing listens.
async fn get(url: &str) -> Option<(u16, String)> {
    let answer = reqwest::get(url).await.ok()?;
    let status = answer.status().as_u16();
    Some((status, answer.text().await.ok()?))
}

/// GETs `url` until `done` accepts the answer; panics after [`WAIT`].
async fn get_until(url: &str, what: &str, done: impl Fn(u16, &str) -> bool) -> (u16, String) {
    let start = Instant::now();
    let mut last = None;
    loop {
        if let Some((status, body)) = get(url).await {
            if done(status, &body) {
                return (status, body);
            }
            last = Some((status, body));
        }
        assert!(
            start.elapsed() < WAIT,
            "{url}: never {what}; last answer {last:?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The value of the samples of `metric` whose labels include every one of
/// `labels` (`name="value"`), in the Prometheus text `text`, summed and
/// rounded down (every value asserted is a count); 0 if absent.
fn sample(text: &str, metric: &str, labels: &[&str]) -> u64 {
    text.lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| {
            let (name_labels, value) = line.rsplit_once(' ')?;
            let (name, rest) = match name_labels.split_once('{') {
                Some((name, rest)) => (name, rest.trim_end_matches('}')),
                None => (name_labels, ""),
            };
            let found: Vec<&str> = rest.split(',').collect();
            (name == metric && labels.iter().all(|l| found.contains(l)))
                .then(|| value.parse::<f64>().ok())
                .flatten()
                .map(|v| v as u64)
        })
        .sum()
}

fn serve(fake_api: &str, guild: u64, url: &str, port: u16, defer_ms: &str) -> Running {
    Running(
        Command::new(BIN)
            .arg("serve")
            .env("DISCORD_TOKEN", "web-test-token")
            .env("DISCORD_API_BASE", fake_api)
            .env("DEV_GUILD_ID", guild.to_string())
            .env("DATABASE_URL", url)
            .env("HTTP_BIND", format!("127.0.0.1:{port}"))
            .env("DEFER_AFTER_MS", defer_ms)
            .env("RUST_LOG", "warn")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("the bot starts"),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn healthz_is_ok_once_the_shard_is_connected_and_metrics_move_after_commands() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}/bot.db", dir.path().display());
    let port = free_port();
    // Every reply that writes is deferred: the deferral counter moves too.
    let _bot = serve(&fake.api_base(), fake.default_guild_id(), &url, port, "0");
    fake.wait_ready(WAIT).await.expect("the bot connects");
    let base = format!("http://127.0.0.1:{port}");

    let (status, body) = get_until(&format!("{base}/healthz"), "healthy", |s, _| s == 200).await;
    assert_eq!(status, 200);
    let health: serde_json::Value = serde_json::from_str(&body).expect("JSON");
    assert_eq!(
        health,
        serde_json::json!({"status": "ok", "database": "ok", "gateway": "connected", "token": "ok"})
    );

    let metrics = get(&format!("{base}/metrics")).await.expect("metrics").1;
    let ok = [
        "kind=\"command\"",
        "command=\"campaign start\"",
        "outcome=\"ok\"",
    ];
    let refused = [
        "kind=\"command\"",
        "command=\"campaign start\"",
        "outcome=\"refused\"",
    ];
    assert_eq!(sample(&metrics, "overseer_interactions_total", &ok), 0);
    assert_eq!(
        sample(&metrics, "overseer_shard_connected", &["shard=\"0\""]),
        1
    );
    assert_eq!(sample(&metrics, "overseer_deferrals_total", &[]), 0);

    // A campaign started (deferred, committed), then refused the second time.
    for _ in 0..2 {
        let id = fake
            .slash_command("campaign start")
            .user(42, "gm")
            .channel(7_000)
            .send();
        fake.wait_for_response(id, WAIT).await.expect("an answer");
    }
    // The deferred start is counted when its follow-up is sent, which may
    // be after the refusal: wait for both.
    let (_, metrics) = get_until(&format!("{base}/metrics"), "counting both", |_, text| {
        sample(text, "overseer_interactions_total", &refused) == 1
            && sample(text, "overseer_interactions_total", &ok) == 1
    })
    .await;
    assert_eq!(sample(&metrics, "overseer_interactions_total", &ok), 1);
    assert_eq!(sample(&metrics, "overseer_interactions_total", &refused), 1);
    assert_eq!(
        sample(
            &metrics,
            "overseer_reply_latency_seconds_count",
            &["kind=\"command\""]
        ),
        2
    );
    assert_eq!(sample(&metrics, "overseer_deferrals_total", &[]), 2);
    assert!(
        sample(
            &metrics,
            "overseer_db_transaction_seconds_count",
            &["result=\"committed\""]
        ) >= 1,
        "{metrics}"
    );
    assert!(metrics.contains("# TYPE overseer_reply_latency_seconds histogram"));
    assert!(metrics.contains("overseer_reply_latency_seconds_bucket{kind=\"command\",le=\"3\"}"));
}

/// A stand-in for Discord's HTTP API that sends the gateway to a port where
/// nothing listens: every shard start is refused at once.
async fn discord_pointing_nowhere() -> String {
    let closed = free_port();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("binds");
    let addr = listener.local_addr().expect("addr");
    tokio::spawn(async move {
        use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
        while let Ok((mut socket, _)) = listener.accept().await {
            tokio::spawn(async move {
                let mut buf = [0u8; 4096];
                let _ = socket.read(&mut buf).await;
                let body = format!(
                    "{{\"url\":\"ws://127.0.0.1:{closed}\",\"shards\":1,\"session_start_limit\":\
                     {{\"total\":1000,\"remaining\":1000,\"reset_after\":0,\"max_concurrency\":1}}}}"
                );
                let answer = format!(
                    "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: {}\r\n\
                     connection: close\r\n\r\n{body}",
                    body.len()
                );
                let _ = socket.write_all(answer.as_bytes()).await;
            });
        }
    });
    format!("http://{addr}")
}

/// `text` read by a Prometheus text-format parser, after checking the
/// naming rules: every family described, counters ending in `_total`,
/// histograms in a unit (`_seconds`), and no sample of a family that was
/// not typed.
fn parsed(text: &str) -> prometheus_parse::Scrape {
    let mut typed = std::collections::BTreeMap::new();
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("# TYPE ") {
            let (name, kind) = rest.split_once(' ').expect("# TYPE name kind");
            typed.insert(name.to_owned(), kind.to_owned());
        }
    }
    for (name, kind) in &typed {
        assert!(name.starts_with("overseer_"), "{name}");
        assert!(
            text.contains(&format!("# HELP {name} ")),
            "{name} has no HELP"
        );
        match kind.as_str() {
            "counter" => assert!(name.ends_with("_total"), "{name}"),
            "histogram" => assert!(name.ends_with("_seconds"), "{name}"),
            "gauge" => assert!(!name.ends_with("_total"), "{name}"),
            other => panic!("{name} is a {other}"),
        }
    }
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let name = line.split(['{', ' ']).next().unwrap_or_default();
        let family = ["_bucket", "_sum", "_count"]
            .iter()
            .find_map(|suffix| name.strip_suffix(suffix).filter(|f| typed.contains_key(*f)))
            .unwrap_or(name);
        assert!(typed.contains_key(family), "{name} has no TYPE: {line}");
    }
    let lines = text.lines().map(|l| Ok(l.to_owned()));
    let scrape = prometheus_parse::Scrape::parse(lines).expect("the Prometheus text format");
    assert!(!scrape.samples.is_empty(), "{text}");
    scrape
}

/// The value of the counter or gauge `metric` with exactly `labels`; a
/// histogram's count of observations.
fn value(scrape: &prometheus_parse::Scrape, metric: &str, labels: &[(&str, &str)]) -> Option<f64> {
    scrape
        .samples
        .iter()
        .find(|s| {
            s.metric == metric
                && s.labels.len() == labels.len()
                && labels.iter().all(|(k, v)| s.labels.get(k) == Some(*v))
        })
        .map(|s| match &s.value {
            prometheus_parse::Value::Counter(v)
            | prometheus_parse::Value::Gauge(v)
            | prometheus_parse::Value::Untyped(v) => *v,
            prometheus_parse::Value::Histogram(buckets) => {
                buckets.iter().map(|b| b.count).fold(0.0, f64::max)
            }
            prometheus_parse::Value::Summary(_) => f64::NAN,
        })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn web_alone_serves_metrics_of_its_requests_pages_and_database() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("web.db");
    let port = free_port();
    let bind = format!("127.0.0.1:{port}");
    // A campaign and a link to it, from the command line.
    let cli = |args: &[&str]| {
        let out = Command::new(BIN)
            .arg("cli")
            .arg("--db")
            .arg(&db)
            .args(args)
            .env("HTTP_BIND", &bind)
            .env_remove("PUBLIC_URL")
            .output()
            .expect("the cli runs");
        assert!(out.status.success(), "{out:?}");
        serde_json::from_slice::<serde_json::Value>(&out.stdout).expect("JSON")
    };
    cli(&["init"]);
    let link = cli(&["share"])["url"].as_str().expect("a link").to_owned();
    let _web = Running(
        Command::new(BIN)
            .arg("web")
            .env("DATABASE_URL", format!("sqlite://{}", db.display()))
            .env("HTTP_BIND", &bind)
            .env_remove("PUBLIC_URL")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("the server starts"),
    );
    let base = format!("http://{bind}");
    let (_, text) = get_until(&format!("{base}/metrics"), "answering", |s, _| s == 200).await;
    let first = parsed(&text);
    assert_eq!(
        value(
            &first,
            "overseer_build_info",
            &[("version", env!("CARGO_PKG_VERSION"))]
        ),
        Some(1.0)
    );
    assert_eq!(value(&first, "overseer_database_up", &[]), Some(1.0));

    assert_eq!(get(&link).await.expect("the board").0, 200);
    assert_eq!(get(&format!("{base}/nowhere")).await.expect("404").0, 404);
    assert_eq!(
        get(&format!("{base}/healthz")).await.expect("health").0,
        200
    );
    let text = get(&format!("{base}/metrics")).await.expect("metrics").1;
    let scrape = parsed(&text);
    let count = |route: &str, status: &str| {
        value(
            &scrape,
            "overseer_http_requests_total",
            &[("route", route), ("status", status)],
        )
    };
    assert_eq!(count("/s/TOKEN/", "200"), Some(1.0));
    assert_eq!(count("unmatched", "404"), Some(1.0));
    assert_eq!(count("/healthz", "200"), Some(1.0));
    assert!(count("/metrics", "200") >= Some(1.0), "{text}");
    assert_eq!(
        value(
            &scrape,
            "overseer_http_request_duration_seconds",
            &[("route", "/s/TOKEN/")]
        ),
        Some(1.0)
    );
    assert_eq!(
        value(
            &scrape,
            "overseer_page_render_seconds",
            &[("page", "board")]
        ),
        Some(1.0)
    );
    // The link's token is a secret: never a label.
    let token = link
        .trim_end_matches('/')
        .rsplit('/')
        .next()
        .expect("token");
    assert!(!text.contains(token), "{text}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rejected_token_is_one_error_line_a_503_and_no_retry() {
    // The fake takes only its own token: every other gets 401, as Discord
    // answers a wrong or reset one.
    let fake = FakeDiscord::builder()
        .expect_token("the-real-token")
        .start()
        .await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}/bot.db", dir.path().display());
    let port = free_port();
    let log = dir.path().join("stdout.log");
    let out = std::fs::File::create(&log).expect("log file");
    let _bot = Running(
        Command::new(BIN)
            .arg("serve")
            .env("DISCORD_TOKEN", "web-test-token")
            .env("DISCORD_API_BASE", fake.api_base())
            .env("DATABASE_URL", &url)
            .env("HTTP_BIND", format!("127.0.0.1:{port}"))
            .env_remove("RUST_LOG")
            .stdout(Stdio::from(out))
            .stderr(Stdio::null())
            .spawn()
            .expect("the bot starts"),
    );
    let health = format!("http://127.0.0.1:{port}/healthz");
    let (status, body) = get_until(&health, "saying the token was rejected", |_, b| {
        b.contains("rejected")
    })
    .await;
    assert_eq!(status, 503, "{body}");
    let body: serde_json::Value = serde_json::from_str(&body).expect("JSON");
    assert_eq!(
        body,
        serde_json::json!({
            "status": "unavailable",
            "database": "ok",
            "gateway": "unavailable",
            "token": "rejected",
            "reason": "token: the token was rejected by Discord (401 Unauthorized)",
        })
    );
    let answer = reqwest::get(&health).await.expect("answers");
    assert_eq!(answer.headers()["cache-control"], "no-store");

    // Past serenity's 5 s retry: one line, no gateway, one question asked.
    tokio::time::sleep(Duration::from_secs(6)).await;
    let text = std::fs::read_to_string(&log).expect("the log");
    let errors: Vec<&str> = text.lines().filter(|l| l.contains("ERROR")).collect();
    assert_eq!(errors.len(), 1, "{text}");
    assert!(
        errors[0].contains("the token was rejected by Discord (401 Unauthorized)"),
        "{text}"
    );
    assert!(!text.contains("cannot reach Discord"), "{text}");
    assert!(fake.handshakes().is_empty());
    let asked: Vec<String> = fake.requests().into_iter().map(|r| r.route).collect();
    assert_eq!(asked, ["/users/@me"]);
    let metrics = get(&format!("http://127.0.0.1:{port}/metrics"))
        .await
        .expect("metrics")
        .1;
    assert!(
        metrics
            .lines()
            .any(|l| l == "overseer_discord_token_accepted 0"),
        "{metrics}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unreachable_discord_is_one_error_line_naming_the_cause_and_a_503() {
    let api = discord_pointing_nowhere().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}/bot.db", dir.path().display());
    let port = free_port();
    let log = dir.path().join("stdout.log");
    let out = std::fs::File::create(&log).expect("log file");
    let _bot = Running(
        Command::new(BIN)
            .arg("serve")
            .env("DISCORD_TOKEN", "web-test-token")
            .env("DISCORD_API_BASE", &api)
            .env("DATABASE_URL", &url)
            .env("HTTP_BIND", format!("127.0.0.1:{port}"))
            .env("SHARDS", "0/1")
            // The default filter, as an operator runs it.
            .env_remove("RUST_LOG")
            .stdout(Stdio::from(out))
            .stderr(Stdio::null())
            .spawn()
            .expect("the bot starts"),
    );
    let base = format!("http://127.0.0.1:{port}");
    // From its first answer, before Discord was ever reached: the version,
    // the shard not connected.
    let (_, text) = get_until(&format!("{base}/metrics"), "answering", |s, _| s == 200).await;
    let scrape = parsed(&text);
    assert_eq!(
        value(&scrape, "overseer_shard_connected", &[("shard", "0")]),
        Some(0.0)
    );
    assert_eq!(
        value(
            &scrape,
            "overseer_build_info",
            &[("version", env!("CARGO_PKG_VERSION"))]
        ),
        Some(1.0)
    );
    let (status, body) = get_until(&format!("{base}/healthz"), "naming the cause", |_, b| {
        b.contains("Connection refused")
    })
    .await;
    assert_eq!(status, 503, "{body}");
    let health: serde_json::Value = serde_json::from_str(&body).expect("JSON");
    assert_eq!(health["status"], "unavailable");
    assert_eq!(health["database"], "ok");
    assert_eq!(health["gateway"], "unavailable");
    let reason = health["reason"].as_str().expect("a reason");
    assert!(reason.starts_with("gateway: shard 0 is "), "{reason}");
    assert!(
        reason.ends_with("Discord could not be reached: Connection refused (shard 0)"),
        "{reason}"
    );

    // serenity retries every 5 s: after two more attempts, still one line.
    tokio::time::sleep(Duration::from_secs(11)).await;
    let text = std::fs::read_to_string(&log).expect("the log");
    let errors: Vec<&str> = text
        .lines()
        .filter(|l| l.contains("cannot reach Discord"))
        .collect();
    assert_eq!(errors.len(), 1, "{text}");
    assert!(errors[0].contains("ERROR"), "{text}");
    assert!(errors[0].contains("Connection refused (shard 0)"), "{text}");
    assert!(!text.contains("Shard Queuer"), "{text}");
    let (status, _) = get(&format!("{base}/healthz")).await.expect("answers");
    assert_eq!(status, 503);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn web_alone_is_healthy_on_its_database_and_503_when_the_database_is_gone() {
    // Starting PostgreSQL blocks for seconds: keep it off the async workers.
    let server = tokio::task::spawn_blocking(support::postgres::PgServer::start)
        .await
        .expect("PostgreSQL starts");
    let url = server.create_database().await;
    let port = free_port();
    let _web = Running(
        Command::new(BIN)
            .arg("web")
            .env("DATABASE_URL", &url)
            .env("HTTP_BIND", format!("127.0.0.1:{port}"))
            .env("RUST_LOG", "warn")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("the web server starts"),
    );
    let healthz = format!("http://127.0.0.1:{port}/healthz");
    let (_, body) = get_until(&healthz, "healthy", |s, _| s == 200).await;
    // No gateway under `web`: nothing said about it.
    assert_eq!(
        serde_json::from_str::<serde_json::Value>(&body).expect("JSON"),
        serde_json::json!({"status": "ok", "database": "ok"})
    );
    // `overseer health` asks the same and exits 0.
    let probe = Command::new(BIN)
        .arg("health")
        .env("HTTP_BIND", format!("127.0.0.1:{port}"))
        .env("DATABASE_URL", &url)
        .output()
        .expect("runs");
    assert!(probe.status.success(), "{probe:?}");

    tokio::task::spawn_blocking(move || drop(server))
        .await
        .expect("PostgreSQL stops");
    let (status, body) = get_until(&healthz, "unhealthy", |s, _| s == 503).await;
    assert_eq!(status, 503);
    let health: serde_json::Value = serde_json::from_str(&body).expect("JSON");
    assert_eq!(health["status"], "unavailable");
    assert_eq!(health["database"], "unavailable");
    assert!(
        health["reason"]
            .as_str()
            .is_some_and(|r| r.starts_with("database: ")),
        "{health}"
    );
    let probe = Command::new(BIN)
        .arg("health")
        .env("HTTP_BIND", format!("127.0.0.1:{port}"))
        .env("DATABASE_URL", &url)
        .output()
        .expect("runs");
    assert_eq!(probe.status.code(), Some(1), "{probe:?}");
    assert!(
        String::from_utf8_lossy(&probe.stderr).contains("/healthz answered 503"),
        "{probe:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn web_alone_on_sqlite_is_503_when_its_file_is_damaged_or_gone() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("w.db");
    let port = free_port();
    let _web = Running(
        Command::new(BIN)
            .arg("web")
            .env("DATABASE_URL", format!("sqlite://{}", file.display()))
            .env("HTTP_BIND", format!("127.0.0.1:{port}"))
            .env("RUST_LOG", "warn")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("the web server starts"),
    );
    let healthz = format!("http://127.0.0.1:{port}/healthz");
    let (_, body) = get_until(&healthz, "healthy", |s, _| s == 200).await;
    assert_eq!(
        serde_json::from_str::<serde_json::Value>(&body).expect("JSON"),
        serde_json::json!({"status": "ok", "database": "ok"})
    );

    // Garbage over the header, under the server's open connections.
    let mut bytes = std::fs::read(&file).expect("read");
    bytes[..100].fill(0xA5);
    std::fs::write(&file, &bytes).expect("damage");
    let (_, body) = get_until(&healthz, "unhealthy", |s, _| s == 503).await;
    let health: serde_json::Value = serde_json::from_str(&body).expect("JSON");
    assert_eq!(
        health,
        serde_json::json!({
            "status": "unavailable",
            "database": "unavailable",
            "reason": format!(
                "database: the file {} is not a SQLite database any more",
                file.display()
            ),
        })
    );

    // The file gone (a volume unmounted, a file moved away).
    std::fs::remove_file(&file).expect("remove");
    let (_, body) = get_until(&healthz, "the file gone", |s, b| {
        s == 503 && b.contains("cannot be read")
    })
    .await;
    let health: serde_json::Value = serde_json::from_str(&body).expect("JSON");
    let reason = health["reason"].as_str().expect("a reason");
    assert!(
        reason.starts_with(&format!(
            "database: the file {} cannot be read: ",
            file.display()
        )),
        "{reason}"
    );
}
