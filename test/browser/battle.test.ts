// Eight seats play a turn whose two battles the referee judges (issue 16): a ranged attack in
// the Center and a close combat on the Left, with no number typed by any player. The dice are
// forced (as in scripted games: the in-process game, no HTTP route takes them) so the turn is
// the same every run: the ranged roll scores a hit and a flag, and the Tarsene Center Field
// General — the defending army's — picks his own unit's retreat on his screen; the close combat
// scores two hits and the defender battles back. Needs `npm run build` first (dist/client).
import { describe, expect, it } from 'vitest';
import type { ScenarioInput } from '../../engine/scenario/types.js';
import { EIGHT_SEATS as SEATS, openForcedTable, sees, shot, tableForFile } from './seats.js';

const scenario: ScenarioInput = {
  id: 'two-battles',
  name: 'Two Battles',
  firstArmy: 'south',
  armies: { south: { name: 'Aurel', commandCards: 4, victoryBanners: 5 }, north: { name: 'Tarsene League', commandCards: 4, victoryBanners: 5 } },
  terrain: [{ hex: { col: 9, row: 2 }, terrain: 'forest' }, { hex: { col: 14, row: 3 }, terrain: 'hill' }],
  units: [
    // Centre: Aurel's bows three hexes from a Tarsene medium infantry.
    { id: 'a1', army: 'south', type: 'light-bow-infantry', hex: { col: 12, row: 7 } },
    { id: 't1', army: 'north', type: 'medium-infantry', hex: { col: 12, row: 4 } },
    // Aurel's left (the Tarsene right): heavy infantry next to a medium infantry.
    { id: 'a2', army: 'south', type: 'heavy-infantry', hex: { col: 5, row: 5 } },
    { id: 't2', army: 'north', type: 'medium-infantry', hex: { col: 5, row: 4 } },
    { id: 'a3', army: 'south', type: 'medium-cavalry', hex: { col: 21, row: 7 } },
    { id: 't3', army: 'north', type: 'light-cavalry', hex: { col: 21, row: 0 } },
  ],
};

// The ranged roll (2 dice): a blue triangle (a hit on medium infantry) and a flag. The close
// combat (5 dice): two blue triangles, three green circles; the battle back (4): green circles.
const DICE = ['medium', 'banner', 'medium', 'medium', 'light', 'light', 'light', 'light', 'light', 'light', 'light'] as const;

const table = tableForFile('battle-browser');

describe('the battle judged by the referee, at eight screens', () => {
  it('plays a ranged and a close combat with no number typed, the defender choosing his own retreat', async () => {
    const deckOrder = ['order-two-left#1', 'order-two-center#1', 'order-three-right#1', 'rally#1', 'order-two-center#2', 'order-three-left#1', 'order-light-troops#1', 'line-command#1'];
    const at = await openForcedTable(table(), { scenario: scenario as never, players: 8 }, { dice: [...DICE], deckOrder });
    const sOC = at('south:oc');
    const sLeft = at('south:left');
    const sCenter = at('south:center');
    const nCenter = at('north:center');

    // The board draws the terrain with its legend, from the referee's terrain table.
    await sees(sCenter.getByTestId('terrain-legend'), 'Forest');
    await sees(sCenter.getByTestId('terrain-legend'), 'blocks line of sight');
    expect(await sCenter.locator('[data-terrain="hill"]').count()).toBeGreaterThan(0);

    // Aurel's Overall Commander issues a card to the Left and one to the Center.
    await sOC.getByTestId('issue-order-two-left#1').click();
    await sOC.getByTestId('issue-order-two-center#1').click();
    await sOC.getByTestId('visit').selectOption('center');
    await sOC.getByTestId('complete-command').click();

    // Orders from the board; no unit moves (the bows fire at full dice, 2, from where they stand).
    await sLeft.locator('[data-unit="a2"]').click();
    await sCenter.locator('[data-unit="a1"]').click();
    for (const s of ['left', 'center', 'right'] as const) await at(`south:${s}`).getByTestId(`end-orders-${s}`).click();
    // A Field General who clicks an ordered unit sees every hex it may reach.
    await sCenter.locator('[data-unit="a1"]').click();
    await expect.poll(() => sCenter.locator('.target-hex').count()).toBeGreaterThan(4);
    await sCenter.locator('[data-unit="a1"]').focus();
    await sCenter.keyboard.press('Escape');
    for (const s of ['left', 'center', 'right'] as const) await at(`south:${s}`).getByTestId(`end-moves-${s}`).click();

    // --- The ranged attack. The target is marked, and the dice the referee will roll are shown.
    await sees(sCenter.getByTestId('fg-step-center'), 'declaring battles');
    await sCenter.locator('[data-unit="a1"]').click();
    await expect.poll(() => sCenter.locator('[data-unit="t1"]').getAttribute('class')).toContain('can-target');
    await sCenter.locator('[data-unit="t1"]').click();
    await sees(sCenter.getByTestId('dice-center'), '2 dice at range');
    expect(await sCenter.locator('input[type="number"]').count()).toBe(0);
    await shot(sCenter, 'battle-south-center-declare');
    await sCenter.getByTestId('declare-center').click();
    // Every seat reads the roll die by die, with the rule behind each.
    const report = sOC.getByTestId('battle-report-center');
    await sees(report, 'blue triangle (medium) hits medium infantry');
    await sees(report, 'a flag');
    await sees(report, '1 hit, 1 block lost; 1 flag');
    // The flag: t1 retreats one hex toward its own side, and two hexes are free. The choice is
    // the defending Center Field General's, on his screen; nobody else gets it.
    const choice = nCenter.getByTestId('battle-choice');
    await sees(choice, 'choose a retreat path');
    await sees(choice, 'Retreat to (11,3)');
    await sees(choice, 'Retreat to (12,3)');
    for (const seat of SEATS.filter((s) => s !== 'north:center')) expect(await at(seat).getByTestId('battle-choice').count()).toBe(0);
    await sees(sCenter.getByTestId('resolving-center'), "waiting for Tarsene League's Center Field General to choose");
    await shot(nCenter, 'battle-north-center-retreat-choice');
    await choice.getByRole('button', { name: 'Retreat to (12,3)' }).click();
    await expect.poll(() => sOC.locator('[data-unit="t1"]').getAttribute('aria-label')).toContain('3 of 4 blocks, hex (12,3)');
    await sees(sOC.getByTestId('turn-log'), 't1 (medium infantry) retreated (12,4) → (12,3)');

    // --- The close combat on the Left: the Tarsene Overall Commander's First Strike window first.
    await sLeft.locator('[data-unit="a2"]').click();
    await sLeft.locator('[data-unit="t2"]').click();
    await sees(sLeft.getByTestId('dice-left'), '5 dice in close combat');
    await sLeft.getByTestId('declare-left').click();
    await at('north:oc').getByTestId('decline-first-strike-left').click();
    const closeReport = sLeft.getByTestId('battle-report-left');
    await sees(closeReport, '2 hits, 2 blocks lost');
    await sees(closeReport, 'battles back');
    await expect.poll(() => sOC.locator('[data-unit="t2"]').getAttribute('aria-label')).toContain('2 of 4 blocks');
    await expect.poll(() => sOC.locator('[data-unit="a2"]').getAttribute('aria-label')).toContain('4 of 4 blocks');
    await shot(sLeft, 'battle-south-left-report');
    // No number was typed anywhere in the battle step.
    for (const seat of SEATS) expect(await at(seat).locator('.field-general input[type="number"], .battle-choice input, .battle-reports input').count()).toBe(0);

    for (const s of ['left', 'center', 'right'] as const) await at(`south:${s}`).getByTestId(`end-battles-${s}`).click();
    await sees(sOC.getByTestId('turn-line'), 'Tarsene League');
  }, 90_000);
});
