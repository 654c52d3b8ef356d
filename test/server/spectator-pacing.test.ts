// Spectators are admitted at most REFEREE_SPECTATOR_JOINS_PER_SECOND a second (here 1, a burst
// of one; server/rooms/join-pacing.ts); a player's seat is never made to wait behind them.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.REFEREE_SPECTATOR_JOINS_PER_SECOND = '1';
});

const { createGame, joinSeat, startTestReferee } = await import('./support.js');

let referee: Awaited<ReturnType<typeof startTestReferee>>;
beforeAll(async () => {
  referee = await startTestReferee();
});
afterAll(async () => {
  await referee.close();
});

describe('spectator admissions', () => {
  it('are paced to the rate; a seat joining meanwhile does not wait for them', async () => {
    const g = await createGame(referee.url);
    const t0 = performance.now();
    const done: string[] = [];
    const spectators = Array.from({ length: 3 }, (_, i) => joinSeat(referee.url, g.gameId, g.spectator.token).then((s) => (done.push(`spectator ${i}`), s)));
    // Asked after the spectators, admitted before the last of them.
    const seat = await joinSeat(referee.url, g.gameId, g.seats['south:oc']!.token).then((s) => (done.push('seat'), s));
    const watchers = await Promise.all(spectators);
    // One at once, then one a second: the third cannot be in before two seconds have passed.
    expect(performance.now() - t0).toBeGreaterThanOrEqual(1900);
    expect(done).toHaveLength(4);
    expect(done[3]).toMatch(/^spectator /);
    for (const c of [...watchers, seat]) await c.room.leave();
  }, 15_000);
});
