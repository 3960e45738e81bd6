//! The statements of the MCP server's bearer tokens (`crate::mcp::http`):
//! a token's hash kept for a campaign and the GM who made it, the campaign
//! and GM a hash belongs to, and the end of a campaign's tokens. Same SQL on
//! both backends; this module never sees a token, only its hash.

use super::{execute, on, Db};

/// What a token grants: its campaign (guild and channel) and the GM it acts as.
#[derive(Debug, Clone, Copy, PartialEq, Eq, sqlx::FromRow)]
pub struct TokenRow {
    /// The campaign's guild (0 for a local campaign).
    pub guild_id: i64,
    /// The campaign's channel (or a local campaign's number).
    pub channel_id: i64,
    /// The user the token acts as: the GM who made it.
    pub actor: i64,
}

impl Db<'_> {
    /// Keeps `hash` as `actor`'s token for the campaign with row id
    /// `campaign_id`, replacing the one `actor` had there.
    pub async fn put_mcp_token(
        &mut self,
        campaign_id: i64,
        actor: i64,
        hash: &str,
        now: i64,
    ) -> Result<(), sqlx::Error> {
        execute!(
            self,
            "INSERT INTO mcp_tokens (campaign_id, actor, token_hash, created_at) \
             VALUES ($1, $2, $3, $4) ON CONFLICT (campaign_id, actor) \
             DO UPDATE SET token_hash = excluded.token_hash, created_at = excluded.created_at",
            campaign_id,
            actor,
            hash,
            now
        )?;
        Ok(())
    }

    /// Ends every token of the campaign with row id `campaign_id`; how many.
    pub async fn revoke_mcp_tokens(&mut self, campaign_id: i64) -> Result<u64, sqlx::Error> {
        execute!(
            self,
            "DELETE FROM mcp_tokens WHERE campaign_id = $1",
            campaign_id
        )
    }

    /// The campaign and GM of the token whose hash is `hash`, if one is kept.
    pub async fn mcp_token(&mut self, hash: &str) -> Result<Option<TokenRow>, sqlx::Error> {
        on!(self, c => sqlx::query_as(
            "SELECT c.guild_id, c.channel_id, t.actor FROM mcp_tokens t \
             JOIN campaigns c ON c.id = t.campaign_id WHERE t.token_hash = $1",
        )
        .bind(hash)
        .fetch_optional(c)
        .await)
    }
}
