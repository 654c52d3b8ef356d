// GET /metrics in the Prometheus text format (issue 18), with prom-client: the rooms and
// clients of this process, the games it holds, the joins waiting for another process to open
// their game's room, its open connections to PostgreSQL, accepted commands and refusals by code, the
// time from a command's arrival to its durable log entry; what an operator alerts on in a
// cluster (games taken over from a dead process, the store's failures by code, Redis
// reconnects: docs/deploy.md has sample rules); the clients cut off by the keep-alive pings;
// and the process's own figures (event-loop delay, CPU, memory: prom-client's default
// metrics). Each referee has its own registry, so several in one process (tests) do not mix
// their counts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { matchMaker } from '@colyseus/core';
import { Counter, Gauge, Histogram, Registry as PromRegistry, collectDefaultMetrics } from 'prom-client';
import { onCommandRejected, onCommandTimed, onStoreFailure, type Registry } from './game/registry.js';
import { gamesTakenOverSoFar, joinsReroutedSoFar, joinsWaitingForOwner } from './game/on-demand.js';
import { redisReturns } from './cluster.js';
import { clientsCutOffSoFar } from './transport/staggered-heartbeat.js';
import { PostgresDatabase } from './store/postgres.js';

export interface Metrics {
  /** Answers GET /metrics; false for any other request. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  stop(): void;
}

export interface MetricsOptions {
  /** When set, /metrics answers only `Authorization: Bearer <token>` (REFEREE_METRICS_TOKEN). */
  token?: string;
}

export function startMetrics(reg: Registry, options: MetricsOptions = {}): Metrics {
  const register = new PromRegistry();
  collectDefaultMetrics({ register, eventLoopMonitoringPrecision: 10 });
  new Gauge({ name: 'referee_rooms', help: 'Game rooms open in this process.', registers: [register], collect() { this.set(matchMaker.stats.local.roomCount); } });
  new Gauge({ name: 'referee_clients', help: 'Clients connected to this process.', registers: [register], collect() { this.set(matchMaker.stats.local.ccu); } });
  new Gauge({ name: 'referee_games_in_memory', help: 'Games this process holds in memory.', registers: [register], collect() { this.set(reg.sessions.size); } });
  new Gauge({ name: 'referee_joins_waiting_for_owner', help: "Joins waiting for another referee process to open their game's room (it is taking the game over), to be routed there.", registers: [register], collect() { this.set(joinsWaitingForOwner()); } });
  countedSince(
    register,
    'referee_joins_rerouted_total',
    "Joins routed to a game's room in another referee process that stopped answering while the seat was being reserved (the process died just then); each started over, and the game was brought back.",
    joinsReroutedSoFar,
  );
  countedSince(
    register,
    'referee_games_taken_over_total',
    'Games this process took over from a referee process judged dead (its liveness gone from Redis), on a join or its look-out, without waiting for the lease to run out. Non-zero when a process died, or when one was cut off from Redis long enough to be judged dead.',
    gamesTakenOverSoFar,
  );
  countedSince(
    register,
    'referee_clients_cut_off_total',
    'Clients this process cut off after REFEREE_PING_MISSES keep-alive pings in a row went unanswered (a laptop closed, a network dropped, with no close of the connection); their seats showed as gone and were kept for them to come back. Weigh it when setting REFEREE_PING_INTERVAL_MS.',
    clientsCutOffSoFar,
  );
  if (reg.cluster) {
    const presence = reg.cluster.presence;
    countedSince(
      register,
      'referee_redis_reconnects_total',
      "Times this process's Redis connections came back after being lost (a Redis restart, or a blip of the network to it). For 5 s after each it judges no other process dead.",
      () => redisReturns(presence) ?? 0,
    );
  }
  if (reg.store.db instanceof PostgresDatabase) {
    const db = reg.store.db;
    new Gauge({ name: 'referee_store_connections', help: 'Connections to PostgreSQL open now (DATABASE_POOL_WARM of them kept open however idle).', registers: [register], collect() { this.set(db.connections().open); } });
  }
  const commands = new Counter({ name: 'referee_commands_total', help: 'Game commands accepted and durably logged.', registers: [register] });
  const rejections = new Counter({ name: 'referee_rejections_total', help: 'Messages refused, by rejection code.', labelNames: ['code'], registers: [register] });
  const commit = new Histogram({
    name: 'referee_commit_seconds',
    help: "From a command's arrival in its room to its durable log entry.",
    buckets: [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [register],
  });
  const stopTimed = onCommandTimed((t) => {
    commands.inc();
    commit.observe(Math.max(0, t.committed - t.received) / 1000);
  });
  const stopRejected = onCommandRejected((code) => rejections.inc({ code }));
  const storeFailures = new Counter({
    name: 'referee_store_failures_total',
    help: "Changes the store could not record, by where they were asked (room: a game's room; api: the HTTP API, tournaments among it) and the store's code: store/lease_lost (another process owns the game now), store/outcome_unknown (the database's answer was lost), store/unsettled (a game waiting to settle such a change), the driver's own codes otherwise.",
    labelNames: ['area', 'code'],
    registers: [register],
  });
  const stopStoreFailures = onStoreFailure(({ area, code }) => storeFailures.inc({ area, code }));
  return {
    async handle(req, res) {
      if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') return false;
      if (options.token && req.headers.authorization !== `Bearer ${options.token}`) {
        res.writeHead(401, { 'content-type': 'application/json; charset=utf-8', 'www-authenticate': 'Bearer' });
        res.end(JSON.stringify({ error: { code: 'auth/metrics_token', message: 'The metrics need the operator\'s token: Authorization: Bearer <REFEREE_METRICS_TOKEN>.' } }));
        return true;
      }
      const body = await register.metrics();
      res.writeHead(200, { 'content-type': register.contentType });
      res.end(body);
      return true;
    },
    stop() {
      stopTimed();
      stopRejected();
      stopStoreFailures();
      register.clear();
    },
  };
}

/** A counter of events counted where they happen, outside any registry (`soFar`: the count
 *  since the process started), from this registry's start. */
function countedSince(register: PromRegistry, name: string, help: string, soFar: () => number): void {
  let seen = soFar();
  new Counter({
    name,
    help,
    registers: [register],
    collect() {
      const now = soFar();
      this.inc(now - seen);
      seen = now;
    },
  });
}
