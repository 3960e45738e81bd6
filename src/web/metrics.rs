//! The process's metrics: what is counted and measured, under which names,
//! and `/metrics` in the Prometheus text format.
//!
//! Recording goes through the `metrics` facade; the recorder is
//! `metrics-exporter-prometheus`'s, installed once per process by [`install`]
//! and rendered by the web server's `/metrics` route (no second listener).
//! The few places that already know a fact call one function here each: the
//! interaction dispatch ([`interaction`], [`mark`]), the deferral
//! ([`deferred`]), the store's write transactions and their retries
//! ([`transaction`], [`retried`]), the tracker ([`tracker_edit`]) and the
//! gateway's shards ([`shard_stage`]). Recording before [`install`] (or in a
//! process that never serves) goes nowhere, at the cost of a load.
//!
//! It owns no state of the bot and must not block: every call is a counter or
//! histogram update in memory.

use std::cell::Cell;
use std::future::Future;
use std::sync::OnceLock;
use std::time::Duration;

use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

/// Interactions handled, by kind, command and outcome.
pub const INTERACTIONS: &str = "overseer_interactions_total";
/// Seconds from an interaction's arrival to the end of its handling, by kind.
pub const REPLY_LATENCY: &str = "overseer_reply_latency_seconds";
/// Replies deferred because their work ran past the deadline.
pub const DEFERRALS: &str = "overseer_deferrals_total";
/// Seconds each attempt of a write transaction took, by result.
pub const TRANSACTION: &str = "overseer_db_transaction_seconds";
/// Write transactions retried after a transient failure.
pub const RETRIES: &str = "overseer_db_retries_total";
/// Live tracker edits, by result.
pub const TRACKER_EDITS: &str = "overseer_tracker_edits_total";
/// 1 when a shard is connected to the gateway, else 0, by shard.
pub const SHARD_CONNECTED: &str = "overseer_shard_connected";
/// Connection stage changes of the gateway's shards, by shard and new stage.
pub const SHARD_STAGES: &str = "overseer_shard_stage_changes_total";
/// 1, labelled with the running version: `overseer_build_info{version=...}`.
pub const BUILD_INFO: &str = "overseer_build_info";
/// HTTP requests answered by the web server, by route and status.
pub const HTTP_REQUESTS: &str = "overseer_http_requests_total";
/// Seconds the web server took to answer a request, by route.
pub const HTTP_DURATION: &str = "overseer_http_request_duration_seconds";
/// Seconds a campaign page took to draw once its campaign was read, by page.
pub const PAGE_RENDER: &str = "overseer_page_render_seconds";
/// 1 while Discord takes the bot's token, 0 once it rejected it.
pub const TOKEN_ACCEPTED: &str = "overseer_discord_token_accepted";
/// 1 when the database read at the last health check, else 0.
pub const DATABASE_UP: &str = "overseer_database_up";

/// Histogram buckets in seconds: Discord's 3 s limit sits between two of them.
const LATENCY_BUCKETS: [f64; 12] = [
    0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 1.5, 2.5, 3.0, 10.0,
];

/// Histogram buckets in seconds of the web server: a page is meant to take
/// milliseconds.
const WEB_BUCKETS: [f64; 12] = [
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0,
];

static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();

/// Installs the Prometheus recorder as the process's recorder (once; later
/// calls return the same handle) and describes the metrics.
pub fn install() -> &'static PrometheusHandle {
    HANDLE.get_or_init(|| {
        let builder = PrometheusBuilder::new()
            .set_buckets_for_metric(Matcher::Full(REPLY_LATENCY.to_owned()), &LATENCY_BUCKETS)
            .and_then(|b| {
                b.set_buckets_for_metric(Matcher::Full(TRANSACTION.to_owned()), &LATENCY_BUCKETS)
            })
            .and_then(|b| {
                b.set_buckets_for_metric(Matcher::Full(HTTP_DURATION.to_owned()), &WEB_BUCKETS)
            })
            .and_then(|b| {
                b.set_buckets_for_metric(Matcher::Full(PAGE_RENDER.to_owned()), &WEB_BUCKETS)
            });
        let recorder = match builder {
            Ok(builder) => builder.build_recorder(),
            // Only empty bucket lists are refused; ours are constants.
            Err(_) => PrometheusBuilder::new().build_recorder(),
        };
        let handle = recorder.handle();
        if metrics::set_global_recorder(recorder).is_err() {
            tracing::warn!("another metrics recorder is installed; /metrics stays empty");
        }
        describe();
        metrics::gauge!(BUILD_INFO, "version" => env!("CARGO_PKG_VERSION")).set(1.0);
        handle
    })
}

/// The Prometheus text of every metric recorded so far.
#[must_use]
pub fn render() -> String {
    let handle = install();
    handle.run_upkeep();
    handle.render()
}

fn describe() {
    metrics::describe_counter!(
        INTERACTIONS,
        "Interactions handled, by kind, command and outcome"
    );
    metrics::describe_histogram!(
        REPLY_LATENCY,
        metrics::Unit::Seconds,
        "Time from an interaction's arrival to the end of its handling"
    );
    metrics::describe_counter!(DEFERRALS, "Replies deferred past the deadline");
    metrics::describe_histogram!(
        TRANSACTION,
        metrics::Unit::Seconds,
        "Time of each attempt of a write transaction"
    );
    metrics::describe_counter!(
        RETRIES,
        "Write transactions retried after a transient failure"
    );
    metrics::describe_counter!(TRACKER_EDITS, "Live tracker edits, by result");
    metrics::describe_gauge!(SHARD_CONNECTED, "1 while a gateway shard is connected");
    metrics::describe_counter!(SHARD_STAGES, "Gateway shard connection stage changes");
    metrics::describe_gauge!(BUILD_INFO, "The running version, as a label; always 1");
    metrics::describe_counter!(HTTP_REQUESTS, "HTTP requests answered, by route and status");
    metrics::describe_histogram!(
        HTTP_DURATION,
        metrics::Unit::Seconds,
        "Time to answer an HTTP request, by route"
    );
    metrics::describe_histogram!(
        PAGE_RENDER,
        metrics::Unit::Seconds,
        "Time to draw a campaign page once its campaign was read, by page"
    );
    metrics::describe_gauge!(
        TOKEN_ACCEPTED,
        "1 while Discord takes the bot's token, 0 once it rejected it"
    );
    metrics::describe_gauge!(
        DATABASE_UP,
        "1 when the database read at the last health check or metrics scrape"
    );
}

/// How an interaction ended, as counted: the worst thing that happened in it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Outcome {
    /// Answered as asked.
    Ok,
    /// Refused with a message (a rule, bad input, not a GM).
    Refused,
    /// Failed inside (an internal error, a failed command).
    Error,
}

impl Outcome {
    fn label(self) -> &'static str {
        match self {
            Outcome::Ok => "ok",
            Outcome::Refused => "refused",
            Outcome::Error => "error",
        }
    }
}

tokio::task_local! {
    /// The outcome of the interaction handled by the current task so far.
    static OUTCOME: Cell<Outcome>;
}

/// Runs one interaction's handling, returning its output and the worst
/// outcome [`mark`]ed while it ran.
pub async fn observe<F: Future>(handling: F) -> (F::Output, Outcome) {
    OUTCOME
        .scope(Cell::new(Outcome::Ok), async {
            let output = handling.await;
            (output, OUTCOME.with(Cell::get))
        })
        .await
}

/// Notes that the current interaction was refused or failed (the worse of
/// this and what was noted before); outside [`observe`], nothing.
pub fn mark(outcome: Outcome) {
    let _ = OUTCOME.try_with(|cell| cell.set(cell.get().max(outcome)));
}

/// Counts one interaction and records its latency.
pub fn interaction(kind: &'static str, command: Option<&str>, outcome: Outcome, took: Duration) {
    metrics::counter!(
        INTERACTIONS,
        "kind" => kind,
        "command" => command.unwrap_or("").to_owned(),
        "outcome" => outcome.label()
    )
    .increment(1);
    metrics::histogram!(REPLY_LATENCY, "kind" => kind).record(took.as_secs_f64());
}

/// Counts a deferred reply.
pub fn deferred() {
    metrics::counter!(DEFERRALS).increment(1);
}

/// Records one attempt of a write transaction: its time and whether it was
/// committed (`true`) or rolled back (a refusal, a failure, a retry).
pub fn transaction(took: Duration, committed: bool) {
    let result = if committed {
        "committed"
    } else {
        "rolled_back"
    };
    metrics::histogram!(TRANSACTION, "result" => result).record(took.as_secs_f64());
}

/// Counts a retry of a write transaction.
pub fn retried() {
    metrics::counter!(RETRIES).increment(1);
}

/// Counts a tracker edit: done (`true`) or failed.
pub fn tracker_edit(done: bool) {
    let result = if done { "done" } else { "failed" };
    metrics::counter!(TRACKER_EDITS, "result" => result).increment(1);
}

/// Counts one HTTP request answered on `route` (the router's pattern, or
/// `unmatched`) with `status`, and records how long it took.
pub fn http_request(route: &str, status: u16, took: Duration) {
    metrics::counter!(
        HTTP_REQUESTS,
        "route" => route.to_owned(),
        "status" => status.to_string()
    )
    .increment(1);
    metrics::histogram!(HTTP_DURATION, "route" => route.to_owned()).record(took.as_secs_f64());
}

/// Records how long the page `page` took to draw.
pub fn page_rendered(page: &'static str, took: Duration) {
    metrics::histogram!(PAGE_RENDER, "page" => page).record(took.as_secs_f64());
}

/// Records whether Discord took the bot's token.
pub fn token(accepted: bool) {
    metrics::gauge!(TOKEN_ACCEPTED).set(if accepted { 1.0 } else { 0.0 });
}

/// Records whether the database read.
pub fn database(up: bool) {
    metrics::gauge!(DATABASE_UP).set(if up { 1.0 } else { 0.0 });
}

/// Records a shard this process runs and has not connected yet.
pub fn shard_waiting(shard: u32) {
    metrics::gauge!(SHARD_CONNECTED, "shard" => shard.to_string()).set(0.0);
}

/// Records a shard's new connection stage.
pub fn shard_stage(shard: u32, stage: &str, connected: bool) {
    let shard = shard.to_string();
    metrics::gauge!(SHARD_CONNECTED, "shard" => shard.clone()).set(if connected {
        1.0
    } else {
        0.0
    });
    metrics::counter!(SHARD_STAGES, "shard" => shard, "stage" => stage.to_owned()).increment(1);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn the_worst_outcome_marked_inside_is_the_interactions() {
        let ((), outcome) = observe(async {
            mark(Outcome::Refused);
            mark(Outcome::Ok);
        })
        .await;
        assert_eq!(outcome, Outcome::Refused);
        let ((), outcome) = observe(async { mark(Outcome::Error) }).await;
        assert_eq!(outcome, Outcome::Error);
        let ((), outcome) = observe(async {}).await;
        assert_eq!(outcome, Outcome::Ok);
        // Outside an interaction, nothing to mark and no panic.
        mark(Outcome::Error);
    }
}
