// Helpers for the tournament integration tests: a real referee (deterministic seeds), the
// tournament HTTP API, and games played to their end in real rooms through WebSocket clients
// driven by the seeded random player.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { DEMO_SCENARIOS } from '../../engine/scenario/demo/index.js';
import { seededRandom } from '../../engine/rules/random.js';
import { chooseCommand, Dice } from '../../engine/sim/random-game.js';
import { startReferee, type Referee } from '../../server/app.js';
import { joinSeat, request, type Seat } from '../server/support.js';

export type TestReferee = Referee & { url: string; dbFile: string };

export async function startTournamentReferee(dbFile?: string, seedPrefix = 't'): Promise<TestReferee> {
  const file = dbFile ?? join(mkdtempSync(join(tmpdir(), 'tournament-')), 'referee.sqlite');
  let n = 0;
  const referee = await startReferee({ port: 0, dbFile: file, clientDir: join(tmpdir(), 'no-client'), newSeed: () => `${seedPrefix}-seed-${++n}` });
  return { ...referee, dbFile: file, url: `http://127.0.0.1:${referee.port}` };
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

export function apiClient(base: string) {
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

/** Expects a refusal with this HTTP status and code, and a sentence. */
export function expectRefused(a: Answer, status: number, code: string): void {
  expect(a.body?.error?.code, a.text).toBe(code);
  expect(a.status, a.text).toBe(status);
  expect(String(a.body.error.message).length).toBeGreaterThan(10);
}

export function tokenFromUrl(url: string): string {
  return new URL(url).searchParams.get('token')!;
}

/**
 * Plays a game to its end in its room: each entrant's seat links (minted through the API with
 * his entrant token) opened as real WebSocket clients, the seeded random player choosing each
 * command from the live state, and the command sent by the seat it belongs to.
 */
export async function playToEnd(referee: TestReferee, seatTokens: Record<string, string>, gameId: string, diceSeed: string, maxCommands = 3000): Promise<void> {
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
