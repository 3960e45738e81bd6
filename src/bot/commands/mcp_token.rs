//! `/campaign mcp-token`: the Discord side of the MCP server's HTTP tokens
//! ([`crate::mcp::http`]), as the command line's `mcp-token`. A GM gets a
//! bearer token that acts in this campaign as them, shown once and only to
//! them; `revoke: true` ends every token of the campaign.

use crate::bot::{defer, ephemeral, fail, here, layout, text, Context, Error};
use crate::i18n::Arg;

/// A token for the MCP server over HTTP, acting in this campaign as you.
#[poise::command(slash_command, rename = "mcp-token", ephemeral)]
pub async fn mcp_token(ctx: Context<'_>, revoke: Option<bool>) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    let session = &ctx.data().session;
    if revoke.unwrap_or(false) {
        let work = crate::mcp::http::revoke(session, here.key);
        return match defer::private_command(ctx, work).await? {
            Ok(count) => {
                let args = [("count", Arg::from(count))];
                ephemeral(ctx, text(here.lang, "cli-mcp-token-revoked", &args)).await
            }
            Err(e) => fail(ctx, here.lang, e).await,
        };
    }
    // Refused before a token is made where no client could reach the
    // address it is for, as `/campaign share link` refuses.
    let base = match crate::web::share::public_url() {
        Ok(base) => base,
        Err(why) => {
            let args = [
                ("why", Arg::from(layout::escape(why))),
                ("setting", Arg::from("PUBLIC\\_URL")),
                ("example", Arg::from("https://overseer.example.org")),
            ];
            return ephemeral(ctx, text(here.lang, "mcp-err-public-url", &args)).await;
        }
    };
    let work = crate::mcp::http::make(session, here.key, here.actor);
    match defer::private_command(ctx, work).await? {
        Ok(token) => {
            let url = format!("{base}/mcp");
            let args = [
                ("token", Arg::from(format!("`{token}`"))),
                ("url", Arg::from(url)),
            ];
            ephemeral(ctx, text(here.lang, "mcp-token-made", &args)).await
        }
        Err(e) => fail(ctx, here.lang, e).await,
    }
}
