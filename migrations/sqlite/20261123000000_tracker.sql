-- The channel's pinned tracker message (`/campaign tracker`), edited after
-- every change; NULL when the campaign has none.
ALTER TABLE campaigns ADD COLUMN tracker_message BIGINT;
