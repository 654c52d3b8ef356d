// Helpers for browser tests that seat several players: a referee in-process, Debian's
// Chromium through playwright-core, one browser context per seat (separate storage, as
// separate people), and small waits that poll the page for a condition (never a sleep).
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { startReferee, type Referee } from '../../server/app.js';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const shots = join(root, 'test-results');
const clientDir = join(root, 'dist/client');
const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface Table {
  referee: Referee;
  dbFile: string;
  browser: Browser;
  base: string;
  contexts: BrowserContext[];
}

export async function openTable(seed: string): Promise<Table> {
  if (!existsSync(join(clientDir, 'index.html'))) throw new Error(`The client is not built: ${clientDir}/index.html is missing. Run \`npm run build\` before the browser tests.`);
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: run test/browser/ensure-chromium.sh (installs Debian's chromium package).`);
  const dbFile = join(mkdtempSync(join(tmpdir(), 'referee-browser-')), 'referee.sqlite');
  const referee = await startReferee({ port: 0, dbFile, clientDir, newSeed: () => seed });
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  mkdirSync(shots, { recursive: true });
  return { referee, dbFile, browser, base: `http://127.0.0.1:${referee.port}`, contexts: [] };
}

export async function closeTable(t: Table | undefined): Promise<void> {
  if (!t) return;
  for (const c of t.contexts) await c.close().catch(() => {});
  await t.browser.close();
  await t.referee.close();
}

/** A page in a context of its own, sized like a 1366×768 laptop's browser window. */
export async function openPage(t: Table, url: string, timeout = 10_000): Promise<Page> {
  const ctx = await t.browser.newContext({ viewport: { width: 1366, height: 768 } });
  t.contexts.push(ctx);
  const page = await ctx.newPage();
  page.setDefaultTimeout(timeout);
  await page.goto(url);
  return page;
}

export async function connected(page: Page): Promise<void> {
  await page.getByTestId('connection').filter({ hasText: 'Connected' }).waitFor();
}

/** Polls until the locator's text contains (or, with `not`, stops containing) the words. */
export async function sees(where: Locator, text: string | RegExp): Promise<void> {
  await expect.poll(async () => (await where.count()) > 0 ? await where.first().textContent() : '', { timeout: 10_000 }).toMatch(typeof text === 'string' ? new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : text);
}

/** A control that the rules forbid now: disabled, with the referee's code. */
export async function forbidden(control: Locator, code: string): Promise<string> {
  await expect.poll(() => control.getAttribute('aria-disabled'), { timeout: 10_000 }).toBe('true');
  expect(await control.getAttribute('data-code')).toBe(code);
  const title = await control.getAttribute('title');
  expect(title).toContain(code);
  return title ?? '';
}

/** A control the rules allow now. */
export async function allowed(control: Locator): Promise<void> {
  await expect.poll(() => control.getAttribute('aria-disabled'), { timeout: 10_000 }).toBe('false');
}

export async function say(page: Page, channelLabel: string, text: string): Promise<void> {
  await page.locator('.talk select').selectOption({ label: channelLabel });
  await page.getByLabel('Message').fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
}

/** Stops the referee, as in a crash or a redeploy; `startAgain` brings it back on the same
 *  port and database, and every unfinished game comes back from its log. */
export async function stopReferee(t: Table): Promise<number> {
  const port = t.referee.port;
  await t.referee.close();
  return port;
}

export async function startAgain(t: Table, port: number, seed: string): Promise<void> {
  t.referee = await startReferee({ port, dbFile: t.dbFile, clientDir, newSeed: () => seed });
}

/** The card ids of the hand an Overall Commander's screen shows. */
export async function handIds(page: Page): Promise<string[]> {
  return page.locator('[data-testid="hand"] > li').evaluateAll((els) => els.map((e) => e.getAttribute('data-card-id') ?? ''));
}

export async function talkText(page: Page): Promise<string> {
  return (await page.getByTestId('talk').textContent()) ?? '';
}

/** Clicks the hexes of a path on the battlefield, one by one, as a player does. */
export async function clickPath(page: Page, hexes: string[]): Promise<void> {
  for (const h of hexes) await page.locator(`[data-hex="${h}"]`).click();
}
