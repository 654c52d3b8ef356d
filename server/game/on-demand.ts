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
import { ROOM_NAME } from '../protocol.js';
import { authenticateJoin, isJoinRefusal } from '../rooms/join-auth.js';
import type { EpicRoomOptions } from '../rooms/epic-room.js';
import { reactivateAbandoned } from '../store/games-table.js';
import { logUnreadable } from './log-access.js';
import type { Registry } from './registry.js';
import { GameSession } from './session.js';

export type GameStatus = 'active' | 'finished' | 'void' | 'abandoned';

/** The game's status in the games table, or undefined when there is no such game. */
export function gameStatus(reg: Registry, gameId: string): GameStatus | undefined {
  return (reg.db.prepare('SELECT status FROM games WHERE id = ?').get(gameId) as { status: GameStatus } | undefined)?.status;
}

export const UNKNOWN_GAME = 'game/unknown';

export function unknownGameMessage(gameId: string): string {
  return `There is no game "${gameId.slice(0, 40)}" on this referee: check the link (it may be mistyped or cut short).`;
}

/** The game's session: the one in memory, or one read from its log and not kept (for a read
 *  such as an export: nothing else will need it). */
export function readGame(reg: Registry, gameId: string): GameSession {
  return reg.sessions.get(gameId) ?? GameSession.restore(reg.db, reg.writer, gameId);
}

/** The rooms being opened, by game id (game ids are random, so one map serves every
 *  registry of the process). */
const opening = new Map<string, Promise<void>>();

/** Is a join bringing this game back right now? (The abandonment sweep leaves it alone.) */
export function isOpening(gameId: string): boolean {
  return opening.has(gameId);
}

/** Opens the game's room if it has none: its session from memory or from its log, then the
 *  room (one opening at a time per game: eight seats joining at once share it). */
function openRoom(reg: Registry, gameId: string): Promise<void> {
  if (matchMaker.getLocalRoomById(gameId)) return Promise.resolve();
  let open = opening.get(gameId);
  if (!open) {
    open = (async () => {
      let session = reg.sessions.get(gameId);
      if (!session) {
        session = GameSession.restore(reg.db, reg.writer, gameId);
        reg.sessions.set(gameId, session);
      }
      // Its idle time starts again now, even if the join that brings it back then fails.
      session.lastSeen = reg.now();
      const options: EpicRoomOptions = { gameId };
      await matchMaker.createRoom(ROOM_NAME, options);
      // An abandoned game opened by one of its links is played again (game/abandon.ts).
      reactivateAbandoned(reg.db, gameId);
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
  if (reg.sessions.get(session.id) === session) reg.sessions.delete(session.id);
}

/**
 * Before the matchmaker looks a join's room up: a game with no room is brought back (its own
 * tokens only), an unknown game is refused with `game/unknown`. Joins to open rooms, and to
 * void games (refused by tournament/game-rooms.ts with `join/game_void`), pass on unchanged.
 * Returns the function that takes this away again (when the referee stops).
 */
export function openGamesOnDemand(reg: Registry): () => void {
  const controller = matchMaker.controller;
  const original = controller.invokeMethod;
  controller.invokeMethod = async function (this: typeof controller, method, roomId, clientOptions, authOptions) {
    if (method === 'joinById' && !matchMaker.getLocalRoomById(roomId)) {
      const status = gameStatus(reg, roomId);
      if (status === undefined) throw new ServerError(404, `${UNKNOWN_GAME}: ${unknownGameMessage(roomId)}`);
      if (status !== 'void') {
        const auth = authenticateJoin(reg.db, roomId, clientOptions);
        if (isJoinRefusal(auth)) throw new ServerError(auth.httpStatus, `${auth.code}: ${auth.message}`);
        try {
          await openRoom(reg, roomId);
        } catch (err) {
          console.error(`game ${roomId}: bringing it back from its log failed: ${(err as Error).stack ?? err}`);
          const unreadable = logUnreadable(err);
          throw new ServerError(500, `${unreadable.code}: ${unreadable.message}`);
        }
      }
    }
    return original.call(this, method, roomId, clientOptions, authOptions);
  };
  return () => {
    controller.invokeMethod = original;
  };
}
