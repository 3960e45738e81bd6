-- A GM's private notes on enemies and NPCs (`/campaign note`), one per name
-- (by the name identity, `subject_key`): read by GMs only, never shown in a
-- public message, a page or an export a player could read.
CREATE TABLE gm_notes (
    campaign_id BIGINT NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
    subject_key TEXT   NOT NULL,
    subject     TEXT   NOT NULL,
    note        TEXT   NOT NULL,
    PRIMARY KEY (campaign_id, subject_key)
);
