// The join's token check (join-auth.ts, protocol.ts checkJoinOptions) and who may read a
// game's log (game/log-access.ts): each refusal with the code that says what is wrong.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logRefusal, mayReadLog } from '../game/log-access.js';
import type { Store } from '../store/store.js';
import { openTestStore } from '../../test/stores.js';
import { sha256 } from '../store/log-chain.js';
import { authenticateJoin } from './join-auth.js';
import { schemaIdFor, STATE_SCHEMA_ID } from './schema-id.js';
import { PUBLIC_WIRE_VERSION } from '../../engine/view-parts.js';

const TOKEN = 'A'.repeat(30) + '-_';
let db: Store;
beforeAll(async () => {
  db = await openTestStore('join_auth');
  for (const id of ['g1', 'g2']) await db.db.run("INSERT INTO games (id, created_at, scenario_id, scenario_name, players, seed, seed_hash) VALUES (?, 0, 's', 'S', 2, 'x', 'y')", [id]);
  await db.db.run("INSERT INTO tokens (token_hash, game_id, kind, seat_id) VALUES (?, 'g1', 'seat', 'south:general')", [sha256(TOKEN)]);
});
afterAll(() => db.close());

describe('authenticateJoin', () => {
  it('opens the seat of a token of this game', async () => {
    expect(await authenticateJoin(db, 'g1', { token: TOKEN })).toEqual({ kind: 'seat', seatId: 'south:general' });
  });
  it('tells a missing token from a malformed one, and both from one of no seat here', async () => {
    for (const options of [undefined, null, {}, { token: undefined }, 'token']) expect(await authenticateJoin(db, 'g1', options)).toMatchObject({ code: 'join/token_required', closeCode: 4001, httpStatus: 401 });
    for (const token of ['short', 42, null, 'x'.repeat(129), 'has spaces in it, sixteen+']) expect(await authenticateJoin(db, 'g1', { token })).toMatchObject({ code: 'join/bad_token', closeCode: 4003, message: expect.stringMatching(/^this is not an invite token/) });
    expect(await authenticateJoin(db, 'g2', { token: TOKEN })).toMatchObject({ code: 'join/bad_token', message: 'this invite token does not open a seat in this game.' });
    expect(await authenticateJoin(db, 'g1', { token: TOKEN, seat: 'north:general' })).toMatchObject({ code: 'join/bad_options', httpStatus: 400, message: 'a join takes only { token } (and the state schema\'s fingerprint, { schema }, and the last turn-log version held, { logAfter }); it also had "seat".' });
  });
});

describe('the last turn-log version a client joining again holds (logAfter)', () => {
  it('is taken when it is a whole number from 0, and refused with join/bad_options otherwise', async () => {
    for (const logAfter of [0, 1, 4096]) expect(await authenticateJoin(db, 'g1', { token: TOKEN, logAfter })).toEqual({ kind: 'seat', seatId: 'south:general' });
    for (const logAfter of [-1, 1.5, '12', null, Number.MAX_VALUE, Number.NaN])
      expect(await authenticateJoin(db, 'g1', { token: TOKEN, logAfter })).toMatchObject({ code: 'join/bad_options', httpStatus: 400, message: "a join's logAfter is the version of the last turn-log line the client holds, a whole number from 0." });
  });
});

describe("the state schema's fingerprint of a client that skips the handshake", () => {
  it('is taken when it is the referee\'s, refused with join/client_outdated when it is another, and join/bad_options when it is none', async () => {
    expect(await authenticateJoin(db, 'g1', { token: TOKEN, schema: STATE_SCHEMA_ID })).toEqual({ kind: 'seat', seatId: 'south:general' });
    const other = STATE_SCHEMA_ID === '00000000' ? '00000001' : '00000000';
    expect(await authenticateJoin(db, 'g1', { token: TOKEN, schema: other })).toMatchObject({ code: 'join/client_outdated', closeCode: 4009, httpStatus: 409, message: expect.stringMatching(/reload the page\.$/) });
    for (const schema of [42, 'v2', 'ABCDEF12', '0123456789']) expect(await authenticateJoin(db, 'g1', { token: TOKEN, schema })).toMatchObject({ code: 'join/bad_options' });
  });

  it('names what the public map holds too: a page that reads it as the previous version did is outdated', async () => {
    // Version 1 sent what the table waits on; version 2 leaves it to the reader (view-parts.ts).
    const previous = schemaIdFor(PUBLIC_WIRE_VERSION - 1);
    expect(previous).not.toBe(STATE_SCHEMA_ID);
    expect(await authenticateJoin(db, 'g1', { token: TOKEN, schema: previous })).toMatchObject({ code: 'join/client_outdated' });
  });
});

describe('who may read the log', () => {
  it('referees at any time, players once the game is over, spectators never', () => {
    expect([false, true].map((over) => mayReadLog('referee', over))).toEqual([true, true]);
    expect([false, true].map((over) => mayReadLog('seat', over))).toEqual([false, true]);
    expect([false, true].map((over) => mayReadLog('spectator', over))).toEqual([false, false]);
    expect(logRefusal('export', 'seat').code).toBe('export/not_yet');
    expect(logRefusal('verify', 'spectator')).toEqual({ code: 'verify/spectator', message: "Spectators cannot run the seed check on this game's log: its referees can at any time, and its players once the game is over." });
  });
});
