// The game rooms of a tournament's matches. They are opened through the same game creation as
// POST /api/games, and closed when their match is voided (its round re-paired, or a pairing
// that failed half-way): the game is marked `void` in the games table in the same transaction
// as the action that voids it (TournamentStore.voidGames), so the start-up recovery, which
// restores only `active` games, never brings it back; its room is disposed here, its seated
// players told why; and a seat opening its old invite link is refused with `join/game_void`.
import { matchMaker, ServerError } from '@colyseus/core';
import { addMatchmakingStep } from '../matchmaking-steps.js';
import { fail, ok, type Outcome } from '../../engine/tournament/index.js';
import type { Registry } from '../game/registry.js';
import { openGame } from '../http/api.js';
import type { Store } from '../store/store.js';
import type { PlayersPerGame, ScenarioSpec } from './model.js';

export interface GameRooms {
  /** Creates a game of `players` seats and opens its room; returns its id. */
  open(scenario: ScenarioSpec, players: PlayersPerGame, options: Record<string, unknown> | null): Promise<Outcome<string>>;
  /** Disposes the rooms of games already marked void, and forgets their sessions. */
  close(gameIds: readonly string[]): Promise<void>;
}

export const GAME_VOID = {
  code: 'join/game_void',
  message: 'This game was voided: the tournament organizer re-paired its round, so it no longer counts. Open your new game from the tournament page.',
} as const;

/** The matchmaker answers its HTTP join request with the error's code as the HTTP status, so
 *  it must be one: 410 Gone. */
export const GAME_VOID_ERROR = 410;

export function gameRooms(reg: Registry): GameRooms {
  return {
    async open(scenario, players, options) {
      const opened = await openGame({ scenario, players, ...(options ? { options } : {}) });
      return 'rejection' in opened ? fail(opened.rejection.code, opened.rejection.message) : ok(opened.session.id);
    },
    async close(gameIds) {
      for (const id of gameIds) {
        if (matchMaker.getLocalRoomById(id) || !reg.cluster) {
          await closeVoidRoom(reg, id);
          continue;
        }
        // In a cluster its room may be open in another process (where it was created, or taken
        // over to): that process closes it (EpicRoom.closeVoided), so no one plays on at a void
        // game's table and every join meets join/game_void.
        reg.sessions.delete(id);
        const listed = await matchMaker.driver.findOne({ roomId: id });
        if (!listed || listed.processId === matchMaker.processId) continue;
        try {
          await matchMaker.remoteRoomCall(id, 'closeVoided');
        } catch (err) {
          // Its process is gone: the game is void in the store, so nothing brings it back.
          console.error(`game ${id}: closing its void room in another process failed (${(err as Error).message})`);
        }
      }
    },
  };
}

/** Closes a void game held in this process: its session and lease go, its seated players read
 *  why their table closed (the client lists refusals with their code), and its room closes. */
export async function closeVoidRoom(reg: Registry, gameId: string): Promise<void> {
  reg.sessions.delete(gameId);
  await reg.store.leases.release(gameId);
  const room = matchMaker.getLocalRoomById(gameId);
  if (!room) return;
  for (const client of room.clients) client.send('rejected', GAME_VOID);
  await room.disconnect();
}

/**
 * A void game has no room, so the matchmaker would answer a join with its own `room "…" not
 * found`; this answers `join/game_void` and the sentence instead, before the room is looked up.
 * Returns the function that takes the check away again (when the referee stops).
 */
export function refuseJoinsToVoidGames(store: Store): () => void {
  return addMatchmakingStep(async ({ method, roomId, next }) => {
    if (method !== 'joinById' && method !== 'reconnect') return next();
    // A game whose room is open, here or (in a cluster) in any process, is not void: voiding
    // closes its room wherever it is (close above). No store read then: in a cluster most joins
    // reach their room through another process, and a dead process's seats all joining again
    // read the games table once each for nothing (docs/benchmarks.md, "Cluster").
    if (matchMaker.getLocalRoomById(roomId) || (await matchMaker.driver.has(roomId))) return next();
    if ((await store.gameStatus(roomId)) === 'void') throw new ServerError(GAME_VOID_ERROR, `${GAME_VOID.code}: ${GAME_VOID.message}`);
    return next();
  });
}
