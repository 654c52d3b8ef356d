-- The games to restore at start are read by status (issue 17, item 1: abandoned, finished and
-- void games must not make the start slower): an index on it, as PostgreSQL's first migration
-- has.
CREATE INDEX IF NOT EXISTS games_status ON games (status, created_at);
