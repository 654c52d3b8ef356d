-- The referee's schema on PostgreSQL: the same tables and columns as on SQLite, with times
-- (ms since 1970) as BIGINT. `tournaments.rowid` stands in for SQLite's implicit rowid, so
-- "in creation order" is the same query on both.
CREATE TABLE games (
  id TEXT PRIMARY KEY,
  created_at BIGINT NOT NULL,
  scenario_id TEXT NOT NULL,
  scenario_name TEXT NOT NULL,
  players INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'active',
  seed TEXT NOT NULL,
  seed_hash TEXT NOT NULL,
  winner TEXT,
  finished_at BIGINT
);
CREATE INDEX games_status ON games (status, created_at);
CREATE TABLE tokens (
  token_hash TEXT PRIMARY KEY,
  game_id TEXT NOT NULL REFERENCES games(id),
  kind TEXT NOT NULL CHECK (kind IN ('seat', 'spectator', 'referee')),
  seat_id TEXT
);
CREATE TABLE log (
  game_id TEXT NOT NULL REFERENCES games(id),
  seq INTEGER NOT NULL,
  at BIGINT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('start', 'command', 'talk')),
  actor TEXT NOT NULL,
  body TEXT NOT NULL,
  prev_hash TEXT NOT NULL,
  hash TEXT NOT NULL,
  PRIMARY KEY (game_id, seq)
);
CREATE TABLE tournaments (
  id TEXT PRIMARY KEY,
  created_at BIGINT NOT NULL,
  name TEXT NOT NULL,
  rowid BIGSERIAL NOT NULL
);
CREATE TABLE tournament_actions (
  tournament_id TEXT NOT NULL REFERENCES tournaments(id),
  seq INTEGER NOT NULL,
  at BIGINT NOT NULL,
  actor_role TEXT NOT NULL,
  actor_entrant TEXT,
  kind TEXT NOT NULL,
  reason TEXT,
  body TEXT NOT NULL,
  PRIMARY KEY (tournament_id, seq)
);
CREATE TABLE tournament_games (
  game_id TEXT PRIMARY KEY,
  tournament_id TEXT NOT NULL REFERENCES tournaments(id),
  match_id TEXT NOT NULL,
  game_index INTEGER NOT NULL
);
CREATE TABLE seat_links (
  token_hash TEXT PRIMARY KEY,
  tournament_id TEXT NOT NULL,
  game_id TEXT NOT NULL,
  seat_id TEXT,
  minted_by TEXT NOT NULL,
  minted_at BIGINT NOT NULL,
  revoked_at BIGINT,
  revoked_why TEXT
);
CREATE INDEX seat_links_live ON seat_links (tournament_id, minted_by) WHERE revoked_at IS NULL;
