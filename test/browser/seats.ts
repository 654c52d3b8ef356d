// The shared harness of the browser tests: a referee in-process with a fixed seed, Debian's
// Chromium through playwright-core with the fixed flags (the guide's; never Playwright's own
// browsers), opened before a file's tests and closed after them (`tableForFile`); one browser
// context per seat (separate storage, as separate people); SDK seats closed with the table;
// games created on the start page; screenshots; and small waits that poll the page for a
// condition (never a sleep).
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { startReferee, type Referee } from '../../server/app.js';
import { joinSeat, type Seat } from '../server/support.js';
import { openGame } from '../../server/http/api.js';

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
  /** SDK clients seated by the test (`joinAs`), left when the table closes. */
  seats: Seat[];
}

/** `now`: the referee's clock (a test moving it past a deadline); the real one by default. */
export async function openTable(seed: string, now?: () => number): Promise<Table> {
  if (!existsSync(join(clientDir, 'index.html'))) throw new Error(`The client is not built: ${clientDir}/index.html is missing. Run \`npm run build\` before the browser tests.`);
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: run test/browser/ensure-chromium.sh (installs Debian's chromium package).`);
  const dbFile = join(mkdtempSync(join(tmpdir(), 'referee-browser-')), 'referee.sqlite');
  // The tables' seeds (find-seed.ts) were found on sfc32, the generator before the HMAC stream.
  const referee = await startReferee({ port: 0, store: dbFile, clientDir, newSeed: () => seed, generator: 'sfc32', ...(now ? { now } : {}) });
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  mkdirSync(shots, { recursive: true });
  return { referee, dbFile, browser, base: `http://127.0.0.1:${referee.port}`, contexts: [], seats: [] };
}

export async function closeTable(t: Table | undefined): Promise<void> {
  if (!t) return;
  for (const s of t.seats) await s.room.leave().catch(() => {});
  for (const c of t.contexts) await c.close().catch(() => {});
  await t.browser.close();
  await t.referee.close();
}

/** The table of one test file: opened before its tests, closed after them. The answer gives
 *  the open table (it throws if called before the file's tests start). */
export function tableForFile(seed: string, now?: () => number): () => Table {
  let t: Table | undefined;
  beforeAll(async () => {
    t = await openTable(seed, now);
  }, 30_000);
  afterAll(async () => {
    await closeTable(t);
  });
  return () => {
    if (!t) throw new Error('the browser table is not open yet');
    return t;
  };
}

export interface Viewport {
  width: number;
  height: number;
}

/** A page in a context of its own, sized by default like a 1366×768 laptop's browser window. */
export async function openPage(t: Table, url: string, timeout = 10_000, viewport: Viewport = { width: 1366, height: 768 }): Promise<Page> {
  const ctx = await t.browser.newContext({ viewport });
  t.contexts.push(ctx);
  const page = await ctx.newPage();
  page.setDefaultTimeout(timeout);
  await page.goto(url);
  return page;
}

/** A seat's (spectator's, referee's) page link, as the start page and the API hand it out. */
export function gameLink(t: Table, gameId: string, token: string): string {
  return `${t.base}/?game=${gameId}&token=${token}`;
}

/** An SDK client in a seat (for a test whose players are not all pages), left with the table. */
export async function joinAs(t: Table, gameId: string, token: string): Promise<Seat> {
  const seat = await joinSeat(t.base, gameId, token);
  t.seats.push(seat);
  return seat;
}

export interface CreatedOnStartPage {
  start: Page;
  /** The link the start page shows for a seat id, `spectator` or `referee`. */
  link(seat: string): Promise<string>;
  /** That link opened in a page of its own. */
  open(seat: string): Promise<Page>;
}

/** The organiser creates a game of the Fords of Vellara on the start page, as a person does.
 *  `movementAllowance: false` switches the allowance rule off (a variant), for the tests whose
 *  found seeds and paths were made before it was enforced. */
export async function createOnStartPage(t: Table, players: 8 | 6 | 4 | 2 = 8, settings: { movementAllowance?: boolean } = {}): Promise<CreatedOnStartPage> {
  const start = await openPage(t, `${t.base}/`);
  await start.getByLabel(/The Fords of Vellara/).check();
  await start.getByRole('radio', { name: String(players) }).check();
  if (settings.movementAllowance === false) await start.getByTestId('enforce-movement').uncheck();
  await start.getByRole('button', { name: 'Create game' }).click();
  await expect.poll(() => start.locator('tr[data-seat]').count()).toBe(players + 2); // the seats, spectator, referee
  const link = (seat: string) => start.locator(`[data-seat="${seat}"] input`).inputValue();
  return { start, link, open: async (seat) => openPage(t, await link(seat)) };
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
  t.referee = await startReferee({ port, store: t.dbFile, clientDir, newSeed: () => seed, generator: 'sfc32' });
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

/** The seats of an eight-player game, and one of them. */
export const EIGHT_SEATS = ['south:oc', 'south:left', 'south:center', 'south:right', 'north:oc', 'north:left', 'north:center', 'north:right'] as const;
export type EightSeat = (typeof EIGHT_SEATS)[number];

/** A game opened in-process (as scripted games are) with these forced dice and deck order, its
 *  seats' pages opened and connected: `seats` (default all eight) each get a browser context.
 *  The answer gives the page of a seat. */
export async function openForcedTable(t: Table, request: Parameters<typeof openGame>[0], forced: NonNullable<Parameters<typeof openGame>[1]>, seats: readonly EightSeat[] = EIGHT_SEATS): Promise<(seat: EightSeat) => Page> {
  const opened = await openGame(request, forced);
  if ('rejection' in opened) throw new Error(opened.rejection.message);
  const pages = new Map<EightSeat, Page>();
  for (const seat of seats) pages.set(seat, await openPage(t, gameLink(t, opened.session.id, opened.tokens.seats[seat]!)));
  for (const seat of seats) await connected(pages.get(seat)!);
  return (seat) => {
    const page = pages.get(seat);
    if (!page) throw new Error(`seat ${seat} has no page in this test`);
    return page;
  };
}

/** Each Field General of an army ends his step (`end-orders`, `end-moves`, `end-battles`), one
 *  after the other, on his own screen. */
export async function endStep(at: (seat: EightSeat) => Page, army: 'south' | 'north', step: 'end-orders' | 'end-moves' | 'end-battles'): Promise<void> {
  for (const s of ['left', 'center', 'right'] as const) await at(`${army}:${s}`).getByTestId(`${step}-${s}`).click();
}
