// The embedded SQLite database (better-sqlite3): WAL, synchronous=FULL, so an append that
// returned is on disk. One file, no other service.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export type Db = Database.Database;

const SCHEMA = `
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
-- The start reads only active games (store/games-table.ts): an index, so that start-up does
-- not grow with the number of abandoned, finished or void games.
CREATE INDEX IF NOT EXISTS games_by_status ON games (status);
`;

export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // Checkpoints run in a worker of their own (checkpointer.ts), never inside a commit.
  db.pragma('wal_autocheckpoint = 0');
  db.exec(SCHEMA);
  return db;
}

const statements = new WeakMap<Db, Map<string, Database.Statement>>();

/** The database's prepared statement for this SQL, prepared once: a statement asked on every
 *  join (a token's lookup) costs a fifth of the join when prepared each time. */
export function statement(db: Db, sql: string): Database.Statement {
  let byText = statements.get(db);
  if (!byText) statements.set(db, (byText = new Map()));
  let st = byText.get(sql);
  if (!st) byText.set(sql, (st = db.prepare(sql)));
  return st;
}
