// The server's collections phase by phase: `--trace-gc-nvp` (BENCH_SERVER_FLAGS) prints a line
// for each of the server's collections, stamped with its isolate's age in ms; BENCH_PHASE_MARKS=1
// makes the server print each phase's start and end on the same clock. This puts the two
// together: for each load, its scavenges, what they promoted into the old generation and their
// pauses, and its mark-compacts. Promotion is what the p99 cannot show in one block: the
// referee's phases lose their p99 to the server's mark-compacts, which come as often as the old
// generation grows.
//
//   BENCH_BLOCKS=1 BENCH_PHASE_MARKS=1 BENCH_SERVER_FLAGS=--trace-gc-nvp npm run bench -- server > run.log
//   node --import tsx bench/gc-by-phase.ts run.log
import { readFileSync } from 'node:fs';

export interface GcLine {
  /** The isolate, as V8 prints it (`[pid:address]`): the server's main one holds most lines. */
  isolate: string;
  at: number;
  kind: 'scavenge' | 'mark-compact';
  pause: number;
  promoted: number;
}

export interface PhaseMark {
  mode: string;
  start: number;
  end: number;
}

export interface PhaseGc {
  mode: string;
  phases: number;
  scavenges: number;
  promotedBytes: number;
  scavengePauseMs: number;
  markCompacts: number;
  markCompactPauseMs: number;
  longestPauseMs: number;
}

// The isolate's tag: `[pid:address]` from V8 12 (Node 22), `[pid:address:id]` from V8 13 (Node 24).
const GC_LINE = /^(\[\d+:0x[0-9a-f]+(?::\d+)?\])\s+(\d+) ms: pause=([\d.]+) .*?\bgc=(s|mc)\b.*?\bpromoted=(\d+)/;
const MARK = /^\[phase\] (\S+) (\d+) (\d+)$/;

export function parseRun(text: string): { lines: GcLine[]; marks: PhaseMark[] } {
  const lines: GcLine[] = [];
  const marks: PhaseMark[] = [];
  for (const raw of text.split('\n')) {
    const gc = GC_LINE.exec(raw);
    if (gc) {
      lines.push({ isolate: gc[1]!, at: Number(gc[2]), kind: gc[4] === 's' ? 'scavenge' : 'mark-compact', pause: Number(gc[3]), promoted: Number(gc[5]) });
      continue;
    }
    const mark = MARK.exec(raw.trim());
    if (mark) marks.push({ mode: mark[1]!, start: Number(mark[2]), end: Number(mark[3]) });
  }
  return { lines, marks };
}

/** Each load's collections over its phases, from the isolate with the most lines (the server's
 *  main thread; its worker threads, such as the WAL checkpointer's, have their own). */
export function gcByPhase(lines: readonly GcLine[], marks: readonly PhaseMark[]): PhaseGc[] {
  const counts = new Map<string, number>();
  for (const l of lines) counts.set(l.isolate, (counts.get(l.isolate) ?? 0) + 1);
  const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const byMode = new Map<string, PhaseGc>();
  for (const m of marks) {
    const g = byMode.get(m.mode) ?? { mode: m.mode, phases: 0, scavenges: 0, promotedBytes: 0, scavengePauseMs: 0, markCompacts: 0, markCompactPauseMs: 0, longestPauseMs: 0 };
    g.phases++;
    for (const l of lines) {
      if (l.isolate !== main || l.at < m.start || l.at >= m.end) continue;
      if (l.kind === 'scavenge') {
        g.scavenges++;
        g.promotedBytes += l.promoted;
        g.scavengePauseMs += l.pause;
      } else {
        g.markCompacts++;
        g.markCompactPauseMs += l.pause;
      }
      g.longestPauseMs = Math.max(g.longestPauseMs, l.pause);
    }
    byMode.set(m.mode, g);
  }
  return [...byMode.values()];
}

export function describePhaseGc(g: PhaseGc): string {
  const per = (n: number) => (n / g.phases).toFixed(1);
  return `${g.mode}: ${g.phases} phases; a phase ${per(g.scavenges)} scavenges promoting ${(g.promotedBytes / g.phases / 1024 / 1024).toFixed(2)} MB (pauses ${per(g.scavengePauseMs)} ms), ${per(g.markCompacts)} mark-compacts (pauses ${per(g.markCompactPauseMs)} ms); longest pause ${g.longestPauseMs.toFixed(1)} ms`;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node --import tsx bench/gc-by-phase.ts <the output of a server run with BENCH_PHASE_MARKS=1 and BENCH_SERVER_FLAGS=--trace-gc-nvp>');
    process.exit(2);
  }
  const { lines, marks } = parseRun(readFileSync(file, 'utf8'));
  if (marks.length === 0 || lines.length === 0) {
    console.error(`${file} has ${marks.length} phase marks and ${lines.length} collection lines: run the server part with BENCH_PHASE_MARKS=1 and BENCH_SERVER_FLAGS=--trace-gc-nvp.`);
    process.exit(1);
  }
  for (const g of gcByPhase(lines, marks)) console.log(describePhaseGc(g));
}
