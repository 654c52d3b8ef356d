// Timing helpers for the benchmarks only (never used by the rules, which read no clock).

export function time(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

/** Best of `runs` timings, after one warm-up run. */
export function best(runs: number, fn: () => void): number {
  fn();
  let min = Infinity;
  for (let i = 0; i < runs; i++) min = Math.min(min, time(fn));
  return min;
}
