// The machine's busy share and the host's steal over a phase (bench/machine-time.ts).
import { describe, expect, it } from 'vitest';
import { describeSteal, hostQuiet, machineShares, parseCpuLine, quietPhases } from '../../bench/machine-time.js';

describe('bench/machine-time.ts', () => {
  it("reads /proc/stat's cpu line: busy is all but idle and iowait, steal its eighth field, guest times left out", () => {
    // user nice system idle iowait irq softirq steal guest guest_nice
    expect(parseCpuLine('cpu  48132 0 21153 175401 4597 0 4566 14400 900 0')).toEqual({ busy: 48132 + 21153 + 4566 + 14400, steal: 14400, total: 48132 + 21153 + 175401 + 4597 + 4566 + 14400 });
    expect(() => parseCpuLine('cpu0 1 2 3 4 5 6 7 8')).toThrow(/not the machine's cpu line/);
    expect(() => parseCpuLine('cpu 1 2 3')).toThrow(/not the machine's cpu line/);
  });

  it('gives the busy share and the steal over an interval in % of all the cores', () => {
    const before = parseCpuLine('cpu 100 0 50 800 50 0 0 0 0 0');
    // 200 jiffies later: 60 user, 20 system, 100 idle, 20 steal.
    const after = parseCpuLine('cpu 160 0 70 900 50 0 0 20 0 0');
    expect(machineShares(before, after)).toEqual({ busyPercent: 50, stolenPercent: 10 });
    expect(machineShares(after, after)).toEqual({ busyPercent: NaN, stolenPercent: NaN });
  });

  it('writes the steal phase by phase, and calls a run quiet only when every phase of the two loads is under 1 %', () => {
    expect(describeSteal([{ stolenPercent: 0.44 }, { stolenPercent: 12.06 }])).toBe('0.4 / 12.1 %');
    expect(hostQuiet({ referee: [0, 0.99], durable: [0.5] })).toBe(true);
    expect(hostQuiet({ referee: [0, 1], durable: [0.5] })).toBe(false);
    expect(hostQuiet({ referee: [0], durable: [NaN] })).toBeNull();
    expect(hostQuiet({ referee: [], durable: [] })).toBeNull();
  });

  it("picks the phases under 1 % steal by the counter alone, whatever their latencies", () => {
    const q = quietPhases([
      { stolenPercent: 0.2, latencies: [1, 2] },
      { stolenPercent: 12, latencies: [40] },
      { stolenPercent: 0.99, latencies: [90] },
    ]);
    expect(q).toEqual({ latencies: [1, 2, 90], quiet: 2, of: 3 });
    expect(quietPhases([])).toEqual({ latencies: [], quiet: 0, of: 0 });
  });
});
