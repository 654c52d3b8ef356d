// The end of a game for the players (issue 4): a game of the Fords of Vellara with one Victory
// Banner to win, played to its end by SDK clients with the seeded random player
// (engine/sim/random-game.ts); then a player's page shows the winner, runs the seed check (it
// verifies) and downloads the log as JSON and as text; a spectator is told the log is the
// players'; the referee downloads it too. Needs `npm run build` first (dist/client).
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createGame } from '../server/support.js';
import { playToEnd, shortScenario } from '../tournament/support.js';
import { connected, gameLink, openPage, sees, shot, tableForFile } from './seats.js';

const table = tableForFile('game-over');

/** Clicks a download button; resolves with the file's suggested name and its content. */
async function download(page: Page, testId: string): Promise<{ name: string; content: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), content: readFileSync(path, 'utf8') };
}

describe('the end of a game', () => {
  it("shows the winner to a player, who verifies the seed and downloads the log; a spectator is told it is the players'", async () => {
    const game = await createGame(table().base, { scenario: shortScenario(), players: 2 });
    const link = (token: string) => gameLink(table(), game.gameId, token);
    const south = game.seats['south:general']!.token;
    // While the game lasts, no end panel.
    const watching = await openPage(table(), link(game.spectator.token));
    await connected(watching);
    await sees(watching.getByTestId('turn-line'), 'Command step');
    expect(await watching.getByTestId('game-over').count()).toBe(0);

    await playToEnd({ ...table().referee, url: table().base, storeAt: table().dbFile }, { 'south:general': south, 'north:general': game.seats['north:general']!.token }, game.gameId, 'game-over-dice');
    const session = table().referee.registry.sessions.get(game.gameId)!;
    const winner = session.state.winner!;
    const winnerName = session.state.scenario.armies[winner].name;

    // A player's page: the winner, the revealed seed, the seed check, the log.
    const player = await openPage(table(), link(south));
    await connected(player);
    await sees(player.getByTestId('winner'), `${winnerName} (`);
    const over = player.getByTestId('game-over');
    await sees(over, `${winnerName} (${winner === 'south' ? 'South' : 'North'}) won, 1 Victory Banner to 0`);
    await sees(player.getByTestId('seed-revealed'), 'game-over');
    await player.getByRole('button', { name: 'Verify dice and shuffles' }).click();
    await sees(player.getByTestId('seed-check'), /This game's dice and shuffles verify: \d+ log entries/);
    await shot(player, 'game-over-player');

    const json = await download(player, 'download-json');
    expect(json.name).toBe(`epic-${game.gameId}.json`);
    const log = JSON.parse(json.content);
    expect(log.format).toBe('epic-referee-log/1');
    expect(log.game).toMatchObject({ id: game.gameId, finished: true, winner, seedHash: game.seedHash });
    expect(log.entries.length).toBeGreaterThan(10);
    const text = await download(player, 'download-text');
    expect(text.name).toBe(`epic-${game.gameId}.txt`);
    expect(text.content).toContain(`${winnerName} wins with 1 Victory Banner.`);

    // The spectator who watched: the winner, and no log for him (the room refuses spectators).
    await sees(watching.getByTestId('game-over'), `${winnerName} (`);
    await sees(watching.getByTestId('game-over-spectator'), "open to this game's players and referees");
    expect(await watching.getByTestId('download-json').count()).toBe(0);
    expect(await watching.getByTestId('seed-check').count()).toBe(0);

    // The referee's desk has the same download (at any time).
    const ref = await openPage(table(), link(game.referee.token));
    await connected(ref);
    expect(await ref.getByTestId('game-over').count()).toBe(0);
    const refText = await download(ref, 'download-text');
    expect(refText.content).toBe(text.content);
  }, 120_000);
});
