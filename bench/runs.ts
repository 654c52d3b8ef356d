// The server part run several times over (BENCH_RUNS): one run's p99 ratio says little on a
// machine whose speed drifts from phase to phase (1.33 to 2.01 for the same code in one hour,
// docs/benchmarks.md, thirteenth session), so whether a target is met *reliably* is a question
// about the runs' spread, which this sums up: the median, the range, and how many met it.

/** What one run of the server part gives, for the summary. */
export interface ServerRunFigures {
  /** Referee p99 ÷ the durable bare room's (issue 18's yardstick). */
  ratio: number;
  refereeP99: number;
  /** Referee p99 ÷ the bare room's with no append (the floor). */
  floorRatio: number;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** One line on several runs: each figure's median and range, and in how many runs each target
 *  was met (the ratio at most `ratioTarget`, the referee's p99 at most `p99TargetMs`). */
export function summarizeServerRuns(runs: readonly ServerRunFigures[], ratioTarget = 1.5, p99TargetMs = 50): string {
  const ratios = runs.map((r) => r.ratio);
  const p99s = runs.map((r) => r.refereeP99);
  const floors = runs.map((r) => r.floorRatio);
  const met = ratios.filter((r) => r <= ratioTarget).length;
  const range = (v: number[], digits: number) => `${Math.min(...v).toFixed(digits)}–${Math.max(...v).toFixed(digits)}`;
  return (
    `server part over ${runs.length} runs: p99 ratio referee / bare room with the same durable append median ${median(ratios).toFixed(2)} (${range(ratios, 2)}; each: ${ratios.map((r) => r.toFixed(2)).join(', ')}), ` +
    `at most ${ratioTarget} in ${met} of ${runs.length}; referee p99 median ${median(p99s).toFixed(2)} ms (${range(p99s, 2)}), at most ${p99TargetMs} ms in ${p99s.filter((p) => p <= p99TargetMs).length} of ${runs.length}; ` +
    `ratio to the floor median ${median(floors).toFixed(2)} (${range(floors, 2)})`
  );
}
