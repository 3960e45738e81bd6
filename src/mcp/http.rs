//! The server over Streamable HTTP (rmcp's transport), at `/mcp` on the web
//! server's address, under `overseer web` and `overseer serve`. Every request
//! carries `Authorization: Bearer <token>`; a token is made by a GM of one
//! campaign ([`make`]: `/campaign mcp-token`, `overseer cli mcp-token`) and
//! acts in that campaign alone, as that GM ([`Grant`]). Only the token's
//! SHA-256 is stored ([`hash`]); [`revoke`] ends every token of a campaign.
//! A request with no token, a wrong one or a revoked one is answered 401 with
//! a JSON-RPC error, and nothing runs. The calls run on one worker thread
//! ([`super::worker`]) with its own session on the campaigns' database.

use std::sync::Arc;

use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::MethodRouter;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use rand::Rng as _;
use rmcp::transport::streamable_http_server::session::never::NeverSessionManager;
use rmcp::transport::streamable_http_server::{StreamableHttpServerConfig, StreamableHttpService};
use serde_json::json;
use sha2::{Digest as _, Sha256};

use super::server::Server;
use crate::cli::Globals;
use crate::i18n::{tr, Lang};
use crate::session::{CampaignKey, Session, SessionError};
use crate::web::Web;

/// How every token starts, so one is known for what it is when it leaks.
pub const TOKEN_PREFIX: &str = "ovmcp_";

/// The JSON-RPC error code of a request refused for its token.
pub const UNAUTHORIZED: i64 = -32001;

/// What a valid token grants: its campaign, and the GM it acts as.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Grant {
    /// The only campaign the token reaches.
    pub key: CampaignKey,
    /// The GM who made it: every call runs as this user.
    pub actor: i64,
}

impl Grant {
    /// The campaign as a tool's `campaign` argument or a resource's address
    /// names it: `GUILD:CHANNEL`, which the command line reads back to the
    /// same campaign (a local one's guild is 0).
    #[must_use]
    pub fn campaign(&self) -> String {
        format!("{}:{}", self.key.guild_id, self.key.channel_id)
    }
}

/// A new token: the prefix and 32 random bytes from the operating system's
/// generator, URL-safe base64.
#[must_use]
pub fn fresh_token() -> String {
    let bytes: [u8; 32] = rand::rng().random();
    format!("{TOKEN_PREFIX}{}", URL_SAFE_NO_PAD.encode(bytes))
}

/// A token as it is stored: its SHA-256, lower-case hex.
#[must_use]
pub fn hash(token: &str) -> String {
    let digest = Sha256::digest(token.as_bytes());
    digest.iter().fold(String::with_capacity(64), |mut out, b| {
        use std::fmt::Write as _;
        let _ = write!(out, "{b:02x}");
        out
    })
}

/// Makes a token for `key`'s campaign acting as `actor` (who must be its GM:
/// the caller checks), replacing the one `actor` had; the token, to be shown
/// once.
pub async fn make(session: &Session, key: CampaignKey, actor: i64) -> Result<String, SessionError> {
    let token = fresh_token();
    let mut tx = session.store().begin_write().await?;
    let kept = async {
        let campaign = key.id_in(tx.db()).await?;
        tx.db()
            .put_mcp_token(campaign, actor, &hash(&token), crate::store::now())
            .await?;
        Ok::<_, SessionError>(())
    }
    .await;
    tx.finish(kept).await?;
    Ok(token)
}

/// Ends every token of `key`'s campaign; how many there were.
pub async fn revoke(session: &Session, key: CampaignKey) -> Result<u64, SessionError> {
    let mut tx = session.store().begin_write().await?;
    let done = async {
        let campaign = key.id_in(tx.db()).await?;
        Ok::<_, SessionError>(tx.db().revoke_mcp_tokens(campaign).await?)
    }
    .await;
    tx.finish(done).await
}

/// What `token` grants, or `None` for a token that is malformed, wrong or
/// revoked, or whose campaign is gone.
pub async fn grant(session: &Session, token: &str) -> Result<Option<Grant>, sqlx::Error> {
    if !token.starts_with(TOKEN_PREFIX) {
        return Ok(None);
    }
    let mut conn = session.store().read().await?;
    Ok(conn.db().mcp_token(&hash(token)).await?.map(|row| Grant {
        key: CampaignKey {
            guild_id: row.guild_id,
            channel_id: row.channel_id,
        },
        actor: row.actor,
    }))
}

/// The token of a request's `Authorization: Bearer <token>` header.
#[must_use]
pub fn bearer(headers: &HeaderMap) -> Option<&str> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.trim().split_once(' ')?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then(|| token.trim())
        .filter(|t| !t.is_empty())
}

/// A JSON-RPC error answered with `status` (nothing was run).
fn refused(status: StatusCode, code: i64, message: &str) -> Response {
    let body = json!({
        "jsonrpc": "2.0",
        "id": null,
        "error": { "code": code, "message": message },
    });
    let content_type = [(header::CONTENT_TYPE, "application/json")];
    let mut response = (status, content_type, body.to_string()).into_response();
    if status == StatusCode::UNAUTHORIZED {
        response.headers_mut().insert(
            header::WWW_AUTHENTICATE,
            header::HeaderValue::from_static("Bearer"),
        );
    }
    response
}

/// The `/mcp` route of the web server: every method, behind the token.
pub fn route(web: &Arc<Web>) -> MethodRouter<Arc<Web>> {
    let lang = web.config.default_locale;
    let globals = Globals {
        database_url: web.config.database_url.clone(),
        key: CampaignKey::local(""),
        seed: None,
        lang,
        lang_given: false,
        actor: 0,
    };
    let tools = super::all_tools();
    // The worker ends when the route (the last sender) is dropped.
    let jobs = match super::worker::start(globals) {
        Ok((jobs, _thread)) => Some(jobs),
        Err(e) => {
            tracing::error!("mcp: could not start the worker: {e}");
            None
        }
    };
    // The token guards the route, so the Host check against DNS rebinding
    // (which only loopback names would pass) is left off: a page a browser
    // was tricked into has no token.
    let config = StreamableHttpServerConfig::default()
        .with_legacy_session_mode(false)
        .with_json_response(true)
        .disable_allowed_hosts();
    let service = jobs.map(|jobs| {
        StreamableHttpService::new(
            move || {
                Ok(Server::new(
                    tools.clone(),
                    lang,
                    String::new(),
                    jobs.clone(),
                ))
            },
            Arc::new(NeverSessionManager::default()),
            config,
        )
    });
    axum::routing::any(move |State(web): State<Arc<Web>>, request: Request| {
        let service = service.clone();
        async move { answer(&web, service, request).await }
    })
}

/// Answers one request: the token checked first, then the protocol.
async fn answer(
    web: &Web,
    service: Option<StreamableHttpService<Server, NeverSessionManager>>,
    mut request: Request,
) -> Response {
    let lang: Lang = web.config.default_locale;
    let found = match bearer(request.headers()) {
        Some(token) => grant(&web.session, token).await,
        None => Ok(None),
    };
    let grant = match found {
        Ok(Some(grant)) => grant,
        Ok(None) => {
            return refused(
                StatusCode::UNAUTHORIZED,
                UNAUTHORIZED,
                &tr(lang, "mcp-err-unauthorized", &[]),
            )
        }
        Err(e) => {
            tracing::error!("mcp: could not read the tokens: {e}");
            return refused(
                StatusCode::INTERNAL_SERVER_ERROR,
                -32603,
                &tr(lang, "cli-err-internal", &[]),
            );
        }
    };
    let Some(service) = service else {
        return refused(
            StatusCode::SERVICE_UNAVAILABLE,
            -32603,
            &tr(lang, "cli-err-internal", &[]),
        );
    };
    request.extensions_mut().insert(grant);
    service.handle(request).await.into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_is_stored_as_its_sha256_and_two_tokens_differ() {
        // SHA-256("abc"), FIPS 180-2's example.
        assert_eq!(
            hash("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        let (a, b) = (fresh_token(), fresh_token());
        assert!(a.starts_with(TOKEN_PREFIX));
        assert_eq!(a.len(), TOKEN_PREFIX.len() + 43);
        assert_ne!(a, b);
        assert_ne!(hash(&a), hash(&b));
        assert_eq!(hash(&a).len(), 64);
        assert!(!hash(&a).contains(&a[TOKEN_PREFIX.len()..]));
    }

    #[test]
    fn only_a_bearer_header_with_a_token_is_read() {
        let with = |value: &str| {
            let mut headers = HeaderMap::new();
            headers.insert(header::AUTHORIZATION, value.parse().expect("header"));
            bearer(&headers).map(str::to_owned)
        };
        assert_eq!(with("Bearer ovmcp_x").as_deref(), Some("ovmcp_x"));
        assert_eq!(with("bearer  ovmcp_y ").as_deref(), Some("ovmcp_y"));
        assert_eq!(with("Basic dXNlcjpwYXNz"), None);
        assert_eq!(with("Bearer "), None);
        assert_eq!(bearer(&HeaderMap::new()), None);
    }
}
