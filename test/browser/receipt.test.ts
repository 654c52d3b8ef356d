// The player's receipt in the browser (issue 17, item 7): a seat's page keeps the chain head
// its accepted message brought back, shows it, keeps it over a reload, and downloads it; the
// referee hands that file to the seed check, which holds on the whole log and fails once its
// last rows are deleted. Needs `npm run build` first (dist/client).
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createGame } from '../server/support.js';
import { connected, gameLink, openPage, say, sees, shot, tableForFile } from './seats.js';

const table = tableForFile('receipt-1');

async function download(page: Page, testId: string): Promise<{ name: string; path: string; content: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), path, content: readFileSync(path, 'utf8') };
}

describe("a player's receipt", () => {
  it('is shown, kept over a reload, downloaded, and checked by the referee against the log', async () => {
    const game = await createGame(table().base);
    const link = (token: string) => gameLink(table(), game.gameId, token);
    const player = await openPage(table(), link(game.seats['south:left']!.token));
    await connected(player);
    await sees(player.getByTestId('receipt'), 'None yet');

    await say(player, 'Table (everyone)', 'Good luck to all.');
    const store = table().referee.registry.store;
    await expect.poll(async () => (await store.readLog(game.gameId)).length).toBe(2);
    const head = (await store.readLog(game.gameId))[1]!;
    await sees(player.getByTestId('receipt'), `Log entry 2, hash ${head.hash.slice(0, 16)}`);
    await player.reload();
    await connected(player);
    await sees(player.getByTestId('receipt'), `Log entry 2, hash ${head.hash.slice(0, 16)}`);
    const file = await download(player, 'download-receipt');
    expect(file.name).toBe(`epic-${game.gameId}-receipt-2.json`);
    expect(JSON.parse(file.content)).toEqual({ format: 'epic-referee-receipt/1', gameId: game.gameId, seq: 2, hash: head.hash });
    await shot(player, 'receipt-player');

    // The referee checks the player's receipt file: it holds on the log as it is.
    const ref = await openPage(table(), link(game.referee.token), 10_000, { width: 1440, height: 1000 });
    await connected(ref);
    await ref.getByTestId('receipt-file').setInputFiles(file.path);
    await sees(ref.getByTestId('receipt-check'), '✓ The receipt of entry 2 holds');
    // Someone deletes the message's row: the chain is still whole, the receipt is not.
    await table().referee.registry.store.db.run('DELETE FROM log WHERE game_id = ? AND seq = 2', [game.gameId]);
    await ref.getByTestId('receipt-file').setInputFiles([]);
    await ref.getByTestId('receipt-file').setInputFiles(file.path);
    await sees(ref.getByTestId('receipt-check'), '✗ The receipt of entry 2 does not hold: the log ends at entry 1, but the receipt holds entry 2: entries were removed from the log.');
    await shot(ref, 'receipt-referee-check');
  }, 40_000);
});
