// A seat's screen survives the referee going away: the connection status says so, the client
// joins again by itself with its invite token when the referee is back, and the seat finds its
// game as it was (the log is the truth: the game is restored from it). Needs `npm run build`.
import { describe, expect, it } from 'vitest';
import { connected, createOnStartPage, sees, startAgain, stopReferee, tableForFile } from './seats.js';

const SEED = 'eight-seats-33'; // see eight-seats.test.ts: Aurel holds Order Three Units Left
const table = tableForFile(SEED);

describe('automatic reconnect', () => {
  it('shows the lost connection, rejoins when the referee is back, and the game is as it was', async () => {
    const game = await createOnStartPage(table());
    const oc = await game.open('south:oc');
    const left = await game.open('south:left');
    for (const p of [oc, left]) await connected(p);
    await oc.getByTestId('issue-order-three-left#2').click();
    await sees(left.getByTestId('cards-left'), 'Order Three Units Left');

    // While the referee is away the screens say so (and keep trying)...
    const port = await stopReferee(table());
    for (const p of [oc, left]) await sees(p.getByTestId('connection'), /Reconnecting|Connection lost/);
    await expect.poll(() => oc.getByTestId('connection').textContent(), { timeout: 15_000 }).toMatch(/attempt [1-9]/);
    // ...and come back by themselves when it returns.
    await startAgain(table(), port, SEED);
    for (const p of [oc, left]) await connected(p);
    await expect.poll(() => oc.locator('[data-testid="hand"] > li').count(), { timeout: 15_000 }).toBe(7);
    await sees(left.getByTestId('cards-left'), 'Order Three Units Left');
    await sees(oc.getByTestId('general-left'), 'Order Three Units Left');
    // And the game goes on.
    await oc.getByTestId('complete-command').click();
    await sees(left.getByTestId('fg-step-left'), 'ordering units');
  }, 60_000);
});
