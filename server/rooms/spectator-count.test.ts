// The spectator count is published once per interval, however many joins and leaves it saw.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SpectatorCount } from './spectator-count.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('SpectatorCount', () => {
  it('publishes once per interval for any number of joins and leaves, and not when idle', () => {
    vi.useFakeTimers();
    const published: number[] = [];
    const count: SpectatorCount = new SpectatorCount(() => published.push(count.value), 1000);
    for (let i = 0; i < 500; i++) count.entered();
    for (let i = 0; i < 200; i++) count.left();
    expect(count.value).toBe(300);
    expect(published).toEqual([]);
    vi.advanceTimersByTime(999);
    expect(published).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(published).toEqual([300]);
    vi.advanceTimersByTime(10_000);
    expect(published).toEqual([300]);
    count.left();
    count.close();
    vi.advanceTimersByTime(10_000);
    expect(published).toEqual([300]);
    expect(count.value).toBe(299);
  });
});
