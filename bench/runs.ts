// The server part run several times over (BENCH_RUNS): one run's p99 ratio says little on a
// machine whose speed drifts from phase to phase (1.33 to 2.01 for the same code in one hour,
// docs/benchmarks.md, thirteenth session), so whether a target is met *reliably* is a question
// about the runs' spread, which this sums up: the median, the range, and how many met it.
import { isNoisy, NOISY_LOST_SHARE, STALL_MS, type MachineNoise } from './machine-noise.js';
import { hostQuiet, QUIET_STEAL_PERCENT, type QuietPhases } from './machine-time.js';

/** What one run of the server part gives, for the summary. */
export interface ServerRunFigures {
  /** Referee p99 ÷ the durable bare room's (issue 18's yardstick). */
  ratio: number;
  refereeP99: number;
  /** Referee p99 ÷ the bare room's with no append (the floor). */
  floorRatio: number;
  /** Every latency of the run's referee and durable bare phases, in ms, to pool over runs. */
  latencies?: { referee: readonly number[]; durable: readonly number[] };
  /** The durable bare room against itself (yardstickHalves): each half's latencies, to pool
   *  over runs; its ratio is `selfRatio`. */
  selfHalves?: { a: readonly number[]; b: readonly number[] };
  /** The machine's own stalls, probed just before the run (bench/machine-noise.ts). */
  noise?: MachineNoise;
  /** The server process's CPU a command under each load, in ms (cpuPerCommand). */
  cpu?: { referee: number; durable: number };
  /** The host's steal in each measured phase of the two loads, in % of the machine's cores
   *  (bench/machine-time.ts). */
  stolen?: { referee: readonly number[]; durable: readonly number[] };
  /** Each load's phases the host left under QUIET_STEAL_PERCENT (machine-time.ts, quietPhases). */
  hostQuietPhases?: { referee: QuietPhases; durable: QuietPhases };
}

/** The two loads' phases the host left alone, set side by side: their p99s and ratio, or why
 *  there is none. Of one run, or of several pooled. */
export function describeQuietPhases(q: { referee: QuietPhases; durable: QuietPhases }): string {
  const head = `the phases the host left under ${QUIET_STEAL_PERCENT} % steal (referee ${q.referee.quiet} of ${q.referee.of}, durable bare room ${q.durable.quiet} of ${q.durable.of})`;
  if (q.referee.quiet === 0 || q.durable.quiet === 0) return `${head}: too few to set side by side`;
  const referee = p99Of(q.referee.latencies);
  const durable = p99Of(q.durable.latencies);
  return `${head}: referee p99 ${referee.toFixed(2)} ms, durable bare room p99 ${durable.toFixed(2)} ms, ratio ${(referee / durable).toFixed(2)}`;
}

/** Several runs' quiet phases as one. */
export function poolQuietPhases(runs: readonly { referee: QuietPhases; durable: QuietPhases }[]): { referee: QuietPhases; durable: QuietPhases } {
  const pool = (pick: (r: { referee: QuietPhases; durable: QuietPhases }) => QuietPhases): QuietPhases => ({
    latencies: runs.flatMap((r) => pick(r).latencies),
    quiet: runs.reduce((n, r) => n + pick(r).quiet, 0),
    of: runs.reduce((n, r) => n + pick(r).of, 0),
  });
  return { referee: pool((r) => r.referee), durable: pool((r) => r.durable) };
}

/**
 * The server process's CPU time a command under one load, in ms: the load's phases' CPU (every
 * thread of the process: the loop, the collector's, the checkpointer's) over their commands.
 * Unlike a p99, it is not set by when the machine's stalls fall: a stall delays a command but
 * spends none of the process's CPU, so on a noisy machine this is the steadier measure of how
 * much work the referee adds to a command, the work that makes the loop's queue (the lever
 * docs/benchmarks.md names for the ratio's margin). It includes what the process does whatever
 * the load (the idle rooms' timers), the same under every load, so a ratio of two loads' figures
 * understates the difference of their own work. It leaves out the time the loop is blocked in a
 * commit's fsync (a wait, not CPU), which holds the queue as well: the run's line on the appends
 * gives that.
 */
export function cpuPerCommand(phases: readonly { serverCpuMs: number; commands: number }[]): number {
  const commands = phases.reduce((n, p) => n + p.commands, 0);
  return commands > 0 ? phases.reduce((ms, p) => ms + p.serverCpuMs, 0) / commands : NaN;
}

/**
 * The yardstick's phases (in the order they ran) split into two halves of the same load, A B B A
 * A B B A …: each half then has as many phases in the run's first and second half, and after
 * each other load (the balanced schedule alternates what comes before a load's phases:
 * bench/schedule.ts). p99(A) ÷ p99(B) is a ratio of two equal loads, on half the phases each: a
 * check on the yardstick's own steadiness. It is not a clean A/A comparison: A holds the
 * yardstick's first and last phases, B its middle ones, and in a run as a single run has it
 * (not turned: bench/schedule.ts) those are the run's first phase, after the joins and the
 * warm-ups, and one near its end, the slowest in most runs (docs/benchmarks.md, twenty-third
 * session); BENCH_AA=1 (bench/server.ts) is the clean one.
 */
export function yardstickHalves(phases: readonly (readonly number[])[]): { a: number[]; b: number[] } {
  const a: number[] = [];
  const b: number[] = [];
  phases.forEach((latencies, i) => ((i % 4 === 0 || i % 4 === 3) ? a : b).push(...latencies));
  return { a, b };
}

/** p99 of one half ÷ p99 of the other. */
export function selfRatio(halves: { a: readonly number[]; b: readonly number[] }): number {
  return p99Of(halves.a) / p99Of(halves.b);
}

/** How far apart the yardstick's halves (yardstickHalves) may land for a run to count as
 *  steady. Measured as the referee is, two equal loads came within 1.25 of each other in 9 of 9
 *  runs (BENCH_AA=1, docs/benchmarks.md, twenty-fifth session); a run whose yardstick is
 *  farther apart from itself than that was moved by the machine more than by what it
 *  measures. It is a filter a run must pass to judge the referee, not a judgement: two phases a
 *  half can agree by chance, and the referee's own phases are not read (docs/benchmarks.md,
 *  thirty-second session). The halves also carry the run's position effect (twenty-third
 *  session), so a steady machine does not make every run steady either. */
export const STEADY_APART = 1.25;

/** How far a ratio is from 1 either way (1.6 and 1/1.6 both give 1.6): which half of an A/A
 *  comparison is called A is arbitrary. */
export function apart(ratio: number): number {
  return ratio >= 1 ? ratio : 1 / ratio;
}

/** The p-th percentile of sorted values (the nearest rank below), to 0.01. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return +sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(2);
}

/** The p99 of latencies in any order (percentile on a sorted copy). */
export function p99Of(latencies: readonly number[]): number {
  return percentile([...latencies].sort((a, b) => a - b), 99);
}

/** A list of times in ms as `mean M, p50 A, p90 B, p99 C ms` (two decimals; `no values` when
 *  empty): the mean beside the percentiles, because a difference in a tail's mass moves the
 *  mean (and a queue's waits behind it) while the median stays put. */
export function describeSpread(values: readonly number[]): string {
  if (values.length === 0) return 'no values';
  const sorted = [...values].sort((a, b) => a - b);
  const mean = sorted.reduce((n, x) => n + x, 0) / sorted.length;
  return `mean ${mean.toFixed(2)}, p50 ${percentile(sorted, 50)}, p90 ${percentile(sorted, 90)}, p99 ${percentile(sorted, 99)} ms`;
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
  // The runs' commands pooled, each load's p99 taken over all of them: where each run's p99
  // rests on ~110 slowest commands of four phases, the pooled one rests on n times as many,
  // so it says what the machine gives more steadily than any one run (beside the per-run
  // judgement above, not instead of it).
  const pooled = runs.every((r) => r.latencies)
    ? (() => {
        const referee = p99Of(runs.flatMap((r) => r.latencies!.referee));
        const durable = p99Of(runs.flatMap((r) => r.latencies!.durable));
        return `; pooled over the runs' ${runs.reduce((n, r) => n + r.latencies!.referee.length, 0)} referee commands: referee p99 ${referee.toFixed(2)} ms, durable bare room p99 ${durable.toFixed(2)} ms, ratio ${(referee / durable).toFixed(2)}`;
      })()
    : '';
  // The server's CPU a command (cpuPerCommand), each run's referee ÷ durable bare room: what
  // the referee adds to a command's work, read where the p99s are read through the noise.
  const cpuRatios = runs.every((r) => r.cpu) ? runs.map((r) => r.cpu!.referee / r.cpu!.durable) : null;
  const cpuLine = cpuRatios
    ? `; the server's CPU a command, referee ÷ durable bare room median ${median(cpuRatios).toFixed(2)} (${range(cpuRatios, 2)}; referee median ${median(runs.map((r) => r.cpu!.referee)).toFixed(3)} ms, durable bare room ${median(runs.map((r) => r.cpu!.durable)).toFixed(3)} ms)`
    : '';
  // The yardstick against itself (yardstickHalves): how far its own halves land apart.
  const halves = runs.flatMap((r) => (r.selfHalves ? [r.selfHalves] : []));
  // Each run's yardstick apart from itself (yardstickHalves), read once for the two lines below
  // (selfRatio sorts a run's latencies); only where every run gives its halves, so `apartEach[i]`
  // is run i's.
  const apartEach = halves.length === runs.length ? halves.map((h) => apart(selfRatio(h))) : null;
  const selfLine = apartEach
    ? (() => {
        const pooled = apart(selfRatio({ a: halves.flatMap((h) => h.a), b: halves.flatMap((h) => h.b) }));
        return `; the durable bare room against itself (its phases split A B B A), p99 apart by a factor of median ${median(apartEach).toFixed(2)} (${range(apartEach, 2)}), beyond ${ratioTarget} in ${apartEach.filter((x) => x > ratioTarget).length} of ${runs.length}, pooled ${pooled.toFixed(2)}`;
      })()
    : '';
  // A subset of the runs (the steady ones, the quiet ones) judged apart: its ratios' median, and
  // how many met the target.
  const judged = (subset: readonly ServerRunFigures[]) =>
    `median ${median(subset.map((r) => r.ratio)).toFixed(2)}, at most ${ratioTarget} in ${subset.filter((r) => r.ratio <= ratioTarget).length} of ${subset.length}`;
  // The steady runs apart: those whose yardstick agreed with itself (STEADY_APART). The probe
  // below reads the machine for 2 s before a run; this reads it through the run's own phases,
  // and picks the runs by the yardstick alone, never by the referee's figure. In a steady run
  // the machine's stalls did not set the p99s, so its ratio says more of the referee's own
  // cost (docs/benchmarks.md, thirty-second session: on a machine the probe always called
  // noisy, the runs it picked gave 1.86-2.86, the others 0.26-5.76). It is needed to judge,
  // not enough: it says nothing of the referee's own phases.
  const steady = apartEach ? runs.filter((_, i) => apartEach[i]! <= STEADY_APART) : [];
  const steadyLine = apartEach
    ? steady.length === 0
      ? `; no run's durable bare room agreed with itself within a factor of ${STEADY_APART}: none is steady`
      : `; the ${steady.length} steady run${steady.length === 1 ? '' : 's'} (the durable bare room agreeing with itself within a factor of ${STEADY_APART}): ratio ${steady.map((r) => r.ratio.toFixed(2)).join(', ')}, ${judged(steady)}`
    : '';
  // The runs made on a quiet machine apart (bench/machine-noise.ts): a run made while the
  // machine itself stalls every thread for milliseconds at a time measures those stalls, which
  // fall on both loads alike and pull the ratio towards 1 (docs/benchmarks.md, twenty-ninth
  // session); the quiet runs are the ones that judge the referee's own work.
  const quiet = runs.filter((r) => r.noise && !isNoisy(r.noise));
  const noiseLine =
    runs.every((r) => r.noise)
      ? quiet.length === 0
        ? `; every run was made on a noisy machine (${NOISY_LOST_SHARE * 100} % or more of a core's time lost to stalls of ${STALL_MS} ms or more before it): none judges the referee's own work`
        : `; the ${quiet.length} run${quiet.length === 1 ? '' : 's'} made on a quiet machine (less than ${NOISY_LOST_SHARE * 100} % of a core's time lost to stalls of ${STALL_MS} ms or more before it): ratio ${judged(quiet)}`
      : '';
  // The runs the host left alone (bench/machine-time.ts): steal under QUIET_STEAL_PERCENT in
  // every referee and durable bare phase. Read from the machine's own counters through the
  // run, never from either load's latencies, like the two subsets above.
  const stealLine = runs.every((r) => r.stolen && hostQuiet(r.stolen) !== null)
    ? (() => {
        const left = runs.filter((r) => hostQuiet(r.stolen!));
        const highest = runs.map((r) => Math.max(...r.stolen!.referee, ...r.stolen!.durable));
        return `; the host's steal in a referee or durable bare phase at most ${range(highest, 1)} % a run; ${left.length === 0 ? `no run was left under ${QUIET_STEAL_PERCENT} % in all of them` : `the ${left.length} run${left.length === 1 ? '' : 's'} left under ${QUIET_STEAL_PERCENT} % in all of them: ratio ${left.map((r) => r.ratio.toFixed(2)).join(', ')}, ${judged(left)}`}`;
      })()
    : '';
  // Their phases the host left alone, pooled over the runs (describeQuietPhases).
  const quietPhasesLine = runs.every((r) => r.hostQuietPhases) ? `; pooled over ${describeQuietPhases(poolQuietPhases(runs.map((r) => r.hostQuietPhases!)))}` : '';
  return (
    `server part over ${runs.length} runs: p99 ratio referee / bare room with the same durable append median ${median(ratios).toFixed(2)} (${range(ratios, 2)}; each: ${ratios.map((r) => r.toFixed(2)).join(', ')}), ` +
    `at most ${ratioTarget} in ${met} of ${runs.length}; referee p99 median ${median(p99s).toFixed(2)} ms (${range(p99s, 2)}), at most ${p99TargetMs} ms in ${p99s.filter((p) => p <= p99TargetMs).length} of ${runs.length}; ` +
    `ratio to the floor median ${median(floors).toFixed(2)} (${range(floors, 2)})` +
    pooled +
    cpuLine +
    selfLine +
    steadyLine +
    noiseLine +
    stealLine +
    quietPhasesLine
  );
}
