// A seat's screen survives the referee going away. The connection status says so, and the
// table stays on screen (client/src/game/GamePage.tsx): the last board, hand, turn log and talk
// are kept, greyed under a banner that says they may be out of date; an action tried meanwhile
// is refused on the page (`connection/offline`), not sent. The client joins again by itself
// with its invite token when the referee is back, and the seat finds its game as it was (the
// log is the truth: the game is restored from it); the banner goes and the table is live
// again. Needs `npm run build` first (dist/client).
import { describe, expect, it } from 'vitest';
import { connected, createOnStartPage, handIds, say, sees, shot, startAgain, stopReferee, tableForFile, talkText } from './seats.js';

const SEED = 'eight-seats-33'; // see eight-seats.test.ts: Aurel holds Order Three Units Left
const table = tableForFile(SEED);

describe('a dropped connection and the automatic reconnect', () => {
  it('keeps the last board, hand, log and talk on screen under a reconnecting banner, refuses actions, and comes back live', async () => {
    const game = await createOnStartPage(table());
    const oc = await game.open('south:oc');
    const left = await game.open('south:left');
    for (const p of [oc, left]) await connected(p);
    await oc.getByTestId('issue-order-three-left#2').click();
    await sees(left.getByTestId('cards-left'), 'Order Three Units Left');
    await say(left, 'Table (everyone)', 'hold the ford');
    await sees(oc.getByTestId('talk'), 'hold the ford');
    const hand = await handIds(oc);
    expect(hand).toHaveLength(7);
    const units = await oc.locator('[data-unit]').count();
    expect(units).toBeGreaterThan(10);
    const log = (await oc.getByTestId('turn-log').textContent()) ?? '';
    expect(log).toMatch(/issued/);
    expect(await oc.getByTestId('stale-banner').count()).toBe(0);

    const port = await stopReferee(table());
    for (const p of [oc, left]) await sees(p.getByTestId('stale-banner'), 'Reconnecting — the board may be out of date. Nothing you do is sent until the connection is back.');
    // Through the SDK's own reconnection and then the page's rejoins, the table stays.
    await expect.poll(() => oc.getByTestId('connection').textContent(), { timeout: 15_000 }).toMatch(/attempt [1-9]/);
    expect(await oc.locator('[data-unit]').count()).toBe(units);
    expect(await handIds(oc)).toEqual(hand);
    expect(await oc.getByTestId('turn-log').textContent()).toBe(log);
    expect(await talkText(oc)).toContain('hold the ford');
    expect(await oc.getByText('Loading the battlefield…').count()).toBe(0);
    expect(await oc.locator('main.layout').getAttribute('data-stale')).toBe('true');
    await shot(oc, 'stale-board');
    // An action meanwhile is refused on the page, with why.
    await say(left, 'Table (everyone)', 'are you there?');
    const refused = left.locator('[data-testid="rejections"] [data-code="connection/offline"]');
    await sees(refused, 'Not connected to the referee, so this was not sent: the board may be out of date.');
    // The unsent message stays in the box, to send again once connected.
    expect(await left.getByLabel('Message').inputValue()).toBe('are you there?');

    await startAgain(table(), port, SEED);
    for (const p of [oc, left]) await connected(p);
    for (const p of [oc, left]) await expect.poll(() => p.getByTestId('stale-banner').count(), { timeout: 15_000 }).toBe(0);
    expect(await oc.locator('main.layout').getAttribute('data-stale')).toBeNull();
    expect(await handIds(oc)).toEqual(hand);
    await sees(left.getByTestId('cards-left'), 'Order Three Units Left');
    await sees(oc.getByTestId('general-left'), 'Order Three Units Left');
    // Live again: the refused message was not sent, and the game goes on.
    expect(await talkText(oc)).not.toContain('are you there?');
    await oc.getByTestId('complete-command').click();
    await sees(left.getByTestId('fg-step-left'), 'ordering units');
    await say(left, 'Table (everyone)', 'back again');
    await sees(oc.getByTestId('talk'), 'back again');
  }, 90_000);
});
