// The server benchmark's phase order (bench/server.ts): which load runs when.
//
// Why it matters: a phase pays for what the phase before it left behind (the old generation
// its garbage filled, the disk writes its commits queued, the clients' threads it woke). Until
// 2026-11-26 the order was one cycle turned each round (durable bare → referee → bare, then
// referee → bare → durable bare, …): the referee followed the durable bare room twice as often
// as the bare room did, and the durable bare room never followed the referee, so whatever a
// durable phase leaves behind fell on the referee's side of the ratio (docs/benchmarks.md,
// eighth and ninth sessions).
//
// Now each block of six phases holds every load twice and every ordered pair of two different
// loads once as neighbours, counting the block as a ring: its last load, which is also the
// warm-up's last, comes before its first. Over any whole number of blocks each load follows
// each other load equally often (a carry-over-balanced order, as a Williams design balances
// the treatments of a cross-over trial).

/** One block: the 6 ordered pairs of 3 loads, each once, as neighbours on a ring. */
export function balancedBlock<T>(loads: readonly [T, T, T]): T[] {
  const [a, b, c] = loads;
  // Ring a b c a c b (→ a): a→b, b→c, c→a, a→c, c→b, b→a.
  return [a, b, c, a, c, b];
}

/** `blocks` blocks one after another; the last load of each is the one before the next's first. */
export function balancedSchedule<T>(loads: readonly [T, T, T], blocks: number): T[] {
  if (!Number.isInteger(blocks) || blocks < 1) throw new Error(`bench/schedule: the number of blocks must be a whole number ≥ 1, not ${blocks}`);
  return Array.from({ length: blocks }, () => balancedBlock(loads)).flat();
}

// Which load holds the run's last phase, and the slot ~100 s in, matters as much: a run of
// ~150 s holds about one full collection of the server's heap, and it comes at about the same
// moment of every run (docs/benchmarks.md, twenty-fourth session), so a load that always held
// that slot took every run's collection. BENCH_RUNS therefore turns the loads' places from run
// to run (the ring's labels rotated: still balanced), so that each load holds each slot in a
// third of the runs.

/** The loads with their places turned `turn` times: [a, b, c] → [b, c, a] → [c, a, b]. */
export function turnedLoads<T>(loads: readonly [T, T, T], turn: number): [T, T, T] {
  if (!Number.isInteger(turn) || turn < 0) throw new Error(`bench/schedule: a turn is a whole number ≥ 0, not ${turn}`);
  const k = turn % 3;
  return [loads[k]!, loads[(k + 1) % 3]!, loads[(k + 2) % 3]!];
}

/** The warm-ups' order for a schedule: one of each load, the schedule's last load last (so the
 *  first phase follows it, as the ring has it), the other two in the reverse of their order
 *  in `loads`. */
export function warmUpOrder<T>(loads: readonly [T, T, T], schedule: readonly T[]): T[] {
  const last = schedule.at(-1);
  if (last === undefined || !loads.includes(last)) throw new Error('bench/schedule: the schedule is empty or holds a load not among the loads');
  return [...loads.filter((l) => l !== last).reverse(), last];
}

/** How often each load came right after each other one, with `before` as the phase before the first. */
export function followCounts<T extends string>(schedule: readonly T[], before: T): Record<string, number> {
  const counts: Record<string, number> = {};
  schedule.forEach((load, i) => {
    const previous = i === 0 ? before : schedule[i - 1]!;
    const key = `${previous}→${load}`;
    counts[key] = (counts[key] ?? 0) + 1;
  });
  return counts;
}
