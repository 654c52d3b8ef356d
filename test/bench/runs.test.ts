// The summary of several server-part runs (bench/runs.ts, BENCH_RUNS).
import { describe, expect, it } from 'vitest';
import { apart, cpuPerCommand, describeQuietPhases, median, poolQuietPhases, percentile, selfRatio, STEADY_APART, summarizeServerRuns, yardstickHalves } from '../../bench/runs.js';

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

  it("adds each load's p99 over the runs' commands pooled, where every run gives its latencies", () => {
    // Two runs of 100 commands: 1..100 ms and 101..200 ms for the referee, half that for the
    // durable bare room; pooled, the 99th percentile of 200 values is the 199th (0-based 198).
    const run = (offset: number) => ({
      ratio: 1.2,
      refereeP99: 6,
      floorRatio: 2,
      latencies: { referee: Array.from({ length: 100 }, (_, i) => offset + i + 1), durable: Array.from({ length: 100 }, (_, i) => (offset + i + 1) / 2) },
    });
    const line = summarizeServerRuns([run(100), run(0)]);
    expect(line).toMatch(/; pooled over the runs' 200 referee commands: referee p99 199\.00 ms, durable bare room p99 99\.50 ms, ratio 2\.00$/);
    // A run without its latencies: no pooled figure.
    expect(summarizeServerRuns([run(0), { ratio: 1.2, refereeP99: 6, floorRatio: 2 }])).not.toContain('pooled');
    expect(percentile([], 99)).toBeNaN();
  });

  it("gives the server's CPU a command over a load's phases, and each run's referee ÷ durable bare room in the summary", () => {
    // 1,200 ms of CPU over 1,000 commands in one phase and 800 over 600 in another: 2,000 / 1,600.
    expect(cpuPerCommand([{ serverCpuMs: 1200, commands: 1000 }, { serverCpuMs: 800, commands: 600 }])).toBe(1.25);
    expect(cpuPerCommand([])).toBeNaN();
    const line = summarizeServerRuns([
      { ratio: 1.2, refereeP99: 6, floorRatio: 2, cpu: { referee: 1.5, durable: 1.2 } },
      { ratio: 1.3, refereeP99: 6, floorRatio: 2, cpu: { referee: 1.6, durable: 1.0 } },
      { ratio: 1.4, refereeP99: 6, floorRatio: 2, cpu: { referee: 1.4, durable: 1.0 } },
    ]);
    expect(line).toContain("; the server's CPU a command, referee ÷ durable bare room median 1.40 (1.25–1.60; referee median 1.500 ms, durable bare room 1.000 ms)");
    // A run without the figure: none in the summary.
    expect(summarizeServerRuns([{ ratio: 1.2, refereeP99: 6, floorRatio: 2, cpu: { referee: 1.5, durable: 1.2 } }, { ratio: 1.2, refereeP99: 6, floorRatio: 2 }])).not.toContain('CPU');
  });

  it('splits the yardstick\'s phases A B B A, so each half has as many early and late phases', () => {
    expect(yardstickHalves([[1], [2], [3], [4]])).toEqual({ a: [1, 4], b: [2, 3] });
    expect(yardstickHalves([[1, 1], [2], [3], [4], [5], [6]])).toEqual({ a: [1, 1, 4, 5], b: [2, 3, 6] });
    expect(yardstickHalves([])).toEqual({ a: [], b: [] });
  });

  it('gives the two halves\' p99 ratio, and how far it is from 1 either way', () => {
    // 100 values each: the 99th percentile is the 100th value (0-based 99).
    const halves = { a: Array.from({ length: 100 }, (_, i) => (i + 1) * 2), b: Array.from({ length: 100 }, (_, i) => i + 1) };
    expect(selfRatio(halves)).toBe(2);
    expect(selfRatio({ a: halves.b, b: halves.a })).toBe(0.5);
    expect(apart(0.5)).toBe(2);
    expect(apart(1.6)).toBe(1.6);
  });

  it('adds the yardstick against itself over the runs where every run gives its halves', () => {
    const ramp = (scale: number) => Array.from({ length: 100 }, (_, i) => (i + 1) * scale);
    const run = (a: number, b: number) => ({ ratio: 1.2, refereeP99: 6, floorRatio: 2, selfHalves: { a: ramp(a), b: ramp(b) } });
    // Each run's halves 2.0, 1/1.25 and 1.1 apart; pooled (300 values a half, the 99th
    // percentile the 298th), a's p99 is 196 (the first run's third from the top) against b's
    // 122.5 (the second run's).
    const line = summarizeServerRuns([run(2, 1), run(1, 1.25), run(1.1, 1)]);
    expect(line).toMatch(/; the durable bare room against itself \(its phases split A B B A\), p99 apart by a factor of median 1\.25 \(1\.10–2\.00\), beyond 1\.5 in 1 of 3, pooled 1\.60;/);
    expect(summarizeServerRuns([run(2, 1), { ratio: 1.2, refereeP99: 6, floorRatio: 2 }])).not.toContain('against itself');
  });

  it('gives the steady runs apart: those whose yardstick agreed with itself, whatever their ratio', () => {
    const ramp = (scale: number) => Array.from({ length: 100 }, (_, i) => (i + 1) * scale);
    const run = (ratio: number, a: number, b: number) => ({ ratio, refereeP99: 6, floorRatio: 2, selfHalves: { a: ramp(a), b: ramp(b) } });
    // Halves 1.1, 1/1.25 (1.25: steady, the bound included), 2.0 and 1.3 apart: the first two
    // are steady, with their own ratios (1.9 and 1.4), the others are left out whatever theirs.
    const line = summarizeServerRuns([run(1.9, 1.1, 1), run(1.4, 1, 1.25), run(1.1, 2, 1), run(1.2, 1.3, 1)]);
    expect(line).toMatch(/; the 2 steady runs \(the durable bare room agreeing with itself within a factor of 1\.25\): ratio 1\.90, 1\.40, median 1\.65, at most 1\.5 in 1 of 2$/);
    expect(STEADY_APART).toBe(1.25);
    expect(summarizeServerRuns([run(1.9, 1.1, 1)])).toMatch(/; the 1 steady run \(.*\): ratio 1\.90, median 1\.90, at most 1\.5 in 0 of 1$/);
    expect(summarizeServerRuns([run(1.1, 2, 1), run(1.2, 1, 1.3)])).toMatch(/; no run's durable bare room agreed with itself within a factor of 1\.25: none is steady$/);
    // A run without its halves: no steady figure, as no figure of the yardstick against itself.
    expect(summarizeServerRuns([run(1.9, 1.1, 1), { ratio: 1.2, refereeP99: 6, floorRatio: 2 }])).not.toContain('steady');
  });

  it('gives the runs the host left alone apart: steal under 1 % in every referee and durable bare phase', () => {
    const run = (ratio: number, referee: number[], durable: number[]) => ({ ratio, refereeP99: 6, floorRatio: 2, stolen: { referee, durable } });
    const line = summarizeServerRuns([run(1.7, [0.2, 0.1], [0.9, 0]), run(0.8, [0.2, 4.5], [0.1, 0.3]), run(1.3, [0, 0], [0.5, 0.4])]);
    // The second run's referee phase at 4.5 % leaves it out, whatever its ratio.
    expect(line).toMatch(/; the host's steal in a referee or durable bare phase at most 0\.5–4\.5 % a run; the 2 runs left under 1 % in all of them: ratio 1\.70, 1\.30, median 1\.50, at most 1\.5 in 1 of 2$/);
    expect(summarizeServerRuns([run(1.2, [1], [0]), run(1.1, [0], [2.5])])).toMatch(/; no run was left under 1 % in all of them$/);
    // A run whose steal could not be read (no /proc/stat), or one without the figure: no line.
    expect(summarizeServerRuns([run(1.2, [0], [0]), run(1.1, [NaN], [0])])).not.toContain('steal');
    expect(summarizeServerRuns([run(1.2, [0], [0]), { ratio: 1.2, refereeP99: 6, floorRatio: 2 }])).not.toContain('steal');
  });

  it("sets the two loads' quiet phases side by side, in one run and pooled over runs", () => {
    const hundred = (from: number) => Array.from({ length: 100 }, (_, i) => from + i / 100);
    // The p99 of 100 values is the 100th: referee 3.99 against durable 2.99.
    const one = { referee: { latencies: hundred(3), quiet: 2, of: 4 }, durable: { latencies: hundred(2), quiet: 1, of: 4 } };
    expect(describeQuietPhases(one)).toBe('the phases the host left under 1 % steal (referee 2 of 4, durable bare room 1 of 4): referee p99 3.99 ms, durable bare room p99 2.99 ms, ratio 1.33');
    const none = { referee: { latencies: [], quiet: 0, of: 4 }, durable: { latencies: hundred(3), quiet: 1, of: 4 } };
    expect(describeQuietPhases(none)).toBe('the phases the host left under 1 % steal (referee 0 of 4, durable bare room 1 of 4): too few to set side by side');
    const slow = { referee: { latencies: hundred(5), quiet: 1, of: 4 }, durable: { latencies: [], quiet: 0, of: 4 } };
    const pooled = poolQuietPhases([one, slow]);
    expect(pooled.referee).toMatchObject({ quiet: 3, of: 8 });
    expect(pooled.referee.latencies).toHaveLength(200);
    expect(pooled.durable).toMatchObject({ quiet: 1, of: 8 });
    // Over 200 referee latencies the p99 is the 199th: 5.98; the durable room's stays 2.99.
    expect(describeQuietPhases(pooled)).toBe('the phases the host left under 1 % steal (referee 3 of 8, durable bare room 1 of 8): referee p99 5.98 ms, durable bare room p99 2.99 ms, ratio 2.00');
    const run = (q: typeof one) => ({ ratio: 1.2, refereeP99: 6, floorRatio: 2, hostQuietPhases: q });
    expect(summarizeServerRuns([run(one), run(slow)])).toMatch(/; pooled over the phases the host left under 1 % steal \(referee 3 of 8, durable bare room 1 of 8\): referee p99 5\.98 ms, durable bare room p99 2\.99 ms, ratio 2\.00$/);
    expect(summarizeServerRuns([run(one), { ratio: 1.2, refereeP99: 6, floorRatio: 2 }])).not.toContain('the host left');
  });
});
