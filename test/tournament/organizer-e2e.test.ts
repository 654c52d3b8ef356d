// The organizer's repairs through the HTTP API and real rooms: re-pairing a round closes its
// old games (the seated player is told why and his room closes, the old invite links are
// refused with join/game_void, the games are void in the games table and a restart does not
// bring them back), and a lost entrant token replaced (the old one refused as replaced, the new
// one working, the reason in the audit trail), both still so after a restart.
import { matchMaker } from '@colyseus/core';
import { describe, expect, it } from 'vitest';
import { joinSeat, until } from '../server/support.js';
import { expectRefused, refereeForFile, refusedJoin, tokenFromUrl, tournamentWith } from './support.js';

const live = refereeForFile('organizer');
const api = live.api;


function statusOf(gameId: string): Promise<string | undefined> {
  return live.referee.registry.store.gameStatus(gameId);
}

describe("the organizer's repairs", () => {
  it('closes the rooms of a re-paired round and replaces a lost entrant token', async () => {
    const { id: tournamentId, T, org, tokens } = await tournamentWith(api, { name: 'Repair Cup', scenario: 'vellara-ford' }, ['Ada', 'Bo', 'Cy', 'Di']);
    const r1 = await api('POST', `${T}/rounds`, {}, org);
    expect(r1.status, r1.text).toBe(201);
    const old = r1.body.tournament.matches as { id: string; a: string; games: { gameId: string }[] }[];
    const oldIds = old.flatMap((m) => m.games.map((g) => g.gameId));

    // A player sits at game 1 of R1T1; the organizer holds every seat link of its game 2.
    const mine = await api('POST', `${T}/matches/R1T1/games/1/links`, {}, tokens[old[0]!.a]);
    const seat = await joinSeat(live.referee.url, mine.body.gameId, tokenFromUrl(mine.body.seats[0].url));
    let leftWith: number | null = null;
    seat.room.onLeave((code: number) => (leftWith = code));
    const game2 = (await api('POST', `${T}/matches/R1T1/games/2/links`, {}, org)).body;
    expect(game2.seats).toHaveLength(2);

    // The organizer re-pairs round 1: the old games are void, their rooms closed.
    const re = await api('POST', `${T}/rounds`, { round: 1, reason: 'Di signed up twice under two names' }, org);
    expect(re.status, re.text).toBe(201);
    await until(() => leftWith !== null, 'the seated player leaves the voided room');
    expect(seat.messages.find((m) => m.type === 'rejected')?.payload).toMatchObject({ code: 'join/game_void', message: expect.stringContaining('re-paired') });
    for (const id of oldIds) {
      expect(await statusOf(id)).toBe('void');
      expect(live.referee.registry.sessions.has(id)).toBe(false);
      expect(matchMaker.getLocalRoomById(id)).toBeUndefined();
    }
    for (const s of [...game2.seats.map((x: { url: string }) => x.url), game2.referee])
      expect(await refusedJoin(live.referee.url, game2.gameId, tokenFromUrl(s))).toMatch(/^join\/game_void: .*re-paired/);
    expect(await refusedJoin(live.referee.url, mine.body.gameId, tokenFromUrl(mine.body.seats[0].url))).toMatch(/^join\/game_void: /);
    // The new games are open; the old ones are no longer the match's.
    const fresh = (await api('GET', T)).body.matches as { id: string; games: { gameId: string }[] }[];
    const freshIds = fresh.flatMap((m) => m.games.map((g) => g.gameId));
    expect(freshIds.some((g) => oldIds.includes(g))).toBe(false);
    const newLinks = (await api('POST', `${T}/matches/R1T1/games/1/links`, {}, org)).body;
    const newSeat = await joinSeat(live.referee.url, newLinks.gameId, tokenFromUrl(newLinks.seats[0].url));
    await newSeat.room.leave();

    // Bo lost his entrant link: the organizer gives him a new one, with a reason.
    const bo = Object.keys(tokens)[1]!;
    expectRefused(await api('POST', `${T}/entrants/${bo}/token`, {}, org), 400, 'audit/reason_required');
    expectRefused(await api('POST', `${T}/entrants/${bo}/token`, { reason: 'mine' }, tokens[bo]), 403, 'auth/wrong_role');
    expectRefused(await api('POST', `${T}/entrants/e9/token`, { reason: 'who?' }, org), 404, 'entrant/unknown');
    const reissued = await api('POST', `${T}/entrants/${bo}/token`, { reason: 'Lost his link; asked by e-mail from his registered address' }, org);
    expect(reissued.status, reissued.text).toBe(201);
    expect(reissued.body.url).toBe(`${live.referee.url}/?tournament=${tournamentId}&token=${reissued.body.token}`);
    const boNew = reissued.body.token as string;
    expectRefused(await api('GET', T, undefined, tokens[bo]), 403, 'auth/token_replaced');
    expectRefused(await api('POST', `${T}/entrants/${bo}/drop`, {}, tokens[bo]), 403, 'auth/token_replaced');
    expect((await api('GET', T, undefined, boNew)).body.you).toEqual({ role: 'entrant', entrantId: bo });
    const audit = (await api('GET', `${T}/audit`, undefined, org)).body.actions as any[];
    const entry = audit.find((a) => a.kind === 'EntrantTokenReissued');
    expect(entry).toMatchObject({ actor: 'organizer', reason: expect.stringContaining('Lost his link'), action: { kind: 'EntrantTokenReissued', entrantId: bo } });
    expect(JSON.stringify(audit)).not.toMatch(/tokenHash/); // the trail never carries token hashes
    expect(audit.find((a) => a.kind === 'RoundPaired' && a.reason)).toMatchObject({ reason: 'Di signed up twice under two names' });

    // After a restart: the void games stay closed, the tokens are as they were.
    const active = (await live.referee.registry.store.gamesToRestore()).length;
    await live.restart('organizer-restart');
    expect(live.referee.restored).toBe(active);
    for (const id of oldIds) expect(live.referee.registry.sessions.has(id)).toBe(false);
    for (const id of freshIds) expect(live.referee.registry.sessions.has(id)).toBe(true);
    expect(await refusedJoin(live.referee.url, game2.gameId, tokenFromUrl(game2.seats[0].url))).toMatch(/^join\/game_void: /);
    expectRefused(await api('GET', T, undefined, tokens[bo]), 403, 'auth/token_replaced');
    expect((await api('GET', T, undefined, boNew)).body.you.entrantId).toBe(bo);
  }, 60_000);
});
