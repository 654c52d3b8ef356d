// The whole machine's time over a phase of the server benchmark, from Linux's /proc/stat: how
// busy its cores were, and how much of them the host took (`steal`: time a virtual CPU was
// ready to run and the hypervisor ran something else). A guest cannot see steal as a wait of
// its own threads (the server's run-queue wait leaves it out), yet every thread of ours stops
// while it lasts: on the machine of 2026-11-29 it came in bursts of up to 26 % of the cores over
// 2 s windows (36 % over a 10 s phase), with the server benchmark's phases' p99 spread from 2.7
// to 73 ms for the same load (docs/benchmarks.md, thirty-seventh session). Reading it per phase
// tells a phase the host hit from one the referee made slow.

/** The machine's jiffies so far, summed over its cores. */
export interface MachineJiffies {
  /** Every jiffy but idle and iowait (steal included: the core was not ours to idle on). */
  busy: number;
  steal: number;
  total: number;
}

/** The `cpu` line of /proc/stat read (user nice system idle iowait irq softirq steal …; the
 *  guest times that follow are already inside user and nice, so they are not summed). */
export function parseCpuLine(line: string): MachineJiffies {
  const [label, ...fields] = line.trim().split(/\s+/);
  const n = fields.map(Number);
  if (label !== 'cpu' || n.length < 8 || n.slice(0, 8).some((x) => !Number.isFinite(x))) throw new Error(`bench/machine-time: not the machine's cpu line of /proc/stat: ${line.slice(0, 80)}`);
  const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - n[3]! - n[4]!, steal: n[7]!, total };
}

/** The machine's busy share and the host's steal over an interval, each in % of all its cores. */
export function machineShares(before: MachineJiffies, after: MachineJiffies): { busyPercent: number; stolenPercent: number } {
  const total = after.total - before.total;
  if (!(total > 0)) return { busyPercent: NaN, stolenPercent: NaN };
  return { busyPercent: ((after.busy - before.busy) / total) * 100, stolenPercent: ((after.steal - before.steal) / total) * 100 };
}

/** The host's steal (% of the machine's cores) under which a phase counts as one the host left
 *  alone. Fixed before any run was judged by it (2026-11-29): at rest this machine read 0-1.8 %
 *  over 2 s windows, under the benchmark 1-26 %. */
export const QUIET_STEAL_PERCENT = 1;

/** Whether the host left a phase of this steal alone (NaN, unread, is not). */
const leftAlone = (stolenPercent: number): boolean => stolenPercent < QUIET_STEAL_PERCENT;

/** Each phase's steal, as `0.4 / 3.1 / 0.0 %`. */
export function describeSteal(phases: readonly { stolenPercent: number }[]): string {
  return `${phases.map((p) => p.stolenPercent.toFixed(1)).join(' / ')} %`;
}

/** Whether the host left every measured phase of the two loads the ratio sets side by side
 *  under QUIET_STEAL_PERCENT; null where the steal could not be read (no /proc/stat). */
export function hostQuiet(stolen: { referee: readonly number[]; durable: readonly number[] }): boolean | null {
  const all = [...stolen.referee, ...stolen.durable];
  if (all.length === 0 || all.some((x) => !Number.isFinite(x))) return null;
  return all.every(leftAlone);
}

/** A load's phases the host left alone: their latencies, and how many phases that was of how
 *  many. */
export interface QuietPhases {
  latencies: number[];
  quiet: number;
  of: number;
}

/** The phases the host left under QUIET_STEAL_PERCENT. A phase is picked by the machine's counter
 *  alone, never by its own latencies, and both loads' phases by the same rule: what the two
 *  loads' quiet phases give is the referee against the yardstick with the host's bursts left
 *  out, where a whole run the host left alone is rare (docs/benchmarks.md, thirty-seventh
 *  session). */
export function quietPhases(phases: readonly { stolenPercent: number; latencies: readonly number[] }[]): QuietPhases {
  const quiet = phases.filter((p) => leftAlone(p.stolenPercent));
  return { latencies: quiet.flatMap((p) => p.latencies), quiet: quiet.length, of: phases.length };
}
