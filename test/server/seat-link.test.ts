// Issue 63, item 4: a plain game's creator replaces a seat's link. The old link stops opening
// the seat, whoever sits with it leaves at once told why (4003), and is not held for
// reconnection: his reconnection token opens nothing. Only the referee token may do it.
import { Client } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusedJoin } from '../tournament/support.js';
import { createGame, joinSeat, startTestReferee, until, type CreatedGame } from './support.js';

let referee: Awaited<ReturnType<typeof startTestReferee>>;
let game: CreatedGame;
beforeAll(async () => {
  referee = await startTestReferee();
  game = await createGame(referee.url);
});
afterAll(async () => {
  await referee.close();
});

const replace = (seatId: string, token: string | null) =>
  fetch(`${referee.url}/api/games/${game.gameId}/seats/${seatId}/link`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {} });

describe("a plain game's seat link replaced by its creator", () => {
  it('sends away whoever sits with the old link, refuses it at the join and at reconnection, and opens the seat with the new one', async () => {
    const [seatId, seat] = Object.entries(game.seats)[0]!;
    const seated = await joinSeat(referee.url, game.gameId, seat.token);
    let leftWith: number | null = null;
    seated.room.onLeave((code: number) => (leftWith = code));
    const other = await joinSeat(referee.url, game.gameId, Object.values(game.seats)[1]!.token);

    const res = await replace(seatId, game.referee.token);
    const body = (await res.json()) as { token: string; url: string; revoked: number };
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body.revoked).toBe(1);
    expect(body.url).toContain(`game=${game.gameId}&token=${body.token}`);

    await until(() => leftWith !== null, 'the seat held with the replaced link is let go');
    expect(leftWith).toBe(4003);
    expect(seated.messages.find((m) => m.type === 'rejected')?.payload).toMatchObject({ code: 'join/link_revoked', message: expect.stringContaining("the game's creator made a new link") });
    expect(other.room.connection.isOpen).toBe(true);
    await expect(new Client(referee.url.replace('http', 'ws')).reconnect(seated.room.reconnectionToken)).rejects.toThrow();
    expect(await refusedJoin(referee.url, game.gameId, seat.token)).toMatch(/^join\/bad_token/);
    const back = await joinSeat(referee.url, game.gameId, body.token);
    expect(back.room.connection.isOpen).toBe(true);
    await back.room.leave();
    await other.room.leave();
  });

  it('is the creator\'s alone, and names an unknown seat', async () => {
    const [seatId, seat] = Object.entries(game.seats)[1]!;
    for (const token of [null, seat.token, game.spectator.token]) {
      const res = await replace(seatId, token);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('link/not_creator');
    }
    const unknown = await replace('nobody', game.referee.token);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: 'link/unknown_seat', message: expect.stringContaining('"nobody"') });
    // The seat's link still opens it: nothing was replaced by the refusals.
    const still = await joinSeat(referee.url, game.gameId, seat.token);
    await still.room.leave();
  });
});
