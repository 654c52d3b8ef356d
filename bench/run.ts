// npm run bench: prints every benchmark of the project (docs/benchmarks.md records them).
// BENCH_ROOMS and BENCH_SECONDS scale the server part (defaults 250 and 10).
import { runEngineBench } from './engine.js';
import { runServerBench } from './server.js';
import { runTournamentBench } from '../engine/tournament/bench.js';

console.log(`node ${process.version}, ${new Date().toISOString()}`);
runEngineBench();
runTournamentBench();
await runServerBench();
process.exit(0);
