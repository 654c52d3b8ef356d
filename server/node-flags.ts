// The V8 flags a referee's process starts with: `npm start` (package.json), and every process
// the tests and the benchmarks start as a referee (test/cluster/harness.ts, bench/server.ts),
// so that they measure the server as it runs. V8 reads them when it sets up the heap: set from
// inside a running process (v8.setFlagsFromString) they come too late, so they are given on
// node's command line, not in code.
//
// --no-memory-reducer: V8's memory reducer, made for pages that go idle, keeps a watchdog: when
// no full collection has run for 100 s it starts one that compacts the heap to give memory
// back. A referee that has just taken a burst of joins (a tournament round's games opening)
// has a large old generation whose next natural full collection is far off, so the watchdog
// fires while every game is being played: in the server benchmark, ~100 s after the joins, a
// 98.5 ms pause of the event loop (its "reduce_memory" collection), then a young generation
// shrunk to its minimum and scavenges ten times as often for several seconds, on every room
// (docs/benchmarks.md, twenty-fourth session). Without it, full collections still come when
// the old generation reaches its limit, incrementally, with the pauses of an ordinary one; what
// is given up is memory returned to the system while the referee is idle.
export const REFEREE_NODE_FLAGS: readonly string[] = ['--no-memory-reducer'];

/** The flags of REFEREE_NODE_FLAGS a process was started without (its `process.execArgv`). */
export function missingNodeFlags(execArgv: readonly string[]): string[] {
  return REFEREE_NODE_FLAGS.filter((flag) => !execArgv.includes(flag));
}

/** The sentence a referee started without them prints once (npm start gives them). */
export function missingNodeFlagsNote(execArgv: readonly string[]): string | null {
  const missing = missingNodeFlags(execArgv);
  if (missing.length === 0) return null;
  return `Started without ${missing.join(' ')} (node's command line, as npm start gives it): V8 may pause the event loop for a memory-reducing collection of ~100 ms in the middle of play (server/node-flags.ts).`;
}
