// Starts the referee: the HTTP API and the built client, the Colyseus `epic` rooms on the
// same port, and the store (SQLite, or PostgreSQL when the location is a postgres:// URL). On
// start it restores every active game from its log; a finished or abandoned game comes back
// from its log when someone opens its link (game/on-demand.ts).
// First: before @colyseus/core can start PM2's agent (no-pm2-agent.ts).
import './no-pm2-agent.js';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { LeaseOptions } from './store/lease.js';
import type { PoolOptions } from './store/postgres.js';
import { createReadStream, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import { guardServer } from './http/edge.js';
import { cachedProbe, isLocalAddress } from './health-cache.js';
import { defineRoom, defineServer, type Server } from '@colyseus/core';
import { markGameFinished } from './game/finish.js';
import { letGoOfLostGame, openGamesOnDemand } from './game/on-demand.js';
import { abandonAfterFrom, startAbandonSweep, sweepAbandoned } from './game/abandon.js';
import { setRegistry, type Registry } from './game/registry.js';
import { GameSession } from './game/session.js';
import { healthAnswer } from './health.js';
import { startMetrics } from './metrics.js';
import { announceAlive, createGameRoom, redisConnected, relayRevokedLinks, type ClusterOptions } from './cluster.js';
import { startTakeover } from './game/takeover.js';
import { handleApi, sendJson } from './http/api.js';
import { closeMatchmaking, securityHeaders } from './http/hygiene.js';
import { paceSpectatorSeats } from './rooms/seat-pacing.js';
import { ROOM_NAME } from './protocol.js';
import { EpicRoom } from './rooms/epic-room.js';
import { contentType, resolveStatic } from './static.js';
import { StaggeredPingTransport, transportKeepAlive, type KeepAlive } from './transport/staggered-heartbeat.js';
import { isPostgresUrl, openStore } from './store/open.js';
import { isStoreError } from './store/sql.js';
import { SqliteDatabase, type StoreOptions } from './store/sqlite.js';
import type { Generator } from '../engine/rules/random.js';
import { startCheckpointer, type Checkpointer, type CheckpointerOptions } from './store/checkpointer.js';
import { startTournaments } from './tournament/setup.js';
import { warmTurnMachine } from '../engine/machine.js';
import type { TurnLogOptions } from './game/turn-log.js';

/** How old an anonymous /healthz answer may be. */
const HEALTH_CACHE_MS = 1000;

export interface RefereeOptions {
  port: number;
  /** The address to listen on (default HOST, else every address). */
  host?: string;
  /** Where the store is: a SQLite file, or a postgres:// URL (store/open.ts). */
  store: string;
  /** The store's lock wait, SQLite's WAL settings and its checkpointer's (tests shorten them). */
  storage?: StoreOptions & { checkpoints?: CheckpointerOptions; leases?: LeaseOptions; pool?: PoolOptions };
  /** How long /healthz's write probe may take before it says the store is not writable
   *  (default 2000 ms, REFEREE_HEALTH_LIMIT_MS). */
  healthLimitMs?: number;
  clientDir: string;
  now?: () => number;
  newSeed?: () => string;
  /** The random generator of new games; `hmac-sha256` unless a test asks (registry.ts). */
  generator?: Generator;
  /** The keep-alive pings (transport/staggered-heartbeat.ts): every client pinged once each
   *  `intervalMs` (default Colyseus's 3000, REFEREE_PING_INTERVAL_MS), and cut off after
   *  `maxMissed` pings in a row without a pong (default 2, REFEREE_PING_MISSES). */
  keepAlive?: KeepAlive;
  /** When set, GET /metrics needs `Authorization: Bearer <token>` (REFEREE_METRICS_TOKEN). */
  metricsToken?: string;
  /** One process of several (REDIS_URL): Colyseus's Redis presence and driver, and where
   *  clients reach this process (cluster.ts). */
  cluster?: ClusterOptions;
  /** How often a process of a cluster looks for games to take over (default 1 s). */
  takeoverEveryMs?: number;
  /** How long a process gone from Redis must stay gone before the look-out takes its games
   *  (REFEREE_DEATH_CONFIRM_MS; takeover.ts, DEATH_CONFIRM_MS). */
  takeoverConfirmMs?: number;
  /** Unfinished games nobody joined for this long are abandoned (game/abandon.ts); null never.
   *  Default: REFEREE_ABANDON_AFTER's default, 7 days. */
  abandonAfterMs?: number | null;
  /** Where finished games' exports are cached (game/export-cache.ts): by default `exports/`
   *  beside the SQLite file; on PostgreSQL none unless given (DATA_DIR/exports in npm start). */
  exportDir?: string | null;
  /** How much of each game's turn log is kept in memory (game/turn-log.ts; defaults there). */
  turnLog?: TurnLogOptions;
}

export interface Referee {
  port: number;
  registry: Registry;
  restored: number;
  /** Runs the abandonment sweep now (game/abandon.ts): the ids it marked abandoned. */
  sweepAbandoned(): Promise<string[]>;
  close(): Promise<void>;
}

function serveClient(clientDir: string, req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? '/';
  const file = resolveStatic(clientDir, url.split('?')[0] === '/' ? '/index.html' : url);
  if (!file || !existsSync(file)) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(existsSync(clientDir) ? 'Not found' : 'The client is not built: run `npm start` (it builds first).');
    return;
  }
  res.writeHead(200, { 'content-type': contentType(file) });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

/** Where finished games' exports are cached when the options do not say (game/export-cache.ts):
 *  beside a SQLite file; nowhere for PostgreSQL or an in-memory store (npm start names
 *  DATA_DIR/exports for every store). */
function defaultExportDir(store: string): string | null {
  return isPostgresUrl(store) || store === ':memory:' ? null : join(dirname(store), 'exports');
}

export async function startReferee(options: RefereeOptions): Promise<Referee> {
  // The turn machine's every step and transition, computed now rather than on the path of
  // players' commands as games first reach them (engine/machine.ts; ~130 ms, once a process).
  warmTurnMachine();
  // The owner name in the game leases (store/lease.ts): host and port, the same across restarts,
  // so a referee restarted after a crash takes its own games back at once (the old process is
  // gone: no two can listen on one port); unique per process of a cluster.
  const owner = options.storage?.leases?.owner ?? (options.port !== 0 ? `${hostname()}:${options.port}` : undefined);
  const store = await openStore(options.store, { ...options.storage, leases: { ...options.storage?.leases, ...(owner ? { owner } : {}) } });
  const reg: Registry = {
    store,
    sessions: new Map(),
    now: options.now ?? (() => Date.now()),
    newSeed: options.newSeed ?? (() => randomBytes(32).toString('hex')),
    ...(options.generator ? { generator: options.generator } : {}),
    exportDir: options.exportDir !== undefined ? options.exportDir : defaultExportDir(options.store),
    ...(options.turnLog ? { turnLog: options.turnLog } : {}),
  };
  if (options.cluster) reg.cluster = { presence: options.cluster.presence, redis: options.cluster.redis };
  setRegistry(reg);
  const checkpointer: Checkpointer | null = store.db instanceof SqliteDatabase && options.store !== ':memory:' ? startCheckpointer(options.store, { ...options.storage?.checkpoints, ...(options.storage?.journalSizeLimit ? { journalSizeLimit: options.storage.journalSizeLimit } : {}) }) : null;
  // Crash recovery: every unfinished game comes back from its log (its room is opened once the
  // server listens). A game whose log ends in a win but whose row still says active (the
  // referee stopped right after the winning append) is marked finished now, before the
  // tournaments' catch-up reads the rows (game/finish.ts).
  // Only active rows are read (an index on status): abandoned, finished and void games come
  // back on demand (game/on-demand.ts), so start-up does not grow with their number.
  const active: string[] = [];
  for (const id of await store.gamesToRestore()) {
    // This process owns the games it restores (store/lease.ts); one another living process
    // holds is played there.
    try {
      await store.leases.take(id);
    } catch (err) {
      if (!isStoreError(err, 'store/lease_held')) throw err;
      console.log(`game ${id}: not restored here: ${err.message}`);
      continue;
    }
    active.push(id);
    const session = await GameSession.restore(store, id, { turnLog: reg.turnLog });
    reg.sessions.set(id, session);
    if (session.finished) await markGameFinished(store, session, reg.now());
  }
  store.leases.startRenewing((lost) => {
    console.error(`game leases taken over by another process: ${lost.join(', ')}; their rooms here close and their clients join again`);
    for (const id of lost) letGoOfLostGame(reg, id);
  });
  // The matchmaking steps (matchmaking-steps.ts) run last-added first: games brought back on
  // demand, then the refusal of void games (tournaments), then, once every check passed, a
  // spectator's seat waiting its turn.
  const stopSeatPacing = paceSpectatorSeats(store);
  const stopTournaments = await startTournaments(reg); // tables, routes' service, finished-game hook
  const stopOnDemand = openGamesOnDemand(reg);
  closeMatchmaking();
  const metrics = startMetrics(reg, options.metricsToken ? { token: options.metricsToken } : {});
  const server: Server = defineServer({
    rooms: { [ROOM_NAME]: defineRoom(EpicRoom) },
    // Frames up to 1 MiB reach the room, which refuses anything over MAX_MESSAGE_BYTES with a
    // clear rejection instead of the socket being closed under the player. Keep-alive pings
    // are spread over their interval (transport/staggered-heartbeat.ts).
    transport: new StaggeredPingTransport({ maxPayload: 1024 * 1024, ...transportKeepAlive(options.keepAlive) }),
    greet: false,
    gracefullyShutdown: false,
    ...(options.cluster ? { presence: options.cluster.presence, driver: options.cluster.driver, publicAddress: options.cluster.publicAddress } : {}),
    express: (app) => {
      (app as unknown as { disable(name: string): void }).disable('x-powered-by');
      app.use(securityHeaders);
      const probeNow = () => {
        const presence = options.cluster ? { kind: 'redis' as const, publicAddress: options.cluster.publicAddress, owner: store.leases.owner, connected: redisConnected(options.cluster.presence) } : { kind: 'local' as const };
        return healthAnswer(store, reg.now(), options.healthLimitMs ?? 2000, presence);
      };
      const probeShared = cachedProbe(probeNow, HEALTH_CACHE_MS, () => Date.now());
      app.get('/healthz', (req: IncomingMessage, res: ServerResponse) => {
        // The operator's check probes the store now; anyone else reads the last probe (at most
        // one a second: health-cache.ts).
        const operator = isLocalAddress(req.socket.remoteAddress) || (!!options.metricsToken && req.headers.authorization === `Bearer ${options.metricsToken}`);
        void (operator ? probeNow() : probeShared()).then(({ status, body }) => sendJson(res, status, { ...body, games: reg.sessions.size }));
      });
      app.use(async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
        if (await metrics.handle(req, res)) return;
        if (await handleApi(req, res)) return;
        if (req.method === 'GET' || req.method === 'HEAD') return serveClient(options.clientDir, req, res);
        next();
      });
      app.get('/', (req: IncomingMessage, res: ServerResponse) => serveClient(options.clientDir, req, res));
    },
  });
  // HOST: the address to listen on (default every address; 127.0.0.1 keeps it to this machine).
  await server.listen(options.port, options.host ?? process.env.HOST ?? '0.0.0.0');
  // Every route guarded at the edge, Colyseus's matchmaking ones included (http/edge.ts).
  guardServer((server.transport as unknown as { server: HttpServer }).server);
  // Each restored game in a room of the same id.
  for (const id of active) await createGameRoom(id);
  // In a cluster: alive for the others to see, and taking over the games of the dead.
  const unannounce = options.cluster ? await announceAlive(options.cluster.presence, store.leases.owner) : null;
  // Seat links revoked through any process let their seats go wherever their rooms are.
  const unrelay = options.cluster ? await relayRevokedLinks(options.cluster.presence, store.leases.owner) : null;
  const stopTakeover = options.cluster ? startTakeover(reg, options.takeoverEveryMs ?? 1000, options.takeoverConfirmMs) : () => {};
  const abandonAfterMs = options.abandonAfterMs === undefined ? abandonAfterFrom(undefined) : options.abandonAfterMs;
  const stopSweep = startAbandonSweep(reg, abandonAfterMs);
  const address = (server.transport as unknown as { server: { address(): { port: number } } }).server.address();
  return {
    port: address.port,
    registry: reg,
    restored: active.length,
    sweepAbandoned: () => (abandonAfterMs === null ? Promise.resolve([]) : sweepAbandoned(reg, abandonAfterMs)),
    close: async () => {
      metrics.stop();
      stopTakeover();
      await unannounce?.();
      await unrelay?.();
      stopSweep();
      stopOnDemand();
      stopTournaments();
      stopSeatPacing();
      await server.gracefullyShutdown(false);
      await checkpointer?.stop();
      setRegistry(null);
      await store.close(); // commits what the writer holds; SQLite truncates its WAL
    },
  };
}
