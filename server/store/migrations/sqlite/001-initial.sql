-- The schema every SQLite database of the referee had before migrations were recorded: the
-- same statements (IF NOT EXISTS), so an existing file is left exactly as it is.
CREATE TABLE IF NOT EXISTS games (
  id TEXT PRIMARY KEY,
  created_at INTEGER NOT NULL,
  scenario_id TEXT NOT NULL,
  scenario_name TEXT NOT NULL,
  players INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'active',
  seed TEXT NOT NULL,
  seed_hash TEXT NOT NULL,
  winner TEXT,
  finished_at INTEGER
);
CREATE TABLE IF NOT EXISTS tokens (
  token_hash TEXT PRIMARY KEY,
  game_id TEXT NOT NULL REFERENCES games(id),
  kind TEXT NOT NULL CHECK (kind IN ('seat', 'spectator', 'referee')),
  seat_id TEXT
);
CREATE TABLE IF NOT EXISTS log (
  game_id TEXT NOT NULL REFERENCES games(id),
  seq INTEGER NOT NULL,
  at INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('start', 'command', 'talk')),
  actor TEXT NOT NULL,
  body TEXT NOT NULL,
  prev_hash TEXT NOT NULL,
  hash TEXT NOT NULL,
  PRIMARY KEY (game_id, seq)
);
CREATE TABLE IF NOT EXISTS tournaments (
  id TEXT PRIMARY KEY,
  created_at INTEGER NOT NULL,
  name TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS tournament_actions (
  tournament_id TEXT NOT NULL REFERENCES tournaments(id),
  seq INTEGER NOT NULL,
  at INTEGER NOT NULL,
  actor_role TEXT NOT NULL,
  actor_entrant TEXT,
  kind TEXT NOT NULL,
  reason TEXT,
  body TEXT NOT NULL,
  PRIMARY KEY (tournament_id, seq)
);
CREATE TABLE IF NOT EXISTS tournament_games (
  game_id TEXT PRIMARY KEY,
  tournament_id TEXT NOT NULL REFERENCES tournaments(id),
  match_id TEXT NOT NULL,
  game_index INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS seat_links (
  token_hash TEXT PRIMARY KEY,
  tournament_id TEXT NOT NULL,
  game_id TEXT NOT NULL,
  seat_id TEXT,
  minted_by TEXT NOT NULL,
  minted_at INTEGER NOT NULL,
  revoked_at INTEGER,
  revoked_why TEXT
);
CREATE INDEX IF NOT EXISTS seat_links_live ON seat_links (tournament_id, minted_by) WHERE revoked_at IS NULL;
