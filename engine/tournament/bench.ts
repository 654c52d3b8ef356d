// Tournament benchmarks (docs/benchmarks.md): pairing round 6 of a 128-entrant Swiss (target
// ≤ 50 ms) and the standings of 128 entrants after 6 rounds (target ≤ 5 ms). The events are
// simulated (simulate.ts) with random results; the simulating is not timed.
import { pairRound } from './pairing.js';
import { simulateSwiss } from './simulate.js';
import { computeStandings } from './standings.js';
import type { TournamentEvent } from './types.js';
import { best, time } from '../sim/timing.js';

export interface TournamentBench {
  /** Best of several runs on one event. */
  pairRound6Ms: number;
  /** Slowest single pairing of round 6 over 20 different events. */
  pairRound6WorstMs: number;
  standings128Ms: number;
}



function fiveRounds(seed: string): TournamentEvent {
  const sim = simulateSwiss({ seed, entrants: 128, rounds: 5, forfeitRate: 0.02, incompleteRate: 0.02 });
  if (sim.failure) throw new Error(`bench event ${seed} could not be simulated: ${sim.failure.rejection.code}`);
  return sim.event;
}

function pairSix(event: TournamentEvent): void {
  const r = pairRound(event, 6);
  if (!r.ok) throw new Error(`round 6 not paired: ${r.rejection.code}`);
}

export function runTournamentBench(log: (line: string) => void = console.log): TournamentBench {
  const event = fiveRounds('bench-pair');
  const pairRound6Ms = best(20, () => pairSix(event));
  const others = Array.from({ length: 20 }, (_, i) => fiveRounds(`bench-pair-${i}`));
  const pairRound6WorstMs = Math.max(...others.map((e) => time(() => pairSix(e))));

  const full = simulateSwiss({ seed: 'bench-standings', entrants: 128, forfeitRate: 0.02, incompleteRate: 0.02 });
  if (full.failure) throw new Error('bench standings event could not be simulated');
  const standings128Ms = best(200, () => computeStandings(full.event));

  const f = (ms: number) => `${ms.toFixed(2)} ms`;
  log('tournament (128 entrants):');
  log(`  pair round 6               ${f(pairRound6Ms)} best, ${f(pairRound6WorstMs)} slowest of 20 events (target ≤ 50 ms)`);
  log(`  standings after 6 rounds   ${f(standings128Ms)} (target ≤ 5 ms)`);
  return { pairRound6Ms, pairRound6WorstMs, standings128Ms };
}
