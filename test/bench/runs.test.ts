// The summary of several server-part runs (bench/runs.ts, BENCH_RUNS).
import { describe, expect, it } from 'vitest';
import { median, summarizeServerRuns } from '../../bench/runs.js';

describe('bench/runs.ts', () => {
  it('takes the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('sums up the runs: medians, ranges, each ratio, and how many met each target', () => {
    const line = summarizeServerRuns([
      { ratio: 1.51, refereeP99: 6.1, floorRatio: 2.4 },
      { ratio: 1.35, refereeP99: 5.2, floorRatio: 2.0 },
      { ratio: 1.5, refereeP99: 55, floorRatio: 3.1 },
      { ratio: 2.01, refereeP99: 6.12, floorRatio: 2.32 },
    ]);
    expect(line).toBe(
      'server part over 4 runs: p99 ratio referee / bare room with the same durable append median 1.50 (1.35–2.01; each: 1.51, 1.35, 1.50, 2.01), at most 1.5 in 2 of 4; ' +
        'referee p99 median 6.11 ms (5.20–55.00), at most 50 ms in 3 of 4; ratio to the floor median 2.36 (2.00–3.10)',
    );
  });
});
