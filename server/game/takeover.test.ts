// The order a process takes a dead one's games over in (takeover.ts): every game once, the same
// each time for one process, and another process's order starts elsewhere, so that two
// survivors do not both try each game in turn.
import { describe, expect, it } from 'vitest';
import { takeoverOrder } from './takeover.js';

const games = Array.from({ length: 40 }, (_, i) => `game-${i}`);

describe('takeoverOrder', () => {
  it('is a permutation of the games, the same for the same process', () => {
    const order = takeoverOrder('p1-4000', games);
    expect([...order].sort()).toEqual([...games].sort());
    expect(takeoverOrder('p1-4000', [...games].reverse())).toEqual(order);
  });

  it('differs between processes: they start at different games and meet rarely', () => {
    const a = takeoverOrder('p1-4000', games);
    const b = takeoverOrder('p3-4002', games);
    expect(a[0]).not.toBe(b[0]);
    // Working from the front, each takes the first half of its own order: they share few games.
    const shared = a.slice(0, 20).filter((g) => b.slice(0, 20).includes(g));
    expect(shared.length).toBeLessThan(15);
    expect(a).not.toEqual(b);
  });
});
