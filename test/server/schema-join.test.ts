// A client that knows the state's classes joins without the schema handshake (as the browser
// client does: server/rooms/schema-id.ts): it decodes the same state as a client that was sent
// the handshake, its seat's private part included and no other seat's, and a page built for
// another schema is refused with join/client_outdated before any state is sent.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Client, type Room } from '@colyseus/sdk';
import { Reflection } from '@colyseus/schema';
import { EpicState } from '../../server/rooms/state.js';
import { STATE_SCHEMA_ID } from '../../server/rooms/schema-id.js';
import { createGame, startTestReferee, until } from './support.js';

let referee: Awaited<ReturnType<typeof startTestReferee>>;
const rooms: Room[] = [];
beforeAll(async () => {
  referee = await startTestReferee();
});
afterAll(async () => {
  for (const r of rooms) await r.leave(true).catch(() => undefined);
  await referee.close();
});

/** The synced state as plain data (what a client reads). */
const plain = (room: Room) => JSON.parse(JSON.stringify(room.state)) as { public: Record<string, string>; units: Record<string, unknown>; seats: Record<string, boolean> };

describe('joining with the state classes, without the handshake', () => {
  it('decodes the same state as a join that was sent the handshake, without decoding a schema', async () => {
    const game = await createGame(referee.url);
    const [[withHandshakeSeat, a], [withClassesSeat, b]] = Object.entries(game.seats);
    const decoded = vi.spyOn(Reflection, 'decode');
    const sent = await new Client(referee.url.replace('http', 'ws')).joinById(game.gameId, { token: a!.token });
    rooms.push(sent);
    expect(decoded).toHaveBeenCalledTimes(1); // the handshake, decoded into classes of its own
    const own = await new Client(referee.url.replace('http', 'ws')).joinById(game.gameId, { token: b!.token, schema: STATE_SCHEMA_ID }, EpicState);
    rooms.push(own);
    expect(decoded).toHaveBeenCalledTimes(1); // none for this join
    decoded.mockRestore();
    expect(own.state).toBeInstanceOf(EpicState);
    // Both see the table alike once both are seated.
    await until(() => plain(sent).seats[withClassesSeat!] === true && plain(own).seats[withHandshakeSeat!] === true, 'both seats connected');
    const [x, y] = [plain(sent), plain(own)];
    expect(Object.keys(y.public).length).toBeGreaterThan(10);
    expect(y.public).toEqual(x.public);
    expect(y.units).toEqual(x.units);
    expect(Object.keys(y.units).length).toBeGreaterThan(10);
    expect(y.seats).toEqual(x.seats);
    // The synced state holds nothing private (each seat's private part comes as messages to its
    // own clients: server/rooms/private-parts.ts): of the seats, whether each is connected.
    for (const s of [x, y]) expect(Object.values(s.seats).every((c) => typeof c === 'boolean')).toBe(true);
    expect(Object.keys(y.seats)).toHaveLength(8);
  });

  it('refuses a page built for another schema with join/client_outdated, telling it to reload', async () => {
    const game = await createGame(referee.url);
    const token = Object.values(game.seats)[0]!.token;
    const other = STATE_SCHEMA_ID === '00000000' ? '00000001' : '00000000';
    await expect(new Client(referee.url.replace('http', 'ws')).joinById(game.gameId, { token, schema: other }, EpicState)).rejects.toThrow(/join\/client_outdated: this page was made for another version of the referee .*reload the page\./);
  });
});
