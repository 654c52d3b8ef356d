// The referee's screen and the turn log in the browser: a referee in-process with a fixed
// seed, Debian's Chromium through playwright-core (the shared harness, seats.ts). The seats play
// through SDK clients (the players' screens have their own test); the referee's page and a
// spectator's page are real browser pages. Needs `npm run build` first (dist/client).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cardDef } from '../../engine/cards/catalog.js';
import { createGame, request, type Seat } from '../server/support.js';
import { connected, gameLink, joinAs, openPage, shot, tableForFile } from './seats.js';

// A fixed seed: the south Overall Commander's first hand holds an Order Two / Three Units Left.
const table = tableForFile('browser-1');
const open = (url: string): Promise<Page> => openPage(table(), url, 8000, { width: 1440, height: 1000 });

async function command(seat: Seat, command: Record<string, unknown>): Promise<void> {
  const answer = await request(seat, 'command', { command });
  expect(answer.type, JSON.stringify(answer.payload)).toBe('accepted');
}

describe("the referee's screen", () => {
  it('shows the turn log, steps back through the timeline to an earlier view of a seat, and verifies the seed; a spectator reads the hidden card face down', async () => {
    const game = await createGame(table().base);
    const oc = await joinAs(table(), game.gameId, game.seats['south:oc']!.token);
    const left = await joinAs(table(), game.gameId, game.seats['south:left']!.token);
    const session = table().referee.registry.sessions.get(game.gameId)!;
    const cardId = session.state.armies.south.hand.find((id) => /^order-(two|three)-left#/.test(id));
    expect(cardId, `a Left section card in ${session.state.armies.south.hand.join(', ')}`).toBeTruthy();
    const cardName = cardDef(session.state.cards[cardId!]!).name;

    const link = (token: string) => gameLink(table(), game.gameId, token);
    const ref = await open(link(game.referee.token));
    const spectator = await open(link(game.spectator.token));
    for (const page of [ref, spectator]) await connected(page);
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
    await shot(spectator, 'spectator-turn-log-hidden');

    // He ends the command step visiting the Left; the Left Field General orders a1 and ends.
    await command(oc, { type: 'CompleteCommandStep', visit: 'left' });
    await command(left, { type: 'OrderUnit', section: 'left', unitId: 'a1' });
    await command(left, { type: 'EndOrders', section: 'left' });
    expect((await request(left, 'talk', { channel: 'team:south', text: 'Hold the ford.' })).type).toBe('accepted');
    // Now face up for everyone; the issue line stays as it was told.
    await expect.poll(() => spectator.getByTestId('turn-log').textContent()).toContain(`completed his command step with ${cardName} to the Left Field General`);
    await expect.poll(() => spectator.getByTestId('turn-log').textContent()).toContain('Left Field General ordered a1');
    expect(await spectator.getByTestId('turn-log').textContent()).toContain('Overall Commander issued a Field card (face down)');
    await shot(spectator, 'spectator-turn-log');

    await expect.poll(() => ref.getByTestId('turn-log').textContent()).toContain('Left Field General ordered a1');
    await shot(ref, 'referee-table');

    // The referee's timeline: following the game at its last step (four commands in).
    await ref.getByRole('tab', { name: 'Timeline' }).click();
    const step = ref.getByTestId('timeline-step');
    await expect.poll(() => step.getAttribute('data-step')).toBe('4');
    expect(await step.textContent()).toContain('(following the game)');
    expect(await step.textContent()).toContain("Aurel's Left Field General (south:left): End Orders: Left");
    await ref.getByTestId('timeline-viewer').selectOption('south:oc');
    const hand = ref.getByTestId('timeline-hand');
    await expect.poll(() => hand.locator('li').count()).toBe(7);
    expect(await hand.locator(`[data-card-id="${cardId}"]`).count()).toBe(0);
    await shot(ref, 'referee-timeline-now');

    // Step back with the keyboard to the start: the Overall Commander still held the card.
    await ref.locator('body').click({ position: { x: 5, y: 5 } });
    await ref.keyboard.press('ArrowLeft');
    await expect.poll(() => step.getAttribute('data-step')).toBe('3');
    expect(await step.textContent()).not.toContain('following the game');
    await ref.keyboard.press('Home');
    await expect.poll(() => step.getAttribute('data-step')).toBe('0');
    await expect.poll(() => hand.locator(`[data-card-id="${cardId}"]`).count()).toBe(1);
    expect(await hand.locator('li').count()).toBe(8);
    await shot(ref, 'referee-timeline-start');

    // One step forward (the button): the card issued, in the seat's plays.
    await ref.getByRole('button', { name: 'Next step (→)' }).click();
    await expect.poll(() => step.getAttribute('data-step')).toBe('1');
    expect(await hand.locator(`[data-card-id="${cardId}"]`).count()).toBe(0);
    expect(await ref.getByTestId('plays').textContent()).toContain(cardName);
    // The seat by its name, and the play by its card's name: no internal card id.
    expect(await ref.locator('.step-summary h2').textContent()).toBe("As Aurel's Overall Commander saw it");
    expect(await ref.getByTestId('plays').textContent()).not.toContain(cardId);
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
    await expect.poll(() => ref.getByTestId('timeline-talk').textContent()).toContain("Aurel's Left Field General (south:left): Hold the ford.");
    await ref.locator('body').click({ position: { x: 5, y: 5 } });
    const center = await joinAs(table(), game.gameId, game.seats['south:center']!.token);
    await command(center, { type: 'EndOrders', section: 'center' });
    await expect.poll(() => step.getAttribute('data-step')).toBe('5');
    expect(await step.textContent()).toContain("Aurel's Center Field General (south:center): End Orders: Center");

    // A line of the log leads to the step that told it; selecting a unit shows it as it was.
    await ref.getByTestId('timeline-log').locator('li', { hasText: 'ordered a1' }).click();
    await expect.poll(() => step.getAttribute('data-step')).toBe('3');
    await ref.locator('[data-unit="a1"]').click();
    await expect.poll(() => ref.getByTestId('unit-info').textContent()).toContain('ordered by the Left Field General with a Field card');
    await ref.keyboard.press('End');
    await expect.poll(() => step.getAttribute('data-step')).toBe('5');

    // Talk lands in the timeline too.
    expect((await request(center, 'talk', { channel: 'table', text: 'Well met.' })).type).toBe('accepted');
    await expect.poll(() => ref.getByTestId('timeline-talk').textContent()).toContain('Well met.');

    // The seed check.
    await ref.getByRole('button', { name: 'Verify dice and shuffles' }).click();
    await expect.poll(() => ref.getByTestId('seed-check').textContent()).toContain("This game's dice and shuffles verify: 8 log entries");
    await shot(ref, 'referee-seed-check');

    // A changed entry is named.
    await table().referee.registry.store.db.run("UPDATE log SET body = replace(body, '\"unitId\":\"a1\"', '\"unitId\":\"a2\"') WHERE game_id = ? AND seq = 4", [game.gameId]);
    await ref.getByRole('button', { name: 'Verify dice and shuffles' }).click();
    await expect.poll(() => ref.getByTestId('seed-check').textContent()).toContain('Entry 4 does not match: entry 4 was changed after it was written');
  }, 60_000);
});
