// The tournament HTTP API (docs/tournament-api.md): /api/tournaments/… Reads are public
// (standings are published, OT2022) except the audit trail and dispute texts; every change
// needs a token: the organizer's, the referee's or an entrant's (`Authorization: Bearer <token>`
// or `?token=`). The handlers only check shapes and turn the token into an actor; who may do
// what, and when, is decided by server/tournament/apply.ts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import type { Outcome } from '../../engine/tournament/index.js';
import type { Actor } from '../tournament/model.js';
import { tournaments } from '../tournament/setup.js';
import { tokenHolder } from '../tournament/roles.js';
import { tournamentListEntry } from '../tournament/views.js';
import { BodyTooLarge, fail, MAX_BODY, origin, readBody, sendJson, tooLarge } from './api.js';
import { pageFields, pagingOf } from './paging.js';
import { tournamentActions } from './tournament-actions.js';
import { tournamentReads } from './tournament-reads.js';

export interface TournamentRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The path after /api/tournaments/<id>, split: e.g. ['matches', 'R1T1', 'games', '1', 'report']. */
  id: string;
  path: string[];
  /** The token's holder in this tournament, null without a token. */
  actor: Actor | null;
  /** Whether a game of this tournament has finished in its room (read from the games table
   *  once per request, for the views that ask it game by game). */
  finished: (gameId: string) => boolean;
}

/** The HTTP status of a refusal, from its code. */
export function statusOf(code: string): number {
  if (code === 'auth/token_required') return 401;
  if (code.startsWith('auth/')) return 403;
  if (code.endsWith('/unknown') || code === 'match/unknown_game' || code === 'pairing/no_such_round') return 404;
  if (code.startsWith('request/') || code.startsWith('event/') || /\/bad_|_required$|not_in_match|forfeit_winner|unknown_scenario|time_skipped|too_long|bad_character|double_forfeit_conflict/.test(code)) return 400;
  return 409;
}

export function refuse(res: ServerResponse, rejection: { code: string; message: string }): void {
  fail(res, statusOf(rejection.code), rejection.code, rejection.message);
}

/** Sends a value, or the refusal with its code and sentence. */
export function answer<T>(res: ServerResponse, outcome: Outcome<T>, body: (value: T) => unknown, status = 200): void {
  if (!outcome.ok) return refuse(res, outcome.rejection);
  sendJson(res, status, body(outcome.value));
}

/** Parses the JSON body with its schema; on failure answers and returns null. */
export async function bodyOf<S extends z.ZodType>(t: { req: IncomingMessage; res: ServerResponse }, schema: S): Promise<z.infer<S> | null> {
  let json: unknown = {};
  try {
    const text = await readBody(t.req);
    json = text.trim() === '' ? {} : JSON.parse(text);
  } catch (err) {
    if (err instanceof BodyTooLarge) {
      tooLarge(t.res);
      return null;
    }
    fail(t.res, 400, 'request/bad_json', `The body must be JSON of at most ${MAX_BODY / 1024} KB.`);
    return null;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    fail(t.res, 400, 'request/bad_body', parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '));
    return null;
  }
  return parsed.data;
}

export function tokenOf(req: IncomingMessage, url: URL): string | null {
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim() || null;
  return url.searchParams.get('token') || null;
}

/** The actor a request needs: refuses (and returns null) without a token. A token of no one
 *  here was refused already, before any route (handleTournamentApi). */
export function requireActor(t: TournamentRequest): Actor | null {
  if (t.actor) return t.actor;
  refuse(t.res, { code: 'auth/token_required', message: 'This needs a token: the organizer\'s, the referee\'s or your entrant token (Authorization: Bearer <token>, or ?token=).' });
  return null;
}

/** The tournaments, newest first, a page at a time (paging.ts): name, phase, round, entrants
 *  and its page. */
async function listTournaments(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const paging = pagingOf(url);
  if (!paging.ok) return fail(res, 400, paging.code, paging.message);
  const service = tournaments();
  const { ids, total } = await service.store.page(paging.limit, paging.offset);
  const list = [];
  for (const id of ids) list.push(tournamentListEntry((await service.state(id))!, origin(req)));
  sendJson(res, 200, { tournaments: list, ...pageFields(paging, list.length, total) });
}

/** Handles /api/tournaments and /api/tournaments/*; returns false for other paths. */
export async function handleTournamentApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  const parts = url.pathname.split('/').filter(Boolean); // api, tournaments, id, …
  if (parts[0] !== 'api' || parts[1] !== 'tournaments') return false;
  if (parts.length === 2) {
    if (req.method === 'POST') await tournamentActions.create(req, res);
    else if (req.method === 'GET' || req.method === 'HEAD') await listTournaments(req, res, url);
    else fail(res, 404, 'request/unknown_route', `No API route ${req.method} ${url.pathname}; GET lists the tournaments, POST creates one.`);
    return true;
  }
  const id = parts[2]!;
  const service = tournaments();
  const state = await service.state(id);
  if (!state) {
    fail(res, 404, 'tournament/unknown', `There is no tournament ${id}.`);
    return true;
  }
  const token = tokenOf(req, url);
  const holder = token ? tokenHolder(state, token) : null;
  if (holder && !holder.ok) {
    refuse(res, holder.rejection);
    return true;
  }
  const actor: Actor | null = holder?.value ?? null;
  const finished = new Set(await service.store.finishedGames(id));
  const t: TournamentRequest = { req, res, url, id, path: parts.slice(3), actor, finished: (gameId) => finished.has(gameId) };
  const handled = req.method === 'GET' || req.method === 'HEAD' ? await tournamentReads(t) : await tournamentActions.route(t);
  if (!handled) fail(res, 404, 'request/unknown_route', `No API route ${req.method} ${url.pathname} (docs/tournament-api.md).`);
  return true;
}
