// Exports of a finished game from a cached file (issue 17, item 2; server/game/export-cache.ts):
// the first export writes DATA_DIR/exports/<game>.json (or .txt), later ones read it without
// reading or replaying the log, the file equals a fresh export, the room's export is served
// from it too, and exports are limited per address (REFEREE_EXPORTS_PER_MINUTE, small here).
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.REFEREE_EXPORTS_PER_MINUTE = '8';
});

const { buildExport } = await import('../../server/game/export-cache.js');
const { playToEnd, shortScenario } = await import('../tournament/support.js');
const { createGame, joinSeat, request, startTestReferee, until } = await import('./support.js');

let referee: Awaited<ReturnType<typeof startTestReferee>> | undefined;
afterAll(async () => {
  await referee?.close();
});

describe("a finished game's exports", () => {
  it('are written once, then read from the file without touching the log; the file equals a fresh export', async () => {
    const exportDir = join(mkdtempSync(join(tmpdir(), 'exports-')), 'exports');
    referee = await startTestReferee(undefined, { exportDir });
    const game = await createGame(referee.url, { scenario: shortScenario(), players: 2 });
    const tokens = { 'south:general': game.seats['south:general']!.token, 'north:general': game.seats['north:general']!.token };
    await playToEnd(referee, tokens, game.gameId, 'export-cache-dice');
    const reg = referee.registry;
    const reads = vi.spyOn(reg.store, 'readLog');
    const url = (format: string) => `${referee!.url}/api/games/${game.gameId}/export?format=${format}`;
    const auth = { headers: { authorization: `Bearer ${tokens['south:general']}` } };

    const file = join(exportDir, `${game.gameId}.json`);
    expect(existsSync(file)).toBe(false);
    const first = await fetch(url('json'), auth);
    expect(first.status).toBe(200);
    const firstText = await first.text();
    expect(reads).toHaveBeenCalled(); // built from the log once
    expect(existsSync(file)).toBe(true);

    reads.mockClear();
    const second = await fetch(url('json'), auth);
    expect(second.status).toBe(200);
    expect(second.headers.get('content-type')).toContain('application/json');
    expect(await second.text()).toBe(firstText);
    expect(reads).not.toHaveBeenCalled(); // not read, not replayed

    // The room's export of the same game comes from the same file.
    const seat = await joinSeat(referee.url, game.gameId, tokens['north:general']);
    // Its welcome may read the log, for the turn log's older lines (game/turn-log.ts); the export does not.
    await until(() => seat.messages.some((m) => m.type === 'welcome'), 'the welcome');
    reads.mockClear();
    const viaRoom = await request(seat, 'export', { format: 'json' });
    expect(viaRoom.type).toBe('export');
    expect(viaRoom.payload.content).toBe(firstText);
    expect(reads).not.toHaveBeenCalled();
    await seat.room.leave();

    // The cached files equal fresh exports built from the log.
    reads.mockRestore();
    expect(readFileSync(file, 'utf8')).toBe(await buildExport(reg, game.gameId, 'json'));
    const text = await (await fetch(url('text'), auth)).text();
    expect(readFileSync(join(exportDir, `${game.gameId}.txt`), 'utf8')).toBe(await buildExport(reg, game.gameId, 'text'));
    expect(text).toBe(await buildExport(reg, game.gameId, 'text'));
    expect(JSON.parse(firstText).game).toMatchObject({ id: game.gameId, finished: true });

    // An unfinished game is not cached: the referee's export is built each time.
    const live = await createGame(referee.url);
    const liveExport = await fetch(`${referee.url}/api/games/${live.gameId}/export`, { headers: { authorization: `Bearer ${live.referee.token}` } });
    expect(liveExport.status).toBe(200);
    expect(existsSync(join(exportDir, `${live.gameId}.json`))).toBe(false);
  }, 60_000);

  it('are limited per address: past the rate, 429 rate/limited with Retry-After', async () => {
    const game = await createGame(referee!.url);
    let answer: Response | undefined;
    for (let i = 0; i < 10; i++) {
      answer = await fetch(`${referee!.url}/api/games/${game.gameId}/export`, { headers: { authorization: `Bearer ${game.referee.token}` } });
      if (answer.status === 429) break;
      expect(answer.status).toBe(200);
    }
    expect(answer!.status).toBe(429);
    expect(Number(answer!.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = await answer!.json();
    expect(body.error.code).toBe('rate/limited');
    expect(body.error.message).toMatch(/^At most 8 exports and seed checks a minute from one address/);
    // The room's reads share the limit.
    const ref = await joinSeat(referee!.url, game.gameId, game.referee.token);
    const viaRoom = await request(ref, 'verify', {});
    expect(viaRoom.payload.code).toBe('rate/limited');
    await ref.room.leave();
  });
});
