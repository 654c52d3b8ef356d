// The running games of this process, by id, and where they are stored.
import type { Redis } from 'ioredis';
import type { Presence } from '@colyseus/core';
import type { Generator } from '../../engine/rules/random.js';
import type { Store } from '../store/store.js';
import type { GameSession } from './session.js';
import type { TurnLogOptions } from './turn-log.js';

export interface Registry {
  /** Where everything is persisted (SQLite or PostgreSQL: store/store.ts). */
  store: Store;
  sessions: Map<string, GameSession>;
  now: () => number;
  /** Seeds for new games: random in production, deterministic in tests. */
  newSeed: () => string;
  /** The random generator of new games (engine/rules/random.ts): `hmac-sha256`; the browser
   *  tests replay tables whose seeds were found on sfc32 and ask for it. */
  generator?: Generator;
  /** Set when this process is one of several (cluster.ts): the shared presence tells which
   *  processes are alive, so a dead one's games are taken over at once; through the driver's
   *  Redis, a dead one's room listings are removed. */
  cluster?: { presence: Presence; redis: Redis };
  /** A game the abandonment sweep must leave alone (a tournament's game: game/abandon.ts). */
  keepsGame?: (gameId: string) => Promise<boolean>;
  /** Where finished games' exports are cached (game/export-cache.ts); null: not cached. */
  exportDir?: string | null;
  /** How much of each game's turn log its session keeps in memory (game/turn-log.ts; tests
   *  make it small, to read long games' older lines from the store). */
  turnLog?: TurnLogOptions;
}

/** One accepted command's way through its room, in `performance.now()` ms of this process
 *  (the server benchmark listens, to say where its slowest commands lost their time). */
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

/** Listeners to one kind of news from the rooms. The news comes after the change it tells of
 *  is durable and sent, so a listener that throws is logged and skipped: it must not turn an
 *  applied command into a refusal, nor keep the other listeners from hearing. */
function newsOf<T>(what: string) {
  const listeners = new Set<(news: T) => void>();
  return {
    /** Listens; returns the function that stops listening. */
    on(listener: (news: T) => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    tell(news: T): void {
      for (const listener of listeners) {
        try {
          listener(news);
        } catch (err) {
          console.error(`${what} listener failed: ${(err as Error).message}`);
        }
      }
    },
  };
}

/** Called when a game ends (its winner is decided), e.g. to attach its result to a match. */
export type GameFinishedListener = (session: GameSession) => void;
const finished = newsOf<GameSession>('game finished');
/** Listens for finished games; returns the function that stops listening. */
export const onGameFinished: (listener: GameFinishedListener) => () => void = finished.on;
/** Tells every listener that a game has just finished (the room calls it once per game). */
export const gameFinished: (session: GameSession) => void = finished.tell;

const timed = newsOf<CommandTiming>('command timing');
/** Listens for each accepted command's timing; returns the function that stops listening. */
export const onCommandTimed: (listener: (timing: CommandTiming) => void) => () => void = timed.on;
/** Tells every listener how an accepted command went through its room. */
export const commandTimed: (timing: CommandTiming) => void = timed.tell;

const rejected = newsOf<string>('command rejected');
/** Listens for each message a room refused, by its rejection code (/metrics counts them). */
export const onCommandRejected: (listener: (code: string) => void) => () => void = rejected.on;
/** Tells every listener that a room refused a message with this code. */
export const commandRejected: (code: string) => void = rejected.tell;

/** A change the store could not record: where it was asked (a game's room, or the HTTP API:
 *  tournaments, game creation) and why, by the store's code (/metrics counts them). */
export interface StoreFailure {
  area: 'room' | 'api';
  code: string;
}
const storeFailures = newsOf<StoreFailure>('store failure');
/** Listens for each change the store could not record; returns the function that stops it. */
export const onStoreFailure: (listener: (failure: StoreFailure) => void) => () => void = storeFailures.on;
/** Tells every listener that a change could not be recorded (store/sql.ts, storeCodeOf, gives
 *  its code). */
export const storeFailed: (failure: StoreFailure) => void = storeFailures.tell;
