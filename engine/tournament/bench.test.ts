import { describe, expect, it } from 'vitest';
import { runTournamentBench } from './bench.js';

describe('tournament benchmark', () => {
  it('runs and prints its three figures (the targets are for npm run bench to show; here only a wide bound)', () => {
    const lines: string[] = [];
    const r = runTournamentBench((l) => lines.push(l));
    expect(lines).toHaveLength(3);
    for (const v of Object.values(r)) expect(Number.isFinite(v) && v >= 0).toBe(true);
    // Far above the targets, so a slow shared machine cannot fail the suite.
    expect(r.pairRound6Ms).toBeLessThan(500);
    expect(r.standings128Ms).toBeLessThan(50);
  }, 30_000);
});
