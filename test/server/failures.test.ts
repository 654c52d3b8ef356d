// When something inside the referee fails. A command whose log entry cannot be written is refused
// with `server/storage_failed` and changes nothing; the same command goes through once the
// database takes writes again. The winning command of a game is durable before the games
// table is marked: if that mark fails, the command still stands (no refusal), every client
// sees the end and the revealed seed, and the next start marks the row from the log, so the
// tournament catch-up finds the game. Triggers stand in for the failing disk (faults.ts, on
// either store). And an
// error no check foresaw, thrown while a message is handled, is answered with `server/error`;
// the room and the process go on.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseCommand, Dice } from '../../engine/sim/random-game.js';
import { seededRandom } from '../../engine/rules/random.js';
import { playToEnd, shortScenario } from '../tournament/support.js';
import { clearFault, injectFault, type Fault } from './faults.js';
import { createGame, joinSeat, request, startTestReferee, tableOf, until } from './support.js';

type TestReferee = Awaited<ReturnType<typeof startTestReferee>>;
const running: TestReferee[] = [];
async function referee(storeAt?: string): Promise<TestReferee> {
  const r = await startTestReferee(storeAt);
  running.push(r);
  return r;
}
afterEach(async () => {
  while (running.length) await running.pop()!.close();
  vi.restoreAllMocks();
});

async function rowOf(r: TestReferee, gameId: string): Promise<{ status: string; winner: string | null; finished_at: number | null }> {
  const row = (await r.registry.store.game(gameId))!;
  return { status: row.status, winner: row.winner, finished_at: row.finishedAt };
}

const DISK_FULL: Fault = { table: 'log', on: 'INSERT', message: 'disk full' };
const NO_MARK: Fault = { table: 'games', on: 'UPDATE OF status', message: 'disk says no' };

/** A new game on a referee of this file, its first command (chosen by the seeded random
 *  player) and the seat that sends it. */
async function firstCommand(diceSeed: string) {
  const r = await referee();
  const game = await createGame(r.url);
  const session = r.registry.sessions.get(game.gameId)!;
  const cmd = chooseCommand(session.state, new Dice(seededRandom(diceSeed)))!;
  const seat = await joinSeat(r.url, game.gameId, game.seats[cmd.seat]!.token);
  return { r, game, session, cmd, seat };
}

describe('failures inside the referee', () => {
  it('a command whose log entry cannot be written is refused with storage_failed and changes nothing', async () => {
    const { r, game, session, cmd, seat } = await firstCommand('storage');
    const spectator = await joinSeat(r.url, game.gameId, game.spectator.token);
    await until(() => tableOf(spectator)?.version === session.state.version, 'the spectator to see the start');
    const before = { version: session.state.version, state: JSON.stringify(session.state), entries: (await r.registry.store.readLog(game.gameId)).length };

    await injectFault(r.registry.store, DISK_FULL);
    const refused = await request(seat, 'command', { command: cmd.command, basedOn: before.version });
    expect(refused.type).toBe('rejected');
    expect(refused.payload.code).toBe('server/storage_failed');
    expect(refused.payload.message).toContain('nothing was changed');
    expect(refused.payload.message).toContain('disk full');
    expect(session.state.version).toBe(before.version);
    expect(JSON.stringify(session.state)).toBe(before.state);
    expect(await r.registry.store.readLog(game.gameId)).toHaveLength(before.entries);

    await clearFault(r.registry.store, DISK_FULL);
    const accepted = await request(seat, 'command', { command: cmd.command, basedOn: before.version });
    expect(accepted.type, JSON.stringify(accepted.payload)).toBe('accepted');
    await until(() => tableOf(spectator)?.version === accepted.payload.version, 'the spectator to see the command');
    expect(await r.registry.store.readLog(game.gameId)).toHaveLength(before.entries + 1);
  });

  it('a failed finished-mark does not refuse the winning command, and the next start marks the game from its log', { timeout: 30_000 }, async () => {
    const r = await referee();
    const game = await createGame(r.url, { scenario: shortScenario(), players: 8 });
    const session = r.registry.sessions.get(game.gameId)!;
    const spectator = await joinSeat(r.url, game.gameId, game.spectator.token);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await injectFault(r.registry.store, NO_MARK);

    // Every command, the winning one included, is accepted (playToEnd checks each answer).
    const seatTokens = Object.fromEntries(Object.entries(game.seats).map(([id, s]) => [id, s.token]));
    await playToEnd(r, seatTokens, game.gameId, 'finish-mark');
    expect(session.finished).toBe(true);
    await until(() => tableOf(spectator)?.winner === session.state.winner && (spectator.room.state as { seed: string }).seed !== '', 'the spectator to see the end and the seed');
    expect((spectator.room.state as { seed: string }).seed).toBe(session.state.seed);
    expect(logged.mock.calls.map((c) => String(c[0])).some((m) => m.includes(`game ${game.gameId}: marking it finished failed (disk says no)`))).toBe(true);
    expect((await rowOf(r, game.gameId)).status).toBe('active');

    await clearFault(r.registry.store, NO_MARK);
    const { storeAt } = r;
    await running.pop()!.close();
    const again = await referee(storeAt);
    const row = await rowOf(again, game.gameId);
    expect(row.status).toBe('finished');
    expect(row.winner).toBe(session.state.winner);
    expect(row.finished_at).not.toBeNull();
    // Its room is back with the final state and the seed revealed.
    const back = await joinSeat(again.url, game.gameId, game.spectator.token);
    await until(() => tableOf(back)?.winner === session.state.winner, 'the final state after the restart');
    expect((back.room.state as { seed: string }).seed).toBe(session.state.seed);
  });

  it('an unexpected error while handling a message is answered with server/error, and the room goes on', async () => {
    const { r, game, session, cmd, seat } = await firstCommand('unexpected');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const before = session.state.version;
    vi.spyOn(r.registry, 'now').mockImplementationOnce(() => {
      throw new Error('the clock broke');
    });
    const failed = await request(seat, 'command', { command: cmd.command, basedOn: before });
    expect(failed.type).toBe('rejected');
    expect(failed.payload.code).toBe('server/error');
    expect(failed.payload.message).toContain('nothing was changed');
    expect(failed.payload.message).toContain('the clock broke');
    expect(session.state.version).toBe(before);
    expect(logged.mock.calls.map((c) => String(c[0])).some((m) => m.includes('onMessage failed') && m.includes('the clock broke'))).toBe(true);

    const accepted = await request(seat, 'command', { command: cmd.command, basedOn: before });
    expect(accepted.type, JSON.stringify(accepted.payload)).toBe('accepted');
  });
});
