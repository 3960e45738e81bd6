//! `/healthz` and what it knows about the gateway: the state of this
//! process's shards (told by the bot as their connection stages change) and
//! why Discord could not be reached.
//!
//! serenity retries a shard that cannot connect every 5 s and logs a warning
//! each time. [`GatewayFailures`] is a tracing layer that reads those
//! warnings: the first of an outage becomes one clear ERROR line naming the
//! cause, the rest only update the cause `/healthz` reports (the default log
//! filter keeps serenity's own retry lines out of the log). The next
//! connection ends the outage, so a later one is logged again.

use std::collections::BTreeMap;
use std::sync::{Mutex, PoisonError};
use std::time::Duration;

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

use super::Web;

/// How long the database may take to answer `/healthz`'s ping.
const PING_TIMEOUT: Duration = Duration::from_secs(3);

/// The gateway as this process sees it.
#[derive(Debug, Default)]
struct Gateway {
    /// Whether this process runs shards at all (`serve`; not `web`).
    serving: bool,
    /// Each shard's last connection stage and whether it is connected.
    shards: BTreeMap<u32, (String, bool)>,
    /// Why the gateway could not be reached, during an outage.
    failure: Option<String>,
    /// What Discord said of the bot's token: `None` until it answered,
    /// else whether it took the token.
    token: Option<Result<(), String>>,
}

static GATEWAY: Mutex<Gateway> = Mutex::new(Gateway {
    serving: false,
    shards: BTreeMap::new(),
    failure: None,
    token: None,
});

fn gateway() -> std::sync::MutexGuard<'static, Gateway> {
    // The state is a few plain values; one written half by a panicking
    // thread is still the best answer there is.
    GATEWAY.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Tells `/healthz` that this process runs these gateway shards: until each
/// is connected, the process is not healthy.
pub fn expect_shards(ids: impl IntoIterator<Item = u32>) {
    let mut gateway = gateway();
    gateway.serving = true;
    for id in ids {
        gateway.shards.entry(id).or_insert_with(|| {
            super::metrics::shard_waiting(id);
            ("not started".to_owned(), false)
        });
    }
}

/// Records a shard's new connection stage (serenity's name for it); a
/// connected shard ends an outage.
pub fn shard_stage(shard: u32, stage: &str, connected: bool) {
    super::metrics::shard_stage(shard, stage, connected);
    let mut gateway = gateway();
    gateway.shards.insert(shard, (stage.to_owned(), connected));
    if connected && gateway.failure.take().is_some() {
        tracing::info!(shard, "Discord's gateway is reachable again");
    }
}

/// Records why the gateway could not be reached; `true` when this starts an
/// outage (nothing was recorded since the last connection).
fn failed(cause: String) -> bool {
    gateway().failure.replace(cause).is_none()
}

/// Records that Discord took the bot's token.
pub fn token_accepted() {
    super::metrics::token(true);
    gateway().token.get_or_insert(Ok(()));
}

/// Records that Discord rejected the bot's token (`how`: a 401 answer, the
/// gateway's close code 4004), and says so in one ERROR line, once: no retry
/// mends a wrong token, so the bot stops trying and `/healthz` reports it
/// until the process is restarted with another.
pub fn token_rejected(how: &str) {
    let reason = format!("token: the token was rejected by Discord ({how})");
    let first = !matches!(gateway().token.replace(Err(reason)), Some(Err(_)));
    super::metrics::token(false);
    if first {
        tracing::error!(
            "the token was rejected by Discord ({how}): set DISCORD_TOKEN to the bot's token \
             from the Discord Developer Portal and restart; not retrying"
        );
    }
}

/// What `/healthz` says about the token: `None` when nobody asked Discord
/// (`overseer web`), else whether it was taken (`"ok"`, or `"unknown"`
/// while Discord has not answered) or the reason it was not.
fn token_report() -> Option<Result<&'static str, String>> {
    let gateway = gateway();
    match &gateway.token {
        Some(Err(reason)) => Some(Err(reason.clone())),
        Some(Ok(())) => Some(Ok("ok")),
        None => gateway.serving.then_some(Ok("unknown")),
    }
}

/// What `/healthz` says about the gateway: `None` when this process runs no
/// shards, else `Ok` when every shard is connected, or the reason it is not.
fn gateway_report() -> Option<Result<(), String>> {
    let gateway = gateway();
    if !gateway.serving {
        return None;
    }
    let waiting: Vec<String> = gateway
        .shards
        .iter()
        .filter(|(_, (_, connected))| !connected)
        .map(|(id, (stage, _))| format!("shard {id} is {stage}"))
        .collect();
    if waiting.is_empty() {
        return Some(Ok(()));
    }
    let mut reason = format!("gateway: {}", waiting.join(", "));
    if let Some(cause) = &gateway.failure {
        reason.push_str("; Discord could not be reached: ");
        reason.push_str(cause);
    }
    Some(Err(reason))
}

/// What `/healthz` says about the database: `Ok` when a SQLite file is there
/// with its header and a page of campaigns reads, within [`PING_TIMEOUT`];
/// else the reason.
async fn database_report(web: &Web) -> Result<(), String> {
    if let crate::store::Store::Sqlite(sqlite) = web.session.store() {
        sqlite
            .file_readable()
            .map_err(|reason| format!("database: {reason}"))?;
    }
    let ping = async {
        let mut conn = web.session.store().read().await?;
        conn.db().ping().await
    };
    match tokio::time::timeout(PING_TIMEOUT, ping).await {
        Ok(Ok(())) => Ok(()),
        Ok(Err(e)) => Err(format!("database: {e}")),
        Err(_) => Err(format!(
            "database: no answer within {} s",
            PING_TIMEOUT.as_secs()
        )),
    }
}

/// Whether the database reads, as `/healthz` checks it.
pub(super) async fn database_ok(web: &Web) -> bool {
    database_report(web).await.is_ok()
}

/// `GET /healthz`: 200 `{"status":"ok"}` when the database answers (and,
/// under `serve`, every shard of this process is connected); else 503 with
/// `{"status":"unavailable","reason":...}`.
pub(super) async fn healthz(State(web): State<std::sync::Arc<Web>>) -> Response {
    let database = database_report(&web).await;
    super::metrics::database(database.is_ok());
    let gateway = gateway_report();
    let token = token_report();
    let body = |status: &str, reason: Option<String>| {
        let mut body = serde_json::json!({
            "status": status,
            "database": if database.is_ok() { "ok" } else { "unavailable" },
        });
        if let Some(gateway) = &gateway {
            let state = if gateway.is_ok() {
                "connected"
            } else {
                "unavailable"
            };
            body["gateway"] = state.into();
        }
        if let Some(token) = &token {
            body["token"] = token.as_ref().map_or("rejected", |state| state).into();
        }
        if let Some(reason) = reason {
            body["reason"] = reason.into();
        }
        (
            [
                (axum::http::header::CONTENT_TYPE, "application/json"),
                (axum::http::header::CACHE_CONTROL, "no-store"),
            ],
            body.to_string(),
        )
    };
    // The token first: while Discord refuses it, the gateway waits on it.
    let refused = token.clone().and_then(Result::err);
    match (&database, &refused, &gateway) {
        (Err(reason), _, _) | (Ok(()), Some(reason), _) | (Ok(()), None, Some(Err(reason))) => (
            StatusCode::SERVICE_UNAVAILABLE,
            body("unavailable", Some(reason.clone())),
        )
            .into_response(),
        _ => (StatusCode::OK, body("ok", None)).into_response(),
    }
}

/// Asks the web server listening on `bind` for `/healthz` (plain HTTP/1.0 on
/// a blocking socket, within a few seconds): its status code and body. A
/// server bound to every address is asked on this machine's loopback.
pub fn probe(bind: std::net::SocketAddr) -> std::io::Result<(u16, String)> {
    use std::io::{Read as _, Write as _};
    let mut addr = bind;
    if addr.ip().is_unspecified() {
        addr.set_ip(if addr.is_ipv4() {
            std::net::Ipv4Addr::LOCALHOST.into()
        } else {
            std::net::Ipv6Addr::LOCALHOST.into()
        });
    }
    let timeout = Duration::from_secs(5);
    let mut stream = std::net::TcpStream::connect_timeout(&addr, timeout)?;
    stream.set_read_timeout(Some(timeout))?;
    stream.set_write_timeout(Some(timeout))?;
    write!(stream, "GET /healthz HTTP/1.0\r\nHost: {addr}\r\n\r\n")?;
    let mut answer = String::new();
    stream.take(64 * 1024).read_to_string(&mut answer)?;
    let bad = || std::io::Error::new(std::io::ErrorKind::InvalidData, "not an HTTP answer");
    let (head, body) = answer.split_once("\r\n\r\n").ok_or_else(bad)?;
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|code| code.parse().ok())
        .ok_or_else(bad)?;
    Ok((status, body.trim().to_owned()))
}

/// The tracing layer that turns serenity's repeated "cannot start shard"
/// warnings into one ERROR line per outage naming the cause (see the module
/// documentation). Add it beside the log's own layer, with
/// [`GatewayFailures::filter`].
#[derive(Debug, Clone, Copy, Default)]
pub struct GatewayFailures;

impl GatewayFailures {
    /// The events the layer reads: serenity's warnings.
    #[must_use]
    pub fn filter() -> tracing_subscriber::filter::Targets {
        tracing_subscriber::filter::Targets::new().with_target("serenity", tracing::Level::WARN)
    }
}

/// The `message` field of an event.
#[derive(Default)]
struct Message(String);

impl tracing::field::Visit for Message {
    fn record_debug(&mut self, field: &tracing::field::Field, value: &dyn std::fmt::Debug) {
        if field.name() == "message" {
            self.0 = format!("{value:?}");
        }
    }

    fn record_str(&mut self, field: &tracing::field::Field, value: &str) {
        if field.name() == "message" {
            value.clone_into(&mut self.0);
        }
    }
}

/// The cause in one of serenity's warnings about reaching Discord, or
/// `None` for another warning: "[Shard Queuer] Err starting shard 0:
/// Tungstenite(Io(Os { code: 111, kind: ConnectionRefused, message:
/// \"Connection refused\" }))" gives "Connection refused (shard 0)".
#[must_use]
pub fn failure_cause(message: &str) -> Option<String> {
    let (shard, error) = if let Some(rest) = message.split("Err starting shard ").nth(1) {
        let (shard, error) = rest.split_once(": ").unwrap_or((rest, ""));
        (Some(shard.trim()), error)
    } else if let Some(error) = message
        .split("HTTP request to get gateway URL failed: ")
        .nth(1)
    {
        (None, error)
    } else {
        return None;
    };
    // The innermost `message: "..."` of an I/O error is its plain words;
    // otherwise the error as serenity printed it.
    let plain = error
        .rsplit_once("message: \"")
        .and_then(|(_, rest)| rest.split_once('"'))
        .map_or(error.trim(), |(words, _)| words);
    let plain = if plain.is_empty() {
        "unknown error"
    } else {
        plain
    };
    Some(match shard {
        Some(shard) => format!("{plain} (shard {shard})"),
        None => format!("{plain} (asking Discord for the gateway's address)"),
    })
}

/// How one of serenity's warnings says that Discord rejected the token (a
/// 401 answer, the gateway's 4004), or `None` when it does not.
#[must_use]
pub fn token_refusal(message: &str) -> Option<&'static str> {
    if message.contains("InvalidAuthentication") {
        Some("the gateway closed with 4004, authentication failed")
    } else if message.contains("status_code: 401") {
        Some("401 Unauthorized")
    } else {
        None
    }
}

impl<S: tracing::Subscriber> tracing_subscriber::Layer<S> for GatewayFailures {
    fn on_event(
        &self,
        event: &tracing::Event<'_>,
        _ctx: tracing_subscriber::layer::Context<'_, S>,
    ) {
        if *event.metadata().level() != tracing::Level::WARN {
            return;
        }
        let mut message = Message::default();
        event.record(&mut message);
        if let Some(how) = token_refusal(&message.0) {
            // Logged from a task, not from inside the subscriber's own call.
            if let Ok(runtime) = tokio::runtime::Handle::try_current() {
                runtime.spawn(async move { token_rejected(how) });
            }
            return;
        }
        let Some(cause) = failure_cause(&message.0) else {
            return;
        };
        if failed(cause.clone()) {
            // Logged from a task, not from inside the subscriber's own call.
            if let Ok(runtime) = tokio::runtime::Handle::try_current() {
                runtime.spawn(async move {
                    tracing::error!(
                        cause = %cause,
                        "cannot reach Discord: {cause}; retrying every 5 s without logging each \
                         attempt until it connects (/healthz reports it meanwhile)"
                    );
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serenity_warnings_about_reaching_discord_give_their_plain_cause() {
        assert_eq!(
            failure_cause(
                "[Shard Queuer] Err starting shard 0: Tungstenite(Io(Os { code: 111, kind: \
                 ConnectionRefused, message: \"Connection refused\" }))"
            )
            .as_deref(),
            Some("Connection refused (shard 0)")
        );
        assert_eq!(
            failure_cause("[Shard Queuer] Err starting shard 3: Gateway(InvalidAuthentication)")
                .as_deref(),
            Some("Gateway(InvalidAuthentication) (shard 3)")
        );
        assert_eq!(
            failure_cause("HTTP request to get gateway URL failed: error sending request")
                .as_deref(),
            Some("error sending request (asking Discord for the gateway's address)")
        );
        assert_eq!(failure_cause("some other warning"), None);
    }
}
