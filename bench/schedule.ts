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
