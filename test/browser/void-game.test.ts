// A game voided by a tournament re-pairing (server/tournament/game-rooms.ts): the seated
// player's screen says so with the referee's sentence and a link back to the start page, and
// stops trying to reconnect; opening the old invite link later says the same at once (and a
// token that opens no seat is refused for good too).
// Needs `npm run build` first (dist/client).
import { describe, expect, it } from 'vitest';
import { createGame } from '../server/support.js';
import { apiClient, tokenFromUrl, tournamentWith } from '../tournament/support.js';
import { connected, openPage, sees, shot, tableForFile } from './seats.js';

const table = tableForFile('void-game');

describe('a voided game', () => {
  it('tells a seated player and a later visitor that the game was voided, and stops reconnecting', async () => {
    const api = apiClient(table().base);
    const { T, org, tokens } = await tournamentWith(api, { name: 'Void Cup', scenario: 'vellara-ford' }, ['Ada', 'Bo', 'Cy', 'Di']);
    const r1 = await api('POST', `${T}/rounds`, {}, org);
    expect(r1.status, r1.text).toBe(201);
    const match = r1.body.tournament.matches[0] as { id: string; a: string };
    const links = await api('POST', `${T}/matches/${match.id}/games/1/links`, {}, tokens[match.a]);
    expect(links.status, links.text).toBe(201);
    const seatUrl = links.body.seats[0].url as string;

    const seat = await openPage(table(), seatUrl);
    await connected(seat);
    await seat.locator('[data-unit="a1"]').waitFor();

    // The organizer re-pairs round 1: the seat's game is voided and its room closed.
    const re = await api('POST', `${T}/rounds`, { round: 1, reason: 'Di signed up twice' }, org);
    expect(re.status, re.text).toBe(201);
    const notice = seat.getByTestId('join-failed');
    await sees(notice, /^This game was voided: the tournament organizer re-paired its round/);
    expect(await notice.getAttribute('data-code')).toBe('join/game_void');
    expect(await seat.getByRole('link', { name: 'Back to the start page' }).getAttribute('href')).toBe('/');
    // Final: the table is gone and the connection is not retried.
    expect(await seat.locator('[data-unit="a1"]').count()).toBe(0);
    await sees(seat.getByTestId('connection'), 'Closed: join/game_void');
    expect(await seat.getByTestId('connection').getAttribute('class')).toContain('conn-failed');
    await shot(seat, 'void-game-seated');

    // The old link opened afterwards: refused by the matchmaker (HTTP 410), the same notice.
    const later = await openPage(table(), seatUrl);
    await sees(later.getByTestId('join-failed'), /^This game was voided: .*Open your new game from the tournament page\./);
    expect(await later.getByTestId('connection').getAttribute('class')).toContain('conn-failed');
    await later.getByRole('link', { name: 'Back to the start page' }).click();
    await later.getByRole('button', { name: 'Create game' }).waitFor();

    // The other final refusal, for comparison: a token (of the voided game) that opens no seat of another.
    const other = await createGame(table().base);
    const stranger = await openPage(table(), `${table().base}/?game=${other.gameId}&token=${tokenFromUrl(seatUrl)}`);
    await sees(stranger.getByTestId('join-failed'), /^Cannot join: join\/bad_token: /);
  }, 60_000);
});
