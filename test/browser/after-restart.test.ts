// Links after a restart, and links to nothing. A finished game's pages (a player's, the
// spectator's, the referee's) open after the referee restarted: the game comes back from its
// log (server/game/on-demand.ts) with its winner, revealed seed and log download. A link to a
// game that does not exist says so at once, with the link back to the start page, and stops
// trying. Needs `npm run build` first (dist/client).
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createGame } from '../server/support.js';
import { playToEnd, shortScenario } from '../tournament/support.js';
import { connected, gameLink, openPage, sees, shot, startAgain, stopReferee, tableForFile } from './seats.js';

const SEED = 'after-restart';
const table = tableForFile(SEED);

async function download(page: Page, testId: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return readFileSync(await file.path(), 'utf8');
}

describe('links after a restart', () => {
  it("opens a finished game's pages after a restart: winner, revealed seed, log", async () => {
    const game = await createGame(table().base, { scenario: shortScenario(), players: 2 });
    const south = game.seats['south:general']!.token;
    const played = await playToEnd({ ...table().referee, url: table().base, storeAt: table().dbFile }, { 'south:general': south, 'north:general': game.seats['north:general']!.token }, game.gameId, 'after-restart-dice');
    const { winner, scenario } = played.state;
    const winnerName = scenario.armies[winner!].name;

    await startAgain(table(), await stopReferee(table()), SEED);
    expect(table().referee.registry.sessions.has(game.gameId)).toBe(false);

    const link = (token: string) => gameLink(table(), game.gameId, token);
    const player = await openPage(table(), link(south));
    await connected(player);
    await sees(player.getByTestId('game-over'), `${winnerName} (`);
    await sees(player.getByTestId('seed-revealed'), SEED);
    const log = JSON.parse(await download(player, 'download-json'));
    expect(log.game).toMatchObject({ id: game.gameId, finished: true, winner });
    await shot(player, 'after-restart-player');

    const watching = await openPage(table(), link(game.spectator.token));
    await connected(watching);
    await sees(watching.getByTestId('game-over'), `${winnerName} (`);
    const ref = await openPage(table(), link(game.referee.token));
    await connected(ref);
    expect(await download(ref, 'download-text')).toContain(`${winnerName} wins with 1 Victory Banner.`);
  }, 120_000);

  it('says plainly that a link to a game that does not exist leads nowhere, and stops trying', async () => {
    const other = await createGame(table().base);
    const page = await openPage(table(), gameLink(table(), 'NOPE', other.seats['south:oc']!.token));
    const notice = page.getByTestId('join-failed');
    await sees(notice, 'There is no game "NOPE" on this referee: check the link (it may be mistyped or cut short).');
    expect(await notice.getAttribute('data-code')).toBe('game/unknown');
    await sees(page.getByTestId('connection'), 'Closed: game/unknown');
    expect(await page.getByTestId('connection').getAttribute('class')).toContain('conn-failed');
    expect(await page.getByText('Loading the battlefield…').count()).toBe(0);
    await shot(page, 'unknown-game');
    await page.getByRole('link', { name: 'Back to the start page' }).click();
    await page.getByRole('button', { name: 'Create game' }).waitFor();
  }, 60_000);
});
