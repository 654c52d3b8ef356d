// The preset tournaments' pages in Debian's Chromium: the new-tournament page offers the
// format (its help and rounds), a V:TES tournament is created there, entrants sign up (an
// Urban War or ASO 2008 sign-up asks for what the format needs), the organizer seats round 1
// and sees tables of 5 and 4 from position one, enters a table's victory points, and the
// standings show game wins, victory points and tournament points. Needs `npm run build` first.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, shot, tableForFile } from './seats.js';

const UI_TIMEOUT = 8000;
const table = tableForFile('browser-presets');
const open = (url: string): Promise<Page> => openPage(table(), url, UI_TIMEOUT);

async function post(path: string, body: unknown, token?: string): Promise<any> {
  const res = await fetch(`${table().base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  return res.json();
}

describe('the preset tournament pages', () => {
  it('creates a V:TES tournament, seats tables of 5 and 4, enters victory points, shows the standings', async () => {
    const org = await open(`${table().base}/`);
    await org.getByTestId('new-tournament').click();
    await org.getByLabel('Tournament name').fill('V:TES Browser Qualifier');
    await org.getByLabel('Format').selectOption('aso2008');
    await expect.poll(() => org.getByTestId('format-help').textContent()).toMatch(/rating pools/);
    await org.getByLabel('Format').selectOption('vtes');
    await expect.poll(() => org.getByTestId('format-help').textContent()).toMatch(/tables of 4 and 5/);
    await org.getByLabel('Rounds').fill('2');
    await org.getByRole('button', { name: 'Create tournament' }).click();
    await org.getByTestId('tournament-created').waitFor();
    const organizerUrl = await org.getByRole('textbox', { name: 'organizer link' }).inputValue();
    const id = new URL(organizerUrl).searchParams.get('tournament')!;
    const token = new URL(organizerUrl).searchParams.get('token')!;

    await org.goto(organizerUrl);
    await expect.poll(() => org.getByTestId('format').textContent()).toMatch(/^V:TES/);
    await org.getByRole('button', { name: 'Open registration' }).click();
    await expect.poll(() => org.getByTestId('registration-status').textContent()).toBe('Registration is open.');
    for (let i = 1; i <= 9; i++) expect((await post(`/api/tournaments/${id}/entrants`, { name: `Methuselah${i}` })).entrantId).toBeTruthy();
    await org.reload();
    await expect.poll(() => org.locator('[data-testid="entrants"] tbody tr').count()).toBe(9);
    await org.getByRole('button', { name: 'Close registration' }).click();
    await org.getByRole('tab', { name: 'Pairings' }).click();
    await org.getByRole('button', { name: 'Seat round 1' }).click();
    const round1 = org.getByTestId('preset-round-1');
    await round1.waitFor();
    await expect.poll(() => round1.locator('tr[data-table]').count()).toBe(2);
    await expect.poll(() => org.getByTestId('time-limit').textContent()).toBe('Each round: 120 minutes, then time is called.');
    await expect.poll(() => round1.locator('tr[data-table="1"] td').first().textContent()).toBe('1 (5 players)');
    await expect.poll(() => round1.locator('tr[data-table="2"] td').first().textContent()).toBe('2 (4 players)');
    // Table 2's victory points: the first seat 2.5, the second 1, the others 0.
    const inputs = round1.locator('tr[data-table="2"] input');
    await inputs.nth(0).fill('2.5');
    await inputs.nth(1).fill('1');
    await round1.locator('tr[data-table="2"]').getByRole('button', { name: 'Enter VP' }).click();
    await org.getByRole('tab', { name: 'Standings' }).click();
    const rows = org.locator('[data-testid="standings"] tbody tr');
    await expect.poll(() => rows.count()).toBe(9);
    // The winner of table 2: one Game Win, 2.5 VP, 60 TP (columns: rank, name, GW, VP, TP).
    await expect.poll(() => rows.first().locator('td').nth(2).textContent()).toBe('1');
    await expect.poll(() => rows.first().locator('td').nth(3).textContent()).toBe('2.5');
    await expect.poll(() => rows.first().locator('td').nth(4).textContent()).toBe('60');
    await shot(org, 'vtes-standings');

    // The rest of the preliminaries through the API, then the final table on the page.
    const get = async (path: string) => (await fetch(`${table().base}${path}`)).json();
    const enter = async (round: number) => {
      const r = await get(`/api/tournaments/${id}/pairings?round=${round}`);
      for (const tb of r.tables as { table: number; seats: string[] }[])
        if (!r.results.some((x: { table: number }) => x.table === tb.table))
          expect((await post(`/api/tournaments/${id}/rounds/${round}/results`, { result: { table: tb.table, vp: Object.fromEntries(tb.seats.map((x, i) => [x, i === 0 ? 2 : 0.5])) } }, token)).error).toBeUndefined();
    };
    await enter(1);
    expect((await post(`/api/tournaments/${id}/rounds`, {}, token)).error).toBeUndefined();
    await enter(2);
    await org.reload();
    await org.getByRole('tab', { name: 'Standings' }).click();
    const form = org.getByTestId('vtes-final-form');
    await form.getByRole('button', { name: 'Seat the final' }).click();
    await expect.poll(() => org.getByTestId('vtes-final').textContent()).toMatch(/Seating \(cards read left to right\)/);
    await form.getByRole('spinbutton').first().fill('3');
    await form.getByRole('button', { name: 'Enter final VP' }).click();
    await expect.poll(() => org.getByTestId('vtes-final').textContent()).toMatch(/Winner: Methuselah\d \(most victory points in the final\)/);
    await shot(org, 'vtes-final');
  }, 60_000);

  it('an Urban War sign-up asks for the faction and the models', async () => {
    const made = await post('/api/tournaments', { name: 'Urban War Browser GT', format: 'urban-war' });
    await post(`/api/tournaments/${made.id}/registration`, { open: true }, made.organizer.token);
    const p = await open(made.url);
    await p.getByLabel('Entrant name').fill('Sgt Rock');
    await p.getByRole('button', { name: 'Sign up' }).click();
    await expect.poll(() => p.getByTestId('refusal').textContent()).toMatch(/^entrant\/profile_required /);
    await p.getByLabel('Faction').fill('Triad');
    await p.getByLabel('Models').fill('12');
    await p.getByRole('button', { name: 'Sign up' }).click();
    await p.getByTestId('entrant-link').waitFor();
  }, 30_000);

  it('ASO 2008: the organizer names three scenarios, both players choose on their pages, the scenario is decided', async () => {
    const made = await post('/api/tournaments', { name: 'ASO Browser', format: 'aso2008' });
    const id = made.id as string;
    const org = made.organizer.token as string;
    await post(`/api/tournaments/${id}/registration`, { open: true }, org);
    const tokens: Record<string, string> = {};
    for (const [i, name] of ['Klaus', 'Sven', 'Ole', 'Lars'].entries()) {
      const r = await post(`/api/tournaments/${id}/entrants`, { name, profile: { rating: 1900 - i * 50, nationality: 'DK' } });
      tokens[r.entrantId] = r.token;
    }
    await post(`/api/tournaments/${id}/registration`, { open: false }, org);
    expect((await post(`/api/tournaments/${id}/rounds`, {}, org)).error).toBeUndefined();
    const page = await open(`${table().base}/?tournament=${id}&token=${org}`);
    await page.getByRole('tab', { name: 'Pairings' }).click();
    for (const [i, n] of ['Tavern Brawl', 'Bridge Too Far', 'Hill 621'].entries()) await page.getByLabel(`Round 1 scenario ${i + 1}`).fill(n);
    await page.getByRole('button', { name: 'Name them' }).click();
    await expect.poll(() => page.getByTestId('preset-round-1').textContent()).toMatch(/0 of 2 choices in/);
    // Round 1 table 1: Klaus (e1) v Ole (e3), seeded 1 v 3.
    for (const [e, strike, first] of [['e1', 'Tavern Brawl', 'Hill 621'], ['e3', 'Bridge Too Far', 'Tavern Brawl']] as const) {
      const p = await open(`${table().base}/?tournament=${id}&token=${tokens[e]}`);
      await p.getByRole('tab', { name: 'Pairings' }).click();
      await p.getByLabel('Scenario to strike').selectOption(strike);
      await p.getByLabel('First priority').selectOption(first);
      await p.getByRole('button', { name: 'Send my choice' }).click();
      await expect.poll(() => p.getByTestId('preset-round-1').textContent()).toMatch(e === 'e1' ? /1 of 2 choices in/ : /scenario Hill 621 \(different strikes\)/);
    }
    await page.reload();
    await page.getByRole('tab', { name: 'Pairings' }).click();
    await expect.poll(() => page.getByTestId('scenario-decision').first().textContent()).toBe('scenario Hill 621 (different strikes)');
    await shot(page, 'aso-scenario');

    // Klaus reports his win on his page; Ole confirms it on his.
    const klaus = await open(`${table().base}/?tournament=${id}&token=${tokens.e1}`);
    await klaus.getByRole('tab', { name: 'Pairings' }).click();
    await klaus.getByTestId('preset-round-1').getByRole('button', { name: 'Klaus won' }).click();
    await expect.poll(() => klaus.getByTestId('preset-round-1').textContent()).toMatch(/reported by Klaus, waiting for confirmation/);
    const ole = await open(`${table().base}/?tournament=${id}&token=${tokens.e3}`);
    await ole.getByRole('tab', { name: 'Pairings' }).click();
    await ole.getByRole('button', { name: "Confirm Klaus's report" }).click();
    await expect.poll(() => ole.getByTestId('preset-round-1').textContent()).toMatch(/Klaus won/);
  }, 60_000);
});
