-- Log entries numbered per campaign (issue #50): `seq` is an entry's number
-- among its campaign's public entries (1, 2, 3 ...); a secret roll's or blind
-- check's entry has none, so the numbers players read skip nothing and say
-- nothing of other campaigns. Given by the triggers below on every insert
-- that does not bring its own (a copy does), and taken back, with the later
-- numbers moved down, when an entry is marked secret.
ALTER TABLE event_log ADD COLUMN seq BIGINT;

UPDATE event_log SET seq = numbered.n
FROM (SELECT id, ROW_NUMBER() OVER (PARTITION BY campaign_id ORDER BY id) AS n
      FROM event_log WHERE secret = 0) AS numbered
WHERE event_log.id = numbered.id;

CREATE INDEX event_log_by_campaign_seq ON event_log (campaign_id, seq);

CREATE TRIGGER event_log_number AFTER INSERT ON event_log
WHEN NEW.seq IS NULL AND NEW.secret = 0
BEGIN
    UPDATE event_log SET seq =
        (SELECT COALESCE(MAX(seq), 0) + 1 FROM event_log WHERE campaign_id = NEW.campaign_id)
    WHERE id = NEW.id;
END;

CREATE TRIGGER event_log_unnumber AFTER UPDATE OF secret ON event_log
WHEN NEW.secret <> 0 AND OLD.secret = 0 AND OLD.seq IS NOT NULL
BEGIN
    UPDATE event_log SET seq = NULL WHERE id = NEW.id;
    UPDATE event_log SET seq = seq - 1 WHERE campaign_id = NEW.campaign_id AND seq > OLD.seq;
END;
