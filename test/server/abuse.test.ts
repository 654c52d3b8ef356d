// Spoofing and bad input: every refusal reaches the sender with a clear code, the room keeps
// working, and its state does not change.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Client } from '@colyseus/sdk';
import { encode } from '@colyseus/schema';
import type { CreatedGame, Seat } from './support.js';

// This file floods one room on purpose to check every refusal; the per-client message limit
// (which would drop the flooding client first: test/server/flood.test.ts) is lifted for it.
vi.hoisted(() => {
  process.env.REFEREE_MAX_MESSAGES_PER_SECOND = '1000000';
});
const { createGame, handOf, joinSeat, privateOf, request, startTestReferee, tableOf, until } = await import('./support.js');

let referee: Awaited<ReturnType<typeof startTestReferee>>;
let game: CreatedGame;
const seats: Record<string, Seat> = {};
beforeAll(async () => {
  referee = await startTestReferee();
  game = await createGame(referee.url);
  for (const id of ['south:oc', 'south:left', 'north:oc']) seats[id] = await joinSeat(referee.url, game.gameId, game.seats[id]!.token);
  seats.spectator = await joinSeat(referee.url, game.gameId, game.spectator.token);
  seats.referee = await joinSeat(referee.url, game.gameId, game.referee.token);
});
afterAll(async () => {
  await referee.close();
});

async function joinError(token: unknown, gameId = game.gameId): Promise<string> {
  try {
    const room = await new Client(referee.url.replace('http', 'ws')).joinById(gameId, { token } as never);
    await room.leave();
    return 'joined';
  } catch (err) {
    return (err as Error).message;
  }
}

describe('spoofing', () => {
  it('refuses a wrong token, a missing token and a token of another game', async () => {
    expect(await joinError('x'.repeat(32))).toMatch(/join\/bad_token/);
    expect(await joinError(undefined)).toMatch(/join\/token_required/);
    // A token that is there but cannot be one is a bad token, not a missing one.
    for (const malformed of ['short', 42, 'x'.repeat(200), 'not a token at all!!', null]) expect(await joinError(malformed)).toMatch(/^join\/bad_token: this is not an invite token/);
    const other = await createGame(referee.url);
    expect(await joinError(other.seats['south:oc']!.token)).toMatch(/join\/bad_token/);
    const withSeat = await new Client(referee.url.replace('http', 'ws')).joinById(game.gameId, { token: game.seats['south:left']!.token, seat: 'south:oc' } as never).then((r) => r.leave().then(() => 'joined'), (e: Error) => e.message);
    expect(withSeat).toBe('join/bad_options: a join takes only { token } (and the state schema\'s fingerprint, { schema }, and the last turn-log version held, { logAfter }); it also had "seat".');
  });
  it('a Field General cannot issue cards, the other army cannot act, a spectator or referee cannot play', async () => {
    const card = handOf(seats['south:oc']!, 'south:oc')[0]!.id;
    expect((await request(seats['south:left']!, 'command', { command: { type: 'IssueFieldCard', cardId: card } })).payload.code).toBe('seat/not_overall_commander');
    expect((await request(seats['north:oc']!, 'command', { command: { type: 'IssueFieldCard', cardId: card } })).payload.code).toBe('seat/not_your_turn');
    expect((await request(seats.spectator!, 'command', { command: { type: 'IssueFieldCard', cardId: card } })).payload.code).toBe('seat/spectator');
    expect((await request(seats.referee!, 'command', { command: { type: 'IssueFieldCard', cardId: card } })).payload.code).toBe('seat/referee_rules_only');
  });
  it('a seat cannot act for another seat by naming it: the seat comes from its token', async () => {
    const r = await request(seats['south:left']!, 'command', { seat: 'south:oc', command: { type: 'CompleteCommandStep', visit: null } });
    expect(r.payload.code).toBe('message/malformed');
  });
  it('the spectator and the other army never see a hand; the referee sees both', () => {
    expect(privateOf(seats.spectator!, 'south:oc')).toBeNull();
    expect(seats.spectator!.messages.some((m) => m.type === 'private' || m.payload?.private)).toBe(false);
    expect(privateOf(seats['north:oc']!, 'south:oc')).toBeNull();
    const ref = privateOf(seats.referee!, 'referee');
    expect(ref.referee.hands.south).toHaveLength(8);
    expect(ref.referee.hands.north).toHaveLength(7);
  });
  it('refuses a stale command made against an older state', async () => {
    const version = tableOf(seats['south:oc']!).version;
    const r = await request(seats['south:oc']!, 'command', { command: { type: 'CompleteCommandStep', visit: null }, basedOn: version - 1 });
    expect(r.payload.code).toBe('command/stale');
  });
});

describe('bad input', () => {
  const junk = fc.oneof(
    fc.record({ type: fc.constantFrom('command', 'talk', 'export'), payload: fc.anything({ maxDepth: 3 }) }),
    fc.record({ type: fc.constantFrom('command'), payload: fc.record({ command: fc.record({ type: fc.constantFrom('IssueFieldCard', 'OrderUnit', 'MoveUnit', 'Bogus', 'EndBattles'), cardId: fc.string(), section: fc.string(), unitId: fc.string(), path: fc.anything() }, { requiredKeys: ['type'] }) }) }),
    fc.record({ type: fc.string({ minLength: 1, maxLength: 12 }), payload: fc.anything({ maxDepth: 2 }) }),
    fc.record({ type: fc.constantFrom('command', 'talk'), payload: fc.record({ text: fc.string({ minLength: 20_000, maxLength: 20_001 }) }) }),
    fc.record({ type: fc.constantFrom('command'), payload: fc.constantFrom({ command: { type: 'EndBattles', section: 'left' } }, { command: { type: 'DeclareBattle', section: 'left', attackerId: 'a1', targetId: 't1', dice: 3 } }, { command: { type: 'MoveUnit', section: 'left', unitId: 'a1', path: [{ col: 2, row: 6 }] } }) }),
  );

  it('answers 10,000 malformed, oversized, unknown and out-of-order messages with rejections; the state is unchanged and the room still works', async () => {
    const fuzzer = seats['south:left']!;
    const before = JSON.stringify(tableOf(fuzzer));
    const samples = fc.sample(junk, { numRuns: 10_000, seed: 424242 });
    let answered = 0;
    const pending = new Set<string>();
    const off = fuzzer.room.onMessage('rejected', (p: { requestId?: string }) => {
      if (p.requestId && pending.delete(p.requestId)) answered++;
    });
    // At most WINDOW messages unanswered at a time, as a client that waits for answers
    // would: a flood of all 10,000 at once queues the client's keep-alive pong behind them,
    // and if the server takes longer than two ping intervals to work through the flood the
    // transport rightly cuts the client off, which would make this test depend on speed.
    const WINDOW = 200;
    let next = 0;
    const sendMore = () => {
      while (next < samples.length && pending.size < WINDOW) {
        const m = samples[next]!;
        const requestId = `fuzz-${next++}`;
        pending.add(requestId);
        const payload = m.payload && typeof m.payload === 'object' && !Array.isArray(m.payload) ? { ...(m.payload as object), requestId } : { value: m.payload, requestId };
        fuzzer.room.send(m.type, payload);
      }
    };
    try {
      await until(() => (sendMore(), pending.size === 0), 'every fuzz message to be answered', 100_000);
    } catch (err) {
      const missing = [...pending].slice(0, 5).map((id) => JSON.stringify(samples[Number(id.slice(5))]).slice(0, 200));
      throw new Error(`${(err as Error).message}: ${pending.size} unanswered, e.g. ${missing.join(' | ')}`);
    }
    off();
    expect(answered).toBe(10_000);
    expect(JSON.stringify(tableOf(fuzzer))).toBe(before);
    const card = handOf(seats['south:oc']!, 'south:oc').find((c) => c.kind.startsWith('order-') && /-(left|center|right)$/.test(c.kind));
    const ok = await request(seats['south:oc']!, 'command', { command: { type: 'IssueFieldCard', cardId: card!.id } });
    expect(ok.type).toBe('accepted');
  }, 120_000);

  it('a frame that is not a Colyseus message closes only that connection (code 4002); the seat comes back by its token', async () => {
    const token = game.seats['north:left']!.token;
    const raw = await joinSeat(referee.url, game.gameId, token);
    const closed = new Promise<number>((resolve) => raw.room.onLeave((code: number) => resolve(code)));
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // A room message (protocol code 13) of type "command" whose payload breaks off inside
    // msgpack's header of an array (0xdc wants two more bytes): the room cannot read a message
    // to answer, says why in one line of the server's log (rooms/frames.ts), and closes the socket.
    const frame = new Uint8Array(64);
    frame[0] = 13;
    const it = { offset: 1 };
    encode.string(frame as never, 'command', it);
    frame[it.offset++] = 0xdc;
    (raw.room.connection as unknown as { send(data: Uint8Array): void }).send(frame.subarray(0, it.offset));
    expect(await closed).toBe(4002);
    expect(logged.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringMatching(/^bad frame: message\/bad_frame room \S+ client \S+: its payload is not valid MessagePack/)]);
    logged.mockRestore();
    // The room goes on for everyone else, and the player is back in his seat with his link.
    expect((await request(seats.referee!, 'verify', {})).type).toBe('verify');
    const back = await joinSeat(referee.url, game.gameId, token);
    await until(() => tableOf(back)?.version === tableOf(seats.spectator!)?.version, 'the seat to see the game again');
    await back.room.leave();
  });
});
