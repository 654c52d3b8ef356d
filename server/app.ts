// Starts the referee: the HTTP API and the built client, the Colyseus `epic` rooms on the
// same port, and the SQLite log. On start it restores every active game from its log; a
// finished or abandoned game comes back from its log when someone opens its link
// (game/on-demand.ts).
import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { defineRoom, defineServer, matchMaker, type Server } from '@colyseus/core';
import { markGameFinished } from './game/finish.js';
import { abandonAfterFrom, startAbandonSweep, sweepAbandoned } from './game/abandon.js';
import { openGamesOnDemand } from './game/on-demand.js';
import { activeGameIds } from './store/games-table.js';
import { setRegistry, type Registry } from './game/registry.js';
import { GameSession } from './game/session.js';
import { health } from './health.js';
import { handleApi, sendJson } from './http/api.js';
import { closeMatchmaking, securityHeaders } from './http/hygiene.js';
import { ROOM_NAME } from './protocol.js';
import { EpicRoom } from './rooms/epic-room.js';
import { contentType, resolveStatic } from './static.js';
import { StaggeredPingTransport } from './transport/staggered-heartbeat.js';
import { openDatabase } from './store/database.js';
import { LogWriter } from './store/log-writer.js';
import type { Generator } from '../engine/rules/random.js';
import { startCheckpointer } from './store/checkpointer.js';
import { startTournaments } from './tournament/setup.js';

export interface RefereeOptions {
  port: number;
  dbFile: string;
  clientDir: string;
  now?: () => number;
  newSeed?: () => string;
  /** The random generator of new games; `hmac-sha256` unless a test asks (registry.ts). */
  generator?: Generator;
  /** Unfinished games nobody joined for this long are abandoned (game/abandon.ts); null never.
   *  Default: REFEREE_ABANDON_AFTER's default, 7 days. */
  abandonAfterMs?: number | null;
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

export async function startReferee(options: RefereeOptions): Promise<Referee> {
  const db = openDatabase(options.dbFile);
  const reg: Registry = {
    db,
    writer: new LogWriter(db),
    sessions: new Map(),
    now: options.now ?? (() => Date.now()),
    newSeed: options.newSeed ?? (() => randomBytes(32).toString('hex')),
    ...(options.generator ? { generator: options.generator } : {}),
    // Finished games' exports, beside the database (DATA_DIR/exports: game/export-cache.ts).
    exportDir: options.dbFile === ':memory:' ? null : join(dirname(options.dbFile), 'exports'),
  };
  setRegistry(reg);
  const checkpointer = startCheckpointer(options.dbFile);
  // Crash recovery: every unfinished game comes back from its log (its room is opened once the
  // server listens). A game whose log ends in a win but whose row still says active (the
  // referee stopped right after the winning append) is marked finished now, before the
  // tournaments' catch-up reads the rows (game/finish.ts).
  // Only active rows are read (an index on status): abandoned, finished and void games come
  // back on demand (game/on-demand.ts), so start-up does not grow with their number.
  const active = activeGameIds(db);
  for (const id of active) {
    const session = GameSession.restore(db, reg.writer, id);
    reg.sessions.set(id, session);
    if (session.finished) markGameFinished(db, session, reg.now());
  }
  const stopTournaments = await startTournaments(reg); // tables, routes' service, finished-game hook
  // After the tournaments' refusal of void games, which it passes those joins on to.
  const stopOnDemand = openGamesOnDemand(reg);
  closeMatchmaking();
  const server: Server = defineServer({
    rooms: { [ROOM_NAME]: defineRoom(EpicRoom) },
    // Frames up to 1 MiB reach the room, which refuses anything over MAX_MESSAGE_BYTES with a
    // clear rejection instead of the socket being closed under the player. Keep-alive pings
    // are spread over their interval (transport/staggered-heartbeat.ts).
    transport: new StaggeredPingTransport({ maxPayload: 1024 * 1024 }),
    greet: false,
    gracefullyShutdown: false,
    express: (app) => {
      app.use(securityHeaders);
      app.get('/healthz', (_req: IncomingMessage, res: ServerResponse) => sendJson(res, 200, { ...health(), games: reg.sessions.size }));
      app.use(async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
        if (await handleApi(req, res)) return;
        if (req.method === 'GET' || req.method === 'HEAD') return serveClient(options.clientDir, req, res);
        next();
      });
      app.get('/', (req: IncomingMessage, res: ServerResponse) => serveClient(options.clientDir, req, res));
    },
  });
  await server.listen(options.port, '0.0.0.0');
  // Each restored game in a room of the same id.
  for (const id of active) await matchMaker.createRoom(ROOM_NAME, { gameId: id });
  const abandonAfterMs = options.abandonAfterMs === undefined ? abandonAfterFrom(undefined) : options.abandonAfterMs;
  const stopSweep = startAbandonSweep(reg, abandonAfterMs);
  const address = (server.transport as unknown as { server: { address(): { port: number } } }).server.address();
  return {
    port: address.port,
    registry: reg,
    restored: active.length,
    sweepAbandoned: () => (abandonAfterMs === null ? Promise.resolve([]) : sweepAbandoned(reg, abandonAfterMs)),
    close: async () => {
      stopSweep();
      stopOnDemand(); // before the tournaments' check it wraps
      stopTournaments();
      await server.gracefullyShutdown(false);
      await reg.writer.close();
      await checkpointer.stop();
      setRegistry(null);
      db.pragma('wal_checkpoint(TRUNCATE)');
      db.close();
    },
  };
}
