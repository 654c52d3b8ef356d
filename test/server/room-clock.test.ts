// A game room makes no timer that fires many times a second. Colyseus 0.18 ticks a room's
// clock every 16 ms when patches are sent by hand and no timestep is set; 250 games would
// make 15,000 timer callbacks a second for nothing (server/rooms/epic-room.ts, onCreate).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGame, joinSeat, startTestReferee } from './support.js';

describe('the epic room keeps no fast timers', () => {
  let ref: Awaited<ReturnType<typeof startTestReferee>>;
  beforeAll(async () => {
    ref = await startTestReferee();
  });
  afterAll(async () => {
    await ref.close();
  });

  it('creating a game and joining it leaves no interval shorter than a second running', async () => {
    const set = vi.spyOn(globalThis, 'setInterval');
    const clear = vi.spyOn(globalThis, 'clearInterval');
    try {
      const game = await createGame(ref.url);
      const seat = await joinSeat(ref.url, game.gameId, game.seats['south:oc']!.token);
      const cleared = new Set(clear.mock.calls.map((args) => args[0]));
      const running = set.mock.calls.map((args, i) => ({ delay: Number(args[1] ?? 0), handle: set.mock.results[i]!.value })).filter((t) => !cleared.has(t.handle));
      expect(running.filter((t) => t.delay < 1000).map((t) => t.delay)).toEqual([]);
      // The room did set its (slow) timestep: the spies saw the room being made.
      expect(running.map((t) => t.delay)).toContain(60_000);
      await seat.room.leave();
    } finally {
      set.mockRestore();
      clear.mockRestore();
    }
  });
});
