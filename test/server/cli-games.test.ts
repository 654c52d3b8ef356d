// `npm run referee -- games` (server/cli/games.ts) against a real store of the project's kind
// and the real Redis: an operator's view of who holds each unfinished game. Owners here have
// names of their own, since other test files' referee processes may be alive on the same
// Redis meanwhile (the first line counts them too; the lines on these owners do not).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceAlive } from '../../server/cluster.js';
import { reachablePresence } from '../../server/cluster-config.js';
import { runGames } from '../../server/cli/games.js';
import { openStore } from '../../server/store/open.js';
import type { Store } from '../../server/store/store.js';
import { newStoreLocation, testStoreKind } from '../stores.js';
import { testRedisUrl } from '../cluster/harness.js';

const tag = randomBytes(3).toString('hex');
const alive = `alive-${tag}`;
const dead = `dead-${tag}`;
const location = newStoreLocation('cli_games');
let store: Store;
let leaveRedis: () => Promise<void>;
let presence: Awaited<ReturnType<typeof reachablePresence>>;

/** The command's printed lines and exit status. */
async function games(redisUrl: string | undefined, redisWaitMs?: number): Promise<{ lines: string[]; status: number }> {
  const lines: string[] = [];
  const status = await runGames(location, redisUrl, (l) => lines.push(l), Date.now(), redisWaitMs);
  return { lines, status };
}

async function lease(gameId: string, owner: string | null, expiresAt = Date.now() + 60_000): Promise<void> {
  await store.db.run('DELETE FROM game_leases WHERE game_id = ?', [gameId]);
  if (owner) await store.db.run('INSERT INTO game_leases (game_id, owner, expires_at) VALUES (?, ?, ?)', [gameId, owner, expiresAt]);
}

beforeAll(async () => {
  store = await openStore(location);
  for (let i = 1; i <= 5; i++) await store.createGame({ id: `g${i}-${tag}`, createdAt: i, scenarioId: 'vellara-ford', scenarioName: 'Vellara Ford', players: 8, seed: `s${i}`, seedHash: `h${i}` }, []);
  presence = await reachablePresence(testRedisUrl(), `referee:test-${tag}`, 5000, 'set TEST_REDIS_URL');
  leaveRedis = await announceAlive(presence, alive);
});
afterAll(async () => {
  await leaveRedis?.();
  presence?.shutdown();
  await store?.close();
});

describe('npm run referee -- games', () => {
  it('says per owner which games it holds and whether it lives on Redis, and exits 1 while some game has no living owner', async () => {
    await lease(`g1-${tag}`, alive);
    await lease(`g2-${tag}`, alive);
    await lease(`g3-${tag}`, dead);
    await lease(`g4-${tag}`, alive, Date.now() - 1000);
    await lease(`g5-${tag}`, null);
    const { lines, status } = await games(testRedisUrl());
    expect(lines[0]).toMatch(new RegExp(`^5 unfinished games in .*; \\d+ referee process(es)? alive on Redis: .*${alive}`));
    expect(lines[0]).not.toContain(dead);
    expect(lines).toContain(`  ${alive} (alive): 3 games: g1-${tag}, g2-${tag}, g4-${tag}`);
    expect(lines.find((l) => l.startsWith('    of which 1 lease ran out'))).toMatch(new RegExp(`so any process may take it: g4-${tag}$`));
    expect(lines).toContain(`  ${dead} (gone from Redis: a living process takes its games over at its next look or on a join): 1 game: g3-${tag}`);
    expect(lines).toContain(`  no owner (let go by a process that stopped, or never leased): 1 game: g5-${tag}`);
    expect(lines.at(-1)).toBe('3 games without a living owner.');
    expect(status).toBe(1);
  });

  it('without Redis reads the leases alone', async () => {
    const { lines, status } = await games(undefined);
    expect(lines[0]).toContain('no REDIS_URL');
    expect(lines).toContain(`  ${dead} (lease current): 1 game: g3-${tag}`);
    expect(lines.at(-1)).toBe('2 games without a living owner.');
    expect(status).toBe(1);
  });

  it('exits 0 once every unfinished game has a living owner', async () => {
    for (let i = 1; i <= 5; i++) await lease(`g${i}-${tag}`, alive);
    const { lines, status } = await games(testRedisUrl());
    expect(lines).toContain(`  ${alive} (alive): 5 games: g1-${tag}, g2-${tag}, g3-${tag}, g4-${tag}, g5-${tag}`);
    expect(lines.at(-1)).toBe('Every unfinished game has a living owner.');
    expect(status).toBe(0);
  });

  it('says so, and exits 2, when Redis cannot be reached', async () => {
    const { lines, status } = await games('redis://127.0.0.1:9/0', 300);
    expect(lines).toEqual(['✗ Redis at redis://127.0.0.1:9/0 (REDIS_URL) cannot be reached within 0.3 s; start it, or run the command without REDIS_URL to read the leases alone.']);
    expect(status).toBe(2);
  });

  it.runIf(testStoreKind() === 'sqlite')('says so, and exits 2, when there is no database file (and makes none)', async () => {
    const lines: string[] = [];
    const missing = location.replace(/referee\.sqlite$/, 'missing.sqlite');
    expect(await runGames(missing, undefined, (l) => lines.push(l))).toBe(2);
    expect(lines[0]).toBe(`✗ no database at ${missing} (DATA_DIR or REFEREE_DB, or DATABASE_URL for PostgreSQL)`);
    expect(existsSync(missing)).toBe(false);
  });
});
