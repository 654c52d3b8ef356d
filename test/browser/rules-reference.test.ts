// The rules as the official pages say, on the screens (issue 60): before he declares, a Field
// General sees the dice the referee will roll for a close combat uphill (at most 2) and a fire
// at a unit in a forest (at most 1), each with the terrain rule named; the rules reference below
// the board and on its own page shows the forest's row with its official page, and the game's
// rules options. Needs `npm run build` first (dist/client).
import { describe, expect, it } from 'vitest';
import type { ScenarioInput } from '../../engine/scenario/types.js';
import { endStep, openForcedTable, openPage, sees, shot, tableForFile } from './seats.js';

const scenario: ScenarioInput = {
  id: 'hill-and-forest',
  name: 'Hill and Forest',
  firstArmy: 'south',
  armies: { south: { name: 'Aurel', commandCards: 4, victoryBanners: 5 }, north: { name: 'Tarsene League', commandCards: 4, victoryBanners: 5 } },
  terrain: [{ hex: { col: 12, row: 5 }, terrain: 'hill' }, { hex: { col: 15, row: 4 }, terrain: 'forest' }],
  units: [
    // Heavy infantry below a medium infantry on a hill.
    { id: 'a1', army: 'south', type: 'heavy-infantry', hex: { col: 12, row: 6 } },
    { id: 't1', army: 'north', type: 'medium-infantry', hex: { col: 12, row: 5 } },
    // Bows two hexes from a medium infantry in a forest.
    { id: 'a2', army: 'south', type: 'light-bow-infantry', hex: { col: 15, row: 6 } },
    { id: 't2', army: 'north', type: 'medium-infantry', hex: { col: 15, row: 4 } },
  ],
};

const table = tableForFile('rules-reference-browser');

describe('the official rules on the screens', () => {
  it('shows the uphill and forest dice before a battle is declared, and the rules reference with its sources', async () => {
    const deckOrder = ['order-four-center#1', 'order-two-left#1', 'order-two-right#1', 'order-three-center#1', 'order-two-center#1', 'order-three-left#1', 'order-three-right#1', 'order-two-center#2'];
    const at = await openForcedTable(table(), { scenario: scenario as never, players: 8, options: { hillCloseCombat: 'at-most-2' } }, { deckOrder });
    const sOC = at('south:oc');
    const sCenter = at('south:center');

    await sOC.getByTestId('issue-order-four-center#1').click();
    await sOC.getByTestId('visit').selectOption('center');
    await sOC.getByTestId('complete-command').click();
    await sCenter.locator('[data-unit="a1"]').click();
    await sCenter.locator('[data-unit="a2"]').click();
    await endStep(at, 'south', 'end-orders');
    await endStep(at, 'south', 'end-moves');
    await sees(sCenter.getByTestId('fg-step-center'), 'declaring battles');

    // Uphill: heavy infantry's 5 dice, at most 2 against a unit on a hill.
    await sCenter.locator('[data-unit="a1"]').click();
    await sCenter.locator('[data-unit="t1"]').click();
    await sees(sCenter.getByTestId('dice-center'), '2 dice in close combat');
    await sees(sCenter.getByTestId('dice-center'), 'hill: battling a unit uphill, at most 2 dice');
    await shot(sCenter, 'rules-uphill-dice');

    // Fire into a forest: the bows' 2 dice, at most 1 against a unit in a forest.
    await sCenter.locator('[data-unit="a2"]').click();
    await sCenter.locator('[data-unit="t2"]').click();
    await sees(sCenter.getByTestId('dice-center'), '1 die at range');
    await sees(sCenter.getByTestId('dice-center'), 'forest: at most 1 die at range against a unit in it');
    await shot(sCenter, 'rules-forest-dice');

    // The rules reference below the board: the forest's row and its official page, this game's options.
    const panel = sCenter.getByTestId('rules-reference');
    await panel.locator('summary').click();
    const forest = panel.locator('[data-terrain-row="forest"]');
    await sees(forest, 'fire at a unit in it at most 1 die');
    expect(await forest.locator('a').first().getAttribute('href')).toBe('https://www.commandsandcolors.net/ancients/the-game/main/16-terrain.html');
    await sees(panel.locator('[data-option="hillCloseCombat"]'), 'at-most-2');
    await sees(panel.locator('[data-unit-type="elephant"]'), 'Rolls each sword again');

    // The reference on its own page, as a player opens it in a dispute.
    const page = await openPage(table(), `${table().base}/?rules`);
    await sees(page.getByTestId('rules-page'), 'Rules reference');
    await sees(page.locator('[data-terrain-row="forest"]'), 'only light foot, auxilia and warriors may battle the turn they enter');
    await sees(page.locator('[data-terrain-row="broken-ground"]'), 'war machines may not enter');
    await shot(page, 'rules-reference-page');
  }, 90_000);
});
