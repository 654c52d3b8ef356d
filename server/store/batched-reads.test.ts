// Batch while busy (batched-reads.ts): reads asked in one tick go together; reads asked while a
// statement is under way wait for it and then go together; each read is answered from a
// statement that started after it was asked; a failed statement fails its batch only.
import { describe, expect, it } from 'vitest';
import { batchWhileBusy, MAX_BATCH } from './batched-reads.js';

/** A fake table read whose statements finish when the test says so. */
function fakeTable(rows: Map<string, number>) {
  const statements: { keys: string[]; finish: (fail?: Error) => void }[] = [];
  const read = batchWhileBusy<string, number>(
    (keys) =>
      new Promise((resolve, reject) => {
        // The answer is read when the statement finishes (as a database reads at execution).
        statements.push({ keys: [...keys], finish: (fail) => (fail ? reject(fail) : resolve(new Map(keys.filter((k) => rows.has(k)).map((k) => [k, rows.get(k)!])))) });
      }),
  );
  return { read, statements };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('batchWhileBusy', () => {
  it('sends the reads asked in one tick as one statement, and answers each one its own row', async () => {
    const { read, statements } = fakeTable(new Map([['a', 1], ['b', 2]]));
    const answers = Promise.all([read('a'), read('b'), read('zz'), read('a')]);
    await tick();
    expect(statements.map((s) => s.keys)).toEqual([['a', 'b', 'zz']]);
    statements[0]!.finish();
    expect(await answers).toEqual([1, 2, undefined, 1]);
  });

  it('holds reads asked while a statement is under way, then sends them all in the next one', async () => {
    const { read, statements } = fakeTable(new Map([['a', 1], ['b', 2], ['c', 3]]));
    const first = read('a');
    await tick();
    expect(statements).toHaveLength(1);
    const later = [read('b'), read('c')];
    await tick();
    const last = read('a');
    await tick();
    // Nothing more goes while the first statement is under way.
    expect(statements).toHaveLength(1);
    statements[0]!.finish();
    expect(await first).toBe(1);
    await tick();
    expect(statements.map((s) => s.keys)).toEqual([['a'], ['b', 'c', 'a']]);
    statements[1]!.finish();
    expect(await Promise.all([...later, last])).toEqual([2, 3, 1]);
  });

  it('caches nothing: a row changed after a read is seen by the next read', async () => {
    const rows = new Map([['a', 1]]);
    const { read, statements } = fakeTable(rows);
    const before = read('a');
    await tick();
    statements[0]!.finish();
    expect(await before).toBe(1);
    rows.delete('a'); // e.g. a token revoked
    const after = read('a');
    await tick();
    expect(statements).toHaveLength(2);
    statements[1]!.finish();
    expect(await after).toBeUndefined();
  });

  it('fails every read of a failed statement, and the reads that waited go on in the next', async () => {
    const { read, statements } = fakeTable(new Map([['a', 1], ['b', 2]]));
    const failing = read('a');
    await tick();
    const waiting = read('b');
    await tick();
    statements[0]!.finish(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await tick();
    expect(statements[1]!.keys).toEqual(['b']);
    statements[1]!.finish();
    expect(await waiting).toBe(2);
  });

  it(`splits a burst larger than ${MAX_BATCH} keys into statements of at most ${MAX_BATCH}`, async () => {
    const keys = Array.from({ length: MAX_BATCH + 20 }, (_, i) => `k${i}`);
    const { read, statements } = fakeTable(new Map(keys.map((k, i) => [k, i])));
    const answers = Promise.all(keys.map((k) => read(k)));
    await tick();
    expect(statements.map((s) => s.keys.length)).toEqual([MAX_BATCH, 20]);
    for (const s of statements) s.finish();
    expect(await answers).toEqual(keys.map((_, i) => i));
  });
});
