// The presets' benchmark (docs/benchmarks.md, `npm run bench -- tournament`): pairing or seating
// a round of 256 entrants, target ≤ 50 ms each — ASO 2008 round 5 after four rounds, Urban War
// round 6 after five, V:TES round 3 after two. The events are simulated (simulate.ts), with
// seeded random results; the simulating is not timed.
import { best, time } from '../../sim/timing.js';
import { pairAny, type PresetEvent } from './index.js';
import { asoSimulationEvent, simulatePreset, uwSimulationEvent, vtesSimulationEvent } from './simulate.js';

export interface PresetBench {
  /** Best of several runs on one event, and the slowest single run over 10 other events. */
  readonly aso256Ms: number;
  readonly aso256WorstMs: number;
  readonly urbanWar256Ms: number;
  readonly urbanWar256WorstMs: number;
  readonly vtes256Ms: number;
  readonly vtes256WorstMs: number;
}

const ENTRANTS = 256;

function played(make: (seed: string) => PresetEvent, rounds: number, seed: string): PresetEvent {
  const sim = simulatePreset(make(seed), rounds);
  if (sim.failure) throw new Error(`bench event ${seed} could not be simulated: ${sim.failure.rejection.code}`);
  return sim.event;
}

function pairNext(e: PresetEvent): void {
  const r = pairAny(e);
  if (!r.ok) throw new Error(`round not paired: ${r.rejection.code}`);
}

function measure(make: (seed: string) => PresetEvent, rounds: number, label: string): [number, number] {
  const one = played(make, rounds, `bench-${label}`);
  const bestMs = best(10, () => pairNext(one));
  const others = Array.from({ length: 10 }, (_, i) => played(make, rounds, `bench-${label}-${i}`));
  return [bestMs, Math.max(...others.map((e) => time(() => pairNext(e))))];
}

export function runPresetBench(log: (line: string) => void = console.log): PresetBench {
  const [aso256Ms, aso256WorstMs] = measure((s) => asoSimulationEvent(s, ENTRANTS), 4, 'aso');
  const [urbanWar256Ms, urbanWar256WorstMs] = measure((s) => uwSimulationEvent(s, ENTRANTS), 5, 'uw');
  const [vtes256Ms, vtes256WorstMs] = measure((s) => vtesSimulationEvent(s, ENTRANTS), 2, 'vtes');
  const f = (ms: number) => `${ms.toFixed(2)} ms`;
  log(`tournament presets (${ENTRANTS} entrants):`);
  log(`  ASO 2008 pair round 5      ${f(aso256Ms)} best, ${f(aso256WorstMs)} slowest of 10 events (target ≤ 50 ms)`);
  log(`  Urban War pair round 6     ${f(urbanWar256Ms)} best, ${f(urbanWar256WorstMs)} slowest of 10 events (target ≤ 50 ms)`);
  log(`  V:TES seat round 3         ${f(vtes256Ms)} best, ${f(vtes256WorstMs)} slowest of 10 events (target ≤ 50 ms)`);
  return { aso256Ms, aso256WorstMs, urbanWar256Ms, urbanWar256WorstMs, vtes256Ms, vtes256WorstMs };
}
