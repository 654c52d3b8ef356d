// The referee's HTTP API: create a game (one invite link per seat, a spectator link and a
// referee link), list the demonstration scenarios, export a game's log (a finished game's from
// a cached file: game/export-cache.ts).
import { isStoreError } from '../store/sql.js';
import type { StartGame } from '../../engine/commands.js';
import { admitCreation, clientAddress, isCreatingRoute, takeLogRead } from './limits.js';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { DEMO_SCENARIOS } from '../../engine/scenario/demo/index.js';
import { gameExport, type ExportFormat } from '../game/export-cache.js';
import { logRefusal, logUnreadable, mayReadLog } from '../game/log-access.js';
import { gameStatus, readGame, UNKNOWN_GAME, unknownGameMessage } from '../game/on-demand.js';
import { registry, storeFailed } from '../game/registry.js';
import { tokenHolder } from '../rooms/join-auth.js';
import { GameSession, type JoinTokens } from '../game/session.js';
import type { Rejection } from '../../engine/index.js';
import { ROOM_NAME } from '../protocol.js';
import { handleTournamentApi } from './tournament-api.js';
import { createGameRoom } from '../cluster.js';
import { replaceSeatLink, SEAT_LINK_ROUTE } from './seat-link.js';

const PLAYERS_RULE = 'players must be 8, 6, 4 or 2 (the number of people at the table), as a number';

const createGameSchema = z.object({
  scenario: z.union([z.string(), z.record(z.string(), z.unknown())]),
  players: z.union([z.literal(8), z.literal(6), z.literal(4), z.literal(2)], { error: PLAYERS_RULE }),
  options: z.record(z.string(), z.unknown()).optional(),
}).strict();

export const MAX_BODY = 256 * 1024;

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** A token sent as `Authorization: Bearer <token>` (kept out of URLs, logs and referrers). */
export function bearerToken(req: IncomingMessage): string | null {
  const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return m ? m[1]! : null;
}

export function fail(res: ServerResponse, status: number, code: string, message: string): void {
  sendJson(res, status, { error: { code, message } });
}

/** A body over MAX_BODY: answered 413 request/too_large (the rest is read and dropped, so the
 *  client gets the answer rather than a reset connection). */
export class BodyTooLarge extends Error {
  constructor() {
    super(`The body is over ${MAX_BODY / 1024} KB.`);
  }
}

export function tooLarge(res: ServerResponse): void {
  res.setHeader('connection', 'close');
  fail(res, 413, 'request/too_large', `The body must be at most ${MAX_BODY / 1024} KB.`);
}

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    let over = false;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      if (over) return;
      size += c.length;
      if (size > MAX_BODY) {
        over = true;
        chunks.length = 0;
        reject(new BodyTooLarge());
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Where invite links point. A public server sets PUBLIC_URL (e.g. https://referee.example), its
 *  scheme included: links never come from the request's Host header then, which a client
 *  controls (a poisoned link). Without it (a club's own machine) the Host the page was opened
 *  with is used only when it names this machine as the socket reached it (its local address, or
 *  localhost); any other Host is not believed, and the link names the address the request came
 *  in on. */
export function origin(req: IncomingMessage): string {
  const configured = process.env.PUBLIC_URL?.replace(/\/+$/, '');
  if (configured) return configured;
  const local = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  const port = req.socket.localPort;
  const host = req.headers.host ?? '';
  const name = host.replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost' || name === '127.0.0.1' || name === '::1' || name === local) return `http://${host}`;
  const literal = local.includes(':') ? `[${local}]` : local;
  return `http://${literal}${port ? `:${port}` : ''}`;
}

export type GameRequest = z.infer<typeof createGameSchema>;
export type OpenedGame = { session: GameSession; tokens: JoinTokens };

/** Creates a game and opens its room (POST /api/games, and the tournament's pairings).
 *  `forced` (dice and deck order, as in scripted games) is for in-process tests only: no HTTP
 *  route passes it. */
export async function openGame(request: GameRequest, forced?: StartGame['forced']): Promise<OpenedGame | { rejection: Rejection }> {
  const { scenario, players, options } = request;
  const scenarioInput = typeof scenario === 'string' ? DEMO_SCENARIOS[scenario] : scenario;
  if (!scenarioInput) return { rejection: { code: 'request/unknown_scenario', message: `No demonstration scenario "${scenario}" (known: ${Object.keys(DEMO_SCENARIOS).join(', ')}); or send a whole scenario object.` } };
  const reg = registry();
  const created = await GameSession.create(reg.store, { scenario: scenarioInput as never, players, seed: reg.newSeed(), ...(reg.generator ? { generator: reg.generator } : {}), ...(options ? { options: options as never } : {}), ...(forced ? { forced } : {}) }, reg.now(), { leased: true, turnLog: reg.turnLog }); // this process owns its log from the first row on (store/lease.ts)
  if ('rejection' in created) return created;
  reg.sessions.set(created.session.id, created.session);
  await createGameRoom(created.session.id);
  return created;
}

/** One problem of a game request, naming its field (a sentence that already names it stands alone). */
function issueText(issue: z.core.$ZodIssue): string {
  const field = issue.path.join('.') || 'body';
  return issue.message.startsWith(`${field} `) ? issue.message : `${field}: ${issue.message}`;
}

async function createGame(req: IncomingMessage, res: ServerResponse): Promise<void> {
  let json: unknown;
  try {
    json = JSON.parse(await readBody(req));
  } catch (err) {
    if (err instanceof BodyTooLarge) return tooLarge(res);
    return fail(res, 400, 'request/bad_json', `The body must be JSON of at most ${MAX_BODY / 1024} KB: {"scenario": "vellara-ford", "players": 8}.`);
  }
  const parsed = createGameSchema.safeParse(json);
  if (!parsed.success) return fail(res, 400, 'request/bad_game', parsed.error.issues.map(issueText).join('; '));
  const opened = await openGame(parsed.data);
  if ('rejection' in opened) return fail(res, 400, opened.rejection.code, opened.rejection.message);
  const { session, tokens } = opened;
  const link = (token: string) => `${origin(req)}/?game=${session.id}&token=${token}`;
  sendJson(res, 201, {
    gameId: session.id,
    room: ROOM_NAME,
    seedHash: session.seedHash,
    seats: Object.fromEntries(session.state.seats.map((s) => [s.id, { army: s.army, roles: s.roles, token: tokens.seats[s.id], url: link(tokens.seats[s.id]!) }])),
    spectator: { token: tokens.spectator, url: link(tokens.spectator) },
    referee: { token: tokens.referee, url: link(tokens.referee) },
  });
}

const EXPORT_FORMATS = ['json', 'text'] as const;

/** A game's log over HTTP: a finished game's from its cached file (game/export-cache.ts), any
 *  other from its log, read and not kept when the game is not in memory (game/on-demand.ts).
 *  Limited per address (LOG_READS_PER_MINUTE). */
async function exportGame(req: IncomingMessage, res: ServerResponse, gameId: string, url: URL): Promise<void> {
  const reg = registry();
  const status = await gameStatus(reg, gameId);
  if (status === undefined) return fail(res, 404, UNKNOWN_GAME, unknownGameMessage(gameId));
  const format = url.searchParams.get('format') ?? 'json';
  if (!(EXPORT_FORMATS as readonly string[]).includes(format)) return fail(res, 400, 'export/bad_format', `format must be ${EXPORT_FORMATS.join(' or ')} (json when left out); it was "${format.slice(0, 40)}".`);
  const limited = await takeLogRead(clientAddress(req));
  if (limited) {
    res.setHeader('retry-after', String(limited.seconds));
    return fail(res, 429, limited.code, limited.message);
  }
  const holder = await tokenHolder(reg.store, gameId, url.searchParams.get('token') ?? bearerToken(req) ?? '');
  if (!holder) return fail(res, 403, 'export/bad_token', 'Export needs this game\'s referee token, or a seat token once the game is over.');
  let content: string;
  try {
    // The row says finished once the winning command is durable; the log is asked only when it
    // does not (the row is marked at the next start if marking it failed: game/finish.ts).
    const finished = status === 'finished' || (holder.kind === 'seat' && (await readGame(reg, gameId)).finished);
    if (!mayReadLog(holder.kind, finished)) {
      const refused = logRefusal('export', holder.kind);
      return fail(res, 403, refused.code, refused.message);
    }
    content = await gameExport(reg, gameId, format as ExportFormat);
  } catch (err) {
    const unreadable = logUnreadable(err);
    return fail(res, 500, unreadable.code, unreadable.message);
  }
  res.writeHead(200, { 'content-type': `${format === 'text' ? 'text/plain' : 'application/json'}; charset=utf-8`, 'cache-control': 'no-store' });
  res.end(content);
}

/** A path segment decoded, or as it came when it is not valid percent-encoding. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Handles /api/* requests; returns false for other paths. */
export async function handleApi(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (!url.pathname.startsWith('/api/')) return false;
  try {
    if (isCreatingRoute(req.method, url.pathname) && !(await admitCreation(req, res, fail))) return true;
    if (await handleTournamentApi(req, res, url)) return true;
    if (req.method === 'GET' && url.pathname === '/api/scenarios') {
      sendJson(res, 200, Object.entries(DEMO_SCENARIOS).map(([id, s]) => ({ id, name: s.name, description: s.description, armies: s.armies, decks: s.decks ?? 1 })));
    } else if (req.method === 'POST' && url.pathname === '/api/games') {
      await createGame(req, res);
    } else if (req.method === 'POST' && SEAT_LINK_ROUTE.test(url.pathname)) {
      const [, gameId, seatId] = SEAT_LINK_ROUTE.exec(url.pathname)!;
      await replaceSeatLink(req, res, gameId!, safeDecode(seatId!));
    } else if (req.method === 'GET' && /^\/api\/games\/[\w-]+\/export$/.test(url.pathname)) {
      await exportGame(req, res, url.pathname.split('/')[3]!, url);
    } else {
      fail(res, 404, 'request/unknown_route', `No API route ${req.method} ${url.pathname}.`);
    }
  } catch (err) {
    if (res.headersSent) return true;
    // The store's own failures say what happened to the request (nothing written, or not
    // known yet), with the store's code in the sentence; anything else is the referee's fault.
    if (!isStoreError(err)) fail(res, 500, 'server/error', `The referee failed to answer: ${(err as Error).message}`);
    else {
      storeFailed({ area: 'api', code: err.code });
      if (err.code === 'store/outcome_unknown') fail(res, 503, 'server/outcome_unknown', `The referee lost its connection to the database while recording this, so whether it was recorded is not known yet: read it again (GET) before sending it again. (${err.message})`);
      else fail(res, 503, 'server/storage_failed', `The referee could not record this; nothing was changed. Try again. (${err.message})`);
    }
  }
  return true;
}
