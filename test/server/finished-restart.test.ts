// A finished game after a restart (server/game/on-demand.ts): the referee restores only
// unfinished games at start, so a finished one comes back from its log when someone opens its
// link (its seats, spectator and referee rejoin: the result, the revealed seed, the log) or
// asks for its export (read from the log, not kept). Its room is transient: it goes, with its
// session, when its last client leaves, and comes back at the next join. An unknown game is a
// final `game/unknown`, for a join and for an export; a stranger's token brings nothing back.
import { matchMaker } from '@colyseus/core';
import { Client } from '@colyseus/sdk';
import { afterAll, describe, expect, it } from 'vitest';
import { verify } from '../../server/cli/referee.js';
import { playToEnd, shortScenario } from '../tournament/support.js';
import { createGame, joinSeat, request, startTestReferee, tableOf, until, type CreatedGame, type Seat } from './support.js';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type TestReferee = Awaited<ReturnType<typeof startTestReferee>>;
let referee: TestReferee | undefined;
afterAll(async () => {
  await referee?.close();
});

async function joinError(base: string, gameId: string, options: unknown): Promise<string> {
  try {
    const room = await new Client(base.replace('http', 'ws')).joinById(gameId, options as never);
    await room.leave();
    return 'joined';
  } catch (err) {
    return (err as Error).message;
  }
}

const exportOf = (r: TestReferee, gameId: string, token: string, format?: string) => fetch(`${r.url}/api/games/${gameId}/export?token=${token}${format ? `&format=${format}` : ''}`);

describe('a finished game after a restart', () => {
  it('comes back from its log for its seats, spectator and referee: result, revealed seed and log', async () => {
    referee = await startTestReferee();
    const game: CreatedGame = await createGame(referee.url, { scenario: shortScenario(), players: 2 });
    const tokens = { 'south:general': game.seats['south:general']!.token, 'north:general': game.seats['north:general']!.token };
    const before = await playToEnd(referee, tokens, game.gameId, 'finished-restart-dice');
    // A game won here does not stay in memory either: once its last client has left, its room
    // goes and its session with it (rooms/epic-room.ts); its export still reads its log.
    await until(() => !matchMaker.getLocalRoomById(game.gameId) && !referee!.registry.sessions.has(game.gameId), 'the game won here to leave memory with its last client', 10_000);
    const { winner, version, seed } = before.state;
    expect(winner).not.toBeNull();
    const textBefore = await (await exportOf(referee, game.gameId, game.referee.token, 'text')).text();

    // The restart: only unfinished games come back at start; this one is not in memory.
    const { storeAt } = referee;
    await referee.close();
    referee = await startTestReferee(storeAt);
    expect(referee.restored).toBe(0);
    expect(referee.registry.sessions.has(game.gameId)).toBe(false);

    // The export over HTTP, read from the log and not kept.
    const json = await exportOf(referee, game.gameId, tokens['south:general']);
    expect(json.status).toBe(200);
    const exported = await json.json();
    expect(exported.game).toMatchObject({ id: game.gameId, finished: true, winner, seedHash: game.seedHash });
    const file = join(mkdtempSync(join(tmpdir(), 'finished-')), 'game.json');
    writeFileSync(file, JSON.stringify(exported));
    expect(await verify(file, () => {})).toBe(true);
    expect(await (await exportOf(referee, game.gameId, tokens['north:general'], 'text')).text()).toBe(textBefore);
    expect(await (await exportOf(referee, game.gameId, game.referee.token, 'text')).text()).toBe(textBefore);
    const spectatorExport = await exportOf(referee, game.gameId, game.spectator.token);
    expect(spectatorExport.status).toBe(403);
    expect((await spectatorExport.json()).error.code).toBe('export/spectator');
    expect(referee.registry.sessions.has(game.gameId)).toBe(false);

    // A stranger's token brings nothing back.
    const stranger = await createGame(referee.url);
    expect(await joinError(referee.url, game.gameId, { token: stranger.referee.token })).toMatch(/join\/bad_token: this invite token does not open a seat in this game/);
    expect(referee.registry.sessions.has(game.gameId)).toBe(false);

    // Every seat, the spectator and the referee open the game's link (all at once, as a table does).
    const holders: Record<string, string> = { ...tokens, spectator: game.spectator.token, referee: game.referee.token };
    const seats: Record<string, Seat> = Object.fromEntries(await Promise.all(Object.entries(holders).map(async ([who, token]) => [who, await joinSeat(referee!.url, game.gameId, token)] as const)));
    for (const [who, seat] of Object.entries(seats)) {
      await until(() => tableOf(seat)?.version === version, `${who} to see the final version ${version}`);
      expect(tableOf(seat).winner, who).toBe(winner);
      expect((seat.room.state as { seed: string }).seed, who).toBe(seed);
      await until(() => seat.messages.some((m) => m.type === 'welcome'), `${who}'s welcome`);
    }
    const fromRoom = await request(seats['north:general']!, 'export', { format: 'text' });
    expect(fromRoom.type).toBe('export');
    expect(fromRoom.payload.content).toBe(textBefore);
    const checked = await request(seats['south:general']!, 'verify', {});
    expect(checked.payload).toMatchObject({ ok: true, firstBad: null, seedChecked: true });
    expect((await request(seats.referee!, 'export', { format: 'json' })).type).toBe('export');
    const spectatorAsks = await request(seats.spectator!, 'export', { format: 'json' });
    expect(spectatorAsks.payload.code).toBe('export/spectator');
    expect(spectatorAsks.payload.message).toMatch(/Spectators cannot download this game's log: its referees can at any time, and its players once the game is over/);
    expect((await request(seats.spectator!, 'verify', {})).payload.code).toBe('verify/spectator');

    // The room goes when its last client has left, and its session with it; the next join
    // brings it back again.
    for (const seat of Object.values(seats)) await seat.room.leave();
    await until(() => !matchMaker.getLocalRoomById(game.gameId) && !referee!.registry.sessions.has(game.gameId), 'the finished game to leave memory', 10_000);
    let again = await joinSeat(referee.url, game.gameId, tokens['south:general']);
    await until(() => tableOf(again)?.version === version, 'the game back once more');
    // A join as the last client leaves (the room may be going, or gone, or staying): whichever
    // way it falls, the new client has the game and the game's session stays while its room is open.
    for (let i = 0; i < 5; i++) {
      const [, next] = await Promise.all([again.room.leave(), joinSeat(referee.url, game.gameId, tokens['north:general']).catch(() => joinSeat(referee!.url, game.gameId, tokens['north:general']))]);
      again = next;
      await until(() => tableOf(again)?.version === version, `the game after leave-and-join ${i}`);
      expect(referee.registry.sessions.get(game.gameId)?.state.version).toBe(version);
      expect(matchMaker.getLocalRoomById(game.gameId)).toBeDefined();
    }
    await again.room.leave();
    await until(() => !matchMaker.getLocalRoomById(game.gameId) && !referee!.registry.sessions.has(game.gameId), 'the finished game to leave memory again', 10_000);
  }, 120_000);

  it('refuses a game that does not exist, for good: game/unknown for a join and for an export', async () => {
    referee ??= await startTestReferee();
    const game = await createGame(referee.url);
    const token = game.seats['south:oc']!.token;
    expect(await joinError(referee.url, 'NOPE', { token })).toMatch(/^game\/unknown: There is no game "NOPE" on this referee/);
    const exported = await exportOf(referee, 'NOPE', token);
    expect(exported.status).toBe(404);
    expect((await exported.json()).error).toMatchObject({ code: 'game/unknown', message: expect.stringContaining('There is no game "NOPE"') });
    expect(referee.registry.sessions.has('NOPE')).toBe(false);
  });
});
