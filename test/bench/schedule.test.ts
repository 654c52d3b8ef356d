// The server benchmark's phase order is carry-over balanced (bench/schedule.ts).
import { describe, expect, it } from 'vitest';
import { balancedSchedule, followCounts } from '../../bench/schedule.js';

const LOADS = ['bare-durable', 'referee', 'bare'] as const;

describe('bench/schedule.ts', () => {
  it.each([1, 2, 3])('over %i block(s), each load runs equally often and follows each other load equally often', (blocks) => {
    const schedule = balancedSchedule(LOADS, blocks);
    expect(schedule).toHaveLength(6 * blocks);
    for (const load of LOADS) expect(schedule.filter((l) => l === load)).toHaveLength(2 * blocks);
    // The warm-up ends with the schedule's last load, so it is the one before the first phase.
    const counts = followCounts(schedule, schedule.at(-1)!);
    const pairs = LOADS.flatMap((a) => LOADS.filter((b) => b !== a).map((b) => `${a}→${b}`));
    expect(Object.keys(counts).sort()).toEqual(pairs.sort());
    for (const pair of pairs) expect(counts[pair]).toBe(blocks);
  });

  it('the old order (one cycle turned each round) was not balanced: the referee followed the durable room twice as often as the bare room, and the durable room followed the referee only after the warm-up', () => {
    // Kept as the reason for the change: 3 rounds of durable → referee → bare, turned.
    const old = [0, 1, 2].flatMap((r) => LOADS.map((_, i) => LOADS[(i + r) % 3]!));
    const counts = followCounts(old, 'referee');
    expect(counts['referee→bare-durable'] ?? 0).toBe(1);
    expect(counts['bare-durable→referee']).toBe(2);
    expect(counts['bare→referee']).toBe(1);
  });

  it('refuses a block count that is not a whole number ≥ 1', () => {
    expect(() => balancedSchedule(LOADS, 0)).toThrow(/whole number ≥ 1, not 0/);
    expect(() => balancedSchedule(LOADS, 1.5)).toThrow(/not 1.5/);
  });
});
