// The server benchmark's breakdown of its slowest commands (bench/server.ts): the two clocks'
// times met by game and version, and, with a file named, the slowest commands and every timed
// command written out with the version each made, so that they can be traced to the kind of
// command that made them (the games' scripts replayed offline).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { breakdown, breakdownByPhase, handlerToCommit, type Phase } from '../../bench/server.js';
import { describeSpread } from '../../bench/runs.js';

function phase(samples: Phase['samples'], timings: Phase['timings']): Phase {
  return { mode: 'referee', commands: samples.length, latencies: samples.map(([, , t0, seen]) => seen - t0), samples, timings, clientLoopDelayP99: 0, serverLoopDelayP99: 0, serverCpuMs: 0, stolenPercent: 0 };
}

describe('bench/server.ts breakdown', () => {
  it('splits each command at the server’s timings and writes the slowest with their versions', () => {
    // 100 commands of 2 ms, but one, of game g7 at version 12, took 50 ms: 30 of them after the
    // server had sent its patch.
    const samples: Phase['samples'] = [];
    const timings: Phase['timings'] = [];
    for (let i = 0; i < 100; i++) {
      const slow = i === 99;
      const game = slow ? 'g7' : `g${i % 5}`;
      const t0 = 1000 * i;
      samples.push([game, slow ? 12 : i, t0, t0 + (slow ? 50 : 2)]);
      timings.push([game, slow ? 12 : i, t0 + 10 * Number(slow), t0 + 15 * Number(slow), t0 + 20 * Number(slow)]);
    }
    const file = join(mkdtempSync(join(tmpdir(), 'breakdown-')), 'slowest.json');
    const line = breakdown([phase(samples, timings)], file);
    // The slowest 1% is that one command: 10 before the room, 5 deciding, 5 sending, 30 after.
    expect(line).toMatch(/^before the room handled it 10\.00 \(0\.10\), deciding and committing 5\.00 \(0\.05\), patching and sending 5\.00 \(0\.05\), sockets to the last client 30\.00 \(/);
    const slowest = JSON.parse(readFileSync(file, 'utf8'));
    expect(slowest).toEqual([{ game: 'g7', version: 12, sentAt: 99_000, total: 50, parts: [10, 5, 5, 30] }]);
    const all = JSON.parse(readFileSync(`${file}.all.json`, 'utf8')) as [string, number, number][];
    expect(all).toHaveLength(100);
    expect(all[0]).toEqual(['g7', 12, 50]);
  });

  it('says so when no command could be timed', () => {
    expect(breakdown([phase([['g1', 3, 0, 5]], [])])).toBe('no command was timed');
  });
});

describe('bench/server.ts handlerToCommit and bench/runs.ts describeSpread', () => {
  it('takes each timed move from its handler to its commit, and gives their mean beside the percentiles', () => {
    const timings: Phase['timings'] = [];
    // 99 moves of 0.3 ms from the handler to the commit, and one of 10.3 ms.
    for (let i = 0; i < 100; i++) timings.push([`g${i}`, 1, 100 * i, 100 * i + (i === 42 ? 10.3 : 0.3), 100 * i + 11]);
    const times = handlerToCommit([phase([], timings)]);
    expect(times).toHaveLength(100);
    expect(times[42]).toBeCloseTo(10.3);
    // The one slow move moves the mean (0.40) and, of 100 values, the 99th percentile (the
    // 100th value), not the median.
    expect(describeSpread(times)).toBe('mean 0.40, p50 0.3, p90 0.3, p99 10.3 ms');
    expect(describeSpread([])).toBe('no values');
  });
});

describe('bench/server.ts breakdownByPhase', () => {
  it("gives each phase's p99 and its own slowest 1%'s parts, so one stalled phase shows apart", () => {
    // Two phases of 100 commands of 2 ms; in the second, one took 80 ms, 70 of them before its
    // room handled it (a stall of the loop).
    const phases = [0, 1].map((k) => {
      const samples: Phase['samples'] = [];
      const timings: Phase['timings'] = [];
      for (let i = 0; i < 100; i++) {
        const stalled = k === 1 && i === 7;
        const t0 = 10_000 * k + 100 * i;
        samples.push([`g${i}`, k, t0, t0 + (stalled ? 80 : 2)]);
        timings.push([`g${i}`, k, t0 + (stalled ? 70 : 0.5), t0 + (stalled ? 75 : 1), t0 + (stalled ? 76 : 1.5)]);
      }
      return phase(samples, timings);
    });
    expect(breakdownByPhase(phases)).toBe('2 (0.50 / 0.50 / 0.50 / 0.50), 80 (70.00 / 5.00 / 1.00 / 4.00)');
    expect(breakdownByPhase([phase([['g1', 3, 0, 5]], [])])).toBe('no command timed');
  });
});
