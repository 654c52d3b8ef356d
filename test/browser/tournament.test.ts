// The tournament pages in Debian's Chromium (playwright-core): the organizer creates a
// tournament from the start page and opens registration, five entrants sign up in their own
// browsers, the organizer closes registration and pairs round 1; the pairings and standings
// pages show it, an entrant opens his match and gets his seat link, and a refused action shows
// its code and sentence. Needs `npm run build` first (dist/client). Screenshots in test-results/.
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferee, type Referee } from '../../server/app.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const clientDir = join(root, 'dist/client');
const shots = join(root, 'test-results');
const CHROMIUM = '/usr/bin/chromium';
const UI_TIMEOUT = 8000;

let referee: Referee | undefined;
let browser: Browser | undefined;
let base = '';
const contexts: BrowserContext[] = [];

async function open(url: string): Promise<Page> {
  const ctx = await browser!.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(ctx);
  const page = await ctx.newPage();
  page.setDefaultTimeout(UI_TIMEOUT);
  await page.goto(url);
  return page;
}

beforeAll(async () => {
  if (!existsSync(join(clientDir, 'index.html'))) throw new Error(`The client is not built: ${clientDir}/index.html is missing. Run \`npm run build\` before the browser tests.`);
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: run test/browser/ensure-chromium.sh (installs Debian's chromium package).`);
  const dbFile = join(mkdtempSync(join(tmpdir(), 'referee-tournament-browser-')), 'referee.sqlite');
  let n = 0;
  referee = await startReferee({ port: 0, dbFile, clientDir, newSeed: () => `browser-tournament-${++n}` });
  base = `http://127.0.0.1:${referee.port}`;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  mkdirSync(shots, { recursive: true });
}, 20_000);

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await referee?.close();
});

const NAMES = ['Hannibal_B', 'Scipio77', 'Darius3', 'Xerxes_K', 'Pyrrhus'];

describe('the tournament pages', () => {
  it('an organizer creates a tournament, entrants register, round 1 is paired and shown', async () => {
    // From the start page to the new-tournament form.
    const org = await open(`${base}/`);
    await org.getByTestId('new-tournament').click();
    await org.getByLabel('Tournament name').fill('Browser Open');
    await org.getByLabel('Scenario', { exact: true }).selectOption('vellara-ford');
    await org.getByRole('button', { name: 'Create tournament' }).click();
    await org.getByTestId('tournament-created').waitFor();
    const organizerUrl = await org.getByRole('textbox', { name: 'organizer link' }).inputValue();
    const publicUrl = await org.getByRole('textbox', { name: 'public link' }).inputValue();
    const refereeUrl = await org.getByRole('textbox', { name: 'referee link' }).inputValue();
    expect(organizerUrl).toMatch(/\?tournament=[\w-]+&token=/);
    await org.screenshot({ path: join(shots, 'tournament-created.png'), fullPage: true });

    // The organizer's page: he opens registration.
    await org.goto(organizerUrl);
    await expect.poll(() => org.getByTestId('you').textContent()).toBe('Organizer');
    await org.getByRole('button', { name: 'Open registration' }).click();
    await expect.poll(() => org.getByTestId('registration-status').textContent()).toBe('Registration is open.');

    // Five entrants sign up on the public page, each in his own browser.
    const entrantUrls: string[] = [];
    for (const name of NAMES) {
      const p = await open(publicUrl);
      await p.getByLabel('Entrant name').fill(name);
      await p.getByRole('button', { name: 'Sign up' }).click();
      await p.getByTestId('entrant-link').waitFor();
      entrantUrls.push(await p.getByRole('textbox', { name: 'entrant link' }).inputValue());
      if (name === NAMES[0]) await p.screenshot({ path: join(shots, 'tournament-signed-up.png'), fullPage: true });
    }
    // A second sign-up under a taken name is refused, with its code and sentence.
    const dup = await open(publicUrl);
    await dup.getByLabel('Entrant name').fill('scipio77');
    await dup.getByRole('button', { name: 'Sign up' }).click();
    await expect.poll(() => dup.getByTestId('refusal').textContent()).toMatch(/^entrant\/name_taken .+already entered/);

    // The organizer closes registration and pairs round 1.
    await org.reload();
    await expect.poll(() => org.locator('[data-testid="entrants"] tbody tr').count()).toBe(5);
    await org.getByRole('button', { name: 'Close registration' }).click();
    await expect.poll(() => org.getByTestId('registration-status').textContent()).toBe('Registration is closed.');
    await org.getByRole('tab', { name: 'Pairings' }).click();
    await org.getByRole('button', { name: 'Pair round 1' }).click();
    const round1 = org.getByTestId('round-1');
    await round1.waitFor();
    await expect.poll(() => round1.locator('tbody tr').count()).toBe(3); // two matches and the bye
    await expect.poll(() => round1.locator('tr[data-match="bye"]').count()).toBe(1);
    await org.screenshot({ path: join(shots, 'tournament-pairings.png'), fullPage: true });
    // Pairing round 2 now is refused: round 1's results are missing.
    await org.getByRole('button', { name: 'Pair round 2' }).click();
    await expect.poll(() => org.getByTestId('refusal').textContent()).toMatch(/^pairing\/results_missing /);

    // The standings: five entrants, the bye's 3 points.
    await org.getByRole('tab', { name: 'Standings' }).click();
    const rows = org.locator('[data-testid="standings"] tbody tr');
    await expect.poll(() => rows.count()).toBe(5);
    await expect.poll(() => rows.first().locator('td').nth(2).textContent()).toBe('3');
    await org.screenshot({ path: join(shots, 'tournament-standings.png'), fullPage: true });

    // An entrant opens his match report and gets his own seat link for game 1.
    const view = await (await fetch(`${base}/api/tournaments/${new URL(publicUrl).searchParams.get('tournament')}`)).json();
    const first = view.matches[0];
    const idx = view.entrants.findIndex((e: { id: string }) => e.id === first.a);
    const player = await open(entrantUrls[idx]!);
    await player.getByRole('tab', { name: 'Pairings' }).click();
    await player.locator(`tr[data-match="${first.id}"]`).getByRole('link', { name: 'My match: games and report' }).click();
    await player.getByTestId('match-report').waitFor();
    await player.getByTestId('game-1').getByRole('button', { name: 'My seat link' }).click();
    const seatLinks = player.getByTestId('game-1').getByTestId('seat-links').locator('li');
    await expect.poll(() => seatLinks.count()).toBe(1);
    expect(await seatLinks.first().locator('input').inputValue()).toMatch(/\/\?game=[\w-]+&token=/);
    await player.screenshot({ path: join(shots, 'tournament-match-report.png'), fullPage: true });

    // He opens a dispute on game 1; the referee sees it in his queue and rules with a reason.
    await player.getByTestId('game-1').getByText('Open a dispute on this game').click();
    await player.getByLabel('Dispute on game 1').fill('My opponent never showed up for game 1.');
    await player.getByTestId('game-1').getByRole('button', { name: 'Open dispute' }).click();
    await expect.poll(() => player.getByTestId('game-1').textContent()).toContain('D1 (open)');
    const ref = await open(refereeUrl);
    await expect.poll(() => ref.getByTestId('you').textContent()).toBe('Referee');
    await ref.getByRole('tab', { name: /Disputes/ }).click();
    const d1 = ref.getByTestId('dispute-D1');
    await expect.poll(() => d1.textContent()).toContain('never showed up');
    // Ruling without a reason is refused, with the code shown.
    await d1.getByRole('button', { name: 'Rule: the result stands' }).click();
    await expect.poll(() => d1.getByTestId('refusal').textContent()).toMatch(/^dispute\/reason_required /);
    await d1.getByLabel('Reason for D1').fill('The game has not been played yet; play it by the round deadline.');
    await d1.getByRole('button', { name: 'Rule: the result stands' }).click();
    await expect.poll(() => d1.getByTestId('ruling').textContent()).toContain('not been played yet');
    await ref.screenshot({ path: join(shots, 'tournament-dispute-ruled.png'), fullPage: true });
  }, 90_000);
});
