// The store's own methods, on both stores: a game's row and tokens written together, statuses
// (only `active` games are restored at start: finished, void and abandoned ones are not),
// the finished mark that never overwrites another status, token lookup, the health probe, and
// migrations recorded once however often the store is opened, and only ever adding.
import { afterEach, describe, expect, it } from 'vitest';
import { newStoreLocation } from '../../test/stores.js';
import { migrationsOf } from './migrate.js';
import { openStore } from './open.js';
import type { Store } from './store.js';

const stores: Store[] = [];
afterEach(async () => {
  for (const s of stores.splice(0)) await s.close();
});

async function open(location = newStoreLocation('store')): Promise<Store> {
  const s = await openStore(location);
  stores.push(s);
  return s;
}

const game = (id: string, createdAt: number) => ({ id, createdAt, scenarioId: 'vellara-ford', scenarioName: 'The Fords of Vellara', players: 8, seed: `seed-${id}`, seedHash: `hash-${id}` });

describe('the store', () => {
  it('keeps games and tokens, restores only active games, oldest first', async () => {
    const s = await open();
    await s.createGame(game('b', 2), [{ tokenHash: 'tb', kind: 'seat', seatId: 'south:oc' }]);
    await s.createGame(game('a', 1), [{ tokenHash: 'ta', kind: 'referee', seatId: null }]);
    for (const [id, at] of [['f', 3], ['v', 4], ['x', 5]] as const) await s.createGame(game(id, at), []);
    await s.markFinished('f', 'south', 10);
    await s.db.run("UPDATE games SET status = 'void' WHERE id = 'v'");
    await s.db.run("UPDATE games SET status = 'abandoned' WHERE id = 'x'");
    expect(await s.gamesToRestore()).toEqual(['a', 'b']);
    expect(await s.game('f')).toEqual({ ...game('f', 3), status: 'finished', winner: 'south', finishedAt: 10 });
    expect(await s.game('nope')).toBeUndefined();
    expect(await s.gameStatus('x')).toBe('abandoned');
    // The finished mark leaves a void (or already finished) game as it is.
    await s.markFinished('v', 'north', 11);
    expect(await s.gameStatus('v')).toBe('void');
    expect(await s.token('tb')).toEqual({ tokenHash: 'tb', gameId: 'b', kind: 'seat', seatId: 'south:oc' });
    expect(await s.token('ta')).toEqual({ tokenHash: 'ta', gameId: 'a', kind: 'referee', seatId: null });
    expect(await s.token('none')).toBeUndefined();
  });

  it('lists every game a page at a time, each once, whatever its status', async () => {
    const s = await open();
    const ids = ['g3', 'a1', 'z9', 'b2', 'm5'];
    for (const [i, id] of ids.entries()) await s.createGame(game(id, i), []);
    await s.markFinished('z9', 'north', 10);
    await s.db.run("UPDATE games SET status = 'abandoned' WHERE id = 'b2'");
    const seen: string[] = [];
    let page: string[];
    let after: string | null = null;
    while ((page = await s.gameIdsAfter(after, 2)).length > 0) {
      expect(page.length).toBeLessThanOrEqual(2);
      seen.push(...page);
      after = page.at(-1)!;
    }
    expect(seen).toEqual([...ids].sort());
    expect(await s.gameIdsAfter('z9', 2)).toEqual([]);
  });

  it('writes a game row and its tokens together or not at all', async () => {
    const s = await open();
    await s.createGame(game('a', 1), [{ tokenHash: 't1', kind: 'seat', seatId: 'south:oc' }]);
    // A token hash already taken: the second game's row must not land either.
    await expect(s.createGame(game('b', 2), [{ tokenHash: 't1', kind: 'seat', seatId: 'north:oc' }])).rejects.toThrow();
    expect(await s.game('b')).toBeUndefined();
  });

  it('proves it can write with the health probe', async () => {
    const s = await open();
    const probe = await s.probe('test-process', 42, 1000);
    expect(probe).toMatchObject({ ok: true, kind: s.kind });
    expect(await s.db.get('SELECT at FROM health_probe WHERE process = ?', ['test-process'])).toEqual({ at: 42 });
  });

  it('applies each migration once and records it', async () => {
    const location = newStoreLocation('migrations');
    const first = await open(location);
    const versions = migrationsOf(first.kind).map((m) => m.version);
    expect(versions).toEqual([1, 2, 3, 4, 5]);
    await first.close();
    const again = await open(location);
    expect((await again.db.all<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')).map((r) => Number(r.version))).toEqual(versions);
  });

  // A cluster is updated one process at a time (docs/deploy.md): the first new process applies
  // a new migration while the others still run the old code on the same tables, so a migration
  // only adds. Removing or renaming takes two updates: stop using it, then drop it.
  it('has only migrations that add, which processes of the previous version can run beside', () => {
    for (const kind of ['sqlite', 'postgres'] as const) {
      for (const m of migrationsOf(kind)) {
        const sql = m.sql.replace(/^\s*--.*$/gm, '');
        expect(sql, `${kind} migration ${m.version} (${m.name})`).not.toMatch(/\b(DROP|RENAME|TRUNCATE|DELETE)\b|\bALTER\s+COLUMN\b|\bALTER\s+TABLE\b(?![^;]*\bADD\b)/i);
      }
    }
  });
});
