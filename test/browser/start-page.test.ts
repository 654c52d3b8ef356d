// The start page (issue 4): an organizer's own scenario file is read in the browser and
// checked by the referee when the game is created; every problem is listed, one per line, and
// a valid file creates the game and hands out the links. Needs `npm run build` first.
import { describe, expect, it } from 'vitest';
import { connected, openPage, sees, shot, tableForFile } from './seats.js';

const table = tableForFile('start-page');

describe('the start page', () => {
  it('lists every problem the referee finds in an uploaded scenario file, and plays a valid one', async () => {
    const start = await openPage(table(), `${table().base}/`);
    await start.getByLabel(/Your own scenario file/).check();
    // The format is on the page (the server serves no docs/ folder): no link leads there.
    expect(await start.locator('a[href*="docs/"]').count()).toBe(0);
    await start.getByTestId('scenario-format').locator('summary').click();
    await sees(start.getByTestId('scenario-format'), '# Scenario format');
    await sees(start.getByTestId('scenario-format'), '`firstArmy`');
    const example = await start.getByTestId('scenario-example').getAttribute('href');
    expect(example).toMatch(/^data:application\/json/);
    expect(JSON.parse(decodeURIComponent(example!.slice(example!.indexOf(',') + 1)))).toMatchObject({ id: 'vellara-ford', name: 'The Fords of Vellara' });
    await start.getByTestId('scenario-file').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"id": "x",') });
    await sees(start.getByTestId('scenario-file-error'), 'broken.json is not JSON');
    const bad = {
      id: 'skirmish', name: 'Skirmish', firstArmy: 'south',
      armies: { north: { name: 'North', commandCards: 5, victoryBanners: 4 }, south: { name: 'South', commandCards: 5, victoryBanners: 4 } },
      units: [
        { id: 's1', army: 'south', type: 'light-infantry', hex: { col: 30, row: 7 } },
        { id: 's1', army: 'south', type: 'elephant', hex: { col: 3, row: 7 } },
        { id: 'n1', army: 'north', type: 'light-infantry', hex: { col: 3, row: 1 } },
      ],
    };
    await start.getByTestId('scenario-file').setInputFiles({ name: 'skirmish.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
    await sees(start.getByTestId('scenario-file-summary'), 'skirmish.json: Skirmish — South against North, 3 units');
    await start.getByRole('button', { name: 'Create game' }).click();
    const problems = start.getByTestId('scenario-problems');
    await sees(problems, 'The referee refused this scenario');
    await expect.poll(() => problems.locator('li').count()).toBe(2);
    expect(await problems.locator('li').nth(0).textContent()).toBe('units.0.hex: hex (30,7) is off the 26x9 board');
    expect(await problems.locator('li').nth(1).textContent()).toBe('units.1.id: unit id s1 is used twice');
    await shot(start, 'start-page-scenario-problems');
    // A valid file creates the game and hands out the links.
    const good = { ...bad, units: [bad.units[0]!, bad.units[2]!].map((u) => ({ ...u, hex: u.army === 'south' ? { col: 3, row: 7 } : u.hex })) };
    await start.getByTestId('scenario-file').setInputFiles({ name: 'skirmish.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(good)) });
    await start.getByRole('button', { name: 'Create game' }).click();
    await expect.poll(() => start.locator('tr[data-seat]').count()).toBe(10);
    await sees(start.getByTestId('invites'), 'South');
    // Each row names the seat as the players will, the seat id small after it.
    expect(await start.locator('[data-seat="south:oc"] th').textContent()).toBe("South's Overall Commander south:oc");
    expect(await start.locator('[data-seat="north:right"] th').textContent()).toBe("North's Right Field General north:right");
    expect(await start.locator('[data-seat="north:right"] button').getAttribute('aria-label')).toBe("Copy the North's Right Field General link");
    const oc = await openPage(table(), await start.locator('[data-seat="south:oc"] input').inputValue());
    await connected(oc);
    await sees(oc.locator('.topbar h1'), 'Epic Ancients — Skirmish');
    await expect.poll(() => oc.locator('[data-testid="hand"] > li').count()).toBe(5);
  }, 30_000);

  it('says the referee judges the whole battle, and keeps the movement allowance rule on unless switched off', async () => {
    const start = await openPage(table(), `${table().base}/`);
    const checks = start.getByTestId('referee-checks');
    await sees(checks, 'range and line of sight');
    await sees(checks, 'which die hits and why');
    await sees(checks, 'No player types a number');
    expect(await checks.textContent()).not.toContain('Not checked');
    await start.getByLabel(/The Fords of Vellara/).check();
    expect(await start.getByTestId('enforce-movement').isChecked()).toBe(true);
    await shot(start, 'start-page-referee-checks');
    await start.getByRole('button', { name: 'Create game' }).click();
    await expect.poll(() => start.locator('tr[data-seat]').count()).toBe(10);
    const link = new URL(await start.locator('[data-seat="south:oc"] input').inputValue());
    const session = table().referee.registry.sessions.get(link.searchParams.get('game')!)!;
    expect(session.state.options.enforceMovementAllowance).toBe(true);
    // Switched off, the game is created with the variant.
    await start.getByTestId('enforce-movement').uncheck();
    await start.getByRole('button', { name: 'Create game' }).click();
    await expect.poll(async () => new URL(await start.locator('[data-seat="south:oc"] input').inputValue()).searchParams.get('game')).not.toBe(link.searchParams.get('game'));
    const second = new URL(await start.locator('[data-seat="south:oc"] input').inputValue()).searchParams.get('game')!;
    expect(table().referee.registry.sessions.get(second)!.state.options.enforceMovementAllowance).toBe(false);
  }, 30_000);
});
