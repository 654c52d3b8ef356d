// `npm start`: the referee on PORT (default 2567), with its store: PostgreSQL when
// DATABASE_URL is set, else the SQLite file in DATA_DIR (default data/).
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { startReferee } from './app.js';
import { abandonAfterFrom } from './game/abandon.js';
import { applyLoopNice, loopNiceFrom } from './loop-priority.js';
import { missingNodeFlagsNote } from './node-flags.js';
import { storeLocation } from './store/open.js';
import { DEFAULT_POOL_MAX, DEFAULT_POOL_WARM } from './store/postgres.js';
import { isStoreError } from './store/sql.js';
import { connectionsSetting, positiveSetting } from './settings.js';
import { keepAliveFrom } from './transport/staggered-heartbeat.js';
import { ClusterConfigError, clusterFromEnv } from './cluster-config.js';

/** A setting read from the environment; a bad one stops the start with its sentence alone. */
function settingOrExit<T>(read: () => T): T {
  try {
    return read();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(2);
  }
}

const port = Number(process.env.PORT ?? 2567);
const loopNice = settingOrExit(() => loopNiceFrom(process.env.REFEREE_LOOP_NICE));
const abandonAfterMs = settingOrExit(() => abandonAfterFrom(process.env.REFEREE_ABANDON_AFTER));
const dataDir = process.env.DATA_DIR ?? fileURLToPath(new URL('../data', import.meta.url));
const positive = (name: string, unit?: string): number | undefined => settingOrExit(() => positiveSetting(process.env, name, unit));
/** A count of connections, or undefined when unset. */
const connections = (name: string, least: number): number | undefined => settingOrExit(() => connectionsSetting(process.env, name, least));
const busyLimitMs = positive('REFEREE_STORE_BUSY_MS');
const cacheMb = positive('REFEREE_SQLITE_CACHE_MB', 'MiB');
// PostgreSQL: a running referee keeps a few connections open (store/postgres.ts, PoolOptions).
// A statement the server does not answer for this long is given up (a network gone silent).
const queryTimeoutMs = positive('REFEREE_STORE_QUERY_TIMEOUT_MS');
const pool = { max: connections('DATABASE_POOL_MAX', 1) ?? DEFAULT_POOL_MAX, warm: connections('DATABASE_POOL_WARM', 0) ?? DEFAULT_POOL_WARM, ...(queryTimeoutMs ? { queryTimeoutMs } : {}) };
const healthLimitMs = positive('REFEREE_HEALTH_LIMIT_MS');
const leaseMs = positive('REFEREE_LEASE_MS');
// In a cluster: how long another process gone from Redis must stay gone before this one's
// look-out takes its games (server/game/takeover.ts).
const deathConfirmMs = positive('REFEREE_DEATH_CONFIRM_MS');
const owner = process.env.REFEREE_PROCESS_ID?.trim();
// Keep-alive pings (transport/staggered-heartbeat.ts): how often, and how many may go unanswered.
const keepAlive = settingOrExit(() => keepAliveFrom(process.env));
// REDIS_URL: one process of several (server/cluster-config.ts).
let cluster;
try {
  cluster = await clusterFromEnv(process.env, port);
} catch (err) {
  if (!(err instanceof ClusterConfigError)) throw err;
  console.error(`The referee cannot start: ${err.message}`);
  process.exit(1);
}
let referee;
try {
  referee = await startReferee({
    port,
    store: storeLocation(process.env, join(dataDir, 'referee.sqlite')),
    storage: { ...(busyLimitMs ? { busyLimitMs } : {}), ...(cacheMb ? { cacheMb } : {}), pool, leases: { ...(leaseMs ? { ttlMs: leaseMs } : {}), ...(owner ? { owner } : {}) } },
    ...(healthLimitMs ? { healthLimitMs } : {}),
    keepAlive,
    clientDir: fileURLToPath(new URL('../dist/client', import.meta.url)),
    abandonAfterMs,
    // Finished games' exports are cached in DATA_DIR/exports whatever the store.
    exportDir: join(dataDir, 'exports'),
    ...(process.env.REFEREE_METRICS_TOKEN ? { metricsToken: process.env.REFEREE_METRICS_TOKEN } : {}),
    ...(cluster ? { cluster } : {}),
    ...(deathConfirmMs ? { takeoverConfirmMs: deathConfirmMs } : {}),
  });
} catch (err) {
  // A store that cannot be reached or opened stops the start with its sentence, not a stack.
  if (!isStoreError(err)) throw err;
  console.error(`The referee cannot start: ${err.message}`);
  process.exit(1);
}
// After the start, so that the checkpointer's worker thread keeps the normal priority.
const priorityNote = applyLoopNice(loopNice);
if (priorityNote) console.log(priorityNote);
// The V8 flags npm start gives (server/node-flags.ts): they cannot be set from here.
const flagsNote = missingNodeFlagsNote(process.execArgv);
if (flagsNote) console.warn(flagsNote);
console.log(`Epic Ancients referee on http://localhost:${referee.port} (${referee.restored} unfinished game${referee.restored === 1 ? '' : 's'} restored)${cluster ? `, one of a cluster (Redis; clients reach it at ${cluster.publicAddress})` : ''}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // A stop that hangs (a store or Redis that stopped answering) ends the process all the
    // same after 10 s: what was accepted is already durable, and the games come back from it.
    setTimeout(() => {
      console.error('The referee did not stop within 10 s; stopping now.');
      process.exit(1);
    }, 10_000).unref();
    referee.close().then(
      () => process.exit(0),
      (err: Error) => {
        console.error(`Stopping the referee failed: ${err.message}`);
        process.exit(1);
      },
    );
  });
}
