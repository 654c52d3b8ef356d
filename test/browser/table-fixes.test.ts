// The table as players want it (issue 62): a refusal banner does not outlive its step; the
// defending Overall Commander declines First Strike for a whole turn at once; "Battles
// this turn" keeps every battle of the turn, each telling the units' blocks as they were; the
// battle form drops an attacker the battle eliminated instead of going stale. Needs
// `npm run build` first (dist/client).
import { describe, expect, it } from 'vitest';
import type { ScenarioInput } from '../../engine/scenario/types.js';
import { endStep, openForcedTable, openPage, sees, shot, tableForFile } from './seats.js';

const scenario: ScenarioInput = {
  id: 'table-fixes',
  name: 'Table Fixes',
  firstArmy: 'south',
  armies: { south: { name: 'Aurel', commandCards: 4, victoryBanners: 5 }, north: { name: 'Tarsene League', commandCards: 4, victoryBanners: 5 } },
  terrain: [],
  units: [
    // A two-block heavy infantry next to a medium infantry that will battle back and eliminate it.
    { id: 'a1', army: 'south', type: 'heavy-infantry', hex: { col: 11, row: 6 }, blocks: 2 },
    { id: 't1', army: 'north', type: 'medium-infantry', hex: { col: 12, row: 6 } },
    // Bows three hexes from another medium infantry.
    { id: 'a2', army: 'south', type: 'light-bow-infantry', hex: { col: 9, row: 6 } },
    { id: 't2', army: 'north', type: 'medium-infantry', hex: { col: 9, row: 3 } },
  ],
};

// Battle 1: the heavy infantry's 5 dice miss; the battle back's two red squares eliminate it.
// Battle 2: the bows' 2 dice, a blue triangle and a green circle.
const DICE = ['light', 'light', 'light', 'light', 'light', 'heavy', 'heavy', 'light', 'light', 'medium', 'light'] as const;

const table = tableForFile('table-fixes-browser');

describe('the table as players want it', () => {
  it('clears a refusal when its step ends, keeps every battle as it was, and drops an eliminated attacker from the form', async () => {
    const deckOrder = ['order-four-center#1', 'order-two-left#1', 'order-two-right#1', 'order-three-center#1', 'order-two-center#1', 'order-two-center#2', 'order-two-left#2', 'order-two-right#2'];
    const at = await openForcedTable(table(), { scenario: scenario as never, players: 8 }, { dice: [...DICE], deckOrder });
    const sOC = at('south:oc');
    const sCenter = at('south:center');

    // A card dropped on a general who may not take it: refused, with its reason...
    await sOC.locator('[data-card-id="order-four-center#1"]').dragTo(sOC.getByTestId('general-left'));
    await sees(sOC.getByTestId('rejections'), 'Refused: Issue Order Four Units Center to the Left Field General.');
    // ...and gone once the command step is over.
    await sOC.getByTestId('issue-order-four-center#1').click();
    await sOC.getByTestId('visit').selectOption('center');
    await sOC.getByTestId('complete-command').click();
    await sees(sOC.getByTestId('turn-line'), 'Orders and moves');
    await expect.poll(() => sOC.getByTestId('rejections').count()).toBe(0);

    await sCenter.locator('[data-unit="a1"]').click();
    await sCenter.locator('[data-unit="a2"]').click();
    await endStep(at, 'south', 'end-orders');
    await endStep(at, 'south', 'end-moves');

    // Battle 1: the heavy infantry attacks and falls to the battle back.
    await sCenter.locator('[data-unit="a1"]').click();
    await sCenter.locator('[data-unit="t1"]').click();
    await sCenter.getByTestId('declare-center').click();
    // The defending Overall Commander declines First Strike for the rest of the turn, once:
    // the open window closes without a Decline click.
    await at('north:oc').getByTestId('decline-first-strike-turn').click();
    await expect.poll(() => sOC.locator('[data-unit="a1"]').count()).toBe(0);
    // The form does not keep the fallen attacker nor its target.
    expect(await sCenter.getByTestId('attacker-center').inputValue()).toBe('');
    expect(await sCenter.getByTestId('target-center').inputValue()).toBe('');
    expect(await sCenter.getByTestId('dice-center').count()).toBe(0);

    // Battle 2 in the same section: the bows fire.
    await sCenter.locator('[data-unit="a2"]').click();
    await sCenter.locator('[data-unit="t2"]').click();
    await sCenter.getByTestId('declare-center').click();
    const report = sOC.getByTestId('battle-report-center');
    await sees(report, 'Battle 2');
    // Both battles are there, in order, each with the blocks of its day: the heavy infantry
    // had 2 blocks when it attacked, though it has none now.
    await sees(report.locator('[data-battle="1"]'), 'a1 Heavy Infantry (2 blocks) attacks t1 Medium Infantry (4 blocks)');
    await sees(report.locator('[data-battle="1"]'), 't1 Medium Infantry (4 blocks) battles back a1 Heavy Infantry (2 blocks)');
    await sees(report.locator('[data-battle="2"]'), 'a2 Light Bow Infantry (4 blocks) attacks t2 Medium Infantry (4 blocks)');
    expect(await report.textContent()).not.toContain('(0 blocks)');
    await shot(sOC, 'table-battles-this-turn');
  }, 90_000);
});

describe('no dead ends', () => {
  it('a game link without its token and an unknown tournament say what went wrong and link onward', async () => {
    const page = await openPage(table(), `${table().base}/?game=g-unknown`);
    await sees(page.getByTestId('missing-token'), 'This game link has no seat token');
    expect(await page.getByTestId('missing-token').getByRole('link', { name: 'Go to the start page' }).getAttribute('href')).toBe('/');
    await page.goto(`${table().base}/?tournament=t-nowhere`);
    await sees(page.getByTestId('tournament-dead-end'), 'Check the link you were sent');
    expect(await page.getByTestId('tournament-dead-end').getByRole('link', { name: 'All tournaments' }).getAttribute('href')).toBe('/?tournaments');
  }, 30_000);
});
