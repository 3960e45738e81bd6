-- A campaign started afresh (`init` on a channel that has one) is a new
-- campaign to its players (issue #50): the entries before its newest `init`
-- lose their public number, so the pages (which read numbered entries only)
-- show them no more, while the GM's log and exports keep them; its share
-- key and MCP tokens are deleted, so links and tokens handed out for the old
-- campaign stop working (`/campaign share` makes a new key). An insert that
-- brings its own number (a copy between databases) is left as it comes.
CREATE OR REPLACE FUNCTION event_log_number() RETURNS trigger AS $$
BEGIN
    IF NEW.seq IS NULL AND NEW.command = 'init' THEN
        UPDATE event_log SET seq = NULL
        WHERE campaign_id = NEW.campaign_id AND seq IS NOT NULL;
        DELETE FROM share_keys WHERE campaign_id = NEW.campaign_id;
        DELETE FROM mcp_tokens WHERE campaign_id = NEW.campaign_id;
    END IF;
    IF NEW.seq IS NULL AND NOT NEW.secret THEN
        NEW.seq := (SELECT COALESCE(MAX(seq), 0) + 1 FROM event_log
                    WHERE campaign_id = NEW.campaign_id);
    END IF;
    RETURN NEW;
END
$$ LANGUAGE plpgsql;

-- The campaigns re-initialised before this: the same, once.
UPDATE event_log SET seq = NULL
WHERE seq IS NOT NULL AND EXISTS (
    SELECT 1 FROM event_log AS later
    WHERE later.campaign_id = event_log.campaign_id AND later.command = 'init'
      AND later.id > event_log.id);

UPDATE event_log SET seq = numbered.n
FROM (SELECT id, ROW_NUMBER() OVER (PARTITION BY campaign_id ORDER BY id) AS n
      FROM event_log WHERE seq IS NOT NULL) AS numbered
WHERE event_log.id = numbered.id AND event_log.seq <> numbered.n;
