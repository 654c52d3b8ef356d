// `npm run bench -- wal` (bench/wal-commits.ts): a short run of it, through the referee's own
// store, log writer and checkpointer, every append timed until durable and in the log.
import { describe, expect, it } from 'vitest';
import { runWalBench } from '../../bench/wal-commits.js';

describe('npm run bench -- wal', () => {
  it('times every append of each checkpoint round asked, and prints them', async () => {
    const lines: string[] = [];
    const runs = await runWalBench((l) => lines.push(l), { seconds: 0.5, rate: 100, games: 5, roundsMs: [50, 400] });
    expect(runs.map((r) => [r.everyMs, r.appends])).toEqual([
      [50, 50],
      [400, 50],
    ]);
    for (const r of runs) expect(r.p50).toBeGreaterThan(0);
    expect(lines.join('\n')).toContain('checkpoint every 50 ms: an append until durable p50');
  }, 60_000);
});
