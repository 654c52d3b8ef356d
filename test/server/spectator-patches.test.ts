// Spectators coming and going do not patch every client one by one (issue 17, item 2;
// server/rooms/spectator-count.ts): the seated clients receive no patch while many spectators
// join and leave; the count reaches them with the next patch that goes out (here a seat's
// join; otherwise the once-a-second publish, whose timing spectator-count.test.ts checks).
// The publish interval is set long for this test, so that only that patch can carry it.
import { matchMaker } from '@colyseus/core';
import { Encoder } from '@colyseus/schema';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.REFEREE_SPECTATORS_PER_ADDRESS = '100';
  process.env.REFEREE_SPECTATOR_COUNT_MS = '600000';
});

const { createGame, joinSeat, privateOf, startTestReferee, until } = await import('./support.js');

let referee: Awaited<ReturnType<typeof startTestReferee>>;
beforeAll(async () => {
  referee = await startTestReferee();
});
afterAll(async () => {
  await referee.close();
});

describe('spectator joins and leaves', () => {
  it('send the seated clients no patch; the next patch carries the count', async () => {
    const g = await createGame(referee.url);
    const seat = await joinSeat(referee.url, g.gameId, g.seats['south:oc']!.token);
    const room = matchMaker.getLocalRoomById(g.gameId)!;
    await until(() => seat.seen.length > 0, 'the seat to hold the state');
    const patchesBefore = seat.seen.length;

    const watchers = await Promise.all(Array.from({ length: 30 }, () => joinSeat(referee.url, g.gameId, g.spectator.token)));
    await until(() => room.clients.length === 31, 'thirty spectators in the room');
    for (const w of watchers) await w.room.leave();
    await until(() => room.clients.length === 1, 'the spectators to leave');
    const more = await Promise.all(Array.from({ length: 10 }, () => joinSeat(referee.url, g.gameId, g.spectator.token)));
    await until(() => room.clients.length === 11, 'ten spectators in the room');
    // The spectators' welcome is one frame encoded once (rooms/welcome-frame.ts): each that a
    // spectator's handler caught (the SDK drops a message that comes before its handler is
    // set, and the welcome comes with the join) is the same, and says who and what it is.
    const welcomes = [...watchers, ...more].map((w) => w.messages.find((m) => m.type === 'welcome')?.payload).filter((w) => w !== undefined);
    expect(welcomes.length).toBeGreaterThan(0);
    expect(welcomes[0]).toMatchObject({ gameId: g.gameId, you: { kind: 'spectator' }, scenario: { id: 'vellara-ford' } });
    for (const w of welcomes) expect(w).toEqual(welcomes[0]);
    // Seventy joins and leaves: not one patch to the seat (before, one each).
    expect(seat.seen.length).toBe(patchesBefore);
    expect((seat.room.state as { spectators: number }).spectators).toBe(0);

    // A seat's join patches everyone now, and that patch carries the count as it stands.
    const other = await joinSeat(referee.url, g.gameId, g.seats['north:oc']!.token);
    await until(() => (seat.room.state as { spectators: number }).spectators === 10, 'the count to come with the next patch');
    expect(seat.seen.length).toBe(patchesBefore + 1);
    for (const c of [...more, other, seat]) await c.room.leave();
  });

  it('are sent one shared encoding of a patch, whatever their number; they read the public state and no private part', async () => {
    const g = await createGame(referee.url);
    const seat = await joinSeat(referee.url, g.gameId, g.seats['south:oc']!.token);
    const room = matchMaker.getLocalRoomById(g.gameId)!;
    const watchers = await Promise.all(Array.from({ length: 20 }, () => joinSeat(referee.url, g.gameId, g.spectator.token)));
    await until(() => room.clients.length === 21, 'twenty spectators in the room');
    await until(() => watchers.every((w) => w.seen.length > 0), 'every spectator to hold the state');
    // A seat's join patches everyone: no client holds a view (what is private comes in
    // messages: server/rooms/private-parts.ts), so there is no encoding per client at all
    // (before: 22 for this patch, one per client; then one per seat).
    const views = vi.spyOn(Encoder.prototype, 'encodeView');
    const other = await joinSeat(referee.url, g.gameId, g.seats['north:oc']!.token);
    await until(() => watchers.every((w) => (w.room.state as any).seats.get('north:oc') === true), 'the patch to reach every spectator');
    expect(views.mock.calls.length).toBe(0);
    views.mockRestore();
    // The public state is there; no seat's private part (hands, orders) is.
    const seen = watchers[0]!.room.state as any;
    expect(seen.gameId).toBe(g.gameId);
    expect(seen.seats.size).toBe(8);
    for (const w of watchers) expect(w.messages.filter((m) => m.type === 'private' || m.payload?.private !== undefined)).toEqual([]);
    // The seat still reads its own private part (its welcome's), and no other.
    expect(privateOf(seat, 'south:oc')?.hand).toHaveLength(8);
    expect(privateOf(other, 'south:oc')).toBeNull();
    for (const c of [...watchers, other, seat]) await c.room.leave();
  });
});
