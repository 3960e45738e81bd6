-- The campaign's name as its web pages show it: the Discord channel's name
-- (or a local campaign's) when a share link is made, kept beside the share
-- key. NULL when none is known; the pages then name the game alone.
ALTER TABLE share_keys ADD COLUMN name TEXT;
