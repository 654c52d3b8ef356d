// The browser client end to end: a referee in-process, Debian's Chromium through
// playwright-core (the shared harness, seats.ts), three browser contexts (the organiser's start
// page, the south Overall Commander, the south Left Field General). Needs `npm run build` first
// (dist/client).
import { describe, expect, it } from 'vitest';
import { connected, createOnStartPage, openPage, shot, tableForFile } from './seats.js';

// A fixed seed: the south Overall Commander's hand holds Order Two / Three Units Left.
const table = tableForFile('browser-1');
const UI_TIMEOUT = 8000;
const VIEWPORT = { width: 1440, height: 900 };

describe('the browser table', () => {
  it('creates a game, issues a Field card, orders a unit and shows a refusal', async () => {
    // The organiser creates the game on the start page (8 seats, spectator, referee).
    const { start, link } = await createOnStartPage(table(), 8);
    const ocUrl = await link('south:oc');
    const leftUrl = await link('south:left');
    expect(ocUrl).toMatch(/\/\?game=.+&token=.+/);
    await shot(start, 'start-page');

    // The south Overall Commander and the south Left Field General take their seats.
    const oc = await openPage(table(), ocUrl, UI_TIMEOUT, VIEWPORT);
    const left = await openPage(table(), leftUrl, UI_TIMEOUT, VIEWPORT);
    for (const page of [oc, left]) await connected(page);
    const hand = oc.locator('[data-testid="hand"] > li');
    await expect.poll(() => hand.count()).toBe(8);
    await expect.poll(() => left.getByTestId('hand-size-south').textContent()).toBe('8');

    // The Overall Commander issues a section card for the Left.
    const ids = await hand.evaluateAll((els) => els.map((e) => e.getAttribute('data-card-id') ?? ''));
    const cardId = ids.find((id) => /^order-(two|three|four)-left#/.test(id));
    expect(cardId, `a Left section card in ${ids.join(', ')}`).toBeTruthy();
    const card = oc.locator(`[data-card-id="${cardId}"]`);
    const cardName = (await card.locator('strong').first().textContent())!;
    await card.getByRole('button', { name: 'Give to the Left Field General' }).click();
    await expect.poll(() => hand.count()).toBe(7);
    await expect.poll(() => left.getByTestId('cards-left').textContent()).toContain(cardName);
    await expect.poll(() => left.getByTestId('hand-size-south').textContent()).toBe('7');

    // He completes the command step, visiting the Left.
    await oc.getByTestId('visit').selectOption('left');
    await oc.getByRole('button', { name: 'Complete command step' }).click();
    await left.getByRole('button', { name: 'End orders' }).waitFor();

    // Visiting the front: the Overall Commander talks with the Left Field General.
    await oc.locator('.talk select').selectOption({ label: 'Aurel front, turn 1' });
    await oc.getByLabel('Message').fill('Take the ford on the left.');
    await oc.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => left.getByTestId('talk').textContent()).toContain('Take the ford on the left.');

    // The Left Field General orders a1 by clicking it.
    await left.locator('[data-unit="a1"]').click();
    await expect.poll(() => left.locator('[data-unit-row="a1"]').textContent()).toContain('ordered');
    await expect.poll(() => left.getByTestId('allowance-left').textContent()).toContain('Ordered 1 of');
    await expect.poll(() => left.locator('[data-unit="a1"]').getAttribute('class')).toContain('ordered');

    // A unit of the Center is not his to order: the refusal shows its reason.
    await left.locator('[data-unit="a9"]').click();
    const refusal = left.getByTestId('rejections');
    await expect.poll(() => refusal.textContent()).toContain('order/not_in_section');
    expect(await refusal.textContent()).toMatch(/Refused: Order a9\./);

    // He ends his orders: his section moves on to moving.
    await left.getByRole('button', { name: 'End orders' }).click();
    await left.getByRole('button', { name: 'End moves' }).waitFor();
    await expect.poll(() => oc.locator('[data-section-step="left"]').textContent()).toContain('moving');

    await shot(oc, 'south-oc');
    await shot(left, 'south-left');
    await shot(start, 'start-page-after');
  }, 30_000);
});
