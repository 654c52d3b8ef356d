// Seat links record who minted them (issue 17, item 5; server/tournament/link-ledger.ts): an
// entrant's links stop opening their seats when the organizer replaces his entrant token or he
// drops, and minting again replaces the minter's earlier links of those seats. Each revoked
// link is refused at the join with `join/link_revoked` and the reason, and a player seated with
// an entrant's revoked link leaves the room, told why; the organizer's own
// links, and other players' links, keep working. Still so after a restart.
import { Client } from '@colyseus/sdk';
import { describe, expect, it } from 'vitest';
import { joinSeat, until } from '../server/support.js';
import { refereeForFile, refusedJoin, tokenFromUrl, tournamentWith } from './support.js';

const live = refereeForFile('links');
const api = live.api;


async function joins(gameId: string, token: string): Promise<void> {
  const seat = await joinSeat(live.referee.url, gameId, token);
  await seat.room.leave();
}

describe('seat links and who minted them', () => {
  it('revokes an entrant\'s links when his token is replaced or he drops, and when he mints again', async () => {
    const { T, org, tokens } = await tournamentWith(api, { name: 'Link Cup', scenario: 'vellara-ford' }, ['Ada', 'Bo', 'Cy', 'Di']);
    const r1 = await api('POST', `${T}/rounds`, {}, org);
    expect(r1.status, r1.text).toBe(201);
    const m = r1.body.tournament.matches[0] as { id: string; a: string; b: string };
    const mint = async (token: string, game = 1) => {
      const r = await api('POST', `${T}/matches/${m.id}/games/${game}/links`, {}, token);
      expect(r.status, r.text).toBe(201);
      return r.body as { gameId: string; seats: { url: string }[]; referee: string | null };
    };

    // Minting again replaces: the first link is refused, the newer one opens the seat.
    const first = await mint(tokens[m.a]!);
    const again = await mint(tokens[m.a]!);
    const gameId = first.gameId;
    expect(await refusedJoin(live.referee.url, gameId, tokenFromUrl(first.seats[0]!.url))).toMatch(/^join\/link_revoked: this seat link was revoked: a newer link was minted/);
    await joins(gameId, tokenFromUrl(again.seats[0]!.url));
    // The organizer's links and the opponent's are not touched by a's minting.
    const officials = await mint(org);
    const theirs = await mint(tokens[m.b]!);

    // Someone sits with a's link (a leaked token, say); an official sits with his own link.
    const seated = await joinSeat(live.referee.url, gameId, tokenFromUrl(again.seats[0]!.url));
    let leftWith: number | null = null;
    seated.room.onLeave((code: number) => (leftWith = code));
    const official = await joinSeat(live.referee.url, gameId, tokenFromUrl(officials.referee!));
    // A tournament game's links are the tournament's: its referee link cannot replace them
    // through the plain games' route.
    const plainRoute = await fetch(`${live.referee.url}/api/games/${gameId}/seats/south%3Aoc/link`, { method: 'POST', headers: { authorization: `Bearer ${tokenFromUrl(officials.referee!)}` } });
    expect(plainRoute.status).toBe(409);
    expect(((await plainRoute.json()) as { error: { code: string } }).error.code).toBe('link/tournament_game');
    // The organizer replaces a's entrant token: every link a minted with it stops working, and
    // whoever sits with one leaves, told why.
    const reissued = await api('POST', `${T}/entrants/${m.a}/token`, { reason: 'lost his phone' }, org);
    expect(reissued.status, reissued.text).toBe(201);
    await until(() => leftWith !== null, 'the seat held with the revoked link is let go');
    expect(leftWith).toBe(4003);
    expect(seated.messages.find((x) => x.type === 'rejected')?.payload).toMatchObject({ code: 'join/link_revoked', message: expect.stringContaining('replaced the entrant token') });
    expect(official.room.connection.isOpen).toBe(true);
    await official.room.leave();
    // Nor does he come back through Colyseus's reconnection, which skips the join's token check.
    await expect(new Client(live.referee.url.replace('http', 'ws')).reconnect(seated.room.reconnectionToken)).rejects.toThrow();
    expect(await refusedJoin(live.referee.url, gameId, tokenFromUrl(again.seats[0]!.url))).toMatch(/^join\/link_revoked: .*replaced the entrant token/);
    for (const s of officials.seats) await joins(gameId, tokenFromUrl(s.url));
    await joins(gameId, tokenFromUrl(officials.referee!));
    await joins(gameId, tokenFromUrl(theirs.seats[0]!.url));
    // With his new token he mints a working link.
    const fresh = await mint(reissued.body.token);
    await joins(gameId, tokenFromUrl(fresh.seats[0]!.url));

    // b drops: his links go too (game 2's as well).
    const theirs2 = await mint(tokens[m.b]!, 2);
    const dropped = await api('POST', `${T}/entrants/${m.b}/drop`, { reason: 'had to leave' }, tokens[m.b]);
    expect(dropped.status, dropped.text).toBe(200);
    expect(await refusedJoin(live.referee.url, gameId, tokenFromUrl(theirs.seats[0]!.url))).toMatch(/^join\/link_revoked: .*dropped/);
    expect(await refusedJoin(live.referee.url, theirs2.gameId, tokenFromUrl(theirs2.seats[0]!.url))).toMatch(/^join\/link_revoked: .*dropped/);
    await joins(gameId, tokenFromUrl(fresh.seats[0]!.url));

    // The revocations are stored: a restart does not bring the links back.
    await live.restart('links-2');
    expect(await refusedJoin(live.referee.url, gameId, tokenFromUrl(first.seats[0]!.url))).toMatch(/^join\/link_revoked: /);
    expect(await refusedJoin(live.referee.url, gameId, tokenFromUrl(theirs.seats[0]!.url))).toMatch(/^join\/link_revoked: /);
    await joins(gameId, tokenFromUrl(fresh.seats[0]!.url));
    // A token that was never a link is still a bad token, not a revoked link.
    expect(await refusedJoin(live.referee.url, gameId, 'Z'.repeat(32))).toMatch(/^join\/bad_token: /);
  });
});
