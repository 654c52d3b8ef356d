// Move-Fire-Move at the Field General's screen (issue 16): the card's units move, fire, and
// move again. After its fire the unit is picked again on the board, the hexes it may reach are
// marked from the referee's options, and "Move again" sends the second move; the turn log tells
// it. The dice are forced (in-process game) so the turn is the same every run. Needs
// `npm run build` first (dist/client).
import { describe, expect, it } from 'vitest';
import type { ScenarioInput } from '../../engine/scenario/types.js';
import { clickPath, forbidden, openForcedTable, sees, shot, tableForFile } from './seats.js';

const SEATS = ['south:oc', 'south:left', 'south:center', 'south:right'] as const;

const scenario: ScenarioInput = {
  id: 'move-fire-move',
  name: 'Move, Fire, Move',
  firstArmy: 'south',
  armies: { south: { name: 'Aurel', commandCards: 4, victoryBanners: 5 }, north: { name: 'Tarsene League', commandCards: 4, victoryBanners: 5 } },
  terrain: [],
  units: [
    // Aurel's bows four hexes from a Tarsene medium infantry: one hex forward puts it in range.
    { id: 'a1', army: 'south', type: 'light-bow-infantry', hex: { col: 12, row: 7 } },
    { id: 't1', army: 'north', type: 'medium-infantry', hex: { col: 12, row: 3 } },
  ],
};

const table = tableForFile('move-fire-move-browser');

describe('Move-Fire-Move at the Field General\'s screen', () => {
  it('moves a unit, fires, and moves it again from the board', async () => {
    const deckOrder = ['move-fire-move#1', 'order-two-left#1', 'order-two-center#1', 'order-three-right#1', 'order-two-center#2', 'order-three-left#1', 'order-light-troops#1', 'line-command#1'];
    // The fire after moving: 1 die, a green circle, which does not hit medium infantry.
    const at = await openForcedTable(table(), { scenario: scenario as never, players: 8 }, { dice: ['light', 'light', 'light'], deckOrder }, SEATS);
    const sOC = at('south:oc');
    const sCenter = at('south:center');

    // The Army card, its one order allocated to the Center.
    const card = sOC.locator('[data-card-id="move-fire-move#1"]');
    await card.getByTestId('alloc-move-fire-move#1-left').fill('0');
    await card.getByTestId('alloc-move-fire-move#1-center').fill('1');
    await card.getByTestId('alloc-move-fire-move#1-right').fill('0');
    await sOC.getByTestId('play-move-fire-move#1').click();

    await sCenter.locator('[data-unit="a1"]').click();
    for (const s of ['left', 'center', 'right'] as const) await at(`south:${s}`).getByTestId(`end-orders-${s}`).click();
    // Move: one hex forward, into range.
    await sCenter.locator('[data-unit="a1"]').click();
    await clickPath(sCenter, ['12,6']);
    await sCenter.getByTestId('move-center').click();
    await expect.poll(() => sCenter.locator('[data-unit="a1"]').getAttribute('aria-label')).toContain('hex (12,6)');
    for (const s of ['left', 'center', 'right'] as const) await at(`south:${s}`).getByTestId(`end-moves-${s}`).click();

    // Before it fires, it may not move again: the referee says why.
    await sees(sCenter.getByTestId('fg-step-center'), 'declaring battles');
    // Fire: 1 die after moving.
    await sCenter.locator('[data-unit="a1"]').click();
    await sCenter.locator('[data-unit="t1"]').click();
    await sees(sCenter.getByTestId('dice-center'), '1 die at range after moving');
    await sCenter.getByTestId('declare-center').click();
    await sees(sOC.getByTestId('battle-report-center'), 'green circle (light) hits only light units');

    // Fire done: picking the unit again offers its second move, the reachable hexes marked.
    await sCenter.locator('[data-unit="a1"]').click();
    const panel = sCenter.getByTestId('move-after-fire-center');
    await sees(panel, 'has fired and may move again');
    await forbidden(sCenter.getByTestId('move-again-center'), 'move/choose');
    await expect.poll(() => sCenter.locator('.target-hex').count()).toBeGreaterThan(3);
    await clickPath(sCenter, ['12,7', '12,8']);
    await sees(panel, '(12,6) → (12,7) → (12,8)');
    await shot(sCenter, 'move-fire-move-second-move');
    await sCenter.getByTestId('move-again-center').click();
    await expect.poll(() => sOC.locator('[data-unit="a1"]').getAttribute('aria-label')).toContain('hex (12,8)');
    await sees(sOC.getByTestId('turn-log'), 'a1 (light bow infantry) moved again after firing (Move-Fire-Move) (12,6) → (12,7) → (12,8)');
    // Its move is spent and it has battled: nothing more for it.
    await sCenter.locator('[data-unit="a1"]').click();
    expect(await sCenter.getByTestId('move-after-fire-center').count()).toBe(0);
  }, 90_000);
});
