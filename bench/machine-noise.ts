// How much of its cores the machine itself takes away, measured before each run of the server
// part (BENCH_RUNS): one thread per core spins for a moment and notes every gap in its own
// clock reads of a millisecond or more, a time it was not running although it never yielded.
// On a quiet machine such gaps are rare; on a host that preempts its virtual CPUs they come
// several times a second and last up to ~12 ms (two spinning threads were seen to lose 1.3-1.7 %
// of their time to 1-9 ms gaps, ~5 a second each). Such gaps
// land on every load's commands alike and set the p99 of all of them, so a run made under them
// measures the machine more than the referee; the ratio it gives is then told apart
// (summarizeServerRuns).
//
// The server process is not started yet when the probe runs (and the previous run's has
// stopped), so the spinning threads compete with nothing of the benchmark's own.
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { once } from 'node:events';

/** A gap at or above this is a stall (ms). */
export const STALL_MS = 1;
/** A stall at or above this is a long one (ms): as long as a referee command's whole p99 on a
 *  quiet machine (docs/benchmarks.md). */
export const LONG_STALL_MS = 5;

/** Spins for `ms` of `now`'s clock and gives each gap between two reads of at least
 *  `thresholdMs`, in ms. */
export function spinForStalls(ms: number, thresholdMs = STALL_MS, now: () => number = () => performance.now()): number[] {
  const stalls: number[] = [];
  const start = now();
  let last = start;
  while (last - start < ms) {
    const t = now();
    if (t - last >= thresholdMs) stalls.push(t - last);
    last = t;
  }
  return stalls;
}

export interface MachineNoise {
  threads: number;
  seconds: number;
  /** Stalls of at least STALL_MS a second, per thread. */
  stallsPerSecond: number;
  /** Those of at least LONG_STALL_MS a second, per thread. */
  longPerSecond: number;
  maxMs: number;
  /** The share of the spinning threads' time lost to stalls. */
  lostShare: number;
}

/** The probe's figures from each thread's stalls over `seconds`. */
export function summarizeNoise(stallsByThread: readonly (readonly number[])[], seconds: number): MachineNoise {
  const threads = stallsByThread.length;
  const all = stallsByThread.flat();
  const threadSeconds = threads * seconds;
  return {
    threads,
    seconds,
    stallsPerSecond: threadSeconds > 0 ? all.length / threadSeconds : 0,
    longPerSecond: threadSeconds > 0 ? all.filter((s) => s >= LONG_STALL_MS).length / threadSeconds : 0,
    maxMs: all.length > 0 ? Math.max(...all) : 0,
    lostShare: threadSeconds > 0 ? all.reduce((a, b) => a + b, 0) / (threadSeconds * 1000) : 0,
  };
}

/** At or above this share of the spinning threads' time lost to stalls, a run is said to be
 *  made on a noisy machine. A command's path crosses ~3 threads (its client's, the server's,
 *  its clients' again) for ~1 ms each; with 0.5 % of each thread's time gone in stalls of ~2 ms,
 *  each thread stalls ~2.5 times a second, and a command meets one on one of its threads about
 *  3 × 2.5 × (1 + 2) ms = 2 % of the time: more than the 1 % a p99 is read from. */
export const NOISY_LOST_SHARE = 0.005;

export function isNoisy(noise: MachineNoise): boolean {
  return noise.lostShare >= NOISY_LOST_SHARE;
}

export function describeNoise(noise: MachineNoise): string {
  const f = (x: number) => x.toFixed(2);
  return `${noise.threads} threads spinning ${noise.seconds} s saw ${f(noise.stallsPerSecond)} stalls of ${STALL_MS} ms or more a second each, ${f(noise.longPerSecond)} of ${LONG_STALL_MS} ms or more, the longest ${noise.maxMs.toFixed(1)} ms, ${(noise.lostShare * 100).toFixed(2)} % of their time lost${isNoisy(noise) ? ` (a noisy machine: ${NOISY_LOST_SHARE * 100} % or more lost)` : ''}`;
}

/** One spinning thread per core for `seconds`, all at once (each started, then told to go),
 *  then their figures. Every thread is ended however the probe ends: one that fails to start
 *  (its error is thrown) leaves none of the others waiting, which would keep the benchmark's
 *  process alive. */
export async function probeMachineNoise(seconds = 2, threads = availableParallelism()): Promise<MachineNoise> {
  const workers = Array.from({ length: threads }, () => new Worker(new URL(import.meta.url), { workerData: { noiseProbeMs: seconds * 1000 }, execArgv: ['--import', 'tsx'] }));
  try {
    await Promise.all(workers.map((worker) => once(worker, 'message'))); // each one ready
    const stalls = await Promise.all(
      workers.map(async (worker) => {
        const answer = once(worker, 'message');
        worker.postMessage('go');
        return ((await answer) as [number[]])[0];
      }),
    );
    return summarizeNoise(stalls, seconds);
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

if (!isMainThread && parentPort && typeof (workerData as { noiseProbeMs?: unknown } | null)?.noiseProbeMs === 'number') {
  const port = parentPort;
  port.once('message', () => port.postMessage(spinForStalls((workerData as { noiseProbeMs: number }).noiseProbeMs)));
  port.postMessage('ready');
}
