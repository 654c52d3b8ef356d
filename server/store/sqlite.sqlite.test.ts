// SQLite's own machinery (issue 17, item 3): a lock held by another connection is waited for
// on a timer, never in a synchronous busy wait, and refused with `store/busy` past the limit;
// the WAL is kept bounded while the referee runs (the checkpointer's TRUNCATE: a PASSIVE
// checkpoint alone never shrinks the file); SQLite's read-only and full errors become store
// errors an operator can act on.
import BetterSqlite3 from 'better-sqlite3';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it, vi } from 'vitest';
import { startCheckpointer } from './checkpointer.js';
import { makeEntry } from './log-chain.js';
import { openDatabaseAt } from './open.js';
import { isStoreError, StoreError } from './sql.js';
import { SqliteDatabase, storeFailure } from './sqlite.js';
import { Store } from './store.js';

async function fresh(busyLimitMs = 5000) {
  const file = join(mkdtempSync(join(tmpdir(), 'sqlite-store-')), 'referee.sqlite');
  const db = (await openDatabaseAt(file, { busyLimitMs })) as SqliteDatabase;
  await db.run("INSERT INTO games (id, created_at, scenario_id, scenario_name, players, seed, seed_hash) VALUES ('g1', 0, 's', 'S', 8, 'x', 'y')");
  return { file, db, store: new Store(db) };
}

const walSize = (file: string) => {
  try {
    return statSync(`${file}-wal`).size;
  } catch {
    return 0;
  }
};

describe('the SQLite store', () => {
  it("keeps a page cache of 64 MiB by default (SQLite's own is 2 MiB), or the size asked for", async () => {
    const { db } = await fresh();
    expect(db.raw.pragma('cache_size', { simple: true })).toBe(-64 * 1024);
    db.raw.close();
    const file = join(mkdtempSync(join(tmpdir(), 'sqlite-store-')), 'referee.sqlite');
    const small = (await openDatabaseAt(file, { cacheMb: 8 })) as SqliteDatabase;
    expect(small.raw.pragma('cache_size', { simple: true })).toBe(-8 * 1024);
    small.raw.close();
  });

  it('waits for a lock held elsewhere on a timer, with the event loop free, then writes', async () => {
    const { file, db, store } = await fresh();
    const other = new BetterSqlite3(file);
    other.exec('BEGIN IMMEDIATE');
    const h = monitorEventLoopDelay({ resolution: 5 });
    h.enable();
    const append = store.append(makeEntry(null, { gameId: 'g1', at: 1, kind: 'start', actor: 'organizer', body: '{}' }));
    await new Promise((r) => setTimeout(r, 200));
    other.exec('ROLLBACK');
    await append;
    h.disable();
    expect(db.busyRetries).toBeGreaterThan(0);
    expect(h.max / 1e6).toBeLessThan(100);
    expect(await store.readLog('g1')).toHaveLength(1);
    other.close();
    await store.close();
  });

  it('refuses with store/busy once the lock is held past the limit, and writes nothing', async () => {
    const { file, store } = await fresh(100);
    const other = new BetterSqlite3(file);
    other.exec('BEGIN IMMEDIATE');
    const failed = await store.append(makeEntry(null, { gameId: 'g1', at: 1, kind: 'start', actor: 'organizer', body: '{}' })).catch((e: unknown) => e);
    other.exec('ROLLBACK');
    other.close();
    expect(isStoreError(failed, 'store/busy')).toBe(true);
    expect((failed as Error).message).toMatch(/locked by another process or connection, and stayed locked for 100 ms; nothing was written/);
    expect(await store.readLog('g1')).toEqual([]);
    await store.close();
  });

  it('commits an append at once, with no promise in between, when the connection is free', async () => {
    const { db, store } = await fresh();
    const start = makeEntry(null, { gameId: 'g1', at: 1, kind: 'start', actor: 'organizer', body: '{}' });
    const viaPromises = vi.spyOn(db, 'transaction');
    let done = false;
    const append = store.append(start).then(() => (done = true));
    // The writer commits in a microtask of the turn that appended: by the next macrotask the
    // row is on disk (read through another connection) and the caller has heard so.
    await new Promise((r) => setImmediate(r));
    expect(done).toBe(true);
    const other = new BetterSqlite3(db.where);
    expect(other.prepare('SELECT seq FROM log WHERE game_id = ?').all('g1')).toEqual([{ seq: 1 }]);
    other.close();
    await append;
    expect(viaPromises).not.toHaveBeenCalled();
    await store.close();
  });

  it('steps aside while another transaction of the connection is open: the append lands after it, not inside it', async () => {
    const { db, store } = await fresh();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    // A transaction that waits for something between its statements (a tournament action).
    const other = db.transaction(async (tx) => {
      await tx.run("INSERT INTO games (id, created_at, scenario_id, scenario_name, players, seed, seed_hash) VALUES ('g2', 0, 's', 'S', 8, 'x', 'y')");
      await held;
      throw new Error('the other transaction fails and is rolled back');
    });
    await new Promise((r) => setImmediate(r));
    expect(db.transactionNow((tx) => tx.all('SELECT 1 AS one'))).toBeNull();
    expect(db.runNow("UPDATE games SET players = 6 WHERE id = 'g1'", [])).toBeNull();
    const append = store.append(makeEntry(null, { gameId: 'g1', at: 1, kind: 'start', actor: 'organizer', body: '{}' }));
    await new Promise((r) => setImmediate(r));
    release();
    await expect(other).rejects.toThrow(/rolled back/);
    await append;
    // The rollback took the other transaction's row and left the append's.
    expect(await store.readLog('g1')).toHaveLength(1);
    expect(await db.all("SELECT id FROM games WHERE id = 'g2'")).toEqual([]);
    // Free again: the next transaction runs at once.
    expect(db.transactionNow((tx) => tx.all<{ one: number }>('SELECT 1 AS one'))).toEqual({ value: [{ one: 1 }] });
    await store.close();
  });

  it('runs one statement now in a transaction of its own; with the lock held elsewhere it steps aside, nothing written', async () => {
    const { file, db, store } = await fresh();
    const other = new BetterSqlite3(file);
    other.exec('BEGIN IMMEDIATE');
    expect(db.runNow("UPDATE games SET players = 6 WHERE id = 'g1'", [])).toBeNull();
    expect(db.raw.inTransaction).toBe(false);
    other.exec('ROLLBACK');
    expect(db.runNow("UPDATE games SET players = 6 WHERE id = 'g1'", [])).toEqual({ changes: 1 });
    // Committed: another connection reads it.
    expect(other.prepare("SELECT players FROM games WHERE id = 'g1'").get()).toEqual({ players: 6 });
    expect(db.runNow("UPDATE games SET players = 6 WHERE id = 'nobody'", [])).toEqual({ changes: 0 });
    // Any other failure is thrown, as a store error where it names one.
    expect(() => db.runNow("INSERT INTO games (id) VALUES ('g1')", [])).toThrow();
    other.close();
    await store.close();
  });

  it('nothing runs now inside a transaction run now; after one that failed, the connection is free again', async () => {
    const { db, store } = await fresh();
    let inside: unknown = 'not asked';
    expect(
      db.transactionNow(() => {
        // The work's own statements go through its tx; a write asked for meanwhile steps aside.
        inside = [db.runNow("UPDATE games SET players = 6 WHERE id = 'g1'", []), db.transactionNow(() => 1)];
        return 2;
      }),
    ).toEqual({ value: 2 });
    expect(inside).toEqual([null, null]);
    expect(() =>
      db.transactionNow((tx) => {
        tx.runMany("UPDATE games SET players = 4 WHERE id = 'g1'", [[]]);
        throw new Error('the work failed');
      }),
    ).toThrow(/the work failed/);
    // Rolled back, and nothing left open: the next statement runs now.
    expect(db.raw.inTransaction).toBe(false);
    expect(await db.all("SELECT players FROM games WHERE id = 'g1'")).toEqual([{ players: 8 }]);
    expect(db.runNow("UPDATE games SET players = 6 WHERE id = 'g1'", [])).toEqual({ changes: 1 });
    await store.close();
  });

  it('a batch that fails at once is refused whole and leaves the connection usable', async () => {
    const { db, store } = await fresh();
    const first = makeEntry(null, { gameId: 'g1', at: 1, kind: 'start', actor: 'organizer', body: '{}' });
    await store.append(first);
    // The same sequence number again (a fork of the chain): the log's key refuses it.
    const again = makeEntry(null, { gameId: 'g1', at: 2, kind: 'start', actor: 'organizer', body: '{"fork":true}' });
    const second = makeEntry(first, { gameId: 'g1', at: 2, kind: 'command', actor: 'south:oc', body: '{}' });
    const [forked, next] = await Promise.allSettled([store.append(again), store.append(second)]);
    expect(forked.status).toBe('rejected');
    expect(String((forked as PromiseRejectedResult).reason)).toMatch(/UNIQUE|PRIMARY KEY/);
    // Appended in the same handler, in the same batch: refused with it, nothing of it written.
    expect(next.status).toBe('rejected');
    expect(db.raw.inTransaction).toBe(false);
    expect((await store.readLog('g1')).map((e) => e.seq)).toEqual([1]);
    await store.append(second);
    expect((await store.readLog('g1')).map((e) => e.seq)).toEqual([1, 2]);
    await store.close();
  });

  it('keeps the WAL bounded: after a burst the checkpointer truncates it, while writes go on', async () => {
    const { file, db, store } = await fresh();
    const body = JSON.stringify({ pad: 'x'.repeat(2000) });
    let prev: { seq: number; hash: string } | null = null;
    const burst = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const batch = [];
        for (let k = 0; k < 100; k++) {
          const e = makeEntry(prev, { gameId: 'g1', at: 1, kind: 'talk', actor: 'south:oc', body });
          prev = e;
          batch.push(store.append(e));
        }
        await Promise.all(batch);
      }
    };
    await burst(20); // 2,000 entries of ~2 KB, no checkpoint yet
    const big = walSize(file);
    expect(big).toBeGreaterThan(4 * 1024 * 1024);
    const checkpoints = startCheckpointer(file, { everyMs: 50, truncateOverBytes: 256 * 1024, truncateWaitMs: 50 });
    // Writes while it checkpoints meet its lock now and then, and wait for it on a timer.
    await burst(5);
    await expect.poll(() => walSize(file), { timeout: 10_000, interval: 50 }).toBeLessThan(256 * 1024);
    // The worker's word of it arrives as a message, after the file has shrunk.
    await expect.poll(() => checkpoints.truncations, { timeout: 5000, interval: 20 }).toBeGreaterThan(0);
    await checkpoints.stop();
    expect(await store.readLog('g1')).toHaveLength(2500);
    expect(db.kind).toBe('sqlite');
    await store.close();
  });

  it("turns SQLite's read-only and full errors into store errors", () => {
    const err = (code: string) => Object.assign(new Error(code === 'SQLITE_FULL' ? 'database or disk is full' : 'attempt to write a readonly database'), { code });
    const full = storeFailure(err('SQLITE_FULL'));
    expect(full).toBeInstanceOf(StoreError);
    expect((full as StoreError).code).toBe('store/full');
    expect((storeFailure(err('SQLITE_READONLY')) as StoreError).code).toBe('store/read_only');
    expect((storeFailure(err('SQLITE_READONLY_DBMOVED')) as StoreError).code).toBe('store/read_only');
    const other = err('SQLITE_CONSTRAINT_PRIMARYKEY');
    expect(storeFailure(other)).toBe(other);
  });
});
