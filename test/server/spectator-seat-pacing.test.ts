// A spectator's seat reservation (the matchmaker's HTTP joinById) waits its turn at
// REFEREE_SPECTATOR_JOINS_PER_SECOND (here 1, a burst of one) before the seat is made, so a
// crowd's reservations and socket upgrades come spread, not back to back
// (server/rooms/seat-pacing.ts); a player's reservation never waits; past ten seconds' worth
// of waiting spectators the reservation is refused with 429 join/busy.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.REFEREE_SPECTATOR_JOINS_PER_SECOND = '1';
});

const { createGame, startTestReferee } = await import('./support.js');
const { spectatorSeats } = await import('../../server/rooms/seat-pacing.js');

let referee: Awaited<ReturnType<typeof startTestReferee>>;
beforeAll(async () => {
  referee = await startTestReferee();
});
afterAll(async () => {
  await referee.close();
});

/** The matchmaker's seat reservation, as the SDK asks for it; when it was answered. */
async function reserve(gameId: string, token: string): Promise<{ status: number; body: { sessionId?: string; error?: string }; at: number }> {
  const res = await fetch(`${referee.url}/matchmake/joinById/${gameId}`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ token }) });
  return { status: res.status, body: (await res.json()) as { sessionId?: string; error?: string }, at: performance.now() };
}

describe("spectators' seat reservations", () => {
  it('wait their turn at the admission rate; a seat asked after them does not wait', async () => {
    const g = await createGame(referee.url);
    const t0 = performance.now();
    const spectators = Array.from({ length: 3 }, () => reserve(g.gameId, g.spectator.token));
    const seat = await reserve(g.gameId, g.seats['south:oc']!.token);
    const answered = await Promise.all(spectators);
    for (const r of [...answered, seat]) expect([r.status, typeof r.body.sessionId]).toEqual([200, 'string']);
    // One at once, then one a second: the third reservation cannot be made before 2 s.
    const times = answered.map((r) => r.at - t0).sort((a, b) => a - b);
    expect(times[2]!).toBeGreaterThanOrEqual(1900);
    expect(seat.at).toBeLessThan(t0 + times[2]!);
  }, 15_000);

  it('are refused with 429 join/busy past ten seconds of waiting spectators, while a seat still gets his', async () => {
    const g = await createGame(referee.url);
    // Ten seconds' worth (ten at one a second) already waiting.
    const queue = Array.from({ length: spectatorSeats.maxWaiting }, () => spectatorSeats.turn());
    const refused = await reserve(g.gameId, g.spectator.token);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^join\/busy: Many spectators are joining this referee just now; try again in a few seconds\.$/);
    const seat = await reserve(g.gameId, g.seats['north:oc']!.token);
    expect(seat.status).toBe(200);
    void Promise.all(queue);
  });

  it('knows which joins wait with one store read per game, however many of its links join', async () => {
    const g = await createGame(referee.url);
    const perGame = vi.spyOn(referee.registry.store, 'spectatorTokenHashes');
    const perToken = vi.spyOn(referee.registry.store, 'token');
    for (const { token } of Object.values(g.seats)) expect((await reserve(g.gameId, token)).status).toBe(200);
    expect(perGame).toHaveBeenCalledTimes(1);
    // Each reservation's token is looked up once, before its seat is made (a stranger without a
    // token reserves nothing); knowing which joins wait took no more.
    expect(perToken).toHaveBeenCalledTimes(Object.keys(g.seats).length);
    perGame.mockRestore();
    perToken.mockRestore();
  });
});

describe('a seat reservation without a token that opens the game', () => {
  it('is refused before any seat is made: no token 401, a wrong one 403', async () => {
    const g = await createGame(referee.url);
    const bare = await fetch(`${referee.url}/matchmake/joinById/${g.gameId}`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: '{}' });
    expect(bare.status).toBe(401);
    expect(((await bare.json()) as { error: string }).error).toMatch(/^join\/token_required/);
    const wrong = await reserve(g.gameId, 'not-a-token-of-this-game');
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toMatch(/^join\/bad_token/);
    expect(wrong.body.sessionId).toBeUndefined();
  });
});
