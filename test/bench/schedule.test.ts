// The server benchmark's phase order is carry-over balanced (bench/schedule.ts).
import { describe, expect, it } from 'vitest';
import { balancedSchedule, followCounts, turnedLoads, warmUpOrder } from '../../bench/schedule.js';

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

  it('turned from run to run, stays balanced and gives each load the last phase (and each other slot) once in three runs', () => {
    const schedules = [0, 1, 2].map((turn) => balancedSchedule(turnedLoads(LOADS, turn), 2));
    for (const schedule of schedules) {
      const counts = followCounts(schedule, schedule.at(-1)!);
      for (const a of LOADS) for (const b of LOADS) if (a !== b) expect(counts[`${a}→${b}`]).toBe(2);
    }
    for (let slot = 0; slot < 12; slot++) expect(new Set(schedules.map((s) => s[slot])).size).toBe(3);
    expect(schedules.map((s) => s.at(-1))).toEqual(['referee', 'bare', 'bare-durable']);
    // The fourth run is the first again.
    expect(balancedSchedule(turnedLoads(LOADS, 3), 2)).toEqual(schedules[0]);
  });

  it('the warm-ups end with the schedule’s last load; unturned, as a single run always had them', () => {
    expect(warmUpOrder(LOADS, balancedSchedule(LOADS, 2))).toEqual(['bare', 'bare-durable', 'referee']);
    for (const turn of [1, 2]) {
      const loads = turnedLoads(LOADS, turn);
      const schedule = balancedSchedule(loads, 2);
      const warm = warmUpOrder(loads, schedule);
      expect(warm.at(-1)).toBe(schedule.at(-1));
      expect([...warm].sort()).toEqual([...LOADS].sort());
    }
    expect(() => turnedLoads(LOADS, -1)).toThrow(/whole number ≥ 0, not -1/);
    expect(() => warmUpOrder(LOADS, [])).toThrow(/empty/);
  });

  it('refuses a block count that is not a whole number ≥ 1', () => {
    expect(() => balancedSchedule(LOADS, 0)).toThrow(/whole number ≥ 1, not 0/);
    expect(() => balancedSchedule(LOADS, 1.5)).toThrow(/not 1.5/);
  });
});
