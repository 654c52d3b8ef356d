-- The owner lease of each game (issue 18, fencing): the one referee process that may append
-- to its log, until `expires_at` (ms since 1970) unless it renews. Together with the log's
-- primary key (game_id, seq) it keeps every chain single: a process that lost the lease has
-- its appends refused (store/lease_lost) instead of forking the chain.
CREATE TABLE game_leases (
  game_id TEXT PRIMARY KEY REFERENCES games(id),
  owner TEXT NOT NULL,
  expires_at BIGINT NOT NULL
);
