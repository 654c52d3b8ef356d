// What the Command cards let their units do, on the screens (issue 61): a Field General given
// Double Time sees his heavy infantry reach two hexes, moves it two and closes; one given Line
// Command sees his light infantry reach one hex only; two turns later a unit that lost a block,
// next to a leader, gets its block back from Rally and moves. Needs `npm run build` first.
import { describe, expect, it } from 'vitest';
import type { ScenarioInput } from '../../engine/scenario/types.js';
import { clickPath, endStep, openForcedTable, sees, shot, tableForFile } from './seats.js';

const scenario: ScenarioInput = {
  id: 'card-effects',
  name: 'Card Effects',
  firstArmy: 'south',
  armies: { south: { name: 'Aurel', commandCards: 4, victoryBanners: 5 }, north: { name: 'Tarsene League', commandCards: 4, victoryBanners: 5 } },
  terrain: [],
  units: [
    // Centre: heavy infantry two hexes from a medium infantry, a leader beside it.
    { id: 'a1', army: 'south', type: 'heavy-infantry', hex: { col: 11, row: 6 } },
    { id: 'a2', army: 'south', type: 'leader', hex: { col: 12, row: 7 } },
    { id: 't1', army: 'north', type: 'medium-infantry', hex: { col: 14, row: 6 } },
    // Left: light infantry in the open.
    { id: 'a3', army: 'south', type: 'light-infantry', hex: { col: 4, row: 6 } },
    { id: 't2', army: 'north', type: 'medium-infantry', hex: { col: 4, row: 1 } },
  ],
};

// Turn 1: the heavy infantry's 5 dice (one blue triangle), the medium infantry battling back
// with 4 (one red square: a1 loses a block). Turn 3: Rally's dice (a red square first).
const DICE = ['medium', 'light', 'light', 'light', 'light', 'heavy', 'light', 'light', 'light', 'heavy', 'light', 'light', 'light', 'light'] as const;

const table = tableForFile('card-effects-browser');

describe('what the Command cards let their units do, on the screens', () => {
  it('Double Time reaches two hexes and closes, Line Command one hex, Rally returns a block by a leader and orders the unit', async () => {
    const deckOrder = ['double-time#1', 'line-command#1', 'rally#1', 'order-two-right#1', 'order-two-center#1', 'order-two-center#2', 'order-two-left#1', 'order-two-right#2'];
    const at = await openForcedTable(table(), { scenario: scenario as never, players: 8 }, { dice: [...DICE], deckOrder });
    const sOC = at('south:oc');
    const sLeft = at('south:left');
    const sCenter = at('south:center');

    // Double Time to the Center, Line Command to the Left.
    await sOC.getByTestId('issue-double-time#1-center').click();
    await sOC.getByTestId('issue-line-command#1-left').click();
    await sOC.getByTestId('visit').selectOption('center');
    await sOC.getByTestId('complete-command').click();
    await sCenter.locator('[data-unit="a1"]').click();
    await sLeft.locator('[data-unit="a3"]').click();
    await endStep(at, 'south', 'end-orders');

    // Line Command: the light infantry (2 hexes of its own) reaches only the 6 hexes next to it.
    await sLeft.locator('[data-unit="a3"]').click();
    await expect.poll(() => sLeft.locator('.target-hex').count()).toBe(6);
    await shot(sLeft, 'cards-line-command-reach');

    // Double Time: the heavy infantry (1 hex of its own) reaches two hexes, moves two, and closes.
    await sCenter.locator('[data-unit="a1"]').click();
    await expect.poll(() => sCenter.locator('.target-hex').count()).toBeGreaterThan(6);
    await shot(sCenter, 'cards-double-time-reach');
    await clickPath(sCenter, ['12,6', '13,6']);
    await sCenter.getByTestId('move-center').click();
    await expect.poll(() => sOC.locator('[data-unit="a1"]').getAttribute('aria-label')).toContain('hex (13,6)');
    await endStep(at, 'south', 'end-moves');
    await sCenter.locator('[data-unit="a1"]').click();
    await sCenter.locator('[data-unit="t1"]').click();
    await sees(sCenter.getByTestId('dice-center'), '5 dice in close combat');
    await sCenter.getByTestId('declare-center').click();
    await at('north:oc').getByTestId('decline-first-strike-center').click();
    await expect.poll(() => sOC.locator('[data-unit="a1"]').getAttribute('aria-label')).toContain('3 of 4 blocks');
    await endStep(at, 'south', 'end-battles');

    // The other army's turn, played through its screens.
    const nOC = at('north:oc');
    await sees(nOC.getByTestId('turn-line'), 'Tarsene League');
    await nOC.getByTestId('issue-order-two-center#1').click();
    await nOC.getByTestId('visit').selectOption('center');
    await nOC.getByTestId('complete-command').click();
    for (const step of ['end-orders', 'end-moves', 'end-battles'] as const) await endStep(at, 'north', step);

    // Rally: the heavy infantry stands next to its leader; the red square returns its block,
    // and the rallied unit is ordered: it moves.
    await sees(sOC.getByTestId('turn-line'), 'Aurel');
    await sOC.getByTestId('play-rally#1').click();
    await sCenter.getByTestId('rally-a1').click();
    await expect.poll(() => sOC.locator('[data-unit="a1"]').getAttribute('aria-label')).toContain('4 of 4 blocks');
    await sees(sOC.getByTestId('turn-log'), 'regained a block (Rally, heavy); it is ordered and may move and battle');
    await endStep(at, 'south', 'end-orders');
    await sCenter.locator('[data-unit="a1"]').click();
    await clickPath(sCenter, ['12,6']);
    await sCenter.getByTestId('move-center').click();
    await expect.poll(() => sOC.locator('[data-unit="a1"]').getAttribute('aria-label')).toContain('hex (12,6)');
    await shot(sCenter, 'cards-rally-moved');
  }, 120_000);
});
