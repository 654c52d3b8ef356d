// The stand-in clients' threads collected in full between their phases (bench/load-clients.ts).
//
// Why: one clients' thread stands in for a thousand browsers. A browser holds one client and
// collects its own small heap in well under a millisecond; here the thousand clients' garbage
// shares one heap, whose full collections paused every client of the thread at once for 13-77 ms
// on a slow machine. In the thirty-third session such a collection landed in two of a run's four
// referee phases, and the slowest commands of those phases spent 14-17 ms between the server's
// sockets and their last client, against 1-2 ms in the phases without one (docs/benchmarks.md).
// That is the harness's packing, not the referee's latency.
//
// When: after the phase's last latency is taken and before its result is posted, so the
// collection falls between phases (the main thread starts the next phase of any load only
// once it has the result) and in none. Each load's threads are collected alike, so no load is
// favoured. The server's own collections are left alone: its garbage is the referee's own cost.
// The cluster benchmark's clients (the same threads: bench/cluster.ts) are collected the same way.
// BENCH_CLIENT_PHASE_GC=0 turns it off, to compare; each benchmark's first line says which
// (clientCollectionNote).

/** Whether the clients' threads are collected between phases: unless BENCH_CLIENT_PHASE_GC=0. */
export function clientPhaseGcOn(setting: string | undefined = process.env.BENCH_CLIENT_PHASE_GC): boolean {
  return setting !== '0';
}

/** What a benchmark's first line says of it. */
export function clientCollectionNote(setting: string | undefined = process.env.BENCH_CLIENT_PHASE_GC): string {
  return clientPhaseGcOn(setting) ? 'each collected in full after its phases' : 'not collected between phases (BENCH_CLIENT_PHASE_GC=0)';
}

/** Collects the thread's heap in full, unless `setting` is '0'. Throws if the process was
 *  started without --expose-gc (package.json's `bench` script gives it), rather than measure
 *  quietly without the collection. Gives whether it collected. */
export function collectBetweenPhases(setting: string | undefined = process.env.BENCH_CLIENT_PHASE_GC, gc: (() => void) | undefined = (globalThis as { gc?: () => void }).gc): boolean {
  if (!clientPhaseGcOn(setting)) return false;
  if (!gc) throw new Error("the benchmark's clients are collected between phases (BENCH_CLIENT_PHASE_GC), which needs node --expose-gc: run it with npm run bench, or set BENCH_CLIENT_PHASE_GC=0");
  gc();
  return true;
}
