// A hand report cannot be swapped under its confirmation (issue 17, item 6), in the browser:
// the opponent's page shows "Confirm this report: …" for the report he reads; the reporter
// changes 5–2 to 9–0 before he clicks; his click is refused (result/report_changed), the page
// then shows the new report, and only a click on that one confirms it. The page's own refreshes
// are answered with what he read until he clicks, so the swap lands between reading and clicking.
// Needs `npm run build` first (dist/client).
import { describe, expect, it } from 'vitest';
import { apiClient, tournamentWith } from '../tournament/support.js';
import { openPage, shot, tableForFile } from './seats.js';

const table = tableForFile('browser-hand-report');

describe('confirming a hand report in the browser', () => {
  it('confirms the report the player read, never one swapped in before his click', async () => {
    const base = table().base;
    const api = apiClient(base);
    const { id, T, org, tokens } = await tournamentWith(api, { name: 'Report Cup', scenario: 'vellara-ford' }, ['Ann', 'Bob']);
    const paired = await api('POST', `${T}/rounds`, {}, org);
    expect(paired.status, paired.text).toBe(201);
    const m = paired.body.tournament.matches[0] as { id: string; a: string; b: string };
    const names = Object.fromEntries((paired.body.tournament.entrants as { id: string; name: string }[]).map((e) => [e.id, e.name]));
    const [A, B] = [names[m.a], names[m.b]];
    const result = (a: number, b: number) => ({ winner: m.a, banners: { [m.a]: a, [m.b]: b } });
    expect((await api('POST', `${T}/matches/${m.id}/games/1/report`, result(5, 2), tokens[m.a])).status).toBe(200);

    const page = await openPage(table(), `${base}/?tournament=${id}&token=${tokens[m.b]}&match=${m.id}`);
    const game = page.getByTestId('game-1');
    const confirm = game.getByRole('button', { name: /^Confirm this report:/ });
    await expect.poll(() => confirm.textContent(), { timeout: 8000 }).toMatch(new RegExp(`${A} won — ${A} 5 banners; ${B} 2 banners`));
    // The page refreshes itself every few seconds: until the click is sent, its refreshes are
    // answered with the tournament as the player read it (deterministic, whatever the timer).
    const read = await (await fetch(`${base}/api/tournaments/${id}`, { headers: { authorization: `Bearer ${tokens[m.b]}` } })).text();
    let held = true;
    await page.route(`**/api/tournaments/${id}**`, async (route) => {
      if (route.request().method() === 'POST') held = false;
      if (held && route.request().method() === 'GET') return route.fulfill({ status: 200, contentType: 'application/json', body: read });
      return route.continue();
    });

    // The reporter swaps the report while the opponent reads the old one.
    expect((await api('POST', `${T}/matches/${m.id}/games/1/report`, result(9, 0), tokens[m.a])).status).toBe(200);
    await confirm.click();
    await expect.poll(() => game.getByTestId('refusal').textContent()).toMatch(/^result\/report_changed .*not the one waiting now/);
    expect((await api('GET', `${T}/matches/${m.id}`)).body.games[0].result).toBeNull();
    // The page shows the new report now; confirming it counts 9–0.
    await expect.poll(() => confirm.textContent()).toMatch(new RegExp(`${A} 9 banners; ${B} 0 banners`));
    await shot(page, 'hand-report-changed');
    await confirm.click();
    await expect.poll(async () => (await api('GET', `${T}/matches/${m.id}`)).body.games[0].result?.banners[m.a]).toBe(9);
    await expect.poll(() => game.getByTestId('game-result').textContent()).toMatch(new RegExp(`${A} won — ${A} 9 banners`));
  }, 40_000);
});
