// Helpers for the tournament integration tests: a real referee (deterministic seeds), the
// tournament HTTP API, and games played to their end in real rooms through WebSocket clients
// driven by the seeded random player.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { DEMO_SCENARIOS } from '../../engine/scenario/demo/index.js';
import { seededRandom } from '../../engine/rules/random.js';
import { chooseCommand, Dice } from '../../engine/sim/random-game.js';
import { startReferee, type Referee } from '../../server/app.js';
import type { GameSession } from '../../server/game/session.js';
import { joinSeat, request, type Seat } from '../server/support.js';
import { newStoreLocation } from '../stores.js';

export type TestReferee = Referee & { url: string; storeAt: string };

/** `now`: the referee's clock (a fake one for deadline tests; the real one by default). */
export async function startTournamentReferee(storeAt?: string, seedPrefix = 't', now?: () => number): Promise<TestReferee> {
  const location = storeAt ?? newStoreLocation('tournament');
  let n = 0;
  const referee = await startReferee({ port: 0, store: location, clientDir: join(tmpdir(), 'no-client'), newSeed: () => `${seedPrefix}-seed-${++n}`, ...(now ? { now } : {}) });
  return { ...referee, storeAt: location, url: `http://127.0.0.1:${referee.port}` };
}

/** The Fords of Vellara with one victory banner to win: games end in a few hundred commands. */
export function shortScenario(): Record<string, unknown> {
  const base = DEMO_SCENARIOS['vellara-ford'] as Record<string, any>;
  return { ...base, id: 'short-ford', name: 'Short Ford', armies: { north: { ...base.armies.north, victoryBanners: 1 }, south: { ...base.armies.south, victoryBanners: 1 } } };
}

export interface Answer {
  status: number;
  body: any;
  text: string;
}

export type Api = (method: 'GET' | 'POST', path: string, body?: unknown, token?: string) => Promise<Answer>;

export function apiClient(base: string): Api {
  return async function api(method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<Answer> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    let json: any = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: res.status, body: json, text };
  };
}

/** The referee of one test file: started before its tests, stopped after them. */
export interface RefereeHarness {
  /** The running referee (a new one after `restart`). */
  readonly referee: TestReferee;
  /** The HTTP API of the running referee. */
  readonly api: Api;
  /** Stops the referee and starts it again on the same database, as after a crash or a redeploy. */
  restart(seedPrefix: string): Promise<void>;
}

export function refereeForFile(seedPrefix: string, now?: () => number): RefereeHarness {
  let current: TestReferee | undefined;
  beforeAll(async () => {
    current = await startTournamentReferee(undefined, seedPrefix, now);
  });
  afterAll(async () => {
    await current?.close();
  });
  const running = (): TestReferee => {
    if (!current) throw new Error('the referee is not started');
    return current;
  };
  return {
    get referee() {
      return running();
    },
    api: (...args) => apiClient(running().url)(...args),
    async restart(prefix) {
      const { storeAt } = running();
      await running().close();
      current = undefined;
      current = await startTournamentReferee(storeAt, prefix, now);
    },
  };
}

/** A tournament created with `body`, its entrants signed up (a name, or a team's name and
 *  members) and registration closed again: ready for round 1. */
export async function tournamentWith(api: Api, body: Record<string, unknown>, entrants: readonly (string | { name: string; members?: string[]; contact?: string })[]) {
  const made = await api('POST', '/api/tournaments', body);
  expect(made.status, made.text).toBe(201);
  const T = `/api/tournaments/${made.body.id}`;
  const org = made.body.organizer.token as string;
  expect((await api('POST', `${T}/registration`, { open: true }, org)).status).toBe(200);
  const tokens: Record<string, string> = {};
  for (const e of entrants) {
    const signed = await api('POST', `${T}/entrants`, typeof e === 'string' ? { name: e } : e);
    expect(signed.status, signed.text).toBe(201);
    tokens[signed.body.entrantId] = signed.body.token;
  }
  expect((await api('POST', `${T}/registration`, { open: false }, org)).status).toBe(200);
  return { id: made.body.id as string, T, org, ref: made.body.referee.token as string, tokens };
}

/** Expects a refusal with this HTTP status and code, and a sentence. */
export function expectRefused(a: Answer, status: number, code: string): void {
  expect(a.body?.error?.code, a.text).toBe(code);
  expect(a.status, a.text).toBe(status);
  expect(String(a.body.error.message).length).toBeGreaterThan(10);
}

/** The confirmation body for the report a report answer (the tournament) shows on this game:
 *  `{report: seq}` (docs/tournament-api.md). */
export function confirmOf(reported: Answer, matchId: string, n: number): { report: number } {
  const m = reported.body.matches.find((x: { id: string }) => x.id === matchId);
  return { report: m.games[n - 1].report.seq };
}

export function tokenFromUrl(url: string): string {
  return new URL(url).searchParams.get('token')!;
}

/**
 * Plays a game to its end in its room: each entrant's seat links (minted through the API with
 * his entrant token) opened as real WebSocket clients, the seeded random player choosing each
 * command from the live state, and the command sent by the seat it belongs to.
 */
/** Plays the game to its end through its seats' clients, then they leave. Returns the game's
 *  session: a finished game's room goes with its last client, and its session leaves the
 *  registry then (rooms/epic-room.ts), so read the end from what this returns. */
export async function playToEnd(referee: TestReferee, seatTokens: Record<string, string>, gameId: string, diceSeed: string, maxCommands = 3000): Promise<GameSession> {
  const clients: Record<string, Seat> = {};
  for (const [seatId, token] of Object.entries(seatTokens)) clients[seatId] = await joinSeat(referee.url, gameId, token);
  const session = referee.registry.sessions.get(gameId)!;
  const dice = new Dice(seededRandom(diceSeed));
  for (let i = 0; i < maxCommands && !session.finished; i++) {
    const cmd = chooseCommand(session.state, dice);
    if (!cmd) break;
    const client = clients[cmd.seat];
    if (!client) throw new Error(`no client holds seat ${cmd.seat}`);
    const answer = await request(client, 'command', { command: cmd.command, basedOn: session.state.version });
    expect(answer.type, JSON.stringify(answer.payload)).toBe('accepted');
  }
  expect(session.finished, `game ${gameId} ended within ${maxCommands} commands`).toBe(true);
  for (const c of Object.values(clients)) await c.room.leave();
  return session;
}

/** Polls until the predicate holds on a fresh answer. */
export async function pollUntil(get: () => Promise<Answer>, pred: (a: Answer) => boolean, what: string, timeoutMs = 5000): Promise<Answer> {
  const start = Date.now();
  for (;;) {
    const a = await get();
    if (pred(a)) return a;
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}: ${a.text.slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Joining a game's seat must fail: the error's message (the refusal code and sentence). */
export async function refusedJoin(baseUrl: string, gameId: string, token: string): Promise<string> {
  try {
    const seat = await joinSeat(baseUrl, gameId, token);
    await seat.room.leave();
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error(`joining ${gameId} was not refused`);
}
