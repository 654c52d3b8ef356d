// The server benchmark's sizes from the environment (bench/server.ts), read once before its
// first run: a bad value stops it with one sentence naming the variable (server/settings.ts),
// where `Number()` of it gave NaN rooms or seconds and a run that measured nothing.
import { positiveSetting } from '../server/settings.js';

/** Blocks a run (six phases each, two a load: bench/schedule.ts) unless BENCH_BLOCKS says.
 *  Four since 2026-11-29 (two before): with two, a load's p99 came from 4 phases, the
 *  yardstick's two halves landed up to 1.66 apart from each other and the ratio of one run
 *  wandered 1.04-1.62 around a pooled 1.16-1.23; with four, fifteen runs gave 1.14-1.39
 *  (docs/benchmarks.md, thirty-ninth session). A run then takes ~4.5 minutes instead of ~2.5. */
export const DEFAULT_BLOCKS = 4;

export interface ServerBenchSettings {
  /** BENCH_RUNS: runs, each turning the loads' places (bench/schedule.ts). */
  runs: number;
  /** BENCH_ROOMS: games, and as many bare rooms of each kind. */
  rooms: number;
  /** BENCH_SECONDS: a measured phase's length. */
  seconds: number;
  /** BENCH_BLOCKS: blocks of six phases a run. */
  blocks: number;
  /** BENCH_CLIENT_WORKERS: the clients' threads for each load. */
  clientWorkers: number;
}

/** The settings, defaults where a variable is unset or empty; throws on any other value that
 *  is not a whole number above 0. */
export function serverBenchSettings(env: NodeJS.ProcessEnv): ServerBenchSettings {
  return {
    runs: positiveSetting(env, 'BENCH_RUNS', 'runs') ?? 1,
    rooms: positiveSetting(env, 'BENCH_ROOMS', 'rooms') ?? 250,
    seconds: positiveSetting(env, 'BENCH_SECONDS', 'seconds') ?? 10,
    blocks: positiveSetting(env, 'BENCH_BLOCKS', 'blocks') ?? DEFAULT_BLOCKS,
    clientWorkers: positiveSetting(env, 'BENCH_CLIENT_WORKERS', 'threads') ?? 2,
  };
}
