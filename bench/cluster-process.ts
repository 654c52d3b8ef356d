// One referee process of the cluster benchmark (bench/cluster.ts): `npm start`'s referee with
// its store (DATABASE_URL) and, when REDIS_URL is set, the cluster options, as server/main.ts
// reads them; the only difference is known seeds (BENCH_SEED_PREFIX-1, -2, … in the order this
// process creates games), so the benchmark's clients can script each game's commands
// beforehand and keep the random player's work out of the measured loop.
import { fileURLToPath } from 'node:url';
import { startReferee } from '../server/app.js';
import { clusterFromEnv } from '../server/cluster-config.js';

const port = Number(process.env.PORT);
const prefix = process.env.BENCH_SEED_PREFIX ?? `bench-${port}`;
let games = 0;
const cluster = await clusterFromEnv(process.env, port);
const referee = await startReferee({
  port,
  store: process.env.DATABASE_URL!,
  storage: { leases: { owner: process.env.REFEREE_PROCESS_ID ?? `bench-${port}` } },
  clientDir: fileURLToPath(new URL('../dist/client', import.meta.url)),
  newSeed: () => `${prefix}-${++games}`,
  ...(cluster ? { cluster } : {}),
});
console.log(`Epic Ancients referee on http://localhost:${referee.port} (bench)`);
process.on('SIGTERM', () => {
  setTimeout(() => process.exit(1), 10_000).unref();
  referee.close().then(() => process.exit(0), () => process.exit(1));
});
