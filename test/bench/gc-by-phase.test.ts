import { describe, expect, it } from 'vitest';
import { describePhaseGc, gcByPhase, parseRun } from '../../bench/gc-by-phase.js';

// Lines as V8 12 prints them with --trace-gc-nvp (shortened: the fields the parser reads, in
// their order, with others between), and the server's phase marks.
const main = '[100:0x1a2b3c]';
const worker = '[100:0x7f0001]';
const scavenge = (isolate: string, at: number, pause: number, promoted: number) => `${isolate}   ${at} ms: pause=${pause} mutator=990.1 gc=s time_to_safepoint=0.00 scavenge=3.2 total_size_before=1 total_size_after=1 holes_size_before=0 holes_size_after=0 allocated=13000000 promoted=${promoted} new_space_survived=900000`;
const markCompact = (at: number, pause: number) => `${main}   ${at} ms: pause=${pause} mutator=90.5 gc=mc reduce_memory=0 mark=14.5 mark.ephemeron.marking=14.0 total_size_before=1 total_size_after=1 allocated=900000 promoted=500000 promotion_ratio=42.5%`;

const run = [
  'server: 250 rooms × 8 clients …',
  scavenge(main, 500, 9, 5_000_000), // before the phases: not counted
  '[phase] referee 1000 11000',
  scavenge(main, 2000, 4.5, 600_000),
  scavenge(worker, 2500, 0.5, 1_000), // another isolate of the process: not the server's heap
  scavenge(main, 3000, 3.5, 700_000),
  markCompact(9000, 14),
  '    10 s of referee load: p99 4.8 ms …',
  '[phase] bare-durable 11000 21000',
  scavenge(main, 12000, 3, 200_000),
  '[phase] referee 21000 31000',
  scavenge(main, 25000, 5, 500_000),
].join('\n');

describe("the server's collections by phase", () => {
  it('counts each load its own scavenges, promotion and mark-compacts, from the server’s main isolate only', () => {
    const { lines, marks } = parseRun(run);
    expect(marks).toEqual([
      { mode: 'referee', start: 1000, end: 11000 },
      { mode: 'bare-durable', start: 11000, end: 21000 },
      { mode: 'referee', start: 21000, end: 31000 },
    ]);
    expect(lines).toHaveLength(7);
    const byMode = Object.fromEntries(gcByPhase(lines, marks).map((g) => [g.mode, g]));
    expect(byMode.referee).toEqual({ mode: 'referee', phases: 2, scavenges: 3, promotedBytes: 1_800_000, scavengePauseMs: 13, markCompacts: 1, markCompactPauseMs: 14, longestPauseMs: 14 });
    expect(describePhaseGc(byMode.referee!)).toBe('referee: 2 phases; a phase 1.5 scavenges promoting 0.86 MB (pauses 6.5 ms), 0.5 mark-compacts (pauses 7.0 ms); longest pause 14.0 ms');
    expect(byMode['bare-durable']).toEqual({ mode: 'bare-durable', phases: 1, scavenges: 1, promotedBytes: 200_000, scavengePauseMs: 3, markCompacts: 0, markCompactPauseMs: 0, longestPauseMs: 3 });
  });

  it('reads the lines of V8 13 (Node 24), whose isolate tag carries a third field', () => {
    const v13 = '[19286:0xc3c8000:0]';
    const { lines } = parseRun([scavenge(v13, 63996, 8.5, 2_082_528), markCompact(70000, 4.9).replace(main, v13)].join('\n'));
    expect(lines).toEqual([
      { isolate: v13, at: 63996, kind: 'scavenge', pause: 8.5, promoted: 2_082_528 },
      { isolate: v13, at: 70000, kind: 'mark-compact', pause: 4.9, promoted: 500_000 },
    ]);
  });

  it('finds nothing in output without the marks or the trace', () => {
    expect(parseRun('    10 s of referee load: p99 4.8 ms')).toEqual({ lines: [], marks: [] });
  });
});
