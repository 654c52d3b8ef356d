// npm run bench: prints every benchmark of the project (docs/benchmarks.md records them).
// `npm run bench -- server` (or `engine`, `referee`, `tournament`, several at once) runs only those parts,
// e.g. to repeat the server part, whose results vary from run to run on a shared machine.
// `abuse` (bench/abuse.ts) is scaled by BENCH_ABUSE_SECONDS, _VICTIMS, _SPECTATORS and _ABANDONED
// (defaults 40, 20, 1000 and 2000).
// `wal` (bench/wal-commits.ts) times the durable append alone, through the referee's store and
// checkpointer, for each WAL checkpoint round in BENCH_WAL_ROUNDS_MS (default 250,2000).
// BENCH_STALLS=1 makes the server process print its event-loop stalls over 6 ms at each phase end,
// BENCH_THREADS=1 its CPU in each phase by thread kind (BENCH_THREADS=each: by thread; bench/thread-cpu.ts).
// BENCH_PHASE_MARKS=1 each phase's start and end on its clock, to read with BENCH_SERVER_FLAGS=--trace-gc-nvp
// through bench/gc-by-phase.ts (each load's scavenges, their promotion and pauses, its mark-compacts).
// BENCH_RUNS=<n> repeats the server part n times and sums the runs up (bench/runs.ts): one
// run's ratio says little where the machine's speed drifts. Each run after the first turns the
// loads' places in the schedule (bench/schedule.ts), so that the moment of a run that holds its
// full collection falls on each load in turn: n a multiple of 3 gives each load each place
// equally often. Each run also sets the durable bare room against itself (its phases split
// A B B A, early and late against the middle ones: a check on the yardstick's steadiness).
// BENCH_AA=1 makes a whole run an A/A one: a second set of durable bare rooms plays in the
// referee's place, and the issue's ratio is then that of two equal loads, what the machine
// alone spreads it to.
// BENCH_ROOMS, BENCH_SECONDS, BENCH_BLOCKS and BENCH_CLIENT_WORKERS scale the server part
// (defaults 250, 10, 4 and 2; a block is six phases, two of each load: bench/schedule.ts;
// bench/server.ts); BENCH_SERVER_FLAGS gives the server process Node flags, BENCH_DB_DIR puts
// its database elsewhere (e.g. /dev/shm), and BENCH_HEAP_PROFILE=<dir> writes a sampling heap
// profile of each phase of the server (with BENCH_HEAP_PROFILE_LIVE=1, of what is still alive
// at the phase's end; with BENCH_HEAP_PROFILE_PROMOTED=1, of what its scavenges promoted, dead
// since or not: what grows the old generation), BENCH_SERVER_PROFILE=<dir> a CPU
// profile of each phase of its main thread, to measure them. BENCH_SLOWEST=<file> writes the
// referee's slowest commands (and <file>.all.json, <file>.seeds.json), BENCH_CLIENT_GC=1 makes the
// clients' threads print their collections of 10 ms or more at each phase end (BENCH_CLIENT_GC_MS
// sets another threshold), and BENCH_STALLS the server's collections of 1 ms or more beside its
// stalls. BENCH_BARE_SPIN_US and BENCH_BARE_GARBAGE_KB add work to every bare room's move (event-
// loop time, short-lived objects), to ask how much of the referee's tail such a cost explains.
// REFEREE_PING_INTERVAL_MS and REFEREE_PING_MISSES set the server's keep-alive pings as for `npm start`.
// BENCH_CHECKPOINT_EVERY_MS and BENCH_TRUNCATE_OVER_MB set the server's WAL checkpointer (its
// round and the size past which it truncates), to ask what its checkpoints cost the commits.
//
// The benchmark's own process holds the stand-in clients (the server part's and the cluster
// part's servers run in processes of their own, without its flags): --expose-gc for the heap
// figures, and --no-memory-reducer, because a thread of that process holds a thousand clients
// where a browser holds one. V8's memory reducer runs full collections to shrink a heap whose
// allocation has dropped: the server part's loads take turns, so each load's clients idled
// through the other loads' phases and began their own with a collection of a thousand clients'
// heap (50-220 ms, a browser's being a thousandth of it). Those collections made the worst
// phases of a run, more for the referee's clients, whose heaps are larger (docs/benchmarks.md,
// sixth session).
import { runAbuseBench } from './abuse.js';
import { runEngineBench } from './engine.js';
import { runRefereeCpuBench } from './referee-cpu.js';
import { runLongGameMemory } from './long-game.js';
import { runServerRuns } from './server.js';
import { runClusterBench } from './cluster.js';
import { runWalBench } from './wal-commits.js';
import { runTournamentBench } from '../engine/tournament/bench.js';
import { runPresetBench } from '../engine/tournament/formats/bench.js';

const parts: Record<string, () => unknown> = { engine: runEngineBench, referee: async () => [await runRefereeCpuBench(), await runLongGameMemory()], tournament: () => [runTournamentBench(), runPresetBench()], server: () => runServerRuns(), cluster: () => runClusterBench(), abuse: () => runAbuseBench(), wal: () => runWalBench() };
const asked = process.argv.slice(2);
const unknown = asked.filter((a) => !(a in parts));
if (unknown.length > 0) {
  console.error(`Unknown benchmark part ${unknown.map((u) => `"${u}"`).join(', ')}: the parts are ${Object.keys(parts).join(', ')} (none named runs them all).`);
  process.exit(2);
}

console.log(`node ${process.version}, ${new Date().toISOString()}`);
for (const [name, run] of Object.entries(parts)) if (asked.length === 0 || asked.includes(name)) await run();
process.exit(0);
