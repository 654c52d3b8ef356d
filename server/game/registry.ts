// The running games of this process, by id, and where they are stored.
import type { Db } from '../store/database.js';
import type { LogWriter } from '../store/log-writer.js';
import type { GameSession } from './session.js';

export interface Registry {
  db: Db;
  writer: LogWriter;
  sessions: Map<string, GameSession>;
  now: () => number;
  /** Seeds for new games: random in production, deterministic in tests. */
  newSeed: () => string;
}

let current: Registry | null = null;

export function setRegistry(r: Registry | null): void {
  current = r;
}

export function registry(): Registry {
  if (!current) throw new Error('the referee registry is not set up');
  return current;
}
