-- Log entries numbered per campaign (issue #50): `seq` is an entry's number
-- among its campaign's public entries (1, 2, 3 ...); a secret roll's or blind
-- check's entry has none, so the numbers players read skip nothing and say
-- nothing of other campaigns. Given by the triggers below on every insert
-- that does not bring its own (a copy does), and taken back, with the later
-- numbers moved down, when an entry is marked secret. A campaign's commands
-- hold its row's lock, so two inserts never number one campaign at once.
ALTER TABLE event_log ADD COLUMN seq BIGINT;

UPDATE event_log SET seq = numbered.n
FROM (SELECT id, ROW_NUMBER() OVER (PARTITION BY campaign_id ORDER BY id) AS n
      FROM event_log WHERE NOT secret) AS numbered
WHERE event_log.id = numbered.id;

CREATE INDEX event_log_by_campaign_seq ON event_log (campaign_id, seq);

CREATE FUNCTION event_log_number() RETURNS trigger AS $$
BEGIN
    IF NEW.seq IS NULL AND NOT NEW.secret THEN
        NEW.seq := (SELECT COALESCE(MAX(seq), 0) + 1 FROM event_log
                    WHERE campaign_id = NEW.campaign_id);
    END IF;
    RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER event_log_number BEFORE INSERT ON event_log
FOR EACH ROW EXECUTE FUNCTION event_log_number();

CREATE FUNCTION event_log_unnumber() RETURNS trigger AS $$
BEGIN
    IF NEW.secret AND NOT OLD.secret AND OLD.seq IS NOT NULL THEN
        NEW.seq := NULL;
        UPDATE event_log SET seq = seq - 1
        WHERE campaign_id = NEW.campaign_id AND seq > OLD.seq;
    END IF;
    RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER event_log_unnumber BEFORE UPDATE OF secret ON event_log
FOR EACH ROW EXECUTE FUNCTION event_log_unnumber();
