import { afterEach, describe, expect, it } from 'vitest';
import { openTestStore } from '../../test/stores.js';
import { makeEntry } from './log-chain.js';
import type { Store } from './store.js';

const stores: Store[] = [];
afterEach(async () => {
  for (const s of stores.splice(0)) await s.close().catch(() => undefined);
});

async function fresh() {
  const store = await openTestStore('log_writer');
  stores.push(store);
  for (const id of ['g1', 'g2']) await store.db.run("INSERT INTO games (id, created_at, scenario_id, scenario_name, players, seed, seed_hash) VALUES (?, 0, 's', 'S', 8, 'x', 'y')", [id]);
  return { store, writer: store.log };
}

const entry = (gameId: string, prev: { seq: number; hash: string } | null, body = '{}') => makeEntry(prev, { gameId, at: 1, kind: 'command', actor: 'south:oc', body });

describe('the log writer', () => {
  it('commits the appends made together (in one handler), from any game, in one transaction, then resolves them', async () => {
    const { writer } = await fresh();
    const a1 = entry('g1', null);
    const b1 = entry('g2', null);
    const a2 = entry('g1', a1);
    let resolved = 0;
    const all = Promise.all([a1, b1, a2].map((e) => writer.append(e).then(() => resolved++)));
    expect(resolved).toBe(0); // nobody is told before the commit
    await all;
    expect(writer.batches).toBe(1);
    expect(writer.written).toBe(3);
    expect((await writer.read('g1')).map((e) => e.seq)).toEqual([1, 2]);
    await writer.append(entry('g2', b1));
    expect(writer.batches).toBe(2);
  });

  it('commits the first append of an event-loop turn at once, and gathers the rest of the turn into one batch at its end', async () => {
    const { store, writer } = await fresh();
    const a1 = entry('g1', null);
    const b1 = entry('g2', null);
    const a2 = entry('g1', a1);
    const appends: Promise<void>[] = [];
    let batchesSeenBySecond = -1;
    await new Promise((r) => setImmediate(r));
    // Three callbacks of one turn, as three sockets read in one poll phase.
    await new Promise<void>((done) => {
      setImmediate(() => appends.push(writer.append(a1)));
      setImmediate(() => {
        batchesSeenBySecond = writer.batches;
        appends.push(writer.append(b1));
      });
      setImmediate(() => {
        appends.push(writer.append(a2));
        done();
      });
    });
    await Promise.all(appends);
    expect(writer.written).toBe(3);
    expect(writer.batches).toBe(2);
    // SQLite commits on the loop: the first append was on disk before the next callback ran,
    // not at the end of the turn. (PostgreSQL's commit is in flight meanwhile.)
    if (store.db.kind === 'sqlite') expect(batchesSeenBySecond).toBe(1);
    // The next turn's first append goes at once again.
    await new Promise((r) => setImmediate(r));
    await writer.append(entry('g2', b1));
    expect(writer.batches).toBe(3);
  });

  it('gathers the appends made while a batch is being written into the next batch', async () => {
    const { writer } = await fresh();
    const a1 = entry('g1', null);
    const first = writer.append(a1);
    // Queued while the first batch is (or is about to be) in flight: one batch after it.
    await new Promise((r) => setImmediate(r));
    const later = [entry('g2', null), entry('g1', a1)].map((e) => writer.append(e));
    await Promise.all([first, ...later]);
    expect(writer.written).toBe(3);
    expect(writer.batches).toBe(2);
  });

  it('writes a batch larger than one statement holds (PostgreSQL sends it in chunks) in one transaction', async () => {
    const { writer } = await fresh();
    let prev: { seq: number; hash: string } | null = null;
    const appends: Promise<void>[] = [];
    for (let i = 0; i < 8000; i++) {
      const e = entry('g1', prev);
      prev = e;
      appends.push(writer.append(e));
    }
    await Promise.all(appends);
    expect(writer.batches).toBe(1);
    const log = await writer.read('g1');
    expect(log).toHaveLength(8000);
    expect(log[7999]!.hash).toBe(prev!.hash);
  });

  it('refuses the whole batch when its transaction fails, and writes none of it', async () => {
    const { writer } = await fresh();
    const a1 = entry('g1', null);
    await writer.append(a1);
    // A second entry 1 for g1 breaks the primary key: its batch-mate must not land either.
    const results = await Promise.allSettled([writer.append(entry('g2', null)), writer.append(entry('g1', null, '{"again":true}'))]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await writer.read('g2')).toEqual([]);
    expect(await writer.read('g1')).toEqual([a1]);
    // The writer keeps working after a failed batch.
    await writer.append(entry('g2', null));
    expect(await writer.read('g2')).toHaveLength(1);
  });

  it('commits an append at once, inside its caller, where it would be the turn’s first batch (SQLite); else leaves it to append', async () => {
    const { store, writer } = await fresh();
    await new Promise((r) => setImmediate(r));
    const a1 = entry('g1', null);
    if (store.db.kind !== 'sqlite') {
      // PostgreSQL's commit is a round trip: never now.
      expect(writer.appendNow(a1)).toBe(false);
      expect(writer.batches).toBe(0);
      return;
    }
    expect(writer.appendNow(a1)).toBe(true);
    // Durable already: counted, and read back by another connection's view of the file.
    expect([writer.batches, writer.written]).toEqual([1, 1]);
    expect(await writer.read('g1')).toEqual([a1]);
    // Later in the same turn: not now, so the turn's other appends still gather into one batch.
    const b1 = entry('g2', null);
    expect(writer.appendNow(b1)).toBe(false);
    expect(writer.batches).toBe(1);
    await writer.append(b1);
    // A batch queued or in flight: not now either (it would overtake it).
    await new Promise((r) => setImmediate(r));
    const queued = writer.append(entry('g2', b1));
    expect(writer.appendNow(entry('g1', a1))).toBe(false);
    await queued;
    // The next turn's first append goes at once again.
    await new Promise((r) => setImmediate(r));
    expect(writer.appendNow(entry('g1', a1))).toBe(true);
    expect((await writer.read('g1')).map((e) => e.seq)).toEqual([1, 2]);
    expect(writer.written).toBe(4);
  });

  it('throws, writing nothing, when an append made now fails or its game is fenced off', async () => {
    const { store, writer } = await fresh();
    if (store.db.kind !== 'sqlite') return; // never now there (above)
    const a1 = entry('g1', null);
    await writer.append(a1);
    await new Promise((r) => setImmediate(r));
    // A second entry 1 for g1 breaks the primary key.
    expect(() => writer.appendNow(entry('g1', null, '{"again":true}'))).toThrow();
    expect(await writer.read('g1')).toEqual([a1]);
    // Another process owns g2 (lease.ts reads the lease rows; here a fence that refuses it).
    const lost = new Error('store/lease_lost: another process owns g2');
    writer.fence = { fenceQuery: () => ({ sql: "SELECT 'g2' AS game_id, 'elsewhere' AS owner", params: [] }), refusals: () => new Map([['g2', lost]]), allows: "? <> 'g2'", allowsParams: (g) => [g] };
    await new Promise((r) => setImmediate(r));
    expect(() => writer.appendNow(entry('g2', null))).toThrow(lost);
    expect(await writer.read('g2')).toEqual([]);
    expect(writer.written).toBe(1);
    // The writer keeps working after both.
    writer.fence = null;
    await new Promise((r) => setImmediate(r));
    expect(writer.appendNow(entry('g2', null))).toBe(true);
  });

  it('appends a lone entry in one statement with the fence in it (SQLite); one the fence’s condition leaves out goes through the full check', async () => {
    const { store, writer } = await fresh();
    if (store.db.kind !== 'sqlite') return; // never now there (above)
    const refusedByRead = new Error('store/lease_lost: the read refuses g1');
    // A fence whose condition lets g1 in while its read would refuse it: only the
    // one-statement insert writes g1's entry.
    writer.fence = { fenceQuery: () => ({ sql: "SELECT 'g1' AS game_id, 'elsewhere' AS owner", params: [] }), refusals: () => new Map([['g1', refusedByRead]]), allows: "? <> 'nobody'", allowsParams: (g) => [g] };
    await new Promise((r) => setImmediate(r));
    const a1 = entry('g1', null);
    expect(writer.appendNow(a1)).toBe(true);
    // And a batch of one, queued by append, the same way.
    const a2 = entry('g1', a1);
    await writer.append(a2);
    expect(await writer.read('g1')).toEqual([a1, a2]);
    // A condition that leaves g2 out while the read refuses nothing (the lease changed hands
    // between the two): the full transaction writes it.
    writer.fence = { fenceQuery: () => ({ sql: "SELECT 'g2' AS game_id, 'this' AS owner WHERE 0", params: [] }), refusals: () => new Map(), allows: '? IS NULL', allowsParams: (g) => [g] };
    await new Promise((r) => setImmediate(r));
    const b1 = entry('g2', null);
    expect(writer.appendNow(b1)).toBe(true);
    await writer.append(entry('g2', b1));
    expect((await writer.read('g2')).map((e) => e.seq)).toEqual([1, 2]);
    expect([writer.batches, writer.written]).toEqual([4, 4]);
  });

  it('commits what is queued on close, then refuses more', async () => {
    const { store, writer } = await fresh();
    const pending = writer.append(entry('g1', null));
    await writer.close();
    await pending;
    expect(await writer.read('g1')).toHaveLength(1);
    await expect(writer.append(entry('g2', null))).rejects.toThrow('the log is closed');
    expect(writer.appendNow(entry('g2', null))).toBe(false);
    await store.db.close();
  });
});
