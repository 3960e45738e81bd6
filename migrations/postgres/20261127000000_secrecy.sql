-- Secret rolls and hidden enemy numbers (issue #29).
-- How the channel sees enemies' numbers: 'shown' (all of them), 'bands'
-- (HP as a band, no attack or defence numbers) or 'hidden' (not even the band).
ALTER TABLE campaigns ADD COLUMN enemies TEXT NOT NULL DEFAULT 'shown';
-- The GM channel or thread that gets a copy of every secret roll; NULL: none.
ALTER TABLE campaigns ADD COLUMN gm_channel BIGINT;
-- A secret roll or blind check: GMs read it in the log and exports, players
-- and the web pages never do.
ALTER TABLE event_log ADD COLUMN secret BOOLEAN NOT NULL DEFAULT FALSE;
