// Eight players, eight browsers: two full turns of The Fords of Vellara played through the
// screens only (issue 4). Needs `npm run build` first (dist/client).
//
// The seed `eight-seats-33` was found with test/browser/find-seed.ts: in it
//  - Aurel (south, first to play) holds two Order Three Units Left (an Inspired pair, sent by
//    courier) and an Order Two Units Center (delivered in person: the visit to the front);
//  - the Tarsene League (north) holds First Strike and Order Mounted (an Army card, played on
//    turn 2 with its allocation);
//  - the first die of the game, rolled by Aurel's Right Field General for his Initiative,
//    shows the banner, so the Initiative retreat follow-up is played too.
// The game is created with the movement allowance rule switched off (a variant the start page
// offers), so Aurel's light infantry reaches the enemy line on turn 1 and the First Strike
// window opens. The battles are the referee's: dice counted, rolled and scored by it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allowed, clickPath, connected, createOnStartPage, forbidden, handIds, say, sees, shot, talkText, tableForFile } from './seats.js';

const SEED = 'eight-seats-33';
const SEATS = ['south:oc', 'south:left', 'south:center', 'south:right', 'north:oc', 'north:left', 'north:center', 'north:right'] as const;
type SeatId = (typeof SEATS)[number];
/** Each seat's name on the screen (client/src/game/labels.ts, seatName). */
const NAMES: Record<SeatId, string> = {
  'south:oc': "Aurel's Overall Commander",
  'south:left': "Aurel's Left Field General",
  'south:center': "Aurel's Center Field General",
  'south:right': "Aurel's Right Field General",
  'north:oc': "Tarsene League's Overall Commander",
  'north:left': "Tarsene League's Left Field General",
  'north:center': "Tarsene League's Center Field General",
  'north:right': "Tarsene League's Right Field General",
};

const table = tableForFile(SEED);
const pages = new Map<SeatId, Page>();
const at = (seat: SeatId) => pages.get(seat)!;
const south = SEATS.filter((s) => s.startsWith('south'));
const north = SEATS.filter((s) => s.startsWith('north'));

/** Answers any battle choice still open, on the screen of the seat that owns it (the first
 *  answer offered): the dice are the seed's, so what they ask is the referee's to say. */
async function settleChoices(): Promise<void> {
  for (let i = 0; i < 6; i++) {
    let answered = false;
    for (const seat of SEATS) {
      const box = at(seat).getByTestId('battle-choice');
      if ((await box.count()) === 0) continue;
      // The answer is in once the turn log has its line.
      const log = at('south:oc').locator('[data-testid="turn-log"] li');
      const before = await log.count();
      await box.locator('button').first().click();
      await expect.poll(() => log.count()).toBeGreaterThan(before);
      answered = true;
      break;
    }
    if (!answered) return;
  }
}

describe('eight seats at the browser table', () => {
  it('plays two full turns through the eight screens, each seeing only what it may', async () => {
    // The organiser creates the game: the demonstration scenario, eight players.
    const game = await createOnStartPage(table(), 8, { movementAllowance: false });
    await shot(game.start, 'eight-start-page');
    for (const seat of SEATS) pages.set(seat, await game.open(seat));
    const spectator = await game.open('spectator');
    for (const p of [...pages.values(), spectator]) await connected(p);
    for (const seat of SEATS) await sees(at(seat).getByTestId('me'), NAMES[seat]);
    // The organiser's rows: the name first, the seat id small after it.
    await sees(game.start.locator('[data-seat="north:left"] th'), "Tarsene League's Left Field General north:left");
    // Every seat connected, said in words.
    await at('south:oc').locator('.status details summary').click();
    await sees(at('south:oc').locator('.status details summary'), 'Seats (8 of 8 connected)');
    await sees(at('south:oc').locator('.seats [data-seat="north:right"]'), "Tarsene League's Right Field General: connected");
    await sees(at('south:oc').locator('.seats [data-seat="south:oc"]'), "Aurel's Overall Commander (you): connected");
    // The Overall Commander's generals by name.
    await sees(at('south:oc').getByTestId('general-left'), "Aurel's Left Field General · connected");

    // --- Turn 1, Aurel (south). Hidden hands: only each Overall Commander sees his own.
    const sOC = at('south:oc');
    const nOC = at('north:oc');
    await expect.poll(() => handIds(sOC).then((h) => h.length)).toBe(8);
    await expect.poll(() => handIds(nOC).then((h) => h.length)).toBe(7);
    const southHand = await handIds(sOC);
    const northHand = await handIds(nOC);
    expect(southHand).toEqual(expect.arrayContaining(['order-three-left#2', 'order-three-left#3', 'order-two-center#4']));
    expect(northHand).toEqual(expect.arrayContaining(['first-strike#1', 'order-mounted#1']));
    for (const seat of SEATS.filter((s) => !s.endsWith(':oc'))) expect(await at(seat).getByTestId('hand').count()).toBe(0);
    for (const p of [...north.map(at), spectator]) {
      const html = await p.content();
      for (const id of southHand) expect(html).not.toContain(id);
    }
    for (const p of [...south.map(at), spectator]) {
      const html = await p.content();
      for (const id of northHand) expect(html).not.toContain(id);
    }
    await sees(at('north:left').getByTestId('hand-size-south'), '8');

    // What the rules forbid now is disabled, with the rule: he must play a card first.
    const title = await forbidden(sOC.getByTestId('complete-command'), 'command/no_card_played');
    expect(title).toContain('must play at least 1 Command card');
    await sees(sOC.locator('.commander .complete .why'), 'cannot pass');
    // First Strike is a reaction card: no action in the command step.
    await sees(sOC.locator('[data-card-id="order-light-troops#2"]'), 'Play with Army Command 8');

    // Inspired Left Leadership may only go to the Left (alone or with the Center): only those
    // spans are offered, and no disabled button for the spans it never reaches.
    const inspired = sOC.locator('[data-card-id="inspired-left-leadership#1"] [data-testid^="issue-"]');
    await expect.poll(() => inspired.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))).toEqual(['issue-inspired-left-leadership#1-left', 'issue-inspired-left-leadership#1-left-center']);
    await allowed(sOC.getByTestId('issue-inspired-left-leadership#1-left'));
    // Courier: the first Order Three Units Left is dragged onto the Left Field General.
    await sOC.locator('[data-card-id="order-three-left#2"]').dragTo(sOC.getByTestId('general-left'));
    await sees(at('south:left').getByTestId('cards-left'), 'Order Three Units Left');
    await sees(sOC.getByTestId('general-left'), 'Order Three Units Left');
    await sees(at('south:center').getByTestId('no-cards-center'), 'other generals by courier (1 play)');
    await sees(at('south:center').getByTestId('hand-size-south'), '7');
    // The identical card makes an Inspired pair; an Army card is now out of the question.
    const pair = sOC.getByTestId('issue-order-three-left#3');
    await sees(pair, 'Give to the Left Field General (Inspired pair)');
    await forbidden(sOC.getByTestId('play-order-light-troops#2'), 'card/army_after_field');
    await forbidden(sOC.getByTestId('issue-order-four-left#1'), 'card/one_per_field_general');
    await pair.click();
    // Two counted: a Leadership card may still go to one free general, not across two.
    // A span the rules refuse now is no button: it is told, with the rule, under the ones he may use.
    // Each refusal is waited for before its button is counted: the click's patch may not be
    // in yet, and a count read before it would still see the span offered.
    await sees(sOC.locator('[data-testid="not-leadership-any-section#1"][data-code="card/one_per_field_general"]'), /^Not to Left: The Left Field General already holds Order Three Units Left/);
    expect(await sOC.getByTestId('issue-leadership-any-section#1-left').count()).toBe(0);
    await sees(sOC.locator('[data-testid="not-double-time#2"][data-code="card/field_limit"]'), 'Not to Left + Center or Center + Right: Too many Field Command cards');
    expect(await sOC.getByTestId('issue-double-time#2-center-right').count()).toBe(0);
    await allowed(sOC.getByTestId('issue-leadership-any-section#1-right'));
    // Every span of Inspired Left Leadership refused now: one disabled Issue, its reason in sight.
    await forbidden(sOC.getByTestId('issue-inspired-left-leadership#1'), 'card/one_per_field_general');
    await sees(sOC.locator('[data-card-id="inspired-left-leadership#1"] .why'), 'already holds');
    await sees(at('south:left').getByTestId('cards-left'), 'Inspired Field General');
    await sees(at('south:left').getByTestId('allowance-left'), 'order up to 6 units or leaders in your section');
    // A card dragged onto a general who may not take it: the refusal names the card, not its id.
    await sOC.locator('[data-card-id="order-four-left#1"]').dragTo(sOC.getByTestId('general-left'));
    // (The hand may shift under the pointer as the column scrolls: any Left card will do.)
    await sees(sOC.getByTestId('rejections'), /Refused: Issue (Order Four Units Left|Inspired Left Leadership) to the Left Field General\./);
    expect(await sOC.getByTestId('rejections').textContent()).not.toContain('#1');
    // The Center's card; after it three Field cards are counted and every other is refused.
    await sOC.getByTestId('issue-order-two-center#4').click();
    await sees(at('south:center').getByTestId('cards-center'), 'Order Two Units Center');
    await sees(sOC.getByTestId('no-card-playable'), 'Too many Field Command cards');
    await sees(sOC.getByTestId('no-card-playable'), 'An Army Command card may not be played if one or more Field Command cards were played');
    await sees(at('south:right').getByTestId('no-cards-right'), 'other generals by courier (2 plays)');
    // Other generals and the north see that cards change hands, never which.
    for (const seat of [...north, 'south:center', 'south:right'] as const) expect(await at(seat).content()).not.toContain('Order Three Units Left');
    for (const seat of [...north, 'south:left', 'south:right'] as const) expect(await at(seat).content()).not.toContain('Order Two Units Center');
    await shot(sOC, 'eight-south-oc-command');

    // The visit to the front: he hands the Center's card himself and talks with him alone.
    await sOC.getByTestId('visit').selectOption('center');
    await sees(sOC.getByTestId('general-center'), 'You will visit him');
    await allowed(sOC.getByTestId('complete-command'));
    await sOC.getByTestId('complete-command').click();
    await sees(sOC.getByTestId('general-center'), 'Visiting');
    await say(sOC, 'Aurel front, turn 1', 'Hold the centre, the ford is ours.');
    await sees(at('south:center').getByTestId('talk'), "Aurel's Overall Commander: Hold the centre, the ford is ours.");
    await sees(sOC.getByTestId('talk'), 'You: Hold the centre, the ford is ours.');
    // The Field Generals' own channel, which the Overall Commander does not hear.
    await say(at('south:left'), 'Aurel Field Generals', 'Left goes for their light infantry.');
    await sees(at('south:right').getByTestId('talk'), "Aurel's Left Field General: Left goes for their light infantry.");
    await sees(at('south:center').getByTestId('talk'), 'Left goes for their light infantry.');
    // Now the plays are public, as cards face up on the table.
    await sees(at('north:oc').getByTestId('turn-line'), 'Orders and moves');

    // The Right Field General received no card: Field General's Initiative. The banner.
    const sRight = at('south:right');
    await forbidden(at('south:left').getByTestId('roll-left'), 'initiative/received_card');
    await sees(sRight.getByTestId('your-move'), 'Your move: Right Field General to order units');
    await sRight.getByTestId('roll-right').click();
    const result = sRight.getByTestId('initiative-result-right');
    await expect.poll(() => result.getAttribute('data-outcome')).toBe('retreat');
    await sees(result, 'banner');
    expect(await result.locator('.die-banner').count()).toBe(1);
    await forbidden(sRight.getByTestId('end-orders-right'), 'initiative/effect_pending');
    // He retreats a16 (light sling infantry, movement 2) two rows toward his own side.
    await sRight.getByTestId('retreat-a16').click();
    await sees(sRight.getByTestId('initiative-right'), 'Retreat of a16');
    await sRight.getByTestId('confirm-retreat-right').click();
    await sees(result, '(done)');
    await sees(sRight.locator('[data-unit-row="a16"]'), 'may not battle');
    await shot(sRight, 'eight-south-right-initiative');
    await sRight.getByTestId('end-orders-right').click();
    await sRight.getByTestId('end-moves-right').click();

    // The Left Field General orders a4 with the mouse and a1 with the keyboard.
    const sLeft = at('south:left');
    // The units he may order now are marked on his board, and only on his.
    await expect.poll(() => sLeft.locator('[data-unit="a4"]').getAttribute('class')).toContain('can-act');
    expect(await sLeft.locator('[data-unit="a9"]').getAttribute('class')).not.toContain('can-act');
    expect(await sOC.locator('.unit.can-act').count()).toBe(0);
    await sLeft.locator('[data-unit="a4"]').click();
    await sLeft.locator('[data-unit="a1"]').focus();
    await sLeft.keyboard.press('Enter');
    await sees(sLeft.getByTestId('allowance-left'), 'Ordered 2 of 6');
    // A Center unit is not his to order: the referee's refusal shows its reason.
    await sLeft.locator('[data-unit="a9"]').click();
    await sees(sLeft.getByTestId('rejections'), 'order/not_in_section');
    await sees(sLeft.getByTestId('rejections'), 'Refused: Order a9.');
    await sLeft.getByTestId('end-orders-left').click();
    // a4 moves hex by hex across the ford (the river is impassable) up to the Tarsene light
    // infantry (a first plan dropped with Escape).
    await sLeft.locator('[data-unit="a4"]').click();
    await clickPath(sLeft, ['2,5']);
    await sees(sLeft.getByTestId('planned-left'), '(3,6) → (2,5)');
    await sLeft.locator('[data-unit="a4"]').focus();
    await sLeft.keyboard.press('Escape');
    await expect.poll(() => sLeft.getByTestId('planned-left').count()).toBe(0);
    await sLeft.locator('[data-unit="a4"]').click();
    await clickPath(sLeft, ['4,6', '4,5', '5,4']);
    await sees(sLeft.getByTestId('planned-left'), 'Moving a4 Light Infantry (4 blocks): (3,6) → (4,6) → (4,5) → (5,4)');
    await sLeft.getByTestId('move-left').click();
    await expect.poll(() => at('north:right').locator('[data-unit="a4"]').getAttribute('aria-label')).toContain('Light Infantry');
    // The turn log keeps unit ids lower-case, as everywhere else, even where a line begins.
    await sees(sLeft.getByTestId('turn-log'), 'a4 (light infantry) moved (3,6) → (4,6) → (4,5) → (5,4).');
    expect(await sLeft.getByTestId('turn-log').textContent()).not.toMatch(/A4 \(/);
    // The unit's order, in words.
    await sees(sLeft.getByTestId('unit-info'), 'ordered by the Left Field General with a Field card');
    await sLeft.getByTestId('end-moves-left').click();

    // The Center orders a8 from his unit list and moves it one hex; its leader a19 goes along.
    const sCenter = at('south:center');
    await sCenter.getByTestId('order-a8').click();
    await sees(sCenter.getByTestId('allowance-center'), 'Ordered 1 of 2');
    await sCenter.getByTestId('end-orders-center').click();
    // From the keyboard this time: the unit from his list, the hex with Space, Move with Enter.
    await sCenter.locator('[data-unit-row="a8"] .linkish').click();
    await sCenter.locator('[data-hex="12,6"]').focus();
    await sCenter.keyboard.press(' ');
    await sees(sCenter.getByTestId('planned-center'), '(12,7) → (12,6)');
    await sCenter.getByTestId('move-center').focus();
    await sCenter.keyboard.press('Enter');
    await expect.poll(() => nOC.locator('[data-unit="a19"]').getAttribute('aria-label')).toContain('hex (12,6)');
    await sees(sCenter.getByTestId('fg-step-center'), 'moving');
    await sCenter.getByTestId('end-moves-center').click();

    // --- Battles. a4 attacks t4 in close combat: the north's First Strike window.
    await sees(sLeft.getByTestId('fg-step-left'), 'declaring battles');
    await sLeft.locator('[data-unit="a4"]').click();
    await sLeft.locator('[data-unit="t4"]').click();
    await sLeft.getByTestId('declare-left').click();
    await sees(sLeft.getByTestId('fs-wait-left'), 'waiting for the defending Overall Commander');
    const prompt = nOC.getByTestId('first-strike-left');
    await sees(prompt, 'attacks your t4 Light Infantry');
    for (const seat of ['north:left', 'north:center', 'north:right', 'south:oc'] as const) expect(await at(seat).getByTestId('first-strike-left').count()).toBe(0);
    await sees(nOC.getByTestId('waiting'), 'You (Overall Commander) to decide on First Strike');
    await sees(nOC.getByTestId('your-move'), 'Your move: Overall Commander to decide on First Strike');
    await sees(at('north:left').getByTestId('your-move'), "Nothing waits for you now: waiting for Tarsene League's Overall Commander, Aurel's Center Field General and Aurel's Right Field General.");
    await shot(nOC, 'eight-north-oc-first-strike');
    await nOC.getByTestId('play-first-strike-left').click();
    // The defender strikes first with his close combat dice and two more (light infantry: 2 + 2),
    // then a4 attacks; every seat reads each die with the rule that scored it.
    const report = sLeft.getByTestId('battle-report-left');
    await sees(report, 'strikes first (First Strike)');
    await expect.poll(() => sLeft.getByTestId('report-faces-left-0').getAttribute('data-faces').then((f) => f?.split(' ').length)).toBe(4);
    await shot(sLeft, 'eight-south-left-battle');
    await settleChoices();
    await sees(sLeft.getByTestId('fg-step-left'), 'declaring battles');
    await expect.poll(() => handIds(nOC)).not.toContain('first-strike#1');

    // The draw: Aurel played three cards (hand 5), so he draws two, up to 7 of his 8.
    await sees(sOC.getByTestId('draw-count'), '2');
    await sRight.getByTestId('end-battles-right').click();
    await sCenter.getByTestId('end-battles-center').click();
    await sLeft.getByTestId('end-battles-left').click();
    await sees(sOC.getByTestId('turn-line'), 'Tarsene League');
    await expect.poll(() => handIds(sOC).then((h) => h.length)).toBe(7);
    await sees(sOC.getByTestId('drawn'), 'Drawn since the last turn: 2 cards');
    // First Strike is replaced: the Tarsene Overall Commander draws one (7 of his 7).
    await expect.poll(() => handIds(nOC).then((h) => h.length)).toBe(7);
    await sees(nOC.getByTestId('drawn'), '1 card');
    // Talk stayed within its channels.
    for (const seat of north) {
      const t = await talkText(at(seat));
      expect(t).not.toContain('Hold the centre');
      expect(t).not.toContain('Left goes for');
    }
    expect(await talkText(sOC)).not.toContain('Left goes for');
    for (const seat of ['south:left', 'south:right'] as const) expect(await talkText(at(seat))).not.toContain('Hold the centre');
    expect(await talkText(spectator)).not.toMatch(/Hold the centre|Left goes for/);

    // --- Turn 2, the Tarsene League (north): an Army card, its orders allocated.
    const nLeft = at('north:left');
    const nCenter = at('north:center');
    const nRight = at('north:right');
    await sees(nOC.getByTestId('command-numbers'), 'Army Command 7');
    // Counter Attack offers Aurel's last plays, left and right swapped (not played here).
    const counter = nOC.locator('[data-card-id="counter-attack#2"]');
    await sees(counter.getByTestId('copy-counter-attack#2'), 'Order Three Units Left (Left)');
    await sees(counter, 'As Order Three Units Right to Right');
    const mounted = nOC.locator('[data-card-id="order-mounted#1"]');
    await mounted.getByTestId('alloc-order-mounted#1-left').fill('8');
    await forbidden(nOC.getByTestId('play-order-mounted#1'), 'card/allocation_exceeds_army_command');
    await sees(mounted.locator('.why'), 'Army Command is 7');
    await mounted.getByTestId('alloc-order-mounted#1-left').fill('2');
    await mounted.getByTestId('alloc-order-mounted#1-center').fill('0');
    await mounted.getByTestId('alloc-order-mounted#1-right').fill('1');
    await shot(nOC, 'eight-north-oc-army-card');
    await nOC.getByTestId('play-order-mounted#1').click();
    // The play as the players read it: the card's name, no internal card id.
    await sees(nOC.getByTestId('plays'), 'Order Mounted → all sections');
    expect(await nOC.getByTestId('plays').textContent()).not.toContain('order-mounted#1');
    await sees(nLeft.getByTestId('allowance-left'), 'your share is 2 mounted units');
    await sees(nRight.getByTestId('allowance-right'), 'your share is 1 mounted units');
    // No Initiative after an Army card; the Overall Commander talks with all his generals.
    await forbidden(nCenter.getByTestId('roll-center'), 'initiative/army_card_played');
    await say(nOC, 'Tarsene League front, turn 2', 'Horse on both wings, hold the centre.');
    for (const seat of ['north:left', 'north:center', 'north:right'] as const) await sees(at(seat).getByTestId('talk'), 'Horse on both wings');
    for (const seat of south) expect(await talkText(at(seat))).not.toContain('Horse on both wings');

    // The north Left (the east end of the field) orders two mounted units; a third is refused.
    await nLeft.getByTestId('order-t13').click();
    await nLeft.getByTestId('order-t15').click();
    await sees(nLeft.getByTestId('allowance-left'), 'Ordered 2 of 2');
    await forbidden(nLeft.getByTestId('order-t14'), 'order/allocation_exhausted');

    // A seat that reloads is back in its seat with the same view and its talk.
    await nLeft.reload();
    await connected(nLeft);
    await sees(nLeft.getByTestId('me'), NAMES['north:left']);
    await sees(nLeft.getByTestId('allowance-left'), 'Ordered 2 of 2');
    await sees(nLeft.getByTestId('talk'), 'Horse on both wings');
    expect(await nLeft.getByTestId('hand').count()).toBe(0);

    await nLeft.getByTestId('end-orders-left').click();
    await nLeft.locator('[data-unit="t13"]').click();
    await clickPath(nLeft, ['19,2']);
    await nLeft.getByTestId('move-left').click();
    await expect.poll(() => sOC.locator('[data-unit="t13"]').getAttribute('aria-label')).toContain('Medium Cavalry');
    await nLeft.getByTestId('end-moves-left').click();
    await nRight.getByTestId('order-t1').click();
    await sees(nRight.getByTestId('allowance-right'), 'Ordered 1 of 1');
    await nRight.getByTestId('end-orders-right').click();
    // t1 rides up to the Aurel light infantry that attacked on turn 1.
    await nRight.locator('[data-unit="t1"]').click();
    await clickPath(nRight, ['3,2', '3,3', '4,3']);
    await nRight.getByTestId('move-right').click();
    await expect.poll(() => sOC.locator('[data-unit="t1"]').getAttribute('aria-label')).toContain('hex (4,3)');
    await nRight.getByTestId('end-moves-right').click();
    await forbidden(nCenter.getByTestId('order-t7'), 'order/allocation_exhausted');
    await nCenter.getByTestId('end-orders-center').click();
    await nCenter.getByTestId('end-moves-center').click();
    for (const seat of ['north:left', 'north:center', 'north:right'] as const) await sees(at(seat).locator(`[data-testid^="fg-step-"]`), 'declaring battles');
    // Hand 6 after the Army card: one card brings him back to his Command number of 7.
    await sees(nOC.getByTestId('draw-count'), '1');
    await sees(sOC.getByTestId('waiting'), "Tarsene League's Left Field General to declare battles");
    await shot(nLeft, 'eight-north-left-battle-step');
    await shot(sOC, 'eight-south-oc-waiting');
    // t1 attacks a4: every close combat opens the window, whether or not Aurel holds First
    // Strike (he does not), so the prompt reveals nothing; he declines.
    await nRight.locator('[data-unit="t1"]').click();
    await nRight.locator('[data-unit="a4"]').click();
    await nRight.getByTestId('declare-right').click();
    const sPrompt = sOC.getByTestId('first-strike-right');
    await sees(sPrompt, 'attacks your a4 Light Infantry (2 blocks)');
    await forbidden(sOC.getByTestId('play-first-strike-right'), 'card/not_in_hand');
    await sOC.getByTestId('decline-first-strike-right').click();
    // a4 may evade t1 (light infantry evade any close combat): the choice is its own Field
    // General's, on Aurel's screen, not the attacker's.
    const evade = at('south:left').getByTestId('battle-choice');
    await sees(evade, 'choose whether to evade');
    expect(await nRight.getByTestId('battle-choice').count()).toBe(0);
    await evade.getByRole('button', { name: 'Stand and fight' }).click();
    await sees(nRight.getByTestId('battle-report-right'), 'attacks');
    await settleChoices();
    for (const seat of ['north:left', 'north:center', 'north:right'] as const) await at(seat).locator('[data-testid^="end-battles-"]').click();
    await sees(sOC.getByTestId('turn-line'), 'Aurel');
    await sees(sOC.getByTestId('turn-line'), 'Command step');
    await expect.poll(() => handIds(nOC).then((h) => h.length)).toBe(7);
    await sees(spectator.locator('.status h2'), 'Turn 3');
    // Turn 1's refusal is not shown any more: only this turn's refusals are.
    expect(await at('south:left').getByTestId('rejections').count()).toBe(0);
    for (const seat of SEATS) await shot(at(seat), `eight-${seat.replace(':', '-')}`);
    await shot(spectator, 'eight-spectator');
  }, 150_000);
});
