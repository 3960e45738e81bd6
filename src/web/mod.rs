//! The HTTP server: read-only campaign pages behind signed links
//! ([`share`], [`pages`]), `/healthz` ([`health`]) and `/metrics`
//! ([`metrics`], Prometheus text). One axum router, run on the bot's own
//! tokio runtime beside the gateway by `overseer serve`, or alone by
//! `overseer web` (pages and health, no Discord).
//!
//! It only reads: pages come from the campaign as stored (through a reader
//! session, off the bot's write path) and are drawn by the games' own
//! renderers through the `bot::game::Game` trait, so a page says what the
//! tracker says. It must never change a campaign, and never show anything
//! a public Discord message would not.

pub mod cache;
pub mod cli;
pub mod health;
pub mod html;
pub mod limit;
pub mod log;
pub mod metrics;
pub mod pages;
pub mod recap;
pub mod sessions;
pub mod share;
pub mod stats;
pub mod words;

use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;

use axum::routing::get;
use axum::Router;

use crate::config::{Config, WebConfig};
use crate::session::Session;

/// What every request can reach.
pub struct Web {
    /// A reader session over the campaigns' database.
    pub session: Session,
    /// Shared settings (the language of pages that have no campaign).
    pub config: Config,
    /// Where the server listens and how players reach it.
    pub web: WebConfig,
    /// The campaigns' public logs as the pages last read them.
    pub cache: cache::Cache,
    /// The per-link rate limit of the pages.
    pub limit: limit::Limit,
    /// How long a connection may take to send a request's head, and may
    /// stay idle between requests, before it is closed.
    pub header_timeout: std::time::Duration,
    /// How often the live board reloads itself, in seconds.
    pub live_refresh: u64,
}

/// How often the live board reloads itself by default, in seconds.
pub const LIVE_REFRESH: u64 = 15;

/// How long a connection may take to send a request's head or stay idle.
pub const HEADER_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(10);

impl Web {
    /// The server's state with an empty cache, the default rate limit and
    /// [`HEADER_TIMEOUT`].
    #[must_use]
    pub fn new(session: Session, config: Config, web: WebConfig) -> Web {
        Web {
            session,
            config,
            web,
            cache: cache::Cache::default(),
            limit: limit::Limit::default(),
            header_timeout: HEADER_TIMEOUT,
            live_refresh: LIVE_REFRESH,
        }
    }
}

/// The router: `/healthz`, `/metrics`, the pages of a share link under
/// `/s/TOKEN/`, and a plain 404 for everything else.
pub fn router(web: Arc<Web>) -> Router {
    Router::new()
        .route("/healthz", get(health::healthz))
        .route("/metrics", get(metrics_text))
        .route("/s/{token}/", get(pages::board))
        .route("/s/{token}/sheet/{index}", get(pages::sheet))
        .route("/s/{token}/log", get(log::log))
        .route("/s/{token}/recap/{session}", get(recap::page))
        .route("/s/{token}/stats", get(pages::stats))
        .route("/mcp", crate::mcp::http::route(&web))
        .fallback(pages::not_found)
        .layer(axum::middleware::from_fn(counted))
        .with_state(web)
}

/// Counts every request by its route (the router's pattern, never the
/// token of a link) and status, and times it.
async fn counted(
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    let route = request
        .extensions()
        .get::<axum::extract::MatchedPath>()
        .map_or_else(|| "unmatched".to_owned(), |path| route_label(path.as_str()));
    let start = std::time::Instant::now();
    let response = next.run(request).await;
    metrics::http_request(&route, response.status().as_u16(), start.elapsed());
    response
}

/// A route's pattern as a label, its parameters in capitals
/// (`/s/{token}/` is `/s/TOKEN/`): braces inside a label value trip up some
/// readers of the text format.
fn route_label(pattern: &str) -> String {
    let mut label = String::with_capacity(pattern.len());
    let mut inside = false;
    for c in pattern.chars() {
        match c {
            '{' => inside = true,
            '}' => inside = false,
            c if inside => label.push(c.to_ascii_uppercase()),
            c => label.push(c),
        }
    }
    label
}

/// `GET /metrics`: every metric in the Prometheus text format, the
/// database's health read at the scrape.
async fn metrics_text(
    axum::extract::State(web): axum::extract::State<Arc<Web>>,
) -> impl axum::response::IntoResponse {
    metrics::database(health::database_ok(&web).await);
    (
        [
            (
                axum::http::header::CONTENT_TYPE,
                "text/plain; version=0.0.4; charset=utf-8",
            ),
            (axum::http::header::CACHE_CONTROL, "no-store"),
        ],
        metrics::render(),
    )
}

/// Binds `addr`; the error names the address.
pub async fn bind(addr: SocketAddr) -> anyhow::Result<tokio::net::TcpListener> {
    tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|e| anyhow::anyhow!("cannot listen on HTTP_BIND={addr}: {e}"))
}

/// Serves `web` on `listener` until `shutdown` resolves. Installs the
/// metrics recorder and makes sure the signing secret exists first.
pub async fn serve(
    listener: tokio::net::TcpListener,
    web: Web,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    metrics::install();
    share::secret(&web.session).await?;
    let addr = listener.local_addr()?;
    tracing::info!(%addr, public_url = %web.web.public_url, "web server listening");
    let timeout = web.header_timeout;
    connections(listener, router(Arc::new(web)), timeout, shutdown).await;
    Ok(())
}

/// Accepts connections on `listener` and serves each over HTTP/1.1 with
/// `router`, closing one whose request head is not complete within
/// `timeout` (a half-sent request) and one idle that long between requests.
/// On `shutdown`, stops accepting and lets open requests finish.
async fn connections(
    listener: tokio::net::TcpListener,
    router: Router,
    timeout: std::time::Duration,
    shutdown: impl Future<Output = ()> + Send + 'static,
) {
    let (stop, stopping) = tokio::sync::watch::channel(false);
    let mut shutdown = std::pin::pin!(shutdown);
    loop {
        let stream = tokio::select! {
            () = &mut shutdown => break,
            accepted = listener.accept() => match accepted {
                Ok((stream, _)) => stream,
                Err(e) => {
                    // Out of file descriptors and the like: wait, then go on.
                    tracing::warn!(error = %e, "cannot accept a connection");
                    tokio::time::sleep(std::time::Duration::from_millis(100)).await;
                    continue;
                }
            },
        };
        let service = hyper_util::service::TowerToHyperService::new(router.clone());
        let mut stopping = stopping.clone();
        tokio::spawn(async move {
            let io = hyper_util::rt::TokioIo::new(stream);
            let mut builder = hyper::server::conn::http1::Builder::new();
            builder
                .timer(hyper_util::rt::TokioTimer::new())
                .header_read_timeout(timeout);
            let connection = builder.serve_connection(io, service);
            let mut connection = std::pin::pin!(connection);
            tokio::select! {
                served = connection.as_mut() => {
                    if let Err(e) = served {
                        tracing::debug!(error = %e, "a connection ended");
                    }
                    return;
                }
                _ = stopping.changed() => connection.as_mut().graceful_shutdown(),
            }
            let _ = connection.await;
        });
    }
    drop((listener, stopping));
    let _ = stop.send(true);
    stop.closed().await;
}
