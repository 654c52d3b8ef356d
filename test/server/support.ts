// Shared helpers for the server integration tests: a real referee on a free loopback port,
// a temporary database, real WebSocket clients through @colyseus/sdk.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, type Room } from '@colyseus/sdk';
// As the browser client does: the synced state's `text` fields (server/rooms/wire-text.ts).
import '../../server/rooms/wire-text.js';
import { startReferee, type Referee, type RefereeOptions } from '../../server/app.js';
import { publicFromEntries } from '../../engine/view-parts.js';
import { newStoreLocation } from '../stores.js';
import type { PrivateMessage } from '../../server/rooms/private-parts.js';

export interface CreatedGame {
  gameId: string;
  seedHash: string;
  seats: Record<string, { army: string; roles: string[]; token: string; url: string }>;
  spectator: { token: string };
  referee: { token: string };
}

/** A referee on a free port, on a new store of the test project's kind (test/stores.ts), or
 *  on `storeAt` (a restart). Its games' seeds are fixed (`test-seed-1`, `-2`, … in creation
 *  order), so every test plays the same games on every run. */
export async function startTestReferee(storeAt?: string, options: Partial<RefereeOptions> = {}): Promise<Referee & { storeAt: string; url: string }> {
  const location = storeAt ?? newStoreLocation('referee');
  let games = 0;
  const referee = await startReferee({ port: 0, store: location, clientDir: join(tmpdir(), 'no-client'), newSeed: () => `test-seed-${++games}`, ...options });
  return { ...referee, storeAt: location, url: `http://127.0.0.1:${referee.port}` };
}

/** Points the command line (server/cli/referee.ts) at a test referee's store. */
export function cliReads(storeAt: string | null): void {
  delete process.env.DATABASE_URL;
  if (storeAt === null) delete process.env.REFEREE_DB;
  else process.env.REFEREE_DB = storeAt;
}

export async function createGame(baseUrl: string, body: unknown = { scenario: 'vellara-ford', players: 8 }): Promise<CreatedGame> {
  const res = await fetch(`${baseUrl}/api/games`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  if (res.status !== 201) throw new Error(`create game: ${res.status} ${await res.text()}`);
  return (await res.json()) as CreatedGame;
}

/** A connected seat: its room, and everything it received. */
export interface Seat {
  room: Room;
  messages: { type: string; payload: any }[];
  /** Every state snapshot seen (after each patch), as JSON text. */
  seen: string[];
}

/** `options`: the join's other options (protocol.ts, checkJoinOptions), e.g. `logAfter`. */
export async function joinSeat(baseUrl: string, gameId: string, token: string, options: Record<string, unknown> = {}): Promise<Seat> {
  const client = new Client(baseUrl.replace('http', 'ws'));
  const room = await client.joinById(gameId, { token, ...options });
  const seat: Seat = { room, messages: [], seen: [] };
  room.onMessage('*', (type, payload) => seat.messages.push({ type: String(type), payload }));
  room.onStateChange((state: unknown) => seat.seen.push(JSON.stringify(state)));
  return seat;
}

/** The public part of the seat's view, or null before the first state arrives. */
export function tableOf(seat: Seat): any {
  const st = seat.room.state as any;
  if (!st?.public || st.public.size === 0) return null;
  const entries: [string, string][] = [];
  st.public.forEach((json: string, path: string) => entries.push([path, json]));
  return publicFromEntries(entries, st.version);
}

/** The private messages a client received for `whose` (a seat's id, or 'referee'; without it,
 *  all of them), the welcome's among them, oldest first (server/rooms/private-parts.ts). */
export function privateMessagesOf(seat: Seat, whose?: string): PrivateMessage[] {
  const out: PrivateMessage[] = [];
  for (const m of seat.messages) {
    const p = (m.type === 'private' ? m.payload : m.type === 'welcome' ? m.payload?.private : undefined) as PrivateMessage | undefined;
    if (p && (whose === undefined || p.for === whose)) out.push(p);
  }
  return out;
}

/** The private part (parsed) of `seatId` as this client holds it: the latest it was sent, or
 *  null if it was never sent one (another seat's, or a spectator). */
export function privateOf(seat: Seat, seatId: string): any {
  const parts = privateMessagesOf(seat, seatId).filter((m) => m.part !== undefined);
  const last = parts[parts.length - 1];
  return last ? JSON.parse(last.part!) : null;
}

/** Everything a client holds now, its synced state and the latest private part it was sent
 *  (server/rooms/private-parts.ts), with the JSON fields parsed, as text: so that a card id
 *  appears as "id" whatever field carries it. */
export function heldText(seat: Seat): string {
  const parse = (v: unknown): unknown => {
    if (typeof v === 'string' && (v.startsWith('{') || v.startsWith('[') || v.startsWith('"'))) {
      try {
        return parse(JSON.parse(v));
      } catch {
        return v;
      }
    }
    if (Array.isArray(v)) return v.map(parse);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, parse(x)]));
    return v;
  };
  const parts: Record<string, string> = {};
  for (const p of privateMessagesOf(seat)) if (p.part !== undefined) parts[p.for] = p.part;
  return JSON.stringify(parse(JSON.parse(JSON.stringify({ state: seat.room.state, parts }))));
}

/** The Overall Commander's hand as the seat holds it: card ids, with their kinds. */
export function handOf(seat: Seat, seatId: string): { id: string; kind: string }[] {
  const hand = privateOf(seat, seatId)?.hand as string[] | null | undefined;
  return (hand ?? []).map((id) => ({ id, kind: id.split('#')[0]! }));
}

/** Waits (by polling, not sleeping for a fixed time) until the predicate holds. */
export async function until(pred: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!pred()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

let requestCounter = 0;

/** Sends a message and resolves with the server's answer to it (accepted / rejected / export). */
export async function request(seat: Seat, type: string, payload: Record<string, unknown>, timeoutMs?: number): Promise<{ type: string; payload: any }> {
  const requestId = `r${++requestCounter}`;
  seat.room.send(type, { ...payload, requestId });
  let answer: { type: string; payload: any } | undefined;
  await until(() => (answer = seat.messages.find((m) => m.payload?.requestId === requestId)) !== undefined, `an answer to ${type} ${JSON.stringify(payload).slice(0, 80)}`, timeoutMs);
  return answer!;
}

/** The value of one sample of a Prometheus text (`name{labels} value`), or null when absent. */
export function metricSample(text: string, line: string): number | null {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : null;
}

/** One sample of a referee's GET /metrics, or null when absent. */
export async function metricOf(baseUrl: string, line: string): Promise<number | null> {
  const res = await fetch(`${baseUrl}/metrics`);
  if (res.status !== 200) throw new Error(`GET /metrics answered ${res.status}`);
  return metricSample(await res.text(), line);
}
