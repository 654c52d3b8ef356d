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
