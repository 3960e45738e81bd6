//! `mcp-token [--revoke]`: a bearer token for the MCP server's HTTP
//! transport (`/mcp` on the web server), as `/campaign mcp-token` makes on
//! Discord. The token acts in this campaign alone, as the command line's
//! actor, who must be one of its GMs; it is printed once and stored hashed
//! ([`crate::mcp::http`]). `--revoke` ends every token of the campaign.

use serde_json::json;

use super::reply::{plain_success, Reply};
use super::{session_failure, Globals};
use crate::engine::name;
use crate::i18n::{tr, Arg, Lang};
use crate::session::Session;

/// Runs `mcp-token` with the words after it.
pub(super) async fn run(session: &Session, g: &Globals, lang: Lang, args: &[String]) -> Reply {
    let revoke = match args {
        [] => false,
        [word] if word == "--revoke" => true,
        _ => {
            return Reply::refused(
                Some("mcp-token"),
                "usage",
                tr(
                    lang,
                    "cli-err-mcp_token_words",
                    &[("words", Arg::from(name::echo(&args.join(" "))))],
                ),
                super::usage_of(lang, "mcp-token"),
            )
        }
    };
    let settings = match session.settings(g.key).await {
        Ok(settings) => settings,
        Err(e) => return session_failure(lang, "mcp-token", &e),
    };
    if settings.creator != g.actor && !settings.gms.contains(&g.actor) {
        return Reply::refused(
            Some("mcp-token"),
            "not_gm",
            tr(
                lang,
                "cli-err-mcp_token_not_gm",
                &[("actor", Arg::from(g.actor.to_string()))],
            ),
            tr(lang, "cli-hint-mcp_token_actor", &[]),
        );
    }
    if revoke {
        return match crate::mcp::http::revoke(session, g.key).await {
            Ok(count) => Reply::ok(plain_success(
                "mcp-token",
                tr(
                    lang,
                    "cli-mcp-token-revoked",
                    &[("count", Arg::from(count))],
                ),
                json!({ "revoked": count }),
            )),
            Err(e) => session_failure(lang, "mcp-token", &e),
        };
    }
    // The address the token is for: refused before a token is made where
    // PUBLIC_URL is no address a client can reach, as `share` refuses.
    let base = match crate::web::share::public_url() {
        Ok(base) => base,
        Err(why) => {
            return Reply::refused(
                Some("mcp-token"),
                "public_url",
                crate::web::cli::public_url_refused(lang, "mcp-err-public-url", why),
                super::usage_of(lang, "mcp-token"),
            )
        }
    };
    match crate::mcp::http::make(session, g.key, g.actor).await {
        Ok(token) => {
            let url = format!("{base}/mcp");
            let campaign = format!("{}:{}", g.key.guild_id, g.key.channel_id);
            Reply::ok(plain_success(
                "mcp-token",
                tr(lang, "cli-mcp-token", &[("url", Arg::from(url.as_str()))]),
                json!({ "token": token, "url": url, "campaign": campaign, "actor": g.actor }),
            ))
        }
        Err(e) => session_failure(lang, "mcp-token", &e),
    }
}
