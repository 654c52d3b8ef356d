// The turn log's memory and its whole log narrated again from the store's entries
// (turn-log.ts), with the store's reads held back by hand, so that the order of a read and the
// changes written meanwhile is the test's, not the machine's.
import { afterEach, describe, expect, it } from 'vitest';
import { narrateForViewers, type NarratedEvent } from '../../engine/narrate-view.js';
import { playRandomGame, randomStart } from '../../engine/sim/random-game.js';
import type { LogEntry } from '../store/log-chain.js';
import type { Store } from '../store/store.js';
import { openTestStore } from '../../test/stores.js';
import { GameSession } from './session.js';
import { narrateEntries, TurnLog } from './turn-log.js';

const stores: Store[] = [];
afterEach(async () => {
  for (const s of stores.splice(0)) await s.close();
});

/** Made-up lines for the versions after `from` up to `to`, one a version. */
function lines(from: number, to: number): NarratedEvent[] {
  return Array.from({ length: to - from }, (_, i) => ({ version: from + i + 1, turn: 1, army: null, text: `line ${from + i + 1}`, secret: null }));
}

/** A game's log entries (its start and `commands` commands), and its whole log narrated. */
async function logOf(seed: string, commands: number): Promise<{ entries: LogEntry[]; whole: NarratedEvent[] }> {
  const store = await openTestStore('turn_log');
  stores.push(store);
  const { type: _type, ...start } = randomStart(seed, 8, 'vellara-ford');
  const made = await GameSession.create(store, { ...start, generator: 'sfc32' }, 1);
  if ('rejection' in made) throw new Error(made.rejection.message);
  const game = playRandomGame(seed, commands);
  for (const cmd of game.commands) expect((await made.session.submit(cmd, 2)).ok).toBe(true);
  return { entries: await store.readLog(made.session.id), whole: narrateForViewers(game.events) };
}

/** The version after the first `n` commands of the log. */
async function versionAfter(entries: readonly LogEntry[], n: number): Promise<number> {
  return (await narrateEntries(entries.slice(0, n + 1))).version;
}

const between = (lines: readonly NarratedEvent[], after: number, upTo: number) => lines.filter((l) => l.version > after && l.version <= upTo);

describe('narrateEntries', () => {
  it('narrates a log as the whole game narrated at once, in slices as small as one entry', async () => {
    const { entries, whole } = await logOf('turn-log-narrate', 40);
    for (const slice of [1, 7, 100]) expect((await narrateEntries(entries, slice)).lines).toEqual(whole);
    expect((await narrateEntries(entries)).version).toBe(whole.at(-1)!.version);
  });

  it('refuses a log that does not begin with its start entry', async () => {
    const { entries } = await logOf('turn-log-no-start', 3);
    await expect(narrateEntries(entries.slice(1))).rejects.toThrow('a game log begins with its start entry');
  });
});

describe('TurnLog', () => {
  it('keeps the changes added and told while the log is read, however many, and joins them to it', async () => {
    const { entries, whole } = await logOf('turn-log-join', 30);
    const k = 10;
    const restoredAt = await versionAfter(entries, k);
    // The store's read answers when the test says: with the log as it stood after one more change.
    let answer!: (e: LogEntry[]) => void;
    const log = new TurnLog(() => new Promise((resolve) => (answer = resolve)), { lines: [], after: restoredAt }, { keepLines: 2 });
    const asked = log.after(0, 0);
    for (let j = k + 1; j <= 30; j++) {
      const before = await versionAfter(entries, j - 1);
      log.add(between(whole, before, await versionAfter(entries, j)), 0);
      log.since(before); // told by the room
    }
    answer(entries.slice(0, k + 2));
    expect(await asked).toEqual(whole);
    // Memory lets go again after: the whole log (asked for) and the latest lines.
    log.since(whole.at(-1)!.version);
    expect(log.linesInMemory).toBeLessThanOrEqual(whole.length + 2);
  });

  it("never lets go of the lines of changes the room has not told, however many they are", async () => {
    const log = new TurnLog(async () => [], { lines: lines(0, 1), after: 0 }, { keepLines: 2 });
    // One change of twenty lines, then two more changes before the room tells any of them.
    log.add(lines(1, 21), 0);
    log.add(lines(21, 22), 0);
    log.add(lines(22, 30), 0);
    expect(log.since(1)).toEqual(lines(1, 30));
    // The room's telling failed before it synced them (rooms/epic-room.ts, afterDurable): it
    // asks again from the same version, and gets them all again.
    expect(log.since(1)).toEqual(lines(1, 30));
    // Told: memory keeps two of them.
    expect(log.since(30)).toEqual([]);
    expect(log.linesInMemory).toBe(2);
    expect(log.keptAfter).toBe(28);
  });

  it('tells no line twice when a change was in the log it read before it was added', async () => {
    const { entries, whole } = await logOf('turn-log-twice', 20);
    const before = await versionAfter(entries, 19);
    // The last change is durable (in the log read) but not yet applied when the log is read.
    const log = new TurnLog(async () => entries, { lines: [], after: before }, { keepLines: 2 });
    expect(await log.after(0, 0)).toEqual(whole);
    log.add(between(whole, before, Infinity), 0);
    expect(await log.after(0, 0)).toEqual(whole);
  });

  it("lets a welcome read the latest lines without letting go of those the room has not told", async () => {
    const log = new TurnLog(async () => [], { lines: lines(0, 10), after: 0 }, { keepLines: 2 });
    expect(log.since(0)).toEqual(lines(0, 10));
    // A change of five lines, applied; a client joining again holds them all (its logAfter)
    // before the room has told the others.
    log.add(lines(10, 15), 0);
    expect(await log.after(15, 0)).toEqual([]);
    expect(await log.after(12, 0)).toEqual(lines(12, 15));
    expect(log.since(10)).toEqual(lines(10, 15));
  });

  it('never reads the store for lines memory keeps', async () => {
    let reads = 0;
    const log = new TurnLog(async () => (reads++, []), { lines: lines(0, 3), after: 0 }, { keepLines: 4 });
    log.add(lines(3, 8), 0);
    expect(log.since(3)).toEqual(lines(3, 8));
    expect(await log.after(0, 0)).toEqual(lines(0, 8));
    log.add(lines(8, 9), 0);
    expect(log.since(8)).toEqual(lines(8, 9));
    // Nine lines are more than twice four: the oldest five go.
    expect(log.keptAfter).toBe(5);
    expect(log.linesInMemory).toBe(4);
    expect(await log.after(6, 0)).toEqual(lines(6, 9));
    expect(reads).toBe(0);
  });
});
