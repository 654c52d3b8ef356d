// Storage that never blocks (issue 17, item 3), on either store. Another connection holds the
// write lock (as another process would): the event loop stays free (measured with
// perf_hooks.monitorEventLoopDelay, not with sleeps), /healthz answers at once with 503 and
// the reason, a talk message in another game waits for the lock off the loop and is accepted
// once it is free, or, held past the store's busy limit, is refused with a clear retryable
// code. /healthz proves the store can write: 503 when it is read-only (or full), 200 again
// once it writes.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestStore, testStoreKind } from '../stores.js';
import { healthAnswer } from '../../server/health.js';
import { holdWriteLock, makeFull, makeReadOnly } from './faults.js';
import { createGame, joinSeat, request, startTestReferee, type Seat } from './support.js';

type TestReferee = Awaited<ReturnType<typeof startTestReferee>>;
const running: TestReferee[] = [];
afterEach(async () => {
  while (running.length) await running.pop()!.close();
});

async function referee(busyLimitMs: number): Promise<TestReferee> {
  const r = await startTestReferee(undefined, { storage: { busyLimitMs }, healthLimitMs: 300 });
  running.push(r);
  return r;
}

async function healthz(r: TestReferee): Promise<{ status: number; body: any }> {
  const res = await fetch(`${r.url}/healthz`);
  return { status: res.status, body: await res.json() };
}

/** A seat of a new game, joined. */
async function seatOfNewGame(r: TestReferee): Promise<Seat> {
  const game = await createGame(r.url);
  return joinSeat(r.url, game.gameId, game.seats['south:left']!.token);
}

/** The longest the event loop was held up while `work` ran, in ms. */
async function loopDelayDuring<T>(work: () => Promise<T>): Promise<{ result: T; maxMs: number }> {
  const h = monitorEventLoopDelay({ resolution: 5 });
  h.enable();
  try {
    const result = await work();
    return { result, maxMs: h.max / 1e6 };
  } finally {
    h.disable();
  }
}

describe(`storage that never blocks (${testStoreKind()})`, () => {
  it('a write lock held elsewhere: the loop stays free, /healthz says 503 at once, another game’s talk waits and then goes through', async () => {
    const r = await referee(10_000);
    const seat = await seatOfNewGame(r);
    expect((await healthz(r)).status).toBe(200);
    const lock = await holdWriteLock(r.registry.store, r.storeAt);
    const { result, maxMs } = await loopDelayDuring(async () => {
      const talk = request(seat, 'talk', { channel: 'table', text: 'Anyone there?' });
      const health = await healthz(r);
      // The talk is still waiting for the lock (its answer comes after the release).
      const answeredBeforeRelease = seat.messages.some((m) => m.type === 'accepted' || m.type === 'rejected');
      await lock.release();
      return { health, answeredBeforeRelease, talk: await talk };
    });
    expect(result.health.status).toBe(503);
    expect(result.health.body).toMatchObject({ status: 'unavailable', store: { ok: false, kind: testStoreKind(), code: 'store/slow' } });
    expect(result.health.body.store.reason).toMatch(/did not finish within 300 ms/);
    expect(result.answeredBeforeRelease).toBe(false);
    expect(result.talk.type).toBe('accepted');
    // A synchronous busy wait would have held the loop for the whole lock (≥ 300 ms here).
    expect(maxMs).toBeLessThan(150);
    expect((await healthz(r)).status).toBe(200);
  });

  it('a lock held past the busy limit: the talk is refused with a clear retryable code, and goes through after', async () => {
    const r = await referee(250);
    const seat = await seatOfNewGame(r);
    const lock = await holdWriteLock(r.registry.store, r.storeAt);
    const { result: refused, maxMs } = await loopDelayDuring(() => request(seat, 'talk', { channel: 'table', text: 'Still there?' }));
    await lock.release();
    expect(refused.type).toBe('rejected');
    expect(refused.payload.code).toBe('server/storage_failed');
    expect(refused.payload.message).toMatch(/nothing was changed\. Try again\..*store\/busy/);
    expect(maxMs).toBeLessThan(150);
    expect((await request(seat, 'talk', { channel: 'table', text: 'Still there?' })).type).toBe('accepted');
  });

  it('/healthz says 503 store/read_only while the store refuses writes, and 200 once it writes again', async () => {
    const r = await referee(1000);
    await makeReadOnly(r.registry.store, true);
    const refused = await healthz(r);
    expect(refused.status).toBe(503);
    expect(refused.body.store).toMatchObject({ ok: false, code: 'store/read_only' });
    await makeReadOnly(r.registry.store, false);
    const ok = await healthz(r);
    expect(ok.status).toBe(200);
    expect(ok.body.store).toMatchObject({ ok: true, kind: testStoreKind() });
  });

  // SQLite's "full" (SQLITE_FULL) cannot be brought about on a real file here without filling
  // the disk; its mapping is checked in server/store/sqlite.test.ts.
  it.runIf(testStoreKind() === 'postgres')('/healthz says 503 store/full while the database server is out of disk', async () => {
    const r = await referee(1000);
    await makeFull(r.registry.store, true);
    const refused = await healthz(r);
    expect(refused.status).toBe(503);
    expect(refused.body.store).toMatchObject({ ok: false, code: 'store/full' });
    await makeFull(r.registry.store, false);
    expect((await healthz(r)).status).toBe(200);
  });
});

describe('/healthz in a cluster', () => {
  it('is 200 "degraded" while the process is cut off from Redis (it still plays its games), "ok" once connected', async () => {
    const store = await openTestStore('health');
    try {
      const redis = { kind: 'redis' as const, publicAddress: '127.0.0.1:1', owner: 'p1' };
      const cut = await healthAnswer(store, Date.now(), 2000, { ...redis, connected: false });
      expect(cut.status).toBe(200);
      expect(cut.body.status).toBe('degraded');
      expect(cut.body.presence).toMatchObject({ kind: 'redis', connected: false });
      const back = await healthAnswer(store, Date.now(), 2000, { ...redis, connected: true });
      expect(back.body.status).toBe('ok');
    } finally {
      await store.close();
    }
  });
});
