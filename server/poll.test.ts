// pollUntil (poll.ts): it answers true as soon as the check holds, looks less often each time,
// and gives up with false after its time.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pollUntil } from './poll.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('pollUntil', () => {
  it('looks at once, then after waits that double up to the most, and is true once the check holds', async () => {
    vi.useFakeTimers();
    const lookedAt: number[] = [];
    const start = Date.now();
    const done = pollUntil(async () => (lookedAt.push(Date.now() - start), lookedAt.length === 5), { firstMs: 10, maxMs: 30, withinMs: 1000 });
    await vi.runAllTimersAsync();
    expect(await done).toBe(true);
    expect(lookedAt).toEqual([0, 10, 30, 60, 90]);
  });

  it('gives up with false once the next wait would pass its time', async () => {
    vi.useFakeTimers();
    let looks = 0;
    const done = pollUntil(async () => (looks++, false), { firstMs: 10, maxMs: 100, withinMs: 100 });
    await vi.runAllTimersAsync();
    expect(await done).toBe(false);
    // At 0, 10, 30 and 70 ms; the next (at 150) would be past 100.
    expect(looks).toBe(4);
  });
});
