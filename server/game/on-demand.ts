// Games brought back on demand. At start the referee restores only active games (app.ts);
// a finished game stays in the database, and its result, revealed seed and log must stay open
// to its players and referees (match reports, disputes). So a join to a game that has no room
// brings the game back from its log (GameSession.restore) and opens its room, then joins it;
// a finished game's room is transient (rooms/epic-room.ts: it goes, with its session, when
// its last client has left, whether the game was won in it or brought back). An abandoned game
// (nobody joined it for REFEREE_ABANDON_AFTER: abandon.ts) comes back the same way and is active
// again, its room kept like any unfinished game's. An export reads
// a game that is not in memory from its log without keeping it (readGame).
//
// A join to a game the database does not know is refused for good with `game/unknown` (the
// matchmaker would answer `room "…" not found`, which a client cannot tell from a server on
// its way up). A game is brought back only for a token of its own, so a stranger's guesses
// cannot make the referee replay logs.
import { matchMaker, ServerError } from '@colyseus/core';
import { addMatchmakingStep, type MatchmakingCall } from '../matchmaking-steps.js';
import { pollUntil } from '../poll.js';
import { authenticateJoin, isJoinRefusal } from '../rooms/join-auth.js';
import { logUnreadable } from './log-access.js';
import type { Registry } from './registry.js';
import { GameSession } from './session.js';
import { isStoreError } from '../store/sql.js';
import { LeaseHeld } from '../store/lease.js';
import { createGameRoom, liveRoomElsewhere, ownerAlive, whileRoomAnswers, type ClusterOptions, type Routed } from '../cluster.js';

import type { GameStatus } from '../store/store.js';

export type { GameStatus };

/** The game's status in the games table, or undefined when there is no such game. */
export function gameStatus(reg: Registry, gameId: string): Promise<GameStatus | undefined> {
  return reg.store.gameStatus(gameId);
}

export const UNKNOWN_GAME = 'game/unknown';

export function unknownGameMessage(gameId: string): string {
  return `There is no game "${gameId.slice(0, 40)}" on this referee: check the link (it may be mistyped or cut short).`;
}

/** The game's session: the one in memory, or one read from its log and not kept (for a read
 *  such as an export: nothing else will need it). */
export async function readGame(reg: Registry, gameId: string): Promise<GameSession> {
  return reg.sessions.get(gameId) ?? (await GameSession.restore(reg.store, gameId, { turnLog: reg.turnLog }));
}

/** The rooms being opened, by game id (game ids are random, so one map serves every
 *  registry of the process). */
const opening = new Map<string, Promise<void>>();

/** Takes the game's lease for this process: free, expired or its own; in a cluster also from
 *  a process that is dead (cluster.ts), without waiting for its lease to expire. */
async function takeLease(reg: Registry, gameId: string): Promise<void> {
  try {
    await reg.store.leases.take(gameId);
  } catch (err) {
    if (!isStoreError(err, 'store/lease_held') || !reg.cluster) throw err;
    // Who holds it was read with the refusal.
    const owner = err instanceof LeaseHeld ? err.owner : await reg.store.leases.ownerOf(gameId);
    if (owner === null) return reg.store.leases.take(gameId);
    if (await ownerAlive(reg.cluster.presence, owner)) throw err;
    console.log(`game ${gameId}: its owner ${owner} is gone; taking it over from the log`);
    await reg.store.leases.takeOver(gameId, owner);
    gamesTakenOver++;
  }
}

/** Games this process took over from a process judged dead, on a join or its look-out
 *  (takeover.ts), without waiting for the lease to run out (GET /metrics). */
let gamesTakenOver = 0;

export function gamesTakenOverSoFar(): number {
  return gamesTakenOver;
}

/** How long a join waits for a game's room to open in the living process that holds its
 *  lease (that process is bringing it back: its take-over sweep, or a join that reached it
 *  first) before it is refused with `store/lease_held`. */
export const OWNER_ROOM_WAIT_MS = 3000;

/** The joins waiting for a game's room to open elsewhere, by game id: one look at a time. */
const waitingForOwner = new Map<string, Promise<boolean>>();

/** Waits until the game's room is open in a living process (true), or OWNER_ROOM_WAIT_MS
 *  passed (false). Looks at the shared room list at once, again 10 ms later, then less and less
 *  often (every 100 ms at most): a few Redis reads per game, whatever the number of joins. */
function ownerRoomOpened(cluster: Pick<ClusterOptions, 'redis'>, gameId: string): Promise<boolean> {
  let waiting = waitingForOwner.get(gameId);
  if (!waiting) {
    waiting = pollUntil(() => liveRoomElsewhere(cluster, gameId), { firstMs: 10, maxMs: 100, withinMs: OWNER_ROOM_WAIT_MS }).finally(() => waitingForOwner.delete(gameId));
    waitingForOwner.set(gameId, waiting);
  }
  return waiting;
}

/** How many joins wait for another process to open their game's room (GET /metrics). */
let joinsWaiting = 0;

export function joinsWaitingForOwner(): number {
  return joinsWaiting;
}

/** A join waits for the game's room to open in the process that holds its lease. */
async function waitForOwner(cluster: Pick<ClusterOptions, 'redis'>, gameId: string): Promise<boolean> {
  joinsWaiting++;
  try {
    return await ownerRoomOpened(cluster, gameId);
  } finally {
    joinsWaiting--;
  }
}

/** How many times a join starts over after the room it was routed to, in another process,
 *  stopped answering (each time a process died under it: one is the take-over's case). */
const ROUTED_JOIN_REROUTES = 2;

/** Joins whose room, in another process, stopped answering while their seat was being reserved
 *  there (its process killed just then), and which started over: the game brought back (GET /metrics). */
let joinsRerouted = 0;

export function joinsReroutedSoFar(): number {
  return joinsRerouted;
}

/** Is a join bringing this game back right now? (The abandonment sweep leaves it alone.) */
export function isOpening(gameId: string): boolean {
  return opening.has(gameId);
}

/** Opens the game's room if it has none: its session from memory or from its log, then the
 *  room (one opening at a time per game: eight seats joining at once share it). A game another
 *  process holds is refused here with `store/lease_held`. */
export function openRoom(reg: Registry, gameId: string): Promise<void> {
  if (matchMaker.getLocalRoomById(gameId)) return Promise.resolve();
  let open = opening.get(gameId);
  if (!open) {
    open = (async () => {
      let restoredStatus: GameStatus | undefined;
      if (!reg.sessions.has(gameId)) {
        await takeLease(reg, gameId); // refused while another living process owns it
        let session: GameSession;
        try {
          session = await GameSession.restore(reg.store, gameId, { turnLog: reg.turnLog });
        } catch (err) {
          await reg.store.leases.release(gameId).catch(() => undefined); // not opened here after all
          throw err;
        }
        if (!reg.sessions.has(gameId)) reg.sessions.set(gameId, session);
        restoredStatus = session.statusAtRestore;
      }
      // Its idle time starts again now, even if the join that brings it back then fails.
      reg.sessions.get(gameId)!.lastSeen = reg.now();
      await createGameRoom(gameId);
      // An abandoned game opened by one of its links is played again (game/abandon.ts). A game
      // just read from the store says its status: an active one costs no write (a dead
      // process's hundred games taken over at once).
      if (restoredStatus === undefined || restoredStatus === 'abandoned') await reg.store.reactivateAbandoned(gameId);
    })().finally(() => opening.delete(gameId));
    opening.set(gameId, open);
  }
  return open;
}

/**
 * A transient room has gone: its session leaves memory too, unless a join is bringing the
 * game back right now or already has (the matchmaker forgets a disposing room before the
 * room's onDispose runs, so a join may open a new room on the same session in between).
 */
export function releaseSession(reg: Registry, session: GameSession, room: unknown): void {
  if (opening.has(session.id)) return;
  const current = matchMaker.getLocalRoomById(session.id);
  if (current && current !== room) return;
  if (reg.sessions.get(session.id) === session) {
    reg.sessions.delete(session.id);
    // Another process may own it now (store/lease.ts).
    reg.store.leases.release(session.id).catch((err: Error) => console.error(`game ${session.id}: letting go of its lease failed (${err.message}); it expires by itself`));
  }
}

/**
 * Before the matchmaker looks a join's room up: a game with no room is brought back (its own
 * tokens only), an unknown game is refused with `game/unknown`. Joins to open rooms, and to
 * void games (refused by tournament/game-rooms.ts with `join/game_void`), pass on unchanged.
 * Returns the function that takes this away again (when the referee stops).
 */
export function openGamesOnDemand(reg: Registry): () => void {
  /** Brings the game back here, or finds it coming back in another living process (the join
   *  then goes there); its failures told as the join's refusal. */
  const bringBack = async (roomId: string) => {
    // Another join here already found it coming back elsewhere: this one waits with it.
    if (reg.cluster && waitingForOwner.has(roomId) && (await waitForOwner(reg.cluster, roomId))) return;
    try {
      await openRoom(reg, roomId);
    } catch (err) {
      if (isStoreError(err, 'store/lease_held')) {
        // In a cluster the owner is alive (a dead one's lease is taken over) and is opening the
        // game's room right now: the join waits for it and is routed there, instead of being
        // refused and tried again by the client (a dead process's seats all joining again at
        // once met this for a third of their joins: docs/benchmarks.md, "Cluster").
        if (reg.cluster && (await waitForOwner(reg.cluster, roomId))) return;
        throw new ServerError(409, `${err.code}: ${err.message}`);
      }
      console.error(`game ${roomId}: bringing it back from its log failed: ${(err as Error).stack ?? err}`);
      const unreadable = logUnreadable(err);
      throw new ServerError(500, `${unreadable.code}: ${unreadable.message}`);
    }
  };
  /** Refuses a join whose token opens nothing in the game, before any seat is reserved. */
  const refuseUnlessToken = async (roomId: string, clientOptions: unknown): Promise<void> => {
    const auth = await authenticateJoin(reg.store, roomId, clientOptions);
    if (isJoinRefusal(auth)) throw new ServerError(auth.httpStatus, `${auth.code}: ${auth.message}`);
  };
  /** A join by id; `reroutes`: how many times more it may start over after a room in another
   *  process stopped answering while its seat was being reserved there. */
  const joinGame = async (call: MatchmakingCall, reroutes: number): Promise<unknown> => {
    const { method, roomId, clientOptions, next } = call;
    if (method !== 'joinById') return next();
    const local = matchMaker.getLocalRoomById(roomId);
    if (local) {
      // The token is checked before a seat is reserved, not only on the socket after it: a
      // reservation held the room's memory and time for a stranger with a game id alone. (The
      // game's own referee checks it: tests run two referees in one process.)
      if (reg.sessions.has(roomId)) await refuseUnlessToken(roomId, clientOptions);
      if (!reg.cluster) return next();
      try {
        return await next();
      } catch (err) {
        // Open here but not in the shared room list (a listing removed by a cleanup that raced
        // with this process taking the game over: cluster.ts): listed again, and joined.
        if (!/not found/.test((err as Error).message) || matchMaker.getLocalRoomById(roomId) !== local) throw err;
        console.error(`game ${roomId}: its room here was missing from the room list; listed again`);
        await local.setMatchmaking({});
        return next();
      }
    }
    /** The join goes on to the game's room, open now here or in another living process. */
    const join = async () => {
      // Routed to another process: given up if that room stops answering meanwhile (its process
      // killed just then; cluster.ts, whileRoomAnswers), and the join starts over, where it
      // finds the game as any dead process's game (its token checked before it is brought back).
      if (reg.cluster && reroutes > 0 && !matchMaker.getLocalRoomById(roomId)) {
        let routed: Routed<unknown>;
        try {
          routed = await whileRoomAnswers(roomId, next);
        } catch (err) {
          // Colyseus found the process silent (the room's channel was still there at each look).
          if (!/is not available/.test((err as Error).message)) throw err;
          routed = { answered: false };
        }
        if (routed.answered) return routed.value;
        joinsRerouted++;
        return joinGame(call, reroutes - 1);
      }
      try {
        return await next();
      } catch (err) {
        // Its process died just now (Colyseus found it silent and has dropped its rooms): the
        // game comes back here, and this join goes on to it.
        if (!reg.cluster || !/is not available/.test((err as Error).message) || matchMaker.getLocalRoomById(roomId)) throw err;
        await bringBack(roomId);
        return next();
      }
    };
    // In a cluster the room is most often open in another living process: the matchmaker routes
    // the join there, and that room checks the token itself (EpicRoom.onAuth). The store is read
    // here only when the game may have to come back (two reads less a join: when a dead
    // process's seats all join again, the surviving processes' time went to PostgreSQL round
    // trips, docs/benchmarks.md).
    if (reg.cluster && (await liveRoomElsewhere(reg.cluster, roomId))) {
      await refuseUnlessToken(roomId, clientOptions);
      return join();
    }
    // A game already coming back (here, or in the living process that holds its lease) is
    // joined as soon as its room is open: the join that started that read the store for it,
    // and the room checks this join's token itself, as any open room does (EpicRoom.onAuth).
    // A dead process's eight seats of a game all joining again read the store once, not eight
    // times.
    if (opening.has(roomId) || waitingForOwner.has(roomId)) {
      await refuseUnlessToken(roomId, clientOptions);
      await bringBack(roomId);
      return join();
    }
    // Both reads at once (one round trip's wait, not two); the status speaks first.
    const [status, auth] = await Promise.all([gameStatus(reg, roomId), authenticateJoin(reg.store, roomId, clientOptions)]);
    if (status === undefined) throw new ServerError(404, `${UNKNOWN_GAME}: ${unknownGameMessage(roomId)}`);
    if (status === 'void') return next();
    if (isJoinRefusal(auth)) throw new ServerError(auth.httpStatus, `${auth.code}: ${auth.message}`);
    // No room anywhere, or its process is dead: the game comes back here (in a cluster, a room
    // opened elsewhere meanwhile is found again, and the join routed there).
    if (!(reg.cluster && (await liveRoomElsewhere(reg.cluster, roomId)))) await bringBack(roomId);
    return join();
  };
  return addMatchmakingStep((call) => joinGame(call, ROUTED_JOIN_REROUTES));
}

/** The close code of a room whose game another process has taken over: not final, so the
 *  clients join again and land in the game where it is now. */
export const GAME_MOVED_CLOSE = 4012;

/**
 * This process lost a game's lease (another took it over: this one was thought dead, e.g. cut
 * off from Redis): it stops holding the game, and its room sends the clients away to join
 * again, so they reach the owner's room instead of a room whose every command is refused
 * (`store/lease_lost`).
 */
export function letGoOfLostGame(reg: Registry, gameId: string): void {
  reg.sessions.delete(gameId);
  const room = matchMaker.getLocalRoomById(gameId);
  if (room) void room.disconnect(GAME_MOVED_CLOSE);
}
