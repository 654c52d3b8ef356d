// The session's turn log (turn-log.ts): its latest lines in memory, the whole log narrated again
// from the store when a welcome needs older ones. Whenever it is asked for, however much memory
// has dropped, after a restore, with changes written while it is narrated, it must read as the
// whole game narrated from scratch; and memory must stay bounded however long the game.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { narrateForViewers, linesFor } from '../../engine/narrate-view.js';
import { playRandomGame, randomStart } from '../../engine/sim/random-game.js';
import type { Store } from '../store/store.js';
import { openTestStore } from '../../test/stores.js';
import { GameSession } from './session.js';
import type { TurnLogOptions } from './turn-log.js';

const stores: Store[] = [];
afterEach(async () => {
  for (const s of stores.splice(0)) await s.close();
});

const REFEREE = { kind: 'referee' } as const;
const SEAT = { kind: 'seat', seatId: 'south:left' } as const;
const SPECTATOR = { kind: 'spectator' } as const;

/** A command submitted, and its lines then read from memory as the room does to tell them. */
async function submitTold(session: GameSession, cmd: Parameters<GameSession['submit']>[0], now: number): Promise<void> {
  const before = session.state.version;
  const r = await session.submit(cmd, now);
  if (!r.ok) throw new Error(r.rejection.message);
  expect(session.narratedSince(before).length).toBeGreaterThanOrEqual(0);
}

/** A game of `commands` commands, the i-th submitted at clock 2 + i and told as the room does. */
async function played(seed: string, commands: number, turnLog: TurnLogOptions = {}) {
  const store = await openTestStore('session_log');
  stores.push(store);
  const { type: _type, ...start } = randomStart(seed, 8, 'vellara-ford');
  const made = await GameSession.create(store, { ...start, generator: 'sfc32' }, 1, { turnLog });
  if ('rejection' in made) throw new Error(made.rejection.message);
  const game = playRandomGame(seed, commands);
  let mostInMemory = 0;
  for (const [i, cmd] of game.commands.entries()) {
    await submitTold(made.session, cmd, 2 + i);
    mostInMemory = Math.max(mostInMemory, made.session.turnLog.linesInMemory);
  }
  return { session: made.session, store, game, mostInMemory, whole: narrateForViewers(game.events) };
}

describe("the session's turn log", () => {
  it('keeps its latest lines in memory, and reads as the whole game narrated however many it dropped', async () => {
    const { session, whole, mostInMemory, game } = await played('session-log', 80, { keepLines: 8 });
    expect(whole.length).toBeGreaterThan(40);
    // Between 8 and 16 lines held, never the whole log.
    expect(mostInMemory).toBeLessThanOrEqual(16);
    expect(session.turnLog.keptAfter).toBeGreaterThan(0);
    const now = 2 + game.commands.length;
    for (const viewer of [REFEREE, SEAT, SPECTATOR]) expect(await session.logFor(viewer, now)).toEqual(linesFor(whole, viewer));
    // From any version, older than memory keeps or not.
    expect(await session.logFor(SEAT, now, 10)).toEqual(linesFor(whole.filter((n) => n.version > 10), SEAT));
    const kept = session.turnLog.keptAfter;
    expect(session.narratedSince(kept)).toEqual(whole.filter((n) => n.version > kept));
    // Asking for lines memory dropped is a mistake of the caller's, said as such.
    expect(() => session.narratedSince(kept - 1)).toThrow(/only those after version/);
  });

  it('keeps the whole log narrated again while it is asked for, then lets it go', async () => {
    const { session, store, game } = await played('session-log-keep', 60, { keepLines: 8, wholeKeepMs: 100 });
    const read = vi.spyOn(store, 'readLog');
    let now = 1000;
    const first = await session.logFor(REFEREE, now);
    // Eight clients coming back: one read of the log for them all.
    await Promise.all(Array.from({ length: 8 }, () => session.logFor(SEAT, now)));
    expect(read).toHaveBeenCalledTimes(1);
    expect(session.turnLog.linesInMemory).toBeGreaterThanOrEqual(first.length);
    // Changes go on: the kept log grows with them while it is asked for.
    const next = playRandomGame('session-log-keep', 64);
    for (const cmd of next.commands.slice(game.commands.length, 62)) await submitTold(session, cmd, (now += 10));
    expect(await session.logFor(REFEREE, now)).toEqual(linesFor(narrateForViewers(playRandomGame('session-log-keep', 62).events), REFEREE));
    expect(read).toHaveBeenCalledTimes(1);
    // Not asked for within 100 ms of the session's clock: dropped at the next change.
    for (const cmd of next.commands.slice(62, 64)) await submitTold(session, cmd, (now += 101));
    expect(session.turnLog.linesInMemory).toBeLessThanOrEqual(16);
    expect(await session.logFor(SPECTATOR, now)).toEqual(linesFor(narrateForViewers(next.events), SPECTATOR));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('joins the changes written while the whole log is narrated again, with none lost or told twice', async () => {
    const { session, game } = await played('session-log-race', 50, { keepLines: 4, sliceEntries: 3 });
    const more = playRandomGame('session-log-race', 70);
    // Asked for, then changes written while the log is read and narrated in slices.
    const asked = session.logFor(REFEREE, 100);
    for (const cmd of more.commands.slice(game.commands.length)) expect((await session.submit(cmd, 101)).ok).toBe(true);
    const lines = await asked;
    const whole = linesFor(narrateForViewers(more.events), REFEREE);
    // What it gave is the log up to some change at least as late as the one it was asked at.
    expect(lines.length).toBeGreaterThan(0);
    expect(lines).toEqual(whole.slice(0, lines.length));
    expect(await session.logFor(REFEREE, 102)).toEqual(whole);
    expect(new Set(whole.map((l) => l.version)).size).toBe(whole.length);
  });

  it('reads the same after a restore from the log, holding the lines of its last changes only, and goes on from the next change', async () => {
    const { session, store, whole, game } = await played('session-log-restore', 30);
    const restored = await GameSession.restore(store, session.id);
    // The last eight commands' lines, narrated as the log was folded: from the version before them.
    const before8 = narrateForViewers(playRandomGame('session-log-restore', game.commands.length - 8).events).at(-1)!.version;
    expect(restored.turnLog.keptAfter).toBeGreaterThanOrEqual(before8);
    expect(restored.turnLog.keptAfter).toBeLessThan(restored.state.version);
    expect(restored.narratedSince(restored.turnLog.keptAfter)).toEqual(whole.filter((n) => n.version > restored.turnLog.keptAfter));
    const read = vi.spyOn(store, 'readLog');
    expect(await restored.logFor(SEAT, 50, restored.turnLog.keptAfter)).toEqual(linesFor(whole.filter((n) => n.version > restored.turnLog.keptAfter), SEAT));
    expect(read).not.toHaveBeenCalled();
    expect(await restored.logFor(REFEREE, 50)).toEqual(linesFor(whole, REFEREE));
    expect(read).toHaveBeenCalledTimes(1);
    read.mockRestore();
    const next = playRandomGame('session-log-restore', 31);
    const r = await restored.submit(next.commands[30]!, 99);
    expect(r.ok).toBe(true);
    expect(await restored.logFor(SEAT, 99)).toEqual(linesFor(narrateForViewers(next.events), SEAT));
  });

  it('rejects, saying why, when the store cannot be read for older lines; its latest lines still serve', async () => {
    const { session, store, whole } = await played('session-log-unreadable', 60, { keepLines: 8 });
    vi.spyOn(store, 'readLog').mockRejectedValue(new Error('the disk is gone'));
    await expect(session.logFor(SEAT, 100)).rejects.toThrow('the disk is gone');
    const kept = session.turnLog.keptAfter;
    expect(session.narratedSince(kept)).toEqual(whole.filter((n) => n.version > kept));
    // A later ask tries the store again.
    vi.restoreAllMocks();
    expect(await session.logFor(SEAT, 101)).toEqual(linesFor(whole, SEAT));
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
