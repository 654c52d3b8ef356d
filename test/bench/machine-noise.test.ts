// The machine's own stalls, probed before each server run (bench/machine-noise.ts), and the
// runs' summary telling the quiet runs apart (bench/runs.ts).
import { describe, expect, it } from 'vitest';
import { describeNoise, isNoisy, probeMachineNoise, spinForStalls, summarizeNoise } from '../../bench/machine-noise.js';
import { summarizeServerRuns } from '../../bench/runs.js';

/** A clock that steps by 0.01 ms, and by the given gaps at the given reads. */
function clock(gaps: Record<number, number>): () => number {
  let t = 0;
  let reads = 0;
  return () => {
    t += gaps[reads] ?? 0.01;
    reads++;
    return t;
  };
}

describe('bench/machine-noise.ts', () => {
  it('notes every gap of the threshold or more between two clock reads, and only those', () => {
    // Read 10 comes 3 ms after read 9, read 50 7.5 ms after read 49, read 70 0.5 ms after 69.
    const stalls = spinForStalls(20, 1, clock({ 10: 3, 50: 7.5, 70: 0.5 }));
    expect(stalls.map((s) => +s.toFixed(2))).toEqual([3, 7.5]);
  });

  it('sums the threads up per thread-second, with the longest stall and the share lost', () => {
    const noise = summarizeNoise([[1.5, 6, 2], [12]], 2);
    expect(noise).toEqual({ threads: 2, seconds: 2, stallsPerSecond: 1, longPerSecond: 0.5, maxMs: 12, lostShare: 21.5 / 4000 });
    expect(isNoisy(noise)).toBe(true);
    expect(describeNoise(noise)).toBe('2 threads spinning 2 s saw 1.00 stalls of 1 ms or more a second each, 0.50 of 5 ms or more, the longest 12.0 ms, 0.54 % of their time lost (a noisy machine: 0.5 % or more lost)');
    const quiet = summarizeNoise([[1.2, 6], []], 2);
    expect(isNoisy(quiet)).toBe(false);
    expect(describeNoise(quiet)).not.toContain('noisy');
    expect(summarizeNoise([[], []], 1)).toMatchObject({ stallsPerSecond: 0, longPerSecond: 0, maxMs: 0, lostShare: 0 });
  });

  it('probes with one spinning thread per core asked for, all told to go at once', async () => {
    const noise = await probeMachineNoise(0.05, 2);
    expect(noise.threads).toBe(2);
    expect(noise.seconds).toBe(0.05);
    for (const v of [noise.stallsPerSecond, noise.longPerSecond, noise.maxMs, noise.lostShare]) expect(v).toBeGreaterThanOrEqual(0);
  });

  it("tells the runs made on a quiet machine apart in the runs' summary", () => {
    const quiet = summarizeNoise([[], []], 2);
    const noisy = summarizeNoise([[6, 7], [8]], 2); // 21 ms of 4 s: 0.53 %
    const line = summarizeServerRuns([
      { ratio: 1.1, refereeP99: 25, floorRatio: 1, noise: noisy },
      { ratio: 1.6, refereeP99: 4, floorRatio: 2, noise: quiet },
      { ratio: 1.4, refereeP99: 3, floorRatio: 2, noise: quiet },
    ]);
    expect(line).toContain("; the 2 runs made on a quiet machine (less than 0.5 % of a core's time lost to stalls of 1 ms or more before it): ratio median 1.50, at most 1.5 in 1 of 2");
    expect(summarizeServerRuns([{ ratio: 1.1, refereeP99: 25, floorRatio: 1, noise: noisy }])).toContain("every run was made on a noisy machine (0.5 % or more of a core's time lost to stalls of 1 ms or more before it): none judges the referee's own work");
    // Runs without a probe (BENCH_NOISE_PROBE_S=0) say nothing of it.
    expect(summarizeServerRuns([{ ratio: 1.1, refereeP99: 25, floorRatio: 1 }])).not.toContain('machine');
  });
});
