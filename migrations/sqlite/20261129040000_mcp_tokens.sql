-- The bearer tokens of the MCP server's HTTP transport (`/mcp`): a GM makes
-- one for a campaign (`/campaign mcp-token`, `overseer cli mcp-token`) and
-- whoever holds it acts in that campaign alone, as that GM. Only a token's
-- SHA-256 (lower-case hex) is kept: the token itself is shown once, when it
-- is made. One token a GM and campaign: a new one replaces the GM's old one;
-- revoking ends every token of the campaign.
CREATE TABLE mcp_tokens (
    campaign_id BIGINT NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
    actor       BIGINT NOT NULL,
    token_hash  TEXT   NOT NULL UNIQUE,
    created_at  BIGINT NOT NULL,
    PRIMARY KEY (campaign_id, actor)
);
