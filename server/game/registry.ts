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
  /** When set (the server benchmark sets it), told how long each accepted command spent in
   *  the server, so the benchmark can say where its slowest commands lost their time. */
  commandTiming?: (timing: CommandTiming) => void;
}

/** One accepted command's way through its room, in `performance.now()` ms of this process. */
export interface CommandTiming {
  gameId: string;
  /** The game's version once the command's events are applied: what its patch carries. */
  version: number;
  /** The room began handling the message. */
  received: number;
  /** Its log entry was durable (decided, appended, committed). */
  committed: number;
  /** Its patch, log lines and acceptance were handed to the sockets. */
  sent: number;
}

let current: Registry | null = null;

export function setRegistry(r: Registry | null): void {
  current = r;
}

export function registry(): Registry {
  if (!current) throw new Error('the referee registry is not set up');
  return current;
}

/** Called when a game ends (its winner is decided), e.g. to attach its result to a match. */
export type GameFinishedListener = (session: GameSession) => void;
const finishedListeners = new Set<GameFinishedListener>();

/** Listens for finished games; returns the function that stops listening. */
export function onGameFinished(listener: GameFinishedListener): () => void {
  finishedListeners.add(listener);
  return () => finishedListeners.delete(listener);
}

/** Tells every listener that a game has just finished (the room calls it once per game). */
export function gameFinished(session: GameSession): void {
  for (const listener of finishedListeners) listener(session);
}
