-- The web pages' signing secret: made by the first process that needs it and
-- shared by every process on this database, so share links survive restarts.
-- One row.
CREATE TABLE web_secret (
    id      INTEGER PRIMARY KEY CHECK (id = 1),
    secret  TEXT    NOT NULL
);

-- Each campaign's share key, mixed into the signature of its links:
-- `/campaign share revoke` replaces it, which kills every older link of that
-- campaign and no other's.
CREATE TABLE share_keys (
    campaign_id BIGINT NOT NULL PRIMARY KEY REFERENCES campaigns (id) ON DELETE CASCADE,
    share_key   TEXT   NOT NULL
);
