// The session keeps a game's events only until its turn log is narrated from them, then writes
// the log on from each change's own lines: whenever the log is first asked for (at the start,
// midway, after a restore), it must read as the whole game narrated from scratch.
import { afterEach, describe, expect, it } from 'vitest';
import { narrateForViewers, linesFor } from '../../engine/narrate-view.js';
import { playRandomGame, randomStart } from '../../engine/sim/random-game.js';
import type { Store } from '../store/store.js';
import { openTestStore } from '../../test/stores.js';
import { GameSession } from './session.js';

const stores: Store[] = [];
afterEach(async () => {
  for (const s of stores.splice(0)) await s.close();
});

const REFEREE = { kind: 'referee' } as const;
const SEAT = { kind: 'seat', seatId: 'south:left' } as const;

async function played(seed: string, commands: number, askLogAfter: number | null) {
  const store = await openTestStore('session_log');
  stores.push(store);
  const { type: _type, ...start } = randomStart(seed, 8, 'vellara-ford');
  const made = await GameSession.create(store, { ...start, generator: 'sfc32' }, 1);
  if ('rejection' in made) throw new Error(made.rejection.message);
  const game = playRandomGame(seed, commands);
  for (const [i, cmd] of game.commands.entries()) {
    if (i === askLogAfter) made.session.logFor(SEAT);
    const r = await made.session.submit(cmd, 2 + i);
    if (!r.ok) throw new Error(r.rejection.message);
  }
  return { session: made.session, store, whole: narrateForViewers(game.events) };
}

describe("the session's turn log", () => {
  it('reads as the whole game narrated, whether first asked for at the start, midway or at the end', async () => {
    for (const askAt of [0, 17, null]) {
      const { session, whole } = await played('session-log', 40, askAt);
      for (const viewer of [REFEREE, SEAT]) expect(session.logFor(viewer)).toEqual(linesFor(whole, viewer));
      expect(session.narratedSince(10)).toEqual(whole.filter((n) => n.version > 10));
    }
  });

  it('reads the same after a restore from the log, and goes on from the next change', async () => {
    const { session, store, whole } = await played('session-log-restore', 30, 5);
    const restored = await GameSession.restore(store, session.id);
    expect(restored.logFor(REFEREE)).toEqual(linesFor(whole, REFEREE));
    const next = playRandomGame('session-log-restore', 31);
    const r = await restored.submit(next.commands[30]!, 99);
    expect(r.ok).toBe(true);
    expect(restored.logFor(SEAT)).toEqual(linesFor(narrateForViewers(next.events), SEAT));
  });
});

describe('a command decided and written at once (submitNow)', () => {
  async function fresh(seed: string) {
    const store = await openTestStore('session_now');
    stores.push(store);
    const { type: _type, ...start } = randomStart(seed, 8, 'vellara-ford');
    const made = await GameSession.create(store, { ...start, generator: 'sfc32' }, 1);
    if ('rejection' in made) throw new Error(made.rejection.message);
    // A turn of the event loop with no batch begun yet (GameSession.create wrote the start).
    await new Promise((r) => setImmediate(r));
    return { store, session: made.session, script: playRandomGame(seed, 12).commands };
  }

  it('gives its result as a value, durable and applied, when nothing else is queued (SQLite); else a promise, in order', async () => {
    const { store, session, script } = await fresh('session-now');
    const first = session.submitNow(script[0]!, 10);
    if (store.db.kind === 'sqlite') {
      expect(first).not.toBeInstanceOf(Promise);
      const r = first as Exclude<typeof first, Promise<unknown>>;
      if (!r.ok) throw new Error(r.rejection.message);
      // Applied and on disk before the call returned.
      expect(session.state.version).toBe(r.version);
      expect((await store.readLog(session.id)).at(-1)!.seq).toBe(r.receipt.seq);
    } else {
      // PostgreSQL commits by a round trip: the same outcome, later.
      expect(first).toBeInstanceOf(Promise);
      expect((await first).ok).toBe(true);
    }
    // In the same turn (the turn's batch is begun) or behind a change in flight: promises,
    // each decided on the state the one before it left.
    const second = session.submitNow(script[1]!, 11);
    const third = session.submitNow(script[2]!, 12);
    expect(second).toBeInstanceOf(Promise);
    expect(third).toBeInstanceOf(Promise);
    const [r2, r3] = await Promise.all([second, third]);
    expect([r2.ok, r3.ok]).toEqual([true, true]);
    const log = await store.readLog(session.id);
    expect(log.map((e) => e.seq)).toEqual([1, 2, 3, 4]);
    // The chain holds: each entry names the one before it.
    for (let i = 1; i < log.length; i++) expect(log[i]!.prevHash).toBe(log[i - 1]!.hash);
    // A talk message queued meanwhile keeps its place too.
    await new Promise((r) => setImmediate(r));
    const said = session.say(script[3]!.seat, 'table', 'hold the ford', 13);
    const fourth = session.submitNow(script[3]!, 14);
    expect(fourth).toBeInstanceOf(Promise);
    expect((await said).ok).toBe(true);
    expect((await fourth).ok).toBe(true);
    expect((await store.readLog(session.id)).map((e) => e.kind)).toEqual(['start', 'command', 'command', 'command', 'talk', 'command']);
  });

  it('refuses an illegal command now, as a value, writing nothing', async () => {
    const { store, session, script } = await fresh('session-now-refused');
    const before = session.state;
    const refused = session.submitNow({ ...script[0]!, seat: 'nobody' }, 10);
    expect(refused).not.toBeInstanceOf(Promise);
    expect((refused as { ok: boolean }).ok).toBe(false);
    expect(session.state).toBe(before);
    expect(await store.readLog(session.id)).toHaveLength(1);
  });

  it('throws a failed append now, leaving the state and the chain as they were', async () => {
    const { store, session, script } = await fresh('session-now-failed');
    if (store.db.kind !== 'sqlite') return; // never now there
    const before = session.state;
    const receipt = session.receipt();
    const failure = new Error('disk full');
    const appendNow = store.log.appendNow.bind(store.log);
    store.log.appendNow = () => {
      throw failure;
    };
    expect(() => session.submitNow(script[0]!, 10)).toThrow(failure);
    expect(session.state).toBe(before);
    expect(session.receipt()).toEqual(receipt);
    // submit reports it as a rejected promise, as ever.
    await expect(session.submit(script[0]!, 10)).rejects.toThrow(failure);
    store.log.appendNow = appendNow;
    await new Promise((r) => setImmediate(r));
    expect((await session.submit(script[0]!, 11)).ok).toBe(true);
    expect((await store.readLog(session.id)).map((e) => e.seq)).toEqual([1, 2]);
  });
});
