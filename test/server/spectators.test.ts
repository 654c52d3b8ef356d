// Spectator caps (issue 17, item 2): one address may not open spectator links without end.
// Small limits for the test.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.REFEREE_SPECTATORS_PER_ADDRESS = '2';
});

const { createGame, joinSeat, startTestReferee } = await import('./support.js');
const { Client } = await import('@colyseus/sdk');

let referee: Awaited<ReturnType<typeof startTestReferee>>;
beforeAll(async () => {
  referee = await startTestReferee();
});
afterAll(async () => {
  await referee.close();
});

describe('spectators', () => {
  it('refuses a spectator past the per-address cap with join/spectators_per_address, and admits one again after a leave', async () => {
    const g = await createGame(referee.url);
    const first = await joinSeat(referee.url, g.gameId, g.spectator.token);
    const second = await joinSeat(referee.url, g.gameId, g.spectator.token);
    let refused = '';
    try {
      const room = await new Client(referee.url.replace('http', 'ws')).joinById(g.gameId, { token: g.spectator.token });
      await room.leave();
    } catch (err) {
      refused = (err as Error).message;
    }
    expect(refused).toContain('join/spectators_per_address');
    // Counted by the socket's address (server/rooms/client-address.ts), not a header's.
    const { matchMaker } = await import('@colyseus/core');
    const addresses = matchMaker.getLocalRoomById(g.gameId)!.clients.map((c) => (c.userData as { address: string }).address);
    expect(addresses.every((a) => /^(::ffff:)?127\.0\.0\.1$|^::1$/.test(a))).toBe(true);
    // A seat is not a spectator: it still joins.
    const seat = await joinSeat(referee.url, g.gameId, g.seats['south:oc']!.token);
    await first.room.leave();
    // Once the server has seen the leave, a spectator from the address is admitted again (each
    // try is a full join round trip; the count is bounded).
    let again: Awaited<ReturnType<typeof joinSeat>> | null = null;
    for (let i = 0; i < 20 && !again; i++) again = await joinSeat(referee.url, g.gameId, g.spectator.token).catch(() => null);
    expect(again?.room.roomId).toBe(g.gameId);
    for (const s of [second, seat, again!]) await s.room.leave();
  });
});
