// Spectator admissions: one per turn of the event loop, in order, with other work between; at
// most the rate a second after a burst; refused past ten seconds' worth of waiting joins.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JoinPacer } from './join-pacing.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('JoinPacer', () => {
  it('admits one waiter per turn of the loop, in the order asked, with other work between', async () => {
    const pacer = new JoinPacer(1000);
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const admitted: { n: number; turn: number }[] = [];
    await Promise.all(Array.from({ length: 6 }, (_, n) => pacer.turn().then(() => void admitted.push({ n, turn: turns }))));
    ticking = false;
    expect(admitted.map((a) => a.n)).toEqual([0, 1, 2, 3, 4, 5]);
    for (let i = 1; i < admitted.length; i++) expect(admitted[i]!.turn).toBeGreaterThan(admitted[i - 1]!.turn);
  });

  it('after its burst, admits at most the rate a second (fake clock)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate', 'performance'] });
    const pacer = new JoinPacer(50); // burst 5, then one every 20 ms
    const admittedAt: number[] = [];
    const all = Array.from({ length: 25 }, () => pacer.turn().then((ok) => ok && admittedAt.push(performance.now())));
    await vi.advanceTimersByTimeAsync(1000);
    await Promise.all(all);
    expect(admittedAt).toHaveLength(25);
    // The burst at once, then 20 more over 400 ms: 25 in about half a second, not at once.
    expect(admittedAt[4]! - admittedAt[0]!).toBeLessThan(5);
    expect(admittedAt[24]! - admittedAt[0]!).toBeGreaterThanOrEqual(390);
    expect(admittedAt[24]! - admittedAt[0]!).toBeLessThanOrEqual(420);
  });

  it('refuses at once past ten seconds of waiting joins', async () => {
    const pacer = new JoinPacer(1);
    const waiting = Array.from({ length: 10 }, () => pacer.turn());
    expect(await pacer.turn()).toBe(false);
    expect(await waiting[0]).toBe(true);
  });
});
