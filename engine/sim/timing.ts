// Timing helpers for the benchmarks only (never used by the rules, which read no clock).

export function time(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

/** Best of `runs` timings, after one warm-up run. */
export function best(runs: number, fn: () => void): number {
  return bestInterleaved(runs, [fn])[0];
}

/** The best of `runs` timings of each function, taken in turns (a, b, a, b, …) after one
 *  warm-up run of each: a slow spell of the machine then lands on all of them alike, so their
 *  ratio holds where timings taken one block after the other would drift apart. */
export function bestInterleaved<F extends (() => void)[]>(runs: number, fns: [...F]): { [K in keyof F]: number } {
  for (const fn of fns) fn();
  const mins = fns.map(() => Infinity);
  for (let i = 0; i < runs; i++) fns.forEach((fn, k) => (mins[k] = Math.min(mins[k]!, time(fn))));
  return mins as { [K in keyof F]: number };
}
