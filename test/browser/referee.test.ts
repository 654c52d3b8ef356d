// The referee's screen and the turn log in the browser: a referee in-process with a fixed
// seed, Debian's Chromium through playwright-core. The seats play through SDK clients (the
// players' screens have their own test); the referee's page and a spectator's page are
// real browser pages. Needs `npm run build` first (dist/client).
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardDef } from '../../engine/cards/catalog.js';
import { startReferee, type Referee } from '../../server/app.js';
import { createGame, joinSeat, request, type Seat } from '../server/support.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const clientDir = join(root, 'dist/client');
const shots = join(root, 'test-results');
const CHROMIUM = '/usr/bin/chromium';
const UI_TIMEOUT = 8000;

let referee: Referee | undefined;
let browser: Browser | undefined;
let base = '';
const contexts: BrowserContext[] = [];
const seats: Seat[] = [];

async function open(url: string): Promise<Page> {
  const ctx = await browser!.newContext({ viewport: { width: 1440, height: 1000 } });
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
  // A fixed seed: the south Overall Commander's first hand holds an Order Two / Three Units Left.
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
  for (const s of seats) await s.room.leave().catch(() => {});
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await referee?.close();
});

async function command(seat: Seat, command: Record<string, unknown>): Promise<void> {
  const answer = await request(seat, 'command', { command });
  expect(answer.type, JSON.stringify(answer.payload)).toBe('accepted');
}

describe("the referee's screen", () => {
  it('shows the turn log, steps back through the timeline to an earlier view of a seat, and verifies the seed; a spectator reads the hidden card face down', async () => {
    const game = await createGame(base);
    const oc = await joinSeat(base, game.gameId, game.seats['south:oc']!.token);
    const left = await joinSeat(base, game.gameId, game.seats['south:left']!.token);
    seats.push(oc, left);
    const session = referee!.registry.sessions.get(game.gameId)!;
    const cardId = session.state.armies.south.hand.find((id) => /^order-(two|three)-left#/.test(id));
    expect(cardId, `a Left section card in ${session.state.armies.south.hand.join(', ')}`).toBeTruthy();
    const cardName = cardDef(session.state.cards[cardId!]!).name;

    const link = (token: string) => `${base}/?game=${game.gameId}&token=${token}`;
    const ref = await open(link(game.referee.token));
    const spectator = await open(link(game.spectator.token));
    for (const page of [ref, spectator]) await page.getByTestId('connection').filter({ hasText: 'Connected' }).waitFor();
    // History on joining: the referee reads the cards dealt, the spectator only their number.
    await expect.poll(() => ref.getByTestId('turn-log').textContent()).toContain(`dealt 8 Command cards (`);
    await expect.poll(() => spectator.getByTestId('turn-log').textContent()).toContain("Aurel's Overall Commander is dealt 8 Command cards.");
    // All hands on the referee's desk.
    await expect.poll(() => ref.locator(`[data-testid="ref-hand-south"] [data-card-id="${cardId}"]`).count()).toBe(1);

    // The Overall Commander issues the Left card (by courier: hidden from the spectator).
    await command(oc, { type: 'IssueFieldCard', cardId });
    await expect.poll(() => ref.getByTestId('turn-log').textContent()).toContain(`Overall Commander issued ${cardName} to the Left Field General`);
    await expect.poll(() => spectator.getByTestId('turn-log').textContent()).toContain('Overall Commander issued a Field card (face down)');
    expect(await spectator.getByTestId('turn-log').textContent()).not.toContain(cardName);
    expect(await spectator.locator('[data-testid="turn-log"] li.redacted').count()).toBeGreaterThanOrEqual(3); // two deals, the issue
    await spectator.screenshot({ path: join(shots, 'spectator-turn-log-hidden.png'), fullPage: true });

    // He ends the command step visiting the Left; the Left Field General orders a1 and ends.
    await command(oc, { type: 'CompleteCommandStep', visit: 'left' });
    await command(left, { type: 'OrderUnit', section: 'left', unitId: 'a1' });
    await command(left, { type: 'EndOrders', section: 'left' });
    expect((await request(left, 'talk', { channel: 'team:south', text: 'Hold the ford.' })).type).toBe('accepted');
    // Now face up for everyone; the issue line stays as it was told.
    await expect.poll(() => spectator.getByTestId('turn-log').textContent()).toContain(`completed his command step with ${cardName} to the Left Field General`);
    await expect.poll(() => spectator.getByTestId('turn-log').textContent()).toContain('Left Field General ordered a1');
    expect(await spectator.getByTestId('turn-log').textContent()).toContain('Overall Commander issued a Field card (face down)');
    await spectator.screenshot({ path: join(shots, 'spectator-turn-log.png'), fullPage: true });

    await expect.poll(() => ref.getByTestId('turn-log').textContent()).toContain('Left Field General ordered a1');
    await ref.screenshot({ path: join(shots, 'referee-table.png'), fullPage: true });

    // The referee's timeline: following the game at its last step (four commands in).
    await ref.getByRole('tab', { name: 'Timeline' }).click();
    const step = ref.getByTestId('timeline-step');
    await expect.poll(() => step.getAttribute('data-step')).toBe('4');
    expect(await step.textContent()).toContain('(following the game)');
    expect(await step.textContent()).toContain('south:left: End Orders: left');
    await ref.getByTestId('timeline-viewer').selectOption('south:oc');
    const hand = ref.getByTestId('timeline-hand');
    await expect.poll(() => hand.locator('li').count()).toBe(7);
    expect(await hand.locator(`[data-card-id="${cardId}"]`).count()).toBe(0);
    await ref.screenshot({ path: join(shots, 'referee-timeline-now.png'), fullPage: true });

    // Step back with the keyboard to the start: the Overall Commander still held the card.
    await ref.locator('body').click({ position: { x: 5, y: 5 } });
    await ref.keyboard.press('ArrowLeft');
    await expect.poll(() => step.getAttribute('data-step')).toBe('3');
    expect(await step.textContent()).not.toContain('following the game');
    await ref.keyboard.press('Home');
    await expect.poll(() => step.getAttribute('data-step')).toBe('0');
    await expect.poll(() => hand.locator(`[data-card-id="${cardId}"]`).count()).toBe(1);
    expect(await hand.locator('li').count()).toBe(8);
    await ref.screenshot({ path: join(shots, 'referee-timeline-start.png'), fullPage: true });

    // One step forward (the button): the card issued, in the seat's plays.
    await ref.getByRole('button', { name: 'Next step (→)' }).click();
    await expect.poll(() => step.getAttribute('data-step')).toBe('1');
    expect(await hand.locator(`[data-card-id="${cardId}"]`).count()).toBe(0);
    expect(await ref.getByTestId('plays').textContent()).toContain(cardName);
    // The spectator's view at the same step: the play hidden, and his log told face down.
    await ref.getByTestId('timeline-viewer').selectOption('spectator');
    await expect.poll(() => ref.getByTestId('timeline-no-hand').count()).toBe(1);
    expect(await ref.getByTestId('step-lines').textContent()).toContain('issued a Field card (face down)');
    expect(await ref.getByTestId('timeline-log').textContent()).not.toContain(cardName);
    expect(await ref.getByTestId('plays').textContent()).toContain('hidden from you');
    // Talk at a step: the team's words, which a spectator never reads, come later in the game.
    expect(await ref.getByTestId('timeline-talk').textContent()).not.toContain('Hold the ford.');

    // New commands land: End jumps to the present, which follows the game again.
    await ref.keyboard.press('End');
    await expect.poll(() => step.getAttribute('data-step')).toBe('4');
    expect(await ref.getByTestId('timeline-talk').textContent()).not.toContain('Hold the ford.');
    await ref.getByTestId('timeline-viewer').selectOption('south:center');
    await expect.poll(() => ref.getByTestId('timeline-talk').textContent()).toContain('Hold the ford.');
    await ref.getByTestId('timeline-viewer').selectOption('referee');
    await expect.poll(() => ref.getByTestId('timeline-talk').textContent()).toContain('Hold the ford.');
    await ref.locator('body').click({ position: { x: 5, y: 5 } });
    const center = await joinSeat(base, game.gameId, game.seats['south:center']!.token);
    seats.push(center);
    await command(center, { type: 'EndOrders', section: 'center' });
    await expect.poll(() => step.getAttribute('data-step')).toBe('5');
    expect(await step.textContent()).toContain('south:center: End Orders: center');

    // A line of the log leads to the step that told it; selecting a unit shows it as it was.
    await ref.getByTestId('timeline-log').locator('li', { hasText: 'ordered a1' }).click();
    await expect.poll(() => step.getAttribute('data-step')).toBe('3');
    await ref.locator('[data-unit="a1"]').click();
    await expect.poll(() => ref.getByTestId('unit-info').textContent()).toContain('ordered by the Left Field General');
    await ref.keyboard.press('End');
    await expect.poll(() => step.getAttribute('data-step')).toBe('5');

    // Talk lands in the timeline too.
    expect((await request(center, 'talk', { channel: 'table', text: 'Well met.' })).type).toBe('accepted');
    await expect.poll(() => ref.getByTestId('timeline-talk').textContent()).toContain('Well met.');

    // The seed check.
    await ref.getByRole('button', { name: 'Verify dice and shuffles' }).click();
    await expect.poll(() => ref.getByTestId('seed-check').textContent()).toContain("This game's dice and shuffles verify: 8 log entries");
    await ref.screenshot({ path: join(shots, 'referee-seed-check.png'), fullPage: true });

    // A changed entry is named.
    referee!.registry.db.prepare("UPDATE log SET body = replace(body, '\"unitId\":\"a1\"', '\"unitId\":\"a2\"') WHERE game_id = ? AND seq = 4").run(game.gameId);
    await ref.getByRole('button', { name: 'Verify dice and shuffles' }).click();
    await expect.poll(() => ref.getByTestId('seed-check').textContent()).toContain('Entry 4 does not match: entry 4 was changed after it was written');
  }, 60_000);
});
