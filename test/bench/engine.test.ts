// `npm run bench -- engine` replays recorded random games through decide and evolve, and stops
// with an error if any recorded command is refused (as the referee part did for a while: see
// referee-cpu.test.ts). The whole part, run once: it finishes and gives every figure. Its
// targets are the benchmark's to judge (docs/benchmarks.md), not a test's: a busy machine
// must not fail the suite.
import { describe, expect, it } from 'vitest';
import { runEngineBench } from '../../bench/engine.js';

describe('npm run bench -- engine', () => {
  it('replays every recorded command and gives each figure', () => {
    const lines: string[] = [];
    const r = runEngineBench((l) => lines.push(l));
    expect(r.games).toBe(30);
    expect(r.commands).toBeGreaterThan(1000);
    for (const v of [r.commandsPerSecond, r.legalCommandsMs, r.fieldGeneralLegalMs, r.replay200TurnsMs, r.refereeToBookkeepingRatio]) expect(Number.isFinite(v) && v > 0).toBe(true);
    expect(r.replayedEvents).toBeGreaterThan(1000);
    expect(lines.join('\n')).toContain('referee / bookkeeping ratio');
  }, 120_000);
});
