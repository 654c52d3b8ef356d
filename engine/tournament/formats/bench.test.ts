import { describe, expect, it } from 'vitest';
import { runPresetBench } from './bench.js';

describe('tournament presets benchmark', () => {
  it('runs and prints its figures (the 50 ms targets are for npm run bench to show; here only a wide bound)', () => {
    const lines: string[] = [];
    const r = runPresetBench((l) => lines.push(l));
    expect(lines).toHaveLength(4);
    // Far above the targets, so a slow shared machine cannot fail the suite.
    for (const v of Object.values(r)) expect(Number.isFinite(v) && v >= 0 && v < 1000).toBe(true);
  }, 60_000);
});
