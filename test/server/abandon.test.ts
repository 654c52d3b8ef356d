// Games that expire (issue 17, item 1; server/game/abandon.ts): an unfinished game nobody has
// been in for the limit is marked abandoned on the registry's (fake) clock, leaves memory, is
// still exportable and verifiable, is not restored at start (however many there are), and
// comes back, active again, when one of its links is opened. A tournament's game is kept.
import { matchMaker } from '@colyseus/core';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { verify } from '../../server/cli/referee.js';
import { abandonAfterFrom, sweepIntervalMs } from '../../server/game/abandon.js';
import { apiClient, tournamentWith } from '../tournament/support.js';
import { openStore } from '../../server/store/open.js';
import { testStoreKind } from '../stores.js';
import { createGame, joinSeat, startTestReferee, until } from './support.js';

const HOUR = 3_600_000;
let clock = Date.UTC(2026, 10, 1);
const now = () => clock;
type TestReferee = Awaited<ReturnType<typeof startTestReferee>>;
let referee: TestReferee | undefined;
afterAll(async () => {
  await referee?.close();
});

async function statusOf(storeAt: string, gameId: string): Promise<string | undefined> {
  const store = await openStore(storeAt);
  try {
    return await store.gameStatus(gameId);
  } finally {
    await store.close();
  }
}

describe('REFEREE_ABANDON_AFTER', () => {
  it('reads a number with its unit, or off; refuses anything else with a sentence', () => {
    expect(abandonAfterFrom(undefined)).toBe(7 * 24 * HOUR);
    expect(abandonAfterFrom('36h')).toBe(36 * HOUR);
    expect(abandonAfterFrom('90m')).toBe(90 * 60_000);
    expect(abandonAfterFrom('off')).toBeNull();
    for (const bad of ['7', '0d', '-1h', '1.5h', '7 days', ''])
      expect(() => abandonAfterFrom(bad)).toThrow(/REFEREE_ABANDON_AFTER must be a whole number/);
    expect(sweepIntervalMs(7 * 24 * HOUR)).toBe(HOUR);
    expect(sweepIntervalMs(5000)).toBe(1000);
  });
});

describe('games that expire', () => {
  it('abandons a game nobody joined for the limit, keeps it out of memory and of the start, and brings it back on a link', async () => {
    referee = await startTestReferee(undefined, { now, abandonAfterMs: 2 * HOUR });
    const lonely = await createGame(referee.url);
    const played = await createGame(referee.url);
    const left = await createGame(referee.url);
    const seat = await joinSeat(referee.url, played.gameId, played.seats['south:oc']!.token);
    const visitor = await joinSeat(referee.url, left.gameId, left.seats['north:oc']!.token);
    clock += HOUR;
    await visitor.room.leave();
    await until(() => matchMaker.getLocalRoomById(left.gameId)!.clients.length === 0, 'the visitor to leave');

    // Not yet: under the limit nothing goes.
    clock += HOUR - 1;
    expect(await referee.sweepAbandoned()).toEqual([]);
    clock += 1;
    // The lonely game is two hours idle; the one left an hour ago and the one with a seat in it stay.
    expect(await referee.sweepAbandoned()).toEqual([lonely.gameId]);
    expect(await statusOf(referee.storeAt, lonely.gameId)).toBe('abandoned');
    expect(referee.registry.sessions.has(lonely.gameId)).toBe(false);
    expect(matchMaker.getLocalRoomById(lonely.gameId)).toBeUndefined();
    clock += HOUR;
    expect(await referee.sweepAbandoned()).toEqual([left.gameId]);
    expect(await statusOf(referee.storeAt, played.gameId)).toBe('active');
    await seat.room.leave();

    // Kept in the log: exportable by its referee and verifiable.
    const exported = await fetch(`${referee.url}/api/games/${lonely.gameId}/export`, { headers: { authorization: `Bearer ${lonely.referee.token}` } });
    expect(exported.status).toBe(200);
    const file = join(mkdtempSync(join(tmpdir(), 'abandoned-')), 'game.json');
    writeFileSync(file, await exported.text());
    expect(await verify(file, () => {})).toBe(true);
    expect(referee.registry.sessions.has(lonely.gameId)).toBe(false);

    // Many abandoned games (copies of this one's rows, under new ids) do not come back at start:
    // the start reads only active rows.
    const { storeAt } = referee;
    await referee.close();
    referee = undefined;
    const store = await openStore(storeAt);
    const copies = 500;
    await store.db.transaction(async (tx) => {
      for (let i = 0; i < copies; i++) {
        await tx.run("INSERT INTO games (id, created_at, scenario_id, scenario_name, players, status, seed, seed_hash) SELECT ?, created_at, scenario_id, scenario_name, players, 'abandoned', seed, seed_hash FROM games WHERE id = ?", [`copy-${i}`, lonely.gameId]);
        await tx.run('INSERT INTO log (game_id, seq, at, kind, actor, body, prev_hash, hash) SELECT ?, seq, at, kind, actor, body, prev_hash, hash FROM log WHERE game_id = ?', [`copy-${i}`, lonely.gameId]);
      }
    });
    expect(await store.countGames('abandoned')).toBe(copies + 2);
    if (testStoreKind() === 'sqlite') {
      // The restore's query is answered from the status index, not a scan of every game.
      const plan = await store.db.all<{ detail: string }>("EXPLAIN QUERY PLAN SELECT id FROM games WHERE status = 'active' ORDER BY created_at, id");
      expect(plan.map((p) => p.detail).join(' ')).toContain('games_status');
    }
    await store.close();
    referee = await startTestReferee(storeAt, { now, abandonAfterMs: 2 * HOUR });
    expect(referee.restored).toBe(1); // the played game only
    expect([...referee.registry.sessions.keys()]).toEqual([played.gameId]);

    // One of its own links brings it back, active again, with its room kept (not transient).
    const back = await joinSeat(referee.url, lonely.gameId, lonely.seats['north:left']!.token);
    expect(back.room.roomId).toBe(lonely.gameId);
    expect(await statusOf(storeAt, lonely.gameId)).toBe('active');
    expect(referee.registry.sessions.has(lonely.gameId)).toBe(true);
    await back.room.leave();
    await until(() => matchMaker.getLocalRoomById(lonely.gameId)!.clients.length === 0, 'the seat to leave');
    expect(matchMaker.getLocalRoomById(lonely.gameId)).toBeDefined();
    // Its idle time counts from the leave: abandoned again two hours later, not before.
    clock += HOUR;
    expect(await referee.sweepAbandoned()).not.toContain(lonely.gameId);
    clock += HOUR;
    expect(await referee.sweepAbandoned()).toContain(lonely.gameId);
  });

  it("never abandons a tournament's game: the tournament decides what becomes of it", async () => {
    await referee?.close();
    referee = await startTestReferee(undefined, { now, abandonAfterMs: 2 * HOUR });
    const api = apiClient(referee.url);
    const { T, org } = await tournamentWith(api, { name: 'Idle Cup', scenario: 'vellara-ford' }, ['Ada', 'Bo']);
    const paired = await api('POST', `${T}/rounds`, {}, org);
    expect(paired.status, paired.text).toBe(201);
    const tournamentGames = [...referee.registry.sessions.keys()];
    expect(tournamentGames).toHaveLength(2);
    const loose = await createGame(referee.url);
    clock += 30 * 24 * HOUR;
    expect(await referee.sweepAbandoned()).toEqual([loose.gameId]);
    for (const id of tournamentGames) expect(await statusOf(referee.storeAt, id)).toBe('active');
  });
});
