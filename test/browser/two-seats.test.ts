// Two players: one person holds all four roles of his army (epic-ancients-rules.txt,
// "Number of Players"), so one screen shows the Overall Commander's hand and the three
// Field Generals' desks, and a click on the board acts for the section the unit is in.
// Same seed as eight-seats.test.ts (see there): Aurel holds Order Three Units Left and
// Leadership Any Section. Needs `npm run build` first.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allowed, connected, createOnStartPage, forbidden, sees, shot, tableForFile } from './seats.js';

const table = tableForFile('eight-seats-33');

async function handCount(page: Page): Promise<number> {
  return page.locator('[data-testid="hand"] > li').count();
}

describe('two seats: one player holds all four roles of his army', () => {
  it('issues a section card and a two-section Leadership, orders in three sections from the board, ends the turn', async () => {
    const game = await createOnStartPage(table(), 2);
    const me = await game.open('south:general');
    const them = await game.open('north:general');
    for (const p of [me, them]) await connected(p);
    await sees(me.locator('.topbar .who'), "Aurel's Overall Commander and Left, Center and Right Field Generals");
    await expect.poll(() => handCount(me)).toBe(8);

    await me.getByTestId('issue-order-three-left#2').click();
    // A Leadership card across two adjacent sections counts two: Center and Right share it.
    // A span the rules refuse is no button; it is told with the rule.
    // The refusal is waited for first: the click's patch may not be in yet, and the button
    // count read before it would still see the span offered (a race that failed CI once).
    await sees(me.locator('[data-testid="not-leadership-any-section#1"][data-code="card/one_per_field_general"]'), /Not to Left or Left \+ Center: The Left Field General already holds/);
    expect(await me.getByTestId('issue-leadership-any-section#1-left-center').count()).toBe(0);
    await me.getByTestId('issue-leadership-any-section#1-center-right').click();
    await sees(me.getByTestId('cards-left'), 'Order Three Units Left');
    await sees(me.getByTestId('cards-center'), 'Leadership Any Section');
    await sees(me.getByTestId('allowance-right'), 'over the sections it reaches (shared with Center)');
    await sees(me.getByTestId('no-card-playable'), 'Too many Field Command cards');
    // All his generals are himself: no visit to choose, nobody else to talk to.
    expect(await me.getByTestId('visit').count()).toBe(0);
    await me.getByTestId('complete-command').click();
    await sees(me.getByTestId('turn-line'), 'Orders and moves');
    for (const s of ['left', 'center', 'right']) await sees(me.getByTestId(`general-${s}`), 'You');
    expect(await me.locator('.commander .visit-note').count()).toBe(0);
    expect(await me.locator('.talk select option').evaluateAll((os) => os.map((o) => o.textContent))).toEqual(['Table (everyone)']);

    // One click on the board orders a unit for whichever of his sections holds it; the
    // Leadership orders are counted over both sections: its leader's unit (a8, with a19),
    // then a unit linked to it (a11).
    await me.locator('[data-unit="a4"]').click();
    await me.locator('[data-unit="a8"]').click();
    await me.locator('[data-unit="a11"]').click();
    await sees(me.getByTestId('allowance-left'), 'Ordered 1 of 3');
    await sees(me.getByTestId('allowance-center'), 'Ordered 2 of 4');
    await sees(me.getByTestId('allowance-right'), 'Ordered 2 of 4');
    await forbidden(me.getByTestId('roll-right'), 'initiative/received_card');
    for (const s of ['left', 'center', 'right']) await me.getByTestId(`end-orders-${s}`).click();

    // Moving in the Left while the others have nothing to move.
    await me.locator('[data-unit="a4"]').click();
    await me.locator('[data-hex="3,5"]').click();
    await me.getByTestId('move-left').click();
    await expect.poll(() => them.locator('[data-unit="a4"]').getAttribute('aria-label')).toContain('hex (3,5)');
    for (const s of ['left', 'center', 'right']) await me.getByTestId(`end-moves-${s}`).click();
    for (const s of ['left', 'center', 'right']) await me.getByTestId(`end-battles-${s}`).click();
    await sees(me.getByTestId('turn-line'), 'Tarsene League');
    await expect.poll(() => handCount(me)).toBe(8); // 8 − 2 played + 2 drawn
    await sees(them.getByTestId('waiting'), 'You (Overall Commander) to issue Command cards');
    // An Army card opens the talk with all his generals, who are all himself: no "Visiting"
    // note and no channel but the table.
    await allowed(them.getByTestId('play-order-mounted#1'));
    await them.getByTestId('play-order-mounted#1').click();
    await sees(them.getByTestId('turn-line'), 'Orders and moves');
    await sees(them.getByTestId('plays'), 'Order Mounted → all sections');
    for (const s of ['left', 'center', 'right']) expect(await them.getByTestId(`general-${s}`).textContent()).not.toContain('Visiting');
    expect(await them.locator('.talk select option').evaluateAll((os) => os.map((o) => o.textContent))).toEqual(['Table (everyone)']);
    await shot(me, 'two-seats-south-general');
  }, 60_000);
});
