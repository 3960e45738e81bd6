-- Overseer's schema. Written in SQL that PostgreSQL accepts as well
-- ($n placeholders in queries, no INSERT OR REPLACE, no AUTOINCREMENT),
-- so a PostgreSQL store can reuse it. Discord ids are signed 64-bit integers.

-- One campaign per (guild, channel); the engine state is JSON text.
CREATE TABLE campaigns (
    id          INTEGER PRIMARY KEY,
    guild_id    BIGINT  NOT NULL,
    channel_id  BIGINT  NOT NULL,
    state       TEXT    NOT NULL,
    version     BIGINT  NOT NULL,
    ruleset     TEXT    NOT NULL DEFAULT 'wasteland-2d20',
    language    TEXT,
    creator     BIGINT  NOT NULL,
    created_at  BIGINT  NOT NULL,
    updated_at  BIGINT  NOT NULL,
    UNIQUE (guild_id, channel_id)
);

-- Co-GMs of a campaign (the creator is kept on the campaign row).
CREATE TABLE campaign_gms (
    campaign_id BIGINT NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
    user_id     BIGINT NOT NULL,
    PRIMARY KEY (campaign_id, user_id)
);

-- Previous states for undo, newest last; trimmed to a bounded number per campaign.
-- `command` names the command whose execution replaced this state.
CREATE TABLE history (
    id          INTEGER PRIMARY KEY,
    campaign_id BIGINT NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
    state       TEXT   NOT NULL,
    command     TEXT   NOT NULL,
    created_at  BIGINT NOT NULL
);
CREATE INDEX history_by_campaign ON history (campaign_id, id);

-- Append-only log of every successful state-changing command.
CREATE TABLE event_log (
    id          INTEGER PRIMARY KEY,
    campaign_id BIGINT NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
    actor       BIGINT NOT NULL,
    command     TEXT   NOT NULL,
    command_json TEXT  NOT NULL,
    events      TEXT   NOT NULL,
    at          BIGINT NOT NULL
);
CREATE INDEX event_log_by_campaign ON event_log (campaign_id, id);

-- Luck re-rolls offered by a check; resolved exactly once by a conditional UPDATE.
CREATE TABLE pending_rolls (
    id          INTEGER PRIMARY KEY,
    campaign_id BIGINT NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
    owner       TEXT   NOT NULL,
    leader      TEXT   NOT NULL,
    offer       TEXT   NOT NULL,
    state       TEXT   NOT NULL DEFAULT 'pending'
                CHECK (state IN ('pending', 'accepted', 'declined')),
    created_at  BIGINT NOT NULL
);
CREATE INDEX pending_rolls_by_campaign ON pending_rolls (campaign_id);
