// The browser client end to end: a referee in-process, Debian's Chromium through
// playwright-core, three browser contexts (the organiser's start page, the south Overall
// Commander, the south Left Field General). Needs `npm run build` first (dist/client).
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
  const ctx = await browser!.newContext({ viewport: { width: 1440, height: 900 } });
  contexts.push(ctx);
  const page = await ctx.newPage();
  page.setDefaultTimeout(UI_TIMEOUT);
  await page.goto(url);
  return page;
}

beforeAll(async () => {
  if (!existsSync(join(clientDir, 'index.html'))) throw new Error(`The client is not built: ${clientDir}/index.html is missing. Run \`npm run build\` before the browser tests.`);
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: run test/browser/ensure-chromium.sh (installs Debian's chromium package).`);
  const dbFile = join(mkdtempSync(join(tmpdir(), 'referee-browser-')), 'referee.sqlite');
  // A fixed seed: the south Overall Commander's hand holds Order Two / Three Units Left.
  referee = await startReferee({ port: 0, dbFile, clientDir, newSeed: () => 'browser-1' });
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

describe('the browser table', () => {
  it('creates a game, issues a Field card, orders a unit and shows a refusal', async () => {
    // The organiser creates the game on the start page.
    const start = await open(`${base}/`);
    await start.getByLabel(/The Fords of Vellara/).check();
    await start.getByRole('radio', { name: '8' }).check();
    await start.getByRole('button', { name: 'Create game' }).click();
    const ocUrl = await start.locator('[data-seat="south:oc"] input').inputValue();
    const leftUrl = await start.locator('[data-seat="south:left"] input').inputValue();
    expect(ocUrl).toMatch(/\/\?game=.+&token=.+/);
    await expect.poll(() => start.locator('tr[data-seat]').count()).toBe(10); // 8 seats, spectator, referee
    await start.screenshot({ path: join(shots, 'start-page.png'), fullPage: true });

    // The south Overall Commander and the south Left Field General take their seats.
    const oc = await open(ocUrl);
    const left = await open(leftUrl);
    for (const page of [oc, left]) await page.getByTestId('connection').filter({ hasText: 'Connected' }).waitFor();
    const hand = oc.locator('[data-testid="hand"] > li');
    await expect.poll(() => hand.count()).toBe(8);
    await expect.poll(() => left.getByTestId('hand-size-south').textContent()).toBe('8');

    // The Overall Commander issues a section card for the Left.
    const ids = await hand.evaluateAll((els) => els.map((e) => e.getAttribute('data-card-id') ?? ''));
    const cardId = ids.find((id) => /^order-(two|three|four)-left#/.test(id));
    expect(cardId, `a Left section card in ${ids.join(', ')}`).toBeTruthy();
    const card = oc.locator(`[data-card-id="${cardId}"]`);
    const cardName = (await card.locator('strong').first().textContent())!;
    await card.getByRole('button', { name: 'Give to the Left Field General' }).click();
    await expect.poll(() => hand.count()).toBe(7);
    await expect.poll(() => left.getByTestId('cards-left').textContent()).toContain(cardName);
    await expect.poll(() => left.getByTestId('hand-size-south').textContent()).toBe('7');

    // He completes the command step, visiting the Left.
    await oc.getByTestId('visit').selectOption('left');
    await oc.getByRole('button', { name: 'Complete command step' }).click();
    await left.getByRole('button', { name: 'End orders' }).waitFor();

    // Visiting the front: the Overall Commander talks with the Left Field General.
    await oc.locator('.talk select').selectOption({ label: 'Aurel front, turn 1' });
    await oc.getByLabel('Message').fill('Take the ford on the left.');
    await oc.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => left.getByTestId('talk').textContent()).toContain('Take the ford on the left.');

    // The Left Field General orders a1 by clicking it.
    await left.locator('[data-unit="a1"]').click();
    await expect.poll(() => left.locator('[data-unit-row="a1"]').textContent()).toContain('ordered');
    await expect.poll(() => left.getByTestId('allowance-left').textContent()).toContain('Ordered 1 of');
    await expect.poll(() => left.locator('[data-unit="a1"]').getAttribute('class')).toContain('ordered');

    // A unit of the Center is not his to order: the refusal shows its reason.
    await left.locator('[data-unit="a9"]').click();
    const refusal = left.getByTestId('rejections');
    await expect.poll(() => refusal.textContent()).toContain('order/not_in_section');
    expect(await refusal.textContent()).toMatch(/Refused: Order a9\./);

    // He ends his orders: his section moves on to moving.
    await left.getByRole('button', { name: 'End orders' }).click();
    await left.getByRole('button', { name: 'End moves' }).waitFor();
    await expect.poll(() => oc.locator('[data-section-step="left"]').textContent()).toContain('moving');

    await oc.screenshot({ path: join(shots, 'south-oc.png'), fullPage: true });
    await left.screenshot({ path: join(shots, 'south-left.png'), fullPage: true });
    await start.screenshot({ path: join(shots, 'start-page-after.png'), fullPage: true });
  }, 30_000);
});
